"""Restrictions a spell's own text puts on casting it (601.3), compiled from Oracle text
and played: "Cast this spell only during the declare attackers step and only if you've been
attacked this step." (Defiant Stand)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, do, game_at, pass_all, pt, texts, who

LIBRARY = ["Plains"] * 6


def _bob_attacks(defender: str) -> tuple[object, dict[str, int]]:
    """Bob's turn: his Gray Ogre attacks `defender` (of Alice and Carol); Alice holds
    Defiant Stand with two Plains and a tapped Grizzly Bears."""
    game, labels = game_at({"hand": ["Defiant Stand"], "library": LIBRARY, "battlefield": [
                                "Plains", "Plains",
                                {"card": "Grizzly Bears", "label": "bears", "tapped": True}]},
                           {"library": LIBRARY,
                            "battlefield": [{"card": "Gray Ogre", "label": "ogre"}]},
                           carol={"library": LIBRARY}, active="Bob",
                           step="declare attackers", stage="begin")
    do(game, f"attack with Gray Ogre#{labels['ogre']} -> {defender}",
       "done declaring attackers", by="Bob")
    do(game, "pass", by="Bob")
    do(game, "pass", by="Carol")
    assert who(game).startswith("Alice")
    return game, labels


@template("cast_only", "during_declare_attackers", "if_attacked_this_step",
          cards=("Defiant Stand",))
def test_defiant_stand_is_cast_only_when_attacked_in_the_declare_attackers_step() -> None:
    """Defiant Stand (601.3, 508.1): attacked by Bob in the declare attackers step, Alice may
    cast it; it gives her tapped Grizzly Bears +1/+3 and untaps it (611.2, 701.26b)."""
    game, labels = _bob_attacks("Alice")
    bears = labels["bears"]
    assert any(t.startswith("cast Defiant Stand") for t in texts(game))
    do(game, "cast Defiant Stand", f"target Grizzly Bears#{bears}", "pay {1}{W} automatically")
    pass_all(game)
    assert pt(game, bears) == (3, 5) and not game.state.objects[bears].tapped


@template("cast_only", "during_declare_attackers", "if_attacked_this_step",
          cards=("Defiant Stand",))
def test_defiant_stand_cant_be_cast_unless_its_caster_was_attacked() -> None:
    """601.3: when Bob attacks Carol, not Alice, Alice can't cast Defiant Stand; in her own
    precombat main phase, no one attacked, she can't either."""
    game, _ = _bob_attacks("Carol")
    assert not any(t.startswith("cast Defiant Stand") for t in texts(game))
    game, _ = game_at({"hand": ["Defiant Stand"], "library": LIBRARY,
                       "battlefield": ["Plains", "Plains", "Grizzly Bears"]},
                      {"library": LIBRARY})
    assert game.decision is not None and game.decision.player == ALICE
    assert not any(t.startswith("cast Defiant Stand") for t in texts(game))
