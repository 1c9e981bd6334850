"""701 keyword actions (counter, create, exile, mill, untap) and 702 keyword abilities that
decide who may target what (hexproof, shroud), haste for {T} abilities, and prowess."""

from __future__ import annotations

from helpers import ALICE, BOB, cast_resolved, do, game_at, pass_all, pay, pt, texts, zone
from manastack.game import Game
from manastack.rules.knowledge import knows
from manastack.scenario import inline_cards

GIFTS = inline_cards([
    {"name": "Gift of Haste", "mana_cost": "{R}", "type_line": "Instant",
     "text": "Target creature gains haste until end of turn."},
])


def _targets(game: Game) -> list[str]:
    return [t for t in texts(game) if t.startswith("target ")]


def test_a_countered_spell_refunds_nothing() -> None:
    """701.6a / 701.6b: Bob counters Alice's Grizzly Bears; it goes to her graveyard and the
    mana she paid (her two tapped Forests) is gone."""
    game, _ = game_at({"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]},
                      {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]})
    do(game, "cast Grizzly Bears")
    pay(game, required=False)
    do(game, "pass")
    cast_resolved(game, "Counterspell", "Grizzly Bears")
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    forests = [o for o in game.state.battlefield if game.state.obj(o).card.name == "Forest"]
    assert all(game.state.obj(o).tapped for o in forests) and not game.state.players[ALICE].pool


def test_creating_tokens_puts_them_onto_the_battlefield() -> None:
    """701.7 / 701.7a / 111.1: Raise the Alarm creates two 1/1 white Soldier creature tokens on
    the battlefield under Alice's control."""
    game, _ = game_at({"hand": ["Raise the Alarm"], "battlefield": ["Plains", "Plains"]})
    cast_resolved(game, "Raise the Alarm")
    tokens = [o for o in game.state.battlefield if game.state.obj(o).kind == "token"]
    assert len(tokens) == 2 and all(pt(game, o) == (1, 1) for o in tokens)


def test_exiling_moves_the_object_to_exile() -> None:
    """701.13 / 701.13a / 406.1 / 406.2: Final Death exiles Bob's Gray Ogre: it goes to his exile
    zone, not his graveyard."""
    game, labels = game_at({"hand": ["Final Death"], "battlefield": ["Swamp"] * 5},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}]})
    cast_resolved(game, "Final Death", f"Gray Ogre#{labels['ogre']}")
    assert zone(game, BOB, "exile") == ["Gray Ogre"] and zone(game, BOB, "graveyard") == []


def test_milling_more_cards_than_the_library_has() -> None:
    """701.17 / 701.17a / 701.17b: Compelling Argument makes Bob mill five cards; with three in
    his library he mills those three, and milling isn't drawing, so he doesn't lose."""
    game, _ = game_at({"hand": ["Compelling Argument"], "battlefield": ["Island", "Island"]},
                      {"library": ["Forest", "Swamp", "Plains"]})
    cast_resolved(game, "Compelling Argument", "Bob")
    assert sorted(zone(game, BOB, "graveyard")) == ["Forest", "Plains", "Swamp"]
    assert zone(game, BOB, "library") == [] and not game.is_over


def test_untapping_a_permanent() -> None:
    """701.26 / 701.26b: Burst of Energy untaps Alice's tapped Llanowar Elves, which can then be
    tapped for mana again."""
    game, labels = game_at({"hand": ["Burst of Energy"], "battlefield": [
        "Plains", {"card": "Llanowar Elves", "label": "elves", "tapped": True}]})
    assert not any(t.startswith("activate Llanowar Elves") for t in texts(game))
    cast_resolved(game, "Burst of Energy", f"Llanowar Elves#{labels['elves']}")
    assert not game.state.obj(labels["elves"]).tapped
    assert any(t.startswith("activate Llanowar Elves") for t in texts(game))


