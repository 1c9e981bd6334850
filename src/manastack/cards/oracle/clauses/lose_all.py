"""Objects that lose all abilities until end of turn (613.1f: layer 6), with a base power
and toughness set too (613.4b: layer 7b); each change applies in its layer, so abilities
and +N/+M gained later (613.7: by timestamp), counters (613.4c) and switches (613.4d) still
apply. The grammar is `lose_all.lark` beside this file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import object_ids
from manastack.cards.oracle.semantics import Builder, Effect, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving


class LoseAllClauses:
    """The transformer methods of lose_all.lark."""

    def lose_all_until_end_of_turn(self, c: list[Any]) -> LoseAll:
        return LoseAll(c[0], c[1] if len(c) > 1 else None)

    def lose_all_then_until_end_of_turn(self, c: list[Any]) -> LoseAll:
        return LoseAll(c[0], c[1] if len(c) > 1 else None)

    def base_pt(self, c: list[Any]) -> tuple[int, int]:
        pt = next(str(t) for t in c if isinstance(t, Token) and t.type == "PT")
        power, toughness = pt.split("/")
        if not (power.isdigit() and toughness.isdigit()):
            raise Unsupported(f"base power and toughness {pt}")
        return int(power), int(toughness)


@dataclass(frozen=True)
class LoseAll:
    """The effect node: `objs` lose all abilities (and have base P/T `pt`) until end of turn
    (514.2)."""

    objs: ObjRef
    pt: tuple[int, int] | None

    def __call__(self, b: Builder) -> Effect:
        get = self.objs.bind(b)
        pt = self.pt

        def run(ctx: Ctx, r: Resolving) -> None:
            ids = object_ids(get, ctx, r)        # 611.2c: locked in as the effect begins
            if not ids:
                return
            ctx.add_effect("lose_abilities", (), ids, "end of turn", source=r.source,
                           controller=r.controller)
            if pt is not None:
                ctx.add_effect("set_pt", pt, ids, "end of turn", source=r.source,
                               controller=r.controller)
        return run
