""""When this creature becomes the target of a spell or ability, ..." (115.1; 601.2c, 602.2b:
an object becomes a target as a spell or ability on the stack chooses it; 603.2), compiled
from Oracle text and played: Frost Walker, Thorn Lieutenant, Stormchaser Drake."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, choose, do, game_at, pass_all, pay, stack, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _cast(game: Game, card: str, target: str) -> None:
    do(game, f"cast {card}", f"target {target}")
    pay(game, required=False)


@template("becomes_target_self_trigger", "targeting_kind", cards=("Frost Walker",))
def test_frost_walker_is_sacrificed_before_the_spell_resolves() -> None:
    """603.3b: the trigger goes on the stack above Giant Growth and resolves first; Frost
    Walker is sacrificed (701.21a), and Giant Growth, its only target gone, doesn't resolve
    (608.2b)."""
    game, labels = game_at({"battlefield": ["Forest", {"card": "Frost Walker", "label": "w"}],
                            "hand": ["Giant Growth"], "library": LIBRARY}, {"library": LIBRARY})
    _cast(game, "Giant Growth", f"Frost Walker#{labels['w']}")
    assert stack(game) == ["Frost Walker ability", "Giant Growth"]      # top first
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Frost Walker"]
    pass_all(game)
    assert "Giant Growth" in zone(game, ALICE, "graveyard")
    assert not game.state.stack


@template("targeting_controller", cards=("Thorn Lieutenant",))
def test_thorn_lieutenant_triggers_only_for_an_opponents_spell() -> None:
    """102.3: Alice's own Giant Growth doesn't trigger Thorn Lieutenant ("an opponent
    controls"); Bob's Shock does, and Alice creates a 1/1 Elf Warrior."""
    game, labels = game_at({"battlefield": ["Forest", {"card": "Thorn Lieutenant", "label": "t"}],
                            "hand": ["Giant Growth"], "library": LIBRARY},
                           {"battlefield": ["Mountain"], "hand": ["Shock"], "library": LIBRARY})
    thorn = f"Thorn Lieutenant#{labels['t']}"
    _cast(game, "Giant Growth", thorn)
    assert len(game.state.stack) == 1           # no trigger
    game.apply("pass")                          # Alice passes; Bob responds
    _cast(game, "Shock", thorn)
    assert len(game.state.stack) == 3           # Giant Growth, Shock, the trigger
    pass_all(game)
    assert any(o.card.name.startswith("Elf Warrior") for o in game.state.permanents()
               if o.controller == ALICE)
    pass_all(game)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Shock"]


@template(cards=("Stormchaser Drake",))
def test_stormchaser_drake_draws_for_a_spell_not_an_ability() -> None:
    """"a spell you control" (112.1): Alice's Giant Growth on the Drake triggers it and
    she draws a card; her Prodigal Sorcerer's ability targeting it doesn't."""
    game, labels = game_at({"battlefield": ["Forest", "Prodigal Sorcerer",
                                            {"card": "Stormchaser Drake", "label": "d"}],
                            "hand": ["Giant Growth"], "library": LIBRARY}, {"library": LIBRARY})
    drake = f"Stormchaser Drake#{labels['d']}"
    _cast(game, "Giant Growth", drake)
    assert len(game.state.stack) == 2           # Giant Growth and the trigger
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Island"]
    pass_all(game)                              # Giant Growth: the Drake is 5/4
    choose(game, "activate Prodigal Sorcerer")
    do(game, f"target {drake}")
    assert len(game.state.stack) == 1           # no trigger for an ability
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Island"]
