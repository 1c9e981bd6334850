"""Tokens counted as the effect resolves (608.2h): "create [token] for each [objects]" and
"for each creature sacrificed this way" (608.2c, 701.21a), compiled from Oracle text and
played: Syphon Flesh and Avenger of Zendikar."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, CAROL, choose, game_at, life, pass_all, zone
from manastack.game import Game

LIBRARY = ["Island"] * 5


def _tokens(game: Game, player: int, card_name: str) -> list[int]:
    s = game.state
    return [o for o in s.battlefield if s.objects[o].kind == "token"
            and s.objects[o].controller == player and s.objects[o].card.name == card_name]


@template("create_for_each", "count_sacrificed_this_way", cards=("Syphon Flesh",))
def test_syphon_flesh_makes_a_zombie_for_each_creature_the_others_sacrificed() -> None:
    """101.4, 701.21a, 608.2c: each other player (Bob, then Carol) sacrifices a creature
    (Bob chooses one of his two); Alice, who sacrificed nothing, creates a 2/2 black Zombie
    for each of the two creatures sacrificed this way."""
    game, _ = game_at({"hand": ["Syphon Flesh"], "battlefield": ["Swamp"] * 5 + ["Grizzly Bears"],
                            "library": LIBRARY},
                           {"battlefield": ["Gray Ogre", "Craw Wurm"],
                            "library": LIBRARY},
                           carol={"battlefield": ["Llanowar Elves"], "library": LIBRARY})
    cast(game, "Syphon Flesh")
    pass_all(game)
    choose(game, "pick Gray Ogre#")
    assert zone(game, BOB, "graveyard") == ["Gray Ogre"]
    assert zone(game, CAROL, "graveyard") == ["Llanowar Elves"]
    zombies = _tokens(game, ALICE, "Zombie")
    assert len(zombies) == 2
    card = game.state.objects[zombies[0]].card
    assert (card.power, card.toughness, card.colors) == (2, 2, frozenset({"B"}))
    assert zone(game, ALICE, "graveyard") == ["Syphon Flesh"]


@template("create_for_each", cards=("Syphon Flesh",))
def test_syphon_flesh_makes_nothing_when_no_one_could_sacrifice() -> None:
    """608.2c, 701.21a: with no creature among the other players nothing is sacrificed, so
    no Zombie is created (Alice's own creature isn't sacrificed: 'each other player')."""
    game, _ = game_at({"hand": ["Syphon Flesh"], "battlefield": ["Swamp"] * 5 + ["Grizzly Bears"],
                       "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Syphon Flesh")
    pass_all(game)
    assert not _tokens(game, ALICE, "Zombie") and "Grizzly Bears" not in zone(game, ALICE, "graveyard")


@template("create_for_each", cards=("Avenger of Zendikar",))
def test_avenger_of_zendikar_makes_a_plant_for_each_land() -> None:
    """608.2h: Avenger of Zendikar's enters ability counts Alice's lands as it resolves:
    seven Forests, seven 0/1 green Plants."""
    game, _ = game_at({"hand": ["Avenger of Zendikar"], "battlefield": ["Forest"] * 7,
                       "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Avenger of Zendikar")
    pass_all(game)
    pass_all(game)
    plants = _tokens(game, ALICE, "Plant")
    assert len(plants) == 7
    card = game.state.objects[plants[0]].card
    assert (card.power, card.toughness, card.colors) == (0, 1, frozenset({"G"}))


@template("create_token", cards=("Flick a Coin",))
def test_flick_a_coin_you_create_a_treasure() -> None:
    """608.2c, 111.10a: "Flick a Coin deals 1 damage to any target. You create a Treasure
    token." then "Draw a card.": Bob loses 1 life, Alice gets a Treasure and draws."""
    game, _ = game_at({"hand": ["Flick a Coin"], "battlefield": ["Mountain"] * 3,
                       "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Flick a Coin", "Bob")
    pass_all(game)
    assert life(game, BOB) == 19 and len(_tokens(game, ALICE, "Treasure")) == 1
    assert zone(game, ALICE, "hand") == ["Island"]
