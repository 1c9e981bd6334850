"""Convoke (702.51), improvise (702.126) and delve (702.66a): while a spell with convoke is paid
for (601.2g-h), its controller may tap an untapped creature they control instead of paying
one mana of the total cost: one generic mana, or one colored mana of one of the creature's
colors (702.51a); with improvise, an untapped artifact they control instead of one generic
mana (702.126a); with delve, exile a card from their graveyard instead of one generic mana
(702.66a). They apply only once the total cost is known (702.51b, 702.126b, 702.66b) and are
no mana (the permanent isn't tapped for mana, 106.12); a summoning-sick creature may convoke,
since it isn't a {T} cost (302.6). An artifact creature convokes when the spell has both.

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

__all__ = ["CONVOKE", "CONVOKE_INDEX", "DELVE", "DELVE_INDEX", "IMPROVISE", "IMPROVISE_INDEX",
           "convoke_options",
           "convoke_sources", "has_convoke", "pay_by_convoke", "pay_planned_convoke",
           "tapping_potential"]

CONVOKE = "convoke"
IMPROVISE = "improvise"
DELVE = "delve"
CONVOKE_INDEX = -1        # the "ability index" of a convoke offer among the payment's sources
IMPROVISE_INDEX = -2      # and of an improvise offer
DELVE_INDEX = -3          # and of a delve offer (a card in the graveyard)
_RULES = {CONVOKE: "702.51a", IMPROVISE: "702.126a", DELVE: "702.66a"}
_INDEX = {CONVOKE: CONVOKE_INDEX, IMPROVISE: IMPROVISE_INDEX, DELVE: DELVE_INDEX}
_KEYWORD = {index: keyword for keyword, index in _INDEX.items()}


def _tap_keywords(state: GameState, paying_for: int | None) -> frozenset[str]:
    """Which of convoke and improvise the spell (or card about to be cast) being paid for
    has."""
    if paying_for is None:
        return frozenset()
    obj = state.get(paying_for)
    if obj is None or obj.zone == "battlefield" or obj.kind not in ("card", "copy"):
        return frozenset()
    return frozenset(characteristics(state, paying_for).keywords & _RULES.keys())


def has_convoke(state: GameState, paying_for: int | None) -> bool:
    """Whether the spell being paid for has convoke or improvise."""
    return bool(_tap_keywords(state, paying_for))


def tapping_potential(state: GameState, player: int, paying_for: int | None) -> int:
    """How many mana the permanents the player could tap for the spell would pay at most."""
    keywords = _tap_keywords(state, paying_for)
    return len(_creatures(state, player, keywords)) if keywords else 0


def _creatures(state: GameState, player: int, keywords: frozenset[str]
               ) -> list[tuple[int, frozenset[str], str]]:
    """The untapped permanents the player controls that may be tapped for the spell: its
    creatures with their colors (702.51a), or its artifacts for generic mana alone
    (702.126a); then the cards in their graveyard it may exile (702.66a); each with the
    keyword it is used for."""
    out: list[tuple[int, frozenset[str], str]] = []
    if DELVE in keywords:
        out.extend((oid, frozenset(), DELVE) for oid in state.players[player].graveyard)
        if not keywords - {DELVE}:
            return out
    for oid in state.battlefield:
        if state.objects[oid].tapped:
            continue
        chars = characteristics(state, oid)
        if chars.controller != player:
            continue
        if CONVOKE in keywords and chars.is_creature:
            out.append((oid, frozenset(chars.colors), CONVOKE))
        elif IMPROVISE in keywords and chars.is_("Artifact"):
            out.append((oid, frozenset(), IMPROVISE))
    return out


def _pays(symbol: str, colors: frozenset[str]) -> bool:
    """702.51a: a creature pays generic mana, or a colored symbol (hybrid, {2/C} and
    Phyrexian ones too, 107.4e-f) of one of its colors; never {C}, {S} or {X}."""
    if symbol.isdigit():
        return symbol != "0"
    return any(part in COLORS and part in colors for part in symbol.split("/"))


def convoke_options(state: GameState, player: int, remaining: ManaCost,
                    paying_for: int | None) -> list[Choice]:
    """A choice for each creature (or artifact) and each symbol of the rest of the cost it
    could pay."""
    keywords = _tap_keywords(state, paying_for)
    if not keywords:
        return []
    symbols = list(dict.fromkeys("1" if s.isdigit() else s for s in remaining.symbols
                                 if s != "0"))
    options: list[Choice] = []
    for oid, colors, keyword in _creatures(state, player, keywords):
        name = f"{state.objects[oid].card.name}#{oid}"
        for symbol in symbols:
            if _pays(symbol, colors):
                shown = "generic mana" if symbol == "1" else f"{{{symbol}}}"
                verb = "exile" if keyword == DELVE else "tap"
                options.append(Choice("convoke", (oid, symbol, keyword),
                                      f"{keyword}: {verb} {name} to pay {shown}"))
    return options


def pay_by_convoke(ctx: Ctx, player: int, oid: int, symbol: str, remaining: ManaCost,
                   what: str, keyword: str = CONVOKE) -> ManaCost:
    """702.51a, 702.51c, 702.126a, 702.66a: tap the creature (or artifact), or exile the
    graveyard card, instead of paying `symbol`; the rest of the cost."""
    shown = "generic mana" if symbol.isdigit() else f"{{{symbol}}}"
    ctx.log(_RULES[keyword], f"{ctx.state.players[player].name} "
            f"{'exiles' if keyword == DELVE else 'taps'} {ctx.name(oid)} to pay "
            f"{shown} for {what} ({keyword})")
    if keyword == DELVE:
        ctx.exile(oid)
    else:
        ctx.tap(oid, for_cost=True)
    return without_symbol(remaining, symbol)


def convoke_sources(state: GameState, player: int, first_key: int, cost: ManaCost,
                    paying_for: int | None) -> list[tuple[SourceOffer, int, int]]:
    """The creatures (and artifacts) as offers for the payment planner, keyed from
    `first_key`: one unit of one of the creature's colors; a colorless creature's unit, and
    an improvising artifact's, is colorless mana, which pays generic mana (only offered when
    the cost has no {C} it might wrongly pay)."""
    keywords = _tap_keywords(state, paying_for)
    if not keywords:
        return []
    no_colorless_symbol = "C" not in cost.symbols
    out: list[tuple[SourceOffer, int, int]] = []
    for oid, colors, keyword in _creatures(state, player, keywords):
        outputs = tuple((c,) for c in COLORS if c in colors)
        if not outputs:
            if not no_colorless_symbol:
                continue
            outputs = (("C",),)
        out.append((SourceOffer(first_key + len(out), outputs, oid), oid, _INDEX[keyword]))
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
        if index not in _KEYWORD:
            others.append((key, output))
            continue
        unit = offer.outputs[output][0]
        symbol = _symbol_for(remaining, unit)
        obj = ctx.state.get(oid)
        if symbol is not None and obj is not None and not obj.tapped and \
                (obj.zone == "graveyard") == (index == DELVE_INDEX):
            remaining = pay_by_convoke(ctx, player, oid, symbol, remaining, what,
                                       _KEYWORD[index])
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
