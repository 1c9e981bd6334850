"""Maralen of the Mornsong, Narset, Parter of Veils and Spirit of the Labyrinth: "can't
draw" and draw limits (101.2, 121.2b, 614.17). The rulings of the Maralen and Narset
documents are proved sentence by sentence in tests/rules/test_cr121_drawing.py; these
tests cover the rest of each card."""

from __future__ import annotations

from draw_helpers import activate, cast, choose, cites, drawn, kind, log, resolve
from helpers import ALICE, BOB, game_at, life, texts, zone
from manastack.rules.decisions import DecisionKind


# -- Maralen of the Mornsong ---------------------------------------------------------------
def test_maralen_stops_her_controllers_draws_too() -> None:
    """Maralen's Oracle text "Players can't draw cards" (101.2): her controller can't draw
    either."""
    game, _ = game_at({"hand": ["Opt"], "library": ["Forest"],
                       "battlefield": ["Island", "Maralen of the Mornsong"]})
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")
    assert zone(game, ALICE, "hand") == [] and "Alice's draw doesn't happen: Maralen" in log(game)


def test_maralen_triggers_in_her_controllers_draw_step() -> None:
    """603.2 / Maralen's Oracle text: "each player's draw step" includes her controller's:
    Alice loses 3 life and searches for a card, then shuffles."""
    game, _ = game_at({"library": ["Forest", "Island"], "battlefield": ["Maralen of the Mornsong"]},
                      step="draw", stage="begin")
    resolve(game)
    choose(game, "pick Forest")
    assert life(game, ALICE) == 17 and zone(game, ALICE, "hand") == ["Forest"]
    assert cites(game, "701.24a") and drawn(game, ALICE) == 0


def test_maralen_leaving_lets_players_draw_again() -> None:
    """614.17a / 101.2: the prohibition exists only while Maralen is on the battlefield: once
    she's destroyed, Divination draws normally."""
    game, labels = game_at({"hand": ["Murder", "Divination"], "library": ["Forest", "Island"],
                            "battlefield": ["Swamp"] * 3 + ["Island"] * 3},
                           {"battlefield": [{"card": "Maralen of the Mornsong", "label": "m"}]})
    cast(game, "Murder", target=f"Maralen of the Mornsong#{labels['m']}")
    resolve(game)
    cast(game, "Divination")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest", "Island"]


# -- Narset, Parter of Veils -------------------------------------------------------------------
def test_narset_minus_two_takes_a_noncreature_nonland_card() -> None:
    """606 / Narset's −2: look at the top four; only a noncreature, nonland card may be
    revealed and put into the hand (not a draw, 121.5); the rest go to the bottom."""
    game, _ = game_at({"library": ["Grizzly Bears", "Forest", "Opt", "Shock", "Plains"],
                       "battlefield": ["Narset, Parter of Veils"]})
    activate(game, "Narset", "−2")
    resolve(game)
    assert sorted(t.split("#")[0] for t in texts(game)) == ["done", "pick Opt", "pick Shock"]
    choose(game, "pick Shock")
    assert zone(game, ALICE, "hand") == ["Shock"] and drawn(game, ALICE) == 0
    library = zone(game, ALICE, "library")
    assert library[0] == "Plains" and sorted(library[1:]) == ["Forest", "Grizzly Bears", "Opt"]
    assert cites(game, "701.20a")


def test_narset_minus_two_may_take_nothing() -> None:
    """Narset's −2 "you may reveal": choosing nothing puts all four on the bottom; with no
    eligible card there is no choice at all."""
    game, _ = game_at({"library": ["Opt", "Forest"], "battlefield": ["Narset, Parter of Veils"]})
    activate(game, "Narset", "−2")
    resolve(game)
    choose(game, "done")
    assert zone(game, ALICE, "hand") == [] and sorted(zone(game, ALICE, "library")) == ["Forest", "Opt"]
    game, _ = game_at({"library": ["Forest", "Grizzly Bears"],
                       "battlefield": ["Narset, Parter of Veils"]})
    activate(game, "Narset", "−2")
    resolve(game)
    assert kind(game) is DecisionKind.PRIORITY and zone(game, ALICE, "hand") == []


def test_narset_minus_two_isnt_limited_by_a_draw_limit() -> None:
    """121.5: Narset's −2 puts a card into the hand without drawing it, so Spirit of the
    Labyrinth's limit doesn't stop it even after a draw this turn."""
    game, _ = game_at({"library": ["Opt", "Forest"], "drawn_this_turn": 1,
                       "battlefield": ["Narset, Parter of Veils", "Spirit of the Labyrinth"]})
    activate(game, "Narset", "−2")
    resolve(game)
    choose(game, "pick Opt")
    assert zone(game, ALICE, "hand") == ["Opt"]


def test_narset_limit_is_per_turn() -> None:
    """121.2b / 500.1: the count starts over each turn: Bob, stopped on his turn 3, draws
    for his next turn normally."""
    game, _ = game_at({"battlefield": ["Narset, Parter of Veils"], "library": ["Plains"] * 2},
                      {"hand": ["Divination"], "library": ["Forest", "Island", "Swamp"],
                       "battlefield": ["Island"] * 3}, active="Bob")
    cast(game, "Divination")
    resolve(game)
    assert zone(game, BOB, "hand") == ["Forest"]
    from draw_helpers import pass_to
    pass_to(game, "precombat main", 5)
    assert zone(game, BOB, "hand") == ["Forest", "Island"] and drawn(game, BOB) == 1


# -- Spirit of the Labyrinth -----------------------------------------------------------------
def test_spirit_limits_every_player() -> None:
    """121.2b / Spirit's Oracle text "Each player": its controller is limited too; the first
    draw of the turn happens, later ones don't."""
    game, _ = game_at({"hand": ["Divination"], "library": ["Forest", "Island"],
                       "battlefield": ["Island"] * 3 + ["Spirit of the Labyrinth"]})
    cast(game, "Divination")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest"]
    assert "Alice's draw doesn't happen: Spirit of the Labyrinth" in log(game)
    assert cites(game, "121.2b")


def test_spirit_sees_draws_before_it_arrived() -> None:
    """121.2b (as Narset's ruling): Spirit counts cards drawn earlier in the turn, before it
    entered: Alice drew one, casts Spirit, and her Opt then draws nothing."""
    game, _ = game_at({"hand": ["Spirit of the Labyrinth", "Opt"], "drawn_this_turn": 1,
                       "library": ["Forest"], "battlefield": ["Plains", "Plains", "Island"]})
    cast(game, "Spirit of the Labyrinth")
    resolve(game)
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")
    assert zone(game, ALICE, "hand") == [] and zone(game, ALICE, "library") == ["Forest"]
