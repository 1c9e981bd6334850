"""Whom a creature attacks (506.2, 508.1b): "target creature that's attacking you (or a
planeswalker you control)", compiled from Oracle text and played: Soul Snare and Snow
Fortress, in a three-player game where Bob attacks Alice and Carol at once."""

from __future__ import annotations

from oracle_harness import pass_until, template

from helpers import ALICE, BOB, do, game_at, name, pass_all, pay, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 5


def _bob_attacks_alice_and_carol(alice: list[object]) -> tuple[Game, dict[str, int]]:
    """Bob's Gray Ogre attacks Alice, his Grizzly Bears Carol (508.1b); then Alice has
    priority in the declare attackers step (508.2)."""
    game, labels = game_at({"battlefield": alice, "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"},
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           carol={"library": LIBRARY}, active="Bob", priority="Bob")
    pass_until(game, "beginning of combat")
    while game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        game.apply("pass")
    do(game, f"attack with {name(game, labels['ogre'])} -> Alice",
       f"attack with {name(game, labels['bears'])} -> Carol", "done declaring attackers")
    while game.decision is not None and game.decision.player != ALICE:
        game.apply("pass")
    return game, labels


def _activate_at_the_attacker(game: Game, card_name: str, ogre: int) -> None:
    """Alice activates her `card_name`'s last ability: only the Ogre is a legal target."""
    source = next(o for o in game.state.battlefield if game.state.objects[o].card.name == card_name)
    do(game, [t for t in texts(game) if t.startswith(f"activate {name(game, source)}")][-1])
    assert texts(game) == [f"target {name(game, ogre)}"]
    do(game, f"target {name(game, ogre)}")
    pay(game, required=False)
    pass_all(game)


@template("attacking_you_or_yours", cards=("Soul Snare",))
def test_soul_snare_exiles_only_a_creature_attacking_its_controller() -> None:
    """508.1b, 115.1: Bob's Ogre attacks Alice, his Bears attack Carol; Alice's Soul Snare
    may target only the Ogre, and exiles it (701.13a)."""
    game, labels = _bob_attacks_alice_and_carol(["Soul Snare", "Plains"])
    _activate_at_the_attacker(game, "Soul Snare", labels["ogre"])
    assert zone(game, BOB, "exile") == ["Gray Ogre"]
    assert zone(game, ALICE, "graveyard") == ["Soul Snare"]


@template("attacking_you", cards=("Snow Fortress",))
def test_snow_fortress_pings_only_a_creature_attacking_its_controller() -> None:
    """508.1b, 115.1, 120.3: Snow Fortress may target the Ogre attacking Alice, not the
    Bears attacking Carol; the Ogre is dealt 1 damage."""
    game, labels = _bob_attacks_alice_and_carol(["Snow Fortress"] + ["Plains"] * 3)
    _activate_at_the_attacker(game, "Snow Fortress", labels["ogre"])
    assert game.state.objects[labels["ogre"]].damage == 1
