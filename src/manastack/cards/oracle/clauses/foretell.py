"""Foretell (702.143a): "Foretell [cost]" compiles to the ability `rules.foretell` builds: the
special action from the hand (116.2h) and the alternative cost from exile (118.9); "If
this spell was foretold, ..." (702.143c). The grammar is `foretell.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import only_if
from manastack.cards.oracle.semantics import Node
from manastack.rules.foretell import foretell_ability, spell_was_foretold
from manastack.rules.mana import ManaCost


class ForetellClauses:
    """The transformer methods of foretell.lark."""

    def foretell(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[-1]
        return ("ability", foretell_ability(cost))

    def foretold_sentence(self, c: list[Any]) -> Node:
        """702.143c: the part of a spell's effect that happens only if it was foretold."""
        return only_if(
            c, lambda ctx, r: spell_was_foretold(ctx.state, r.obj), "a target only if the spell was foretold"
        )
