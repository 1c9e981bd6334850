"""Removing a creature from combat (506.4) when it becomes blocked (509.3c), compiled from
Oracle text and played: "Whenever this creature becomes blocked, you may untap it and remove
it from combat." (Gustcloak Sentinel), "Whenever a creature you control becomes blocked, you
may untap that creature and remove it from combat." (Gustcloak Savior)."""

from __future__ import annotations

from oracle_harness import template

from helpers import (
    ALICE,
    BOB,
    at_step,
    choose,
    do,
    game_at,
    life,
    name,
    pass_all,
    pass_until,
    zone,
)
from manastack.game import Game


def _blocked(bob: list[object], attacker: str) -> tuple[Game, dict[str, int]]:
    """Bob attacks Alice with `attacker`; Alice blocks it with her Hill Giant."""
    game, labels = game_at({"battlefield": [{"card": "Hill Giant", "label": "giant"}],
                            "library": ["Island"] * 6},
                           {"battlefield": bob, "library": ["Island"] * 6},
                           active="Bob", step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels[attacker])} -> Alice", "done declaring attackers",
       by="Bob")
    pass_all(game)
    do(game, f"block {name(game, labels[attacker])} with {name(game, labels['giant'])}",
       "done declaring blockers", by="Alice")
    return game, labels


@template("remove_from_combat", "may_both", "becomes_blocked_trigger", cards=("Gustcloak Sentinel",))
def test_gustcloak_sentinel_leaves_combat_untapped_when_blocked() -> None:
    """509.3c, 506.4, 506.4b: blocked by Hill Giant, Gustcloak Sentinel's trigger resolves;
    Bob untaps it and removes it from combat: no combat damage is dealt either way and it
    ends the combat untapped."""
    game, labels = _blocked([{"card": "Gustcloak Sentinel", "label": "sentinel"}], "sentinel")
    pass_all(game)
    choose(game, "yes")
    sentinel = game.state.objects[labels["sentinel"]]
    assert not sentinel.tapped
    assert game.state.combat is not None and not game.state.combat.attackers
    pass_until(game, at_step("end of combat"))
    assert zone(game, BOB, "graveyard") == [] and zone(game, ALICE, "graveyard") == []
    assert life(game, ALICE) == 20


@template("creature_becomes_blocked_trigger", cards=("Gustcloak Savior",))
def test_gustcloak_savior_saves_another_blocked_creature() -> None:
    """509.3c, 506.4: Bob's Grizzly Bears is blocked by Hill Giant; Gustcloak Savior's
    trigger untaps the Bears and removes them from combat, so the Giant doesn't kill them."""
    game, labels = _blocked(["Gustcloak Savior", {"card": "Grizzly Bears", "label": "bears"}],
                            "bears")
    pass_all(game)
    choose(game, "yes")
    assert not game.state.objects[labels["bears"]].tapped
    pass_until(game, at_step("end of combat"))
    assert labels["bears"] in game.state.battlefield


def test_gustcloak_sentinel_declined_stays_in_combat() -> None:
    """603.5: Bob declines; the Sentinel (3/3) and Hill Giant (3/3) trade in combat."""
    game, _ = _blocked([{"card": "Gustcloak Sentinel", "label": "sentinel"}], "sentinel")
    pass_all(game)
    choose(game, "no")
    pass_until(game, at_step("end of combat"))
    assert zone(game, BOB, "graveyard") == ["Gustcloak Sentinel"]
    assert zone(game, ALICE, "graveyard") == ["Hill Giant"]
