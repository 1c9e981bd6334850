""""[Effect] unless you discard [cards] / sacrifice [permanents]" (118.12a, 118.3, 701.9a,
701.21a), compiled from Oracle text and played: Masticore, Hecatomb, Demonlord of Ashmouth."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, cites, do, game_at, pass_all, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _masticore_upkeep(hand: list[str]) -> Game:
    """Alice's upkeep with Masticore and `hand`; its trigger is about to resolve."""
    game, _ = game_at({"battlefield": ["Masticore"], "hand": hand, "library": LIBRARY},
                      {"library": LIBRARY}, step="upkeep", stage="begin")
    pass_all(game)
    return game


@template("unless_you_discard", "unless_count", cards=("Masticore",))
def test_masticore_stays_when_alice_discards_a_card() -> None:
    """118.12a: as the upkeep trigger resolves Alice chooses to discard, picks the card
    (701.9a), and Masticore stays."""
    game = _masticore_upkeep(["Island", "Forest"])
    do(game, "yes", "pick Forest")
    assert zone(game, ALICE, "graveyard") == ["Forest"]
    assert zone(game, ALICE, "battlefield") == ["Masticore"]
    assert cites(game, "118.12a")


def test_masticore_is_sacrificed_when_alice_declines() -> None:
    """118.12a: "sacrifice this creature unless you discard a card" is "you may discard a
    card; if you don't, sacrifice it": declining keeps the hand and loses Masticore."""
    game = _masticore_upkeep(["Island"])
    do(game, "no")
    assert zone(game, ALICE, "hand") == ["Island"]
    assert zone(game, ALICE, "graveyard") == ["Masticore"]


def test_masticore_with_an_empty_hand_is_sacrificed_unasked() -> None:
    """118.3: with no card in hand the cost can't be paid, so nothing is asked and
    Masticore is sacrificed (701.21a)."""
    game = _masticore_upkeep([])
    assert zone(game, ALICE, "graveyard") == ["Masticore"]


@template("unless_you_sacrifice", cards=("Hecatomb",))
def test_hecatomb_needs_four_creatures() -> None:
    """118.3: Hecatomb's enters trigger asks for four creatures; with three Alice can't pay,
    and Hecatomb is sacrificed; the creatures stay."""
    game, _ = game_at({"battlefield": ["Swamp"] * 4 + ["Grizzly Bears"] * 3, "hand": ["Hecatomb"],
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Hecatomb", "pay {1}{B}{B} automatically")
    pass_all(game)       # the spell resolves
    pass_all(game)       # its enters trigger resolves
    assert zone(game, ALICE, "graveyard") == ["Hecatomb"]
    assert zone(game, ALICE, "battlefield").count("Grizzly Bears") == 3


def test_hecatomb_stays_when_four_creatures_are_sacrificed() -> None:
    """701.21a: with four creatures Alice may sacrifice them all; Hecatomb stays."""
    game, _ = game_at({"battlefield": ["Swamp"] * 4 + ["Grizzly Bears"] * 4, "hand": ["Hecatomb"],
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Hecatomb", "pay {1}{B}{B} automatically")
    pass_all(game)
    pass_all(game)
    do(game, "yes")
    assert zone(game, ALICE, "graveyard").count("Grizzly Bears") == 4
    assert "Hecatomb" in zone(game, ALICE, "battlefield")


@template("unless_another", cards=("Demonlord of Ashmouth",))
def test_demonlord_cant_pay_with_itself() -> None:
    """"another creature" (115.1-style: not the source): Demonlord of Ashmouth alone can't
    keep itself, so it is exiled unasked (118.3)."""
    game, _ = game_at({"battlefield": ["Swamp"] * 4 + ["Mountain"] * 2,
                       "hand": ["Demonlord of Ashmouth"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Demonlord of Ashmouth", "pay {2}{B}{B} automatically")
    pass_all(game)
    pass_all(game)
    assert zone(game, ALICE, "exile") == ["Demonlord of Ashmouth"]
