"""Objects a scenario names, and the facts `objects:` and `stack_items:` check of them
(docs/scenarios.md, "Objects in expectations").

A label names a card, not one object: when the card changes zones it becomes a new
object (400.7), and the label follows it there through the last known information of
each object it was (`GameObject.became`). A card may also be named by its name where
exactly one object has that name.
"""

from __future__ import annotations

import re
from typing import Any

from manastack.rules.abilities import TriggeredAbility, player_ref, ref_player
from manastack.rules.casting import summoning_sick
from manastack.rules.context import RulesError
from manastack.rules.layers import characteristics
from manastack.rules.mana_abilities import mana_value_of
from manastack.rules.stack import ability_for
from manastack.rules.state import ZONES, GameObject, GameState
from manastack.scenario.values import Path_, _At, _bool, _int, _list, _mapping, _str

OBJECT_FACTS = ("zone", "owner", "controller", "new_object", "token", "name", "pt", "base_pt",
                "counters", "damage", "tapped", "sick", "keywords", "abilities", "colors",
                "types", "subtypes", "mana_value", "x", "targets", "source", "that_player")
STACK_ITEM_KEYS = ("name", "controller", "source", "targets", "x", "mana_value", "that_player")
SET_FACTS = ("keywords", "abilities", "colors", "types", "subtypes")
PT_RE = re.compile(r"^-?\d+/-?\d+$")


def ids_of(state: GameState, oid: int) -> list[int]:
    """The ids a card has had, from `oid` on: each zone change made a new object (400.7)
    whose id its last known information keeps."""
    ids = [oid]
    while oid not in state.objects:
        record = state.lki.get(oid)
        if record is None or record.became is None:
            break
        oid = record.became
        ids.append(oid)
    return ids


def follow(state: GameState, oid: int) -> GameObject | None:
    """The object the card that was `oid` is now, or None if it ceased to exist."""
    return state.objects.get(ids_of(state, oid)[-1])


def last_seen(state: GameState, oid: int) -> str:
    """What the card that was `oid` was last: "Spirit#12" (for messages about a card
    that ceased to exist, such as a token that left the battlefield, 704.5d)."""
    ids = ids_of(state, oid)
    name = next((r.card.name for r in map(state.last_known, reversed(ids)) if r), "")
    return f"{name}#{ids[-1]}"


def shown_name(state: GameState, obj: GameObject) -> str:
    """The name as the rules see it: after continuous effects on the battlefield."""
    return characteristics(state, obj.id).name if obj.zone == "battlefield" else obj.card.name


def named(state: GameState, name: str) -> tuple[GameObject | None, str]:
    """The only object (not an ability) named `name`, or None and why not."""
    found = [o for o in state.objects.values()
             if o.kind != "ability" and shown_name(state, o) == name]
    if len(found) == 1:
        return found[0], ""
    if not found:
        return None, f"no object is named {name!r}"
    where = ", ".join(f"#{o.id} ({o.zone})" for o in found[:6])
    return None, f"{len(found)} objects are named {name!r} ({where}); give one a label"


def stack_name(state: GameState, oid: int) -> str:
    """The name of a stack item: a spell's, or `<source name> ability`."""
    obj = state.objects[oid]
    if obj.kind == "ability":
        source = state.last_known(obj.source) if obj.source is not None else None
        return f"{(source.card.name if source else obj.card.name)} ability"
    return obj.card.name


def trigger_count(state: GameState, sources: set[int] | str) -> int:
    """How many times triggered abilities of a source triggered (603.2): those waiting to
    be put on the stack (603.3), on it, or gone from it. `sources` are the ids of one card
    (a label's), or a name: any source of that name."""
    def of_source(source: int | None) -> bool:
        if source is None:
            return False
        if isinstance(sources, set):
            return source in sources
        record = state.last_known(source)
        return record is not None and record.card.name == sources

    count = sum(1 for p in state.pending_triggers if of_source(p.source))
    for record in (*state.objects.values(), *state.lki.values()):
        if record.kind == "ability" and record.ability_key is not None \
                and of_source(record.source) and _is_triggered(state, record):
            count += 1
    return count


def _is_triggered(state: GameState, record: GameObject) -> bool:
    assert record.ability_key is not None
    try:
        ability = ability_for(state, record.ability_key, record.source)
    except RulesError:
        return False
    return isinstance(ability, TriggeredAbility)


def that_player(state: GameState, obj: GameObject) -> str | None:
    """The player a triggered ability's event names, its "that player": the player a
    per-player trigger is for (805.4d), else the player of the event (who drew, cast,
    lost life), else the player it dealt damage to."""
    data = obj.event_data
    player: int | None = None
    if isinstance(data.get("for_player"), int):
        player = data["for_player"]
    elif isinstance(data.get("player"), int):
        player = data["player"]
    elif isinstance(data.get("target"), int):
        player = ref_player(data["target"])
    return state.players[player].name if player is not None else None


