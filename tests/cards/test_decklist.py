"""Tests for reading, writing and validating decklists."""

from __future__ import annotations

from pathlib import Path

import pytest

from manastack.cards.decklist import (
    DeckEntry,
    Decklist,
    deck_cards,
    deck_problems,
    format_arena,
    format_plain,
    load_decklist,
    parse_decklist,
    validate,
)
from manastack.errors import DeckError

DECKS = Path(__file__).resolve().parent / "decks"


def deck_file(name: str) -> str:
    """The path of a test deck, as the source string errors will name."""
    return str(DECKS / name)


# -- the four formats -------------------------------------------------------------------


def test_plain_text_list() -> None:
    """A plain list reads counts, '4x' counts, comments, a blank line and 'SB:' lines."""
    deck = load_decklist(DECKS / "burn.txt")
    assert deck.total("main") == 60
    assert deck.total("sideboard") == 15
    assert deck.main[0] == DeckEntry(4, "Monastery Swiftspear", "main")
    assert DeckEntry(4, "Eidolon of the Great Revel", "main") in deck.main
    assert DeckEntry(4, "Light Up the Stage", "main") in deck.main
    assert deck.sideboard[0] == DeckEntry(3, "Smash to Smithereens", "sideboard")
    assert deck.sideboard[-1] == DeckEntry(2, "Exquisite Firecraft", "sideboard")
    assert deck.name is None
    assert deck.source == deck_file("burn.txt")


def test_arena_export() -> None:
    """An Arena export reads its About name, companion, deck and sideboard, dropping set codes."""
    deck = load_decklist(DECKS / "temur_arena.txt")
    assert deck.name == "Temur Adventures"
    assert deck.companion == [DeckEntry(1, "Jegantha, the Wellspring", "companion")]
    assert deck.total("main") == 60
    assert deck.total("sideboard") == 11
    assert deck.main[0] == DeckEntry(4, "Bonecrusher Giant // Stomp", "main")
    assert DeckEntry(3, "Fire // Ice", "main") in deck.main
    assert DeckEntry(6, "Forest", "main") in deck.main


def test_mtgo_dek() -> None:
    """An MTGO .dek file reads quantities, the Sideboard flag and MTGO-style names."""
    deck = load_decklist(DECKS / "legacy_delver.dek")
    assert deck.total("main") == 60
    assert deck.total("sideboard") == 15
    assert deck.main[0] == DeckEntry(4, "Delver of Secrets // Insectile Aberration", "main")
    assert DeckEntry(2, "Fire // Ice", "main") in deck.main
    assert DeckEntry(3, "Roiling Vortex", "sideboard") in deck.sideboard


def test_forge_dck() -> None:
    """A Forge .dck file reads its metadata name and its commander and main sections."""
    deck = load_decklist(DECKS / "atraxa_commander.dck")
    assert deck.name == "Atraxa Superfriends"
    assert deck.commander == [DeckEntry(1, "Atraxa, Praetors' Voice", "commander")]
    assert deck.total("main") == 99
    assert deck.main[1] == DeckEntry(1, "Arcane Signet", "main")
    assert deck.sideboard == []


def test_format_detection_from_strings() -> None:
    """parse_decklist picks the parser from the content alone."""
    dek = ('<?xml version="1.0"?><Deck><Cards Quantity="4" Sideboard="false" Name="Opt"/>'
           '<Cards Quantity="2" Sideboard="true" Name="Duress"/></Deck>')
    assert parse_decklist(dek).sideboard == [DeckEntry(2, "Duress", "sideboard")]
    dck = "[Main]\n4 Lightning Bolt|M11|1\n"
    assert parse_decklist(dck).main == [DeckEntry(4, "Lightning Bolt", "main")]
    text = "4 Lightning Bolt (M11) 146\n"
    assert parse_decklist(text).main == [DeckEntry(4, "Lightning Bolt", "main")]


