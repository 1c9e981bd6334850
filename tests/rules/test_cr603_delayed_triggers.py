"""603.7: delayed triggered abilities. A resolving spell or ability, a replacement effect
or a static ability creates them (603.7a); they trigger only the next time their event
occurs unless a duration is stated (603.7b); they affect the objects they refer to only
while those are in the zone they're expected to be in (603.7c); their source and
controller come from what created them (603.7d-f). The engine keeps them as plain records
in `state.delayed` (rules/delayed.py), so forks and saves keep them exactly.

Flickerwisp, Otherworldly Journey and unearth (Fatestitcher) are real cards; the others
are hypothetical cards defined here for the rule they show."""

from __future__ import annotations

import json
from dataclasses import replace

from helpers import (
    ALICE,
    BOB,
    CAROL,
    at_step,
    battlefield,
    cites,
    do,
    game_at,
    life,
    pass_all,
    pass_until,
    stack,
    who,
    zone,
)
from manastack.cards.defs.flicker import FLICKERWISP_RETURN
from manastack.cards.registry import get_card
from manastack.game import Game
from manastack.rules.abilities import (
    CardDef,
    Effect,
    ReplacementAbility,
    SpellAbility,
    TriggeredAbility,
)
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import DecisionKind
from manastack.rules.delayed import (
    Condition,
    Delayed,
    DelayedAbility,
    at_next_step,
    create_delayed_trigger,
    delayed_ability,
    delayed_triggers,
    pending,
    when_leaves_battlefield,
)
from manastack.rules.designations import CROWNED
from manastack.rules.events import Event, StepBegins, ZoneMove
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.serialize import state_from_json, state_hash, state_to_json
from manastack.rules.state import GameObject, GameState
from manastack.rules.unearth import UNEARTHED

LIBRARY = ["Island"] * 10
FLICKERWISP_ETB = "When this creature enters"
RETURN_TEXT = "Return that card to the battlefield"


# -- hypothetical cards --------------------------------------------------------------------
def _you_draw(ctx: Ctx, r: Resolving) -> None:
    ctx.draw(r.controller, 1)


def _you_gain_two(ctx: Ctx, r: Resolving) -> None:
    ctx.gain_life(r.controller, 2)


def _a_creature_dies(state: GameState, event: Event, d: Delayed) -> bool:
    if not isinstance(event, ZoneMove) or event.to_zone != "graveyard":
        return False
    old = state.lki.get(event.obj)
    return old is not None and old.zone == "battlefield" and \
        characteristics(state, event.obj).is_creature


A_CREATURE_DIES: Condition = _a_creature_dies
NEXT_UPKEEP_DRAW = delayed_ability("test: the next upkeep", "At the beginning of the next "
                                   "upkeep, draw a card.", at_next_step("upkeep"), _you_draw)
YOUR_UPKEEP_DRAW = delayed_ability("test: your next upkeep", "At the beginning of your next "
                                   "upkeep, draw a card.", at_next_step("upkeep", yours=True),
                                   _you_draw)
VIGIL_GAIN = delayed_ability("test: Mourning Vigil", "Whenever a creature dies this turn, you "
                             "gain 2 life.", A_CREATURE_DIES, _you_gain_two)
SPRITE_DRAW = delayed_ability("test: Farewell Sprite", "When this creature leaves the "
                              "battlefield, draw a card.", when_leaves_battlefield(), _you_draw)
WARDEN_DRAW = delayed_ability("test: Warden of Passage", "At the beginning of the next end "
                              "step, draw a card.", at_next_step("end"), _you_draw)


def _instant(name: str, text: str, cost: str, effect: Effect) -> CardDef:
    return CardDef(name, ManaCost.parse(cost), frozenset({"Instant"}),
                   colors=frozenset({cost[1]}), text=text, spell=SpellAbility(text, effect))


def _later(ability: DelayedAbility, this_turn: bool = False) -> Effect:
    def effect(ctx: Ctx, r: Resolving) -> None:
        create_delayed_trigger(ctx, r, ability, this_turn=this_turn)
    return effect


