"""702.13, 702.14, 702.28, 702.31, 702.36, 702.118: the evasion keywords restrict only how a
creature can be blocked, and a second instance of one changes nothing. Each test plays the
same attack three times, with Grizzly Bears given the keyword zero, one and two times by an
instant, and compares the blocks Bob is offered."""

from __future__ import annotations

import pytest

from helpers import do, game_at, pass_all, pass_until, pay, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics
from manastack.scenario import inline_cards

# Bob's possible blockers: green, artifact, black with shadow, red with horsemanship, a red
# 3/3 (more power than the Bears), a black 2/2 and a green creature with swampwalk.
BLOCKERS = ["Grizzly Bears", "Darksteel Myr", "Dauthi Cutthroat", "Barbarian General",
            "Hill Giant", "Walking Corpse", "Anaconda"]
# keyword, the rules its two tests cite, Bob's creatures that may still block the Bears with it
CASES: list[tuple[str, str, set[str]]] = [
    ("intimidate", "702.13a 702.13b 702.13c", {"Grizzly Bears", "Darksteel Myr", "Anaconda"}),
    ("fear", "702.36a 702.36b 702.36c", {"Darksteel Myr", "Walking Corpse"}),
    ("shadow", "702.28a 702.28b 702.28c", {"Dauthi Cutthroat"}),
    ("horsemanship", "702.31a 702.31b 702.31c", {"Barbarian General"}),
    ("skulk", "702.118a 702.118b 702.118c",
     {"Grizzly Bears", "Darksteel Myr", "Walking Corpse"}),
    ("swampwalk", "702.14a 702.14b 702.14c 702.14e", set()),
]
GIFTS = inline_cards([
    {"name": f"Gift of {kw.title()}", "mana_cost": "{W}", "type_line": "Instant",
     "text": f"Target creature gains {kw} until end of turn."} for kw, _, _ in CASES])


def _blocks_offered(keyword: str, gifts: int) -> tuple[set[str], bool]:
    """The names of Bob's creatures offered as blockers of Alice's Grizzly Bears after it
    gained `keyword` from `gifts` instants, and whether the Bears could attack."""
    gift = f"Gift of {keyword.title()}"
    game, labels = game_at(
        {"hand": [gift, gift], "battlefield": ["Plains", "Plains",
                                               {"card": "Grizzly Bears", "label": "bears"}],
         "library": ["Island"] * 4},
        {"battlefield": ["Swamp", *BLOCKERS], "library": ["Island"] * 4}, cards=GIFTS)
    bears = labels["bears"]
    for _ in range(gifts):
        do(game, f"cast {gift}", f"target Grizzly Bears#{bears}")
        pay(game, required=False)
        pass_all(game)
    assert (keyword in characteristics(game.state, bears).keywords) == (gifts > 0)
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.ATTACKERS)
    can_attack = f"attack with Grizzly Bears#{bears}" in " ".join(texts(game))
    do(game, next(t for t in texts(game) if t.startswith("attack with Grizzly Bears")))
    do(game, "done declaring attackers")
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.BLOCKERS)
    return _blocker_names(game), can_attack


def _blocker_names(game: Game) -> set[str]:
    return {t.split(" with ")[1].split("#")[0] for t in texts(game) if t.startswith("block ")}


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_an_evasion_keyword_restricts_blocks_and_a_second_instance_changes_nothing(
        case: tuple[str, str, set[str]]) -> None:
    """702.13a, 702.14b, 702.28a, 702.31a, 702.36a, 702.118a (evasion abilities: they limit
    the blocks, not the attack) / 702.13b, 702.14c, 702.28b, 702.31b, 702.36b, 702.118b
    (who may still block) / 702.13c, 702.14e, 702.28c, 702.31c, 702.36c, 702.118c (multiple
    instances are redundant) / 702.14a (swampwalk is landwalk of a land type): Bob's blocks
    with the keyword once are exactly those the rule allows, and the same with it twice."""
    keyword, _, allowed = case
    plain, plain_attacks = _blocks_offered(keyword, 0)
    once, once_attacks = _blocks_offered(keyword, 1)
    twice, _ = _blocks_offered(keyword, 2)
    assert plain_attacks and once_attacks
    assert once == allowed and once != plain
    assert twice == once


def test_landwalk_abilities_do_not_cancel_one_another() -> None:
    """702.14d: Anaconda's own swampwalk doesn't let it block a creature with swampwalk while
    Bob controls a Swamp; with that, the Bears can't be blocked at all (702.14c)."""
    blocks, _ = _blocks_offered("swampwalk", 1)
    assert "Anaconda" not in blocks and not blocks
