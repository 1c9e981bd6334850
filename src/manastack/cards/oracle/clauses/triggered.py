"""Triggered abilities (603): "When/Whenever/At ..., [effect]".

The grammar is `triggered.lark` beside this file; each method gives one of its rules (a
template) its meaning.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import (
    AbilityIR,
    Desc,
    TriggerIR,
)
from manastack.cards.oracle.semantics import (
    Unsupported,
)
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.rules.events import (
    AttackerDeclared,
    BlockerDeclared,
    Damage,
    Draw,
    Event,
    LifeGain,
    Sacrifice,
    StepBegins,
    TurnedFaceUp,
    ZoneMove,
)
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


class TriggeredClauses:
    """The transformer methods of triggered.lark."""

    def triggered(self, c: list[Any]) -> AbilityIR:
        trig: TriggerIR = c[0]
        return AbilityIR("triggered", trigger=trig, items=c[1])

    def enters_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, ZoneMove) and event.to_zone == "battlefield" and \
                event.new_id == source.id
        return TriggerIR(check)

    def dies_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, ZoneMove) and event.obj == source.id and \
                event.to_zone == "graveyard" and source.zone == "battlefield" and \
                "Creature" in characteristics(state, source.id).types
        return TriggerIR(check, look_back=True, found_zone="graveyard")

    def leaves_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, ZoneMove) and event.obj == source.id and \
                source.zone == "battlefield" and event.to_zone != "battlefield"
        return TriggerIR(check, look_back=True)

    def turned_face_up_self_trigger(self, c: list[Any]) -> TriggerIR:
        """708.8, 116.2b: "When this creature is turned face up" (not as it enters)."""
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, TurnedFaceUp) and event.obj == source.id
        return TriggerIR(check)

    def attacks_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, AttackerDeclared) and event.obj == source.id
        return TriggerIR(check)

    def blocks_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, BlockerDeclared) and event.obj == source.id and \
                _first_block(state, event)
        return TriggerIR(check)

    def attacks_or_blocks_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if isinstance(event, AttackerDeclared):
                return event.obj == source.id
            return isinstance(event, BlockerDeclared) and event.obj == source.id and \
                _first_block(state, event)
        return TriggerIR(check)

    def combat_damage_player_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, Damage) and event.combat and event.source == source.id \
                and event.target < 0
        # "that many" is the damage the triggering event dealt (120.3, 510.2).
        return TriggerIR(check, event_player_key="target", event_amount=True)

    def step_trigger(self, c: list[Any]) -> TriggerIR:
        step, whose = c[0]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, StepBegins) or event.step != step:
                return False
            if whose == "each":
                return True
            me = characteristics(state, source.id).controller if source.id in state.objects \
                else source.controller
            if whose == "you":
                return event.active == me
            return state.players[event.active].team != state.players[me].team
        if whose != "you":      # "At the beginning of each player's upkeep, that player ..."
            return TriggerIR(check, event_player_key="active", event_player_index=True)
        return TriggerIR(check)

    def your_upkeep(self, c: list[Any]) -> tuple[str, str]:
        return ("upkeep", "you")

    def each_upkeep(self, c: list[Any]) -> tuple[str, str]:
        return ("upkeep", "each")

    def your_end_step(self, c: list[Any]) -> tuple[str, str]:
        return ("end", "you")

    def each_end_step(self, c: list[Any]) -> tuple[str, str]:
        return ("end", "each")

    def your_combat(self, c: list[Any]) -> tuple[str, str]:
        return ("beginning of combat", "you")

    def another(self, c: list[Any]) -> str:
        return "another"

    def _zone_trigger(self, c: list[Any], to_zone: str) -> TriggerIR:
        other = "another" in c
        desc: Desc = c[-1]
        flt = desc.filter
        dies = to_zone == "graveyard"

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, ZoneMove) or event.to_zone != to_zone or event.new_id is None:
                return False
            if dies:
                old = state.lki.get(event.obj)
                if old is None or old.zone != "battlefield":
                    return False
                oid = event.obj
            else:
                oid = event.new_id
            if other and oid == source.id:
                return False
            if dies and other and event.obj == source.id:
                return False
            me = source.controller
            return flt.matches(state, oid, me, source.id)
        # 400.7: the creature that died is a new object in the graveyard, which "it"
        # finds (400.7e, clauses/found_objects.py); an entering object is the event's.
        key = None if dies else "new_id"
        return TriggerIR(check, look_back=dies, about_self=False, event_obj_key=key,
                         found_zone="graveyard" if dies else None)

    def enters_trigger(self, c: list[Any]) -> TriggerIR:
        return self._zone_trigger(c, "battlefield")

    def dies_trigger(self, c: list[Any]) -> TriggerIR:
        desc: Desc = c[-1]
        flt = desc.filter
        # 700.4: "dies" is "is put into a graveyard from the battlefield"; a creature type
        # alone ("an Elf you control") names a permanent with that subtype (109.2, 205.3m).
        creature_types = bool(flt.subtypes) and flt.subtypes <= CREATURE_TYPES
        if flt.types - {"Creature"} or not (flt.types or creature_types):
            raise Unsupported("'dies' of a noncreature")
        return self._zone_trigger(c, "graveyard")

    def attacks_trigger(self, c: list[Any]) -> TriggerIR:
        other = "another" in c
        desc: Desc = c[-1]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, AttackerDeclared):
                return False
            if other and event.obj == source.id:
                return False
            return desc.filter.matches(state, event.obj, source.controller, source.id)
        return TriggerIR(check, about_self=False, event_obj_key="obj")

    def _cast_trigger(self, c: list[Any], caster: str) -> TriggerIR:
        if "another" in c:
            raise Unsupported("'another spell'")
        desc: Desc = c[-1]
        # "that player" is the caster. "it" is the source after "a spell that targets this
        # creature" (the last object named); otherwise it names nothing ("that spell", the
        # event's object, isn't supported).
        return TriggerIR(sem.cast_check(caster, desc.filter),
                         about_self=desc.filter.targets_source,
                         event_player_key=None if caster == "you" else "player",
                         event_player_index=True)

    def cast_trigger(self, c: list[Any]) -> TriggerIR:
        return self._cast_trigger(c, "you")

    def player_cast_trigger(self, c: list[Any]) -> TriggerIR:
        return self._cast_trigger(c, "player")

    def opponent_cast_trigger(self, c: list[Any]) -> TriggerIR:
        return self._cast_trigger(c, "opponent")

    def nth_spell(self, c: list[Any]) -> int:
        return ("first", "second", "third").index(str(c[0])) + 1

    def _nth_cast_trigger(self, c: list[Any], caster: str) -> TriggerIR:
        # "your second spell each turn": any spell, counted by the caster's spells cast
        # this turn (601.2i); "that player" is the caster, "it" names nothing.
        return TriggerIR(sem.cast_check(caster, sem.Filter("spell"), nth=c[-1]),
                         about_self=False,
                         event_player_key=None if caster == "you" else "player",
                         event_player_index=True)

    def nth_cast_trigger(self, c: list[Any]) -> TriggerIR:
        return self._nth_cast_trigger(c, "you")

    def player_nth_cast_trigger(self, c: list[Any]) -> TriggerIR:
        return self._nth_cast_trigger(c, "player")

    def opponent_nth_cast_trigger(self, c: list[Any]) -> TriggerIR:
        return self._nth_cast_trigger(c, "opponent")

    def gain_life_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, LifeGain) and event.player == source.controller
        # "that much": the life gained (603.2, 608.2h).
        return TriggerIR(check, about_self=False, event_amount=True)

    def draw_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, Draw) and event.player == source.controller
        return TriggerIR(check, about_self=False)

    def sacrifice_trigger(self, c: list[Any]) -> TriggerIR:
        other = "another" in c
        desc: Desc = c[-1]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, Sacrifice):
                return False
            if other and event.obj == source.id:
                return False
            old = state.last_known(event.obj)
            return old is not None and old.controller == source.controller and \
                desc.filter.matches(state, event.obj, source.controller, source.id)
        return TriggerIR(check, look_back=True, about_self=False)


def _first_block(state: GameState, event: BlockerDeclared) -> bool:
    """509.1i / 603.2c: "whenever this blocks" triggers once, however many it blocks."""
    combat = state.combat
    if combat is None:
        return True
    return combat.blocking(event.obj)[:1] == (event.attacker,)
