"""Helpers shared by the drawing tests (tests/cards/test_card_draw_*.py and
tests/rules/test_cr104_winning.py, test_cr121_drawing.py, test_cr614_draw_replacement.py and
test_cr709_split_cards.py): make choices by their text, cast, resolve, pass to a step, and
read draws and the log. Positions, option texts, zones and life are in helpers.py."""

from __future__ import annotations

import helpers
from helpers import at_step, pass_priority, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind


def choose(game: Game, prefix: str) -> None:
    """Make the pending decision: the first option whose text starts with `prefix`, in any
    case."""
    helpers.choose(game, prefix, ignore_case=True)


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


def drawn(game: Game, player: int) -> int:
    return game.state.players[player].drawn_this_turn


def log(game: Game) -> str:
    return game.log_text()


def cites(game: Game, rule: str) -> bool:
    """The log cites a rule whose number starts with `rule`."""
    return helpers.cites(game, rule, prefix=True)


def log_index(game: Game, text: str) -> int:
    for i, entry in enumerate(game.log()):
        if text in str(entry):
            return i
    raise AssertionError(f"{text!r} not in the log:\n{log(game)}")


def pass_to(game: Game, step: str, turn: int, limit: int = 300) -> None:
    """Pass priority (declaring no attackers or blockers) until the step of the turn gives
    priority; any other decision is answered "pass" too."""
    helpers.pass_until(game, at_step(step, turn=turn), limit=limit, other=pass_priority)


def activate(game: Game, card: str, cost: str) -> None:
    """Activate the ability of `card` whose text starts with `cost` ("−2", "Pay 4 life")."""
    for option in game.legal_choices():
        text = str(option)
        if text.startswith(f"activate {card}") and text.split(": ", 1)[1].lstrip("[").startswith(cost):
            game.apply(option)
            return
    raise AssertionError(f"can't activate {card} {cost} among {texts(game)}")
