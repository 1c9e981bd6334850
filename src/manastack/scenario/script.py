"""A scenario's script: choices, passes and expectations, read and played
(docs/scenarios.md, "The script")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.state import STEPS, Step
from manastack.scenario.choices import (
    _describe_decision,
    _Failed,
    _player_index,
    _resolve,
    _substitute,
)
from manastack.scenario.expectations import _check, _check_label_refs, _read_expect
from manastack.scenario.limits import MAX_PASSES, MAX_SCRIPT_STEPS
from manastack.scenario.objects import named
from manastack.scenario.values import (
    LABEL_RE,
    Path_,
    _At,
    _int,
    _kind,
    _list,
    _mapping,
    _step,
    _str,
)


@dataclass(frozen=True)
class ScriptStep:
    """One step of a script: a choice, passes, or expectations; `line` is 1-based."""

    number: int
    line: int
    kind: str                    # "choice", "pass", "expect", "label", "concede", "advance"
    player: str = ""
    texts: tuple[str, ...] = ()
    passes: int | str = 0        # a count, or "all"
    expect: dict[str, Any] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)     # expect key -> its line
    names: dict[str, str] = field(default_factory=dict)     # label: new label -> name
    until: tuple[int, Step] | None = None                    # advance_to: (turn, step)

    def describe(self) -> str:
        if self.kind == "choice":
            return f"{self.player}: {', '.join(repr(t) for t in self.texts)}"
        if self.kind == "pass":
            return f"pass: {self.passes}"
        if self.kind == "label":
            return "label: " + ", ".join(f"{k} = {v!r}" for k, v in self.names.items())
        if self.kind == "concede":
            return f"concede: {self.player}"
        if self.until is not None:
            return f"advance_to: turn {self.until[0]}, {self.until[1].value}"
        return "expect: " + ", ".join(self.expect)


def _read_script(value: object, players: list[str], labels: dict[str, int],
                 line_of: Callable[[Path_], int]) -> tuple[ScriptStep, ...]:
    """The steps of `script:`; `line_of` gives the line of a place in the file."""
    steps: list[ScriptStep] = []
    labels = dict(labels)           # with those that `label:` steps give, in order
    items = _list(value, ("script",))
    if len(items) > MAX_SCRIPT_STEPS:
        raise _At(("script",), f"{len(items):,} steps; a script has at most {MAX_SCRIPT_STEPS:,}")
    for k, item in enumerate(items):
        path: Path_ = ("script", k)
        line = line_of(path)
        data = _mapping(item, path)
        if len(data) != 1:
            raise _At(path, "each step has exactly one key: a player's name, pass, expect, "
                      "label, concede or advance_to "
                      f"(found {', '.join(data) or 'none'})")
        (key, arg), = data.items()
        sub = (*path, key)
        number = k + 1
        if key == "pass":
            if arg == "all":
                steps.append(ScriptStep(number, line, "pass", passes="all"))
            elif isinstance(arg, int) and not isinstance(arg, bool) and 1 <= arg <= MAX_PASSES:
                steps.append(ScriptStep(number, line, "pass", passes=arg))
            else:
                raise _At(sub, f"pass takes 'all' or a number from 1 to {MAX_PASSES:,}, "
                          f"found {_kind(arg)}")
        elif key == "expect":
            expect = _read_expect(arg, sub, players, labels)
            steps.append(ScriptStep(number, line, "expect", expect=expect,
                                    lines={k: line_of((*sub, k)) for k in expect}))
        elif key == "label":
            names = _read_new_labels(arg, sub, players, labels)
            steps.append(ScriptStep(number, line, "label", names=names))
        elif key == "concede":
            if arg not in players:
                raise _At(sub, f"no player is named {arg!r} (players: {', '.join(players)})")
            steps.append(ScriptStep(number, line, "concede", player=str(arg)))
        elif key == "advance_to":
            target = _mapping(arg, sub, ("turn", "step"))
            for needed in ("turn", "step"):
                if needed not in target:
                    raise _At(sub, f"missing key {needed!r}")
            until = (_int(target["turn"], (*sub, "turn"), 1), _step(target["step"], (*sub, "step")))
            steps.append(ScriptStep(number, line, "advance", until=until))
        elif key in players:
            steps.append(ScriptStep(number, line, "choice", player=key,
                                    texts=_read_choices(arg, sub, labels)))
        else:
            raise _At(sub, f"unknown step {key!r}: use a player's name ({', '.join(players)}), "
                      "pass, expect, label, concede or advance_to")
    return tuple(steps)


def _read_new_labels(arg: object, sub: Path_, players: list[str],
                     labels: dict[str, int]) -> dict[str, str]:
    """`label: {spirit: Spirit}`: new labels for the objects of those names (a token an
    effect created, a card drawn); each name must be unique when the step runs."""
    names: dict[str, str] = {}
    for label, name in _mapping(arg, sub).items():
        at = (*sub, label)
        if not LABEL_RE.match(label):
            raise _At(at, f"label {label!r} must be letters, digits and _ (not starting with "
                      "a digit)")
        if label in labels or label in players:
            raise _At(at, f"{label!r} is already a label or a player's name")
        names[label] = _str(name, at)
        labels[label] = 0           # known from here on; its object is found at run time
    return names


def _read_choices(arg: object, sub: Path_, labels: dict[str, int]) -> tuple[str, ...]:
    texts = [arg] if isinstance(arg, str) else _list(arg, sub)
    if not texts:
        raise _At(sub, "give a choice (text) or a list of choices")
    for j, t in enumerate(texts):
        _str(t, sub if isinstance(arg, str) else (*sub, j))
        _check_label_refs(t, labels, sub)
    return tuple(texts)


def _run_step(game: Game, labels: dict[str, int], step: ScriptStep) -> None:
    if step.kind == "choice":
        index = _player_index(game, step.player)
        for text in step.texts:
            choice = _substitute(game, labels, text)
            d = game.decision
            if d is None:
                raise _Failed([f"expected {step.player} to choose {choice!r}, found the game over"])
            if d.player != index:
                raise _Failed([f"expected a decision for {step.player} ({choice!r}), found "
                               f"{_describe_decision(game)}"])
            try:
                if choice.strip() == "cancel":
                    game.cancel()        # take back the action in progress (Game.cancel)
                else:
                    game.apply(_resolve(game, choice))
            except IllegalChoiceError as exc:
                raise _Failed([f"{step.player} can't choose {choice!r}: {exc}"]) from None
    elif step.kind == "pass":
        _run_passes(game, step.passes)
    elif step.kind == "label":
        for label, name in step.names.items():
            obj, why = named(game.state, name)
            if obj is None:
                raise _Failed([f"label {label}: {why}"])
            labels[label] = obj.id
    elif step.kind == "concede":
        try:
            game.concede(step.player)            # 104.3a
        except IllegalChoiceError as exc:
            raise _Failed([str(exc)]) from None
    elif step.until is not None:
        _advance(game, *step.until)
    else:
        problems = _check(game, labels, step.expect)
        if problems:
            raise _Failed([m for _, m in problems],
                          [step.lines.get(k, step.line) for k, _ in problems])


def _run_passes(game: Game, passes: int | str) -> None:
    """`pass: N`: N passes, each by whoever has priority. `pass: all`: players pass in
    succession until every player has passed in a row (117.4), so that the top of the
    stack resolves or the step ends; it stops early at a decision that isn't priority or
    at the end of the game."""
    count = 0
    while True:
        d = game.decision
        if d is None or d.kind is not DecisionKind.PRIORITY:
            if passes == "all" and count > 0:
                return
            raise _Failed([f"pass {count + 1}: expected a priority decision, found "
                           f"{_describe_decision(game)}"])
        game.apply("pass")
        count += 1
        if passes == "all":
            if game.state.passes == 0 or game.decision is None or \
                    game.decision.kind is not DecisionKind.PRIORITY:
                return
        elif count >= int(passes):
            return


def _advance(game: Game, turn: int, step: Step) -> None:
    """`advance_to`: every player passes priority (117.3d), and the active player
    declares no attackers and the defenders no blockers (508.1, 509.1), until the first
    decision of that step of that turn. Any other decision stops it with a failure."""
    target = (turn, STEPS.index(step))
    for _ in range(MAX_PASSES):
        d, s = game.decision, game.state
        if d is None:
            raise _Failed([f"advance_to: the game ended on turn {s.turn}, {s.step.value}"])
        now = (s.turn, STEPS.index(s.step))
        if now == target:
            return
        if now > target:
            raise _Failed([f"advance_to: the game is already past turn {turn}, {step.value} "
                           f"(turn {s.turn}, {s.step.value})"])
        if d.kind is DecisionKind.PRIORITY:
            game.apply("pass")
        elif d.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS) and \
                any(o.verb == "done" for o in d.options):
            game.apply(next(o for o in d.options if o.verb == "done"))
        else:
            raise _Failed([f"advance_to: stopped at {_describe_decision(game)}"])
    raise _Failed([f"advance_to: not reached after {MAX_PASSES:,} decisions"])
