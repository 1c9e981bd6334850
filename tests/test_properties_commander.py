"""Invariants of random four-player Commander games (903) with the bundled Commander decks:
random players choose uniformly among the legal choices, and a player concedes now and
then (104.3a, 800.4a: their commander leaves the game with them).

Checked at every decision, besides the multiplayer invariants of
`test_properties_multiplayer.check` (cards neither lost nor duplicated, every object in
the one zone it names, a decision for a player still in the game, 117.4):
* each commander record follows its card (903.3): while its owner is in the game it names
  an object that is a card they own, and from one priority decision to the next its casts
  from the command zone never go down (903.8; a cast abandoned mid-way is undone, 732.1);
* at a priority decision no player still in the game has taken 21 combat damage from one
  commander (704.6c: state-based actions come first), and no commander waits in a
  graveyard or exile to be offered the command zone (704.6d).

Checked at a stride: fork exactness and save/load exactness, as for the other variants.
"""

from __future__ import annotations

import random

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from manastack.cards.decks import commander_decks
from manastack.game import Game
from manastack.rules.commander import COMMANDER_DAMAGE_TO_LOSE
from manastack.rules.decisions import DecisionKind
from test_properties_multiplayer import play_game

CONCEDE_ONE_IN = 2500
MAX_DECISIONS = 3000
GAMES = 2


def check_commanders(game: Game, casts: list[int]) -> None:
    state = game.state
    priority = game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    for index, record in enumerate(state.commanders):
        if priority:        # (a cast abandoned mid-way is undone, 732.1)
            assert record.casts >= casts[index], "903.8: a cast from the command zone was lost"
            casts[index] = record.casts
        if not state.players[record.owner].in_game or state.game_over:
            continue
        obj = state.objects.get(record.obj) if record.obj is not None else None
        assert obj is not None and obj.kind == "card" and obj.owner == record.owner, \
            f"903.3: commander {index} lost its card"
    decision = game.decision
    if decision is None or decision.kind is not DecisionKind.PRIORITY:
        return
    for record in state.commanders:
        assert not record.moved, "704.6d: a commander's move wasn't offered the command zone"
        for player, dealt in record.dealt:
            assert dealt < COMMANDER_DAMAGE_TO_LOSE or not state.players[player].in_game, \
                "704.6c: 21 commander damage, yet still in the game"


def play(seed: int, players: int = 4) -> int:
    decks, commanders = commander_decks(players)
    game = Game.new(decks, seed=seed, variant="commander", commanders=commanders,
                    names=["A", "B", "C", "D"][:players])
    casts = [0] * len(game.state.commanders)
    return play_game(game, random.Random(seed), concede_one_in=CONCEDE_ONE_IN,
                     max_decisions=MAX_DECISIONS,
                     also=lambda g: check_commanders(g, casts))


@settings(max_examples=GAMES, deadline=None, phases=(Phase.explicit, Phase.reuse, Phase.generate))
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_four_player_commander_games_keep_the_invariants(seed: int) -> None:
    """903 / 806 / 800.4a: random four-player Commander games keep the invariants."""
    play(seed)


def test_a_two_player_commander_game_keeps_the_invariants() -> None:
    """903.2: a Commander game may be a two-player game."""
    assert play(7, players=2) > 0