def test_plain_headers_and_sideboard_prefix() -> None:
    """'Sideboard:' headers, 'SB:' prefixes and trailing '# comments' all work in plain text."""
    deck = parse_decklist(
        "4x Lightning Bolt\nSB: 2 Duress\n4 Goblin Guide   # haste\nSideboard:\n3 Pyroclasm\n"
    )
    assert deck.entries == (
        DeckEntry(4, "Lightning Bolt", "main"),
        DeckEntry(2, "Duress", "sideboard"),
        DeckEntry(4, "Goblin Guide", "main"),
        DeckEntry(3, "Pyroclasm", "sideboard"),
    )


def test_blank_line_after_commander_does_not_start_sideboard() -> None:
    """A blank line only starts the sideboard when it follows main-deck cards."""
    deck = parse_decklist("Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n1 Sol Ring\n\n\n")
    assert deck.commander == [DeckEntry(1, "Atraxa, Praetors' Voice", "commander")]
    assert deck.main == [DeckEntry(1, "Sol Ring", "main")]
    assert deck.sideboard == []


def test_names_resolve_to_canonical_names() -> None:
    """Case, diacritics and spacing differences resolve to the card's Oracle name."""
    deck = parse_decklist("1 juzam djinn\n1 FIRE/ICE\n1 lim-dul's   vault\n")
    assert deck.card_names() == ["Juzám Djinn", "Fire // Ice", "Lim-Dûl's Vault"]


def test_parenthesised_card_names_are_kept() -> None:
    """A card whose name ends in parentheses is not mistaken for an Arena set code."""
    deck = parse_decklist("1 Imaginary Friends (Plane)\n1 B.F.M. (Big Furry Monster) (UGL) 28\n")
    assert deck.card_names() == ["Imaginary Friends (Plane)", "B.F.M. (Big Furry Monster)"]


def test_decklist_helpers() -> None:
    """total(), counts() and card_names() aggregate entries across lines and sections."""
    deck = parse_decklist("2 Lightning Bolt\n2 Lightning Bolt\n\n1 Lightning Bolt\n3 Duress\n")
    assert deck.total("main") == 4
    assert deck.total(None) == 8
    assert deck.counts() == {"Lightning Bolt": 5, "Duress": 3}
    assert deck.counts("main") == {"Lightning Bolt": 4}
    assert deck.card_names() == ["Lightning Bolt", "Duress"]
    with pytest.raises(ValueError, match="unknown deck section 'maybeboard'"):
        deck.total("maybeboard")


def test_deck_entry_rejects_bad_values() -> None:
    """DeckEntry refuses a non-positive count and an unknown section."""
    with pytest.raises(DeckError, match="count of 'Duress' must be a positive whole number"):
        DeckEntry(0, "Duress")
    with pytest.raises(DeckError, match="unknown deck section 'maybe'"):
        DeckEntry(1, "Duress", "maybe")


# -- malformed input ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "message"),
    [
        (
            "bad_zero_count.txt",
            "line 2 ('0 Chain Lightning'): card count must be at least 1, not 0",
        ),
        (
            "bad_no_count.txt",
            "line 2 ('Goblin Guide'): expected '<count> <card name>', e.g. '4 Lightning Bolt'",
        ),
        (
            "bad_unknown_card.txt",
            "line 3 ('4 Lightnig Bolt (M11) 146'): unknown card 'Lightnig Bolt'; "
            "did you mean 'Lightning Bolt', 'Lightning Colt' or 'Lightning Blast'?",
        ),
        (
            "bad_negative.dck",
            "line 5 ('-2 Goblin Guide|ZEN'): card count must be at least 1, not -2",
        ),
        (
            "bad_quantity.dek",
            'line 6 (\'<Cards CatID="36094" Quantity="four" Sideboard="false" '
            'Name="Chain Lightning" Annotation="0" />\'): '
            "Quantity must be a whole number, not 'four'",
        ),
    ],
)
def test_malformed_line_errors(name: str, message: str) -> None:
    """A bad line raises DeckError naming the file, the line number, the line and the reason."""
    with pytest.raises(DeckError) as caught:
        load_decklist(DECKS / name)
    assert str(caught.value) == f"{deck_file(name)}, {message}"


