"""Oracle text normalisation and the word-level lexer the grammar runs on.

The text of a card is cut into ability units (one per line; the bullet lines of a modal
ability stay with the line that introduces them), reminder text is removed, the card's own
name becomes ``~`` and ability words (207.2c) are dropped, since they have no rules
meaning. The lexer then turns a unit into tokens: every word is either a literal of the
grammar, a subtype (``SUBTYPE``, singular or plural), a number, a mana symbol or
punctuation. A word of none of these kinds stops the parse, so an unknown word can never
be silently ignored.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any, ClassVar

from lark import Token
from lark.lexer import Lexer

from manastack.cards.database import CardData, default_database
from manastack.rules.creature_types import CREATURE_TYPES

# 207.2c: ability words have no rules meaning.
_ABILITY_WORDS_TEXT = (
    "adamant, addendum, alliance, battalion, bloodrush, celebration, channel, chroma, cohort, "
    "constellation, converge, council's dilemma, coven, delirium, descend 4, descend 8, domain, "
    "eerie, eminence, enrage, fateful hour, fathomless descent, ferocious, flurry, formidable, "
    "grandeur, hellbent, heroic, imprint, inspired, join forces, kinship, landfall, lieutenant, "
    "magecraft, metalcraft, morbid, pack tactics, paradox, parley, radiance, raid, rally, renew, "
    "revolt, secret council, spell mastery, strive, survival, sweep, tempting offer, threshold, "
    "undergrowth, valiant, vivid, void, will of the council")
ABILITY_WORD_SET = frozenset(w.strip() for w in _ABILITY_WORDS_TEXT.split(","))

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    "twenty": 20,
}

_REMINDER = re.compile(r"\s*\([^()]*\)")
_ABILITY_WORD_PREFIX = re.compile(r"^([A-Za-z' 0-9]+?) — ")
# A self-replacement of the effect before it (614.15), not a replacement effect of its own
# ("If you would ..., instead ..."): "... instead if [condition].", "If [condition],
# instead ...", "If [condition], ... instead."
_INSTEAD_OF_BEFORE = re.compile(r"^(?!.*\bwould\b)(?:.* instead if |If [^,]+, instead |If .* instead\.$)")

# One token of Oracle text. Order matters: longer forms first.
_TOKEN = re.compile(r"""
    (?P<LOYALTY>\[[+−-]?[0-9X]+\])
  | (?P<SYM>\{[^{}]+\})
  | (?P<PTMOD>[+−-][0-9X*]+/[+−-][0-9X*]+)
  | (?P<PT>[0-9X*]+/[0-9X*]+)
  | (?P<NUM>[0-9]+)
  | (?P<WORD>and/or|[A-Za-z][A-Za-z'’-]*[A-Za-z']|[A-Za-z])
  | (?P<SELFPOS>~'s)
  | (?P<SELF>~)
  | (?P<PUNCT>[,.:;—•"])
  | (?P<SPACE>\s+)
""", re.VERBOSE)


class LexError(ValueError):
    """A word or character the grammar doesn't know."""


def clean_text(data: CardData) -> str:
    """The card's Oracle text without reminder text, its name replaced by ``~``."""
    text = _REMINDER.sub("", data.text)
    names = [data.name]
    if "," in data.name and "Legendary" in data.supertypes:
        names.append(data.name.split(",")[0])      # "Ajani, the Greathearted" -> "Ajani"
    elif (short := _shortened_name(data)) is not None:
        names.append(short)
    for name in names:
        text = _replace_word(text, name, "~")
    return text.replace("’", "'").replace("−", "-")


_SHORTENED = re.compile(r"((?:[A-Z][\w'-]+ )*[A-Z][\w'-]+) (?:of|the) ")
_FIRST_WORD = re.compile(r"([A-Z][\w'-]+) [A-Z]")


def _shortened_name(data: CardData) -> str | None:
    """201.5c: a legendary creature or planeswalker named "Karlov of the Ghost Council",
    "General Kudro of Drannith", "Daxos the Returned" or "Ajani Vengeant" refers to itself
    as "Karlov", "General Kudro", "Daxos", "Ajani"; not when the text uses those words as the
    start of another name ("create Tuktuk the Returned", "a card named Nissa's Chosen") or
    the first word is a creature type ("Sliver Queen": "Sliver" means a Sliver)."""
    if "Legendary" not in data.supertypes or \
            not {"Creature", "Planeswalker"} & set(data.types):
        return None
    match = _SHORTENED.match(data.name) or _FIRST_WORD.match(data.name)
    if match is None:
        return None
    short = match.group(1)
    if short in CREATURE_TYPES or short in ("The", "It"):     # "The Tenth Doctor"
        return None
    rest = data.text.replace(data.name, "")
    if f"{short} of " in rest or f"{short} the " in rest or "named" in rest or \
            re.search(rf"\b{re.escape(short)}(?:'s)? [A-Z]", rest):
        return None
    return short


def _replace_word(text: str, word: str, by: str) -> str:
    """`text` with each occurrence of `word` not inside a longer word replaced by `by`
    (a regular expression per card name would be compiled anew for each of 35,000 cards)."""
    out: list[str] = []
    start = 0
    at = text.find(word)
    while at >= 0:
        end = at + len(word)
        inside = (at > 0 and _is_word_char(text[at - 1])) or \
            (end < len(text) and _is_word_char(text[end]))
        if not inside:
            out.append(text[start:at])
            out.append(by)
            start = end
        at = text.find(word, end if not inside else at + 1)
    out.append(text[start:])
    return "".join(out)


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def units(text: str) -> list[str]:
    """Ability units: one per line; bullet lines join the line before them (700.2)."""
    out: list[str] = []
    for raw in text.split("\n"):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("•") and out:
            out[-1] = out[-1] + " " + line
            continue
        match = _ABILITY_WORD_PREFIX.match(line)
        if match and match.group(1).lower() in ABILITY_WORD_SET:
            line = line[match.end():]
            if out and _INSTEAD_OF_BEFORE.search(line):
                # 614.15: "[effect] instead if ..." replaces an effect of the line before
                # (the ability word has no rules meaning, 207.2c): one ability with it.
                out[-1] = out[-1] + " " + line
                continue
        out.append(line)
    return out


@lru_cache(maxsize=1)
def subtypes() -> dict[str, str]:
    """Every subtype in the card database, and its plural, -> the subtype. The database
    file lists its subtypes in its header (written by scripts/build_card_db.py and
    `manastack cards import`), so this doesn't decode the cards."""
    found: set[str] = set(default_database().subtypes())
    found.update({"Treasure", "Food", "Clue", "Blood", "Gold", "Powerstone", "Shard", "Lander",
                  "Map"})
    # 205.3m: creature types no card in the database has (tokens' types, and those that
    # only an effect gives: "becomes a 1/1 Blinkmoth artifact creature")
    found.update({"Scion", "Servo", "Germ", "Army", "Balloon", "Blinkmoth", "Camarid",
                  "Caribou", "Deserter", "Graveborn", "Llama", "Orb", "Pentavite", "Pincher",
                  "Prism", "Sculpture", "Serf", "Tentacle", "Tetravite", "Triskelavite"})
    out: dict[str, str] = {}
    for name in sorted(found):
        if not name[:1].isupper() or " " in name:
            continue
        # A plural names its singular's type even where an Un-card made the plural a type of
        # its own ("Elves", Elvish Impersonators): "Elf" sorts first and keeps "Elves".
        out.setdefault(name, name)
        for plural in _plurals(name):
            out.setdefault(plural, name)
    return out


def _plurals(word: str) -> list[str]:
    irregular = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves",
                 "Ox": "Oxen", "Mouse": "Mice", "Fungus": "Fungi", "Cyclops": "Cyclopes",
                 "Octopus": "Octopuses", "Sphinx": "Sphinxes", "Fox": "Foxes",
                 "Thief": "Thieves", "Leech": "Leeches", "Witch": "Witches", "Lich": "Liches",
                 "Homunculus": "Homunculi", "Mercenary": "Mercenaries", "Faerie": "Faeries",
                 "Ally": "Allies", "Harpy": "Harpies", "Sorcery": "Sorceries",
                 "Forest": "Forests", "Plains": "Plains", "Pegasus": "Pegasi",
                 "Fish": "Fish", "Sheep": "Sheep", "Moonfolk": "Moonfolk", "Merfolk": "Merfolk",
                 "Kithkin": "Kithkin", "Samurai": "Samurai", "Ninja": "Ninja",
                 "Pirate": "Pirates"}
    if word in irregular:
        return [irregular[word]]
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return [word[:-1] + "ies"]
    if word.endswith(("s", "x", "ch", "sh")):
        return [word + "es"]
    return [word + "s"]


def raw_tokens(text: str) -> Iterator[tuple[str, str, int]]:
    """(kind, text, position) for each token of a unit; LexError at an unknown character."""
    pos = 0
    for m in _TOKEN.finditer(text):
        if m.start() != pos:
            break
        kind = m.lastgroup
        assert kind is not None
        if kind != "SPACE":
            yield kind, m.group(), pos
        pos = m.end()
    if pos < len(text):
        raise LexError(f"unexpected character {text[pos]!r}")


class OracleLexer(Lexer):
    """Turns a unit of Oracle text into grammar tokens (lark's custom-lexer interface)."""

    literals: ClassVar[dict[str, str]] = {}     # literal text -> terminal name, set by the parser

    def __init__(self, lexer_conf: Any) -> None:
        """lark passes its lexer configuration; this lexer needs none of it (its
        vocabulary is `literals`, filled in when the parser is built)."""

    def lex(self, text: Any) -> Iterator[Token]:  # type: ignore[override]
        yield from tokenize(str(text), self.literals)


COST_VERBS = {"sacrifice": "_COST_SACRIFICE", "pay": "_COST_PAY", "discard": "_COST_DISCARD",
              "remove": "_COST_REMOVE", "return": "_COST_RETURN", "exile": "_COST_EXILE",
              "mill": "_COST_MILL"}
_COST_START = frozenset({"sacrifice", "pay", "discard", "remove", "exile", "tap", "untap",
                         "return", "mill"})
# Keywords whose cost may follow an em dash to the end of the unit ("Flashback—{1}{U}, Pay
# 3 life."): their cost is read like an activation cost (118.8, 118.9).
DASH_COST_KEYWORDS = frozenset({"flashback", "kicker", "buyback", "entwine"})
# 601.2f: "As an additional cost to cast this spell, [cost]." reads its cost the same way.
ADDITIONAL_COST = ("as", "an", "additional", "cost", "to", "cast", "this", "spell", ",")
# 118.9: "You may [cost] rather than pay this spell's mana cost." reads the cost between.
ALTERNATIVE_COST = ("you", "may")


def _cost_end(raw: list[tuple[str, str, int]]) -> int:
    """The index of the ":" ending an activation cost (602.1) or of the "." ending a
    keyword's cost after an em dash, or -1."""
    if not raw:
        return -1
    dash = len(raw) > 2 and raw[0][1].lower() in DASH_COST_KEYWORDS and raw[1][1] == "—"
    if dash or tuple(v.lower() for _, v, _ in raw[:len(ADDITIONAL_COST)]) == ADDITIONAL_COST:
        return len(raw) - 1 if raw[-1][1] == "." else len(raw)
    if tuple(v.lower() for _, v, _ in raw[:2]) == ALTERNATIVE_COST:
        words = [v.lower() for _, v, _ in raw]
        if "rather" in words and words[words.index("rather") + 1:][:2] == ["than", "pay"]:
            return words.index("rather")
    kind, value, _ = raw[0]
    if kind not in ("SYM", "WORD") or (kind == "WORD" and value.lower() not in _COST_START):
        return -1
    for i, (_kind, v, _) in enumerate(raw):
        if v == '"':
            return -1
        if v == ":":
            return i
    return -1


# 114.2: "[Player] gets an emblem with [ability]", and 113.10: "[objects] has/gains
# [ability]", and 111.3: "Create a 1/1 ... token with [keywords and] "[ability]"": each
# quoted ability (and the ones joined to it by "and") is one QUOTED token, compiled as an
# ability of its own (oracle/emblems.py, clauses/granted.py, clauses/token_grants.py).
_QUOTED_ABILITIES = re.compile(r'(?:emblem with|\bhas|\bhave|\bgains?'
                               r'|\btokens? with(?: [a-z][a-z0-9 ,]*? and)?)'
                               r' ("[^"]*"(?: and "[^"]*")*)')
_QUOTE = re.compile(r'"([^"]*)"')


def _quoted_abilities(text: str) -> dict[int, tuple[int, str, bool]]:
    """Start of each quoted ability -> (its end, its text, whether the sentence ends inside
    its closing quote: "... get +1/+1.")."""
    found: dict[int, tuple[int, str, bool]] = {}
    for m in _QUOTED_ABILITIES.finditer(text):
        for q in _QUOTE.finditer(text, m.start(1), m.end(1)):
            found[q.start()] = (q.end(), q.group(1), q.end() == m.end(1)
                                and q.group(1).endswith("."))
    return found


@lru_cache(maxsize=1)
def card_names() -> frozenset[str]:
    """The names of the database's cards (201.2), for "a card named [name]"."""
    return frozenset(default_database().names())


def _named_cards(text: str) -> dict[int, str]:
    """Start -> name of each card name after "named " (201.2): the longest name of a card in
    the database that ends at a word's end ("named Ajani, Inspiring Leader, reveal it")."""
    found: dict[int, str] = {}
    names = card_names()
    at = text.find("named ")
    while at >= 0:
        start = at + len("named ")
        ends = [m.start() for m in re.finditer(r"[,.]|$", text[start:])]
        best = next((text[start:start + end] for end in reversed(ends)
                     if text[start:start + end] in names), None)
        if best is not None:
            found[start] = best
        at = text.find("named ", start)
    return found


# The card type words a series of types is made of ("artifact, instant, or sorcery card").
_SERIES_TYPE_WORDS = frozenset({
    "creature", "creatures", "artifact", "artifacts", "enchantment", "enchantments", "land",
    "lands", "planeswalker", "planeswalkers", "permanent", "permanents", "spell", "spells",
    "card", "cards", "instant", "instants", "sorcery", "sorceries", "token", "tokens", "battle",
    "battles"})


def _series_commas(raw: list[tuple[str, str, int]], subs: dict[str, str]) -> frozenset[int]:
    """The indexes of the commas of each series of three or more subtypes ending in "or"
    ("Plains, Island, or Swamp"; "Forest, Island, Mountain, or Plains"), or of card types
    ending in "or" or "and" ("artifact, creature, or enchantment"; "artifacts, creatures,
    and lands"): so that a comma after a type ends the description ("Whenever you
    sacrifice a creature, draw a card.")."""
    def subtype(i: int) -> bool:
        return 0 <= i < len(raw) and raw[i][0] == "WORD" and raw[i][1] in subs

    def card_type(i: int) -> bool:
        return 0 <= i < len(raw) and raw[i][0] == "WORD" and raw[i][1].lower() in _SERIES_TYPE_WORDS

    found: set[int] = set()
    for member, joins in ((subtype, ("or",)), (card_type, ("or", "and", "and/or"))):
        i = 0
        while i < len(raw):
            commas: list[int] = []
            j = i
            while member(j) and j + 1 < len(raw) and raw[j + 1][1] == ",":
                commas.append(j + 1)
                j += 2
            if len(commas) >= 2 and j + 1 < len(raw) and raw[j][1].lower() in joins \
                    and member(j + 1):
                found.update(commas)
            i = max(j, i + 1)
    return frozenset(found)


# The card type words of an object description (references.lark's type_word).
_TYPE_WORDS = frozenset({
    "creature", "creatures", "artifact", "artifacts", "enchantment", "enchantments", "land",
    "lands", "planeswalker", "planeswalkers", "permanent", "permanents", "token", "tokens",
    "battle", "battles"})


def _condition_commas(raw: list[tuple[str, str, int]]) -> frozenset[int]:
    """The indexes of the commas that end an opening "As long as [players control
    permanents]," after a card type word ("As long as you control an artifact, ..."), not
    a comma of a series of types ("artifact, creature, or enchantment")."""
    found: set[int] = set()
    for i in range(len(raw) - 3):
        if (i and raw[i - 1][1] != ".") or [v.lower() for _k, v, _p in raw[i:i + 3]] != \
                ["as", "long", "as"]:
            continue
        for j in range(i + 3, len(raw) - 2):
            value = raw[j][1]
            if value == ".":
                break
            if value != ",":
                continue
            after = raw[j + 1][1].lower()
            if (after in _TYPE_WORDS and raw[j + 2][1] == ",") or \
                    (after in ("or", "and") and raw[j + 2][1].lower() in _TYPE_WORDS):
                continue                        # a series of types goes on
            if raw[j - 1][1].lower() in _TYPE_WORDS:
                found.add(j)
            break
    return frozenset(found)


def tokenize(text: str, literals: dict[str, str]) -> Iterator[Token]:
    subs = subtypes()
    sentence_start = True
    quotes = _quoted_abilities(text) if '"' in text else {}
    masked = text
    for start, (end, _quoted, _ends) in quotes.items():
        masked = masked[:start + 1] + " " * (end - start - 1) + masked[end:]
    # 201.2: a card name is one CARDNAME token; its place is masked as one letter.
    named = _named_cards(text) if "named " in text else {}
    for start, card_name in named.items():
        masked = masked[:start] + "Q" + " " * (len(card_name) - 1) + masked[start + len(card_name):]
    raw = list(raw_tokens(masked))
    cost_end = _cost_end(raw)
    series = _series_commas(raw, subs) if "," in text else frozenset()
    conditions = _condition_commas(raw) if "," in text and "s long as" in text \
        else frozenset()
    for index, (kind, value, pos) in enumerate(raw):
        if pos in named:
            yield _tok("CARDNAME", named[pos], pos, named[pos])
            sentence_start = False
            continue
        if pos in quotes:
            end, quoted, ends_sentence = quotes[pos]
            yield _tok("QUOTED", quoted, pos, text[pos:end])
            sentence_start = ends_sentence
            if ends_sentence:
                yield _tok(literals["."], ".", end - 2, ".")
            continue
        if index < cost_end and kind == "WORD" and value.lower() in COST_VERBS:
            yield _tok(COST_VERBS[value.lower()], value.lower(), pos, value)
            sentence_start = False
            continue
        if kind == "WORD" and _and_must_be_blocked(raw, index):
            # "... until end of turn and must be blocked this turn if able" (509.1c): its
            # own "and", which LALR(1) can't tell at "and" from the "and" that joins two
            # effects ("... until end of turn and ~ gets +X/+0", clauses/block_requirements).
            yield _tok("_AND_MUST", value, pos, value)
            sentence_start = False
            continue
        if kind == "WORD" and _of_the_chosen(raw, index):
            # "of the chosen type", "of that type" (607.2d, 608.2d): its own "of", which
            # LALR(1) can't tell at "of" from the "of" of "a creature of their choice"
            # (clauses/chosen_values).
            yield _tok("_OF_CHOSEN", value, pos, value)
            sentence_start = False
            continue
        if kind == "WORD" and _that_enchanted(raw, index):
            # "that aren't enchanted" (303.4): its own "that", which LALR(1) can't tell from
            # "each creature that player controls" at "that" (clauses/enchanted_objects).
            yield _tok("_THAT_ENCHANTED", value, pos, value)
            sentence_start = False
            continue
        if kind == "WORD":
            lower = value.lower()
            if value[0].isupper() and value in subs and not (sentence_start and lower in literals):
                yield _tok("SUBTYPE", subs[value], pos, value)
            elif lower in literals:
                yield _tok(literals[lower], lower, pos, value)
            elif lower.startswith("non-") and value[4:] in subs:
                yield _tok("NONSUBTYPE", subs[value[4:]], pos, value)
            elif lower in NUMBER_WORDS:
                yield _tok("NUMBER", str(NUMBER_WORDS[lower]), pos, value)
            else:
                raise LexError(f"unknown word {value!r}")
            sentence_start = False
        elif kind == "NUM":
            yield _tok("NUMBER", value, pos, value)
            sentence_start = False
        elif kind == "SYM":
            sym = value.upper()
            if sym == "{T}":
                yield _tok("TAP", sym, pos, value)
            elif sym == "{Q}":
                yield _tok("UNTAP", sym, pos, value)
            elif sym == "{E}":
                yield _tok("ENERGY", sym, pos, value)        # 107.14
            else:
                yield _tok("MANA", sym, pos, value)
            sentence_start = False
        elif kind in ("PTMOD", "PT", "LOYALTY"):
            yield _tok(kind, value.replace("−", "-"), pos, value)
            sentence_start = False
        elif kind == "SELFPOS":
            yield _tok(literals.get("~'s", "SELFPOS"), value, pos, value)
            sentence_start = False
        elif kind == "SELF":
            yield _tok("SELF", value, pos, value)
            sentence_start = False
        elif value == "," and index in series:
            # A comma of a series of subtypes ("a basic Plains, Island, or Swamp card"): a
            # token of its own, so that "exile all Zombies, then ..." stays a comma.
            yield _tok("_SERIES_COMMA", value, pos, value)
        elif value == "," and index in conditions:
            # The comma ending "As long as you control an artifact, ...": a token of its
            # own, so that it can't be read as the comma of a series of types.
            yield _tok("_CONDITION_COMMA", value, pos, value)
        elif value == "," and index + 1 < len(raw) and raw[index + 1][1] == "where":
            # 107.3: ", where X is ..." ends the effect before it (a comma of its own, so
            # that it can't be read as the comma of a list: "target creature, where X").
            yield _tok("_WHERE_COMMA", value, pos, value)
        else:
            name = literals.get(value)
            if name is None:
                raise LexError(f"unexpected {value!r}")
            yield _tok(name, value, pos, value)
            sentence_start = value in ".:•—\""


def _and_must_be_blocked(raw: list[tuple[str, str, int]], index: int) -> bool:
    """Whether the word at `index` is the "and" of "and must be blocked"."""
    words = [value.lower() for _kind, value, _pos in raw[index:index + 4]]
    return words == ["and", "must", "be", "blocked"]


def _that_enchanted(raw: list[tuple[str, str, int]], index: int) -> bool:
    """Whether the word at `index` is the "that" of "that are/aren't/isn't enchanted"."""
    words = [value.lower() for _kind, value, _pos in raw[index:index + 3]]
    return len(words) == 3 and words[0] == "that" and words[1] in ("are", "aren't", "isn't") \
        and words[2] == "enchanted"


def _of_the_chosen(raw: list[tuple[str, str, int]], index: int) -> bool:
    """Whether the word at `index` is the "of" of "of the chosen [value]" or "of that
    type"."""
    words = [value.lower() for _kind, value, _pos in raw[index:index + 3]]
    return words in (["of", "the", "chosen"], ["of", "that", "type"])


def _tok(kind: str, value: str, pos: int, raw: str) -> Token:
    return Token(kind, value, start_pos=pos, end_pos=pos + len(raw), line=1, column=pos + 1,
                 end_line=1, end_column=pos + len(raw) + 1)
