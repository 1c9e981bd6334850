"""Day and night (730) and the daybound and nightbound keywords (702.145).

The game's designation is `state.day_night`: "" (neither, as the game starts, 730.1),
"day" or "night". It changes in the untap step by the previous turn's spells (502.2,
730.2), and as soon as a player controls a permanent with daybound or nightbound while it
is neither (702.145d, 702.145g). A daybound permanent front face up while it is night, or
a nightbound one back face up while it is day, transforms at once, not as a state-based
action (702.145c, 702.145f); daybound and nightbound permanents transform in no other way
(702.145b, 702.145e), and a daybound card enters transformed at night (702.145b,
`transform.entering_face`).
"""

from __future__ import annotations

from manastack.rules.context import RULE_FOLLOWUPS, RULE_PROHIBITIONS, Ctx, hook_events
from manastack.rules.events import Event, Transform
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState

__all__ = ["DAY_NIGHT_RULE", "check_day_night", "check_untap_step", "forbids_transforming"]

DAY_NIGHT_RULE = "702.145"
BOUND = ("daybound", "nightbound")


def forbids_transforming(state: GameState, event: Event) -> tuple[str, str] | None:
    """702.145b, 702.145e: a permanent with daybound or nightbound transforms only by them
    (a prohibition, 101.2: the event doesn't happen)."""
    if not isinstance(event, Transform) or event.rule.startswith(DAY_NIGHT_RULE) or \
            event.obj not in state.objects:
        return None
    keywords = characteristics(state, event.obj).keywords
    if any(k in keywords for k in BOUND):
        return ("702.145b", "a permanent with daybound or nightbound transforms only by them "
                "(702.145b, 702.145e)")
    return None


def check_untap_step(ctx: Ctx) -> None:
    """502.2, 730.2: by the spells the previous turn's active player (team, 502.2a) cast,
    day becomes night or night becomes day; neither stays neither (730.2c)."""
    s = ctx.state
    if not s.day_night or s.last_active is None:
        return
    counts = [s.players[p].spells_cast_last_turn for p in s.teammates(s.last_active)]
    if s.day_night == "day" and not any(counts):
        _become(ctx, "night", "730.2a")
    elif s.day_night == "night" and max(counts) >= 2:
        _become(ctx, "day", "730.2b")


def check_day_night(ctx: Ctx, event: Event | None = None) -> None:
    """After each event: 702.145d and 702.145g make it day or night, then 702.145c and
    702.145f transform the permanents that don't match it."""
    s = ctx.state
    bound = s.zone_memo("day/night", s.battlefield, _bound_permanents, s)
    if not bound:
        return
    if not s.day_night:
        if any("daybound" in characteristics(s, oid).keywords for oid in bound):
            _become(ctx, "day", "702.145d")
        elif any("nightbound" in characteristics(s, oid).keywords for oid in bound):
            _become(ctx, "night", "702.145g")
        else:
            return
    keyword, rule = ("daybound", "702.145c") if s.day_night == "night" else \
        ("nightbound", "702.145f")
    for oid in bound:
        if oid in s.objects and keyword in characteristics(s, oid).keywords:
            ctx.log(rule, f"it is {s.day_night}: {ctx.name(oid)} transforms")
            ctx.transform(oid, rule)


def _bound_permanents(state: GameState) -> tuple[int, ...]:
    """Permanents whose printed face has daybound or nightbound (those are double-faced
    cards' faces, 702.145a; no effect in the engine grants either keyword)."""
    return tuple(oid for oid in state.battlefield
                 if any(k in state.objects[oid].card.keywords for k in BOUND))


def _become(ctx: Ctx, designation: str, rule: str) -> None:
    ctx.state.day_night = designation
    ctx.log(rule, f"it becomes {designation} (730.1)")


RULE_FOLLOWUPS.append(check_day_night)
RULE_PROHIBITIONS.append(forbids_transforming)
hook_events(forbids_transforming, Transform)
