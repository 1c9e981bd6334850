"""603: triggered abilities. They trigger on events (603.2, 700.1), wait until a player would
receive priority (603.3), go on the stack in APNAP order with each player ordering their own
(603.3b) and choosing targets as they go on (603.3d); "may" abilities ask on resolution
(603.5); an intervening "if" is checked twice (603.4); enters-the-battlefield abilities
(603.6a) and leaves-the-battlefield abilities that look back in time (603.10a), tokens
included, seeing the object as continuous effects left it (608.2h); an ability is
controlled by the controller of its source (603.3a)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import (
    ALICE,
    BOB,
    battlefield,
    choose,
    cites,
    do,
    game_at,
    life,
    log_has,
    pass_all,
    pay,
    stack,
    texts,
    who,
    zone,
)
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

# "Whenever another creature dies" (603.6c, 603.10a) on a creature of our own.
WITNESS = {"name": "Grave Witness", "mana_cost": "{1}{B}", "type_line": "Creature — Human Cleric",
           "text": "Whenever another creature dies, you gain 1 life.", "power": 1, "toughness": 3}
# Taps a Howling Mine in response to its intervening-"if" ability.
TAPPER = {"name": "Rusty Tapper", "mana_cost": "{1}", "type_line": "Artifact Creature — Construct",
          "text": "{T}: Tap target artifact.", "power": 1, "toughness": 1}
TAP_ARTIFACT = "{T}: Tap target artifact."
LIBRARY = ["Island"] * 6
TRAVELER_TEXT = "When this creature dies, create a 1/1 white Spirit creature token with flying."


def stack_controllers(game: Game) -> list[int]:
    """The controllers of the objects on the stack, top first."""
    return [game.state.objects[oid].controller for oid in reversed(game.state.stack)]


def log_index(game: Game, text: str) -> int:
    return next(i for i, e in enumerate(game.log()) if text in str(e))


def kind(game: Game) -> DecisionKind | None:
    return game.decision.kind if game.decision is not None else None


def wrath(alice_extra: list[Any], bob_extra: list[Any]) -> tuple[Game, dict[str, int]]:
    """Alice casts Day of Judgment with these permanents of hers and Bob's on the battlefield
    and both players pass: it resolves."""
    game, labels = game_at({"hand": ["Day of Judgment"], "battlefield": ["Plains"] * 4 + alice_extra},
                           {"battlefield": bob_extra}, cards=(WITNESS,))
    do(game, "cast Day of Judgment", "pay {2}{W}{W} automatically")
    pass_all(game)
    return game, labels


# -- 603.2 / 603.3: triggering, and waiting for priority ---------------------------------------
def test_abilities_triggered_during_a_resolution_wait_until_it_is_finished() -> None:
    """603.2, 603.3, 608.2n: Day of Judgment destroys Doomed Traveler; its ability triggers
    then but goes on the stack only after the spell has finished resolving (Day of Judgment
    already in the graveyard), the next time a player would receive priority."""
    game, _ = wrath(["Doomed Traveler"], [])
    assert stack(game) == ["Doomed Traveler ability"]
    assert zone(game, ALICE, "graveyard") == ["Doomed Traveler", "Day of Judgment"]
    assert log_index(game, "Day of Judgment") < log_index(game, "608.2n: Day of Judgment") \
        < log_index(game, "603.3: Doomed Traveler")
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert game.decision.player == ALICE        # 117.3b: the active player, after resolving
    pass_all(game)
    assert battlefield(game, ALICE) == ["Plains"] * 4 + ["Spirit"]


def test_an_ability_triggered_while_casting_goes_on_the_stack_above_the_spell() -> None:
    """603.3, 603.3d, 601.2i: Gadwick's "whenever you cast a blue spell" triggers as Alice
    casts Unsummon; it goes on the stack (its target chosen) only after the spell is cast,
    so it is on top and resolves first."""
    game, labels = game_at({"hand": ["Unsummon"],
                            "battlefield": ["Island", {"card": "Gadwick, the Wizened", "label": "gad"}]},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}]})
    do(game, "cast Unsummon", "target Gray Ogre")
    assert kind(game) is DecisionKind.MANA_PAYMENT and game.state.stack and stack(game) == ["Unsummon"]
    do(game, "pay {U} automatically")
    assert kind(game) is DecisionKind.TARGET and "Gadwick" in game.decision.prompt
    do(game, "target Gray Ogre")
    assert stack(game) == ["Gadwick, the Wizened ability", "Unsummon"]
    pass_all(game)
    assert game.state.objects[labels["ogre"]].tapped
    assert stack(game) == ["Unsummon"]


def test_a_dies_ability_goes_on_the_stack_after_state_based_actions() -> None:
    """603.3, 704.3: Shock marks lethal damage on Doomed Traveler; the creature dies by a
    state-based action, then its ability goes on the stack before anyone gets priority."""
    game, labels = game_at({"hand": ["Shock"], "battlefield": ["Mountain"]},
                           {"battlefield": [{"card": "Doomed Traveler", "label": "trav"}]})
    do(game, "cast Shock", f"target Doomed Traveler#{labels['trav']}", "pay {R} automatically")
    pass_all(game)
    assert log_index(game, "704.5g") < log_index(game, "603.3: Doomed Traveler")
    assert stack(game) == ["Doomed Traveler ability"]
    assert stack_controllers(game) == [BOB]
    pass_all(game)
    assert battlefield(game, BOB) == ["Spirit"]


# -- 603.3b: APNAP order, each player ordering their own ----------------------------------------
def test_apnap_the_active_players_abilities_go_on_the_stack_first() -> None:
    """603.3b, 101.4, 405.3: both Doomed Travelers die at once; Alice (active) puts hers on the
    stack first, then Bob, so Bob's is on top and resolves first."""
    game, _ = wrath(["Doomed Traveler"], ["Doomed Traveler"])
    assert kind(game) is DecisionKind.PRIORITY       # one ability each: nothing to order
    assert stack(game) == ["Doomed Traveler ability", "Doomed Traveler ability"]
    assert stack_controllers(game) == [BOB, ALICE]
    pass_all(game)
    assert battlefield(game, BOB) == ["Spirit"] and "Spirit" not in battlefield(game, ALICE)
    pass_all(game)
    assert "Spirit" in battlefield(game, ALICE)


