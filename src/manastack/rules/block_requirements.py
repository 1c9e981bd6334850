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
MUST_BE_BLOCKED = "must be blocked if able"


def unmet_requirements(state: GameState, pairs: Iterable[tuple[int, int]],
                       blocks: list[tuple[int, int]]) -> list[int]:
    """509.1c: the creatures that must block but don't yet, and the attackers that must be
    blocked but aren't yet, among the legal (blocker, attacker) `pairs`, given the `blocks`
    declared so far."""
    pairs = list(pairs)
    blocking = {b for b, _ in blocks}
    unmet: list[int] = _unblocked_requirements(state, pairs, blocks)
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


def _unblocked_requirements(state: GameState, pairs: list[tuple[int, int]],
                            blocks: list[tuple[int, int]]) -> list[int]:
    """509.1c: "[this creature] must be blocked if able": the attackers with the
    requirement that no creature blocks, though one could (two, for an attacker with
    menace, 702.111b) that blocks no other such attacker: blocking with it would obey
    one requirement more, so the declaration can't end yet."""
    blocked = {a for _, a in blocks}
    required = {a for _, a in pairs if a not in blocked
                and MUST_BE_BLOCKED in characteristics(state, a).rules}
    if not required:
        return []
    bound = {b for b, a in blocks if MUST_BE_BLOCKED in characteristics(state, a).rules}
    unmet: list[int] = []
    for attacker in sorted(required):
        able = {b for b, a in pairs if a == attacker and b not in bound}
        if len(able) >= (2 if characteristics(state, attacker).has("menace") else 1):
            unmet.append(attacker)
    return unmet
