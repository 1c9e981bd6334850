"""718 and 702.160: prototype cards, on real cards compiled from their Oracle text."""

from __future__ import annotations

from oracle_harness import card

from helpers import ALICE, do, game_at, life, pass_all, pt, target_and_pay, texts
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Mountain"] * 5


def _hand(card_name: str, lands: list[str], *others: str) -> tuple[Game, dict[str, int]]:
    return game_at({"hand": [card(card_name, "proto"), *others], "battlefield": lands,
                    "library": LIBRARY}, {"library": LIBRARY})


def _cast(game: Game, text: str) -> int:
    """Cast and resolve; the id of the permanent it became."""
    do(game, text)
    target_and_pay(game)
    pass_all(game)
    return game.state.battlefield[-1]


def test_a_prototyped_spell_uses_only_its_alternative_cost_to_be_cast() -> None:
    """718.3a: with three Mountains Blitz Automaton ({7}) can be cast only prototyped
    ({2}{R})."""
    game, labels = _hand("Blitz Automaton", ["Mountain"] * 3)
    offered = [t for t in texts(game) if t.startswith("cast Blitz Automaton")]
    assert offered == [f"cast Blitz Automaton#{labels['proto']} prototyped"]


def test_a_prototyped_permanent_has_the_alternative_characteristics() -> None:
    """718.3b: the prototyped Blitz Automaton is a red 3/2 with mana value 3, and keeps its
    haste (718.5)."""
    game, _ = _hand("Blitz Automaton", ["Mountain"] * 3)
    oid = _cast(game, "cast Blitz Automaton prototyped")
    chars = characteristics(game.state, oid)
    assert (chars.power, chars.toughness, chars.colors) == (3, 2, {"R"})
    assert game.state.objects[oid].card.mana_value() == 3 and chars.has("haste")


def test_a_prototype_card_cast_normally_has_its_normal_characteristics() -> None:
    """718.3, 718.4: cast normally, Blitz Automaton is a colorless 6/4 with mana value 7."""
    game, _ = _hand("Blitz Automaton", ["Mountain"] * 7)
    oid = _cast(game, "cast Blitz Automaton")
    chars = characteristics(game.state, oid)
    assert (chars.power, chars.toughness, chars.colors) == (6, 4, set())
    assert game.state.objects[oid].card.mana_value() == 7


def test_an_enters_ability_sees_the_prototyped_power() -> None:
    """718.3b, 603.6: Boulderbranch Golem cast prototyped gains Alice life equal to its
    power, 3."""
    game, _ = _hand("Boulderbranch Golem", ["Forest"] * 4)
    _cast(game, "cast Boulderbranch Golem prototyped")
    pass_all(game)
    assert life(game, ALICE) == 23


def test_a_prototyped_permanent_leaving_has_its_normal_characteristics() -> None:
    """718.4: returned to Alice's hand, the prototyped Blitz Automaton is a 6/4 card with
    mana value 7 again."""
    game, _ = _hand("Blitz Automaton", ["Mountain"] * 4 + ["Island"] * 2, "Boomerang")
    oid = _cast(game, "cast Blitz Automaton prototyped")
    do(game, "cast Boomerang")
    target_and_pay(game, f"Blitz Automaton#{oid}")
    pass_all(game)
    in_hand = next(o for o in game.state.players[ALICE].hand
                   if game.state.objects[o].card.name == "Blitz Automaton")
    assert game.state.objects[in_hand].card.mana_value() == 7
    assert pt(game, in_hand) == (6, 4)


def test_a_copy_of_a_prototyped_permanent_is_prototyped() -> None:
    """718.3d, 707.2: Quasiduplicate's token copy of the prototyped Blitz Automaton is a
    red 3/2 too."""
    game, _ = _hand("Blitz Automaton", ["Mountain"] * 4 + ["Island"] * 3, "Quasiduplicate")
    oid = _cast(game, "cast Blitz Automaton prototyped")
    do(game, "cast Quasiduplicate")
    target_and_pay(game, f"Blitz Automaton#{oid}")
    pass_all(game)
    token = game.state.battlefield[-1]
    assert game.state.objects[token].kind == "token"
    chars = characteristics(game.state, token)
    assert (chars.power, chars.toughness, chars.colors) == (3, 2, {"R"})


def test_a_save_keeps_a_prototyped_permanent() -> None:
    """718.3b: a saved game with a prototyped permanent loads with it still prototyped."""
    game, _ = _hand("Blitz Automaton", ["Mountain"] * 3)
    oid = _cast(game, "cast Blitz Automaton prototyped")
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    assert pt(loaded, oid) == (3, 2)
