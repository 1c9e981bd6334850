""""Draw two cards. Then discard a card unless you attacked this turn." (508.1, 608.2c) on a
real card: Chart a Course."""

from __future__ import annotations

from oracle_harness import attack, cast, pass_until, template

from helpers import ALICE, choose, game_at, life, pass_all, zone
from manastack.game import Game

LIBRARY = ["Forest", "Mountain", "Plains", "Swamp"]


def _alice() -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Island",
                                    "Island"],
                    "hand": ["Chart a Course"], "library": LIBRARY}, {"library": LIBRARY})


@template("discard_unless_you_attacked", cards=("Chart a Course",))
def test_chart_a_course_without_attacking_draws_two_and_discards() -> None:
    """608.2c: Alice hasn't attacked this turn, so after drawing two she discards a card
    of her choice (701.9a)."""
    game, _ = _alice()
    cast(game, "Chart a Course")
    pass_all(game)
    assert sorted(zone(game, ALICE, "hand")) == ["Forest", "Mountain"]
    choose(game, "pick Forest")
    assert zone(game, ALICE, "hand") == ["Mountain"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Chart a Course", "Forest"]


@template("discard_unless_you_attacked", cards=("Chart a Course",))
def test_chart_a_course_after_attacking_keeps_both_cards() -> None:
    """508.1: Alice attacked with Grizzly Bears this turn, so in her second main phase
    Chart a Course draws two cards and she discards nothing."""
    game, labels = _alice()
    attack(game, labels["bears"])
    pass_until(game, "postcombat main")
    cast(game, "Chart a Course")
    pass_all(game)
    assert sorted(zone(game, ALICE, "hand")) == ["Forest", "Mountain"]
    assert zone(game, ALICE, "graveyard") == ["Chart a Course"]


@template("unless_you_attacked", cards=("Bellowing Saddlebrute",))
def test_bellowing_saddlebrute_costs_four_life_unless_alice_attacked() -> None:
    """508.1, 608.2c (raid, 207.2c): cast before combat, Bellowing Saddlebrute's enters
    trigger makes Alice lose 4 life; cast after she attacked with Grizzly Bears, none."""
    for attacked in (False, True):
        game, labels = game_at({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]
                                + ["Swamp"] * 4,
                                "hand": ["Bellowing Saddlebrute"], "library": LIBRARY},
                               {"library": LIBRARY})
        if attacked:
            attack(game, labels["bears"])
            pass_until(game, "postcombat main")
        cast(game, "Bellowing Saddlebrute")
        pass_all(game)
        pass_all(game)
        assert life(game, ALICE) == (20 if attacked else 16)
