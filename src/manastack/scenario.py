"""Scenarios: a game position written as data (the engine's FEN) plus a scripted test.

`build_game(position)` turns a position mapping into a `Game` waiting at the given step;
`load_scenario(path)` reads a YAML scenario file (a position, a script of choices and
expectations) and `Scenario.run()` plays it. The format is documented in
docs/scenarios.md.

    >>> game, labels = build_game_with_labels({
    ...     "turn": 1, "active": "Alice", "step": "precombat main",
    ...     "players": [{"name": "Alice", "hand": ["Lightning Bolt"],
    ...                  "battlefield": [{"card": "Mountain", "label": "m"}]},
    ...                 {"name": "Bob"}]})
    >>> game.decision.kind.value, sorted(labels)
    ('priority', ['m'])

A scenario file may also define hypothetical cards (`cards:`), compiled from their Oracle
text like any card of the database (`inline_cards`).

Run files from the command line with ``python -m manastack.scenario [--explain] FILE...``.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import yaml

from manastack.cards.database import CardData, default_database, name_key
from manastack.cards.inline import card_data, define_card
from manastack.errors import IllegalChoiceError, ScenarioError, UnknownCardError, UnsupportedCardError
from manastack.game import VARIANTS, Game
from manastack.rules.abilities import CardDef, player_ref
from manastack.rules.decisions import Choice, Decision, DecisionKind
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost, ManaUnit, format_units, parse_mana_symbols
from manastack.rules.serialize import _check_zones
from manastack.rules.state import STEPS, Combat, GameObject, GameState, Player, Step

__all__ = [
    "Scenario",
    "ScenarioResult",
    "build_game",
    "build_game_with_labels",
    "build_state",
    "inline_cards",
    "load_scenario",
    "load_scenario_text",
    "main",
    "parse_step",
    "run_files",
]

Path_ = tuple[str | int, ...]      # where a value sits in a document: keys and indexes

LABEL_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
LABEL_REF_RE = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")
RULE_RE = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")

POSITION_KEYS = ("variant", "turn", "active", "step", "stage", "priority", "monarch", "seed",
                 "players")
PLAYER_KEYS = ("name", "life", "poison", "library", "hand", "graveyard", "exile", "battlefield",
               "pool", "drawn_this_turn", "lands_played", "spells_cast_this_turn")
PERMANENT_KEYS = ("card", "label", "tapped", "sick", "since_turn", "counters", "damage",
                  "controller", "attached_to", "loyalty", "chosen", "attacking", "blocking")
CARD_KEYS = ("card", "label")
INLINE_CARD_KEYS = ("name", "mana_cost", "type_line", "text", "power", "toughness", "loyalty")
COMBAT_STEPS = (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE,
                Step.COMBAT_DAMAGE, Step.END_COMBAT)


class _At(Exception):
    """A problem at a place in the position (turned into a ScenarioError by the caller)."""

    def __init__(self, path: Path_, message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


class _CardProblem(_At):
    """A card name that doesn't resolve (UnknownCardError / UnsupportedCardError)."""

    def __init__(self, path: Path_, error: UnknownCardError | UnsupportedCardError) -> None:
        super().__init__(path, str(error))
        self.error = error


class _TextProblem(_At):
    """An inline card whose Oracle text doesn't compile; `clause` is the first clause
    that doesn't (as the compiler names it: its name as ``~``, no reminder text)."""

    def __init__(self, path: Path_, message: str, data: CardData, clause: str | None) -> None:
        super().__init__(path, message)
        self.data = data
        self.clause = clause


def _where(path: Path_) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "the document"


# -- small typed readers ---------------------------------------------------------------
def _mapping(value: object, path: Path_, allowed: Sequence[str] | None = None) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _At(path, f"expected a mapping, found {_kind(value)}")
    for key in value:
        if not isinstance(key, str):
            raise _At(path, f"keys must be text, found {key!r}")
        if allowed is not None and key not in allowed:
            raise _At((*path, key), f"unknown key {key!r} (allowed: {', '.join(allowed)})")
    return value


def _list(value: object, path: Path_) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise _At(path, f"expected a list, found {_kind(value)}")
    return value


