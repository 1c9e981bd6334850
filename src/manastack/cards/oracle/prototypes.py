"""Prototype cards (718): "Prototype [mana cost] — [power]/[toughness]" (702.160a) is read
here; the rest of the card's text is compiled as any card's. The rules are
`rules/prototype.py`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from manastack.cards.database import CardData
from manastack.cards.oracle.audit import audit
from manastack.errors import UnsupportedCardError
from manastack.rules.abilities import CardDef
from manastack.rules.mana import ManaCost
from manastack.rules.prototype import Prototype, with_prototype

__all__ = ["compile_prototype"]

CompileFace = Callable[[CardData, bool], CardDef]

_PROTOTYPE = re.compile(r"^(Prototype ((?:\{[^{}]+\})+) — (\d+)/(\d+))(?: \(.*\))?$")


def compile_prototype(data: CardData, compile_face: CompileFace, every_problem: bool) -> CardDef:
    """The card's definition with its prototyped definition linked (718.2, 718.3b);
    UnsupportedCardError naming what doesn't compile."""
    lines = [line.strip() for line in data.text.split("\n") if line.strip()]
    found = [(n, m) for n, line in enumerate(lines) if (m := _PROTOTYPE.match(line))]
    if len(found) != 1:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: a prototype card has "
                                   "one line 'Prototype [mana cost] — [power]/[toughness]' "
                                   "(702.160a); this text hasn't")
    index, match = found[0]
    rest = "\n".join(lines[:index] + lines[index + 1:])
    try:
        card = compile_face(dataclasses.replace(data, text=rest, layout="normal"), every_problem)
    except UnsupportedCardError as exc:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: "
                                   + str(exc).split(" is not implemented yet: ", 1)[-1]) from None
    card = dataclasses.replace(card, abilities=(Prototype(match.group(1)), *card.abilities),
                               extra=dict(card.extra))
    unconfirmed = audit(card, data)
    if unconfirmed:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: " + "; ".join(unconfirmed))
    return with_prototype(card, ManaCost.parse(match.group(2)), int(match.group(3)),
                          int(match.group(4)))
