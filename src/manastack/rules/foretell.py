"""Foretell (702.143): "Foretell [cost]" works while the card is in its owner's hand. Any time
they have priority during their turn they may pay {2} and exile it face down, a special action
(702.143b, 116.2h); they may look at it there (702.143a, 708.5), and cast it after that turn
has ended by paying [cost] rather than its mana cost (118.9, 601.2b, 601.2f-h).

The foretold card is a face-down object in exile (`rules/face_down.py`: its card waits in
`GameObject.hidden_card`, so views and logs show other players only a face-down card); the
turn it was foretold on is kept in its `chosen` under `FORETOLD`, so it is lost with the object
as the card leaves exile (400.7). Cast from there, it is turned face up as it moves to the
stack (708.9).
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.rules.abilities import CardDef, Cost
from manastack.rules.context import Ctx
from manastack.rules.decisions import Choice
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import AlternativeCost
from manastack.rules.state import GameObject, GameState

__all__ = [
    "FORETELL_COST",
    "FORETOLD",
    "KEYWORD",
    "Foretell",
    "foretell",
    "foretell_ability",
    "foretell_choices",
    "foretell_of",
    "foretold_cards",
    "is_foretold",
]

FORETOLD = "foretold"  # the key in GameObject.chosen: the turn the card was foretold on
FORETELL_COST = ManaCost.parse("{2}")  # 702.143a, 116.2h
KEYWORD = "foretell"


@dataclass(frozen=True, slots=True)
class Foretell(AlternativeCost):
    """702.143a: the alternative cost of a foretold card cast from exile (its `condition`:
    foretold by the caster on an earlier turn); the card's having it is what allows the
    special action from the hand."""


def foretell_ability(cost: ManaCost) -> Foretell:
    """The ability "Foretell [cost]" of a card."""
    return Foretell(f"Foretell {cost}", KEYWORD, Cost(mana=cost), zone="exile", condition=_foretold_earlier)


def foretell_of(card: CardDef) -> Foretell | None:
    for ability in card.abilities:
        if isinstance(ability, Foretell):
            return ability
    return None


def is_foretold(obj: GameObject) -> bool:
    """702.143c: a card put into exile by the special action of a foretell ability."""
    return obj.zone == "exile" and FORETOLD in obj.chosen


def spell_was_foretold(state: GameState, oid: int) -> bool:
    """702.143c: whether the spell `oid` (or as it last existed) was a foretold card before
    it was cast, whatever cost was paid for it."""
    obj = state.last_known(oid)
    return obj is not None and obj.zone == "stack" and FORETOLD in obj.chosen


def _foretold_earlier(state: GameState, player: int, oid: int) -> bool:
    """702.143a: its owner may cast it after the turn it was foretold on has ended."""
    obj = state.objects[oid]
    turn = obj.chosen.get(FORETOLD)
    return turn is not None and obj.owner == player and int(turn) < state.turn


def foretold_cards(state: GameState, player: int) -> list[int]:
    """The foretold cards in `player`'s exile they may cast for a foretell cost now (as far
    as the turn goes, 702.143a: timing and costs are `casting.can_cast`'s)."""
    return [
        oid
        for oid in state.players[player].exile
        if FORETOLD in state.objects[oid].chosen and _foretold_earlier(state, player, oid)
    ]


def _foretell_cards(state: GameState, hand: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(oid for oid in hand if foretell_of(state.objects[oid].card) is not None)


def foretell_choices(state: GameState, player: int) -> list[Choice]:
    """116.2h: the cards with foretell in `player`'s hand they may foretell now: during
    their turn (805.4c: their team's), if they can pay {2}."""
    if player != state.active and player not in state.teammates(state.active):
        return []
    p = state.players[player]
    found: tuple[int, ...] = state.zone_memo(("foretell", player), p.hand, _foretell_cards, state, p.hand)
    if not found:
        return []
    from manastack.rules.casting import can_pay_mana
    if not can_pay_mana(state, player, FORETELL_COST):
        return []
    return [
        Choice("foretell", (oid,), f"foretell {state.objects[oid].card.name}#{oid} for {{2}} (702.143a)")
        for oid in found
    ]


def foretell(ctx: Ctx, player: int, oid: int) -> None:
    """702.143a-b: pay {2}, then exile the card from the hand face down; its owner knows it
    (708.5), the others see a face-down card."""
    from manastack.rules.casting import pay_mana
    from manastack.rules.context import RulesError

    s = ctx.state
    name = s.objects[oid].card.name
    pay_mana(ctx, player, FORETELL_COST, f"foretelling {name}#{oid}")
    new = ctx.move(oid, "exile", "exile", face_down=KEYWORD)
    if new is None:
        raise RulesError(f"{name}#{oid} could not be foretold")
    s.obj_w(new).chosen[FORETOLD] = str(s.turn)
    ctx.log("702.143a", f"{s.players[player].name} foretells {ctx.name(new)}")
