"""601: casting spells, step by step (601.2a-i in order), with the timing rules of 307.1,
117.1a and 702.8 (flash), the rejection of a spell that can't be cast, the reversal of an
action that can't be completed (732.1) and `Game.cancel`."""

from __future__ import annotations

import pytest

from helpers import (
    cites,
    do,
    game_at,
    life,
    log_has,
    pass_all,
    pay,
    pt,
    texts,
    who,
    zone,
)
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.scenario import inline_cards

ALICE, BOB = 0, 1
LIBRARY = ["Island"] * 5        # so that nobody loses by drawing from an empty library

CARDS = inline_cards([
    {"name": "Test Charm", "mana_cost": "{R}", "type_line": "Instant",
     "text": "Choose one —\n• Test Charm deals 2 damage to target creature.\n"
             "• Target player draws a card."},
    {"name": "X Blast", "mana_cost": "{X}{R}", "type_line": "Sorcery",
     "text": "X Blast deals X damage to any target."},
    {"name": "Twin Snap", "mana_cost": "{1}{U}", "type_line": "Instant",
     "text": "Tap two target creatures."},
])


def stack_names(game: Game) -> list[str]:
    """The names of the objects on the stack, bottom first."""
    return [game.state.objects[i].card.name for i in game.state.stack]


def casts(game: Game) -> list[str]:
    """The spells offered at priority, without their ids."""
    return [t.split("#")[0] for t in texts(game) if t.startswith("cast ")]


def rejects(game: Game, text: str, *rules: str) -> None:
    """`text` is illegal: Game.apply raises naming each rule, and nothing changes."""
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError) as info:
        game.apply(text)
    for rule in rules:
        assert rule in str(info.value), f"{rule} not in {info.value}"
    assert game.state_hash() == before


# -- 601.2a: the card moves to the stack -----------------------------------------------------
def test_the_card_moves_to_the_stack_before_anything_else_is_chosen() -> None:
    """601.2a / 405.1: as Alice begins to cast Lightning Bolt, the card leaves her hand and
    is put on the stack (a new object, 400.7), under her control, before she chooses its
    target; nothing is paid yet."""
    game, labels = game_at({"hand": [{"card": "Lightning Bolt", "label": "bolt"}],
                            "battlefield": ["Mountain"]})
    do(game, "cast Lightning Bolt")
    assert game.decision is not None and game.decision.kind is DecisionKind.TARGET
    assert zone(game, ALICE, "hand") == []
    assert stack_names(game) == ["Lightning Bolt"]
    spell = game.state.objects[game.state.stack[-1]]
    assert spell.id != labels["bolt"] and spell.controller == ALICE
    assert cites(game, "601.2a")
    assert not cites(game, "601.2h") and not any(o.tapped for o in game.state.permanents())


def test_a_spell_being_cast_becomes_the_topmost_object_and_cant_target_itself() -> None:
    """601.2a / 115.5: Alice casts Counterspell while holding priority over her own Lightning
    Bolt: Counterspell is put on top of the stack, and the only target offered is the Bolt,
    never Counterspell itself."""
    game, _ = game_at({"hand": ["Lightning Bolt", "Counterspell"],
                       "battlefield": ["Mountain", "Island", "Island"]})
    do(game, "cast Lightning Bolt", "target Bob")
    pay(game)
    do(game, "cast Counterspell")
    assert stack_names(game) == ["Lightning Bolt", "Counterspell"]
    bolt, counter = game.state.stack
    assert texts(game) == [f"target Lightning Bolt#{bolt}"]
    rejects(game, f"target Counterspell#{counter}")


def test_a_spell_that_could_target_only_itself_cant_be_cast() -> None:
    """115.5 / 601.2c: with the stack empty, Counterspell would have no legal target but
    itself, so it isn't offered, and trying it is rejected naming the rule."""
    game, _ = game_at({"hand": ["Counterspell"], "battlefield": ["Island", "Island"]})
    assert casts(game) == []
    rejects(game, "cast Counterspell", "601.2c", "115.5")


