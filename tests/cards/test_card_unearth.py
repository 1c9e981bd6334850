"""Unearth (702.84a) compiled from Oracle text and played: Dregscape Zombie returns from its
owner's graveyard with haste, attacks, and is exiled at the beginning of the next end step;
destroyed while unearthed, it is exiled instead (614.1a); the ability works only as a
sorcery (602.5d) and only from the graveyard (113.6)."""

from __future__ import annotations

from oracle_harness import activate, attack, pass_until, template

from helpers import ALICE, BOB, do, game_at, life, pass_all, pay, resolve, texts, zone
from manastack.game import Game

LIBRARY = ["Swamp"] * 6


def _zombie_game(**extra: object) -> tuple[Game, dict[str, int]]:
    return game_at(
        {
            "battlefield": ["Swamp"],
            "library": LIBRARY,
            "graveyard": [{"card": "Dregscape Zombie", "label": "zombie"}],
        },
        {"library": LIBRARY, **extra},
    )


def _unearth(game: Game, card: int) -> int:
    activate(game, card)
    resolve(game)
    return next(o for o in game.state.battlefield if game.state.objects[o].card.name == "Dregscape Zombie")


@template("unearth_keyword", cards=("Dregscape Zombie",))
def test_dregscape_zombie_unearthed_attacks_and_is_exiled_at_end_step() -> None:
    """702.84a, 603.7a: for {B} Dregscape Zombie returns to the battlefield and gains
    haste, so it attacks at once (302.6) for 2; at the beginning of the end step it is
    exiled."""
    game, labels = _zombie_game()
    zombie = _unearth(game, labels["zombie"])
    assert zone(game, ALICE, "graveyard") == []
    attack(game, zombie)
    pass_until(game, "end")
    assert life(game, BOB) == 18
    pass_all(game)
    assert zone(game, ALICE, "exile") == ["Dregscape Zombie"]
    assert zone(game, ALICE, "graveyard") == []


@template("unearth_keyword", cards=("Dregscape Zombie",))
def test_unearthed_zombie_destroyed_is_exiled_instead() -> None:
    """702.84a, 614.1a: Bob's Shock would put the unearthed Zombie into Alice's graveyard;
    it is exiled instead, so it can't be unearthed again."""
    game, labels = _zombie_game(hand=["Shock"], battlefield=["Mountain"])
    zombie = _unearth(game, labels["zombie"])
    game.apply("pass")
    do(game, "cast Shock", "target Dregscape Zombie", by="Bob")
    pay(game)
    pass_all(game)
    assert zone(game, ALICE, "exile") == ["Dregscape Zombie"]
    assert zone(game, ALICE, "graveyard") == []
    assert not game.state.get(zombie)


def test_unearth_only_as_a_sorcery_and_only_from_the_graveyard() -> None:
    """702.84a, 602.5d: in Alice's upkeep the ability isn't offered; 113.6: nor while the
    Zombie is on the battlefield."""
    upkeep, _ = game_at(
        {"battlefield": ["Swamp"], "library": LIBRARY, "graveyard": ["Dregscape Zombie"]},
        {"library": LIBRARY},
        step="upkeep",
    )
    assert not any("Unearth" in t for t in texts(upkeep))
    main, _ = game_at(
        {"battlefield": ["Swamp", "Dregscape Zombie"], "library": LIBRARY}, {"library": LIBRARY}
    )
    assert not any("Unearth" in t for t in texts(main))
