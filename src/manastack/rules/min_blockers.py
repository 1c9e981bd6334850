"""A creature that can't be blocked except by N or more creatures (509.1b: a restriction on
the declaration of blockers, checked once it's complete; 702.111b: menace is the case of
two): a block of it by fewer than N creatures makes the declaration illegal. And one that
"can't be blocked by more than one creature" (509.1b): no second blocker of it is offered.

The creature's ability is a rules marker (`min_blockers_marker`) in its characteristics'
rules, read by `fewest_blockers` and `most_blockers`.
"""

from __future__ import annotations

import re

from manastack.rules.layers import Chars

_MARKER = re.compile(r"can't be blocked except by (\d+) or more creatures")


def min_blockers_marker(n: int) -> str:
    """The rules marker of "can't be blocked except by `n` or more creatures"."""
    return f"can't be blocked except by {n} or more creatures"


def fewest_blockers(c: Chars) -> int:
    """The fewest creatures that may block the creature (509.1b; 702.111b: menace, two)."""
    fewest = 2 if c.has("menace") else 1
    for rule in c.rules:
        found = _MARKER.fullmatch(rule)
        if found:
            fewest = max(fewest, int(found[1]))
    return fewest


# 509.1b: "This creature can't be blocked by more than one creature." (Charging Rhino)
AT_MOST_ONE_BLOCKER = "can't be blocked by more than one creature"


def most_blockers(c: Chars) -> int | None:
    """The most creatures that may block the creature (None: any number, 509.1a)."""
    return 1 if AT_MOST_ONE_BLOCKER in c.rules else None
