"""Decklists: reading, writing and checking them against deck-construction rules.

Supported inputs (detected automatically by :func:`parse_decklist`):

* plain text: ``4 Lightning Bolt`` or ``4x Lightning Bolt``; a blank line or a
  ``Sideboard`` / ``Sideboard:`` header starts the sideboard; ``SB: 2 Duress``
  puts one line in the sideboard; lines starting with ``#`` or ``//`` are
  comments;
* MTG Arena exports: ``4 Lightning Bolt (M11) 146`` with ``Deck``,
  ``Sideboard``, ``Commander``, ``Companion`` and ``About`` headers;
* MTGO ``.dek`` XML: ``<Cards Quantity="4" Sideboard="false" Name="..." />``;
* Forge ``.dck``: ``[metadata]`` (``Name=...``), ``[Main]``, ``[Sideboard]``
  and ``[Commander]`` sections with lines like ``4 Lightning Bolt|M11|1``; other
  sections (``[shop]``, ``[Planes]``, ...) are skipped with a warning
  (:attr:`Decklist.warnings`).

Card names are resolved against the card database, so every entry of a parsed
:class:`Decklist` carries the card's canonical Oracle name. A list must have a
main deck (one with only a sideboard is refused).

Limits, checked before a single card is looked up; real lists stay far below them (a
Commander deck is 100 cards on about 100 lines, a few kilobytes): a file of at most
:data:`MAX_BYTES` bytes and :data:`MAX_LINES` lines, card names of at most
:data:`MAX_NAME_CHARS` characters, at most :data:`MAX_COPIES` copies on one line and
:data:`MAX_CARDS` cards in the whole list; in a ``.dek`` file at most :data:`MAX_LINES`
XML elements, nested at most :data:`MAX_XML_DEPTH` deep. Breaking one is a :class:`DeckError` naming
the file, the line and the limit.
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal, cast

from manastack.cards.database import CardData, CardDatabase, default_database
from manastack.errors import DeckError, UnknownCardError, UnsupportedCardError

if TYPE_CHECKING:
    from manastack.rules.abilities import CardDef

__all__ = [
    "FORMATS",
    "MAX_BYTES",
    "MAX_CARDS",
    "MAX_COPIES",
    "MAX_LINES",
    "MAX_NAME_CHARS",
    "SECTIONS",
    "DeckEntry",
    "Decklist",
    "deck_problems",
    "format_arena",
    "format_plain",
    "load_decklist",
    "parse_decklist",
    "validate",
]

Section = Literal["main", "sideboard", "commander", "companion"]
SECTIONS: tuple[str, ...] = ("main", "sideboard", "commander", "companion")
FORMATS: tuple[str, ...] = ("casual", "constructed", "limited", "commander", "brawl")
# Limits on one decklist (see the module's docstring).
MAX_BYTES = 1_000_000
MAX_LINES = 5_000
MAX_NAME_CHARS = 200        # the longest card name has 141; Arena suffixes add a few
MAX_COPIES = 250            # on one line (a 100-card deck of one basic land has 100)
MAX_CARDS = 500             # in all sections together
MAX_XML_DEPTH = 8           # a .dek file nests two deep
_QUOTED_CHARS = 200         # how much of a bad line an error message quotes


@dataclass(frozen=True)
class DeckEntry:
    """``count`` copies of the card ``name`` in one section of a deck."""

    count: int
    name: str
    section: str = "main"  # "main", "sideboard", "commander" or "companion"
    line: int = field(default=0, compare=False)  # the line it was read from (0: none), for messages

    def __post_init__(self) -> None:
        if self.section not in SECTIONS:
            raise DeckError(
                f"unknown deck section {self.section!r} (expected one of {', '.join(SECTIONS)})"
            )
        if isinstance(self.count, bool) or not isinstance(self.count, int) or self.count < 1:
            raise DeckError(f"count of {self.name!r} must be a positive whole number")


@dataclass(frozen=True)
class Decklist:
    """A deck as a list of entries, in the order they were read.

    ``source`` (a file name or ``"<string>"``) is for messages only and does
    not take part in equality.
    """

    entries: tuple[DeckEntry, ...]
    name: str | None = None
    source: str = field(default="<string>", compare=False)
    # What was read but not used (a Forge section manastack has no use for), as messages
    # naming the source and the line.
    warnings: tuple[str, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "entries", tuple(self.entries))

    def section(self, section: str) -> list[DeckEntry]:
        """The entries of one section, in order."""
        _check_section(section)
        return [entry for entry in self.entries if entry.section == section]

    @property
    def main(self) -> list[DeckEntry]:
        """The main-deck entries."""
        return self.section("main")

    @property
    def sideboard(self) -> list[DeckEntry]:
        """The sideboard entries."""
        return self.section("sideboard")

    @property
    def commander(self) -> list[DeckEntry]:
        """The commander entries (one card, or two partners)."""
        return self.section("commander")

    @property
    def companion(self) -> list[DeckEntry]:
        """The companion entries."""
        return self.section("companion")

    def total(self, section: str | None = "main") -> int:
        """The number of cards in ``section``, or in the whole list for ``None``."""
        if section is None:
            return sum(entry.count for entry in self.entries)
        return sum(entry.count for entry in self.section(section))

    def counts(self, *sections: str) -> dict[str, int]:
        """Copies of each card name in the given sections (all sections if none given)."""
        for section in sections:
            _check_section(section)
        result: dict[str, int] = {}
        for entry in self.entries:
            if not sections or entry.section in sections:
                result[entry.name] = result.get(entry.name, 0) + entry.count
        return result

    def card_names(self) -> list[str]:
        """Each distinct card name in the list, in order of first appearance."""
        return list(dict.fromkeys(entry.name for entry in self.entries))


def _check_section(section: str) -> None:
    if section not in SECTIONS:
        raise ValueError(
            f"unknown deck section {section!r} (expected one of {', '.join(SECTIONS)})"
        )


# ---------------------------------------------------------------------------
# Parsing
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _RawEntry:
    count: int
    names: tuple[str, ...]  # names to try, most specific first
    section: str
    line_number: int
    line: str


class _Failure:
    """Builds DeckErrors (and collects warnings) that name the source, the line number
    and the line."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.warnings: list[str] = []

    def _place(self, line_number: int, line: str) -> str:
        quoted = line.strip()
        if len(quoted) > _QUOTED_CHARS:
            quoted = quoted[:_QUOTED_CHARS] + "..."
        return f"{self.source}, line {line_number} ({quoted!r})"

    def at(self, line_number: int, line: str, reason: str) -> DeckError:
        return DeckError(f"{self._place(line_number, line)}: {reason}")

    def warn(self, line_number: int, line: str, reason: str) -> None:
        self.warnings.append(f"{self._place(line_number, line)}: {reason}")

    def whole(self, reason: str) -> DeckError:
        return DeckError(f"{self.source}: {reason}")


