"""611 / 613: continuous effects and the layer system.

Effects come from static abilities (604, 611.3) and from resolved spells (611.2), and are
applied layer by layer (613.1): control (layer 2), types (layer 4), abilities (layer 6) and
power/toughness in the sublayers 7a-7d (613.4), in timestamp order within a layer (613.7)
unless a dependency says otherwise (613.8).

The card pool has no spell whose effect sets power and toughness, switches them, changes
types or removes abilities, so those effects are put into the position as the records a
resolved spell leaves (`EffectRecord`, 611.2), each with a timestamp taken when it is
added (613.7b), exactly as `Ctx.add_effect` makes them. The Oracle compiler has no
characteristic-defining P/T template either, so Test Maro's ability (7a) is written as a
`StaticAbility`, as is Test Drill Sergeant's (a type-adding part, layer 4); the other
hypothetical cards are compiled from Oracle text.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from helpers import (
    ALICE,
    BOB,
    at_step,
    battlefield,
    do,
    name,
    pass_all,
    pass_until,
    position,
    pt,
    zone,
)
from manastack.cards.inline import card_data, define_card
from manastack.game import Game
from manastack.rules.abilities import CardDef, StaticAbility
from manastack.rules.layers import Chars, characteristics, layer_of
from manastack.rules.state import EffectRecord, GameObject, GameState
from manastack.scenario import build_game_with_labels, build_state

LIBRARY = ["Island"] * 6      # nobody loses by drawing from an empty library


def bear(label: str, **extra: Any) -> dict[str, Any]:
    return {"card": "Grizzly Bears", "label": label, **extra}


def setup(alice: dict[str, Any], bob: dict[str, Any] | None = None, *,
          effects: tuple[tuple[str, tuple[Any, ...], tuple[str, ...], str], ...] = (),
          cards: tuple[CardDef, ...] = (), **kw: Any) -> tuple[Game, dict[str, int]]:
    """Alice's turn 3 (both players with a library); `effects` are resolved effects
    (op, params, labels of the affected objects, duration) created after the position, in
    the order given (611.2, 613.7b)."""
    alice = {"library": LIBRARY, **alice}
    bob = {"library": LIBRARY, **(bob or {})}
    if not effects:
        return build_game_with_labels(position(alice, bob, **kw), cards=cards)
    state, labels = build_state(position(alice, bob, **kw), cards=cards)
    add_effects(state, labels, effects)
    return Game.from_state(state), labels


def add_effects(state: GameState, labels: dict[str, int],
                effects: tuple[tuple[str, tuple[Any, ...], tuple[str, ...], str], ...]) -> None:
    for op, params, affected, duration in effects:
        record = EffectRecord(op, params, layer_of(op), state.new_timestamp(),
                              tuple(labels[a] for a in affected), duration)
        state.effects = (*state.effects, record)
    state.touch()


def with_effects(game: Game, labels: dict[str, int],
                 *effects: tuple[str, tuple[Any, ...], tuple[str, ...], str]) -> Game:
    """The game continued with `effects` created now (later timestamps than anything so
    far), from its current priority decision."""
    state = game.state.fork()          # the game's own state is never written
    add_effects(state, labels, effects)
    return Game.from_state(state)


def chars(game: Game, oid: int) -> Chars:
    return characteristics(game.state, oid)


def cast(game: Game, card: str, *targets: int) -> None:
    """Cast `card` with its targets, pay automatically and let it resolve."""
    do(game, f"cast {card}")
    for t in targets:
        do(game, f"target {name(game, t)}")
    game.apply(next(c for c in game.legal_choices() if c.verb in ("pay", "auto")))
    pass_all(game)


def entered(game: Game, card: str) -> int:
    """The newest permanent called `card`."""
    return [o.id for o in game.state.permanents() if o.card.name == card][-1]


# A creature whose power and toughness are defined by a characteristic-defining ability
# (604.3, 613.4a), like Maro: "~'s power and toughness are each equal to the number of cards
# in your hand." The Oracle compiler has no such template, so the ability is written here.
def _maro() -> CardDef:
    hand: dict[str, int] = {}

    def applies(state: GameState, src: Chars, cand: Chars) -> bool:
        if cand.obj.id != src.obj.id:
            return False
        hand["n"] = len(state.players[src.controller].hand)
        return True

    def modify(c: Chars, _source: GameObject) -> None:
        c.power = c.toughness = hand["n"]

    base = define_card(card_data("Test Maro", "{2}{G}{G}", "Creature — Avatar", "", "0", "0"))
    cda = StaticAbility("Test Maro's power and toughness are each equal to the number of cards "
                        "in your hand.", "7a", lambda _s, _a, _b: False, modify, applies_to=applies)
    return dataclasses.replace(base, abilities=(cda,))


# Hypothetical cards compiled from Oracle text (layer 6 static abilities).
HAS_VIGILANCE = {"name": "Test Veteran Banner", "mana_cost": "{2}", "type_line": "Artifact",
                 "text": "Creatures with flying have vigilance."}
HAS_FLYING = {"name": "Test Wind Banner", "mana_cost": "{2}", "type_line": "Artifact",
              "text": "Creatures you control have flying."}


def banners() -> tuple[CardDef, ...]:
    return tuple(define_card(card_data(c["name"], c["mana_cost"], c["type_line"], c["text"]))
                 for c in (HAS_VIGILANCE, HAS_FLYING))


# -- 604 / 611.3: effects of static abilities ---------------------------------------------
def test_a_static_effect_applies_to_a_creature_that_enters_later() -> None:
    """611.3a, 604.2: Glorious Anthem's "Creatures you control get +1/+1" isn't locked in:
    Grizzly Bears cast afterwards is 3/3 as soon as it is on the battlefield; Bob's Bears
    isn't Alice's and stays 2/2."""
    game, labels = setup({"hand": ["Grizzly Bears"], "battlefield": ["Glorious Anthem", "Forest",
                                                                      "Forest"]},
                         {"battlefield": [bear("theirs")]})
    cast(game, "Grizzly Bears")
    mine = entered(game, "Grizzly Bears")
    assert mine != labels["theirs"]
    assert pt(game, mine) == (3, 3)
    assert pt(game, labels["theirs"]) == (2, 2)


def test_a_static_effect_applies_as_the_permanent_enters() -> None:
    """611.3c, 704.5f: Test Wisp, a 1/0 creature, enters under Glorious Anthem as a 2/1: the
    effect applies as it enters, so it isn't put into the graveyard for 0 toughness."""
    wisp = define_card(card_data("Test Wisp", "{1}", "Creature — Spirit", "", "1", "0"))
    game, _ = setup({"hand": ["Test Wisp"], "battlefield": ["Glorious Anthem", "Plains"]},
                    cards=(wisp,))
    cast(game, "Test Wisp")
    assert "Test Wisp" in battlefield(game, ALICE)
    assert pt(game, entered(game, "Test Wisp")) == (2, 1)