NEXT_DAWN = _instant("Next Dawn", "Draw a card at the beginning of the next upkeep.", "{U}",
                     _later(NEXT_UPKEEP_DRAW))
SLOW_STUDY = _instant("Slow Study", "Draw a card at the beginning of your next upkeep.", "{U}",
                      _later(YOUR_UPKEEP_DRAW))
VIGIL = _instant("Mourning Vigil", "Whenever a creature dies this turn, you gain 2 life.", "{W}",
                 _later(VIGIL_GAIN, this_turn=True))


def _sprite_effect(ctx: Ctx, r: Resolving) -> None:
    create_delayed_trigger(ctx, r, SPRITE_DRAW, [r.source])


def _enters(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, ZoneMove) and event.to_zone == "battlefield" and \
        event.new_id == source.id


SPRITE_TEXT = "When this creature enters, draw a card when it leaves the battlefield."
SPRITE = CardDef("Farewell Sprite", ManaCost.parse("{U}"), frozenset({"Creature"}),
                 colors=frozenset({"U"}), power=1, toughness=1, text=SPRITE_TEXT,
                 abilities=(TriggeredAbility(SPRITE_TEXT, _enters, _sprite_effect),))


def _creature_would_die(state: GameState, event: Event, source: GameObject) -> bool:
    if not isinstance(event, ZoneMove) or event.to_zone != "graveyard":
        return False
    obj = state.get(event.obj)
    return obj is not None and obj.zone == "battlefield" and \
        characteristics(state, obj.id).is_creature


def _exile_instead_and_draw_later(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    assert isinstance(event, ZoneMove)
    create_delayed_trigger(ctx, source, WARDEN_DRAW)         # 603.7f
    return replace(event, to_zone="exile", reason="exile")


WARDEN_TEXT = ("If a creature would die, exile it instead, and you draw a card at the "
               "beginning of the next end step.")
WARDEN = CardDef("Warden of Passage", ManaCost.parse("{2}{W}"), frozenset({"Enchantment"}),
                 colors=frozenset({"W"}), text=WARDEN_TEXT,
                 abilities=(ReplacementAbility(WARDEN_TEXT, _creature_would_die,
                                               _exile_instead_and_draw_later),))
CARDS = (NEXT_DAWN, SLOW_STUDY, VIGIL, SPRITE, WARDEN)


# -- helpers -------------------------------------------------------------------------------
def to_end_step(game: Game, turn: int | None = None) -> None:
    """Pass until the end step (of `turn`) begins, stopping at its first priority."""
    pass_until(game, at_step("end", turn=turn))


def flickerwisp_exiles(target: str, alice: dict[str, object] | None = None,
                       bob: dict[str, object] | None = None) -> tuple[Game, dict[str, int]]:
    """Alice casts Flickerwisp; its ability exiles `target` (a label) and resolves."""
    alice = {"hand": ["Flickerwisp"], "battlefield": ["Plains"] * 3, "library": LIBRARY,
             **(alice or {})}
    bob = {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}], "library": LIBRARY,
           **(bob or {})}
    game, labels = game_at(alice, bob)
    do(game, "cast Flickerwisp", "pay {1}{W}{W} automatically")
    pass_all(game)
    game.apply(f"target {game.state.last_known(labels[target]).card.name}#{labels[target]}")
    pass_all(game)
    return game, labels


def triggered_lines(game: Game, text: str) -> int:
    return sum(1 for e in game.log() if e.rule == "603.3" and f": {text}" in e.text)


def top(game: Game) -> GameObject:
    return game.state.objects[game.state.stack[-1]]


