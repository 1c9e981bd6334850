"""500.6 and 506-511: abilities that trigger at the beginning of a step, on attacking, on
blocking and on combat damage (508.3, 509.3: each with its own trigger condition), put on the
stack before the active player receives priority; what can attack; and creatures leaving
combat as it ends."""

from __future__ import annotations

from helpers import ALICE, BOB, do, game_at, pass_all, pass_until, stack, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _priority(game: Game) -> bool:
    return game.decision is not None and game.decision.kind is DecisionKind.PRIORITY


def _to_attackers(game: Game) -> None:
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.ATTACKERS)


def test_an_attack_trigger_goes_on_the_stack_before_priority() -> None:
    """508.3a / 508.2a / 508.2b / 603.3: Agate-Blade Assassin's "Whenever this creature attacks"
    triggers as it is declared an attacker, and the ability is on the stack when Alice
    receives priority in the declare attackers step; it resolves before blockers."""
    game, labels = game_at({"battlefield": [{"card": "Agate-Blade Assassin", "label": "a"}],
                            "library": LIBRARY}, {"library": LIBRARY}, step="beginning of combat")
    _to_attackers(game)
    do(game, f"attack with Agate-Blade Assassin#{labels['a']} -> Bob", "done declaring attackers")
    assert _priority(game) and game.decision is not None and game.decision.player == ALICE
    assert stack(game) == ["Agate-Blade Assassin ability"]
    pass_all(game)
    assert game.state.players[BOB].life == 19 and game.state.players[ALICE].life == 21
    assert game.state.step.value == "declare attackers"


