"""Triggers on a player's declaration of attackers (508.3c, 508.3d, 508.1m), and a
comma after a type ending the description before it, on real cards."""

from __future__ import annotations

from oracle_harness import activate, attack, card, template

from helpers import ALICE, battlefield, game_at, pass_all, pt, stack, zone
from manastack.cards.registry import get_card
from manastack.errors import UnsupportedCardError

LIBRARY = ["Island"] * 5


@template("you_attack_trigger", cards=("Razorkin Hordecaller",))
def test_whenever_you_attack_triggers_once_per_declaration() -> None:
    """508.3d: Razorkin Hordecaller's "Whenever you attack, create a 1/1 red Gremlin creature
    token." triggers once when Alice attacks with it and the Bears together."""
    game, labels = game_at({"battlefield": [card("Razorkin Hordecaller", "razorkin"),
                                            card("Grizzly Bears", "bears")],
                            "library": LIBRARY}, {"library": LIBRARY})
    attack(game, labels["razorkin"], labels["bears"])
    assert stack(game) == ["Razorkin Hordecaller ability"]
    pass_all(game)
    assert battlefield(game, ALICE).count("Gremlin") == 1


@template("you_attack_with_trigger", cards=("Military Intelligence",))
def test_attacking_with_two_or_more_creatures_counts_the_attackers() -> None:
    """508.3c: Military Intelligence's "Whenever you attack with two or more creatures, draw a
    card." triggers for two attackers, not for one."""
    one, labels = game_at({"battlefield": ["Military Intelligence",
                                           card("Grizzly Bears", "a"), card("Grizzly Bears", "b")],
                           "library": LIBRARY}, {"library": LIBRARY})
    attack(one, labels["a"])
    assert stack(one) == []
    two, labels = game_at({"battlefield": ["Military Intelligence",
                                           card("Grizzly Bears", "a"), card("Grizzly Bears", "b")],
                           "library": LIBRARY}, {"library": LIBRARY})
    before = len(zone(two, ALICE, "hand"))
    attack(two, labels["a"], labels["b"])
    assert stack(two) == ["Military Intelligence ability"]
    pass_all(two)
    assert len(zone(two, ALICE, "hand")) == before + 1


@template("you_attack_with_trigger", cards=("Hermes, Overseer of Elpis",))
def test_attacking_with_one_or_more_of_a_type_needs_one_of_them() -> None:
    """508.3c: Hermes's "Whenever you attack with one or more Birds, scry 2." doesn't trigger
    when only a Bear attacks."""
    game, labels = game_at({"battlefield": ["Hermes, Overseer of Elpis",
                                            card("Grizzly Bears", "bears")],
                            "library": LIBRARY}, {"library": LIBRARY})
    attack(game, labels["bears"])
    assert stack(game) == []


@template("sacrifice_trigger", cards=("Body Dropper",))
def test_a_comma_after_a_type_ends_the_trigger() -> None:
    """"Whenever you sacrifice another creature, put a +1/+1 counter on this creature." (Body
    Dropper): the comma after "creature" ends the trigger condition (only "artifact,
    creature, or enchantment" is a series). Sacrificing the Bears to its own ability puts a
    counter on it."""
    game, labels = game_at({"battlefield": [card("Body Dropper", "dropper"),
                                            card("Grizzly Bears", "bears"), "Swamp", "Mountain"],
                            "library": LIBRARY}, {"library": LIBRARY})
    activate(game, labels["dropper"])
    game.apply(next(c for c in game.legal_choices() if "Grizzly Bears" in str(c)))
    pass_all(game)
    pass_all(game)
    assert pt(game, labels["dropper"]) == (3, 3)


def test_that_much_needs_an_event_with_an_amount() -> None:
    """608.2h: "that much" is the amount of the event an ability triggered on; Foul-Tongue
    Shriek's "You gain that much life." (the life lost this way) is not that, so the card is
    refused instead of gaining nothing."""
    try:
        get_card("Foul-Tongue Shriek")
    except UnsupportedCardError as exc:
        assert "'that much'" in str(exc)
    else:
        raise AssertionError("Foul-Tongue Shriek compiled")
