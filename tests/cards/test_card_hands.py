"""A hand revealed and a card of it chosen by another player, compiled from Oracle text and
played (701.20a, 701.9b): "Target opponent reveals their hand. You choose a card from it.
That player discards that card." (Coercion, Thoughtseize)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, cites, do, game_at, pass_all, texts, zone
from manastack.rules import knowledge
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 5


@template("reveal_hand_choose_discard", "hand_card", cards=("Coercion",))
def test_coercion_reveals_the_hand_and_its_caster_chooses_the_discard() -> None:
    """Coercion (701.20a, 701.9b, 701.9a): Bob's hand is revealed to all, Alice chooses
    Giant Growth from it (any card may be chosen) and Bob discards it; Bob's other cards stay
    in his hand, now known to Alice."""
    game, _ = game_at({"hand": ["Coercion"], "battlefield": ["Swamp"] * 3, "library": LIBRARY},
                      {"hand": ["Forest", "Giant Growth", "Grizzly Bears"], "library": LIBRARY})
    do(game, "cast Coercion", "target Bob", "pay {2}{B} automatically")
    pass_all(game)
    d = game.decision
    assert d is not None and d.kind is DecisionKind.PICK and d.player == ALICE
    assert len(game.legal_choices()) == 3          # lands too: "a card"
    do(game, next(t for t in texts(game) if "Giant Growth" in t))
    assert zone(game, BOB, "graveyard") == ["Giant Growth"]
    assert sorted(zone(game, BOB, "hand")) == ["Forest", "Grizzly Bears"]
    assert all(knowledge.knows(game.state, ALICE, oid) for oid in game.state.players[BOB].hand)
    assert cites(game, "701.20a") and cites(game, "701.9b")


@template("reveal_hand_choose_discard", "hand_card", cards=("Thoughtseize",))
def test_thoughtseize_offers_only_nonland_cards_then_its_caster_loses_life() -> None:
    """Thoughtseize (701.9b, 119.3): only Bob's nonland card may be chosen; Bob discards it
    and Alice loses 2 life; a hand with no nonland card is revealed and nothing is
    discarded."""
    game, _ = game_at({"hand": ["Thoughtseize", "Thoughtseize"], "battlefield": ["Swamp"] * 2,
                       "library": LIBRARY},
                      {"hand": ["Forest", "Giant Growth"], "library": LIBRARY})
    do(game, "cast Thoughtseize", "target Bob", "pay {B} automatically")
    pass_all(game)
    assert len(game.legal_choices()) == 1 and "Giant Growth" in texts(game)[0]
    do(game, texts(game)[0])
    assert zone(game, BOB, "graveyard") == ["Giant Growth"]
    assert game.state.players[ALICE].life == 18
    do(game, "cast Thoughtseize", "target Bob", "pay {B} automatically")
    pass_all(game)
    assert zone(game, BOB, "hand") == ["Forest"] and game.state.players[ALICE].life == 16
