"""Umbra armor (702.89a): "If enchanted permanent would be destroyed, instead remove all
damage marked on it and destroy this Aura." A replacement effect of the Aura (614.1a) on
the destruction of the permanent it enchants. It is not regeneration (701.19): it applies
to a destruction that says the permanent can't be regenerated, and it doesn't tap the
permanent or remove it from combat. Sacrifice, or toughness 0 (704.5f), is no destruction,
so it doesn't apply.
"""

from __future__ import annotations

from manastack.rules.abilities import ReplacementAbility
from manastack.rules.context import Ctx
from manastack.rules.events import Destroy, Event
from manastack.rules.state import GameObject, GameState

LABEL = "Umbra armor"


def _applies(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, Destroy) and source.attached_to is not None and \
        event.obj == source.attached_to


def _replace(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    """702.89a: the enchanted permanent's damage is removed (with it, the deathtouch damage
    that made it lethal, 704.5h) and the Aura is destroyed instead."""
    assert isinstance(event, Destroy)
    s = ctx.state
    w = s.obj_w(event.obj)
    w.damage = 0
    w.deathtouched = False
    s.touch()
    ctx.log("702.89a", f"umbra armor of {ctx.name(source.id)}: {ctx.name(event.obj)} isn't "
            "destroyed; its damage is removed and the Aura is destroyed instead")
    ctx.destroy(source.id)
    return None


UMBRA_ARMOR = ReplacementAbility(LABEL, _applies, _replace)