def test_a_static_effect_stops_when_its_source_leaves() -> None:
    """611.3b: Holy Strength's +1/+2 applies only while it is on the battlefield; once
    Disenchant destroys it the Bears is 2/2 again."""
    game, labels = setup({"hand": ["Disenchant"],
                          "battlefield": [bear("b"), {"card": "Holy Strength", "label": "aura",
                                                      "attached_to": "b"}, "Plains", "Plains"]})
    assert pt(game, labels["b"]) == (3, 4)
    cast(game, "Disenchant", labels["aura"])
    assert zone(game, ALICE, "graveyard") == ["Holy Strength", "Disenchant"]
    assert pt(game, labels["b"]) == (2, 2)


# -- 611.2: effects of resolved spells ------------------------------------------------------
def test_giant_growth_lasts_until_the_cleanup_step() -> None:
    """611.2a, 514.2: Giant Growth's "+3/+3 until end of turn" lasts through the end step
    and ends in the cleanup step; on Bob's turn the Bears is 2/2 again."""
    game, labels = setup({"hand": ["Giant Growth"], "battlefield": [bear("b"), "Forest"]})
    cast(game, "Giant Growth", labels["b"])
    assert pt(game, labels["b"]) == (5, 5)
    assert [e.duration for e in game.state.effects] == ["end of turn"]
    pass_until(game, at_step("end", "Alice"))
    assert pt(game, labels["b"]) == (5, 5)
    pass_until(game, at_step("upkeep", "Bob"))
    assert pt(game, labels["b"]) == (2, 2)
    assert game.state.effects == ()


