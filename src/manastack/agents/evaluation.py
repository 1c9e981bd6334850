"""Board evaluation: how good a position looks to a player, read from a view (what that
player may see). Used by the heuristic player to weigh its options and by the search
player at the leaves of its tree.

A side's worth is its life (steeply worth more when low, 119.3, 704.5a), its cards in hand
(card advantage), its lands (mana development, 305), its creatures (power and toughness,
evasion and the other keywords that win combats, 702) and its other permanents; from it the
threats against it are taken away: the power the opponents could attack with measured
against its life (a clock). A player's score is their team's worth minus their opponents'.
"""

from __future__ import annotations

from math import exp
from typing import Any

View = dict[str, Any]
Obj = dict[str, Any]

WON = 1000.0
KEYWORD_BONUS = {          # per point of power unless noted, 702.x
    "flying": 0.6, "trample": 0.2, "first strike": 0.4, "double strike": 1.0,
    "lifelink": 0.4, "menace": 0.3, "vigilance": 0.2, "haste": 0.1,
}
FLAT_BONUS = {"deathtouch": 1.5, "hexproof": 0.6, "indestructible": 2.5, "shroud": 0.4,
              "reach": 0.3, "defender": -1.0}


def keywords(obj: Obj) -> set[str]:
    return set(obj.get("keywords", ())) | set(obj.get("rules", ()))


def creature_value(obj: Obj) -> float:
    """A creature's worth in combat and as a threat (702: evasion and combat keywords)."""
    power = max(obj.get("power") or 0, 0)
    toughness = max((obj.get("toughness") or 0) - obj.get("damage", 0), 0)
    words = keywords(obj)
    value = 1.0 + power * 1.0 + toughness * 0.6
    for word, bonus in KEYWORD_BONUS.items():
        if word in words:
            value += bonus * power
    for word, bonus in FLAT_BONUS.items():
        if word in words:
            value += bonus
    if "can't be blocked" in words:
        value += 0.8 * power
    if "can't attack" in words or "can't attack or block" in words:
        value -= power * 0.8
    if "can't block" in words or "can't attack or block" in words:
        value -= toughness * 0.4
    return max(float(value), 0.2)


def can_attack(obj: Obj) -> bool:
    """Whether a creature may ever attack: not with defender (702.3b) or a "can't attack"
    rule of its own (508.1c)."""
    words = keywords(obj)
    return "Creature" in obj.get("types", ()) and "defender" not in words and \
        "can't attack" not in words and "can't attack or block" not in words


def permanent_value(obj: Obj) -> float:
    types = obj.get("types", ())
    if "Creature" in types:
        return creature_value(obj)
    if "Planeswalker" in types:
        return 3.0 + 0.7 * (obj.get("loyalty") or 0)
    if "Land" in types:
        return 1.3
    return 1.5          # artifacts, enchantments and battles: their abilities count


def life_value(life: int) -> float:
    """Life is worth more the less there is of it (a player at 0 life loses, 704.5a)."""
    if life <= 0:
        return -WON / 2
    return 0.45 * min(life, 40) + 9.0 * (1.0 - exp(-life / 4.0))


def teams(view: View) -> dict[int, int]:
    return {p["index"]: p["team"] for p in view["players"]}


def side_worth(view: View, team: int) -> float:
    """The worth of one team's players (life shared or not, 810.8a): life, hands, board."""
    members = [p for p in view["players"] if p["team"] == team]
    if any(p.get("won") for p in members):
        return WON
    alive = [p for p in members if p["in_game"]]
    if not alive:
        return -WON
    indexes = {p["index"] for p in alive}
    lives = {p["life"] for p in alive} if len(alive) > 1 else {alive[0]["life"]}
    worth = sum(life_value(life) for life in lives) * (len(alive) / len(lives)) / len(alive)
    worth -= sum(p.get("poison", 0) ** 1.5 * 0.6 for p in alive)          # 704.5c
    worth += sum(1.1 * min(p["hand_size"], 8) for p in alive)
    lands = 0
    for obj in view["battlefield"]:
        if obj.get("controller") not in indexes:
            continue
        if "Land" in obj.get("types", ()):
            lands += 1
        else:
            worth += permanent_value(obj)
    worth += 1.3 * min(lands, 7) + 0.3 * max(lands - 7, 0)
    return float(worth)


def clock(view: View, team: int) -> float:
    """How near the opponents' creatures are to killing `team`: their total power over
    the team's life (1.0 means lethal next attack if nothing blocks)."""
    members = {p["index"] for p in view["players"] if p["team"] == team and p["in_game"]}
    life = min((p["life"] for p in view["players"] if p["index"] in members), default=0)
    if life <= 0:
        return 0.0
    power = sum(max(o.get("power") or 0, 0) for o in view["battlefield"]
                if "Creature" in o.get("types", ()) and o.get("controller") not in members
                and "can't attack" not in keywords(o) and "defender" not in keywords(o))
    return power / life


def evaluate(view: View, player: int) -> float:
    """The position's worth to `player`: their team's worth minus the best-placed
    opponent's (free-for-all: the others' mean counts too), less the threat they face."""
    team_of = teams(view)
    mine = team_of[player]
    others = sorted({t for t in team_of.values() if t != mine})
    own = side_worth(view, mine)
    if abs(own) >= WON:
        return own
    if not others:
        return own
    theirs = [side_worth(view, t) for t in others]
    if all(t <= -WON for t in theirs):
        return WON
    alive = [t for t in theirs if t > -WON]
    rival = 0.5 * max(alive) + 0.5 * sum(alive) / len(alive)
    pressure = sum(min(clock(view, t), 2.0) for t in others) / len(others)
    return own - rival - 4.0 * min(clock(view, mine), 2.0) + 2.0 * pressure
