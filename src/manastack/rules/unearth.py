"""Unearth (702.84a): "Unearth [cost]" means "[Cost]: Return this card from your graveyard to
the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
leave the battlefield, exile it instead of putting it anywhere else. Activate only as a
sorcery."

The activated ability works from the graveyard (113.6, `ActivatedAbility.zones`); the exile
at the next end step is a delayed triggered ability (603.7, `UNEARTH_EXILE`); the returned
permanent is marked in `GameObject.chosen` (gone as it leaves, 400.7), and its own
replacement effect exiles it instead of letting it go anywhere else (614.1a).
"""

from __future__ import annotations

from dataclasses import replace

from manastack.rules.abilities import Ability, ActivatedAbility, Cost, ReplacementAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.delayed import at_next_step, create_delayed_trigger, delayed_ability, that_object
from manastack.rules.events import Event, ZoneMove
from manastack.rules.state import GameObject, GameState

UNEARTHED = "unearth"  # GameObject.chosen key marking a permanent returned by unearth


def _exile_unearthed(ctx: Ctx, r: Resolving) -> None:
    """702.84a: "Exile it at the beginning of the next end step": unless it has left the
    battlefield since; back there, it would be a new object (603.7c, 400.7)."""
    oid = that_object(ctx, r)
    if oid is not None:
        ctx.exile(oid)


UNEARTH_EXILE = delayed_ability(
    "unearth", "Exile it at the beginning of the next end step.", at_next_step("end"), _exile_unearthed
)


def _unearth(ctx: Ctx, r: Resolving) -> None:
    s = ctx.state
    card = s.get(r.source)
    if card is None or card.zone != "graveyard":
        return  # 400.7: it left the graveyard; the ability can't find it
    new = ctx.move(r.source, "battlefield", "put", controller=r.controller)
    if new is None:
        return
    s.obj_w(new).chosen[UNEARTHED] = str(s.turn)
    ctx.add_effect("keywords", ("haste",), [new], "permanent", source=new, controller=r.controller)
    ctx.log("702.84a", f"{ctx.name(new)} returns with unearth and gains haste")
    create_delayed_trigger(ctx, r, UNEARTH_EXILE, [new])  # 603.7a, 603.7e


def _unearthed_leaving(state: GameState, event: Event, source: GameObject) -> bool:
    return (
        isinstance(event, ZoneMove)
        and event.obj == source.id
        and source.zone == "battlefield"
        and UNEARTHED in source.chosen
        and event.to_zone != "exile"
    )


def _exile_instead(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    assert isinstance(event, ZoneMove)
    return replace(event, to_zone="exile", reason="exile", rule="702.84a")


def unearth(label: str, cost: Cost) -> tuple[Ability, ...]:
    """The abilities "Unearth [cost]" means: `label` is the keyword as printed ("Unearth
    {B}"), `cost` its cost."""
    return (
        ActivatedAbility(label, cost, _unearth, sorcery_speed=True, zones=("graveyard",)),
        ReplacementAbility(
            "If this permanent would leave the battlefield, exile it instead (unearth).",
            _unearthed_leaving,
            _exile_instead,
        ),
    )
