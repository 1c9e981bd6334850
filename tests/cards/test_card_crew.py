"""Crew and Vehicles (702.122, 301.7) on real cards: "Crew N" taps other untapped creatures
with total power N or greater and makes the Vehicle an artifact creature until end of
turn."""

from __future__ import annotations

from oracle_harness import activate, pass_until, template

from helpers import choose, game_at, name, pt, resolve, texts
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


@template("crew", cards=("Renegade Freighter",))
def test_crew_taps_creatures_with_enough_power_and_makes_a_creature() -> None:
    """702.122a, 302.6: a summoning-sick Grizzly Bears (power 2) crews Renegade Freighter
    (Crew 2): the Bears is tapped, the Freighter is an artifact creature 4/3 until end of
    turn, logged under 702.122b."""
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": "Renegade Freighter", "label": "freighter"},
                                            {"card": "Grizzly Bears", "label": "bears",
                                             "sick": True}]},
                           {"library": LIBRARY})
    assert not characteristics(game.state, labels["freighter"]).is_creature
    activate(game, labels["freighter"])
    choose(game, f"pick {name(game, labels['bears'])}")
    resolve(game)
    assert game.state.objects[labels["bears"]].tapped
    c = characteristics(game.state, labels["freighter"])
    assert c.is_creature and c.is_("Artifact")
    assert pt(game, labels["freighter"]) == (4, 3)


def test_crew_needs_total_power_and_takes_several_creatures() -> None:
    """702.122a: one Raging Goblin (power 1) can't crew Renegade Freighter (Crew 2): the
    ability isn't offered; two Goblins together can, each tapped."""
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": "Renegade Freighter", "label": "freighter"},
                                            "Raging Goblin"]},
                           {"library": LIBRARY})
    assert not any("Crew 2" in t for t in texts(game))
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": "Renegade Freighter", "label": "freighter"},
                                            {"card": "Raging Goblin", "label": "g1"},
                                            {"card": "Raging Goblin", "label": "g2"}]},
                           {"library": LIBRARY})
    activate(game, labels["freighter"])
    choose(game, f"pick {name(game, labels['g1'])}")
    choose(game, f"pick {name(game, labels['g2'])}")
    resolve(game)
    assert game.state.objects[labels["g1"]].tapped and game.state.objects[labels["g2"]].tapped
    assert characteristics(game.state, labels["freighter"]).is_creature


def test_a_crewed_vehicle_stops_being_a_creature_at_end_of_turn() -> None:
    """702.122a, 514.2: Untethered Express, crewed, is a creature until the cleanup step;
    in the next turn it is a noncreature artifact again."""
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": "Untethered Express", "label": "express"},
                                            {"card": "Grizzly Bears", "label": "bears"}]},
                           {"library": LIBRARY})
    activate(game, labels["express"])
    choose(game, f"pick {name(game, labels['bears'])}")
    resolve(game)
    assert characteristics(game.state, labels["express"]).is_creature
    pass_until(game, "upkeep", turn=4)
    assert not characteristics(game.state, labels["express"]).is_creature
