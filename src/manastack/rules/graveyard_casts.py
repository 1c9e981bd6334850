"""Permissions to cast spells from a graveyard (601.3: a player may begin to cast a spell
only if a rule or effect allows it): "Once during each of your turns, you may cast a
creature spell from your graveyard." (Karador, Ghost Chieftain).

A permission is a static ability of a permanent (`GraveyardCast`): its controller may cast
a card from their own graveyard that fits it, during their turns, at the time the card's
type allows (117.1a: the permission changes where from, not when). Each use is noted in
`state.delayed` as `("cast from graveyard", permanent, turn)`, the notes of earlier turns
being dropped as a new one is made; "once during each of your turns" is once per permanent
(a permanent that leaves and returns is a new object, 400.7, with no use noted). With
several permissions that fit the card, the caster chooses which one they use."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from manastack.rules.abilities import Ability
from manastack.rules.layers import characteristics

if TYPE_CHECKING:
    from manastack.rules.context import Ctx
    from manastack.rules.layers import Chars
    from manastack.rules.state import GameState

KIND = "cast from graveyard"

__all__ = ["GraveyardCast", "castable_from_graveyard", "use_permission"]


@dataclass(frozen=True, slots=True)
class GraveyardCast(Ability):
    """601.3: its controller may cast a spell that `qualifies(state, the card's
    characteristics, the caster)` from their graveyard during each of their turns, once in
    each turn with `once_each_turn`."""

    qualifies: Callable[[GameState, Chars, int], bool]
    once_each_turn: bool = True


def _sources(state: GameState) -> tuple[int, ...]:
    return tuple(
        oid
        for oid in state.battlefield
        if any(isinstance(a, GraveyardCast) for a in state.objects[oid].card.abilities)
    )


def _used(state: GameState, source: int) -> bool:
    return any(r[0] == KIND and r[1] == source and r[2] == state.turn for r in state.delayed)


def _permissions(state: GameState, player: int, card_id: int) -> list[int]:
    """The permanents whose permission `player` may use now to cast `card_id` from their
    graveyard: theirs, during their turn (805.4c: their team's), not used this turn."""
    if player != state.active and player not in state.teammates(state.active):
        return []
    card = characteristics(state, card_id)
    if "Land" in card.types:
        return []  # 305.9: a land card is played, never cast
    found = []
    for oid in state.zone_memo(("graveyard casts",), state.battlefield, _sources, state):
        chars = characteristics(state, oid)
        if chars.controller != player:
            continue
        for ability in chars.abilities:
            if (
                isinstance(ability, GraveyardCast)
                and ability.qualifies(state, card, player)
                and not (ability.once_each_turn and _used(state, oid))
            ):
                found.append(oid)
                break
    return found


def castable_from_graveyard(state: GameState, player: int) -> list[int]:
    """The cards in `player`'s graveyard a permission lets them begin to cast now (601.3)."""
    if not state.zone_memo(("graveyard casts",), state.battlefield, _sources, state):
        return []
    return [oid for oid in state.players[player].graveyard if _permissions(state, player, oid)]


def use_permission(ctx: Ctx, player: int, card_id: int) -> bool:
    """601.3: `player` begins to cast `card_id` from their graveyard by a permanent's
    permission, choosing which if several fit; False if none allows it."""
    s = ctx.state
    found = _permissions(s, player, card_id)
    if not found:
        return False
    source = (
        found[0]
        if len(found) == 1
        else ctx.pick(player, f"the permission to cast {ctx.name(card_id)} from your graveyard", found, 1)[0]
    )
    kept = tuple(r for r in s.delayed if r[0] != KIND or r[2] == s.turn)
    s.delayed = (*kept, (KIND, source, s.turn))
    s.touch()
    ctx.log(
        "601.3",
        f"{s.players[player].name} casts {ctx.name(card_id)} from their graveyard "
        f"by the permission of {ctx.name(source)}",
    )
    return True
