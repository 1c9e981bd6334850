"""Energy counters (107.14, 122.1): "[players] get {E}{E}" and the cost "Pay {E}{E}". The
grammar is `energy.lark` beside this file; the rules are rules/energy.py."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import VerbPhrase
from manastack.cards.oracle.semantics import Builder, Effect
from manastack.rules.context import Ctx, Resolving
from manastack.rules.energy import get_energy


def _symbols(c: list[Any]) -> int:
    return sum(1 for t in c if isinstance(t, Token) and t.type == "ENERGY")


class EnergyClauses:
    """The transformer methods of energy.lark."""

    def get_energy(self, c: list[Any]) -> VerbPhrase:
        amount = _symbols(c)

        def make(b: Builder, get: sem.PlayerGet) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                for p in get(ctx, r):
                    get_energy(ctx, p, amount)
            return run
        return VerbPhrase(make)

    def pay_energy_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("energy", _symbols(c))