# -- 601.2b / 700.2: modes ---------------------------------------------------------------------
def test_the_mode_is_chosen_first_and_decides_the_targets() -> None:
    """601.2b / 700.2c: Alice chooses the mode of Test Charm before any target; the mode
    "deals 2 damage to target creature" asks for a creature, and only that mode's effect
    happens."""
    game, labels = game_at({"hand": ["Test Charm"], "battlefield": ["Mountain"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY}, cards=CARDS)
    do(game, "cast Test Charm")
    assert game.decision is not None and game.decision.kind is DecisionKind.MODE
    assert texts(game) == ["mode 1: ~ deals 2 damage to target creature.",
                           "mode 2: Target player draws a card."]
    do(game, "mode 1: ~ deals 2 damage to target creature.")
    assert texts(game) == [f"target Grizzly Bears#{labels['bears']}"]
    do(game, f"target Grizzly Bears#{labels['bears']}")
    pay(game)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert zone(game, ALICE, "hand") == [] and zone(game, BOB, "hand") == []


def test_a_mode_without_legal_targets_cant_be_chosen() -> None:
    """700.2a / 601.2b: with no creature on the battlefield, Test Charm's damage mode can't
    be chosen; the draw mode can, and it targets a player."""
    game, _ = game_at({"hand": ["Test Charm"], "battlefield": ["Mountain"], "library": LIBRARY},
                      {"library": LIBRARY}, cards=CARDS)
    do(game, "cast Test Charm")
    assert texts(game) == ["mode 2: Target player draws a card."]
    rejects(game, "mode 1: ~ deals 2 damage to target creature.")
    do(game, "mode 2: Target player draws a card.")
    assert texts(game) == ["target Alice", "target Bob"]
    do(game, "target Bob")
    pay(game)
    pass_all(game)
    assert zone(game, BOB, "hand") == ["Island"]


# -- 107.3a / 601.2b / 601.2f: X and the total cost ---------------------------------------------
def test_x_is_announced_before_targets_and_is_part_of_the_total_cost() -> None:
    """107.3a / 601.2b / 601.2f: Alice announces X for X Blast ({X}{R}) as she casts it,
    before choosing its target; X can be at most what her four Mountains could pay beside
    {R}; the total cost she pays is {2}{R} for X=2, and the spell deals 2 damage."""
    game, _ = game_at({"hand": ["X Blast"], "battlefield": ["Mountain"] * 4}, cards=CARDS)
    do(game, "cast X Blast")
    assert game.decision is not None and game.decision.kind is DecisionKind.X
    assert texts(game) == ["X=0", "X=1", "X=2", "X=3"]
    do(game, "X=2")
    assert game.state.objects[game.state.stack[-1]].x == 2
    assert game.decision.kind is DecisionKind.TARGET
    do(game, "target Bob")
    assert game.decision.prompt.startswith("pay {2}{R} for X Blast")
    pay(game)
    assert sum(o.tapped for o in game.state.permanents()) == 3
    pass_all(game)
    assert life(game, BOB) == 18


# -- 601.2c: targets --------------------------------------------------------------------------
def test_targets_must_be_appropriate_objects_or_players() -> None:
    """601.2c: Murder's "target creature" offers creatures only; choosing a player for it
    is rejected and changes nothing."""
    game, labels = game_at({"hand": ["Murder"], "battlefield": ["Swamp"] * 3},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}, "Forest"]})
    do(game, "cast Murder")
    assert texts(game) == [f"target Gray Ogre#{labels['ogre']}"]
    rejects(game, "target Bob")
    rejects(game, "target Forest")


