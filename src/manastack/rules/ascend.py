"""Ascend and the city's blessing (702.131).

The city's blessing is a designation of a player (702.131c, `Player.citys_blessing`), kept
for the rest of the game. Ascend on an instant or sorcery is a spell ability, checked as the
spell resolves (702.131a, `ascend_on_resolution`); on a permanent it is a static ability
that gives the blessing any time its controller controls ten or more permanents
(702.131b): checked after every event (`RULE_FOLLOWUPS`), at once while no permanent on the
battlefield was printed with ascend.
"""

from __future__ import annotations

from manastack.rules.context import RULE_FOLLOWUPS, Ctx, Resolving
from manastack.rules.events import Event
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState

ASCEND = "ascend"
PERMANENTS_NEEDED = 10          # 702.131a-b: "ten or more permanents"


def has_citys_blessing(state: GameState, player: int) -> bool:
    """702.131c."""
    return state.players[player].citys_blessing


def permanents_controlled(state: GameState, player: int) -> int:
    return sum(1 for oid in state.battlefield if characteristics(state, oid).controller == player)


def ascend(ctx: Ctx, player: int, rule: str) -> None:
    """702.131a-b: the player gets the city's blessing if they control ten or more
    permanents and don't have it yet."""
    s = ctx.state
    if has_citys_blessing(s, player) or not s.players[player].in_game or \
            permanents_controlled(s, player) < PERMANENTS_NEEDED:
        return
    s.player_w(player).citys_blessing = True
    s.touch()          # 702.131d: continuous effects see the designation at once
    ctx.log(rule, f"{ctx.name(-1 - player)} controls {PERMANENTS_NEEDED} or more permanents "
                  "and gets the city's blessing for the rest of the game")


def ascend_on_resolution(ctx: Ctx, r: Resolving) -> None:
    """702.131a: an instant's or sorcery's ascend, as the spell resolves."""
    ascend(ctx, r.controller, "702.131a")


def _printed_with_ascend(state: GameState) -> tuple[int, ...]:
    return tuple(oid for oid in state.battlefield if ASCEND in state.objects[oid].card.keywords)


def check_ascend(ctx: Ctx, event: Event) -> None:
    """702.131b: after each event, each player without the blessing who controls a permanent
    with ascend and ten or more permanents gets it."""
    s = ctx.state
    printed = s.zone_memo("ascend", s.battlefield, _printed_with_ascend, s)
    if not printed:
        return
    for oid in printed:
        if oid not in s.objects:
            continue
        chars = characteristics(s, oid)
        if ASCEND in chars.keywords and not has_citys_blessing(s, chars.controller):
            ascend(ctx, chars.controller, "702.131b")


RULE_FOLLOWUPS.append(check_ascend)
