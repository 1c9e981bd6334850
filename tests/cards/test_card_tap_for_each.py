"""A player tapping their own permanents, one for each counter (701.26a, 608.2h), on Tangle
Wire: "At the beginning of each player's upkeep, that player taps an untapped artifact,
creature, or land they control for each fade counter on this artifact." (503.1, 603.2)."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, at_step, game_at, pass_all, pass_until, stack, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6
WIRE = "Tangle Wire"


def _bob_upkeep(bob_battlefield: list[object], fade: int = 3) -> Game:
    game, _ = game_at({"battlefield": [{"card": WIRE, "label": "w", "counters": {"fade": fade}}],
                       "library": LIBRARY},
                      {"battlefield": bob_battlefield, "library": LIBRARY})
    pass_until(game, lambda g: g.state.active == BOB and bool(stack(g)))
    pass_all(game)
    return game


def _untapped(game: Game, player: int) -> list[str]:
    s = game.state
    return sorted(s.objects[o].card.name for o in s.battlefield
                  if s.objects[o].controller == player and not s.objects[o].tapped)


@template("player_taps_own_for_each", cards=(WIRE,))
def test_tangle_wire_makes_the_upkeep_player_tap_that_many() -> None:
    """608.2h: at Bob's upkeep, 3 fade counters: Bob chooses 3 of his 5 untapped permanents
    (an artifact, a creature and lands all qualify) and taps them; 2 stay untapped."""
    game = _bob_upkeep(["Forest", "Forest", "Forest", "Grizzly Bears", "Ornithopter"])
    assert game.decision is not None and game.decision.kind is DecisionKind.PICK
    for _ in range(3):
        game.apply(next(t for t in texts(game) if "Forest" in t))
    assert _untapped(game, BOB) == ["Grizzly Bears", "Ornithopter"]


@template("player_taps_own_for_each", cards=(WIRE,))
def test_tangle_wire_with_fewer_permanents_taps_them_all() -> None:
    """701.26a: with only two untapped permanents for 3 counters, Bob taps both, no choice;
    an enchantment isn't one of the kinds and stays untapped."""
    game = _bob_upkeep(["Forest", "Grizzly Bears", "Crusade"])
    assert _untapped(game, BOB) == ["Crusade"]
    assert at_step("upkeep", "Bob")(game)
