""""[This creature] can't be blocked by [objects]." on real cards (509.1b): Juggernaut
("... by Walls.") and Stone Spirit ("... by creatures with flying."); the restriction is
judged on each blocker as blocks are declared, and an illegal block names it."""

from __future__ import annotations

import pytest
from oracle_harness import template
from test_card_evasion import _blockers

from helpers import name
from manastack.errors import IllegalChoiceError


@template("cant_be_blocked_by", cards=("Juggernaut",))
def test_juggernaut_cant_be_blocked_by_walls() -> None:
    """509.1b: Juggernaut may be blocked by Grizzly Bears but not by Wall of Stone (a Wall);
    the illegal block cites 509.1b with the words and changes nothing."""
    able, (game, labels) = _blockers("Juggernaut", ["Wall of Stone", "Grizzly Bears"])
    assert able == {"Grizzly Bears"}
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError, match=r"509\.1b.*can't be blocked by Wall"):
        game.apply(f"block {name(game, labels['attacker'])} with {name(game, labels['b0'])}")
    assert game.state_hash() == before


@template("cant_be_blocked_by", cards=("Stone Spirit",))
def test_stone_spirit_cant_be_blocked_by_fliers() -> None:
    """509.1b, 702.9: Stone Spirit may be blocked by Grizzly Bears, not by Wind Drake (a
    creature with flying), nor by Ornithopter."""
    able, _ = _blockers("Stone Spirit", ["Wind Drake", "Ornithopter", "Grizzly Bears"])
    assert able == {"Grizzly Bears"}
