"""What an ability's costs did, used by its effect (118.3, 608.2h): "where X is the
sacrificed creature's power" and "for each +1/+1 counter removed this way", compiled from
Oracle text and played: Vish Kal, Blood Arbiter, Fling and Molten Hydra."""

from __future__ import annotations

from oracle_harness import activate, cast, template

from helpers import ALICE, BOB, choose, game_at, life, name, pass_all, pt, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _vish_kal(*others: object, counters: int = 0) -> tuple[Game, dict[str, int]]:
    vish = {"card": "Vish Kal, Blood Arbiter", "label": "vish", "counters": {"+1/+1": counters}}
    return game_at(
        {"library": LIBRARY, "battlefield": [vish, *others]},
        {"library": LIBRARY, "battlefield": [{"card": "Hill Giant", "label": "giant"}]},
    )


@template("sacrificed_number", cards=("Vish Kal, Blood Arbiter",))
def test_vish_kal_grows_by_the_power_the_sacrificed_creature_last_had() -> None:
    """118.3, 602.2b: the creature is sacrificed as the ability is activated; 608.2h: X is
    its power as it last existed on the battlefield (Grizzly Bears with two +1/+1
    counters: 4), so Vish Kal gets four +1/+1 counters (a 9/9)."""
    game, labels = _vish_kal({"card": "Grizzly Bears", "label": "bears", "counters": {"+1/+1": 2}})
    activate(game, labels["vish"])
    choose(game, f"pick {name(game, labels['bears'])}")
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    pass_all(game)
    assert game.state.objects[labels["vish"]].counters == {"+1/+1": 4}
    assert pt(game, labels["vish"]) == (9, 9)


@template("remove_all_counters_cost", "counters_removed_this_way", cards=("Vish Kal, Blood Arbiter",))
def test_vish_kal_shrinks_the_target_by_the_counters_its_cost_removed() -> None:
    """118.3: "Remove all +1/+1 counters" removes the three Vish Kal has as the cost is
    paid; 608.2h: the target gets -1/-1 for each counter removed this way (-3/-3), so
    Bob's Hill Giant (3/3) dies (704.5f) and Vish Kal is a 5/5 again."""
    game, labels = _vish_kal(counters=3)
    activate(game, labels["vish"], name(game, labels["giant"]), index=1)
    assert game.state.objects[labels["vish"]].counters.get("+1/+1", 0) == 0
    game = Game.load(game.save())  # the record of the cost is kept on the ability in saves
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Hill Giant"]
    assert pt(game, labels["vish"]) == (5, 5)


@template("remove_all_counters_cost", "counters_removed_this_way", cards=("Vish Kal, Blood Arbiter",))
def test_vish_kal_can_remove_no_counters_and_then_changes_nothing() -> None:
    """118.3: with no +1/+1 counter on Vish Kal the cost is still paid (removing none), and
    the target gets -0/-0: Bob's Hill Giant stays a 3/3."""
    game, labels = _vish_kal()
    activate(game, labels["vish"], name(game, labels["giant"]), index=1)
    pass_all(game)
    assert pt(game, labels["giant"]) == (3, 3)


@template("sacrificed_number", cards=("Fling",))
def test_fling_deals_the_power_of_the_creature_sacrificed_as_its_additional_cost() -> None:
    """601.2f-h: Fling's additional cost sacrifices Hill Giant as it is cast; 608.2h: Fling
    deals damage equal to its power (3) to Bob."""
    game, _ = game_at(
        {"library": LIBRARY, "hand": ["Fling"], "battlefield": ["Hill Giant", "Mountain", "Mountain"]},
        {"library": LIBRARY},
    )
    cast(game, "Fling", "Bob")
    choose(game, "pick Hill Giant")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Hill Giant", "Fling"]
    assert life(game, BOB) == 17


@template("remove_all_counters_cost", "counters_removed_this_way", cards=("Molten Hydra",))
def test_molten_hydra_deals_damage_equal_to_the_counters_removed() -> None:
    """118.3, 122.1: {T}, remove all +1/+1 counters (two) from Molten Hydra: it deals 2
    damage to Bob, "the number of +1/+1 counters removed this way"."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "battlefield": [{"card": "Molten Hydra", "label": "hydra", "counters": {"+1/+1": 2}}],
        },
        {"library": LIBRARY},
    )
    activate(game, labels["hydra"], "Bob")
    pass_all(game)
    assert life(game, BOB) == 18
    assert game.state.objects[labels["hydra"]].counters.get("+1/+1", 0) == 0
