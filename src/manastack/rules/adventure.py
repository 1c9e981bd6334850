"""Adventurer cards (715): an adventurer card's `extra["adventure"]` is the definition of its
Adventure, the alternative characteristics it may have as a spell (715.2); the Adventure's
`extra["whole"]` is the card again, so what leaves the stack is the card with its normal
characteristics (715.4).

`casting.py` offers the Adventure as a second way to cast the card from a hand (715.3,
`cast_face`); as an Adventure spell resolves, its controller exiles it instead of putting it
into the graveyard (715.3d, `leaves_stack_to`, asked by the zone-change handler) and may
cast it from exile, though not as an Adventure: a plain record `(ON_AN_ADVENTURE, card,
player)` in `state.delayed` says so while the card stays in exile (`exile_casts`).
"""

from __future__ import annotations

from manastack.rules.abilities import CardDef
from manastack.rules.context import RULE_FOLLOWUPS, Ctx, hook_events
from manastack.rules.events import Event, ZoneMove
from manastack.rules.prototype import PROTOTYPE, prototype_of
from manastack.rules.state import GameObject, GameState

__all__ = ["ON_AN_ADVENTURE", "adventure_of", "cast_face", "exiled_on_adventure",
           "is_adventure", "leaves_stack_to", "modal_back"]

ON_AN_ADVENTURE = "on an adventure"


def adventure_of(card: CardDef) -> CardDef | None:
    """715.2: the card's Adventure, if it is an adventurer card."""
    found = card.extra.get("adventure")
    return found if isinstance(found, CardDef) else None


def is_adventure(card: CardDef) -> bool:
    """Whether `card` is the Adventure of an adventurer card (715.3b: a spell cast so)."""
    return isinstance(card.extra.get("adventurer"), CardDef)


def modal_back(card: CardDef) -> CardDef | None:
    """712.11b: a modal double-faced card's back face, which it may be cast or played as."""
    found = card.extra.get("modal_back")
    return found if isinstance(found, CardDef) else None


def cast_face(card: CardDef, half: int | None) -> CardDef:
    """The characteristics a card is cast with: a split card's chosen half (709.3), an
    adventurer card's Adventure (715.3, half 0), a modal double-faced card's back face
    (712.11b, half 1), a prototype card cast prototyped (718.3, half `PROTOTYPE`), or the
    card itself."""
    if half is None:
        return card
    if half == PROTOTYPE and (prototyped := prototype_of(card)) is not None:
        return prototyped
    halves: tuple[CardDef, ...] = card.extra.get("halves", ())
    if halves:
        return halves[half]
    other = adventure_of(card) if half == 0 else modal_back(card) if half == 1 else None
    if other is None:
        raise ValueError(f"{card.name} has no half {half} to cast")
    return other


def leaves_stack_to(obj: GameObject, to_zone: str, reason: str) -> tuple[str, str] | None:
    """715.3d: an Adventure spell that resolves is exiled instead of put into its owner's
    graveyard (countered, it goes to the graveyard as any spell)."""
    if obj.zone == "stack" and reason == "finish" and to_zone == "graveyard" \
            and is_adventure(obj.card):
        return ("exile", "715.3d")
    return None


def _follow(ctx: Ctx, event: Event) -> None:
    """715.3d: the card exiled from the stack as its Adventure resolved may be cast from
    exile by that spell's controller; the permission ends as the card leaves exile."""
    if not isinstance(event, ZoneMove):
        return
    s = ctx.state
    if s.delayed and any(r[0] == ON_AN_ADVENTURE and r[1] == event.obj for r in s.delayed):
        s.delayed = tuple(r for r in s.delayed
                          if not (r[0] == ON_AN_ADVENTURE and r[1] == event.obj))
    if event.to_zone != "exile" or event.reason != "finish" or event.new_id is None:
        return
    old = s.last_known(event.obj)
    if old is not None and is_adventure(old.card):
        s.delayed = (*s.delayed, (ON_AN_ADVENTURE, event.new_id, old.controller))
        ctx.log("715.3d", f"{s.players[old.controller].name} may cast "
                f"{ctx.name(event.new_id)} from exile")


RULE_FOLLOWUPS.append(_follow)
hook_events(_follow, ZoneMove)


def exiled_on_adventure(state: GameState, player: int) -> list[int]:
    """The cards in exile `player` may cast as 715.3d allows."""
    return [r[1] for r in state.delayed if r[0] == ON_AN_ADVENTURE and r[2] == player
            and (obj := state.get(r[1])) is not None and obj.zone == "exile"]
