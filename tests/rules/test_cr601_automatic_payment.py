"""601.2g-h: `Game.new(..., auto_pay=True)`: the engine pays mana costs by itself, activating
the mana abilities its planner chooses (605.3a) and spending the mana (601.2h), wherever the
pool or the planner can pay; it asks only when neither can. The payment is recorded with the
answers, so forks, saves and loads stay exact."""

from __future__ import annotations

import random

import pytest

from helpers import game_at
from manastack.cards.decks import reference_decks
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from strategies import MATCHUPS, Matchup
from test_properties import SAVE_AFTER, play_checked


def _auto_paying(alice: dict[str, object]) -> Game:
    game, _ = game_at(alice, {"library": ["Forest"] * 5})
    state = game.state.fork()
    state.auto_pay = True
    return Game.from_state(state)


def test_a_spell_is_paid_without_asking() -> None:
    """601.2g-h, 605.3a: casting Gray Ogre with three untapped lands asks no payment
    decision; the lands are tapped for mana and the mana is spent, as the log says, and
    the spell is on the stack with Alice to act again (117.3c); the payment counts as a
    decision taken (104.4's cap counts it)."""
    game = _auto_paying({"hand": ["Gray Ogre"], "battlefield": ["Mountain", "Forest", "Forest"],
                         "library": ["Forest"] * 5})
    before = game.state.decisions
    game.apply("cast Gray Ogre")
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.PRIORITY
    state = game.state
    assert [state.obj(i).card.name for i in state.stack] == ["Gray Ogre"]
    assert all(state.obj(i).tapped for i in state.battlefield)
    log = [str(e) for e in game.log()]
    assert any(line.startswith("601.2h:") and "pays {2}{R}" in line for line in log)
    assert game.state.decisions == before + 2       # the cast and the payment taken


def test_a_payment_from_the_pool_is_taken_too() -> None:
    """601.2h: mana already in the pool that pays the cost is spent without asking."""
    game = _auto_paying({"hand": ["Llanowar Elves"], "pool": "{G}", "library": ["Forest"] * 5})
    before = game.state.decisions
    game.apply("cast Llanowar Elves")
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert game.state.players[0].pool == ()
    assert game.state.decisions == before + 2


def test_random_games_never_ask_a_payment_that_could_be_made_automatically() -> None:
    """601.2g-h: in random games with the automatic payer, every mana payment asked has no
    option paying it from the pool or automatically; and the games ask fewer decisions
    than without it."""
    asked = {False: 0, True: 0}
    for auto_pay in (False, True):
        for seed in range(3):
            game = Game.new(reference_decks(), seed=seed, mana_at_priority=False,
                            take_single_choices=True, auto_pay=auto_pay, max_turns=12)
            rng = random.Random(seed)
            while (decision := game.decision) is not None:
                if auto_pay and decision.kind is DecisionKind.MANA_PAYMENT:
                    assert not {"pay", "auto"} & {c.verb for c in decision.options}
                asked[auto_pay] += 1
                game.apply(decision.options[rng.randrange(len(decision.options))])
    assert 0 < asked[True] < asked[False]


@pytest.mark.parametrize("matchup", MATCHUPS, ids=lambda m: m.name)
def test_every_decision_of_a_game_paying_automatically(matchup: Matchup) -> None:
    """601.2g-h with forks and saves (DESIGN.md: exact forks): fork exactness at every
    decision, isolation and save/load along the way, with single choices taken too."""
    played = play_checked(matchup.decks(), 5, fork_every=1, isolate_every=7,
                          save_every=SAVE_AFTER, save_all_until=30, take_single_choices=True,
                          auto_pay=True)
    assert played.forks == played.decisions > 30


def test_the_setting_is_saved_only_where_it_is_set() -> None:
    """601.2g-h: the automatic payer is part of the game, so saves keep it; a save of a
    game without it has no such field (saves written before it read the same)."""
    game = Game.new(reference_decks(), seed=2, auto_pay=True)
    plain = Game.new(reference_decks(), seed=2)
    for _ in range(25):
        game.apply(game.legal_choices()[-1])
    loaded = Game.load(game.save())
    assert loaded.state.auto_pay and loaded.state_hash() == game.state_hash()
    assert '"auto_pay"' not in plain.save() and not Game.load(plain.save()).state.auto_pay
