"""The stack: triggered abilities going on it (603.3) and resolution (608)."""

from __future__ import annotations

from manastack.rules.abilities import (
    Ability,
    ActivatedAbility,
    CardDef,
    SpellAbility,
    TargetSpec,
    TriggeredAbility,
)
from manastack.rules.any_mana_costs import counters_paid_for
from manastack.rules.casting import choose_targets
from manastack.rules.context import Ctx, Resolving, RulesError
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.events import BecameTargets, ZoneMove
from manastack.rules.granted import PREFIX as GRANTED_PREFIX
from manastack.rules.granted import granted_ability
from manastack.rules.mana import ManaCost
from manastack.rules.modes import choose_modes, mode_targets, modes_effect, selectable_modes
from manastack.rules.multiplayer import apnap_groups, trigger_orderer
from manastack.rules.state import GameObject, GameState, PendingTrigger
from manastack.rules.targets import candidates, source_objects, still_legal

# Inherent abilities with no source (724.2 the monarch, ...), by pseudo card name.
INHERENT: dict[str, tuple[TriggeredAbility, ...]] = {}


def ability_for(state: GameState, key: tuple[str, int], source: int | None) -> Ability:
    """The ability an ability-on-the-stack or pending trigger refers to."""
    name, index = key
    if name in INHERENT:
        return INHERENT[name][index]
    if name.startswith(GRANTED_PREFIX):
        return granted_ability(name)      # 113.10: an ability an effect granted
    obj = state.last_known(source) if source is not None else None
    card = obj.card if obj is not None else None
    if card is not None and card.name != name:
        # 113.7a: an ability on the stack stays the face's that had it, though its
        # source transformed since (712.18).
        from manastack.rules.transform import other_face
        card = other_face(card)
    if card is None or card.name != name:
        raise RulesError(f"ability {key} has lost its source #{source}")
    return card.abilities[index]


def _targets_of(ability: Ability, obj: GameObject) -> tuple[TargetSpec, ...]:
    if isinstance(ability, (TriggeredAbility, SpellAbility)) and ability.modes:
        return mode_targets(ability.modes, obj.modes)       # 700.2c
    if isinstance(ability, (TriggeredAbility, ActivatedAbility, SpellAbility)):
        return ability.targets
    return ()


# -- 603.3: triggered abilities onto the stack ------------------------------------------
def put_triggers(ctx: Ctx) -> None:
    """603.3b: each player in APNAP order puts their triggered abilities on the stack in
    the order they choose; targets are chosen as each goes on (603.3d). With shared team
    turns each team in APNAP order puts all its players' abilities on the stack in the
    order the team chooses (805.7). Abilities of players who left never go on (800.4d)."""
    s = ctx.state
    while s.pending_triggers:
        pending = s.pending_triggers
        s.pending_triggers = ()
        for group in apnap_groups(s):
            mine = [t for t in pending if t.controller in group]
            player = trigger_orderer(s, group, mine)
            while mine:
                chosen = mine[0]
                if len(mine) > 1:
                    labels = [_trigger_label(ctx, t) for t in mine]
                    # Identical labels (one ability triggered twice) get the order number,
                    # so that every choice still reads back from its text.
                    options = [Choice("trigger", (t.order,), label if labels.count(label) == 1
                                      else f"{label} (trigger {t.order})")
                               for t, label in zip(mine, labels, strict=True)]
                    answer = ctx.choose(player, DecisionKind.TRIGGER_ORDER,
                                        "choose the next triggered ability to put on the stack "
                                        "(the last one put resolves first, 603.3b)", options)
                    chosen = next(t for t in mine if t.order == answer.args[0])
                mine.remove(chosen)
                _put_one(ctx, chosen)


