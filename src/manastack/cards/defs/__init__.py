"""Hand-written card definitions, one module per group; importing registers them."""

from manastack.cards.defs import basics, starter  # noqa: F401
