"""Tokens that are copies (707.2, 111.4): "create a token that's a copy of this creature /
target creature you control", compiled from Oracle text and played: Spawnwrithe and
Cackling Counterpart."""

from __future__ import annotations

from oracle_harness import attack, cast, template

from helpers import ALICE, BOB, at_step, game_at, life, pass_all, pass_until
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _named(game: Game, card_name: str) -> list[int]:
    s = game.state
    return [o for o in s.battlefield if s.objects[o].card.name == card_name]


@template("create_copy", cards=("Spawnwrithe",))
def test_spawnwrithe_copies_itself_when_it_deals_combat_damage() -> None:
    """510.2, 603.2, 707.2: Spawnwrithe deals 2 combat damage to Bob; its trigger creates a
    token that's a copy of it: a 2/2 Spawnwrithe token with trample and the same trigger
    (111.1: a token, not a card), under Alice's control; a saved game keeps it so."""
    game, labels = game_at({"battlefield": [{"card": "Spawnwrithe", "label": "w"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    attack(game, labels["w"])
    pass_until(game, at_step("end of combat"), other=lambda g: g.apply("pass"))
    assert life(game, BOB) == 18
    writhes = _named(game, "Spawnwrithe")
    assert len(writhes) == 2
    token = game.state.objects[next(o for o in writhes if o != labels["w"])]
    assert token.kind == "token" and token.controller == ALICE
    assert token.card is game.state.objects[labels["w"]].card
    assert token.card.keywords == game.state.objects[labels["w"]].card.keywords
    loaded = Game.load(game.save())
    assert loaded.state.objects[token.id].kind == "token"
    assert loaded.state.objects[token.id].card.name == "Spawnwrithe"


@template("create_copy", cards=("Cackling Counterpart",))
def test_cackling_counterpart_copies_a_creature_with_its_own_enters_ability() -> None:
    """707.2, 603.6a: a token copy of Alice's Gray Ogre is a 2/2 Gray Ogre token; copying
    is of the card's values, not its damage or counters (707.2)."""
    game, labels = game_at({"battlefield": [{"card": "Gray Ogre", "label": "ogre"}] + ["Island"] * 3,
                            "hand": ["Cackling Counterpart"], "library": LIBRARY},
                           {"library": LIBRARY})
    game.state.objects[labels["ogre"]].damage = 1
    cast(game, "Cackling Counterpart", f"Gray Ogre#{labels['ogre']}")
    pass_all(game)
    ogres = _named(game, "Gray Ogre")
    assert len(ogres) == 2
    token = game.state.objects[next(o for o in ogres if o != labels["ogre"])]
    assert token.kind == "token" and token.damage == 0
