"""Helpers for the Oracle template tests: actions, and the template table (positions,
choices, resolving and reading the game are in ../helpers.py).

Every test of a grammar template is decorated with `@template("rule", ..., cards=(...))`:
the rules it proves and the real cards it plays. `test_oracle_templates.py` checks that
every named rule of the grammar is proved by some test, and that each test's cards really
compile through the templates it claims (and aren't hand-written definitions).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import helpers
from helpers import at_step, choose, name, target_and_pay, texts
from manastack.cards.database import CardDatabase, import_bulk
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.rules.decisions import DecisionKind

F = TypeVar("F", bound=Callable[..., Any])

# rule name -> tests that prove it; test name -> (rules, cards)
TEMPLATE_TESTS: dict[str, list[str]] = {}
TEST_TEMPLATES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
# test name -> the definitions it plays that come from imported card data, not the bundled
TEST_IMPORTED: dict[str, Callable[[], tuple[CardDef, ...]]] = {}


def template(*rules: str, cards: tuple[str, ...] = (),
             imported: Callable[[], tuple[CardDef, ...]] | None = None) -> Callable[[F], F]:
    """`cards` are bundled cards; `imported` makes the compiled definitions of real cards
    the test reads from a bulk file it imports (`manastack cards import`)."""
    def wrap(fn: F) -> F:
        for rule in rules:
            TEMPLATE_TESTS.setdefault(rule, []).append(fn.__name__)
        TEST_TEMPLATES[fn.__name__] = (rules, cards)
        if imported is not None:
            TEST_IMPORTED[fn.__name__] = imported
        return fn
    return wrap


def card(name: str, label: str, **extra: Any) -> dict[str, Any]:
    return {"card": name, "label": label, **extra}


def pay(game: Game) -> None:
    """Pay the pending mana cost, if there is one."""
    helpers.pay(game, required=False)


def cast(game: Game, card_name: str, *targets: str, x: int | None = None,
         mode: int | None = None) -> None:
    """Cast from hand: mode, X, targets ("Bob", a label's object name), then pay."""
    game.apply(f"cast {card_name}")
    if mode is not None:
        choose(game, f"mode {mode}")
    target_and_pay(game, *targets, x=x)


def activate(game: Game, oid: int, *targets: str, index: int = 0, x: int | None = None) -> None:
    """Activate the `index`-th listed ability of object `oid`, then targets and payment."""
    prefix = f"activate {name(game, oid)}:"
    found = [c for c in game.legal_choices() if str(c).startswith(prefix)]
    assert found, f"{prefix} not legal: {texts(game)}"
    game.apply(found[index])
    target_and_pay(game, *targets, x=x)


def pass_until(game: Game, step: str, turn: int | None = None, limit: int = 200) -> None:
    """Pass priority (declaring no attackers or blockers) until the step (of the turn) gives
    priority; any other decision fails the test."""
    helpers.pass_until(game, at_step(step, turn=turn), limit=limit)


def attack(game: Game, *oids: int, defender: str = "Bob") -> None:
    pass_until(game, "beginning of combat")
    game.apply("pass")
    game.apply("pass")
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS, \
        texts(game)
    for oid in oids:
        game.apply(f"attack with {name(game, oid)} -> {defender}")
    game.apply("done declaring attackers")



def imported_database(folder: Path, document: Any, name: str = "cards.json") -> CardDatabase:
    """The database `manastack cards import` makes of a bulk file holding `document`."""
    path = folder / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return import_bulk(path)
