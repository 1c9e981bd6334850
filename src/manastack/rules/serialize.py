"""Game states as JSON (never pickle, STYLE.md): saves, hashes and exactness checks."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import operator
from collections.abc import Callable
from dataclasses import asdict
from typing import Any

from manastack import bounded_json
from manastack.rules.abilities import CardDef
from manastack.rules.save_schema import MAX_NUMBER_DIGITS, MAX_SAVE_CHARS
from manastack.rules.state import (
    Combat,
    CommanderRecord,
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


def _record_json(record: GameObject) -> dict[str, Any]:
    data = record.to_json()
    data["card"] = card_key(record.hidden_card or record.card)     # 708: a face-down card itself
    return data


def state_to_json(state: GameState) -> dict[str, Any]:
    saved = _fields_json(state)
    saved["objects"] = [_record_json(state.objects[oid]) for oid in sorted(state.objects)]
    saved["lki"] = [_record_json(state.lki[oid]) for oid in sorted(state.lki)]
    saved["log"] = [e._asdict() for e in state.log_entries()]
    return saved


def _fields_json(state: GameState) -> dict[str, Any]:
    """`state_to_json` but its objects, last known information and log."""
    combat = state.combat
    saved: dict[str, Any] = {
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
        "day_night": state.day_night,
        "last_active": state.last_active,
        "game_over": state.game_over,
        "token_moved": state.token_moved,
        "mana_at_priority": state.mana_at_priority,
        "take_single_choices": state.take_single_choices,
        "max_turns": state.max_turns,
        "max_decisions": state.max_decisions,
        "decisions": state.decisions,
        "players": [p.to_json() for p in state.players],
        "known": [[oid, k.ids, k.names, k.successor] for oid, k in sorted(state.known.items())],
        "battlefield": list(state.battlefield),
        "stack": list(state.stack),
        "command": list(state.command),
        "commanders": [_commander_json(c) for c in state.commanders],
        "effects": [_effect_json(e) for e in state.effects],
        "delayed": _jsonable(state.delayed),
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
            "attacked": combat.attacked,
        },
    }
    if state.auto_pay:      # written only when set: saves without it read as False
        saved["auto_pay"] = True
    if state.extra_turns:   # 500.7; likewise written only when there are some
        saved["extra_turns"] = list(state.extra_turns)
    if state.normal_active is not None:
        saved["normal_active"] = state.normal_active
    return saved


def _commander_json(c: CommanderRecord) -> dict[str, Any]:
    data = asdict(c)
    data["dealt"] = [list(pair) for pair in c.dealt]
    return data


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
    s.day_night = data.get("day_night", "")
    s.extra_turns = tuple(data.get("extra_turns", ()))
    s.normal_active = data.get("normal_active")
    s.last_active = data.get("last_active")
    s.game_over = data["game_over"]
    s.token_moved = bool(data.get("token_moved", True))
    s.mana_at_priority = bool(data.get("mana_at_priority", True))
    s.take_single_choices = bool(data.get("take_single_choices", False))
    s.auto_pay = bool(data.get("auto_pay", False))
    s.max_turns = _count(data.get("max_turns"), "max_turns", 1)
    s.max_decisions = _count(data.get("max_decisions"), "max_decisions", 1)
    s.decisions = _count(data.get("decisions", 0), "decisions", 0) or 0
    s.players = [Player.from_json(p) for p in data["players"]]
    for p in s.players:
        p._epoch = s._epoch
    for raw in data["objects"]:
        obj = GameObject.from_json(raw, lookup(raw["card"]))
        s.add_object(obj)
    for raw in data["lki"]:
        s.lki[raw["id"]] = GameObject.from_json(raw, lookup(raw["card"]))
    from manastack.rules.knowledge import Known
    s.known = {oid: Known(ids, names, successor)
               for oid, ids, names, successor in data.get("known", [])}
    s.battlefield = tuple(data["battlefield"])
    s.stack = tuple(data["stack"])
    s.command = tuple(data["command"])
    s.commanders = tuple(
        CommanderRecord(c["owner"], c["obj"], c["identity"], c["casts"], c["moved"],
                        tuple((p, n) for p, n in c["dealt"]))
        for c in data.get("commanders", []))
    s.effects = tuple(
        EffectRecord(e["op"], _tupled(e["params"]), e["layer"], e["timestamp"],
                     None if e["affected"] is None else tuple(e["affected"]), e["duration"],
                     e["source"], e["controller"], e["selector"])
        for e in data["effects"])
    s.delayed = tuple(_tupled(d) for d in data.get("delayed", []))
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
            attacked=bool(c.get("attacked", c["attackers"])),
        )
    for entry in data["log"]:
        s.write_log(LogEntry(**entry))
    _check_zones(s)
    return s


def _count(value: Any, name: str, least: int) -> int | None:
    """A game cap or count from a save: a whole number of at least `least`, or None."""
    if value is None or (type(value) is int and value >= least):
        return value
    raise ValueError(f"{name} must be a whole number of at least {least} or null, "
                     f"not {value!r}")


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


def parse_json(text: str) -> Any:
    """JSON text as data, within the save limits (rules/save_schema.py): ValueError for
    text that isn't JSON, is too large, nests too deep or writes a number too long."""
    if len(text) > MAX_SAVE_CHARS:
        raise ValueError(f"{len(text):,} characters (at most {MAX_SAVE_CHARS:,})")
    return bounded_json.loads(text, MAX_NUMBER_DIGITS)