def _int(value: object, path: Path_, minimum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _At(path, f"expected a whole number, found {_kind(value)}")
    if minimum is not None and value < minimum:
        raise _At(path, f"expected a number >= {minimum}, found {value}")
    return value


def _str(value: object, path: Path_) -> str:
    if not isinstance(value, str):
        raise _At(path, f"expected text, found {_kind(value)}")
    return value


def _bool(value: object, path: Path_) -> bool:
    if not isinstance(value, bool):
        raise _At(path, f"expected true or false, found {_kind(value)}")
    return value


def _kind(value: object) -> str:
    if value is None:
        return "nothing (null)"
    names = {bool: "a boolean", int: "a number", float: "a number", str: "text",
             list: "a list", dict: "a mapping"}
    return f"{names.get(type(value), type(value).__name__)} ({value!r})"


def parse_step(text: str) -> Step:
    """A step by its name in 500.1 ("precombat main", "declare attackers", "end step")."""
    key = " ".join(text.lower().replace("_", " ").split())
    for suffix in (" step", " phase"):
        if key.endswith(suffix) and key != "end":
            key = key[: -len(suffix)]
    for step in STEPS:
        if step.value == key or step.name.lower().replace("_", " ") == key:
            return step
    raise ValueError(f"unknown step {text!r}; steps: {', '.join(s.value for s in STEPS)}")


def _step(value: object, path: Path_) -> Step:
    try:
        return parse_step(_str(value, path))
    except ValueError as exc:
        raise _At(path, str(exc)) from None


# -- building a position ---------------------------------------------------------------
@dataclass
class _Entry:
    """One object of the position, before and after it exists."""

    path: Path_
    owner: int
    zone: str
    data: dict[str, Any]
    oid: int = 0


InlineCards = Iterable[CardDef | Mapping[str, Any]]


def build_state(position: Mapping[str, Any], seed: int = 0,
                cards: InlineCards = ()) -> tuple[GameState, dict[str, int]]:
    """The `GameState` a position describes, and its label -> object id map.

    `cards` are extra cards the position may name, before the card database: card
    definitions, or mappings as in a scenario file's `cards:` (see `inline_cards`).
    Raises ScenarioError for a malformed or impossible position, and UnknownCardError /
    UnsupportedCardError (with the place in the position prefixed) for cards.
    """
    extra = _card_defs(cards)
    try:
        return _build(position, seed, extra)
    except _CardProblem as exc:
        message = f"position.{_where(exc.path)}: {exc.error}"
        raise type(exc.error)(message) from exc.error
    except _At as exc:
        where = f"position.{_where(exc.path)}" if exc.path else "position"
        raise ScenarioError(f"{where}: {exc.message}") from None


def build_game_with_labels(position: Mapping[str, Any], seed: int = 0,
                           cards: InlineCards = ()) -> tuple[Game, dict[str, int]]:
    """`build_game`, also returning the label -> object id map."""
    state, labels = build_state(position, seed, cards)
    return Game.from_state(state), labels


def build_game(position: Mapping[str, Any], seed: int = 0, cards: InlineCards = ()) -> Game:
    """A game continuing from the position (no mulligans): see docs/scenarios.md. `cards`
    are extra (hypothetical) cards the position may name, as for `build_state`."""
    return build_game_with_labels(position, seed, cards)[0]


def _card_defs(cards: InlineCards) -> tuple[CardDef, ...]:
    """Card definitions as given, and mappings compiled (`inline_cards`), in order."""
    items = list(cards)
    compiled = iter(inline_cards([c for c in items if not isinstance(c, CardDef)]))
    return tuple(c if isinstance(c, CardDef) else next(compiled) for c in items)


def inline_cards(specs: Sequence[Mapping[str, Any]]) -> tuple[CardDef, ...]:
    """Hypothetical cards from mappings as in a scenario file's `cards:` list (name,
    mana_cost, type_line, text, power, toughness, loyalty), each compiled from its Oracle
    text. ScenarioError names the entry, and the clause for text that doesn't compile."""
    try:
        return _read_inline_cards(list(specs), ("cards",))
    except _At as exc:
        raise ScenarioError(f"{_where(exc.path)}: {exc.message}") from None


def _read_inline_cards(value: object, path: Path_) -> tuple[CardDef, ...]:
    out: list[CardDef] = []
    seen: set[str] = set()
    for k, item in enumerate(_list(value, path)):
        sub: Path_ = (*path, k)
        spec = _mapping(item, sub, INLINE_CARD_KEYS)
        for key in ("name", "type_line"):
            if key not in spec:
                raise _At(sub, f"missing key {key!r}")
        name = " ".join(_str(spec["name"], (*sub, "name")).split())
        if not name:
            raise _At((*sub, "name"), "a card's name can't be empty")
        if name_key(name) in seen:
            raise _At((*sub, "name"), f"two cards are named {name!r}")
        seen.add(name_key(name))
        if default_database().find(name) is not None:
            raise _At((*sub, "name"), f"{name!r} is the name of a card in the card database; "
                      "give the hypothetical card a name of its own")
        mana_cost = _str(spec.get("mana_cost", ""), (*sub, "mana_cost")).strip()
        try:
            ManaCost.parse(mana_cost)
        except ValueError as exc:
            raise _At((*sub, "mana_cost"), f"{exc} (write a cost as symbols: \"{{1}}{{G}}\")"
                      ) from None
        type_line = " ".join(_str(spec["type_line"], (*sub, "type_line")).split())
        text = _str(spec.get("text", ""), (*sub, "text")).strip()
        stats = {key: _stat(spec.get(key), (*sub, key))
                 for key in ("power", "toughness", "loyalty")}
        data = card_data(name, mana_cost, type_line, text, **stats)
        if "Creature" in data.types and (stats["power"] is None or stats["toughness"] is None):
            raise _At(sub, "a creature card needs its power and toughness (208.1)")
        if (stats["power"] is None) != (stats["toughness"] is None):
            raise _At(sub, "give both power and toughness, or neither")
        if "Planeswalker" in data.types and stats["loyalty"] is None:
            raise _At(sub, "a planeswalker card needs its loyalty (209.1)")
        try:
            out.append(define_card(data))
        except UnsupportedCardError as exc:
            raise _text_problem(sub, data, str(exc)) from None
    return tuple(out)


def _stat(value: object, path: Path_) -> str | None:
    """A printed power, toughness or loyalty: a number (or text such as "*")."""
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return _str(value, path).strip()


def _text_problem(path: Path_, data: CardData, message: str) -> _TextProblem:
    """The compiler's UnsupportedCardError for the inline card at `path`, located at its
    text's first clause that doesn't compile (or at the card, for a problem that isn't a
    clause's)."""
    from manastack.cards.oracle.lexer import clean_text, units
    detail = message.split(" is not implemented yet: ", 1)[-1]
    failing = [u for u in units(clean_text(data)) if f"{u!r}: " in detail]
    if not failing:
        return _TextProblem(path, f"{data.name!r} does not compile: {detail}", data, None)
    shown = f"clause {detail}" if detail.startswith(repr(failing[0])) else detail
    return _TextProblem((*path, "text"), f"{data.name!r} does not compile: {shown}", data,
                        failing[0])


def _build(raw: Mapping[str, Any], seed: int,
           cards: Sequence[CardDef] = ()) -> tuple[GameState, dict[str, int]]:
    from manastack.cards.registry import get_card

    inline = {name_key(c.name): c for c in cards}

    def lookup(name: str) -> CardDef:
        found = inline.get(name_key(name))
        if found is not None:
            return found
        try:
            return get_card(name)
        except UnknownCardError as exc:
            if not inline:
                raise
            defined = ", ".join(repr(c.name) for c in cards)
            raise UnknownCardError(f"{exc} (cards defined here: {defined})") from None

    pos = _mapping(dict(raw) if isinstance(raw, Mapping) else raw, (), POSITION_KEYS)
    for key in ("turn", "active", "step", "players"):
        if key not in pos:
            raise _At((), f"missing key {key!r}")
    raw_players = _list(pos["players"], ("players",))
    count = len(raw_players)
    variant = pos.get("variant")
    if variant is None:
        variant = "two-player" if count == 2 else "free-for-all"
    variant = _str(variant, ("variant",))
    if variant not in VARIANTS:
        raise _At(("variant",), f"unknown variant {variant!r}; choose one of {', '.join(VARIANTS)}")
    if variant == "two-player" and count != 2:
        raise _At(("players",), f"a two-player game needs exactly 2 players, found {count}")
    if variant == "two-headed-giant" and count != 4:
        raise _At(("players",), f"Two-Headed Giant needs 4 players (810.1), found {count}")
    if variant == "free-for-all" and not 2 <= count <= 6:
        raise _At(("players",), f"free-for-all takes 2 to 6 players, found {count}")

    s = GameState()
    s.variant = variant
    seed_value = _int(pos["seed"], ("seed",)) if pos.get("seed") is not None else seed
    s.rng = seed_value & ((1 << 64) - 1)
    turn = _int(pos["turn"], ("turn",), minimum=1)
    s.turn = turn

    # Players: in turn order as listed; in Two-Headed Giant the first two are one team
    # and the last two the other (810.3: teammates sit together).
    names: dict[str, int] = {}
    player_data: list[dict[str, Any]] = []
    for index, item in enumerate(raw_players):
        path: Path_ = ("players", index)
        data = _mapping(item, path, PLAYER_KEYS)
        if "name" not in data:
            raise _At(path, "missing key 'name'")
        name = _str(data["name"], (*path, "name")).strip()
        if not name:
            raise _At((*path, "name"), "a player's name can't be empty")
        if name in names:
            raise _At((*path, "name"), f"two players are named {name!r}")
        names[name] = index
        player_data.append(data)
        team = index // 2 if variant == "two-headed-giant" else index
        life = 30 if variant == "two-headed-giant" else 20     # 810.4 / 103.4
        p = Player(index, name, life, team)
        p._epoch = s._epoch
        if "life" in data:
            p.life = _int(data["life"], (*path, "life"))
        p.poison = _int(data.get("poison", 0), (*path, "poison"), minimum=0)
        p.drawn_this_turn = _int(data.get("drawn_this_turn", 0), (*path, "drawn_this_turn"), 0)
        p.lands_played = _int(data.get("lands_played", 0), (*path, "lands_played"), 0)
        p.spells_cast_this_turn = _int(data.get("spells_cast_this_turn", 0),
                                       (*path, "spells_cast_this_turn"), 0)
        p.pool = _pool(data.get("pool"), (*path, "pool"))
        s.players.append(p)
    if variant == "two-headed-giant":
        # 810.4 / 810.10: a team has one life total and one count of poison counters,
        # given on either teammate (or on both, alike).
        for first in (0, 2):
            for key in ("life", "poison"):
                given = [i for i in (first, first + 1) if key in player_data[i]]
                values = {getattr(s.players[i], key) for i in given}
                if len(values) > 1:
                    raise _At(("players", first + 1, key),
                              f"teammates share one {key} total (810.4, 810.10); "
                              f"found {sorted(values)}")
                if given:
                    value = getattr(s.players[given[0]], key)
                    for i in (first, first + 1):
                        setattr(s.players[i], key, value)

    def player_named(value: object, path: Path_) -> int:
        name = _str(value, path)
        if name not in names:
            raise _At(path, f"no player is named {name!r} (players: {', '.join(names)})")
        return names[name]

    active = player_named(pos["active"], ("active",))
    s.active = active
    step = _step(pos["step"], ("step",))
    s.step = step
    stage = _str(pos.get("stage", "priority"), ("stage",))
    if stage not in ("priority", "begin"):
        raise _At(("stage",), f"stage must be 'priority' or 'begin', found {stage!r}")
    if stage == "priority" and step is Step.UNTAP:
        raise _At(("step",), "no player gets priority in the untap step (502.4); use stage: begin")
    s.stage = stage
    if stage == "begin":
        if pos.get("priority") is not None:
            raise _At(("priority",), "with stage: begin nobody has priority yet")
        s.priority = None
    else:
        s.priority = active if pos.get("priority") is None else \
            player_named(pos["priority"], ("priority",))
    s.monarch = None if pos.get("monarch") is None else player_named(pos["monarch"], ("monarch",))

    # 302.6 / 500.1: each player's most recent turn, from the turn order. Turns pass
    # from seat to seat (a seat is a player, or a team in Two-Headed Giant).
    def seat(index: int) -> int:
        return s.players[index].team if variant == "two-headed-giant" else index

    seats = 2 if variant == "two-headed-giant" else count
    active_seat = seat(active)
    for p in s.players:
        back = (active_seat - seat(p.index)) % seats
        p.last_turn = turn - back if turn - back >= 1 else 0
    first_seat = (active_seat - (turn - 1)) % seats
    s.first_player = min(i for i in range(count) if seat(i) == first_seat)

    # Objects, player by player, zone by zone, in the listed order (ids and timestamps).
    entries: list[_Entry] = []
    labels: dict[str, int] = {}
    label_entry: dict[str, _Entry] = {}
    for index, data in enumerate(player_data):
        for zone in ("library", "hand", "graveyard", "exile", "battlefield"):
            for k, item in enumerate(_list(data.get(zone), ("players", index, zone))):
                path = ("players", index, zone, k)
                if isinstance(item, str):
                    item = {"card": item}
                entry_data = _mapping(item, path,
                                      PERMANENT_KEYS if zone == "battlefield" else CARD_KEYS)
                if "card" not in entry_data:
                    raise _At(path, "missing key 'card'")
                name = _str(entry_data["card"], (*path, "card"))
                try:
                    card = lookup(name)
                except (UnknownCardError, UnsupportedCardError) as exc:
                    raise _CardProblem((*path, "card"), exc) from exc
                obj = GameObject(s.new_id(), card, index, zone, s.new_timestamp())
                entry = _Entry(path, index, zone, entry_data, obj.id)
                if "label" in entry_data:
                    label = _str(entry_data["label"], (*path, "label"))
                    if not LABEL_RE.match(label):
                        raise _At((*path, "label"), f"label {label!r} must be letters, digits "
                                  "and _ (not starting with a digit)")
                    if label in labels:
                        raise _At((*path, "label"), f"duplicate label {label!r}")
                    if label in names:
                        raise _At((*path, "label"), f"label {label!r} is also a player's name")
                    labels[label] = obj.id
                    label_entry[label] = entry
                if zone == "battlefield":
                    _set_permanent(s, obj, entry_data, path, player_named)
                s.add_object(obj)
                entries.append(entry)
                if zone == "battlefield":
                    s.battlefield = (*s.battlefield, obj.id)
                else:
                    p = s.players[index]
                    setattr(p, zone, (*p.zone(zone), obj.id))

    # Attachments and combat refer to labels, so they come once every object exists.
    attackers: list[tuple[int, int]] = []
    blockers: list[tuple[int, int]] = []
    for entry in entries:
        if entry.zone != "battlefield":
            continue
        data = entry.data
        obj = s.objects[entry.oid]
        if data.get("attached_to") is not None:
            path = (*entry.path, "attached_to")
            ref = _str(data["attached_to"], path)
            if ref in labels:
                host = label_entry[ref]
                if host.zone != "battlefield":
                    raise _At(path, f"{ref!r} is not on the battlefield")
                if host.oid == obj.id:
                    raise _At(path, "an object can't be attached to itself (301.5c, 303.4d)")
                obj.attached_to = host.oid
            elif ref in names:
                obj.attached_to = player_ref(names[ref])
            else:
                raise _At(path, f"no label or player named {ref!r}")
        if data.get("attacking") is not None:
            path = (*entry.path, "attacking")
            if step not in COMBAT_STEPS or (step is Step.DECLARE_ATTACKERS and stage == "begin"):
                raise _At(path, "creatures are attacking only from the declare attackers step "
                          "(after attackers are declared, 508.1) to the end of combat step")
            if obj.controller not in s.teammates(active):
                raise _At(path, "only the active player's creatures attack (506.2)")
            ref = _str(data["attacking"], path)
            if ref in names:
                defender = player_ref(names[ref])
                if s.players[names[ref]].team == s.players[obj.controller].team:
                    raise _At(path, f"{ref} is not an opponent (506.2)")
            elif ref in labels and label_entry[ref].zone == "battlefield":
                defender = label_entry[ref].oid
            else:
                raise _At(path, f"no player or permanent label {ref!r} to attack")
            attackers.append((obj.id, defender))
    attacker_ids = {a for a, _ in attackers}
    for entry in entries:
        if entry.zone != "battlefield" or entry.data.get("blocking") is None:
            continue
        path = (*entry.path, "blocking")
        if step not in COMBAT_STEPS[1:] or (step is Step.DECLARE_BLOCKERS and stage == "begin"):
            raise _At(path, "creatures are blocking only from the declare blockers step "
                      "(after blockers are declared, 509.1) to the end of combat step")
        value = entry.data["blocking"]
        refs = [value] if isinstance(value, str) else _list(value, path)
        for k, ref in enumerate(refs):
            sub = path if isinstance(value, str) else (*path, k)
            ref = _str(ref, sub)
            if ref not in labels or labels[ref] not in attacker_ids:
                raise _At(sub, f"{ref!r} is not the label of an attacking creature")
            blockers.append((entry.oid, labels[ref]))

    # 506-511: the combat record for a position inside the combat phase.
    index_of = STEPS.index
    if index_of(Step.BEGIN_COMBAT) <= index_of(step) <= index_of(Step.END_COMBAT) and not (
            step is Step.BEGIN_COMBAT and stage == "begin"):
        declared = index_of(step) > index_of(Step.DECLARE_ATTACKERS) or (
            step is Step.DECLARE_ATTACKERS and stage == "priority")
        blocks_declared = index_of(step) > index_of(Step.DECLARE_BLOCKERS) or (
            step is Step.DECLARE_BLOCKERS and stage == "priority")
        if step in (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE) \
                and not attackers:
            raise _At(("step",), f"there is no {step.value} step without attackers (508.8); "
                      "give some creature `attacking:`")
        blocked = tuple(a for a, _ in attackers if any(x == a for _, x in blockers))
        s.combat = Combat(attackers=tuple(attackers), blockers=tuple(blockers), blocked=blocked,
                          declared=declared, blocks_declared=blocks_declared,
                          attacked=declared and bool(attackers))
        if index_of(step) > index_of(Step.FIRST_STRIKE_DAMAGE) or (
                step is Step.FIRST_STRIKE_DAMAGE and stage == "priority"):
            # 510.4 / 702.7c: creatures with first strike already dealt their damage.
            struck = tuple(i for i in [*attacker_ids, *(b for b, _ in blockers)]
                           if characteristics(s, i).has("first strike")
                           or characteristics(s, i).has("double strike"))
            s.combat = Combat(attackers=tuple(attackers), blockers=tuple(blockers),
                              blocked=blocked, first_strike_dealt=struck, declared=declared,
                              blocks_declared=blocks_declared, attacked=declared and bool(attackers))
    s.touch()
    try:
        _check_zones(s)
    except ValueError as exc:      # pragma: no cover - the builder keeps zones consistent
        raise _At((), f"inconsistent zones: {exc}") from exc
    return s, labels


def _pool(value: object, path: Path_) -> tuple[ManaUnit, ...]:
    """106.4: "{R}{G}" -> two mana; numerals mean colorless mana."""
    if value is None:
        return ()
    text = _str(value, path)
    try:
        return tuple(ManaUnit(t) for t in parse_mana_symbols(text))
    except ValueError as exc:
        raise _At(path, f"not a mana pool: {exc}") from None


def _set_permanent(s: GameState, obj: GameObject, data: dict[str, Any], path: Path_,
                   player_named: Callable[[object, Path_], int]) -> None:
    """The status of a permanent (110.5) from a battlefield entry."""
    obj.tapped = _bool(data.get("tapped", False), (*path, "tapped"))
    if data.get("controller") is not None:
        obj.controller = player_named(data["controller"], (*path, "controller"))
    sick = _bool(data.get("sick", False), (*path, "sick"))
    if "since_turn" in data:
        if sick:
            raise _At((*path, "since_turn"), "give either sick or since_turn, not both")
        since = _int(data["since_turn"], (*path, "since_turn"), minimum=0)
        if since > s.turn:
            raise _At((*path, "since_turn"), f"turn {since} hasn't happened yet (it is turn {s.turn})")
        obj.control_since = since
    else:
        obj.control_since = s.turn if sick else 0       # 302.6
    obj.damage = _int(data.get("damage", 0), (*path, "damage"), minimum=0)
    counters = _mapping(data.get("counters") or {}, (*path, "counters"))
    for kind, n in counters.items():
        amount = _int(n, (*path, "counters", kind), minimum=0)
        if amount:
            obj.counters[kind] = amount
    if "loyalty" in data:
        if "loyalty" in counters:
            raise _At((*path, "loyalty"), "give loyalty or a loyalty counter, not both")
        obj.counters["loyalty"] = _int(data["loyalty"], (*path, "loyalty"), minimum=0)
    elif obj.card.loyalty is not None and "loyalty" not in counters:
        obj.counters["loyalty"] = obj.card.loyalty      # 306.5b
    chosen = _mapping(data.get("chosen") or {}, (*path, "chosen"))
    for key, value in chosen.items():
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise _At((*path, "chosen", key), f"expected text, found {_kind(value)}")
        obj.chosen[key] = str(value)


# -- reading scenario files ------------------------------------------------------------
SCENARIO_KEYS = ("name", "description", "rules", "cards", "position", "script")
PLAYER_MAP_EXPECTS = ("life", "poison", "hand", "hand_size", "library", "library_size",
                      "graveyard", "graveyard_size", "battlefield", "exile", "pool",
                      "drawn_this_turn", "lands_played", "spells_cast_this_turn")
LABEL_MAP_EXPECTS = ("counters", "damage", "pt", "controller")
EXPECT_KEYS = (*PLAYER_MAP_EXPECTS, *LABEL_MAP_EXPECTS, "stack", "monarch", "winner", "losers",
               "game_over", "decision", "legal", "illegal", "rejects", "log_cites",
               "no_log_cites", "log_contains", "tapped", "untapped", "turn", "step", "active")
DECISION_KEYS = ("player", "kind", "prompt")
NAME_LISTS = ("hand", "library", "graveyard", "battlefield", "exile")


@dataclass(frozen=True)
class ScriptStep:
    """One step of a script: a choice, passes, or expectations; `line` is 1-based."""

    number: int
    line: int
    kind: str                    # "choice", "pass", "expect"
    player: str = ""
    texts: tuple[str, ...] = ()
    passes: int | str = 0        # a count, or "all"
    expect: dict[str, Any] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)     # expect key -> its line

    def describe(self) -> str:
        if self.kind == "choice":
            return f"{self.player}: {', '.join(repr(t) for t in self.texts)}"
        if self.kind == "pass":
            return f"pass: {self.passes}"
        return "expect: " + ", ".join(self.expect)


