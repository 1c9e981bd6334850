"""601.3: a player can begin to cast a spell only if no rule or effect prohibits it; a
spell's own text may ("Cast this spell only during the declare attackers step and only if
you've been attacked this step."), and `cast_restrictions.cast_prohibited` says why."""

from __future__ import annotations

from helpers import ALICE, BOB, CAROL, do, game_at
from manastack.cards.oracle.compiler import compiled
from manastack.rules.cast_restrictions import attacked_this_step, cast_prohibited

LIBRARY = ["Plains"] * 6


def test_the_restriction_names_the_rule_and_the_text_and_reads_the_attack() -> None:
    """601.3, 508.1: while Bob's Gray Ogre attacks Alice in the declare attackers step, Alice
    has been attacked this step and may cast Just Fate; Carol and Bob may not, and the
    reason cites 601.3 and quotes the card."""
    game, labels = game_at({"library": LIBRARY}, {"library": LIBRARY, "battlefield": [
                               {"card": "Gray Ogre", "label": "ogre"}]},
                           carol={"library": LIBRARY}, active="Bob",
                           step="declare attackers", stage="begin")
    card = compiled("Just Fate")
    assert cast_prohibited(game.state, ALICE, card) is not None      # not attacked yet
    do(game, f"attack with Gray Ogre#{labels['ogre']} -> Alice", "done declaring attackers")
    assert attacked_this_step(game.state, ALICE) and not attacked_this_step(game.state, CAROL)
    assert cast_prohibited(game.state, ALICE, card) is None
    reason = cast_prohibited(game.state, CAROL, card)
    assert reason is not None and reason.startswith("601.3: Cast this spell only during")
    assert cast_prohibited(game.state, BOB, card) is not None