def state_hash(state: GameState) -> str:
    """The SHA-256 of the state's canonical JSON: `state_to_json` with sorted keys and no
    spaces (`hash_text`)."""
    return hashlib.sha256(hash_text(state).encode()).hexdigest()


_canonical_json = json.JSONEncoder(sort_keys=True, separators=(",", ":")).encode


def hash_text(state: GameState) -> str:
    """`json.dumps(state_to_json(state), sort_keys=True, separators=(",", ":"))`, built
    from pieces kept between calls: the text of each object record a state shares with
    its forks (copy-on-write never writes such a record again: it copies it) and of the
    log up to the cell the state's last hash ended at (the log only grows by new cells)."""
    epoch = state._epoch
    fields = _fields_json(state)
    pieces = {"objects": _records_text(state.objects, epoch),
              "lki": _records_text(state.lki, epoch), "log": _log_text(state)}
    parts: list[str] = []
    run: dict[str, Any] = {}        # the other fields between two pieces: one call encodes them
    for key in sorted([*fields, *pieces]):
        if key in pieces:
            if run:
                parts.append(_canonical_json(run)[1:-1])
                run = {}
            parts.append(f'"{key}":{pieces[key]}')
        else:
            run[key] = fields[key]
    if run:
        parts.append(_canonical_json(run)[1:-1])
    return "{" + ",".join(parts) + "}"


def _records_text(records: dict[int, GameObject], epoch: object) -> str:
    parts = []
    for oid in sorted(records):
        record = records[oid]
        text = record._json
        if text is None:
            text = _canonical_json(_record_json(record))
            if record._epoch is not epoch:      # shared: never written again
                record._json = text
        parts.append(text)
    return "[" + ",".join(parts) + "]"


def _log_text(state: GameState) -> str:
    """The log's JSON text (oldest entry first); the state keeps it for the next call."""
    kept = state._log_json
    newer: list[LogEntry] = []
    cell = state.log
    while cell is not None and (kept is None or cell is not kept[0]):
        newer.append(cell[0])
        cell = cell[1]
    known = kept[1] if kept is not None and cell is not None else ""
    added = ",".join(_canonical_json(entry._asdict()) for entry in reversed(newer))
    body = known + ("," if known and added else "") + added
    state.__dict__["_log_json"] = (state.log, body)     # not a change of the game: no version
    return "[" + body + "]"


# -- digests ---------------------------------------------------------------------------
# A record's fields are its public slots, found at import so that a new field is covered
# without touching this code. Slots named with a leading "_" (caches, copy-on-write
# epochs) and the state's `version` and `board` (cache keys) are bookkeeping, not part of the game.

def _fields(cls: type) -> tuple[str, ...]:
    slots: tuple[str, ...] = cls.__dict__["FIELDS"]
    return tuple(sorted(n for n in slots if not n.startswith("_") and n not in ("version", "board")))


