"""Fuzzing the decklist readers (plain text, MTG Arena, MTGO .dek, Forge .dck): decklists
built at random and mutated byte by byte and line by line. Whatever comes in, only a
DeckError leaves `load_decklist` / `parse_decklist` / `deck_cards`; an accepted list is a
real deck (a main deck, each card in the database under its canonical name, within the
documented limits, written out and read back unchanged); and a list built from valid
parts reads back exactly what was written. Memory stays bounded: the limits are checked
before any card is made.

The normal suite tries a few dozen inputs per test; set MANASTACK_FUZZ_EXAMPLES (e.g.
20000) for a longer local run with fresh random inputs.
"""

from __future__ import annotations

import os
import tempfile
import tracemalloc
from collections import Counter
from pathlib import Path
from xml.sax.saxutils import quoteattr

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack.cards.database import default_database
from manastack.cards.decklist import (
    MAX_CARDS,
    MAX_COPIES,
    SECTIONS,
    Decklist,
    deck_cards,
    format_arena,
    format_plain,
    load_decklist,
    parse_decklist,
)
from manastack.errors import DeckError

EXAMPLES = int(os.environ.get("MANASTACK_FUZZ_EXAMPLES", "0"))
FUZZ = settings(
    max_examples=EXAMPLES or 40,
    derandomize=not EXAMPLES,           # the normal suite tries the same inputs every run
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# Names as decklists write them: supported and unsupported cards, split and adventure
# cards, front faces, accents and apostrophes, an Arena set-code suffix.
NAMES = ("Forest", "Island", "Llanowar Elves", "Lightning Bolt", "Grizzly Bears",
         "Goblin Guide", "Fire // Ice", "Brazen Borrower", "Lim-Dûl's Vault",
         "Atraxa, Praetors' Voice", "Relentless Rats", "Snow-Covered Forest")
FORMATS = ("plain", "arena", "dek", "dck")
SUFFIX = {"plain": ".txt", "arena": ".txt", "dek": ".dek", "dck": ".dck"}

Entry = tuple[int, str, str]            # count, name, section ("main" or "sideboard")


# -- writing decklists in each format ----------------------------------------------------
def render(fmt: str, entries: list[Entry], name: str = "Fuzz") -> str:
    main = [e for e in entries if e[2] == "main"]
    side = [e for e in entries if e[2] == "sideboard"]
    if fmt == "plain":
        text = "".join(f"{n}{'x' if n % 2 else ''} {card}\n" for n, card, _ in main)
        return text + ("\nSideboard\n" + "".join(f"{n} {c}\n" for n, c, _ in side) if side
                       else "")
    if fmt == "arena":
        blocks = [f"About\nName {name}", "Deck\n" + "".join(f"{n} {c} (XLN) 12\n"
                                                        for n, c, _ in main)]
        if side:
            blocks.append("Sideboard\n" + "".join(f"{n} {c}\n" for n, c, _ in side))
        return "\n\n".join(blocks)
    if fmt == "dek":
        cards = "".join(f'  <Cards CatID="1" Quantity="{n}" Sideboard="{str(s != "main").lower()}"'
                        f" Name={quoteattr(c)} />\n" for n, c, s in entries)
        return f'<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n{cards}</Deck>\n'
    sections = [f"[metadata]\nName={name}", "[shop]\nCredits=100",
                "[Main]\n" + "".join(f"{n} {c}|XLN|1\n" for n, c, _ in main)]
    if side:
        sections.append("[Sideboard]\n" + "".join(f"{n} {c}|XLN\n" for n, c, _ in side))
    return "\n".join(sections) + "\n"


valid_entries = st.lists(
    st.tuples(st.integers(1, 20), st.sampled_from(NAMES), st.sampled_from(("main", "sideboard"))),
    min_size=1, max_size=12,
).filter(lambda es: any(e[2] == "main" for e in es))

# Pieces that find edges: limits, markup, XML, odd line breaks, non-ASCII digits.
TOKENS = ("\n", "\r\n", "\r", "\x00", "\u2028", "\x0c", " ", "\t", "x", "SB:", "Sideboard\n",
          "Deck\n", "Commander\n", "About\n", "[Main]\n", "[shop]\n", "[Sideboard]\n",
          "[metadata]\n", "|", "//", "#", "(XLN) 12", "*F*", "<Cards Quantity=\"4\" Name=\"Opt\"/>",
          "<!DOCTYPE x>", "<!ENTITY a 'b'>", "<Deck>", "</Deck>", "&amp;", "&#0;", "]]>",
          "-1", "0", "251", "9999", "9" * 40, "٤", "𝟒", "Forest", "Fire // Ice", "\ufeff")


@st.composite
def mutated(draw: st.DrawFn, data: bytes) -> bytes:
    """`data` after a few random edits: bytes flipped, inserted, deleted, duplicated, or
    an edge token put in."""
    buf = bytearray(data)
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, len(buf)))
        op = draw(st.sampled_from(("flip", "insert", "delete", "repeat", "token")))
        if op == "flip" and at < len(buf):
            buf[at] = draw(st.integers(0, 255))
        elif op == "insert":
            buf[at:at] = draw(st.binary(min_size=1, max_size=8))
        elif op == "delete":
            del buf[at:at + draw(st.integers(1, 16))]
        elif op == "repeat":
            end = min(len(buf), at + draw(st.integers(1, 40)))
            buf[at:at] = bytes(buf[at:end]) * draw(st.integers(1, 50))
        else:
            buf[at:at] = draw(st.sampled_from(TOKENS)).encode()
    return bytes(buf)


