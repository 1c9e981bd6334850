"""A change of power and toughness "for each" of something: until end of turn (608.2h,
611.2c), or as a creature's static ability (613.4c, `rules.abilities.CountedChange`). The
grammar is `for_each.lark` beside this file."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from manastack.cards.oracle.forms import AbilityIR, Desc, Modify, apply_modify_effect
from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.abilities import Ability, CountedChange
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import Chars
from manastack.rules.state import GameState


class ForEachClauses:
    """The transformer methods of for_each.lark."""

    def modify_for_each(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        count: Amount = c[-1]
        power, toughness = _pt_change(c[1:-2])
        # The change per counted object, as the multiplier of X (forms.apply_modify_effect).
        modify = apply_modify_effect(Modify(objs, pt_x=(power, toughness),
                                            duration="end of turn"))

        def build(b: Builder) -> Effect:
            effect = modify(b)
            count_of = count.bound(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                effect(ctx, dataclasses.replace(r, x=count_of(ctx, r)))
            return run
        return build

    def modify_for_each_duration_last(self, c: list[Any]) -> Node:
        return self.modify_for_each([*c[:-2], c[-1], c[-2]])

    def static_for_each(self, c: list[Any]) -> AbilityIR:
        return _counted(c[0], _pt_change(c[1:-1]), c[-1], ())

    def static_for_each_and(self, c: list[Any]) -> AbilityIR:
        return _counted(c[0], _pt_change(c[1:-2]), c[-2], c[-1][1])


def _counted(objs: ObjRef, pt: tuple[int, int], desc: Desc, keywords: tuple[str, ...]
             ) -> AbilityIR:
    """613.4c: its own, or the permanent it's attached to's, +N/+M for each [permanent]
    (and keywords, layer 6)."""
    power, toughness = pt
    flt = desc.filter
    attached = objs.kind == "attached"
    if not objs.is_self and not attached:
        raise Unsupported(f"+N/+M for each, for {objs.text}")
    if desc.zone != "battlefield" or flt.power is not None or flt.toughness is not None:
        # 613.8: counting power or toughness would depend on layer 7c itself.
        raise Unsupported(f"counting {desc.text} for a static +N/+M")

    def change(state: GameState, permanents: Mapping[int, Chars], c: Chars
               ) -> tuple[int, int]:
        n = sum(1 for ch in permanents.values() if ch.obj.zone == "battlefield"
                and flt.test(state, ch, c.controller, c.obj.id))
        return (power * n, toughness * n)

    def make(text: str) -> CountedChange:
        return CountedChange(text, change, attached)
    if not keywords:
        return AbilityIR("ability", items=[make])

    def grant(text: str) -> Ability:
        from manastack.cards.oracle.compiler import static_abilities  # compiler imports us
        return static_abilities(Modify(objs, keywords=keywords), text)[0]
    return AbilityIR("ability", items=[make, grant])


def _pt_change(changes: list[Any]) -> tuple[int, int]:
    """The +N/+M of a modification that is only that."""
    if len(changes) != 1 or changes[0][0] != "pt" or changes[0][3] is not None:
        raise Unsupported("for each, a change other than +N/+M")
    return changes[0][1], changes[0][2]
