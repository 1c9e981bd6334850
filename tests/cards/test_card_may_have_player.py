""""Whenever a creature an opponent controls enters, you may have that player lose 1 life."
(603.2, 608.2d) on a real card: Blood Seeker."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, game_at, life, pass_all, stack, who
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _bob_casts_bears() -> Game:
    game, _ = game_at({"battlefield": ["Blood Seeker", "Swamp", "Swamp"],
                       "library": LIBRARY},
                      {"battlefield": ["Forest", "Forest"], "hand": ["Grizzly Bears"],
                       "library": LIBRARY}, active="Bob", priority="Bob")
    cast(game, "Grizzly Bears")
    pass_all(game)
    return game


@template("may_have_player", cards=("Blood Seeker",))
def test_blood_seeker_may_have_the_opponent_lose_a_life() -> None:
    """603.2, 608.2d: Bob's Grizzly Bears enters; Blood Seeker's ability triggers and, as it
    resolves, Alice chooses to have "that player" (Bob, who controls the Bears) lose 1."""
    game = _bob_casts_bears()
    assert any("Blood Seeker" in s for s in stack(game))
    pass_all(game)
    assert game.decision is not None and game.decision.player == ALICE, who(game)
    game.apply("yes")
    assert life(game, BOB) == 19 and life(game, ALICE) == 20


@template("may_have_player", cards=("Blood Seeker",))
def test_blood_seeker_declined_or_alices_own_creature() -> None:
    """608.2d: Alice may decline, and Bob loses no life; a creature Alice controls entering
    doesn't trigger it ("an opponent controls")."""
    game = _bob_casts_bears()
    pass_all(game)
    game.apply("no")
    assert life(game, BOB) == 20
    game, _ = game_at({"battlefield": ["Blood Seeker", "Forest", "Forest"],
                       "hand": ["Grizzly Bears"], "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Grizzly Bears")
    pass_all(game)
    assert not any("Blood Seeker" in s for s in stack(game))
