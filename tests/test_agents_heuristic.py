"""The heuristic player's choices, decision kind by decision kind, in positions where the
right choice is clear: mulligans (103.5), attacks (508.1) and blocks (509.1) that neither
throw creatures away nor take free damage and that see lethal, targets (115), mana payment
keeping the colors the hand needs open (106, 601.2g-h), and "may" choices."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.agents import AGENTS, make_agent
from manastack.agents.cards import facts
from manastack.agents.combat import Fighter, exchange, lethal_in_two, plan_attack
from manastack.agents.heuristic import _HANDLERS, HeuristicAgent, keepable
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.scenario import build_game_with_labels

LIBRARY = ["Forest", "Island", "Mountain", "Plains"] * 3


def position(step: str, alice: dict[str, Any], bob: dict[str, Any], stage: str = "begin",
             active: str = "Alice", **extra: Any) -> tuple[Game, dict[str, int]]:
    players = [{"name": "Alice", "library": list(LIBRARY), **alice},
               {"name": "Bob", "library": list(LIBRARY), **bob}]
    return build_game_with_labels({"players": players, "turn": 3, "active": active,
                                   "step": step, "stage": stage, **extra})


def card(name: str, label: str, **status: Any) -> dict[str, Any]:
    return {"card": name, "label": label, **status}


def test_every_decision_kind_has_its_own_rule() -> None:
    """117, 103.5, 508-510, 601.2, 603.3b, 616.1: no kind of decision falls back to a
    default or a random choice."""
    assert set(_HANDLERS) == set(DecisionKind)


@pytest.mark.parametrize(("hand", "mulligans", "keep"), [
    (["Forest", "Mountain", "Forest", "Llanowar Elves", "Gray Ogre", "Shock", "Hellrider"], 0, True),
    (["Llanowar Elves", "Gray Ogre", "Shock", "Hellrider", "Shivan Dragon", "Lava Axe",
      "Giant Growth"], 0, False),
    (["Forest"] * 6 + ["Gray Ogre"], 0, False),
    (["Island", "Island", "Plains", "Lightning Bolt", "Hellrider", "Shivan Dragon",
      "Lava Axe"], 0, False),
    (["Forest", "Gray Ogre", "Shock", "Llanowar Elves", "Giant Growth", "Lava Axe",
      "Hellrider"], 1, True),
])
def test_mulligans_weigh_lands_colors_and_curve(hand: list[str], mulligans: int,
                                                keep: bool) -> None:
    """103.5: a hand is kept with two to five lands and a spell its lands' colors can cast
    early; a hand of no lands, of six lands, or whose lands make none of its colors goes
    back; after a mulligan a smaller hand is worth keeping with less."""
    found = [f for name in hand if (f := facts(name)) is not None]
    assert keepable(found, mulligans, []) is keep


def test_no_attack_into_a_blocker_that_kills_for_free() -> None:
    """508.1, 510.1: a 2/2 doesn't attack into an untapped 3/3 that would kill it and live."""
    game, _ = position("declare attackers", {"battlefield": [card("Grizzly Bears", "bear")]},
                       {"battlefield": [card("Hill Giant", "giant")]})
    assert HeuristicAgent().choose(game).verb == "done"


def test_an_unblockable_attack_is_taken() -> None:
    """509.1b, 702.9b: nothing the defender has can block a flyer: the free damage is taken."""
    game, _ = position("declare attackers", {"battlefield": [card("Wind Drake", "drake")]},
                       {"battlefield": [card("Hill Giant", "giant")]})
    assert HeuristicAgent().choose(game).verb == "attack"


def attackers_of(game: Game) -> set[int]:
    agent = HeuristicAgent()
    chosen = set()
    while game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS:
        choice = agent.choose(game)
        if choice.verb != "attack":
            break
        chosen.add(int(choice.args[0]))
        game.apply(choice)
    return chosen


def test_lethal_is_seen_through_the_best_blocks() -> None:
    """508.1, 104.3a: three 2/2s against one 3/3 and 4 life: one can be blocked, the other
    two deal the 4 damage, so all attack though one of them would die."""
    game, _ = position("declare attackers",
                       {"battlefield": [card("Grizzly Bears", f"b{i}") for i in range(3)]},
                       {"battlefield": [card("Hill Giant", "giant")], "life": 4})
    assert len(attackers_of(game)) == 3


