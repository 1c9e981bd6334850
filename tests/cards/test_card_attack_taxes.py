"""Costs to attack (508.1d, 508.1h-j), compiled from Oracle text and played: "Creatures can't
attack you unless their controller pays {2} for each creature they control that's attacking
you." (Propaganda) and "... you or planeswalkers you control ... for each of those
creatures." (Baird, Steward of Argive)."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

import helpers
from helpers import ALICE, game_at, life, name, pass_all, pay, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _game(tax: str, forests: int) -> tuple[Game, dict[str, int]]:
    """Bob's turn, declaring attackers: Alice controls `tax` and Garruk Wildspeaker; Bob has
    Grizzly Bears, Gray Ogre and `forests` Forests; Carol has nothing."""
    return game_at(
        {"library": LIBRARY, "battlefield": [tax, {"card": "Garruk Wildspeaker", "label": "garruk"}]},
        {
            "library": LIBRARY,
            "battlefield": [
                {"card": "Grizzly Bears", "label": "bears"},
                {"card": "Gray Ogre", "label": "ogre"},
                *["Forest"] * forests,
            ],
        },
        carol={"library": LIBRARY},
        active="Bob",
        step="declare attackers",
        stage="begin",
    )


@template("attack_tax", cards=("Propaganda",))
def test_propaganda_charges_two_for_each_creature_attacking_its_controller() -> None:
    """508.1h: attacking Alice with both creatures would cost {4}, more than Bob's three
    Forests make, so once the Bears attack her the Ogre isn't offered to; with the Ogre at
    Carol (no cost) he pays {2} (508.1j) and both attack; Alice takes 2 damage."""
    game, labels = _game("Propaganda", forests=3)
    bears, ogre = name(game, labels["bears"]), name(game, labels["ogre"])
    game.apply(f"attack with {bears} -> Alice")
    assert "done declaring attackers" in texts(game)
    assert f"attack with {ogre} -> Alice" not in texts(game)
    game.apply(f"attack with {ogre} -> Carol")
    game.apply("done declaring attackers")
    pay(game)
    forests = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Forest"]
    assert sum(game.state.objects[o].tapped for o in forests) == 2
    combat = game.state.combat
    assert combat is not None and len(combat.attackers) == 2
    pass_until(game, "end of combat")
    assert life(game, ALICE) == 18


@template("attack_tax_planeswalkers", cards=("Baird, Steward of Argive",))
def test_baird_charges_for_creatures_attacking_its_controllers_planeswalkers_too() -> None:
    """508.1h: with Baird, attacking Alice's Garruk costs {1} as attacking Alice does; with
    one Forest Bob can attack only one of them, while attacking Carol is free."""
    game, labels = _game("Baird, Steward of Argive", forests=1)
    bears, ogre = name(game, labels["bears"]), name(game, labels["ogre"])
    game.apply(f"attack with {bears} -> {name(game, labels['garruk'])}")
    assert "done declaring attackers" in texts(game)
    assert f"attack with {ogre} -> Alice" not in texts(game)
    game.apply(f"attack with {ogre} -> Carol")
    game.apply("done declaring attackers")
    pay(game)
    forest = next(o for o in game.state.battlefield if game.state.objects[o].card.name == "Forest")
    assert game.state.objects[forest].tapped


@template("attack_tax_planeswalkers", cards=("Forbidding Spirit",))
def test_forbidding_spirit_taxes_attacks_until_alices_next_turn() -> None:
    """611.2a, 611.2c: Forbidding Spirit's enters ability taxes the creatures on the
    battlefield as it resolves until Alice's next turn (508.1h): on Bob's turn his Grizzly
    Bears can't attack Alice with one Forest ({2} due), only Carol."""
    game, labels = game_at(
        {"library": LIBRARY, "hand": ["Forbidding Spirit"], "battlefield": ["Plains", "Plains", "Plains"]},
        {"library": LIBRARY, "battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Forest"]},
        carol={"library": LIBRARY},
    )
    cast(game, "Forbidding Spirit")
    pass_all(game)
    pass_all(game)
    helpers.pass_until(
        game,
        lambda g: g.state.turn == 4 and g.decision is not None and g.decision.kind is DecisionKind.ATTACKERS,
    )
    bears = name(game, labels["bears"])
    assert f"attack with {bears} -> Alice" not in texts(game)
    game.apply(f"attack with {bears} -> Carol")
    game.apply("done declaring attackers")
    assert game.state.combat is not None and len(game.state.combat.attackers) == 1
