""" "When ~ is put into a graveyard from anywhere, shuffle it into its owner's library."
(603.6c, 113.6k, 701.24c), "Shuffle ~ into its owner's library." (608.2n) and "~'s power
and toughness are each equal to your life total." (604.3, 119.1), compiled from Oracle text
and played: Serra Avatar, Black Sun's Zenith and Alabaster Dragon."""

from __future__ import annotations

from oracle_harness import card, cast, template

from helpers import ALICE, BOB, game_at, name, pass_all, pt, zone
from manastack.game import Game

LIBRARY = ["Plains"] * 6


def _shuffles(game: Game, player: int) -> int:
    return sum(1 for e in game.log() if e.rule == "701.24a" and game.state.players[player].name in e.text)


def _mind_rot(hand: list[str]) -> Game:
    """Bob's Mind Rot makes Alice discard her two cards, Serra Avatar among them."""
    game, _ = game_at(
        {"library": LIBRARY, "hand": hand},
        {"library": LIBRARY, "hand": ["Mind Rot", "Coffin Purge"], "battlefield": ["Swamp"] * 4},
        active="Bob",
        priority="Bob",
    )
    cast(game, "Mind Rot", "Alice")
    pass_all(game)
    assert "Serra Avatar" in zone(game, ALICE, "graveyard")
    return game


@template("pt_defining", "cda_life_total", cards=("Serra Avatar",))
def test_serra_avatar_is_as_large_as_its_controllers_life_total() -> None:
    """604.3, 613.4a: Serra Avatar is 20/20 at 20 life and 17/17 once Bob's Lightning Bolt
    has dealt Alice 3 damage (119.3)."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [card("Serra Avatar", "avatar")]},
        {"library": LIBRARY, "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
        active="Bob",
        priority="Bob",
    )
    assert pt(game, labels["avatar"]) == (20, 20)
    cast(game, "Lightning Bolt", "Alice")
    pass_all(game)
    assert pt(game, labels["avatar"]) == (17, 17)


@template("graveyard_from_anywhere_trigger", "shuffle_into_library", "found_object", cards=("Serra Avatar",))
def test_serra_avatar_discarded_is_shuffled_into_the_library() -> None:
    """603.6c, 113.6k: discarded from Alice's hand, Serra Avatar's ability triggers from her
    graveyard, and the card is shuffled into her library (701.24a)."""
    game = _mind_rot(["Serra Avatar", "Island"])
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Island"]
    assert sorted(zone(game, ALICE, "library")) == sorted([*LIBRARY, "Serra Avatar"])
    assert _shuffles(game, ALICE) == 1


@template("graveyard_from_anywhere_trigger", "shuffle_into_library", cards=("Serra Avatar", "Coffin Purge"))
def test_serra_avatar_exiled_in_response_the_library_is_still_shuffled() -> None:
    """701.24c: Bob exiles the Serra Avatar card with Coffin Purge in response; the ability
    finds no card to move (400.7), but Alice's library is shuffled all the same."""
    game = _mind_rot(["Serra Avatar", "Island"])
    cast(game, "Coffin Purge", name(game, game.state.players[ALICE].graveyard[0]))
    pass_all(game)
    assert zone(game, ALICE, "exile") == ["Serra Avatar"]
    pass_all(game)
    assert sorted(zone(game, ALICE, "library")) == LIBRARY and _shuffles(game, ALICE) == 1


@template("shuffle_into_library", cards=("Black Sun's Zenith",))
def test_black_suns_zenith_shuffles_itself_into_its_owners_library() -> None:
    """608.2n: as its last instruction Black Sun's Zenith moves itself from the stack into its
    owner's library, not into the graveyard; each creature got a -1/-1 counter (X = 1)."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "hand": ["Black Sun's Zenith"],
            "battlefield": ["Swamp"] * 3 + [card("Grizzly Bears", "bears")],
        },
        {"library": LIBRARY, "battlefield": [card("Hill Giant", "giant")]},
    )
    cast(game, "Black Sun's Zenith", x=1)
    pass_all(game)
    assert pt(game, labels["bears"]) == (1, 1) and pt(game, labels["giant"]) == (2, 2)
    assert zone(game, ALICE, "graveyard") == []
    assert sorted(zone(game, ALICE, "library")) == sorted([*LIBRARY, "Black Sun's Zenith"])
    assert _shuffles(game, ALICE) == 1


@template("dies_self_trigger", "shuffle_into_library", "found_object", cards=("Alabaster Dragon", "Terror"))
def test_alabaster_dragon_dies_and_is_shuffled_into_the_library() -> None:
    """400.7e: "it" is the Alabaster Dragon card in Alice's graveyard after Bob's Terror."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [card("Alabaster Dragon", "dragon")]},
        {"library": LIBRARY, "hand": ["Terror"], "battlefield": ["Swamp"] * 2},
        active="Bob",
        priority="Bob",
    )
    cast(game, "Terror", name(game, labels["dragon"]))
    pass_all(game)
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == [] and "Alabaster Dragon" in zone(game, ALICE, "library")
    assert zone(game, BOB, "graveyard") == ["Terror"]
