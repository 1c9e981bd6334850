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


# -- "Create a [token] with [keywords and] "[ability]"" (111.3) ---------------------------------
@template("token_abilities_quoted", cards=("Dragon Egg",))
def test_dragon_egg_makes_a_flying_dragon_that_pumps_itself() -> None:
    """111.3, 603.6c, 602.2: when Dragon Egg dies, Alice creates a 2/2 red Dragon token with
    flying and "{R}: This token gets +1/+0 until end of turn."; she activates it once with
    her Mountain (3/2), the effect ending at cleanup (514.2)."""
    from helpers import pt
    game, _ = game_at({"library": LIBRARY, "battlefield": ["Dragon Egg", "Mountain"]},
                      {"library": LIBRARY, "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    pass_until(game, lambda g: g.decision is not None and g.decision.player == 1)
    cast(game, "Lightning Bolt", "Dragon Egg")
    pass_all(game)
    pass_all(game)
    dragons = [o for o in game.state.battlefield if game.state.objects[o].kind == "token"]
    assert len(dragons) == 1
    token = game.state.objects[dragons[0]].card
    assert token.subtypes == frozenset({"Dragon"}) and "flying" in token.keywords
    assert zone(game, ALICE, "graveyard") == ["Dragon Egg"]
    pass_until(game, lambda g: g.decision is not None and g.decision.player == ALICE)
    choose(game, "activate Dragon")
    from helpers import pay
    pay(game, required=False)
    pass_all(game)
    assert pt(game, dragons[0]) == (3, 2)


@template("token_abilities_quoted", cards=("Pest Summoning",))
def test_pest_summoning_pests_gain_their_controller_life_when_they_die() -> None:
    """111.3, 603.6c: Pest Summoning creates two 1/1 black and green Pests, each with "When
    this token dies, you gain 1 life."; when Bob's Fiery Cannonade kills both, Alice gains 2."""
    from helpers import life
    game, _ = game_at({"library": LIBRARY, "hand": ["Pest Summoning"],
                       "battlefield": ["Swamp", "Forest", "Forest"]},
                      {"library": LIBRARY, "hand": ["Fiery Cannonade"], "battlefield": ["Mountain"] * 3})
    cast(game, "Pest Summoning")
    pass_all(game)
    pests = [o for o in game.state.battlefield if game.state.objects[o].kind == "token"]
    assert len(pests) == 2
    assert all(game.state.objects[o].card.colors == frozenset("BG") for o in pests)
    pass_until(game, lambda g: g.decision is not None and g.decision.player == 1)
    cast(game, "Fiery Cannonade")
    pass_all(game)
    assert not any(game.state.objects[o].kind == "token" for o in game.state.battlefield)
    choose(game, "Pest")           # 603.3b: Alice orders her two triggers
    assert len(game.state.stack) == 2
    pass_all(game)
    pass_all(game)
    assert life(game, ALICE) == 22
