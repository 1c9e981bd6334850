"""615.7: prevention shields of a set amount. Each 1 damage that would be dealt to the
shielded player or permanent is prevented and reduces the shield by 1; once it is 0, the rest
of the damage is dealt normally; it lasts until used up or the end of the turn (615.3,
514.2). 615.5: an additional effect refers to the damage prevented."""

from __future__ import annotations

from helpers import (
    ALICE,
    BOB,
    at_step,
    choose,
    game_at,
    life,
    name,
    pass_until,
    resolve,
    target_and_pay,
)
from manastack.game import Game

LIBRARY = ["Island"] * 6
SHIELD = "prevent next damage"


def _shields(game: Game) -> list[int]:
    return [e.params[1] for e in game.state.effects if e.op == SHIELD]


def test_615_7_the_rest_of_the_damage_is_dealt_normally() -> None:
    """615.7: Samite Healer's 1-damage shield on Bob reduces Lightning Bolt's 3 damage to
    2 (120.3a: he loses 2 life) and is used up."""
    game, labels = game_at({"battlefield": ["Mountain",
                                            {"card": "Samite Healer", "label": "healer"}],
                            "hand": ["Lightning Bolt"], "library": LIBRARY},
                           {"library": LIBRARY})
    game.apply(f"activate {name(game, labels['healer'])}: {{T}}: Prevent the next 1 damage "
               "that would be dealt to any target this turn.")
    target_and_pay(game, "Bob")
    resolve(game)
    assert _shields(game) == [1]
    choose(game, "cast Lightning Bolt")
    target_and_pay(game, "Bob")
    resolve(game)
    assert life(game, BOB) == 18 and _shields(game) == []


def test_615_7_a_shield_ends_with_the_turn_and_survives_save_and_fork() -> None:
    """615.3, 514.2: Bandage's shield on Alice, unused, is in the saved and the forked game
    alike (a plain effect record), and is gone after the cleanup step: Bob's Shock in his
    turn deals her 2."""
    game, _labels = game_at({"battlefield": ["Plains"], "hand": ["Bandage"], "library": LIBRARY},
                            {"battlefield": ["Mountain"], "hand": ["Shock"], "library": LIBRARY})
    choose(game, "cast Bandage")
    target_and_pay(game, "Alice")
    resolve(game)
    assert _shields(game) == [1]
    loaded = Game.load(game.save())
    assert _shields(loaded) == [1] and _shields(game.fork()) == [1]
    assert loaded.state_hash() == game.state_hash()
    pass_until(game, at_step("precombat main", "Bob"))
    assert _shields(game) == []
    choose(game, "cast Shock")
    target_and_pay(game, "Alice")
    resolve(game)
    assert life(game, ALICE) == 18
