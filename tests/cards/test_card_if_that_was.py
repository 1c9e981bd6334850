""""If that land was nonbasic, ~ deals 2 damage to the land's controller." (608.2h: what the
destroyed land was is its last known information; 701.8a), compiled from Oracle text and
played: Choking Sands, Death's Caress."""

from __future__ import annotations

import pytest
from oracle_harness import template

from helpers import ALICE, BOB, do, game_at, life, pass_all, pay, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 5


def _sands_at(land: str) -> Game:
    """Alice casts Choking Sands at Bob's `land`; it resolves."""
    game, labels = game_at({"battlefield": ["Swamp"] * 3, "hand": ["Choking Sands"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": land, "label": "land"}], "library": LIBRARY})
    do(game, "cast Choking Sands", f"target {land}#{labels['land']}")
    pay(game)
    pass_all(game)
    return game


@template("if_that_was", "was_adjectives", "was_nonsupertype", "the_objects_controller",
          cards=("Choking Sands",))
def test_choking_sands_burns_the_controller_of_a_nonbasic_land() -> None:
    """608.2h: Strip Mine, destroyed (701.8a), was nonbasic as it last existed, so Bob, its
    controller, is dealt 2 damage."""
    game = _sands_at("Strip Mine")
    assert zone(game, BOB, "graveyard") == ["Strip Mine"]
    assert life(game, BOB) == 18


def test_choking_sands_spares_the_controller_of_a_basic_land() -> None:
    """608.2h: a Forest was basic, so Bob loses the land and no life."""
    game = _sands_at("Forest")
    assert zone(game, BOB, "graveyard") == ["Forest"]
    assert life(game, BOB) == 20


def test_choking_sands_cant_target_a_swamp() -> None:
    """115.1 (a "non-Swamp land" target): Bob's Swamp is not offered."""
    game, _ = game_at({"battlefield": ["Swamp"] * 3, "hand": ["Choking Sands"],
                       "library": LIBRARY}, {"battlefield": ["Swamp", "Forest"], "library": LIBRARY})
    do(game, "cast Choking Sands")
    assert [t for t in texts(game) if t.startswith("target")] == \
        [t for t in texts(game) if t.startswith("target Forest")]


@template(cards=("Death's Caress",))
@pytest.mark.parametrize(("creature", "gained"), [("Benalish Knight", 2), ("Grizzly Bears", 0)])
def test_deaths_caress_gains_life_only_for_a_human(creature: str, gained: int) -> None:
    """608.2h: the destroyed Benalish Knight was a Human, so Alice gains life equal to its
    toughness as it last existed; Grizzly Bears, a Bear, gives nothing."""
    game, labels = game_at({"battlefield": ["Swamp"] * 5, "hand": ["Death's Caress"],
                            "library": LIBRARY, "life": 10},
                           {"battlefield": [{"card": creature, "label": "it"}], "library": LIBRARY})
    do(game, "cast Death's Caress", f"target {creature}#{labels['it']}")
    pay(game)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == [creature]
    assert life(game, ALICE) == 10 + gained
