"""Ward (702.21): "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]."

Ward is a keyword a permanent has in its characteristics, written with its cost ("ward
{2}"), so a printed ward and one an effect gives ("Other artifacts you control have ward
{2}", layer 6) work alike. `ward_triggers` (in `context.RULE_TRIGGERS`) finds, for each
`BecameTargets` event (601.2c, 602.2b, 603.3d: the targets a spell or ability on the stack
chose), the targeted permanents with ward whose controller is an opponent of the spell's or
ability's controller: one ward trigger for each, controlled by the permanent's controller
(603.3a). Only mana costs are read; a ward with another cost doesn't compile.
"""

from __future__ import annotations

from manastack.rules.abilities import TriggeredAbility
from manastack.rules.context import RULE_TRIGGERS, Ctx, Resolving, hook_events
from manastack.rules.events import BecameTargets, Event
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.stack import INHERENT
from manastack.rules.state import GameState, PendingTrigger

__all__ = ["WARD", "is_ward_keyword", "ward_costs", "ward_keyword", "ward_triggers"]

WARD = "ward"
_PREFIX = WARD + " "


def ward_keyword(cost: ManaCost) -> str:
    """The keyword as characteristics hold it: "ward {2}"."""
    return f"{_PREFIX}{cost}"


def is_ward_keyword(keyword: str) -> bool:
    return keyword.startswith(_PREFIX) and keyword[len(_PREFIX):].startswith("{")


def ward_costs(keywords: frozenset[str] | set[str]) -> list[ManaCost]:
    """The cost of each ward keyword among `keywords`, in a fixed order."""
    return [ManaCost.parse(k[len(_PREFIX):]) for k in sorted(keywords) if is_ward_keyword(k)]


def _no_trigger(state: GameState, event: Event, source: object) -> bool:
    return False        # found by `ward_triggers`


def _counter_unless_paid(ctx: Ctx, r: Resolving) -> None:
    """702.21a: counter that spell or ability unless its controller pays the cost (118.12a:
    they may pay only if they can, 118.3)."""
    target = r.event.get("obj")
    cost_text = r.event.get("ward")
    if not isinstance(target, int) or not isinstance(cost_text, str):
        return
    spell = ctx.state.get(target)
    if spell is None or spell.zone != "stack":
        return          # it has left the stack already
    from manastack.rules.casting import can_pay_mana, pay_mana
    cost = ManaCost.parse(cost_text)
    payer = spell.controller
    what = f"{cost} for ward of {ctx.name(r.source)} so that {ctx.name(target)} isn't countered"
    if can_pay_mana(ctx.state, payer, cost) and ctx.may(payer, f"pay {what} (702.21a)"):
        pay_mana(ctx, payer, cost, what)
        return
    ctx.log("702.21a", f"ward of {ctx.name(r.source)} counters {ctx.name(target)}")
    ctx.counter(target)


WARD_ABILITY = TriggeredAbility(
    "Ward: whenever this permanent becomes the target of a spell or ability an opponent "
    "controls, counter that spell or ability unless that player pays the ward cost.",
    _no_trigger, _counter_unless_paid)
INHERENT[WARD] = (WARD_ABILITY,)


def ward_triggers(state: GameState, event: Event, order: int) -> list[PendingTrigger]:
    """702.21a: a ward trigger for each ward of each permanent the spell or ability
    targets whose controller is an opponent of its controller."""
    if not isinstance(event, BecameTargets):
        return []
    spell = state.get(event.obj)
    if spell is None:
        return []
    opponents = state.opponents(spell.controller)
    found: list[PendingTrigger] = []
    for oid in dict.fromkeys(t for t in spell.targets if isinstance(t, int) and t >= 0):
        if oid not in state.battlefield:
            continue
        chars = characteristics(state, oid)
        if chars.controller not in opponents:
            continue
        for cost in ward_costs(chars.keywords):
            data = (("obj", event.obj), ("ward", str(cost)))
            found.append(PendingTrigger((WARD, 0), oid, chars.controller, data,
                                        order + len(found)))
    return found


RULE_TRIGGERS.append(ward_triggers)
hook_events(ward_triggers, BecameTargets)
