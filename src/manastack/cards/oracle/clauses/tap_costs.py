"""Tapping untapped permanents you control as a cost (118.3; 302.6 doesn't restrict them).
The grammar is `tap_costs.lark` beside this file; `rules/casting.py` pays the cost
(`Cost.tap_others`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.layers import Chars


class TapCostClauses:
    """The transformer methods of tap_costs.lark."""

    def tap_untapped_cost(self, c: list[Any]) -> tuple[tuple[str, Any], ...]:
        n = int(c[0]) if isinstance(c[0], Token) else 1
        desc: Desc = c[-1]
        flt = desc.filter
        if flt.tapped is not False or flt.controller != "you" or flt.attacking \
                or flt.blocking or desc.zone != "battlefield":
            raise Unsupported(f"tapping {desc.text!r} as a cost")
        # What remains is judged on the permanent's characteristics alone (no part of it reads
        # the game: not combat, not an opponent); the cost itself offers only untapped
        # permanents its payer controls, never the source itself if it says "another".
        quality = replace(flt, tapped=None, controller=None, other=False)

        def qualifies(ch: Chars) -> bool:
            return quality.test(None, ch, ch.controller, None)  # type: ignore[arg-type]
        parts: tuple[tuple[str, Any], ...] = (("tap_others", (n, desc.text, qualifies)),)
        if flt.other or "another" in c:
            parts += (("others_exclude_source", True),)
        return parts