def test_dek_with_entities_is_rejected() -> None:
    """A .dek file with a DTD or entity declarations is refused before parsing."""
    with pytest.raises(DeckError) as caught:
        load_decklist(DECKS / "bad_entities.dek")
    assert str(caught.value) == (
        f"{deck_file('bad_entities.dek')}: DTDs and entity declarations are not allowed "
        "in .dek files"
    )


def test_truncated_dek() -> None:
    """Malformed XML is reported with the parser's reason and position."""
    with pytest.raises(DeckError) as caught:
        load_decklist(DECKS / "bad_truncated.dek")
    assert str(caught.value) == (
        f"{deck_file('bad_truncated.dek')}: not well-formed XML (unclosed token: line 4, column 2)"
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("4\n", "<string>, line 1 ('4'): card name missing after the count"),
        ("4x\n", "<string>, line 1 ('4x'): card name missing after the count"),
        (
            "100000 Relentless Rats\n",
            "<string>, line 1 ('100000 Relentless Rats'): card count 100000 is too large "
            "(at most 250 on a line)",
        ),
        ("# only a comment\n\n", "<string>: no cards found"),
        (
            "4 Lightning Bolt\n4 Wast Land\n",
            "<string>, line 2 ('4 Wast Land'): unknown card 'Wast Land'; "
            "did you mean 'Waste Land', 'Wasteland' or 'Last Stand'?",
        ),
        (
            "4 waste-land\n",
            "<string>, line 1 ('4 waste-land'): card name 'waste-land' is ambiguous: "
            "it could be 'Waste Land' or 'Wasteland'",
        ),
        (
            "[metadata]\nName Burn\n",
            "<string>, line 2 ('Name Burn'): expected 'key=value' in [metadata]",
        ),
        (
            "<Deck><Cards Quantity='1' Sideboard='maybe' Name='Duress'/></Deck>",
            "<string>, line 1 (\"<Deck><Cards Quantity='1' Sideboard='maybe' Name='Duress'/>"
            "</Deck>\"): Sideboard must be true or false, not 'maybe'",
        ),
        (
            "<Cards Quantity='1' Name='Duress'/>",
            "<string>: expected a <Deck> root element, found <Cards>",
        ),
    ],
)
def test_malformed_strings(text: str, message: str) -> None:
    """Malformed or unresolvable decklist text raises DeckError with an exact message."""
    with pytest.raises(DeckError) as caught:
        parse_decklist(text)
    assert str(caught.value) == message


def test_missing_file() -> None:
    """A missing decklist file raises DeckError naming the path."""
    missing = DECKS / "no_such_deck.txt"
    with pytest.raises(DeckError) as caught:
        load_decklist(missing)
    assert str(caught.value) == f"{missing}: cannot read decklist (No such file or directory)"


# -- writers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name", ["burn.txt", "temur_arena.txt", "legacy_delver.dek", "atraxa_commander.dck"]
)
def test_writers_round_trip(name: str) -> None:
    """format_plain and format_arena output parses back to the same entries."""
    deck = load_decklist(DECKS / name)
    assert parse_decklist(format_plain(deck)).entries == deck.entries
    assert parse_decklist(format_arena(deck)) == deck


def test_format_plain_layout() -> None:
    """format_plain writes main lines, a blank line, then a Sideboard header."""
    deck = parse_decklist("4 Lightning Bolt\n\n2 Duress\n")
    assert format_plain(deck) == "4 Lightning Bolt\n\nSideboard\n2 Duress\n"


def test_format_arena_layout() -> None:
    """format_arena writes About, Commander, Deck headers and front-face names as Arena does."""
    deck = Decklist(
        entries=(
            DeckEntry(1, "Atraxa, Praetors' Voice", "commander"),
            DeckEntry(1, "Delver of Secrets // Insectile Aberration"),
            DeckEntry(1, "Fire // Ice"),
        ),
        name="Test",
    )
    assert format_arena(deck) == (
        "About\nName Test\n\n"
        "Commander\n1 Atraxa, Praetors' Voice\n\n"
        "Deck\n1 Delver of Secrets\n1 Fire // Ice\n"
    )


