"""Continuous effects and characteristics: the layer system (613).

`characteristics(state, oid)` starts from the printed card (613.1), then applies every
continuous effect layer by layer and sublayer by sublayer (613.1, 613.4), in timestamp
order (613.7) unless a dependency says otherwise (613.8). Effects come from static
abilities of permanents (604) and from resolved spells and abilities (611.2), the latter
stored in the state as plain `EffectRecord`s whose operation is named in `OPERATIONS`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, cast

from manastack.rules.abilities import Ability, StaticAbility
from manastack.rules.land_types import INTRINSIC_MANA, INTRINSIC_TYPE, derive_intrinsic, set_land_types
from manastack.rules.state import EffectRecord, GameObject, GameState

LAYERS = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")


_NO_RULES: frozenset[str] = frozenset()


class Chars:
    """An object's characteristics after continuous effects (the values the rules see).

    Only the layer solver changes characteristics, on its own mutable copies; the ones
    made with `mutable=False` (an object no effect applies to) share the card's own
    frozen sets and ability tuple, and must be read only."""

    __slots__ = ("abilities", "colors", "controller", "keywords", "loyalty", "name", "obj",
                 "power", "rules", "sba", "subtypes", "supertypes", "toughness", "types")

    def __init__(self, obj: GameObject, mutable: bool = True) -> None:
        card = obj.card
        self.obj = obj
        self.name = card.name
        self.power = card.power
        self.toughness = card.toughness
        self.loyalty = obj.counters.get("loyalty", 0) if "Planeswalker" in card.types else None
        self.controller = obj.controller
        if mutable:
            self.types: set[str] = set(card.types)
            self.subtypes: set[str] = set(card.subtypes)
            self.supertypes: set[str] = set(card.supertypes)
            self.colors: set[str] = set(card.colors)
            self.abilities: list[Ability] = list(card.abilities)
            self.keywords: set[str] = set(card.keywords)
            self.rules: set[str] = set()   # rule-modifying markers such as "can't block" (613.11)
        else:
            self.types = cast("set[str]", card.types)
            self.subtypes = cast("set[str]", card.subtypes)
            self.supertypes = cast("set[str]", card.supertypes)
            self.colors = cast("set[str]", card.colors)
            self.abilities = cast("list[Ability]", card.abilities)
            self.keywords = cast("set[str]", card.keywords)
            self.rules = cast("set[str]", _NO_RULES)
        # Whether a state-based action might apply to this permanent (rules/sba.py); these
        # characteristics are remade whenever the object or an effect changes.
        self.sba: bool | None = None

    def copy(self) -> Chars:
        new = Chars.__new__(Chars)
        new.obj = self.obj
        new.name = self.name
        new.types = set(self.types)
        new.subtypes = set(self.subtypes)
        new.supertypes = set(self.supertypes)
        new.colors = set(self.colors)
        new.power = self.power
        new.toughness = self.toughness
        new.loyalty = self.loyalty
        new.abilities = list(self.abilities)
        new.keywords = set(self.keywords)
        new.controller = self.controller
        new.rules = set(self.rules)
        new.sba = None
        return new

    def is_(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords


# -- operations of resolved effects (EffectRecord.op) -----------------------------------
def _op_pt(c: Chars, params: tuple[Any, ...]) -> None:
    if c.power is not None and c.toughness is not None:
        c.power += params[0]
        c.toughness += params[1]


def _op_set_pt(c: Chars, params: tuple[Any, ...]) -> None:
    c.power, c.toughness = params[0], params[1]


def _op_switch_pt(c: Chars, params: tuple[Any, ...]) -> None:
    c.power, c.toughness = c.toughness, c.power


def _op_keywords(c: Chars, params: tuple[Any, ...]) -> None:
    c.keywords.update(params)


def _op_lose_abilities(c: Chars, params: tuple[Any, ...]) -> None:
    c.abilities.clear()
    c.keywords.clear()


def _op_control(c: Chars, params: tuple[Any, ...]) -> None:
    c.controller = params[0]


def _op_add_types(c: Chars, params: tuple[Any, ...]) -> None:
    types, subtypes = params
    c.types.update(types)
    c.subtypes.update(subtypes)


def _op_set_land_types(c: Chars, params: tuple[Any, ...]) -> None:
    set_land_types(c, params)


def _op_colors(c: Chars, params: tuple[Any, ...]) -> None:
    c.colors = set(params)


def _op_rule(c: Chars, params: tuple[Any, ...]) -> None:
    c.rules.update(params)


OPERATIONS: dict[str, tuple[str, Callable[[Chars, tuple[Any, ...]], None]]] = {
    "control": ("2", _op_control),
    "add_types": ("4", _op_add_types),
    "set_land_types": ("4", _op_set_land_types),
    "colors": ("5", _op_colors),
    "keywords": ("6", _op_keywords),
    "lose_abilities": ("6", _op_lose_abilities),
    "rule": ("6", _op_rule),
    "set_pt": ("7b", _op_set_pt),
    "pt": ("7c", _op_pt),
    "switch_pt": ("7d", _op_switch_pt),
}


def layer_of(op: str) -> str:
    return OPERATIONS[op][0]


# -- the solver ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Applied:
    """One continuous effect as the solver sees it."""

    layer: str
    timestamp: int
    source: int | None
    affects: Callable[[GameState, dict[int, Chars], Chars], bool]
    modify: Callable[[Chars], None]
    static: StaticAbility | None


def _from_static(source: GameObject, ability: StaticAbility) -> _Applied:
    def affects(state: GameState, chars: dict[int, Chars], c: Chars) -> bool:
        src = chars.get(source.id)
        if src is None or ability not in src.abilities:
            return False       # 613.8a(b): the source no longer has the ability
        if ability.applies_to is not None:
            return ability.applies_to(state, src, c)
        return ability.affects(state, source, c.obj)

    return _Applied(ability.layer, source.timestamp, source.id, affects,
                    lambda c: ability.modify(c, source), ability)


def _from_record(record: EffectRecord) -> _Applied:
    _, op = OPERATIONS[record.op]
    locked = frozenset(record.affected or ())

    def affects(state: GameState, chars: dict[int, Chars], c: Chars) -> bool:
        return c.obj.id in locked

    return _Applied(record.layer, record.timestamp, record.source, affects,
                    lambda c: op(c, record.params), None)


def _gather(state: GameState) -> list[_Applied]:
    out: list[_Applied] = []
    for obj in state.permanents():
        for ability in obj.card.abilities:
            if isinstance(ability, StaticAbility):
                out.append(_from_static(obj, ability))
    out.extend(_from_record(r) for r in state.effects)
    return out


def _affected(state: GameState, chars: dict[int, Chars], effect: _Applied) -> frozenset[int]:
    return frozenset(oid for oid, c in chars.items() if effect.affects(state, chars, c))


def _depends(state: GameState, chars: dict[int, Chars], a: _Applied, b: _Applied) -> bool:
    """613.8a: does applying `b` change what `a` applies to (or whether it exists)?"""
    before = _affected(state, chars, a)
    trial = {oid: c.copy() for oid, c in chars.items()}
    for c in trial.values():
        if b.affects(state, chars, c):
            b.modify(c)
    return _affected(state, trial, a) != before


def _order(state: GameState, chars: dict[int, Chars], effects: list[_Applied]) -> Iterable[_Applied]:
    """613.7 timestamp order, overridden by dependencies (613.8b-c)."""
    remaining = sorted(effects, key=lambda e: e.timestamp)
    if len(remaining) < 2 or all(e.static is None for e in remaining):
        yield from remaining
        return
    while remaining:
        chosen = remaining[0]
        for candidate in remaining:
            deps = [o for o in remaining if o is not candidate and _depends(state, chars, candidate, o)]
            # 613.8b: a dependency loop is ignored; apply in timestamp order.
            if not deps or all(_depends(state, chars, o, candidate) for o in deps):
                chosen = candidate
                break
        remaining.remove(chosen)
        yield chosen
        for c in chars.values():
            if chosen.affects(state, chars, c):
                chosen.modify(c)


def _apply_counters(c: Chars) -> None:
    """613.4c: +1/+1 and -1/-1 counters modify power and toughness."""
    counters = c.obj.counters
    if counters and c.power is not None and c.toughness is not None:
        delta = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        c.power += delta
        c.toughness += delta


def _solve(state: GameState) -> dict[int, Chars]:
    chars = {oid: Chars(state.objects[oid]) for oid in state.battlefield}
    effects = _gather(state)
    if not effects:
        for c in chars.values():
            _apply_counters(c)
        return chars
    by_layer: dict[str, list[_Applied]] = {}
    for e in effects:
        by_layer.setdefault(e.layer, []).append(e)
    for layer in LAYERS:
        layer_effects = by_layer.get(layer, [])
        if layer == "5" and "4" in by_layer:
            for c in chars.values():
                derive_intrinsic(c)    # 305.6, 305.7: once layer 4 is done, mana abilities follow land types
        if layer == "7c":
            for c in chars.values():
                _apply_counters(c)
        if not layer_effects:
            continue
        if len(layer_effects) > 1 and any(e.static is not None for e in layer_effects):
            for _ in _order(state, chars, layer_effects):
                pass      # _order applies each effect as it yields it
            continue
        for e in sorted(layer_effects, key=lambda e: e.timestamp):
            for c in chars.values():
                if e.affects(state, chars, c):
                    e.modify(c)
    return chars


def characteristics(state: GameState, oid: int) -> Chars:
    """The characteristics of object `oid` now (613). Cached until the state changes. For
    an object that left its zone: its last known characteristics (608.2h, 113.7a)."""
    obj = state.objects.get(oid)
    if obj is None:
        return _last_known_chars(state.lki[oid])
    cache = state._board_cache
    if cache.version != state.board:
        cache = state.board_cache()
    if not cache.solved:
        cache.solved = True
        cache.effects = state.has_continuous_effects()
        if cache.effects:
            cache.chars.update(_solve(state))
    if cache.effects and obj.zone == "battlefield":
        found: Chars = cache.chars[oid]
        return found
    # Nothing applies: the object's own record decides (memoised on the record, which
    # every write goes through, so the memo can't go stale).
    memo: Chars | None = obj._chars
    return memo if memo is not None else _own_chars(obj)


def all_characteristics(state: GameState) -> dict[int, Chars]:
    """Characteristics of every permanent on the battlefield."""
    return {oid: characteristics(state, oid) for oid in state.battlefield}


# -- last known information (608.2h, 603.10, 113.7a, 400.7) ------------------------------
# An object that leaves its zone is kept in `state.lki` as it was. Its characteristics as
# continuous effects left them are kept with it, as the fields that differ from the
# record's own (the card's, with counters): a sorted tuple of (field, value) pairs, sets as
# sorted tuples and abilities as indices into the card's abilities. An object no effect
# applied to keeps nothing; the values are immutable, so forks share them, and plain data,
# so saves write them (GameObject.to_json). The controller is kept on the record itself.

def _own_chars(obj: GameObject) -> Chars:
    """The characteristics of the record alone, no effect applied (memoised as in
    `characteristics`)."""
    memo: Chars | None = obj._chars
    if memo is None:
        memo = Chars(obj, mutable=False)
        _apply_counters(memo)
        obj._chars = memo
    return memo


def _kept(c: Chars) -> tuple[tuple[str, Any], ...]:
    """What continuous effects made of the object: `c`'s fields that differ from its
    record's own characteristics."""
    obj = c.obj
    own = _own_chars(obj)
    if c is own:
        return ()
    out: list[tuple[str, Any]] = []
    abilities = obj.card.abilities
    if len(c.abilities) != len(own.abilities) or any(
            a is not b for a, b in zip(c.abilities, own.abilities, strict=True)):
        # Layer 6 (`OPERATIONS`) removes abilities or adds keywords and rule markers, never
        # ability objects, so what is left is some of the card's own, kept by index, and
        # the intrinsic mana abilities of land types given in layer 4 (305.6), by type.
        position: dict[int, int | str] = {id(a): i for i, a in enumerate(abilities)}
        position.update((key, t) for key, t in INTRINSIC_TYPE.items() if key not in position)
        out.append(("abilities", tuple(position[id(a)] for a in c.abilities)))
    for name in _KEPT_FIELDS:
        value = getattr(c, name)
        if value != getattr(own, name):
            out.append((name, value if name in ("power", "toughness") else tuple(sorted(value))))
    return tuple(out)


