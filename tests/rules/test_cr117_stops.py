"""Stops (`rules/stops.py`, `Game.set_stops`, `Game.pass_until`): priority passes the engine
takes for a player as a shortcut (731.1), except at their stops, whenever another player's
object is on the stack (117.7), and wherever they could do more than pass (117.3d).

Alice has the stops; Bob is asked every decision and passes unless a test has him act.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from draw_helpers import cast
from helpers import ALICE, game_at, texts
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.stops import DEFAULT_STOPS, Stops, StopsError, Until
from strategies import DEMO

LIBRARY = ["Mountain"] * 8
BOLT = {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": LIBRARY}
SHOCK = {"hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY}


def position(alice: dict[str, object], bob: dict[str, object]) -> Game:
    """Alice's precombat main phase of turn 3, choices with one option taken (as in
    `manastack play`)."""
    game, _ = game_at(alice, bob)
    state = game.state.fork()
    state.take_single_choices = True
    return Game.from_state(state)


def alice_asked(game: Game, bob: Callable[[Game], bool] | None = None, limit: int = 300
                ) -> tuple[int, str, DecisionKind]:
    """Bob passes (or lets `bob` act: True when it did) until Alice is asked something;
    then the turn, step and kind of her decision."""
    for _ in range(limit):
        d = game.decision
        assert d is not None, "the game ended first"
        if d.player == ALICE:
            return game.state.turn, game.state.step.value, d.kind
        if bob is not None and bob(game):
            continue
        options = game.legal_choices()
        game.apply(next((o for o in options if o.verb in ("pass", "done")), options[0]))
    raise AssertionError("Alice was never asked")


def pass_alice(game: Game) -> None:
    assert game.decision is not None and game.decision.player == ALICE
    game.apply("pass")


def bob_shocks_alice(game: Game) -> bool:
    """In his own precombat main phase, Bob casts Shock at Alice (once)."""
    s = game.state
    if s.players[s.active].name == "Bob" and s.step.value == "precombat main" \
            and any(t.startswith("cast Shock") for t in texts(game)):
        cast(game, "Shock", target="Alice")
        return True
    return False


def test_default_stops_ask_only_at_the_steps_chosen() -> None:
    """117.3a / 731.1: with Lightning Bolt and a Mountain, Alice is asked at her postcombat
    main phase (505.1), at Bob's end step (513.1) and at her next precombat main phase, not
    in the upkeeps, draw steps or combat without attackers (508.8) between."""
    game = position(BOLT, SHOCK)
    game.set_stops(ALICE, DEFAULT_STOPS)
    asked = []
    for _ in range(3):
        pass_alice(game)
        asked.append(alice_asked(game)[:2])
    assert asked == [(3, "postcombat main"), (4, "end"), (5, "precombat main")]


def test_without_stops_every_priority_is_asked() -> None:
    """117.3d: a player without stops is asked at every step they get priority."""
    game = position(BOLT, SHOCK)
    pass_alice(game)
    assert alice_asked(game)[:2] == (3, "beginning of combat")


def test_nothing_to_do_but_pass_is_never_asked() -> None:
    """117.3d / 117.1d / 305.2: once Alice has played her land for the turn, with only
    another land in hand (nothing to cast, mana abilities aside), she is asked nothing
    until her next turn, not even at her stops in Bob's turn."""
    game = position({"hand": ["Forest", "Forest"], "battlefield": ["Mountain"],
                     "library": LIBRARY}, SHOCK)
    game.set_stops(ALICE, Stops.parse("theirs=upkeep,main1,end"))
    game.apply(next(o for o in game.legal_choices() if o.verb == "play"))
    assert alice_asked(game)[:2] == (5, "precombat main")


def test_an_opponents_spell_on_the_stack_always_stops() -> None:
    """117.7: Bob's Shock on the stack gives Alice, holding Lightning Bolt, a decision in
    his precombat main phase, which is no stop of hers."""
    game = position(BOLT, SHOCK)
    game.set_stops(ALICE, DEFAULT_STOPS)
    pass_alice(game)
    alice_asked(game)                       # her postcombat main phase
    pass_alice(game)
    turn, step, kind = alice_asked(game, bob_shocks_alice)
    assert (turn, step, kind) == (4, "precombat main", DecisionKind.PRIORITY)
    assert [game.state.objects[o].card.name for o in game.state.stack] == ["Shock"]


