"""'attacking or blocking' in a description of objects (506.4), compiled from Oracle text
and played: "~ deals 3 damage to target attacking or blocking creature." (Impeccable
Timing), "Put target attacking or blocking creature on top of its owner's library." (Whisk
Away)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, do, game_at, pass_all, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _blocked_combat(alice_hand: list[str], lands: list[str]) -> tuple[Game, dict[str, int]]:
    """Alice's Grizzly Bears "a" attacks and Bob's "b" blocks it; Alice's "c" stays home."""
    game, labels = game_at({"hand": alice_hand, "library": LIBRARY, "battlefield": [
                                *lands, {"card": "Grizzly Bears", "label": "a"},
                                {"card": "Grizzly Bears", "label": "c"}]},
                           {"library": LIBRARY, "battlefield": [
                                {"card": "Grizzly Bears", "label": "b"}]},
                           step="declare attackers", stage="begin")
    do(game, f"attack with Grizzly Bears#{labels['a']} -> Bob", "done declaring attackers",
       by="Alice")
    pass_all(game)
    do(game, f"block Grizzly Bears#{labels['a']} with Grizzly Bears#{labels['b']}",
       "done declaring blockers", by="Bob")
    return game, labels


@template("attacking_or_blocking", cards=("Impeccable Timing",))
def test_impeccable_timing_targets_only_creatures_in_combat() -> None:
    """Impeccable Timing (506.4, 115.1): the attacking and the blocking Bears are legal
    targets, the Bears that stayed home is not; it kills the blocker (704.5g)."""
    game, labels = _blocked_combat(["Impeccable Timing"], ["Plains", "Plains"])
    game.apply("cast Impeccable Timing")
    options = texts(game)
    assert f"target Grizzly Bears#{labels['a']}" in options
    assert f"target Grizzly Bears#{labels['b']}" in options
    assert f"target Grizzly Bears#{labels['c']}" not in options
    do(game, f"target Grizzly Bears#{labels['b']}", "pay {1}{W} automatically")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


@template("attacking_or_blocking", cards=("Impeccable Timing",))
def test_impeccable_timing_has_no_target_outside_combat() -> None:
    """Impeccable Timing (506.4, 601.2c): in a main phase no creature is attacking or
    blocking, so it can't be cast."""
    game, _ = game_at({"hand": ["Impeccable Timing"], "library": LIBRARY,
                       "battlefield": ["Plains", "Plains", "Grizzly Bears"]},
                      {"library": LIBRARY, "battlefield": ["Grizzly Bears"]})
    assert "cast Impeccable Timing" not in texts(game)


@template("attacking_or_blocking", cards=("Whisk Away",))
def test_whisk_away_puts_the_attacker_on_top_of_its_library() -> None:
    """Whisk Away (506.4, 401.4): Bob puts Alice's attacking Bears on top of her library."""
    game, labels = game_at({"library": LIBRARY, "battlefield": [
                                {"card": "Grizzly Bears", "label": "a"}]},
                           {"library": LIBRARY, "hand": ["Whisk Away"],
                            "battlefield": ["Island", "Island", "Island"]},
                           step="declare attackers", stage="begin")
    do(game, f"attack with Grizzly Bears#{labels['a']} -> Bob", "done declaring attackers",
       by="Alice")
    game.apply("pass")
    do(game, "cast Whisk Away", f"target Grizzly Bears#{labels['a']}",
       "pay {2}{U} automatically", by="Bob")
    pass_all(game)
    assert zone(game, ALICE, "library")[0] == "Grizzly Bears"
