"""Effects in a series ("A, B, then C", 608.2c: in the order written), compiled from their
Oracle text and played: Pore Over the Pages ("Draw three cards, untap up to two lands, then
discard a card."), Decimator Web (the player of the first effect does each), and Defense
of the Heart's upkeep trigger (603.4: "if an opponent controls three or more creatures,
sacrifice this enchantment, search your library for up to two creature cards, put those
cards onto the battlefield, then shuffle.")."""

from __future__ import annotations

from oracle_harness import activate, cast, template

from helpers import ALICE, BOB, at_step, choose, game_at, pass_all, pass_until, permanents, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 8


@template("effect_series", cards=("Pore Over the Pages",))
def test_pore_over_the_pages_draws_untaps_two_lands_then_discards() -> None:
    """608.2c: Alice draws three cards, untaps two of the lands she tapped (701.26b), then
    discards a card of her choice (701.9a); her hand ends one card larger."""
    game, _ = game_at({"battlefield": ["Island"] * 5, "hand": ["Pore Over the Pages"],
                       "library": ["Forest", "Swamp", "Mountain", *LIBRARY]},
                      {"library": LIBRARY})
    cast(game, "Pore Over the Pages")
    pass_all(game)
    while game.decision is not None and game.decision.player == ALICE \
            and game.decision.kind is not DecisionKind.PRIORITY:
        game.apply(game.legal_choices()[0])
    assert len(zone(game, ALICE, "hand")) == 2
    assert len(zone(game, ALICE, "graveyard")) == 2      # the spell and the discarded card
    untapped = [oid for oid in game.state.battlefield if not game.state.objects[oid].tapped]
    assert len(untapped) == 2


@template("effect_series", cards=("Decimator Web",))
def test_decimator_web_makes_the_target_opponent_lose_get_poisoned_and_mill() -> None:
    """608.2c: the target opponent loses 2 life (119.3), gets a poison counter (122.1) and
    mills six cards (701.17a); Alice is untouched."""
    game, labels = game_at({"battlefield": ["Island"] * 4 + [{"card": "Decimator Web",
                                                               "label": "web"}],
                            "library": LIBRARY},
                           {"library": LIBRARY})
    activate(game, labels["web"], "Bob")
    pass_all(game)
    bob, alice = game.state.players[BOB], game.state.players[ALICE]
    assert bob.life == 18 and bob.poison == 1 and len(bob.library) == 2
    assert len(bob.graveyard) == 6
    assert alice.life == 20 and alice.poison == 0 and len(alice.library) == 8


def _defense(bob_creatures: int) -> Game:
    game, _ = game_at({"battlefield": ["Forest", "Defense of the Heart"],
                       "library": ["Craw Wurm", "Island", "Grizzly Bears", "Serra Angel"]},
                      {"battlefield": ["Grizzly Bears"] * bob_creatures, "library": LIBRARY},
                      step="upkeep", stage="begin")
    return game


@template("an_opponent_controls_count", "put_them", cards=("Defense of the Heart",))
def test_defense_of_the_heart_puts_two_creatures_onto_the_battlefield() -> None:
    """603.4: Bob controls three creatures as Alice's upkeep begins, so Defense of the Heart
    triggers; it's sacrificed, Alice finds Craw Wurm and Serra Angel (701.23a, up to two)
    and puts them onto the battlefield, then shuffles (701.24a)."""
    game = _defense(3)
    pass_all(game)
    for card in ("Craw Wurm", "Serra Angel"):
        game.apply(next(t for t in texts(game) if t.startswith(f"pick {card}#")))
    while game.decision is not None and game.decision.kind is not DecisionKind.PRIORITY:
        choose(game, "done")
    mine = permanents(game, ALICE)
    assert "Craw Wurm" in mine and "Serra Angel" in mine and "Defense of the Heart" not in mine
    assert "Defense of the Heart" in zone(game, ALICE, "graveyard")
    assert sorted(zone(game, ALICE, "library")) == ["Grizzly Bears", "Island"]


def test_defense_of_the_heart_waits_while_the_opponent_has_two_creatures() -> None:
    """603.4: with two creatures on Bob's side the ability doesn't trigger."""
    game = _defense(2)
    pass_until(game, at_step("precombat main"))
    assert "Defense of the Heart" in permanents(game, ALICE)
    assert len(zone(game, ALICE, "library")) == 3          # the draw step's card only