def blockers_position(alice_life: int, attackers: list[dict[str, Any]],
                      blockers: list[dict[str, Any]]) -> tuple[Game, dict[str, int]]:
    return position("declare blockers",
                    {"battlefield": [{**a, "attacking": "Bob", "tapped": True} for a in attackers]},
                    {"battlefield": blockers, "life": alice_life})


def blocks_of(game: Game) -> list[tuple[int, int]]:
    agent = HeuristicAgent()
    chosen = []
    while game.decision is not None and game.decision.kind is DecisionKind.BLOCKERS:
        choice = agent.choose(game)
        if choice.verb != "block":
            break
        chosen.append((int(choice.args[0]), int(choice.args[1])))
        game.apply(choice)
    return chosen


def test_a_block_that_kills_and_survives_is_made() -> None:
    """509.1a, 510.2: a 3/3 blocks an attacking 2/2 (it kills it and survives)."""
    game, labels = blockers_position(20, [card("Grizzly Bears", "bear")],
                                     [card("Hill Giant", "giant")])
    assert blocks_of(game) == [(labels["giant"], labels["bear"])]


def test_no_free_damage_is_taken() -> None:
    """509.1a: a 0/4 wall takes a 2/2's damage without dying: it blocks."""
    game, labels = blockers_position(20, [card("Grizzly Bears", "bear")],
                                     [card("Wall of Stone", "wall")])
    assert blocks_of(game) == [(labels["wall"], labels["bear"])]


def test_chump_blocks_only_to_survive() -> None:
    """104.3a, 509.1a: a 1/1 doesn't chump a 5/5 at 20 life, but does at 5 life."""
    attackers = [card("Craw Wurm", "wurm")]
    game, _ = blockers_position(20, attackers, [card("Llanowar Elves", "elf")])
    assert blocks_of(game) == []
    game, labels = blockers_position(5, attackers, [card("Llanowar Elves", "elf")])
    assert blocks_of(game) == [(labels["elf"], labels["wurm"])]


def test_a_menace_attacker_is_blocked_by_two_that_kill_it() -> None:
    """702.111b, 509.1a, 510.2: Boggart Brute (3/2, menace) attacks into two Grizzly Bears:
    both block it, and it dies for one of them."""
    game, labels = blockers_position(20, [card("Boggart Brute", "brute")],
                                     [card("Grizzly Bears", "b1"), card("Grizzly Bears", "b2")])
    assert sorted(blocks_of(game)) == [(labels["b1"], labels["brute"]),
                                       (labels["b2"], labels["brute"])]


def test_one_creature_never_blocks_a_menace_attacker_alone() -> None:
    """702.111b, 509.1a: with a single creature that could block it, Boggart Brute goes
    unblocked (at 20 life no chump is needed)."""
    game, _ = blockers_position(20, [card("Boggart Brute", "brute")],
                                [card("Grizzly Bears", "b1")])
    assert blocks_of(game) == []


def test_a_swarm_attacks_into_a_lone_blocker_when_it_wins_the_race() -> None:
    """508.1, 509.1a, 510.2: four Grizzly Bears against one Hill Giant at 20 life: the
    Giant can stop only one of them, and the race is theirs (8 power against 3): all four
    attack, though none would alone."""
    bears = [card("Grizzly Bears", f"b{i}") for i in range(4)]
    game, labels = position("declare attackers", {"battlefield": bears},
                            {"battlefield": [card("Hill Giant", "giant")]})
    assert attackers_of(game) == {labels[f"b{i}"] for i in range(4)}
    game, _ = position("declare attackers", {"battlefield": bears[:1]},
                       {"battlefield": [card("Hill Giant", "giant")]})
    assert attackers_of(game) == set()


def test_burn_in_hand_makes_an_attack_lethal() -> None:
    """120.3, 704.5a, 508.1: two 2/2s against one 3/3 blocker and 5 life get 2 damage
    through; with 3 more from burn after combat that is lethal, so both attack, and
    without the burn (when the crackback is lethal) neither does."""
    bear = Fighter(1, 0, 2, 2, frozenset(), 4.2)
    other = Fighter(2, 0, 2, 2, frozenset(), 4.2)
    giant = Fighter(3, 1, 3, 3, frozenset(), 5.8)
    assert plan_attack([bear, other], [giant], 5, 3, [giant], reach=3) == [1, 2]
    assert plan_attack([bear, other], [giant], 5, 3, [giant]) == []


