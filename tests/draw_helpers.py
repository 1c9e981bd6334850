"""Helpers shared by the drawing tests (tests/cards/test_card_draw_*.py and
tests/rules/test_cr121_drawing.py): build a position, make choices by their text, cast,
resolve, and read zones and the log."""

from __future__ import annotations

from typing import Any

from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.rules.decisions import DecisionKind
from manastack.scenario import build_game_with_labels

ALICE, BOB, CAROL = 0, 1, 2


def game_at(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None, *,
            carol: dict[str, Any] | None = None, turn: int = 3, active: str = "Alice",
            step: str = "precombat main", stage: str = "priority",
            cards: tuple[CardDef, ...] = ()) -> tuple[Game, dict[str, int]]:
    players = [{"name": "Alice", **(alice or {})}, {"name": "Bob", **(bob or {})}]
    if carol is not None:
        players.append({"name": "Carol", **carol})
    return build_game_with_labels({"turn": turn, "active": active, "step": step,
                                   "stage": stage, "players": players}, cards=cards)


def texts(game: Game) -> list[str]:
    return [str(c) for c in game.legal_choices()]


def choose(game: Game, prefix: str) -> None:
    """Make the pending decision: the first option whose text starts with `prefix`."""
    for option in game.legal_choices():
        if str(option).lower().startswith(prefix.lower()):
            game.apply(option)
            return
    raise AssertionError(f"no option {prefix!r} among {texts(game)}")


def kind(game: Game) -> DecisionKind | None:
    return game.decision.kind if game.decision is not None else None


def cast(game: Game, what: str, half: str | None = None, target: str | None = None) -> None:
    """Cast a card from hand (a split card's `half`, 709.3), choose its target and pay its
    mana automatically."""
    for option in game.legal_choices():
        text = str(option)
        if text.startswith(f"cast {what}") and (half is None or text.endswith(f" as {half}")):
            game.apply(option)
            break
    else:
        raise AssertionError(f"can't cast {what} among {texts(game)}")
    if target is not None:
        choose(game, f"target {target}")
    while kind(game) is DecisionKind.MANA_PAYMENT:
        choose(game, "pay")


def resolve(game: Game) -> None:
    """Players pass until the top object of the stack has resolved (or a decision that
    isn't priority comes up while it resolves)."""
    top = game.state.stack[-1]
    while kind(game) is DecisionKind.PRIORITY and top in game.state.stack:
        game.apply("pass")


def zone(game: Game, player: int, which: str) -> list[str]:
    return [game.state.objects[i].card.name for i in game.state.players[player].zone(which)]


def drawn(game: Game, player: int) -> int:
    return game.state.players[player].drawn_this_turn


def log(game: Game) -> str:
    return game.log_text()


def cites(game: Game, rule: str) -> bool:
    return any(e.rule == rule or e.rule.startswith(rule) for e in game.log())


def log_index(game: Game, text: str) -> int:
    for i, entry in enumerate(game.log()):
        if text in str(entry):
            return i
    raise AssertionError(f"{text!r} not in the log:\n{log(game)}")


def life(game: Game, player: int) -> int:
    return game.state.players[player].life


def permanents(game: Game, player: int | None = None) -> list[str]:
    return [o.card.name for o in game.state.permanents()
            if player is None or o.controller == player]


def pass_to(game: Game, step: str, turn: int) -> None:
    """Pass priority (declaring no attackers) until the step of the turn gives priority."""
    for _ in range(300):
        s = game.state
        if s.step.value == step and s.turn == turn and kind(game) is DecisionKind.PRIORITY:
            return
        if kind(game) is DecisionKind.ATTACKERS:
            game.apply("done declaring attackers")
        elif kind(game) is DecisionKind.BLOCKERS:
            game.apply("done declaring blockers")
        else:
            game.apply("pass")
    raise AssertionError(f"never reached {step} of turn {turn}")


def activate(game: Game, card: str, cost: str) -> None:
    """Activate the ability of `card` whose text starts with `cost` ("−2", "Pay 4 life")."""
    for option in game.legal_choices():
        text = str(option)
        if text.startswith(f"activate {card}") and text.split(": ", 1)[1].lstrip("[").startswith(cost):
            game.apply(option)
            return
    raise AssertionError(f"can't activate {card} {cost} among {texts(game)}")