# -- validation ---------------------------------------------------------------------------


def test_constructed_decks_are_legal() -> None:
    """The 60-card fixtures with 15-card sideboards pass constructed validation."""
    for name in ("burn.txt", "temur_arena.txt", "legacy_delver.dek"):
        validate(load_decklist(DECKS / name), "constructed")


def test_casual_accepts_anything() -> None:
    """Casual play has no deck-construction limits."""
    validate(parse_decklist("9 Lightning Bolt\n"), "casual")
    validate(parse_decklist("9 Lightning Bolt\n"))


def test_constructed_minimum_size() -> None:
    """A constructed main deck under 60 cards breaks rule 100.2a."""
    deck = parse_decklist("4 Lightning Bolt\n52 Mountain\n")
    with pytest.raises(DeckError) as caught:
        validate(deck, "constructed")
    assert str(caught.value) == (
        "<string>: not a legal constructed deck: the main deck has 56 cards; "
        "a constructed deck needs at least 60 (rule 100.2a)"
    )


def test_constructed_four_copy_limit_spans_sideboard() -> None:
    """More than four copies across deck and sideboard breaks rules 100.2a and 100.4a."""
    deck = parse_decklist("4 Lightning Bolt\n56 Mountain\n\n1 Lightning Bolt\n")
    assert deck_problems(deck, "constructed") == [
        "'Lightning Bolt': 5 copies in the deck and sideboard; at most 4 allowed "
        "(rules 100.2a, 100.4a)"
    ]


def test_constructed_sideboard_limit() -> None:
    """A sideboard of more than 15 cards breaks rule 100.4a."""
    deck = parse_decklist("60 Mountain\n\n4 Duress\n4 Negate\n4 Pyroclasm\n4 Skullcrack\n")
    assert deck_problems(deck, "constructed") == [
        "the sideboard has 16 cards; a constructed sideboard may have at most 15 (rule 100.4a)"
    ]


def test_any_number_and_up_to_exceptions() -> None:
    """Basic lands, 'any number of cards named' and 'up to seven' override the four-copy limit."""
    legal = parse_decklist("30 Relentless Rats\n23 Snow-Covered Forest\n7 Seven Dwarves\n")
    assert deck_problems(legal, "constructed") == []
    too_many = parse_decklist("30 Relentless Rats\n22 Wastes\n8 Seven Dwarves\n")
    assert deck_problems(too_many, "constructed") == [
        "'Seven Dwarves': 8 copies in the deck and sideboard; at most 7 allowed "
        "(rules 100.2a, 100.4a)"
    ]


def test_limited_minimum_size() -> None:
    """Limited decks need 40 cards (rule 100.2b) but may hold any number of copies."""
    assert deck_problems(parse_decklist("23 Grizzly Bears\n17 Forest\n"), "limited") == []
    assert deck_problems(parse_decklist("22 Grizzly Bears\n17 Forest\n"), "limited") == [
        "the main deck has 39 cards; a limited deck needs at least 40 (rule 100.2b)"
    ]


def test_commander_deck_is_legal() -> None:
    """The Forge Atraxa fixture is a legal commander deck."""
    validate(load_decklist(DECKS / "atraxa_commander.dck"), "commander")


