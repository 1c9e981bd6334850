"""111 tokens and 122 counters: who owns and controls a token, the predefined Treasure and
Clue tokens, and +1/+1 and -1/-1 counters annihilating."""

from __future__ import annotations

from helpers import ALICE, BOB, cast_resolved, cites, do, game_at, pass_all, pay, pt, texts, zone
from manastack.game import Game
from manastack.rules.layers import characteristics
from manastack.rules.mana_abilities import mana_value_of


def _tokens(game: Game) -> list[int]:
    s = game.state
    return [oid for oid in s.battlefield if s.obj(oid).kind == "token"]


def test_the_creator_of_a_treasure_owns_and_controls_it() -> None:
    """111.2 / 111.10a / 111.1 / 200.3: Brazen Freebooter's enters ability makes its controller create
    a Treasure: a colorless Treasure artifact token owned and controlled by that player, with
    "{T}, Sacrifice this token: Add one mana of any color"."""
    game, _ = game_at({"hand": ["Brazen Freebooter"], "battlefield": ["Mountain"] * 4,
                       "library": ["Island"] * 3})
    cast_resolved(game, "Brazen Freebooter")
    pass_all(game)
    [token] = _tokens(game)
    obj, chars = game.state.obj(token), characteristics(game.state, token)
    assert obj.owner == ALICE and chars.controller == ALICE
    assert chars.name == "Treasure" and chars.types == {"Artifact"}
    assert chars.subtypes == {"Treasure"} and not chars.colors
    assert any("Treasure" in t and "Sacrifice" in t for t in texts(game))
    # 200.3, 111.3: a token has only the parts of a card that are characteristics; the effect
    # gave it no mana cost, so its mana value is 0.
    assert obj.card.mana_cost.symbols == () and mana_value_of(game.state, token) == 0


def test_sacrificing_a_treasure_adds_mana_and_the_token_ceases_to_exist() -> None:
    """111.10a / 111.7 / 704.5d: sacrificing the Treasure for mana moves it to the graveyard,
    where it ceases to exist at the next check of state-based actions."""
    game, _ = game_at({"battlefield": ["Mountain"] * 4, "hand": ["Brazen Freebooter"],
                       "library": ["Island"] * 3})
    cast_resolved(game, "Brazen Freebooter")
    pass_all(game)
    option = next(t for t in texts(game) if "Treasure" in t and "Sacrifice" in t)
    do(game, option)
    if game.decision is not None and game.decision.kind.value != "priority":
        do(game, texts(game)[0])
    assert not _tokens(game) and zone(game, ALICE, "graveyard") == []
    assert sum(1 for _ in game.state.players[ALICE].pool) == 1
    assert cites(game, "704.5d")


def test_a_clue_is_sacrificed_for_a_card() -> None:
    """111.10f: a Clue token is a colorless Clue artifact with "{2}, Sacrifice this token: Draw
    a card"; Air Nomad Legacy creates one and Alice cracks it."""
    game, _ = game_at({"hand": ["Air Nomad Legacy"], "battlefield": ["Plains", "Island"] * 2,
                       "library": ["Island"] * 3})
    cast_resolved(game, "Air Nomad Legacy")
    pass_all(game)
    [token] = _tokens(game)
    chars = characteristics(game.state, token)
    assert chars.subtypes == {"Clue"} and chars.types == {"Artifact"} and not chars.colors
    hand = len(game.state.players[ALICE].hand)
    do(game, next(t for t in texts(game) if "Clue" in t and "Draw" in t))
    pay(game, required=False)
    pass_all(game)
    assert len(game.state.players[ALICE].hand) == hand + 1 and not _tokens(game)


def test_plus_and_minus_counters_annihilate() -> None:
    """122.3 / 704.5q / 122.1: Bloodied Ghost enters with a -1/-1 counter; a +1/+1 counter from
    Arbor Armament makes one of each, and a state-based action removes the pair, leaving a 3/3
    with no counters."""
    game, labels = game_at({"hand": ["Arbor Armament"], "battlefield": [
        "Forest", {"card": "Bloodied Ghost", "label": "ghost", "counters": {"-1/-1": 1}}]})
    ghost = labels["ghost"]
    assert pt(game, ghost) == (2, 2)
    cast_resolved(game, "Arbor Armament", f"Bloodied Ghost#{ghost}")
    assert game.state.obj(ghost).counters.get("+1/+1", 0) == 0
    assert game.state.obj(ghost).counters.get("-1/-1", 0) == 0
    assert pt(game, ghost) == (3, 3) and cites(game, "704.5q")
    assert zone(game, BOB, "graveyard") == []
