"""Hand-written card definitions, one module per group; importing registers them."""

from manastack.cards.defs import basics, drawing, flicker, mana, multiplayer, starter  # noqa: F401
