"""Targets (115): who may be targeted, and whether a target is still legal (608.2b)."""

from __future__ import annotations

from manastack.rules.abilities import TargetRef, TargetSpec, player_ref, ref_player
from manastack.rules.layers import Chars, characteristics
from manastack.rules.protection import has_protection, shielding
from manastack.rules.state import GameState


def can_be_targeted_by(state: GameState, ref: TargetRef, controller: int,
                       source: int | None = None) -> bool:
    """702.11b hexproof and 702.18a shroud: rules that forbid targeting an object; 702.16b
    protection: not by a spell, or an ability of a source, with the quality (`source`: the
    spell, or the ability's source)."""
    if ref_player(ref) is not None:
        return True
    obj = state.get(ref)
    if obj is None or obj.zone != "battlefield":
        return True     # 113.6: a card's static abilities work only on the battlefield
    chars = characteristics(state, ref)
    if chars.has("shroud"):
        return False
    if chars.has("hexproof") and chars.controller != controller:
        return False
    return source is None or not _protected(state, chars, source)


def _protected(state: GameState, chars: Chars, source: int) -> bool:
    if not has_protection(chars) or (source not in state.objects and source not in state.lki):
        return False
    return shielding(chars, characteristics(state, source)) is not None


def source_allows(state: GameState, spec: TargetSpec, ref: TargetRef, controller: int,
                  source: int | None) -> bool:
    """Whether a requirement that depends on the source (`TargetSpec.by_source`) allows it."""
    return spec.by_source is None or spec.by_source(state, ref, controller, source)


def candidates(state: GameState, spec: TargetSpec, controller: int,
               exclude: tuple[TargetRef, ...] = (), source: int | None = None
               ) -> list[TargetRef]:
    """Every legal choice for one target (115.1, 601.2c), players first, then objects;
    `source`: the spell, or the ability's source (702.16b)."""
    out: list[TargetRef] = []
    for p in state.players:
        if p.in_game:
            ref = player_ref(p.index)
            if ref not in exclude and spec.allows(state, ref, controller):
                out.append(ref)
    ids = state.zone_ids(spec.zone)
    for oid in ids:
        if oid in exclude:
            continue
        if not source_allows(state, spec, oid, controller, source):
            continue
        if spec.allows(state, oid, controller) and \
                can_be_targeted_by(state, oid, controller, source):
            out.append(oid)
    return out


def source_objects(state: GameState, source: int) -> tuple[int, ...]:
    """What "another target" excludes (115.1): the source, and the new object it became if
    it changed zones (400.7: "When this creature dies, return another target creature card
    from your graveyard" can't return the card that was this creature)."""
    old = state.lki.get(source)
    became = old.became if old is not None and source not in state.objects else None
    return (source,) if became is None else (source, became)


def still_legal(state: GameState, spec: TargetSpec, ref: TargetRef, controller: int,
                source: int | None = None) -> bool:
    """608.2b: a target is illegal if it left its zone or no longer fits the spec (or the
    spell or ability's `source` can no longer target it, 702.16b)."""
    player = ref_player(ref)
    if player is not None:
        return state.players[player].in_game and spec.allows(state, ref, controller)
    obj = state.get(ref)
    if obj is None or obj.zone != spec.zone:
        return False
    if not source_allows(state, spec, ref, controller, source):
        return False
    return spec.allows(state, ref, controller) and \
        can_be_targeted_by(state, ref, controller, source)
