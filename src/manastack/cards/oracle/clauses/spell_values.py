"""X defined by "that spell's mana value" (107.3, 202.3; 202.3e: with the X announced for
it, 107.3g), as the ability resolves (608.2h: last known information once the spell has
left the stack, as a countered spell has). "That spell" is the spell named before in the
ability ("Counter target spell. Create X ..., where X is that spell's mana value.", Spell
Swindle), else the spell a cast trigger is about (601.2i: the `SpellCast` event's object,
Erratic Cyclops). An object named before that wasn't a spell, or a trigger about no spell,
gives no such spell, and X is 0. The grammar is `spell_values.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Amount, Builder
from manastack.rules.context import Ctx, Resolving
from manastack.rules.mana_abilities import mana_value_of


class SpellValueClauses:
    """The transformer methods of spell_values.lark."""

    def that_spell_mana_value(self, c: list[Any]) -> Amount:
        def bind(b: Builder) -> Amount:
            named = b.last_obj

            def value(ctx: Ctx, r: Resolving) -> int:
                if named is not None:
                    ids = named(ctx, r)
                    spell = ids[0] if len(ids) == 1 else None
                else:
                    found = r.event.get("obj")
                    spell = found if r.event.get("event") == "SpellCast" \
                        and isinstance(found, int) else None
                before = ctx.state.last_known(spell) if spell is not None else None
                if spell is None or before is None or before.zone != "stack":
                    return 0
                return mana_value_of(ctx.state, spell)
            return Amount(count=value)
        return Amount(binder=bind)
