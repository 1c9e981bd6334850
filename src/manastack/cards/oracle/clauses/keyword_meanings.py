"""Triggered keyword abilities defined by a sentence of the rules: the keyword compiles to
("meaning", (label, sentence, keyword kept or None)), and the compiler compiles the sentence
as any other triggered ability, labelled with the keyword (`compiler.assemble`).

The grammar is `keyword_meanings.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from lark import Token

MeaningValue = tuple[str, tuple[str, str, str | None]]


class KeywordMeaningClauses:
    """The transformer methods of keyword_meanings.lark."""

    def battle_cry(self, c: list[Any]) -> MeaningValue:
        """702.91a."""
        return ("meaning", ("Battle cry", "Whenever this creature attacks, each other attacking "
                            "creature gets +1/+0 until end of turn.", None))

    def afflict(self, c: list[Any]) -> MeaningValue:
        """702.130a."""
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return ("meaning", (f"Afflict {n}", "Whenever this creature becomes blocked, defending "
                            f"player loses {n} life.", None))

    def flanking(self, c: list[Any]) -> MeaningValue:
        """702.25a: "the blocking creature" is the blocker that triggered it (509.3d); the
        keyword stays on the creature, for others' flanking to see (702.25b: each instance
        triggers separately)."""
        return ("meaning", ("Flanking", "Whenever this creature becomes blocked by a creature "
                            "without flanking, that creature gets -1/-1 until end of turn.",
                            "flanking"))

    def flanking_word(self, c: list[Any]) -> str:
        return "flanking"
