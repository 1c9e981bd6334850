"""The decision protocol: the engine stops only to ask a player something.

A `Decision` names the player, the kind of question and its legal options. Each option is
a `Choice`: plain data (a verb and arguments) with a readable text that round-trips
through `Decision.parse` so that people, logs and scripts speak the same language.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field

from manastack.errors import IllegalChoiceError

ChoiceArg = int | str
MAX_CHOICE_TEXT = 10_000        # characters of a choice's text (real ones are < 200)
MAX_CHOICE_ARGS = 1_000         # arguments of one choice (a declaration of many blockers)
MAX_CHOICE_INT = 1 << 62        # size of an argument (object ids, indexes, amounts)


class DecisionKind(enum.Enum):
    PRIORITY = "priority"            # 117: cast, activate, play a land, or pass
    MULLIGAN = "mulligan"            # 103.5: keep or mulligan
    MULLIGAN_BOTTOM = "bottom"       # 103.5: a card to put on the bottom
    TARGET = "target"                # 601.2c / 603.3d
    MODE = "mode"                    # 601.2b / 700.2
    X = "x"                          # 601.2b / 107.3
    MANA_PAYMENT = "pay"             # 601.2g-h
    TRIGGER_ORDER = "trigger-order"  # 603.3b
    REPLACEMENT_ORDER = "replacement-order"  # 616.1
    ATTACKERS = "attackers"          # 508.1
    BLOCKERS = "blockers"            # 509.1
    DAMAGE_ASSIGNMENT = "damage"     # 510.1
    MAY = "may"                      # "you may"
    PICK = "pick"                    # choose cards or objects (search, look, discard, sacrifice)
    COLOR = "color"                  # choose a color or mana type
    NUMBER = "number"                # choose a number
    CALL = "call"                    # 705.2: call heads or tails
    NAME = "name"                    # 201.4: choose a card name
    TYPE = "type"                    # 205.3m, 205.3i: choose a creature type or a land type


@dataclass(frozen=True, slots=True)
class Choice:
    """One legal answer. Equality is by verb and arguments; `text` is for people."""

    verb: str
    args: tuple[ChoiceArg, ...] = ()
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or " ".join([self.verb, *map(str, self.args)])

    def to_json(self) -> list[ChoiceArg]:
        return [self.verb, *self.args]

    @classmethod
    def from_json(cls, data: object) -> Choice:
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise ValueError(f"not a choice: {data!r}")
        args = tuple(data[1:])
        if not all(isinstance(a, (int, str)) and not isinstance(a, bool) for a in args):
            raise ValueError(f"not a choice: {data!r}")
        return cls(data[0], args)


def choice_problem(value: object) -> str | None:
    """Why `value` can't be a choice at all (not a `Choice`, or one whose parts are not
    a verb and arguments of bounded size), or None. Checked before a choice is looked
    at, so any malformed one gets the same IllegalChoiceError."""
    if not isinstance(value, Choice):
        return f"a choice is a Choice or its text, not a {type(value).__name__}"
    if not isinstance(value.verb, str) or not value.verb or len(value.verb) > MAX_CHOICE_TEXT:
        return "its verb is not a short text"
    if not isinstance(value.text, str) or len(value.text) > MAX_CHOICE_TEXT:
        return f"its text is not a text of at most {MAX_CHOICE_TEXT:,} characters"
    if not isinstance(value.args, tuple) or len(value.args) > MAX_CHOICE_ARGS:
        return f"its arguments are not a tuple of at most {MAX_CHOICE_ARGS:,}"
    for arg in value.args:
        if isinstance(arg, bool) or not isinstance(arg, (int, str)):
            return f"an argument is a {type(arg).__name__}, not a number or a text"
        if isinstance(arg, int) and not -MAX_CHOICE_INT <= arg <= MAX_CHOICE_INT:
            return "an argument is a number out of range"
        if isinstance(arg, str) and len(arg) > MAX_CHOICE_TEXT:
            return "an argument is a text too long"
    return None


_ID = re.compile(r"#\d+")


def _loose(text: str, keep_ids: bool = False) -> str:
    """Normalise a choice text for forgiving matching: case and spacing are ignored, and
    object ids too unless `keep_ids` (a text that names an id must match that id)."""
    if not keep_ids:
        text = _ID.sub("", text)
    return " ".join(text.lower().replace(",", " ").split())


@dataclass(frozen=True, slots=True)
class Decision:
    """A question to one player, with every legal option."""

    player: int
    kind: DecisionKind
    prompt: str
    options: tuple[Choice, ...]

    def __post_init__(self) -> None:
        # Every option must be writable as text: number options whose texts coincide
        # (two identical triggers of one source, say).
        if len(self.options) < 2:
            return
        texts = [o.text or str(o) for o in self.options]
        if len(set(texts)) != len(texts):
            seen: dict[str, int] = {}
            numbered = []
            for option, text in zip(self.options, texts, strict=True):
                seen[text] = seen.get(text, 0) + 1
                numbered.append(Choice(option.verb, option.args, f"{text} [{seen[text]}]")
                                if texts.count(text) > 1 else option)
            object.__setattr__(self, "options", tuple(numbered))

    def parse(self, text: str) -> Choice:
        """The option whose text is `text` (exactly, else ignoring case, spacing and ids)."""
        text = text.strip()
        for option in self.options:
            if str(option) == text:
                return option
        keep_ids = _ID.search(text) is not None
        loose = _loose(text, keep_ids)
        matches = [o for o in self.options if _loose(str(o), keep_ids) == loose]
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            listed = "; ".join(str(o) for o in matches)
            raise IllegalChoiceError(f"choice {text!r} is ambiguous here: it could be {listed}")
        listed = "; ".join(str(o) for o in self.options)
        raise IllegalChoiceError(
            f"choice {text!r} is not legal for {self.prompt}; legal choices: {listed}"
        )

    def find(self, choice: Choice) -> Choice | None:
        options = self.options
        for option in options:
            if option is choice:        # the usual case: one of these very options
                return option
        for option in options:
            if option == choice:
                return option
        return None


class NeedDecision(Exception):
    """Raised inside the engine when it must stop and ask; carries the decision."""

    def __init__(self, decision: Decision, checkpoint: bool) -> None:
        super().__init__(decision.prompt)
        self.decision = decision
        self.checkpoint = checkpoint
