"""Invariants of random games, over seeds drawn by Hypothesis.

Random players choose uniformly among `game.legal_choices()` (`strategies.random_choices`,
seeded) in three matchups: the benchmark mirror (elves-vs-ogres), the bundled demo decks
and a mix of the starter pool. `test_random_games_keep_the_invariants` plays
SHARDS x GAMES_PER_SHARD = 300 games, with mana abilities offered at priority (the
default: random players tap lands for mana at priority, so a game lasts 1,300-1,800
decisions and 43-53 turns on average, 600-3,300 decisions in all) or only while paying
(`mana_at_priority=False`: 950-1,250 decisions and 35 turns on average), as Hypothesis
draws.

At every decision of every game:
* no exception; a pending decision has at least one legal choice and is asked of a player
  still in the game; the game is over (`state.game_over`) exactly when
  `game.decision is None`, and then at most one team is left or the game is a draw;
* no card is lost or duplicated: the multiset of (owner, card name) over all objects of
  kind "card" (tokens, copies and abilities aside) stays what it was at the start, and
  every object is listed in exactly one zone of one player or of the game, the zone it
  names.

At a stride (the same choice is applied to a copy, so each check costs at least one extra
decision of play, and a save/load up to ~25 ms late in a game): every FORK_EVERY-th
decision, ISOLATE_EVERY-th and SAVE_EVERY-th decision, counted from an offset drawn from
the seed (so the checks land on every kind of decision over many games) and each first
done within the first FIRST_CHECK_BY decisions:
* fork exactness: the choice applied to `game.fork()` and to the game gives identical
  games (the game resumes its paused run, the fork replays from the checkpoint: the two
  ways of advancing, `live.py`, are compared);
* fork isolation: applying the choice, and a different legal one, to forks leaves the
  original identical to a snapshot taken before; the legal choices are distinct and each
  reads back from its text (`Decision.parse`) and its JSON;
* save/load exactness: `Game.load(game.save())` is identical to the game, and identical
  again after both take the same next choice. (`Game.load` itself also checks that the
  replayed `state_hash()` equals the saved one.)
`test_every_decision_of_some_games` checks fork exactness at every decision of one whole
game per matchup, fork isolation at every ISOLATE_DENSE-th, and save/load at each of its
first SAVE_ALL_UNTIL decisions and every SAVE_AFTER-th after.

"Identical" means `game_digest` equal: `rules.serialize.state_digest` (the canonical
value of every public field of the state and of its players, objects, last known
information and log entries) plus the answers pending since the checkpoint and the
decision with its option texts. `same_game` decides the same equality without hashing
records that two games share (a game and its fork share every record neither wrote), and
`snapshot` is the canonical value itself. The digest covers more than `state_hash`, which
sees only what the save format writes.

Cost: the checks add about 70% to the time the engine takes to play the games (~50 us per
decision for the every-decision checks, ~1-3 ms per fork isolation, 5-25 ms per save and
load). On one core of the 2-vCPU development machine the module took 160 s of CPU (3.5
minutes of wall time with the machine otherwise loaded); most of it is the engine playing
300 long games.
"""

from __future__ import annotations

import json
import operator
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import Phase, given, settings

from manastack.game import Game
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.serialize import same_state, state_canon, state_digest
from manastack.rules.state import PLAYER_ZONES, GameObject, GameState
from strategies import (
    DEMO,
    MATCHUPS,
    REFERENCE,
    STARTER,
    Decks,
    Matchup,
    mana_at_priority_flags,
    matchups,
    random_choices,
    seeds,
)

# Strides of the expensive checks in the many-games test. Each game starts its strides at
# an offset drawn from its seed, so that over many games the checks land on every kind of
# decision (priority, payment, attackers, blockers, ...) at every stage of a game.
FORK_EVERY = 10
ISOLATE_EVERY = 127
SAVE_EVERY = 997
# Each kind of check first happens at a decision before this one (most games last longer).
FIRST_CHECK_BY = 300
# The many-games test runs SHARDS x GAMES_PER_SHARD games (>= 300), in shards so that
# pytest-xdist spreads them over its workers.
SHARDS = 4
GAMES_PER_SHARD = 75
# `test_every_decision_of_some_games` checks forks at every decision, isolation at every
# ISOLATE_DENSE-th, and saves and loads at each of the first SAVE_ALL_UNTIL decisions (a
# save late in a long game costs ~25 ms), then every SAVE_AFTER-th.
ISOLATE_DENSE = 6
SAVE_ALL_UNTIL = 100
SAVE_AFTER = 100

