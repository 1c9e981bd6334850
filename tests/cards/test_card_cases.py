"""719: Case cards, solving them and their solved abilities, on real cards compiled from
their Oracle text."""

from __future__ import annotations

from oracle_harness import card, pass_until, template

from helpers import ALICE, do, game_at, pass_all, target_and_pay, zone
from manastack.game import Game
from manastack.rules.cases import is_solved

LIBRARY = ["Island"] * 8


def _pulse(hand: list[str]) -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": [card("Case of the Crimson Pulse", "case"), "Island"],
                    "hand": hand, "library": LIBRARY}, {"library": LIBRARY})


def _solved(game: Game, oid: int) -> bool:
    return is_solved(game.state.objects[oid])


@template("case_to_solve", cards=("Case of the Crimson Pulse",))
def test_a_case_is_solved_at_the_end_step_if_its_condition_holds() -> None:
    """719.3a: "To solve — You have no cards in hand.": with an empty hand as Alice's end
    step begins, Case of the Crimson Pulse becomes solved."""
    game, labels = _pulse([])
    pass_until(game, "end")
    pass_all(game)
    assert _solved(game, labels["case"])


def test_a_case_is_not_solved_while_its_condition_fails() -> None:
    """719.3a: with a card in hand at the end step it isn't solved (603.4: it doesn't even
    trigger)."""
    game, labels = _pulse(["Island"])
    pass_until(game, "end")
    assert game.state.stack == () and not _solved(game, labels["case"])


def test_the_solved_ability_works_only_once_solved() -> None:
    """719.3c: "Solved — At the beginning of your upkeep, discard your hand, then draw two
    cards." doesn't trigger in the upkeep of an unsolved Case; once solved it does."""
    game, _ = _pulse(["Island"])
    pass_until(game, "upkeep", turn=5)
    assert game.state.stack == () and zone(game, ALICE, "hand") == ["Island"]
    game, _ = _pulse([])
    pass_until(game, "end")
    pass_all(game)
    pass_until(game, "upkeep", turn=5)
    assert game.state.stack != ()
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 2


def test_a_solved_case_that_leaves_is_a_new_unsolved_object() -> None:
    """719.3b, 400.7: a Case stays solved only until it leaves the battlefield: bounced by
    Bob's Boomerang and cast again, it is unsolved."""
    game, labels = game_at({"battlefield": [card("Case of the Crimson Pulse", "case"),
                                            *(["Mountain"] * 3)],
                            "hand": [], "library": LIBRARY},
                           {"battlefield": ["Island", "Island"], "hand": ["Boomerang"],
                            "library": LIBRARY})
    pass_until(game, "end")
    pass_all(game)
    assert _solved(game, labels["case"])
    do(game, "pass")
    do(game, "cast Boomerang", by="Bob")
    target_and_pay(game, f"Case of the Crimson Pulse#{labels['case']}")
    pass_all(game)
    pass_until(game, "precombat main", turn=5)
    do(game, "cast Case of the Crimson Pulse")
    target_and_pay(game)
    pass_all(game)
    again = game.state.battlefield[-1]
    assert game.state.objects[again].card.name == "Case of the Crimson Pulse"
    assert not _solved(game, again)
