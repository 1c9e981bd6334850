"""A permanent's permission to cast spells from a graveyard (601.3), compiled from Oracle
text and played: "Once during each of your turns, you may cast a creature spell from your
graveyard." (Karador, Ghost Chieftain), with its "This spell costs {1} less to cast for each
creature card in your graveyard." (601.2f)."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

from helpers import ALICE, choose, game_at, pass_all, pay, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 8
LANDS = ["Forest", "Forest", "Forest", "Forest", "Plains", "Swamp"]


def _karador(graveyard: list[str], **where: object) -> Game:
    game, _ = game_at(
        {"library": LIBRARY, "graveyard": graveyard, "battlefield": ["Karador, Ghost Chieftain", *LANDS]},
        {"library": LIBRARY},
        **where,
    )  # type: ignore[arg-type]
    return game


def _casts(game: Game) -> list[str]:
    return sorted({t.split("#")[0] for t in texts(game) if t.startswith("cast ")})


@template("graveyard_cast_once_each_turn", cards=("Karador, Ghost Chieftain",))
def test_karador_lets_one_creature_spell_be_cast_from_the_graveyard_each_turn() -> None:
    """601.3: Alice casts Grizzly Bears from her graveyard by Karador's permission and it
    resolves onto the battlefield; the permission is used for this turn, so her Trained Armodon
    can't be cast from her graveyard too; Giant Growth (not a creature) never could."""
    game = _karador(["Grizzly Bears", "Trained Armodon", "Giant Growth"])
    assert _casts(game) == ["cast Grizzly Bears", "cast Trained Armodon"]
    cast(game, "Grizzly Bears")
    pass_all(game)
    assert "Grizzly Bears" not in zone(game, ALICE, "graveyard")
    assert _casts(game) == []
    assert zone(game, ALICE, "graveyard") == ["Trained Armodon", "Giant Growth"]


@template("graveyard_cast_once_each_turn", cards=("Karador, Ghost Chieftain",))
def test_karador_permission_comes_back_on_alices_next_turn_only() -> None:
    """601.3: "during each of your turns": on Bob's turn Alice can't cast her Ambush Viper
    (flash) from her graveyard; on her own turn she can, at instant speed, as flash allows
    (117.1a), and on her next turn again once she has used it."""
    game = _karador(["Ambush Viper", "Ambush Viper"], active="Bob", step="upkeep", priority="Alice")
    assert game.decision is not None and game.decision.player == ALICE
    assert _casts(game) == []
    pass_until(game, "upkeep", turn=4)
    assert _casts(game) == ["cast Ambush Viper"]
    choose(game, "cast Ambush Viper")
    pay(game)
    pass_all(game)
    assert _casts(game) == []
    pass_until(game, "upkeep", turn=6)
    assert _casts(game) == ["cast Ambush Viper"]


def _karador_in_hand(creatures: int) -> Game:
    game, _ = game_at(
        {
            "library": LIBRARY,
            "hand": ["Karador, Ghost Chieftain"],
            "graveyard": ["Grizzly Bears"] * creatures + ["Giant Growth"],
            "battlefield": ["Plains", "Swamp", "Forest"],
        },
        {"library": LIBRARY},
    )
    return game


@template("cost_less_for_each", cards=("Karador, Ghost Chieftain",))
def test_karador_costs_one_less_for_each_creature_card_in_the_graveyard() -> None:
    """601.2f: with five creature cards in Alice's graveyard (Giant Growth doesn't count)
    Karador costs {W}{B}{G}, which her three lands pay; with four it costs {1} more than
    they make, so it can't be cast (601.2g)."""
    assert "cast Karador, Ghost Chieftain" not in _casts(_karador_in_hand(4))
    game = _karador_in_hand(5)
    cast(game, "Karador, Ghost Chieftain")
    pass_all(game)
    assert "Karador, Ghost Chieftain" in [game.state.objects[o].card.name for o in game.state.battlefield]
