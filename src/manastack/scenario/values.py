"""Reading a scenario's values: typed readers that name the place of a problem.

A problem is raised as `_At(path, message)`, where `path` is the place in the document
(keys and indexes); the public entry points turn it into a `ScenarioError`.
"""

from __future__ import annotations

import re
import reprlib
from collections.abc import Sequence
from typing import Any

from manastack.errors import UnknownCardError, UnsupportedCardError
from manastack.rules.state import STEPS, Step
from manastack.scenario.limits import MAX_NUMBER

Path_ = tuple[str | int, ...]      # where a value sits in a document: keys and indexes

LABEL_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
LABEL_REF_RE = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")
RULE_RE = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")
MAX_MESSAGE = 1_000         # characters of a problem's message


class _At(Exception):
    """A problem at a place in the position (turned into a ScenarioError by the caller)."""

    def __init__(self, path: Path_, message: str) -> None:
        if len(message) > MAX_MESSAGE:      # a message quotes values; never at length
            message = message[:MAX_MESSAGE] + "... (cut short)"
        super().__init__(message)
        self.path = path
        self.message = message


class _CardProblem(_At):
    """A card name that doesn't resolve (UnknownCardError / UnsupportedCardError)."""

    def __init__(self, path: Path_, error: UnknownCardError | UnsupportedCardError) -> None:
        super().__init__(path, str(error))
        self.error = error


def _where(path: Path_) -> str:
    out = ""
    for part in path:
        if isinstance(part, str) and len(part) > 60:
            part = part[:60] + "..."
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "the document"


def _mapping(value: object, path: Path_, allowed: Sequence[str] | None = None) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _At(path, f"expected a mapping, found {_kind(value)}")
    for key in value:
        if not isinstance(key, str):
            raise _At(path, f"keys must be text, found {_SHORT.repr(key)}")
        if allowed is not None and key not in allowed:
            raise _At((*path, key), f"unknown key {_SHORT.repr(key)} (allowed: {', '.join(allowed)})")
    return value


def _list(value: object, path: Path_) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise _At(path, f"expected a list, found {_kind(value)}")
    return value


def _int(value: object, path: Path_, minimum: int | None = None,
         maximum: int = MAX_NUMBER) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _At(path, f"expected a whole number, found {_kind(value)}")
    if not -maximum <= value <= maximum:
        raise _At(path, f"expected a number of size at most {maximum:,}, found {_kind(value)}")
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


class _ShortRepr(reprlib.Repr):
    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 128:        # never convert a huge number to text (it costs)
            return f"<a number of {x.bit_length() * 0.30103:,.0f} digits>"
        return super().repr_int(x, level)


_SHORT = _ShortRepr()
_SHORT.maxlevel, _SHORT.maxdict, _SHORT.maxlist, _SHORT.maxstring, _SHORT.maxother = 3, 4, 4, 60, 60


def _kind(value: object) -> str:
    """What a value is, for messages: its kind and a repr cut short (a value an alias
    repeats is never written out in full)."""
    if value is None:
        return "nothing (null)"
    names = {bool: "a boolean", int: "a number", float: "a number", str: "text",
             list: "a list", dict: "a mapping"}
    return f"{names.get(type(value), type(value).__name__)} ({_SHORT.repr(value)})"


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
