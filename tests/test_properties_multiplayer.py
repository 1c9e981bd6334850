"""Invariants of random multiplayer games: 4-player free-for-all and Two-Headed Giant, with
the bundled demo decks and a deck of the monarch cards. Random players choose uniformly
among the legal choices (`strategies.random_choices`), seeded by Hypothesis; a player
concedes now and then (104.3a), so leaving the game happens mid-turn and mid-decision.

Checked at every decision:
* a pending decision has legal choices, all distinct, and is asked of a player still in
  the game; the game is over exactly when no decision is pending, and then at most one
  team is left (or the game is a draw);
* no card is lost or duplicated among the players still in the game (800.4a: what a
  player who left owns has left the game with them), and every object is in the one zone
  it names;
* in Two-Headed Giant, teammates have one life total and one count of poison counters
  (810.4, 810.10), and teams win and lose together (810.8a);
* a priority decision comes before every player has passed in succession (117.4, so passing
  always ends), and in Two-Headed Giant a pass that leaves the team's priority open asks
  the passing player's teammate (805.5b);
* once a player is the monarch there is exactly one monarch, a player still in the game
  (724.3, 724.4).

Checked at a stride: fork exactness (the same choice applied to a game and to its fork
gives identical states) and save/load exactness.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from manastack.cards.decks import demo_decks
from manastack.cards.registry import get_card
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.rules.decisions import Choice, Decision, DecisionKind
from manastack.rules.serialize import same_state
from manastack.rules.state import PLAYER_ZONES, GameState

FORK_EVERY = 7
SAVE_EVERY = 251
CONCEDE_ONE_IN = 1500        # the chance, at each decision, that a random player concedes
EARLY_CONCESSION = 40        # ... and one concession at a random one of the first decisions
MAX_DECISIONS = 6000         # random four-player games are long; the rest is not checked
GAMES = 4

MONARCH_MIX: tuple[tuple[int, str], ...] = (
    (7, "Plains"), (7, "Swamp"), (4, "Mountain"), (4, "Forest"), (2, "Throne of the High City"),
    (4, "Thorn of the Black Rose"), (4, "Palace Jailer"), (2, "Queen Marchesa"),
    (2, "Regal Behemoth"), (6, "Grizzly Bears"), (4, "Doomed Traveler"), (4, "Lightning Bolt"),
    (4, "Gray Ogre"), (2, "Day of Judgment"), (4, "Savannah Lions"))


def monarch_deck() -> list[CardDef]:
    return [get_card(name) for count, name in MONARCH_MIX for _ in range(count)]


def four_decks(kind: str) -> list[list[CardDef]]:
    if kind == "monarch":
        return [monarch_deck() for _ in range(4)]
    if kind == "mixed":
        aggro, control = demo_decks()
        return [monarch_deck(), aggro, monarch_deck(), control]
    aggro, control = demo_decks()
    return [aggro, control, list(aggro), list(control)]


def census(state: GameState) -> Counter[tuple[int, str]]:
    objects = state.objects
    placed: list[tuple[str, tuple[int, ...]]] = [
        ("battlefield", state.battlefield), ("stack", state.stack), ("command", state.command)]
    for p in state.players:
        placed.extend((zone, p.zone(zone)) for zone in PLAYER_ZONES)
    listed: list[int] = []
    for zone, ids in placed:
        for oid in ids:
            assert objects[oid].zone == zone, f"#{oid} is listed in {zone}"
            listed.append(oid)
    assert len(listed) == len(set(listed)) == len(objects), "an object in no zone or two"
    return Counter((o.owner, o.card.name) for o in objects.values() if o.kind == "card")


def present(cards: Counter[tuple[int, str]], state: GameState) -> Counter[tuple[int, str]]:
    """The cards of players who haven't left the game (800.4a: a player who left owns no
    object any more; the last to lose, as the game ends, keeps theirs)."""
    owners = {o.owner for o in state.objects.values()}
    gone = {p.index for p in state.players if not p.in_game and p.index not in owners}
    return Counter({k: v for k, v in cards.items() if k[0] not in gone})


def check(game: Game, cards: Counter[tuple[int, str]], crowned: list[bool]) -> None:
    state = game.state
    decision = game.decision
    teams = {p.team for p in state.players if p.in_game}
    if decision is None:
        assert state.game_over
        assert len(teams) <= 1 or any(e.rule == "104.4b" for e in game.log()[-3:])
    else:
        assert not state.game_over and len(teams) >= 2
        assert state.players[decision.player].in_game, decision.prompt
        assert decision.options and len(set(decision.options)) == len(decision.options)
    assert present(census(state), state) == present(cards, state), "a card was lost or duplicated"
    if state.variant == "two-headed-giant":
        for p in state.players:
            mates = [state.players[m] for m in state.teammates(p.index)]
            assert {m.life for m in mates} == {p.life}, "810.4: one life total per team"
            assert {m.poison for m in mates} == {p.poison}, "810.10: shared poison counters"
            assert {m.lost for m in mates} == {p.lost}, "810.8a: a team loses together"
    if state.monarch is not None:
        crowned[0] = True
        assert state.players[state.monarch].in_game or state.game_over
    elif crowned[0]:
        assert state.game_over, "724.3: once there is a monarch there is always one"


def check_priority(game: Game, before: Decision, choice: Choice) -> None:
    """117.4 / 805.5b, after `choice` answered `before`."""
    state, decision = game.state, game.decision
    if decision is None or decision.kind is not DecisionKind.PRIORITY:
        return
    assert state.passes < len(state.living_players()), "117.4: everyone passed, yet priority"
    if state.variant == "two-headed-giant" and before.kind is DecisionKind.PRIORITY \
            and choice.verb == "pass" and state.passes % 2 == 1:
        mates = state.teammates(before.player)
        assert decision.player in mates and decision.player != before.player, \
            "805.5b: the team passes only when both players have declined"


def play(decks: list[list[CardDef]], seed: int, variant: str) -> int:
    game = Game.new(decks, seed=seed, variant=variant, names=["A", "B", "C", "D"])
    rng = random.Random(seed)
    # One concession early on (mulligans, turn 1); in Two-Headed Giant it ends the game
    # (810.8b), so only in one game of four.
    early = rng.randrange(EARLY_CONCESSION)
    if variant == "two-headed-giant" and rng.randrange(4):
        early = -1
    return play_game(game, rng, early)


def play_game(game: Game, rng: random.Random, early: int = -1,
              concede_one_in: int = CONCEDE_ONE_IN, max_decisions: int = MAX_DECISIONS,
              also: Callable[[Game], None] | None = None) -> int:
    """Random choices until the game ends or `max_decisions`, a concession now and then (and
    at decision `early`), checking the invariants (and `also`) at every decision and fork
    and save exactness at a stride; the number of decisions made."""
    cards = census(game.state)
    crowned = [False]
    check(game, cards, crowned)
    decisions = 0
    while game.decision is not None and decisions < max_decisions:
        if rng.randrange(concede_one_in) == 0 or decisions == early:
            early = -1
            player = rng.choice(game.state.living_players())
            game.concede(player)       # 104.3a: at any time, even mid-decision
            check(game, cards, crowned)
            continue
        options = game.legal_choices()
        choice = options[rng.randrange(len(options))]
        if decisions % FORK_EVERY == 0:
            fork = game.fork()
            fork.apply(choice)
        if decisions % SAVE_EVERY == 0:
            loaded = Game.load(game.save())
            assert loaded.state_hash() == game.state_hash(), "the loaded game differs"
            loaded.apply(choice)
        before = game.decision
        game.apply(choice)
        decisions += 1
        check(game, cards, crowned)
        check_priority(game, before, choice)
        if also is not None:
            also(game)
        if decisions % FORK_EVERY == 1:
            assert same_state(fork.state, game.state) and fork.decision == game.decision
        if decisions % SAVE_EVERY == 1:
            assert same_state(loaded.state, game.state), "a loaded game diverged"
    return decisions


GAME_SETTINGS = settings(max_examples=GAMES, deadline=None,
                         phases=(Phase.explicit, Phase.reuse, Phase.generate))


@pytest.mark.parametrize("decks", ["demo", "monarch", "mixed"])
@GAME_SETTINGS
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_four_player_free_for_all_games_keep_the_invariants(decks: str, seed: int) -> None:
    """806 / 800.4 / 724: random four-player free-for-all games keep the invariants."""
    play(four_decks(decks), seed, "free-for-all")


@pytest.mark.parametrize("decks", ["demo", "monarch", "mixed"])
@GAME_SETTINGS
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_two_headed_giant_games_keep_the_invariants(decks: str, seed: int) -> None:
    """810 / 805: random Two-Headed Giant games keep the invariants."""
    play(four_decks(decks), seed, "two-headed-giant")


def test_a_monarch_game_is_deterministic() -> None:
    """The same seed and choices give the same four-player game with the monarch."""
    digests = []
    for _ in range(2):
        game = Game.new(four_decks("monarch"), seed=42, variant="free-for-all")
        rng = random.Random(42)
        while game.decision is not None and game.state.turn < 12:
            options = game.legal_choices()
            game.apply(options[rng.randrange(len(options))])
        digests.append(game.state_hash())
    assert digests[0] == digests[1]
