"""Ward (702.21a): "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]." It
triggers as the targets are chosen (601.2c, 602.2b), only for an opponent's spell or
ability, and counters an ability as it counters a spell (701.6a)."""

from __future__ import annotations

from helpers import ALICE, BOB, cast_resolved, cites, do, game_at, pass_all, pt, stack, zone

LIBRARY = ["Island"] * 5


def test_ward_doesnt_trigger_for_its_controllers_own_spell() -> None:
    """702.21a: Alice's own Giant Growth on her Waterfall Aerialist isn't an opponent's
    spell: no ward trigger, and the pump resolves."""
    game, labels = game_at({"battlefield": [{"card": "Waterfall Aerialist", "label": "bird"},
                                            "Forest"],
                            "hand": ["Giant Growth"], "library": LIBRARY},
                           {"library": LIBRARY})
    do(game, "cast Giant Growth", f"target Waterfall Aerialist#{labels['bird']}")
    do(game, "pay {G} automatically")
    assert stack(game) == ["Giant Growth"]
    pass_all(game)
    assert pt(game, labels["bird"]) == (6, 4)


def test_ward_counters_an_activated_ability_whose_controller_cant_pay() -> None:
    """702.21a, 602.2b: Bob's Prodigal Pyromancer targets Alice's Waterfall Aerialist; ward
    triggers; Bob has no mana for {2}, so the ability is countered and leaves the stack
    (701.6a) and the Aerialist has no damage."""
    game, labels = game_at({"battlefield": [{"card": "Waterfall Aerialist", "label": "bird"}],
                            "library": LIBRARY},
                           {"battlefield": ["Prodigal Pyromancer"], "library": LIBRARY},
                           active="Bob")
    pyromancer = next(o for o in game.state.battlefield
                      if game.state.objects[o].card.name == "Prodigal Pyromancer")
    do(game, f"activate Prodigal Pyromancer#{pyromancer}: {{T}}: This creature deals 1 damage "
       "to any target.", f"target Waterfall Aerialist#{labels['bird']}")
    assert stack(game) == ["Waterfall Aerialist ability", "Prodigal Pyromancer ability"]
    pass_all(game)
    assert not stack(game) and cites(game, "702.21a")
    assert game.state.objects[labels["bird"]].damage == 0


def test_a_spell_targeting_a_player_triggers_no_ward() -> None:
    """702.21a: a spell targeting a player with Shock isn't affected (ward is a permanent's):
    Bob's Shock at Alice resolves with no trigger."""
    game, _ = game_at({"battlefield": ["Waterfall Aerialist"], "library": LIBRARY},
                      {"battlefield": ["Mountain"], "hand": ["Shock"], "library": LIBRARY},
                      active="Bob")
    cast_resolved(game, "Shock", "Alice")
    assert game.state.players[ALICE].life == 18 and zone(game, BOB, "graveyard") == ["Shock"]


def test_a_spell_whose_controller_pays_the_ward_cost_resolves() -> None:
    """702.21, 702.21a, 118.12: Bob's Shock targets Alice's Waterfall Aerialist (ward {2});
    the ward ability triggers and, as it resolves, Bob pays {2}: Shock isn't countered, it
    resolves and the 3/1 Aerialist dies."""
    game, labels = game_at({"battlefield": [{"card": "Waterfall Aerialist", "label": "bird"}],
                            "library": LIBRARY},
                           {"battlefield": ["Mountain"] * 3, "hand": ["Shock"],
                            "library": LIBRARY}, active="Bob")
    do(game, "cast Shock", f"target Waterfall Aerialist#{labels['bird']}", "pay {R} automatically")
    assert stack(game) == ["Waterfall Aerialist ability", "Shock"]
    do(game, "pass", "pass", "yes", "pay {2} automatically")
    assert stack(game) == ["Shock"]
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Waterfall Aerialist"]
    assert zone(game, BOB, "graveyard") == ["Shock"]