# A seed can't usefully shrink (a nearby seed is an unrelated game), so Hypothesis only
# replays and generates; no deadline, as a game takes about half a second.
GAME_SETTINGS = settings(max_examples=GAMES_PER_SHARD, deadline=None,
                         phases=(Phase.explicit, Phase.reuse, Phase.generate))


def game_digest(game: Game) -> str:
    """The state's digest, the answers pending since its checkpoint and the decision."""
    answers = json.dumps([c.to_json() for c in game._answers])   # private: tests only
    return f"{state_digest(game.state)}:{answers}:{game.decision!r}"


def same_game(a: Game, b: Game) -> bool:
    """`game_digest(a) == game_digest(b)`, cheaply when `a` and `b` share records."""
    return (a._answers == b._answers and repr(a.decision) == repr(b.decision)
            and same_state(a.state, b.state))


def snapshot(game: Game) -> object:
    """The game's content, to compare with a later snapshot of the same game."""
    return (state_canon(game.state), game._answers, repr(game.decision))


_owner_and_name = operator.attrgetter("owner", "card.name")
_zone_of = operator.attrgetter("zone")


def _is_card(obj: GameObject) -> bool:
    return obj.kind == "card"


def census(state: GameState) -> Counter[tuple[int, str]]:
    """The cards that exist, as (owner, card name) pairs (tokens, copies and abilities
    aside); asserts that every object is in exactly the one zone it says it is in."""
    objects = state.objects
    placed: list[tuple[str, tuple[int, ...]]] = [
        ("battlefield", state.battlefield), ("stack", state.stack), ("command", state.command)]
    for p in state.players:
        placed.extend((zone, p.zone(zone)) for zone in PLAYER_ZONES)
    count = 0
    listed: set[int] = set()
    for zone, ids in placed:
        if ids:
            count += len(ids)
            listed.update(ids)
            zones = set(map(_zone_of, map(objects.__getitem__, ids)))
            assert zones == {zone}, f"an object listed in {zone} says it is in {zones - {zone}}"
    assert count == len(listed) == len(objects) and listed == objects.keys(), (
        "an object is in no zone or in two zones")
    return Counter(map(_owner_and_name, filter(_is_card, objects.values())))


def check_decision(game: Game, cards: Counter[tuple[int, str]]) -> None:
    """The invariants checked at every decision (see the module docstring)."""
    state = game.state
    decision = game.decision
    teams = {p.team for p in state.players if p.in_game}
    if decision is None:
        assert state.game_over
        assert len(teams) <= 1 or any(e.rule == "104.4b" for e in game.log()[-3:])
    else:
        assert not state.game_over
        assert len(teams) >= 2
        assert state.players[decision.player].in_game
        assert decision.options, f"no legal choice for {decision.prompt}"
    assert census(state) == cards, "a card was lost or duplicated"


def check_round_trips(game: Game) -> None:
    """The legal choices are distinct, and each reads back from its text and its JSON."""
    decision = game.decision
    assert decision is not None
    assert len(set(decision.options)) == len(decision.options), decision.options
    for option in decision.options:
        assert decision.parse(str(option)) == option
        assert Choice.from_json(json.loads(json.dumps(option.to_json()))) == option


@dataclass
class Played:
    decisions: int = 0
    forks: int = 0
    isolations: int = 0
    saves: int = 0
    turns: int = 0


