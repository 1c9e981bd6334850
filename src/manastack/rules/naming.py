"""Choosing a card name (201.4)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from manastack.rules.context import Ctx
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.state import GameObject


def choose_card_name(ctx: Ctx, player: int, names: Callable[[], Sequence[str]]) -> str:
    """201.4: `player` chooses the name of a card in the Oracle card reference, `names`
    (built only when the decision is asked, not when an answer is replayed)."""

    def options() -> list[Choice]:
        return [Choice("name", (name,), f"name {name}") for name in names()]

    answer = ctx.decide(player, DecisionKind.NAME, "choose a card name", options)
    chosen = str(answer.args[0])
    ctx.log("201.4", f"{ctx.state.players[player].name} chooses the name {chosen}")
    return chosen


def has_name(obj: GameObject, name: str) -> bool:
    """Whether the card `obj` has the name `name`: a split card has the names of both its
    halves (709.4)."""
    full = obj.card.name
    return name == full or name in full.split(" // ")