# -- 603.7, 603.7b: at the next end step, once ---------------------------------------------
def test_it_triggers_at_the_next_end_step_and_only_once() -> None:
    """603.7, 603.7b, 610.2: Flickerwisp's ability exiles Bob's Gray Ogre and creates a delayed
    triggered ability; it triggers at the beginning of this turn's end step, returns the
    card, and is gone: it doesn't trigger at the next turn's end step."""
    game, _ = flickerwisp_exiles("ogre")
    assert zone(game, BOB, "exile") == ["Gray Ogre"]
    assert len(pending(game.state)) == 1 and cites(game, "603.7a")
    to_end_step(game, turn=3)
    assert stack(game) == ["Flickerwisp ability"]
    assert top(game).ability_key == (FLICKERWISP_RETURN.key, 0)
    pass_all(game)
    assert battlefield(game, BOB) == ["Gray Ogre"] and zone(game, BOB, "exile") == []
    assert pending(game.state) == [] and game.state.delayed == ()
    to_end_step(game, turn=4)
    assert stack(game) == []
    assert triggered_lines(game, RETURN_TEXT) == 1


def test_created_during_the_end_step_it_waits_for_the_next_turns() -> None:
    """603.7a, 513.2: Alice casts Otherworldly Journey during her end step: that step had
    already begun when the delayed ability was created, so Bob's Gray Ogre comes back at
    the beginning of the next turn's end step, with a +1/+1 counter."""
    game, labels = game_at({"hand": ["Otherworldly Journey"], "battlefield": ["Plains"] * 2,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}],
                            "library": LIBRARY}, step="end")
    do(game, "cast Otherworldly Journey", "target Gray Ogre", "pay {1}{W} automatically")
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Gray Ogre"]
    pass_until(game, at_step("precombat main", turn=4))
    assert zone(game, BOB, "exile") == ["Gray Ogre"] and len(pending(game.state)) == 1
    to_end_step(game, turn=4)
    assert stack(game) == ["Otherworldly Journey ability"]
    pass_all(game)
    ogre = game.state.battlefield[-1]
    assert battlefield(game, BOB) == ["Gray Ogre"] and ogre != labels["ogre"]
    assert game.state.objects[ogre].counters == {"+1/+1": 1}


def test_an_earlier_event_can_make_the_trigger_event_impossible() -> None:
    """603.7a: Farewell Sprite's enters ability creates "when this creature leaves the
    battlefield, draw a card". If Bob kills the Sprite in response, it has left before the
    ability exists, so that ability never triggers; if he kills it after, Alice draws."""
    game, _ = game_at({"hand": ["Farewell Sprite"], "battlefield": ["Island"],
                       "library": LIBRARY},
                      {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
                       "library": LIBRARY}, cards=CARDS)
    do(game, "cast Farewell Sprite", "pay {U} automatically")
    pass_all(game)
    assert stack(game) == ["Farewell Sprite ability"]
    in_response = game.fork()
    # Bob kills the Sprite in response: the delayed ability is created after it has left.
    do(in_response, "pass", "cast Lightning Bolt", "target Farewell Sprite",
       "pay {R} automatically")
    pass_all(in_response)       # the Bolt resolves; the Sprite dies
    pass_all(in_response)       # the enters ability resolves: too late
    assert zone(in_response, ALICE, "graveyard") == ["Farewell Sprite"]
    assert cites(in_response, "603.7a") and len(pending(in_response.state)) == 1
    assert stack(in_response) == [] and zone(in_response, ALICE, "hand") == []
    # After the enters ability has resolved, the Sprite dying triggers the delayed ability.
    pass_all(game)
    do(game, "pass", "cast Lightning Bolt", "target Farewell Sprite", "pay {R} automatically")
    pass_all(game)
    assert stack(game) == ["Farewell Sprite ability"]
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Island"] and pending(game.state) == []


