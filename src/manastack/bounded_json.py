"""JSON text as data within limits, for the loaders of untrusted files (docs/limits.md)."""

from __future__ import annotations

import json
from typing import Any


def loads(text: str | bytes, max_digits: int) -> Any:
    """`json.loads`, but ValueError (never RecursionError) for values nested too deep for
    the parser, for a number written with more than `max_digits` digits (converting one
    costs time that grows with the square of its length) and for NaN and Infinity, which
    JSON has no words for."""
    def bounded_int(digits: str) -> int:
        if len(digits) > max_digits:
            raise ValueError(f"a number of {len(digits):,} digits (at most {max_digits})")
        return int(digits)

    def no_constant(name: str) -> float:
        raise ValueError(f"{name} is not a JSON number")

    try:
        return json.loads(text, parse_int=bounded_int, parse_constant=no_constant)
    except RecursionError:
        raise ValueError("values nested too deep") from None
