"""Cards brought into your hand from outside the game (400.11a: the sideboard; 400.11b),
revealed (701.20a), compiled from Oracle text and played: Cunning Wish, Glittering Wish,
Living Wish."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, cites, do, pass_all, pay, position, texts, zone
from manastack.game import Game
from manastack.rules.knowledge import knows
from manastack.scenario import build_state

OUTSIDE = ("Lightning Bolt", "Divination", "Grizzly Bears", "Forest", "Counterspell",
           "Lightning Helix")


def _wish(card: str, lands: list[str], outside: tuple[str, ...] = OUTSIDE) -> Game:
    state, _ = build_state(position({"hand": [card], "battlefield": lands,
                                     "library": ["Plains"] * 3}, {"library": ["Plains"] * 3}))
    state.player_w(ALICE).outside = outside
    return Game.from_state(state)


def _cast_and_resolve(game: Game, card: str) -> None:
    do(game, f"cast {card}")
    pay(game)
    pass_all(game)


def _offered(game: Game) -> list[str]:
    return [t.removeprefix("pick ").removesuffix(" (outside the game)")
            for t in texts(game) if t.startswith("pick ")]


@template("reveal_from_outside", "owned_outside", cards=("Cunning Wish",))
def test_cunning_wish_puts_an_instant_from_the_sideboard_into_hand_and_exiles_itself() -> None:
    """400.11a, 400.11b, 701.20a: Cunning Wish offers only the instant cards Alice owns
    outside the game; she reveals Counterspell and puts it into her hand (Bob knows it), it
    leaves her sideboard, and Cunning Wish is exiled instead of going to the graveyard
    (608.2n)."""
    game = _wish("Cunning Wish", ["Island"] * 3)
    _cast_and_resolve(game, "Cunning Wish")
    assert _offered(game) == ["Lightning Bolt", "Counterspell", "Lightning Helix"]
    do(game, "pick Counterspell (outside the game)")
    assert zone(game, ALICE, "hand") == ["Counterspell"]
    hand_card = game.state.players[ALICE].hand[0]
    assert knows(game.state, BOB, hand_card)
    assert game.state.players[ALICE].outside == ("Lightning Bolt", "Divination",
                                                 "Grizzly Bears", "Forest", "Lightning Helix")
    assert zone(game, ALICE, "exile") == ["Cunning Wish"]
    assert zone(game, ALICE, "graveyard") == []
    assert cites(game, "400.11b") and cites(game, "701.20a")


@template("reveal_from_outside", "owned_outside", cards=("Cunning Wish",))
def test_cunning_wish_may_take_nothing() -> None:
    """"You may": Alice chooses no card; her sideboard is unchanged and Cunning Wish is still
    exiled."""
    game = _wish("Cunning Wish", ["Island"] * 3)
    _cast_and_resolve(game, "Cunning Wish")
    do(game, "done")
    assert zone(game, ALICE, "hand") == []
    assert game.state.players[ALICE].outside == OUTSIDE
    assert zone(game, ALICE, "exile") == ["Cunning Wish"]


@template("reveal_from_outside", "owned_outside", cards=("Cunning Wish",))
def test_cunning_wish_with_no_instant_outside_asks_nothing() -> None:
    """400.11a: with no instant card in her sideboard there is nothing to choose: Cunning
    Wish resolves, puts no card into her hand and is exiled."""
    game = _wish("Cunning Wish", ["Island"] * 3, ("Divination", "Grizzly Bears"))
    _cast_and_resolve(game, "Cunning Wish")
    assert zone(game, ALICE, "hand") == []
    assert zone(game, ALICE, "exile") == ["Cunning Wish"]
    assert game.state.players[ALICE].outside == ("Divination", "Grizzly Bears")


@template("reveal_from_outside", "owned_outside", cards=("Glittering Wish",))
def test_glittering_wish_offers_only_multicolored_cards() -> None:
    """105.1, 400.11a: Glittering Wish ("a multicolored card") offers Lightning Helix (red and
    white) alone; Alice puts it into her hand."""
    game = _wish("Glittering Wish", ["Forest", "Plains"])
    _cast_and_resolve(game, "Glittering Wish")
    assert _offered(game) == ["Lightning Helix"]
    do(game, "pick Lightning Helix (outside the game)")
    assert zone(game, ALICE, "hand") == ["Lightning Helix"]
    assert zone(game, ALICE, "exile") == ["Glittering Wish"]


@template("reveal_from_outside", "owned_outside", cards=("Living Wish",))
def test_living_wish_offers_creature_or_land_cards() -> None:
    """205.2a, 400.11a: Living Wish ("a creature or land card") offers Grizzly Bears and
    Forest; Alice takes the Forest."""
    game = _wish("Living Wish", ["Forest"] * 2)
    _cast_and_resolve(game, "Living Wish")
    assert _offered(game) == ["Grizzly Bears", "Forest"]
    do(game, "pick Forest (outside the game)")
    assert zone(game, ALICE, "hand") == ["Forest"]
    assert zone(game, ALICE, "exile") == ["Living Wish"]
