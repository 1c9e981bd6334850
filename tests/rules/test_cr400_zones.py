"""400-406: zones. Owners' zones, hidden and public zones as each player sees them, the
stack's order, and what doesn't use the stack."""

from __future__ import annotations

import pytest

from helpers import ALICE, BOB, cast_resolved, do, game_at, pass_all, pass_until, pay, stack, texts, zone
from manastack.cards.registry import get_card
from manastack.game import Game


def test_a_card_goes_to_its_owners_graveyard() -> None:
    """400.3 / 404.1 / 108.3: Alice controls Bob's Grizzly Bears; when Lightning Bolt destroys
    it, it goes to Bob's graveyard, not Alice's. The Bolt goes to Alice's (304.2)."""
    game, labels = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears",
                                             "controller": "Alice"}]})
    assert game.state.obj(labels["bears"]).controller == ALICE
    cast_resolved(game, "Lightning Bolt", f"Grizzly Bears#{labels['bears']}")
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt"]


def test_hidden_and_public_zones_in_a_players_view() -> None:
    """400.1 / 400.2 / 401.2 / 401.3 / 402.3 / 404.2 / 406.3: in Bob's view Alice's library and hand
    are hidden (only their sizes, which anyone may count), while her graveyard and exile are public
    and show every card; Alice's own view shows her hand but not her library."""
    game, _ = game_at({"hand": ["Forest", "Shock"], "graveyard": ["Opt"], "exile": ["Island"],
                       "library": ["Mountain", "Plains", "Swamp"]})
    bob_sees = game.view(BOB)["players"][ALICE]
    assert bob_sees["hand"] == [] and bob_sees["hand_size"] == 2
    assert bob_sees["library"] == [] and bob_sees["library_size"] == 3
    assert [c["card"] for c in bob_sees["graveyard"]] == ["Opt"]
    assert [c["card"] for c in bob_sees["exile"]] == ["Island"]
    alice_sees = game.view(ALICE)["players"][ALICE]
    assert sorted(c["card"] for c in alice_sees["hand"]) == ["Forest", "Shock"]
    assert alice_sees["library"] == [] and alice_sees["library_size"] == 3


