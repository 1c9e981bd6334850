""" "Whenever this creature enters or attacks, ..." (603.2, 603.6a, 508.1m) on real cards: the
ability triggers as the creature enters and again each time it attacks: Glint-Sleeve
Siphoner, Grave Titan."""

from __future__ import annotations

from oracle_harness import attack, cast, pass_until, template

from helpers import ALICE, game_at, pass_all, permanents, resolve

LIBRARY = ["Swamp"] * 6


@template("enters_or_attacks_self_trigger", cards=("Glint-Sleeve Siphoner",))
def test_glint_sleeve_siphoner_gets_energy_as_it_enters_and_as_it_attacks() -> None:
    """603.6a: cast, Glint-Sleeve Siphoner's ability gives Alice {E} as it enters (122.1);
    508.1m, 603.2: declared as an attacker on a later turn it triggers again: {E}{E}."""
    game, _ = game_at({"battlefield": ["Swamp", "Swamp"], "hand": ["Glint-Sleeve Siphoner"],
                            "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Glint-Sleeve Siphoner")
    resolve(game)
    pass_all(game)
    assert game.state.players[ALICE].energy == 1
    pass_until(game, "precombat main", turn=5)
    siphoner = next(o for o in game.state.battlefield
                    if game.state.objects[o].card.name == "Glint-Sleeve Siphoner")
    attack(game, siphoner)
    pass_all(game)
    assert game.state.players[ALICE].energy == 2


@template("enters_or_attacks_self_trigger", cards=("Grave Titan",))
def test_grave_titan_makes_zombies_as_it_enters_and_as_it_attacks() -> None:
    """603.6a, 508.1m: Grave Titan creates two 2/2 Zombies as it enters and two more as it
    attacks; once each (603.2)."""
    game, labels = game_at({"battlefield": [{"card": "Grave Titan", "label": "t"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    attack(game, labels["t"])
    pass_all(game)
    assert permanents(game, ALICE).count("Zombie") == 2
    game, _ = game_at({"battlefield": ["Swamp"] * 6, "hand": ["Grave Titan"],
                       "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Grave Titan")
    resolve(game)
    pass_all(game)
    assert permanents(game, ALICE).count("Zombie") == 2