def test_a_resolved_effect_is_locked_in_to_the_creatures_it_began_with() -> None:
    """611.2c: Inspired Charge ("Creatures you control get +2/+1 until end of turn")
    affects the creatures Alice controls as it resolves; Llanowar Elves cast afterwards
    the same turn isn't affected."""
    game, labels = setup({"hand": ["Inspired Charge", "Llanowar Elves"],
                          "battlefield": [bear("b"), "Plains", "Plains", "Plains", "Plains",
                                          "Forest"]})
    cast(game, "Inspired Charge")
    assert pt(game, labels["b"]) == (4, 3)
    cast(game, "Llanowar Elves")
    assert pt(game, entered(game, "Llanowar Elves")) == (1, 1)
    assert pt(game, labels["b"]) == (4, 3)


def test_a_pumped_creature_that_returns_is_a_new_object_the_effect_doesnt_affect() -> None:
    """611.2c, 400.7: Giant Growth's Bears is returned to hand by Unsummon and cast again:
    the new permanent is a new object, not in the effect's set, so it is 2/2."""
    game, labels = setup({"hand": ["Giant Growth", "Unsummon"],
                          "battlefield": [bear("b"), "Forest", "Forest", "Forest", "Island"]})
    cast(game, "Giant Growth", labels["b"])
    cast(game, "Unsummon", labels["b"])
    assert zone(game, ALICE, "hand") == ["Grizzly Bears"]
    cast(game, "Grizzly Bears")
    assert pt(game, entered(game, "Grizzly Bears")) == (2, 2)


# -- 613.1b: layer 2, control --------------------------------------------------------------
def test_control_changes_in_layer_2_before_power_and_toughness() -> None:
    """613.1b, 613.1g, 611.3a: Alice's Mind Control gives her Bob's Bears in layer 2, so in
    layer 7c her Glorious Anthem ("creatures you control") applies to it and Bob's
    Veteran Armorer's "other creatures you control get +0/+1" no longer does."""
    game, labels = setup({"hand": ["Mind Control"], "battlefield": ["Glorious Anthem"]
                          + ["Island"] * 5},
                         {"battlefield": [bear("b"), "Veteran Armorer"]})
    assert pt(game, labels["b"]) == (2, 3)
    cast(game, "Mind Control", labels["b"])
    assert chars(game, labels["b"]).controller == ALICE
    assert battlefield(game, BOB) == ["Veteran Armorer"]
    assert pt(game, labels["b"]) == (3, 3)


def test_the_later_control_effect_wins_and_an_aura_entering_gets_a_new_timestamp() -> None:
    """613.7, 613.7d-e, 613.1b: Alice's Mind Control already enchants Bob's Bears; Bob
    casts his own Mind Control on it. His Aura's timestamp is later, so in layer 2 his
    effect applies last and he controls the Bears; when his Aura is destroyed, Alice's
    effect is the only one left."""
    game, labels = setup({"hand": ["Disenchant"], "battlefield": [
        {"card": "Mind Control", "label": "alices", "attached_to": "b"}, "Plains", "Plains"]},
        {"hand": ["Mind Control"], "battlefield": [bear("b")] + ["Island"] * 5},
        active="Bob", turn=4)
    assert chars(game, labels["b"]).controller == ALICE
    cast(game, "Mind Control", labels["b"])
    bobs = entered(game, "Mind Control")
    assert game.state.objects[bobs].timestamp > game.state.objects[labels["alices"]].timestamp
    assert chars(game, labels["b"]).controller == BOB
    pass_until(game, at_step("precombat main", "Alice"))
    cast(game, "Disenchant", bobs)
    assert chars(game, labels["b"]).controller == ALICE


def test_a_stolen_source_applies_its_static_ability_for_its_new_controller() -> None:
    """613.1b, 611.3a: with Mind Control Alice gains Bob's Veteran Armorer; after layer 2
    "other creatures you control" means Alice's creatures: her Bears gets +0/+1 and Bob's
    Bears no longer does."""
    game, labels = setup({"hand": ["Mind Control"], "battlefield": [bear("mine")] + ["Island"] * 5},
                         {"battlefield": [bear("theirs"), {"card": "Veteran Armorer", "label": "v"}]})
    assert (pt(game, labels["mine"]), pt(game, labels["theirs"])) == ((2, 2), (2, 3))
    cast(game, "Mind Control", labels["v"])
    assert chars(game, labels["v"]).controller == ALICE
    assert (pt(game, labels["mine"]), pt(game, labels["theirs"])) == ((2, 3), (2, 2))


