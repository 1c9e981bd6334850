"""Requirements to block (509.1c): "[This creature] blocks each combat if able." and "Target
creature blocks this turn if able." (the marker `BLOCKS_IF_ABLE` in a creature's rules,
from a static ability or an effect with a duration).

The declaration of blockers may end only once every creature with the requirement that
could block without disobeying a restriction blocks (509.1c): one that can block no
attacker, or only attackers with menace no other creature blocks (702.111b), is not
required to (a creature that can't block unless a cost is paid never is, 509.1c).
"""

from __future__ import annotations

from collections.abc import Iterable

from manastack.rules.layers import characteristics
from manastack.rules.state import GameState

BLOCKS_IF_ABLE = "blocks each combat if able"


def unmet_requirements(state: GameState, pairs: Iterable[tuple[int, int]],
                       blocks: list[tuple[int, int]]) -> list[int]:
    """509.1c: the creatures that must block but don't yet, among the legal (blocker,
    attacker) `pairs`, given the `blocks` declared so far."""
    blocking = {b for b, _ in blocks}
    unmet: list[int] = []
    for blocker, attacker in pairs:
        if blocker in blocking or blocker in unmet \
                or BLOCKS_IF_ABLE not in characteristics(state, blocker).rules:
            continue
        # 702.111b: a menace attacker blocked by this creature alone is not a legal block.
        if characteristics(state, attacker).has("menace") and \
                not any(x == attacker for _, x in blocks):
            continue
        unmet.append(blocker)
    return unmet
