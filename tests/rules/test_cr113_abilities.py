"""113 abilities: the kinds of abilities a card's text gives it, several abilities on one
object, where abilities function, and what the stack holds."""

from __future__ import annotations

import pytest

from helpers import ALICE, do, game_at, pass_all, pay, pt, stack, texts
from manastack.cards.registry import get_card
from manastack.rules.abilities import (
    ActivatedAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)


@pytest.mark.parametrize("card, kind", [
    ("Lightning Bolt", SpellAbility), ("Prodigal Sorcerer", ActivatedAbility),
    ("Baleful Ammit", TriggeredAbility), ("Glorious Anthem", StaticAbility),
])
def test_the_kinds_of_abilities(card: str, kind: type) -> None:
    """113.1 / 113.1a / 113.3 / 113.3a / 113.3b / 113.3c / 113.3d / 603.1: an instant's text is a
    spell ability; "[cost]: [effect]" is an activated ability; "When/Whenever/At ..." is a
    triggered ability; a statement is a static ability. Each is a characteristic of the card
    that has it."""
    definition = get_card(card)
    abilities = (*definition.abilities, *([definition.spell] if definition.spell else []))
    assert any(isinstance(a, kind) for a in abilities), abilities


def test_an_object_may_have_several_abilities() -> None:
    """113.2c / 702.1 / 113.2: Serra Angel has two keyword abilities on one line, flying and
    vigilance; both work: it attacks without tapping and can be blocked only by fliers."""
    game, labels = game_at({"battlefield": [{"card": "Serra Angel", "label": "angel"}],
                            "library": ["Island"] * 3}, {"library": ["Island"] * 3},
                           step="beginning of combat")
    do(game, "pass", "pass")
    do(game, f"attack with Serra Angel#{labels['angel']} -> Bob", "done declaring attackers")
    assert not game.state.obj(labels["angel"]).tapped
    assert {"flying", "vigilance"} <= set(get_card("Serra Angel").keywords)


def test_abilities_function_on_the_battlefield_only_unless_stated() -> None:
    """113.6 / 113.6b / 113.6c / 604.2: Glorious Anthem in Alice's hand or graveyard does
    nothing; its static ability works only on the battlefield."""
    game, labels = game_at({"hand": ["Glorious Anthem"], "graveyard": ["Glorious Anthem"],
                            "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    assert pt(game, labels["bears"]) == (2, 2)


def test_resolving_spells_ask_for_choices_without_priority() -> None:
    """117.2e / 608.2d / 117.1: while Mind Rot resolves Bob chooses the cards he discards; he
    makes that choice without having priority, and priority returns to Alice afterwards."""
    game, _ = game_at({"hand": ["Mind Rot"], "battlefield": ["Swamp"] * 3},
                      {"hand": ["Forest", "Island", "Mountain"]})
    do(game, "cast Mind Rot", "target Bob")
    pay(game, required=False)
    do(game, "pass", "pass")
    assert game.decision is not None and game.decision.player == 1
    assert game.decision.kind.value != "priority"
    while game.decision is not None and game.decision.player == 1:
        do(game, texts(game)[0])
    assert game.decision is not None and game.decision.player == ALICE
    assert len(game.state.players[1].hand) == 1


def test_effects_and_static_abilities_dont_use_the_stack() -> None:
    """405.6a / 405.6b / 117.2b: Giant Growth's effect happens as it resolves and nothing of it
    goes on the stack; Glorious Anthem's static ability never does."""
    game, labels = game_at({"hand": ["Giant Growth"], "battlefield": [
        "Forest", "Glorious Anthem", {"card": "Grizzly Bears", "label": "bears"}]})
    assert not stack(game)
    do(game, "cast Giant Growth", f"target Grizzly Bears#{labels['bears']}")
    pay(game, required=False)
    assert stack(game) == ["Giant Growth"]
    pass_all(game)
    assert not stack(game) and pt(game, labels["bears"]) == (6, 6)


def test_an_alternative_cost_ability_functions_on_the_stack() -> None:
    """113.6d, 118.9, 601.2f: Mulldrifter's evoke lets Alice pay {2}{U} rather than its mana
    cost; cast so with five Islands, the spell on the stack is Mulldrifter and its total cost
    is the evoke cost: three Islands are tapped, two stay untapped."""
    game, _ = game_at({"battlefield": ["Island"] * 5, "hand": ["Mulldrifter"],
                       "library": ["Plains"] * 3})
    game.apply(next(t for t in texts(game) if t.endswith("with evoke")))
    pay(game)
    assert stack(game) == ["Mulldrifter"]
    tapped = [game.state.objects[o].tapped for o in game.state.battlefield]
    assert tapped.count(True) == 3 and tapped.count(False) == 2


def test_a_restriction_on_how_a_card_is_cast_functions_where_it_could_be_cast() -> None:
    """113.6e, 601.3: Just Fate's "Cast this spell only during the declare attackers step and
    only if you've been attacked this step." works while the card is in Alice's hand: while
    Bob's Gray Ogre attacks her she may cast it in the declare attackers step, and in the
    declare blockers step, with the same attacking target and mana, she may not."""
    game, labels = game_at({"battlefield": ["Plains"] * 3, "hand": ["Just Fate"],
                            "library": ["Plains"] * 3},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}],
                            "library": ["Plains"] * 3},
                           active="Bob", step="declare attackers", stage="begin")
    do(game, f"attack with Gray Ogre#{labels['ogre']} -> Alice", "done declaring attackers",
       "pass")
    assert [t for t in texts(game) if t.startswith("cast Just Fate")]
    do(game, "pass", "done declaring blockers", "pass")
    assert game.state.step.value == "declare blockers"
    assert not [t for t in texts(game) if t.startswith("cast Just Fate")]
    [(_, reason)] = game.why_not("Just Fate")
    assert reason.startswith("601.3: Cast this spell only during")
