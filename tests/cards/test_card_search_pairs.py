"""A search for two cards of two qualities (701.23a-b), compiled from Oracle text and
played: "Search your library for a Forest card and a Plains card, put them onto the
battlefield tapped, then shuffle." (Krosan Verge) and "... for a Zombie card and a Swamp
card, reveal them, put them into your hand, then shuffle." (Corpse Harvester)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, cites, game_at, pass_all, texts, zone
from manastack.game import Game

LIBRARY = ["Island", "Forest", "Plains", "Swamp", "Island"]


def _pick(game: Game, card: str) -> None:
    game.apply(next(t for t in texts(game) if t.startswith(f"pick {card}#")))


def _verge(library: list[str]) -> tuple[Game, int]:
    game, labels = game_at(
        {
            "library": library,
            "battlefield": ["Island", "Island", {"card": "Krosan Verge", "label": "verge"}],
        },
        {"library": ["Island"] * 3},
    )
    activate(game, labels["verge"], index=1)
    pass_all(game)
    return game, labels["verge"]


def _tapped(game: Game, card: str) -> list[bool]:
    s = game.state
    return [s.objects[o].tapped for o in s.battlefield if s.objects[o].card.name == card]


@template("search_pair", "put_them", cards=("Krosan Verge",))
def test_krosan_verge_finds_a_forest_and_a_plains_tapped() -> None:
    """701.23a: Alice sacrifices Krosan Verge, searches for a Forest card and then a Plains
    card, and both enter tapped; the library is shuffled (701.24a)."""
    game, _ = _verge(LIBRARY)
    _pick(game, "Forest")
    _pick(game, "Plains")
    assert _tapped(game, "Forest") == [True] and _tapped(game, "Plains") == [True]
    assert zone(game, ALICE, "graveyard") == ["Krosan Verge"]
    assert sorted(zone(game, ALICE, "library")) == ["Island", "Island", "Swamp"]
    assert cites(game, "701.24a")


@template("search_pair", "put_them", cards=("Krosan Verge",))
def test_krosan_verge_may_find_fewer() -> None:
    """701.23b: with no Forest card in her library, Alice is asked only for the Plains card,
    and she may find none of them either ("done")."""
    game, _ = _verge(["Island", "Plains"])
    assert any(t.startswith("pick Plains#") for t in texts(game)) and "done" in texts(game)
    game.apply("done")
    assert _tapped(game, "Plains") == [] and sorted(zone(game, ALICE, "library")) == [
        "Island",
        "Plains",
    ]


@template("search_pair", "reveal_those", "put_them", cards=("Corpse Harvester",))
def test_corpse_harvester_reveals_a_zombie_and_a_swamp_into_the_hand() -> None:
    """701.23a, 701.20a: sacrificing Grizzly Bears, Corpse Harvester finds a Zombie card and
    a Swamp card, reveals them and puts them into Alice's hand. A card is found once only:
    the Zombie picked first is no longer offered for the Swamp."""
    game, labels = game_at(
        {
            "library": ["Gravedigger", "Swamp", "Island"],
            "battlefield": [
                "Swamp",
                "Swamp",
                {"card": "Corpse Harvester", "label": "harvester"},
                "Grizzly Bears",
            ],
        },
        {"library": ["Island"] * 3},
    )
    activate(game, labels["harvester"])
    game.apply(next(t for t in texts(game) if "Grizzly Bears" in t))
    pass_all(game)
    _pick(game, "Gravedigger")
    assert not any(t.startswith("pick Gravedigger#") for t in texts(game))
    _pick(game, "Swamp")
    assert sorted(zone(game, ALICE, "hand")) == ["Gravedigger", "Swamp"]
    assert cites(game, "701.20a")