def test_the_exchange_counts_the_defenders_best_blocks() -> None:
    """509.1a, 510.2: an attack's worth is the life it takes and the blockers it kills,
    less the attackers lost, under the defender's own blocks: a 2/2 into a 3/3 loses it."""
    bear = Fighter(1, 0, 2, 2, frozenset(), 4.2)
    giant = Fighter(3, 1, 3, 3, frozenset(), 5.8)
    assert exchange([bear], [giant], 20) == pytest.approx(-4.2)
    assert exchange([bear], [], 20) > 0
    assert exchange([], [giant], 20) == 0.0


def bolt_target(bob_life: int) -> str:
    game, labels = position("precombat main",
                            {"hand": [card("Lightning Bolt", "bolt")],
                             "battlefield": ["Mountain"]},
                            {"battlefield": [card("Grizzly Bears", "bear")], "life": bob_life},
                            stage="priority")
    game.apply(f"cast Lightning Bolt#{labels['bolt']}")
    while game.decision is not None and game.decision.kind is not DecisionKind.TARGET:
        game.apply(HeuristicAgent().choose(game))
    return str(HeuristicAgent().choose(game))


def test_burn_goes_at_a_creature_unless_it_is_lethal() -> None:
    """115.1, 120.3: Lightning Bolt kills the opposing Grizzly Bears at 20 life, and goes
    at the player at 3 (704.5a)."""
    assert "Grizzly Bears" in bolt_target(20)
    assert bolt_target(3) == "target Bob"


def test_mana_payment_keeps_the_color_the_hand_needs_open() -> None:
    """106.1, 601.2g-h: paying {1}{G} for Grizzly Bears from Forest, Mountain and Island
    with Counterspell-type blue spells in hand leaves the Island untapped."""
    game, labels = position("precombat main",
                            {"hand": [card("Grizzly Bears", "bear"), "Opt"],
                             "battlefield": [card("Island", "island"), card("Mountain", "mountain"),
                                             card("Forest", "forest")]},
                            {}, stage="priority")
    agent = HeuristicAgent()
    game.apply(f"cast Grizzly Bears#{labels['bear']}")
    while game.decision is not None and game.decision.kind is DecisionKind.MANA_PAYMENT:
        game.apply(agent.choose(game))
    island = game.view(0)["battlefield"]
    tapped = {o["card"]: o["tapped"] for o in island if "Land" in o["types"]}
    assert tapped == {"Island": False, "Mountain": True, "Forest": True}


@pytest.mark.parametrize("name", sorted(AGENTS))
def test_every_named_player_finishes_a_game(name: str) -> None:
    """104.2a, 104.4: a game between two of each named player ends, by a win or at the
    turn cap (the cheap settings: single choices taken, mana abilities only while
    paying, 605.3a), every choice a legal one."""
    from manastack.cards.decks import demo_decks
    game = Game.new(demo_decks(), seed=2, take_single_choices=True, mana_at_priority=False,
                    max_turns=12 if name == "search" else 40)
    options = {"iterations": 2} if name == "search" else {}
    agents = [make_agent(name, 1, **options), make_agent(name, 2, **options)]
    while game.decision is not None:
        choice = agents[game.decision.player].choose(game)
        assert choice in game.legal_choices()
        game.apply(choice)
    assert game.is_over


def best_at_priority(game: Game) -> str:
    return str(HeuristicAgent().rank(game)[0])


def test_a_planeswalker_uses_its_loyalty_abilities() -> None:
    """606.3, 606.1: Garruk Wildspeaker's abilities are printed "[+1]:" and "[−1]:";
    with 3 loyalty its player makes a 3/3 Beast in a main phase of their own rather
    than passing."""
    game, _ = position("precombat main",
                       {"battlefield": [card("Garruk Wildspeaker", "garruk"), "Forest"]},
                       {}, stage="priority")
    assert "Create a 3/3 green Beast" in best_at_priority(game)


def test_equipment_goes_to_a_creature_that_attacks() -> None:
    """702.6a, 702.3b: Bonesplitter is equipped to Grizzly Bears, not to Wall of Omens
    (defender: it can't attack); with only the Wall it isn't equipped at all."""
    wall, bears = card("Wall of Omens", "wall"), card("Grizzly Bears", "bears")
    game, labels = position("precombat main",
                            {"battlefield": [card("Bonesplitter", "sword"), "Mountain",
                                             wall, bears]}, {}, stage="priority")
    equip = f"activate Bonesplitter#{labels['sword']}: Equip {{1}}"
    assert best_at_priority(game) == equip
    game.apply(equip)
    agent = HeuristicAgent()
    while game.decision is not None and game.decision.kind is not DecisionKind.TARGET:
        game.apply(agent.choose(game))
    assert str(agent.choose(game)) == f"target Grizzly Bears#{labels['bears']}"
    game, _ = position("precombat main",
                       {"battlefield": [card("Bonesplitter", "sword"), "Mountain", wall]}, {},
                       stage="priority")
    assert best_at_priority(game) == "pass"