def test_a_spell_with_no_legal_target_isnt_offered() -> None:
    """601.2c / 702.11b: Bob's Gladecover Scout (hexproof) can't be the target of Alice's
    Giant Growth or Pacifism, so with no other creature neither is offered; with her own
    Grizzly Bears on the battlefield both are, and Pacifism offers only the Bears."""
    hand = ["Giant Growth", "Pacifism"]
    lands = ["Forest", "Plains", "Plains"]
    game, _ = game_at({"hand": hand, "battlefield": lands},
                      {"battlefield": ["Gladecover Scout"]})
    assert casts(game) == []
    rejects(game, "cast Giant Growth", "601.2c")
    game, labels = game_at({"hand": hand, "battlefield": [
        *lands, {"card": "Grizzly Bears", "label": "bears"}]}, {"battlefield": ["Gladecover Scout"]})
    assert casts(game) == ["cast Giant Growth", "cast Pacifism"]
    do(game, "cast Pacifism")
    assert texts(game) == [f"target Grizzly Bears#{labels['bears']}"]


def test_two_target_needs_two_different_targets() -> None:
    """601.2c / 115.3: "Tap two target creatures" needs two different creatures: with one
    creature on the battlefield Twin Snap can't be cast; with two, the second choice
    excludes the first, and both are tapped."""
    game, labels = game_at({"hand": ["Twin Snap"], "battlefield": ["Island"] * 2},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}]},
                           cards=CARDS)
    assert casts(game) == []
    rejects(game, "cast Twin Snap", "601.2c")
    game, labels = game_at({"hand": ["Twin Snap"], "battlefield": ["Island"] * 2},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                            {"card": "Gray Ogre", "label": "ogre"}]},
                           cards=CARDS)
    bears, ogre = f"Grizzly Bears#{labels['bears']}", f"Gray Ogre#{labels['ogre']}"
    do(game, "cast Twin Snap", f"target {bears}")
    assert texts(game) == [f"target {ogre}"]
    do(game, f"target {ogre}")
    pay(game)
    pass_all(game)
    assert game.state.objects[labels["bears"]].tapped and game.state.objects[labels["ogre"]].tapped


# -- 601.2g-h: paying -------------------------------------------------------------------------
def test_the_automatic_payer_taps_sources_of_the_right_colors() -> None:
    """601.2g-h: paying {1}{R} for Searing Spear automatically, the payer activates the
    Mountain's mana ability for {R} and one other land for the generic mana, and spends
    exactly that mana."""
    game, labels = game_at({"hand": ["Searing Spear"],
                            "battlefield": [{"card": "Forest", "label": "forest"},
                                            {"card": "Mountain", "label": "mountain"},
                                            {"card": "Island", "label": "island"}]})
    do(game, "cast Searing Spear", "target Bob")
    assert "pay {1}{R} automatically" in texts(game)
    do(game, "pay {1}{R} automatically")
    s = game.state
    assert s.objects[labels["mountain"]].tapped
    assert s.objects[labels["forest"]].tapped != s.objects[labels["island"]].tapped
    assert s.players[ALICE].pool == ()
    assert cites(game, "605.3b") and log_has(game, "Alice pays {1}{R} for Searing Spear")
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY


def test_manual_payment_with_mana_abilities_activated_while_paying() -> None:
    """601.2g / 605.3a / 601.2h: paying Searing Spear by hand, Alice spends the {G} floating
    in her pool on the generic part, activates her Mountain during the payment, and pays
    {R} from her pool; the pool is empty afterwards."""
    game, labels = game_at({"hand": ["Searing Spear"], "pool": "{G}",
                            "battlefield": [{"card": "Mountain", "label": "mountain"}]})
    do(game, "cast Searing Spear", "target Bob")
    mountain = f"mana Mountain#{labels['mountain']}: {{T}}: Add {{R}}."
    assert mountain in texts(game) and "pay generic mana with {G}" in texts(game)
    do(game, "pay generic mana with {G}")
    assert game.decision is not None and game.decision.prompt.startswith("pay {R} for")
    do(game, mountain, "pay {R} from the mana pool")
    assert game.state.players[ALICE].pool == ()
    assert stack_names(game) == ["Searing Spear"]
    assert log_has(game, "Alice pays generic mana for Searing Spear")
    pass_all(game)
    assert life(game, BOB) == 17


