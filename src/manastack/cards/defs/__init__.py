"""Hand-written card definitions, one module per group; importing registers them."""

from manastack.cards.defs import (  # noqa: F401
    basics,
    commander,
    drawing,
    flicker,
    mana,
    multiplayer,
    starter,
)
