"""702.123a: "Fabricate N" means "When this permanent enters, you may put N +1/+1 counters on
it. If you don't, create N 1/1 colorless Servo artifact creature tokens." A permanent that
left the battlefield before the ability resolves can't get the counters (400.7): Servos."""

from __future__ import annotations

from helpers import ALICE, cast_resolved, do, game_at, pass_all, pay, stack, zone

LIBRARY = ["Island"] * 6


def test_fabricate_makes_servos_when_the_permanent_is_gone() -> None:
    """702.123a, 400.7: Alice casts Glint-Sleeve Artisan; with its fabricate trigger on the
    stack she returns it to her hand with Unsummon: the trigger resolves without asking and
    creates a Servo."""
    game, _ = game_at({"hand": ["Glint-Sleeve Artisan", "Unsummon"],
                            "battlefield": ["Plains"] * 3 + ["Island"], "library": LIBRARY},
                           {"library": LIBRARY})
    do(game, "cast Glint-Sleeve Artisan")
    pay(game)
    pass_all(game)
    assert stack(game) == ["Glint-Sleeve Artisan ability"]
    artisan = next(o.id for o in game.state.permanents() if o.card.name == "Glint-Sleeve Artisan")
    cast_resolved(game, "Unsummon", f"Glint-Sleeve Artisan#{artisan}")
    assert "Glint-Sleeve Artisan" in zone(game, ALICE, "hand")
    pass_all(game)
    assert [o.card.name for o in game.state.permanents() if o.kind == "token"] == ["Servo"]