def test_her_own_spell_on_the_stack_stops_only_with_own() -> None:
    """117.3c: Alice receives priority after casting Lightning Bolt; her stops pass it
    unless they say `own`."""
    for stops, asked in ((DEFAULT_STOPS, False), (Stops.parse("own"), True)):
        game = position({**BOLT, "hand": ["Lightning Bolt", "Shock"],
                           "battlefield": ["Mountain", "Mountain"]}, SHOCK)
        game.set_stops(ALICE, stops)
        cast(game, "Lightning Bolt", target="Bob")
        d = game.decision
        assert d is not None
        assert (d.player == ALICE and bool(game.state.stack)) is asked


def test_combat_stops_only_while_creatures_attack() -> None:
    """508.8 / 508.1: Alice stops in her declare attackers step after Grizzly Bears attack,
    to cast Giant Growth; declaring no attacker, she is next asked in her postcombat main."""
    alice = {"hand": ["Giant Growth"], "battlefield": ["Forest", "Grizzly Bears"],
             "library": LIBRARY}
    for attack, expected in ((True, "declare attackers"), (False, "postcombat main")):
        game = position(alice, {"library": LIBRARY})
        game.set_stops(ALICE, DEFAULT_STOPS)
        pass_alice(game)
        assert alice_asked(game)[2] is DecisionKind.ATTACKERS
        if attack:
            game.apply(next(o for o in game.legal_choices() if o.verb == "attack"))
        game.apply(next(o for o in game.legal_choices() if o.verb == "done"))
        assert alice_asked(game)[:2] == (3, expected)


def test_pass_until_end_of_turn() -> None:
    """731.2a: "pass until end of turn" skips Alice's postcombat main phase; her stops
    apply again in Bob's turn (his end step), and the pass is over."""
    game = position(BOLT, SHOCK)
    game.set_stops(ALICE, DEFAULT_STOPS)
    game.pass_until("end of turn")
    assert alice_asked(game)[:2] == (4, "end")
    stops = game.stops(ALICE)
    assert stops is not None and stops.until is None


def test_pass_until_my_next_turn_still_stops_for_spells() -> None:
    """731.2a / 117.7: "pass until my next turn" skips Bob's end step, yet Bob's Shock
    stops Alice; after it she passes on to her next turn's precombat main phase."""
    game = position(BOLT, SHOCK)
    game.pass_until(Until.MY_NEXT_TURN)     # without stops of her own: the defaults
    assert alice_asked(game, bob_shocks_alice)[:2] == (4, "precombat main")
    pass_alice(game)
    assert alice_asked(game)[:2] == (5, "precombat main")


def test_pass_until_something_happens() -> None:
    """731.2b: "pass until something happens" ends when Alice is next asked anything (here
    Bob's Shock, 117.7); her stops apply again, so Bob's end step asks her."""
    game = position(BOLT, SHOCK)
    game.set_stops(ALICE, DEFAULT_STOPS)
    game.pass_until("something happens")
    assert alice_asked(game, bob_shocks_alice)[:2] == (4, "precombat main")
    stops = game.stops(ALICE)
    assert stops is not None and stops.until is None
    pass_alice(game)
    assert alice_asked(game)[:2] == (4, "end")


def test_pass_until_something_happens_ends_at_her_next_turn() -> None:
    """731.2a: with nothing happening, the pass ends as Alice's next turn begins (500.1)."""
    game = position(BOLT, SHOCK)
    game.pass_until("something happens")
    assert alice_asked(game)[:2] == (5, "precombat main")


