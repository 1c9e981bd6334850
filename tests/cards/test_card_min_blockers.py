""""This creature can't be blocked except by three or more creatures." (509.1b; 702.111b is
menace's two) and "This creature can't be blocked by more than one creature." (509.1b),
compiled from Oracle text and played: Phyrexian Colossus, Charging Rhino."""

from __future__ import annotations

from oracle_harness import template

from helpers import do, game_at, name, pass_all, texts
from manastack.game import Game


def _attacks(attacker: str, blockers: int) -> tuple[Game, dict[str, int]]:
    """Bob attacks Alice with `attacker` (label "attacker"); Alice has `blockers` Grizzly
    Bears (labels b0, b1, ...)."""
    bears = [{"card": "Grizzly Bears", "label": f"b{i}"} for i in range(blockers)]
    game, labels = game_at({"battlefield": bears, "library": ["Island"] * 6},
                           {"battlefield": [{"card": attacker, "label": "attacker"}],
                            "library": ["Island"] * 6},
                           active="Bob", step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['attacker'])} -> Alice", "done declaring attackers",
       by="Bob")
    pass_all(game)
    return game, labels


def _colossus_attacks(blockers: int) -> tuple[Game, dict[str, int]]:
    return _attacks("Phyrexian Colossus", blockers)


def _block_with(game: Game, labels: dict[str, int], *which: str) -> None:
    for label in which:
        do(game, f"block {name(game, labels['attacker'])} with {name(game, labels[label])}")


@template("blocked_only_by_n_or_more", cards=("Phyrexian Colossus",))
def test_two_blockers_arent_enough_for_phyrexian_colossus() -> None:
    """509.1b: blocked by two creatures, the declaration can't be finished ("done" isn't
    offered) until a third blocks or a block is undone."""
    game, labels = _colossus_attacks(3)
    _block_with(game, labels, "b0", "b1")
    assert "done declaring blockers" not in texts(game)
    _block_with(game, labels, "b2")
    assert "done declaring blockers" in texts(game)
    do(game, "done declaring blockers")
    assert len(game.state.combat.blockers) == 3


def test_phyrexian_colossus_may_go_unblocked() -> None:
    """509.1b: no block at all obeys the restriction."""
    game, _ = _colossus_attacks(2)
    assert "done declaring blockers" in texts(game)


@template("at_most_one_blocker", cards=("Charging Rhino",))
def test_charging_rhino_is_blocked_by_one_creature_at_most() -> None:
    """509.1b: once one Grizzly Bears blocks Charging Rhino, the other's block of it is no
    longer offered; undoing that block offers both again."""
    game, labels = _attacks("Charging Rhino", 2)
    rhino = name(game, labels["attacker"])
    blocks = [t for t in texts(game) if t.startswith(f"block {rhino}")]
    assert len(blocks) == 2
    do(game, f"block {rhino} with {name(game, labels['b0'])}")
    assert [t for t in texts(game) if t.startswith(f"block {rhino}")] == []
    do(game, "undo the last block")
    assert len([t for t in texts(game) if t.startswith(f"block {rhino}")]) == 2
    do(game, f"block {rhino} with {name(game, labels['b1'])}", "done declaring blockers")
    assert game.state.combat.blockers == ((labels["b1"], labels["attacker"]),)
