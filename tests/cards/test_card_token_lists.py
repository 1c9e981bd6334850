"""Several kinds of token created by one instruction (111.1, 111.4), compiled from Oracle
text and played: Bestial Menace."""

from __future__ import annotations

import pytest
from oracle_harness import cast, template

from helpers import ALICE, game_at, pass_all, zone
from manastack.errors import ScenarioError
from manastack.game import Game
from manastack.scenario import inline_cards

LIBRARY = ["Island"] * 5


def _tokens(game: Game, player: int) -> list[tuple[str, int | None, int | None, frozenset[str]]]:
    s = game.state
    return sorted((s.objects[o].card.name, s.objects[o].card.power, s.objects[o].card.toughness,
                   s.objects[o].card.colors)
                  for o in s.battlefield
                  if s.objects[o].kind == "token" and s.objects[o].controller == player)


@template("token_list_chain", cards=("Bestial Menace",))
def test_bestial_menace_creates_a_snake_a_wolf_and_an_elephant() -> None:
    """111.1, 111.4: one instruction makes three different tokens, each a green creature
    with the printed power, toughness and subtype, all under the caster's control."""
    game, _ = game_at({"hand": ["Bestial Menace"], "battlefield": ["Forest"] * 5,
                       "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Bestial Menace")
    pass_all(game)
    green = frozenset({"G"})
    assert _tokens(game, ALICE) == [("Elephant", 3, 3, green), ("Snake", 1, 1, green),
                                    ("Wolf", 2, 2, green)]
    s = game.state
    elephant = next(o for o in s.battlefield if s.objects[o].card.name == "Elephant")
    assert s.objects[elephant].card.subtypes == frozenset({"Elephant"})
    assert "Creature" in s.objects[elephant].card.types
    assert zone(game, ALICE, "graveyard") == ["Bestial Menace"]


def test_a_token_list_after_an_effect_that_creates_no_token_is_refused() -> None:
    """111.1: the listed tokens are objects of a "create" instruction; after any other
    effect the list has no verb, so the card is refused naming the clause."""
    with pytest.raises(ScenarioError, match="a list of tokens after an effect that creates none"):
        inline_cards([{"name": "Odd Menace", "mana_cost": "{3}{G}", "type_line": "Sorcery",
                       "text": "Draw a card, a 1/1 green Snake creature token, and a 2/2 green "
                               "Wolf creature token."}])