def _trigger_label(ctx: Ctx, pending: PendingTrigger) -> str:
    ability = ability_for(ctx.state, pending.ability_key, pending.source)
    source = ctx.name(pending.source) if pending.source is not None else pending.ability_key[0]
    data = dict(pending.event_data)
    about = data.get("source")
    if pending.source is None and isinstance(about, int) and about >= 0:
        source += f" ({ctx.name(about)})"     # a sourceless ability (724.2): what triggered it
    if isinstance(data.get("for_player"), int):
        source += f" (for {ctx.name(-1 - data['for_player'])})"      # 805.4d: "that player"
    return f"{source}: {ability.text}"


def _put_one(ctx: Ctx, pending: PendingTrigger) -> None:
    s = ctx.state
    if not s.players[pending.controller].in_game:
        return      # 800.4a: abilities of a player who left cease to exist
    ability = ability_for(s, pending.ability_key, pending.source)
    assert isinstance(ability, TriggeredAbility)
    source_obj = s.last_known(pending.source) if pending.source is not None else None
    card = source_obj.card if source_obj is not None else _inherent_card(pending.ability_key[0])
    obj = GameObject(s.new_id(), card, pending.controller, "stack", s.new_timestamp(), "ability")
    obj.controller = pending.controller
    obj.source = pending.source
    obj.ability_key = pending.ability_key
    obj.event_data = dict(pending.event_data)
    s.add_object(obj)
    s.stack = (*s.stack, obj.id)
    s.touch()
    label = _trigger_label(ctx, pending)
    # "another target": not the ability's source.
    source = () if pending.source is None else source_objects(s, pending.source)

    def can_target(spec: TargetSpec) -> bool:
        return len(candidates(s, spec, pending.controller, source if spec.other else (),
                              pending.source)) >= spec.min_count
    specs = ability.targets
    if ability.modes:
        chosen = choose_modes(ctx, pending.controller, ability.modes, ability.mode_count, label,
                              selectable_modes(ability.modes, can_target))
        if not chosen:
            # 603.3c, 700.2b: no mode chosen, the ability is removed from the stack.
            _leave_stack(s, obj.id)
            ctx.log("603.3c", f"{label} has no mode that can be chosen and is removed from "
                    "the stack")
            return
        s.obj_w(obj.id).modes = chosen
        specs = mode_targets(ability.modes, chosen)
    if specs:
        if not all(can_target(spec) for spec in specs):
            # 603.3d: with no legal target the ability is removed from the stack.
            _leave_stack(s, obj.id)
            ctx.log("603.3d", f"{label} has no legal target and is removed from the stack")
            return
        s.obj_w(obj.id).targets = choose_targets(ctx, pending.controller, specs, label,
                                                 source=pending.source, itself=obj.id)
        ctx.perform(BecameTargets(obj.id, rule="603.3d"))
    ctx.log("603.3", f"{label} triggers and goes on the stack", card.name)


def _inherent_card(name: str) -> CardDef:
    """A stand-in card for sourceless abilities, so they can be named in logs (724.2)."""
    return CardDef(name, ManaCost(()), frozenset())


def _leave_stack(state: GameState, oid: int) -> None:
    state.stack = tuple(i for i in state.stack if i != oid)
    obj = state.remove_object(oid)
    state.remember(obj)
    state.touch()


# -- 608: resolution -------------------------------------------------------------------
def resolve_top(ctx: Ctx) -> None:
    """608.2 / 608.3: the top object of the stack resolves."""
    s = ctx.state
    oid = s.stack[-1]
    obj = s.objects[oid]
    if obj.kind == "ability":
        _resolve_ability(ctx, obj)
    else:
        _resolve_spell(ctx, obj)