# The characteristics `_kept` compares besides abilities, in the order it writes them.
_KEPT_FIELDS = ("colors", "keywords", "power", "rules", "subtypes", "supertypes", "toughness",
                "types")


def last_known_record(state: GameState, obj: GameObject) -> GameObject:
    """The record to keep as the last known information of `obj`, which is about to leave
    its zone (call it while `obj` is still there): the record itself, or a copy (the
    record may be shared with forks) with the controller and the characteristics
    continuous effects gave it (608.2h, 603.3a, 603.10a)."""
    c = characteristics(state, obj.id)
    kept = _kept(c)
    if c.controller == obj.controller and not kept:
        return obj
    record = obj.clone()
    record.controller = c.controller
    record.last_chars = kept or None
    return record


def _last_known_chars(record: GameObject) -> Chars:
    """The characteristics of an object that left its zone, as it last existed there
    (memoised on the record: records in `state.lki` are never written)."""
    memo: Chars | None = record._chars
    if memo is not None:
        return memo
    memo = Chars(record, mutable=False)
    _apply_counters(memo)
    kept = record.last_chars
    if kept:
        card = record.card
        for name, value in kept:
            if name == "abilities":
                memo.abilities = cast("list[Ability]", tuple(
                    INTRINSIC_MANA[i] if isinstance(i, str) else card.abilities[i]
                    for i in value))
            elif name in ("power", "toughness"):
                setattr(memo, name, value)
            else:
                setattr(memo, name, frozenset(value))
    record._chars = memo
    return memo
