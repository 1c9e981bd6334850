"""A creature's own bonus while you control some permanent (611.3a, 613.4c), compiled from
Oracle text and played: "This creature gets +1/+1 as long as you control an Ajani
planeswalker." (Court Cleric), "This creature gets +2/+0 as long as you control another
artifact." (Ramroller) and "... another black creature." (Ashenmoor Cohort)."""

from __future__ import annotations

from oracle_harness import template

from helpers import cast_resolved, game_at, pt

AJANI = "Ajani, Inspiring Leader"
LIBRARY = ["Plains"] * 4


@template("static_while_you_control", cards=("Court Cleric",))
def test_court_cleric_grows_only_while_its_controller_has_an_ajani() -> None:
    """611.3a, 613.4c, 205.3j: Court Cleric is 2/2 beside Alice's Ajani, 1/1 when only Bob
    controls one."""
    game, labels = game_at({"battlefield": [{"card": "Court Cleric", "label": "cleric"}, AJANI],
                            "library": LIBRARY}, {"library": LIBRARY})
    assert pt(game, labels["cleric"]) == (2, 2)
    game, labels = game_at({"battlefield": [{"card": "Court Cleric", "label": "cleric"}],
                            "library": LIBRARY},
                           {"battlefield": [AJANI], "library": LIBRARY})
    assert pt(game, labels["cleric"]) == (1, 1)


@template("static_while_you_control", cards=("Ramroller",))
def test_ramroller_counts_another_artifact_not_itself() -> None:
    """611.3a: Ramroller, an artifact itself, is 2/3 alone and 4/3 once Alice's Ornithopter
    enters (the condition is checked at every moment, not locked in)."""
    game, labels = game_at({"battlefield": [{"card": "Ramroller", "label": "ram"}],
                            "hand": ["Ornithopter"], "library": LIBRARY}, {"library": LIBRARY})
    assert pt(game, labels["ram"]) == (2, 3)
    cast_resolved(game, "Ornithopter")
    assert pt(game, labels["ram"]) == (4, 3)


@template("static_while_you_control", cards=("Ashenmoor Cohort",))
def test_ashenmoor_cohort_needs_another_black_creature_of_its_controller() -> None:
    """611.3a, 105.2: Ashenmoor Cohort (black) is 4/3 with only Bob's black creature beside
    it, and 5/4 with Alice's."""
    game, labels = game_at({"battlefield": [{"card": "Ashenmoor Cohort", "label": "cohort"}],
                            "library": LIBRARY},
                           {"battlefield": ["Walking Corpse"], "library": LIBRARY})
    assert pt(game, labels["cohort"]) == (4, 3)
    game, labels = game_at({"battlefield": [{"card": "Ashenmoor Cohort", "label": "cohort"},
                                            "Walking Corpse"], "library": LIBRARY},
                           {"library": LIBRARY})
    assert pt(game, labels["cohort"]) == (5, 4)
