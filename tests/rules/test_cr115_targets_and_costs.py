"""115 targets, 117-118 costs and activating, 602 activated and 605 mana abilities: what is
targeted and what isn't, activating with priority in any turn, free spells still cast, and
which abilities are mana abilities."""

from __future__ import annotations

from helpers import ALICE, BOB, do, game_at, pass_all, pay, stack, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind


def _targets(game: Game) -> list[str]:
    return [t for t in texts(game) if t.startswith("target ")]


def _to_the_enters_trigger_target(game: Game) -> None:
    """Pass until the creature spell on the stack has resolved and its enters ability asks
    for its target as it is put on the stack (603.3d)."""
    pass_all(game, until_stack_changes=True)
    while game.decision is not None and game.decision.kind is DecisionKind.PRIORITY \
            and game.state.stack:
        pass_all(game, until_stack_changes=True)


def test_an_activated_ability_is_targeted_by_its_text() -> None:
    """115.1c / 602.2 / 117.1b / 602.1a / 701.2a: Prodigal Sorcerer's "{T}: This creature deals 1
    damage to any target" asks for a target as it is activated; Alice activates it in Bob's turn
    (she has priority), pays the cost herself by tapping it, and it goes on the stack."""
    game, labels = game_at({"battlefield": [{"card": "Prodigal Sorcerer", "label": "tim"}]},
                           active="Bob", priority="Alice")
    do(game, next(t for t in texts(game) if t.startswith("activate Prodigal Sorcerer")))
    assert "target Bob" in _targets(game) and "target Alice" in _targets(game)
    do(game, "target Bob")
    assert stack(game) == ["Prodigal Sorcerer ability"]
    assert game.state.obj(labels["tim"]).tapped
    pass_all(game)
    assert game.state.players[BOB].life == 19


def test_a_triggered_ability_is_targeted_by_its_text() -> None:
    """115.1d / 603.3d: Baleful Ammit's "When this creature enters, put a -1/-1 counter on
    target creature you control" has its target chosen as it is put on the stack; only
    Alice's creatures are legal."""
    game, labels = game_at({"hand": ["Baleful Ammit"], "battlefield": [
        "Swamp", "Swamp", "Swamp", {"card": "Gray Ogre", "label": "ogre"}]},
        {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    do(game, "cast Baleful Ammit")
    pay(game, required=False)
    _to_the_enters_trigger_target(game)
    targets = _targets(game)
    assert f"target Gray Ogre#{labels['ogre']}" in targets
    assert not any("Grizzly Bears" in t for t in targets)


def test_an_untargeted_spell_chooses_nothing_as_it_is_cast() -> None:
    """115.10 / 115.10b / 601.2c: Divination ("Draw two cards") affects its controller, but
    "you" is no target: casting it asks for no target and goes straight to paying."""
    game, _ = game_at({"hand": ["Divination"], "battlefield": ["Island"] * 3,
                       "library": ["Forest"] * 3})
    do(game, "cast Divination")
    assert not _targets(game)
    pay(game, required=False)
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Forest", "Forest"]


def test_a_spell_costing_zero_is_still_cast() -> None:
    """118.5a / 601.2: Ornithopter costs {0}; it doesn't cast itself, Alice casts it like any
    spell, it goes on the stack and Bob may respond before it resolves."""
    game, _ = game_at({"hand": ["Ornithopter"]})
    assert game.state.stack == () and "Ornithopter" in zone(game, ALICE, "hand")
    do(game, "cast Ornithopter")
    pay(game, required=False)
    assert stack(game) == ["Ornithopter"]
    do(game, "pass")
    assert game.decision is not None and game.decision.player == BOB
    do(game, "pass")
    assert "Ornithopter" in [game.state.obj(o).card.name for o in game.state.battlefield]


def test_a_creatures_tap_ability_that_adds_mana_is_a_mana_ability() -> None:
    """605.1 / 605.1a / 605.3b / 405.6c / 113.4: Llanowar Elves' "{T}: Add {G}" has no target and
    could add mana, so it's a mana ability: it resolves at once without the stack."""
    game, _ = game_at({"battlefield": ["Llanowar Elves"]})
    do(game, next(t for t in texts(game) if t.startswith("activate Llanowar Elves")))
    assert not game.state.stack
    assert [u.type for u in game.state.players[ALICE].pool] == ["G"]


def test_an_ability_that_targets_is_not_a_mana_ability() -> None:
    """605.5 / 605.5a / 605.1a: Prodigal Sorcerer's ability targets, so (adding no mana either)
    it isn't a mana ability: it uses the stack and can be responded to."""
    game, _ = game_at({"battlefield": ["Prodigal Sorcerer"]}, {"hand": ["Shock"],
                                                                "battlefield": ["Mountain"]})
    do(game, next(t for t in texts(game) if t.startswith("activate Prodigal Sorcerer")),
       "target Bob")
    assert stack(game) == ["Prodigal Sorcerer ability"]
    do(game, "pass")
    assert any(t.startswith("cast Shock") for t in texts(game))


def test_up_to_n_targets_allows_zero() -> None:
    """115.6 / 601.2c: Djeru's Renunciation ("Tap up to two target creatures") may be cast with
    no target chosen; it still resolves (it isn't targeted then, so it can't fizzle) and taps
    nothing."""
    game, labels = game_at({"hand": ["Djeru's Renunciation"], "battlefield": ["Plains"] * 2},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    do(game, "cast Djeru's Renunciation", "no more targets")
    pay(game, required=False)
    assert game.state.obj(game.state.stack[-1]).targets == ()
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Djeru's Renunciation"]
    assert not game.state.obj(labels["bears"]).tapped


def test_card_in_a_zone_and_spell_descriptions() -> None:
    """109.2a / 109.2b / 109.2: Baloth Null's "up to two target creature cards from your
    graveyard" offers only the creature card in Alice's graveyard, not her creature on the
    battlefield nor the land card beside it; Counterspell's "target spell" offers only the
    other spell on the stack."""
    game, _ = game_at({"hand": ["Baloth Null"], "graveyard": [
        {"card": "Grizzly Bears", "label": "dead"}, "Forest"], "battlefield": [
        "Swamp", "Swamp", "Swamp", "Forest", "Forest", "Forest",
        {"card": "Gray Ogre", "label": "ogre"}]},
        {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]})
    do(game, "cast Baloth Null")
    pay(game, required=False)
    baloth = game.state.stack[-1]
    do(game, "pass", "cast Counterspell")
    assert _targets(game) == [f"target Baloth Null#{baloth}"]      # not itself (115.5)
    game, labels = game_at({"hand": ["Baloth Null"], "graveyard": [
        {"card": "Grizzly Bears", "label": "dead"}, "Forest"], "battlefield": [
        "Swamp", "Swamp", "Swamp", "Forest", "Forest", "Forest",
        {"card": "Gray Ogre", "label": "ogre"}]})
    do(game, "cast Baloth Null")
    pay(game, required=False)
    _to_the_enters_trigger_target(game)
    assert _targets(game) == [f"target Grizzly Bears#{labels['dead']}"]