def test_a_player_with_two_abilities_chooses_their_order() -> None:
    """603.3b: Alice's Doomed Traveler and Goblin Arsonist die together; she is offered a
    trigger-order decision, and the ability she puts on the stack first resolves last."""
    game, _ = wrath(["Doomed Traveler", "Goblin Arsonist"], [])
    d = game.decision
    assert d is not None and d.kind is DecisionKind.TRIGGER_ORDER and d.player == ALICE
    assert len(d.options) == 2
    first = game.fork()
    choose(first, "Doomed Traveler")
    do(first, "target Bob")
    assert stack(first) == ["Goblin Arsonist ability", "Doomed Traveler ability"]
    second = game.fork()
    choose(second, "Goblin Arsonist")
    do(second, "target Bob")
    assert stack(second) == ["Doomed Traveler ability", "Goblin Arsonist ability"]
    assert cites(second, "603.3")


def test_each_player_orders_only_their_own_abilities() -> None:
    """603.3b: Alice orders her two abilities; Bob's single ability needs no decision and
    goes on the stack after all of Alice's, on top."""
    game, _ = wrath(["Doomed Traveler", "Goblin Arsonist"], ["Doomed Traveler"])
    assert game.decision is not None and game.decision.player == ALICE
    assert all("Doomed Traveler" in t or "Goblin Arsonist" in t for t in texts(game))
    choose(game, "Goblin Arsonist")
    do(game, "target Bob")
    assert kind(game) is DecisionKind.PRIORITY
    assert stack(game) == ["Doomed Traveler ability", "Doomed Traveler ability",
                           "Goblin Arsonist ability"]
    assert stack_controllers(game) == [BOB, ALICE, ALICE]


def test_a_trigger_order_decision_rejects_other_answers() -> None:
    """603.3b, 117.5, 117.2 (abilities the rules put on the stack without priority): while abilities
    are being put on the stack no player has priority: "pass" is not a legal answer, and the
    rejected answer changes nothing."""
    game, _ = wrath(["Doomed Traveler", "Goblin Arsonist"], [])
    assert kind(game) is DecisionKind.TRIGGER_ORDER
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError):
        game.apply("pass")
    assert game.state_hash() == before


