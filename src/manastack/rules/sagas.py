"""Saga cards (714): chapter abilities, lore counters and the sacrifice after the last chapter.

A chapter symbol is a triggered ability (714.2): `chapter_ability` makes one per Roman
numeral (714.2c), triggering when lore counters put onto the Saga (on the battlefield, or
as it enters, 122.6) take their number from below the chapter's to at least it (714.2b).
The lore counters come as the Saga enters (714.3a, `SAGA_ENTERS`, a replacement of the
event of entering, 614.1c) and as its controller's precombat main phase begins (714.3b,
`add_lore_counters`, a turn-based action of `turns.py`); `finished_sagas` is the
state-based action of 714.4 (704.5s), asked by `sba.py`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from manastack.rules.abilities import Effect, ReplacementAbility, TargetSpec, TriggeredAbility
from manastack.rules.context import Ctx
from manastack.rules.events import AddCounters, Event, ZoneMove
from manastack.rules.layers import Chars, characteristics
from manastack.rules.stack import ability_for
from manastack.rules.state import ZONES, GameObject, GameState

__all__ = ["LORE", "SAGA_ENTERS", "ChapterAbility", "add_lore_counters", "chapter_ability",
           "final_chapter_number", "finished_sagas", "is_saga"]

LORE = "lore"


@dataclass(frozen=True, slots=True)
class ChapterAbility(TriggeredAbility):
    """714.2: the triggered ability a chapter symbol stands for; `chapter` is its N."""

    chapter: int = 0


def chapter_ability(text: str, chapter: int, effect: Effect,
                    targets: tuple[TargetSpec, ...] = ()) -> ChapterAbility:
    """714.2b: "{rN}—[Effect]" means "When one or more lore counters are put onto this
    Saga, if the number of lore counters on it was less than N and became at least N,
    [effect]." """
    def triggers(state: GameState, event: Event, source: GameObject) -> bool:
        added = lore_put_on(event, source)
        if not added:
            return False
        after = source.counters.get(LORE, 0)
        return after - added < chapter <= after
    return ChapterAbility(text, triggers, effect, targets, chapter=chapter)


def lore_put_on(event: Event, source: GameObject) -> int:
    """How many lore counters `event` put onto `source`: on the battlefield, or as it
    entered (122.6)."""
    if isinstance(event, AddCounters):
        return event.amount if event.obj == source.id and event.kind == LORE else 0
    if isinstance(event, ZoneMove) and event.new_id == source.id \
            and event.to_zone == "battlefield":
        return sum(n for kind, n in event.counters if kind == LORE)
    return 0


def is_saga(chars: Chars) -> bool:
    """A Saga with one or more chapter abilities: the kind 714.3b and 714.4 speak of."""
    return "Saga" in chars.subtypes and any(isinstance(a, ChapterAbility)
                                            for a in chars.abilities)


def final_chapter_number(chars: Chars) -> int:
    """714.2d: the greatest chapter number among its chapter abilities (0 with none)."""
    return max((a.chapter for a in chars.abilities if isinstance(a, ChapterAbility)),
               default=0)


# -- 714.3a: the lore counter a Saga enters with ----------------------------------------
def _saga_enters(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, ZoneMove) and event.obj == source.id \
        and event.to_zone == "battlefield" and "Saga" in source.card.subtypes \
        and event.face_down is None      # 708.2a: a face-down permanent has no subtypes


def _with_lore_counter(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    assert isinstance(event, ZoneMove)
    return dataclasses.replace(event, counters=(*event.counters, (LORE, 1)))


SAGA_ENTERS = ReplacementAbility(
    "As this Saga enters, its controller puts a lore counter on it (714.3a).",
    _saga_enters, _with_lore_counter, zones=ZONES)


# -- 714.3b: the turn-based action ------------------------------------------------------
def add_lore_counters(ctx: Ctx) -> None:
    """714.3b: as a player's precombat main phase begins, they put a lore counter on each
    Saga they control with one or more chapter abilities (the stack isn't used)."""
    s = ctx.state
    players = s.teammates(s.active)
    printed_only = not s.has_continuous_effects()
    for oid in s.battlefield:
        if printed_only and "Saga" not in s.objects[oid].card.subtypes:
            continue
        c = characteristics(s, oid)
        if c.controller in players and is_saga(c):
            ctx.log("714.3b", f"{s.players[c.controller].name} puts a lore counter on "
                    f"{ctx.name(oid)}")
            ctx.add_counters(oid, LORE, 1)


# -- 714.4: the state-based action ------------------------------------------------------
def finished_sagas(state: GameState, chars: dict[int, Chars]) -> list[int]:
    """714.4 (704.5s): the Sagas (among the permanents `chars` holds) with at least their
    final chapter number of lore counters and no chapter ability of theirs waiting to be
    put on the stack or on it: their controllers sacrifice them."""
    out: list[int] = []
    for oid, c in chars.items():
        if not is_saga(c) or c.obj.counters.get(LORE, 0) < final_chapter_number(c):
            continue
        if not _chapter_pending(state, oid):
            out.append(oid)
    return out


def _chapter_pending(state: GameState, oid: int) -> bool:
    """Whether a chapter ability of `oid` has triggered and not yet left the stack."""
    for pending in state.pending_triggers:
        if pending.source == oid and isinstance(
                ability_for(state, pending.ability_key, oid), ChapterAbility):
            return True
    for item in state.stack:
        obj = state.objects[item]
        if obj.source == oid and obj.ability_key is not None and isinstance(
                ability_for(state, obj.ability_key, oid), ChapterAbility):
            return True
    return False
