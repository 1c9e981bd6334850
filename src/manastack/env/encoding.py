"""The encoding shared by the learning environments (docs/observations.md).

An observation is made from one player's view (`game.view(player)`, 400.2: nothing they may
not know) and, when that player decides, from the legal choices of their decision, which the
view shows them too. It has four tables, flattened into one float32 vector:

* `global`: turn, step (500.1), decision kind, variant, who decides, the page of slots;
* `players`: one row per seat, the viewer first, then the others in turn order (101.4);
* `objects`: one row per object the viewer may see (public zones, their hand, the hidden
  cards they know), with the card's embedding id and its characteristics as features;
* `choices`: one row per action slot, saying what choosing that slot does.

Card embedding ids are the index of the card's name in the sorted bundled card database,
plus two: 0 is "no card" (a face-down object, an empty row), 1 a card the database lacks
(a token, a scenario's inline card). They change only when the bundled database does.

A decision's legal choices are put in a stable order (by verb, then their text without
object ids, then their arguments) and shown in `slots` action slots. A decision with more
choices than slots is shown in pages: each page holds `slots - 1` choices and its last slot
turns the page (`NEXT_PAGE`), so a fixed action space expresses every decision.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from manastack.cards.database import CardData, CardDatabase
from manastack.game import VARIANTS
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.mana import ManaCost
from manastack.rules.state import STEPS

__all__ = [
    "NEXT_PAGE",
    "Encoder",
    "Slot",
    "card_embedding_id",
    "card_vocabulary_size",
    "order_choices",
    "page_of_slots",
]

MAX_PLAYERS = 6                 # 2-6 players; Two-Headed Giant is four (810.1)
VALUE_LIMIT = 1_000_000.0       # every feature is clipped to +-this (a fixed Box)
NEXT_PAGE = "next page"         # the text of the slot that turns the page

STEP_NAMES = tuple(step.value for step in STEPS)
DECISION_KINDS = tuple(kind.value for kind in DecisionKind)
ZONES = ("stack", "battlefield", "hand", "command", "library", "graveyard", "exile")
TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
         "Planeswalker", "Sorcery")
SUPERTYPES = ("Basic", "Legendary", "Snow")
COLORS = ("W", "U", "B", "R", "G")
MANA_TYPES = ("W", "U", "B", "R", "G", "C")
KEYWORDS = ("flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
            "indestructible", "lifelink", "menace", "reach", "trample", "vigilance", "defender",
            "flash", "shroud", "fear", "intimidate", "shadow", "horsemanship", "skulk", "infect",
            "wither", "prowess", "ward", "changeling")
OBJECT_KINDS = ("card", "token", "ability", "copy", "emblem")
# The verbs of the engine's choices (rules/decisions.py and the rules modules); a verb not
# listed gets the last column.
VERBS = ("pass", "play", "cast", "activate", "mana", "keep", "mulligan", "bottom", "target",
         "mode", "x", "number", "color", "pay", "auto", "spend", "attack", "block", "assign",
         "done", "undo", "yes", "no", "pick", "trigger", "apply", "top", "first", "morph",
         "turn", "kick", "sacrifice", "untap", "life", "nothing", "two", "active player")

_ID_IN_TEXT = re.compile(r"#(\d+)")


# -- card embedding ids --------------------------------------------------------------------
@lru_cache(maxsize=1)
def _bundled() -> tuple[CardDatabase, dict[str, int]]:
    database = CardDatabase()           # the bundled data, never a user's import: ids are stable
    return database, {name: index for index, name in enumerate(database.names())}


def card_vocabulary_size() -> int:
    """How many embedding ids there are (the rows of an embedding table)."""
    return len(_bundled()[1]) + 2


@lru_cache(maxsize=8192)
def _printed(name: str) -> tuple[int, CardData | None]:
    database, index = _bundled()
    data = database.find(name.removesuffix(" (back face)"))
    if data is None:
        return 1, None
    return index[data.name] + 2, data


def card_embedding_id(name: str | None) -> int:
    """The embedding id of a card name (0: none, 1: not in the bundled database)."""
    return 0 if name is None else _printed(name)[0]


@lru_cache(maxsize=8192)
def _printed_mana_value(name: str) -> int:
    """202.3: the printed mana value, from the card's mana cost in the card data."""
    data = _printed(name)[1]
    if data is None or not data.mana_cost:
        return 0
    try:
        return ManaCost.parse(data.mana_cost).mana_value()
    except ValueError:
        return 0


