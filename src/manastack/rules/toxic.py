"""Toxic (702.164): "toxic N", a keyword kept with its number ("toxic 2"); only printed (the
compiler reads it in lines of keywords alone), so a creature never has two instances that its
set of keywords would count once (702.164b).

Combat damage a creature with toxic deals to a player also gives that player poison counters
equal to the creature's total toxic value (702.164c, 120.3), checked right after each damage
event (`RULE_FOLLOWUPS`); 704.5c makes ten of them lose the game.
"""

from __future__ import annotations

from manastack.rules.abilities import ref_player
from manastack.rules.context import RULE_FOLLOWUPS, Ctx, hook_events
from manastack.rules.events import Damage, Event
from manastack.rules.layers import characteristics

_PREFIX = "toxic "


def toxic_keyword(n: int) -> str:
    return f"{_PREFIX}{n}"


def is_toxic_keyword(keyword: str) -> bool:
    return keyword.startswith(_PREFIX) and keyword[len(_PREFIX):].isdigit()


def total_toxic_value(keywords: frozenset[str] | set[str]) -> int:
    """702.164b: the sum of the N of the creature's toxic abilities."""
    return sum(int(k[len(_PREFIX):]) for k in keywords if is_toxic_keyword(k))


def poison_from_toxic(ctx: Ctx, event: Event) -> None:
    """702.164c: combat damage dealt to a player by a creature with toxic."""
    if not isinstance(event, Damage) or not event.combat:
        return
    player = ref_player(event.target)
    if player is None or ctx.state.last_known(event.source) is None:
        return
    value = total_toxic_value(characteristics(ctx.state, event.source).keywords)
    if value <= 0:
        return
    total = ctx.state.add_poison(player, value)
    ctx.log("702.164c", f"{ctx.name(event.source)} gives {ctx.state.players[player].name} "
                        f"{value} poison counter(s) (toxic; {total} in all)")


RULE_FOLLOWUPS.append(poison_from_toxic)
hook_events(poison_from_toxic, Damage)
