"""A player taps N untapped permanents of a kind they control, N a count judged as the
effect happens (701.26a, 608.2h): Tangle Wire. The grammar is `tap_for_each.lark` beside
this file.

The player chooses the permanents, all of them before any is tapped; with fewer than N
untapped ones, they tap all they have.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import (
    Amount,
    Builder,
    Effect,
    Filter,
    Node,
    PlayerRef,
    Unsupported,
    battlefield_matching,
)
from manastack.rules.context import Ctx, Resolving


class TapForEachClauses:
    """The transformer methods of tap_for_each.lark."""

    def player_taps_own_for_each(self, c: list[Any]) -> Node:
        players: PlayerRef = c[0]
        desc: Desc = c[1]
        count: Amount = c[2]
        if desc.zone not in ("battlefield", "library") or desc.filter.controller is not None:
            raise Unsupported(f"tapping {desc.text}")
        flt = replace(desc.filter, tapped=False, controller="you")

        def build(b: Builder) -> Effect:
            get = players.bind(b)
            n_of = count.bound(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                _tap_own(ctx, get(ctx, r), n_of(ctx, r), flt, desc.text, r.source)
            return run
        return build


def _tap_own(ctx: Ctx, players: list[int], n: int, flt: Filter, text: str,
             source: int) -> None:
    """701.26a: each player taps `n` of their untapped permanents that fit (all of them if
    they have no more), chosen before any is tapped; `n` counted once (608.2h)."""
    for player in players:
        untapped = battlefield_matching(ctx.state, flt, player, source)
        if n <= 0 or not untapped:
            continue
        picked = untapped if len(untapped) <= n else ctx.pick(
            player, f"tap {n}: an untapped {text} you control", untapped, n)
        for oid in picked:
            ctx.tap(oid)
