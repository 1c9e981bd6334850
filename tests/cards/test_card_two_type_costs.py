"""A spell that costs less for each card of two types in its caster's graveyard (601.2f),
compiled from Oracle text and played: "This spell costs {1} less to cast for each instant
and sorcery card in your graveyard." (Tolarian Terror, {6}{U})."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, game_at, pass_all, texts
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _terror_game(graveyard: list[str]) -> Game:
    """Alice with Tolarian Terror in hand, two Islands and `graveyard`."""
    game, _ = game_at(
        {
            "library": LIBRARY,
            "hand": ["Tolarian Terror"],
            "graveyard": graveyard,
            "battlefield": ["Island", "Island"],
        },
        {"library": LIBRARY},
    )
    return game


def _terror(graveyard: list[str]) -> list[str]:
    return [t.split("#")[0] for t in texts(_terror_game(graveyard))]


@template("cost_less_for_each_of_two", cards=("Tolarian Terror",))
def test_tolarian_terror_costs_one_less_for_each_instant_and_sorcery_card() -> None:
    """601.2f: three instants and two sorceries in Alice's graveyard take {5} from {6}{U}, so
    her two Islands cast it; Grizzly Bears doesn't count: with four instant or sorcery cards
    it would cost {2}{U}, one more than she has."""
    spells = ["Shock", "Shock", "Counterspell", "Divination", "Mind Rot"]
    assert "cast Tolarian Terror" not in _terror([*spells[:4], "Grizzly Bears"])
    assert "cast Tolarian Terror" in _terror(spells)
    game = _terror_game(spells)
    cast(game, "Tolarian Terror")
    pass_all(game)
    assert any(
        game.state.objects[o].card.name == "Tolarian Terror" and game.state.objects[o].controller == ALICE
        for o in game.state.battlefield
    )
