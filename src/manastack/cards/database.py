"""The card database: Oracle data for every card, looked up by name.

The package ships ``data/cards.json.xz``, built by ``scripts/build_card_db.py``.
It is read on first use, so importing this module costs nothing.

File format (version 1), UTF-8 text, xz- or gzip-compressed:

* line 1: a JSON object with ``format`` (``"manastack-cards"``), ``version``,
  ``count``, ``names`` (every card name, sorted), ``fields`` (the field
  names of the rows, sorted) and ``subtypes`` (every subtype of the cards,
  sorted; optional, so that the Oracle lexer needn't decode every row);
* then one line per card, in the order of ``names``: a JSON array with that
  card's values for ``fields``.

Rows are only decoded when a card is first asked for, which keeps loading fast.
"""

from __future__ import annotations

import bz2
import difflib
import gzip
import io
import itertools
import json
import lzma
import os
import re
import tempfile
import threading
import unicodedata
import zipfile
import zlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from manastack import bounded_json
from manastack.errors import CardDataError, UnknownCardError

__all__ = [
    "CardData",
    "CardDatabase",
    "colors_from_mana_cost",
    "default_database",
    "import_bulk",
    "loose_name_key",
    "name_key",
    "parse_type_line",
    "reset_default_database",
    "user_database_path",
]

FILE_FORMAT = "manastack-cards"
FILE_VERSION = 1
_RESOURCE_PACKAGE = "manastack.cards"
_RESOURCE_NAME = "data/cards.json.xz"

COLOR_ORDER = ("W", "U", "B", "R", "G")
SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Host"})
# 300.1: the card types.
CARD_TYPES = frozenset({"Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment",
                        "Instant", "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker",
                        "Scheme", "Sorcery", "Vanguard"})
_MULTIWORD_SUBTYPES = ("Time Lord",)

_MANA_SYMBOL = re.compile(r"\{([^{}]*)\}")


def colors_from_mana_cost(mana_cost: str) -> tuple[str, ...]:
    """Return the colors of the mana symbols in ``mana_cost``, in WUBRG order (rule 202.2).

    Hybrid symbols count every color in them (``{W/U}`` is white and blue),
    Phyrexian and two-generic hybrid symbols count their color (``{2/R}`` is
    red), and half-mana symbols count theirs (``{HW}`` is white).
    """
    found: set[str] = set()
    for symbol in _MANA_SYMBOL.findall(mana_cost):
        for part in symbol.upper().split("/"):
            if part in COLOR_ORDER:
                found.add(part)
            elif len(part) == 2 and part[0] == "H" and part[1] in COLOR_ORDER:
                found.add(part[1])
    return tuple(c for c in COLOR_ORDER if c in found)


