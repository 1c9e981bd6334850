"""What a spell's or ability's costs did, kept for its effect (118.3, 608.2h): the
permanents its costs sacrificed ("where X is the sacrificed creature's power") and the
counters they removed ("for each +1/+1 counter removed this way").

A cost is paid before the spell or ability becomes cast or activated (601.2h, 602.2b), and
the object on the stack exists on its own from then on (112.7a), so the record is kept on
that object, in its event data (`GameObject.event_data`), which its resolution reads as
`Resolving.event`. The sacrificed permanents are named by their ids on the battlefield:
their last known information (608.2h) stays in `state.lki`. Values are plain JSON (lists,
string keys), so saves keep them unchanged."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from manastack.rules.context import Ctx

__all__ = [
    "COUNTERS_REMOVED",
    "SACRIFICED_FOR_COST",
    "cost_sacrificed",
    "counters_removed",
    "note_counters_removed",
    "note_sacrificed",
]

SACRIFICED_FOR_COST = "sacrificed to pay its costs"
COUNTERS_REMOVED = "counters removed to pay its costs"


def note_sacrificed(ctx: Ctx, paying_for: int | None, victims: Sequence[int]) -> None:
    """118.3: the permanents a cost of `paying_for` (on the stack) sacrificed."""
    if paying_for is None or not victims or paying_for not in ctx.state.objects:
        return
    data = ctx.state.obj_w(paying_for).event_data
    data[SACRIFICED_FOR_COST] = [*data.get(SACRIFICED_FOR_COST, ()), *victims]


def note_counters_removed(ctx: Ctx, paying_for: int | None, kind: str, n: int) -> None:
    """118.3, 122.1: `n` counters of `kind` a cost of `paying_for` removed."""
    if paying_for is None or paying_for not in ctx.state.objects:
        return
    data = ctx.state.obj_w(paying_for).event_data
    removed = dict(data.get(COUNTERS_REMOVED, {}))
    removed[kind] = removed.get(kind, 0) + n
    data[COUNTERS_REMOVED] = removed


def cost_sacrificed(event: Mapping[str, Any]) -> list[int]:
    """The ids of the permanents the resolving object's costs sacrificed."""
    return [int(oid) for oid in event.get(SACRIFICED_FOR_COST, ())]


def counters_removed(event: Mapping[str, Any], kind: str | None = None) -> int:
    """How many counters (of `kind`, or of any kind) its costs removed."""
    removed: Mapping[str, int] = event.get(COUNTERS_REMOVED, {})
    if kind is None:
        return sum(removed.values())
    return int(removed.get(kind, 0))
