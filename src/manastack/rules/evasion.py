"""Evasion abilities and blocking restrictions (509.1b): which creature may block which.

`block_restriction` names the rule that forbids a block, or None. Flying and reach
(702.9b, 702.17b) and "can't block" / "can't be blocked" stay in `combat.can_block`; the
evasion keywords here are fear (702.36b), intimidate (702.13b), landwalk (702.14c), shadow
(702.28b), horsemanship (702.31b), skulk (702.118b) and protection (702.16f), and the
restrictions "can block only creatures with flying" and "can't be blocked except by [objects]" (509.1b).
"""

from __future__ import annotations

from collections.abc import Callable

from manastack.rules.layers import Chars, characteristics
from manastack.rules.protection import has_protection, shielding
from manastack.rules.state import GameState

# 702.14a, 702.14c: "[type]walk" with a basic land type.
LANDWALK = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp",
            "mountainwalk": "Mountain", "forestwalk": "Forest"}
EVASION_KEYWORDS = frozenset({"fear", "intimidate", "shadow", "horsemanship", "skulk",
                              *LANDWALK})
BLOCKS_ONLY_FLYING = "can block only creatures with flying"
# 509.1b: "can't be blocked except by [objects]": each marker's test of a blocker, as
# (state, blocker, attacker) -> allowed; registered as the card text is compiled.
BLOCKED_ONLY_BY: dict[str, Callable[[GameState, Chars, Chars], bool]] = {}


# 509.1b: "[This creature] can't block [creatures]": each marker of the blocker's test of an
# attacker, as (state, blocker, attacker) -> forbidden; registered as card text is compiled.
CANT_BLOCK_DESCRIBED: dict[str, Callable[[GameState, Chars, Chars], bool]] = {}


def cant_block_described(text: str, forbids: Callable[[GameState, Chars, Chars], bool]) -> str:
    """The rules marker of "can't block `text`" (509.1b): the creature may block any
    attacker `forbids` doesn't name."""
    marker = f"can't block {text}"
    CANT_BLOCK_DESCRIBED.setdefault(marker, forbids)
    return marker


def blocked_only_by(text: str, allows: Callable[[GameState, Chars, Chars], bool]) -> str:
    """The rules marker of "can't be blocked except by `text`" (509.1b); `allows` judges a
    blocker."""
    marker = f"can't be blocked except by {text}"
    BLOCKED_ONLY_BY.setdefault(marker, allows)
    return marker


def cant_be_blocked_by(text: str, forbids: Callable[[GameState, Chars, Chars], bool]) -> str:
    """The rules marker of "can't be blocked by `text`" (509.1b): a block is allowed
    unless `forbids` it."""
    marker = f"can't be blocked by {text}"
    BLOCKED_ONLY_BY.setdefault(marker, lambda state, blocker, attacker:
                               not forbids(state, blocker, attacker))
    return marker


def block_restriction(state: GameState, blocker: Chars, attacker: Chars) -> str | None:
    """The rule that keeps `blocker` from blocking `attacker`, or None (509.1b)."""
    if attacker.has("fear") and not (blocker.is_("Artifact") or "B" in blocker.colors):
        return "702.36b: a creature with fear can be blocked only by artifact or black creatures"
    if attacker.has("intimidate") and not (blocker.is_("Artifact")
                                           or blocker.colors & attacker.colors):
        return ("702.13b: a creature with intimidate can be blocked only by artifact creatures "
                "and creatures that share a color with it")
    if attacker.has("shadow") != blocker.has("shadow"):
        return ("702.28b: a creature with shadow blocks and is blocked only by creatures with "
                "shadow")
    if attacker.has("horsemanship") and not blocker.has("horsemanship"):
        return ("702.31b: a creature with horsemanship can't be blocked by creatures without "
                "horsemanship")
    if attacker.has("skulk") and (blocker.power or 0) > (attacker.power or 0):
        return "702.118b: a creature with skulk can't be blocked by creatures with greater power"
    for keyword, land_type in LANDWALK.items():
        if attacker.has(keyword) and _controls_land(state, blocker.controller, land_type):
            return (f"702.14c: a creature with {keyword} can't be blocked while the defending "
                    f"player controls a {land_type}")
    for marker in sorted(attacker.rules) if BLOCKED_ONLY_BY else ():
        allows = BLOCKED_ONLY_BY.get(marker)
        if allows is not None and not allows(state, blocker, attacker):
            return f"509.1b: this creature {marker}"
    shield = shielding(attacker, blocker) if has_protection(attacker) else None
    if shield is not None:
        return f"702.16f: an attacking creature with {shield} can't be blocked by it"
    for marker in sorted(blocker.rules) if CANT_BLOCK_DESCRIBED else ():
        forbids = CANT_BLOCK_DESCRIBED.get(marker)
        if forbids is not None and forbids(state, blocker, attacker):
            return f"509.1b: this creature {marker}"
    if BLOCKS_ONLY_FLYING in blocker.rules and not attacker.has("flying"):
        return "509.1b: this creature can block only creatures with flying"
    return None


def _controls_land(state: GameState, player: int, land_type: str) -> bool:
    for obj in state.permanents():
        c = characteristics(state, obj.id)
        if c.controller == player and c.is_("Land") and land_type in c.subtypes:
            return True
    return False
