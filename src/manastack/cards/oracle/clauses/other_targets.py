""""Each of up to N other target [objects]" (115.1, 601.2c). The grammar is
`other_targets.lark` beside this file."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import Desc, desc_target, targetable
from manastack.cards.oracle.semantics import ObjRef


class OtherTargetClauses:
    """The transformer methods of other_targets.lark."""

    def each_up_to_other_targets(self, c: list[Any]) -> ObjRef:
        n = int(c[0])
        desc: Desc = targetable(c[1])
        text = f"each of up to {n} other target {desc.text}"
        # 601.2c: from none to N targets; `other`: never the source (rules/targets.py).
        spec = replace(desc_target(desc, n, up_to=True, text=text), other=True)
        return sem.target_obj(spec, text, desc.filter, desc.zone)