# -- 613.1d: layer 4, types ----------------------------------------------------------------
def test_a_land_made_a_creature_in_layer_4_is_a_creature_for_later_layers() -> None:
    """613.1d, 613.4b, 611.3a, 514.2: an effect "until end of turn, this Forest becomes a
    3/3 Elemental creature that's still a land" adds the types in layer 4 and sets the P/T
    in layer 7b; Glorious Anthem, judging "creatures you control" after layer 4, makes it
    4/4. At cleanup the effect ends and the Forest is only a land again."""
    game, labels = setup({"battlefield": ["Glorious Anthem", {"card": "Forest", "label": "f"}]},
                         effects=(("add_types", (("Creature",), ("Elemental",)), ("f",),
                                   "end of turn"),
                                  ("set_pt", (3, 3), ("f",), "end of turn")))
    c = chars(game, labels["f"])
    assert c.types == {"Land", "Creature"} and c.subtypes == {"Forest", "Elemental"}
    assert (c.power, c.toughness) == (4, 4)
    pass_until(game, at_step("upkeep", "Bob"))
    c = chars(game, labels["f"])
    assert c.types == {"Land"} and c.subtypes == {"Forest"} and not c.is_creature


# -- 613.1f: layer 6, abilities ------------------------------------------------------------
def test_losing_all_abilities_removes_printed_keywords() -> None:
    """613.1f: an effect "Serra Angel loses all abilities" removes flying and vigilance
    in layer 6; its P/T is untouched."""
    game, labels = setup({"battlefield": [{"card": "Serra Angel", "label": "a"}]},
                         effects=(("lose_abilities", (), ("a",), "end of turn"),))
    c = chars(game, labels["a"])
    assert c.keywords == set() and c.abilities == []
    assert (c.power, c.toughness) == (4, 4)


def test_abilities_added_and_removed_apply_in_timestamp_order() -> None:
    """613.1f, 613.7, 613.7b: Jump gave the Bears flying before an effect made it lose all
    abilities, so it doesn't fly; a second Jump after that effect gives flying again."""
    game, labels = setup({"hand": ["Jump", "Jump"], "battlefield": [bear("b"), "Island",
                                                                    "Island"]})
    cast(game, "Jump", labels["b"])
    assert chars(game, labels["b"]).has("flying")
    game = with_effects(game, labels, ("lose_abilities", (), ("b",), "end of turn"))
    assert not chars(game, labels["b"]).has("flying")
    cast(game, "Jump", labels["b"])
    assert chars(game, labels["b"]).has("flying")


def test_a_static_ability_removed_in_layer_6_doesnt_apply_in_layer_7() -> None:
    """613.1f, 613.4c, 611.3a: Veteran Armorer gives the Bears +0/+1; once an effect makes
    the Armorer lose all abilities, its ability doesn't exist in layer 7c and the Bears
    is 2/2."""
    game, labels = setup({"battlefield": [{"card": "Veteran Armorer", "label": "v"}, bear("b")]})
    assert pt(game, labels["b"]) == (2, 3)
    game = with_effects(game, labels, ("lose_abilities", (), ("v",), "end of turn"))
    assert pt(game, labels["b"]) == (2, 2)
    assert pt(game, labels["v"]) == (2, 2)


def test_an_equipment_attached_again_gets_a_new_timestamp() -> None:
    """613.7e, 613.1f, 613.7: Cobbled Wings ("Equipped creature has flying") was attached
    to the Bears before an effect made the Bears lose all abilities, so the Bears doesn't
    fly. Equipped to the Elves and back, the Wings get a new timestamp each time, later than
    that effect's, and the Bears flies."""
    game, labels = setup({"battlefield": [bear("b"), {"card": "Llanowar Elves", "label": "e"},
                                          {"card": "Cobbled Wings", "label": "w",
                                           "attached_to": "b"}, "Island", "Island"]},
                         effects=(("lose_abilities", (), ("b",), "end of turn"),))
    assert not chars(game, labels["b"]).has("flying")
    before = game.state.objects[labels["w"]].timestamp
    for target in ("e", "b"):
        do(game, f"activate {name(game, labels['w'])}: Equip {{1}}",
           f"target {name(game, labels[target])}")
        game.apply(next(c for c in game.legal_choices() if c.verb in ("pay", "auto")))
        pass_all(game)
    assert game.state.objects[labels["w"]].attached_to == labels["b"]
    assert game.state.objects[labels["w"]].timestamp > before
    assert chars(game, labels["b"]).has("flying")
    assert not chars(game, labels["e"]).has("flying")


