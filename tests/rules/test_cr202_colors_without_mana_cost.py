"""105.2, 202.2, 204 and 903.4: the colors of a card face without a mana cost, proven from
the card data (which has color identities but no color indicators) or refused."""

from __future__ import annotations

import pytest

from helpers import game_at
from manastack.cards.database import default_database
from manastack.cards.oracle.colors import colors_without_mana_cost
from manastack.cards.registry import get_card
from manastack.errors import UnsupportedCardError
from manastack.rules.layers import characteristics


def _colors(name: str, *others: str) -> frozenset[str] | None:
    db = default_database()
    return colors_without_mana_cost(db.get(name), *(db.get(o) for o in others))[0]


def test_an_artifact_land_is_a_colorless_artifact_that_taps_for_its_mana() -> None:
    """202.2b, 105.2c: Seat of the Synod has no mana cost and no color indicator, so it is
    colorless though its color identity is blue; it is an artifact and taps for {U}."""
    game, labels = game_at({"battlefield": [{"card": "Seat of the Synod", "label": "seat"}]})
    chars = characteristics(game.state, labels["seat"])
    assert chars.colors == set() and chars.types == {"Artifact", "Land"}
    assert any(str(c).startswith("activate Seat of the Synod") and "{U}" in str(c)
               for c in game.legal_choices())


def test_a_land_creature_without_mana_symbols_has_its_color_identity_as_its_colors() -> None:
    """903.4, 204.2: Dryad Arbor's text has no mana symbols (its reminder text doesn't
    count, 903.4c), so its color identity, green, is its color indicator's: it is green."""
    assert get_card("Dryad Arbor").colors == {"G"}
    assert _colors("Dryad Arbor") == {"G"}


def test_an_empty_color_identity_proves_a_colorless_face() -> None:
    """903.4d: a color identity holds the colors of both faces' color indicators, so an
    empty one proves the back face Stonewing Antagonizer colorless."""
    assert _colors("Stonewing Antagonizer", "Thraben Gargoyle // Stonewing Antagonizer") \
        == frozenset()


def test_mana_symbols_in_the_text_leave_the_color_unproven() -> None:
    """903.4, 204.2: Ancestral Vision's suspend cost {1}{U} makes its color identity blue
    whether or not it has a blue color indicator, so the data doesn't prove its color; the
    card is refused, its missing mana cost being an unpayable cost (202.1b, 118.6)."""
    assert _colors("Ancestral Vision") is None
    with pytest.raises(UnsupportedCardError, match=r"unpayable cost \(202\.1b, 118\.6\)"):
        get_card("Ancestral Vision")


def test_a_back_face_of_a_colored_card_is_unproven() -> None:
    """903.4d, 204: Insectile Aberration's color identity (blue) is also its front face's
    mana cost's, so its own color indicator can't be told from it."""
    assert _colors("Insectile Aberration", "Delver of Secrets // Insectile Aberration") is None
