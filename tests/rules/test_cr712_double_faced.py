"""Nonmodal double-faced cards (712) in games, with Thraben Gargoyle // Stonewing Antagonizer
("{6}: Transform this creature."): a face on each side, each with its own characteristics;
cast and put onto the battlefield front face up; a card put onto the battlefield from
elsewhere than the stack comes front face up. Modal double-faced cards are in
tests/cards/test_card_modal_dfc_import.py, transforming in tests/cards/test_card_transform.py."""

from __future__ import annotations

from helpers import (
    ALICE,
    at_step,
    battlefield,
    do,
    game_at,
    pass_all,
    pass_until,
    pay,
    resolve,
    stack,
)
from manastack.cards.registry import get_card
from manastack.rules.abilities import ActivatedAbility
from manastack.rules.layers import characteristics
from manastack.rules.mana_abilities import mana_value_of
from manastack.rules.transform import back_face, front_face, is_transformed

GARGOYLE = "Thraben Gargoyle"
LIBRARY = ["Island"] * 10


def test_a_nonmodal_dfc_has_a_face_on_each_side_and_an_ability_that_transforms_it() -> None:
    """712.2, 712.8: Thraben Gargoyle has a Magic card face on each side, Stonewing
    Antagonizer on its back; each face has its own characteristics (a 2/2 defender for {1};
    a 4/2 flyer without mana cost), and the front has the ability that turns it over."""
    card = get_card(GARGOYLE)
    back = back_face(card)
    assert back is not None and front_face(back) is card
    assert (card.name, str(card.mana_cost), card.power, card.toughness) == (GARGOYLE, "{1}", 2, 2)
    assert (back.name, back.mana_cost.mana_value(), back.power, back.toughness) == \
        ("Stonewing Antagonizer", 0, 4, 2)
    assert card.keywords == {"defender"} and back.keywords == {"flying"}
    assert [a.text for a in card.abilities if isinstance(a, ActivatedAbility)] == \
        ["{6}: Transform this creature."]


def test_a_dfc_spell_is_cast_and_enters_with_its_front_face_up() -> None:
    """712.11, 712.8c, 712.13: Alice casts Thraben Gargoyle: on the stack it is its front face
    alone (Thraben Gargoyle, mana value 1), and it resolves into a permanent with that same
    face up, not transformed."""
    game, _ = game_at({"hand": [GARGOYLE], "battlefield": ["Plains"], "library": LIBRARY},
                      {"library": LIBRARY})
    do(game, f"cast {GARGOYLE}", "pay {1} automatically")
    spell = game.state.stack[-1]
    chars = characteristics(game.state, spell)
    assert (chars.name, chars.power, chars.toughness) == (GARGOYLE, 2, 2)
    assert mana_value_of(game.state, spell) == 1
    pass_all(game)
    (gargoyle,) = [o for o in game.state.permanents() if o.card.name == GARGOYLE]
    assert not is_transformed(gargoyle) and characteristics(game.state, gargoyle.id).has("defender")


def test_a_transformed_dfc_put_onto_the_battlefield_again_comes_front_face_up() -> None:
    """712.14, 400.7: Alice's Gargoyle transforms into Stonewing Antagonizer; Flickerwisp exiles
    it and, at the beginning of the end step, returns the card to the battlefield from exile
    (not from the stack): a new object with its front face up, Thraben Gargoyle again."""
    game, labels = game_at({"hand": ["Flickerwisp"],
                            "battlefield": ["Plains"] * 9 + [{"card": GARGOYLE, "label": "g"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    do(game, f"activate {GARGOYLE}#{labels['g']}: {{6}}: Transform this creature.")
    pay(game)
    resolve(game)
    assert characteristics(game.state, labels["g"]).name == "Stonewing Antagonizer"
    do(game, "cast Flickerwisp", "pay {1}{W}{W} automatically")
    pass_all(game)
    do(game, f"target Stonewing Antagonizer#{labels['g']}")
    pass_all(game)
    assert "Thraben Gargoyle" not in battlefield(game, ALICE)
    pass_until(game, at_step("end", turn=game.state.turn))
    assert stack(game) == ["Flickerwisp ability"]
    pass_all(game)
    (returned,) = [o for o in game.state.permanents() if o.card.name == GARGOYLE]
    assert returned.id != labels["g"] and not is_transformed(returned)
    assert characteristics(game.state, returned.id).has("defender")
