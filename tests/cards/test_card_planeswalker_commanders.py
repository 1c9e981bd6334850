"""903.3d: "~ can be your commander." on planeswalkers compiled from Oracle text
(Freyalise, Llanowar's Fury): the deck rules let the card lead a Commander deck, and in
the game it is cast from the command zone (903.8) and uses its loyalty abilities (606)."""

from __future__ import annotations

from oracle_harness import template

from helpers import do, pass_all, position, target_and_pay, texts
from manastack.cards.database import default_database
from manastack.cards.decklist import can_lead, deck_problems, parse_decklist
from manastack.cards.registry import get_card
from manastack.rules.commander import CommanderPermission
from manastack.scenario import build_game_with_labels

FREYALISE = "Freyalise, Llanowar's Fury"       # {3}{G}{G}, loyalty 3


def commander_deck(commander: str, basics: str) -> list[str]:
    return deck_problems(parse_decklist(f"Commander\n1 {commander}\n\nDeck\n99 {basics}\n"),
                         "commander")


@template("commander_permission", cards=(FREYALISE,))
def test_903_3d_freyalise_can_lead_a_commander_deck() -> None:
    """903.3d: Freyalise, a legendary planeswalker (not a creature, 903.3), can be a
    commander because her text says so: her 100-card deck has no problem, while Jace
    Beleren, a legendary planeswalker without that text, is refused (903.3); the clause is
    an ability of her compiled definition that does nothing in the game."""
    card = get_card(FREYALISE)
    assert [a.text for a in card.abilities if isinstance(a, CommanderPermission)] == [
        "~ can be your commander."]
    assert commander_deck(FREYALISE, "Forest") == []
    refused = commander_deck("Jace Beleren", "Island")
    assert len(refused) == 1 and "cannot be a commander" in refused[0] and "903.3" in refused[0]


def test_903_3d_reminder_text_is_not_the_permission() -> None:
    """207.2a / 903.3d: Wizard from Beyond's reminder text says the creature choosing it
    "can be your commander"; a Background alone still can't lead a deck (903.3), while
    Freyalise's rules text makes her a commander."""
    db = default_database()
    assert not can_lead(db.get("Wizard from Beyond"))
    assert can_lead(db.get(FREYALISE))


def test_903_8_freyalise_is_cast_from_the_command_zone_and_makes_an_elf_druid() -> None:
    """903.6, 903.8: Freyalise starts in the command zone and is cast from there for
    {3}{G}{G}; she enters with 3 loyalty (306.5b), and her [+2] (606.4) makes a 1/1 Elf
    Druid whose "{T}: Add {G}." is a mana ability (111.3, 605.1a): loyalty 5."""
    game, _ = build_game_with_labels(position(
        {"battlefield": ["Forest"] * 5, "command": [FREYALISE], "commanders": [FREYALISE],
         "library": ["Forest"] * 5}, {"library": ["Plains"] * 5}, variant="commander"))
    do(game, f"cast {FREYALISE}")
    target_and_pay(game)
    pass_all(game)
    s = game.state
    (walker,) = (o for o in s.battlefield if s.objects[o].card.name == FREYALISE)
    assert s.objects[walker].counters.get("loyalty") == 3
    assert s.commanders[0].casts == 1
    do(game, f"activate {FREYALISE}#{walker}: [+2]: Create a 1/1 green Elf Druid creature "
       'token with "{T}: Add {G}."')
    pass_all(game)
    s = game.state
    assert s.objects[walker].counters.get("loyalty") == 5
    (elf,) = (o for o in s.battlefield if s.objects[o].kind == "token")
    token = s.objects[elf].card
    assert token.subtypes == frozenset({"Elf", "Druid"}) and token.colors == frozenset("G")
    assert [a.is_mana_ability for a in token.abilities] == [True]
    assert s.objects[s.commanders[0].obj].zone == "battlefield"      # 903.3: still her commander
    assert not any(t.startswith(f"activate {FREYALISE}") for t in texts(game))   # 606.3
