"""Counters the rules give no meaning (122.1), compiled from Oracle text and played: charge
counters put on, removed as a cost and counted (Trigon of Thought, Necrogen Censer, Culling
Dais), "each creature target player controls" and "Proliferate twice." (Contagion Engine,
701.34a)."""

from __future__ import annotations

from oracle_harness import activate, pass_until, template

from helpers import ALICE, BOB, do, game_at, life, pass_all, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _counters(game: Game, label: int) -> dict[str, int]:
    return dict(game.state.objects[label].counters)


@template("plain_counter", cards=("Trigon of Thought",))
def test_trigon_of_thought_enters_with_charge_counters_and_spends_them_to_draw() -> None:
    """Trigon of Thought (614.1c, 122.1, 602.2b): it enters with three charge counters;
    "{U}{U}, {T}: Put a charge counter on this artifact." adds one; removing one as a cost
    draws a card, and with none left the ability can't be activated (118.3)."""
    game, _ = game_at({"hand": ["Trigon of Thought"], "battlefield": ["Island"] * 9,
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Trigon of Thought", "pay {5} automatically")
    pass_all(game)
    trigon = game.state.battlefield[-1]
    assert _counters(game, trigon) == {"charge": 3}
    activate(game, trigon, index=0)
    pass_all(game)
    assert _counters(game, trigon) == {"charge": 4}
    pass_until(game, "precombat main", turn=5)
    hand = len(zone(game, ALICE, "hand"))
    activate(game, trigon, index=1)
    assert _counters(game, trigon) == {"charge": 3}, "122.1: removed as the cost is paid"
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == hand + 1


def test_trigon_of_thought_without_charge_counters_cant_draw() -> None:
    """Trigon of Thought (118.3, 602.2b): with no charge counter to remove, the cost can't
    be paid, so only its first ability can be activated."""
    game, _ = game_at({"battlefield": [{"card": "Trigon of Thought", "label": "trigon"}]
                            + ["Island"] * 4, "library": LIBRARY}, {"library": LIBRARY})
    offered = [t for t in texts(game) if t.startswith("activate Trigon of Thought")]
    assert len(offered) == 1 and "Put a charge counter" in offered[0]

def test_necrogen_censer_removes_a_charge_counter_to_drain_a_target_player() -> None:
    """Necrogen Censer (122.1, 602.2b): it enters with two charge counters; each activation
    removes one and the target player loses 2 life."""
    game, labels = game_at({"battlefield": [{"card": "Necrogen Censer", "label": "censer",
                                             "counters": {"charge": 2}}], "library": LIBRARY},
                           {"library": LIBRARY})
    activate(game, labels["censer"], "Bob")
    pass_all(game)
    assert life(game, BOB) == 18 and _counters(game, labels["censer"]) == {"charge": 1}


@template("counters_on_self", cards=("Culling Dais",))
def test_culling_dais_draws_for_each_charge_counter_it_had_as_it_was_sacrificed() -> None:
    """Culling Dais (122.1, 608.2h): sacrificing a creature puts a charge counter on it;
    sacrificed to pay its second ability's cost, it counts its counters by last known
    information: Alice draws two cards."""
    game, labels = game_at({"battlefield": [{"card": "Culling Dais", "label": "dais",
                                             "counters": {"charge": 1}},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Swamp"], "library": LIBRARY},
                           {"library": LIBRARY})
    activate(game, labels["dais"], index=0)
    if game.decision is not None and "Grizzly Bears" in " ".join(texts(game)):
        do(game, f"pick Grizzly Bears#{labels['bears']}")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    assert _counters(game, labels["dais"]) == {"charge": 2}
    # Tapped now, the Dais offers only its second ability.
    assert [t for t in texts(game) if t.startswith("activate Culling Dais")] == \
        [f"activate Culling Dais#{labels['dais']}: {{1}}, Sacrifice this artifact: Draw a card "
         "for each charge counter on this artifact."]
    activate(game, labels["dais"])
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears", "Culling Dais"]
    assert len(zone(game, ALICE, "hand")) == 2


@template("each_object_target_controls", "proliferate_times", cards=("Contagion Engine",))
def test_contagion_engine_weakens_target_players_creatures_then_proliferates_twice() -> None:
    """Contagion Engine (115.1, 122.1, 701.34a): as it enters, each creature the target
    player (Bob) controls gets a -1/-1 counter, Alice's don't; "Proliferate twice." is two
    proliferations, each chosen on its own."""
    game, labels = game_at({"hand": ["Contagion Engine"],
                            "battlefield": ["Island"] * 10
                            + [{"card": "Grizzly Bears", "label": "mine"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Craw Wurm", "label": "wurm"},
                                            {"card": "Hill Giant", "label": "giant"}],
                            "library": LIBRARY})
    do(game, "cast Contagion Engine", "pay {6} automatically")
    pass_all(game)
    do(game, "target Bob")
    pass_all(game)
    assert _counters(game, labels["wurm"]) == {"-1/-1": 1}
    assert _counters(game, labels["giant"]) == {"-1/-1": 1}
    assert _counters(game, labels["mine"]) == {}
    engine = next(o for o in game.state.battlefield
                  if game.state.objects[o].card.name == "Contagion Engine")
    activate(game, engine)
    pass_all(game)
    do(game, f"pick Craw Wurm#{labels['wurm']}", "done")
    do(game, f"pick Craw Wurm#{labels['wurm']}", f"pick Hill Giant#{labels['giant']}")
    assert _counters(game, labels["wurm"]) == {"-1/-1": 3}
    assert _counters(game, labels["giant"]) == {"-1/-1": 2}
