"""Embalm (702.128, 702.128a) and eternalize (702.129, 702.129a): "[Cost], Exile this card
from your graveyard: Create a token that's a copy of this card, except it's white (black, 4/4), it has no mana
cost, and it's a Zombie in addition to its other types. Activate only as a sorcery.",
compiled from Oracle text and played: Sacred Cat, Angel of Sanctions, Proven Combatant."""

from __future__ import annotations

from oracle_harness import activate, attack, pass_until, template

from helpers import ALICE, BOB, do, game_at, life, pass_all, pt, resolve, texts, zone
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Plains"] * 3


def _tokens(game: Game) -> list[int]:
    return [o for o in game.state.battlefield if game.state.objects[o].kind == "token"]


def _graveyard_game(card: str, lands: list[str], step: str = "precombat main") -> tuple[Game, dict[str, int]]:
    return game_at(
        {"battlefield": lands, "graveyard": [{"card": card, "label": "card"}], "library": LIBRARY},
        {"battlefield": [{"card": "Hill Giant", "label": "giant"}], "library": LIBRARY},
        step=step,
    )


@template("embalm", cards=("Sacred Cat",))
def test_sacred_cat_embalmed_is_a_white_zombie_cat_token_with_lifelink() -> None:
    """702.128a, 707.9b, 202.3: Alice pays {W} and exiles Sacred Cat from her graveyard; the
    token is a 1/1 white Zombie Cat named Sacred Cat with lifelink and no mana cost (mana
    value 0); attacking in her next turn, it gains Alice 1 life (702.15b). A saved game keeps the token."""
    game, labels = _graveyard_game("Sacred Cat", ["Plains"])
    activate(game, labels["card"])
    assert zone(game, ALICE, "exile") == ["Sacred Cat"]
    resolve(game)
    (token,) = _tokens(game)
    chars = characteristics(game.state, token)
    assert game.state.objects[token].card.name == "Sacred Cat"
    assert chars.colors == frozenset({"W"}) and chars.subtypes == frozenset({"Zombie", "Cat"})
    assert (chars.power, chars.toughness) == (1, 1) and "lifelink" in chars.keywords
    assert game.state.objects[token].card.mana_value() == 0
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    assert loaded.state.objects[token].card.subtypes == frozenset({"Zombie", "Cat"})
    pass_until(game, "precombat main", turn=5)
    attack(game, token)
    pass_until(game, "end of combat")
    assert life(game, BOB) == 19 and life(game, ALICE) == 21


@template("eternalize", cards=("Proven Combatant",))
def test_proven_combatant_eternalized_is_a_black_four_four() -> None:
    """702.129a, 707.9b: the 1/1 blue Proven Combatant's token is a 4/4 black Zombie Human
    Warrior, a token (111.1) under Alice's control."""
    game, labels = _graveyard_game("Proven Combatant", ["Island"] * 6)
    activate(game, labels["card"])
    resolve(game)
    (token,) = _tokens(game)
    chars = characteristics(game.state, token)
    assert chars.colors == frozenset({"B"}) and pt(game, token) == (4, 4)
    assert chars.subtypes == frozenset({"Zombie", "Human", "Warrior"})
    assert chars.controller == ALICE and zone(game, ALICE, "graveyard") == []


@template("embalm", cards=("Angel of Sanctions",))
def test_angel_of_sanctions_token_has_its_enters_ability() -> None:
    """707.2, 603.6a: the embalmed Angel of Sanctions is a copy with the card's abilities:
    as it enters its trigger exiles Bob's Hill Giant."""
    game, labels = _graveyard_game("Angel of Sanctions", ["Plains"] * 6)
    activate(game, labels["card"])
    resolve(game)
    assert texts(game)[0].startswith("target Hill Giant")
    do(game, texts(game)[0])
    pass_all(game)
    do(game, "yes", by="Alice")
    assert zone(game, BOB, "exile") == ["Hill Giant"]


def test_embalm_only_as_a_sorcery_and_only_from_the_graveyard() -> None:
    """702.128a, 602.5d, 113.6: not in Alice's upkeep, not from her hand."""
    upkeep, _ = _graveyard_game("Sacred Cat", ["Plains"], step="upkeep")
    assert not any("Embalm" in t for t in texts(upkeep))
    hand, _ = game_at(
        {"battlefield": ["Plains"], "hand": ["Sacred Cat"], "library": LIBRARY}, {"library": LIBRARY}
    )
    assert not any("Embalm" in t for t in texts(hand))
