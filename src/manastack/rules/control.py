"""Continuous control for the "summoning sickness" rule (302.6, 107.5, 107.6).

A creature's {T} and {Q} abilities (and attacking) need the creature to have been under its
controller's control continuously since their most recent turn began. The controller is a
characteristic after layer 2 (613.1b), so control can change without the object moving:
Mind Control, "gain control until end of turn", an Aura leaving. Each permanent remembers
the controller last observed (`GameObject.control_seen`) and the turn its current control
began (`control_since`, set when it enters the battlefield, 400.7). `observe_control`
compares the two and restarts `control_since` when control has changed; the engine calls it
before each priority decision and as each turn begins, and `changed_since_observed` lets
`summoning_sick` see a change made since the last observation.
"""

from __future__ import annotations

import operator

from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState

__all__ = ["changed_since_observed", "observe_control"]


_control_seen = operator.attrgetter("control_seen")
_NONE = frozenset({None})


def _seen(obj: GameObject) -> int:
    return obj.control_seen if obj.control_seen is not None else obj.controller


def changed_since_observed(state: GameState, obj: GameObject, controller: int) -> bool:
    """Whether `controller` (its controller now) differs from the one last observed: control
    changed after the last observation, so it hasn't been continuous (302.6)."""
    return obj.zone == "battlefield" and controller != _seen(obj)


def observe_control(state: GameState) -> None:
    """302.6: note every permanent whose controller changed; its control begins now.

    A position set up by hand (a state with an empty log, before anything has happened)
    is taken as it stands: control described there has lasted since `control_since`.
    """
    misc = state.board_cache().misc
    if misc.get("control-observed"):
        return                      # nothing has changed since the last look
    initial = state.log_len == 0
    effects = state.has_continuous_effects()
    objects = state.objects
    # Without effects only a permanent observed under another controller (while an effect
    # existed) can change; usually there is none, found without a loop in Python.
    if not effects and {*map(_control_seen, map(objects.__getitem__, state.battlefield))} <= _NONE:
        state.board_cache().misc["control-observed"] = True
        return
    for oid in state.battlefield:
        obj = objects[oid]
        if not effects and obj.control_seen is None:
            continue                # no effect: its controller is the one it entered with
        now = characteristics(state, oid).controller
        if now == _seen(obj):
            continue
        w = state.obj_w(oid)
        w.control_seen = now
        if not initial:
            w.control_since = state.turn
    state.board_cache().misc["control-observed"] = True
