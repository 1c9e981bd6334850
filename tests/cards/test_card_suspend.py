"""Suspend (702.62) compiled from Oracle text and played: Rift Bolt and Errant Ephemeron are
exiled from the hand with time counters by a special action (116.2f), lose a counter at
each of their owner's upkeeps, and are cast without paying their mana cost as the last one
is removed; a creature cast so has haste while its caster controls it."""

from __future__ import annotations

from oracle_harness import cast, pay, template

from helpers import (
    ALICE,
    BOB,
    at_step,
    cites,
    do,
    game_at,
    life,
    pass_all,
    pass_until,
    texts,
    who,
    zone,
)
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics
from manastack.rules.suspend import HASTE_WHILE_CONTROLLED

LIBRARY = ["Mountain"] * 12


def _exiled(game: Game, player: int, name: str) -> int:
    return next(o for o in game.state.players[player].exile
                if game.state.objects[o].card.name == name)


def _may_cast(game: Game) -> None:
    """Pass until the "you may cast it" of the last counter's trigger is asked."""
    pass_until(game, lambda g: g.decision is not None and g.decision.kind is DecisionKind.MAY)


@template("suspend", cards=("Rift Bolt",))
def test_rift_bolt_is_suspended_then_cast_at_the_next_upkeep() -> None:
    """116.2f, 702.62a: Alice pays {R} and exiles Rift Bolt with one time counter, a special
    action (the stack stays empty); at her next upkeep the counter is removed, the last one,
    and she casts it without paying its mana cost (702.62d): 3 damage to Bob, then it goes to
    her graveyard."""
    game, _ = game_at({"hand": ["Rift Bolt"], "battlefield": ["Mountain"], "library": LIBRARY},
                      {"library": LIBRARY})
    do(game, "suspend Rift Bolt for {R} (702.62a)")
    pay(game)
    assert game.state.stack == ()
    bolt = _exiled(game, ALICE, "Rift Bolt")
    assert game.state.objects[bolt].counters == {"time": 1}
    assert cites(game, "702.62a")
    pass_until(game, at_step("upkeep", "Bob"))
    assert zone(game, ALICE, "exile") == ["Rift Bolt"]       # only its owner's upkeep
    _may_cast(game)
    assert game.state.turn == 5 and game.state.objects[bolt].counters == {}
    do(game, "yes")
    do(game, "target Bob")          # nothing to pay (118.9)
    pass_all(game)
    assert life(game, BOB) == 17
    assert zone(game, ALICE, "graveyard") == ["Rift Bolt"]
    assert zone(game, ALICE, "exile") == []


def test_suspending_needs_the_cards_timing_and_the_cost() -> None:
    """702.62a, 116.2f: only if Alice could begin to cast it: a sorcery not during Bob's
    turn, nor with an untapped land missing for the suspend cost."""
    game, _ = game_at({"hand": ["Rift Bolt"], "battlefield": ["Mountain"]},
                      {"library": LIBRARY}, active="Bob", priority="Alice")
    assert not any(t.startswith("suspend") for t in texts(game)), who(game)
    game, _ = game_at({"hand": ["Rift Bolt"], "battlefield": ["Island"]})
    assert not any(t.startswith("suspend") for t in texts(game)), who(game)


def test_declined_the_card_remains_exiled() -> None:
    """702.62a: "If you don't, it remains exiled", with no time counter: no upkeep trigger
    removes one any more (702.62b: it isn't suspended)."""
    game, _ = game_at({"exile": [{"card": "Rift Bolt", "counters": {"time": 1}}],
                       "library": LIBRARY}, {"library": LIBRARY}, turn=2, active="Bob")
    _may_cast(game)
    do(game, "no")
    assert zone(game, ALICE, "exile") == ["Rift Bolt"]
    pass_until(game, at_step("draw", "Alice", turn=5))
    assert zone(game, ALICE, "exile") == ["Rift Bolt"]
    assert life(game, BOB) == 20