def _check_targets(ctx: Ctx, obj: GameObject, specs: tuple[TargetSpec, ...]
                   ) -> tuple[bool, frozenset[int]]:
    """608.2b: which targets are illegal now; False if every target is."""
    if not obj.targets:
        return True, frozenset()
    s = ctx.state
    flat: list[TargetSpec] = []
    for spec in specs:
        flat.extend([spec] * spec.max_count)
    # 702.16b: the quality of the spell, or of the ability's source.
    targeter = obj.source if obj.kind == "ability" and obj.source is not None else obj.id
    illegal = frozenset(i for i, ref in enumerate(obj.targets)
                        if not still_legal(s, flat[min(i, len(flat) - 1)], ref, obj.controller,
                                           targeter))
    return len(illegal) < len(obj.targets), illegal


def _resolving(obj: GameObject, source: int, illegal: frozenset[int]) -> Resolving:
    return Resolving(obj.id, source, obj.controller, obj.targets, obj.x or 0, obj.modes,
                     dict(obj.event_data), illegal)


def _resolve_ability(ctx: Ctx, obj: GameObject) -> None:
    s = ctx.state
    assert obj.ability_key is not None
    ability = ability_for(s, obj.ability_key, obj.source)
    source = obj.source if obj.source is not None else obj.id
    name = ctx.name(obj.source) if obj.source is not None else obj.card.name
    if isinstance(ability, TriggeredAbility) and ability.intervening_if is not None:
        source_obj = s.last_known(source)
        if source_obj is None or not ability.intervening_if(s, source_obj):
            _leave_stack(s, obj.id)
            ctx.log("603.4", f"{name}: {ability.text} does nothing (its condition is false)")
            return
    ok, illegal = _check_targets(ctx, obj, _targets_of(ability, obj))
    if not ok:
        _leave_stack(s, obj.id)
        ctx.log("608.2b", f"{name}: {ability.text} doesn't resolve (all its targets are illegal)")
        return
    ctx.log("608.2", f"{name}: {ability.text} resolves")
    effect = getattr(ability, "effect", None)
    declined = isinstance(ability, TriggeredAbility) and ability.optional and \
        not ctx.may(obj.controller, f"{name}: {ability.text}")
    if effect is not None and not declined:
        effect(ctx, _resolving(obj, source, illegal))
    if obj.id in s.objects:
        _leave_stack(s, obj.id)


def _resolve_spell(ctx: Ctx, obj: GameObject) -> None:
    s = ctx.state
    card = obj.card
    spell = card.spell
    if spell is not None:
        ok, illegal = _check_targets(ctx, obj, _targets_of(spell, obj))
        if not ok:
            ctx.move(obj.id, "graveyard", "fizzle")
            return
        ctx.log("608.2", f"{card.name}#{obj.id} resolves", card.name)
        effect = modes_effect(spell.modes) if spell.modes and obj.modes else spell.effect
        effect(ctx, _resolving(obj, obj.id, illegal))
        if obj.id in s.objects and s.objects[obj.id].zone == "stack":
            ctx.move(obj.id, "graveyard", "finish")     # 608.2n
        return
    # 608.3: a permanent spell enters the battlefield; an Aura's target is checked (608.3a).
    aura_spec = card.extra.get("enchant")
    if isinstance(aura_spec, TargetSpec) and obj.targets:
        ok, _ = _check_targets(ctx, obj, (aura_spec,))
        if not ok:
            # 608.3b: an Aura spell whose target is illegal doesn't resolve.
            ctx.perform(ZoneMove(obj.id, "graveyard", "fizzle", rule="608.3b"))
            return
    ctx.log("608.3", f"{card.name}#{obj.id} resolves", card.name)
    target = obj.targets[0] if obj.targets else None
    # 712.8f: a modal double-faced spell cast as its back face enters with that face up.
    back_up = "modal_front" in card.extra
    done = ctx.perform(ZoneMove(obj.id, "battlefield", "resolve", controller=obj.controller,
                                transformed=back_up, counters=counters_paid_for(obj),
                                rule="608.3"))
    new = done.new_id if isinstance(done, ZoneMove) else None
    if new is not None and target is not None and isinstance(aura_spec, TargetSpec):
        s.obj_w(new).attached_to = target      # 303.4f
