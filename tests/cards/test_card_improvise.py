"""Improvise (702.126) on real cards, compiled from Oracle text and played: an X spell
(Universal Surveillance) and a creature spell whose artifacts pay for it (Herald of Anguish)."""

from __future__ import annotations

from helpers import ALICE, choose, do, game_at, pass_all, zone

LIBRARY = ["Island"] * 8


def test_universal_surveillance_draws_x_with_artifacts_paying_for_x() -> None:
    """702.126a, 107.3a, 601.2f: with X=3 the total cost is {3}{U}{U}{U}; three Darksteel
    Relics pay the {3}, three Islands the {U}{U}{U}; Alice draws three cards."""
    game, _ = game_at({"battlefield": ["Island"] * 3 + ["Darksteel Relic"] * 3,
                       "hand": ["Universal Surveillance"], "library": LIBRARY},
                      {"library": LIBRARY})
    do(game, "cast Universal Surveillance", "X=3")
    for _ in range(3):
        choose(game, "improvise: tap Darksteel Relic")
    do(game, "pay {U}{U}{U} automatically")
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 3


def test_herald_of_anguish_is_cast_with_five_artifacts_and_two_swamps() -> None:
    """702.126a, 601.2g-h: Herald of Anguish ({5}{B}{B}) with two Swamps and five artifacts
    (Ornithopters: artifact creatures may improvise too) is paid automatically and resolves."""
    game, _ = game_at({"battlefield": ["Swamp"] * 2 + ["Ornithopter"] * 5,
                       "hand": ["Herald of Anguish"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Herald of Anguish", "pay {5}{B}{B} automatically")
    pass_all(game)
    assert any(o.card.name == "Herald of Anguish" for o in game.state.permanents())
    assert all(o.tapped for o in game.state.permanents() if o.card.name != "Herald of Anguish")
