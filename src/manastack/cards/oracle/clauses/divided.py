"""Damage divided among targets (601.2d): the target requirement carries the amount
(`TargetSpec.divided`), the player divides it as the spell or ability is put on the stack
(rules/division.py), and each target still legal as it resolves is dealt its share
(608.2b: an illegal target's share isn't divided again). Divided evenly, rounded down
(Fireball), needs no announcement: each target's share is the amount over the number of
targets chosen.

The grammar is `divided.lark` beside this file.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import (
    ANY_TARGET_SPEC,
    AbilityIR,
    Desc,
    desc_target,
    targetable,
)
from manastack.cards.oracle.semantics import Amount, Builder, Node, Unsupported
from manastack.rules.abilities import Effect, TargetSpec
from manastack.rules.context import Ctx, Resolving
from manastack.rules.division import share
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import CostPerExtraTarget

# 601.2c: "any number of targets", bounded so that every choice ends (104.4b's spirit).
MAX_TARGETS = 64


class DividedClauses:
    """The transformer methods of divided.lark."""

    def divided_damage(self, c: list[Any]) -> Node:
        """601.2d: "[source] deals N damage divided as you choose among [targets]"."""
        return _divided(c[0], c[1], c[2], None)

    def divided_damage_where(self, c: list[Any]) -> Node:
        """601.2d, 107.3: X, defined by the text as the spell is cast, is divided then."""
        if not c[1].x:
            raise Unsupported("'where X is' for an amount that isn't X")
        return _divided(c[0], c[1], c[2], c[3])

    def evenly_divided_damage(self, c: list[Any]) -> Node:
        """Each target chosen gets the amount over the number of targets, rounded down;
        608.2b: a target illegal on resolution isn't dealt its share, nor does it pass on."""
        src, total, spec = c[0], c[1], c[2]

        def build(b: Builder) -> Effect:
            _check_source(src, b)
            amount = total.bound(b)
            index = b.add_target(spec)

            def run(ctx: Ctx, r: Resolving) -> None:
                chosen = r.targets[index:index + spec.max_count]
                if not chosen:
                    return
                each = amount(ctx, r) // len(chosen)
                for i in range(index, index + len(chosen)):
                    ref = r.target(i)
                    if ref is not None and each > 0:
                        ctx.damage(r.source, ref, each)
            return run
        return build

    def cost_more_per_extra_target(self, c: list[Any]) -> AbilityIR:
        """601.2f: the increase, added once the targets are chosen (rules/spell_costs.py)."""
        more = ManaCost.parse(str(c[0]))
        return AbilityIR("keywords", extras=(
            ("spell cost", lambda text: CostPerExtraTarget(text, more)),))

    def one_to_n_targets(self, c: list[Any]) -> TargetSpec:
        numbers = [int(t) for t in c if isinstance(t, Token) and t.type == "NUMBER"]
        if numbers != list(range(2, len(numbers) + 2)):
            raise Unsupported("a list of target counts that isn't 'one, two, or three'")
        most = numbers[-1]
        return dataclasses.replace(ANY_TARGET_SPEC, text=f"one to {most} targets",
                                   min_count=1, max_count=most)

    def any_number_of_targets(self, c: list[Any]) -> TargetSpec:
        return dataclasses.replace(ANY_TARGET_SPEC, text="any number of targets",
                                   min_count=0, max_count=MAX_TARGETS)

    def any_number_of_target_objects(self, c: list[Any]) -> TargetSpec:
        desc: Desc = targetable(c[0])
        return dataclasses.replace(desc_target(desc), text=f"any number of target {desc.text}",
                                   min_count=0, max_count=MAX_TARGETS)


def _check_source(src: str, b: Builder) -> None:
    if src == "it" and not b.it_is_source:
        raise Unsupported("'it deals damage' where 'it' isn't the source")


def _divided(src: str, total: Amount, spec: TargetSpec, defined: Amount | None) -> Node:
    """The requirement divides `total` (or X as `defined` says, as the spell is cast); each
    target is dealt its announced share."""
    def build(b: Builder) -> Effect:
        _check_source(src, b)
        amount = (defined if defined is not None else total).bound(b)
        index = b.add_target(dataclasses.replace(spec, divided=amount))

        def run(ctx: Ctx, r: Resolving) -> None:
            for i in range(index, min(len(r.targets), index + spec.max_count)):
                ref = r.target(i)
                n = share(ctx, r, i)
                if ref is not None and n > 0:
                    ctx.damage(r.source, ref, n)
        return run
    return build
