"""Convoke (702.51a): for each colored mana of a spell's total cost its controller may tap
an untapped creature of that color they control, and for each generic mana any untapped
creature they control, instead of paying that mana; the spell is castable when creatures
and mana together pay for it (601.2g-h)."""

from __future__ import annotations

from helpers import do, game_at, texts

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
