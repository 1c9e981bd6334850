"""201.5c: text printed on a legendary card may refer to it by a shortened version of its
name, treated as its full name (the Oracle lexer writes both as ``~``)."""

from __future__ import annotations

from manastack.cards.database import default_database
from manastack.cards.oracle.lexer import clean_text


def _clean(name: str) -> str:
    data = default_database().get(name)
    assert data is not None, name
    return clean_text(data)


def test_a_shortened_name_before_of_or_the_is_the_card_itself() -> None:
    """201.5c: "Karlov" on Karlov of the Ghost Council and "Rhys" on Rhys the Exiled are the
    card's own name."""
    assert "Karlov" not in _clean("Karlov of the Ghost Council")
    assert _clean("Karlov of the Ghost Council").startswith(
        "Whenever you gain life, put two +1/+1 counters on ~.")
    assert _clean("Rhys the Exiled").startswith("Whenever ~ attacks")


def test_a_name_sharing_the_first_word_is_not_shortened() -> None:
    """201.5c, 201.2: Tuktuk the Explorer's text names another card, Tuktuk the Returned, so
    "Tuktuk" there is not the card's shortened name."""
    text = _clean("Tuktuk the Explorer")
    assert "Tuktuk the Returned" in text and "When ~ dies" in text


def test_the_first_word_of_a_legend_s_name_is_its_shortened_name() -> None:
    """201.5c: "Ajani" on Ajani Vengeant, "Zurgo" on Zurgo Helmsmasher and "General Kudro"
    on General Kudro of Drannith are the card itself."""
    assert "[-2]: ~ deals 3 damage to any target" in _clean("Ajani Vengeant")
    assert _clean("Zurgo Helmsmasher").startswith("Haste\n~ attacks each combat if able.")
    assert "\nWhenever ~ or another Human you control enters" in _clean("General Kudro of Drannith")


def test_a_first_word_that_is_not_the_card_is_left_alone() -> None:
    """201.5c needs the words to be the card's name: a creature type ("Sliver" on Sliver
    Queen means Slivers), "The" of "The Tenth Doctor", and a first word that begins another
    name in the text stay as printed."""
    assert "Sliver" in _clean("Sliver Queen")
    assert "The first spell" in _clean("The Twelfth Doctor")
    assert "named Nissa's Chosen" in _clean("Nissa Revane")
