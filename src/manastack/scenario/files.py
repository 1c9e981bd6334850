"""Scenario files: reading and checking one (`load_scenario`), running it
(`Scenario.run`) and running many (`run_files`, `main`)."""

from __future__ import annotations

import dataclasses
import sys
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import yaml

from manastack.errors import ScenarioError
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.scenario.choices import _Failed
from manastack.scenario.goals import Goal, read_goal
from manastack.scenario.inline_cards import _read_inline_cards, _TextProblem
from manastack.scenario.position import _build, build_game_with_labels
from manastack.scenario.script import ScriptStep, _read_script, _run_step
from manastack.scenario.source import parse_yaml, read_file
from manastack.scenario.values import RULE_RE, Path_, _At, _list, _mapping, _str, _where

SCENARIO_KEYS = ("name", "description", "rules", "cards", "position", "goal", "script")


@dataclass
class ScenarioResult:
    """The outcome of running a scenario."""

    name: str
    path: str
    passed: bool
    failures: list[str]
    log: str

    def report(self) -> str:
        head = f"{'PASS' if self.passed else 'FAIL'} {self.name} ({self.path})"
        return "\n".join([head, *(f"  {f}" for f in self.failures)])


@dataclass
class Scenario:
    """A loaded scenario file: a position and a script (docs/scenarios.md)."""

    path: str
    name: str
    description: str
    rules: tuple[str, ...]
    position: dict[str, Any]
    steps: tuple[ScriptStep, ...]
    labels: dict[str, int] = field(default_factory=dict)    # label -> id in the start position
    cards: tuple[CardDef, ...] = ()                          # the cards the file defines
    goal: Goal | None = None                                 # a puzzle's goal (`solve`)

    def build(self) -> tuple[Game, dict[str, int]]:
        """The starting game and its label -> object id map."""
        return build_game_with_labels(self.position, cards=self.cards)

    def run(self, explain: bool = False) -> ScenarioResult:
        """Play the script. With `explain`, the log interleaves the script's steps with the
        rule-cited log entries they caused."""
        game, labels = self.build()
        failures: list[str] = []
        lines: list[str] = [str(e) for e in game.log()]
        if explain:
            lines.insert(0, f"# {self.name}: position set up (turn {game.state.turn}, "
                         f"{game.state.step.value})")
        for step in self.steps:
            before = game.state.log_len
            try:
                _run_step(game, labels, step)
            except _Failed as failed:
                at = failed.lines or [step.line] * len(failed.messages)
                failures.extend(f"{self.path}:{line}: step {step.number} "
                                f"({step.describe()}): {m}"
                                for line, m in zip(at, failed.messages, strict=True))
            if explain:
                lines.append(f"# step {step.number} (line {step.line}): {step.describe()}")
                lines.extend(f"  {e}" for e in game.log()[before:])
            if failures:
                break
        log = "\n".join(lines) if explain else game.log_text()
        return ScenarioResult(self.name, self.path, not failures, failures, log)

    def replay(self) -> Iterator[tuple[str, Game]]:
        """The game at its position and after each step of the script, each with what the
        step did (for viewers that step through a scenario); a failing step is the last."""
        game, labels = self.build()
        yield f"position set up (turn {game.state.turn}, {game.state.step.value})", game.fork()
        for step in self.steps:
            try:
                _run_step(game, labels, step)
            except _Failed as failed:
                yield f"step {step.number} ({step.describe()}) fails: {failed}", game.fork()
                return
            yield f"step {step.number}: {step.describe()}", game.fork()


def load_scenario(path: str | Path) -> Scenario:
    """Read and check a scenario file; ScenarioError names the file, line and problem."""
    return load_scenario_text(read_file(path), str(path))


def load_scenario_text(text: str, source: str = "<scenario>") -> Scenario:
    """`load_scenario` for text already read; `source` names it in messages."""
    node, data = parse_yaml(text, source)

    def fail(path: Path_, message: str, line: int | None = None) -> ScenarioError:
        return ScenarioError(f"{source}:{line or _line(node, path)}: {_where(path)}: {message}")

    try:
        top = _mapping(data, (), SCENARIO_KEYS)
        for key in ("name", "position", "script"):
            if key not in top and not (key == "script" and "goal" in top):
                raise _At((), f"missing key {key!r}")
        name = _str(top["name"], ("name",))
        description = _str(top.get("description", ""), ("description",))
        rules = _read_rules(top.get("rules"))
        position = _mapping(top["position"], ("position",))
        cards = _read_inline_cards(top.get("cards"), ("cards",))
    except _TextProblem as exc:
        raise fail(exc.path, exc.message, _clause_line(node, exc)) from None
    except _At as exc:
        raise fail(exc.path, exc.message) from None
    try:
        _, labels = _build(position, 0, cards)
    except _At as exc:
        raise fail(("position", *exc.path), exc.message) from None
    players = [str(p["name"]).strip() for p in position["players"]]
    try:
        steps = _read_script(top.get("script", []), players, labels,
                             lambda path: _line(node, path))
        goal = None if top.get("goal") is None else read_goal(
            top["goal"], ("goal",), players, str(position["active"]).strip(),
            int(position["turn"]), labels)
    except _At as exc:
        raise fail(exc.path, exc.message) from None
    return Scenario(source, name, description, rules, position, steps, labels, cards, goal)


