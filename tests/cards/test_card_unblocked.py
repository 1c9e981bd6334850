"""Goblin Vandal: "Whenever this creature attacks and isn't blocked, you may pay {R}. If you
do, destroy target artifact defending player controls and this creature assigns no combat
damage this turn." (509.3g, 508.5, 118.12, 510.1a)."""

from __future__ import annotations

from oracle_harness import attack, pass_until, template

from helpers import ALICE, BOB, CAROL, game_at, life, on_battlefield, pass_all, pt, stack, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6
VANDAL = "Goblin Vandal"


def _vandal_game(**bob: object) -> tuple[Game, dict[str, int]]:
    alice = {"battlefield": [{"card": VANDAL, "label": "v"}, "Mountain",
                             {"card": "Ornithopter", "label": "mine"}], "library": LIBRARY}
    bob_entry = {"battlefield": [{"card": "Sol Ring", "label": "ring"},
                                 {"card": "Grizzly Bears", "label": "bears"}],
                 "library": LIBRARY, **bob}
    return game_at(alice, bob_entry)


def _to_blocks(game: Game, block: bool) -> None:
    """Pass until Bob declares blockers; block the Vandal with the Bears or not."""
    while game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        game.apply("pass")
    assert game.decision is not None and game.decision.kind is DecisionKind.BLOCKERS
    game.apply(texts(game)[0] if block else "done declaring blockers")


def _resolve_trigger(game: Game, pay: bool) -> None:
    pass_all(game, until_stack_changes=True)
    assert game.decision is not None and game.decision.kind is DecisionKind.MAY
    game.apply("yes" if pay else "no")
    if pay:
        game.apply("pay {R} automatically")


@template("attacks_unblocked_trigger", "defending_player_controls",
          "self_assigns_no_combat_damage", cards=(VANDAL,))
def test_unblocked_vandal_pays_destroys_an_artifact_and_deals_no_damage() -> None:
    """509.3g, 508.5, 510.1a: not blocked, it triggers; the only target offered is Bob's Sol
    Ring (not Alice's Ornithopter); paying {R} destroys it, and the Vandal deals Bob no
    combat damage."""
    game, labels = _vandal_game()
    attack(game, labels["v"])
    _to_blocks(game, block=False)
    assert texts(game) == [f"target Sol Ring#{labels['ring']}"]
    game.apply(texts(game)[0])
    _resolve_trigger(game, pay=True)
    assert not on_battlefield(game, labels["ring"]) and on_battlefield(game, labels["mine"])
    pass_all(game)
    assert life(game, BOB) == 20


@template("attacks_unblocked_trigger", cards=(VANDAL,))
def test_declining_to_pay_keeps_the_artifact_and_the_damage() -> None:
    """118.12: without the payment nothing happens: the Sol Ring stays and the Vandal deals
    its 1 combat damage."""
    game, labels = _vandal_game()
    attack(game, labels["v"])
    _to_blocks(game, block=False)
    game.apply(texts(game)[0])
    _resolve_trigger(game, pay=False)
    assert on_battlefield(game, labels["ring"])
    pass_all(game)
    assert life(game, BOB) == 19


@template("attacks_unblocked_trigger", cards=(VANDAL,))
def test_blocked_vandal_does_not_trigger() -> None:
    """509.3g: a creature declared as its blocker: no trigger."""
    game, labels = _vandal_game()
    attack(game, labels["v"])
    _to_blocks(game, block=True)
    assert not any(VANDAL in s for s in stack(game))


@template("defending_player_controls", cards=(VANDAL,))
def test_only_the_attacked_players_artifacts_are_targets() -> None:
    """508.5: with three players, the Vandal attacks Carol: Carol's Sol Ring is the only
    target, not Bob's, and only Carol's is destroyed."""
    alice = {"battlefield": [{"card": VANDAL, "label": "v"}, "Mountain"], "library": LIBRARY}
    game, labels = game_at(alice, {"battlefield": [{"card": "Sol Ring", "label": "bob_ring"}],
                                   "library": LIBRARY},
                           carol={"battlefield": [{"card": "Sol Ring", "label": "carol_ring"}],
                                  "library": LIBRARY})
    pass_until(game, "beginning of combat")
    while game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        game.apply("pass")
    game.apply(f"attack with {VANDAL}#{labels['v']} -> Carol")
    game.apply("done declaring attackers")
    while game.decision is not None and game.decision.kind is not DecisionKind.TARGET:
        game.apply("pass" if game.decision.kind is DecisionKind.PRIORITY
                   else "done declaring blockers")
    assert texts(game) == [f"target Sol Ring#{labels['carol_ring']}"]
    game.apply(texts(game)[0])
    _resolve_trigger(game, pay=True)
    assert on_battlefield(game, labels["bob_ring"]) and not on_battlefield(game, labels["carol_ring"])
    assert game.state.players[ALICE].life == 20 and life(game, CAROL) == 20


@template("defending_player_controls", cards=("Mercadia's Downfall",))
def test_an_instant_counts_what_the_attacked_player_controls() -> None:
    """506.2, 508.5: Mercadia's Downfall cast after attackers are declared: "defending
    player" is the player being attacked; Bob's two nonbasic lands give the attacking
    Grizzly Bears +2/+0 (Alice's own nonbasic land doesn't count)."""
    alice = {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}, "Mountain",
                             "Mountain", "Rishadan Port"],
             "hand": ["Mercadia's Downfall"], "library": LIBRARY}
    game, labels = game_at(alice, {"battlefield": ["Rishadan Port", "Rishadan Port"],
                                   "library": LIBRARY})
    attack(game, labels["bears"])
    game.apply("cast Mercadia's Downfall")
    game.apply(next(t for t in texts(game) if "automatically" in t))
    pass_all(game, until_stack_changes=True)
    assert pt(game, labels["bears"]) == (4, 2)