@dataclass
class ScenarioResult:
    """The outcome of running a scenario."""

    name: str
    path: str
    passed: bool
    failures: list[str]
    log: str

    def report(self) -> str:
        head = f"{'PASS' if self.passed else 'FAIL'} {self.name} ({self.path})"
        return "\n".join([head, *(f"  {f}" for f in self.failures)])


class _Failed(Exception):
    """A script step failed; carries the messages and, for expectations, the line of
    each (the run stops after the step)."""

    def __init__(self, messages: list[str], lines: list[int] | None = None) -> None:
        super().__init__("; ".join(messages))
        self.messages = messages
        self.lines = lines


@dataclass
class Scenario:
    """A loaded scenario file: a position and a script (docs/scenarios.md)."""

    path: str
    name: str
    description: str
    rules: tuple[str, ...]
    position: dict[str, Any]
    steps: tuple[ScriptStep, ...]
    labels: dict[str, int] = field(default_factory=dict)    # label -> id in the start position
    cards: tuple[CardDef, ...] = ()                          # the cards the file defines

    def build(self) -> tuple[Game, dict[str, int]]:
        """The starting game and its label -> object id map."""
        return build_game_with_labels(self.position, cards=self.cards)

    def run(self, explain: bool = False) -> ScenarioResult:
        """Play the script. With `explain`, the log interleaves the script's steps with the
        rule-cited log entries they caused."""
        game, labels = self.build()
        failures: list[str] = []
        lines: list[str] = [str(e) for e in game.log()]
        if explain:
            lines.insert(0, f"# {self.name}: position set up (turn {game.state.turn}, "
                         f"{game.state.step.value})")
        for step in self.steps:
            before = game.state.log_len
            try:
                _run_step(game, labels, step)
            except _Failed as failed:
                at = failed.lines or [step.line] * len(failed.messages)
                failures.extend(f"{self.path}:{line}: step {step.number} "
                                f"({step.describe()}): {m}"
                                for line, m in zip(at, failed.messages, strict=True))
            if explain:
                lines.append(f"# step {step.number} (line {step.line}): {step.describe()}")
                lines.extend(f"  {e}" for e in game.log()[before:])
            if failures:
                break
        log = "\n".join(lines) if explain else game.log_text()
        return ScenarioResult(self.name, self.path, not failures, failures, log)


