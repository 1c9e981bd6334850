"""Casting a spell from your hand as an effect resolves (608.2g: during the resolution,
timing permissions don't matter), without paying its mana cost (118.9: an alternative cost;
601.2f: additional costs are still paid). The spell is described as it would be cast and
judged on the card in the hand (601.3e: its characteristics there). The player may choose
any card that fits and could be cast that way, or none. The grammar is `hand_casts.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics
from manastack.rules.spell_costs import WITHOUT_PAYING


class HandCastClauses:
    """The transformer methods of hand_casts.lark."""

    def cast_from_hand_free(self, c: list[Any]) -> Node:
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        flt = desc.filter

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                from manastack.rules.casting import can_cast, cast_spell
                s = ctx.state
                player = r.controller
                fits = [oid for oid in s.players[player].hand
                        if not s.objects[oid].card.is_land          # 305.9: lands aren't cast
                        and flt.test(s, characteristics(s, oid), player, r.source)
                        and can_cast(s, player, oid, None, WITHOUT_PAYING)]
                chosen = ctx.pick(player, f"cast {desc.text} from your hand without paying "
                                  "its mana cost (608.2g)", fits, 1, up_to=True)
                if chosen:
                    cast_spell(ctx, player, chosen[0], method=WITHOUT_PAYING)
            return run
        return build