def test_a_block_trigger_goes_on_the_stack_before_priority() -> None:
    """509.3a / 509.1i / 509.2a / 509.2: Giant Badger's "Whenever this creature blocks" triggers
    as Bob declares it a blocker, and is on the stack when Alice, the active player, receives
    priority in the declare blockers step."""
    game, labels = game_at({"battlefield": [{"card": "Gray Ogre", "label": "ogre"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Giant Badger", "label": "badger"}],
                            "library": LIBRARY}, step="beginning of combat")
    _to_attackers(game)
    do(game, f"attack with Gray Ogre#{labels['ogre']} -> Bob", "done declaring attackers")
    pass_all(game)
    do(game, f"block Gray Ogre#{labels['ogre']} with Giant Badger#{labels['badger']}",
       "done declaring blockers")
    assert _priority(game) and game.decision is not None and game.decision.player == ALICE
    assert stack(game) == ["Giant Badger ability"]
    pass_all(game)
    pass_until(game, lambda g: g.state.step.value == "postcombat main")
    assert labels["badger"] in game.state.battlefield and labels["ogre"] not in \
        game.state.battlefield


def test_a_beginning_of_upkeep_trigger() -> None:
    """500.6 / 503.1a / 117.3a / 703.1a: Ajani's Mantra's "At the beginning of your upkeep" triggers
    as Alice's upkeep begins and is put on the stack the next time a player would receive priority,
    before Alice gets it."""
    game, _ = game_at({"battlefield": ["Ajani's Mantra"], "library": LIBRARY},
                      {"library": LIBRARY}, turn=4, active="Bob", step="end")
    pass_until(game, lambda g: g.state.step.value == "upkeep" and g.state.active == ALICE
               and g.decision is not None)
    assert stack(game) == ["Ajani's Mantra ability"]


def test_only_creatures_can_attack() -> None:
    """506.3 / 508.1a: Alice's untapped Glorious Anthem and lands are no attackers; only her
    creature is offered."""
    game, labels = game_at({"battlefield": ["Glorious Anthem", "Forest",
                                           {"card": "Gray Ogre", "label": "ogre"}],
                            "library": LIBRARY}, {"library": LIBRARY}, step="beginning of combat")
    _to_attackers(game)
    assert [t for t in texts(game) if t.startswith("attack with")] == [
        f"attack with Gray Ogre#{labels['ogre']} -> Bob"]


def test_creatures_leave_combat_when_the_end_of_combat_step_ends() -> None:
    """511.3 / 506.4: once the end of combat step ends, no creature is attacking any more: in
    the postcombat main phase there is no combat."""
    game, labels = game_at({"battlefield": [{"card": "Gray Ogre", "label": "ogre"}],
                            "library": LIBRARY}, {"library": LIBRARY}, step="beginning of combat")
    _to_attackers(game)
    do(game, f"attack with Gray Ogre#{labels['ogre']} -> Bob", "done declaring attackers")
    pass_until(game, lambda g: g.state.step.value == "end of combat" and _priority(g))
    assert game.state.combat is not None and game.state.combat.attacker_ids == (labels["ogre"],)
    pass_until(game, lambda g: g.state.step.value == "postcombat main")
    assert game.state.combat is None or not game.state.combat.attackers


def test_a_gain_life_trigger() -> None:
    """119.9 / 603.2: Ajani's Pridemate's "Whenever you gain life" triggers on each life-gaining
    event: Agate-Blade Assassin's attack gains Alice 1 life, and the Pridemate gets a +1/+1
    counter."""
    game, labels = game_at({"battlefield": [{"card": "Agate-Blade Assassin", "label": "a"},
                                           {"card": "Ajani's Pridemate", "label": "cat"}],
                            "library": LIBRARY}, {"library": LIBRARY}, step="beginning of combat")
    _to_attackers(game)
    do(game, f"attack with Agate-Blade Assassin#{labels['a']} -> Bob", "done declaring attackers")
    pass_all(game)
    assert stack(game) == ["Ajani's Pridemate ability"]
    pass_all(game)
    assert game.state.obj(labels["cat"]).counters.get("+1/+1") == 1


def test_defending_player_is_the_one_attacked() -> None:
    """508.5 / 508.5a / 506.2a / 802.2: in a three-player game Alice's Agate-Blade Assassin
    attacks Carol; "defending player loses 1 life" means Carol, the player it attacks, and
    not Bob, who is also Alice's opponent."""
    game, labels = game_at({"battlefield": [{"card": "Agate-Blade Assassin", "label": "a"}],
                            "library": LIBRARY}, {"library": LIBRARY},
                           carol={"library": LIBRARY}, step="beginning of combat")
    _to_attackers(game)
    do(game, f"attack with Agate-Blade Assassin#{labels['a']} -> Carol",
       "done declaring attackers")
    pass_all(game)
    lives = {p.name: p.life for p in game.state.players}
    assert lives == {"Alice": 21, "Bob": 20, "Carol": 19}


def test_a_combat_damage_trigger_goes_on_the_stack_before_priority() -> None:
    """510.3a / 510.3 / 603.2 / 603.2a: Havengul Vampire's "Whenever this creature deals combat
    damage to a player" triggers as the damage is dealt, in a step in which no sorcery could
    be cast, and is on the stack when Alice receives priority in the combat damage step."""
    game, labels = game_at({"battlefield": [{"card": "Havengul Vampire", "label": "v"}],
                            "library": LIBRARY}, {"library": LIBRARY}, step="beginning of combat")
    _to_attackers(game)
    do(game, f"attack with Havengul Vampire#{labels['v']} -> Bob", "done declaring attackers")
    pass_until(game, lambda g: g.state.step.value == "combat damage" and _priority(g))
    assert game.decision is not None and game.decision.player == ALICE
    assert stack(game) == ["Havengul Vampire ability"] and game.state.players[BOB].life == 18
    pass_all(game)
    assert game.state.obj(labels["v"]).counters.get("+1/+1") == 1


def test_tapping_an_attacker_doesnt_remove_it_from_combat() -> None:
    """506.4b / 701.26a: Alice's attacking Alert Shu Infantry (vigilance, so untapped) is
    tapped by Bob's Djeru's Renunciation; it stays attacking and deals its combat damage."""
    game, labels = game_at({"battlefield": [{"card": "Alert Shu Infantry", "label": "s"}],
                            "library": LIBRARY},
                           {"hand": ["Djeru's Renunciation"], "battlefield": ["Plains"] * 2,
                            "library": LIBRARY}, step="beginning of combat")
    _to_attackers(game)
    do(game, f"attack with Alert Shu Infantry#{labels['s']} -> Bob", "done declaring attackers")
    do(game, "pass", "cast Djeru's Renunciation", f"target Alert Shu Infantry#{labels['s']}",
       "no more targets")
    if game.decision is not None and game.decision.kind is DecisionKind.MANA_PAYMENT:
        do(game, next(t for t in texts(game) if t.startswith(("pay", "auto"))))
    pass_all(game)
    assert game.state.obj(labels["s"]).tapped
    assert game.state.combat is not None and labels["s"] in game.state.combat.attacker_ids
    pass_until(game, lambda g: g.state.step.value == "postcombat main")
    assert game.state.players[BOB].life == 18
