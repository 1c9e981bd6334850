"""Flashback (702.34, 702.34a), compiled from Oracle text: the card may be cast from its owner's
graveyard for its flashback cost rather than its mana cost (118.9, 601.3), with its type's
timing, and is exiled instead of going anywhere else as it leaves the stack."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, choose, game_at, life, log_has, name, pay, resolve, texts, zone
from manastack.game import Game


def _firebolt_in_graveyard(mountains: int) -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": ["Mountain"] * mountains,
                    "graveyard": [{"card": "Firebolt", "label": "bolt"}]})


@template("flashback", cards=("Firebolt",))
def test_firebolt_is_cast_from_the_graveyard_for_its_flashback_cost_then_exiled() -> None:
    """702.34a, 118.9, 113.6f (the ability works from the graveyard): Firebolt in the graveyard is
    cast for {4}{R} (five Mountains tapped), deals its 2 damage, and is exiled as it leaves the
    stack."""
    game, labels = _firebolt_in_graveyard(5)
    game.apply(f"cast {name(game, labels['bolt'])} with flashback")
    game.apply("target Bob")
    pay(game)
    assert all(game.state.objects[o].tapped for o in game.state.battlefield)
    resolve(game)
    assert life(game, BOB) == 18
    assert zone(game, ALICE, "graveyard") == [] and zone(game, ALICE, "exile") == ["Firebolt"]
    assert log_has(game, "702.34a")


def test_flashback_needs_its_whole_cost() -> None:
    """601.2g, 702.34a: with four Mountains Firebolt's {4}{R} can't be paid, so no
    flashback is offered; its mana cost {R} doesn't count from the graveyard (601.3)."""
    game, _ = _firebolt_in_graveyard(4)
    assert not any("flashback" in t for t in texts(game))


def test_flashback_keeps_the_sorcery_timing() -> None:
    """702.34a, 307.1: a sorcery cast with flashback still waits for its controller's main
    phase with an empty stack."""
    game, _ = game_at({"battlefield": ["Mountain"] * 5,
                       "graveyard": ["Firebolt"]}, step="upkeep")
    assert not any("flashback" in t for t in texts(game))


def test_a_card_in_the_hand_is_cast_for_its_mana_cost_only() -> None:
    """702.34a: flashback works only from a graveyard; in the hand Firebolt is cast as usual
    and goes to the graveyard after it resolves (608.2n)."""
    game, _ = game_at({"battlefield": ["Mountain"] * 5, "hand": ["Firebolt"]})
    assert not any("flashback" in t for t in texts(game))
    game.apply("cast Firebolt")
    game.apply("target Bob")
    pay(game)
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Firebolt"]


def test_a_countered_flashback_spell_is_exiled() -> None:
    """702.34a, 701.6a: countered, a spell cast with flashback goes to exile, not to the
    graveyard."""
    game, labels = game_at({"battlefield": ["Mountain"] * 5,
                            "graveyard": [{"card": "Firebolt", "label": "bolt"}]},
                           {"battlefield": ["Island", "Island"], "hand": ["Counterspell"]})
    game.apply(f"cast {name(game, labels['bolt'])} with flashback")
    game.apply("target Bob")
    pay(game)
    bolt = game.state.stack[-1]
    game.apply("pass")
    game.apply("cast Counterspell")
    game.apply(f"target {name(game, bolt)}")
    pay(game)
    resolve(game)
    assert zone(game, ALICE, "exile") == ["Firebolt"] and life(game, BOB) == 20


@template("flashback", cards=("Faithless Looting",))
def test_faithless_looting_flashback_draws_then_discards() -> None:
    """702.34a: Faithless Looting cast for {2}{R} from the graveyard draws two cards and
    discards two, then is exiled."""
    game, labels = game_at({"battlefield": ["Mountain"] * 3,
                            "graveyard": [{"card": "Faithless Looting", "label": "loot"}],
                            "hand": ["Forest", "Plains"], "library": ["Island", "Swamp"]})
    game.apply(f"cast {name(game, labels['loot'])} with flashback")
    pay(game)
    resolve(game)
    while game.decision is not None and "discard" in game.decision.prompt.lower():
        choose(game, "pick")
    assert len(zone(game, ALICE, "hand")) == 2
    assert zone(game, ALICE, "exile") == ["Faithless Looting"]


@template("dash_cost_keyword", cards=("Deep Analysis",))
def test_deep_analysis_flashback_costs_mana_and_life() -> None:
    """118.9, 702.34a, 119.4: "Flashback—{1}{U}, Pay 3 life.": both parts are paid as
    Deep Analysis is cast from the graveyard; Alice draws two cards."""
    game, _ = game_at({"battlefield": ["Island", "Island"], "graveyard": ["Deep Analysis"],
                       "library": ["Plains", "Swamp"]})
    game.apply(next(t for t in texts(game) if t.endswith("with flashback")))
    game.apply("target Alice")
    pay(game)
    assert life(game, ALICE) == 17
    resolve(game)
    assert sorted(zone(game, ALICE, "hand")) == ["Plains", "Swamp"]
    assert zone(game, ALICE, "exile") == ["Deep Analysis"]


def test_flashback_needs_the_life_it_costs() -> None:
    """119.4: with 2 life Alice can't pay 3, so Deep Analysis offers no flashback."""
    game, _ = game_at({"battlefield": ["Island", "Island"], "graveyard": ["Deep Analysis"],
                       "life": 2})
    assert not any(t.endswith("with flashback") for t in texts(game))
