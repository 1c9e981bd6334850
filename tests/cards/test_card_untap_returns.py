""""During your next untap step, as you untap your permanents, return this land to its
owner's hand." (502.3, 611.2a), compiled from Oracle text and played: Undiscovered Paradise."""

from __future__ import annotations

from oracle_harness import pass_until, template

from helpers import ALICE, cites, do, game_at, texts, zone

LIBRARY = ["Island"] * 8


@template("return_during_next_untap", cards=("Undiscovered Paradise",))
def test_undiscovered_paradise_returns_during_alices_next_untap_step() -> None:
    """605.3b: the mana ability resolves at once, adding one mana of any color; 502.3: the land stays
    through Bob's untap step and returns to Alice's hand during hers, as she untaps."""
    game, _ = game_at({"battlefield": ["Undiscovered Paradise"], "library": LIBRARY},
                      {"library": LIBRARY})
    do(game, next(t for t in texts(game) if t.startswith("activate Undiscovered Paradise")))
    do(game, "add {G}")
    assert [u.type for u in game.state.players[ALICE].pool] == ["G"]
    pass_until(game, "upkeep", turn=4)
    assert zone(game, ALICE, "battlefield") == ["Undiscovered Paradise"]
    pass_until(game, "upkeep", turn=5)
    assert zone(game, ALICE, "battlefield") == []
    assert zone(game, ALICE, "hand") == ["Undiscovered Paradise"]
    assert cites(game, "502.3")


def test_undiscovered_paradise_untapped_stays() -> None:
    """611.2a: only tapping it for mana sets up the return; an untapped Paradise stays
    through Alice's next untap step."""
    game, _ = game_at({"battlefield": ["Undiscovered Paradise"], "library": LIBRARY},
                      {"library": LIBRARY})
    pass_until(game, "upkeep", turn=5)
    assert zone(game, ALICE, "battlefield") == ["Undiscovered Paradise"]
