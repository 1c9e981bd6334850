"""Bundled decks, shipped as plain decklists in `cards/data/decks/*.txt`.

    >>> [len(deck) for deck in demo_decks()]
    [60, 60]
    >>> bundled_names()
    ['elves_vs_ogres', 'esper_control', 'red_green_aggro']

Decks are lists of card definitions, ready for `Game.new`; the lists are read with
`decklist.parse_decklist` and resolved with `decklist.deck_cards` (which names any card the
engine doesn't implement).
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable

from manastack.cards.decklist import deck_cards, parse_decklist
from manastack.errors import DeckError
from manastack.rules.abilities import CardDef

__all__ = [
    "DEMO_DECKS",
    "REFERENCE_DECK",
    "bundled_deck",
    "bundled_names",
    "demo_decks",
    "reference_decks",
]

DEMO_DECKS = ("red_green_aggro", "esper_control")
REFERENCE_DECK = "elves_vs_ogres"     # the benchmark mirror match (shared/bench/README.md)


def _deck_dir() -> Traversable:
    return resources.files("manastack.cards").joinpath("data", "decks")


def bundled_names() -> list[str]:
    """The names of the bundled decks (file names without `.txt`), sorted."""
    return sorted(entry.name.removesuffix(".txt") for entry in _deck_dir().iterdir()
                  if entry.name.endswith(".txt"))


def bundled_deck(name: str) -> list[CardDef]:
    """A bundled deck by name (e.g. "red_green_aggro"); DeckError for an unknown name."""
    file = _deck_dir().joinpath(f"{name}.txt")
    if not file.is_file():
        raise DeckError(f"no bundled deck named {name!r} "
                        f"(bundled decks: {', '.join(bundled_names())})")
    return deck_cards(parse_decklist(file.read_text(encoding="utf-8"), f"{name}.txt"))


def demo_decks() -> list[list[CardDef]]:
    """The two demo decks: red-green aggro and white-blue-black control."""
    return [bundled_deck(name) for name in DEMO_DECKS]


def reference_decks() -> list[list[CardDef]]:
    """The elves-vs-ogres mirror match used by the benchmarks: 12 Mountain, 12 Forest,
    18 Llanowar Elves and 18 Gray Ogre for each player."""
    return [bundled_deck(REFERENCE_DECK), bundled_deck(REFERENCE_DECK)]