def test_a_permanent_entering_later_has_a_later_timestamp_for_its_static_effect() -> None:
    """613.7a, 613.7d, 613.1f: the Bears lost all abilities (an earlier effect); Test Wind
    Banner ("Creatures you control have flying") enters afterwards, so its effect has the
    later timestamp, applies after the removal in layer 6, and the Bears flies."""
    game, labels = setup({"hand": ["Test Wind Banner"], "battlefield": [bear("b"), "Island",
                                                                        "Island"]},
                         effects=(("lose_abilities", (), ("b",), "end of turn"),),
                         cards=banners())
    assert chars(game, labels["b"]).keywords == set()
    cast(game, "Test Wind Banner")
    assert chars(game, labels["b"]).keywords == {"flying"}


def test_an_effect_that_removes_a_static_ability_applies_first() -> None:
    """613.8a-b, 613.1f: Test Wind Banner's "Creatures you control have flying" depends on
    an effect making the Banner lose all abilities (applying it changes the flying effect's
    existence), so the removal applies first and the Bears doesn't fly."""
    game, labels = setup({"battlefield": [{"card": "Test Wind Banner", "label": "w"}, bear("b")]},
                         cards=banners())
    assert chars(game, labels["b"]).keywords == {"flying"}
    game = with_effects(game, labels, ("lose_abilities", (), ("w",), "end of turn"))
    assert chars(game, labels["b"]).keywords == set()


def test_a_dependent_effect_waits_for_the_effect_it_depends_on() -> None:
    """613.8a-b: "Creatures with flying have vigilance" (earlier timestamp) depends on
    "Creatures you control have flying" (later): applying the latter changes what the
    former applies to, both in layer 6. So it applies after it, and Alice's Bears has
    vigilance despite the timestamps; Bob's Bears has neither."""
    game, labels = setup({"battlefield": ["Test Veteran Banner", "Test Wind Banner", bear("b")]},
                         {"battlefield": [bear("theirs")]},
                         cards=banners())
    s = game.state
    vigilance, flying = (next(o for o in s.permanents() if o.card.name == n)
                         for n in ("Test Veteran Banner", "Test Wind Banner"))
    assert vigilance.timestamp < flying.timestamp
    assert chars(game, labels["b"]).keywords == {"flying", "vigilance"}
    assert chars(game, labels["theirs"]).keywords == set()


# -- 613.6: an effect with parts in several layers -------------------------------------------
UPDRAFT_BANNER = card_data("Test Updraft Banner", "{3}", "Artifact",
                       "Creatures you control without flying get +1/+1 and have flying.")


def _drill_sergeant() -> CardDef:
    """A hypothetical Test Drill Sergeant: "Creatures you control are Soldiers in addition
    to their other creature types and get +1/+1." (one effect, parts in layers 4 and 7c;
    the Oracle compiler has no type-adding template for creatures, so it is written here)."""
    def applies(state: GameState, src: Chars, cand: Chars) -> bool:
        return cand.is_creature and cand.controller == src.controller

    def soldier(c: Chars, _source: GameObject) -> None:
        c.subtypes.add("Soldier")

    def plus_one(c: Chars, _source: GameObject) -> None:
        if c.power is not None and c.toughness is not None:
            c.power += 1
            c.toughness += 1

    base = define_card(card_data("Test Drill Sergeant", "{3}", "Artifact", ""))
    ability = StaticAbility("Creatures you control are Soldiers in addition to their other "
                            "creature types and get +1/+1.", "4", lambda _s, _a, _b: False,
                            soldier, applies_to=applies, later=(("7c", plus_one),))
    return dataclasses.replace(base, abilities=(ability,))


