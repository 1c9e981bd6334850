"""The schema of a save (`Game.save`, `state_to_json`): types, ranges, sizes and depth,
checked before anything is built (docs/limits.md).

A check is a function `(value, path)` that raises SaveFileError naming the place in the
save (`base.players[1].life`) and the reason. The limits are far beyond any real game:
a long game's save is a few megabytes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sized
from typing import Any, cast

from manastack.errors import SaveFileError
from manastack.rules.decisions import MAX_CHOICE_ARGS, MAX_CHOICE_INT, MAX_CHOICE_TEXT
from manastack.rules.state import PLAYER_ZONES, ZONES, Step

MAX_SAVE_CHARS = 64_000_000       # the whole save, in characters
MAX_ITEMS = 1_000_000             # entries of one list (objects, log lines, answers)
MAX_PLAYERS = 8                   # players in a game (free-for-all: 6, 810: 4)
MAX_INT = 1 << 62                 # size of any number (ids, life, counters, turns)
MAX_TEXT = 100_000                # characters of one text
MAX_DEPTH = 16                    # nesting of the plain values in effects and triggers
MAX_NUMBER_DIGITS = 40            # digits of a number as written in the JSON text

Check = Callable[[Any, str], None]


def _fail(path: str, reason: str) -> SaveFileError:
    return SaveFileError(f"{path or 'the save'}: {reason}")


def _type_name(value: object) -> str:
    return {dict: "an object", list: "a list", str: "a text", bool: "a boolean", int: "a number",
            float: "a fraction", type(None): "null"}.get(type(value), type(value).__name__)


def integer(low: int = -MAX_INT, high: int = MAX_INT) -> Check:
    def check(value: Any, path: str) -> None:
        if type(value) is not int:
            raise _fail(path, f"expected a whole number, found {_type_name(value)}")
        if not low <= value <= high:
            raise _fail(path, f"{value} is out of range ({low} to {high})")
    return check


def boolean(value: Any, path: str) -> None:
    if type(value) is not bool:
        raise _fail(path, f"expected true or false, found {_type_name(value)}")


def text(max_len: int = MAX_TEXT, one_of: tuple[str, ...] = ()) -> Check:
    def check(value: Any, path: str) -> None:
        if type(value) is not str:
            raise _fail(path, f"expected a text, found {_type_name(value)}")
        if len(value) > max_len:
            raise _fail(path, f"a text of {len(value):,} characters (at most {max_len:,})")
        if one_of and value not in one_of:
            raise _fail(path, f"{value[:40]!r} is not one of {', '.join(one_of)}")
    return check


def optional(inner: Check) -> Check:
    def check(value: Any, path: str) -> None:
        if value is not None:
            inner(value, path)
    return check


def _sized(value: Any, path: str, kind: type, max_len: int) -> None:
    """`value` is a list or an object (`kind`) of at most `max_len` entries."""
    if type(value) is not kind:
        raise _fail(path, f"expected {_type_name(kind())}, found {_type_name(value)}")
    count = len(cast(Sized, value))
    if count > max_len:
        raise _fail(path, f"{count:,} entries (at most {max_len:,})")


def array(item: Check, max_len: int = MAX_ITEMS) -> Check:
    def check(value: Any, path: str) -> None:
        _sized(value, path, list, max_len)
        for k, entry in enumerate(value):
            item(entry, f"{path}[{k}]")
    return check


def fixed(*items: Check) -> Check:
    """A list of exactly these entries."""
    def check(value: Any, path: str) -> None:
        if type(value) is not list or len(value) != len(items):
            raise _fail(path, f"expected a list of {len(items)} entries, found {_type_name(value)}"
                        + (f" of {len(value)}" if type(value) is list else ""))
        for k, (entry, item) in enumerate(zip(value, items, strict=True)):
            item(entry, f"{path}[{k}]")
    return check


def mapping(item: Check, max_len: int = MAX_ITEMS) -> Check:
    """An object with any text keys."""
    def check(value: Any, path: str) -> None:
        _sized(value, path, dict, max_len)
        for key, entry in value.items():
            text(MAX_TEXT)(key, f"{path} (a key)")
            item(entry, f"{path}.{key[:40]}")
    return check


def record(required: Mapping[str, Check], optional_keys: Mapping[str, Check] | None = None) -> Check:
    """An object with these keys (no others)."""
    extra = optional_keys or {}

    def check(value: Any, path: str) -> None:
        if type(value) is not dict:
            raise _fail(path, f"expected an object, found {_type_name(value)}")
        for key in required:
            if key not in value:
                raise _fail(path, f"missing key {key!r}")
        for key, entry in value.items():
            inner = required.get(key) or extra.get(key)
            if inner is None:
                raise _fail(path, f"unknown key {str(key)[:40]!r}")
            inner(entry, f"{path}.{key}" if path else key)
    return check


def plain(depth: int = MAX_DEPTH) -> Check:
    """Any JSON value (numbers in range, texts bounded) nested at most `depth` deep."""
    def check(value: Any, path: str) -> None:
        kind = type(value)
        if kind is int:
            integer()(value, path)
        elif kind is str:
            text()(value, path)
        elif kind in (bool, float, type(None)):
            return
        elif depth <= 0:
            raise _fail(path, f"values nested more than {MAX_DEPTH} deep")
        elif kind is list:
            array(plain(depth - 1))(value, path)
        else:
            mapping(plain(depth - 1))(value, path)
    return check


def choice_json(value: Any, path: str) -> None:
    """A choice as `Choice.to_json` writes it: [verb, *args]."""
    if type(value) is not list or not value or len(value) > MAX_CHOICE_ARGS + 1:
        raise _fail(path, "expected a choice: a list of a verb and its arguments")
    text(MAX_CHOICE_TEXT)(value[0], f"{path}[0]")
    for k, arg in enumerate(value[1:], 1):
        if type(arg) is str:
            text(MAX_CHOICE_TEXT)(arg, f"{path}[{k}]")
        else:
            integer(-MAX_CHOICE_INT, MAX_CHOICE_INT)(arg, f"{path}[{k}]")


# -- a state (serialize.state_to_json) ------------------------------------------------------
def state_check(players: int) -> Check:
    """The check of a state of `players` players (player indexes are in range)."""
    seat = integer(0, players - 1)
    ref = integer(-players, MAX_INT)          # an object id, or a player (player_ref: -1 - i)
    oid = integer(0, MAX_INT)
    count = integer(0, MAX_INT)
    ids = array(oid)
    name = text(1_000)
    unit = fixed(text(40), optional(oid), boolean, optional(text(200)), optional(text(200)))
    player = record(
        {"index": seat, "name": name, "life": integer(), "team": seat},
        {"attempted_empty_draw": boolean, "bottomed": count, "conceded": boolean,
         "drawn_record": array(fixed(count, oid, integer(0, 1))), "drawn_this_turn": count,
         "energy": count,
         **{zone: ids for zone in PLAYER_ZONES}, "lands_played": count, "last_turn": count,
         "left": boolean, "life_lost_this_turn": count, "lost": boolean, "max_hand_size": optional(count),
         "previous_turn": count,
         "mulligan_status": text(40, ("deciding", "going", "kept")), "mulligans": count,
         "outside": array(name), "poison": count, "pool": array(unit),
         "spells_cast_last_turn": count, "spells_cast_this_turn": count, "won": boolean,
         "damage_taken_this_turn": count, "attackers_this_turn": count,
         "citys_blessing": boolean, "instants_sorceries_cast_this_turn": count,
         "life_gained_this_turn": count, "creatures_died_this_turn": count})
    game_object = record(
        {"id": oid, "card": name, "owner": seat, "zone": text(40, ZONES), "ts": count},
        {"kind": text(40), "ability_key": optional(fixed(name, count)),
         "attached_to": optional(ref), "became": optional(oid), "cast": boolean,
         "costs_paid": array(text(40)), "chosen": mapping(text()),
         "control_seen": optional(seat), "control_since": count, "controller": seat,
         "counters": mapping(integer()), "damage": count,
         "damaged_by": array(fixed(count, oid)), "deathtouched": boolean, "division": array(count),
         "event_data": mapping(plain()), "face_down": optional(text(40, ("morph", "manifest", "foretell"))),
         "kicked": count, "last_chars": optional(mapping(plain())),
         "loyalty_used": integer(), "modes": array(count), "source": optional(ref),
         "tapped": boolean, "targets": array(ref), "transformed_at": count,
         "x": optional(integer())})
    effect = record({"op": name, "params": plain(), "layer": text(40), "timestamp": count,
                     "affected": optional(array(ref)), "duration": name, "source": optional(ref),
                     "controller": optional(seat), "selector": optional(name)})
    trigger = record({"ability_key": fixed(name, count), "source": optional(ref),
                      "controller": seat, "event_data": array(fixed(text(200), plain())),
                      "order": integer()})
    combat = record(
        {"attackers": array(fixed(oid, ref)), "blockers": array(fixed(oid, oid)),
         "blocked": ids, "first_strike_dealt": ids, "declared": boolean,
         "blocks_declared": boolean}, {"attacked": boolean})
    # state.CommanderRecord (903.3)
    commander = record({"owner": seat, "obj": optional(oid), "identity": text(5),
                        "casts": count, "moved": boolean,
                        "dealt": array(fixed(seat, count))})
    log_entry = record({"rule": text(40), "text": text(), "turn": count},
                       {"card": optional(name), "seen": optional(integer(0, MAX_INT)),
                        "redacted": optional(text())})
    # knowledge.Known: [object id, who knows which object, who knows which card, successor]
    known = fixed(oid, count, count, count)
    return record(
        {"format": text(40), "version": integer(), "variant": text(40), "turn": count,
         "first_player": seat, "active": seat, "step": text(40, tuple(s.name for s in Step)),
         "stage": text(40), "priority": optional(seat), "passes": count, "next_id": count,
         "next_ts": count, "rng": _rng, "monarch": optional(seat), "game_over": boolean,
         "players": array(player, players), "objects": array(game_object),
         "lki": array(game_object), "battlefield": ids, "stack": ids, "command": ids,
         "effects": array(effect), "pending_triggers": array(trigger),
         "combat": optional(combat), "log": array(log_entry)},
        {"token_moved": boolean, "mana_at_priority": boolean, "take_single_choices": boolean,
         "auto_pay": boolean,
         "day_night": text(40, ("", "day", "night")), "last_active": optional(seat),
         "extra_turns": array(seat), "normal_active": optional(seat),
         "delayed": array(plain()), "known": array(known), "commanders": array(commander),
         "max_turns": optional(integer(1, MAX_INT)), "max_decisions": optional(integer(1, MAX_INT)),
         "decisions": count})


def _rng(value: Any, path: str) -> None:
    text(MAX_NUMBER_DIGITS)(value, path)
    if not value.isdigit() or not value.isascii():
        raise _fail(path, "the random state is a whole number written as text")


def check_state(data: Any, path: str = "base") -> None:
    """Raises SaveFileError naming the place and the reason unless `data` has the shape
    of a state (`state_to_json`) within the limits."""
    if type(data) is not dict:
        raise _fail(path, f"expected an object, found {_type_name(data)}")
    players = data.get("players")
    if type(players) is not list or not 1 <= len(players) <= MAX_PLAYERS:
        raise _fail(f"{path}.players", f"expected a list of 1 to {MAX_PLAYERS} players")
    state_check(len(players))(data, path)
    for k, p in enumerate(players):
        if p["index"] != k:
            raise _fail(f"{path}.players[{k}].index", f"the player at {k} says {p['index']}")


def check_save(document: dict[str, Any], require_hash: bool) -> None:
    """Raises SaveFileError unless `document` (a parsed `Game.save`) has the shape of a
    save; without `require_hash`, a save may lack its hash."""
    record({"format": text(40), "version": integer(), "base": lambda v, p: None,
            "answers": array(choice_json)},
           {"hash": text(MAX_SAVE_CHARS), "cards": plain(4)})(document, "")
    if require_hash and "hash" not in document:
        raise _fail("hash", "the save has no hash, so its replay can't be checked "
                    "(load it with require_hash=False to accept it unchecked)")
    check_state(document["base"])
