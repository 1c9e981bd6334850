"""Prevention effects of resolved spells (615.1a) on real cards: "Prevent all combat damage
that would be dealt this turn." (Fog, Holy Day); the rule's own tests are in
tests/rules/test_cr615_prevention.py."""

from __future__ import annotations

from oracle_harness import attack, cast, pass_until, template

from helpers import (
    ALICE,
    BOB,
    choose,
    cites,
    game_at,
    life,
    name,
    pass_all,
    resolve,
    target_and_pay,
)

LIBRARY = ["Island"] * 6


@template("prevent_all_damage", cards=("Fog",))
def test_fog_prevents_combat_damage_and_not_a_spells_damage() -> None:
    """Fog (615.1a, 615.6): cast in Alice's first main phase, it prevents all combat damage
    this turn: her attacking Grizzly Bears deals Bob none (510.2), and Bob's blocker none
    to it; Shock's 2 damage to Bob afterwards (not combat damage, 120.2a) is dealt."""
    game, labels = game_at({"battlefield": ["Forest", "Mountain",
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "hand": ["Fog", "Shock"], "library": LIBRARY},
                           {"library": LIBRARY})
    cast(game, "Fog")
    resolve(game)
    attack(game, labels["bears"])
    pass_until(game, "postcombat main")
    assert life(game, BOB) == 20 and cites(game, "615.6")
    cast(game, "Shock", "Bob")
    pass_all(game)
    assert life(game, BOB) == 18 and life(game, ALICE) == 20


@template("prevent_all_damage", cards=("Holy Day",))
def test_holy_day_ends_with_the_turn() -> None:
    """Holy Day (615.1a; 514.2: an effect "this turn" ends in the cleanup step): in Alice's
    next turn her Grizzly Bears' combat damage is dealt again."""
    game, labels = game_at({"battlefield": ["Plains",
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "hand": ["Holy Day"], "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Holy Day")
    resolve(game)
    attack(game, labels["bears"])
    pass_until(game, "postcombat main")
    assert life(game, BOB) == 20
    pass_until(game, "precombat main", turn=5)
    attack(game, labels["bears"])
    pass_until(game, "postcombat main", turn=5)
    assert life(game, BOB) == 18


@template("prevent_all_damage_to", "you_and_controlled", cards=("Safe Passage",))
def test_safe_passage_covers_a_creature_that_enters_afterwards() -> None:
    """Safe Passage (615.1a; 615.1: not locked in as it resolves): after it resolves, Alice
    casts Grizzly Bears; Bob's Shock at the Bears and his Shock at Alice are both prevented
    (615.6)."""
    game, _labels = game_at({"battlefield": ["Plains"] * 3 + ["Forest"] * 2,
                             "hand": ["Safe Passage", "Grizzly Bears"], "library": LIBRARY},
                            {"battlefield": ["Mountain"] * 2, "hand": ["Shock", "Shock"],
                             "library": LIBRARY})
    cast(game, "Safe Passage")
    resolve(game)
    cast(game, "Grizzly Bears")
    resolve(game)
    bears = next(oid for oid in game.state.battlefield
                 if game.state.obj(oid).card.name == "Grizzly Bears")
    for target in (name(game, bears), "Alice"):
        game.apply("pass")        # Bob gets priority (117.3d)
        choose(game, "cast Shock")
        target_and_pay(game, target)
        resolve(game)
    assert life(game, ALICE) == 20 and game.state.obj(bears).damage == 0
    assert cites(game, "615.6")
