"""Support N (701.41a), compiled from Oracle text and played: "Support 2. Draw a card."
(Shoulder to Shoulder), "When this creature enters, support 2." (Saddleback Lagac) and
"{4}{G}{W}: Support 2." (Joraga Auxiliary); with objects told by their counters (122.1):
"Whenever a creature you control with a +1/+1 counter on it dies, you gain 2 life."
(Gladehart Cavalry), "Target creature with a +1/+1 counter on it gains flying and vigilance
until end of turn." (Steppe Glider)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, cast_resolved, do, game_at, life, pass_all, pay, texts, zone
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 4


def _counters(game: Game, oid: int) -> dict[str, int]:
    return dict(game.state.objects[oid].counters)


@template("support", cards=("Shoulder to Shoulder",))
def test_shoulder_to_shoulder_supports_up_to_two_then_draws() -> None:
    """701.41a, 601.2c: the spell may target up to two creatures; Alice picks one, it gets a
    +1/+1 counter, and she draws a card (the draw's text follows the variable targets)."""
    game, labels = game_at({"hand": ["Shoulder to Shoulder"], "battlefield": [
        {"card": "Grizzly Bears", "label": "bears"}, "Savannah Lions", "Plains", "Plains",
        "Plains"], "library": ["Forest", *LIBRARY]}, {"library": LIBRARY})
    do(game, "cast Shoulder to Shoulder")
    assert "no more targets" in texts(game)
    do(game, f"target Grizzly Bears#{labels['bears']}", "no more targets")
    pay(game, required=False)
    pass_all(game)
    assert _counters(game, labels["bears"]) == {"+1/+1": 1}
    assert zone(game, ALICE, "hand") == ["Forest"]


@template("support", cards=("Saddleback Lagac",))
def test_saddleback_lagac_supports_other_creatures_not_itself() -> None:
    """701.41a: "other target creatures": the Lagac that supports can't be one of them."""
    game, labels = game_at({"hand": ["Saddleback Lagac"], "battlefield": [
        {"card": "Grizzly Bears", "label": "bears"}] + ["Forest"] * 4,
        "library": LIBRARY}, {"library": LIBRARY})
    cast_resolved(game, "Saddleback Lagac")
    targets = [t for t in texts(game) if t.startswith("target")]
    assert targets == [f"target Grizzly Bears#{labels['bears']}"]
    do(game, targets[0], "no more targets")
    pass_all(game)
    assert _counters(game, labels["bears"]) == {"+1/+1": 1}


@template("support", cards=("Joraga Auxiliary",))
def test_joraga_auxiliary_supports_two_with_its_activated_ability() -> None:
    """701.41a: each of the two targets gets one +1/+1 counter."""
    game, labels = game_at({"battlefield": [
        {"card": "Joraga Auxiliary", "label": "aux"}, {"card": "Grizzly Bears", "label": "a"},
        {"card": "Savannah Lions", "label": "b"}] + ["Forest"] * 4 + ["Plains"] * 2,
        "library": LIBRARY}, {"library": LIBRARY})
    activate(game, labels["aux"], f"Grizzly Bears#{labels['a']}",
             f"Savannah Lions#{labels['b']}")
    pass_all(game)
    assert _counters(game, labels["a"]) == {"+1/+1": 1}
    assert _counters(game, labels["b"]) == {"+1/+1": 1}
    assert _counters(game, labels["aux"]) == {}


@template("with_counter", cards=("Gladehart Cavalry",))
def test_gladehart_cavalry_gains_life_only_for_a_creature_that_had_a_counter() -> None:
    """122.1, 603.10a: a creature with a +1/+1 counter dying gives Alice 2 life (it is
    judged as it last existed); one without a counter gives nothing."""
    game, labels = game_at({"hand": ["Lightning Bolt", "Shock"], "battlefield": [
        "Gladehart Cavalry", {"card": "Grizzly Bears", "label": "bears", "counters":
                              {"+1/+1": 1}}, {"card": "Savannah Lions", "label": "lions"},
        "Mountain", "Mountain"], "library": LIBRARY}, {"library": LIBRARY})
    cast_resolved(game, "Lightning Bolt", f"Grizzly Bears#{labels['bears']}")
    pass_all(game)
    assert life(game, ALICE) == 22
    cast_resolved(game, "Shock", f"Savannah Lions#{labels['lions']}")
    assert zone(game, ALICE, "graveyard").count("Savannah Lions") == 1
    assert life(game, ALICE) == 22


@template("with_counter", cards=("Steppe Glider",))
def test_steppe_glider_targets_only_a_creature_with_a_counter() -> None:
    """122.1, 115.1: only the Grizzly Bears with a +1/+1 counter can be the target."""
    game, labels = game_at({"battlefield": [
        {"card": "Steppe Glider", "label": "glider"},
        {"card": "Grizzly Bears", "label": "bears", "counters": {"+1/+1": 1}},
        "Savannah Lions", "Plains", "Plains"], "library": LIBRARY}, {"library": LIBRARY})
    game.apply(next(c for c in game.legal_choices()
                    if str(c).startswith("activate Steppe Glider")))
    assert [t for t in texts(game) if t.startswith("target")] == [
        f"target Grizzly Bears#{labels['bears']}"]
    do(game, f"target Grizzly Bears#{labels['bears']}")
    pay(game, required=False)
    pass_all(game)
    keywords = characteristics(game.state, labels["bears"]).keywords
    assert {"flying", "vigilance"} <= set(keywords)


@template("with_any_counter", cards=("Kulrath Knight",))
def test_kulrath_knight_stops_opposing_creatures_with_counters_from_attacking() -> None:
    """122.1, 508.1c: on Bob's turn, his Grizzly Bears with a +1/+1 counter can't attack
    while Alice controls Kulrath Knight; his Savannah Lions, with none, can."""
    game, _ = game_at({"battlefield": ["Kulrath Knight"], "library": LIBRARY},
                           {"battlefield": [
                               {"card": "Grizzly Bears", "label": "bears",
                                "counters": {"+1/+1": 1}},
                               {"card": "Savannah Lions", "label": "lions"}],
                            "library": LIBRARY},
                           active="Bob", step="declare attackers", stage="begin")
    attacks = [t for t in texts(game) if t.startswith("attack with")]
    assert any("Savannah Lions" in t for t in attacks)
    assert not any("Grizzly Bears" in t for t in attacks)
