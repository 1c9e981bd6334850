"""Looking at the top cards of your library and taking some (701.20e, 701.20a, 401.4),
compiled from Oracle text and played: "Look at the top five cards of your library. You may
reveal a white card from among them and put it into your hand. Put the rest on the bottom of
your library in a random order." (Ajani's Influence), the same on entering with "a creature
card with power 2 or less" (Militia Bugler), "Put one of them into your hand and the rest on
the bottom of your library in any order." (Anticipate) and "... and the other into your
graveyard." (Dark Bargain)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, cast_resolved, cites, do, game_at, life, pass_all, texts, zone
from manastack.game import Game

TOP_FIVE = ["Gray Ogre", "Savannah Lions", "Plains", "Serra Angel", "Island"]


def _picks(game: Game) -> list[str]:
    return sorted(t.split("#")[0] for t in texts(game) if t.startswith("pick"))


def _pick(game: Game, card: str) -> None:
    do(game, next(t for t in texts(game) if t.startswith(f"pick {card}#")))


@template("look_and_take", "reveal_one", "from_among_them", "rest_on_bottom", "random_order",
          cards=("Ajani's Influence",))
def test_ajanis_influence_takes_a_white_card_and_bottoms_the_rest_at_random() -> None:
    """701.20e, 701.20a, 401.4: after the counters, Alice looks at her top five; only the
    white cards (Savannah Lions, Serra Angel) may be taken; she reveals Serra Angel and puts
    it into her hand; the other four go under the Forest that was sixth, in a random order
    (401.4) drawn from the game's generator, so a fork of the game before the choice puts
    them in the same order."""
    game, labels = game_at({"hand": ["Ajani's Influence"], "battlefield": [
        {"card": "Grizzly Bears", "label": "bears"}] + ["Plains"] * 4,
        "library": [*TOP_FIVE, "Forest"]}, {"library": ["Island"] * 3})
    cast_resolved(game, "Ajani's Influence", f"Grizzly Bears#{labels['bears']}")
    assert game.state.objects[labels["bears"]].counters == {"+1/+1": 2}
    assert _picks(game) == ["pick Savannah Lions", "pick Serra Angel"] and "done" in texts(game)
    twin = game.fork()
    _pick(game, "Serra Angel")
    _pick(twin, "Serra Angel")
    assert zone(game, ALICE, "hand") == ["Serra Angel"]
    library = zone(game, ALICE, "library")
    assert zone(twin, ALICE, "library") == library
    assert library[0] == "Forest"
    assert sorted(library[1:]) == sorted(c for c in TOP_FIVE if c != "Serra Angel")
    assert cites(game, "701.20e") and cites(game, "701.20a")


@template("look_and_take", "reveal_one", "from_among_them", cards=("Militia Bugler",))
def test_militia_bugler_may_take_only_a_creature_with_power_2_or_less() -> None:
    """701.20e, 208.1: of Serra Angel (4/4), Savannah Lions (2/1) and Grizzly Bears (2/2),
    only the last two may be taken; Alice takes none and all four go to the bottom."""
    game, _ = game_at({"hand": ["Militia Bugler"], "battlefield": ["Plains"] * 3,
                       "library": ["Serra Angel", "Savannah Lions", "Grizzly Bears", "Island",
                                   "Forest"]}, {"library": ["Island"] * 3})
    cast_resolved(game, "Militia Bugler")
    pass_all(game)
    assert _picks(game) == ["pick Grizzly Bears", "pick Savannah Lions"]
    do(game, "done")
    assert zone(game, ALICE, "hand") == []
    library = zone(game, ALICE, "library")
    assert library[0] == "Forest" and len(library) == 5
    assert not cites(game, "701.20a")


@template("look_and_take", "put_some", "rest_on_bottom", "any_order", cards=("Anticipate",))
def test_anticipate_takes_one_and_puts_the_rest_on_the_bottom_in_the_chosen_order() -> None:
    """401.4: Alice must take one of her top three (no "done"); she takes Serra Angel and
    puts Gray Ogre above Plains, both under the Island that was fourth."""
    game, _ = game_at({"hand": ["Anticipate"], "battlefield": ["Island"] * 2,
                       "library": ["Plains", "Serra Angel", "Gray Ogre", "Island"]},
                      {"library": ["Island"] * 3})
    cast_resolved(game, "Anticipate")
    assert _picks(game) == ["pick Gray Ogre", "pick Plains", "pick Serra Angel"]
    assert "done" not in texts(game)
    _pick(game, "Serra Angel")
    _pick(game, "Gray Ogre")
    assert zone(game, ALICE, "hand") == ["Serra Angel"]
    assert zone(game, ALICE, "library") == ["Island", "Gray Ogre", "Plains"]


@template("look_and_take", "put_some", "rest_to_graveyard", cards=("Dark Bargain",))
def test_dark_bargain_takes_two_and_bins_the_other() -> None:
    """701.20e, 120.3: Alice takes two of her top three, the third goes to her graveyard,
    and Dark Bargain deals 2 damage to her."""
    game, _ = game_at({"hand": ["Dark Bargain"], "battlefield": ["Swamp"] * 4,
                       "library": ["Plains", "Serra Angel", "Gray Ogre", "Island"]},
                      {"library": ["Island"] * 3})
    cast_resolved(game, "Dark Bargain")
    _pick(game, "Plains")
    _pick(game, "Gray Ogre")
    assert sorted(zone(game, ALICE, "hand")) == ["Gray Ogre", "Plains"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Dark Bargain", "Serra Angel"]
    assert zone(game, ALICE, "library") == ["Island"]
    assert life(game, ALICE) == 18


def test_looking_at_more_cards_than_the_library_has_takes_from_what_is_there() -> None:
    """701.20e: with two cards in her library, Ajani's Influence looks at those two only."""
    game, labels = game_at({"hand": ["Ajani's Influence"], "battlefield": [
        {"card": "Grizzly Bears", "label": "bears"}] + ["Plains"] * 4,
        "library": ["Island", "Savannah Lions"]}, {"library": ["Island"] * 3})
    cast_resolved(game, "Ajani's Influence", f"Grizzly Bears#{labels['bears']}")
    _pick(game, "Savannah Lions")
    assert zone(game, ALICE, "hand") == ["Savannah Lions"]
    assert zone(game, ALICE, "library") == ["Island"]


@template("look_put_back", cards=("Halimar Depths",))
def test_halimar_depths_puts_the_top_three_back_in_the_chosen_order() -> None:
    """701.20e, 401.4: Halimar Depths' enters trigger shows Alice the top three cards only
    (the fourth stays unseen) and she puts them back, topmost first, Mountain, Forest,
    Island; nothing else of the library moves."""
    game, _ = game_at({"hand": ["Halimar Depths"],
                       "library": ["Forest", "Island", "Mountain", "Plains"]})
    do(game, "play Halimar Depths")
    pass_all(game)
    assert _picks(game) == ["pick Forest", "pick Island", "pick Mountain"]
    do(game, next(t for t in texts(game) if "Mountain" in t))
    do(game, next(t for t in texts(game) if "Forest" in t))
    assert zone(game, ALICE, "library") == ["Mountain", "Forest", "Island", "Plains"]
    assert cites(game, "701.20e")