def play_checked(decks: Decks, seed: int, fork_every: int = FORK_EVERY,
                 isolate_every: int = ISOLATE_EVERY, save_every: int = SAVE_EVERY,
                 save_all_until: int = 0, mana_at_priority: bool = True,
                 take_single_choices: bool = False, auto_pay: bool = False) -> Played:
    """Play a random game to the end, checking the invariants at every decision, and fork
    exactness, fork isolation and save/load exactness every `fork_every`,
    `isolate_every` and `save_every` decisions (and at each of the first `save_all_until`).
    With `take_single_choices`, also that every decision asked has two options or more."""
    game = Game.new(decks, seed=seed, mana_at_priority=mana_at_priority,
                    take_single_choices=take_single_choices, auto_pay=auto_pay)
    cards = census(game.state)
    played = Played()
    check_decision(game, cards)
    for step, choice in enumerate(random_choices(game, seed)):
        fork_now = step % fork_every == seed % min(fork_every, FIRST_CHECK_BY)
        isolate_now = step % isolate_every == seed % min(isolate_every, FIRST_CHECK_BY)
        save_now = (step % save_every == seed % min(save_every, FIRST_CHECK_BY)
                    or step < save_all_until)
        if isolate_now:
            check_round_trips(game)
            before = snapshot(game)
            game.fork().apply(choice)
            other = [o for o in game.legal_choices() if o != choice]
            if other:
                game.fork().apply(other[step % len(other)])
            assert snapshot(game) == before, f"a fork's choice changed the original ({step})"
            played.isolations += 1
        if save_now:
            loaded = Game.load(game.save())
            assert same_game(loaded, game), f"the loaded game differs ({step})"
            played.saves += 1
        if fork_now:
            fork = game.fork()
            fork.apply(choice)
            played.forks += 1
        game.apply(choice)
        played.decisions += 1
        check_decision(game, cards)
        if take_single_choices and game.decision is not None:
            assert len(game.legal_choices()) >= 2, f"a single choice was asked ({step})"
        if fork_now:
            assert same_game(fork, game), f"a fork diverged ({step})"
        if save_now:
            loaded.apply(choice)
            assert same_game(loaded, game), f"a loaded game diverged ({step})"
    played.turns = game.state.turn
    return played


@pytest.mark.parametrize("shard", range(SHARDS))
@GAME_SETTINGS
@given(matchup=matchups(), seed=seeds(), mana_at_priority=mana_at_priority_flags())
def test_random_games_keep_the_invariants(shard: int, matchup: Matchup, seed: int,
                                          mana_at_priority: bool) -> None:
    """Random games in every matchup keep the invariants of the module docstring."""
    play_checked(matchup.decks(), seed * SHARDS + shard,       # distinct games in each shard
                 mana_at_priority=mana_at_priority)


@pytest.mark.parametrize("matchup", MATCHUPS, ids=lambda m: m.name)
def test_every_decision_of_some_games(matchup: Matchup) -> None:
    """Forks are exact at every decision of a whole game (and isolated at every
    ISOLATE_DENSE-th), and save/load is exact at every decision of its first
    SAVE_ALL_UNTIL and every SAVE_AFTER-th after."""
    played = play_checked(matchup.decks(), 7, fork_every=1, isolate_every=ISOLATE_DENSE,
                          save_every=SAVE_AFTER, save_all_until=SAVE_ALL_UNTIL)
    assert played.forks == played.decisions > SAVE_ALL_UNTIL


def test_same_seed_and_choices_give_the_same_game() -> None:
    """Determinism: replaying a game's seed and choices (through their texts) reproduces
    it, as checked at every tenth decision and at the end."""
    decks = STARTER.decks()
    first = Game.new(decks, seed=11)
    choices: list[Choice] = []
    digests = {0: game_digest(first)}
    for index, choice in enumerate(random_choices(first, 11), 1):
        first.apply(choice)
        choices.append(choice)
        if index % 10 == 0:
            digests[index] = game_digest(first)
    second = Game.new(STARTER.decks(), seed=11)
    assert game_digest(second) == digests[0]
    for index, choice in enumerate(choices, 1):
        second.apply(str(choice))        # through the text, as a script would
        if index in digests:
            assert game_digest(second) == digests[index], f"diverged by decision {index}"
    assert second.is_over and game_digest(second) == game_digest(first)
    assert second.state_hash() == first.state_hash()


