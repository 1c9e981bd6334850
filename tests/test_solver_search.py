"""The solver's search (manastack.solver.search): positions compared without their log
(transpositions), the canonical orders and twins it prunes by, and its budget; counted
in positions and choices, never timed."""

from __future__ import annotations

from typing import Any

from manastack.game import Game
from manastack.rules.knowledge import log_entry
from manastack.scenario import build_state
from manastack.scenario.goals import Goal, GoalKind
from manastack.solver import Budget, Status, solve
from manastack.solver.search import extended, for_search, ordered_choices, position_key

LANDS: dict[str, Any] = {"turn": 3, "active": "A", "step": "precombat main",
         "players": [{"name": "A", "hand": ["Lava Axe", "Lightning Bolt"],
                      "battlefield": ["Mountain"] * 5, "library": ["Mountain"]},
                     {"name": "B", "life": 5, "library": ["Island"]}]}
GOAL = Goal(GoalKind.WIN, "A", 3)


def _game() -> Game:
    return for_search(build_state(LANDS)[0], GOAL)


def test_positions_are_compared_without_their_log() -> None:
    """Two games that differ only in their logs (a position reached by other events of the
    same effect, 732.1's note of an undone action here) are one position to the search,
    though their state hashes differ."""
    state = build_state(LANDS)[0]
    noted = state.fork()
    noted.write_log(log_entry(noted, "732.1", "an action was undone"))
    plain, other = for_search(state, GOAL), for_search(noted, GOAL)
    assert plain.state_hash() != other.state_hash()
    assert position_key(plain) == position_key(other)
    plain.apply(plain.parse_choice("cast Lightning Bolt"))
    assert position_key(plain) != position_key(other)      # the action in progress counts


def _payments(game: Game) -> int:
    """The ways the search pays the cost now asked for (to the first other decision)."""
    count = 0

    def walk(position: Game, trail: Any) -> None:
        nonlocal count
        decision = position.decision
        if decision is None or decision.kind.value != "pay":
            count += 1
            return
        for choice in ordered_choices(position, trail, True):
            child = position.fork()
            child.apply(choice)
            walk(child, extended(trail, position, choice))
    walk(game, None)
    return count


def test_a_payment_from_five_twin_mountains_is_searched_a_few_ways() -> None:
    """Lava Axe from five untapped Mountains: the Mountains are twins, mana abilities are
    taken in one order and spent after (601.2h), so a dozen ways are searched, not the
    tens of thousands of orders of tapping and spending."""
    game = _game()
    game.apply(game.parse_choice("cast Lava Axe"))
    game.apply(game.parse_choice("target B"))
    assert 2 <= _payments(game) <= 12


def test_twin_cards_in_hand_are_one_choice() -> None:
    """Two Lightning Bolts in hand are twins: casting one or the other is searched once."""
    alice, bob = LANDS["players"]
    position = {**LANDS, "players": [{**alice, "hand": ["Lightning Bolt", "Lightning Bolt"]}, bob]}
    game = for_search(build_state(position)[0], GOAL)
    casts = [c for c in ordered_choices(game, None, True) if c.verb == "cast"]
    assert len(casts) == 1 and len([c for c in game.legal_choices() if c.verb == "cast"]) == 2


def test_lava_axe_is_found_and_the_budget_stops_the_search() -> None:
    """Lava Axe deals 5 (120.3a): a line is found; with a budget of one position the
    search stops without a verdict."""
    state, labels = build_state(LANDS)
    found = solve(state, GOAL, labels, Budget(nodes=2_000, seconds=None))
    assert found.status is Status.FOUND and any("Lava Axe" in str(m.choice) for m in found.moves)
    assert solve(state, GOAL, labels, Budget(nodes=1, seconds=None)).status is Status.BUDGET