@template("suspend", cards=("Errant Ephemeron",))
def test_a_creature_cast_by_suspend_has_haste() -> None:
    """702.62a: Errant Ephemeron's last time counter goes at Alice's upkeep; cast without
    paying its mana cost, the 4/4 flier gains haste "until you lose control of the spell or
    the permanent it becomes", so it attacks that turn: Bob goes to 16."""
    game, _ = game_at({"exile": [{"card": "Errant Ephemeron", "counters": {"time": 2}}],
                       "library": LIBRARY}, {"library": LIBRARY}, turn=2, active="Bob")
    pass_until(game, at_step("draw", "Alice", turn=3))
    ephemeron = _exiled(game, ALICE, "Errant Ephemeron")
    assert game.state.objects[ephemeron].counters == {"time": 1}
    _may_cast(game)
    assert game.state.turn == 5
    do(game, "yes")
    pass_all(game)
    here = next(o for o in game.state.battlefield
                if game.state.objects[o].card.name == "Errant Ephemeron")
    assert characteristics(game.state, here).has("haste")
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.ATTACKERS)
    do(game, "attack with Errant Ephemeron -> Bob")
    do(game, "done declaring attackers")
    pass_until(game, at_step("end of combat"))
    assert life(game, BOB) == 16


def test_the_haste_ends_as_its_caster_loses_control() -> None:
    """702.62a: "until you lose control of ... the permanent it becomes": once Bob's
    Control Magic takes Errant Ephemeron, the haste effect is gone (611.2a), and Bob's
    newly controlled creature has no haste (302.6)."""
    game, _ = game_at({"exile": [{"card": "Errant Ephemeron", "counters": {"time": 1}}],
                       "library": LIBRARY},
                      {"library": LIBRARY, "hand": ["Control Magic"],
                       "battlefield": ["Island"] * 4}, turn=2, active="Bob")
    _may_cast(game)
    do(game, "yes")
    pass_all(game)
    here = next(o for o in game.state.battlefield
                if game.state.objects[o].card.name == "Errant Ephemeron")
    assert characteristics(game.state, here).has("haste")
    pass_until(game, at_step("precombat main", "Bob", turn=4))
    cast(game, "Control Magic", "Errant Ephemeron")
    pass_all(game)
    assert characteristics(game.state, here).controller == BOB
    assert not characteristics(game.state, here).has("haste")
    assert not any(e.op == HASTE_WHILE_CONTROLLED for e in game.state.effects)


@template("suspend", cards=("Lotus Bloom",))
def test_a_card_with_no_mana_cost_is_cast_only_by_suspend() -> None:
    """202.1b, 118.6: Lotus Bloom has no mana cost, an unpayable cost: Alice can't cast it
    from her hand (it is colorless, 903.4d); she suspends it for {0} (702.62a), and as its
    last time counter is removed, at her third upkeep, she casts it without paying its mana
    cost; it resolves and taps, sacrificed, for three mana of one color."""
    game, _ = game_at({"hand": ["Lotus Bloom"], "battlefield": ["Island"] * 3,
                       "library": LIBRARY}, {"library": LIBRARY})
    assert not any(t.startswith("cast Lotus Bloom") for t in texts(game)), who(game)
    do(game, "suspend Lotus Bloom for {0} (702.62a)")
    pay(game)
    bloom = _exiled(game, ALICE, "Lotus Bloom")
    assert game.state.objects[bloom].counters == {"time": 3}
    for turn in (5, 7):
        pass_until(game, at_step("draw", "Alice", turn=turn))
        assert zone(game, ALICE, "exile") == ["Lotus Bloom"]
    assert game.state.objects[bloom].counters == {"time": 1}
    _may_cast(game)
    assert game.state.turn == 9
    do(game, "yes")
    pass_all(game)
    here = next(o for o in game.state.battlefield
                if game.state.objects[o].card.name == "Lotus Bloom")
    assert characteristics(game.state, here).colors == set()
    assert any(t.startswith("activate Lotus Bloom") for t in texts(game)), who(game)


def test_a_saved_game_keeps_the_suspended_card_and_the_haste() -> None:
    """702.62a: the time counters on the exiled card and the haste effect of the creature
    cast by suspend are plain state: a saved game resumes with both."""
    game, _ = game_at({"exile": [{"card": "Errant Ephemeron", "counters": {"time": 1}}],
                       "library": LIBRARY}, {"library": LIBRARY}, turn=2, active="Bob")
    game = Game.load(game.save())
    _may_cast(game)
    do(game, "yes")
    pass_all(game)
    game = Game.load(game.save())
    here = next(o for o in game.state.battlefield
                if game.state.objects[o].card.name == "Errant Ephemeron")
    assert characteristics(game.state, here).has("haste")