_COUNT_AND_NAME = re.compile(r"(?P<count>-?\d+)\s*[xX]?\s+(?P<name>\S.*)")
_BARE_COUNT = re.compile(r"(?P<count>-?\d+)\s*[xX]?")
_ARENA_SUFFIX = re.compile(
    r"(?P<name>.+?)\s+\((?P<set>[A-Za-z0-9_]{2,8})\)(?:\s+[^\s*()]+)?(?:\s+\*[A-Za-z]+\*)*\s*"
)
_FOIL_SUFFIX = re.compile(r"(?P<name>.+?)(?:\s+\*[A-Za-z]+\*)+\s*")
_TEXT_HEADERS: dict[str, str] = {
    "deck": "main",
    "main": "main",
    "maindeck": "main",
    "main deck": "main",
    "mainboard": "main",
    "sideboard": "sideboard",
    "side": "sideboard",
    "commander": "commander",
    "commanders": "commander",
    "companion": "companion",
    "about": "about",
}
# Each run of spaces can go to one part of the pattern only, so a failing match is linear.
_TEXT_HEADER = re.compile(r"(?P<word>[A-Za-z]+(?: +[A-Za-z]+)*)\s*(?:\(\d+\)\s*)?:?")
_SIDEBOARD_PREFIX = re.compile(r"SB:\s*(?P<rest>.*)", re.IGNORECASE)
_FORGE_SECTION = re.compile(r"\[(?P<name>[^\[\]]+)\]")
_FORGE_SECTIONS = {"main": "main", "sideboard": "sideboard", "commander": "commander"}


