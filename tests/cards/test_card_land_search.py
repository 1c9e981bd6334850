"""Land searches for several cards, compiled from their Oracle text and played (701.23):
Cultivate and Kodama's Reach (one onto the battlefield tapped, the other into the hand,
revealed, 701.20a), Explosive Vegetation (both onto the battlefield tapped) and Myriad
Landscape ("basic land cards that share a land type")."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, battlefield, cites, do, game_at, pass_all, texts, zone
from manastack.game import Game

LIBRARY = ["Forest", "Island", "Plains", "Grizzly Bears"]


def _cast(spell: str, cost: str, library: list[str] | None = None) -> Game:
    game, _ = game_at({"hand": [spell], "battlefield": ["Forest"] * 4,
                       "library": library or LIBRARY}, {"library": ["Island"] * 5})
    do(game, f"cast {spell}", f"pay {cost} automatically")
    pass_all(game)
    return game


def _lands_entered(game: Game) -> list[tuple[str, bool]]:
    return [(game.state.objects[o].card.name, game.state.objects[o].tapped)
            for o in game.state.battlefield[4:]]


@template("search_up_to", "reveal_those", "put_one_and_other", cards=("Cultivate",))
def test_cultivate_puts_one_land_onto_the_battlefield_and_the_other_into_the_hand() -> None:
    """Cultivate (701.23a, 701.23b, 701.20a): only basic land cards are offered (not Grizzly
    Bears); Alice finds Island and Plains, reveals them, puts the Plains onto the
    battlefield tapped and the Island into her hand, then shuffles (701.24a)."""
    game = _cast("Cultivate", "{2}{G}")
    assert not any("Grizzly Bears" in t for t in texts(game))
    do(game, next(t for t in texts(game) if "Island" in t))
    do(game, next(t for t in texts(game) if "Plains" in t))
    do(game, next(t for t in texts(game) if "Plains" in t))
    assert _lands_entered(game) == [("Plains", True)]
    assert zone(game, ALICE, "hand") == ["Island"]
    assert cites(game, "701.20a") and cites(game, "701.24a")


@template("search_up_to", "put_one_and_other", cards=("Kodama's Reach",))
def test_kodamas_reach_with_one_land_found_lets_alice_choose_where_it_goes() -> None:
    """Kodama's Reach (701.23b: up to two, so one or none): with a single Forest found,
    Alice chooses whether it is the one onto the battlefield or the other into her hand;
    "done" puts it into her hand."""
    game = _cast("Kodama's Reach", "{2}{G}", ["Forest", "Grizzly Bears"])
    do(game, next(t for t in texts(game) if "Forest" in t))
    assert "done" in texts(game)
    do(game, "done")
    assert _lands_entered(game) == [] and zone(game, ALICE, "hand") == ["Forest"]


@template("search_up_to", "put_them", cards=("Explosive Vegetation",))
def test_explosive_vegetation_puts_both_lands_onto_the_battlefield_tapped() -> None:
    """Explosive Vegetation (701.23a): two basic lands onto the battlefield tapped; nothing
    is revealed (only Cultivate-like texts say so)."""
    game = _cast("Explosive Vegetation", "{3}{G}")
    do(game, next(t for t in texts(game) if "Forest" in t))
    do(game, next(t for t in texts(game) if "Island" in t))
    assert _lands_entered(game) == [("Forest", True), ("Island", True)]
    assert not cites(game, "701.20a")


@template("search_up_to", "share_land_type", "put_them", cards=("Myriad Landscape",))
def test_myriad_landscape_finds_basic_lands_that_share_a_land_type() -> None:
    """Myriad Landscape (701.23a, 205.3i): after a Forest, only cards sharing a land type
    with it may be picked: the second Forest, not the Island."""
    game, labels = game_at({"battlefield": [{"card": "Myriad Landscape", "label": "ml"},
                                            "Forest", "Forest"],
                            "library": ["Forest", "Island", "Forest", "Plains"]},
                           {"library": ["Island"] * 5})
    do(game, f"activate Myriad Landscape#{labels['ml']}: {{2}}, {{T}}, Sacrifice this land: Search "
       "your library for up to two basic land cards that share a land type, put them onto "
       "the battlefield tapped, then shuffle.", "pay {2} automatically")
    pass_all(game)
    do(game, next(t for t in texts(game) if "Forest" in t))
    assert [t.split("#")[0] for t in texts(game)] == ["pick Forest", "done"]
    do(game, texts(game)[0])
    assert battlefield(game, ALICE) == ["Forest", "Forest", "Forest", "Forest"]


@template("subtype_list", cards=("Esper Panorama",))
def test_esper_panorama_finds_a_basic_plains_island_or_swamp() -> None:
    """Esper Panorama (701.23a, 205.3i, 305.6): "a basic Plains, Island, or Swamp card" is a
    list of three land types; the Mountain and the nonbasic Volcanic Island (an Island) are not
    offered, the chosen Swamp enters tapped and the library is shuffled (701.24a)."""
    game, labels = game_at(
        {
            "battlefield": [{"card": "Esper Panorama", "label": "pan"}, "Plains"],
            "library": ["Mountain", "Swamp", "Island", "Volcanic Island"],
        },
        {"library": ["Island"] * 5},
    )
    do(
        game,
        f"activate Esper Panorama#{labels['pan']}: {{1}}, {{T}}, Sacrifice this land: "
        "Search your library for a basic Plains, Island, or Swamp card, put it onto the "
        "battlefield tapped, then shuffle.",
        "pay {1} automatically",
    )
    pass_all(game)
    offered = sorted(t.split("#")[0] for t in texts(game))
    assert [t for t in offered if t.startswith("pick")] == ["pick Island", "pick Swamp"]
    do(game, next(t for t in texts(game) if "Swamp" in t))
    assert battlefield(game, ALICE) == ["Plains", "Swamp"]
    swamp = game.state.battlefield[-1]
    assert game.state.objects[swamp].tapped
    assert zone(game, ALICE, "graveyard") == ["Esper Panorama"]
    assert cites(game, "701.24a")