def test_hexproof_stops_only_opponents() -> None:
    """702.11 / 702.11a / 702.11b: Gladecover Scout has hexproof: Alice may target her own
    Scout with Giant Growth, but Bob's Lightning Bolt can't target it."""
    game, labels = game_at({"hand": ["Giant Growth"], "battlefield": [
        "Forest", {"card": "Gladecover Scout", "label": "scout"}]},
        {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    scout = f"target Gladecover Scout#{labels['scout']}"
    do(game, "cast Giant Growth")
    assert scout in _targets(game)
    game, labels = game_at({"battlefield": [{"card": "Gladecover Scout", "label": "scout"}]},
                           {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                           active="Bob")
    do(game, "cast Lightning Bolt")
    assert f"target Gladecover Scout#{labels['scout']}" not in _targets(game)


def test_shroud_stops_everyone() -> None:
    """702.18 / 702.18a: Deadly Insect has shroud: not even its controller's Giant Growth can
    target it."""
    game, labels = game_at({"hand": ["Giant Growth"], "battlefield": [
        "Forest", {"card": "Deadly Insect", "label": "insect"},
        {"card": "Grizzly Bears", "label": "bears"}]})
    do(game, "cast Giant Growth")
    assert _targets(game) == [f"target Grizzly Bears#{labels['bears']}"]


def test_haste_lets_a_new_creature_use_its_tap_ability() -> None:
    """702.10c / 302.6: Prodigal Sorcerer entered this turn, so its {T} ability can't be
    activated; once it gains haste it can."""
    game, labels = game_at({"hand": ["Gift of Haste"], "battlefield": [
        "Mountain", {"card": "Prodigal Sorcerer", "label": "tim", "sick": True}]}, cards=GIFTS)
    assert not any(t.startswith("activate Prodigal Sorcerer") for t in texts(game))
    cast_resolved(game, "Gift of Haste", f"Prodigal Sorcerer#{labels['tim']}")
    assert any(t.startswith("activate Prodigal Sorcerer") for t in texts(game))


def test_prowess_triggers_on_a_noncreature_spell() -> None:
    """702.108 / 702.108a: Agent of Atlas has prowess: casting Giant Growth (a noncreature
    spell) on it triggers +1/+1 until end of turn on top of the Growth's +3/+3; casting a
    creature spell triggers nothing."""
    game, labels = game_at({"hand": ["Giant Growth", "Llanowar Elves"], "battlefield": [
        "Forest", "Forest", {"card": "Agent of Atlas", "label": "agent"}]})
    agent = labels["agent"]
    power, toughness = pt(game, agent)
    assert power is not None and toughness is not None
    do(game, "cast Llanowar Elves")
    pay(game, required=False)
    assert len(game.state.stack) == 1
    pass_all(game)
    cast_resolved(game, "Giant Growth", f"Agent of Atlas#{agent}")
    while game.state.stack:
        pass_all(game)
    assert pt(game, agent) == (power + 4, toughness + 4)


def test_a_modal_spell_chooses_its_mode_as_it_iscast_resolved() -> None:
    """700.2 / 700.2a / 601.2b / 700.2f: Abrade ("Choose one — deal 3 damage to target
    creature; or destroy target artifact") asks for its mode as it is cast, and each mode has
    its own targets: with the artifact mode only Ornithopter, an artifact, can be chosen."""
    game, labels = game_at({"hand": ["Abrade"], "battlefield": ["Mountain", "Mountain"]},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"},
                                            {"card": "Ornithopter", "label": "bird"}]})
    do(game, "cast Abrade")
    assert [t.split(":")[0] for t in texts(game)] == ["mode 1", "mode 2"]
    do(game, next(t for t in texts(game) if t.startswith("mode 2")))
    assert _targets(game) == [f"target Ornithopter#{labels['bird']}"]
    do(game, f"target Ornithopter#{labels['bird']}")
    pay(game, required=False)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Ornithopter"]


def test_701_20b_a_revealed_card_stays_where_it_is() -> None:
    """701.20b, 701.20a: Alice plays Auntie's Hovel and reveals Goblin Piker from her hand
    ("As this land enters, you may reveal a Goblin card from your hand. If you don't, this
    land enters tapped."): the land enters untapped, and the Piker, known to Bob now (his log
    names it), is the same object in her hand, not moved anywhere."""
    game, labels = game_at({"hand": ["Auntie's Hovel", {"card": "Goblin Piker", "label": "g"}],
                            "library": ["Plains"] * 5}, {"library": ["Plains"] * 5})
    do(game, "play Auntie's Hovel", f"pick Goblin Piker#{labels['g']}")
    assert game.state.players[ALICE].hand == (labels["g"],)
    assert game.state.obj(labels["g"]).zone == "hand" and knows(game.state, BOB, labels["g"])
    assert "Alice reveals Goblin Piker" in game.log_text(BOB)
    (hovel,) = game.state.permanents()
    assert hovel.card.name == "Auntie's Hovel" and not hovel.tapped