def test_a_later_part_of_an_effect_applies_to_the_objects_its_first_part_did() -> None:
    """613.6, 613.1f, 613.4c: "Creatures you control without flying get +1/+1 and have
    flying" starts in layer 6 with the Bears (no flying yet), so in layer 7c its +1/+1
    applies to the Bears too, although it flies by then: 3/3. Wind Drake already flew in
    layer 6, so it is in neither part's set and stays 2/2."""
    game, labels = setup({"battlefield": ["Test Updraft Banner", bear("b"),
                                          {"card": "Wind Drake", "label": "d"}]},
                         cards=(define_card(UPDRAFT_BANNER),))
    assert chars(game, labels["b"]).has("flying")
    assert pt(game, labels["b"]) == (3, 3)
    assert pt(game, labels["d"]) == (2, 2)


def test_an_effect_keeps_applying_after_its_ability_is_removed_in_a_later_layer() -> None:
    """613.6, 613.1d, 613.1f: Test Drill Sergeant's effect starts in layer 4 (the Bears
    becomes a Soldier); an effect making the Sergeant lose all abilities applies in layer
    6, after the effect started, so its +1/+1 still applies to the Bears in layer 7c."""
    game, labels = setup({"battlefield": [{"card": "Test Drill Sergeant", "label": "s"},
                                          bear("b")]},
                         effects=(("lose_abilities", (), ("s",), "end of turn"),),
                         cards=(_drill_sergeant(),))
    c = chars(game, labels["b"])
    assert c.subtypes == {"Bear", "Soldier"}
    assert (c.power, c.toughness) == (3, 3)
    assert chars(game, labels["s"]).abilities == []


def test_an_effect_whose_ability_is_removed_before_it_starts_applies_in_no_layer() -> None:
    """613.6, 613.8a-b: the Updraft Banner's effect would start in layer 6, but it depends on
    the effect making the Banner lose all abilities, which applies first: the effect never
    starts, so the Bears neither flies nor gets +1/+1 in layer 7c."""
    game, labels = setup({"battlefield": [{"card": "Test Updraft Banner", "label": "w"},
                                          bear("b")]},
                         cards=(define_card(UPDRAFT_BANNER),))
    game = with_effects(game, labels, ("lose_abilities", (), ("w",), "end of turn"))
    assert not chars(game, labels["b"]).has("flying")
    assert pt(game, labels["b"]) == (2, 2)


# -- 613.4: layer 7, power and toughness -----------------------------------------------------
def test_setting_applies_before_modifications_and_counters_whatever_the_timestamps() -> None:
    """613.4b-c: the Bears has a +1/+1 counter and got Giant Growth; then
    an effect sets its power and toughness to 0/1. The setting is in 7b, before the
    modifications and the counter in 7c: the Bears is 0/1 + 3/3 + 1/1 = 4/5."""
    game, labels = setup({"hand": ["Giant Growth"],
                          "battlefield": [bear("b", counters={"+1/+1": 1}), "Forest"]})
    assert pt(game, labels["b"]) == (3, 3)
    cast(game, "Giant Growth", labels["b"])
    assert pt(game, labels["b"]) == (6, 6)
    game = with_effects(game, labels, ("set_pt", (0, 1), ("b",), "end of turn"))
    assert pt(game, labels["b"]) == (4, 5)


def test_two_setting_effects_apply_in_timestamp_order() -> None:
    """613.4b, 613.7, 613.7b: two effects in layer 7b set the Bears' P/T, 0/1 and then 4/4:
    the later one applies last and wins."""
    game, labels = setup({"battlefield": [bear("b"), bear("c")]},
                         effects=(("set_pt", (0, 1), ("b",), "end of turn"),
                                  ("set_pt", (4, 4), ("b",), "end of turn"),
                                  ("set_pt", (4, 4), ("c",), "end of turn"),
                                  ("set_pt", (0, 1), ("c",), "end of turn")))
    assert pt(game, labels["b"]) == (4, 4)
    assert pt(game, labels["c"]) == (0, 1)