def test_commander_problems_listed_together() -> None:
    """A bad commander deck lists each broken rule, naming the card where there is one."""
    deck = parse_decklist(
        "Commander\n1 Atraxa, Praetors' Voice\n\n"
        "Deck\n2 Sol Ring\n1 Lightning Bolt\n95 Forest\n\n1 Duress\n"
    )
    with pytest.raises(DeckError) as caught:
        validate(deck, "commander")
    assert str(caught.value) == (
        "<string>: not a legal commander deck:\n"
        "  - the deck has 99 cards including its commander; "
        "a commander deck must have exactly 100 (rule 903.5a)\n"
        "  - line 9: a commander deck has no sideboard, but 'Duress' is in one (rule 903.5e)\n"
        "  - line 5: 'Sol Ring': 2 copies; only one copy is allowed in a commander deck "
        "(rule 903.5b)\n"
        "  - line 6: 'Lightning Bolt' has color identity R, outside the commander's color identity "
        "WUBG (rule 903.5c)"
    )


def test_commander_must_be_able_to_lead() -> None:
    """A non-legendary creature cannot be a commander (rule 903.3)."""
    deck = parse_decklist("Commander\n1 Grizzly Bears\n\nDeck\n99 Forest\n")
    assert deck_problems(deck, "commander") == [
        "line 2: 'Grizzly Bears' cannot be a commander: it must be a legendary creature, Vehicle or "
        "Spacecraft, or say it can be your commander (rule 903.3)"
    ]


def test_missing_commander() -> None:
    """A commander-format deck without a commander breaks rule 903.3."""
    deck = parse_decklist("100 Forest\n")
    assert deck_problems(deck, "commander") == [
        "no commander: a commander deck needs one in its commander section (rule 903.3)"
    ]


@pytest.mark.parametrize(
    ("first", "second", "legal"),
    [
        ("Thrasios, Triton Hero", "Tymna the Weaver", True),
        ("Pir, Imaginative Rascal", "Toothy, Imaginary Friend", True),
        ("Wilson, Refined Grizzly", "Candlekeep Sage", True),
        ("Thrasios, Triton Hero", "Pir, Imaginative Rascal", False),
        ("Atraxa, Praetors' Voice", "Tymna the Weaver", False),
    ],
)
def test_partner_commanders(first: str, second: str, legal: bool) -> None:
    """Two commanders are allowed only with matching partner abilities (rule 702.124)."""
    deck = parse_decklist(f"Commander\n1 {first}\n1 {second}\n\nDeck\n98 Wastes\n")
    problems = deck_problems(deck, "commander")
    if legal:
        assert problems == []
    else:
        assert problems == [
            f"line 3: {first!r} and {second!r} cannot both be commanders: they lack matching "
            "partner abilities (rule 702.124)"
        ]


def test_commander_in_constructed() -> None:
    """A commander section in a constructed deck is flagged."""
    deck = parse_decklist("Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n60 Forest\n")
    assert deck_problems(deck, "constructed") == [
        '"Atraxa, Praetors\' Voice" is designated as a commander, but only commander decks '
        "have one (rule 100.2c)"
    ]


def test_unknown_format() -> None:
    """An unknown format name is a ValueError listing the known ones."""
    with pytest.raises(ValueError, match="unknown deck format 'vintage'"):
        validate(parse_decklist("1 Forest\n"), "vintage")


def test_validate_reports_unknown_cards_in_hand_built_decks() -> None:
    """A Decklist built by hand with an unknown name fails validation naming the card."""
    deck = Decklist(entries=(DeckEntry(60, "Not A Card At All"),), source="hand-built")
    with pytest.raises(DeckError, match="hand-built: not a legal constructed deck: unknown card"):
        validate(deck, "constructed")


# -- more real-looking files: typos, unsupported cards, malformed structure ----------------


