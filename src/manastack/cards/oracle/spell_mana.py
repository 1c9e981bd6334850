"""Mana added by a spell as it resolves (106.3, 605.5b: a spell is never a mana ability; it
is cast and resolves like any other): "Add {B}{B}{B}." (Dark Ritual). The compiler turns a
spell's "Add ..." (a `ManaOutput` of effects.lark's `add_mana`) into this effect."""

from __future__ import annotations

from manastack.cards.oracle.forms import ManaOutput
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.mana import ManaUnit


def spell_mana(output: ManaOutput) -> Node:
    """106.3: the spell's controller adds the mana (a spell offering a choice of mana is
    refused)."""
    if output.produce is not None or len(output.outputs) != 1:
        raise Unsupported("a spell adding mana of a kind chosen or depending on the game")
    (symbols,) = output.outputs

    def build(b: Builder) -> Effect:
        def run(ctx: Ctx, r: Resolving) -> None:
            ctx.add_mana(r.controller, [ManaUnit(symbol, r.source) for symbol in symbols])
        return run
    return build
