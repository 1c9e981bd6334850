"""306 Planeswalkers and 606 loyalty abilities, with Jace Beleren ({2}{U}{U}, loyalty 3;
[+2]: Each player draws a card; [-1]: Target player draws a card; [-10]: Target player mills
twenty cards): casting one, its loyalty in and out of play, its loyalty abilities' timing and
costs, attacking it, damage to it and its death at 0 loyalty."""

from __future__ import annotations

from typing import Any

from helpers import ALICE, BOB, do, game_at, pass_all, pass_until, pay, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics

JACE = "Jace Beleren"
PLUS = "[+2]: Each player draws a card."
MINUS = "[−1]: Target player draws a card."
LIBRARY = ["Island"] * 6


def jace_game(alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
              **position: Any) -> tuple[Game, dict[str, int]]:
    """Alice with Jace on the battlefield (label "jace", 3 loyalty) and four Islands."""
    base = {"battlefield": ["Island"] * 4 + [{"card": JACE, "label": "jace"}],
            "library": list(LIBRARY)}
    return game_at({**base, **(alice or {})}, {"library": list(LIBRARY), **(bob or {})},
                   **position)


def activate(game: Game, labels: dict[str, int], ability: str) -> None:
    do(game, f"activate {JACE}#{labels['jace']}: {ability}")


def loyalty(game: Game, oid: int) -> int | None:
    return characteristics(game.state, oid).loyalty


def test_306_1_306_2_a_planeswalker_is_cast_at_sorcery_speed_and_resolves_onto_the_battlefield(
        ) -> None:
    """306.1: Alice may cast Jace in her main phase with an empty stack, not in Bob's turn;
    306.2: it resolves onto the battlefield under her control; 306.5b: with 3 loyalty."""
    game, labels = game_at({"hand": [{"card": JACE, "label": "new"}], "battlefield": ["Island"] * 4,
                            "library": LIBRARY}, {"library": LIBRARY})
    on_bobs_turn, _ = game_at({"hand": [JACE], "battlefield": ["Island"] * 4, "library": LIBRARY},
                              {"library": LIBRARY}, active="Bob", priority="Alice")
    assert not any(t.startswith(f"cast {JACE}") for t in texts(on_bobs_turn))
    do(game, f"cast {JACE}#{labels['new']}")
    pay(game)
    pass_all(game)
    s = game.state
    jace = next(o for o in s.battlefield if s.obj(o).card.name == JACE)
    assert s.obj(jace).controller == ALICE and loyalty(game, jace) == 3


def test_306_5a_306_5c_loyalty_is_printed_off_the_battlefield_and_counted_on_it() -> None:
    """306.5a: Jace in Alice's hand has his printed loyalty, 3; 306.5c, 606.4: on the
    battlefield his loyalty is his loyalty counters, 5 after his [+2]; 306.5: Grizzly Bears
    has no loyalty at all."""
    game, labels = jace_game({"hand": [{"card": JACE, "label": "in_hand"},
                                       {"card": "Grizzly Bears", "label": "bears"}]})
    assert loyalty(game, labels["in_hand"]) == 3 and loyalty(game, labels["bears"]) is None
    activate(game, labels, PLUS)
    assert game.state.obj(labels["jace"]).counters["loyalty"] == 5
    assert loyalty(game, labels["jace"]) == 5


def test_306_5d_606_3_one_loyalty_ability_per_turn_at_sorcery_speed() -> None:
    """306.5d, 606.3 / 113.5, 209.2, 606.1, 606.2 (loyalty abilities are activated abilities
    with a loyalty symbol in their cost): after his [+2] Jace offers no loyalty ability this
    turn, and none while a spell is on the stack or in Bob's turn."""
    game, labels = jace_game({"hand": ["Opt"]})
    jace_options = [t for t in texts(game) if t.startswith(f"activate {JACE}")]
    assert len(jace_options) == 2      # [+2] and [-1]; [-10] costs more loyalty than he has
    activate(game, labels, PLUS)
    assert not any(t.startswith(f"activate {JACE}") for t in texts(game))
    fresh, _ = jace_game({"hand": ["Opt"]})
    do(fresh, "cast Opt")
    pay(fresh)
    assert fresh.state.stack
    assert not any(t.startswith(f"activate {JACE}") for t in texts(fresh))
    bobs_turn, _ = jace_game(active="Bob", priority="Alice")
    assert not any(t.startswith(f"activate {JACE}") for t in texts(bobs_turn))


def test_306_6_306_8_planeswalkers_are_attacked_and_damage_removes_loyalty() -> None:
    """306.6 / 508.1b: Bob may attack Jace; 306.8, 120.3c: the Gray Ogre's 2 combat damage
    removes two of Jace's three loyalty counters."""
    game, labels = jace_game(bob={"battlefield": [{"card": "Gray Ogre", "label": "ogre"}]},
                             active="Bob", turn=4)
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.ATTACKERS)
    do(game, f"attack with Gray Ogre#{labels['ogre']} -> {JACE}#{labels['jace']}",
       "done declaring attackers")
    pass_until(game, lambda g: g.state.step.value == "postcombat main",
               other=lambda g: do(g, "done declaring blockers"))
    assert loyalty(game, labels["jace"]) == 1
    assert game.state.players[ALICE].life == 20


def test_306_9_122_1e_a_planeswalker_with_no_loyalty_goes_to_the_graveyard() -> None:
    """306.9, 122.1e / 704.5i: Bob's Lightning Bolt deals 3 damage to Jace, removing his
    three loyalty counters (306.8); with 0 loyalty he is put into Alice's graveyard as a
    state-based action."""
    game, labels = jace_game(bob={"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                             active="Bob", turn=4)
    do(game, "cast Lightning Bolt", f"target {JACE}#{labels['jace']}")
    pay(game)
    pass_all(game)
    assert labels["jace"] not in game.state.battlefield
    assert JACE in zone(game, ALICE, "graveyard")


def test_606_4_a_minus_ability_is_paid_by_removing_loyalty_counters() -> None:
    """606.4: Jace's [-1] costs one loyalty counter, paid as it is activated (602.2b), before
    it resolves; Bob draws a card from it."""
    game, labels = jace_game()
    activate(game, labels, MINUS)
    do(game, "target Bob")
    assert loyalty(game, labels["jace"]) == 2
    pass_all(game)
    assert len(zone(game, BOB, "hand")) == 1


def test_608_2f_each_player_draws_from_one_ability() -> None:
    """608.2f, 121.2: Jace's [+2] "Each player draws a card" has Alice and Bob each draw one
    card as it resolves."""
    game, labels = jace_game()
    activate(game, labels, PLUS)
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 1 and len(zone(game, BOB, "hand")) == 1
