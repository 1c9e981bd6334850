"""Shared helpers of the fuzz tests (docs/limits.md, "Fuzzing").

The normal suite runs a few examples of each fuzz test, derandomized so that CI is
stable; `MANASTACK_FUZZ_EXAMPLES=N` runs N examples of each, randomly (a longer local run).
"""

from __future__ import annotations

import contextlib
import copy
import os
import tracemalloc
from collections.abc import Callable
from typing import Any, TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

T = TypeVar("T")

LONG_RUN = int(os.environ.get("MANASTACK_FUZZ_EXAMPLES", "0") or 0)
TALLY = os.environ.get("MANASTACK_FUZZ_TALLY")      # a file: one line per input tried
MEGABYTE = 1 << 20


def fuzz_settings(examples: int) -> settings:
    """`examples` in the normal suite, MANASTACK_FUZZ_EXAMPLES in a long run."""
    return settings(max_examples=LONG_RUN or examples, deadline=None, database=None,
                    derandomize=not LONG_RUN, print_blob=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much])


def bounded(call: Callable[[], T], peak_mb: float,
            allowed: tuple[type[BaseException], ...]) -> tuple[T | None, BaseException | None]:
    """Run `call` under tracemalloc: its result, or the error it raised, which must be
    one of `allowed`; its peak memory must stay under `peak_mb`."""
    tracemalloc.start()
    try:
        try:
            result, error = call(), None
        except allowed as exc:
            result, error = None, exc
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < peak_mb * MEGABYTE, f"peak memory {peak / MEGABYTE:.1f} MB"
    if error is not None:
        assert len(str(error)) < 5_000, str(error)[:300]
    return result, error


def tally(kind: str) -> None:
    """With MANASTACK_FUZZ_TALLY set, count one input tried (for a long run's report)."""
    if TALLY:
        with open(TALLY, "a", encoding="utf-8") as file:
            file.write(kind + "\n")


# Fragments that mean something to YAML or JSON, spliced into texts.
SPECIAL = [b"&a ", b"*a", b"<<: *a", b"!!python/object:os.system ", b"!!binary ", b"!!set ",
           b"!custom ", b"{", b"}", b"[", b"]", b": ", b"- ", b"\n", b"\n  ", b"'", b'"', b"#",
           b"\x00", b"\xff", b"\xc3", b"9" * 30, b"9" * 5000, b"-1", b"1e999", b"null", b"NaN",
           b"Infinity", b"true", b"~", b"|", b">", b"%YAML 1.1\n", b"---\n", b"\t", b",", b"\\u0000"]


@st.composite
def mutated_bytes(draw: Any, seeds: list[bytes]) -> bytes:
    """A seed text with a few bytes replaced, deleted or inserted, or special fragments
    spliced in."""
    data = bytearray(draw(st.sampled_from(seeds)))
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, len(data)))
        action = draw(st.sampled_from(["replace", "delete", "insert", "special", "repeat"]))
        if action == "replace" and at < len(data):
            data[at] = draw(st.integers(0, 255))
        elif action == "delete":
            del data[at:at + draw(st.integers(1, 40))]
        elif action == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        elif action == "special":
            data[at:at] = draw(st.sampled_from(SPECIAL))
        else:
            end = min(len(data), at + draw(st.integers(1, 60)))
            data[at:at] = data[at:end] * draw(st.integers(1, 50))
    return bytes(data)


def json_values(max_leaves: int = 8) -> st.SearchStrategy[Any]:
    """Any JSON-like value: atoms of every kind (huge numbers, odd texts) in lists and
    mappings."""
    atoms = st.one_of(st.none(), st.booleans(), st.integers(), st.integers(-3, 40),
                      st.just(10 ** 30), st.floats(allow_nan=False, allow_infinity=False),
                      st.text(max_size=12), st.sampled_from(["", "Forest", "Alice", "Bob",
                                                             "precombat main", "{G}", "pass"]))
    return st.recursive(atoms, lambda inner: st.lists(inner, max_size=4)
                        | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                        max_leaves=max_leaves)


@st.composite
def mutated_structure(draw: Any, documents: list[Any]) -> Any:
    """A copy of a JSON-like document with a few nodes replaced, removed, added or
    shared (a node put in two places: YAML writes it with an anchor and an alias)."""
    doc = copy.deepcopy(draw(st.sampled_from(documents)))
    for _ in range(draw(st.integers(1, 4))):
        holder, key = _pick_node(draw, doc)
        if holder is None:
            continue
        action = draw(st.sampled_from(["replace", "remove", "add", "share", "nest"]))
        if action == "replace":
            holder[key] = draw(json_values())
        elif action == "remove":
            del holder[key]
        elif action == "add" and isinstance(holder, dict):
            holder[draw(st.text(max_size=10))] = draw(json_values())
        elif action == "add":
            holder.insert(key, draw(json_values()))
        elif action == "share":
            other, other_key = _pick_node(draw, doc)
            if other is not None and other is not holder[key]:
                with contextlib.suppress(IndexError, KeyError):
                    other[other_key] = holder[key]
        else:
            value: Any = holder[key]
            for _ in range(draw(st.integers(1, 60))):
                value = [value]
            holder[key] = value
    return doc


def _pick_node(draw: Any, doc: Any) -> tuple[Any, Any]:
    """A (container, key) pair somewhere in the document, found by a random walk."""
    holder, key = None, None
    node = doc
    for _ in range(draw(st.integers(0, 8))):
        if isinstance(node, dict) and node:
            k = draw(st.sampled_from(sorted(node, key=str)))
        elif isinstance(node, list) and node:
            k = draw(st.integers(0, len(node) - 1))
        else:
            break
        holder, key, node = node, k, node[k]
    return holder, key
