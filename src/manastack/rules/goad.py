"""Goad (701.15): a goaded creature attacks each combat if able and attacks a player other
than the goading player if able (701.15b); goaded by several players, it has each of their
requirements (701.15c), and the attack obeys as many of them as it can (508.1d).

A creature is goaded by a rule marker beside the "attacks each combat" requirement
(rules/combat.py): `GOADED_BY` names the effect's source ("is goaded" of an Aura or
Equipment: the goading player is that source's controller as attackers are declared), and
`goaded_by_player` the player whose spell or ability goaded it ("Goad target creature.",
701.15a: until that player's next turn, whatever becomes of the source)."""

from __future__ import annotations

from manastack.rules.abilities import TargetRef, ref_player
from manastack.rules.layers import Chars, characteristics
from manastack.rules.state import GameState

__all__ = ["GOADED_BY", "goad_targets", "goaded_by_player", "goading_players"]

GOADED_BY = "goaded by the controller of {source}"
_PREFIX = GOADED_BY.split("{", 1)[0]
_PLAYER_PREFIX = "goaded by player "


def goaded_by_player(player: int) -> str:
    """The marker of a creature `player` goaded (701.15a)."""
    return f"{_PLAYER_PREFIX}{player}"


def goading_players(state: GameState, c: Chars) -> list[int]:
    """701.15b: the players who goaded the creature with characteristics `c`."""
    sources = [int(rule[len(_PREFIX) :]) for rule in sorted(c.rules) if rule.startswith(_PREFIX)]
    players = {int(rule[len(_PLAYER_PREFIX) :]) for rule in c.rules if rule.startswith(_PLAYER_PREFIX)}
    players.update(characteristics(state, oid).controller for oid in sources if oid in state.objects)
    return sorted(players)


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
