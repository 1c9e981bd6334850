"""Which decks the engine can play, and what blocks the rest (`manastack decks check`).

A deck is *playable* when every card of its main deck and command zone is supported
(DESIGN.md lesson 3: every clause works); the sideboard is not played, so it is not
checked. For each card that is not, the report gives the clauses the Oracle compiler (or
the hand-written definitions) can't do, as `manastack cards show` and `cards coverage`
name them. Over many decks, :func:`summarize` ranks those clauses by the number of decks
each one blocks, and the missing cards by the number of decks missing them.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from manastack.cards.database import default_database
from manastack.cards.decklist import Decklist, deck_problems, load_decklist
from manastack.cards.oracle.coverage import _clauses
from manastack.errors import ManastackError, UnsupportedCardError

__all__ = [
    "DECK_SUFFIXES",
    "ClauseRank",
    "DeckReport",
    "MissingCard",
    "MissingRank",
    "Summary",
    "check_deck",
    "check_paths",
    "deck_files",
    "summarize",
]

DECK_SUFFIXES = (".txt", ".dek", ".dck")      # what a folder is searched for
PLAYED_SECTIONS = ("main", "commander")


@dataclass(frozen=True)
class MissingCard:
    """A card of a deck the engine doesn't support, with the clauses it can't do."""

    name: str
    copies: int
    clauses: tuple[str, ...]


@dataclass(frozen=True)
class DeckReport:
    """One deck: its size, what it lacks, or why it couldn't be read."""

    source: str
    name: str
    cards: int = 0                    # cards in the main deck and the command zone
    nonbasic: int = 0                 # of those, cards that aren't basic lands
    supported_nonbasic: int = 0       # of those, cards the engine supports
    missing: tuple[MissingCard, ...] = ()
    warnings: tuple[str, ...] = ()
    error: str | None = None          # the list couldn't be read (a DeckError's message)
    # A deck with a Commander section: every rule of 903.5 it breaks (empty: a legal
    # Commander deck); None for other decks.
    commander_problems: tuple[str, ...] | None = None

    @property
    def playable(self) -> bool:
        return self.error is None and not self.missing

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source, "name": self.name, "playable": self.playable,
            "cards": self.cards, "nonbasic": self.nonbasic,
            "supported_nonbasic": self.supported_nonbasic, "error": self.error,
            "warnings": list(self.warnings),
            "commander_legal": None if self.commander_problems is None
            else not self.commander_problems,
            "commander_problems": list(self.commander_problems or ()),
            "missing": [{"name": m.name, "copies": m.copies, "clauses": list(m.clauses)}
                        for m in self.missing],
        }


def _missing_clauses(name: str) -> tuple[str, ...] | None:
    """The unsupported clauses of card `name`, or None when the engine supports it."""
    from manastack.cards.registry import get_card
    try:
        get_card(name)
    except UnsupportedCardError as exc:
        return tuple(dict.fromkeys(_clauses(str(exc))))
    return None


def check_deck(deck: Decklist) -> DeckReport:
    """The report of one parsed decklist."""
    db = default_database()
    missing = []
    nonbasic = supported_nonbasic = 0
    for name, copies in deck.counts(*PLAYED_SECTIONS).items():
        clauses = _missing_clauses(name)
        if clauses is not None:
            missing.append(MissingCard(name, copies, clauses))
        if not db.get(name).is_basic:
            nonbasic += copies
            supported_nonbasic += copies if clauses is None else 0
    commander = tuple(deck_problems(deck, "commander")) if deck.commander else None
    return DeckReport(deck.source, deck.name or Path(deck.source).stem,
                      sum(deck.total(section) for section in PLAYED_SECTIONS), nonbasic,
                      supported_nonbasic, tuple(missing), deck.warnings,
                      commander_problems=commander)


def deck_files(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """The files named, and in each folder named every deck file below it, sorted."""
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*")
                                if p.is_file() and p.suffix.lower() in DECK_SUFFIXES))
        else:
            found.append(path)
    return found


def check_paths(paths: Iterable[str | os.PathLike[str]]) -> list[DeckReport]:
    """A report for every deck file in `paths` (files, or folders searched for
    .txt/.dek/.dck files); a file that isn't a readable decklist gets its error."""
    reports = []
    for path in deck_files(paths):
        try:
            reports.append(check_deck(load_decklist(path)))
        except ManastackError as exc:
            reports.append(DeckReport(os.fspath(path), path.stem, error=str(exc)))
    return reports


@dataclass(frozen=True)
class ClauseRank:
    """A clause, the decks it blocks, and in how many of them it is the only blocker."""

    clause: str
    decks: int
    alone: int
    cards: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"clause": self.clause, "decks": self.decks, "alone": self.alone,
                "cards": list(self.cards)}


@dataclass(frozen=True)
class MissingRank:
    """A missing card, the decks that hold it and the clauses it lacks."""

    name: str
    decks: int
    copies: int
    clauses: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "decks": self.decks, "copies": self.copies,
                "clauses": list(self.clauses)}


@dataclass(frozen=True)
class Summary:
    """What many decks have in common: how many are playable, what blocks the rest."""

    decks: int
    readable: int
    playable: int
    nonbasic: int
    supported_nonbasic: int
    clauses: tuple[ClauseRank, ...] = field(default=())
    cards: tuple[MissingRank, ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        return {"decks": self.decks, "readable": self.readable, "playable": self.playable,
                "nonbasic": self.nonbasic, "supported_nonbasic": self.supported_nonbasic,
                "clauses": [c.to_json() for c in self.clauses],
                "cards": [c.to_json() for c in self.cards]}


def summarize(reports: Sequence[DeckReport]) -> Summary:
    """Rank the clauses by the number of decks each blocks (ties: by the decks it alone
    blocks, then alphabetically), and the missing cards by the number of decks."""
    readable = [r for r in reports if r.error is None]
    clause_decks: Counter[str] = Counter()
    clause_alone: Counter[str] = Counter()
    clause_cards: dict[str, dict[str, None]] = {}
    card_decks: Counter[str] = Counter()
    card_copies: Counter[str] = Counter()
    card_clauses: dict[str, tuple[str, ...]] = {}
    for report in readable:
        blocking = dict.fromkeys(c for m in report.missing for c in m.clauses)
        clause_decks.update(list(blocking))
        if len(blocking) == 1:
            clause_alone.update(list(blocking))
        for card in report.missing:
            card_decks[card.name] += 1
            card_copies[card.name] += card.copies
            card_clauses[card.name] = card.clauses
            for clause in card.clauses:
                clause_cards.setdefault(clause, {})[card.name] = None
    clauses = sorted(clause_decks, key=lambda c: (-clause_decks[c], -clause_alone[c], c))
    cards = sorted(card_decks, key=lambda n: (-card_decks[n], -card_copies[n], n))
    return Summary(
        decks=len(reports), readable=len(readable),
        playable=sum(r.playable for r in readable),
        nonbasic=sum(r.nonbasic for r in readable),
        supported_nonbasic=sum(r.supported_nonbasic for r in readable),
        clauses=tuple(ClauseRank(c, clause_decks[c], clause_alone[c], tuple(clause_cards[c]))
                      for c in clauses),
        cards=tuple(MissingRank(n, card_decks[n], card_copies[n], card_clauses[n])
                    for n in cards),
    )