@pytest.mark.parametrize(
    ("name", "message"),
    [
        (
            "mono_blue_typo.dek",
            "line 6 ('<Cards CatID=\"51044\" Quantity=\"4\" Sideboard=\"false\" Name=\"Brainstorn\" "
            "Annotation=\"0\" />'): unknown card 'Brainstorn'; did you mean 'Brainstorm', "
            "'Brainstone' or 'Grindstone'?",
        ),
        (
            "red_typo.dck",
            "line 7 ('4 Searing Sphear|M13'): unknown card 'Searing Sphear'; did you mean "
            "'Searing Spear', 'Searing Barb' or 'Searing Spear Askari'?",
        ),
        (
            "bad_missing_name.dek",
            "line 5 ('<Cards CatID=\"98723\" Quantity=\"20\" Sideboard=\"false\" "
            "Annotation=\"0\" />'): missing Name attribute",
        ),
        (
            "bad_no_header.dck",
            "line 2 ('4 Lightning Bolt|M11'): expected a section header such as [Main] first",
        ),
    ],
)
def test_more_malformed_files(name: str, message: str) -> None:
    """Typos in MTGO and Forge exports name the line and suggest cards; structural mistakes
    name the line and what was expected."""
    with pytest.raises(DeckError) as caught:
        load_decklist(DECKS / name)
    assert str(caught.value) == f"{deck_file(name)}, {message}"


def test_a_file_that_is_not_utf8() -> None:
    """A Latin-1 file (an old export) is refused, naming the first bad byte."""
    with pytest.raises(DeckError) as caught:
        load_decklist(DECKS / "bad_latin1.txt")
    assert str(caught.value) == f"{deck_file('bad_latin1.txt')}: not UTF-8 text (byte 24)"


@pytest.mark.parametrize(
    ("name", "line"), [("izzet_arena_unsupported.txt", 10), ("plain_unsupported.txt", 4)]
)
def test_unsupported_cards_name_the_line_and_the_missing_clauses(name: str, line: int) -> None:
    """A real card the engine can't play reads fine as a list, but turning the list into
    cards (`deck_cards`, as `manastack demo --deck` does) is a DeckError naming the line,
    the card and what doesn't compile."""
    deck = load_decklist(DECKS / name)
    assert DeckEntry(4, "Fire // Ice", "main") in deck.main
    with pytest.raises(DeckError) as caught:
        deck_cards(deck)
    assert str(caught.value).startswith(
        f"{deck_file(name)}: unsupported card(s): line {line}: Fire // Ice is not implemented "
        "yet: layout 'split' (709: only one half of the card is in the data); 'Fire deals 2 "
        "damage")


def test_arena_export_with_about_and_set_codes_reads_fully() -> None:
    """The Arena fixture reads its name, 60 main-deck cards and its sideboard, and every
    entry remembers its line (for messages; lines don't take part in equality)."""
    deck = load_decklist(DECKS / "izzet_arena_unsupported.txt")
    assert deck.name == "Izzet Spells"
    assert (deck.total("main"), deck.total("sideboard")) == (60, 2)
    assert [entry.line for entry in deck.main][:2] == [5, 6]
    assert deck.sideboard == [DeckEntry(2, "Divination", "sideboard")]
    assert deck.sideboard[0].line == 19


def test_deck_cards_of_a_supported_list() -> None:
    """Without unsupported cards, deck_cards gives one definition per copy."""
    deck = load_decklist(DECKS / "plain_unsupported.txt")
    supported = Decklist(tuple(e for e in deck.entries if e.name != "Fire // Ice"))
    assert len(deck_cards(supported)) == 36


# -- what is not a deck, and the limits -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Sideboard\n2 Duress\n",
        "SB: 2 Duress\n",
        "Commander\n1 Atraxa, Praetors' Voice\n",
        "[Sideboard]\n2 Duress|M10\n",
        '<Deck><Cards Quantity="2" Sideboard="true" Name="Duress"/></Deck>',
    ],
)
def test_a_list_without_a_main_deck_is_refused(text: str) -> None:
    """Only a sideboard (or only a commander) is not a deck to play (100.2): refused."""
    with pytest.raises(DeckError, match=r"^<string>: no main deck: only \w+ cards"):
        parse_decklist(text)


