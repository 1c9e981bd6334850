"""Prevention effects of resolved spells (615.1a) on real cards: "Prevent all combat damage
that would be dealt this turn." (Fog, Holy Day); the rule's own tests are in
tests/rules/test_cr615_prevention.py."""

from __future__ import annotations

from oracle_harness import attack, cast, pass_until, template

from helpers import ALICE, BOB, cites, game_at, life, pass_all, resolve

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
