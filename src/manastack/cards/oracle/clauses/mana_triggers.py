"""Triggered mana abilities on a land tapped for mana (605.1b, 106.12a): they trigger on the
mana production event of a mana ability with {T} in its cost, as it finally happened, and
resolve at once, without the stack (605.4a, `rules/mana_abilities.mana_trigger`). The land's
controller adds the mana, whose source is the ability's source (106.3). "One mana of any
color" is chosen as the ability resolves. The grammar is `mana_triggers.lark` beside this
file."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.forms import AbilityIR
from manastack.rules.abilities import Ability
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.events import AddMana, Event
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost, ManaUnit
from manastack.rules.mana_abilities import Production, mana_trigger, tapped_for_mana
from manastack.rules.state import GameObject, GameState

Tapped = Callable[[GameState, Event, GameObject], bool]
COLORS = ("W", "U", "B", "R", "G")


def _enchanted_land(state: GameState, event: Event, source: GameObject) -> bool:
    return (
        tapped_for_mana(event)
        and isinstance(event, AddMana)
        and event.source is not None
        and source.attached_to == event.source
    )


def _land_controller(ctx: Ctx, r: Resolving) -> int:
    land = r.event.get("source")
    if isinstance(land, int) and ctx.state.last_known(land) is not None:
        return characteristics(ctx.state, land).controller
    return int(r.event["player"])


def _add(ctx: Ctx, r: Resolving, types: Production) -> None:
    me = ctx.state.last_known(r.source)
    snow = me is not None and "Snow" in characteristics(ctx.state, r.source).supertypes
    player = _land_controller(ctx, r)
    ctx.add_mana(player, tuple(ManaUnit(t, r.source, snow) for t in types), source=r.source)


def _any_color(ctx: Ctx, r: Resolving) -> None:
    options = [Choice("mana", (c,), f"add {{{c}}}") for c in COLORS]
    player = _land_controller(ctx, r)
    prompt = f"{ctx.name(r.source)}: which color of mana to add"
    chosen = ctx.choose(player, DecisionKind.COLOR, prompt, options)
    _add(ctx, r, (str(chosen.args[0]),))


class ManaTriggerClauses:
    """The transformer methods of mana_triggers.lark."""

    def mana_tapped_trigger(self, c: list[Any]) -> AbilityIR:
        tapped: Tapped = c[0]
        extra = c[1]
        if isinstance(extra, ManaCost):
            types: Production = tuple(extra.symbols)
            if not all(t in (*COLORS, "C") for t in types):
                raise ValueError(f"adding {extra}")

            def effect(ctx: Ctx, r: Resolving) -> None:
                _add(ctx, r, types)

            offers: tuple[Production, ...] = (types,)
        else:
            effect, offers = _any_color, tuple((color,) for color in COLORS)

        def make(text: str) -> Ability:
            return mana_trigger(text, tapped, effect, lambda _s, _e, _o: offers)

        return AbilityIR("ability", items=[make])

    def enchanted_land_tapped(self, c: list[Any]) -> Tapped:
        return _enchanted_land

    def extra_any_color(self, c: list[Any]) -> str:
        return "any color"