def test_one_ability_triggering_twice_is_ordered_too() -> None:
    """603.2c, 603.3b: Hellrider's ability triggers once for each attacking creature; Alice
    orders the two instances, and each deals 1 damage to Bob."""
    game, _ = game_at({"battlefield": ["Hellrider", "Grizzly Bears"]}, {},
                      step="declare attackers", stage="begin")
    do(game, "attack with Hellrider -> Bob", "attack with Grizzly Bears -> Bob",
       "done declaring attackers")
    assert kind(game) is DecisionKind.TRIGGER_ORDER
    assert len(texts(game)) == 2 and all("(trigger " in t for t in texts(game))
    game.apply(game.legal_choices()[0])
    assert stack(game) == ["Hellrider ability", "Hellrider ability"]
    pass_all(game)
    pass_all(game)
    assert life(game, BOB) == 18


# -- 603.3d: targets chosen as the ability goes on the stack -------------------------------------
def test_targets_are_chosen_as_the_ability_goes_on_the_stack() -> None:
    """603.3d: Goblin Arsonist dies to Bob's Shock; as its ability goes on the stack, Alice
    (its controller) chooses its target among any target."""
    game, labels = game_at({"battlefield": [{"card": "Goblin Arsonist", "label": "ars"}]},
                           {"hand": ["Shock"], "battlefield": ["Mountain", {"card": "Grizzly Bears",
                                                                         "label": "bears"}]},
                           priority="Bob")
    do(game, "cast Shock", f"target Goblin Arsonist#{labels['ars']}", "pay {R} automatically")
    pass_all(game)
    d = game.decision
    assert d is not None and d.kind is DecisionKind.TARGET and d.player == ALICE
    assert {t.split("#")[0] for t in texts(game)} == {"target Alice", "target Bob", "target Grizzly Bears"}
    assert game.state.stack and stack(game) == ["Goblin Arsonist ability"]
    do(game, "target Grizzly Bears")
    assert kind(game) is DecisionKind.PRIORITY
    pass_all(game)
    do(game, "yes")
    assert game.state.objects[labels["bears"]].damage == 1
    assert life(game, BOB) == 20 and life(game, ALICE) == 20


def test_an_ability_with_no_legal_target_is_removed_from_the_stack() -> None:
    """603.3d: Gravedigger enters with no creature card in Alice's graveyard: its ability
    can't be given a target, so it is removed from the stack."""
    game, _ = game_at({"hand": ["Gravedigger"], "battlefield": ["Swamp"] * 4}, {"graveyard": ["Gray Ogre"]})
    do(game, "cast Gravedigger", "pay {3}{B} automatically")
    pass_all(game)
    assert game.state.stack == ()
    assert kind(game) is DecisionKind.PRIORITY
    assert cites(game, "603.3d")
    assert battlefield(game, ALICE) == ["Swamp"] * 4 + ["Gravedigger"]


# -- 603.5: "may" ----------------------------------------------------------------------------------
def _gravedigger() -> tuple[Game, dict[str, int]]:
    """Gravedigger resolves and its enters ability (603.6a) targets Grizzly Bears in Alice's
    graveyard; both pass, so the ability starts to resolve."""
    game, labels = game_at({"hand": ["Gravedigger"], "battlefield": ["Swamp"] * 4,
                            "graveyard": [{"card": "Grizzly Bears", "label": "bears"}]}, {})
    do(game, "cast Gravedigger", "pay {3}{B} automatically")
    pass_all(game)
    do(game, "target Grizzly Bears")
    assert stack(game) == ["Gravedigger ability"]
    pass_all(game)
    return game, labels