def load_scenario(path: str | Path) -> Scenario:
    """Read and check a scenario file; ScenarioError names the file, line and problem."""
    source = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(f"{source}: can't read the file ({exc.strerror or exc})") from exc
    return load_scenario_text(text, source)


def load_scenario_text(text: str, source: str = "<scenario>") -> Scenario:
    """`load_scenario` for text already read; `source` names it in messages."""
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = f":{mark.line + 1}" if mark is not None else ""
        raise ScenarioError(f"{source}{line}: not valid YAML: {exc.problem or exc}") from None
    except yaml.YAMLError as exc:
        raise ScenarioError(f"{source}: not valid YAML: {exc}") from None
    finally:
        loader.dispose()

    def fail(path: Path_, message: str, line: int | None = None) -> ScenarioError:
        return ScenarioError(f"{source}:{line or _line(node, path)}: {_where(path)}: {message}")

    try:
        top = _mapping(data, (), SCENARIO_KEYS)
        for key in ("name", "position", "script"):
            if key not in top:
                raise _At((), f"missing key {key!r}")
        name = _str(top["name"], ("name",))
        description = _str(top.get("description", ""), ("description",))
        rules: list[str] = []
        for k, rule in enumerate(_list(top.get("rules"), ("rules",))):
            rule_text = str(rule) if isinstance(rule, (int, float)) and not isinstance(rule, bool) \
                else _str(rule, ("rules", k))
            if not RULE_RE.match(rule_text):
                raise _At(("rules", k), f"{rule_text!r} is not a rule number such as 704.5g")
            rules.append(rule_text)
        position = _mapping(top["position"], ("position",))
        cards = _read_inline_cards(top.get("cards"), ("cards",))
    except _TextProblem as exc:
        raise fail(exc.path, exc.message, _clause_line(node, exc)) from None
    except _At as exc:
        raise fail(exc.path, exc.message) from None
    try:
        _, labels = _build(position, 0, cards)
    except _At as exc:
        raise fail(("position", *exc.path), exc.message) from None
    players = [str(p["name"]).strip() for p in position["players"]]
    try:
        steps = _read_script(top["script"], players, labels, node)
    except _At as exc:
        raise fail(exc.path, exc.message) from None
    return Scenario(source, name, description, tuple(rules), position, steps, labels, cards)


