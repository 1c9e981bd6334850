"""Hypothesis strategies and the decks they draw from (STYLE.md: strategies live in one module).

A random game is a `Matchup` (the decks) and a seed: the seed fixes the shuffle and every
choice of the random players (`random_choices`), so a failing example replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from hypothesis import strategies as st

from manastack.cards.decks import demo_decks, reference_decks
from manastack.cards.registry import get_card
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.rules.decisions import Choice

Decks = list[list[CardDef]]

# Every card of the original starter pool, so that targets (Lightning Bolt) come up often.
STARTER_MIX: tuple[tuple[int, str], ...] = (
    (12, "Mountain"), (12, "Forest"), (10, "Llanowar Elves"), (8, "Gray Ogre"),
    (8, "Grizzly Bears"), (10, "Lightning Bolt"))


def starter_mix() -> Decks:
    deck = [get_card(name) for count, name in STARTER_MIX for _ in range(count)]
    return [deck, list(deck)]


@dataclass(frozen=True)
class Matchup:
    """Decks for a game, by name (the name is what Hypothesis prints)."""

    name: str
    decks: Callable[[], Decks]


# The benchmark mirror (../shared/bench/elves-vs-ogres.txt), the bundled demo decks
# (red-green aggro against white-blue-black control) and the starter mix.
REFERENCE = Matchup("elves-vs-ogres", reference_decks)
DEMO = Matchup("demo-decks", demo_decks)
STARTER = Matchup("starter-mix", starter_mix)
MATCHUPS = (REFERENCE, DEMO, STARTER)


def seeds() -> st.SearchStrategy[int]:
    """A game seed (the shuffle and the random players' choices both follow from it)."""
    return st.integers(min_value=0, max_value=2**32 - 1)


def matchups() -> st.SearchStrategy[Matchup]:
    return st.sampled_from(MATCHUPS)


def mana_at_priority_flags() -> st.SearchStrategy[bool]:
    """`Game.new(mana_at_priority=...)`: whether priority decisions offer mana abilities
    (the default) or only payments do."""
    return st.booleans()


def random_choices(game: Game, seed: int) -> Iterator[Choice]:
    """Choices of random players, uniform among `game.legal_choices()` at each decision,
    until the game is over. The caller applies each one (to `game`, and to copies)."""
    rng = random.Random(seed)
    while game.decision is not None:
        options = game.legal_choices()
        yield options[rng.randrange(len(options))]
