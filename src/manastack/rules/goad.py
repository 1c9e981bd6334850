"""Goad (701.15): a goaded creature attacks each combat if able and attacks a player other
than the goading player if able (701.15b); goaded by several players, it has each of their
requirements (701.15c), and the attack obeys as many of them as it can (508.1d).

A creature is goaded by the rule marker `GOADED_BY` that names the effect's source ("is
goaded" of an Aura or Equipment: the goading player is that source's controller as attackers
are declared), beside the "attacks each combat" requirement (rules/combat.py)."""

from __future__ import annotations

from manastack.rules.abilities import TargetRef, ref_player
from manastack.rules.layers import Chars, characteristics
from manastack.rules.state import GameState

__all__ = ["GOADED_BY", "goad_targets", "goading_players"]

GOADED_BY = "goaded by the controller of {source}"
_PREFIX = GOADED_BY.split("{", 1)[0]


def goading_players(state: GameState, c: Chars) -> list[int]:
    """701.15b: the players who goaded the creature with characteristics `c`."""
    sources = [int(rule[len(_PREFIX) :]) for rule in sorted(c.rules) if rule.startswith(_PREFIX)]
    return sorted({characteristics(state, oid).controller for oid in sources if oid in state.objects})


def goad_targets(state: GameState, c: Chars, targets: list[TargetRef]) -> list[TargetRef]:
    """508.1d, 701.15b-c: of what the goaded creature may attack, those that obey the most
    of its goading players' requirements (attacking a player other than each of them); a
    planeswalker obeys none. Everything, for a creature no one goaded."""
    goaders = goading_players(state, c)
    if not goaders:
        return targets

    def obeyed(target: TargetRef) -> int:
        player = ref_player(target)
        return 0 if player is None else sum(1 for g in goaders if g != player)

    best = max((obeyed(t) for t in targets), default=0)
    return [t for t in targets if obeyed(t) == best]