def test_a_may_ability_asks_its_controller_as_it_resolves() -> None:
    """603.5, 603.6a: Gravedigger's enters ability goes on the stack whether or not Alice
    will use it; the choice is made on resolution, and "yes" returns the card."""
    game, _ = _gravedigger()
    d = game.decision
    assert d is not None and d.kind is DecisionKind.MAY and d.player == ALICE
    do(game, "yes")
    assert zone(game, ALICE, "hand") == ["Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == []


def test_a_may_ability_declined_does_nothing() -> None:
    """603.5: Alice answers "no": the Bears stays in her graveyard and the ability leaves
    the stack."""
    game, _ = _gravedigger()
    do(game, "no")
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    assert zone(game, ALICE, "hand") == [] and game.state.stack == ()


# -- 603.4: intervening "if" -------------------------------------------------------------------------
def test_an_intervening_if_false_when_the_event_happens_means_no_trigger() -> None:
    """603.4: a tapped Howling Mine ("if this artifact is untapped") doesn't trigger at
    the beginning of Alice's draw step: she draws only her normal card."""
    game, _ = game_at({"library": LIBRARY, "battlefield": [{"card": "Howling Mine", "tapped": True}]},
                      {"library": LIBRARY}, step="draw", stage="begin")
    assert game.state.stack == ()
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 1
    assert not log_has(game, "Howling Mine#")


def test_an_intervening_if_false_on_resolution_means_the_ability_does_nothing() -> None:
    """603.4 / 608.2a: Howling Mine is untapped as Alice's draw step begins, so its ability
    triggers; Bob taps the Mine in response, and as the ability resolves its condition is
    checked again: it does nothing."""
    game, labels = game_at({"library": LIBRARY, "battlefield": [{"card": "Howling Mine", "label": "mine"}]},
                           {"library": LIBRARY, "battlefield": [{"card": "Rusty Tapper", "label": "tap"}]},
                           step="draw", stage="begin", cards=(TAPPER,))
    assert stack(game) == ["Howling Mine ability"]
    game.apply("pass")
    do(game, f"activate Rusty Tapper#{labels['tap']}: {TAP_ARTIFACT}",
       f"target Howling Mine#{labels['mine']}", by="Bob")
    pass_all(game)
    assert game.state.objects[labels["mine"]].tapped
    pass_all(game)
    assert game.state.stack == ()
    assert len(zone(game, ALICE, "hand")) == 1
    assert cites(game, "603.4")


def test_an_intervening_if_true_throughout_does_its_work() -> None:
    """603.4: untapped throughout, Howling Mine's ability makes Alice draw an extra card."""
    game, _ = game_at({"library": LIBRARY, "battlefield": ["Howling Mine"]}, {"library": LIBRARY},
                      step="draw", stage="begin")
    assert stack(game) == ["Howling Mine ability"]
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 2
    assert not cites(game, "603.4")


# -- 603.6a / 603.10a: enters and leaves the battlefield -----------------------------------------------
def test_an_enters_ability_triggers_when_the_permanent_spell_resolves() -> None:
    """603.6a, 608.3: Elvish Visionary's "when this creature enters" triggers as it enters
    from the stack; it resolves and Alice draws a card."""
    game, _ = game_at({"hand": ["Elvish Visionary"], "library": LIBRARY, "battlefield": ["Forest"] * 2}, {})
    do(game, "cast Elvish Visionary", "pay {1}{G} automatically")
    pass_all(game)
    assert battlefield(game, ALICE) == ["Forest", "Forest", "Elvish Visionary"]
    assert stack(game) == ["Elvish Visionary ability"]
    assert zone(game, ALICE, "hand") == []
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Island"]


def test_leaves_abilities_look_back_at_creatures_that_died_at_the_same_time() -> None:
    """603.10a, 603.6c: Grave Witness ("whenever another creature dies") dies with three
    other creatures; looking back in time it sees each of them die (not itself), so it
    triggers three times, and Doomed Traveler's own ability triggers from the graveyard."""
    game, _ = wrath(["Doomed Traveler", "Grave Witness", "Grizzly Bears"], ["Doomed Traveler"])
    assert kind(game) is DecisionKind.TRIGGER_ORDER
    assert sum("Grave Witness" in t for t in texts(game)) == 3
    assert sum("Doomed Traveler" in t for t in texts(game)) == 1
    while kind(game) is DecisionKind.TRIGGER_ORDER:
        game.apply(game.legal_choices()[0])
    assert sorted(stack(game)) == ["Doomed Traveler ability"] * 2 + ["Grave Witness ability"] * 3
    assert "Grave Witness" not in battlefield(game)
    for _ in range(5):
        pass_all(game)
    assert life(game, ALICE) == 23
    assert battlefield(game, ALICE).count("Spirit") == 1 and battlefield(game, BOB) == ["Spirit"]


def test_a_token_dying_triggers_dies_abilities() -> None:
    """603.6, 603.6c, 603.10, 603.10a, 704.5d, 111.7, 111.8: the Spirit token Doomed Traveler left
    behind dies to Shock: it goes to the graveyard (so it "dies" and Grave Witness triggers), then
    ceases to exist."""
    game, labels = game_at({"battlefield": [{"card": "Doomed Traveler", "label": "trav"}, "Grave Witness"]},
                           {"hand": ["Shock", "Shock"], "battlefield": ["Mountain", "Mountain"]},
                           priority="Bob", cards=(WITNESS,))
    do(game, "cast Shock", f"target Doomed Traveler#{labels['trav']}", "pay {R} automatically")
    pass_all(game)
    while kind(game) is DecisionKind.TRIGGER_ORDER:
        game.apply(game.legal_choices()[0])
    pass_all(game)
    pass_all(game)
    assert life(game, ALICE) == 21 and "Spirit" in battlefield(game, ALICE)
    assert game.state.stack == () and game.decision is not None and game.decision.player == ALICE
    spirit = next(o.id for o in game.state.permanents() if o.card.name == "Spirit")
    game.apply("pass")
    do(game, "cast Shock", f"target Spirit#{spirit}", "pay {R} automatically", by="Bob")
    pass_all(game)
    assert stack(game) == ["Grave Witness ability"]
    assert "Spirit" not in battlefield(game) and "Spirit" not in zone(game, ALICE, "graveyard")
    pass_all(game)
    assert life(game, ALICE) == 22


# -- 603.3a: the controller of the source ----------------------------------------------------------
def test_the_ability_is_controlled_by_the_controller_of_its_source() -> None:
    """603.3a: Bob controls Alice's Doomed Traveler when it dies: its ability is Bob's, so
    Bob creates the Spirit token though the card goes to Alice's graveyard."""
    traveler = {"card": "Doomed Traveler", "label": "trav", "controller": "Bob"}
    game, labels = game_at({"battlefield": [traveler]},
                           {"hand": ["Shock"], "battlefield": ["Mountain"]}, priority="Bob")
    do(game, "cast Shock", f"target Doomed Traveler#{labels['trav']}", "pay {R} automatically")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Doomed Traveler"]
    assert stack_controllers(game) == [BOB], who(game)
    pass_all(game)
    assert battlefield(game, BOB) == ["Mountain", "Spirit"]
    assert battlefield(game, ALICE) == []
    assert log_has(game, TRAVELER_TEXT)


def test_a_stolen_creatures_dies_trigger_is_its_controllers() -> None:
    """603.3a: a triggered ability's controller is its source's controller when it
    triggered: Bob's Mind Control gives him Alice's Doomed Traveler; when it dies, Bob
    controls the ability and gets the Spirit (608.2h: its last known controller)."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [{"card": "Doomed Traveler", "label": "traveler"}]},
        {"library": LIBRARY, "hand": ["Shock"], "battlefield": [
            "Mountain", {"card": "Mind Control", "attached_to": "traveler"}]},
        priority="Bob")
    do(game, "cast Shock", f"target Doomed Traveler#{labels['traveler']}", by="Bob")
    pay(game)
    pass_all(game)                          # Shock resolves; the Traveler dies
    top = game.state.objects[game.state.stack[-1]]
    assert top.kind == "ability" and top.controller == BOB
    pass_all(game)
    assert battlefield(game, BOB).count("Spirit") == 1
    assert "Spirit" not in battlefield(game, ALICE)


# -- 603.10a with continuous effects: looking back at what the layers made of it ---------------
FIRELEAPER_PUMP = "{1}{R}: This creature gets +1/+0 until end of turn."
COATING = ("{T}: Target permanent becomes an artifact in addition to its other types until "
           "end of turn.")


def test_a_dies_ability_uses_the_power_the_creature_had_with_its_pumps() -> None:
    """603.10a, 608.2h: Goblin Fireleaper pumps itself twice (3/1) and dies to Bob's Shock.
    "When this creature dies, it deals damage equal to its power to target creature an
    opponent controls" uses its last known power, the pumps included: 3 damage kill Bob's
    Centaur Courser."""
    game, labels = game_at({"battlefield": [{"card": "Goblin Fireleaper", "label": "leaper"}]
                            + ["Mountain"] * 4},
                           {"hand": ["Shock"], "battlefield": [
                               "Mountain", {"card": "Centaur Courser", "label": "courser"}]})
    leaper = f"Goblin Fireleaper#{labels['leaper']}"
    for _ in range(2):
        do(game, f"activate {leaper}: {FIRELEAPER_PUMP}", "pay {1}{R} automatically")
        pass_all(game)
    game.apply("pass")
    do(game, "cast Shock", f"target {leaper}", "pay {R} automatically", by="Bob")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Goblin Fireleaper"]
    do(game, f"target Centaur Courser#{labels['courser']}", by="Alice")
    pass_all(game)
    assert log_has(game, f"{leaper} deals 3 damage to Centaur Courser")
    assert zone(game, BOB, "graveyard") == ["Shock", "Centaur Courser"]


def test_a_dies_ability_sees_the_auras_bonus() -> None:
    """603.10a, 608.2h, 613.4c: Bottle Golems enchanted with Holy Strength (4/5) is
    destroyed; "you gain life equal to its power" reads its last known power, 4, although
    the Aura has left the battlefield too by then (704.5m)."""
    game, _ = game_at({"hand": ["Murder"], "battlefield": ["Swamp"] * 3},
                      {"battlefield": [{"card": "Bottle Golems", "label": "golems"},
                                       {"card": "Holy Strength", "attached_to": "golems"}]})
    do(game, "cast Murder", "target Bottle Golems", "pay {1}{B}{B} automatically")
    pass_all(game)
    assert stack(game) == ["Bottle Golems ability"]
    assert zone(game, BOB, "graveyard") == ["Bottle Golems", "Holy Strength"]
    pass_all(game)
    assert life(game, BOB) == 24


def test_a_leaves_ability_sees_a_type_an_effect_gave_the_creature() -> None:
    """603.10a, 603.6c, 608.2h, 613.1d: Disciple of the Vault triggers when an artifact is
    put into a graveyard from the battlefield. Gray Ogre dying doesn't trigger it; Grizzly
    Bears, an artifact until end of turn through Liquimetal Coating, does: looking back in
    time, it was an artifact creature as it died."""
    game, labels = game_at({"hand": ["Shock", "Shock"],
                            "battlefield": ["Disciple of the Vault", "Mountain", "Mountain",
                                            {"card": "Liquimetal Coating", "label": "coating"}]},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                            {"card": "Gray Ogre", "label": "ogre"}]})
    bears = f"Grizzly Bears#{labels['bears']}"
    do(game, "cast Shock", f"target Gray Ogre#{labels['ogre']}", "pay {R} automatically")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Gray Ogre"] and game.state.stack == ()
    do(game, f"activate Liquimetal Coating#{labels['coating']}: {COATING}", f"target {bears}")
    pass_all(game)
    do(game, "cast Shock", f"target {bears}", "pay {R} automatically")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Gray Ogre", "Grizzly Bears"]
    do(game, "target Bob", by="Alice")
    assert stack(game) == ["Disciple of the Vault ability"]
    pass_all(game)
    do(game, "yes")
    assert life(game, BOB) == 19


@pytest.mark.parametrize("anthem, triggers", [(True, True), (False, False)])
def test_a_permanent_enters_with_the_continuous_effects_that_apply_to_it(
        anthem: bool, triggers: bool) -> None:
    """603.6b, 611.3a: with Glorious Anthem ("Creatures you control get +1/+1."), Alice's
    Grizzly Bears is a 3/3 the moment it enters, never a 2/2 there, so Garruk's Packleader
    ("Whenever another creature you control with power 3 or greater enters, you may draw a
    card.") triggers; without the Anthem it is a 2/2 and nothing triggers."""
    game, _ = game_at({"battlefield": ["Garruk's Packleader", "Forest", "Forest",
                                       *(["Glorious Anthem"] if anthem else [])],
                       "hand": ["Grizzly Bears"], "library": ["Island"] * 3},
                      {"library": ["Island"] * 3})
    do(game, "cast Grizzly Bears")
    pay(game)
    pass_all(game)
    assert "Grizzly Bears" in battlefield(game, ALICE)
    assert stack(game) == (["Garruk's Packleader ability"] if triggers else [])
