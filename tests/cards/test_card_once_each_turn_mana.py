"""Mana abilities that can be activated only once each turn (602.5b, 605.1a), compiled from
Oracle text and played: "{1}: Add {W}, {B}, or {G}. Activate only once each turn." (Abzan
Devotee) and "Pay 1 life: Add {C}. Activate only once each turn." (Kozilek's Translator)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, choose, game_at, life, name, pass_all, texts, who
from manastack.rules.abilities import ActivatedAbility
from manastack.rules.casting import activation_problem
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


@template("activate_once_each_turn", "add_mana", cards=("Abzan Devotee",))
def test_abzan_devotee_makes_mana_once_each_turn() -> None:
    """605.3a: Alice activates Abzan Devotee's mana ability, paying {1} with a Plains, and
    adds {B}; 602.5b: with her second Plains untapped it can't be activated again this turn."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "battlefield": [{"card": "Abzan Devotee", "label": "devotee"}, "Plains", "Plains"],
        },
        {"library": LIBRARY},
    )
    devotee = name(game, labels["devotee"])
    choose(game, f"activate {devotee}: {{1}}")
    if game.decision is not None and game.decision.kind is DecisionKind.MANA_PAYMENT:
        choose(game, "pay")
    choose(game, "add {B}")
    assert [u.type for u in game.state.players[ALICE].pool] == ["B"], who(game)
    assert not any(t.startswith(f"activate {devotee}: {{1}}") for t in texts(game))
    obj = game.state.objects[labels["devotee"]]
    index = next(
        i for i, a in enumerate(obj.card.abilities) if isinstance(a, ActivatedAbility) and a.mana is not None
    )
    problem = activation_problem(game.state, ALICE, obj, index, obj.card.abilities[index])
    assert problem is not None and problem.startswith("602.5b")


@template("activate_once_each_turn", "add_mana", cards=("Kozilek's Translator",))
def test_kozileks_translator_pays_one_life_for_colorless_once_each_turn() -> None:
    """605.3a: Alice pays Grizzly Bears' {1}{G} with the Forest and Kozilek's Translator (1
    life for {C}); 602.5b: the Translator's ability isn't offered again this turn."""
    game, _ = game_at(
        {"library": LIBRARY, "hand": ["Grizzly Bears"], "battlefield": ["Kozilek's Translator", "Forest"]},
        {"library": LIBRARY},
    )
    cast(game, "Grizzly Bears")
    pass_all(game)
    assert life(game, ALICE) == 19
    assert "cast Grizzly Bears" not in [t.split("#")[0] for t in texts(game)]
    assert not any(t.startswith("activate Kozilek's Translator") for t in texts(game))
