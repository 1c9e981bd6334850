""""If that [object] was [a kind / adjectives], [effect]" (608.2h: what an object was, once
an effect has moved it, is its last known information), and "the land's controller", the
controller of the object named before (as it last existed, 608.2h). The grammar is
`if_that_was.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.clauses.graveyards import GraveyardClauses
from manastack.cards.oracle.clauses.references import ReferenceClauses
from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Filter, Node, PlayerRef, Unsupported


class IfThatWasClauses:
    """The transformer methods of if_that_was.lark."""

    def was_adjectives(self, c: list[Any]) -> Desc:
        flt = Filter()
        words = []
        for kind, value, text in c:
            if kind != "filter":
                raise Unsupported(f"'was {text}'")
            flt = flt.merge(**value)
            words.append(text)
        return Desc(flt, text=" ".join(words))

    def was_nonsupertype(self, c: list[Any]) -> tuple[str, Any, str]:
        return ReferenceClauses.nontype_adj(self, c)          # type: ignore[arg-type]

    def if_that_was(self, c: list[Any]) -> Node:
        # The same test as "If it was [a kind]" (608.2h), with "that [type]" for "it".
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        return GraveyardClauses.if_it_was(self, c[c.index(desc):])    # type: ignore[arg-type]

    def the_objects_controller(self, c: list[Any]) -> PlayerRef:
        return sem.controller_of(sem.it_obj("it"))
