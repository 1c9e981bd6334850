"""Costs paid as a triggered or activated ability resolves (118.12, 118.12a, 118.3),
compiled from Oracle text and played: "Whenever another creature you control with power 2
or less enters, you may pay {1}. If you do, draw a card." (Mentor of the Meek), "At the
beginning of your upkeep, sacrifice ~ unless you pay {B}{B}{B}{B}." (Kuro, Pitlord) and
"{1}, {T}: Return target creature to its owner's hand unless its controller pays {1}."
(Erratic Portal)."""

from __future__ import annotations

from oracle_harness import activate, pass_until, template

from helpers import ALICE, BOB, cast_resolved, cites, do, game_at, pass_all, pay, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 5


def _mentor(lands: int) -> Game:
    game, _ = game_at({"hand": ["Savannah Lions"],
                       "battlefield": ["Mentor of the Meek"] + ["Plains"] * lands,
                       "library": ["Forest", *LIBRARY]}, {"library": LIBRARY})
    cast_resolved(game, "Savannah Lions")
    pass_all(game)
    return game


@template("may_pay_sentence", cards=("Mentor of the Meek",))
def test_mentor_of_the_meek_draws_when_its_controller_pays() -> None:
    """118.12: as the trigger resolves Alice may pay {1}; she does and draws a card."""
    game = _mentor(lands=2)
    do(game, "yes")
    pay(game, required=False)
    assert zone(game, ALICE, "hand") == ["Forest"]
    assert cites(game, "118.12")


def test_mentor_of_the_meek_draws_nothing_when_declined() -> None:
    """118.12: the "If you do" checks the choice: Alice declines and draws nothing."""
    game = _mentor(lands=2)
    do(game, "no")
    assert zone(game, ALICE, "hand") == []


def test_mentor_of_the_meek_offers_nothing_to_a_player_who_cant_pay() -> None:
    """118.3: with her only Plains spent on Savannah Lions, Alice can't pay {1}: she isn't
    asked, and draws nothing."""
    game = _mentor(lands=1)
    assert "yes" not in texts(game)
    assert zone(game, ALICE, "hand") == []


def _kuro() -> Game:
    game, _ = game_at({"battlefield": ["Kuro, Pitlord"] + ["Swamp"] * 4, "library": LIBRARY},
                      {"library": LIBRARY}, turn=2, active="Bob")
    pass_until(game, "upkeep", turn=3)
    pass_all(game)
    return game


@template("unless_you_pay", cards=("Kuro, Pitlord",))
def test_kuro_stays_when_its_upkeep_cost_is_paid() -> None:
    """118.12a: "sacrifice ~ unless you pay {B}{B}{B}{B}": Alice pays and keeps Kuro."""
    game = _kuro()
    do(game, "yes")
    pay(game, required=False)
    assert "Kuro, Pitlord" in zone(game, ALICE, "battlefield")


def test_kuro_is_sacrificed_when_its_upkeep_cost_isnt_paid() -> None:
    """118.12a, 701.21a: Alice declines to pay and sacrifices Kuro."""
    game = _kuro()
    do(game, "no")
    assert zone(game, ALICE, "graveyard") == ["Kuro, Pitlord"]


def _portal(bob_lands: list[str]) -> tuple[Game, dict[str, int]]:
    game, labels = game_at({"battlefield": [{"card": "Erratic Portal", "label": "portal"},
                                            "Island"], "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                            *bob_lands], "library": LIBRARY})
    activate(game, labels["portal"], f"Grizzly Bears#{labels['bears']}")
    pass_all(game)
    return game, labels


@template("unless_its_controller_pays", cards=("Erratic Portal",))
def test_erratic_portal_is_paid_off_by_the_creatures_controller() -> None:
    """118.12a: Bob, who controls the target, is asked; he pays {1} and his Bears stay."""
    game, _ = _portal(["Forest"])
    assert game.decision is not None and game.decision.player == BOB
    do(game, "yes")
    pay(game, required=False)
    assert zone(game, BOB, "battlefield") == ["Grizzly Bears", "Forest"]


def test_erratic_portal_returns_the_creature_its_controller_doesnt_pay_for() -> None:
    """118.12a, 118.3: with no land, Bob can't pay, so his Bears return to his hand."""
    game, _ = _portal([])
    assert zone(game, BOB, "hand") == ["Grizzly Bears"]
