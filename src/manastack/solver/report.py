"""Reading a puzzle (a scenario file with a goal, or a Forge `.pzl`) and writing what the
solver found, for `manastack solve` and `manastack puzzle import`."""

from __future__ import annotations

from pathlib import Path

from manastack.errors import ScenarioError
from manastack.scenario.files import Scenario, load_scenario, load_scenario_text
from manastack.scenario.position import build_state
from manastack.scenario.source import read_file
from manastack.solver.forge import load_puzzle, puzzle_document, scenario_yaml
from manastack.solver.search import DEFAULT_BUDGET, Budget, Solution, Status, solve

EXIT_CODES = {Status.FOUND: 0, Status.NO_SOLUTION: 1, Status.BUDGET: 3}


def load_goal_scenario(path: str | Path) -> Scenario:
    """A scenario with a goal: a `.pzl` file is read as Forge's puzzle format, any other
    as a scenario file. ScenarioError if it can't be read or has no goal."""
    scenario = load_puzzle(path) if str(path).lower().endswith(".pzl") else load_scenario(path)
    if scenario.goal is None:
        raise ScenarioError(f"{path}: the scenario has no goal: give one, e.g. "
                            "'goal: {win: this turn}' (docs/scenarios.md)")
    return scenario


def solve_scenario(scenario: Scenario, budget: Budget = DEFAULT_BUDGET) -> Solution:
    assert scenario.goal is not None
    state, labels = build_state(scenario.position, cards=scenario.cards)
    return solve(state, scenario.goal, labels, budget)


def solution_text(scenario: Scenario, solution: Solution, with_log: bool = True) -> str:
    """What `manastack solve` prints: the goal, the verdict, the line and its log."""
    assert scenario.goal is not None
    lines = [f"{scenario.name}", f"goal: {scenario.goal.describe()}"]
    spent = f"{solution.nodes:,} positions searched in {solution.seconds:.1f} s"
    if solution.status is Status.NO_SOLUTION:
        lines.append(f"proved: no line reaches the goal against every answer ({spent})")
    elif solution.status is Status.BUDGET:
        lines.append(f"no line found within the budget ({spent}; searched to "
                     f"{solution.depth} decisions deep)")
    else:
        lines.append(f"solved: a line reaches the goal against every answer ({spent})")
        for number, move in enumerate(solution.moves, 1):
            side = "" if move.solver else "   (every answer searched)"
            lines.append(f"{number:3}. {move}{side}")
        if with_log and solution.end is not None:
            lines.append("")
            lines.append("The line's rule-cited log:")
            lines.extend(f"  {entry}" for entry in solution.end.log())
    return "\n".join(lines)


def import_text(path: str | Path) -> str:
    """A Forge puzzle file as the text of a scenario file with its goal (checked: the
    text loads as a scenario)."""
    document = puzzle_document(read_file(path), str(path))
    text = scenario_yaml(document)
    load_scenario_text(text, str(path))     # the position and goal check as a scenario's
    return text
