"""How much of the card pool the compiler supports (issue 6: honest coverage)."""

from __future__ import annotations

import re
import time
from collections import Counter
from dataclasses import dataclass, field

from manastack.cards.database import CardData, CardDatabase, default_database
from manastack.errors import UnsupportedCardError
from manastack.rules.abilities import CardDef

MAIN_TYPES = ("Creature", "Instant", "Sorcery", "Enchantment", "Artifact", "Land",
              "Planeswalker", "Battle")


@dataclass
class Coverage:
    total: int = 0
    supported: int = 0
    by_type: dict[str, tuple[int, int]] = field(default_factory=dict)   # type -> (supported, total)
    clauses: Counter[str] = field(default_factory=Counter)              # unsupported clause -> cards
    supported_names: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def share(self) -> float:
        return self.supported / self.total if self.total else 0.0

    def report(self, top: int = 40) -> str:
        lines = [f"Oracle compiler coverage: {self.supported} of {self.total} cards "
                 f"({100 * self.share:.1f}%), compiled in {self.seconds:.1f} s", "",
                 "By card type (a card counts under each of its types):"]
        for name, (ok, n) in sorted(self.by_type.items(), key=lambda kv: -kv[1][1]):
            lines.append(f"  {name:<14} {ok:>6} / {n:<6} {100 * ok / n if n else 0:5.1f}%")
        lines += ["", f"Most common unsupported clauses (top {top}, by number of cards):"]
        for clause, n in self.clauses.most_common(top):
            lines.append(f"  {n:>5}  {clause}")
        return "\n".join(lines)


_CLAUSE = re.compile(r"'((?:[^'\\]|\\.|'(?!: ))*)': ")


def _clauses(message: str) -> list[str]:
    """The clause texts an UnsupportedCardError message names (or its card-level reasons)."""
    body = message.split(" is not implemented yet: ", 1)[-1]
    found = []
    for part in body.split("; "):
        if part.startswith(("'", '"')):
            quote = part[0]
            end = part.find(quote + ": ", 1)
            found.append(part[1:end] if end > 0 else part)
        else:
            found.append(f"[{part}]")
    return found


def definition(data: CardData, *, every_problem: bool = True) -> CardDef:
    """The definition the registry serves for `data` (hand-written first, else compiled
    and audited); UnsupportedCardError otherwise."""
    from manastack.cards.oracle.compiler import compile_card
    from manastack.cards.registry import hand_written
    found = hand_written(data.name)
    return found if found is not None else compile_card(data, every_problem=every_problem)


def supported_pool(db: CardDatabase | None = None) -> list[tuple[CardData, CardDef]]:
    """Every supported card of the database with its definition (what coverage counts),
    found quickly: a card is dropped at its first problem."""
    pool: list[tuple[CardData, CardDef]] = []
    for data in (db or default_database()).cards():
        try:
            pool.append((data, definition(data, every_problem=False)))
        except UnsupportedCardError:
            continue
    return pool


def coverage(db: CardDatabase | None = None) -> Coverage:
    """Compile every card of the database (about a minute for all 35,033 cards)."""
    db = db or default_database()
    result = Coverage()
    start = time.perf_counter()
    per_type: dict[str, list[int]] = {}
    for data in db.cards():
        result.total += 1
        ok = True
        try:
            definition(data)
        except UnsupportedCardError as exc:
            ok = False
            for clause in dict.fromkeys(_clauses(str(exc))):
                result.clauses[clause] += 1
        if ok:
            result.supported += 1
            result.supported_names.append(data.name)
        kinds = [t for t in data.types if t in MAIN_TYPES] or ["Other"]
        for t in kinds:
            counts = per_type.setdefault(t, [0, 0])
            counts[1] += 1
            counts[0] += ok
    result.by_type = {t: (v[0], v[1]) for t, v in per_type.items()}
    result.seconds = time.perf_counter() - start
    return result


def coverage_report(top: int = 40) -> str:
    """The printable coverage report (`manastack cards coverage`)."""
    return coverage().report(top)
