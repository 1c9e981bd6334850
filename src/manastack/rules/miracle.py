"""Miracle (702.94a): "Miracle [cost]" means "You may reveal this card from your hand as you
draw it if it's the first card you've drawn this turn. When you reveal this card this way,
you may cast it by paying [cost] rather than its mana cost."

The reveal is asked right after the draw (a `RULE_FOLLOWUPS` hook on the `Draw` event,
which `drawn_record` tells the drawn card of); revealing puts the linked triggered ability
(603.11) into `state.pending_triggers`, from the card itself. As it resolves, the player
may cast the card if it is still in their hand (400.7), at once and whatever its type
(608.2g), for the miracle cost as its alternative cost (118.9); no other rule offers that
cost. 702.94b: the card stays revealed (knowledge.reveal) until it leaves the hand.
"""

from __future__ import annotations

from manastack.rules import knowledge
from manastack.rules.abilities import TriggeredAbility
from manastack.rules.context import RULE_FOLLOWUPS, Ctx, Resolving, hook_events
from manastack.rules.events import Draw, Event
from manastack.rules.granted import ability_key
from manastack.rules.state import GameObject, GameState, PendingTrigger

KEYWORD = "miracle"


def miracle_trigger(text: str) -> TriggeredAbility:
    """702.94a: the triggered half of "Miracle [cost]", put on the stack only by
    `_offer_reveal` (it triggers on no event of its own)."""
    return TriggeredAbility(text, _never, _may_cast, zones=("hand",))


def _never(state: GameState, event: Event, source: GameObject) -> bool:
    return False


def _drawn_card(ctx: Ctx, event: Draw) -> GameObject | None:
    """The card the draw put into the hand, if it is the player's first this turn."""
    s = ctx.state
    if s.stage == "mulligan":
        return None         # 103.5: an opening hand is drawn before any turn
    player = s.players[event.player]
    if player.drawn_this_turn != 1 or not player.drawn_record:
        return None
    turn, new_id, _ = player.drawn_record[-1]
    card = s.get(new_id)
    if turn != s.turn or card is None or card.zone != "hand":
        return None
    return card


def _offer_reveal(ctx: Ctx, event: Event) -> None:
    """702.94a: the player may reveal a miracle card they draw as their first this turn."""
    if not isinstance(event, Draw):
        return
    card = _drawn_card(ctx, event)
    if card is None:
        return
    for index, ability in enumerate(card.card.abilities):
        if isinstance(ability, TriggeredAbility) and ability.effect is _may_cast and \
                ctx.may(event.player, f"reveal {ctx.name(card.id)} for its miracle (702.94a)?"):
            s = ctx.state
            knowledge.reveal(s, [card.id])
            ctx.log("702.94a", f"{s.players[event.player].name} reveals {ctx.name(card.id)} "
                    "(miracle)")
            pending = PendingTrigger(ability_key(card.card.name, index, ability), card.id,
                                     event.player, (), len(s.pending_triggers))
            s.pending_triggers = (*s.pending_triggers, pending)
            return


def _may_cast(ctx: Ctx, r: Resolving) -> None:
    from manastack.rules.casting import can_cast, cast_spell

    s = ctx.state
    card = s.get(r.source)
    if card is None or card.zone != "hand":
        return          # 400.7: it left the hand: a new object
    if can_cast(s, card.owner, card.id, None, KEYWORD) and \
            ctx.may(card.owner, f"cast {ctx.name(card.id)} for its miracle cost (702.94a)?"):
        cast_spell(ctx, card.owner, card.id, method=KEYWORD)


if _offer_reveal not in RULE_FOLLOWUPS:
    RULE_FOLLOWUPS.append(_offer_reveal)
    hook_events(_offer_reveal, Draw)