# -- what every outcome must satisfy ------------------------------------------------------
def check_accepted(deck: Decklist) -> None:
    """An accepted list is a real deck: a main deck, names the database knows as written,
    counts and size within the limits; written out it reads back unchanged; its cards
    build (or fail with a DeckError) one definition per copy."""
    db = default_database()
    assert deck.main, "accepted without a main deck"
    assert deck.total(None) <= MAX_CARDS
    for entry in deck.entries:
        assert entry.section in SECTIONS and 1 <= entry.count <= MAX_COPIES
        assert db.get(entry.name).name == entry.name, entry.name
    for written in (parse_decklist(format_plain(deck)), parse_decklist(format_arena(deck))):
        for section in SECTIONS:        # each section in order (a writer sorts sections)
            assert written.section(section) == deck.section(section)
    try:
        cards = deck_cards(deck)
    except DeckError:
        return
    assert len(cards) == deck.total("main")


def read(text: str, fmt: str | None = None) -> Decklist | None:
    """The list `text` gives, or None when it is refused (with a DeckError only)."""
    try:
        deck = parse_decklist(text, fmt=fmt)
    except DeckError as exc:
        assert str(exc).startswith("<string>"), str(exc)    # the error names the input
        return None
    check_accepted(deck)
    return deck


_FILES = Path(tempfile.mkdtemp(prefix="manastack-fuzz-decks-"))


def load(data: bytes, suffix: str) -> Decklist | None:
    path = _FILES / f"deck{suffix}"
    path.write_bytes(data)
    try:
        deck = load_decklist(path)
    except DeckError as exc:
        assert str(exc).startswith(str(path)), str(exc)
        return None
    check_accepted(deck)
    return deck


# -- the tests ----------------------------------------------------------------------------
@FUZZ
@given(fmt=st.sampled_from(FORMATS), entries=valid_entries)
def test_valid_lists_read_back_what_was_written(fmt: str, entries: list[Entry]) -> None:
    """A list of valid entries in any format reads back the same copies of each card in
    each section (names resolved to their Oracle names)."""
    deck = read(render(fmt, entries))
    assert deck is not None
    db = default_database()
    for section in ("main", "sideboard"):
        wanted: Counter[str] = Counter()
        for count, name, where in entries:
            if where == section:
                wanted[db.get(name).name] += count
        assert deck.counts(section) == dict(wanted)


@FUZZ
@given(fmt=st.sampled_from(FORMATS), entries=valid_entries, data=st.data())
def test_mutated_bytes_are_refused_or_read_as_a_real_deck(
        fmt: str, entries: list[Entry], data: st.DataObject) -> None:
    """Random byte edits of a valid list of any format (read from a file, as `--deck`
    does): a DeckError naming the file, or a real deck."""
    raw = data.draw(mutated(render(fmt, entries).encode()))
    load(raw, SUFFIX[fmt])
    read(raw.decode("utf-8", "replace"))


@FUZZ
@given(fmt=st.sampled_from((None, "text", "dek", "dck")),
       lines=st.lists(st.one_of(st.sampled_from(TOKENS), st.text(max_size=30),
                                st.builds(lambda n, c: f"{n} {c}", st.integers(-3, 600),
                                          st.one_of(st.sampled_from(NAMES), st.text(max_size=20)))),
                      max_size=30))
def test_random_lines_are_refused_or_read_as_a_real_deck(
        fmt: str | None, lines: list[str]) -> None:
    """Lines of tokens, random text and '<count> <name>' with any count: a DeckError or a
    real deck, whichever reader is asked."""
    read("\n".join(lines), fmt)


@FUZZ
@given(fmt=st.sampled_from(FORMATS), entries=valid_entries,
       copies=st.integers(2, 20_000), line=st.integers(0, 11))
def test_blown_up_lists_stay_in_bounded_memory(
        fmt: str, entries: list[Entry], copies: int, line: int) -> None:
    """One line of a valid list repeated thousands of times, or its count made huge: the
    limits refuse it (or it reads as a real deck) in a few megabytes at most."""
    text = render(fmt, entries)
    lines = text.splitlines(keepends=True)
    at = line % len(lines)
    blown = "".join(lines[:at] + [lines[at]] * copies + lines[at + 1:])
    huge_count = text.replace(str(entries[0][0]), str(copies) * 50, 1)
    for candidate in (blown, huge_count):
        tracemalloc.start()
        try:
            read(candidate)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        assert peak < 64 * len(candidate) + 16_000_000, peak