def _count_and_name(text: str, line_number: int, line: str, fail: _Failure) -> tuple[int, str]:
    """Split ``4 Lightning Bolt`` / ``4x Lightning Bolt`` into (4, "Lightning Bolt")."""
    match = _COUNT_AND_NAME.fullmatch(text)
    if match is None:
        bare = _BARE_COUNT.fullmatch(text)
        if bare is None:
            raise fail.at(
                line_number, line, "expected '<count> <card name>', e.g. '4 Lightning Bolt'"
            )
        digits, name = bare["count"], ""
    else:
        digits, name = match["count"], match["name"].strip()
    count = _count(digits, line_number, line, fail)
    if not name:
        raise fail.at(line_number, line, "card name missing after the count")
    return count, name


def _count(digits: str, line_number: int, line: str, fail: _Failure) -> int:
    """The count written as ``digits`` (a sign and decimal digits), within the limits."""
    if len(digits.lstrip("+-").lstrip("0")) > 9:     # int() refuses 4,300 digits and more
        raise fail.at(line_number, line, f"card count {digits[:12]}... is too large "
                                         f"(at most {MAX_COPIES} on a line)")
    count = int(digits)
    if count < 1:
        raise fail.at(line_number, line, f"card count must be at least 1, not {count}")
    if count > MAX_COPIES:
        raise fail.at(line_number, line,
                      f"card count {count} is too large (at most {MAX_COPIES} on a line)")
    return count


def _check_name(name: str, line_number: int, line: str, fail: _Failure) -> None:
    if len(name) > MAX_NAME_CHARS:
        raise fail.at(line_number, line, f"card name of {len(name)} characters is too long "
                                         f"(at most {MAX_NAME_CHARS})")


def _name_variants(name: str) -> tuple[str, ...]:
    """The full text first, then without an Arena ``(SET) 123`` or ``*F*`` suffix."""
    variants = [name]
    for pattern in (_ARENA_SUFFIX, _FOIL_SUFFIX):
        match = pattern.fullmatch(name)
        if match is not None:
            variants.append(match["name"].strip())
    return tuple(dict.fromkeys(variants))


def _parse_text(text: str, fail: _Failure) -> tuple[list[_RawEntry], str | None]:
    entries: list[_RawEntry] = []
    deck_name: str | None = None
    section = "main"
    seen_in_section = False
    for line_number, raw_line in enumerate(text.splitlines(), start=1):
        line = raw_line.strip()
        if not line:
            if section == "main" and seen_in_section:
                section, seen_in_section = "sideboard", False
            continue
        if line.startswith(("#", "//")):
            continue
        if " #" in line:
            line = line.split(" #", 1)[0].rstrip()
        header = _TEXT_HEADER.fullmatch(line)
        if header is not None and header["word"].lower() in _TEXT_HEADERS:
            section, seen_in_section = _TEXT_HEADERS[header["word"].lower()], False
            continue
        if section == "about":
            if line.lower().startswith("name "):
                deck_name = line[5:].strip() or None
            continue
        target = section
        prefix = _SIDEBOARD_PREFIX.fullmatch(line)
        if prefix is not None:
            line_body, target = prefix["rest"], "sideboard"
        else:
            line_body = line
        count, name = _count_and_name(line_body, line_number, raw_line, fail)
        _check_name(name, line_number, raw_line, fail)
        entries.append(_RawEntry(count, _name_variants(name), target, line_number, raw_line))
        if target == section:
            seen_in_section = True
    return entries, deck_name


def _parse_forge(text: str, fail: _Failure) -> tuple[list[_RawEntry], str | None]:
    entries: list[_RawEntry] = []
    deck_name: str | None = None
    section: str | None = None
    for line_number, raw_line in enumerate(text.splitlines(), start=1):
        line = raw_line.strip()
        if not line or line.startswith(("#", "//")):
            continue
        header = _FORGE_SECTION.fullmatch(line)
        if header is not None:
            wanted = header["name"].strip().lower()
            if wanted == "metadata":
                section = "metadata"
            elif wanted in _FORGE_SECTIONS:
                section = _FORGE_SECTIONS[wanted]
            else:
                section = "unused"
                fail.warn(line_number, raw_line,
                          f"section [{header['name']}] is not used; its lines are skipped "
                          "(read: [metadata], [Main], [Sideboard], [Commander])")
            continue
        if section is None:
            raise fail.at(line_number, raw_line, "expected a section header such as [Main] first")
        if section == "unused":
            continue
        if section == "metadata":
            key, sep, value = line.partition("=")
            if not sep:
                raise fail.at(line_number, raw_line, "expected 'key=value' in [metadata]")
            if key.strip().lower() == "name":
                deck_name = value.strip() or None
            continue
        count, rest = _count_and_name(line, line_number, raw_line, fail)
        name = rest.split("|", 1)[0].strip()
        if not name:
            raise fail.at(line_number, raw_line, "card name missing after the count")
        _check_name(name, line_number, raw_line, fail)
        entries.append(_RawEntry(count, (name,), section, line_number, raw_line))
    return entries, deck_name