def test_with_a_stated_duration_it_triggers_each_time_until_it_ends() -> None:
    """603.7b: "whenever a creature dies this turn" triggers for each of the two
    creatures Day of Judgment destroys, but not for a creature dying the next turn."""
    game, _ = game_at({"hand": ["Mourning Vigil", "Day of Judgment", "Savannah Lions"],
                       "battlefield": ["Plains"] * 6 + ["Grizzly Bears"], "library": LIBRARY},
                      {"hand": ["Lightning Bolt"],
                       "battlefield": ["Mountain", "Gray Ogre"], "library": LIBRARY},
                      cards=CARDS)
    do(game, "cast Mourning Vigil", "pay {W} automatically")
    pass_all(game)
    do(game, "cast Day of Judgment", "pay {2}{W}{W} automatically")
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.TRIGGER_ORDER
    game.apply(game.legal_choices()[0])
    assert stack(game) == ["Mourning Vigil ability"] * 2
    pass_all(game)
    pass_all(game)
    assert life(game, ALICE) == 24 and len(pending(game.state)) == 1
    do(game, "cast Savannah Lions", "pay {W} automatically")
    pass_all(game)
    pass_until(game, at_step("precombat main", turn=4))
    do(game, "cast Lightning Bolt", "target Savannah Lions", "pay {R} automatically")
    pass_all(game)
    assert zone(game, ALICE, "graveyard")[-1] == "Savannah Lions"
    assert stack(game) == [] and life(game, ALICE) == 24
    assert pending(game.state) == [] and game.state.delayed == ()


# -- 603.7c: the objects it refers to -------------------------------------------------------
def test_it_still_affects_an_object_whose_characteristics_changed() -> None:
    """603.7c, 702.84a: the unearthed Fatestitcher is exiled at the beginning of the next
    end step though Giant Growth has made it a 4/5 since."""
    game, labels = game_at({"graveyard": [{"card": "Fatestitcher", "label": "card"}],
                            "hand": ["Giant Growth"], "battlefield": ["Island", "Forest"],
                            "library": LIBRARY}, {"library": LIBRARY})
    do(game, f"activate Fatestitcher#{labels['card']}: Unearth {{U}}", "pay {U} automatically")
    pass_all(game)
    do(game, "cast Giant Growth", "target Fatestitcher", "pay {G} automatically")
    pass_all(game)
    stitcher = game.state.battlefield[-1]
    assert characteristics(game.state, stitcher).power == 4
    to_end_step(game, turn=3)
    pass_all(game)
    assert zone(game, ALICE, "exile") == ["Fatestitcher"]


def test_a_new_object_isnt_affected() -> None:
    """603.7c, 400.7: Flickerwisp exiles the unearthed Fatestitcher, which returns at the
    end step as a new object: unearth's delayed ability, which refers to the permanent
    that left, doesn't exile it, in either order, and the card stays."""
    game, labels = game_at({"graveyard": [{"card": "Fatestitcher", "label": "card"}],
                            "hand": ["Flickerwisp"], "battlefield": ["Plains"] * 3 + ["Island"],
                            "library": LIBRARY}, {"library": LIBRARY})
    do(game, f"activate Fatestitcher#{labels['card']}: Unearth {{U}}", "pay {U} automatically")
    pass_all(game)
    stitcher = game.state.battlefield[-1]
    do(game, "cast Flickerwisp", "pay {1}{W}{W} automatically")
    pass_all(game)
    do(game, f"target Fatestitcher#{stitcher}")
    pass_all(game)
    assert zone(game, ALICE, "exile") == ["Fatestitcher"]
    pass_until(game, at_step("end", turn=3, priority=False))
    assert game.decision is not None and game.decision.kind is DecisionKind.TRIGGER_ORDER
    for first in (0, 1):
        branch = game.fork()
        branch.apply(branch.legal_choices()[first])
        assert sorted(stack(branch)) == ["Fatestitcher ability", "Flickerwisp ability"]
        pass_all(branch)
        pass_all(branch)
        assert "Fatestitcher" in battlefield(branch, ALICE), who(branch)
        assert zone(branch, ALICE, "exile") == []
        returned = branch.state.battlefield[-1]
        assert returned != stitcher and UNEARTHED not in branch.state.objects[returned].chosen
        pass_until(branch, at_step("end", turn=4))
        assert "Fatestitcher" in battlefield(branch, ALICE)
    first = game.fork()
    first.apply(next(c for c in first.legal_choices() if "Flickerwisp" in str(c)))
    pass_all(first)      # unearth's ability resolves first: the permanent has left already
    assert cites(first, "603.7c")


