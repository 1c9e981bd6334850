"""Effects that keep permanents tapped through one untap step: "It doesn't untap during its
controller's next untap step." (Crippling Chill, Frost Breath). 502.3: the active player's
permanents untap except those an effect says don't.

Such an effect is an `EffectRecord` of the "rule" operation (layer 6, the marker
`turns.DOESNT_UNTAP`) on the objects it names, with the duration `NEXT_UNTAP_STEP`; as an
untap step ends, the objects the active player (or team) controls leave it, so it lasts
through exactly one untap step of each object's controller (611.2a).
"""

from __future__ import annotations

from collections.abc import Sequence

from manastack.rules.context import Ctx
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState

NEXT_UNTAP_STEP = "its controller's next untap step"
DOESNT_UNTAP = "doesn't untap"          # the marker turns.py reads (502.3)


def skip_next_untap(ctx: Ctx, oids: Sequence[int], source: int | None, controller: int) -> None:
    """502.3, 611.2a: `oids` don't untap during their controller's next untap step."""
    if not oids:
        return
    ctx.add_effect("rule", (DOESNT_UNTAP,), oids, NEXT_UNTAP_STEP, source, controller)
    ctx.log("502.3", ", ".join(ctx.name(o) for o in oids)
            + " won't untap during its controller's next untap step")


def end_after_untap_step(state: GameState, team: Sequence[int]) -> None:
    """611.2a: the untap step of `team` has happened for the permanents they control."""
    if not any(e.duration == NEXT_UNTAP_STEP for e in state.effects):
        return
    kept = []
    for e in state.effects:
        if e.duration == NEXT_UNTAP_STEP and e.affected is not None:
            left = tuple(o for o in e.affected if o in state.battlefield
                         and characteristics(state, o).controller not in team)
            if not left:
                continue
            if left != e.affected:
                e = type(e)(e.op, e.params, e.layer, e.timestamp, left, e.duration, e.source,
                            e.controller, e.selector)
        kept.append(e)
    state.effects = tuple(kept)
    state.touch()