def test_pass_until_only_with_priority() -> None:
    """117.3d: only a player with priority passes; an unknown "until" is refused, and
    neither changes the game."""
    game = position(BOLT, SHOCK)
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError, match="end of turn, my next turn"):
        game.pass_until("tomorrow")
    cast_game = position(BOLT, SHOCK)
    cast_game.apply(next(o for o in cast_game.legal_choices() if o.verb == "cast"))
    with pytest.raises(IllegalChoiceError, match=r"117\.3d"):
        cast_game.pass_until("end of turn")
    assert game.state_hash() == before and game.stops(ALICE) is None


def test_stops_text_round_trips_and_bad_text_is_named() -> None:
    """The stops notation: `str` and `Stops.parse` round-trip; a bad part is named."""
    for text in ("mine=main1,attackers,main2 theirs=blockers,end", "mine=none theirs=end own",
                 "mine=upkeep,draw,main1,combat,attackers,blockers,first-strike,damage,"
                 "end-combat,main2,end,cleanup theirs=none"):
        assert str(Stops.parse(text)) == text
    assert Stops.parse("") == DEFAULT_STOPS and str(DEFAULT_STOPS) == str(Stops.parse(
        str(DEFAULT_STOPS)))
    for bad, named in (("mine=main3", "'main3'"), ("yours=end", "'yours=end'"),
                       ("mine=end mine=main1", "mine is given twice"), ("x" * 600, "600")):
        with pytest.raises(StopsError, match=named):
            Stops.parse(bad)


def lockstep(with_stops: Game, asked: Game, stops: Stops, choose: Callable[[Game], Choice]
             ) -> int:
    """Plays `with_stops` (seat 0 has stops; `stops` as its last answer was given) beside
    `asked`, in which each pass the stops take is asked and answered "pass"; both make
    `choose`'s choices elsewhere. Checks they are the same game at every decision the
    first asks, saves and forks included; returns how many passes the stops took."""
    taken = 0
    while True:
        while asked.decision is not None and asked.decision.player == 0 and \
                stops.passes(asked.state, asked.decision):
            asked.apply("pass")
            taken += 1
        assert asked.state_hash() == with_stops.state_hash()
        if with_stops.is_over:
            break
        current = with_stops.stops(0)
        assert current is not None
        stops = current
        choice = choose(with_stops)
        with_stops.apply(choice)
        asked.apply(choice)
        if taken % 7 == 3:      # a save and a fork meet the same game
            assert Game.load(with_stops.save()).state_hash() == with_stops.state_hash()
            assert with_stops.fork().state_hash() == with_stops.state_hash()
    assert [str(e) for e in asked.log()] == [str(e) for e in with_stops.log()]
    return taken


@pytest.mark.parametrize("seed", [3, 8])
def test_passes_taken_are_the_game_of_passes_asked(seed: int) -> None:
    """731.1: a pass the stops take is recorded like an answer: at every decision asked,
    the game has the same state hash as the one where each pass was asked and answered
    (the checkpoint is the same, 117.3d), and the same log; saves and forks agree."""
    games = [Game.new(DEMO.decks(), seed=seed, take_single_choices=True, max_turns=14)
             for _ in range(2)]
    games[0].set_stops(0, DEFAULT_STOPS)
    pick = random.Random(seed)

    def choose(game: Game) -> Choice:
        options = game.legal_choices()
        return options[pick.randrange(len(options))]
    assert lockstep(games[0], games[1], DEFAULT_STOPS, choose) > 20


@pytest.mark.parametrize("until", list(Until))
def test_passes_until_are_the_game_of_passes_asked(until: Until) -> None:
    """731.2a: passes "until ..." are the same game as passes asked, to the game's end
    (Bob casts Shock once, 117.7; otherwise everyone passes)."""
    with_stops, asked = position(BOLT, SHOCK), position(BOLT, SHOCK)
    with_stops.pass_until(until)
    asked.apply("pass")

    def choose(game: Game) -> Choice:
        options = game.legal_choices()
        shock = [o for o in options if str(o).startswith(("cast Shock", "target Alice", "pay"))]
        return (shock or [o for o in options if o.verb in ("pass", "done")] or options)[0]
    assert lockstep(with_stops, asked, DEFAULT_STOPS.passing_until(until, 3), choose) > 5
