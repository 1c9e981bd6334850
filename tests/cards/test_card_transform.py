"""Transform cards (701.27, 712) compiled from the card data's linked faces, with Thraben
Gargoyle // Stonewing Antagonizer ("{6}: Transform this creature.")."""

from __future__ import annotations

import pytest
from oracle_harness import activate, template

from helpers import ALICE, cites, game_at, resolve, target_and_pay, zone
from manastack.cards.registry import get_card
from manastack.errors import UnsupportedCardError
from manastack.game import Game
from manastack.rules.layers import characteristics
from manastack.rules.mana_abilities import mana_value_of
from manastack.rules.transform import is_transformed

GARGOYLE = "Thraben Gargoyle"
LANDS = ["Plains"] * 6


def _gargoyle(**more: object) -> tuple[Game, int]:
    game, labels = game_at({"battlefield": [*LANDS, {"card": GARGOYLE, "label": "g"}],
                            **more})
    return game, labels["g"]


@template("transform_self", cards=(GARGOYLE,))
def test_transforming_keeps_the_object_with_its_back_face_up() -> None:
    """701.27a, 712.18, 712.8e, 613.7g: the Gargoyle's ability turns it over: the same
    object, now Stonewing Antagonizer (a 2/2 flyer without defender), a transformed
    permanent (701.27g) with a new timestamp, its mana value still its front face's, 1
    (202.3b)."""
    game, oid = _gargoyle()
    before = game.state.objects[oid].timestamp
    front = characteristics(game.state, oid)
    assert front.name == GARGOYLE and "defender" in front.keywords
    activate(game, oid)
    resolve(game)
    obj = game.state.objects[oid]
    back = characteristics(game.state, oid)
    assert back.name == "Stonewing Antagonizer" and "flying" in back.keywords
    assert "defender" not in back.keywords and (back.power, back.toughness) == (4, 2)
    assert is_transformed(obj) and obj.timestamp > before
    assert mana_value_of(game.state, oid) == 1 and obj.card.mana_cost.mana_value() == 0
    assert cites(game, "701.27a")


def test_an_ability_doesnt_transform_a_permanent_that_transformed_since() -> None:
    """701.27f: two activations wait on the stack; the first to resolve transforms the
    Gargoyle, the second finds it transformed since it was put onto the stack and does
    nothing (the permanent doesn't turn back)."""
    game, oid = _gargoyle(battlefield=[*LANDS * 2, {"card": GARGOYLE, "label": "g"}])
    activate(game, oid)
    activate(game, oid)
    resolve(game)
    resolve(game)
    assert characteristics(game.state, oid).name == "Stonewing Antagonizer"
    assert cites(game, "701.27f")


def test_a_transformed_permanent_leaving_the_battlefield_is_its_front_face() -> None:
    """712.8a: in the graveyard the card has only its front face's characteristics; an
    ability of the back face still names its own face (113.7a)."""
    game, oid = _gargoyle(hand=["Doom Blade"],
                          battlefield=[*LANDS, "Swamp", "Swamp", {"card": GARGOYLE, "label": "g"}])
    activate(game, oid)
    resolve(game)
    game.apply("cast Doom Blade")
    game.apply(next(c for c in game.legal_choices() if "Stonewing Antagonizer" in str(c)))
    target_and_pay(game)
    resolve(game)
    assert sorted(zone(game, ALICE, "graveyard")) == ["Doom Blade", GARGOYLE]
    card = next(game.state.objects[o] for o in game.state.players[ALICE].graveyard
                if game.state.objects[o].card.name == GARGOYLE)
    assert not is_transformed(card) and card.card.extra["back"].name == "Stonewing Antagonizer"


def test_a_save_keeps_which_face_is_up() -> None:
    """712.8e: a game saved with a transformed permanent loads with its back face up
    (the back face is saved under its card's key)."""
    game, oid = _gargoyle()
    activate(game, oid)
    resolve(game)
    loaded = Game.load(game.save())
    assert characteristics(loaded.state, oid).name == "Stonewing Antagonizer"
    assert loaded.state_hash() == game.state_hash()


def test_a_back_face_is_not_a_card_of_its_own() -> None:
    """712.8a: a deck holds the double-faced card, named by its front face; the back face's
    name alone is refused, naming the card it belongs to."""
    with pytest.raises(UnsupportedCardError, match="Thraben Gargoyle // Stonewing Antagonizer"):
        get_card("Stonewing Antagonizer")
    assert get_card(GARGOYLE).extra["key"] == "Thraben Gargoyle // Stonewing Antagonizer"


def test_a_back_face_whose_color_the_data_cant_prove_is_refused() -> None:
    """204.2, 903.4d: Delver of Secrets's back face is blue by its color indicator, which the
    card data lacks; its color identity (blue) doesn't prove it, so the card is refused
    naming that reason rather than played with a colorless back face."""
    with pytest.raises(UnsupportedCardError, match="color indicator"):
        get_card("Delver of Secrets")


def test_cards_show_prints_both_faces() -> None:
    """712.6: players may look at both faces; `manastack cards show` prints the back face's
    characteristics after the front's."""
    from typer.testing import CliRunner

    from manastack.cli import app
    shown = CliRunner().invoke(app, ["cards", "show", GARGOYLE])
    assert shown.exit_code == 0
    assert "back face: Stonewing Antagonizer" in shown.output and "4/2" in shown.output
    assert shown.output.index("Defender") < shown.output.index("Flying")
