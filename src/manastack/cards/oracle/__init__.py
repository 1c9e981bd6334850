"""The Oracle compiler: card definitions compiled from Oracle text (issue 6).

    >>> from manastack.cards.database import default_database
    >>> from manastack.cards.oracle import compile_card
    >>> bolt = compile_card(default_database().get("Lightning Bolt"))

`compile_card` raises `UnsupportedCardError` naming every clause that doesn't compile;
`coverage()` measures the whole card database.
"""

from manastack.cards.oracle.compiler import (
    compile_card,
    compile_unit,
    compiled,
    parse,
    rule_names,
)
from manastack.cards.oracle.coverage import Coverage, coverage, coverage_report
from manastack.cards.oracle.emblems import PREFIX as EMBLEM_PREFIX
from manastack.cards.oracle.emblems import emblem_from_key
from manastack.cards.oracle.tokens import PREFIX as TOKEN_PREFIX
from manastack.cards.oracle.tokens import token_from_key
from manastack.errors import UnsupportedCardError

__all__ = [
    "EMBLEM_PREFIX",
    "TOKEN_PREFIX",
    "Coverage",
    "UnsupportedCardError",
    "compile_card",
    "compile_unit",
    "compiled",
    "coverage",
    "coverage_report",
    "emblem_from_key",
    "parse",
    "rule_names",
    "token_from_key",
]
