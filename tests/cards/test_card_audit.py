"""The support audit (cards/oracle/audit.py): every card counted as supported has behaviour
for each paragraph of its rules text (207.1, reminder text aside) and, if it is a land, the
mana abilities of its basic land types (305.6) and of its text (605.1a)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from manastack.cards.database import default_database
from manastack.cards.oracle import compile_card
from manastack.cards.oracle.audit import audit
from manastack.cards.oracle.coverage import definition, supported_pool
from manastack.cards.registry import all_cards, get_card, is_supported
from manastack.errors import UnsupportedCardError
from manastack.rules.abilities import CardDef


def test_every_supported_card_passes_the_audit() -> None:
    """207.1, 305.6, 605.1a: the audit confirms every card of the supported pool, compiled
    or hand-written."""
    db = default_database()
    pool = supported_pool()
    assert len(pool) > 5000
    failures = {data.name: audit(found, data) for data, found in pool}
    failures.update((c.name, audit(c, db.get(c.name))) for c in all_cards()
                    if c.name in db)
    assert not {name: p for name, p in failures.items() if p}


def _without_abilities(found: CardDef, *texts: str) -> CardDef:
    return dataclasses.replace(found, abilities=tuple(
        a for a in found.abilities if a.text not in texts))


def test_a_paragraph_without_behaviour_is_named() -> None:
    """207.1: a definition lacking the ability of one paragraph ("Enchanted land is an
    Island.") is not confirmed, and the paragraph is named."""
    data = default_database().get("Spreading Seas")
    problems = audit(_without_abilities(get_card("Spreading Seas"),
                                        "Enchanted land is an Island."), data)
    assert problems == ["'Enchanted land is an Island.': no behaviour in the definition"]


def test_a_land_without_the_mana_ability_of_its_type_is_not_confirmed() -> None:
    """305.6, 605.1a: Volcanic Island without "{T}: Add {U}." fails the audit for its Island
    type and for its reminder text's {U}."""
    data = default_database().get("Volcanic Island")
    problems = audit(_without_abilities(get_card("Volcanic Island"), "{T}: Add {U}."), data)
    assert problems == ["no intrinsic mana ability '{T}: Add {U}.' (305.6)",
                        "no mana ability adds {U} (605.1a)"]


def test_reminder_text_mana_is_required_of_a_land() -> None:
    """605.1a: a land whose reminder text says "{T}: Add {U} or {R}." but which has no
    basic land type (the types missing from the data) is refused by the compiler, naming
    the missing mana ability."""
    data = dataclasses.replace(default_database().get("Volcanic Island"), subtypes=())
    with pytest.raises(UnsupportedCardError, match=r"no mana ability, though the text adds mana"):
        compile_card(data)


def test_the_mana_an_add_clause_names_must_be_made() -> None:
    """605.1a: Llanowar Wastes's "{T}: Add {B} or {G}. ..." demands a mana ability that
    makes {B} and {G}: one that makes only {C} is not enough."""
    db = default_database()
    found = get_card("Llanowar Wastes")
    only_colorless = _without_abilities(found, *(a.text for a in found.abilities
                                                 if "{B}" in a.text))
    assert "no mana ability adds {B}{G} (605.1a)" in audit(only_colorless,
                                                          db.get("Llanowar Wastes"))


def test_coverage_and_cards_show_agree() -> None:
    """Coverage counts a card exactly when the registry (and so `manastack cards show`)
    serves it: a seeded sample of the database."""
    db = default_database()
    for name in random.Random(12).sample(db.names(), 400):
        try:
            definition(db.get(name))
            counted = True
        except UnsupportedCardError:
            counted = False
        assert counted == is_supported(name), name
