"""The condition "you control a [permanent]" (602.5b, 603.4): at least one permanent of the
description that the player controls, judged on its characteristics as the layers leave
them (613). The grammar is `control_a.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Condition, Desc
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState


class ControlAClauses:
    """The transformer methods of control_a.lark."""

    def control_a(self, c: list[Any]) -> Condition:
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        if desc.zone != "battlefield":
            raise Unsupported(f"controlling {desc.text}")
        flt = desc.filter.merge(controller="you")

        def test(state: GameState, you: int, source: int) -> bool:
            return any(flt.test(state, characteristics(state, oid), you, source)
                       for oid in state.battlefield)
        return Condition(test, f"you control a {desc.text}")

    def control_another(self, c: list[Any]) -> Condition:
        """ "you control another [permanent]": one of them other than the source (115.1)."""
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        if desc.zone != "battlefield":
            raise Unsupported(f"controlling {desc.text}")
        flt = desc.filter.merge(controller="you", other=True)

        def test(state: GameState, you: int, source: int) -> bool:
            return any(flt.test(state, characteristics(state, oid), you, source)
                       for oid in state.battlefield)
        return Condition(test, f"you control another {desc.text}")
