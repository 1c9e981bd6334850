"""Requirements to block (509.1c) and "[objects] that player controls" (109.4), compiled from
Oracle text and played: Mark for Death ("Target creature an opponent controls blocks this
turn if able. Untap that creature. Other creatures that player controls can't block this
turn."), Provoke."""

from __future__ import annotations

from oracle_harness import attack, cast, pass_until, template

from helpers import BOB, do, game_at, name, resolve, texts, zone
from manastack.game import Game

LIBRARY = ["Mountain"] * 6


def _cast_then_attacked(spell: str, land: str, lands: int) -> tuple[Game, dict[str, int]]:
    """Alice casts `spell` on Bob's tapped Grizzly Bears, then attacks with her Hill Giant;
    Bob, who also controls a Wall of Stone, is declaring blockers."""
    game, labels = game_at({"battlefield": [land] * lands
                            + [{"card": "Hill Giant", "label": "giant"}],
                            "hand": [spell], "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears",
                                             "tapped": True},
                                            {"card": "Wall of Stone", "label": "wall"}],
                            "library": LIBRARY})
    cast(game, spell, name(game, labels["bears"]))
    resolve(game)
    attack(game, labels["giant"])
    game.apply("pass")
    game.apply("pass")
    return game, labels


def _marked() -> tuple[Game, dict[str, int]]:
    return _cast_then_attacked("Mark for Death", "Mountain", 4)


@template("blocks_this_turn", "objects_that_player_controls", cards=("Mark for Death",))
def test_mark_for_death_forces_the_untapped_creature_to_block_alone() -> None:
    """509.1c: the Bears, untapped by Mark for Death (701.26b), must block: "done" is not
    offered until they do; Bob's Wall of Stone ("other creatures that player controls",
    109.4) can't block (509.1b)."""
    game, labels = _marked()
    bears, wall, giant = labels["bears"], labels["wall"], labels["giant"]
    assert not game.state.obj(bears).tapped
    options = texts(game)
    assert "done declaring blockers" not in options
    assert not any(name(game, wall) in o for o in options)
    do(game, f"block {name(game, giant)} with {name(game, bears)}", "done declaring blockers",
       by="Bob")
    assert game.state.combat is not None and game.state.combat.blockers_of(giant) == (bears,)


def test_the_requirement_lasts_only_this_turn() -> None:
    """611.2a, 514.2: in Bob's next turn the Bears are under no requirement and the Wall can
    block again: nothing of Mark for Death's effects is left."""
    game, labels = _marked()
    do(game, f"block {name(game, labels['giant'])} with {name(game, labels['bears'])}",
       "done declaring blockers")
    pass_until(game, "upkeep", turn=4)
    assert not any(e.duration == "end of turn" for e in game.state.effects)
    assert "Grizzly Bears" in zone(game, BOB, "graveyard")


@template("blocks_this_turn", cards=("Provoke",))
def test_provoke_untaps_and_requires_a_block() -> None:
    """509.1c: Provoke untaps Bob's Grizzly Bears and they must block Alice's attacker;
    other creatures of Bob's may still block too."""
    game, labels = _cast_then_attacked("Provoke", "Forest", 2)
    assert "done declaring blockers" not in texts(game)
    giant = name(game, labels["giant"])
    do(game, f"block {giant} with {name(game, labels['wall'])}")
    assert "done declaring blockers" not in texts(game)
    do(game, f"block {giant} with {name(game, labels['bears'])}", "done declaring blockers")


@template("blocks_each_combat", cards=("Razorgrass Screen",))
def test_razorgrass_screen_blocks_each_combat_if_able() -> None:
    """509.1c: Bob's Razorgrass Screen must block Alice's Hill Giant: "done" is offered only
    once it blocks."""
    game, labels = game_at({"battlefield": [{"card": "Hill Giant", "label": "giant"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Razorgrass Screen", "label": "screen"}],
                            "library": LIBRARY})
    attack(game, labels["giant"])
    game.apply("pass")
    game.apply("pass")
    assert "done declaring blockers" not in texts(game)
    do(game, f"block {name(game, labels['giant'])} with {name(game, labels['screen'])}",
       "done declaring blockers", by="Bob")


def test_a_required_blocker_with_nothing_to_block_is_not_required() -> None:
    """509.1c: a requirement is obeyed only if it can be: Bob's Razorgrass Screen can't block
    Alice's flying Serra Angel (702.9b), so Bob may declare no blockers."""
    game, labels = game_at({"battlefield": [{"card": "Serra Angel", "label": "angel"}],
                            "library": LIBRARY},
                           {"battlefield": ["Razorgrass Screen"], "library": LIBRARY})
    attack(game, labels["angel"])
    game.apply("pass")
    game.apply("pass")
    assert texts(game) == ["done declaring blockers"]
