"""A triggered ability's intervening "if" about the game (603.4) and "you control no
[permanents]", compiled from Oracle text and played: Glimmervoid ("At the beginning of the
end step, if you control no artifacts, sacrifice this land.")."""

from __future__ import annotations

from oracle_harness import pass_until, template

from helpers import ALICE, game_at, pass_all, stack, zone

LIBRARY = ["Island"] * 6


@template("triggered_if_condition", "control_none", "none_types", cards=("Glimmervoid",))
def test_glimmervoid_is_sacrificed_without_artifacts() -> None:
    """603.4: Alice controls no artifacts as the end step begins: Glimmervoid's ability
    triggers, and she sacrifices it (701.21a)."""
    game, _ = game_at({"battlefield": ["Glimmervoid"], "library": LIBRARY},
                      {"library": LIBRARY})
    pass_until(game, "end", turn=3)
    assert any("Glimmervoid" in entry for entry in stack(game))
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Glimmervoid"]


def test_glimmervoid_stays_with_an_artifact() -> None:
    """603.4: with Alice's Ornithopter on the battlefield the condition is false as the end
    step begins: the ability doesn't trigger, and Glimmervoid stays."""
    game, _ = game_at({"battlefield": ["Glimmervoid", "Ornithopter"], "library": LIBRARY},
                      {"library": LIBRARY})
    pass_until(game, "end", turn=3)
    assert stack(game) == []
    pass_until(game, "upkeep", turn=4)
    assert "Glimmervoid" in zone(game, ALICE, "battlefield")
