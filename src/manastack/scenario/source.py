"""Reading a scenario file's YAML within the limits (`limits.py`): plain data only.

The document is composed node by node, so a problem is found before anything is built:
an explicit tag (`!!python/object`, `!foo`) is refused, nesting deeper than MAX_DEPTH is
refused before Python's own recursion limit is near, aliases are counted as expanded (a
"billion laughs" file fails at once, small) and may not refer to a node that contains
them, and a text or number longer than its limit is refused before it is converted.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from manastack.errors import ScenarioError
from manastack.scenario.limits import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    MAX_NODES,
    MAX_NUMBER_DIGITS,
    MAX_SCALAR_CHARS,
)

INT_TAG = "tag:yaml.org,2002:int"
FLOAT_TAG = "tag:yaml.org,2002:float"


class _Refused(Exception):
    """A document the bounded loader refuses, with the mark of the place."""

    def __init__(self, mark: Any, message: str) -> None:
        super().__init__(message)
        self.mark = mark
        self.message = message


class _BoundedLoader(yaml.SafeLoader):
    """`yaml.SafeLoader` that checks each node as it is composed."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self._depth = 0
        self._sizes: dict[int, int] = {}     # id(node) -> values in it, aliases expanded

    def compose_node(self, parent: yaml.Node | None, index: int) -> yaml.Node | None:
        event: Any = self.peek_event()  # type: ignore[no-untyped-call]
        if isinstance(event, yaml.AliasEvent):
            node = super().compose_node(parent, index)
            if node is not None and id(node) not in self._sizes:
                raise _Refused(event.start_mark, f"alias *{event.anchor} refers to a value "
                               "that contains it")
            return node
        tag = getattr(event, "tag", None)
        if tag not in (None, "!"):
            raise _Refused(event.start_mark, f"YAML tags such as {tag!r} are not allowed; "
                           "a scenario is plain data")
        self._depth += 1
        if self._depth > MAX_DEPTH:
            raise _Refused(event.start_mark, f"values nested more than {MAX_DEPTH} deep")
        node = super().compose_node(parent, index)
        self._depth -= 1
        if node is not None:
            self._measure(node)
        return node

    def _measure(self, node: yaml.Node) -> None:
        if isinstance(node, yaml.ScalarNode):
            _check_scalar(node)
            size = 1
        else:
            children = node.value if isinstance(node, yaml.SequenceNode) else \
                [n for pair in node.value for n in pair]
            size = 1 + sum(self._sizes[id(child)] for child in children)
        if size > MAX_NODES:
            raise _Refused(node.start_mark, f"more than {MAX_NODES:,} values (aliases counted "
                           "as written out)")
        self._sizes[id(node)] = size


def _check_scalar(node: yaml.ScalarNode) -> None:
    value = str(node.value)
    if len(value) > MAX_SCALAR_CHARS:
        raise _Refused(node.start_mark, f"a text of {len(value):,} characters (at most "
                       f"{MAX_SCALAR_CHARS:,})")
    if node.tag in (INT_TAG, FLOAT_TAG) and len(value) > MAX_NUMBER_DIGITS + 2:
        raise _Refused(node.start_mark, f"a number of {len(value):,} characters (at most "
                       f"{MAX_NUMBER_DIGITS} digits)")


def parse_yaml(text: str, source: str) -> tuple[yaml.Node | None, Any]:
    """The document's node tree (for line numbers) and its value; ScenarioError names
    the source, the line and the problem."""
    if len(text) > MAX_FILE_BYTES:
        raise ScenarioError(f"{source}: {len(text):,} characters; a scenario has at most "
                            f"{MAX_FILE_BYTES:,}")
    loader: _BoundedLoader | None = None
    try:
        loader = _BoundedLoader(text)
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except _Refused as exc:
        raise ScenarioError(f"{source}{_line(exc.mark)}: {exc.message}") from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        raise ScenarioError(f"{source}{_line(mark)}: not valid YAML: {exc.problem or exc}") from None
    except yaml.YAMLError as exc:
        raise ScenarioError(f"{source}: not valid YAML: {exc}") from None
    except ValueError as exc:       # a value the constructor can't convert
        raise ScenarioError(f"{source}: not valid YAML: {exc}") from None
    finally:
        if loader is not None:
            loader.dispose()
    return node, data


def _line(mark: Any) -> str:
    return f":{mark.line + 1}" if mark is not None else ""


def decode_file(data: bytes, source: str) -> str:
    """The text of a scenario file read as at most MAX_FILE_BYTES + 1 bytes; ScenarioError
    for a file too large or not UTF-8 text."""
    if len(data) > MAX_FILE_BYTES:
        raise ScenarioError(f"{source}: larger than {MAX_FILE_BYTES:,} bytes; a scenario file "
                            "is small")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ScenarioError(f"{source}:{line}: not UTF-8 text (byte {exc.start}: {exc.reason})"
                            ) from None


def read_file(path: str | Path) -> str:
    """The text of a scenario (or puzzle) file, read no further than its limit;
    ScenarioError naming the file if it can't be read, is too large or isn't UTF-8."""
    source = str(path)
    try:
        with Path(path).open("rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise ScenarioError(f"{source}: can't read the file ({exc.strerror or exc})") from exc
    return decode_file(data, source)
