""""[Players] get(s) N poison counters" (122.1f; 104.3d: ten or more lose the game), compiled
from Oracle text and played: Ichor Rats, Fynn, the Fangbearer, Mox Poison, Pit Scorpion."""

from __future__ import annotations

from oracle_harness import attack, template

from helpers import ALICE, BOB, cast_resolved, choose, game_at, pass_all, pass_until
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _poison(game: Game, player: int) -> int:
    return game.state.players[player].poison


@template("get_poison", "one_poison", cards=("Ichor Rats",))
def test_ichor_rats_gives_each_player_a_poison_counter() -> None:
    """122.1f: as Ichor Rats enters, Alice and Bob each get a poison counter."""
    game, _ = game_at({"battlefield": ["Swamp"] * 3, "hand": ["Ichor Rats"],
                       "library": LIBRARY}, {"library": LIBRARY})
    cast_resolved(game, "Ichor Rats")
    pass_all(game)
    assert (_poison(game, ALICE), _poison(game, BOB)) == (1, 1)


@template("n_poison", cards=("Fynn, the Fangbearer",))
def test_fynn_poisons_the_player_its_deathtouch_creature_hit() -> None:
    """Fynn's trigger: combat damage to Bob from a creature with deathtouch Alice controls
    (Fynn itself) gives Bob two poison counters; at 8 already he reaches 10 and loses the
    game (104.3d, 704.5c)."""
    game, labels = game_at({"battlefield": [{"card": "Fynn, the Fangbearer", "label": "f"}],
                            "library": LIBRARY}, {"library": LIBRARY, "poison": 8})
    attack(game, labels["f"])
    pass_until(game, lambda g: g.is_over or _poison(g, BOB) >= 10)
    assert _poison(game, BOB) == 10
    assert game.is_over


@template(cards=("Mox Poison",))
def test_mox_poison_poisons_its_controller() -> None:
    """Mox Poison's mana ability (605.3b) adds mana and gives Alice two poison counters."""
    game, _ = game_at({"battlefield": ["Mox Poison"], "library": LIBRARY}, {"library": LIBRARY})
    choose(game, "activate Mox Poison")
    while game.decision is not None and _poison(game, ALICE) == 0:
        game.apply(game.legal_choices()[0])
    assert _poison(game, ALICE) == 2
    assert _poison(game, BOB) == 0


@template("deals_damage_player_trigger", cards=("Pit Scorpion",))
def test_pit_scorpion_poisons_the_player_it_damages() -> None:
    """603.2, 120.3a: Pit Scorpion's combat damage to Bob triggers; "that player", Bob, gets
    a poison counter and Alice none."""
    game, labels = game_at({"battlefield": [{"card": "Pit Scorpion", "label": "s"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    attack(game, labels["s"])
    pass_until(game, lambda g: _poison(g, BOB) > 0 or g.state.step.value == "end")
    assert (_poison(game, ALICE), _poison(game, BOB)) == (0, 1)
    assert game.state.players[BOB].life == 19
