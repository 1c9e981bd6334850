"""615: prevention effects of resolved spells and abilities. "Prevent all combat damage that
would be dealt this turn" (Fog) and "Prevent all damage that would be dealt to him this
turn" (Gideon, Ally of Zendikar's [+1]) apply to each damage event as it would happen
(615.1), and prevented damage never happens (615.6): it has none of its results."""

from __future__ import annotations

from helpers import (
    ALICE,
    BOB,
    at_step,
    do,
    game_at,
    life,
    name,
    pass_all,
    pass_until,
    pay,
    resolve,
    target_and_pay,
    zone,
)
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _attack(game: Game, oid: int) -> None:
    """Alice attacks Bob with `oid` (508.1)."""
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.ATTACKERS)
    game.apply(f"attack with {name(game, oid)} -> Bob")
    game.apply("done declaring attackers")


def test_615_6_prevented_combat_damage_has_no_results() -> None:
    """615.1a, 615.6: under Fog, Alice's Vampire Nighthawk (lifelink, deathtouch) is blocked
    by Bob's Giant Spider (reach): no damage is dealt either way, so Alice gains no life (120.3f,
    702.15b), the Spider isn't destroyed (702.2b) and the Nighthawk survives (704.5g)."""
    game, labels = game_at({"battlefield": ["Forest",
                                            {"card": "Vampire Nighthawk", "label": "hawk"}],
                            "hand": ["Fog"], "library": LIBRARY},
                           {"battlefield": [{"card": "Giant Spider", "label": "spider"}],
                            "library": LIBRARY})
    do(game, "cast Fog")
    pay(game)
    resolve(game)
    _attack(game, labels["hawk"])
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.BLOCKERS
    game.apply(f"block {name(game, labels['hawk'])} with {name(game, labels['spider'])}")
    game.apply("done declaring blockers")
    pass_until(game, at_step("postcombat main"))
    assert life(game, ALICE) == 20 and life(game, BOB) == 20
    assert zone(game, BOB, "graveyard") == [] and zone(game, ALICE, "graveyard") == ["Fog"]
    assert game.state.objects[labels["spider"]].damage == 0


def test_615_1a_damage_to_another_recipient_is_not_prevented() -> None:
    """615.1a: Gideon's "Prevent all damage that would be dealt to him this turn" protects
    Gideon only: Alice's Shock at her own Grizzly Bears is dealt and destroys it (704.5g)."""
    game, labels = game_at({"battlefield": [{"card": "Gideon, Ally of Zendikar",
                                             "label": "gideon"}, "Mountain",
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "hand": ["Shock"], "library": LIBRARY}, {"library": LIBRARY})
    gideon = labels["gideon"]
    do(game, f"activate {name(game, gideon)}: [+1]: Until end of turn, ~ becomes a 5/5 Human "
       "Soldier Ally creature with indestructible that's still a planeswalker. Prevent all "
       "damage that would be dealt to him this turn.")
    pass_all(game)
    do(game, "cast Shock")
    target_and_pay(game, name(game, labels["bears"]))
    pass_all(game)
    assert "Grizzly Bears" in zone(game, ALICE, "graveyard")
