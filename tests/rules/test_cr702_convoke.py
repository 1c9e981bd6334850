"""Convoke (702.51a): for each colored mana of a spell's total cost its controller may tap
an untapped creature of that color they control, and for each generic mana any untapped
creature they control, instead of paying that mana; the spell is castable when creatures
and mana together pay for it (601.2g-h)."""

from __future__ import annotations

from helpers import choose, do, game_at, pass_all, texts, who

LIBRARY = ["Island"] * 5


def test_a_creature_pays_only_generic_mana_or_mana_of_its_color() -> None:
    """702.51a: Grizzly Bears (green) may pay generic mana of Stoke the Flames but not {R};
    Alice's tapped Raging Goblin may pay nothing."""
    game, labels = game_at({"battlefield": ["Mountain", "Mountain", "Mountain",
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            {"card": "Raging Goblin", "label": "goblin",
                                             "tapped": True}],
                            "hand": ["Stoke the Flames"], "library": LIBRARY},
                           {"library": LIBRARY})
    do(game, "cast Stoke the Flames", "target Bob")
    convoke = [t for t in texts(game) if t.startswith("convoke")]
    assert convoke == [f"convoke: tap Grizzly Bears#{labels['bears']} to pay generic mana"]


def test_a_spell_is_castable_only_if_creatures_and_mana_can_pay_it() -> None:
    """702.51a, 601.2g-h: with one Mountain and two green creatures, {2}{R}{R} can't be paid
    (a green creature can't pay {R}): Stoke the Flames isn't offered; with a red creature
    instead of one of them, it is."""
    def castable(creatures: list[str]) -> bool:
        game, _ = game_at({"battlefield": ["Mountain", *creatures],
                           "hand": ["Stoke the Flames"], "library": LIBRARY},
                          {"library": LIBRARY})
        return any(t.startswith("cast Stoke the Flames") for t in texts(game))
    assert not castable(["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"])
    assert castable(["Grizzly Bears", "Grizzly Bears", "Raging Goblin"])


def test_convoke_pays_the_total_cost_with_an_additional_cost_in_it() -> None:
    """702.51, 702.51b, 601.2f: convoke is no additional or alternative cost: Kavu Primarch
    ({3}{G}, kicker {4}) kicked has the total cost {7}{G}, fixed before anything is paid;
    Alice's seven Grizzly Bears then pay its generic mana and her Forest its {G}, and the
    kicked Kavu enters with four +1/+1 counters."""
    game, _ = game_at({"battlefield": ["Forest"] + ["Grizzly Bears"] * 7,
                       "hand": ["Kavu Primarch"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Kavu Primarch", "yes")
    assert who(game).startswith("Alice: pay: pay {7}{G} for Kavu Primarch#")
    for _ in range(7):
        choose(game, "convoke: tap Grizzly Bears")
    do(game, "pay {G} automatically")
    assert all(o.tapped for o in game.state.permanents())
    pass_all(game)
    (kavu,) = [o for o in game.state.permanents() if o.card.name == "Kavu Primarch"]
    assert kavu.counters == {"+1/+1": 4}
