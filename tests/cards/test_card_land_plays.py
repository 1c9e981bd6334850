"""More land plays (305.2, 305.2a-b), compiled from Oracle text and played: "You may play an
additional land this turn." (Explore), "You may play up to three additional lands this
turn." (Summer Bloom), "You may play an additional land on each of your turns."
(Exploration) and "You may play two additional lands on each of your turns." (Azusa)."""

from __future__ import annotations

from oracle_harness import card, cast, pass_until, template

from helpers import ALICE, BOB, game_at, pass_all, permanents, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6
HAND = ["Forest", "Forest", "Forest", "Forest", "Forest"]


def _lands_played(game: Game, plays: int) -> bool:
    """Alice plays `plays` Forests, then may play no more (305.2b)."""
    for _ in range(plays):
        game.apply(next(t for t in texts(game) if t.startswith("play Forest")))
    return not any(t.startswith("play ") for t in texts(game))


@template("land_plays_this_turn", "one_additional_land", cards=("Explore",))
def test_explore_lets_alice_play_a_second_land_this_turn() -> None:
    """305.2a: after Explore resolves, Alice may play two lands this turn, and no third."""
    game, _ = game_at(
        {"library": LIBRARY, "hand": ["Explore", *HAND], "battlefield": ["Forest", "Forest"]},
        {"library": LIBRARY},
    )
    game.apply(next(t for t in texts(game) if t.startswith("play Forest")))
    assert not any(t.startswith("play ") for t in texts(game))
    cast(game, "Explore")
    pass_all(game)
    assert _lands_played(game, 1)


@template("land_plays_this_turn", "additional_lands", cards=("Summer Bloom",))
def test_summer_bloom_lets_alice_play_four_lands_this_turn_only() -> None:
    """305.2: Summer Bloom gives three more land plays this turn; on her next turn Alice may
    play one land again (611.2a: "this turn")."""
    game, _ = game_at(
        {"library": LIBRARY, "hand": ["Summer Bloom", *HAND], "battlefield": ["Forest", "Forest"]},
        {"library": LIBRARY},
    )
    cast(game, "Summer Bloom")
    pass_all(game)
    assert _lands_played(game, 4)
    pass_until(game, "precombat main", turn=5)
    assert _lands_played(game, 1)


@template("land_plays_each_turn", "one_additional_land", cards=("Exploration",))
def test_exploration_gives_two_land_plays_while_it_is_on_the_battlefield() -> None:
    """305.2: with Exploration Alice may play two lands in her turn; the third is refused
    with the rule and her allowance (305.2b)."""
    game, _ = game_at(
        {"library": LIBRARY, "hand": HAND, "battlefield": ["Exploration"]}, {"library": LIBRARY}
    )
    assert _lands_played(game, 2)
    reasons = [reason for choice, reason in game.why_not("Forest") if choice.verb == "play"]
    assert reasons and all(r == "305.2: Alice may play 2 lands this turn" for r in reasons)


@template("land_plays_each_turn", "additional_lands", cards=("Azusa, Lost but Seeking",))
def test_azusa_gives_three_land_plays() -> None:
    """305.2: "two additional lands" on each of Alice's turns: three land plays."""
    game, _ = game_at(
        {"library": LIBRARY, "hand": HAND, "battlefield": [card("Azusa, Lost but Seeking", "azusa")]},
        {"library": LIBRARY},
    )
    assert _lands_played(game, 3)


@template("play_land_trigger", cards=("City of Traitors",))
def test_city_of_traitors_is_sacrificed_when_alice_plays_another_land() -> None:
    """305.1, 603.2: Alice plays an Island beside her City of Traitors; the City's trigger
    resolves and she sacrifices it (701.21a); the Island stays."""
    game, _ = game_at({"library": LIBRARY, "hand": ["Island"],
                       "battlefield": ["City of Traitors"]}, {"library": LIBRARY})
    game.apply(next(t for t in texts(game) if t.startswith("play Island")))
    pass_all(game)
    assert permanents(game, ALICE) == ["Island"]
    assert zone(game, ALICE, "graveyard") == ["City of Traitors"]


@template("play_land_trigger", cards=("City of Traitors",))
def test_city_of_traitors_ignores_itself_and_other_players_lands() -> None:
    """305.1, 603.2: playing City of Traitors itself doesn't trigger it ("another land"), nor
    does Bob playing a land on his turn: only a land its controller plays does."""
    game, _ = game_at({"library": LIBRARY, "hand": ["City of Traitors"]},
                      {"library": LIBRARY, "hand": ["Island"]})
    game.apply(next(t for t in texts(game) if t.startswith("play City of Traitors")))
    pass_all(game)
    assert permanents(game, ALICE) == ["City of Traitors"]
    pass_until(game, "precombat main", turn=4)
    game.apply(next(t for t in texts(game) if t.startswith("play Island")))
    pass_all(game)
    assert permanents(game, ALICE) == ["City of Traitors"]
    assert permanents(game, BOB) == ["Island"]
