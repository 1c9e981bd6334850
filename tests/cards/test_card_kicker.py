"""Kicker and multikicker (702.33), compiled from Oracle text: the kicker cost is announced
(601.2b) and paid with the mana cost (601.2f-h); "if this spell was kicked", "if it was
kicked" (603.4) and the counters a kicked permanent enters with (614.1c) follow it from the
stack onto the battlefield (702.33d-e)."""

from __future__ import annotations

from typing import Any

import pytest
from oracle_harness import template

from helpers import (
    ALICE,
    BOB,
    choose,
    game_at,
    life,
    log_has,
    name,
    on_battlefield,
    pay,
    pt,
    resolve,
    texts,
    zone,
)
from manastack.game import Game
from manastack.rules.decisions import DecisionKind


def _untapped(game: Game) -> int:
    return sum(not game.state.objects[o].tapped for o in game.state.battlefield
               if game.state.objects[o].card.is_land)


def _cast_and_resolve(game: Game, card: str, kick: bool) -> None:
    """Cast `card`, answering the kicker decision (601.2b), pay and resolve it."""
    game.apply(f"cast {card}")
    choose(game, "yes" if kick else "no")
    pay(game)
    resolve(game)


def _into_the_roil(islands: int, kick: bool) -> Game:
    game, _ = game_at({"battlefield": ["Island"] * islands, "hand": ["Into the Roil"],
                       "library": ["Plains"]},
                      {"battlefield": ["Grizzly Bears"]})
    game.apply("cast Into the Roil")
    if kick:
        choose(game, "yes")
    elif game.decision is not None and game.decision.kind is DecisionKind.MAY:
        choose(game, "no")
    choose(game, "target Grizzly Bears")
    pay(game)
    resolve(game)
    return game


@template("kicker", "kicked_sentence", cards=("Into the Roil",))
def test_into_the_roil_kicked_returns_the_permanent_and_draws() -> None:
    """702.33a, 601.2b, 601.2f: kicked, Into the Roil costs {1}{U} plus {1}{U}: four lands
    are tapped; it returns Grizzly Bears and, as it was kicked, Alice draws a card."""
    game = _into_the_roil(4, kick=True)
    assert _untapped(game) == 0
    assert zone(game, BOB, "hand") == ["Grizzly Bears"]
    assert zone(game, ALICE, "hand") == ["Plains"]
    assert log_has(game, "702.33d")


def test_into_the_roil_not_kicked_draws_nothing() -> None:
    """702.33e: not kicked, only the first sentence happens, for {1}{U}."""
    game = _into_the_roil(4, kick=False)
    assert _untapped(game) == 2
    assert zone(game, BOB, "hand") == ["Grizzly Bears"] and zone(game, ALICE, "hand") == []


def test_kicker_is_not_offered_when_it_cant_be_paid() -> None:
    """601.2b, 601.2h: with two lands only the mana cost can be paid: no kicker decision."""
    game, _ = game_at({"battlefield": ["Island"] * 2, "hand": ["Into the Roil"]},
                      {"battlefield": ["Grizzly Bears"]})
    game.apply("cast Into the Roil")
    assert game.decision is not None and game.decision.kind is DecisionKind.TARGET


@template("kicked_enters_with", cards=("Aether Figment",))
def test_aether_figment_kicked_enters_with_two_counters() -> None:
    """614.1c, 113.6h, 702.33d: kicked ({1}{U} + {3}), Aether Figment enters with two +1/+1 counters;
    not kicked, with none."""
    for kick, counters in ((True, 2), (False, 0)):
        game, _ = game_at({"battlefield": ["Island"] * 5, "hand": ["Aether Figment"]})
        _cast_and_resolve(game, "Aether Figment", kick)
        figment = next(game.state.objects[o] for o in game.state.battlefield
                       if game.state.objects[o].card.name == "Aether Figment")
        assert figment.counters.get("+1/+1", 0) == counters


