"""The puzzle files in tests/puzzles/ (Forge's format): each known solution plays move by
move, the solver finds a line for each and proves the one without a solution unsolvable,
and each imported file round-trips through the scenario format."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from manastack.rules.serialize import state_digest
from manastack.scenario import build_state, load_scenario_text
from manastack.scenario.files import Scenario
from manastack.scenario.script import _run_step
from manastack.solver import Budget, Status, solve
from manastack.solver.forge import load_puzzle, puzzle_document, scenario_yaml
from manastack.solver.search import for_search

PUZZLES_DIR = Path(__file__).parent / "puzzles"
PUZZLES = sorted(PUZZLES_DIR.glob("*.pzl"))
SOLUTIONS: dict[str, dict[str, Any]] = yaml.safe_load(
    (PUZZLES_DIR / "solutions.yaml").read_text(encoding="utf-8"))
UNSOLVABLE = "one_bolt_short.pzl"
SOLVABLE = [p for p in PUZZLES if p.name != UNSOLVABLE]
BUDGET = Budget(nodes=20_000, seconds=None)


def test_a_dozen_puzzles_each_with_a_known_solution() -> None:
    """Twelve puzzles with a solution, and one without (the issue's acceptance)."""
    assert len(SOLVABLE) >= 12
    assert sorted(SOLUTIONS) == sorted(p.name for p in SOLVABLE)


@pytest.mark.parametrize("path", SOLVABLE, ids=[p.stem for p in SOLVABLE])
def test_known_solution_plays_move_by_move(path: Path) -> None:
    """The known solution, as a scenario script on the imported puzzle, is legal at each
    move and reaches the puzzle's goal (104.2a for wins), with the rules it shows cited."""
    solution = SOLUTIONS[path.name]
    document = puzzle_document(path.read_text(encoding="utf-8"), path.name)
    document["rules"] = solution["rules"]
    document["script"] = solution["script"]
    scenario = load_scenario_text(scenario_yaml(document), path.name)
    result = scenario.run(explain=True)
    assert result.passed, "\n".join([*result.failures, "", result.log])
    game, labels = scenario.build()
    for step in scenario.steps:     # the goal, checked on the game the script played
        _run_step(game, labels, step)
    assert scenario.goal is not None
    assert scenario.goal.verdict(game, labels) is True


@pytest.mark.parametrize("path", SOLVABLE, ids=[p.stem for p in SOLVABLE])
def test_solver_finds_a_line_that_reaches_the_goal(path: Path) -> None:
    """The solver finds a winning line; replayed choice by choice on a fresh game it is
    legal at every decision (117, 601.2) and reaches the goal."""
    scenario = load_puzzle(path)
    solution = _solve(scenario)
    assert solution.status is Status.FOUND
    state, labels = build_state(scenario.position, cards=scenario.cards)
    assert scenario.goal is not None
    game = for_search(state, scenario.goal)
    for move in solution.moves:
        assert scenario.goal.verdict(game, labels) is None
        decision = game.decision
        assert decision is not None and game.state.players[decision.player].name == move.player
        game.apply(move.choice)
    assert scenario.goal.verdict(game, labels) is True
    assert solution.end is not None and solution.end.state_hash() == game.state_hash()


def test_solver_proves_a_puzzle_without_solution_unsolvable() -> None:
    """One Bolt and a blocked Bears can't deal 6 this turn: the search exhausts every line
    (508.1, 509.1, 120.3) and proves that none reaches the goal."""
    solution = _solve(load_puzzle(PUZZLES_DIR / UNSOLVABLE))
    assert solution.status is Status.NO_SOLUTION
    assert solution.moves == ()


def test_every_answer_of_the_opponent_is_searched() -> None:
    """Shields Down: whatever the AI does with its Shock (or passing), attacking with both
    Bears still wins (508.1, 510.2); the solver proves each answer lost for the AI."""
    scenario = load_puzzle(PUZZLES_DIR / "shields_down.pzl")
    state, labels = build_state(scenario.position)
    assert scenario.goal is not None
    game = for_search(state, scenario.goal)
    decision = game.decision
    assert decision is not None and game.state.players[decision.player].name == "AI"
    assert len(decision.options) >= 2
    for answer in decision.options:
        after = game.fork()
        after.apply(answer)
        assert solve(after, scenario.goal, labels, BUDGET).status is Status.FOUND, answer


def test_the_budget_running_out_is_reported() -> None:
    """A budget of a few positions ends the search without a verdict (Status.BUDGET)."""
    solution = solve_scenario_with(PUZZLES_DIR / "hold_the_counter.pzl", Budget(nodes=5))
    assert solution.status is Status.BUDGET


def solve_scenario_with(path: Path, budget: Budget) -> Any:
    scenario = load_puzzle(path)
    state, labels = build_state(scenario.position)
    assert scenario.goal is not None
    return solve(state, scenario.goal, labels, budget)


@pytest.mark.parametrize("path", PUZZLES, ids=[p.stem for p in PUZZLES])
def test_imported_puzzle_round_trips_through_the_scenario_format(path: Path) -> None:
    """An imported puzzle, written as a scenario file and read back, then written again
    from what was read, gives the same position (the same state digest) and goal."""
    first = load_puzzle(path)
    again = load_scenario_text(scenario_yaml(_document(first)), "again.yaml")
    assert again.goal == first.goal
    assert _digest(again) == _digest(first)
    assert _document(again) == _document(first)


def _document(scenario: Scenario) -> dict[str, Any]:
    assert scenario.goal is not None
    return {"name": scenario.name, "description": scenario.description,
            "position": scenario.position, "goal": scenario.goal.to_data()}


def _digest(scenario: Scenario) -> str:
    return state_digest(build_state(scenario.position, cards=scenario.cards)[0])


def _solve(scenario: Scenario) -> Any:
    state, labels = build_state(scenario.position, cards=scenario.cards)
    assert scenario.goal is not None
    return solve(state, scenario.goal, labels, BUDGET)