def _clause_line(node: yaml.Node | None, problem: _TextProblem) -> int:
    """The line of the file on which the clause that doesn't compile is written: exact
    for text written as a literal block (`text: |`) or on one line, else the `text:`
    line."""
    from manastack.cards.oracle.lexer import clean_text, units
    line = _line(node, problem.path)
    value: yaml.Node | None = node
    for part in problem.path:
        if isinstance(value, yaml.MappingNode):
            value = next((v for k, v in value.value if k.value == part), None)
        elif isinstance(value, yaml.SequenceNode) and isinstance(part, int):
            value = value.value[part] if 0 <= part < len(value.value) else None
        else:
            value = None
    if problem.clause is None or not isinstance(value, yaml.ScalarNode):
        return line
    written = str(value.value)
    blank = written[: len(written) - len(written.lstrip())].count("\n")   # stripped lines
    for index, raw in enumerate(problem.data.text.split("\n")):
        found = units(clean_text(dataclasses.replace(problem.data, text=raw)))
        if found and problem.clause.startswith(found[0]):
            if value.style == "|":
                return value.start_mark.line + 2 + blank + index
            if value.start_mark.line == value.end_mark.line:
                return value.start_mark.line + 1
            break
    return line


def _line(node: yaml.Node | None, path: Path_) -> int:
    """The 1-based line of the deepest node on `path` (for messages)."""
    best = node.start_mark.line + 1 if node is not None else 1
    for part in path:
        if isinstance(node, yaml.MappingNode):
            for key_node, value_node in node.value:
                if key_node.value == part:
                    node = value_node
                    best = key_node.start_mark.line + 1
                    break
            else:
                return best
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) \
                and 0 <= part < len(node.value):
            node = node.value[part]
            best = node.start_mark.line + 1
        else:
            return best
    return best


