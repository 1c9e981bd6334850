"""Goals in the scenario format (`goal:`, docs/scenarios.md): reading them, refusing bad
ones with the place named, and when each is reached or failed."""

from __future__ import annotations

import pytest

from manastack.errors import ScenarioError
from manastack.scenario import build_state, load_scenario_text
from manastack.scenario.files import Scenario
from manastack.scenario.goals import Goal, GoalKind
from manastack.solver import Budget, Status, solve

POSITION = """
position:
  turn: 4
  active: Alice
  step: precombat main
  players:
    - name: Alice
      hand: [Swords to Plowshares, Lightning Bolt]
      battlefield: [Plains, Mountain]
      library: [Plains]
    - name: Bob
      life: 3
      battlefield: [{card: Grizzly Bears, label: bears}]
      library: [Island]
"""


def _scenario(goal: str, script: str = "") -> Scenario:
    return load_scenario_text(f"name: goal test\n{POSITION}goal: {goal}\n{script}", "g.yaml")


@pytest.mark.parametrize(("written", "goal"), [
    ("{win: this turn}", Goal(GoalKind.WIN, "Alice", 4)),
    ("{player: Bob, win: by turn 6}", Goal(GoalKind.WIN, "Bob", 6)),
    ("{survive: until turn 5}", Goal(GoalKind.SURVIVE, "Alice", 5)),
    ("{destroy: [bears]}", Goal(GoalKind.DESTROY, "Alice", 4, ("bears",))),
    ("{destroy: [$bears], by: turn 5}", Goal(GoalKind.DESTROY, "Alice", 5, ("bears",))),
])
def test_goals_are_read_and_written_back(written: str, goal: Goal) -> None:
    """Each goal (104.2a win, 104.3 not losing, 700.4 dying) reads as written; a scenario
    with a goal needs no script; `to_data` writes it back to the same goal."""
    scenario = _scenario(written)
    assert scenario.goal == goal and scenario.steps == ()
    again = _scenario(str(goal.to_data()).replace("'", ""))
    assert again.goal == goal


@pytest.mark.parametrize(("written", "message"), [
    ("{win: this turn, survive: until turn 6}", "exactly one of win, survive, destroy"),
    ("{win: tomorrow}", "'tomorrow' is not a turn"),
    ("{win: by turn 2}", "turn 2 is over already"),
    ("{survive: this turn}", "turn 4 has begun already"),
    ("{player: Carol, win: this turn}", "no player is named 'Carol'"),
    ("{destroy: [dragon]}", "'dragon' is not a label"),
    ("{destroy: []}", "at least one permanent"),
    ("{win: this turn, by: turn 5}", "'by' goes with destroy"),
    ("{win: this turn, when: now}", "unknown key 'when'"),
])
def test_bad_goals_are_refused_naming_the_place(written: str, message: str) -> None:
    """A malformed goal is a ScenarioError naming file, line and key (docs/scenarios.md)."""
    with pytest.raises(ScenarioError, match=r"^g\.yaml:\d+: goal.*" + _escaped(message)):
        _scenario(written)


def _escaped(text: str) -> str:
    import re
    return re.escape(text)


def test_exiling_a_creature_does_not_reach_a_destroy_goal() -> None:
    """700.4: "dies" is going from the battlefield to a graveyard; Swords to Plowshares
    exiles (406.1), so the goal of destroying the Bears is not reached, while Lightning
    Bolt's damage destroys it (704.5g) and is."""
    scenario = _scenario("{destroy: [bears]}", """script:
  - Alice: [cast Swords to Plowshares, target $bears, "pay {W} automatically"]
  - pass: all
  - expect: {exile: {Bob: [Grizzly Bears]}}
""")
    assert scenario.goal is not None
    game, labels = scenario.build()
    game.apply("cast Swords to Plowshares")
    game.apply(f"target Grizzly Bears#{labels['bears']}")
    game.apply("pay {W} automatically")
    game.apply("pass")
    game.apply("pass")
    assert scenario.goal.verdict(game, labels) is None
    bolt, labels = scenario.build()
    bolt.apply("cast Lightning Bolt")
    bolt.apply(f"target Grizzly Bears#{labels['bears']}")
    bolt.apply("pay {R} automatically")
    bolt.apply("pass")
    bolt.apply("pass")
    assert scenario.goal.verdict(bolt, labels) is True


def test_the_solver_reaches_a_destroy_goal_with_damage_not_exile() -> None:
    """Searching for the destroy goal finds a line with Lightning Bolt's damage (704.5g),
    which puts the Bears into a graveyard (Swords alone would exile it, 406.1)."""
    scenario = _scenario("{destroy: [bears]}")
    assert scenario.goal is not None
    state, labels = build_state(scenario.position)
    solution = solve(state, scenario.goal, labels, Budget(nodes=5_000, seconds=None))
    assert solution.status is Status.FOUND and solution.end is not None
    assert any("Lightning Bolt" in str(m.choice) for m in solution.moves)
    bob = solution.end.state.players[1]
    assert [solution.end.state.objects[o].card.name for o in bob.graveyard] == ["Grizzly Bears"]


def test_a_survival_goal_is_reached_when_the_turn_begins() -> None:
    """104.3: a player who hasn't lost when turn N begins has survived until turn N."""
    scenario = _scenario("{survive: until turn 5}")
    assert scenario.goal is not None
    state, labels = build_state(scenario.position)
    solution = solve(state, scenario.goal, labels, Budget(nodes=5_000, seconds=None))
    assert solution.status is Status.FOUND
    assert solution.end is not None and solution.end.state.turn == 5


def test_a_win_goal_fails_once_its_turn_has_ended() -> None:
    """The goal 'win this turn' can't be reached once turn 5 begins (500.1): with Bob at
    4 life and only Lightning Bolt, no line wins, and the solver proves it."""
    scenario = load_scenario_text(f"name: no win\n{POSITION.replace('life: 3', 'life: 4')}"
                                  "goal: {win: this turn}\n", "g.yaml")
    assert scenario.goal is not None
    state, labels = build_state(scenario.position)
    solution = solve(state, scenario.goal, labels, Budget(nodes=20_000, seconds=None))
    assert solution.status is Status.NO_SOLUTION


def test_a_win_after_the_goals_turn_does_not_count() -> None:
    """Bob has no library: if Alice passes the turn, he loses drawing in turn 3 (704.5b),
    a win after the goal's turn 2. The search caps the game when turn 2 ends (104.4), so
    the only line it finds is Lightning Bolt at Bob (120.3a, 704.5a)."""
    scenario = load_scenario_text(
        "name: late win\nposition:\n  turn: 2\n  active: A\n  step: precombat main\n"
        "  players:\n    - {name: A, hand: [Lightning Bolt], battlefield: [Mountain], "
        "library: [Mountain]}\n    - {name: B, life: 3}\ngoal: {win: this turn}\n", "late.yaml")
    assert scenario.goal is not None
    game, labels = scenario.build()
    while game.decision is not None and game.state.turn <= 3:
        game.apply(game.legal_choices()[0])      # pass, and declare no attackers
    assert game.winners() == ["A"] and game.state.turn == 3
    assert scenario.goal.verdict(game, labels) is False
    state, labels = build_state(scenario.position)
    solution = solve(state, scenario.goal, labels, Budget(nodes=1_000, seconds=None))
    assert solution.status is Status.FOUND
    assert [str(m.choice) for m in solution.moves][1] == "target B"