def test_counters_of_both_kinds_and_static_modifications_add_up() -> None:
    """613.4c, 704.5f: Llanowar Elves with a -1/-1 counter under Glorious Anthem is
    1/1 - 1/1 + 1/1 = 1/1 and survives; when Disenchant destroys the Anthem it is 0/0 and is
    put into the graveyard. Grizzly Bears with two +1/+1 counters and one -1/-1 counter
    is 3/3 + 1/1."""
    game, labels = setup({"hand": ["Disenchant"], "battlefield": [
        "Glorious Anthem", {"card": "Llanowar Elves", "label": "e", "counters": {"-1/-1": 1}},
        {"card": "Grizzly Bears", "label": "b", "counters": {"+1/+1": 2, "-1/-1": 1}},
        "Plains", "Plains"]})
    assert pt(game, labels["e"]) == (1, 1)
    assert pt(game, labels["b"]) == (4, 4)
    cast(game, "Disenchant", entered(game, "Glorious Anthem"))
    assert "Llanowar Elves" in zone(game, ALICE, "graveyard")
    assert pt(game, labels["b"]) == (3, 3)


def test_switching_applies_after_all_other_power_and_toughness_effects() -> None:
    """613.4d, 613.4c: an effect switching Horned Turtle's power and toughness (1/4 -> 4/1)
    began before Alice cast Holy Strength on it, but switching is in 7d, after Holy
    Strength's +1/+2 of 7c: 1/4 becomes 2/6 and is switched to 6/2 (in timestamp order it
    would be 4/1, then 5/3)."""
    game, labels = setup({"hand": ["Holy Strength"],
                          "battlefield": [{"card": "Horned Turtle", "label": "t"}, "Plains"]},
                         effects=(("switch_pt", (), ("t",), "end of turn"),))
    assert pt(game, labels["t"]) == (4, 1)
    cast(game, "Holy Strength", labels["t"])
    assert pt(game, labels["t"]) == (6, 2)


def test_two_switches_apply_one_after_the_other() -> None:
    """613.4d, 613.7: Goblin Piker (2/1) with a +1/+1 counter is 3/2; one switching effect
    makes it 2/3, a second one switches it back to 3/2."""
    game, labels = setup({"battlefield": [{"card": "Goblin Piker", "label": "g",
                                           "counters": {"+1/+1": 1}}]},
                         effects=(("switch_pt", (), ("g",), "end of turn"),))
    assert pt(game, labels["g"]) == (2, 3)
    game = with_effects(game, labels, ("switch_pt", (), ("g",), "end of turn"))
    assert pt(game, labels["g"]) == (3, 2)


def test_a_characteristic_defining_ability_applies_first_in_layer_7() -> None:
    """604.3, 613.4a-c: Test Maro's P/T is the number of cards in Alice's hand (7a). With
    three cards it is 3/3; Giant Growth (7c) leaves two in hand: 2/2 + 3/3 = 5/5; an effect
    setting it to 1/1 (7b) overrides the ability but not the Giant Growth: 4/4."""
    game, labels = setup({"hand": ["Giant Growth", "Island", "Island"],
                          "battlefield": [{"card": "Test Maro", "label": "m"}, "Forest"]},
                         cards=(_maro(),))
    assert pt(game, labels["m"]) == (3, 3)
    cast(game, "Giant Growth", labels["m"])
    assert pt(game, labels["m"]) == (5, 5)
    game = with_effects(game, labels, ("set_pt", (1, 1), ("m",), "end of turn"))
    assert pt(game, labels["m"]) == (4, 4)


def test_a_creature_that_lost_its_abilities_dies_without_its_dies_ability() -> None:
    """613.1f, 603.10a, 608.2h: Bottle Golems lost all abilities, then is destroyed.
    Looking back in time, it had no "when this dies" ability as it left, so nothing
    triggers; its last known characteristics (no abilities) survive a save and load."""
    game, labels = setup({"hand": ["Murder"], "battlefield": ["Swamp"] * 3},
                         {"battlefield": [{"card": "Bottle Golems", "label": "golems"}]},
                         effects=(("lose_abilities", (), ("golems",), "end of turn"),))
    do(game, "cast Murder", "target Bottle Golems", "pay {1}{B}{B} automatically")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Bottle Golems"]
    assert game.state.stack == () and game.state.players[BOB].life == 20
    assert characteristics(game.state, labels["golems"]).abilities == []
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    assert characteristics(loaded.state, labels["golems"]).abilities == []
