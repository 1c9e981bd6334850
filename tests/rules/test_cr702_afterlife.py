"""702.135a: "Afterlife N" means "When this permanent is put into a graveyard from the
battlefield, create N 1/1 white and black Spirit creature tokens with flying." (603.10a: it
looks back in time)."""

from __future__ import annotations

from helpers import ALICE, BOB, cast_resolved, game_at, pass_all

LIBRARY = ["Island"] * 6


def test_afterlife_triggers_for_each_permanent_destroyed_at_once() -> None:
    """702.135a, 603.10a: Wrath of God destroys Alice's Syndicate Messenger (afterlife 1) and
    Bob's Orzhov Enforcer (afterlife 1) and Grizzly Bears: one Spirit token each for Alice
    and Bob, none for the Bears."""
    game, _ = game_at({"hand": ["Wrath of God"], "library": LIBRARY,
                       "battlefield": ["Plains"] * 4 + ["Syndicate Messenger"]},
                      {"library": LIBRARY, "battlefield": ["Orzhov Enforcer", "Grizzly Bears"]})
    cast_resolved(game, "Wrath of God")
    while game.state.stack or game.state.pending_triggers:
        pass_all(game, check=False)
    spirits = sorted(o.controller for o in game.state.permanents() if o.card.name == "Spirit")
    assert spirits == [ALICE, BOB]
