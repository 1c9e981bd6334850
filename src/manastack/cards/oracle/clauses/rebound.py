"""Rebound (702.88a) in Oracle text; the rules are `rules.rebound`. The grammar is
`rebound.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.rebound import REBOUND


class ReboundClauses:
    """The transformer methods of rebound.lark."""

    def rebound(self, c: list[Any]) -> tuple[str, Any]:
        """The spell's replacement effect on the stack (it creates the delayed trigger)."""
        return ("ability", REBOUND)
