"""Amounts counted as an effect happens (608.2h), compiled from Oracle text and played:
"target opponent loses life equal to the number of Elves you control" (Shaman of the Pack,
119.3) and "Each player sacrifices two creatures." (Tergrid's Shadow, 701.21a, 101.4)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, choose, game_at, life, pass_all, permanents, resolve, zone

LIBRARY = ["Swamp"] * 6
MANA = ["Swamp", "Swamp", "Swamp", "Forest", "Forest"]


@template("lose_life_equal", cards=("Shaman of the Pack",))
def test_shaman_of_the_pack_drains_for_each_elf_alice_controls() -> None:
    """608.2h, 119.3: Shaman of the Pack enters beside Llanowar Elves; as its trigger
    resolves Alice controls two Elves (the Shaman too), so Bob loses 2 life. Bob's Elvish
    Mystic isn't counted."""
    game, _ = game_at({"battlefield": [*MANA, "Llanowar Elves"], "hand": ["Shaman of the Pack"],
                       "library": LIBRARY},
                      {"battlefield": ["Elvish Mystic"], "library": LIBRARY})
    cast(game, "Shaman of the Pack")
    resolve(game)
    game.apply("target Bob")
    resolve(game)
    assert life(game, BOB) == 18


@template("sacrifice", cards=("Tergrid's Shadow",))
def test_tergrids_shadow_makes_each_player_sacrifice_two_creatures() -> None:
    """701.21a, 101.4: Bob has three creatures and chooses two to sacrifice; Alice, with one
    creature, sacrifices it (as many as she can)."""
    game, _ = game_at({"battlefield": [*MANA, "Grizzly Bears"], "hand": ["Tergrid's Shadow"],
                       "library": LIBRARY},
                      {"battlefield": ["Llanowar Elves", "Gray Ogre", "Hill Giant"],
                       "library": LIBRARY})
    cast(game, "Tergrid's Shadow")
    pass_all(game)
    assert game.decision is not None and game.decision.player == BOB
    choose(game, "pick Llanowar Elves")
    choose(game, "pick Gray Ogre")
    assert permanents(game, BOB) == ["Hill Giant"]
    assert "Grizzly Bears" not in permanents(game, ALICE)
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears", "Tergrid's Shadow"]
