"""Bloodthirst (702.54a), compiled from Oracle text: "If an opponent was dealt damage this
turn, this permanent enters with N +1/+1 counters on it." (Bloodrage Vampire, Gorehorn
Minotaurs); the damage record is each player's, for the turn (120.3)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, at_step, game_at, pass_until, pt, resolve

LIBRARY = ["Swamp"] * 6


def _vampire_after(shock_target: str | None) -> tuple[int | None, int | None]:
    """Alice Shocks `shock_target` (if any), then casts Bloodrage Vampire (3/1); its P/T."""
    bob_battlefield = [{"card": "Grizzly Bears", "label": "bears"}]
    game, labels = game_at({"battlefield": ["Mountain"] + ["Swamp"] * 3,
                            "hand": ["Shock", "Bloodrage Vampire"], "library": LIBRARY},
                           {"battlefield": bob_battlefield, "library": LIBRARY})
    if shock_target is not None:
        target = {"Bears": f"Grizzly Bears#{labels['bears']}"}.get(shock_target, shock_target)
        cast(game, "Shock", target)
        resolve(game)
    cast(game, "Bloodrage Vampire")
    resolve(game)
    vampire = next(o for o in game.state.battlefield
                   if game.state.objects[o].card.name == "Bloodrage Vampire")
    return pt(game, vampire)


@template("bloodthirst", cards=("Bloodrage Vampire",))
def test_bloodthirst_counts_damage_dealt_to_an_opponent_this_turn() -> None:
    """702.54a: after Shock deals 2 damage to Bob, Bloodrage Vampire enters with a +1/+1
    counter (4/2); without it, it is a 3/1."""
    assert _vampire_after("Bob") == (4, 2)
    assert _vampire_after(None) == (3, 1)


@template("bloodthirst", cards=("Bloodrage Vampire",))
def test_bloodthirst_ignores_damage_to_creatures_and_to_its_controller() -> None:
    """702.54a, 120.3: damage dealt to Bob's Grizzly Bears or to Alice herself isn't an
    opponent being dealt damage: the Vampire enters without counters."""
    assert _vampire_after("Bears") == (3, 1)
    assert _vampire_after("Alice") == (3, 1)


@template("bloodthirst", cards=("Gorehorn Minotaurs",))
def test_the_damage_record_is_for_this_turn() -> None:
    """702.54a, 120.3: Alice's Shock deals 2 damage to Bob in her turn 3 (his record: 2,
    hers: 0); in her next turn the record is new, and Gorehorn Minotaurs (3/3, bloodthirst
    2) enters without counters."""
    game, _ = game_at({"battlefield": ["Mountain"] * 5,
                       "hand": ["Shock", "Gorehorn Minotaurs"], "library": LIBRARY},
                      {"library": LIBRARY})
    cast(game, "Shock", "Bob")
    resolve(game)
    assert game.state.players[BOB].damage_taken_this_turn == 2
    assert game.state.players[ALICE].damage_taken_this_turn == 0
    pass_until(game, at_step("precombat main", "Alice", turn=5))
    assert game.state.players[BOB].damage_taken_this_turn == 0
    cast(game, "Gorehorn Minotaurs")
    resolve(game)
    assert pt(game, game.state.battlefield[-1]) == (3, 3)
