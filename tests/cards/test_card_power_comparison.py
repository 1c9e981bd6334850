""""[effect] if its power is less than this creature's power" (608.2c, 608.2h) on a real
card: Sage-Eye Avengers' attack trigger, the powers compared as it resolves."""

from __future__ import annotations

from oracle_harness import attack, cast, pay, template

from helpers import ALICE, BOB, game_at, name, pass_all, pt, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _avengers_attack(bob_creature: str, *, hand: tuple[str, ...] = ()) -> tuple[Game, dict[str, int]]:
    """Sage-Eye Avengers (4/5) attacks; its trigger targets Bob's `bob_creature`."""
    game, labels = game_at({"battlefield": [{"card": "Sage-Eye Avengers", "label": "sage"},
                                            "Mountain"],
                            "hand": list(hand), "library": LIBRARY},
                           {"battlefield": [{"card": bob_creature, "label": "theirs"}],
                            "library": LIBRARY})
    attack(game, labels["sage"])
    game.apply(f"target {name(game, labels['theirs'])}")
    return game, labels


@template("if_power_less_than_source", cards=("Sage-Eye Avengers",))
def test_sage_eye_avengers_returns_a_weaker_creature() -> None:
    """608.2c: Hill Giant's power 3 is less than the Avengers' 4; Alice chooses to return
    it, and it goes to Bob's hand."""
    game, _ = _avengers_attack("Hill Giant")
    pass_all(game)
    game.apply("yes")
    assert zone(game, BOB, "hand") == ["Hill Giant"]


@template("if_power_less_than_source", cards=("Sage-Eye Avengers",))
def test_sage_eye_avengers_cant_return_an_equal_creature() -> None:
    """608.2c: Air Elemental's power 4 is not less than 4: though Alice chooses to, it
    stays on the battlefield."""
    game, labels = _avengers_attack("Air Elemental")
    pass_all(game)
    game.apply("yes")
    assert zone(game, BOB, "hand") == []
    assert labels["theirs"] in game.state.battlefield


@template("if_power_less_than_source", cards=("Sage-Eye Avengers",))
def test_sage_eye_avengers_powers_are_compared_on_resolution() -> None:
    """608.2c, 702.108a: targeted while both have power 4, Air Elemental is returned
    because prowess (Alice casts Shock in response) made the Avengers 5/6 before the trigger resolved."""
    game, labels = _avengers_attack("Air Elemental", hand=("Shock",))
    cast(game, "Shock", "Bob")
    pass_all(game)          # prowess resolves
    pass_all(game)          # Shock resolves
    assert pt(game, labels["sage"]) == (5, 6)
    pass_all(game)
    game.apply("yes")
    assert zone(game, BOB, "hand") == ["Air Elemental"]


@template("if_power_less_than_source", cards=("Sage-Eye Avengers",))
def test_sage_eye_avengers_gone_uses_its_last_known_power() -> None:
    """608.2h: Bob returns Sage-Eye Avengers to Alice's hand in response; the trigger still
    resolves, comparing with the Avengers' power as it last existed (4), so Hill Giant (3)
    is returned."""
    game, labels = game_at({"battlefield": [{"card": "Sage-Eye Avengers", "label": "sage"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Hill Giant", "label": "theirs"}, "Island"],
                            "hand": ["Unsummon"], "library": LIBRARY})
    attack(game, labels["sage"])
    game.apply(f"target {name(game, labels['theirs'])}")
    game.apply("pass")
    game.apply("cast Unsummon")
    game.apply(f"target {name(game, labels['sage'])}")
    pay(game)
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Sage-Eye Avengers"]
    pass_all(game)
    game.apply("yes")
    assert zone(game, BOB, "hand") == ["Hill Giant"]
