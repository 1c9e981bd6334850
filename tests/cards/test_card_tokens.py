"""Predefined tokens (111.10) made by real cards and used in a game: Blood (111.10g, Blood
Servitor, Falkenrath Celebrants), Lander (111.10u, Galactic Wayfarer), Gold (111.10c) and
Shard (111.10e). Each is a colorless token with the rules text the rule gives it."""

from __future__ import annotations

from helpers import ALICE, battlefield, do, game_at, pass_all, texts, zone
from manastack.cards.oracle.tokens import named_token
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 5


def _tokens(game: Game, name: str) -> list[int]:
    return [o for o in game.state.battlefield if game.state.objects[o].card.name == name
            and game.state.objects[o].kind == "token"]


def test_blood_servitor_makes_a_blood_token_that_rummages() -> None:
    """Blood Servitor (111.10g, 602.2b): its enters ability makes a colorless Blood
    artifact token; "{1}, {T}, Discard a card, Sacrifice this token: Draw a card." discards
    and sacrifices as costs, then Alice draws."""
    game, _ = game_at({"hand": ["Blood Servitor", "Forest"], "battlefield": ["Swamp"] * 4,
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Blood Servitor", "pay {3} automatically")
    pass_all(game)
    pass_all(game)
    [blood] = _tokens(game, "Blood")
    chars = characteristics(game.state, blood)
    assert chars.types == {"Artifact"} and not chars.colors and "Blood" in chars.subtypes
    do(game, f"activate Blood#{blood}: {{1}}, {{T}}, Discard a card, Sacrifice ~: Draw a card.")
    while game.decision is not None and game.decision.kind.value != "priority":
        do(game, texts(game)[0])
    assert zone(game, ALICE, "graveyard") == ["Forest"]
    assert blood not in game.state.battlefield
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Island"]


def test_falkenrath_celebrants_makes_two_blood_tokens() -> None:
    """Falkenrath Celebrants (111.10g, 111.1): "create two Blood tokens" makes two."""
    game, _ = game_at({"hand": ["Falkenrath Celebrants"], "battlefield": ["Mountain"] * 5,
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Falkenrath Celebrants", "pay {4}{R} automatically")
    pass_all(game)
    pass_all(game)
    assert len(_tokens(game, "Blood")) == 2


def test_galactic_wayfarers_lander_token_fetches_a_basic_land_tapped() -> None:
    """Galactic Wayfarer (111.10u, 701.23): the Lander token's "{2}, {T}, Sacrifice this
    token: Search your library for a basic land card, put it onto the battlefield tapped,
    then shuffle." puts a Forest from the library onto the battlefield tapped."""
    game, _ = game_at({"hand": ["Galactic Wayfarer"], "battlefield": ["Forest"] * 5,
                       "library": ["Forest", "Island", "Island"]}, {"library": LIBRARY})
    do(game, "cast Galactic Wayfarer", "pay {2}{G} automatically")
    pass_all(game)
    pass_all(game)
    [lander] = _tokens(game, "Lander")
    do(game, f"activate Lander#{lander}: {{2}}, {{T}}, Sacrifice ~: Search your library for a "
       "basic land card, put it onto the battlefield tapped, then shuffle.")
    while game.decision is not None and game.decision.kind.value != "priority":
        do(game, texts(game)[0])
    pass_all(game)
    while game.decision is not None and game.decision.kind.value != "priority":
        do(game, next(t for t in texts(game) if "Forest" in t))
    assert battlefield(game, ALICE).count("Forest") == 6
    fetched = game.state.battlefield[-1]
    assert game.state.objects[fetched].card.name == "Forest" and game.state.objects[fetched].tapped


def test_gold_and_shard_tokens_have_their_rules_text() -> None:
    """111.10c / 111.10e: a Gold token is a colorless Gold artifact with "Sacrifice this
    token: Add one mana of any color."; a Shard token a colorless Shard enchantment with
    "{2}, Sacrifice this token: Scry 1, then draw a card." Played: Gold's mana pays for
    Giant Growth."""
    gold, shard = named_token("Gold"), named_token("Shard")
    assert (gold.types, gold.subtypes, gold.colors) == ({"Artifact"}, {"Gold"}, frozenset())
    assert (shard.types, shard.subtypes) == ({"Enchantment"}, {"Shard"})
    assert [a.text for a in shard.abilities] == ["{2}, Sacrifice ~: Scry 1, then draw a card."]
    game, labels = game_at({"battlefield": [{"card": "token: Gold", "label": "gold"},
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "hand": ["Giant Growth"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Giant Growth", f"target Grizzly Bears#{labels['bears']}")
    do(game, next(t for t in texts(game) if "Gold" in t))
    while game.decision is not None and game.decision.kind.value != "priority":
        do(game, next((t for t in texts(game) if "G" in t.split(":")[-1]), texts(game)[0]))
    pass_all(game)
    assert labels["gold"] not in game.state.battlefield
    assert characteristics(game.state, labels["bears"]).power == 5