# -- reading -----------------------------------------------------------------------------
def read_facts(value: object, path: Path_, allowed: tuple[str, ...],
               players: list[str], labels: dict[str, int]) -> dict[str, Any]:
    """The facts of one object to check, read and checked for form."""
    facts: dict[str, Any] = {}
    for key, arg in _mapping(value, path, allowed).items():
        at = (*path, key)
        if key == "that_player" and arg is None:
            facts[key] = None
        elif key in ("owner", "controller", "that_player"):
            facts[key] = _player(arg, at, players)
        elif key == "zone":
            zone = _str(arg, at)
            if zone not in ZONES:
                raise _At(at, f"unknown zone {zone!r} ({', '.join(ZONES)})")
            facts[key] = zone
        elif key in ("new_object", "token", "tapped", "sick"):
            facts[key] = _bool(arg, at)
        elif key in ("pt", "base_pt"):
            text = _str(arg, at)
            if not PT_RE.match(text):
                raise _At(at, f"expected power/toughness such as '2/2', found {text!r}")
            facts[key] = text
        elif key == "counters":
            facts[key] = {c: _int(n, (*at, c), 0) for c, n in _mapping(arg, at).items()}
        elif key in ("damage", "mana_value"):
            facts[key] = _int(arg, at, 0)
        elif key == "x":
            facts[key] = None if arg is None else _int(arg, at, 0)
        elif key in SET_FACTS:
            facts[key] = sorted(_norm(_str(x, (*at, i)))
                                for i, x in enumerate(_list(arg, at)))
        elif key == "targets":
            facts[key] = [_ref(x, (*at, i), labels) for i, x in enumerate(_list(arg, at))]
        elif key == "source":
            facts[key] = _ref(arg, at, labels)
        else:
            facts[key] = _str(arg, at)        # "name"
    return facts


def _player(value: object, path: Path_, players: list[str]) -> str:
    if value not in players:
        raise _At(path, f"no player is named {value!r} (players: {', '.join(players)})")
    return str(value)


def _ref(value: object, path: Path_, labels: dict[str, int]) -> str:
    """A player's name, `$label` or a card's name."""
    text = _str(value, path)
    if text.startswith("$") and text[1:] not in labels:
        raise _At(path, f"unknown label {text} (labels: {', '.join(sorted(labels)) or 'none'})")
    return text


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


# -- checking ----------------------------------------------------------------------------
class FactChecker:
    """The facts of objects that don't hold, as messages."""

    def __init__(self, state: GameState, labels: dict[str, int]) -> None:
        self.s = state
        self.labels = labels
        self.problems: list[str] = []

    def resolve(self, ref: str) -> GameObject | None:
        """The object a label (with or without `$`) or a unique name names now."""
        label = ref[1:] if ref.startswith("$") else ref
        if label in self.labels:
            oid = self.labels[label]
            obj = follow(self.s, oid)
            if obj is None:
                self.problems.append(f"label {label!r} ({last_seen(self.s, oid)}) has "
                                     "ceased to exist")
            return obj
        obj, why = named(self.s, ref)
        if obj is None:
            self.problems.append(why)
        return obj

    def names(self, ref: str, target: int) -> bool:
        """Whether a reference (a player's name, a label, a card's name) names `target`, a
        target or source as recorded (a player reference or an object id then)."""
        for p in self.s.players:
            if p.name == ref:
                return target == player_ref(p.index)
        label = ref[1:] if ref.startswith("$") else ref
        if label in self.labels:
            return target in ids_of(self.s, self.labels[label])
        record = self.s.last_known(target)
        return record is not None and record.card.name == ref

    def check(self, what: str, obj: GameObject, start: int | None, want: dict[str, Any]) -> None:
        found = self.found(obj, start, want)
        for key, expected in want.items():
            if key == "counters":
                value = {c: found[key].get(c, 0) for c in expected}
                if value != expected:
                    self.differ(f"{what}: counters", expected, found[key])
            elif key in ("targets", "source"):
                refs = expected if key == "targets" else [expected]
                ids = list(obj.targets) if key == "targets" else \
                    ([] if obj.source is None else [obj.source])
                if len(ids) != len(refs) or not all(map(self.names, refs, ids)):
                    self.differ(f"{what}: {key}", expected, found[key])
            elif found[key] != expected:
                self.differ(f"{what}: {key}", expected, found[key])

    def differ(self, what: str, expected: object, found: object) -> None:
        self.problems.append(f"{what}: expected {expected!r}, found {found!r}")

    def found(self, obj: GameObject, start: int | None, want: dict[str, Any]) -> dict[str, Any]:
        """The values of the wanted facts of `obj` now (after continuous effects, 613)."""
        s = self.s
        c = characteristics(s, obj.id)
        values: dict[str, Any] = {}
        for key in want:
            if key == "new_object":          # 400.7: a zone change made a new object
                values[key] = start is not None and obj.id != start
            elif key == "pt":
                values[key] = f"{c.power}/{c.toughness}"
            elif key == "base_pt":
                values[key] = f"{obj.card.power}/{obj.card.toughness}"
            elif key in SET_FACTS:
                items = [a.text for a in c.abilities] if key == "abilities" else getattr(c, key)
                values[key] = sorted(_norm(x) for x in items)
            else:
                values[key] = self.plain(obj, key)
        return values

    def plain(self, obj: GameObject, key: str) -> Any:
        s = self.s
        c = characteristics(s, obj.id)
        simple: dict[str, Any] = {
            "zone": lambda: obj.zone, "owner": lambda: s.players[obj.owner].name,
            "controller": lambda: s.players[c.controller].name,
            "name": lambda: stack_name(s, obj.id) if obj.kind == "ability" else c.name,
            "token": lambda: obj.kind == "token", "counters": lambda: dict(obj.counters),
            "damage": lambda: obj.damage, "tapped": lambda: obj.tapped,
            "sick": lambda: obj.zone == "battlefield" and summoning_sick(s, obj, c),
            "mana_value": lambda: mana_value_of(s, obj.id), "x": lambda: obj.x,
            "targets": lambda: [self.target_text(t) for t in obj.targets],
            "source": lambda: self.target_text(obj.source) if obj.source is not None else None,
            "that_player": lambda: that_player(s, obj),
        }
        return simple[key]()

    def target_text(self, ref: int) -> str:
        player = ref_player(ref)
        if player is not None:
            return self.s.players[player].name
        record = self.s.last_known(ref)
        return f"{record.card.name}#{ref}" if record else f"#{ref}"