_ATOMS: frozenset[type] = frozenset({int, str, bool, float, type(None)})
_STATE_FIELDS = _fields(GameState)
_OBJECT_FIELDS = _fields(GameObject)
_PLAYER_FIELDS = _fields(Player)
_object_values = operator.attrgetter(*_OBJECT_FIELDS)
_player_values = operator.attrgetter(*_PLAYER_FIELDS)
# LogEntry's fields are typed str / int / None, so its values are taken as they are.
_log_values = operator.attrgetter(*LogEntry._fields)


def _canon(value: Any) -> Any:
    """A canonical value built of atoms and tuples whose `repr` is the same for equal
    values in any process: dicts and sets sorted, lists as tuples (as in JSON), cards by
    key, records by their fields. TypeError for a value with no canonical form."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is CardDef:
        return ("card", card_key(value))
    if kind is tuple or kind is list:
        return tuple([v if type(v) in _ATOMS else _canon(v) for v in value])
    if kind is dict:
        return ("dict", tuple(sorted(((_canon(k), _canon(v)) for k, v in value.items()), key=repr)))
    if kind is set or kind is frozenset:
        return ("set", tuple(sorted((_canon(v) for v in value), key=repr)))
    if kind is GameObject:
        return _object_canon(value)
    if kind is Player:
        return _record_canon(_player_values(value))
    if isinstance(value, CardDef):
        return ("card", card_key(value))
    if isinstance(value, enum.Enum):
        return (kind.__name__, value.name)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (kind.__name__, *(_canon(getattr(value, f.name)) for f in dataclasses.fields(value)))
    raise TypeError(f"state_digest: no canonical form for a {kind.__name__} ({value!r})")


def _record_canon(values: tuple[Any, ...]) -> tuple[Any, ...]:
    # Atoms, () and {} are canonical as they are; only the rest needs `_canon`.
    return tuple([v if type(v) in _ATOMS or v == () or v == {} else _canon(v) for v in values])


def _object_canon(obj: GameObject) -> tuple[Any, ...]:
    return _record_canon(_object_values(obj))


def _field_canon(state: GameState, name: str) -> Any:
    value = getattr(state, name)
    if name == "log":
        return tuple(map(_log_values, state.log_entries()))
    if name in ("objects", "lki"):
        return tuple([(oid, _object_canon(value[oid])) for oid in sorted(value)])
    return _canon(value)


def state_canon(state: GameState, skip: frozenset[str] = frozenset()) -> tuple[tuple[str, Any], ...]:
    """Every field of the state (but those in `skip`) as a canonical value (atoms and
    tuples): what `state_digest` hashes. Its `repr` is the same for equal states in any
    process."""
    return tuple([(name, _field_canon(state, name)) for name in _STATE_FIELDS
                  if name not in skip])


def state_digest(state: GameState) -> str:
    """A digest of every field of the state, for exactness checks (forks, saves, replays).

    Two states have the same digest exactly when they hold the same game, as with
    `state_hash`, but faster (no JSON). Stable across processes.
    """
    return hashlib.blake2b(repr(state_canon(state)).encode(), digest_size=20).hexdigest()


def _same(a: Any, b: Any) -> bool:
    return a is b or repr(_canon(a)) == repr(_canon(b))


def same_state(a: GameState, b: GameState) -> bool:
    """Whether `state_digest(a) == state_digest(b)`, decided without hashing either whole
    state: records the two states share (a state and its forks share all they haven't
    written) are equal without being looked at, so comparing forks is cheap."""
    for name in _STATE_FIELDS:
        x, y = getattr(a, name), getattr(b, name)
        if x is y:
            continue
        if name == "log":
            if a.log_len != b.log_len:
                return False
            while x is not y:                     # cons cells: newest first; shared tails
                if x is None or y is None or _log_values(x[0]) != _log_values(y[0]):
                    return False
                x, y = x[1], y[1]
        elif name in ("objects", "lki"):
            if x.keys() != y.keys():
                return False
            for oid, record in x.items():
                other = y[oid]
                if record is not other and (repr(_object_canon(record))
                                            != repr(_object_canon(other))):
                    return False
        elif type(x) is list and type(y) is list:
            if len(x) != len(y) or not all(map(_same, x, y)):
                return False
        elif not _same(x, y):
            return False
    return True