_FORBIDDEN_XML = re.compile(r"<!(?:DOCTYPE|ENTITY)", re.IGNORECASE)
_CARDS_TAG = re.compile(r"<Cards\b")


def _dek_root(text: str, fail: _Failure) -> ET.Element:
    """The root of a .dek file's XML, refusing deep nesting and too many elements as
    the parser meets them (a .dek file is a <Deck> holding one <Cards> per card)."""
    parser: ET.XMLPullParser[ET.Element] = ET.XMLPullParser(events=("start", "end"))
    root: ET.Element | None = None
    depth = elements = 0
    try:
        for start in range(0, len(text), 1 << 16):
            parser.feed(text[start:start + (1 << 16)])
            for event in parser.read_events():
                kind, element = cast("tuple[str, ET.Element]", event)   # "start"/"end" only
                if kind == "end":
                    depth -= 1
                    continue
                root = element if root is None else root
                depth, elements = depth + 1, elements + 1
                if depth > MAX_XML_DEPTH:
                    raise fail.whole(f"XML nested deeper than {MAX_XML_DEPTH} elements")
                if elements > MAX_LINES:
                    raise fail.whole(f"more than {MAX_LINES:,} XML elements")
        parser.close()
    except ET.ParseError as exc:
        raise fail.whole(f"not well-formed XML ({exc})") from exc
    assert root is not None     # close() raises ParseError for a document without one
    return root


def _parse_dek(text: str, fail: _Failure) -> tuple[list[_RawEntry], str | None]:
    if _FORBIDDEN_XML.search(text):
        raise fail.whole("DTDs and entity declarations are not allowed in .dek files")
    root = _dek_root(text, fail)
    if root.tag != "Deck":
        raise fail.whole(f"expected a <Deck> root element, found <{root.tag}>")
    lines = text.splitlines()
    tag_lines: list[int] = []
    line_number, counted = 1, 0
    for match in _CARDS_TAG.finditer(text):
        line_number += text.count("\n", counted, match.start())
        counted = match.start()
        tag_lines.append(line_number)
    entries: list[_RawEntry] = []
    for index, element in enumerate(root.iter("Cards")):
        line_number = tag_lines[index] if index < len(tag_lines) else 0
        line = lines[line_number - 1] if 0 < line_number <= len(lines) else "<Cards>"
        quantity = element.get("Quantity", "").strip()
        name = element.get("Name", "").strip()
        if not name:
            raise fail.at(line_number, line, "missing Name attribute")
        _check_name(name, line_number, line, fail)
        if not re.fullmatch(r"[+-]?\d+", quantity):
            shown = quantity if len(quantity) <= 12 else quantity[:12] + "..."
            raise fail.at(line_number, line, f"Quantity must be a whole number, not {shown!r}")
        count = _count(quantity, line_number, line, fail)
        flag = element.get("Sideboard", "false").strip().lower()
        if flag not in ("true", "false"):
            raise fail.at(line_number, line, f"Sideboard must be true or false, not {flag!r}")
        section = "sideboard" if flag == "true" else "main"
        entries.append(_RawEntry(count, (name,), section, line_number, line))
    return entries, None


def _detect(text: str) -> str:
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped.startswith("<"):
        return "dek"
    for raw_line in stripped.splitlines():
        line = raw_line.strip()
        if not line or line.startswith(("#", "//")):
            continue
        return "dck" if _FORGE_SECTION.fullmatch(line) else "text"
    return "text"


def _resolve(
    entries: Iterable[_RawEntry], database: CardDatabase, fail: _Failure
) -> list[DeckEntry]:
    resolved: list[DeckEntry] = []
    for raw in entries:
        card: CardData | None = None
        for name in raw.names:
            card = database.find(name)
            if card is not None:
                break
        if card is None:
            try:
                card = database.get(raw.names[-1])
            except UnknownCardError as exc:
                raise fail.at(raw.line_number, raw.line, str(exc)) from None
        resolved.append(DeckEntry(raw.count, card.name, raw.section, raw.line_number))
    return resolved


