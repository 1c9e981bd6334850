"""Objects of two card types (205.2b), compiled from Oracle text and played: "Other artifact
creatures you control get +1/+1." (Chief of the Foundry), "Artifact creatures you control
have haste." (Thopter Engineer), "Target artifact creature gets +1/+1 until end of turn."
(Golem Artisan). Such a description needs both types: a creature that isn't an artifact,
or an artifact that isn't a creature, doesn't fit it."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

from helpers import ALICE, do, game_at, pass_all, pt, resolve, texts, zone

LIBRARY = ["Island"] * 6


@template("type_pair", cards=("Chief of the Foundry",))
def test_chief_of_the_foundry_pumps_only_other_artifact_creatures_alice_controls() -> None:
    """205.2b, 613.4c: with Chief of the Foundry, Alice's Ornithopter is a 1/3; her Grizzly
    Bears (no artifact), her Sol Ring (no creature), Bob's Ornithopter and the Chief itself
    (2/3) are unchanged."""
    game, labels = game_at({"battlefield": [{"card": "Chief of the Foundry", "label": "chief"},
                                            {"card": "Ornithopter", "label": "mine"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Sol Ring"], "library": LIBRARY},
                           {"battlefield": [{"card": "Ornithopter", "label": "theirs"}],
                            "library": LIBRARY})
    assert pt(game, labels["mine"]) == (1, 3)
    assert pt(game, labels["chief"]) == (2, 3)
    assert pt(game, labels["bears"]) == (2, 2)
    assert pt(game, labels["theirs"]) == (0, 2)


@template("type_pair", cards=("Thopter Engineer",))
def test_thopter_engineer_gives_its_thopter_haste_but_not_itself() -> None:
    """205.2b, 702.10b, 302.6: Alice casts Thopter Engineer; its Thopter token, an artifact
    creature, has haste and may attack this turn; the Engineer, a Human, may not."""
    game, _ = game_at({"hand": ["Thopter Engineer"], "battlefield": ["Mountain"] * 3,
                       "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Thopter Engineer")
    resolve(game)           # the creature spell
    pass_all(game)          # its enters trigger: the Thopter token
    pass_until(game, "beginning of combat")
    game.apply("pass")
    game.apply("pass")
    attacks = [t for t in texts(game) if t.startswith("attack with")]
    assert len(attacks) == 1 and attacks[0].startswith("attack with Thopter"), attacks


@template("type_pair", cards=("Golem Artisan",))
def test_golem_artisan_targets_only_artifact_creatures() -> None:
    """205.2b, 115.1, 613.4c: Golem Artisan's {2} ability may target an artifact creature
    (itself, Bob's Ornithopter), not Grizzly Bears or Sol Ring; the Ornithopter is a 1/3
    until end of turn."""
    game, labels = game_at({"battlefield": [{"card": "Golem Artisan", "label": "golem"},
                                            "Grizzly Bears", "Sol Ring", "Island", "Island"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Ornithopter", "label": "bird"}],
                            "library": LIBRARY})
    prefix = "activate Golem Artisan"
    game.apply(next(c for c in game.legal_choices() if str(c).startswith(prefix)))
    targets = sorted(t for t in texts(game) if t.startswith("target"))
    assert targets == sorted([f"target Golem Artisan#{labels['golem']}",
                              f"target Ornithopter#{labels['bird']}"]), targets
    do(game, f"target Ornithopter#{labels['bird']}")
    do(game, "pay {2} automatically")
    pass_all(game)
    assert pt(game, labels["bird"]) == (1, 3)
    assert zone(game, ALICE, "graveyard") == []
