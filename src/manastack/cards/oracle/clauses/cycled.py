"""Abilities that trigger when their card is cycled (702.29c). The grammar is
`cycled.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.abilities import ActivatedAbility
from manastack.rules.events import AbilityActivated, Event
from manastack.rules.stack import ability_for
from manastack.rules.state import GameObject, GameState

# 702.29c: "from whatever zone the card winds up in after it's cycled" (the zones whose
# cards the engine watches; a cycled card is discarded, 701.9a).
CYCLED_ZONES = ("graveyard", "hand", "exile")


def cycled(state: GameState, event: Event, source: GameObject) -> bool:
    """702.29c: the card `source` was discarded to pay the cost of a cycling or typecycling
    ability that was just activated."""
    if not isinstance(event, AbilityActivated):
        return False
    card = state.lki.get(event.source)
    ability = state.objects.get(event.obj)
    if card is None or card.became != source.id or ability is None \
            or ability.ability_key is None:
        return False
    activated = ability_for(state, ability.ability_key, event.source)
    return isinstance(activated, ActivatedAbility) and activated.cost.discard_self \
        and "hand" in activated.zones


class CycledClauses:
    """The transformer methods of cycled.lark."""

    def cycle_self_trigger(self, c: list[Any]) -> TriggerIR:
        return TriggerIR(cycled, zones=CYCLED_ZONES)
