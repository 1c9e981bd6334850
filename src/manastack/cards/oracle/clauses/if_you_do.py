""" "You may [effect]. If you do, [effects]." (608.2c-d): the controller chooses as the
ability resolves whether to do the optional effect; the effects of the "If you do" sentence
happen only if they did. The grammar is `if_you_do.lark` beside this file; the "you may"
sentence is `EffectClauses.may_effect`, which builds a `MayEffect` for the fold to find."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.cards.oracle.clauses.remove_counters import CounterRemoval
from manastack.cards.oracle.forms import as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving


@dataclass(frozen=True)
class IfYouDo:
    """ "If you do, [effects].": what happens only if the "you may" before it was done."""

    items: tuple[Any, ...]


@dataclass(frozen=True)
class MayEffect:
    """ "You may [effect]" (608.2d), a node: the choice is made as it resolves."""

    inner: Node

    def __call__(self, b: Builder) -> Effect:
        return _may_then(self.inner, ())(b)


class IfYouDoClauses:
    """The transformer methods of if_you_do.lark."""

    def if_you_do_sentence(self, c: list[Any]) -> IfYouDo:
        return IfYouDo(tuple(c))


def fold_if_you_do(items: list[Any]) -> list[Any]:
    """The items of an ability's effects with each "If you do, ..." folded into the "you
    may" sentence just before it, whose choice it depends on (608.2c)."""
    out: list[Any] = []
    for item in items:
        if not isinstance(item, IfYouDo):
            out.append(item)
            continue
        if not out or not isinstance(out[-1], MayEffect):
            raise Unsupported("'If you do' after anything but 'you may [effect]'")
        if isinstance(out[-1].inner, CounterRemoval):
            raise Unsupported("'If you do' after removing counters (609.3: whether it was done)")
        out[-1] = _may_then(out[-1].inner, tuple(as_node(i) for i in item.items))
    return out


def _may_then(optional: Node, then: tuple[Node, ...]) -> Node:
    """608.2d: the choice is made as the ability resolves; the "If you do" effects follow
    only if it was made (their targets were chosen with the others, 601.2c, 603.3d)."""

    def build(b: Builder) -> Effect:
        before = b.found
        first = optional(b)
        found = b.found if b.found is not before else None
        rest = [as_node(n)(b) for n in then]

        def run(ctx: Ctx, r: Resolving) -> None:
            # 400.7e, 609.3: a card the ability found that has left that zone since can't
            # be acted on, so there is nothing to choose and nothing "you do" (608.2c).
            if found is not None and not found(ctx, r):
                return
            if not ctx.may(r.controller, f"{ctx.name(r.source)}: you may"):
                return
            for effect in (first, *rest):
                if ctx.state.game_over:
                    return
                effect(ctx, r)

        return run

    return build
