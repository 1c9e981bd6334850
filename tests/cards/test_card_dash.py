"""Dash (702.109a) compiled from Oracle text and played: Mardu Scout cast for its dash cost
has haste, attacks the turn it comes, and returns to Alice's hand at the beginning of the
next end step; cast for its mana cost it has neither. Goblin Heelcutter's attack trigger
works the same turn it is dashed."""

from __future__ import annotations

from oracle_harness import attack, pass_until, template

from helpers import ALICE, BOB, game_at, life, pass_all, pay, texts, zone
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Mountain"] * 8


def _cast(game: Game, card: str, dash: bool) -> int:
    game.apply(
        next(t for t in texts(game) if t.startswith(f"cast {card}") and t.endswith("with dash") == dash)
    )
    pay(game)
    pass_all(game)
    return next(o for o in game.state.battlefield if game.state.objects[o].card.name == card)


@template("dash_keyword", cards=("Mardu Scout",))
def test_dashed_mardu_scout_attacks_and_returns_to_hand() -> None:
    """702.109a, 118.9: for {1}{R} Mardu Scout (3/1) has haste, so it attacks for 3 at
    once (302.6); at the beginning of the end step its delayed ability returns it to
    Alice's hand (603.7a)."""
    game, _ = game_at(
        {"hand": ["Mardu Scout"], "battlefield": ["Mountain"] * 2, "library": LIBRARY}, {"library": LIBRARY}
    )
    scout = _cast(game, "Mardu Scout", dash=True)
    assert characteristics(game.state, scout).has("haste")
    attack(game, scout)
    pass_until(game, "end")
    assert life(game, BOB) == 17
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Mardu Scout"]
    assert zone(game, ALICE, "graveyard") == []


def test_mardu_scout_cast_normally_has_no_haste_and_stays() -> None:
    """702.109a: cast for its mana cost {R}{R}, its dash cost wasn't paid: no haste, and
    no delayed ability returns it."""
    game, _ = game_at(
        {"hand": ["Mardu Scout"], "battlefield": ["Mountain"] * 2, "library": LIBRARY}, {"library": LIBRARY}
    )
    scout = _cast(game, "Mardu Scout", dash=False)
    assert not characteristics(game.state, scout).has("haste")
    pass_until(game, "end")
    pass_all(game)
    assert zone(game, ALICE, "hand") == []
    assert scout in game.state.battlefield


@template("dash_keyword", cards=("Goblin Heelcutter",))
def test_dashed_goblin_heelcutter_attacks_with_its_trigger() -> None:
    """702.109a, 508.1m: Goblin Heelcutter dashed for {2}{R} attacks at once; its attack
    trigger makes Bob's Grizzly Bears unable to block, and it deals 3."""
    game, _ = game_at(
        {"hand": ["Goblin Heelcutter"], "battlefield": ["Mountain"] * 3, "library": LIBRARY},
        {"battlefield": ["Grizzly Bears"], "library": LIBRARY},
    )
    cutter = _cast(game, "Goblin Heelcutter", dash=True)
    attack(game, cutter)
    game.apply(next(t for t in texts(game) if "Grizzly Bears" in t))
    pass_all(game)
    pass_until(game, "end")
    assert life(game, BOB) == 17
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Goblin Heelcutter"]
