"""Static abilities that apply while players control certain permanents (611.3a), compiled
from Oracle text and played: "This creature has haste as long as an opponent controls a
Human." (Night Revelers), "As long as you control eight or more lands, this creature gets
+4/+4 and has trample." (Woodborn Behemoth), "... as long as no opponent controls a
creature" (Vexing Beetle), "... as long as you control no untapped lands" (Scoria Cat),
"... at least three other snow permanents" (Ice-Fang Coatl), "As long as you control an
artifact, ..." (Aerial Engineer) and "... has flying as long as you control an artifact"
(Aeronaut Tinkerer). The permanents are judged as the layers before the effect's left them
(613.1, 613.8)."""

from __future__ import annotations

import pytest
from oracle_harness import template

from helpers import cast_resolved, do, game_at, pt, texts
from manastack.cards.database import CardData
from manastack.cards.oracle.compiler import compile_card
from manastack.errors import UnsupportedCardError
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


def _has(game: Game, oid: int, keyword: str) -> bool:
    return characteristics(game.state, oid).has(keyword)


@template("conditional_static", "while_opponent_controls", cards=("Night Revelers", "Elite Vanguard"))
def test_night_revelers_has_haste_only_while_an_opponent_controls_a_human() -> None:
    """611.3a, 702.10b, 302.6: Alice's own Human gives Night Revelers no haste; Bob's does,
    so the Revelers, which came under Alice's control this turn, may attack."""
    game, labels = game_at(
        {
            "battlefield": [{"card": "Night Revelers", "label": "r", "sick": True}, "Elite Vanguard"],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    assert not _has(game, labels["r"], "haste")
    game, labels = game_at(
        {"battlefield": [{"card": "Night Revelers", "label": "r", "sick": True}], "library": LIBRARY},
        {"battlefield": ["Elite Vanguard"], "library": LIBRARY},
        step="declare attackers",
        stage="begin",
    )
    assert _has(game, labels["r"], "haste")
    assert any(t.startswith("attack with Night Revelers") for t in texts(game))


@template(
    "conditional_static",
    "while_opponent_controls",
    cards=("Night Revelers", "Elite Vanguard", "Act of Treason"),
)
def test_night_revelers_judges_control_after_layer_2() -> None:
    """613.1b, 613.4: once Alice gains control of Bob's only Human (Act of Treason, layer
    2), no opponent controls a Human, so Night Revelers loses haste."""
    game, labels = game_at(
        {
            "hand": ["Act of Treason"],
            "library": LIBRARY,
            "battlefield": ["Mountain"] * 3 + [{"card": "Night Revelers", "label": "r"}],
        },
        {"battlefield": ["Elite Vanguard"], "library": LIBRARY},
    )
    assert _has(game, labels["r"], "haste")
    cast_resolved(game, "Act of Treason", "Elite Vanguard")
    assert not _has(game, labels["r"], "haste")


@template("conditional_static", "while_you_control_count", cards=("Woodborn Behemoth",))
def test_woodborn_behemoth_grows_with_its_eighth_land() -> None:
    """611.3a, 613.6: with seven lands Woodborn Behemoth is 4/4 without trample; Alice's
    eighth land makes it 8/8 with trample (both parts of the one effect)."""
    game, labels = game_at(
        {
            "hand": ["Forest"],
            "library": LIBRARY,
            "battlefield": ["Forest"] * 7 + [{"card": "Woodborn Behemoth", "label": "w"}],
        },
        {"battlefield": ["Forest"], "library": LIBRARY},
    )
    behemoth = labels["w"]
    assert pt(game, behemoth) == (4, 4) and not _has(game, behemoth, "trample")
    do(game, "play Forest")
    assert pt(game, behemoth) == (8, 8) and _has(game, behemoth, "trample")


@template("conditional_static", "while_no_opponent_controls", cards=("Vexing Beetle", "Elite Vanguard"))
def test_vexing_beetle_is_bigger_while_no_opponent_controls_a_creature() -> None:
    """611.3a: Vexing Beetle is 3/3 while Bob controls a creature, 6/6 while only Alice
    does."""
    game, labels = game_at(
        {"battlefield": [{"card": "Vexing Beetle", "label": "v"}], "library": LIBRARY},
        {"battlefield": ["Elite Vanguard"], "library": LIBRARY},
    )
    assert pt(game, labels["v"]) == (3, 3)
    game, labels = game_at(
        {"battlefield": [{"card": "Vexing Beetle", "label": "v"}, "Elite Vanguard"], "library": LIBRARY},
        {"library": LIBRARY},
    )
    assert pt(game, labels["v"]) == (6, 6)


@template("conditional_static", "while_you_control_none", cards=("Scoria Cat",))
def test_scoria_cat_grows_once_its_controllers_lands_are_tapped() -> None:
    """611.3a, 110.5: Scoria Cat is 3/3 beside an untapped Mountain, 6/6 once Alice taps it
    for mana (a status, judged at every moment)."""
    game, labels = game_at(
        {"battlefield": ["Mountain", {"card": "Scoria Cat", "label": "c"}], "library": LIBRARY},
        {"library": LIBRARY},
    )
    cat = labels["c"]
    assert pt(game, cat) == (3, 3)
    mountain = next(o for o in game.state.battlefield if game.state.objects[o].card.name == "Mountain")
    game.apply(f"activate Mountain#{mountain}: {{T}}: Add {{R}}.")
    assert pt(game, cat) == (6, 6)


@template("conditional_static", "while_you_control_count", cards=("Ice-Fang Coatl",))
def test_ice_fang_coatl_counts_three_other_snow_permanents() -> None:
    """611.3a, 109.4: Ice-Fang Coatl, snow itself, lacks deathtouch beside two other snow
    permanents and has it beside three."""
    game, labels = game_at(
        {
            "battlefield": ["Snow-Covered Forest"] * 2 + [{"card": "Ice-Fang Coatl", "label": "i"}],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    assert not _has(game, labels["i"], "deathtouch")
    game, labels = game_at(
        {
            "battlefield": ["Snow-Covered Forest"] * 3 + [{"card": "Ice-Fang Coatl", "label": "i"}],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    assert _has(game, labels["i"], "deathtouch")


@template("while_you_control_first", cards=("Aerial Engineer", "Ornithopter"))
def test_aerial_engineer_needs_an_artifact_for_both_parts() -> None:
    """611.3a, 613.6: Aerial Engineer is a 2/4 without flying until Alice's Ornithopter
    enters, then a 4/4 with flying ("As long as you control an artifact, ...")."""
    game, labels = game_at(
        {
            "hand": ["Ornithopter"],
            "library": LIBRARY,
            "battlefield": [{"card": "Aerial Engineer", "label": "e"}],
        },
        {"library": LIBRARY},
    )
    engineer = labels["e"]
    assert pt(game, engineer) == (2, 4) and not _has(game, engineer, "flying")
    cast_resolved(game, "Ornithopter")
    assert pt(game, engineer) == (4, 4) and _has(game, engineer, "flying")


@template("static_while_you_control", cards=("Aeronaut Tinkerer", "Ornithopter"))
def test_aeronaut_tinkerer_has_flying_only_beside_its_controllers_artifact() -> None:
    """611.3a: Bob's Ornithopter gives Aeronaut Tinkerer no flying; Alice's does."""
    game, labels = game_at(
        {"battlefield": [{"card": "Aeronaut Tinkerer", "label": "t"}], "library": LIBRARY},
        {"battlefield": ["Ornithopter"], "library": LIBRARY},
    )
    assert not _has(game, labels["t"], "flying")
    game, labels = game_at(
        {"battlefield": [{"card": "Aeronaut Tinkerer", "label": "t"}, "Ornithopter"], "library": LIBRARY},
        {"library": LIBRARY},
    )
    assert _has(game, labels["t"], "flying")


def test_a_condition_reading_what_its_own_layer_changes_is_refused() -> None:
    """613.8: a keyword granted while an opponent controls a creature with flying would
    depend on the effects of layer 6 applied with it, so the compiler refuses it, naming
    the clause."""
    data = CardData(
        name="Hypothetical Skyhunter",
        types=("Creature",),
        power="2",
        toughness="2",
        text="This creature has flying as long as an opponent controls a creature with flying.",
    )
    with pytest.raises(UnsupportedCardError, match="reads what layer 6 changes"):
        compile_card(data)


@template("conditional_static", "while_an_opponents_life", cards=("Bloodghast",))
def test_bloodghast_has_haste_while_an_opponent_has_10_or_less_life() -> None:
    """611.3a, 119: Bloodghast lacks haste while Bob has 11 life and has it at 10."""
    for bobs_life, hasty in ((11, False), (10, True)):
        game, labels = game_at(
            {"battlefield": [{"card": "Bloodghast", "label": "g"}], "library": LIBRARY},
            {"life": bobs_life, "library": LIBRARY},
        )
        assert _has(game, labels["g"], "haste") is hasty