def test_forge_sections_we_do_not_use_are_skipped_with_a_warning() -> None:
    """A Forge [shop] or [Planes] section loads with a warning naming it; its lines,
    however they look, are not read as cards."""
    deck = parse_decklist("[metadata]\nName=Quest\n[shop]\nCredits=250\n[Main]\n4 Opt|XLN\n"
                          "[Planes]\n1 Imaginary Friends (Plane)\n", "quest.dck")
    assert deck.main == [DeckEntry(4, "Opt", "main")] and deck.total(None) == 4
    assert deck.warnings == (
        "quest.dck, line 3 ('[shop]'): section [shop] is not used; its lines are skipped "
        "(read: [metadata], [Main], [Sideboard], [Commander])",
        "quest.dck, line 7 ('[Planes]'): section [Planes] is not used; its lines are skipped "
        "(read: [metadata], [Main], [Sideboard], [Commander])",
    )
    assert load_decklist(DECKS / "bad_section.dck").main == [
        DeckEntry(4, "Lightning Bolt", "main")]


def test_thousands_of_copies_are_refused_before_any_card_is_made() -> None:
    """300 lines of '9999 Forest' (which once exhausted memory) fail on the first line."""
    with pytest.raises(DeckError) as caught:
        parse_decklist("9999 Forest\n" * 300)
    assert str(caught.value) == (
        "<string>, line 1 ('9999 Forest'): card count 9999 is too large (at most 250 on a line)")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("250 Forest\n" * 3,
         "<string>, line 3 ('250 Forest'): the list reaches 750 cards here (at most 500 in all)"),
        ("1" * 5000 + " Forest\n",
         "card count 111111111111... is too large (at most 250 on a line)"),
        ('<Deck><Cards Quantity="' + "9" * 5000 + '" Name="Forest"/></Deck>',
         "card count 999999999999... is too large (at most 250 on a line)"),
        ("4 " + "Forest" * 50 + "\n",
         "card name of 300 characters is too long (at most 200)"),
        ("[Main]\n4 " + "Opt" * 100 + "|XLN\n",
         "card name of 300 characters is too long (at most 200)"),
        ("4 Forest\n" + "\n" * 5000, "<string>: too many lines for a decklist (at most 5,000)"),
        ("<Deck>" + "<a>" * 100_000, "<string>: XML nested deeper than 8 elements"),
        ("<Deck>" + "<a/>" * 10_000 + "</Deck>", "<string>: more than 5,000 XML elements"),
        ("#" * 1_000_001, "<string>: too large for a decklist (1,000,001 characters; "
                          "at most 1,000,000)"),
    ],
)
def test_limits_name_the_line_and_the_limit(text: str, message: str) -> None:
    """Each documented limit (MAX_COPIES, MAX_CARDS, MAX_NAME_CHARS, MAX_LINES,
    MAX_BYTES) is a DeckError naming the place and the limit; a quoted line is cut short."""
    with pytest.raises(DeckError) as caught:
        parse_decklist(text)
    assert str(caught.value).endswith(message)
    assert len(str(caught.value)) < 400


def test_a_huge_file_is_not_read_whole(tmp_path: Path) -> None:
    """load_decklist reads at most MAX_BYTES + 1 bytes of a file before refusing it."""
    path = tmp_path / "huge.txt"
    path.write_bytes(b"4 Forest\n" * 200_000)
    with pytest.raises(DeckError) as caught:
        load_decklist(path)
    assert str(caught.value) == f"{path}: too large for a decklist (more than 1,000,000 bytes)"


def test_real_sized_decks_stay_within_the_limits() -> None:
    """A 100-card Commander deck of one basic land per line and 250 copies on a line load."""
    deck = parse_decklist("Commander\n1 Atraxa, Praetors' Voice\nDeck\n" + "1 Forest\n" * 99)
    assert deck.total("main") == 99
    assert parse_decklist("250 Relentless Rats\n").total() == 250


def test_a_long_line_that_is_no_header_is_refused_at_once() -> None:
    """A line of a letter, thousands of spaces and a mark (which once made the header
    pattern backtrack for minutes) is refused as a line that isn't '<count> <name>'."""
    with pytest.raises(DeckError, match="expected '<count> <card name>'"):
        parse_decklist("a" + " " * 5000 + "!\n")
