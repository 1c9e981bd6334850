""""target player or planeswalker" as what damage is dealt to (115.1, 115.4): the target is
a player or a planeswalker on the battlefield. The grammar is `player_or_planeswalker.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import AnyTarget
from manastack.rules.abilities import TargetRef
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState

TEXT = "target player or planeswalker"


def _player_or_planeswalker(state: GameState, ref: TargetRef, controller: int) -> bool:
    if ref < 0:
        return True        # a player (negative references name players)
    obj = state.objects.get(ref)
    return obj is not None and obj.zone == "battlefield" and \
        characteristics(state, ref).is_("Planeswalker")


PLAYER_OR_PLANESWALKER = sem.target_spec(TEXT, _player_or_planeswalker)


class PlayerOrPlaneswalkerClauses:
    """The transformer methods of player_or_planeswalker.lark."""

    def target_player_or_planeswalker(self, c: list[Any]) -> AnyTarget:
        return AnyTarget(TEXT, PLAYER_OR_PLANESWALKER)
