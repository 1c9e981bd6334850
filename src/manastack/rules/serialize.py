"""Game states as JSON (never pickle, STYLE.md): saves, hashes and exactness checks."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import asdict
from typing import Any

from manastack.rules.abilities import CardDef
from manastack.rules.state import (
    Combat,
    EffectRecord,
    GameObject,
    GameState,
    LogEntry,
    PendingTrigger,
    Player,
    Step,
)

FORMAT = "manastack-state"
VERSION = 1


def card_key(card: CardDef) -> str:
    """The name a card definition is registered under (tokens may use another key)."""
    key = card.extra.get("key", card.name)
    assert isinstance(key, str)
    return key


def state_to_json(state: GameState) -> dict[str, Any]:
    objects = []
    for oid in sorted(state.objects):
        data = state.objects[oid].to_json()
        data["card"] = card_key(state.objects[oid].card)
        objects.append(data)
    lki = []
    for oid in sorted(state.lki):
        data = state.lki[oid].to_json()
        data["card"] = card_key(state.lki[oid].card)
        lki.append(data)
    combat = state.combat
    return {
        "format": FORMAT,
        "version": VERSION,
        "variant": state.variant,
        "turn": state.turn,
        "first_player": state.first_player,
        "active": state.active,
        "step": state.step.name,
        "stage": state.stage,
        "priority": state.priority,
        "passes": state.passes,
        "next_id": state.next_id,
        "next_ts": state.next_ts,
        "rng": str(state.rng),
        "monarch": state.monarch,
        "game_over": state.game_over,
        "mana_at_priority": state.mana_at_priority,
        "players": [p.to_json() for p in state.players],
        "objects": objects,
        "lki": lki,
        "battlefield": list(state.battlefield),
        "stack": list(state.stack),
        "command": list(state.command),
        "effects": [_effect_json(e) for e in state.effects],
        "pending_triggers": [
            {"ability_key": list(t.ability_key), "source": t.source, "controller": t.controller,
             "event_data": [list(kv) for kv in t.event_data], "order": t.order}
            for t in state.pending_triggers
        ],
        "combat": None if combat is None else {
            "attackers": [list(p) for p in combat.attackers],
            "blockers": [list(p) for p in combat.blockers],
            "blocked": list(combat.blocked),
            "first_strike_dealt": list(combat.first_strike_dealt),
            "declared": combat.declared,
            "blocks_declared": combat.blocks_declared,
        },
        "log": [asdict(e) for e in state.log_entries()],
    }


def _effect_json(e: EffectRecord) -> dict[str, Any]:
    data = asdict(e)
    data["params"] = _jsonable(e.params)
    data["affected"] = None if e.affected is None else list(e.affected)
    return data


def _jsonable(value: Any) -> Any:
    if isinstance(value, (tuple, list, frozenset, set)):
        items = sorted(value) if isinstance(value, (set, frozenset)) else value
        return [_jsonable(v) for v in items]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


def state_from_json(data: dict[str, Any], lookup: Callable[[str], CardDef]) -> GameState:
    """Rebuild a state; raises ValueError (or KeyError for unknown cards) on bad data."""
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise ValueError(f"not a {FORMAT} version {VERSION} document")
    s = GameState()
    s.variant = data["variant"]
    s.turn = data["turn"]
    s.first_player = data["first_player"]
    s.active = data["active"]
    s.step = Step[data["step"]]
    s.stage = data["stage"]
    s.priority = data["priority"]
    s.passes = data["passes"]
    s.next_id = data["next_id"]
    s.next_ts = data["next_ts"]
    s.rng = int(data["rng"])
    s.monarch = data["monarch"]
    s.game_over = data["game_over"]
    s.mana_at_priority = bool(data.get("mana_at_priority", True))
    s.players = [Player.from_json(p) for p in data["players"]]
    for p in s.players:
        p._epoch = s._epoch
    for raw in data["objects"]:
        obj = GameObject.from_json(raw, lookup(raw["card"]))
        s.add_object(obj)
    for raw in data["lki"]:
        s.lki[raw["id"]] = GameObject.from_json(raw, lookup(raw["card"]))
    s.battlefield = tuple(data["battlefield"])
    s.stack = tuple(data["stack"])
    s.command = tuple(data["command"])
    s.effects = tuple(
        EffectRecord(e["op"], _tupled(e["params"]), e["layer"], e["timestamp"],
                     None if e["affected"] is None else tuple(e["affected"]), e["duration"],
                     e["source"], e["controller"], e["selector"])
        for e in data["effects"])
    s.pending_triggers = tuple(
        PendingTrigger((t["ability_key"][0], t["ability_key"][1]), t["source"], t["controller"],
                       tuple((k, v) for k, v in t["event_data"]), t["order"])
        for t in data["pending_triggers"])
    c = data["combat"]
    if c is not None:
        s.combat = Combat(
            attackers=tuple((a, d) for a, d in c["attackers"]),
            blockers=tuple((b, a) for b, a in c["blockers"]),
            blocked=tuple(c["blocked"]),
            first_strike_dealt=tuple(c["first_strike_dealt"]),
            declared=c["declared"],
            blocks_declared=c["blocks_declared"],
        )
    for entry in data["log"]:
        s.write_log(LogEntry(**entry))
    _check_zones(s)
    return s


def _check_zones(state: GameState) -> None:
    """Every object is in exactly the zone it says, once."""
    seen: dict[int, str] = {}
    places: list[tuple[str, tuple[int, ...]]] = [
        ("battlefield", state.battlefield), ("stack", state.stack), ("command", state.command)]
    for p in state.players:
        for zone in ("library", "hand", "graveyard", "exile"):
            places.append((zone, p.zone(zone)))
    for zone, ids in places:
        for oid in ids:
            if oid in seen:
                raise ValueError(f"object #{oid} is in two zones ({seen[oid]} and {zone})")
            obj = state.objects.get(oid)
            if obj is None:
                raise ValueError(f"zone {zone} lists #{oid}, which doesn't exist")
            if obj.zone != zone:
                raise ValueError(f"object #{oid} says it is in {obj.zone} but is listed in {zone}")
            seen[oid] = zone
    missing = set(state.objects) - set(seen)
    if missing:
        raise ValueError(f"objects in no zone: {sorted(missing)}")


def state_hash(state: GameState) -> str:
    text = json.dumps(state_to_json(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
