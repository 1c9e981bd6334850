"""Jump-start (702.133a): "You may cast this card from your graveyard if the resulting spell
is an instant or sorcery spell by discarding a card as an additional cost to cast it" and
"If this spell was cast using its jump-start ability, exile this card instead of putting it
anywhere else any time it would leave the stack." (`rules/spell_costs.py`: a permission to
cast from the graveyard whose cost is the mana cost plus the discard, and `leaves_stack_to`).

The grammar is `jump_start.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.rules.abilities import Cost
from manastack.rules.spell_costs import AlternativeCost


class JumpStartClauses:
    """The transformer methods of jump_start.lark."""

    def jump_start(self, c: list[Any]) -> tuple[str, Any]:
        return ("spell cost", AlternativeCost("Jump-start", "jump-start", Cost(discard=1),
                                              zone="graveyard", plus_mana_cost=True))
