"""Counts of the creatures blocking a creature (509.1h), compiled from their Oracle text and
played: Gang of Elk ("Whenever this creature becomes blocked, it gets +2/+2 until end of
turn for each creature blocking it.", 509.3c, 608.2h) and Beastmaster's Magemark (the same
for an enchanted creature its controller controls)."""

from __future__ import annotations

from oracle_harness import template

from helpers import at_step, do, game_at, name, pass_all, pass_until, pt
from manastack.game import Game

LIBRARY = ["Forest"] * 6


def _blocked_by(attacker: str, blockers: list[str], extra: tuple[dict[str, str], ...] = ()
                ) -> tuple[Game, dict[str, int]]:
    """Bob attacks Alice with `attacker`; Alice blocks it with each of `blockers`; the game
    after the blocked trigger resolved, in the declare blockers step."""
    game, labels = game_at({"battlefield": [{"card": b, "label": f"b{i}"}
                                            for i, b in enumerate(blockers)],
                            "library": LIBRARY},
                           {"battlefield": [{"card": attacker, "label": "it"}, *extra],
                            "library": LIBRARY},
                           active="Bob", step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['it'])} -> Alice", "done declaring attackers",
       by="Bob")
    pass_all(game)
    for i in range(len(blockers)):
        do(game, f"block {name(game, labels['it'])} with {name(game, labels[f'b{i}'])}",
           by="Alice")
    do(game, "done declaring blockers", by="Alice")
    pass_all(game)
    return game, labels


@template("count_blocking_it", cards=("Gang of Elk",))
def test_gang_of_elk_gets_two_two_for_each_of_its_three_blockers() -> None:
    """Gang of Elk (5/4) blocked by three Grizzly Bears (509.3c: it triggers once; 608.2h:
    the blockers are counted as the ability resolves) is a 11/10 until end of turn, and
    survives their 6 damage; on its controller's next turn it's a 5/4 again (514.2)."""
    game, labels = _blocked_by("Gang of Elk", ["Grizzly Bears"] * 3)
    elk = labels["it"]
    assert pt(game, elk) == (11, 10)
    pass_until(game, at_step("end of combat"),
               other=lambda g: g.apply(g.legal_choices()[0]))      # 510.1c: Bob divides
    assert pt(game, elk) == (11, 10) and game.state.objects[elk].damage == 6
    pass_until(game, at_step("upkeep", turn=4))
    assert pt(game, elk) == (5, 4)


def test_gang_of_elk_blocked_by_one_creature_gets_two_two() -> None:
    """One blocker: +2/+2 once (a 7/6)."""
    game, labels = _blocked_by("Gang of Elk", ["Grizzly Bears"])
    assert pt(game, labels["it"]) == (7, 6)


@template("count_blocking_it", cards=("Beastmaster's Magemark",))
def test_beastmasters_magemark_counts_the_blockers_of_the_enchanted_creature() -> None:
    """Beastmaster's Magemark on Bob's Grizzly Bears (3/3 with its static +1/+1): blocked by
    two creatures, "it" is the creature that became blocked (603.2), a 5/5 until end of
    turn; the Magemark itself isn't counted or pumped."""
    game, labels = _blocked_by("Grizzly Bears", ["Llanowar Elves", "Llanowar Elves"],
                               ({"card": "Beastmaster's Magemark", "attached_to": "it"},))
    assert pt(game, labels["it"]) == (5, 5)