def parse_decklist(
    text: str,
    source: str = "<string>",
    *,
    fmt: str | None = None,
    database: CardDatabase | None = None,
) -> Decklist:
    """Parse a decklist, detecting its format unless ``fmt`` ("text", "dek", "dck") is given.

    Raises DeckError naming ``source``, the line number and the reason for a
    malformed line or a card name that is not in the database.
    """
    fail = _Failure(source)
    text = text.removeprefix("\ufeff")
    if len(text) > MAX_BYTES:
        raise fail.whole(f"too large for a decklist ({len(text):,} characters; "
                         f"at most {MAX_BYTES:,})")
    if len(text.splitlines()) > MAX_LINES:
        raise fail.whole(f"too many lines for a decklist (at most {MAX_LINES:,})")
    kind = fmt or _detect(text)
    if kind == "text":
        raw_entries, deck_name = _parse_text(text, fail)
    elif kind == "dck":
        raw_entries, deck_name = _parse_forge(text, fail)
    elif kind == "dek":
        raw_entries, deck_name = _parse_dek(text, fail)
    else:
        raise ValueError(f"unknown decklist format {kind!r} (expected 'text', 'dek' or 'dck')")
    if not raw_entries:
        raise fail.whole("no cards found")
    _check_size(raw_entries, fail)
    entries = _resolve(raw_entries, database or default_database(), fail)
    return Decklist(entries=tuple(entries), name=deck_name, source=source,
                    warnings=tuple(fail.warnings))


def _check_size(entries: list[_RawEntry], fail: _Failure) -> None:
    """At most MAX_CARDS cards, and a main deck (a list of only a sideboard, a commander
    or a companion is not a deck to play)."""
    total = 0
    for raw in entries:
        total += raw.count
        if total > MAX_CARDS:
            raise fail.at(raw.line_number, raw.line,
                          f"the list reaches {total} cards here (at most {MAX_CARDS} in all)")
    if not any(raw.section == "main" for raw in entries):
        found = ", ".join(dict.fromkeys(raw.section for raw in entries))
        raise fail.whole(f"no main deck: only {found} cards (a deck needs a main deck)")


def load_decklist(
    path: str | os.PathLike[str], *, database: CardDatabase | None = None
) -> Decklist:
    """Read a decklist file: ``.dek`` is MTGO XML, ``.dck`` is Forge, others are detected."""
    file = Path(path)
    source = os.fspath(path)
    try:
        with file.open("rb") as stream:
            data = stream.read(MAX_BYTES + 1)     # never more than the limit in memory
    except OSError as exc:
        raise DeckError(f"{source}: cannot read decklist ({exc.strerror})") from exc
    if len(data) > MAX_BYTES:
        raise DeckError(f"{source}: too large for a decklist (more than {MAX_BYTES:,} bytes)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DeckError(f"{source}: not UTF-8 text (byte {exc.start})") from exc
    suffix = file.suffix.lower()
    fmt = {".dek": "dek", ".dck": "dck"}.get(suffix)
    return parse_decklist(text, source, fmt=fmt, database=database)


# ---------------------------------------------------------------------------
# Writing
# ---------------------------------------------------------------------------


def _lines(entries: Iterable[DeckEntry], name_of: dict[str, str] | None = None) -> list[str]:
    return [f"{entry.count} {(name_of or {}).get(entry.name, entry.name)}" for entry in entries]


def format_plain(deck: Decklist) -> str:
    """Write ``deck`` as a plain-text list; :func:`parse_decklist` reads it back unchanged.

    Main deck lines come first with no header, then a blank line, ``Sideboard``
    and the sideboard. A commander or companion gets a header of its own
    (before the main deck, which is then headed ``Deck``).
    """
    blocks: list[list[str]] = []
    special = [s for s in ("commander", "companion") if deck.section(s)]
    for section in special:
        blocks.append([section.capitalize(), *_lines(deck.section(section))])
    if deck.main:
        blocks.append((["Deck"] if special else []) + _lines(deck.main))
    if deck.sideboard:
        blocks.append(["Sideboard", *_lines(deck.sideboard)])
    return "\n\n".join("\n".join(block) for block in blocks) + "\n"


_FRONT_FACE_LAYOUTS = frozenset({"transform", "modal_dfc", "adventure", "flip", "meld"})


def format_arena(deck: Decklist, *, database: CardDatabase | None = None) -> str:
    """Write ``deck`` in MTG Arena's import format (readable by :func:`parse_decklist`).

    As Arena does, a double-faced, adventurer or flip card is written by its
    front face's name when that name finds the card unambiguously.
    """
    db = database or default_database()
    name_of: dict[str, str] = {}
    for name in deck.card_names():
        if " // " not in name:
            continue
        card = db.find(name)
        front = name.split(" // ", 1)[0]
        if card is not None and card.layout in _FRONT_FACE_LAYOUTS:
            found = db.find(front)
            if found is not None and found.name == name:
                name_of[name] = front
    blocks: list[list[str]] = []
    if deck.name:
        blocks.append(["About", f"Name {deck.name}"])
    for section, header in (
        ("commander", "Commander"),
        ("companion", "Companion"),
        ("main", "Deck"),
        ("sideboard", "Sideboard"),
    ):
        entries = deck.section(section)
        if entries:
            blocks.append([header, *_lines(entries, name_of)])
    return "\n\n".join("\n".join(block) for block in blocks) + "\n"


# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------

_NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
}
_UP_TO = re.compile(r"A deck can have up to (\w+) cards named")


