"""Permanents returned to their owner's hand during their controller's next untap step, as
the permanents untap: "During your next untap step, as you untap your permanents, return
this land to its owner's hand." (Undiscovered Paradise). 502.3: untapping is the untap
step's turn-based action, and the return happens with it, before anyone could act (502.4).

Like `untap_next.py`'s, such an effect is an `EffectRecord` of the "rule" operation (layer
6, the marker `RETURNS_AS_YOU_UNTAP`) on the objects it names, with the duration
`NEXT_UNTAP_STEP`, so `end_after_untap_step` ends it as that untap step ends (611.2a).
"""

from __future__ import annotations

from collections.abc import Sequence

from manastack.rules.context import Ctx
from manastack.rules.layers import characteristics
from manastack.rules.untap_next import NEXT_UNTAP_STEP

RETURNS_AS_YOU_UNTAP = "returns to its owner's hand during its controller's next untap step"


def return_during_next_untap(ctx: Ctx, oids: Sequence[int], source: int | None,
                             controller: int) -> None:
    """611.2a: `oids` return to their owners' hands during their controller's next untap
    step."""
    if not oids:
        return
    ctx.add_effect("rule", (RETURNS_AS_YOU_UNTAP,), oids, NEXT_UNTAP_STEP, source, controller)
    ctx.log("502.3", ", ".join(ctx.name(o) for o in oids)
            + " will return to its owner's hand during its controller's next untap step")


def return_as_untapping(ctx: Ctx, team: Sequence[int]) -> None:
    """502.3: as `team` untap their permanents, those an effect returns go to their owners'
    hands."""
    s = ctx.state
    if not any(e.duration == NEXT_UNTAP_STEP for e in s.effects):
        return
    leaving = [oid for oid in s.battlefield
               if characteristics(s, oid).controller in team
               and RETURNS_AS_YOU_UNTAP in characteristics(s, oid).rules]
    with ctx.simultaneously(leaving):
        for oid in leaving:
            ctx.log("502.3", f"{ctx.name(oid)} returns to its owner's hand as its controller "
                    "untaps their permanents")
            ctx.bounce(oid)
