"""702.124: the pairings of two commanders the rules allow, as the decklist reader checks
them for `manastack decks check` and Commander games: plain partner, "Partner—[text]",
"Partner with [name]", "Choose a Background" and "Doctor's companion"; a deck of exactly
100 cards counting both commanders."""

from __future__ import annotations

import pytest

from manastack.cards.decklist import deck_problems, parse_decklist

BJORNA, CECILY = "Bjorna, Nightfall Alchemist", "Cecily, Haunted Mage"  # Partner—Friends forever
ABBY = "Abby, Merciless Soldier"                                        # Partner—Survivors
ALISAIE, ALPHINAUD = "Alisaie Leveilleur", "Alphinaud Leveilleur"       # partner with each other
BLARING_CAPTAIN = "Blaring Captain"                                     # partner with another
ABDEL = "Abdel Adrian, Gorion's Ward"                                   # Choose a Background
ACOLYTE, AGENT = "Acolyte of Bahamut", "Agent of the Iron Throne"       # Backgrounds
CLARA, BARBARA = "Clara Oswald", "Barbara Wright"                       # Doctor's companion
ELEVENTH_DOCTOR = "The Eleventh Doctor"                                 # Time Lord Doctor
KRAUM, ISHAI = "Kraum, Ludevic's Opus", "Ishai, Ojutai Dragonspeaker"   # Partner


def problems(first: str, second: str, others: int = 98) -> list[str]:
    """The problems of a Commander deck led by two cards, the rest Wastes."""
    text = f"Commander\n1 {first}\n1 {second}\n\nDeck\n{others} Wastes\n"
    return deck_problems(parse_decklist(text), "commander")


def refused_as_a_pair(found: list[str]) -> bool:
    return len(found) == 1 and "cannot both be commanders" in found[0] \
        and "(rule 702.124)" in found[0]


@pytest.mark.parametrize("pair, allowed", [
    ((BJORNA, CECILY), True), ((BJORNA, ABBY), False)])
def test_702_124i_partner_with_text_pairs_only_the_same_text(
        pair: tuple[str, str], allowed: bool) -> None:
    """702.124i: two "Partner—Friends forever" cards may lead together; "Partner—Friends
    forever" and "Partner—Survivors" may not."""
    found = problems(*pair)
    assert (found == []) if allowed else refused_as_a_pair(found)


@pytest.mark.parametrize("pair, allowed", [
    ((ALISAIE, ALPHINAUD), True), ((ALISAIE, BLARING_CAPTAIN), False)])
def test_702_124j_partner_with_pairs_only_the_named_card(
        pair: tuple[str, str], allowed: bool) -> None:
    """702.124j: Alisaie and Alphinaud name each other; Blaring Captain names another card."""
    found = problems(*pair)
    assert (found == []) if allowed else refused_as_a_pair(found)


@pytest.mark.parametrize("pair, allowed", [
    ((ABDEL, ACOLYTE), True), ((ACOLYTE, AGENT), False), ((ABDEL, KRAUM), False)])
def test_702_124k_choose_a_background_pairs_with_one_background(
        pair: tuple[str, str], allowed: bool) -> None:
    """702.124k: a creature with "Choose a Background" leads with a legendary Background;
    two Backgrounds can't lead together, nor the creature with a non-Background."""
    found = problems(*pair)
    assert (found == []) if allowed else refused_as_a_pair(found)


@pytest.mark.parametrize("pair, allowed", [
    ((CLARA, ELEVENTH_DOCTOR), True), ((CLARA, BARBARA), False)])
def test_702_124m_doctors_companion_pairs_with_a_time_lord_doctor(
        pair: tuple[str, str], allowed: bool) -> None:
    """702.124m: a Doctor's companion leads with a legendary Time Lord Doctor creature, not
    with another companion."""
    found = problems(*pair)
    assert (found == []) if allowed else refused_as_a_pair(found)


def test_702_124f_different_partner_abilities_do_not_combine() -> None:
    """702.124f: plain partner (Kraum) and "Partner—Friends forever" (Bjorna) are different
    abilities: the pair is refused, while two plain partners lead together (702.124c)."""
    assert refused_as_a_pair(problems(KRAUM, BJORNA))
    assert problems(KRAUM, ISHAI) == []


def test_702_124b_the_deck_has_exactly_100_cards_with_both_commanders() -> None:
    """702.124b / 903.5a: 98 cards and two commanders are a legal deck; 99 and two are not."""
    assert problems(KRAUM, ISHAI, 98) == []
    assert problems(KRAUM, ISHAI, 99) == [
        "the deck has 101 cards including its commander; a commander deck must have exactly "
        "100 (rule 903.5a)"]


def test_702_124b_both_commanders_begin_the_game_in_the_command_zone() -> None:
    """702.124b / 903.6 / 103.2, 103.2c (before the opening hands): a player with two
    partner commanders starts with both in the command zone, and neither in the library."""
    from manastack.cards.registry import get_card
    from manastack.game import Game

    deck = [get_card(name) for name in ["Island", "Mountain", "Plains"] * 32 + ["Island"] * 2]
    game = Game.new([deck, deck], seed=1, variant="commander",
                    commanders=[[get_card(KRAUM), get_card(ISHAI)], [get_card(ISHAI)]])
    s = game.state
    in_command = sorted(s.obj(o).card.name for o in s.command if s.obj(o).owner == 0)
    assert in_command == sorted([KRAUM, ISHAI])
    library = {s.obj(o).card.name for o in s.players[0].library}
    assert not library & {KRAUM, ISHAI}