def test_a_payment_that_can_no_longer_be_completed_is_reversed() -> None:
    """732.1 / 601.2h: Alice pays the generic part of Searing Spear ({1}{R}) with her Mountain's {R}
    and taps her Forest: nothing can pay {R} any more, so the whole cast is undone: the card is back
    in her hand, her lands untapped, her pool empty, the stack empty, and she, who had priority, has
    priority again (732.2)."""
    game, labels = game_at({"hand": ["Searing Spear"],
                            "battlefield": [{"card": "Mountain", "label": "mountain"},
                                            {"card": "Forest", "label": "forest"}]})
    do(game, "cast Searing Spear", "target Bob",
       f"mana Mountain#{labels['mountain']}: {{T}}: Add {{R}}.",
       f"pay generic mana with {{R}} (from Mountain#{labels['mountain']})")
    assert texts(game) == [f"mana Forest#{labels['forest']}: {{T}}: Add {{G}}."]
    do(game, f"mana Forest#{labels['forest']}: {{T}}: Add {{G}}.")
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY, who(game)
    assert zone(game, ALICE, "hand") == ["Searing Spear"]
    assert game.state.stack == () and game.state.players[ALICE].pool == ()
    assert not any(o.tapped for o in game.state.permanents())
    assert life(game, BOB) == 20
    assert cites(game, "732.1")


def test_cancel_takes_back_a_spell_in_progress() -> None:
    """732.1: `Game.cancel()` undoes a cast halfway through paying, mana abilities already
    activated included, leaving the game exactly as before the cast (its state hash); with
    nothing in progress it is refused and changes nothing."""
    game, labels = game_at({"hand": ["Lightning Bolt"],
                            "battlefield": [{"card": "Mountain", "label": "mountain"}]})
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError):
        game.cancel()
    assert game.state_hash() == before
    do(game, "cast Lightning Bolt", "target Bob",
       f"mana Mountain#{labels['mountain']}: {{T}}: Add {{R}}.")
    assert game.state.players[ALICE].pool != ()
    game.cancel()
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert zone(game, ALICE, "hand") == ["Lightning Bolt"] and game.state.stack == ()
    assert game.state.players[ALICE].pool == ()
    assert not game.state.objects[labels["mountain"]].tapped
    assert game.state_hash() == before
    assert f"cast Lightning Bolt#{game.state.players[ALICE].hand[0]}" in texts(game)


# -- 601.2i: the spell becomes cast -------------------------------------------------------------
def test_the_spell_becomes_cast_and_cast_triggers_go_on_top_of_it() -> None:
    """601.2i / 117.3c / 702.108a: once Shock is paid for it becomes cast; Monastery
    Swiftspear's prowess triggers and is put on the stack above Shock before Alice gets
    priority again, so it resolves first."""
    game, labels = game_at({"hand": ["Shock"],
                            "battlefield": [{"card": "Monastery Swiftspear", "label": "spear"},
                                            "Mountain"]})
    do(game, "cast Shock", "target Bob")
    assert stack_names(game) == ["Shock"]      # the trigger waits for the spell to be cast
    pay(game)
    assert stack_names(game) == ["Shock", "Monastery Swiftspear"]
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert game.decision.player == ALICE
    assert cites(game, "603.3")
    pass_all(game)
    assert pt(game, labels["spear"]) == (2, 3) and stack_names(game) == ["Shock"]
    pass_all(game)
    assert life(game, BOB) == 18


def test_a_creature_spell_doesnt_trigger_prowess() -> None:
    """601.2i / 702.108a: casting Grizzly Bears (a creature spell) triggers nothing."""
    game, _ = game_at({"hand": ["Grizzly Bears"],
                       "battlefield": ["Monastery Swiftspear", "Forest", "Forest"]})
    do(game, "cast Grizzly Bears")
    pay(game)
    assert stack_names(game) == ["Grizzly Bears"]