# -- action slots ----------------------------------------------------------------------------
def _order_key(choice: Choice) -> tuple[str, str, tuple[tuple[int, str], ...]]:
    text = _ID_IN_TEXT.sub("", str(choice))
    return choice.verb, text, tuple((a, "") if isinstance(a, int) else (0, a) for a in choice.args)


def order_choices(choices: tuple[Choice, ...]) -> tuple[Choice, ...]:
    """The legal choices in the stable order the slots show them."""
    return tuple(sorted(choices, key=_order_key))


@dataclass(frozen=True, slots=True)
class Slot:
    """What one action slot does: a legal choice, or turning the page (`choice` None)."""

    index: int
    choice: Choice | None

    @property
    def text(self) -> str:
        return NEXT_PAGE if self.choice is None else str(self.choice)


def page_count(options: int, slots: int) -> int:
    return 1 if options <= slots else -(-options // (slots - 1))


def page_of_slots(ordered: tuple[Choice, ...], slots: int, page: int) -> list[Slot]:
    """The slots of one page: all the choices if they fit, else `slots - 1` of them and the
    slot that turns to the next page (after the last page, the first)."""
    if len(ordered) <= slots:
        return [Slot(i, c) for i, c in enumerate(ordered)]
    per_page = slots - 1
    shown = ordered[page * per_page:(page + 1) * per_page]
    return [*(Slot(i, c) for i, c in enumerate(shown)), Slot(slots - 1, None)]


# -- the encoder --------------------------------------------------------------------------------
def _columns(*groups: tuple[str, ...] | str) -> tuple[str, ...]:
    names: list[str] = []
    for group in groups:
        names.extend([group] if isinstance(group, str) else group)
    return tuple(names)


def _prefixed(prefix: str, names: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(f"{prefix}{name}" for name in names)


SEATS = tuple(str(i) for i in range(MAX_PLAYERS))
GLOBAL_COLUMNS = _columns(
    "turn", "my_turn", "my_priority", "i_decide", "game_over", "options", "page", "pages",
    _prefixed("step=", STEP_NAMES), _prefixed("decision=", DECISION_KINDS),
    _prefixed("variant=", VARIANTS))
PLAYER_COLUMNS = _columns(
    "present", "me", "teammate", "life", "poison", "hand_size", "library_size",
    "graveyard_size", "exile_size", "in_game", "lost", "won", "active", "priority", "decides",
    "monarch", "lands_played", "drawn_this_turn", "spells_cast_this_turn", "mulligans",
    "max_hand_size", "known_hand_cards", "known_library_cards", _prefixed("pool=", MANA_TYPES))
OBJECT_COLUMNS = _columns(
    "present", "card_id", _prefixed("zone=", ZONES), _prefixed("owner=", SEATS),
    _prefixed("controller=", SEATS), _prefixed("kind=", OBJECT_KINDS), _prefixed("type=", TYPES),
    _prefixed("supertype=", SUPERTYPES), _prefixed("color=", COLORS), "mana_value", "power",
    "toughness", "loyalty", _prefixed("keyword=", KEYWORDS), "tapped", "damage",
    "counters_+1/+1", "counters_-1/-1", "counters_loyalty", "counters_other", "face_down",
    "attached", "attacking", "blocking", "blocked", "controlled_since_this_turn",
    "stack_position", "library_position")
CHOICE_COLUMNS = _columns(
    "present", "next_page", _prefixed("verb=", (*VERBS, "other")), "object_1_row",
    "object_1_card_id", "object_2_row", "object_2_card_id", "objects_named",
    _prefixed("player=", SEATS), "number_1", "number_2")


@dataclass(frozen=True, slots=True)
class Section:
    """Where one table lies in the flat observation."""

    name: str
    rows: int
    columns: tuple[str, ...]
    start: int

    @property
    def size(self) -> int:
        return self.rows * len(self.columns)

    def of(self, flat: np.ndarray) -> np.ndarray:
        """This table, rows by columns, from a flat observation (a view, not a copy)."""
        return flat[self.start:self.start + self.size].reshape(self.rows, len(self.columns))


class Encoder:
    """Encodes a player's view and their slots; one per environment (its sizes are fixed)."""

    def __init__(self, slots: int = 32, max_objects: int = 128) -> None:
        if type(slots) is not int or slots < 2:
            raise ValueError(f"slots must be a whole number of at least 2, not {slots!r}")
        if type(max_objects) is not int or max_objects < 1:
            raise ValueError(f"max_objects must be a whole number of at least 1, not {max_objects!r}")
        self.slots = slots
        self.max_objects = max_objects
        sections = []
        start = 0
        for name, rows, columns in (("global", 1, GLOBAL_COLUMNS),
                                    ("players", MAX_PLAYERS, PLAYER_COLUMNS),
                                    ("objects", max_objects, OBJECT_COLUMNS),
                                    ("choices", slots, CHOICE_COLUMNS)):
            sections.append(Section(name, rows, columns, start))
            start += sections[-1].size
        self.sections = {s.name: s for s in sections}
        self.size = start
        self._column = {s.name: {c: i for i, c in enumerate(s.columns)} for s in sections}

    def encode(self, view: dict[str, Any], slots: list[Slot] | None = None, page: int = 0,
               pages: int = 1) -> tuple[np.ndarray, np.ndarray]:
        """The observation vector and the action mask of `view`'s player; `slots` only
        when that player decides (they are their legal choices)."""
        flat = np.zeros(self.size, np.float32)
        mask = np.zeros(self.slots, np.int8)
        viewer = view["viewer"] if view["viewer"] is not None else 0
        seats = len(view["players"])
        relative = {(viewer + k) % seats: k for k in range(seats)}
        self._global(self._row("global", self.sections["global"].of(flat)[0]), view, viewer,
                     slots, page, pages)
        self._players(self.sections["players"].of(flat), view, viewer, relative)
        rows = self._objects(self.sections["objects"].of(flat), view, relative)
        if slots is not None:
            self._choices(self.sections["choices"].of(flat), slots, rows, relative)
            mask[[s.index for s in slots]] = 1
        np.clip(flat, -VALUE_LIMIT, VALUE_LIMIT, out=flat)
        return flat, mask

    def _row(self, table: str, row: np.ndarray) -> _Row:
        return _Row(self._column[table], row)

    def _global(self, put: _Row, view: dict[str, Any], viewer: int,
                slots: list[Slot] | None, page: int, pages: int) -> None:
        decision = view["decision"]
        put["turn"] = view["turn"]
        put["my_turn"] = view["active"] == viewer
        put["my_priority"] = view["priority"] == viewer
        put["game_over"] = bool(view["game_over"])
        put[f"step={view['step']}"] = 1.0
        put[f"variant={view['variant']}"] = 1.0
        if decision is not None:
            put[f"decision={decision['kind']}"] = 1.0
            put["i_decide"] = decision["player"] == viewer
        if slots is not None:
            put["options"] = len(decision["options"]) if decision and "options" in decision else 0
            put["page"] = page
            put["pages"] = pages

    def _players(self, table: np.ndarray, view: dict[str, Any], viewer: int,
                 relative: dict[int, int]) -> None:
        decision = view["decision"]
        my_team = view["players"][viewer]["team"]
        for p in view["players"]:
            seat = relative[p["index"]]
            if seat >= MAX_PLAYERS:
                continue
            put = self._row("players", table[seat])
            put["present"] = 1.0
            put["me"] = seat == 0
            put["teammate"] = seat != 0 and p["team"] == my_team
            for column in ("life", "poison", "hand_size", "library_size", "lands_played",
                           "drawn_this_turn", "spells_cast_this_turn", "mulligans"):
                put[column] = p[column]
            put["graveyard_size"] = len(p["graveyard"])
            put["exile_size"] = len(p["exile"])
            for column in ("in_game", "lost", "won"):
                put[column] = bool(p[column])
            put["active"] = view["active"] == p["index"]
            put["priority"] = view["priority"] == p["index"]
            put["decides"] = decision is not None and decision["player"] == p["index"]
            put["monarch"] = view["monarch"] == p["index"]
            put["max_hand_size"] = -1 if p["max_hand_size"] is None else p["max_hand_size"]
            put["known_hand_cards"] = len(p["hand"]) if seat != 0 else p["hand_size"]
            put["known_library_cards"] = len(p["library"])
            for mana in MANA_TYPES:
                put[f"pool={mana}"] = p["mana_pool"].count(f"{{{mana}}}")

    def _objects(self, table: np.ndarray, view: dict[str, Any],
                 relative: dict[int, int]) -> dict[int, tuple[int, str | None]]:
        """Fills the object rows in a fixed zone order (the stack from the top, the
        battlefield, hands, the command zone, known library cards, graveyards, exile) and
        returns each object id's row and card name; objects beyond `max_objects` are left
        out."""
        rows: dict[int, tuple[int, str | None]] = {}
        attackers = {a[0] for a in view["combat"]["attackers"]} if view["combat"] else set()
        blockers = {b[0] for b in view["combat"]["blockers"]} if view["combat"] else set()
        blocked = set(view["combat"]["blocked"]) if view["combat"] else set()
        for index, (zone, position, data) in enumerate(_visible_objects(view)):
            if index >= self.max_objects:
                break
            put = self._row("objects", table[index])
            self._object(put, zone, position, data, relative, view["turn"])
            oid = data.get("id")
            if oid is not None:
                rows[oid] = (index, data.get("card"))
            put["attacking"] = oid in attackers
            put["blocking"] = oid in blockers
            put["blocked"] = oid in blocked
        return rows

    @staticmethod
    def _object(put: _Row, zone: str, position: int, data: dict[str, Any],
                relative: dict[int, int], turn: int) -> None:
        name = data.get("card")
        put.row[:] = _characteristics_row(
            name, "face_down" in data, _key(data.get("types")), _key(data.get("supertypes")),
            _key(data.get("colors")), _key(data.get("keywords")))
        put[f"zone={zone}"] = 1.0
        owner = data.get("owner")
        if owner is not None:
            put[f"owner={relative[owner]}"] = 1.0
        controller = data.get("controller", owner)
        if controller is not None:
            put[f"controller={relative[controller]}"] = 1.0
        put[f"kind={data.get('kind', 'card')}"] = 1.0
        for column in ("power", "toughness", "loyalty", "damage"):
            value = data.get(column)
            if isinstance(value, int):
                put[column] = value
        if zone != "battlefield":
            put["library_position" if zone == "library" else "stack_position"] = position
            return
        put["tapped"] = bool(data["tapped"])
        put["attached"] = data["attached_to"] is not None
        put["controlled_since_this_turn"] = data["control_since"] == turn
        counters = data["counters"]
        if counters:
            for kind in ("+1/+1", "-1/-1", "loyalty"):
                put[f"counters_{kind}"] = counters.get(kind, 0)
            put["counters_other"] = sum(v for k, v in counters.items()
                                        if k not in ("+1/+1", "-1/-1", "loyalty"))

    def _choices(self, table: np.ndarray, slots: list[Slot], rows: dict[int, tuple[int, str | None]],
                 relative: dict[int, int]) -> None:
        for slot in slots:
            put = self._row("choices", table[slot.index])
            put["present"] = 1.0
            if slot.choice is None:
                put["next_page"] = 1.0
                continue
            described = describe_choice(slot.choice)
            put[f"verb={slot.choice.verb}" if slot.choice.verb in VERBS else "verb=other"] = 1.0
            put["objects_named"] = len(described["objects"])
            for k, oid in enumerate(described["objects"][:2], start=1):
                row_index, name = rows.get(oid, (-1, None))
                put[f"object_{k}_row"] = row_index + 1
                put[f"object_{k}_card_id"] = card_embedding_id(name)
            if described["players"]:
                seat = relative.get(described["players"][0])
                if seat is not None:
                    put[f"player={seat}"] = 1.0
            for k, number in enumerate(described["numbers"][:2], start=1):
                put[f"number_{k}"] = number


class _Row:
    """One row of a table, written by column name (a name not in the table, such as a
    keyword outside `KEYWORDS`, is left out)."""

    __slots__ = ("columns", "row")

    def __init__(self, columns: dict[str, int], row: np.ndarray) -> None:
        self.columns = columns
        self.row = row

    def __setitem__(self, column: str, value: float) -> None:
        index = self.columns.get(column)
        if index is not None:
            self.row[index] = value


def _key(values: list[str] | None) -> tuple[str, ...] | None:
    return None if values is None else tuple(values)


_OBJECT_INDEX = {column: index for index, column in enumerate(OBJECT_COLUMNS)}


@lru_cache(maxsize=16384)
def _characteristics_row(name: str | None, face_down: bool, types: tuple[str, ...] | None,
                         supertypes: tuple[str, ...] | None, colors: tuple[str, ...] | None,
                         keywords: tuple[str, ...] | None) -> np.ndarray:
    """The part of an object's row that its card and characteristics give: the ones the
    view shows (after continuous effects, 613, for permanents and spells), else the card's
    printed ones (a face-down object's are its face-down characteristics only, 708.2)."""
    row = _Row(_OBJECT_INDEX, np.zeros(len(OBJECT_COLUMNS), np.float32))
    printed = _printed(name)[1] if name is not None and not face_down else None
    row["present"] = 1.0
    row["card_id"] = card_embedding_id(name)
    row["face_down"] = face_down
    for prefix, shown, default in (
            ("type", types, printed.types if printed else ()),
            ("supertype", supertypes, printed.supertypes if printed else ()),
            ("color", colors, printed.colors if printed else ()),
            ("keyword", keywords, tuple(k.lower() for k in printed.keywords) if printed else ())):
        for value in shown if shown is not None else default:
            row[f"{prefix}={value}"] = 1.0
    if name is not None:
        row["mana_value"] = _printed_mana_value(name)
    row.row.flags.writeable = False
    return row.row


def _visible_objects(view: dict[str, Any]) -> list[tuple[str, int, dict[str, Any]]]:
    """(zone, position, object data) of every object in the view, in the row order."""
    found: list[tuple[str, int, dict[str, Any]]] = []
    stack = view["stack"]
    found += [("stack", k, o) for k, o in enumerate(reversed(stack))]     # the top first
    found += [("battlefield", 0, o) for o in view["battlefield"]]
    for zone, key in (("hand", "hand"), ("command", None), ("library", "library"),
                      ("graveyard", "graveyard"), ("exile", "exile")):
        if key is None:
            found += [("command", 0, o) for o in view["command"]]
            continue
        for p in view["players"]:
            found += [(zone, o.get("position", 0), {"owner": p["index"], **o}) for o in p[key]]
    return found


def describe_choice(choice: Choice) -> dict[str, Any]:
    """A choice as structured data: the objects its text names (`Name#id`), the players its
    arguments name (-1 - their index), and its other numbers."""
    text = str(choice)
    objects = [int(m.group(1)) for m in _ID_IN_TEXT.finditer(text)]
    players = [-1 - a for a in choice.args if isinstance(a, int) and a < 0]
    numbers = [a for a in choice.args
               if isinstance(a, int) and a >= 0 and a not in objects]
    return {"verb": choice.verb, "args": list(choice.args), "text": text,
            "objects": objects, "players": players, "numbers": numbers}
