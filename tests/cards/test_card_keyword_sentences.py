"""Living weapon (702.92a) and soulshift (702.46a), keywords compiled as the sentences the
rules define them by, and played: Flayer Husk, Hundred-Talon Kami."""

from __future__ import annotations

from oracle_harness import attack, template

from helpers import ALICE, cast_resolved, do, game_at, pass_all, pt, zone

LIBRARY = ["Island"] * 6


@template("living_weapon", cards=("Flayer Husk",))
def test_flayer_husk_makes_a_germ_and_equips_it() -> None:
    """702.92a: as Flayer Husk enters, a 0/0 black Phyrexian Germ is created and the Husk
    attached to it (301.5c), so the Germ is 1/1 and survives 704.5f."""
    game, _ = game_at({"battlefield": ["Plains"], "hand": ["Flayer Husk"], "library": LIBRARY},
                      {"library": LIBRARY})
    cast_resolved(game, "Flayer Husk")
    pass_all(game)                      # the living weapon trigger
    (germ,) = [o for o in game.state.permanents() if o.card.name.startswith("Phyrexian Germ")]
    (husk,) = [o for o in game.state.permanents() if o.card.name == "Flayer Husk"]
    assert husk.attached_to == germ.id
    assert pt(game, germ.id) == (1, 1)
    assert germ.controller == ALICE


@template("soulshift", cards=("Hundred-Talon Kami",))
def test_hundred_talon_kami_returns_a_spirit_when_it_dies() -> None:
    """702.46a: when the Kami dies, Alice may return a Spirit card with mana value 4 or less
    from her graveyard to her hand: Thief of Hope (3) is a legal target, Kami of the Honored
    Dead (7) is not."""
    game, labels = game_at({"battlefield": ["Mountain", {"card": "Hundred-Talon Kami",
                                                         "label": "k"}],
                            "hand": ["Lightning Bolt"],
                            "graveyard": [{"card": "Thief of Hope", "label": "t"},
                                          "Kami of the Honored Dead"],
                            "library": LIBRARY}, {"library": LIBRARY})
    cast_resolved(game, "Lightning Bolt", f"Hundred-Talon Kami#{labels['k']}")
    targets = [str(o) for o in game.legal_choices() if str(o).startswith("target")]
    assert targets == [f"target Thief of Hope#{labels['t']}"]
    do(game, targets[0])
    pass_all(game)                      # the trigger resolves: "you may" (603.5)
    do(game, "yes", by="Alice")
    assert "Thief of Hope" in zone(game, ALICE, "hand")


@template("mentor", cards=("Blade Instructor",))
def test_blade_instructor_mentors_an_attacker_with_lesser_power() -> None:
    """702.134a: Blade Instructor (3/1) attacks with Grizzly Bears (2/2) and Hill Giant
    (3/3): only the Bears, with lesser power, can be the target, and get a +1/+1 counter."""
    game, labels = game_at({"battlefield": [{"card": "Blade Instructor", "label": "m"},
                                            {"card": "Grizzly Bears", "label": "g"},
                                            {"card": "Hill Giant", "label": "h"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    attack(game, labels["m"], labels["g"], labels["h"])
    targets = [str(o) for o in game.legal_choices() if str(o).startswith("target")]
    assert targets == [f"target Grizzly Bears#{labels['g']}"]
    do(game, targets[0])
    pass_all(game)
    assert game.state.objects[labels["g"]].counters.get("+1/+1") == 1
    assert pt(game, labels["g"]) == (3, 3)
