"""X defined as the mana value of the spell a cast trigger is about (107.3, 202.3, 601.2i),
compiled from their Oracle text and played: Erratic Cyclops ("this creature gets +X/+0
until end of turn, where X is that spell's mana value") and Shark Typhoon ("create an X/X
blue Shark creature token with flying, where X is that spell's mana value")."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, at_step, do, game_at, pass_all, pass_until, pay, permanents, pt, zone
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


@template("that_spell_mana_value", cards=("Erratic Cyclops",))
def test_erratic_cyclops_gets_the_mana_value_of_a_blaze_with_its_x() -> None:
    """Blaze with X 3 on the stack has mana value 4 (202.3e: X counts on the stack), so the
    0/8 Erratic Cyclops is a 4/8 until end of turn (514.2), when it's a 0/8 again."""
    game, labels = game_at({"battlefield": [{"card": "Erratic Cyclops", "label": "cyclops"},
                                            *["Mountain"] * 4],
                            "hand": ["Blaze"], "library": LIBRARY},
                           {"library": LIBRARY})
    cyclops = labels["cyclops"]
    cast(game, "Blaze", "Bob", x=3)
    pass_all(game, until_stack_changes=True)       # the trigger resolves, Blaze waits
    assert pt(game, cyclops) == (4, 8)
    pass_all(game)
    assert game.state.players[1].life == 17
    pass_until(game, at_step("upkeep", turn=4))
    assert pt(game, cyclops) == (0, 8)


@template("that_spell_mana_value", cards=("Shark Typhoon",))
def test_shark_typhoon_makes_a_shark_as_big_as_the_noncreature_spell() -> None:
    """Divination (mana value 3) makes a 3/3 blue Shark token with flying (111.1)."""
    game, _ = game_at({"battlefield": ["Shark Typhoon", *["Island"] * 3],
                       "hand": ["Divination"], "library": LIBRARY},
                      {"library": LIBRARY})
    cast(game, "Divination")
    pass_all(game)
    shark = next(oid for oid in game.state.battlefield
                 if game.state.objects[oid].card.name.startswith("Shark")
                 and game.state.objects[oid].card.token)
    c = characteristics(game.state, shark)
    assert (c.power, c.toughness) == (3, 3) and c.has("flying") and c.colors == {"U"}
    assert c.controller == ALICE and len(permanents(game, ALICE)) == 5


@template("that_spell_mana_value", cards=("Access Denied",))
def test_access_denied_counts_the_countered_spells_mana_value() -> None:
    """Access Denied counters Bob's Divination (701.6a) and creates three 1/1 Thopters with
    flying: "that spell" is the target spell, its mana value (3) taken from its last known
    information on the stack (608.2h)."""
    game, _ = game_at({"battlefield": ["Island"] * 5, "hand": ["Access Denied"],
                       "library": LIBRARY},
                      {"battlefield": ["Island"] * 3, "hand": ["Divination"],
                       "library": LIBRARY},
                      active="Bob")
    do(game, "cast Divination", by="Bob")
    pay(game)
    do(game, "pass", by="Bob")
    cast(game, "Access Denied", "Divination")
    pass_all(game)
    thopters = [oid for oid in game.state.battlefield if game.state.objects[oid].card.token]
    assert len(thopters) == 3 and all(pt(game, oid) == (1, 1) for oid in thopters)
    assert "Divination" in zone(game, BOB, "graveyard") and len(zone(game, BOB, "hand")) == 0
