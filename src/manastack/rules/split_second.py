"""Split second (702.61): "As long as this spell is on the stack, players can't cast other
spells or activate abilities that aren't mana abilities." (702.61a). Mana abilities and
special actions stay open (702.61b: turning a face-down permanent face up, 116.2b), and
triggered abilities trigger as usual; `casting.priority_options` asks `split_second_on_stack`.
"""

from __future__ import annotations

from manastack.rules.layers import characteristics
from manastack.rules.state import GameState

SPLIT_SECOND = "split second"


def split_second_on_stack(state: GameState) -> bool:
    """702.61a: a spell (a cast card or a copy, not an ability) with split second is on the
    stack."""
    return any(state.objects[oid].kind != "ability"
               and characteristics(state, oid).has(SPLIT_SECOND) for oid in state.stack)
