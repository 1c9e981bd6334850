"""Limits on untapping in the untap step (502.3): "[Players] can't untap more than N
[permanents] during their untap steps", optionally "As long as this artifact is untapped".
The grammar is `untap_limits.lark` beside this file; the rule is rules/untap_limits.py."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR, Desc
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.layers import Chars
from manastack.rules.state import GameState
from manastack.rules.untap_limits import UntapLimit


class UntapLimitClauses:
    """The transformer methods of untap_limits.lark."""

    def untap_limited_players(self, c: list[Any]) -> str:
        return str(c[0])

    def untap_limit_count(self, c: list[Any]) -> int:
        return 1 if str(c[0]) == "one" else int(c[0])

    def untap_limit(self, c: list[Any]) -> AbilityIR:
        return _limit(c, while_untapped=False)

    def untap_limit_while_untapped(self, c: list[Any]) -> AbilityIR:
        return _limit([x for x in c if not isinstance(x, str) or x in ("players", "you")],
                      while_untapped=True)


def _limit(c: list[Any], while_untapped: bool) -> AbilityIR:
    who = next(x for x in c if x in ("players", "you"))
    limit = next(x for x in c if isinstance(x, int))
    desc: Desc = next(x for x in c if isinstance(x, Desc))
    flt = desc.filter
    if desc.zone != "battlefield" or flt.controller is not None:
        raise Unsupported(f"an untap limit on {desc.text}")

    def counts(state: GameState, ch: Chars) -> bool:
        return flt.test(state, ch, ch.controller, None)

    def applies(state: GameState, controller: int, player: int) -> bool:
        return who == "players" or player == controller

    def holds(state: GameState, controller: int, source: int) -> bool:
        return not state.objects[source].tapped     # "as long as this artifact is untapped"

    def make(text: str) -> UntapLimit:
        return UntapLimit(text, limit, counts, desc.text, applies,
                          holds if while_untapped else None)
    return AbilityIR("ability", items=[make])
