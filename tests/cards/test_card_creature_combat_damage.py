""""Whenever a Vampire you control deals combat damage to a player, put a +1/+1 counter on
it." (510.2, 120.3, 603.2) on a real card: Rakish Heir."""

from __future__ import annotations

from oracle_harness import attack, template

from helpers import ALICE, BOB, at_step, choose, game_at, life, pass_all, pass_until, pt, stack

LIBRARY = ["Island"] * 6


@template("creature_combat_damage_player_trigger", cards=("Rakish Heir",))
def test_rakish_heir_counters_each_vampire_that_connects() -> None:
    """603.2: Rakish Heir and Vampire Interloper (Vampires Alice controls) each trigger as
    they deal combat damage to Bob and each gets a +1/+1 counter ("it": the creature that
    dealt the damage); Grizzly Bears, no Vampire, doesn't trigger it."""
    game, labels = game_at({"battlefield": [{"card": "Rakish Heir", "label": "heir"},
                                            {"card": "Vampire Interloper", "label": "vamp"},
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    attack(game, labels["heir"], labels["vamp"], labels["bears"])
    pass_until(game, at_step("combat damage"), other=lambda g: choose(g, "Rakish Heir"))
    assert life(game, BOB) == 14
    assert len(stack(game)) == 2
    pass_all(game)
    pass_all(game)
    assert pt(game, labels["heir"]) == (3, 3)
    assert pt(game, labels["vamp"]) == (3, 2)
    assert pt(game, labels["bears"]) == (2, 2)


@template("creature_combat_damage_player_trigger", cards=("Rakish Heir",))
def test_rakish_heir_ignores_an_opponents_vampire() -> None:
    """109.4: "a Vampire you control": Bob's Vampire Interloper dealing combat damage to
    Alice doesn't trigger Alice's Rakish Heir."""
    game, labels = game_at({"battlefield": [{"card": "Rakish Heir", "label": "heir"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Vampire Interloper", "label": "vamp"}],
                            "library": LIBRARY}, active="Bob")
    attack(game, labels["vamp"], defender="Alice")
    pass_until(game, at_step("combat damage", active="Bob"))
    assert life(game, ALICE) == 18
    assert stack(game) == []
