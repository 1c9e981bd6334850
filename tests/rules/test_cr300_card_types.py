"""202 and 300-307: colors from mana costs, and when each card type may be cast and where it
goes as it resolves."""

from __future__ import annotations

import pytest

from helpers import ALICE, BOB, cast_resolved, do, game_at, pay, texts, zone
from manastack.errors import ScenarioError
from manastack.rules.layers import characteristics
from manastack.scenario import inline_cards


@pytest.mark.parametrize("card, colors", [
    ("Grizzly Bears", {"G"}), ("Boros Swiftblade", {"R", "W"}),
    ("Hearthfire Hobgoblin", {"R", "W"}), ("Darksteel Myr", set()),
])
def test_an_objects_colors_come_from_its_mana_cost(card: str, colors: set[str]) -> None:
    """202.2 / 202.2a / 202.2b / 202.2c / 202.2d / 105.2a / 105.2b / 105.2c / 109.3 / 200.2: color
    is a characteristic, from the mana cost printed on the card: Grizzly Bears ({1}{G}) is green,
    monocolored; Boros Swiftblade ({R}{W}) is red and white; Hearthfire Hobgoblin's hybrid symbols
    ({R/W} three times) make it red and white; Darksteel Myr ({3}) has no colored symbol and is
    colorless."""
    game, labels = game_at({"battlefield": [{"card": card, "label": "it"}]})
    assert characteristics(game.state, labels["it"]).colors == colors


SORCERY_SPEED = ["Darksteel Myr", "Grizzly Bears", "Glorious Anthem", "Mind Rot"]


@pytest.mark.parametrize("card", SORCERY_SPEED)
def test_permanents_and_sorceries_only_in_your_main_phase_with_an_empty_stack(card: str) -> None:
    """301.1 / 302.1 / 303.1 / 307.1 / 307.5 / 505.6a: an artifact, a creature, an enchantment
    and a sorcery can be cast by the active player in a main phase while the stack is empty,
    not while a spell is on the stack and not in another player's turn."""
    lands = ["Swamp", "Swamp", "Forest", "Forest", "Plains", "Plains", "Mountain"]
    game, _ = game_at({"hand": [card, "Shock"], "battlefield": lands})
    assert any(t.startswith(f"cast {card}") for t in texts(game))
    do(game, "cast Shock", "target Bob")
    pay(game, required=False)
    assert not any(t.startswith(f"cast {card}") for t in texts(game))
    game, _ = game_at({"hand": [card], "battlefield": lands}, active="Bob", priority="Alice")
    assert not any(t.startswith(f"cast {card}") for t in texts(game))


def test_an_instant_can_be_cast_whenever_its_caster_has_priority() -> None:
    """304.1 / 117.1a: Alice may cast Lightning Bolt in Bob's turn and in response to a spell."""
    game, _ = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                      {"hand": ["Shock"], "battlefield": ["Mountain"]}, active="Bob")
    do(game, "cast Shock", "target Alice")
    pay(game, required=False)
    do(game, "pass")
    assert any(t.startswith("cast Lightning Bolt") for t in texts(game))


@pytest.mark.parametrize("card, zone_name", [
    ("Darksteel Myr", "battlefield"), ("Grizzly Bears", "battlefield"),
    ("Glorious Anthem", "battlefield"), ("Mind Rot", "graveyard"), ("Giant Growth", "graveyard"),
])
def test_where_a_resolved_spell_goes(card: str, zone_name: str) -> None:
    """301.2 / 302.2 / 303.2 / 304.2 / 307.2 / 608.3 / 608.2n / 110.4 / 110.4b / 403.3: a resolving
    artifact, creature or enchantment spell (a permanent spell) becomes a permanent on the
    battlefield under its controller's control; an instant or sorcery has its effect and is put into
    its owner's graveyard."""
    lands = ["Swamp", "Swamp", "Forest", "Forest", "Plains", "Plains", "Mountain"]
    game, labels = game_at({"hand": [card], "battlefield": [
        *lands, {"card": "Gray Ogre", "label": "ogre"}]}, {"hand": ["Island", "Island"]})
    targets = {"Mind Rot": ("Bob",), "Giant Growth": (f"Gray Ogre#{labels['ogre']}",)}
    cast_resolved(game, card, *targets.get(card, ()))
    names = [game.state.obj(o).card.name for o in game.state.battlefield]
    assert (card in names) == (zone_name == "battlefield")
    assert (card in zone(game, ALICE, "graveyard")) == (zone_name == "graveyard")
    if zone_name == "battlefield":
        oid = next(o for o in game.state.battlefield if game.state.obj(o).card.name == card)
        assert characteristics(game.state, oid).controller == ALICE
    assert zone(game, BOB, "graveyard") == (["Island", "Island"] if card == "Mind Rot" else [])


@pytest.mark.parametrize("type_line, accepted", [
    ("Kindred Sorcery — Goblin", True), ("Artifact Creature — Golem", True),
    ("Legendary Enchantment", True), ("Summon — Bear", False), ("Creatur — Bear", False),
    ("Legendary", False),
])
def test_a_hypothetical_card_needs_the_card_types_of_the_rules(type_line: str,
                                                              accepted: bool) -> None:
    """300.1, 205.2a: a scenario's hypothetical card may have only the card types the rules
    list (artifact, battle, ..., kindred, land, ..., sorcery, vanguard); "Summon" (an old
    printed type line), a misspelt type or a line with no card type is refused, naming the
    card's type line and the rule."""
    spell = "Sorcery" in type_line or "Summon" in type_line
    spec = {"name": "Judge's Exhibit", "type_line": type_line, "mana_cost": "{1}",
            "text": "You gain 1 life." if spell else "",
            **({"power": 1, "toughness": 1} if "Creature" in type_line else {})}
    if accepted:
        (card,) = inline_cards([spec])
        assert card.types == set(type_line.split(" — ")[0].split()) - {"Legendary"}
        return
    with pytest.raises(ScenarioError, match=r"cards\[0\]\.type_line.*300\.1"):
        inline_cards([spec])