# -- 603.7d-f: source and controller -------------------------------------------------------
def test_a_spells_delayed_ability_has_that_spell_as_its_source() -> None:
    """603.7d, 603.3a: Bob casts Otherworldly Journey on Alice's turn, exiling her Gray
    Ogre: the delayed ability's source is that spell and its controller is Bob; the Ogre
    returns under its owner's control."""
    game, _ = game_at({"battlefield": [{"card": "Gray Ogre", "label": "ogre"}],
                       "library": LIBRARY},
                      {"hand": ["Otherworldly Journey"], "battlefield": ["Plains"] * 2,
                       "library": LIBRARY})
    do(game, "pass", "cast Otherworldly Journey", "target Gray Ogre", "pay {1}{W} automatically")
    spell = game.state.stack[-1]
    pass_all(game)
    (d,) = pending(game.state)
    assert d.source == spell and d.controller == BOB
    to_end_step(game, turn=3)
    ability = top(game)
    assert ability.source == spell and ability.controller == BOB
    assert game.state.last_known(spell).zone == "stack"
    pass_all(game)
    assert battlefield(game, ALICE) == ["Gray Ogre"] and battlefield(game, BOB) == ["Plains"] * 2


def test_an_abilitys_delayed_ability_has_that_abilitys_source() -> None:
    """603.7e, 603.3a: the delayed ability created by Flickerwisp's enters ability has
    Flickerwisp as its source and Alice as its controller, even after Flickerwisp has
    died; the Gray Ogre returns under Bob's control."""
    game, _ = flickerwisp_exiles("ogre", bob={"hand": ["Lightning Bolt"],
                                                   "battlefield": [
                                                       "Mountain",
                                                       {"card": "Gray Ogre", "label": "ogre"}]})
    wisp = next(oid for oid in game.state.battlefield
                if game.state.objects[oid].card.name == "Flickerwisp")
    do(game, "pass", "cast Lightning Bolt", f"target Flickerwisp#{wisp}", "pay {R} automatically")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Flickerwisp"]
    to_end_step(game, turn=3)
    ability = top(game)
    assert ability.source == wisp and ability.controller == ALICE
    pass_all(game)
    assert battlefield(game, BOB) == ["Mountain", "Gray Ogre"]


def test_a_replacement_effects_delayed_ability_belongs_to_the_static_abilitys_object() -> None:
    """603.7f: Bob's Warden of Passage replaces Alice's Gray Ogre dying; the delayed
    ability it creates has the Warden as its source and Bob, the Warden's controller, as
    its controller, though Alice's Lightning Bolt killed the Ogre."""
    game, labels = game_at({"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Gray Ogre"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Warden of Passage", "label": "warden"}],
                            "library": LIBRARY}, cards=CARDS)
    do(game, "cast Lightning Bolt", "target Gray Ogre", "pay {R} automatically")
    pass_all(game)
    assert zone(game, ALICE, "exile") == ["Gray Ogre"]
    (d,) = pending(game.state)
    assert d.source == labels["warden"] and d.controller == BOB
    to_end_step(game, turn=3)
    assert top(game).source == labels["warden"] and top(game).controller == BOB
    pass_all(game)
    assert zone(game, BOB, "hand") == ["Island"] and zone(game, ALICE, "hand") == []