@template("kicked_triggered", cards=("Krosan Druid",))
def test_krosan_druid_kicked_gains_ten_life() -> None:
    """603.4, 702.33d: "When this creature enters, if it was kicked, you gain 10 life."
    triggers for the Druid kicked for {4}{G} and not for an unkicked one."""
    for kick, gained in ((True, 10), (False, 0)):
        game, _ = game_at({"battlefield": ["Forest"] * 8, "hand": ["Krosan Druid"]})
        _cast_and_resolve(game, "Krosan Druid", kick)
        if game.state.stack:
            resolve(game)
        assert life(game, ALICE) == 20 + gained


@template("multikicker", "enters_with_per_kick", cards=("Gnarlid Pack",))
def test_gnarlid_pack_enters_with_a_counter_for_each_kick() -> None:
    """702.33c, 702.33d: with six Forests, Gnarlid Pack ({1}{G}) may be kicked for {1}{G}
    up to twice ("any number of times", zero included: 107.1c); kicked twice it enters with
    two +1/+1 counters."""
    game, _ = game_at({"battlefield": ["Forest"] * 6, "hand": ["Gnarlid Pack"]})
    game.apply("cast Gnarlid Pack")
    assert game.decision is not None and game.decision.kind is DecisionKind.NUMBER
    assert texts(game) == ["kick 0 times", "kick 1 times", "kick 2 times"]
    choose(game, "kick 2")
    pay(game)
    resolve(game)
    pack = next(game.state.objects[o] for o in game.state.battlefield
                if game.state.objects[o].card.name == "Gnarlid Pack")
    assert pack.counters.get("+1/+1", 0) == 2 and pack.kicked == 2
    assert _untapped(game) == 0


def _kicked_at(card: str, lands: list[str], kick: bool, bob: list[Any]) -> tuple[Game, dict[str, int]]:
    """Cast `card` at Bob's creature labelled "it", kicked or not (601.2b), and resolve it."""
    game, labels = game_at({"battlefield": lands, "hand": [card]}, {"battlefield": bob})
    game.apply(f"cast {card}")
    choose(game, "yes" if kick else "no")
    choose(game, f"target {name(game, labels['it'])}")
    pay(game)
    resolve(game)
    return game, labels


@template("kicked_instead", cards=("Shivan Fire",))
@pytest.mark.parametrize(("kick", "survives"), [(False, True), (True, False)])
def test_shivan_fire_deals_four_damage_instead_if_kicked(kick: bool, survives: bool) -> None:
    """614.15, 702.33e: Shivan Fire deals 2 damage to Bob's 3/3 Hill Giant, which survives;
    kicked ({R} + {4}) it deals 4 damage instead (not 2 and then 4), and the Giant dies."""
    game, labels = _kicked_at("Shivan Fire", ["Mountain"] * 5, kick,
                              [{"card": "Hill Giant", "label": "it"}])
    assert on_battlefield(game, labels["it"]) is survives
    if survives:
        assert game.state.objects[labels["it"]].damage == 2
    else:
        assert zone(game, BOB, "graveyard") == ["Hill Giant"]


@template("kicked_instead", cards=("Gift of Growth",))
@pytest.mark.parametrize(("kick", "size"), [(False, (4, 4)), (True, (6, 6))])
def test_gift_of_growth_untaps_and_gives_four_instead_if_kicked(
        kick: bool, size: tuple[int, int]) -> None:
    """614.15, 702.33e: Gift of Growth untaps Bob's tapped Grizzly Bears and gives it +2/+2;
    kicked ({1}{G} + {2}) the sentence before is replaced: +4/+4 instead, and it is still
    untapped by the first sentence."""
    game, labels = _kicked_at("Gift of Growth", ["Forest"] * 4, kick,
                              [{"card": "Grizzly Bears", "label": "it", "tapped": True}])
    assert not game.state.objects[labels["it"]].tapped
    assert pt(game, labels["it"]) == size
