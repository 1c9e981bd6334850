"""Goad (701.15) as an Aura's or Equipment's static ability (701.15b, 508.1d), the keyword
action (701.15a) and the trigger of the creature the source is attached to attacking (508.1m,
603.2), compiled from Oracle text and played:
Shiny Impetus ("Enchanted creature gets +2/+2 and is goaded." / "Whenever enchanted creature
attacks, you create a Treasure token.") and Bloodthirsty Blade."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

import helpers
from helpers import ALICE, choose, game_at, name, pass_all, pay, pt, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.goad import goading_players
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


def _game(aura: str, carol: bool = True) -> tuple[Game, dict[str, int]]:
    """Bob's turn, declaring attackers: Alice's `aura` is attached to Bob's Gray Ogre; with
    `carol`, a third player controls Garruk Wildspeaker."""
    return game_at(
        {"library": LIBRARY, "battlefield": [{"card": aura, "label": "aura", "attached_to": "ogre"}]},
        {
            "library": LIBRARY,
            "battlefield": [{"card": "Gray Ogre", "label": "ogre"}, {"card": "Grizzly Bears"}],
        },
        carol={"library": LIBRARY, "battlefield": [{"card": "Garruk Wildspeaker", "label": "garruk"}]}
        if carol
        else None,
        active="Bob",
        step="declare attackers",
        stage="begin",
    )


def _attacks(game: Game) -> list[str]:
    return sorted(t for t in texts(game) if t.startswith("attack with"))


@template("is_goaded", "attached_attacks_trigger", cards=("Shiny Impetus",))
def test_shiny_impetus_makes_the_creature_attack_a_player_other_than_alice() -> None:
    """701.15b, 508.1d: Bob's Gray Ogre, goaded by Alice's Shiny Impetus (a 4/4, 613.4c),
    must attack and must attack a player other than Alice: Carol (not Alice, nor Carol's
    Garruk, which obeys no goad requirement); Bob can't finish declaring without it, while
    his Grizzly Bears may attack anyone. 603.2: as it attacks, Alice creates a Treasure."""
    game, labels = _game("Shiny Impetus")
    ogre = name(game, labels["ogre"])
    assert pt(game, labels["ogre"]) == (4, 4)
    attacks = _attacks(game)
    assert [t for t in attacks if ogre in t] == [f"attack with {ogre} -> Carol"]
    assert any(t.endswith("-> Alice") and "Grizzly Bears" in t for t in attacks)
    assert "done declaring attackers" not in texts(game)
    game.apply(f"attack with {ogre} -> Carol")
    game.apply("done declaring attackers")
    pass_all(game)
    treasures = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Treasure"]
    assert [game.state.objects[o].controller for o in treasures] == [ALICE]


@template("is_goaded", cards=("Bloodthirsty Blade",))
def test_a_goaded_creature_attacks_its_goader_when_no_one_else_can_be_attacked() -> None:
    """508.1d, 701.15b: with two players the only player to attack is Alice, whose
    Bloodthirsty Blade goads Bob's Gray Ogre: it still must attack (the first requirement),
    so it attacks her."""
    game, labels = _game("Bloodthirsty Blade", carol=False)
    ogre = name(game, labels["ogre"])
    assert [t for t in _attacks(game) if ogre in t] == [f"attack with {ogre} -> Alice"]
    assert "done declaring attackers" not in texts(game)
    assert pt(game, labels["ogre"]) == (4, 2)


@template("goad_objects", cards=("Disrupt Decorum",))
def test_disrupt_decorum_goads_until_alices_next_turn() -> None:
    """701.15a: Alice's Disrupt Decorum goads Bob's Gray Ogre (not her own Grizzly Bears);
    701.15b: on Bob's turn it must attack, and attack Carol rather than Alice, though Alice's
    spell is long gone; the goad ends as Alice's next turn begins (611.2a)."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "hand": ["Disrupt Decorum"],
            "battlefield": [
                "Mountain",
                "Mountain",
                "Mountain",
                "Mountain",
                {"card": "Grizzly Bears", "label": "bears"},
            ],
        },
        {"library": LIBRARY, "battlefield": [{"card": "Gray Ogre", "label": "ogre"}]},
        carol={"library": LIBRARY},
    )
    cast(game, "Disrupt Decorum")
    pass_all(game)
    assert goading_players(game.state, characteristics(game.state, labels["ogre"])) == [ALICE]
    assert not goading_players(game.state, characteristics(game.state, labels["bears"]))
    helpers.pass_until(
        game,
        lambda g: g.decision is not None and g.state.turn == 4 and g.decision.kind is DecisionKind.ATTACKERS,
    )
    ogre = name(game, labels["ogre"])
    assert [t for t in _attacks(game) if ogre in t] == [f"attack with {ogre} -> Carol"]
    game.apply(f"attack with {ogre} -> Carol")
    game.apply("done declaring attackers")
    pass_until(game, "upkeep", turn=5)
    assert game.state.players[game.state.active].name == "Carol"
    assert goading_players(game.state, characteristics(game.state, labels["ogre"])) == [ALICE]
    pass_until(game, "upkeep", turn=6)
    assert not goading_players(game.state, characteristics(game.state, labels["ogre"]))


@template("is_goaded", cards=("Shiny Impetus", "Bloodthirsty Blade"))
def test_a_creature_goaded_by_two_players_attacks_either_one() -> None:
    """701.15c: Bob's Gray Ogre is goaded by Alice (Shiny Impetus) and by Carol (Bloodthirsty
    Blade); 508.1d: no player is other than both, so attacking Alice or Carol obeys one goad
    requirement each, while Carol's Garruk obeys none and isn't offered."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [{"card": "Shiny Impetus", "attached_to": "ogre"}]},
        {"library": LIBRARY, "battlefield": [{"card": "Gray Ogre", "label": "ogre"}]},
        carol={
            "library": LIBRARY,
            "battlefield": [
                {"card": "Bloodthirsty Blade", "attached_to": "ogre"},
                {"card": "Garruk Wildspeaker"},
            ],
        },
        active="Bob",
        step="declare attackers",
        stage="begin",
    )
    ogre = name(game, labels["ogre"])
    assert goading_players(game.state, characteristics(game.state, labels["ogre"])) == [ALICE, 2]
    assert _attacks(game) == [f"attack with {ogre} -> Alice", f"attack with {ogre} -> Carol"]


@template("goad_objects", cards=("Disrupt Decorum",))
def test_goading_a_creature_again_adds_no_requirement() -> None:
    """701.15d: Alice casts Disrupt Decorum twice; Bob's Gray Ogre is goaded by her once, and
    on his turn it must still attack Carol, as one goad would have it."""
    game, labels = game_at(
        {"library": LIBRARY, "hand": ["Disrupt Decorum", "Disrupt Decorum"], "battlefield": ["Mountain"] * 8},
        {"library": LIBRARY, "battlefield": [{"card": "Gray Ogre", "label": "ogre"}]},
        carol={"library": LIBRARY},
    )
    for _ in range(2):
        choose(game, "cast Disrupt Decorum")
        pay(game)
        pass_all(game)
    assert goading_players(game.state, characteristics(game.state, labels["ogre"])) == [ALICE]
    helpers.pass_until(
        game,
        lambda g: g.state.turn == 4 and g.decision is not None and g.decision.kind is DecisionKind.ATTACKERS,
    )
    ogre = name(game, labels["ogre"])
    assert _attacks(game) == [f"attack with {ogre} -> Carol"]