def test_the_next_upkeep_and_your_next_upkeep() -> None:
    """603.7, 603.7b: on Alice's turn, "at the beginning of the next upkeep" triggers in
    Bob's upkeep; "at the beginning of your next upkeep" waits for Alice's. Both are
    controlled by Alice, who draws."""
    game, _ = game_at({"hand": ["Next Dawn", "Slow Study"], "battlefield": ["Island"] * 2,
                       "library": LIBRARY}, {"library": LIBRARY}, cards=CARDS)
    for name in ("Next Dawn", "Slow Study"):
        do(game, f"cast {name}", "pay {U} automatically")
        pass_all(game)
    pass_until(game, at_step("upkeep", turn=4))
    assert stack(game) == ["Next Dawn ability"] and top(game).controller == ALICE
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 1
    pass_until(game, at_step("upkeep", turn=5))
    assert stack(game) == ["Slow Study ability"]
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 2 and pending(game.state) == []


def test_a_delayed_ability_of_a_player_who_left_isnt_put_on_the_stack() -> None:
    """800.4d (the Astral Slide example), 603.7d: Bob's Otherworldly Journey exiles
    Carol's Gray Ogre; Bob leaves the game; at the end step his delayed ability triggers
    but isn't put on the stack, and the Ogre stays in exile."""
    game, _ = game_at({"library": LIBRARY},
                      {"hand": ["Otherworldly Journey"], "battlefield": ["Plains"] * 2,
                       "library": LIBRARY},
                      carol={"battlefield": ["Gray Ogre"], "library": LIBRARY})
    do(game, "pass", "cast Otherworldly Journey", "target Gray Ogre", "pay {1}{W} automatically")
    pass_all(game)
    assert zone(game, CAROL, "exile") == ["Gray Ogre"]
    game.concede("Bob")
    to_end_step(game, turn=3)
    assert stack(game) == [] and zone(game, CAROL, "exile") == ["Gray Ogre"]
    assert pending(game.state) == []


# -- plain data: forks and saves -----------------------------------------------------------
def test_a_pending_delayed_ability_is_plain_data_that_saves_and_loads_exactly() -> None:
    """603.7, 400.7: the pending record is plain JSON data naming its ability by key; a
    save loads into the same state (the same hash) and plays on the same way, also with
    the ability on the stack."""
    game, _ = flickerwisp_exiles("ogre")
    (record,) = game.state.delayed
    json.dumps(record)
    copy = state_from_json(json.loads(json.dumps(state_to_json(game.state))), get_card)
    assert copy.delayed == game.state.delayed and state_hash(copy) == state_hash(game.state)
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    for g in (game, loaded):
        to_end_step(g, turn=3)
    assert loaded.state_hash() == game.state_hash()
    on_stack = Game.load(game.save())        # the delayed ability is on the stack
    for g in (game, on_stack):
        pass_all(g)
        assert battlefield(g, BOB) == ["Gray Ogre"]
    assert on_stack.state_hash() == game.state_hash()


def test_forks_keep_their_own_delayed_abilities() -> None:
    """A fork made while the delayed ability is pending is independent: one game reaches
    the end step and gets the Ogre back, the other still waits, with its record."""
    game, _ = flickerwisp_exiles("ogre")
    fork = game.fork()
    to_end_step(fork, turn=3)
    pass_all(fork)
    assert battlefield(fork, BOB) == ["Gray Ogre"] and fork.state.delayed == ()
    assert zone(game, BOB, "exile") == ["Gray Ogre"] and len(pending(game.state)) == 1
    to_end_step(game, turn=3)
    pass_all(game)
    assert game.state_hash() == fork.state_hash()


def test_records_of_other_kinds_are_left_alone() -> None:
    """`state.delayed` also holds the monarch's records (rules/designations.py): the end
    step triggers the pending delayed ability and removes only its record."""
    game, _ = flickerwisp_exiles("ogre")
    state = game.state.fork()
    crowned = (CROWNED, ALICE, 1)
    state.delayed = (crowned, *state.delayed)
    (found,) = delayed_triggers(state, StepBegins("end", ALICE), 0)
    assert found.ability_key == (FLICKERWISP_RETURN.key, 0) and found.controller == ALICE
    assert state.delayed == (crowned,)
    assert delayed_triggers(state, StepBegins("end", ALICE), 0) == []