def _read_script(value: object, players: list[str], labels: dict[str, int],
                 node: yaml.Node | None) -> tuple[ScriptStep, ...]:
    steps: list[ScriptStep] = []
    for k, item in enumerate(_list(value, ("script",))):
        path: Path_ = ("script", k)
        line = _line(node, path)
        data = _mapping(item, path)
        if len(data) != 1:
            raise _At(path, "each step has exactly one key: a player's name, pass or expect "
                      f"(found {', '.join(data) or 'none'})")
        (key, arg), = data.items()
        sub = (*path, key)
        number = k + 1
        if key == "pass":
            if arg == "all":
                steps.append(ScriptStep(number, line, "pass", passes="all"))
            elif isinstance(arg, int) and not isinstance(arg, bool) and arg >= 1:
                steps.append(ScriptStep(number, line, "pass", passes=arg))
            else:
                raise _At(sub, f"pass takes 'all' or a number >= 1, found {_kind(arg)}")
        elif key == "expect":
            expect = _read_expect(arg, sub, players, labels)
            steps.append(ScriptStep(number, line, "expect", expect=expect,
                                    lines={k: _line(node, (*sub, k)) for k in expect}))
        elif key in players:
            texts = [arg] if isinstance(arg, str) else _list(arg, sub)
            if not texts:
                raise _At(sub, "give a choice (text) or a list of choices")
            for j, t in enumerate(texts):
                _str(t, sub if isinstance(arg, str) else (*sub, j))
                _check_label_refs(t, labels, sub)
            steps.append(ScriptStep(number, line, "choice", player=key, texts=tuple(texts)))
        else:
            raise _At(sub, f"unknown step {key!r}: use a player's name ({', '.join(players)}), "
                      "pass or expect")
    return tuple(steps)


def _check_label_refs(text: str, labels: dict[str, int], path: Path_) -> None:
    for ref in LABEL_REF_RE.findall(text):
        if ref not in labels:
            raise _At(path, f"unknown label ${ref} (labels: {', '.join(sorted(labels)) or 'none'})")


def _read_expect(value: object, path: Path_, players: list[str],
                 labels: dict[str, int]) -> dict[str, Any]:
    data = _mapping(value, path, EXPECT_KEYS)
    out: dict[str, Any] = {}

    def player_key(name: object, sub: Path_) -> str:
        if name not in players:
            raise _At(sub, f"no player is named {name!r} (players: {', '.join(players)})")
        return str(name)

    def label_key(name: object, sub: Path_) -> str:
        if name not in labels:
            raise _At(sub, f"unknown label {name!r} (labels: {', '.join(sorted(labels)) or 'none'})")
        return str(name)

    def names(v: object, sub: Path_) -> list[str]:
        return [_str(x, (*sub, i)) for i, x in enumerate(_list(v, sub))]

    for key, arg in data.items():
        sub = (*path, key)
        if key in PLAYER_MAP_EXPECTS:
            per: dict[str, Any] = {}
            for name, v in _mapping(arg, sub).items():
                player_key(name, (*sub, name))
                if key in NAME_LISTS:
                    per[name] = names(v, (*sub, name))
                elif key == "pool":
                    units = _pool(v if v is not None else "", (*sub, name))
                    per[name] = format_units(units)
                else:
                    per[name] = _int(v, (*sub, name))
            out[key] = per
        elif key in LABEL_MAP_EXPECTS:
            per = {}
            for name, v in _mapping(arg, sub).items():
                label_key(name, (*sub, name))
                if key == "counters":
                    per[name] = {c: _int(n, (*sub, name, c), 0)
                                 for c, n in _mapping(v, (*sub, name)).items()}
                elif key == "damage":
                    per[name] = _int(v, (*sub, name), 0)
                elif key == "pt":
                    text = _str(v, (*sub, name))
                    if not re.match(r"^-?\d+/-?\d+$", text):
                        raise _At((*sub, name), f"expected power/toughness such as '2/2', found {text!r}")
                    per[name] = text
                else:
                    per[name] = player_key(v, (*sub, name))
            out[key] = per
        elif key == "stack":
            out[key] = names(arg, sub)
        elif key in ("monarch", "active"):
            out[key] = None if arg is None and key == "monarch" else player_key(arg, sub)
        elif key == "winner":
            out[key] = [player_key(x, (*sub, i)) for i, x in enumerate(_list(arg, sub))] \
                if isinstance(arg, list) else [player_key(arg, sub)]
        elif key == "losers":
            out[key] = [player_key(x, (*sub, i)) for i, x in enumerate(_list(arg, sub))]
        elif key == "game_over":
            out[key] = _bool(arg, sub)
        elif key == "decision":
            d = _mapping(arg, sub, DECISION_KEYS)
            checked: dict[str, str] = {}
            if "player" in d:
                checked["player"] = player_key(d["player"], (*sub, "player"))
            if "kind" in d:
                kind = _str(d["kind"], (*sub, "kind"))
                kinds = [k.value for k in DecisionKind]
                if kind not in kinds:
                    raise _At((*sub, "kind"), f"unknown decision kind {kind!r} ({', '.join(kinds)})")
                checked["kind"] = kind
            if "prompt" in d:
                checked["prompt"] = _str(d["prompt"], (*sub, "prompt"))
            out[key] = checked
        elif key in ("legal", "illegal", "rejects"):
            texts = [arg] if isinstance(arg, str) else names(arg, sub)
            for t in texts:
                _check_label_refs(t, labels, sub)
            out[key] = texts
        elif key in ("log_cites", "no_log_cites"):
            cites = [str(x) if isinstance(x, (int, float)) and not isinstance(x, bool)
                     else _str(x, (*sub, i)) for i, x in enumerate(_list(arg, sub))]
            for i, c in enumerate(cites):
                if not RULE_RE.match(c):
                    raise _At((*sub, i), f"{c!r} is not a rule number such as 704.5g")
            out[key] = cites
        elif key == "log_contains":
            out[key] = [arg] if isinstance(arg, str) else names(arg, sub)
        elif key in ("tapped", "untapped"):
            out[key] = [label_key(x, (*sub, i)) for i, x in enumerate(names(arg, sub))]
        elif key == "turn":
            out[key] = _int(arg, sub, 1)
        elif key == "step":
            out[key] = _step(arg, sub)
    return out


# -- running -------------------------------------------------------------------------
def _player_index(game: Game, name: str) -> int:
    for p in game.state.players:
        if p.name == name:
            return p.index
    raise _Failed([f"no player {name!r}"])      # pragma: no cover - checked at load


