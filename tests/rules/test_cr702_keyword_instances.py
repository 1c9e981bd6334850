"""702.2-702.20, 702.111: the evergreen keywords are static abilities, and multiple instances
of one on the same object are redundant. Each test plays the same combat twice, once with the
creature's printed keyword alone and once after an instant gave it the keyword again, and the
two games must end the combat identically."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import BOB, do, game_at, pass_all, pass_until, pay, texts
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics
from manastack.scenario import inline_cards

KEYWORDS = ("lifelink", "double strike", "first strike", "trample", "deathtouch", "vigilance",
            "haste", "menace", "flying", "reach", "indestructible", "defender")
GIFTS = inline_cards([
    {"name": f"Gift of {kw.title()}", "mana_cost": "{W}", "type_line": "Instant",
     "text": f"Target creature gains {kw} until end of turn."} for kw in KEYWORDS])

# keyword, rules, the creature with it, the other side's creatures, whether the creature is
# summoning-sick, and whether it is Bob's (blocking, or an opponent's for hexproof) rather than
# Alice's (attacking).
CASES: list[tuple[str, str, str, list[str], bool, bool]] = [
    ("lifelink", "702.15a 702.15f", "Child of Night", ["Grizzly Bears"], False, False),
    ("double strike", "702.4a 702.4e", "Boros Swiftblade", [], False, False),
    ("first strike", "702.7a 702.7d", "Youthful Knight", ["Grizzly Bears"], False, False),
    ("trample", "702.19a 702.19g", "Argothian Swine", ["Mountain Bandit"], False, False),
    ("deathtouch", "702.2a 702.2f", "Ankle Biter", ["Gray Ogre"], False, False),
    ("vigilance", "702.20a 702.20c", "Alert Shu Infantry", [], False, False),
    ("haste", "702.10a 702.10d", "Mountain Bandit", [], True, False),
    ("menace", "702.111a 702.111c", "Alley Strangler", ["Grizzly Bears", "Gray Ogre"], False,
     False),
    ("flying", "702.9a 702.9c", "Wind Drake", ["Wind Drake"], False, False),
    ("reach", "702.17a 702.17c", "Giant Spider", ["Wind Drake"], False, True),
    ("defender", "702.3a 702.3c", "Wall of Stone", [], True, False),
    ("indestructible", "702.12a 702.12c", "Darksteel Myr", ["Gray Ogre"], False, False),
]


def _play(case: tuple[str, str, str, list[str], bool, bool], twice: bool) -> dict[str, Any]:
    keyword, _, creature, bob_creatures, sick, blocks = case
    gift = f"Gift of {keyword.title()}"
    alice_side = {"hand": [gift, "Lightning Bolt"], "battlefield": ["Plains", "Mountain"],
                  "library": ["Island"] * 4}
    bob_side: dict[str, Any] = {"library": ["Island"] * 4, "battlefield": []}
    holder = {"card": creature, "label": "holder"}
    if sick:
        holder["sick"] = True
    if blocks:
        bob_side["battlefield"].append(holder)
        alice_side["battlefield"].extend({"card": c, "label": f"them{i}"}
                                         for i, c in enumerate(bob_creatures))
    else:
        alice_side["battlefield"].append(holder)
        bob_side["battlefield"].extend({"card": c, "label": f"them{i}"}
                                       for i, c in enumerate(bob_creatures))
    game, labels = game_at(alice_side, bob_side, cards=GIFTS)
    me = f"{creature}#{labels['holder']}"
    if twice:
        do(game, f"cast {gift}", f"target {me}")
        pay(game, required=False)
        pass_all(game)
        assert keyword in characteristics(game.state, labels["holder"]).keywords
    bolt_can_target = any(t == f"target {me}" for t in _bolt_targets(game))
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.ATTACKERS)
    attack_options = texts(game)
    attacker = next((t for t in attack_options if t.startswith("attack with ")), None)
    attacked = False
    if attacker is not None:
        do(game, attacker)
        attacked = True
    do(game, "done declaring attackers")
    pass_until(game, lambda g: g.decision is None or g.decision.kind is not DecisionKind.PRIORITY
               or g.state.step.value in ("postcombat main", "end"))
    all_block = False
    if game.decision is not None and game.decision.kind is DecisionKind.BLOCKERS:
        all_block = _block_with_everything(game.fork())
        if all_block:
            _block_with_everything(game)
        else:
            do(game, "done declaring blockers")
    pass_until(game, lambda g: g.state.step.value in ("postcombat main", "end"),
               other=lambda g: do(g, texts(g)[0]))
    s = game.state
    return {"lives": [p.life for p in s.players], "attacked": attacked,
            "attack options": len(attack_options), "all of Bob's creatures block": all_block,
            "bolt targets it": bolt_can_target,
            "battlefield": sorted(s.obj(o).card.name for o in s.battlefield),
            "tapped": sorted(s.obj(o).card.name for o in s.battlefield
                             if s.obj(o).tapped and "Land" not in s.obj(o).card.types),
            "damage": sorted(s.obj(o).damage for o in s.battlefield)}


def _block_with_everything(game: Game) -> bool:
    """Declare every blocker Bob can at the first attacker; whether the declaration is legal
    (on a refused one the game is left mid-declaration: call this on a fork first)."""
    while True:
        option = next((t for t in texts(game) if t.startswith("block ")), None)
        if option is None:
            break
        do(game, option)
    try:
        do(game, "done declaring blockers")
    except IllegalChoiceError:
        return False
    return bool(game.state.combat and game.state.combat.blockers)


def _bolt_targets(game: Game) -> list[str]:
    """The targets Lightning Bolt could have now, asked of a fork (the game is unchanged)."""
    fork = game.fork()
    if not any(t.startswith("cast Lightning Bolt") for t in texts(fork)):
        return []
    do(fork, "cast Lightning Bolt")
    return [t for t in texts(fork) if t.startswith("target ")]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_a_second_instance_of_a_keyword_changes_nothing(
        case: tuple[str, str, str, list[str], bool, bool]) -> None:
    """702.2f, 702.3c, 702.4e, 702.7d, 702.9c, 702.10d, 702.12c, 702.15f, 702.17c, 702.19g,
    702.20c, 702.111c (redundant instances) / 702.2a, 702.3a, 702.4a, 702.7a, 702.9a, 702.10a,
    702.12a, 702.15a, 702.17a, 702.19a, 702.20a, 702.111a (static abilities:
    the keyword works from the battlefield without being activated or triggered): the combat,
    and whether Lightning Bolt could target the creature, are the same with one instance of
    the keyword as with two."""
    once, twice = _play(case, twice=False), _play(case, twice=True)
    assert once == twice, case[0]


def test_the_keywords_matter_in_these_combats() -> None:
    """702.15b / 702.4b / 702.10b / 702.3b / 702.111b / 702.12b: the cases above aren't
    vacuous: lifelink gains life, double strike deals damage twice, haste lets a new creature
    attack, defender stops one, two creatures may block a menace creature, and the indestructible
    creature survives lethal damage."""
    results = {c[0]: _play(c, twice=False) for c in CASES}
    assert results["lifelink"]["lives"][0] > 20 or results["lifelink"]["lives"][BOB] < 20
    assert results["double strike"]["lives"][BOB] <= 18
    assert results["haste"]["attacked"] and not results["defender"]["attacked"]
    assert "Darksteel Myr" in results["indestructible"]["battlefield"]
    assert results["menace"]["all of Bob's creatures block"]
