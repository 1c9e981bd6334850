"""An effect that creates a delayed triggered ability lasting for the turn (603.7a, 603.7b):
"Until end of turn, whenever you cast [a spell], copy it. You may choose new targets for the
copy." Each time its controller casts such a spell (601.2i) it triggers and copies the spell
(707.10, from the spell as it last existed if it left the stack, 608.2h), and the copy's
targets may be changed (707.10c, `rules.storm.copy_spell`). The grammar is
`copy_casts.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.delayed import (
    Condition,
    Delayed,
    DelayedAbility,
    create_delayed_trigger,
    delayed_ability,
)
from manastack.rules.events import Event, SpellCast
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState
from manastack.rules.storm import copy_spell


def _casts(types: frozenset[str]) -> Condition:
    """A trigger condition: the ability's controller casts a spell of one of `types` (any
    spell if empty), judged on its characteristics on the stack (601.2i)."""

    def check(state: GameState, event: Event, d: Delayed) -> bool:
        if not isinstance(event, SpellCast) or event.player != d.controller:
            return False
        return not types or bool(characteristics(state, event.obj).types & types)

    return check


def _copy_the_spell(ctx: Ctx, r: Resolving) -> None:
    spell = r.event.get("obj")
    if isinstance(spell, int):
        copy_spell(ctx, spell, r.controller)


# The delayed abilities by the spells they copy (spell_desc's text).
_COPIERS: dict[str, DelayedAbility] = {
    "instant or sorcery spell": delayed_ability(
        "copy each instant or sorcery spell cast this turn",
        "Whenever you cast an instant or sorcery spell this turn, copy it. You may choose new "
        "targets for the copy.",
        _casts(frozenset({"Instant", "Sorcery"})),
        _copy_the_spell,
    ),
    "spell": delayed_ability(
        "copy each spell cast this turn",
        "Whenever you cast a spell this turn, copy it. You may choose new targets for the copy.",
        _casts(frozenset()),
        _copy_the_spell,
    ),
}


class CopyCastClauses:
    """The transformer methods of copy_casts.lark."""

    def copy_casts_this_turn(self, c: list[Any]) -> Node:
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        ability = _COPIERS.get(desc.text)
        if ability is None:
            raise Unsupported(f"copying each {desc.text} cast this turn")

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                create_delayed_trigger(ctx, r, ability, this_turn=True)

            return run

        return build
