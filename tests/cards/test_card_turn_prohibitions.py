"""A resolved effect forbidding a player actions until end of turn (101.2, 611.2a, 514.2)
on Abeyance: "Until end of turn, target player can't cast instant or sorcery spells, and
that player can't activate abilities that aren't mana abilities." and "Draw a card."."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, at_step, do, game_at, pass_all, pass_until, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _abeyance_on_bob() -> tuple[Game, dict[str, int]]:
    game, labels = game_at(
        {"hand": ["Abeyance"], "battlefield": ["Plains", "Plains"], "library": LIBRARY},
        {"hand": ["Shock"], "battlefield": ["Mountain", "Mountain",
                                            {"card": "Prodigal Sorcerer", "label": "ps"}],
         "library": LIBRARY})
    do(game, "cast Abeyance", "target Bob", "pay {1}{W} automatically")
    pass_all(game)
    return game, labels


def _bob_options(game: Game) -> str:
    do(game, "pass")        # Alice passes with an empty stack: Bob has priority (117.3d)
    return " | ".join(texts(game))


@template("player_cant_until_end_of_turn", "eot_cant_cast", "eot_spell_type",
          "eot_cant_activate", cards=("Abeyance",))
def test_abeyance_stops_instants_and_nonmana_abilities_this_turn() -> None:
    """101.2, 605.1a: after Abeyance (Alice draws a card), Bob can't cast Shock or activate
    Prodigal Sorcerer this turn, but can still activate his lands' mana abilities."""
    game, _ = _abeyance_on_bob()
    assert zone(game, ALICE, "hand") == ["Island"]
    options = _bob_options(game)
    assert "cast Shock" not in options and "activate Prodigal Sorcerer" not in options
    assert "activate Mountain" in options


@template("player_cant_until_end_of_turn", cards=("Abeyance",))
def test_abeyance_ends_with_the_turn() -> None:
    """611.2a, 514.2: in Bob's next turn he may cast Shock and activate the Sorcerer."""
    game, _ = _abeyance_on_bob()
    pass_until(game, at_step("upkeep", "Bob"))
    options = " | ".join(texts(game))
    assert "cast Shock" in options and "activate Prodigal Sorcerer" in options
