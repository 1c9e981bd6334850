"""Effects "until your next turn" (611.2a: an effect lasts as long as it says): a resolved
spell's or ability's `EffectRecord` of duration `UNTIL_YOUR_NEXT_TURN` ends as the next
turn of its controller begins (in Two-Headed Giant, the next turn of their team, which
takes its turns together, 805.4)."""

from __future__ import annotations

from manastack.rules.state import GameState

UNTIL_YOUR_NEXT_TURN = "your next turn"


def end_effects_until_next_turn(state: GameState, active: int) -> None:
    """The turn of `active` begins: the effects its players made "until your next turn"
    end."""
    team = set(state.teammates(active))
    if any(e.duration == UNTIL_YOUR_NEXT_TURN and e.controller in team for e in state.effects):
        state.effects = tuple(e for e in state.effects if not (
            e.duration == UNTIL_YOUR_NEXT_TURN and e.controller in team))
        state.touch()
