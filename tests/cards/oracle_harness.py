"""Helpers for the Oracle template tests: positions, actions, and the template table.

Every test of a grammar template is decorated with `@template("rule", ..., cards=(...))`:
the rules it proves and the real cards it plays. `test_oracle_templates.py` checks that
every named rule of the grammar is proved by some test, and that each test's cards really
compile through the templates it claims (and aren't hand-written definitions).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics
from manastack.scenario import build_game_with_labels

F = TypeVar("F", bound=Callable[..., Any])

# rule name -> tests that prove it; test name -> (rules, cards)
TEMPLATE_TESTS: dict[str, list[str]] = {}
TEST_TEMPLATES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}


def template(*rules: str, cards: tuple[str, ...]) -> Callable[[F], F]:
    def wrap(fn: F) -> F:
        for rule in rules:
            TEMPLATE_TESTS.setdefault(rule, []).append(fn.__name__)
        TEST_TEMPLATES[fn.__name__] = (rules, cards)
        return fn
    return wrap


ALICE, BOB = 0, 1


def setup(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None, *,
          step: str = "precombat main", active: str = "Alice", turn: int = 3,
          stage: str = "priority") -> tuple[Game, dict[str, int]]:
    position: dict[str, Any] = {
        "turn": turn, "active": active, "step": step, "stage": stage,
        "players": [{"name": "Alice", **(alice or {})}, {"name": "Bob", **(bob or {})}]}
    return build_game_with_labels(position)


def card(name: str, label: str, **extra: Any) -> dict[str, Any]:
    return {"card": name, "label": label, **extra}


def options(game: Game) -> list[str]:
    return [str(c) for c in game.legal_choices()]


def choose(game: Game, prefix: str) -> None:
    """Apply the first legal choice whose text starts with `prefix`."""
    for c in game.legal_choices():
        if str(c).startswith(prefix):
            game.apply(c)
            return
    raise AssertionError(f"no choice starting with {prefix!r} in {options(game)}")


def pay(game: Game) -> None:
    if game.decision is not None and game.decision.kind is DecisionKind.MANA_PAYMENT:
        game.apply(next(c for c in game.legal_choices() if c.verb in ("pay", "auto")))


def name(game: Game, oid: int) -> str:
    obj = game.state.last_known(oid)
    assert obj is not None
    return f"{obj.card.name}#{oid}"


def cast(game: Game, card_name: str, *targets: str, x: int | None = None,
         mode: int | None = None) -> None:
    """Cast from hand: mode, X, targets ("Bob", a label's object name), then pay."""
    game.apply(f"cast {card_name}")
    if mode is not None:
        choose(game, f"mode {mode}")
    if x is not None:
        game.apply(f"X={x}")
    for t in targets:
        game.apply(f"target {t}")
    pay(game)


def activate(game: Game, oid: int, *targets: str, index: int = 0, x: int | None = None) -> None:
    """Activate the `index`-th listed ability of object `oid`, then targets and payment."""
    prefix = f"activate {name(game, oid)}:"
    found = [c for c in game.legal_choices() if str(c).startswith(prefix)]
    assert found, f"{prefix} not legal: {options(game)}"
    game.apply(found[index])
    if x is not None:
        game.apply(f"X={x}")
    for t in targets:
        game.apply(f"target {t}")
    pay(game)


def resolve(game: Game) -> None:
    """Both players pass: the top of the stack resolves."""
    assert game.state.stack, "nothing to resolve"
    game.apply("pass")
    game.apply("pass")


def pass_until(game: Game, step: str, turn: int | None = None, limit: int = 200) -> None:
    for _ in range(limit):
        s = game.state
        if s.step.value == step and (turn is None or s.turn == turn) and \
                game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
            return
        decision = game.decision
        assert decision is not None
        if decision.kind is DecisionKind.ATTACKERS:
            game.apply("done declaring attackers")
        elif decision.kind is DecisionKind.BLOCKERS:
            game.apply("done declaring blockers")
        elif decision.kind is DecisionKind.PRIORITY:
            game.apply("pass")
        else:
            raise AssertionError(f"unexpected decision {decision.prompt}: {options(game)}")
    raise AssertionError(f"never reached {step}")


def attack(game: Game, *oids: int, defender: str = "Bob") -> None:
    pass_until(game, "beginning of combat")
    game.apply("pass")
    game.apply("pass")
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS, \
        options(game)
    for oid in oids:
        game.apply(f"attack with {name(game, oid)} -> {defender}")
    game.apply("done declaring attackers")


def pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    c = characteristics(game.state, oid)
    return c.power, c.toughness


def life(game: Game, player: int) -> int:
    return game.state.players[player].life


def zone(game: Game, player: int, which: str) -> list[str]:
    return [game.state.objects[i].card.name for i in game.state.players[player].zone(which)]


def battlefield(game: Game, player: int | None = None) -> list[str]:
    return [o.card.name for o in game.state.permanents()
            if player is None or characteristics(game.state, o.id).controller == player]


def on_battlefield(game: Game, oid: int) -> bool:
    return oid in game.state.battlefield