def _substitute(game: Game, labels: dict[str, int], text: str) -> str:
    """$label -> the object's current name ("Grizzly Bears#12")."""
    def one(match: re.Match[str]) -> str:
        label = match.group(1)
        oid = labels[label]
        obj = game.state.objects.get(oid)
        if obj is None:
            old = game.state.lki.get(oid)
            what = f"{old.card.name}#{oid}" if old is not None else f"#{oid}"
            raise _Failed([f"${label} ({what}) has left its zone and is a new object now "
                           "(400.7); labels follow an object only while it stays in its zone"])
        return f"{obj.card.name}#{oid}"
    return LABEL_REF_RE.sub(one, text)


def _describe_decision(game: Game) -> str:
    d = game.decision
    if d is None:
        return "the game is over"
    return f"{game.state.players[d.player].name} to decide {d.kind.value} ({d.prompt})"


def _run_step(game: Game, labels: dict[str, int], step: ScriptStep) -> None:
    if step.kind == "choice":
        index = _player_index(game, step.player)
        for text in step.texts:
            choice = _substitute(game, labels, text)
            d = game.decision
            if d is None:
                raise _Failed([f"expected {step.player} to choose {choice!r}, found the game over"])
            if d.player != index:
                raise _Failed([f"expected a decision for {step.player} ({choice!r}), found "
                               f"{_describe_decision(game)}"])
            try:
                if choice.strip() == "cancel":
                    game.cancel()        # take back the action in progress (Game.cancel)
                else:
                    game.apply(_resolve(game, choice))
            except IllegalChoiceError as exc:
                raise _Failed([f"{step.player} can't choose {choice!r}: {exc}"]) from None
    elif step.kind == "pass":
        _run_passes(game, step.passes)
    else:
        problems = _check(game, labels, step.expect)
        if problems:
            raise _Failed([m for _, m in problems],
                          [step.lines.get(k, step.line) for k, _ in problems])


def _run_passes(game: Game, passes: int | str) -> None:
    """`pass: N`: N passes, each by whoever has priority. `pass: all`: players pass in
    succession until every player has passed in a row (117.4), so that the top of the
    stack resolves or the step ends; it stops early at a decision that isn't priority or
    at the end of the game."""
    count = 0
    while True:
        d = game.decision
        if d is None or d.kind is not DecisionKind.PRIORITY:
            if passes == "all" and count > 0:
                return
            raise _Failed([f"pass {count + 1}: expected a priority decision, found "
                           f"{_describe_decision(game)}"])
        game.apply("pass")
        count += 1
        if passes == "all":
            if game.state.passes == 0 or game.decision is None or \
                    game.decision.kind is not DecisionKind.PRIORITY:
                return
        elif count >= int(passes):
            return


def _stack_name(state: GameState, oid: int) -> str:
    obj = state.objects[oid]
    if obj.kind == "ability":
        source = state.last_known(obj.source) if obj.source is not None else None
        return f"{(source.card.name if source else obj.card.name)} ability"
    return obj.card.name


def _zone_names(state: GameState, zone: str, player: int) -> list[str]:
    if zone == "battlefield":
        return [characteristics(state, o.id).name for o in state.permanents()
                if characteristics(state, o.id).controller == player]
    return [state.objects[i].card.name for i in state.players[player].zone(zone)]


def _rule_matches(entry_rule: str, cite: str) -> bool:
    """"704.5" matches 704.5 and its subrules (704.5a ...), not 704.50."""
    if entry_rule == cite:
        return True
    if not entry_rule.startswith(cite):
        return False
    nxt = entry_rule[len(cite)]
    return nxt == "." or (nxt.isalpha() and not cite[-1].isalpha())


ID_RE = re.compile(r"#(\d+)")


def _norm(text: str, keep_ids: bool) -> str:
    """Case, spacing and commas ignored; "#ids" too unless `keep_ids`."""
    if not keep_ids:
        text = ID_RE.sub("", text)
    return " ".join(text.lower().replace(",", " ").split())


def _matches(decision: Decision, text: str) -> list[Choice]:
    """The options `text` names: its exact text; else the same text ignoring case and
    spacing, and ignoring object ids only if `text` gives none (so "Forest#1" never
    names Forest#2)."""
    text = text.strip()
    exact = [o for o in decision.options if str(o) == text]
    if exact:
        return exact
    keep = ID_RE.search(text) is not None
    want = _norm(text, keep)
    return [o for o in decision.options if _norm(str(o), keep) == want]


def _resolve(game: Game, text: str) -> Choice:
    """The choice a script's text names; when several options differ only in object ids
    (two Lightning Bolts in hand) the first is taken. IllegalChoiceError if none."""
    d = game.decision
    if d is None:
        raise IllegalChoiceError(f"choice {text!r}: the game is over")
    found = _matches(d, text)
    if not found:
        listed = "; ".join(str(o) for o in d.options)
        raise IllegalChoiceError(f"{text!r} is not a legal choice for "
                                 f"{game.state.players[d.player].name} ({d.prompt}); "
                                 f"legal choices: {listed}")
    return found[0]


def _unlegal_choice(decision: Decision | None, text: str) -> Choice | str:
    """What to hand the engine to test that `text` is rejected: the text itself, or, when
    it differs from an option only in its object ids, that option with the ids of the
    text (Decision.parse ignores ids, so the text alone would name the other object)."""
    if decision is None or ID_RE.search(text) is None:
        return text
    loose = _norm(text, keep_ids=False)
    for option in decision.options:
        if _norm(str(option), keep_ids=False) != loose:
            continue
        theirs = [int(i) for i in ID_RE.findall(str(option))]
        mine = [int(i) for i in ID_RE.findall(text)]
        if len(theirs) != len(mine):
            continue
        swap = dict(zip(theirs, mine, strict=True))
        args = tuple(swap.get(a, a) if isinstance(a, int) else a for a in option.args)
        return Choice(option.verb, args, text)
    return text