def test_the_last_object_put_on_the_stack_is_on_top() -> None:
    """405.2 / 405.5 / 608.1: Alice's Shock, then Bob's Lightning Bolt in response: the Bolt is
    on top and resolves first; the Shock resolves after both players pass again."""
    game, _ = game_at({"hand": ["Shock"], "battlefield": ["Mountain"]},
                      {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    do(game, "cast Shock", "target Bob")
    pay(game, required=False)
    do(game, "pass", "cast Lightning Bolt", "target Alice")
    pay(game, required=False)
    assert stack(game) == ["Lightning Bolt", "Shock"]
    do(game, "pass", "pass")
    assert stack(game) == ["Shock"] and game.state.players[ALICE].life == 17
    do(game, "pass", "pass")
    assert not game.state.stack and game.state.players[BOB].life == 18


def test_mana_abilities_and_special_actions_dont_use_the_stack() -> None:
    """405.6c / 405.6d / 605.3b / 116.2a: tapping a land for mana and playing a land happen at
    once; the stack stays empty and Alice keeps priority."""
    game, _ = game_at({"hand": ["Mountain"], "battlefield": ["Forest"]})
    do(game, next(t for t in texts(game) if t.startswith("activate Forest")))
    assert not game.state.stack and [u.type for u in game.state.players[ALICE].pool] == ["G"]
    do(game, "play Mountain")
    assert not game.state.stack and game.decision is not None and game.decision.player == ALICE


def test_a_permanent_that_returns_is_a_new_object() -> None:
    """403.4 / 400.7: Unsummon returns Grizzly Bears to its owner's hand; cast again, it enters
    as a new object with a new id, with no memory of the damage the old one had."""
    game, labels = game_at({"hand": ["Unsummon"], "battlefield": [
        "Island", "Forest", "Forest", {"card": "Grizzly Bears", "label": "bears", "damage": 1}]})
    cast_resolved(game, "Unsummon", f"Grizzly Bears#{labels['bears']}")
    assert zone(game, ALICE, "hand") == ["Grizzly Bears"]
    cast_resolved(game, "Grizzly Bears")
    [bears] = [o for o in game.state.battlefield if game.state.obj(o).card.name == "Grizzly Bears"]
    assert bears != labels["bears"] and game.state.obj(bears).damage == 0


def test_putting_a_land_onto_the_battlefield_is_not_playing_it() -> None:
    """305.4 / 110.2a / 701.23a: Evolving Wilds puts an Island from Alice's library onto the
    battlefield under her control; that isn't playing a land, so she may still play the
    Forest from her hand this turn (305.2)."""
    game, _ = game_at({"battlefield": ["Evolving Wilds"], "hand": ["Forest"],
                       "library": ["Island", "Mountain"]})
    do(game, next(t for t in texts(game) if t.startswith("activate Evolving Wilds")))
    pass_all(game)
    do(game, next(t for t in texts(game) if t.startswith("pick Island")))
    island = next(o for o in game.state.battlefield if game.state.obj(o).card.name == "Island")
    assert game.state.obj(island).controller == ALICE and game.state.obj(island).tapped
    assert game.state.players[ALICE].lands_played == 0
    do(game, "play Forest")
    assert game.state.players[ALICE].lands_played == 1


def test_a_librarys_order_changes_only_when_something_says_so() -> None:
    """400.5, 121.1: drawing takes the top card; the rest of the library keeps its order."""
    game, _ = game_at({"library": ["Forest", "Island", "Swamp", "Plains"]},
                      {"library": ["Mountain"] * 4}, step="upkeep")
    pass_until(game, lambda g: g.state.step.value == "precombat main")
    s = game.state
    assert [s.obj(o).card.name for o in s.players[0].hand] == ["Forest"]
    assert [s.obj(o).card.name for o in s.players[0].library] == ["Island", "Swamp", "Plains"]


def test_a_moving_objects_own_replacement_effect_applies_to_its_move() -> None:
    """400.6, 614.1c, 614.12: Flickerwisp exiles Alice's untapped Alpine Meadow ("This land
    enters tapped.") and returns it to the battlefield at the beginning of the end step; the land's
    own ability is seen as it moves and replaces the event: it enters tapped, a new object."""
    game, labels = game_at({"hand": ["Flickerwisp"],
                            "battlefield": ["Plains"] * 3 + [{"card": "Alpine Meadow",
                                                              "label": "meadow"}],
                            "library": ["Plains"] * 5}, {"library": ["Plains"] * 5})
    assert not game.state.obj(labels["meadow"]).tapped
    do(game, "cast Flickerwisp", "pay {1}{W}{W} automatically")
    pass_all(game)
    do(game, f"target Alpine Meadow#{labels['meadow']}")
    pass_all(game)
    assert zone(game, ALICE, "exile") == ["Alpine Meadow"]
    pass_until(game, lambda g: g.state.step.value == "end" and bool(g.state.stack))
    pass_all(game)
    (meadow,) = [o for o in game.state.permanents() if o.card.name == "Alpine Meadow"]
    assert meadow.id != labels["meadow"] and meadow.tapped


def test_a_new_game_keeps_each_players_sideboard_outside_the_game() -> None:
    """400.11 / 400.11a: the cards given as a player's sideboard are outside the game: in no
    zone, listed as that player's (in their view only); a count of them does not match the
    decks is refused."""
    deck = [get_card("Island")] * 20
    sideboard = [get_card("Counterspell"), get_card("Lightning Bolt")]
    game = Game.new([deck, deck], seed=1, outside=[sideboard, []])
    assert game.state.players[ALICE].outside == ("Counterspell", "Lightning Bolt")
    assert game.state.players[BOB].outside == ()
    assert all(o.card.name == "Island" for o in game.state.objects.values())
    assert game.view(ALICE)["players"][ALICE]["outside"] == ["Counterspell", "Lightning Bolt"]
    assert game.view(BOB)["players"][ALICE]["outside"] == 2
    with pytest.raises(ValueError, match=r"400\.11a"):
        Game.new([deck, deck], outside=[sideboard])