# -- timing: 307.1 / 117.1a / 702.8 ----------------------------------------------------------------
HAND = {"hand": ["Grizzly Bears", "Divination", "Ambush Viper", "Shock"],
        "battlefield": ["Forest", "Forest", "Island", "Island", "Mountain"]}


def test_sorcery_speed_spells_in_your_main_phase_with_an_empty_stack() -> None:
    """307.1 / 117.1a: in her precombat main phase with an empty stack Alice may cast her
    creature and her sorcery as well as her instant and her flash creature."""
    game, _ = game_at(HAND, {})
    assert casts(game) == ["cast Grizzly Bears", "cast Divination", "cast Ambush Viper",
                           "cast Shock"]


@pytest.mark.parametrize("where", [{"step": "upkeep"}, {"step": "beginning of combat"},
                                   {"step": "end"}, {"active": "Bob", "priority": "Alice"}])
def test_only_instants_and_flash_outside_your_main_phase(where: dict[str, str]) -> None:
    """117.1a / 702.8a: in her upkeep, combat or end step, and in Bob's main phase, Alice
    may cast only her instant and Ambush Viper (flash); a creature or sorcery is refused
    naming 307.1, and nothing changes."""
    game, _ = game_at(HAND, {}, **where)
    assert casts(game) == ["cast Ambush Viper", "cast Shock"]
    rejects(game, "cast Grizzly Bears", "307.1")
    rejects(game, "cast Divination", "307.1")


def test_no_sorcery_speed_spell_while_the_stack_isnt_empty() -> None:
    """307.1 / 117.1a / 117.3c: Alice keeps priority after casting Shock in her main
    phase; with Shock on the stack she may cast Ambush Viper (flash) but not Grizzly
    Bears."""
    game, _ = game_at(HAND, {})
    do(game, "cast Shock", "target Bob")
    pay(game)
    assert game.decision is not None and game.decision.player == ALICE
    assert casts(game) == ["cast Ambush Viper"]
    rejects(game, "cast Grizzly Bears", "307.1", "117.1a")


def test_a_flash_creature_is_cast_in_an_opponents_end_step() -> None:
    """702.8a: Alice casts Ambush Viper when Bob passes priority to her in his end step; it
    resolves and enters under her control."""
    game, _ = game_at({"hand": ["Ambush Viper"], "battlefield": ["Forest", "Forest"]}, {},
                      active="Bob", step="end")
    do(game, "pass", by="Bob")
    do(game, "cast Ambush Viper", by="Alice")
    pay(game)
    pass_all(game)
    assert zone(game, ALICE, "battlefield") == ["Forest", "Forest", "Ambush Viper"]


def test_vedalken_orrery_lets_a_creature_be_cast_as_though_it_had_flash() -> None:
    """601.3b / 702.8a: with Vedalken Orrery Alice may cast Grizzly Bears in Bob's turn."""
    game, _ = game_at({"hand": ["Grizzly Bears"],
                       "battlefield": ["Vedalken Orrery", "Forest", "Forest"]}, {},
                      active="Bob", priority="Alice")
    do(game, "cast Grizzly Bears")
    pay(game)
    assert stack_names(game) == ["Grizzly Bears"]


# -- a spell that can't be cast -------------------------------------------------------------------
def test_a_spell_that_cant_be_cast_isnt_offered_and_is_refused_with_its_rule() -> None:
    """601.2c / 601.2g-h: Murder with no creature to target, and Lightning Bolt with no
    source of red mana, are not offered; trying them names the rule and changes nothing."""
    game, _ = game_at({"hand": ["Murder", "Lightning Bolt"], "battlefield": ["Swamp"] * 3})
    assert casts(game) == []
    rejects(game, "cast Murder", "601.2c")
    rejects(game, "cast Lightning Bolt", "601.2g-h")