def _copy_limit(card: CardData, default: int) -> int | None:
    """How many copies of ``card`` a deck may hold (None: any number)."""
    if card.is_basic or "A deck can have any number of cards named" in card.text:
        return None
    match = _UP_TO.search(card.text)
    if match is not None:
        word = match.group(1).lower()
        limit = _NUMBER_WORDS.get(word) or (int(word) if word.isdigit() else None)
        if limit is not None:
            return limit
    return default


def _partner_abilities(card: CardData) -> set[tuple[str, str]]:
    abilities: set[tuple[str, str]] = set()
    for raw_line in card.text.splitlines():
        line = raw_line.split(" (", 1)[0].strip().replace("’", "'")
        if line == "Partner":
            abilities.add(("partner", ""))
        elif line.startswith("Partner—"):
            abilities.add(("partner-text", line.removeprefix("Partner—").strip().lower()))
        elif line.startswith("Partner with "):
            abilities.add(("partner-with", line.removeprefix("Partner with ").strip()))
        elif line.lower() == "choose a background":
            abilities.add(("background", ""))
        elif line.lower() == "doctor's companion":
            abilities.add(("doctor", ""))
    return abilities


def _is_background(card: CardData) -> bool:
    return "Legendary" in card.supertypes and "Background" in card.subtypes


def _is_time_lord_doctor(card: CardData) -> bool:
    return (
        "Legendary" in card.supertypes
        and "Creature" in card.types
        and sorted(card.subtypes) == ["Doctor", "Time Lord"]
    )


_REMINDER_TEXT = re.compile(r"\([^()]*\)")


def can_lead(card: CardData) -> bool:
    """Whether ``card`` can be a commander on its own (rules 903.3, 903.3a): a legendary
    creature, Vehicle or Spacecraft, or a card whose rules text says it can be your
    commander (903.3d); reminder text isn't rules text (207.2a), so a Background's
    reminder that the creature choosing it "can be your commander" doesn't count."""
    if "can be your commander" in _REMINDER_TEXT.sub("", card.text) \
            or any(line.startswith("Spell commander") for line in card.text.splitlines()):
        return True
    if "Legendary" not in card.supertypes:
        return False
    if "Creature" in card.types or "Vehicle" in card.subtypes:
        return True
    return "Spacecraft" in card.subtypes and card.power is not None


def _can_pair(first: CardData, second: CardData) -> bool:
    """Whether two cards may be designated together as commanders (rule 702.124)."""
    a, b = _partner_abilities(first), _partner_abilities(second)
    if ("partner", "") in a and ("partner", "") in b:
        return True
    if {x for x in a if x[0] == "partner-text"} & {x for x in b if x[0] == "partner-text"}:
        return True
    if ("partner-with", second.name) in a and ("partner-with", first.name) in b:
        return True
    for one, other, abilities in ((first, second, a), (second, first, b)):
        if ("background", "") in abilities and _is_background(other) and can_lead(one):
            return True
        if ("doctor", "") in abilities and _is_time_lord_doctor(other):
            return True
    return False


