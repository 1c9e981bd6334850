"""Ninjutsu (702.49a): "[Cost], Reveal this card from your hand, Return an unblocked attacking
creature you control to its owner's hand: Put this card onto the battlefield from your hand
tapped and attacking." An activated ability of the card in its owner's hand (113.6).

The creature returned for the cost was attacking someone: `casting.pay_costs` notes that
player, planeswalker or battle on the ability (`RETURNED_ATTACKING` in its `chosen`), and
the card enters attacking it, unblocked (702.49c); it never "attacked" (508.4). The card is
revealed as the ability is activated (702.49b: `ActivatedAbility.reveal_source`).
"""

from __future__ import annotations

from dataclasses import replace

from manastack.rules.abilities import ActivatedAbility, Cost, ref_player
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import ZoneMove
from manastack.rules.layers import Chars, characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.state import GameState

__all__ = ["RETURNED_ATTACKING", "ninjutsu"]

# The key in an ability's `chosen`: what the attacking creature returned for its cost was
# attacking (a player reference or a permanent's id, as in `Combat.attackers`).
RETURNED_ATTACKING = "returned attacking"


def _unblocked_attacker(state: GameState, chars: Chars, source: int) -> bool:
    """509.1h: an attacking creature no creature blocks, once blockers are declared."""
    combat = state.combat
    oid = chars.obj.id
    return (
        combat is not None
        and combat.blocks_declared
        and oid in combat.attacker_ids
        and oid not in combat.blocked
    )


def ninjutsu(cost: ManaCost) -> ActivatedAbility:
    """The ability "Ninjutsu [cost]" (702.49a)."""
    words = "unblocked attacking creature you control"
    return ActivatedAbility(
        f"Ninjutsu {cost}",
        Cost(mana=cost, return_to_hand=(1, words, _unblocked_attacker)),
        _put_attacking,
        zones=("hand",),
        reveal_source=True,
    )


def _put_attacking(ctx: Ctx, r: Resolving) -> None:
    """702.49a, 702.49c: the card, still in its owner's hand, enters tapped and attacking what
    the returned creature was attacking (508.4a: entering all the same, but not attacking,
    if that player left the game or that permanent left the battlefield)."""
    s = ctx.state
    card = s.objects.get(r.source)
    if card is None or card.zone != "hand":
        ctx.log("702.49a", f"{ctx.name(r.source)} is no longer in a hand: ninjutsu does nothing")
        return
    done = ctx.perform(
        ZoneMove(r.source, "battlefield", "put", controller=r.controller, tapped=True, rule="702.49a")
    )
    new = done.new_id if isinstance(done, ZoneMove) else None
    ability = s.objects.get(r.obj) or s.lki.get(r.obj)
    attacked = ability.chosen.get(RETURNED_ATTACKING) if ability is not None else None
    combat = s.combat
    if new is None or new not in s.battlefield or combat is None or attacked is None:
        return
    defender = int(attacked)
    if not _still_attackable(s, defender):
        ctx.log("508.4a", f"{ctx.name(new)} enters, but not attacking")
        return
    s.combat = replace(combat, attackers=(*combat.attackers, (new, defender)))
    s.touch()
    ctx.log("508.4", f"{ctx.name(new)} enters tapped and attacking {ctx.name(defender)}, unblocked (702.49c)")


def _still_attackable(state: GameState, defender: int) -> bool:
    player = ref_player(defender)
    if player is not None:
        return state.players[player].in_game
    obj = state.objects.get(defender)
    if obj is None or obj.zone != "battlefield":
        return False
    chars = characteristics(state, defender)
    return chars.is_("Planeswalker") or chars.is_("Battle")
