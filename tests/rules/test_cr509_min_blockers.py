"""509.1b A restriction on blocks, "can't be blocked except by N or more creatures", and
menace's two (702.111b): the fewest creatures that may block (rules/min_blockers.py)."""

from __future__ import annotations

from helpers import game_at
from manastack.rules.layers import characteristics
from manastack.rules.min_blockers import fewest_blockers, min_blockers_marker


def _fewest(card: str) -> int:
    game, labels = game_at({"battlefield": [{"card": card, "label": "it"}], "library": ["Island"]},
                           {"library": ["Island"]})
    return fewest_blockers(characteristics(game.state, labels["it"]))


def test_509_1b_three_or_more_for_the_colossus() -> None:
    """509.1b: Phyrexian Colossus needs three blockers; its marker names the number."""
    assert _fewest("Phyrexian Colossus") == 3
    assert min_blockers_marker(3) == "can't be blocked except by 3 or more creatures"


def test_702_111b_menace_needs_two_and_others_one() -> None:
    """702.111b: a creature with menace (Boggart Brute) needs two blockers; Grizzly Bears,
    one."""
    assert _fewest("Boggart Brute") == 2
    assert _fewest("Grizzly Bears") == 1