def _check(game: Game, labels: dict[str, int], expect: dict[str, Any]) -> list[tuple[str, str]]:
    """The expectations that don't hold, as (key, message) pairs."""
    s = game.state
    problems: list[str] = []
    keys: list[str] = []

    def differ(what: str, expected: object, found: object) -> None:
        problems.append(f"{what}: expected {expected!r}, found {found!r}")

    def current(label: str) -> GameObject | None:
        oid = labels[label]
        obj = s.objects.get(oid)
        if obj is None:
            old = s.lki.get(oid)
            name = old.card.name if old else "?"
            problems.append(f"label {label!r} ({name}#{oid}) has left its zone (400.7); "
                            "it no longer names an object")
        return obj

    for key, arg in expect.items():
        if key in PLAYER_MAP_EXPECTS:
            for name, want in arg.items():
                p = s.players[_player_index(game, name)]
                what = f"{key} of {name}"
                if key in ("hand", "graveyard", "exile", "battlefield"):
                    found = _zone_names(s, key, p.index)
                    if sorted(found) != sorted(want):
                        differ(what, sorted(want), sorted(found))
                elif key == "library":
                    found = _zone_names(s, key, p.index)
                    if found != want:
                        differ(what + " (top first)", want, found)
                elif key in ("hand_size", "library_size", "graveyard_size"):
                    n = len(p.zone(key[: -len("_size")]))
                    if n != want:
                        differ(what, want, n)
                elif key == "pool":
                    if format_units(p.pool) != want:
                        differ(what, want, format_units(p.pool))
                elif getattr(p, key) != want:
                    differ(what, want, getattr(p, key))
        elif key in LABEL_MAP_EXPECTS:
            for label, want in arg.items():
                obj = current(label)
                if obj is None:
                    continue
                what = f"{key} of {label} ({obj.card.name}#{obj.id})"
                if key == "counters":
                    found_counters = {c: obj.counters.get(c, 0) for c in want}
                    if found_counters != want:
                        differ(what, want, dict(obj.counters))
                elif key == "damage":
                    if obj.damage != want:
                        differ(what, want, obj.damage)
                elif key == "pt":
                    c = characteristics(s, obj.id)
                    found_pt = f"{c.power}/{c.toughness}"
                    if found_pt != want:
                        differ(what, want, found_pt)
                else:
                    controller = s.players[characteristics(s, obj.id).controller].name
                    if controller != want:
                        differ(what, want, controller)
        elif key == "stack":
            found = [_stack_name(s, i) for i in reversed(s.stack)]
            if found != arg:
                differ("stack (top first)", arg, found)
        elif key == "monarch":
            found_m = None if s.monarch is None else s.players[s.monarch].name
            if found_m != arg:
                differ("monarch", arg, found_m)
        elif key == "active":
            if s.players[s.active].name != arg:
                differ("active player", arg, s.players[s.active].name)
        elif key == "winner":
            if sorted(game.winners()) != sorted(arg):
                differ("winners", sorted(arg), sorted(game.winners()))
        elif key == "losers":
            if sorted(game.losers()) != sorted(arg):
                differ("losers", sorted(arg), sorted(game.losers()))
        elif key == "game_over":
            if game.is_over != arg:
                differ("game over", arg, game.is_over)
        elif key == "decision":
            d = game.decision
            if d is None:
                differ("decision", arg, None)
                continue
            found_d = {"player": s.players[d.player].name, "kind": d.kind.value, "prompt": d.prompt}
            for k, want in arg.items():
                ok = want in found_d[k] if k == "prompt" else want == found_d[k]
                if not ok:
                    differ(f"decision {k}", want, found_d[k])
        elif key in ("legal", "illegal"):
            d = game.decision
            options = [str(o) for o in d.options] if d else []
            for text in arg:
                choice = _substitute(game, labels, text)
                legal = d is not None and bool(_matches(d, choice))
                if legal != (key == "legal"):
                    problems.append(f"{key}: {choice!r} is {'' if legal else 'not '}a legal choice "
                                    f"now; legal choices: {options}")
        elif key == "rejects":
            for text in arg:
                choice = _substitute(game, labels, text)
                before = game.state_hash()
                if game.decision is not None and _matches(game.decision, choice):
                    problems.append(f"rejects: {choice!r} is a legal choice now")
                    continue
                try:
                    game.apply(_unlegal_choice(game.decision, choice))
                except IllegalChoiceError:
                    if game.state_hash() != before:
                        problems.append(f"rejects: {choice!r} was rejected but the state changed")
                    continue
                problems.append(f"rejects: expected {choice!r} to be rejected (IllegalChoiceError), "
                                "but it was accepted")
                keys.extend([key] * (len(problems) - len(keys)))
                return list(zip(keys, problems, strict=True))   # the game moved on
        elif key in ("log_cites", "no_log_cites"):
            rules = [e.rule for e in s.log_entries()]
            for cite in arg:
                present = any(_rule_matches(r, cite) for r in rules)
                if present != (key == "log_cites"):
                    cited = sorted(set(rules), key=_rule_sort_key)
                    problems.append(f"{key}: rule {cite} is {'' if present else 'not '}cited in the "
                                    f"log; cited: {', '.join(r for r in cited if r)}")
        elif key == "log_contains":
            text = game.log_text()
            for want in arg:
                if want not in text:
                    problems.append(f"log_contains: {want!r} is not in the log")
        elif key in ("tapped", "untapped"):
            for label in arg:
                obj = current(label)
                if obj is not None and obj.tapped != (key == "tapped"):
                    differ(f"{label} ({obj.card.name}#{obj.id})", key,
                           "tapped" if obj.tapped else "untapped")
        elif key == "turn":
            if s.turn != arg:
                differ("turn", arg, s.turn)
        elif key == "step" and s.step is not arg:
            differ("step", arg.value, s.step.value)
        keys.extend([key] * (len(problems) - len(keys)))
    return list(zip(keys, problems, strict=True))


def _rule_sort_key(rule: str) -> tuple[int, str]:
    head = rule.split(".")[0]
    return (int(head) if head.isdigit() else 0, rule)


# -- several files -----------------------------------------------------------------------
def run_files(paths: Iterable[str | Path], explain: bool = False,
              out: TextIO | None = None) -> list[ScenarioResult]:
    """Load and run each file (a folder means the *.yaml files under it, sorted). A file
    that can't be loaded is a failed result whose failure is the ScenarioError. With
    `out`, a PASS/FAIL line and the failures (and with `explain` the log) of each are
    printed there as they finish."""
    files: list[Path] = []
    for path in map(Path, paths):
        files.extend(sorted(path.rglob("*.yaml")) if path.is_dir() else [path])
    results: list[ScenarioResult] = []
    for path in files:
        try:
            scenario = load_scenario(path)
        except ScenarioError as exc:
            result = ScenarioResult(str(path), str(path), False, [str(exc)], "")
        else:
            result = scenario.run(explain=explain)
        results.append(result)
        if out is not None:
            print(result.report(), file=out)
            if explain and result.log:
                print(result.log, file=out)
    return results


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m manastack.scenario [--explain] FILE...``; exit status 1 on any failure."""
    args = list(sys.argv[1:] if argv is None else argv)
    explain = "--explain" in args
    files = [a for a in args if a != "--explain"]
    if not files:
        print("usage: python -m manastack.scenario [--explain] FILE...", file=sys.stderr)
        return 2
    results = run_files(files, explain=explain, out=sys.stdout)
    failed = [r for r in results if not r.passed]
    counts = Counter("passed" if r.passed else "failed" for r in results)
    print(f"{counts['passed']} passed, {counts['failed']} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
