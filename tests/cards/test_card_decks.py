"""The bundled decks (cards/decks.py, cards/data/decks/*.txt)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from manastack.agents.random_agent import play_random_game
from manastack.cards.decklist import deck_cards, load_decklist, parse_decklist, validate
from manastack.cards.decks import (
    DEMO_DECKS,
    bundled_deck,
    bundled_names,
    demo_decks,
    reference_decks,
)
from manastack.errors import DeckError
from manastack.game import Game


def test_demo_decks_are_two_sixty_card_decks():
    """100.2a: a constructed deck has at least sixty cards; both demo decks have exactly
    sixty, and every card is implemented."""
    decks = demo_decks()
    assert len(decks) == 2
    assert [len(d) for d in decks] == [60, 60]
    assert all(c.abilities or c.keywords or c.spell or c.power is not None for d in decks
               for c in d)


def test_demo_decks_are_constructed_legal():
    """100.2a / 100.4a: at most four copies of any card but basic lands."""
    for name in DEMO_DECKS:
        text = bundled_text(name)
        assert not validate(parse_decklist(text), "constructed"), name


def test_reference_decks_are_the_elves_vs_ogres_mirror():
    """The benchmark mirror: 12 Mountain, 12 Forest, 18 Llanowar Elves, 18 Gray Ogre."""
    decks = reference_decks()
    assert len(decks) == 2
    for deck in decks:
        assert Counter(c.name for c in deck) == {"Mountain": 12, "Forest": 12,
                                                  "Llanowar Elves": 18, "Gray Ogre": 18}


def test_bundled_names_and_unknown_deck():
    """An unknown bundled deck name is a DeckError that lists the bundled decks."""
    assert set(DEMO_DECKS) <= set(bundled_names())
    with pytest.raises(DeckError, match="red_green_aggro"):
        bundled_deck("no_such_deck")


def test_every_bundled_list_resolves_to_starter_cards():
    """Each bundled list names only implemented cards, one definition per copy."""
    for name in bundled_names():
        decklist = parse_decklist(bundled_text(name), name)
        assert len(deck_cards(decklist)) == decklist.total() == 60


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_demo_decks_play_to_the_end(seed: int):
    """104.2a / 104.4b: random players finish a game of the demo decks without an error."""
    game = Game.new(demo_decks(), seed=seed)
    play_random_game(game, seed)
    assert game.is_over


def bundled_text(name: str) -> str:
    from importlib import resources
    return resources.files("manastack.cards").joinpath("data", "decks", f"{name}.txt") \
        .read_text(encoding="utf-8")


PRECONS = Path(__file__).resolve().parents[2].parent / "shared" / "decks" / "precons"
# Real precons whose every card the compiler supports (issue 12), each played against the
# next one in the list.
PLAYABLE_PRECONS = (
    "precon-welcome-starter/por-Preconstructed deck 1.txt",
    "precon-welcome-starter/ptk-Preconstructed deck 1.txt",
    "precon-welcome-starter/s99-Preconstructed deck 1.txt",
    "precon-welcome-starter/p02-Preconstructed deck 1.txt",
    "precon-welcome-starter/w16-Black Deck.txt",
    "precon-welcome-starter/w17-Amonkhet Welcome Deck - Black.txt",
    "precon-planeswalker-2017-2020/m20-Ajani, Inspiring Leader.txt",
    "precon-intro-2010-2016/som-Deadspread.txt",
    "precon-theme-1997-2007/mrd-Bait and Bludgeon.txt",
    "precon-welcome-starter/m19-Black Deck.txt",
    "worlds-1997-2004/wc01-Alex Borteh - Merfolk Opposition.txt",
    "precon-planeswalker-2017-2020/m19-Ajani.txt",
    "precon-welcome-starter/m20-Black Deck.txt",
    "precon-intro-2010-2016/m11-Blades of Victory.txt",
    "worlds-1997-2004/wc04-Gabriel Nassif - Blue-White Anti-Affinity Control.txt",
    "precon-duel-decks/ddo-Elspeth.txt",
    "precon-intro-2010-2016/ogw-Concerted Effort.txt",
    "precon-theme-1997-2007/mmq-Deepwood Menace.txt",
    "worlds-1997-2004/wc97-Jakub Šlemr - Prismatic Black Aggro.txt",
    "precon-planeswalker-2017-2020/akh-Gideon, Martial Paragon.txt",
    "precon-intro-2010-2016/gtc-Boros Battalion.txt",
    "worlds-1997-2004/wc00-Janosch Kühn - Angry Non-Hermit.txt",
    "worlds-1997-2004/wc04-Aeo Paquette - Affinity.txt",
    "precon-intro-2010-2016/frf-Cunning Plan.txt",
    "precon-planeswalker-2017-2020/m21-Basri, Devoted Paladin.txt",
)


@pytest.mark.skipif(not PRECONS.is_dir(), reason="needs ../shared/decks/precons (not in a clone)")
@pytest.mark.parametrize("index", range(len(PLAYABLE_PRECONS)))
def test_real_precons_load_and_play_to_the_end(index: int):
    """100.2a, 104.2a: a real precon loads with every card supported and random players
    finish a game of it against another one without an error."""
    names = PLAYABLE_PRECONS[index], PLAYABLE_PRECONS[(index + 1) % len(PLAYABLE_PRECONS)]
    decks = [deck_cards(load_decklist(PRECONS / name)) for name in names]
    game = Game.new(decks, seed=index)
    play_random_game(game, index)
    assert game.is_over
