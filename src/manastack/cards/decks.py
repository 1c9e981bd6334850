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
    "COMMANDER_DECKS",
    "DEMO_DECKS",
    "REFERENCE_DECK",
    "bundled_deck",
    "bundled_names",
    "commander_deck",
    "commander_decks",
    "demo_decks",
    "reference_decks",
]

DEMO_DECKS = ("red_green_aggro", "esper_control")
REFERENCE_DECK = "elves_vs_ogres"     # the benchmark mirror match (shared/bench/README.md)
# 903.5: the bundled Commander decks (`cards/data/decks/commander/*.txt`), each 100 cards of
# supported cards with its commander (or partners) in a Commander section.
COMMANDER_DECKS = ("commander_borborygmos", "commander_jedit", "commander_glissa",
                   "commander_kraum_ishai")


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


def commander_deck(name: str) -> tuple[list[CardDef], list[CardDef]]:
    """A bundled Commander deck by name: (the 99 or 98 other cards, its commanders), ready
    for `Game.new(..., variant="commander", commanders=...)`; DeckError for an unknown name."""
    file = _deck_dir().joinpath("commander", f"{name}.txt")
    if not file.is_file():
        raise DeckError(f"no bundled Commander deck named {name!r} "
                        f"(bundled: {', '.join(COMMANDER_DECKS)})")
    decklist = parse_decklist(file.read_text(encoding="utf-8"), f"commander/{name}.txt")
    return deck_cards(decklist), deck_cards(decklist, "commander")


def commander_decks(players: int) -> tuple[list[list[CardDef]], list[list[CardDef]]]:
    """The bundled Commander decks for `players` players, in turn: (decks, commanders)."""
    chosen = [commander_deck(COMMANDER_DECKS[i % len(COMMANDER_DECKS)]) for i in range(players)]
    return [deck for deck, _ in chosen], [commanders for _, commanders in chosen]
