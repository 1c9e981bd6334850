"""Switching power and toughness (613.4d, layer 7d), compiled from Oracle text and played:
"Switch target creature's power and toughness until end of turn." (Twisted Image) and
"Switch this creature's power and toughness until end of turn." (Aquamoeba)."""

from __future__ import annotations

from oracle_harness import activate, pass_until, template

from helpers import ALICE, BOB, do, game_at, pass_all, pt, zone

LIBRARY = ["Island"] * 6


@template("switch_pt", "target_creatures_possessive", cards=("Twisted Image",))
def test_twisted_image_switches_after_every_other_change_until_end_of_turn() -> None:
    """Twisted Image (613.4d, 514.2): Bob's Craw Wurm (6/4) becomes 4/6; Giant Growth after
    it still applies before the switch (layer 7c before 7d): 7/9; the next turn it is
    6/4 again. Alice draws a card."""
    game, labels = game_at({"hand": ["Twisted Image", "Giant Growth"],
                            "battlefield": ["Island", "Forest"], "library": LIBRARY},
                           {"battlefield": [{"card": "Craw Wurm", "label": "wurm"}],
                            "library": LIBRARY})
    do(game, "cast Twisted Image", f"target Craw Wurm#{labels['wurm']}", "pay {U} automatically")
    pass_all(game)
    assert pt(game, labels["wurm"]) == (4, 6) and zone(game, ALICE, "hand") == ["Giant Growth",
                                                                                 "Island"]
    do(game, "cast Giant Growth", f"target Craw Wurm#{labels['wurm']}",
       "pay {G} automatically")
    pass_all(game)
    assert pt(game, labels["wurm"]) == (7, 9)
    pass_until(game, "upkeep", turn=4)
    assert pt(game, labels["wurm"]) == (6, 4)


def test_twisted_image_on_a_zero_power_creature_kills_it() -> None:
    """Twisted Image (613.4d, 704.5f): Ornithopter (0/2) becomes 2/0 and is put into its
    owner's graveyard."""
    game, labels = game_at({"hand": ["Twisted Image"], "battlefield": ["Island"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Ornithopter", "label": "bird"}],
                            "library": LIBRARY})
    do(game, "cast Twisted Image", f"target Ornithopter#{labels['bird']}",
       "pay {U} automatically")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Ornithopter"]


@template("this_creatures", cards=("Aquamoeba",))
def test_aquamoeba_switches_itself_for_a_discarded_card() -> None:
    """Aquamoeba (613.4d, 602.2b): discarding a card switches it from 1/3 to 3/1; switched
    twice it is 1/3 again (two effects in timestamp order, 613.7)."""
    game, labels = game_at({"hand": ["Island", "Island"],
                            "battlefield": [{"card": "Aquamoeba", "label": "amoeba"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    activate(game, labels["amoeba"])
    do(game, "pick Island")
    pass_all(game)
    assert pt(game, labels["amoeba"]) == (3, 1)
    activate(game, labels["amoeba"])
    do(game, "pick Island")
    pass_all(game)
    assert pt(game, labels["amoeba"]) == (1, 3)
