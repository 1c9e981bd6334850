"""Cards exiled from your graveyard to pay a cost (118.3: only with enough such cards;
404.1-404.2: the top of the pile is the card put there last). The rules are
rules/casting.py (`exilable_for_cost`, `Cost.exile_cards`); the grammar is
`exile_costs.lark` beside this file."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token

from manastack.cards.oracle.clauses.references import ReferenceClauses
from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.abilities import ExileCost
from manastack.rules.layers import Chars
from manastack.rules.state import GameState


class ExileCostClauses:
    """The transformer methods of exile_costs.lark."""

    def exile_from_graveyard_cost(self, c: list[Any]) -> tuple[str, Any]:
        n = int(c[0]) if isinstance(c[0], Token) else 1
        desc: Desc = c[-1]
        if desc.zone != "graveyard":
            raise Unsupported(f"exiling {desc.text!r} as a cost")
        return _cost(n, desc, f"{n} {desc.text}", top_only=False)

    def exile_another_from_graveyard_cost(self, c: list[Any]) -> tuple[str, Any]:
        desc: Desc = c[-1]
        if desc.zone != "graveyard":
            raise Unsupported(f"exiling {desc.text!r} as a cost")
        other = replace(desc, filter=desc.filter.merge(other=True))
        return _cost(1, other, f"another {desc.text}", top_only=False)

    def exile_from_hand_cost(self, c: list[Any]) -> tuple[str, Any]:
        n = int(c[0]) if isinstance(c[0], Token) else 1
        parts = [part for part in c if isinstance(part, tuple)]
        desc: Desc = ReferenceClauses.obj_desc(self, parts)      # type: ignore[arg-type]
        if "card" not in desc.text:
            raise Unsupported(f"exiling {desc.text!r} from a hand as a cost")
        return ("exile_cards", ExileCost(n, f"{n} {desc.text} from your hand", "hand",
                                         _qualifies(desc), False))

    def exile_top_of_graveyard_cost(self, c: list[Any]) -> tuple[str, Any]:
        desc: Desc = c[0]
        if desc.zone not in ("library", "battlefield") or desc.plural:
            raise Unsupported(f"exiling the top {desc.text!r} as a cost")
        return _cost(1, desc, f"the top {desc.text} of your graveyard", top_only=True)


def _cost(n: int, desc: Desc, words: str, top_only: bool) -> tuple[str, Any]:
    return ("exile_cards", ExileCost(n, words, "graveyard", _qualifies(desc), top_only))


def _qualifies(desc: Desc) -> Callable[[GameState, Chars, int], bool]:
    # The zone is the cost's own ("your graveyard", "your hand"): only the card's qualities
    # are tested.
    quality = replace(desc.filter, controller=None)

    def qualifies(state: GameState, ch: Chars, source: int) -> bool:
        return quality.test(state, ch, ch.obj.owner, source)
    return qualifies
