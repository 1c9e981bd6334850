"""The exceptions manastack raises on purpose.

Every error is a :class:`ManastackError`, and each also derives from the builtin
exception a caller would naturally expect (``ValueError``, ``KeyError``, ...), so
code that catches builtins keeps working.
"""

from __future__ import annotations

__all__ = [
    "CardDataError",
    "DeckError",
    "IllegalChoiceError",
    "ManastackError",
    "SaveFileError",
    "ScenarioError",
    "UnknownCardError",
    "UnsupportedCardError",
]


class ManastackError(Exception):
    """Base of every error manastack raises on purpose."""


class IllegalChoiceError(ManastackError, ValueError):
    """A choice the rules forbid; the message names the choice and the rule."""


class DeckError(ManastackError, ValueError):
    """A decklist that cannot be read, or a deck that breaks a deck-construction rule."""


class ScenarioError(ManastackError, ValueError):
    """A scenario description that is malformed or describes an impossible game state."""


class UnsupportedCardError(ManastackError, NotImplementedError):
    """A card whose rules text the engine does not implement; names the card and clause(s)."""


class UnknownCardError(ManastackError, KeyError):
    """A card name that is not in the card database; the message suggests close names."""

    def __str__(self) -> str:
        # KeyError.__str__ repr-quotes a single argument; show the plain message instead.
        if len(self.args) == 1:
            return str(self.args[0])
        return super().__str__()


class CardDataError(ManastackError, ValueError):
    """A card data file that is missing, unreadable or not in a supported format."""


class SaveFileError(ManastackError, ValueError):
    """A saved game file that is missing, unreadable or inconsistent."""