# 903.5d / 305.6: the color of mana each basic land type's intrinsic ability makes.
_BASIC_COLORS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _line_of(deck: Decklist) -> Callable[..., str]:
    """"line N: " for the first line naming a card in a section (empty if unknown), so
    each problem names the line that causes it."""
    def at(name: str, section: str | None = None) -> str:
        for entry in deck.entries:
            if entry.name == name and (section is None or entry.section == section) \
                    and entry.line:
                return f"line {entry.line}: "
        return ""
    return at


def _colors(identity: Iterable[str]) -> str:
    letters = "".join(c for c in "WUBRG" if c in set(identity))
    return letters or "colorless"


def deck_problems(
    deck: Decklist, format: str = "casual", *, database: CardDatabase | None = None
) -> list[str]:
    """Every way ``deck`` breaks the deck-construction rules of ``format``, as messages.

    Formats: ``casual`` (no limits), ``constructed`` (rules 100.2a, 100.4a),
    ``limited`` (rule 100.2b), ``commander`` (rules 903.3, 903.5, 702.124) and
    ``brawl`` (rules 903.12c-e). Each message names the card (and its line, where there is
    one) and the rule.
    """
    if format not in FORMATS:
        raise ValueError(f"unknown deck format {format!r} (expected one of {', '.join(FORMATS)})")
    db = database or default_database()
    problems: list[str] = []
    cards: dict[str, CardData] = {}
    for name in deck.card_names():
        try:
            cards[name] = db.get(name)
        except UnknownCardError as exc:
            problems.append(str(exc))
    if format == "casual" or problems:
        return problems

    if format == "limited":
        if deck.total("main") < 40:
            problems.append(
                f"the main deck has {deck.total('main')} cards; "
                "a limited deck needs at least 40 (rule 100.2b)"
            )
        return problems

    if format == "constructed":
        main = deck.total("main")
        if main < 60:
            problems.append(
                f"the main deck has {main} cards; "
                "a constructed deck needs at least 60 (rule 100.2a)"
            )
        sideboard_names = set(deck.counts("sideboard"))
        outside = deck.total("sideboard") + sum(
            e.count for e in deck.companion if e.name not in sideboard_names
        )
        if outside > 15:
            problems.append(
                f"the sideboard has {outside} cards; "
                "a constructed sideboard may have at most 15 (rule 100.4a)"
            )
        for entry in deck.commander:
            problems.append(
                f"{entry.name!r} is designated as a commander, but only commander decks "
                "have one (rule 100.2c)"
            )
        copies = deck.counts("main", "sideboard")
        for entry in deck.companion:
            if entry.name not in sideboard_names:
                copies[entry.name] = copies.get(entry.name, 0) + entry.count
        for name, count in copies.items():
            limit = _copy_limit(cards[name], 4)
            if limit is not None and count > limit:
                problems.append(
                    f"{name!r}: {count} copies in the deck and sideboard; at most {limit} "
                    "allowed (rules 100.2a, 100.4a)"
                )
        return problems

    return _commander_problems(deck, cards, brawl=format == "brawl")


