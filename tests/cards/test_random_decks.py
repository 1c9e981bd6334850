"""Property test (issue 6): random 60-card decks of compiled cards play random games
without an exception and without losing or duplicating a card.

The pool is every card of a seeded sample of the card database that the registry serves
from the Oracle compiler (a hand-written definition would take precedence, so those are
left out, and so are basic lands). A deck takes two colors, 36 cards of the pool whose
colors are among them (one to four copies of each name drawn) and 12 basic lands of each
color. Random players (seeded) then play the game to its end, with `mana_at_priority`
off; at a priority decision a player passes half the time, so that a free repeatable
ability ({X} with X = 0) can't keep a game going for ever; in a payment (601.2g-h) a player
spends mana rather than activating a mana ability half the time, so that a mana ability
paid with mana (Skyshroud Elf's "{1}: Add {R} or {W}.") can't either.

At every decision: the decision has legal choices and the game is over exactly when there
is none; the multiset of (owner, card name) over the objects of kind "card" is what it
was at the start; every object is listed in exactly one zone, the one it names. Every
SAVE_EVERY decisions and at the end, `Game.load(game.save())` is the same game.

Everything is seeded, so the test is deterministic for a given card database and
compiler; as the compiler supports more cards the pool grows and the games change.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest

from manastack.cards.database import default_database
from manastack.cards.registry import get_card
from manastack.errors import UnknownCardError, UnsupportedCardError
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.rules.decisions import DecisionKind
from manastack.rules.state import GameObject, GameState

POOL_SEED = 6
SAMPLE = 2500            # database names tried for the pool (~15% compile)
GAMES = 20
MAX_DECISIONS = 20_000   # a safety net: every game so far ends long before
SAVE_EVERY = 400
BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


@cache
def pool() -> tuple[CardDef, ...]:
    """The compiled cards of a seeded sample of the database."""
    names = random.Random(POOL_SEED).sample(default_database().names(), SAMPLE)
    found: list[CardDef] = []
    for name in names:
        try:
            card = get_card(name)
        except (UnknownCardError, UnsupportedCardError):
            continue
        if card.extra.get("compiled") and "Basic" not in card.supertypes:
            found.append(card)
    return tuple(found)


def random_deck(rng: random.Random) -> list[CardDef]:
    """36 cards of two colors from the pool, and 12 basic lands of each color."""
    colors = rng.sample(sorted(BASICS), 2)
    fits = [c for c in pool() if set(c.colors) <= set(colors)]
    cards: list[CardDef] = []
    counts: Counter[str] = Counter()
    while len(cards) < 36:
        card = rng.choice(fits)
        copies = min(rng.randint(1, 4), 4 - counts[card.name], 36 - len(cards))
        counts[card.name] += copies
        cards += [card] * copies
    return cards + [get_card(BASICS[colors[i % 2]]) for i in range(24)]


def owned_cards(state: GameState) -> Counter[tuple[int, str]]:
    """Each owner's cards by name: a face-down card as the card it is (708.2), a copy or a
    transformed permanent as its own card (707.2, 712.8: `extra["whole"]`)."""
    def card_name(o: GameObject) -> str:
        card = o.hidden_card or o.card
        whole = card.extra.get("whole", card)
        return str(whole.name)
    return Counter((o.owner, card_name(o)) for o in state.objects.values() if o.kind == "card")


def zone_problems(state: GameState) -> list[str]:
    """Objects listed in no zone, in two, in a zone they don't name, or missing."""
    listed: list[tuple[str, int]] = [("battlefield", i) for i in state.battlefield]
    listed += [("stack", i) for i in state.stack] + [("command", i) for i in state.command]
    for p in state.players:
        for zone in ("library", "hand", "graveyard", "exile"):
            listed += [(zone, i) for i in p.zone(zone)]
    problems = [f"#{i} is listed in {zone} but is in {state.objects[i].zone}"
                if i in state.objects else f"#{i} is listed in {zone} but doesn't exist"
                for zone, i in listed if i not in state.objects or state.objects[i].zone != zone]
    ids = Counter(i for _, i in listed)
    problems += [f"#{i} is listed {n} times" for i, n in ids.items() if n > 1]
    problems += [f"#{i} is in no zone" for i in state.objects if i not in ids]
    return problems


def test_the_pool_is_large_and_compiled() -> None:
    """The pool holds hundreds of compiled cards of every color and main card type."""
    cards = pool()
    assert len(cards) >= 250
    assert all(c.extra.get("compiled") for c in cards)
    assert {color for c in cards for color in c.colors} == set(BASICS)
    assert {"Creature", "Instant", "Sorcery", "Enchantment", "Artifact"} <= \
        {t for c in cards for t in c.types}


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_compiled_decks_play_without_losing_cards(seed: int) -> None:
    rng = random.Random(seed)
    decks = [random_deck(rng), random_deck(rng)]
    assert [len(d) for d in decks] == [60, 60]
    game = Game.new(decks, seed=seed, mana_at_priority=False)
    start = owned_cards(game.state)
    assert sum(start.values()) == 120
    decisions = 0
    while game.decision is not None:
        options = game.legal_choices()
        assert options, f"decision {decisions}: {game.decision.prompt} has no legal choice"
        passes = [o for o in options if str(o) == "pass"]
        spends = [o for o in options if not str(o).startswith("mana ")]
        if game.decision.kind is DecisionKind.PRIORITY and passes and rng.random() < 0.5:
            choice = passes[0]
        elif game.decision.kind is DecisionKind.MANA_PAYMENT and spends and rng.random() < 0.5:
            choice = spends[rng.randrange(len(spends))]
        else:
            choice = options[rng.randrange(len(options))]
        game.apply(choice)
        decisions += 1
        state = game.state
        assert state.game_over == (game.decision is None)
        found = owned_cards(state)
        assert found == start, (f"decision {decisions} ({choice}): lost {start - found}, "
                                f"gained {found - start}")
        problems = zone_problems(state)
        assert not problems, f"decision {decisions} ({choice}): {problems}"
        if decisions % SAVE_EVERY == 0:
            assert Game.load(game.save()).state_hash() == game.state_hash()
        assert decisions < MAX_DECISIONS, "the game doesn't end"
    assert game.is_over
    assert Game.load(game.save()).state_hash() == game.state_hash()
