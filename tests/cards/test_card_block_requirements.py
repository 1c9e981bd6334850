"""Requirements to block (509.1c) and "[objects] that player controls" (109.4), compiled from
Oracle text and played: Mark for Death ("Target creature an opponent controls blocks this
turn if able. Untap that creature. Other creatures that player controls can't block this
turn."), Provoke."""

from __future__ import annotations

from oracle_harness import attack, cast, pass_until, template

from helpers import BOB, do, game_at, name, pt, resolve, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

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


def _attacked_by(attackers: list[dict[str, str]], blockers: list[object]
                 ) -> tuple[Game, dict[str, int]]:
    """Alice attacks Bob with `attackers`; Bob, with `blockers`, declares blockers."""
    game, labels = game_at({"battlefield": attackers, "library": LIBRARY},
                           {"battlefield": blockers, "library": LIBRARY})
    attack(game, *(labels[a["label"]] for a in attackers))
    game.apply("pass")
    game.apply("pass")
    return game, labels


@template("must_be_blocked", cards=("Inescapable Brute",))
def test_inescapable_brute_must_be_blocked_by_a_creature_that_could() -> None:
    """509.1c: Bob's Grizzly Bears could block Alice's Inescapable Brute, so "done" is not
    offered while they block her Hill Giant instead (blocking the Brute obeys one
    requirement more); once they block the Brute it is."""
    game, labels = _attacked_by([{"card": "Inescapable Brute", "label": "brute"},
                                 {"card": "Hill Giant", "label": "giant"}],
                                [{"card": "Grizzly Bears", "label": "bears"}])
    brute, giant, bears = (name(game, labels[k]) for k in ("brute", "giant", "bears"))
    assert "done declaring blockers" not in texts(game)
    do(game, f"block {giant} with {bears}", by="Bob")
    assert "done declaring blockers" not in texts(game)
    do(game, "undo the last block", f"block {brute} with {bears}", "done declaring blockers",
       by="Bob")


def test_a_creature_no_one_can_block_needs_no_blocker() -> None:
    """509.1c: with Bob's only creature tapped, nothing can block Alice's Inescapable
    Brute, so the requirement asks nothing and Bob declares no blockers."""
    game, _labels = _attacked_by([{"card": "Inescapable Brute", "label": "brute"}],
                                 [{"card": "Grizzly Bears", "label": "bears", "tapped": True}])
    assert texts(game) == ["done declaring blockers"]


def _giant_pumped_by(spell: str, forests: int) -> tuple[Game, dict[str, int]]:
    """Alice's Hill Giant after `spell` resolved on it; Bob has Grizzly Bears."""
    game, labels = game_at({"battlefield": ["Forest"] * forests + [{"card": "Hill Giant",
                                                                    "label": "giant"}],
                            "hand": [spell], "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    cast(game, spell, name(game, labels["giant"]))
    resolve(game)
    return game, labels


@template("must_be_blocked_this_turn", cards=("Enlarge",))
def test_enlarge_makes_its_target_big_and_required_to_be_blocked() -> None:
    """611.2a, 509.1c: Enlarge makes Alice's Hill Giant a 10/10 with trample that must be
    blocked this turn: Bob's Grizzly Bears must block it, 8 damage tramples over (702.19b);
    in Bob's next turn nothing of the effect is left."""
    game, labels = _giant_pumped_by("Enlarge", forests=5)
    giant = labels["giant"]
    assert pt(game, giant) == (10, 10)
    attack(game, giant)
    game.apply("pass")
    game.apply("pass")
    assert "done declaring blockers" not in texts(game)
    bears = name(game, labels["bears"])
    do(game, f"block {name(game, giant)} with {bears}", "done declaring blockers", by="Bob")
    while game.decision is not None and game.decision.kind is not DecisionKind.DAMAGE_ASSIGNMENT:
        game.apply("pass")
    do(game, f"assign 2 to {bears}, 8 to Bob", by="Alice")         # 702.19b: trample
    assert game.state.players[BOB].life == 12
    pass_until(game, "upkeep", turn=4)
    assert not any(e.duration == "end of turn" for e in game.state.effects)


@template("and_must_be_blocked_this_turn", cards=("Emergent Growth",))
def test_emergent_growth_pumps_and_requires_a_block_until_end_of_turn() -> None:
    """611.2a, 509.1c: "gets +5/+5 until end of turn and must be blocked this turn if able"
    is one effect: Alice's Hill Giant is an 8/8 that Bob's Grizzly Bears must block."""
    game, labels = _giant_pumped_by("Emergent Growth", forests=4)
    giant = labels["giant"]
    assert pt(game, giant) == (8, 8)
    attack(game, giant)
    game.apply("pass")
    game.apply("pass")
    assert "done declaring blockers" not in texts(game)