def _commander_problems(deck: Decklist, cards: dict[str, CardData], brawl: bool) -> list[str]:
    """903.3-903.5 (and 903.12c-e for Brawl): the commander, the size, the sideboard, one
    copy of each card, the color identity."""
    at = _line_of(deck)
    problems: list[str] = []
    commanders = [cards[e.name] for e in deck.commander for _ in range(e.count)]
    if not commanders:
        problems.append(
            "no commander: a commander deck needs one in its commander section (rule 903.3)"
        )
    elif len(commanders) > 2:
        problems.append(
            f"{len(commanders)} commanders; at most two, with partner abilities (rule 702.124g)"
        )
    elif len(commanders) == 2:
        first, second = commanders
        if first.name == second.name or not _can_pair(first, second):
            problems.append(
                f"{at(second.name)}{first.name!r} and {second.name!r} cannot both be "
                "commanders: they lack matching partner abilities (rule 702.124)"
            )
    else:
        (single,) = commanders
        if brawl and "Legendary" in single.supertypes and "Planeswalker" in single.types:
            pass        # 903.12c: a Brawl commander may be a planeswalker
        elif not can_lead(single):
            problems.append(
                f"{at(single.name)}{single.name!r} cannot be a commander: it must be a "
                "legendary creature, "
                "Vehicle or Spacecraft, or say it can be your commander (rule 903.3)"
            )
    size = deck.total("main") + deck.total("commander")
    wanted, rule = (60, "903.12d") if brawl else (100, "903.5a")
    if size != wanted:
        problems.append(
            f"the deck has {size} cards including its commander; "
            f"a {'brawl' if brawl else 'commander'} deck must have exactly {wanted} (rule {rule})"
        )
    companion_names = set(deck.counts("companion"))
    extra = [e for e in deck.sideboard if e.name not in companion_names]
    if extra:
        problems.append(
            f"{at(extra[0].name, 'sideboard')}a commander deck has no sideboard, but "
            f"{extra[0].name!r} is in one (rule 903.5e)"
        )
    identity = {c for card in commanders for c in card.color_identity}
    # 903.12e: a colorless Brawl commander allows any number of basic lands of one type.
    any_basics = brawl and bool(commanders) and not identity
    for name, count in deck.counts("main", "commander").items():
        limit = None if any_basics and cards[name].is_basic else _copy_limit(cards[name], 1)
        if limit is not None and count > limit:
            allowed = "only one copy is" if limit == 1 else f"at most {limit} copies are"
            problems.append(
                f"{at(name)}{name!r}: {count} copies; {allowed} allowed in a commander deck "
                "(rule 903.5b)"
            )
    if commanders and len(commanders) <= 2:
        problems += _identity_problems(deck, cards, identity, at, any_basics)
    return problems


def _identity_problems(deck: Decklist, cards: dict[str, CardData], identity: set[str],
                       at: Callable[..., str], any_basics: bool) -> list[str]:
    """903.5c / 903.5d: every card within the commander's color identity, and every basic
    land type's mana too (903.12e: a colorless Brawl commander's basics of one type)."""
    problems: list[str] = []
    basic_types: set[str] = set()
    for name in deck.counts("main"):
        outside_colors = set(cards[name].color_identity) - identity
        if outside_colors and not (any_basics and cards[name].is_basic):
            problems.append(
                f"{at(name)}{name!r} has color identity "
                f"{_colors(cards[name].color_identity)}, outside the commander's color "
                f"identity {_colors(identity)} (rule 903.5c)"
            )
            continue
        produced = {_BASIC_COLORS[t] for t in cards[name].subtypes if t in _BASIC_COLORS}
        if any_basics and cards[name].is_basic:
            basic_types.update(t for t in cards[name].subtypes if t in _BASIC_COLORS)
        elif produced - identity:
            problems.append(
                f"{at(name)}{name!r} has a basic land type of a color outside the "
                f"commander's color identity {_colors(identity)} (rule 903.5d)"
            )
    if len(basic_types) > 1:
        problems.append(f"basic lands of {len(basic_types)} types ({', '.join(sorted(basic_types))}); "
                        "a colorless commander allows one basic land type (rule 903.12e)")
    return problems


def validate(
    deck: Decklist, format: str = "casual", *, database: CardDatabase | None = None
) -> None:
    """Raise DeckError listing every deck-construction rule ``deck`` breaks in ``format``."""
    problems = deck_problems(deck, format, database=database)
    if not problems:
        return
    if len(problems) == 1:
        raise DeckError(f"{deck.source}: not a legal {format} deck: {problems[0]}")
    listed = "\n".join(f"  - {problem}" for problem in problems)
    raise DeckError(f"{deck.source}: not a legal {format} deck:\n{listed}")


def deck_cards(deck: Decklist, section: str = "main") -> list[CardDef]:
    """The engine's card definitions for one section of a decklist, one per copy.

    A card the engine doesn't implement is a DeckError naming the deck and the card
    (DESIGN.md lesson 3: fail loudly at deck load, never drop a card silently).
    """
    from manastack.cards.registry import get_card

    cards: list[CardDef] = []
    problems: list[str] = []
    for entry in deck.section(section):
        try:
            definition = get_card(entry.name)
        except UnsupportedCardError as exc:
            problems.append(f"line {entry.line}: {exc}" if entry.line else str(exc))
            continue
        cards.extend([definition] * entry.count)
    if problems:
        raise DeckError(f"{deck.source}: unsupported card(s): " + "; ".join(problems))
    return cards