def shock_target(bob_life: int, jace_loyalty: int) -> str:
    game, labels = position("precombat main",
                            {"hand": [card("Shock", "shock")], "battlefield": ["Mountain"]},
                            {"battlefield": [card("Jace Beleren", "jace",
                                                  loyalty=jace_loyalty)], "life": bob_life},
                            stage="priority")
    game.apply(f"cast Shock#{labels['shock']}")
    agent = HeuristicAgent()
    while game.decision is not None and game.decision.kind is not DecisionKind.TARGET:
        game.apply(agent.choose(game))
    return str(agent.choose(game))


def test_damage_goes_where_it_is_worth_most() -> None:
    """120.3a, 120.3c, 119.3: Shock kills Jace Beleren at 2 loyalty; at 4 loyalty the 2
    damage are worth more off a player at 6 life than off Jace's loyalty."""
    assert "Jace Beleren" in shock_target(20, 2)
    assert shock_target(6, 4) == "target Bob"


def test_burn_that_only_hits_players_is_cast_after_combat() -> None:
    """120.3a, 505.1: Lava Axe (5 damage to a player) has no other use: at 20 life it is
    cast in the postcombat main phase with the mana nothing else wants, not before
    combat; at 9 life it is a race's burn and is cast at once."""
    lands = ["Mountain"] * 5
    for step, life, cast in (("precombat main", 20, False), ("postcombat main", 20, True),
                             ("precombat main", 9, True)):
        game, _ = position(step, {"hand": [card("Lava Axe", "axe")], "battlefield": lands},
                           {"life": life}, stage="priority")
        assert best_at_priority(game).startswith("cast Lava Axe") is cast, (step, life)


def growth_target(bob_life: int) -> tuple[str, dict[str, int]]:
    bears = [{**card("Grizzly Bears", label), "attacking": "Bob", "tapped": True}
             for label in ("blocked", "free")]
    game, labels = position("declare blockers",
                            {"hand": [card("Giant Growth", "growth")],
                             "battlefield": ["Forest", *bears]},
                            {"battlefield": [{**card("Hill Giant", "giant"),
                                              "blocking": "blocked"}], "life": bob_life},
                            stage="priority")
    agent = HeuristicAgent()
    assert str(agent.rank(game)[0]) == f"cast Giant Growth#{labels['growth']}"
    game.apply(agent.rank(game)[0])
    while game.decision is not None and game.decision.kind is not DecisionKind.TARGET:
        game.apply(agent.choose(game))
    return str(agent.choose(game)), labels


def test_a_pump_spell_makes_the_damage_through_lethal() -> None:
    """510.1, 704.5a, 509.1: Bob at 5 life blocks one of two attacking Grizzly Bears:
    Giant Growth on the unblocked one makes its 2 damage 5; at 8 life it goes where it
    wins the fight instead (the blocked Bears then kill the Hill Giant and survive)."""
    chosen, labels = growth_target(5)
    assert chosen == f"target Grizzly Bears#{labels['free']}"
    chosen, labels = growth_target(8)
    assert chosen == f"target Grizzly Bears#{labels['blocked']}"


def overrun_or_beast(bob_life: int) -> str:
    """Alice's choice with Garruk Wildspeaker at 4 loyalty and three ready Grizzly Bears,
    Bob with one untapped Wall of Omens (0/4)."""
    bears = [card("Grizzly Bears", f"bears{i}") for i in range(3)]
    game, _ = position("precombat main",
                       {"battlefield": [card("Garruk Wildspeaker", "garruk", loyalty=4),
                                        "Forest", *bears]},
                       {"battlefield": [card("Wall of Omens", "wall")], "life": bob_life},
                       stage="priority")
    return best_at_priority(game)


def test_an_anthem_that_makes_the_attack_lethal_is_worth_all_the_loyalty() -> None:
    """606.3, 702.19b, 704.5a: Garruk's [−4] (creatures get +3/+3 and trample) makes three
    2/2s deal 15, 4 of it soaked by the Wall: lethal at 11 life, so it is used although it
    takes all his loyalty (704.5i); at 12 life it isn't, and he keeps his loyalty."""
    assert "[−4]" in overrun_or_beast(11)
    assert "[−4]" not in overrun_or_beast(12)


