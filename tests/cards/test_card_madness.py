"""Madness (702.35a) on real cards: a discarded madness card is exiled instead of put into
the graveyard, and as its trigger resolves its owner may cast it for its madness cost, at
any time (702.35c), or it goes to the graveyard: Fiery Temper, Arrogant Wurm."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, choose, do, game_at, life, pass_all, pay, resolve, zone


def _mind_rot(alice_hand: list[str], alice_lands: list[str]) -> tuple[object, dict[str, int]]:
    """Bob casts Mind Rot at Alice on his turn; it resolves: she discards two cards."""
    game, labels = game_at({"hand": alice_hand, "battlefield": alice_lands},
                           {"hand": ["Mind Rot"], "battlefield": ["Swamp"] * 3},
                           active="Bob")
    cast(game, "Mind Rot", "Alice")
    resolve(game)
    return game, labels


@template("madness_keyword", cards=("Fiery Temper",))
def test_discarded_fiery_temper_is_exiled_and_cast_for_its_madness_cost() -> None:
    """702.35a: Mind Rot makes Alice discard Fiery Temper: it is exiled instead, its trigger
    resolves, she casts it for {R} on Bob's turn (702.35c) and it deals 3 damage to Bob. The
    Island she discarded goes to her graveyard as usual."""
    game, _ = _mind_rot(["Fiery Temper", "Island"], ["Mountain"])
    assert zone(game, ALICE, "exile") == ["Fiery Temper"]
    assert zone(game, ALICE, "graveyard") == ["Island"]
    pass_all(game)          # the madness trigger resolves
    do(game, "yes", by="Alice")
    game.apply("target Bob")
    pay(game)
    pass_all(game)
    assert life(game, BOB) == 17
    assert zone(game, ALICE, "graveyard") == ["Island", "Fiery Temper"]
    assert zone(game, ALICE, "exile") == []


def test_declined_madness_puts_the_card_into_the_graveyard() -> None:
    """702.35a: "If that player doesn't, they put this card into their graveyard"."""
    game, _ = _mind_rot(["Fiery Temper", "Island"], ["Mountain"])
    pass_all(game)
    do(game, "no", by="Alice")
    assert sorted(zone(game, ALICE, "graveyard")) == ["Fiery Temper", "Island"]
    assert life(game, BOB) == 20


def test_madness_cost_that_cant_be_paid_goes_to_the_graveyard() -> None:
    """702.35a, 601.2h: with no red mana Alice can't cast Fiery Temper: it is put into her
    graveyard as the trigger resolves."""
    game, _ = _mind_rot(["Fiery Temper", "Island"], ["Island"])
    assert zone(game, ALICE, "exile") == ["Fiery Temper"]
    pass_all(game)
    assert sorted(zone(game, ALICE, "graveyard")) == ["Fiery Temper", "Island"]


@template("madness_keyword", cards=("Arrogant Wurm",))
def test_madness_creature_cast_on_an_opponents_turn() -> None:
    """702.35a, 702.35c: Arrogant Wurm, a creature, is cast for {2}{G} on Bob's turn as the
    trigger resolves, and enters under Alice's control."""
    game, _ = _mind_rot(["Arrogant Wurm", "Island"], ["Forest"] * 3)
    pass_all(game)
    do(game, "yes", by="Alice")
    pay(game)
    pass_all(game)
    assert "Arrogant Wurm" in [game.state.objects[o].card.name for o in game.state.battlefield
                               if game.state.objects[o].controller == ALICE]


def test_madness_on_a_discard_as_a_cost() -> None:
    """702.35a, 118.3: discarding Fiery Temper to pay Tormenting Voice's additional cost is a
    discard too: it is exiled, and its trigger goes on the stack above Tormenting Voice."""
    game, _ = game_at({"hand": ["Tormenting Voice", "Fiery Temper"],
                       "battlefield": ["Mountain"] * 3, "library": ["Island"] * 4})
    game.apply("cast Tormenting Voice")
    pay(game)
    choose(game, "pick Fiery Temper")
    assert zone(game, ALICE, "exile") == ["Fiery Temper"]
    pass_all(game)              # the trigger, on top, resolves first
    do(game, "yes", by="Alice")
    game.apply("target Bob")
    pay(game)
    pass_all(game)
    assert life(game, BOB) == 17
