"""Continuous effects and characteristics: the layer system (613).

`characteristics(state, oid)` starts from the printed card (613.1), then applies every
continuous effect layer by layer and sublayer by sublayer (613.1, 613.4), in timestamp
order (613.7) unless a dependency says otherwise (613.8). Effects come from static
abilities of permanents (604) and from resolved spells and abilities (611.2), the latter
stored in the state as plain `EffectRecord`s whose operation is named in `OPERATIONS`.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from functools import cache
from operator import attrgetter
from typing import Any

from manastack.rules.abilities import Ability, CardDef, CountedChange, DefiningAbility, StaticAbility
from manastack.rules.granted import PREFIX as GRANTED_PREFIX
from manastack.rules.granted import granted_ability, granted_key
from manastack.rules.land_types import INTRINSIC_MANA, INTRINSIC_TYPE, derive_intrinsic, set_land_types
from manastack.rules.state import EffectRecord, GameObject, GameState

LAYERS = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")


_NO_RULES: set[str] = set()     # the rules markers of every read-only Chars: never changed


class Chars:
    """An object's characteristics after continuous effects (the values the rules see).

    Only the layer solver changes characteristics, on its own mutable copies; the ones
    made with `mutable=False` (an object no effect applies to) share one set of each kind
    and one ability list per card (`CardDef.shared_sets`), and must be read only."""

    __slots__ = ("abilities", "colors", "controller", "keywords", "loyalty", "name", "obj",
                 "power", "rules", "sba", "subtypes", "supertypes", "toughness", "types")

    def __init__(self, obj: GameObject, mutable: bool = True) -> None:
        card = obj.card
        self.obj = obj
        self.name = card.name
        self.power = card.power
        self.toughness = card.toughness
        # 306.5a, 306.5c: printed loyalty off the battlefield, its loyalty counters on it.
        self.loyalty = ((obj.counters.get("loyalty", 0) if obj.zone == "battlefield"
                         else card.loyalty or 0) if "Planeswalker" in card.types else None)
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
            (self.types, self.subtypes, self.supertypes, self.colors, self.keywords,
             self.abilities) = card.shared_sets
            self.rules = _NO_RULES
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


def _op_abilities(c: Chars, params: tuple[Any, ...]) -> None:
    c.abilities.extend(granted_ability(key) for key in params)     # 113.10: by their keys


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
    "abilities": ("6", _op_abilities),
    "lose_abilities": ("6", _op_lose_abilities),
    "rule": ("6", _op_rule),
    "set_pt": ("7b", _op_set_pt),
    "pt": ("7c", _op_pt),
    "switch_pt": ("7d", _op_switch_pt),
}


def layer_of(op: str) -> str:
    return OPERATIONS[op][0]


# -- the solver ------------------------------------------------------------------------
# What the effects of each layer change (613.1): an effect applied in a layer changes only
# the characteristics that layer is about. Layers 1 and 3 have no effects here; one added
# there is taken to change anything.
_PT = frozenset({"power", "toughness"})
_ANY = frozenset({"abilities", "colors", "controller", "keywords", "loyalty", "name", "power",
                  "rules", "subtypes", "supertypes", "toughness", "types"})
_CHANGED_IN: dict[str, frozenset[str]] = {
    "1": _ANY, "2": frozenset({"controller"}), "3": _ANY,
    "4": frozenset({"types", "subtypes", "supertypes"}), "5": frozenset({"colors"}),
    "6": frozenset({"abilities", "keywords", "rules"}),
    "7a": _PT, "7b": _PT, "7c": _PT, "7d": _PT,
}
# The characteristics a `Chars` attribute reveals when read (the derived ones read the
# fields they are made of); a name not listed is taken to reveal every characteristic.
_REVEALS: dict[str, frozenset[str]] = {
    **{name: frozenset({name}) for name in _ANY},
    "is_": frozenset({"types"}), "is_creature": frozenset({"types"}),
    "has": frozenset({"keywords"}), "obj": frozenset(), "sba": frozenset(),
}


class _Reading(Chars):
    """Characteristics seen through a glass that notes which of them are read. A `Chars`
    itself, so that code compiled with mypyc, which checks the declared types at run time,
    accepts it where characteristics are expected (issue 16); every attribute is read
    from the characteristics it wraps."""

    __slots__ = ("_chars", "_noted")

    def __init__(self, chars: Chars, noted: set[str]) -> None:     # no Chars.__init__: a view
        object.__setattr__(self, "_chars", chars)
        object.__setattr__(self, "_noted", noted)

    def __getattribute__(self, name: str) -> Any:
        if name in _READING_OWN:
            return object.__getattribute__(self, name)
        object.__getattribute__(self, "_noted").update(_REVEALS.get(name, _ANY))
        return getattr(object.__getattribute__(self, "_chars"), name)


_READING_OWN = frozenset({"_chars", "_noted", "__class__"})


@dataclass(frozen=True, slots=True, eq=False)
class _Applied:
    """One continuous effect as the solver sees it: of a static ability (`ability` of the
    permanent `host`, its part `part`: 0 the first, n its `later[n - 1]`) or of a resolved
    spell or ability (`op` with `params`, applying to the objects `locked` in as it began,
    611.2c). A later part of a static ability names its ability's `first` part, and is
    locked to the objects that one applied to once it did (613.6)."""

    layer: str
    timestamp: int
    source: int | None
    ability: StaticAbility | None = None
    host: GameObject | None = None
    op: Callable[[Chars, tuple[Any, ...]], None] | None = None
    params: tuple[Any, ...] = ()
    locked: tuple[int, ...] | None = None
    part: int = 0
    first: _Applied | None = None

    def applies(self, state: GameState, source: Chars | None, c: Chars) -> bool:
        """Whether the static ability applies to `c`, its source having the
        characteristics `source` so far (None: it isn't a permanent)."""
        ability = self.ability
        assert ability is not None and self.host is not None
        if source is None or ability not in source.abilities:
            return False       # 613.8a(b): the source no longer has the ability
        if ability.applies_to is not None:
            return ability.applies_to(state, source, c)
        return ability.affects(state, self.host, c.obj)

    def change(self, c: Chars) -> None:
        if self.ability is not None:
            assert self.host is not None
            part = self.part
            modify = self.ability.modify if not part else self.ability.later[part - 1][1]
            modify(c, self.host)
        else:
            assert self.op is not None
            self.op(c, self.params)


def _statics(state: GameState) -> list[_Applied]:
    """The effects of the static abilities of permanents (604, 611.3) and of emblems in
    the command zone (114.4)."""
    out: list[_Applied] = []
    for obj in _static_sources(state):
        if obj.card.has_static:
            for ability in obj.card.abilities:
                if isinstance(ability, StaticAbility) and (
                        obj.zone == "battlefield" or obj.zone in ability.zones):
                    first = _Applied(ability.layer, obj.timestamp, obj.id, ability, obj)
                    out.append(first)
                    out.extend(_Applied(layer, obj.timestamp, obj.id, ability, obj, part=n,
                                        first=first)
                               for n, (layer, _modify) in enumerate(ability.later, 1))
    return out


def _static_sources(state: GameState) -> list[GameObject]:
    """Permanents, then the command zone's objects with static abilities (114.4)."""
    objects = state.objects
    found = [objects[oid] for oid in state.battlefield]
    return found + [objects[oid] for oid in state.command if objects[oid].card.has_static] \
        if state.command else found


def _from_record(r: EffectRecord) -> _Applied:
    return _Applied(r.layer, r.timestamp, r.source, op=OPERATIONS[r.op][1], params=r.params,
                    locked=r.affected or ())


def _apply_records(chars: dict[int, Chars], records: Iterable[EffectRecord]) -> None:
    """Apply resolved effects, in the order given, to the objects locked in as each
    began (611.2c)."""
    for r in records:
        affected = r.affected
        if affected:
            op = OPERATIONS[r.op][1]
            params = r.params
            for oid in affected if len(affected) == 1 else dict.fromkeys(affected):
                c = chars.get(oid)
                if c is not None:
                    op(c, params)


_TIMESTAMP = attrgetter("timestamp")


# An effect's set of objects, in battlefield order: a dict used as an ordered set.
_Members = dict[int, None]


def _members(state: GameState, chars: dict[int, Chars], effect: _Applied,
             noted: tuple[set[str], set[str]] | None = None) -> _Members:
    """The objects `effect` applies to now; with `noted`, the characteristics read to
    decide it are added to its sets: those read of its source, those read of others."""
    if effect.locked is not None:
        return dict.fromkeys(oid for oid in effect.locked if oid in chars)
    source = chars.get(effect.source) if effect.source is not None else None
    if noted is None:
        return dict.fromkeys(oid for oid, c in chars.items() if effect.applies(state, source, c))
    of_source, of_others = noted
    seen = None if source is None else _Reading(source, of_source)
    return dict.fromkeys(
        oid for oid, c in chars.items()
        if effect.applies(state, seen, seen if oid == effect.source and seen is not None
                          else _Reading(c, of_others)))


# The objects each static ability with parts in later layers applied its first part to
# (613.6), by that part.
_Begun = dict[_Applied, tuple[int, ...]]


def _apply(chars: dict[int, Chars], effect: _Applied, members: _Members,
           begun: _Begun) -> None:
    for oid in members:
        effect.change(chars[oid])
    ability = effect.ability
    if ability is not None and ability.later and effect.first is None:
        begun[effect] = tuple(members)


def _apply_layer(state: GameState, chars: dict[int, Chars], layer: str,
                 statics: list[_Applied], records: tuple[EffectRecord, ...],
                 begun: _Begun) -> None:
    """Apply one layer's (or sublayer's) effects, `records` in timestamp order: in
    timestamp order (613.7), unless an effect depends on another (613.8).

    613.8a: an effect depends on another only if applying the other would change whether
    it exists or what it applies to, so only if it reads a characteristic the effects of
    this layer change (`_CHANGED_IN`). An effect of a resolved spell or ability reads
    none (its objects are locked in, 611.2c), nor does a static ability that judges its
    objects on earlier layers only ("creatures you control get +1/+1" reads types and
    controller, fixed by layer 7c): such effects never wait, and their objects don't
    change while the layer is applied. The characteristics each static ability reads are
    noted as it first decides what it applies to. (613.8a(c): every effect of layer 7a is
    from a characteristic-defining ability and no other layer has any here, so it always
    holds. The effects here do fixed things, +N/+N, a keyword, a value, so what one does
    to an object never depends on another's.)"""
    members: dict[_Applied, _Members] = {}
    waiting: list[_Applied] = []
    reads_others: set[_Applied] = set()
    changed = _CHANGED_IN[layer]
    if len(statics) + len(records) > 1:
        for e in statics:
            noted: tuple[set[str], set[str]] = (set(), set())
            members[e] = _members(state, chars, e, noted)
            of_source, of_others = noted
            if (of_source | of_others) & changed:
                waiting.append(e)
                if of_others & changed:
                    reads_others.add(e)
    if waiting:
        effects = sorted([*statics, *map(_from_record, records)], key=_TIMESTAMP)
        waiting.sort(key=_TIMESTAMP)
        _DependencyOrder(state, chars, changed, effects, members, waiting,
                         reads_others, begun).apply_all()
        return
    done = 0        # records[:done] are applied
    for e in sorted(statics, key=_TIMESTAMP):
        later = bisect_left(records, e.timestamp, lo=done, key=_TIMESTAMP)
        _apply_records(chars, records[done:later])
        done = later
        found = members.get(e)
        _apply(chars, e, found if found is not None else _members(state, chars, e), begun)
    _apply_records(chars, records[done:])


def _depends(state: GameState, chars: dict[int, Chars], a: _Applied, a_members: _Members,
             b: _Applied, b_members: _Members) -> bool:
    """613.8a: would applying `b` (to `b_members`) change whether `a` exists or what it
    applies to (now `a_members`)? Only the characteristics `b` changes are copied, and
    `a` is asked again only about those objects, unless its source is among them."""
    if not b_members:
        return False
    trial = {oid: chars[oid].copy() for oid in b_members}
    for c in trial.values():
        b.change(c)
    assert a.source is not None
    source = trial.get(a.source)
    if source is not None:
        return dict.fromkeys(oid for oid, c in chars.items()
                             if a.applies(state, source, trial.get(oid, c))).keys() \
            != a_members.keys()
    source = chars.get(a.source)
    return any(a.applies(state, source, c) != (oid in a_members) for oid, c in trial.items())


class _DependencyOrder:
    """The order of one layer's effects when some may depend on others (613.8b-c): the
    effect applied next is the earliest (613.7) that waits for no other, and the order is
    evaluated again after each effect is applied (613.8c).

    Only the `waiting` effects (`_apply_layer`) can depend on any; the others are applied
    in timestamp order around them. An effect waits while it depends on another that
    hasn't been applied, unless that one depends on it in turn, directly or through
    others: then they form a dependency loop and the loop is applied in timestamp order
    (613.8b). Identical resolved effects (the same operation on the same objects) are
    compared once for all, and the effect found last to keep one waiting is compared
    first the next time."""

    def __init__(self, state: GameState, chars: dict[int, Chars], changed: frozenset[str],
                 effects: list[_Applied], members: dict[_Applied, _Members],
                 waiting: list[_Applied], reads_others: set[_Applied], begun: _Begun) -> None:
        self.state = state
        self.begun = begun
        self.chars = chars
        self.changed = changed
        self.members = members
        self.waiting = waiting
        # The waiting effects that read what this layer changes of objects other than
        # their source; the others (an ability granting a keyword, which exists only while
        # its source has it) can depend only on effects that change their source.
        self.reads_others = reads_others
        # Timestamp order, effects of one permanent's abilities in the order printed.
        self.rank = {e: i for i, e in enumerate(effects)}
        waits = set(waiting)
        self.others = deque(e for e in effects if e not in waits)
        # The effects not applied yet that never wait, by what they do (timestamp order
        # within a group, groups in the order of their first effect).
        self.groups: dict[object, deque[_Applied]] = {}
        for e in self.others:
            self.groups.setdefault(_sameness(e), deque()).append(e)
        self.blocker: dict[_Applied, object] = {}

    def apply_all(self) -> None:
        while self.others or self.waiting:
            chosen = self._next_waiting()
            if chosen is not None:
                self.waiting.remove(chosen)
            elif self.others:
                # No waiting effect can be applied before the earliest of the others.
                chosen = self.others.popleft()
                key = _sameness(chosen)
                group = self.groups[key]
                group.popleft()          # the earliest of its group too
                if not group:
                    del self.groups[key]
            else:
                # Not reached while `_depends` is a function of the characteristics (with
                # only waiting effects left, those of a loop that waits for no other wait
                # for none); it keeps the loop finite all the same.
                chosen = self.waiting.pop(0)
            touched = self._members_of(chosen)
            _apply(self.chars, chosen, touched, self.begun)
            self._update(touched)

    def _next_waiting(self) -> _Applied | None:
        rank = self.rank
        limit = rank[self.others[0]] if self.others else len(rank)
        for a in self.waiting:
            if rank[a] > limit:
                return None
            if not self._waits(a):
                return a
        return None

    def _members_of(self, e: _Applied) -> _Members:
        found = self.members.get(e)
        if found is None:
            found = self.members[e] = _members(self.state, self.chars, e)
        return found

    def _note(self, a: _Applied) -> None:
        """What waiting effect `a` applies to now, and whether it reads what this layer
        changes of objects other than its source (asked again when its source changes:
        what it reads may follow from what its source is)."""
        noted: tuple[set[str], set[str]] = (set(), set())
        self.members[a] = _members(self.state, self.chars, a, noted)
        if noted[1] & self.changed:
            self.reads_others.add(a)
        else:
            self.reads_others.discard(a)

    def _depends(self, a: _Applied, b: _Applied) -> bool:
        b_members = self._members_of(b)
        if a not in self.reads_others and a.source not in b_members:
            return False
        return _depends(self.state, self.chars, a, self.members[a], b, b_members)

    def _waits(self, a: _Applied) -> bool:
        known = self.blocker.get(a)
        if known is not None and self._blocks(a, known):
            return True
        for key, group in self.groups.items():
            if self._depends(a, group[0]):
                self.blocker[a] = key
                return True
        for b in self.waiting:
            if b is not a and self._depends(a, b) and not self._reaches(b, a):
                self.blocker[a] = b
                return True
        return False

    def _blocks(self, a: _Applied, key: object) -> bool:
        """Whether what kept `a` waiting last time (a group of the others, or a waiting
        effect) still does."""
        group = self.groups.get(key)
        if group is not None:
            return self._depends(a, group[0])
        return isinstance(key, _Applied) and key in self.waiting and self._depends(a, key) \
            and not self._reaches(key, a)

    def _reaches(self, start: _Applied, goal: _Applied) -> bool:
        """Whether `start` depends on `goal` through a chain of waiting effects (only
        those depend on anything)."""
        seen = {start}
        todo = [start]
        while todo:
            x = todo.pop()
            for y in self.waiting:
                if y not in seen and self._depends(x, y):
                    if y is goal:
                        return True
                    seen.add(y)
                    todo.append(y)
        return False

    def _update(self, touched: _Members) -> None:
        """613.8c: what the waiting effects apply to, after an effect changed `touched`."""
        state, chars = self.state, self.chars
        for a in self.waiting:
            assert a.source is not None
            if a.source in touched:
                self._note(a)
                continue
            if a not in self.reads_others:
                continue        # nothing it reads of `touched` changed
            found = self.members[a]
            source = chars.get(a.source)
            for oid in touched:
                if a.applies(state, source, chars[oid]):
                    found[oid] = None
                else:
                    found.pop(oid, None)


def _sameness(e: _Applied) -> object:
    """What an effect is compared by when ordering: a resolved effect by what it does to
    which objects (two alike change the same things), a static ability by itself."""
    if e.ability is not None:
        return e
    return (e.op, e.params, e.locked, e.layer)


def _apply_counters(c: Chars) -> None:
    """613.4c: +1/+1 and -1/-1 counters modify power and toughness, and so do the other
    +X/+Y and -X/-Y counters (122.1a: a -2/-1 counter)."""
    counters = c.obj.counters
    if counters and c.power is not None and c.toughness is not None:
        delta = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
        c.power += delta
        c.toughness += delta
        if len(counters) > (("+1/+1" in counters) + ("-1/-1" in counters)):
            for kind, n in counters.items():
                change = pt_counter(kind)
                if change is not None and kind not in _UNIT_COUNTERS:
                    c.power += change[0] * n
                    c.toughness += change[1] * n


_UNIT_COUNTERS = frozenset({"+1/+1", "-1/-1"})
_PT_COUNTER = re.compile(r"([+-]\d+)/([+-]\d+)")


@cache
def pt_counter(kind: str) -> tuple[int, int] | None:
    """What a counter of `kind` adds to power and toughness (122.1a: "+X/+Y", "-X/-Y"), or
    None for a counter that doesn't change them."""
    found = _PT_COUNTER.fullmatch(kind)
    return (int(found[1]), int(found[2])) if found else None


def _noncreature_permanent_pt(c: Chars) -> None:
    """208.3, 301.7a: a noncreature permanent has no power or toughness, even with a printed
    power and toughness (a Vehicle) or an effect that sets or modifies them (208.3a)."""
    if c.power is not None and c.obj.zone == "battlefield" and "Creature" not in c.types:
        c.power = c.toughness = None


def _apply_counted(state: GameState, chars: Mapping[int, Chars], c: Chars) -> None:
    """613.4c: its own "gets +N/+M for each [permanent]" (or the permanent it is attached
    to's), counted on the permanents' characteristics after layer 6 (no 7c effect can change
    what they count)."""
    for ability in c.abilities:
        if isinstance(ability, CountedChange):
            changed = c if not ability.attached else chars.get(c.obj.attached_to) \
                if c.obj.attached_to is not None else None
            if changed is None or changed.power is None or changed.toughness is None:
                continue
            dp, dt = ability.change(state, chars, c)
            changed.power += dp
            changed.toughness += dt


def _by_layer(effects: tuple[EffectRecord, ...]) -> dict[str, tuple[EffectRecord, ...]]:
    """The effects of resolved spells and abilities of each layer, in timestamp order
    (kept while the same `state.effects` tuple is in place)."""
    out: dict[str, list[EffectRecord]] = {}
    for r in effects:
        out.setdefault(r.layer, []).append(r)
    return {layer: tuple(sorted(records, key=_TIMESTAMP)) for layer, records in out.items()}


def _continued(e: _Applied, begun: _Begun) -> _Applied:
    """613.6: a later part of an effect whose first part applied applies to the same
    objects, even if its ability was removed since; until then it is judged as any."""
    if e.first is None or e.first not in begun:
        return e
    return replace(e, locked=begun[e.first])


def _holding(state: GameState, chars: dict[int, Chars], effects: list[_Applied],
             off: set[_Applied]) -> list[_Applied]:
    """611.3a: the effects of one layer but those of static abilities whose condition
    doesn't hold. The condition is judged as its first part's layer begins, on what the
    earlier layers left (it reads nothing a later one changes, so its answer stands for
    every part of the effect, 613.6); a later part goes with its first part (`off`)."""
    kept: list[_Applied] = []
    for e in effects:
        ability = e.ability
        condition = ability.while_board if ability is not None else None
        if condition is None:
            kept.append(e)
        elif e.first is not None:
            if e.first not in off:
                kept.append(e)
        else:
            source = chars.get(e.source) if e.source is not None else None
            if source is not None and condition(state, chars, source):
                kept.append(e)
            else:
                off.add(e)
    return kept


def _solve(state: GameState) -> dict[int, Chars]:
    chars = {oid: Chars(state.objects[oid]) for oid in state.battlefield}
    for oid in state.command:       # 114.4: an emblem's static abilities are its source's
        if state.objects[oid].card.has_static:
            chars[oid] = Chars(state.objects[oid])
    statics: dict[str, list[_Applied]] = {}
    for e in _statics(state):
        statics.setdefault(e.layer, []).append(e)
    begun: _Begun = {}
    # 611.3a: the first parts of conditional static abilities whose condition didn't hold.
    off: set[_Applied] | None = set() if any(
        e.ability is not None and e.ability.while_board is not None
        for layer_statics in statics.values() for e in layer_statics) else None
    records: dict[str, tuple[EffectRecord, ...]] = state.zone_memo(
        "effects by layer", state.effects, _by_layer, state.effects)
    for layer in LAYERS:
        if layer == "5" and ("4" in statics or "4" in records):
            for c in chars.values():
                derive_intrinsic(c)    # 305.6, 305.7: once layer 4 is done, mana abilities follow land types
        if layer == "7a" and any(c.obj.card.defines for c in chars.values()):
            for c in chars.values():
                _define(state, chars, c)
        if layer == "7c":
            for c in chars.values():
                _apply_counters(c)
                if c.obj.card.has_counted_change:
                    _apply_counted(state, chars, c)
        layer_statics = statics.get(layer, [])
        if begun:
            layer_statics = [_continued(e, begun) for e in layer_statics]
        if off is not None and layer_statics:
            layer_statics = _holding(state, chars, layer_statics, off)
        layer_records = records.get(layer, ())
        if layer_statics or layer_records:
            _apply_layer(state, chars, layer, layer_statics, layer_records, begun)
    for c in chars.values():
        _noncreature_permanent_pt(c)
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
    if obj.card.defines:
        # 604.3, 208.2a: the ability defines power and toughness in every zone.
        defined = cache.chars.get(oid)
        if defined is None:
            defined = cache.chars[oid] = _defined_elsewhere(state, obj)
        return defined
    # Nothing applies: the object's own record decides (memoised on the record, which
    # every write goes through, so the memo can't go stale).
    memo: Chars | None = obj._chars
    return memo if memo is not None else _own_chars(obj)


def _define(state: GameState, chars: Mapping[int, Chars], c: Chars) -> None:
    """613.4a: layer 7a, the characteristic-defining abilities that define power and
    toughness, of the abilities the object has after layer 6."""
    for ability in c.abilities:
        if isinstance(ability, DefiningAbility):
            ability.define(state, chars, c)


def _defined_elsewhere(state: GameState, obj: GameObject) -> Chars:
    """604.3: an object off the battlefield with a characteristic-defining ability: its
    own characteristics with the ability applied, counting the permanents as they are."""
    c = Chars(obj)
    _define(state, all_characteristics(state), c)
    _apply_counters(c)
    return c


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
        _noncreature_permanent_pt(memo)
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
        # What is left of the card's own abilities is kept by index, the intrinsic mana
        # abilities of land types given in layer 4 (305.6) by type, and abilities static
        # abilities granted in layer 6 (113.10) by their key.
        position: dict[int, int | str] = {id(a): i for i, a in enumerate(abilities)}
        position.update((key, t) for key, t in INTRINSIC_TYPE.items() if key not in position)
        out.append(("abilities", tuple(_ability_position(position, a) for a in c.abilities)))
    for name in _KEPT_FIELDS:
        value = getattr(c, name)
        if value != getattr(own, name):
            out.append((name, value if name in ("power", "toughness") else tuple(sorted(value))))
    return tuple(out)


def _ability_position(position: dict[int, int | str], ability: Ability) -> int | str:
    found = position.get(id(ability))
    if found is not None:
        return found
    key = granted_key(ability)
    assert key is not None, f"ability {ability.text!r} is neither the card's nor granted"
    return key


def _kept_ability(card: CardDef, kept: int | str) -> Ability:
    if isinstance(kept, int):
        return card.abilities[kept]
    return granted_ability(kept) if kept.startswith(GRANTED_PREFIX) else INTRINSIC_MANA[kept]


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
                memo.abilities = [_kept_ability(card, i) for i in value]
            elif name in ("power", "toughness"):
                setattr(memo, name, value)
            else:
                setattr(memo, name, set(value))
    record._chars = memo
    return memo
