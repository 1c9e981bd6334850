"""108-113 and 115-117: spells and permanents, their owners and controllers, abilities on
the stack, what is and isn't a target, special actions and responding."""

from __future__ import annotations

import pytest

from helpers import ALICE, BOB, do, game_at, pass_all, pay, stack, texts, zone
from manastack.errors import IllegalChoiceError
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics


def test_a_cast_card_becomes_a_spell_its_caster_controls() -> None:
    """112.1 / 112.2 / 601.2a / 701.5a / 701.5b: casting Grizzly Bears moves the card from Alice's
    hand to the top of the stack; the spell's owner and controller is Alice."""
    game, labels = game_at({"hand": [{"card": "Grizzly Bears", "label": "bears"}],
                            "battlefield": ["Forest"] * 2})
    do(game, "cast Grizzly Bears")
    pay(game, required=False)
    [spell] = game.state.stack
    obj = game.state.obj(spell)
    assert obj.zone == "stack" and obj.owner == ALICE and obj.controller == ALICE
    assert zone(game, ALICE, "hand") == [] and spell != labels["bears"]


def test_a_permanent_enters_untapped_under_its_casters_control() -> None:
    """110.1 / 110.2 / 110.5b: the resolved Grizzly Bears is a permanent on the battlefield,
    controlled by the player who cast it, untapped and face up."""
    game, _ = game_at({"hand": ["Grizzly Bears"], "battlefield": ["Forest"] * 2})
    do(game, "cast Grizzly Bears")
    pay(game, required=False)
    pass_all(game)
    bears = next(oid for oid in game.state.battlefield
                 if game.state.obj(oid).card.name == "Grizzly Bears")
    obj = game.state.obj(bears)
    assert characteristics(game.state, bears).controller == ALICE and obj.owner == ALICE
    assert not obj.tapped


def test_abilities_on_the_stack_are_not_spells() -> None:
    """113.9 / 113.1c / 113.8: Brazen Freebooter's enters ability on the stack is an object
    its controller controls, but Counterspell (counter target spell) can't target it: only
    spells are legal targets, so Bob can't cast Counterspell at all (601.2c)."""
    game, _ = game_at({"hand": ["Brazen Freebooter"], "battlefield": ["Mountain"] * 4},
                      {"hand": ["Counterspell"], "battlefield": ["Island"] * 2})
    do(game, "cast Brazen Freebooter")
    pay(game, required=False)
    pass_all(game)                      # the creature resolves; its ability triggers
    assert stack(game) and game.state.obj(game.state.stack[-1]).kind == "ability"
    trigger = game.state.obj(game.state.stack[-1])
    assert trigger.controller == ALICE
    do(game, "pass")
    assert game.decision is not None and game.decision.player == BOB
    assert not any(t.startswith("cast Counterspell") for t in texts(game))


def test_a_spell_cast_in_response_resolves_first() -> None:
    """117.7 / 405.5: with Alice's Lightning Bolt on the stack, Bob casts Giant Growth in
    response; it resolves first, so the Bears survive the Bolt."""
    game, labels = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                           {"hand": ["Giant Growth"], "battlefield": [
                               "Forest", {"card": "Grizzly Bears", "label": "bears"}]})
    do(game, "cast Lightning Bolt", f"target Grizzly Bears#{labels['bears']}")
    pay(game, required=False)
    do(game, "pass", "cast Giant Growth", f"target Grizzly Bears#{labels['bears']}")
    pay(game, required=False)
    assert stack(game) == ["Giant Growth", "Lightning Bolt"]
    pass_all(game)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Giant Growth"]
    assert labels["bears"] in game.state.battlefield


def test_playing_a_land_is_a_special_action() -> None:
    """116.2a / 116.3 / 305.1 / 116.1 / 701.18a: playing a land doesn't use the stack, and the
    player who played it receives priority afterward."""
    game, _ = game_at({"hand": ["Forest"]})
    do(game, "play Forest")
    assert not game.state.stack and "Forest" in zone(game, ALICE, "battlefield")
    assert game.decision is not None and game.decision.player == ALICE
    assert game.decision.kind is DecisionKind.PRIORITY


def test_x_is_never_negative() -> None:
    """107.1b / 107.3a: X is chosen from zero up; a negative X is refused."""
    game, _ = game_at({"hand": ["Endless One"], "battlefield": ["Forest"] * 2})
    do(game, "cast Endless One")
    assert texts(game)[0] == "X=0"
    with pytest.raises(IllegalChoiceError):
        game.apply("X=-1")
