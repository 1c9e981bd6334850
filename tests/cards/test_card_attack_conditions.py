"""Restrictions on attacking with a condition (508.1c), compiled from Oracle text and
played: "This creature can't attack unless there are five or more Islands on the
battlefield." (Harbor Serpent)."""

from __future__ import annotations

import pytest
from oracle_harness import pass_until, template

from helpers import BOB, do, game_at, life, name, pass_all, texts, zone
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _serpent_at_attackers(alice_islands: int, bob_islands: int) -> tuple[Game, int]:
    game, labels = game_at(
        {"battlefield": [{"card": "Harbor Serpent", "label": "serpent"}]
         + ["Island"] * alice_islands, "library": LIBRARY},
        {"battlefield": ["Island"] * bob_islands, "library": LIBRARY})
    pass_until(game, "beginning of combat")
    game.apply("pass")
    game.apply("pass")
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS
    return game, labels["serpent"]


@template("cant_attack_unless", "battlefield_count", cards=("Harbor Serpent",))
def test_harbor_serpent_attacks_once_the_battlefield_has_five_islands() -> None:
    """Harbor Serpent (508.1c): with three Islands of Alice's and two of Bob's (every
    player's count) it attacks and deals 5 damage."""
    game, serpent = _serpent_at_attackers(3, 2)
    game.apply(f"attack with {name(game, serpent)} -> Bob")
    game.apply("done declaring attackers")
    pass_until(game, "end", turn=3)
    assert life(game, BOB) == 15


def test_harbor_serpent_cant_attack_with_four_islands_and_says_why() -> None:
    """Harbor Serpent (508.1c): with four Islands on the battlefield it isn't offered as an
    attacker, and declaring it is refused naming the restriction."""
    game, serpent = _serpent_at_attackers(3, 1)
    assert not any(t.startswith("attack with Harbor Serpent") for t in texts(game))
    with pytest.raises(ManastackError, match=r"508\.1c: This creature can.t attack unless"):
        game.apply(f"attack with {name(game, serpent)} -> Bob")


def _boneslasher_blocks(zombie: bool) -> tuple[Game, dict[str, int]]:
    """Bob attacks Alice with Grizzly Bears; Alice, with Marauding Boneslasher (and Walking
    Corpse, a Zombie, if `zombie`), is to declare blockers (509.1)."""
    alice = [{"card": "Marauding Boneslasher", "label": "slasher"}]
    if zombie:
        alice.append({"card": "Walking Corpse", "label": "corpse"})
    game, labels = game_at({"battlefield": alice, "library": ["Swamp"] * 6},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": ["Forest"] * 6},
                           active="Bob", step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['bears'])} -> Alice", "done declaring attackers",
       by="Bob")
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.BLOCKERS
    return game, labels


@template("cant_block_unless", "control_another", cards=("Marauding Boneslasher",))
def test_marauding_boneslasher_blocks_while_alice_controls_another_zombie() -> None:
    """509.1b, 115.1: with Walking Corpse, another Zombie, Marauding Boneslasher (a Zombie
    itself) may block: it blocks Grizzly Bears and kills it."""
    game, labels = _boneslasher_blocks(zombie=True)
    do(game, f"block {name(game, labels['bears'])} with {name(game, labels['slasher'])}",
       "done declaring blockers", by="Alice")
    pass_until(game, "end of combat")
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


def test_marauding_boneslasher_alone_cant_block_and_says_why() -> None:
    """509.1b: alone, Marauding Boneslasher (itself a Zombie, not another) isn't offered as a
    blocker, and declaring it is refused naming the restriction."""
    game, labels = _boneslasher_blocks(zombie=False)
    block = f"block {name(game, labels['bears'])} with {name(game, labels['slasher'])}"
    assert block not in texts(game)
    with pytest.raises(ManastackError, match=r"509\.1b: This creature can.t block unless"):
        game.apply(block)
