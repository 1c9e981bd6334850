"""Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast
before it this turn. If the spell has any targets, you may choose new targets for any of
the copies."

The trigger works on the stack (113.6e): this module's `RULE_TRIGGERS` hook puts it into
`state.pending_triggers` as the spell becomes cast (601.2i), with the number of other
spells cast before it this turn by every player (`spells_cast_this_turn`, which already
counts this one). Each instance of storm triggers separately (702.40b). The copies are
made as it resolves, from the spell as it last existed if it left the stack (608.2h), with
its choices (707.10: modes, X, targets, costs paid); they aren't cast (707.10), and one that
leaves the stack ceases to exist (707.10a, the move handler).
"""

from __future__ import annotations

from manastack.rules.abilities import TriggeredAbility
from manastack.rules.cast_triggers import cast_triggers
from manastack.rules.context import RULE_TRIGGERS, Ctx, Resolving, hook_events
from manastack.rules.events import Event, SpellCast
from manastack.rules.state import GameObject, GameState, PendingTrigger

LABEL = "Storm"
COUNT = "storm count"        # the key of the number of copies in the trigger's event data


def _never(state: GameState, event: Event, source: GameObject) -> bool:
    return False


def _copy_for_each(ctx: Ctx, r: Resolving) -> None:
    copies = int(r.event.get(COUNT, 0))
    for _ in range(copies):
        copy_spell(ctx, r.source, r.controller)


STORM = TriggeredAbility(LABEL, _never, _copy_for_each, zones=("stack",))


def storm_triggers(state: GameState, event: Event, order: int) -> list[PendingTrigger]:
    """702.40a: the storm of a spell just cast, with the other spells cast before it this
    turn (the caster's count already has it)."""
    if not isinstance(event, SpellCast):
        return []
    before = sum(p.spells_cast_this_turn for p in state.players) - 1
    return cast_triggers(STORM, state, event, order, ((COUNT, before),))


def copy_spell(ctx: Ctx, spell_id: int, controller: int) -> int:
    """707.10: a copy of the spell (as it last existed, 608.2h) put onto the stack under
    `controller`, who may choose new targets for it (707.10c)."""
    s = ctx.state
    original = s.last_known(spell_id)
    assert original is not None
    copy = GameObject(s.new_id(), original.card, controller, "stack", s.new_timestamp(), "copy")
    copy.controller = controller
    for name in ("targets", "division", "modes", "x", "kicked", "costs_paid"):
        setattr(copy, name, getattr(original, name))
    copy.chosen = dict(original.chosen)
    s.add_object(copy)
    s.stack = (*s.stack, copy.id)
    s.touch()
    ctx.log("707.10", f"{s.players[controller].name} copies {ctx.name(spell_id)}: "
            f"{ctx.name(copy.id)}")
    if copy.targets:
        _new_targets(ctx, copy.id, controller)
    return copy.id


def _new_targets(ctx: Ctx, copy_id: int, controller: int) -> None:
    """707.10c: the controller may leave the targets or choose new legal ones."""
    from manastack.rules.casting import _spell_targets, choose_targets

    s = ctx.state
    copy = s.objects[copy_id]
    spell = copy.card.spell
    specs = spell.modes[copy.modes[0]][2] if spell is not None and spell.modes and copy.modes \
        else _spell_targets(copy.card)
    if not specs or not ctx.may(controller, f"choose new targets for {ctx.name(copy_id)} "
                                "(707.10c)?"):
        return
    targets = choose_targets(ctx, controller, specs, ctx.name(copy_id), itself=copy_id)
    s.obj_w(copy_id).targets = targets


if storm_triggers not in RULE_TRIGGERS:
    RULE_TRIGGERS.append(storm_triggers)
    hook_events(storm_triggers, SpellCast)