def test_a_sweeper_waits_until_our_creatures_have_attacked() -> None:
    """505.1, 506.1: with a creature able to attack, Day of Judgment (which destroys ours
    too) waits for the postcombat main phase, after our creatures deal their damage; with
    none it is cast at once."""
    def best(mine: list[Any], step: str) -> str:
        lands = ["Plains", "Plains", "Island", "Island"]
        theirs = [card("Hill Giant", f"giant{i}") for i in range(3)]
        game, _ = position(step, {"hand": ["Day of Judgment"], "battlefield": lands + mine},
                           {"battlefield": theirs}, stage="priority")
        return best_at_priority(game)
    assert "Day of Judgment" not in best([card("Serra Angel", "angel")], "precombat main")
    assert "Day of Judgment" in best([card("Serra Angel", "angel")], "postcombat main")
    assert "Day of Judgment" in best([], "precombat main")


def test_an_alpha_strike_lethal_over_two_turns() -> None:
    """508.1, 509.1a, 510.2, 502.3: four 2/2s against a lone 3/3 at 7 life: the 3/3 eats
    one, 6 gets through, and the three left finish the last point next turn through it;
    so all attack, unless the 3/3's counterattack would kill us first (3 life), or the
    defender has life enough to survive both attacks (20)."""
    def fighter(i: int, power: int, toughness: int, controller: int) -> Fighter:
        return Fighter(i, controller, power, toughness, frozenset(), float(power + toughness))
    bears = [fighter(i, 2, 2, 0) for i in range(4)]
    giant = [fighter(9, 3, 3, 1)]
    assert lethal_in_two(bears, giant, 7, 10, giant)
    assert sorted(plan_attack(bears, giant, 7, 10, giant)) == [0, 1, 2, 3]
    assert not lethal_in_two(bears, giant, 7, 3, giant)
    assert not lethal_in_two(bears, giant, 20, 10, giant)


def test_a_player_is_made_to_mill_only_when_it_is_an_opponent() -> None:
    """701.17a, 704.5b: "target player mills twenty cards" empties a library, and a player
    who must draw from an empty library loses: Jace Beleren's [−10] targets the opponent,
    never his own controller."""
    game, _ = position("precombat main",
                       {"battlefield": [card("Jace Beleren", "jace", loyalty=11), "Island"]},
                       {}, stage="priority")
    agent = HeuristicAgent()
    while game.decision is not None and game.decision.kind is not DecisionKind.TARGET:
        game.apply(next(o for o in game.legal_choices() if "[−10]" in str(o)))
    assert game.decision is not None
    assert str(agent.choose(game)) == "target Bob"


def test_attack_triggers_count_toward_lethal() -> None:
    """603.2, 508.1m, 704.5a: with Hellrider (each attacking creature of ours deals 1 to
    the player it attacks), three Grizzly Bears and Hellrider against one untapped Hill
    Giant and 7 life deal 4 by their triggers and 6 through the Giant: all attack, though
    Bob's three Giants would strike back for lethal at Alice's 6 life (without the
    triggers, 6 damage isn't lethal and a creature stays home to block)."""
    mine = [card("Grizzly Bears", f"b{i}") for i in range(3)] + [card("Hellrider", "rider")]
    giants = [card("Hill Giant", "giant")] + [card("Hill Giant", f"g{i}", tapped=True)
                                               for i in range(2)]
    game, labels = position("declare attackers", {"battlefield": mine, "life": 6},
                            {"battlefield": giants, "life": 7})
    assert attackers_of(game) == {labels[k] for k in ("b0", "b1", "b2", "rider")}


def test_damage_that_kills_no_creature_goes_at_a_player() -> None:
    """120.3a, 514.2: 3 damage on a Shivan Dragon (5/5) out of combat wears off at the end
    of the turn; at Bob, 3 of his life is gone for good: Lightning Bolt goes at Bob."""
    game, labels = position("precombat main",
                            {"hand": [card("Lightning Bolt", "bolt")],
                             "battlefield": ["Mountain"]},
                            {"battlefield": [card("Shivan Dragon", "dragon")], "life": 20},
                            stage="priority")
    game.apply(f"cast Lightning Bolt#{labels['bolt']}")
    while game.decision is not None and game.decision.kind is not DecisionKind.TARGET:
        game.apply(HeuristicAgent().choose(game))
    assert str(HeuristicAgent().choose(game)) == "target Bob"
