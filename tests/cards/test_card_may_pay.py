"""An optional cost paid as the effect resolves (118.12: "you may pay [cost]. If you do,
[effect]"; the "if you do" checks that the player paid), compiled from Oracle text and
played: Thriving Rhino ("you may pay {E}{E}. If you do, put a +1/+1 counter on it.") and
Mentor of the Meek ("you may pay {1}. If you do, draw a card.")."""

from __future__ import annotations

from oracle_harness import attack, cast, pay, template

from helpers import ALICE, choose, game_at, pass_all, pt, resolve, texts, zone

LIBRARY = ["Island"] * 8


@template("may_pay_sentence", "energy_payment", cards=("Thriving Rhino",))
def test_thriving_rhino_pays_energy_for_a_counter() -> None:
    """118.12, 107.14: the Rhino attacks; Alice pays {E}{E} of her three as the trigger
    resolves and the Rhino gets a +1/+1 counter."""
    game, labels = game_at({"battlefield": [{"card": "Thriving Rhino", "label": "rhino"}],
                            "energy": 3, "library": LIBRARY}, {"library": LIBRARY})
    attack(game, labels["rhino"])
    pass_all(game)
    choose(game, "yes")
    assert game.state.players[ALICE].energy == 1
    assert pt(game, labels["rhino"]) == (3, 4)


def test_thriving_rhino_with_too_little_energy_isnt_asked() -> None:
    """118.3, 118.12: with one energy counter Alice can't pay {E}{E}, so she isn't asked and
    the Rhino gets no counter."""
    game, labels = game_at({"battlefield": [{"card": "Thriving Rhino", "label": "rhino"}],
                            "energy": 1, "library": LIBRARY}, {"library": LIBRARY})
    attack(game, labels["rhino"])
    pass_all(game)
    assert "yes" not in texts(game)
    assert game.state.players[ALICE].energy == 1 and pt(game, labels["rhino"]) == (2, 3)


@template("may_pay_sentence", cards=("Mentor of the Meek",))
def test_mentor_of_the_meek_pays_mana_to_draw() -> None:
    """118.12: Grizzly Bears enters under Alice's Mentor of the Meek; she pays {1} as the
    trigger resolves and draws; declining for Llanowar Elves draws nothing."""
    game, _ = game_at({"battlefield": ["Mentor of the Meek", "Forest", "Forest", "Forest",
                                       "Forest", "Forest"],
                       "hand": ["Grizzly Bears", "Llanowar Elves"], "library": LIBRARY},
                      {"library": LIBRARY})
    cast(game, "Grizzly Bears")
    resolve(game)
    resolve(game)
    choose(game, "yes")
    pay(game)
    assert zone(game, ALICE, "hand") == ["Llanowar Elves", "Island"]
    cast(game, "Llanowar Elves")
    resolve(game)
    resolve(game)
    choose(game, "no")
    assert zone(game, ALICE, "hand") == ["Island"]
