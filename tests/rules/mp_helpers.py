"""Helpers for the multiplayer, monarch and Two-Headed Giant tests: positions, choices by
text, passing priority, and what the log says."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from manastack.game import Game
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.state import GameState
from manastack.scenario import build_game_with_labels

ID_RE = re.compile(r"#\d+")


def game_at(position: dict[str, Any]) -> tuple[Game, dict[str, int]]:
    return build_game_with_labels(position)


def idx(game: Game, name: str) -> int:
    return next(p.index for p in game.state.players if p.name == name)


def _norm(text: str) -> str:
    return " ".join(ID_RE.sub("", text).lower().replace(",", " ").split())


def find(game: Game, text: str) -> Choice:
    """The legal option written `text` (exactly, or ignoring case and object ids)."""
    options = game.legal_choices()
    exact = [o for o in options if str(o) == text]
    if exact:
        return exact[0]
    loose = [o for o in options if _norm(str(o)) == _norm(text)]
    assert loose, f"no option {text!r} in {[str(o) for o in options]} ({who(game)})"
    return loose[0]


def who(game: Game) -> str:
    d = game.decision
    if d is None:
        return "game over"
    return f"{game.state.players[d.player].name}: {d.kind.value}: {d.prompt}"


def do(game: Game, *texts: str, by: str | None = None) -> None:
    """Make decisions by their text; `by` checks whose decision each is."""
    for text in texts:
        d = game.decision
        assert d is not None, f"game over before {text!r}"
        if by is not None:
            assert game.state.players[d.player].name == by, f"{text!r}: {who(game)}"
        game.apply(find(game, text))


def pass_all(game: Game) -> None:
    """Players pass in succession until the top of the stack resolves or the step ends
    (117.4), stopping at the next decision that isn't priority (as `pass: all`)."""
    d = game.decision
    assert d is not None and d.kind is DecisionKind.PRIORITY, who(game)
    while True:
        game.apply("pass")
        d = game.decision
        if game.state.passes == 0 or d is None or d.kind is not DecisionKind.PRIORITY:
            return


def pass_until(game: Game, done: Any, limit: int = 400) -> None:
    """Pass priority (and decline attacking and blocking) until `done(game)` holds."""
    for _ in range(limit):
        if done(game):
            return
        d = game.decision
        assert d is not None, "the game ended first"
        if d.kind is DecisionKind.PRIORITY:
            game.apply("pass")
        elif d.kind is DecisionKind.ATTACKERS:
            game.apply(find(game, "done declaring attackers"))
        elif d.kind is DecisionKind.BLOCKERS:
            game.apply(find(game, "done declaring blockers"))
        elif d.kind is DecisionKind.PICK and ("hand size" in d.prompt or "121.2d" in d.prompt):
            game.apply(game.legal_choices()[0])
        else:
            raise AssertionError(f"unexpected decision {who(game)}")
    raise AssertionError("condition never held")


def at_step(step: str, active: str | None = None) -> Any:
    def check(game: Game) -> bool:
        s = game.state
        return (game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
                and s.step.value == step and (active is None or s.players[s.active].name == active))
    return check


def names(state: GameState, zone: str, player: int) -> list[str]:
    if zone == "battlefield":
        return [o.card.name for o in state.permanents() if o.controller == player]
    return [state.objects[i].card.name for i in state.players[player].zone(zone)]


def stack_names(state: GameState) -> list[str]:
    """Names on the stack, top first ("<source> ability" for abilities)."""
    out = []
    for oid in reversed(state.stack):
        obj = state.objects[oid]
        if obj.kind == "ability":
            source = state.last_known(obj.source) if obj.source is not None else None
            out.append(f"{source.card.name if source else obj.card.name} ability")
        else:
            out.append(obj.card.name)
    return out


def cites(game: Game, rule: str) -> bool:
    return any(e.rule == rule or e.rule.startswith(rule + ".") or
               (e.rule.startswith(rule) and e.rule[len(rule):].isalpha())
               for e in game.log())


def log_has(game: Game, text: str) -> bool:
    return text in game.log_text()


def monarch(game: Game) -> str | None:
    m = game.state.monarch
    return None if m is None else game.state.players[m].name


def check_coverage_rows(section: str, sentences: dict[str, str], tests: dict[str, object]) -> None:
    """Each sentence has a row in the coverage section naming tests that exist here and
    scenario files that exist in tests/scenarios/."""
    scenarios = Path(__file__).parents[1] / "scenarios"
    rows = {line.split("|")[1].strip(): line for line in section.splitlines()
            if line.startswith("| ") and line.split("|")[1].strip() in sentences}
    for key, sentence in sentences.items():
        row = rows.get(key)
        assert row is not None and sentence in row, f"{key} isn't mapped"
        named = re.findall(r"`([^`]+)`", row)
        test_names = [n for n in named if n.startswith("test_")]
        files = [n for n in named if n.endswith(".yaml")]
        assert test_names and files, f"{key}: no test or no scenario file"
        for name in test_names:
            assert name in tests, f"{key}: no test named {name}"
        cited = re.compile(r"\[[^\]]*\b" + key + r"\b[^\]]*\]")
        for name in files:
            assert (scenarios / name).exists(), f"{key}: no scenario file {name}"
            assert cited.search((scenarios / name).read_text()), f"{name} doesn't cite [{key}]"
