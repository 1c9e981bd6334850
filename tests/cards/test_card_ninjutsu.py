"""Ninjutsu (702.49a: [cost], reveal this card, return an unblocked attacking creature you
control to its owner's hand: put this card onto the battlefield from your hand tapped and
attacking; 702.49b: revealed while the ability is on the stack; 702.49c: only once a creature
is unblocked, and the card attacks the same player, unblocked): Ninja of the Deep Hours."""

from __future__ import annotations

from oracle_harness import template

from helpers import (
    ALICE,
    BOB,
    at_step,
    choose,
    do,
    game_at,
    name,
    pass_all,
    pass_until,
    pay,
    texts,
    zone,
)
from manastack.game import Game

LIBRARY = ["Island"] * 8
NINJA = "Ninja of the Deep Hours"


def _attack(blocked: bool = False) -> tuple[Game, dict[str, int]]:
    """Alice attacks Bob with Grizzly Bears (Bob blocks it with his Bears if `blocked`); the
    game as Alice gets priority in the declare blockers step."""
    game, labels = game_at(
        {
            "battlefield": [{"card": "Grizzly Bears", "label": "bears"}] + ["Island"] * 2,
            "hand": [NINJA],
            "library": LIBRARY,
        },
        {"battlefield": [{"card": "Grizzly Bears", "label": "blocker"}], "library": LIBRARY},
        step="declare attackers",
        stage="begin",
    )
    do(game, f"attack with {name(game, labels['bears'])} -> Bob", "done declaring attackers", by="Alice")
    assert not [t for t in texts(game) if "Ninjutsu" in t]  # 702.49c: none unblocked yet
    pass_all(game)
    if blocked:
        do(game, f"block {name(game, labels['bears'])} with {name(game, labels['blocker'])}", by="Bob")
    do(game, "done declaring blockers", by="Bob")
    return game, labels


def _ninja(game: Game) -> int:
    return next(o for o in game.state.players[ALICE].hand if game.state.objects[o].card.name == NINJA)


@template("ninjutsu", cards=(NINJA,))
def test_ninjutsu_swaps_an_unblocked_attacker_for_the_ninja() -> None:
    """702.49a-c, 508.4: Alice returns her unblocked Bears and pays {1}{U}: Bob sees the Ninja
    revealed; it enters tapped and attacking Bob, unblocked, and deals him 2 damage; its
    combat damage trigger draws Alice a card."""
    game, _ = _attack()
    ninja = _ninja(game)
    do(game, f"activate {NINJA}#{ninja}: Ninjutsu {{1}}{{U}}", by="Alice")
    pay(game)
    choose(game, "pick Grizzly Bears")
    assert sorted(zone(game, ALICE, "hand")) == ["Grizzly Bears", NINJA]
    assert f"activates {NINJA}#{ninja}" in game.log_text(BOB)  # 702.49b: revealed
    pass_all(game)
    (new,) = (o.id for o in game.state.permanents() if o.card.name == NINJA)
    combat = game.state.combat
    assert combat is not None and combat.defender_of(new) == -1 - BOB
    assert game.state.objects[new].tapped and new not in combat.blocked
    pass_until(game, at_step("combat damage"))
    assert game.state.players[BOB].life == 18
    pass_all(game)  # the Ninja's trigger: "you may draw a card"
    do(game, "yes", by="Alice")
    assert zone(game, ALICE, "hand") == ["Grizzly Bears", "Island"]


@template("ninjutsu", cards=(NINJA,))
def test_ninjutsu_needs_an_unblocked_attacker() -> None:
    """702.49c: Alice's only attacker is blocked: the ninjutsu ability isn't offered."""
    game, _ = _attack(blocked=True)
    assert game.decision is not None and game.decision.player == ALICE
    assert not [t for t in texts(game) if "Ninjutsu" in t]


@template("ninjutsu", cards=(NINJA,))
def test_ninjutsu_returns_the_attacker_as_a_cost() -> None:
    """702.49a, 118.3: the Bears are back in Alice's hand as the ability is activated, before
    it resolves; Bob may respond with the Ninja still in her hand."""
    game, labels = _attack()
    ninja = _ninja(game)
    do(game, f"activate {NINJA}#{ninja}: Ninjutsu {{1}}{{U}}", by="Alice")
    pay(game)
    choose(game, "pick Grizzly Bears")
    assert labels["bears"] not in game.state.battlefield
    assert game.state.stack and ninja in game.state.players[ALICE].hand
    choose(game, "pass")
    assert game.decision is not None and game.decision.player == BOB
