"""What an ability's costs did, used by its effect (118.3, 608.2h): "where X is the
sacrificed creature's power" (the permanent a cost sacrificed, as it last existed on the
battlefield) and "for each +1/+1 counter removed this way" (the counters a cost removed,
among them "Remove all +1/+1 counters from ~"). Without a cost that sacrificed, "the
sacrificed creature" is the one an earlier instruction of the effect sacrificed. The costs
note what they did on the spell or ability they paid for (`rules/cost_records.py`). The
grammar is `cost_records.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.clauses.create_for_each import SACRIFICED
from manastack.cards.oracle.forms import CounterKind
from manastack.cards.oracle.semantics import Amount
from manastack.rules.context import Ctx, Resolving
from manastack.rules.cost_records import cost_sacrificed, counters_removed
from manastack.rules.layers import characteristics


class CostRecordClauses:
    """The transformer methods of cost_records.lark."""

    def remove_all_counters_cost(self, c: list[Any]) -> tuple[str, Any]:
        kind = next(x for x in c if isinstance(x, CounterKind))
        return ("remove_all_counters", kind.kind)

    def sacrificed_number(self, c: list[Any]) -> Amount:
        which = " ".join(str(t) for t in c if isinstance(t, Token))  # "power", "mana value"

        def value(ctx: Ctx, r: Resolving) -> int:
            # The cost's sacrifice, else the one an earlier instruction made (608.2c).
            ids = cost_sacrificed(r.event) or [int(oid) for oid in r.event.get(SACRIFICED, ())]
            ids = [oid for oid in ids if ctx.state.last_known(oid) is not None]
            if len(ids) != 1:
                return 0  # no single permanent was sacrificed
            chars = characteristics(ctx.state, ids[0])  # 608.2h: as it last existed
            if which == "mana value":
                return chars.obj.card.mana_value()  # 202.3
            number = chars.power if which == "power" else chars.toughness
            return max(0, number or 0)  # 107.1b

        return Amount(count=value)

    def counters_removed_this_way(self, c: list[Any]) -> Amount:
        kind = next((x.kind for x in c if isinstance(x, CounterKind)), None)

        def removed(ctx: Ctx, r: Resolving) -> int:
            return counters_removed(r.event, kind)

        return Amount(count=removed)
