"""119 life and 120 damage: starting life totals, damage to players as life loss, damage to
creatures marked until cleanup, sources of damage, and zero damage that isn't dealt."""

from __future__ import annotations

from typing import Any

from helpers import ALICE, BOB, cast_resolved, cites, game_at, life, pass_until, zone
from manastack.cards.registry import get_card
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.scenario import inline_cards

LIBRARY = ["Island"] * 8

CARDS = inline_cards([
    {"name": "Pain Watcher", "mana_cost": "{1}{B}", "type_line": "Creature — Spirit",
     "text": "", "power": 1, "toughness": 4},
    {"name": "Quiet Thief", "mana_cost": "{1}{U}", "type_line": "Creature — Human Rogue",
     "text": "Whenever this creature deals combat damage to a player, you gain 5 life.",
     "power": 0, "toughness": 2},
    {"name": "Twin Spark", "mana_cost": "{R}", "type_line": "Sorcery",
     "text": "Twin Spark deals 2 damage to target creature."},
])


def _game(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
          **kw: Any) -> tuple[Game, dict[str, int]]:
    return game_at({"library": LIBRARY, **(alice or {})}, {"library": LIBRARY, **(bob or {})},
                   cards=CARDS, **kw)


def test_a_new_two_player_game_starts_at_twenty_life() -> None:
    """119.1 / 103.4: each player begins a two-player game with 20 life."""
    forest, island = get_card("Forest"), get_card("Island")
    game = Game.new([[forest] * 40, [island] * 40], names=["Alice", "Bob"], seed=3)
    assert [p.life for p in game.state.players] == [20, 20]


def test_damage_to_a_player_is_life_loss() -> None:
    """119.2 / 120.3a / 120.2, 120.2b: Lightning Bolt, as an effect of a spell, deals 3 damage to
    Bob; that damage makes him lose 3 life, and the spell is the source of the damage (120.7)."""
    game, _ = _game({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    cast_resolved(game, "Lightning Bolt", "Bob", by="Alice")
    assert life(game, BOB) == 17
    assert any(e.rule.startswith("120.3") and "Lightning Bolt" in e.text for e in game.log())


def test_zero_or_less_life_loses_the_game() -> None:
    """119.6 / 704.5a: a player at 0 or less life loses as a state-based action: Bob at 2
    takes 3 from Lightning Bolt and loses."""
    game, _ = _game({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, {"life": 2})
    cast_resolved(game, "Lightning Bolt", "Bob", by="Alice")
    assert game.is_over and game.losers() == ["Bob"] and life(game, BOB) == -1


def test_damage_to_a_creature_does_not_destroy_it_by_itself() -> None:
    """120.5 / 120.6 / 704.5g / 701.8b / 302.7: 2 damage marked on a 1/4 creature doesn't destroy
    it; it stays marked for the rest of the turn, and a second 2 damage is lethal because the damage
    adds up (120.6). The state-based action, not the damage, destroys it."""
    game, labels = _game({"hand": ["Twin Spark", "Twin Spark"], "battlefield": ["Mountain"] * 2},
                         {"battlefield": [{"card": "Pain Watcher", "label": "watcher"}]})
    cast_resolved(game, "Twin Spark", "Pain Watcher", by="Alice")
    assert game.state.obj(labels["watcher"]).damage == 2
    assert zone(game, BOB, "graveyard") == []
    cast_resolved(game, "Twin Spark", "Pain Watcher", by="Alice")
    assert zone(game, BOB, "graveyard") == ["Pain Watcher"]
    assert cites(game, "704.5g")


def test_marked_damage_wears_off_in_cleanup() -> None:
    """120.6 / 514.2: damage marked on a creature stays until the cleanup step, where it is
    removed; on the next turn the creature has no damage."""
    game, labels = _game({"hand": ["Twin Spark"], "battlefield": ["Mountain"]},
                         {"battlefield": [{"card": "Pain Watcher", "label": "watcher"}]})
    cast_resolved(game, "Twin Spark", "Pain Watcher", by="Alice")
    watcher = labels["watcher"]
    pass_until(game, lambda g: g.state.step.value == "end")
    assert game.state.obj(watcher).damage == 2
    pass_until(game, lambda g: g.state.turn == 4)
    assert game.state.obj(watcher).damage == 0


def test_zero_damage_is_not_dealt() -> None:
    """120.8 / 510.1a: an unblocked 0-power attacker would deal 0 combat damage, so it deals
    none and its "deals combat damage to a player" ability doesn't trigger; with +3/+0 from
    Brute Force it deals 3 and the ability triggers as the damage is dealt (120.4b, 120.4d)."""
    for pump, alice_life, bob_life in ((False, 20, 20), (True, 25, 17)):
        hand = ["Brute Force"] if pump else []
        game, _ = _game({"hand": hand, "battlefield": [
            "Mountain", {"card": "Quiet Thief", "attacking": "Bob", "tapped": True}]},
            step="declare attackers")
        if pump:
            cast_resolved(game, "Brute Force", "Quiet Thief", by="Alice")
        pass_until(game, lambda g: g.state.step.value == "postcombat main")
        assert (life(game, ALICE), life(game, BOB)) == (alice_life, bob_life)


def test_combat_damage_equals_power() -> None:
    """120.2a / 510.1a: an unblocked attacking creature deals combat damage equal to its power
    in the combat damage step."""
    game, _ = _game({"battlefield": [{"card": "Gray Ogre", "attacking": "Bob", "tapped": True}]},
                    step="declare attackers")
    pass_until(game, lambda g: g.state.step.value == "combat damage"
               and g.decision is not None and g.decision.kind is DecisionKind.PRIORITY)
    assert life(game, BOB) == 18 and life(game, ALICE) == 20
