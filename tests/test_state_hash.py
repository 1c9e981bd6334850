"""The state hash (`Game.state_hash`, `serialize.state_hash`): the SHA-256 of the state's
canonical JSON, built from pieces kept between calls (object records shared by forks, the
log up to the last hash) and always equal to the text made from scratch."""

from __future__ import annotations

import json
import random

import pytest

from manastack.cards.decks import commander_decks, demo_decks
from manastack.game import Game
from manastack.rules import serialize
from manastack.rules.state import GameObject


def _from_scratch(game: Game) -> str:
    return json.dumps(serialize.state_to_json(game.state), sort_keys=True, separators=(",", ":"))


def _games() -> list[Game]:
    decks, commanders = commander_decks(2)
    return [Game.new(demo_decks(), seed=3, max_turns=12),
            Game.new(decks, seed=4, variant="commander", commanders=commanders, max_turns=8)]


@pytest.mark.parametrize("index", [0, 1])
def test_the_kept_pieces_give_the_text_made_from_scratch(index: int) -> None:
    """400.7, 608.2h: over random games (objects changing zones, last known information,
    a growing log), and in forks that go their own ways from shared records, the hashed
    text is at every decision the canonical JSON of `state_to_json`."""
    game = _games()[index]
    rng = random.Random(index)
    forks: list[tuple[Game, random.Random]] = []
    for step in range(600):
        if game.decision is None:
            break
        assert serialize.hash_text(game.state) == _from_scratch(game)
        if step % 150 == 0:
            forks.append((game.fork(), random.Random(step)))
        game.apply(rng.choice(game.legal_choices()))
    for fork, fork_rng in forks:
        for _ in range(40):
            if fork.decision is None:
                break
            fork.apply(fork_rng.choice(fork.legal_choices()))
            assert serialize.hash_text(fork.state) == _from_scratch(fork)


def test_a_change_in_a_fork_changes_only_the_forks_hash() -> None:
    """701.26a: tapping a permanent in a fork, through copy-on-write, gives the fork a new
    hash and leaves the original's as it was, though both hashed the shared record first."""
    game = _games()[0]
    rng = random.Random(5)
    while game.decision is not None and not game.state.battlefield:
        game.apply(rng.choice(game.legal_choices()))
    before = game.state_hash()
    fork = game.fork()
    assert fork.state_hash() == before
    state = fork.state.fork()
    oid = state.battlefield[0]
    state.obj_w(oid).tapped = not state.objects[oid].tapped
    assert serialize.state_hash(state) != serialize.state_hash(game.state)
    assert game.state_hash() == before and fork.state_hash() == before
    assert serialize.hash_text(state) == json.dumps(serialize.state_to_json(state),
                                                    sort_keys=True, separators=(",", ":"))


def test_an_unchanged_state_encodes_no_shared_record_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """400.7: records a state shares with the one it was forked from (the cards of the
    libraries, mostly) are encoded once; hashing again encodes none of them."""
    game = _games()[0]
    rng = random.Random(7)
    for _ in range(40):
        game.apply(rng.choice(game.legal_choices()))
    state = game.state.fork()
    serialize.state_hash(state)
    encoded: list[int] = []
    original = GameObject.to_json

    def counting(self: GameObject) -> dict[str, object]:
        encoded.append(self.id)
        return original(self)
    monkeypatch.setattr(GameObject, "to_json", counting)
    serialize.state_hash(state)
    assert encoded == [] and len(state.objects) > 60
