"""Resolved effects that forbid a player actions until end of turn (101.2, 611.2a):
Abeyance's "Until end of turn, target player can't cast instant or sorcery spells, and that
player can't activate abilities that aren't mana abilities."

Each is a plain `EffectRecord` of op PLAYER_CANT_OP lasting until end of turn (514.2),
changing no characteristics; its params are (player, action, card types...). `casting`
asks `cast_forbidden` (601.2, through `cast_restrictions.cast_prohibited`) and
`activation_forbidden` (602.2, in `activation_problem`). Mana abilities (605.1a) stay
allowed by "abilities that aren't mana abilities"; special actions (116) aren't abilities.
"""

from __future__ import annotations

from manastack.rules.abilities import ActivatedAbility, CardDef
from manastack.rules.context import Ctx
from manastack.rules.layers import OPERATIONS
from manastack.rules.state import EffectRecord, GameState

PLAYER_CANT_OP = "player can't until end of turn"
OPERATIONS.setdefault(PLAYER_CANT_OP, (PLAYER_CANT_OP, lambda c, params: None))
CAST = "cast"
ACTIVATE_NONMANA = "activate abilities that aren't mana abilities"


def forbid_this_turn(ctx: Ctx, player: int, action: str, types: tuple[str, ...],
                     source: int | None, controller: int, text: str) -> None:
    """611.2a: `player` can't take `action` (casting spells of `types`) until end of turn."""
    s = ctx.state
    record = EffectRecord(PLAYER_CANT_OP, (player, action, *types), PLAYER_CANT_OP,
                          s.new_timestamp(), (), "end of turn", source, controller)
    s.effects = (*s.effects, record)
    s.touch()
    ctx.log("101.2", f"{s.players[player].name} can't {text} this turn")


def _records(state: GameState, player: int, action: str) -> list[EffectRecord]:
    return [r for r in state.effects if r.op == PLAYER_CANT_OP and r.params[0] == player
            and r.params[1] == action]


def cast_forbidden(state: GameState, player: int, card: CardDef) -> str | None:
    """101.2: why an effect forbids `player` to cast `card` this turn, or None."""
    for record in _records(state, player, CAST):
        if card.types & set(record.params[2:]):
            kinds = " or ".join(t.lower() for t in record.params[2:])
            return f"101.2: {state.players[player].name} can't cast {kinds} spells this turn"
    return None


def activation_forbidden(state: GameState, player: int, ability: ActivatedAbility) -> str | None:
    """101.2: why an effect forbids `player` to activate `ability` this turn, or None."""
    if ability.is_mana_ability or not _records(state, player, ACTIVATE_NONMANA):
        return None
    return f"101.2: {state.players[player].name} can't {ACTIVATE_NONMANA} this turn"
