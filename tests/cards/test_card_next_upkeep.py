""""Draw a card at the beginning of the next turn's upkeep." (603.7a: the effect creates a
delayed triggered ability; 603.7d: its controller is the spell's; 503.1: it triggers as the
next upkeep begins), compiled from Oracle text and played: Blessed Wine, Touch of Death,
Astrolabe (from a mana ability, 605.3b)."""

from __future__ import annotations

from oracle_harness import template

from helpers import (
    ALICE,
    BOB,
    at_step,
    cast_resolved,
    choose,
    cites,
    game_at,
    life,
    pass_all,
    pass_until,
    zone,
)
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _hand_size(game: Game, player: int) -> int:
    return len(zone(game, player, "hand"))


@template("draw_at_next_upkeep", cards=("Blessed Wine",))
def test_blessed_wine_draws_at_the_next_turns_upkeep_not_now() -> None:
    """603.7a: Alice gains 1 life now; the card comes at the beginning of the next turn's
    upkeep (Bob's turn), and it is Alice who draws it (603.7d), once (603.7b)."""
    game, _ = game_at({"battlefield": ["Plains", "Plains"], "hand": ["Blessed Wine"],
                       "library": LIBRARY}, {"library": LIBRARY})
    cast_resolved(game, "Blessed Wine")
    assert life(game, ALICE) == 21
    assert _hand_size(game, ALICE) == 0
    assert cites(game, "603.7a")
    pass_until(game, at_step("upkeep", "Bob"))
    pass_all(game)                      # the delayed trigger resolves
    assert _hand_size(game, ALICE) == 1
    assert _hand_size(game, BOB) == 0   # Bob has not reached his draw step yet
    pass_until(game, at_step("precombat main", "Alice"))
    assert _hand_size(game, ALICE) == 2     # and her own draw step's card (504.1)
    assert game.log_text().count("next turn's upkeep. triggers") == 1     # 603.7b: once


@template(cards=("Touch of Death",))
def test_touch_of_death_drains_and_draws_next_upkeep() -> None:
    """Touch of Death: 1 damage-free life loss and gain now, the card at the next upkeep."""
    game, _ = game_at({"battlefield": ["Swamp", "Swamp", "Swamp"], "hand": ["Touch of Death"],
                       "library": LIBRARY}, {"library": LIBRARY})
    cast_resolved(game, "Touch of Death", "Bob")
    assert (life(game, ALICE), life(game, BOB)) == (21, 19)
    assert _hand_size(game, ALICE) == 0
    pass_until(game, at_step("upkeep", "Bob"))
    pass_all(game)
    assert _hand_size(game, ALICE) == 1


@template(cards=("Astrolabe",))
def test_astrolabe_mana_ability_sets_up_the_draw() -> None:
    """605.3b: Astrolabe's mana ability resolves at once, adding two mana of one color; the
    draw it creates happens at the next turn's upkeep."""
    game, _ = game_at({"battlefield": ["Astrolabe", "Plains"], "library": LIBRARY},
                      {"library": LIBRARY})
    choose(game, "activate Astrolabe")
    pass_until(game, at_step("upkeep", "Bob"),
               other=lambda g: g.apply(g.legal_choices()[0]))
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Astrolabe"]
    assert _hand_size(game, ALICE) == 1
