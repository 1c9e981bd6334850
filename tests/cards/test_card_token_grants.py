"""Abilities a created token has (111.3): "Create a 0/1 colorless Eldrazi Spawn creature
token. It has "Sacrifice this token: Add {C}."", compiled from Oracle text and played:
Awakening Zone and Kozilek's Predator."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, at_step, choose, game_at, pass_all, pass_until, stack, zone
from manastack.game import Game
from manastack.rules.abilities import ActivatedAbility

LIBRARY = ["Island"] * 6


def _spawns(game: Game) -> list[int]:
    s = game.state
    return [o for o in s.battlefield if s.objects[o].kind == "token"
            and s.objects[o].card.name == "Eldrazi Spawn"]


@template("token_has_ability", cards=("Awakening Zone",))
def test_awakening_zone_spawn_sacrifices_itself_for_colorless_mana() -> None:
    """111.3, 503.1a, 605.1a: at the beginning of Alice's upkeep Awakening Zone's trigger
    lets her create a 0/1 Eldrazi Spawn whose text has "Sacrifice this token: Add {C}.";
    that is a mana ability of the token (605.1a), so with no land she pays Bonesplitter's
    {1} by sacrificing the Spawn (701.21a), and the token ceases to exist (111.7)."""
    game, _ = game_at({"library": LIBRARY, "battlefield": ["Awakening Zone"],
                       "hand": ["Bonesplitter"]}, {"library": LIBRARY},
                      turn=2, active="Bob", step="end")
    pass_until(game, at_step("upkeep", "Alice"))
    assert stack(game) == ["Awakening Zone ability"]
    pass_all(game)
    choose(game, "yes")
    spawns = _spawns(game)
    assert len(spawns) == 1
    token = game.state.objects[spawns[0]]
    assert (token.card.power, token.card.toughness) == (0, 1) and not token.card.colors
    assert [a.is_mana_ability for a in token.card.abilities
            if isinstance(a, ActivatedAbility)] == [True]
    pass_until(game, at_step("precombat main", "Alice"))
    cast(game, "Bonesplitter")
    assert stack(game) == ["Bonesplitter"] and not _spawns(game)
    assert zone(game, ALICE, "graveyard") == []


@template("token_has_ability", cards=("Kozilek's Predator",))
def test_kozileks_predator_spawns_each_have_the_mana_ability() -> None:
    """111.3: "create two ... tokens. They have "[ability]"": both tokens are created with
    the ability, and a saved game rebuilds them from the token's key alone (111.3)."""
    from manastack.cards.oracle.tokens import token_from_key
    game, _ = game_at({"library": LIBRARY, "hand": ["Kozilek's Predator"],
                       "battlefield": ["Forest"] * 4}, {"library": LIBRARY})
    cast(game, "Kozilek's Predator")
    pass_all(game)
    pass_all(game)
    spawns = _spawns(game)
    assert len(spawns) == 2
    for oid in spawns:
        card = game.state.objects[oid].card
        assert token_from_key(str(card.extra["key"])) is card
        assert "Sacrifice this token: Add {C}." in card.text
