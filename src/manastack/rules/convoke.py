"""Convoke (702.51): while a spell with convoke is paid for (601.2g-h), its controller may
tap an untapped creature they control instead of paying one mana of the total cost: one
generic mana, or one colored mana of one of the creature's colors (702.51a). It applies
only once the total cost is known (702.51b) and is no mana (the creature isn't tapped for
mana, 106.12); a summoning-sick creature may convoke, since it isn't a {T} cost (302.6).

`rules/mana_abilities.py` asks this module while paying: `convoke_options` are the
choices of a payment, `convoke_sources` extra offers for the planner (each creature one
unit of one of its colors, or of colorless mana for generic only; an offer shares its
creature's group, so a creature taps for mana or for convoke, not both), and
`pay_planned_convoke` taps the creatures an automatic plan chose.
"""

from __future__ import annotations

from collections.abc import Sequence

from manastack.rules.context import Ctx
from manastack.rules.decisions import Choice
from manastack.rules.layers import characteristics
from manastack.rules.mana import COLORS, ManaCost, PaymentPlan, SourceOffer, without_symbol
from manastack.rules.state import GameState

__all__ = ["CONVOKE", "CONVOKE_INDEX", "convoke_options", "convoke_sources", "has_convoke",
           "pay_by_convoke", "pay_planned_convoke"]

CONVOKE = "convoke"
CONVOKE_INDEX = -1        # the "ability index" of a convoke offer among the payment's sources


def has_convoke(state: GameState, paying_for: int | None) -> bool:
    """Whether the spell (or card about to be cast) being paid for has convoke."""
    if paying_for is None:
        return False
    obj = state.get(paying_for)
    if obj is None or obj.zone == "battlefield" or obj.kind not in ("card", "copy"):
        return False
    return CONVOKE in characteristics(state, paying_for).keywords


def _creatures(state: GameState, player: int) -> list[tuple[int, frozenset[str]]]:
    """702.51a: the untapped creatures the player controls, with their colors."""
    out: list[tuple[int, frozenset[str]]] = []
    for oid in state.battlefield:
        if state.objects[oid].tapped:
            continue
        chars = characteristics(state, oid)
        if chars.is_creature and chars.controller == player:
            out.append((oid, frozenset(chars.colors)))
    return out


def _pays(symbol: str, colors: frozenset[str]) -> bool:
    """702.51a: a creature pays generic mana, or a colored symbol (hybrid, {2/C} and
    Phyrexian ones too, 107.4e-f) of one of its colors; never {C}, {S} or {X}."""
    if symbol.isdigit():
        return symbol != "0"
    return any(part in COLORS and part in colors for part in symbol.split("/"))


def convoke_options(state: GameState, player: int, remaining: ManaCost,
                    paying_for: int | None) -> list[Choice]:
    """A choice for each creature and each symbol of the rest of the cost it could pay."""
    if not has_convoke(state, paying_for):
        return []
    symbols = list(dict.fromkeys("1" if s.isdigit() else s for s in remaining.symbols
                                 if s != "0"))
    options: list[Choice] = []
    for oid, colors in _creatures(state, player):
        name = f"{state.objects[oid].card.name}#{oid}"
        for symbol in symbols:
            if _pays(symbol, colors):
                shown = "generic mana" if symbol == "1" else f"{{{symbol}}}"
                options.append(Choice("convoke", (oid, symbol),
                                      f"convoke: tap {name} to pay {shown}"))
    return options


def pay_by_convoke(ctx: Ctx, player: int, oid: int, symbol: str, remaining: ManaCost,
                   what: str) -> ManaCost:
    """702.51a, 702.51c: tap the creature instead of paying `symbol`; the rest of the cost."""
    ctx.tap(oid, for_cost=True)
    shown = "generic mana" if symbol.isdigit() else f"{{{symbol}}}"
    ctx.log("702.51a", f"{ctx.state.players[player].name} taps {ctx.name(oid)} to pay {shown} "
            f"for {what} (convoke)")
    return without_symbol(remaining, symbol)


def convoke_sources(state: GameState, player: int, first_key: int, cost: ManaCost,
                    paying_for: int | None) -> list[tuple[SourceOffer, int, int]]:
    """The creatures as offers for the payment planner, keyed from `first_key`: one unit
    of one of the creature's colors; a colorless creature's unit is colorless mana, which
    pays generic mana (only offered when the cost has no {C} it might wrongly pay)."""
    if not has_convoke(state, paying_for):
        return []
    no_colorless_symbol = "C" not in cost.symbols
    out: list[tuple[SourceOffer, int, int]] = []
    for oid, colors in _creatures(state, player):
        outputs = tuple((c,) for c in COLORS if c in colors)
        if not outputs:
            if not no_colorless_symbol:
                continue
            outputs = (("C",),)
        out.append((SourceOffer(first_key + len(out), outputs, oid), oid, CONVOKE_INDEX))
    return out


def pay_planned_convoke(ctx: Ctx, player: int, plan: PaymentPlan,
                        sources: Sequence[tuple[SourceOffer, int, int]], remaining: ManaCost,
                        what: str) -> tuple[PaymentPlan, ManaCost]:
    """Tap the creatures the plan convokes with, each for a symbol its unit pays (a colored
    one of that color first, then generic: the unit the plan gave that symbol pays what the
    creature's would have); the plan's other activations and the rest of the cost."""
    others: list[tuple[int, int]] = []
    for key, output in plan.activations:
        offer, oid, index = sources[key]
        if index != CONVOKE_INDEX:
            others.append((key, output))
            continue
        unit = offer.outputs[output][0]
        symbol = _symbol_for(remaining, unit)
        if symbol is not None and ctx.state.get(oid) is not None \
                and not ctx.state.objects[oid].tapped:
            remaining = pay_by_convoke(ctx, player, oid, symbol, remaining, what)
    return PaymentPlan(plan.pool_units, tuple(others), plan.life), remaining


def _symbol_for(cost: ManaCost, unit: str) -> str | None:
    """The symbol of `cost` a convoking creature's unit pays: its color's own symbol, then a
    hybrid one with its color, then generic mana."""
    symbols = cost.symbols
    if unit in COLORS:
        if unit in symbols:
            return unit
        hybrid = next((s for s in symbols if "/" in s and unit in s.split("/")), None)
        if hybrid is not None:
            return hybrid
    return "1" if any(s.isdigit() and s != "0" for s in symbols) else None