def parse_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split a single face's type line into (types, subtypes, supertypes).

    ``"Legendary Creature — Elf Druid"`` gives
    ``(("Creature",), ("Elf", "Druid"), ("Legendary",))``. A plane's subtype
    is its whole planar type (``"Plane — New Phyrexia"``).
    """
    left, _, right = type_line.partition("—")
    words = left.split()
    types = tuple(w for w in words if w not in SUPERTYPES)
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    right = right.strip()
    subtypes: tuple[str, ...]
    if not right:
        subtypes = ()
    elif "Plane" in types:
        subtypes = (right,)
    else:
        parts: list[str] = []
        rest = right
        while rest:
            for multi in _MULTIWORD_SUBTYPES:
                if rest == multi or rest.startswith(multi + " "):
                    parts.append(multi)
                    rest = rest[len(multi) :].lstrip()
                    break
            else:
                word, _, rest = rest.partition(" ")
                parts.append(word)
                rest = rest.lstrip()
        subtypes = tuple(parts)
    return types, subtypes, supertypes


@dataclass(frozen=True, slots=True)
class CardData:
    """The Oracle characteristics of one card (for a multi-part card: its first face).

    ``mana_cost`` is ``""`` for a card without a mana cost; ``power``,
    ``toughness`` and ``loyalty`` are the printed strings (``"*"``, ``"1+*"``)
    or ``None``. ``colors`` is computed from the mana symbols of the mana cost
    only: color indicators and color-setting abilities are not in the data.
    """

    name: str
    mana_cost: str = ""
    type_line: str = ""
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    text: str = ""
    layout: str = "normal"
    color_identity: tuple[str, ...] = ()
    # 204: the color indicator's colors, None where the data doesn't say (the bundled data
    # has none; MTGJSON's `colorIndicator` and Scryfall's `color_indicator` do).
    color_indicator: tuple[str, ...] | None = None
    colors: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "colors", colors_from_mana_cost(self.mana_cost))

    @property
    def is_basic(self) -> bool:
        """Whether the card has the basic supertype (rule 205.4c)."""
        return "Basic" in self.supertypes

    def to_row(self) -> dict[str, Any]:
        """Return the stored fields as a JSON-ready dict (without ``colors``)."""
        return {
            "name": self.name,
            "mana_cost": self.mana_cost,
            "type_line": self.type_line,
            "types": list(self.types),
            "subtypes": list(self.subtypes),
            "supertypes": list(self.supertypes),
            "keywords": list(self.keywords),
            "power": self.power,
            "toughness": self.toughness,
            "loyalty": self.loyalty,
            "text": self.text,
            "layout": self.layout,
            "color_identity": list(self.color_identity),
            "color_indicator": None if self.color_indicator is None
            else list(self.color_indicator),
        }


_STR_FIELDS = ("mana_cost", "type_line", "text", "layout")
_OPT_STR_FIELDS = ("power", "toughness", "loyalty")
_TUPLE_FIELDS = ("types", "subtypes", "supertypes", "keywords", "color_identity")
_OPT_TUPLE_FIELDS = ("color_indicator",)
_ROW_FIELDS = tuple(sorted(_STR_FIELDS + _OPT_STR_FIELDS + _TUPLE_FIELDS + _OPT_TUPLE_FIELDS))


def _card_from_mapping(name: str, values: Mapping[str, Any], where: str) -> CardData:
    """Build a CardData from field values, checking their types; ``where`` prefixes errors."""
    kwargs: dict[str, Any] = {"name": name}
    for key in _STR_FIELDS:
        value = values.get(key)
        if value is None:
            value = "normal" if key == "layout" else ""
        if not isinstance(value, str):
            raise CardDataError(f"{where}: field {key!r} of {name!r} must be a string")
        kwargs[key] = value
    for key in _OPT_STR_FIELDS:
        value = values.get(key)
        if value is not None and not isinstance(value, str):
            raise CardDataError(f"{where}: field {key!r} of {name!r} must be a string or null")
        kwargs[key] = value
    for key in _TUPLE_FIELDS:
        value = values.get(key)
        if value is None:
            value = []
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise CardDataError(f"{where}: field {key!r} of {name!r} must be a list of strings")
        kwargs[key] = tuple(value)
    for key in _OPT_TUPLE_FIELDS:
        value = values.get(key)
        if value is not None and (not isinstance(value, list)
                                  or not all(v in COLOR_ORDER for v in value)):
            raise CardDataError(f"{where}: field {key!r} of {name!r} must be a list of color "
                                "letters (W, U, B, R, G) or null")
        kwargs[key] = tuple(value) if value is not None else None
    return CardData(**kwargs)


# ---------------------------------------------------------------------------
# Name normalisation
# ---------------------------------------------------------------------------

_LOOKALIKES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u02bc": "'",
        "`": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "Æ": "Ae",
        "æ": "ae",
        "Œ": "Oe",
        "œ": "oe",
        "Ø": "O",
        "ø": "o",
        "Ł": "L",
        "ł": "l",
        "Đ": "D",
        "đ": "d",
        "Ð": "D",
        "ð": "d",
        "Þ": "Th",
        "þ": "th",
    }
)
_SLASHES = re.compile(r"\s*/{1,3}\s*")
_SPACES = re.compile(r"\s+")
_NOT_WORD = re.compile(r"[^\w/]+|_+")


def name_key(name: str) -> str:
    """Normalise a card name for tolerant lookup.

    Case, diacritics, curly quotes, runs of whitespace and the split-card
    separator (``/``, ``//`` or ``///``, with any spacing) are made uniform;
    other punctuation is kept.
    """
    text = name.translate(_LOOKALIKES)
    if not text.isascii():
        text = "".join(
            ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch)
        )
    text = _SLASHES.sub(" // ", text.casefold())
    return _SPACES.sub(" ", text).strip()


def loose_name_key(name: str) -> str:
    """Like :func:`name_key`, but also drop all punctuation and whitespace."""
    return _NOT_WORD.sub("", name_key(name))


# ---------------------------------------------------------------------------
# Reading and writing the file format
# ---------------------------------------------------------------------------


def _decompress(raw: bytes, label: str, limit: int | None = None) -> bytes:
    """Undo xz, gzip, bzip2 or zip (single member) compression, detected by magic bytes;
    with `limit`, CardDataError for data that decompresses to more bytes than that."""
    try:
        if raw.startswith(b"\xfd7zXZ\x00"):
            out = _bounded(lzma.LZMADecompressor(), raw, limit)
        elif raw.startswith(b"\x1f\x8b"):
            out = _bounded(zlib.decompressobj(wbits=31), raw, limit)
        elif raw.startswith(b"BZh"):
            out = _bounded(bz2.BZ2Decompressor(), raw, limit)
        elif raw.startswith(b"PK\x03\x04"):
            with zipfile.ZipFile(io.BytesIO(raw)) as archive:
                members = [m for m in archive.namelist() if not m.endswith("/")]
                if len(members) != 1:
                    raise CardDataError(
                        f"{label}: zip archive must hold exactly one file, found {len(members)}"
                    )
                with archive.open(members[0]) as member:
                    out = member.read() if limit is None else member.read(limit + 1)
        else:
            out = raw
    except (lzma.LZMAError, zlib.error, OSError, EOFError, zipfile.BadZipFile) as exc:
        raise CardDataError(f"{label}: corrupt compressed data ({exc})") from exc
    if limit is not None and len(out) > limit:
        raise CardDataError(f"{label}: more than {limit:,} bytes of card data (the limit of "
                            "an import; a whole Oracle bulk file is about a fifth of it)")
    return out


def _bounded(decompressor: Any, raw: bytes, limit: int | None) -> bytes:
    """All the data, or the first `limit` + 1 bytes of it: never more."""
    if limit is None:
        out: bytes = decompressor.decompress(raw)
    else:
        out = decompressor.decompress(raw, limit + 1)
    if not decompressor.eof and (limit is None or len(out) <= limit):
        raise EOFError("the compressed data ends early")
    return out


def _read_bytes(path: str | os.PathLike[str], limit: int | None = None) -> bytes:
    try:
        with Path(path).open("rb") as file:
            data = file.read() if limit is None else file.read(limit + 1)
    except OSError as exc:
        raise CardDataError(f"{os.fspath(path)}: cannot read file ({exc.strerror})") from exc
    if limit is not None and len(data) > limit:
        raise CardDataError(f"{os.fspath(path)}: larger than {limit:,} bytes")
    return data


def _encode_cards(cards: Sequence[CardData]) -> bytes:
    """Serialise cards (already sorted by name, unique) to the uncompressed file format."""

    def dumps(value: object) -> str:
        return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    header = {
        "count": len(cards),
        "fields": list(_ROW_FIELDS),
        "format": FILE_FORMAT,
        "names": [card.name for card in cards],
        "subtypes": sorted({subtype for card in cards for subtype in card.subtypes}),
        "version": FILE_VERSION,
    }
    lines = [dumps(header)]
    for card in cards:
        row = card.to_row()
        lines.append(dumps([row[key] for key in _ROW_FIELDS]))
    return ("\n".join(lines) + "\n").encode("utf-8")


def write_card_file(cards: Iterable[CardData], path: str | os.PathLike[str]) -> None:
    """Write ``cards`` to ``path`` in the manastack format, replacing the file atomically.

    The output is deterministic: cards sorted by name, keys sorted, no
    timestamps. A name ending in ``.gz`` is gzip-compressed; anything else xz.
    """
    ordered = sorted(cards, key=lambda card: card.name)
    for before, after in itertools.pairwise(ordered):
        if before.name == after.name:
            raise CardDataError(f"{os.fspath(path)}: duplicate card name {after.name!r}")
    for card in ordered:
        if "\n" in card.name or "\r" in card.name or not card.name.strip():
            raise CardDataError(f"{os.fspath(path)}: invalid card name {card.name!r}")
    data = _encode_cards(ordered)
    target = Path(path)
    if target.name.endswith(".gz"):
        compressed = gzip.compress(data, compresslevel=9, mtime=0)
    else:
        compressed = lzma.compress(
            data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64, preset=9 | lzma.PRESET_EXTREME
        )
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=".cards-", dir=target.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(compressed)
            os.chmod(tmp_name, 0o644)  # mkstemp creates 0600; the file is ordinary data
            os.replace(tmp_name, target)
        except BaseException:
            Path(tmp_name).unlink(missing_ok=True)
            raise
    except OSError as exc:
        raise CardDataError(f"{target}: cannot write file ({exc.strerror})") from exc


@dataclass(slots=True)
class _Loaded:
    names: list[str]
    fields: tuple[str, ...]
    rows: list[str]
    subtypes: list[str] | None = None


def _parse_card_file(raw: bytes, label: str) -> _Loaded:
    data = _decompress(raw, label)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CardDataError(f"{label}: not UTF-8 text ({exc.reason})") from exc
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines:
        raise CardDataError(f"{label}: empty card file")
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{label}: not a manastack card file (bad header: {exc})") from exc
    if not isinstance(header, dict) or header.get("format") != FILE_FORMAT:
        raise CardDataError(f"{label}: not a manastack card file (missing format marker)")
    if header.get("version") != FILE_VERSION:
        raise CardDataError(
            f"{label}: unsupported card file version {header.get('version')!r} "
            f"(this manastack reads version {FILE_VERSION})"
        )
    names = header.get("names")
    fields = header.get("fields")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise CardDataError(f"{label}: header field 'names' must be a list of strings")
    if not isinstance(fields, list) or not all(isinstance(f, str) for f in fields):
        raise CardDataError(f"{label}: header field 'fields' must be a list of strings")
    rows = lines[1:]
    if len(rows) != len(names) or header.get("count") != len(names):
        raise CardDataError(
            f"{label}: truncated or inconsistent card file "
            f"({len(names)} names, {len(rows)} rows, count {header.get('count')!r})"
        )
    subtypes = header.get("subtypes")
    if subtypes is not None and (
        not isinstance(subtypes, list) or not all(isinstance(t, str) for t in subtypes)
    ):
        raise CardDataError(f"{label}: header field 'subtypes' must be a list of strings")
    return _Loaded(names=names, fields=tuple(fields), rows=rows, subtypes=subtypes)


# ---------------------------------------------------------------------------
# The database
# ---------------------------------------------------------------------------


class CardDatabase:
    """Card data looked up by name.

    ``CardDatabase()`` reads the bundled data on first use;
    ``CardDatabase(path=...)`` reads a file written by :meth:`save` (or the
    build script) on first use; ``CardDatabase(cards)`` indexes the given
    cards at once.

    Lookup (:meth:`get`, :meth:`find`, ``in``) tries, in order: the exact
    name; the name ignoring case, diacritics, curly quotes, spacing and
    ``/``/``//``/``///`` differences; the same ignoring all punctuation; and
    finally the first face of a multi-face card (``"Delver of Secrets"`` finds
    ``"Delver of Secrets // Insectile Aberration"``). A tolerant match that
    fits more than one card counts as no match.
    """

    def __init__(
        self,
        cards: Iterable[CardData] | None = None,
        *,
        path: str | os.PathLike[str] | None = None,
    ) -> None:
        if cards is not None and path is not None:
            raise TypeError("give either cards or path, not both")
        self._path = None if path is None else Path(path)
        self._lock = threading.RLock()
        self._loaded = False
        self._names: list[str] = []
        self._exact: dict[str, int] = {}
        self._cards: list[CardData | None] = []
        self._rows: list[str] = []
        self._fields: tuple[str, ...] = ()
        self._label = "<cards>"
        self._keys: dict[str, list[int]] | None = None
        self._loose: dict[str, list[int]] | None = None
        self._faces: dict[str, list[int]] | None = None
        self._loose_faces: dict[str, list[int]] | None = None
        self._subtypes: list[str] | None = None
        if cards is not None:
            ordered = sorted(cards, key=lambda card: card.name)
            for before, after in itertools.pairwise(ordered):
                if before.name == after.name:
                    raise CardDataError(f"duplicate card name {after.name!r}")
            self._names = [card.name for card in ordered]
            self._cards = list(ordered)
            self._exact = {name: i for i, name in enumerate(self._names)}
            self._loaded = True

    # -- loading -------------------------------------------------------------

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> CardDatabase:
        """Read a manastack card file now (not lazily), raising CardDataError if it is bad."""
        database = cls(path=path)
        database._ensure_loaded()
        return database

    def _ensure_loaded(self) -> None:
        if self._loaded:
            return
        with self._lock:
            if self._loaded:
                return
            if self._path is None:
                label = f"{_RESOURCE_PACKAGE}:{_RESOURCE_NAME}"
                try:
                    raw = resources.files(_RESOURCE_PACKAGE).joinpath(_RESOURCE_NAME).read_bytes()
                except OSError as exc:
                    raise CardDataError(
                        f"{label}: bundled card data is missing; run scripts/build_card_db.py"
                    ) from exc
            else:
                label = os.fspath(self._path)
                raw = _read_bytes(self._path)
            loaded = _parse_card_file(raw, label)
            self._label = label
            self._names = loaded.names
            self._fields = loaded.fields
            self._rows = loaded.rows
            self._subtypes = loaded.subtypes
            self._cards = [None] * len(loaded.names)
            self._exact = {name: i for i, name in enumerate(loaded.names)}
            self._loaded = True

    def _card_at(self, index: int) -> CardData:
        card = self._cards[index]
        if card is not None:
            return card
        name = self._names[index]
        try:
            values = json.loads(self._rows[index])
        except json.JSONDecodeError as exc:
            raise CardDataError(f"{self._label}: corrupt row for {name!r} ({exc})") from exc
        if not isinstance(values, list) or len(values) != len(self._fields):
            raise CardDataError(f"{self._label}: corrupt row for {name!r} (wrong field count)")
        card = _card_from_mapping(name, dict(zip(self._fields, values, strict=True)), self._label)
        self._cards[index] = card
        return card

    def _ensure_keys(self) -> None:
        if self._keys is not None:
            return
        with self._lock:
            if self._keys is not None:
                return
            keys: dict[str, list[int]] = {}
            loose: dict[str, list[int]] = {}
            faces: dict[str, list[int]] = {}
            loose_faces: dict[str, list[int]] = {}
            for i, name in enumerate(self._names):
                key = name_key(name)
                keys.setdefault(key, []).append(i)
                loose_key = _NOT_WORD.sub("", key)
                if loose_key:
                    loose.setdefault(loose_key, []).append(i)
                if " // " in key:
                    face = key.split(" // ", 1)[0]
                    faces.setdefault(face, []).append(i)
                    loose_face = _NOT_WORD.sub("", face)
                    if loose_face:
                        loose_faces.setdefault(loose_face, []).append(i)
            self._loose = loose
            self._faces = faces
            self._loose_faces = loose_faces
            self._keys = keys

    def _candidates(self, name: str) -> list[int]:
        """Indexes of the cards ``name`` could mean: one on a match, several if ambiguous."""
        self._ensure_loaded()
        index = self._exact.get(name)
        if index is not None:
            return [index]
        self._ensure_keys()
        assert self._keys is not None and self._loose is not None
        assert self._faces is not None and self._loose_faces is not None
        key = name_key(name)
        loose_key = _NOT_WORD.sub("", key)
        for table, probe in (
            (self._keys, key),
            (self._loose, loose_key),
            (self._faces, key),
            (self._loose_faces, loose_key),
        ):
            found = table.get(probe) if probe else None
            if found:
                return found
        return []

    # -- queries ---------------------------------------------------------------

    def find(self, name: str) -> CardData | None:
        """Return the card ``name`` means, or None if there is none or it is ambiguous."""
        found = self._candidates(name)
        return self._card_at(found[0]) if len(found) == 1 else None

    def get(self, name: str) -> CardData:
        """Return the card ``name`` means, or raise UnknownCardError with suggestions."""
        found = self._candidates(name)
        if len(found) == 1:
            return self._card_at(found[0])
        if found:
            options = _quote_list([self._names[i] for i in found])
            raise UnknownCardError(f"card name {name!r} is ambiguous: it could be {options}")
        suggestions = self.suggest(name)
        if suggestions:
            raise UnknownCardError(
                f"unknown card {name!r}; did you mean {_quote_list(suggestions)}?"
            )
        raise UnknownCardError(f"unknown card {name!r} (no similar card names)")

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """Return up to ``limit`` card names close to ``name`` (best first)."""
        self._ensure_loaded()
        self._ensure_keys()
        assert self._keys is not None
        key = name_key(name)
        matches = difflib.get_close_matches(key, self._keys.keys(), n=limit, cutoff=0.6)
        return [self._names[self._keys[match][0]] for match in matches]

    def names(self) -> list[str]:
        """Every card name, sorted."""
        self._ensure_loaded()
        return list(self._names)

    def cards(self) -> Iterator[CardData]:
        """Iterate over every card, sorted by name (decodes each one)."""
        self._ensure_loaded()
        for index in range(len(self._names)):
            yield self._card_at(index)

    def subtypes(self) -> list[str]:
        """Every subtype of the cards, sorted: from the file's header when it has the list
        (files written by this version do), else gathered by decoding every card."""
        self._ensure_loaded()
        if self._subtypes is None:
            self._subtypes = sorted({subtype for card in self.cards() for subtype in card.subtypes})
        return list(self._subtypes)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and len(self._candidates(name)) == 1

    def __len__(self) -> int:
        self._ensure_loaded()
        return len(self._names)

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())

    def __repr__(self) -> str:
        if not self._loaded:
            source = "bundled" if self._path is None else os.fspath(self._path)
            return f"<CardDatabase {source} (not loaded)>"
        return f"<CardDatabase {self._label} with {len(self._names)} cards>"

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write this database to ``path`` in the manastack format (xz, or gzip for ``.gz``)."""
        write_card_file(self.cards(), path)


def _quote_list(items: Sequence[str]) -> str:
    quoted = [repr(item) for item in items]
    if len(quoted) <= 1:
        return "".join(quoted)
    return ", ".join(quoted[:-1]) + " or " + quoted[-1]


_default: CardDatabase | None = None
_default_lock = threading.Lock()


def user_database_path() -> Path:
    """Where `manastack cards import` keeps a user's own card data: $MANASTACK_CARDS, else
    $XDG_DATA_HOME/manastack/cards.json.xz (~/.local/share/... by default)."""
    explicit = os.environ.get("MANASTACK_CARDS")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "manastack" / "cards.json.xz"


def default_database() -> CardDatabase:
    """Return the shared card database, read on first use: the user's imported data if
    there is any (see `user_database_path`), else the data bundled with the package."""
    global _default
    if _default is None:
        with _default_lock:
            if _default is None:
                user = user_database_path()
                _default = CardDatabase(path=user) if user.is_file() else CardDatabase()
    return _default


def reset_default_database() -> None:
    """Forget the shared database, so the next use reads it again (after an import)."""
    global _default
    with _default_lock:
        _default = None


# ---------------------------------------------------------------------------
# Importing bulk data from MTGJSON or Scryfall
# ---------------------------------------------------------------------------

# The limits of an import (docs/limits.md): far beyond the real bulk files (Scryfall's
# oracle-cards: ~160 MB, ~35,000 cards; MTGJSON AtomicCards: ~120 MB).
MAX_IMPORT_BYTES = 1_000_000_000      # the file, and its data once decompressed
MAX_IMPORT_CARDS = 500_000            # card objects (Scryfall's default-cards: ~110,000)
MAX_FIELD_CHARS = 50_000              # one text of a card (the longest Oracle text: ~1,500)
MAX_FIELD_ITEMS = 1_000               # entries of one list of a card (faces, keywords, ...)
MAX_JSON_DIGITS = 40                  # digits of one number
MAX_JSON_DEPTH = 12                   # nesting of a card object (real ones: 4)

# Layouts whose later faces are also listed as cards of their own (as in the bundled data
# for transform and meld cards; a split card's later halves, an adventurer card's Adventure
# and a modal double-faced card's back face only in imported data, 709, 715, 712).
_SEPARATE_BACK_FACE_LAYOUTS = frozenset({"transform", "meld", "split", "adventure",
                                         "modal_dfc"})
# Scryfall objects that are not cards one can put in a deck.
_SKIPPED_SCRYFALL_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series"})


def _from_mtgjson_face(face: Mapping[str, Any], name: str, where: str) -> CardData:
    return _card_from_mapping(
        name,
        {
            "mana_cost": face.get("manaCost"),
            "type_line": face.get("type"),
            "types": face.get("types"),
            "subtypes": face.get("subtypes"),
            "supertypes": face.get("supertypes"),
            "keywords": face.get("keywords"),
            "power": face.get("power"),
            "toughness": face.get("toughness"),
            "loyalty": face.get("loyalty"),
            "text": face.get("text"),
            "layout": face.get("layout"),
            "color_identity": face.get("colorIdentity"),
            "color_indicator": face.get("colorIndicator"),
        },
        where,
    )


def _from_scryfall(
    card: Mapping[str, Any], face: Mapping[str, Any], name: str, where: str
) -> CardData:
    type_line = face.get("type_line", card.get("type_line"))
    if not isinstance(type_line, str):
        raise CardDataError(f"{where}: field 'type_line' of {name!r} must be a string")
    types, subtypes, supertypes = parse_type_line(type_line)
    return _card_from_mapping(
        name,
        {
            "mana_cost": face.get("mana_cost"),
            "type_line": type_line,
            "types": list(types),
            "subtypes": list(subtypes),
            "supertypes": list(supertypes),
            "keywords": card.get("keywords"),
            "power": face.get("power"),
            "toughness": face.get("toughness"),
            "loyalty": face.get("loyalty"),
            "text": face.get("oracle_text"),
            "layout": card.get("layout"),
            "color_identity": card.get("color_identity"),
            "color_indicator": face.get("color_indicator"),
        },
        where,
    )


def _text_field(obj: Mapping[str, Any], key: str) -> str | None:
    """A field that must be text, None when it isn't (its type is checked as the card is
    built)."""
    value = obj.get(key)
    return value if isinstance(value, str) else None


def _name_of(obj: Mapping[str, Any], key: str, where: str) -> str:
    name = obj.get(key)
    if not isinstance(name, str) or not name.strip():
        raise CardDataError(f"{where}: missing or empty {key!r}")
    return name


def _import_mtgjson_atomic(data: Mapping[str, Any], label: str) -> list[CardData]:
    cards: dict[str, CardData] = {}
    backs: list[CardData] = []
    for key, faces in data.items():
        where = f"{label}: card {key!r}"
        if not isinstance(faces, list) or not faces or not all(isinstance(f, dict) for f in faces):
            raise CardDataError(f"{where}: expected a non-empty list of face objects")
        fronts = [f for f in faces if f.get("side") in (None, "a")]
        front = fronts[0] if fronts else faces[0]
        card = _from_mtgjson_face(front, key, where)
        cards.setdefault(key, card)
        if card.layout in _SEPARATE_BACK_FACE_LAYOUTS:
            for face in faces:
                if face.get("side") in (None, "a"):
                    continue
                face_name = _name_of(face, "faceName", where)
                backs.append(_from_mtgjson_face(face, face_name, where))
    for back in backs:
        cards.setdefault(back.name, back)
    return list(cards.values())


def _import_scryfall(items: list[Any], label: str) -> list[CardData]:
    cards: dict[str, CardData] = {}
    backs: list[CardData] = []
    for number, item in enumerate(items):
        where = f"{label}: card #{number}"
        if not isinstance(item, dict):
            raise CardDataError(f"{where}: expected a JSON object")
        name = _name_of(item, "name", where)
        if _text_field(item, "layout") in _SKIPPED_SCRYFALL_LAYOUTS:
            continue
        faces = item.get("card_faces")
        if faces is not None and (
            not isinstance(faces, list) or not faces or not all(isinstance(f, dict) for f in faces)
        ):
            raise CardDataError(f"{where} ({name!r}): 'card_faces' must be a list of objects")
        front = faces[0] if faces else item
        cards.setdefault(name, _from_scryfall(item, front, name, where))
        if faces and _text_field(item, "layout") in _SEPARATE_BACK_FACE_LAYOUTS:
            for face in faces[1:]:
                face_name = _name_of(face, "name", where)
                backs.append(_from_scryfall(item, face, face_name, where))
    for back in backs:
        cards.setdefault(back.name, back)
    return list(cards.values())


def _import_mtgjson_flat(items: list[Any], label: str) -> list[CardData]:
    """A JSON list of MTGJSON-style card objects (``name``, ``manaCost``, ``type``, ...)."""
    cards: dict[str, CardData] = {}
    for number, item in enumerate(items):
        where = f"{label}: card #{number}"
        if not isinstance(item, dict):
            raise CardDataError(f"{where}: expected a JSON object")
        name = _name_of(item, "name", where)
        cards.setdefault(name, _from_mtgjson_face(item, name, where))
    return list(cards.values())


def import_bulk(path: str | os.PathLike[str]) -> CardDatabase:
    """Build a database from a downloaded bulk card file.

    Accepted: an MTGJSON AtomicCards file (``{"meta": ..., "data": {name:
    [faces...]}}``), a Scryfall oracle-cards bulk file (a JSON list of card
    objects), or a JSON list of MTGJSON-style card objects (the format the
    bundled data is built from); plain or xz/gzip/bzip2/zip-compressed. Each
    multi-face card is stored under its full name with its first face's
    characteristics; back faces of double-faced and meld cards, the later halves of split
    cards and the Adventures of adventurer cards are also stored under their own names.
    Raises CardDataError naming the file and the reason.
    """
    label = os.fspath(path)
    raw = _decompress(_read_bytes(path, MAX_IMPORT_BYTES), label, MAX_IMPORT_BYTES)
    document = _parse_bulk_json(raw, label)
    cards: list[CardData]
    if isinstance(document, dict) and isinstance(document.get("data"), dict):
        data = document["data"]
        sample = next(iter(data.values()), None)
        if isinstance(sample, dict) and "cards" in sample:
            raise CardDataError(
                f"{label}: this looks like an MTGJSON AllPrintings file; use AtomicCards instead"
            )
        cards = _import_mtgjson_atomic(data, label)
    elif isinstance(document, list):
        first = next((item for item in document if isinstance(item, dict)), {})
        if not document:
            cards = []
        elif first.get("object") == "card" or "type_line" in first or "card_faces" in first:
            cards = _import_scryfall(document, label)
        elif "type" in first and "manaCost" in first:
            cards = _import_mtgjson_flat(document, label)
        else:
            raise CardDataError(
                f"{label}: a JSON list, but not of Scryfall or MTGJSON card objects"
            )
    else:
        raise CardDataError(
            f"{label}: not an MTGJSON AtomicCards file or a Scryfall oracle-cards bulk file"
        )
    if not cards:
        raise CardDataError(f"{label}: the file holds no cards")
    return CardDatabase(cards)


def _parse_bulk_json(raw: bytes, label: str) -> Any:
    """The bulk file's JSON, checked before any card is built: card objects nested at most
    MAX_JSON_DEPTH deep, texts, lists and numbers within the limits, at most
    MAX_IMPORT_CARDS cards. CardDataError names the file and the place."""
    try:
        document = bounded_json.loads(raw, MAX_JSON_DIGITS)
    except ValueError as exc:       # UnicodeDecodeError and JSONDecodeError among them
        raise CardDataError(f"{label}: not valid JSON ({exc})") from None
    entries = document.get("data") if isinstance(document, dict) else document
    if isinstance(entries, (dict, list)):
        if len(entries) > MAX_IMPORT_CARDS:
            raise CardDataError(f"{label}: {len(entries):,} cards (at most {MAX_IMPORT_CARDS:,})")
        items = entries.items() if isinstance(entries, dict) else enumerate(entries)
        for key, entry in items:
            where = f"card {key!r}" if isinstance(key, str) else f"card #{key}"
            _check_bulk_value(entry, f"{label}: {where}", MAX_JSON_DEPTH)
    return document


def _check_bulk_value(value: Any, where: str, depth: int) -> None:
    if isinstance(value, str):
        if len(value) > MAX_FIELD_CHARS:
            raise CardDataError(f"{where}: a text of {len(value):,} characters "
                                f"(at most {MAX_FIELD_CHARS:,})")
        return
    if not isinstance(value, (list, dict)):
        return
    if depth <= 0:
        raise CardDataError(f"{where}: values nested more than {MAX_JSON_DEPTH} deep")
    if len(value) > MAX_FIELD_ITEMS:
        raise CardDataError(f"{where}: {len(value):,} entries (at most {MAX_FIELD_ITEMS:,})")
    items = value.items() if isinstance(value, dict) else enumerate(value)
    for key, entry in items:
        _check_bulk_value(entry, f"{where}.{key}" if isinstance(key, str) else f"{where}[{key}]",
                          depth - 1)