def _read_rules(value: object) -> tuple[str, ...]:
    rules: list[str] = []
    for k, rule in enumerate(_list(value, ("rules",))):
        rule_text = str(rule) if isinstance(rule, (int, float)) and not isinstance(rule, bool) \
            else _str(rule, ("rules", k))
        if not RULE_RE.match(rule_text):
            raise _At(("rules", k), f"{rule_text!r} is not a rule number such as 704.5g")
        rules.append(rule_text)
    return tuple(rules)


def _clause_line(node: yaml.Node | None, problem: _TextProblem) -> int:
    """The line of the file on which the clause that doesn't compile is written: exact
    for text written as a literal block (`text: |`) or on one line, else the `text:`
    line."""
    from manastack.cards.oracle.lexer import clean_text, units
    line = _line(node, problem.path)
    value: yaml.Node | None = node
    for part in problem.path:
        if isinstance(value, yaml.MappingNode):
            value = next((v for k, v in value.value if k.value == part), None)
        elif isinstance(value, yaml.SequenceNode) and isinstance(part, int):
            value = value.value[part] if 0 <= part < len(value.value) else None
        else:
            value = None
    if problem.clause is None or not isinstance(value, yaml.ScalarNode):
        return line
    written = str(value.value)
    blank = written[: len(written) - len(written.lstrip())].count("\n")   # stripped lines
    for index, raw in enumerate(problem.data.text.split("\n")):
        found = units(clean_text(dataclasses.replace(problem.data, text=raw)))
        if found and problem.clause.startswith(found[0]):
            if value.style == "|":
                return value.start_mark.line + 2 + blank + index
            if value.start_mark.line == value.end_mark.line:
                return value.start_mark.line + 1
            break
    return line


def _line(node: yaml.Node | None, path: Path_) -> int:
    """The 1-based line of the deepest node on `path` (for messages)."""
    best = node.start_mark.line + 1 if node is not None else 1
    for part in path:
        if isinstance(node, yaml.MappingNode):
            for key_node, value_node in node.value:
                if key_node.value == part:
                    node = value_node
                    best = key_node.start_mark.line + 1
                    break
            else:
                return best
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) \
                and 0 <= part < len(node.value):
            node = node.value[part]
            best = node.start_mark.line + 1
        else:
            return best
    return best


def run_files(paths: Iterable[str | Path], explain: bool = False,
              out: TextIO | None = None) -> list[ScenarioResult]:
    """Load and run each file (a folder means the *.yaml files under it, sorted). A file
    that can't be loaded is a failed result whose failure is the ScenarioError. With
    `out`, a PASS/FAIL line and the failures (and with `explain` the log) of each are
    printed there as they finish."""
    files: list[Path] = []
    for path in map(Path, paths):
        files.extend(sorted(path.rglob("*.yaml")) if path.is_dir() else [path])
    results: list[ScenarioResult] = []
    for path in files:
        try:
            scenario = load_scenario(path)
        except ScenarioError as exc:
            result = ScenarioResult(str(path), str(path), False, [str(exc)], "")
        else:
            result = scenario.run(explain=explain)
        results.append(result)
        if out is not None:
            print(result.report(), file=out)
            if explain and result.log:
                print(result.log, file=out)
    return results


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m manastack.scenario [--explain] FILE...``; exit status 1 on any failure."""
    args = list(sys.argv[1:] if argv is None else argv)
    explain = "--explain" in args
    files = [a for a in args if a != "--explain"]
    if not files:
        print("usage: python -m manastack.scenario [--explain] FILE...", file=sys.stderr)
        return 2
    results = run_files(files, explain=explain, out=sys.stdout)
    failed = [r for r in results if not r.passed]
    counts = Counter("passed" if r.passed else "failed" for r in results)
    print(f"{counts['passed']} passed, {counts['failed']} failed")
    return 1 if failed else 0
