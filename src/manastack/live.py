"""Live runs: the engine paused at a decision, resumed by the next answer.

A `Game` advances by replaying the answers given since its last checkpoint (see
`rules/context.py`): rules code stays plain straight-line Python, forks are constant-time
and saves are exact. Replaying is also what makes an action with many decisions (a
payment, declaring attackers one by one) quadratic, and every decision pay for a fresh
run. So the run that reached a decision is kept paused inside a greenlet, and the answer
resumes it where it stopped; forks, loads and anything unusual still replay, which gives
the same state (the property tests compare the two on every step).

The greenlet only holds the Python call stack; the state it changes is the game's
working state, of which readers only ever see snapshots (`GameState.snapshot`). A paused
run takes about 14 KB, so at most `MAX_LIVE_RUNS` of them are kept: the oldest are
dropped and their games replay (and start a new run). Without the greenlet package the engine
replays every time, with the same results.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict

from manastack.rules.context import Ctx
from manastack.rules.decisions import Choice, Decision
from manastack.rules.turns import run

try:
    from greenlet import error as _SwitchError
    from greenlet import getcurrent, greenlet
    AVAILABLE = True
except ImportError:        # pragma: no cover - greenlet is a dependency; replaying still works
    AVAILABLE = False

__all__ = ["AVAILABLE", "MAX_LIVE_RUNS", "LiveRun", "Unavailable", "enabled", "set_enabled"]

MAX_LIVE_RUNS = 1024
_enabled = AVAILABLE
# The runs in the order they started; the oldest are dropped beyond MAX_LIVE_RUNS.
_recent: OrderedDict[int, weakref.ref[LiveRun]] = OrderedDict()
# A decision a run stopped at, and whether it is a checkpoint (nothing half done).
Pending = tuple[Decision, bool]


class Unavailable(Exception):
    """The paused run can't be resumed here (dropped, or paused in another thread)."""


def enabled() -> bool:
    return _enabled


def set_enabled(on: bool) -> None:
    """Turn live runs on or off (off: every answer replays from the checkpoint)."""
    global _enabled
    _enabled = on and AVAILABLE


class LiveRun:
    """One run of the engine in a greenlet, with its context (`ctx.state` is the state
    it changes)."""

    __slots__ = ("__weakref__", "_glet", "ctx")

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx
        self._glet: greenlet | None = greenlet(run)

    def start(self) -> Pending | None:
        """Run from the start of the context's answers to the next decision: the decision
        and whether it is a checkpoint, or None when the game ended. Exceptions of the run
        come out here."""
        self.ctx.resume = _pause
        assert self._glet is not None
        pending: Pending | None = self._glet.switch(self.ctx)
        if pending is None:
            self._glet = None
            return None
        key = id(self)
        _recent[key] = weakref.ref(self)
        while len(_recent) > MAX_LIVE_RUNS:
            _, ref = _recent.popitem(last=False)
            dropped = ref()
            if dropped is not None:
                dropped._glet = None     # freeing the greenlet unwinds its stack
        return pending

    def resume(self, answer: Choice) -> Pending | None:
        """Give the pending decision its answer (already checked against its options)
        and run to the next decision, as `start`."""
        glet = self._glet
        if glet is None or glet.dead:
            raise Unavailable("the paused run was dropped")
        try:
            glet.parent = getcurrent()
        except (ValueError, _SwitchError) as exc:
            raise Unavailable(str(exc)) from exc
        pending: Pending | None = glet.switch(answer)
        if pending is None:
            _recent.pop(id(self), None)
            self._glet = None
        return pending


def _pause(decision: Decision, checkpoint: bool) -> Choice:
    """Inside a live run: hand the decision to the caller and wait for its answer."""
    caller = getcurrent().parent
    assert caller is not None
    answer: Choice = caller.switch((decision, checkpoint))
    return answer