_OTHER_PROCESS = """
import json, sys
sys.path.insert(0, sys.argv[1])
from manastack.game import Game
from strategies import DEMO, random_choices
from test_properties import game_digest
game = Game.new(DEMO.decks(), seed=5)
for choice in random_choices(game, 5):
    game.apply(choice)
print(game_digest(game), game.state_hash())
with open(sys.argv[2]) as f:
    saved = json.load(f)
resumed = Game.load(saved["save"])
for choice in saved["rest"]:
    resumed.apply(choice)
print(game_digest(resumed), resumed.state_hash())
"""


def test_same_game_in_another_process(tmp_path: Path) -> None:
    """Determinism across processes (with another string-hash seed): the same seed and
    choices give the same game, and a game saved halfway through a payment resumes to
    the same end; `state_digest` is the same there too."""
    game = Game.new(DEMO.decks(), seed=5)
    save = None
    rest: list[str] = []
    for step, choice in enumerate(random_choices(game, 5)):
        decision = game.decision
        assert decision is not None
        if save is None and step > 200 and decision.kind is DecisionKind.MANA_PAYMENT:
            save = game.save()
        if save is not None:
            rest.append(str(choice))
        game.apply(choice)
    assert save is not None
    (tmp_path / "saved.json").write_text(json.dumps({"save": save, "rest": rest}))
    here = os.path.dirname(os.path.abspath(__file__))
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", _OTHER_PROCESS, here, str(tmp_path / "saved.json")],
                         env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    expected = f"{game_digest(game)} {game.state_hash()}"
    assert out.stdout.splitlines() == [expected, expected]


@pytest.mark.parametrize("kind", [DecisionKind.MANA_PAYMENT, DecisionKind.TARGET,
                                  DecisionKind.ATTACKERS, DecisionKind.BLOCKERS,
                                  DecisionKind.MULLIGAN_BOTTOM])
def test_save_and_load_mid_resolution(kind: DecisionKind) -> None:
    """A game saved while a decision of `kind` is pending (a payment or a target halfway
    through casting a spell, ...) loads as the same game and plays on identically."""
    for seed in range(50):
        game = Game.new(STARTER.decks(), seed=seed)
        choices = random_choices(game, seed)
        for choice in choices:
            if game.decision is not None and game.decision.kind is kind:
                break
            game.apply(choice)
        else:
            continue
        loaded = Game.load(game.save())
        assert loaded.decision == game.decision
        assert game_digest(loaded) == game_digest(game)
        game.apply(choice)
        loaded.apply(choice)
        for choice in choices:
            game.apply(choice)
            loaded.apply(choice)
        assert loaded.is_over and game_digest(loaded) == game_digest(game)
        return
    pytest.fail(f"no random game of 50 reached a {kind.value} decision")


def _mutations(game: Game) -> list[Callable[[GameState], object]]:
    def turn(s: GameState) -> None:
        s.turn += 1

    def rng(s: GameState) -> None:
        s.rng += 1

    def life(s: GameState) -> None:
        s.player_w(0).life -= 1

    def hand_order(s: GameState) -> None:
        s.player_w(1).hand = s.players[1].hand[::-1]

    def tapped(s: GameState) -> None:
        s.obj_w(s.players[0].hand[0]).tapped = True

    def counters(s: GameState) -> None:
        s.obj_w(s.players[0].hand[0]).counters["+1/+1"] = 1

    def log(s: GameState) -> None:
        s.write_log(game.log()[-1])

    return [turn, rng, life, hand_order, tapped, counters, log]


def test_state_digest_tells_states_apart() -> None:
    """`state_digest` changes when any part of the state changes, and only then."""
    game = Game.new(REFERENCE.decks(), seed=3)
    state = game.state
    base = state_digest(state)
    changed = []
    for mutate in _mutations(game):
        copy = state.fork()
        mutate(copy)
        changed.append(state_digest(copy))
    assert base not in changed and len(set(changed)) == len(changed)
    assert state_digest(state) == base
    assert state_digest(state.fork()) == base
    assert state_digest(Game.load(game.save()).state) == base
