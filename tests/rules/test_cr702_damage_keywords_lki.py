"""702.2e, 702.15c, 702.80b-d, 702.90a, 702.90d-f: deathtouch, lifelink, wither and infect
are static abilities of the source that work wherever it deals damage from, and when the
source left the battlefield before its ability dealt the damage, its last known information
(608.2h) says whether it had them. Footlight Fiend gains the keyword until end of turn, is
bolted, and deals its "dies" damage from the graveyard, where it no longer has the keyword."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import ALICE, BOB, do, game_at, life, pass_all, pay, texts
from manastack.game import Game
from manastack.rules.layers import characteristics
from manastack.scenario import inline_cards

KEYWORDS = ("deathtouch", "lifelink", "wither", "infect")
GIFTS = inline_cards([
    {"name": f"Gift of {kw.title()}", "mana_cost": "{W}", "type_line": "Instant",
     "text": f"Target creature gains {kw} until end of turn."} for kw in KEYWORDS])


def _fiend_dies(keyword: str | None, target: str, gifts: int = 1) -> tuple[Game, dict[str, int]]:
    """Footlight Fiend gains `keyword` (`gifts` times), is bolted, and its dies trigger
    deals 1 damage to `target` ("Bob" or "giant")."""
    gift = f"Gift of {(keyword or 'deathtouch').title()}"
    game, labels = game_at(
        {"hand": [gift, gift, "Lightning Bolt"],
         "battlefield": ["Plains", "Plains", "Mountain", {"card": "Footlight Fiend", "label": "fiend"}],
         "library": ["Island"] * 4},
        {"battlefield": [{"card": "Hill Giant", "label": "giant"}], "library": ["Island"] * 4},
        cards=GIFTS)
    fiend = labels["fiend"]
    for _ in range(gifts if keyword else 0):
        do(game, f"cast {gift}", f"target Footlight Fiend#{fiend}")
        pay(game, required=False)
        pass_all(game)
    if keyword:
        assert keyword in characteristics(game.state, fiend).keywords
    do(game, "cast Lightning Bolt", f"target Footlight Fiend#{fiend}")
    pay(game, required=False)
    pass_all(game, until_stack_changes=True)
    aim = "target Bob" if target == "Bob" else f"target Hill Giant#{labels['giant']}"
    do(game, next(t for t in texts(game) if t.startswith(aim)))
    pass_all(game)
    assert not game.state.stack
    return game, labels


def _giant(game: Game, labels: dict[str, int]) -> dict[str, Any] | None:
    s = game.state
    if labels["giant"] not in s.battlefield:
        return None
    obj = s.obj(labels["giant"])
    return {"damage": obj.damage, "counters": dict(obj.counters)}


def test_without_a_keyword_the_fiend_deals_ordinary_damage() -> None:
    """120.3: the baseline the cases below differ from: 1 damage marked on the Giant."""
    game, labels = _fiend_dies(None, "giant")
    assert _giant(game, labels) == {"damage": 1, "counters": {}}


def test_deathtouch_from_the_graveyard_uses_last_known_information() -> None:
    """702.2e, 702.2b / 704.5h: the Fiend had deathtouch when it left the battlefield, so its
    1 damage from the graveyard is lethal."""
    game, labels = _fiend_dies("deathtouch", "giant")
    assert _giant(game, labels) is None


def test_lifelink_from_the_graveyard_uses_last_known_information() -> None:
    """702.15c, 702.15b: damage dealt by the Fiend after it died causes Alice to gain that
    much life."""
    game, _ = _fiend_dies("lifelink", "Bob")
    assert life(game, BOB) == 19 and life(game, ALICE) == 21


def test_wither_works_from_the_graveyard_with_last_known_information() -> None:
    """702.80b (last known information), 702.80c (any zone), 702.80a: the damage becomes a
    -1/-1 counter, none is marked."""
    game, labels = _fiend_dies("wither", "giant")
    assert _giant(game, labels) == {"damage": 0, "counters": {"-1/-1": 1}}


def test_infect_works_from_the_graveyard_with_last_known_information() -> None:
    """702.90a (static), 702.90d (last known information), 702.90e (any zone), 702.90b/c, 120.4c
    (damage processed into its results): to a creature, a -1/-1 counter; to a player, a poison
    counter and no life lost."""
    game, labels = _fiend_dies("infect", "giant")
    assert _giant(game, labels) == {"damage": 0, "counters": {"-1/-1": 1}}
    game, _ = _fiend_dies("infect", "Bob")
    bob = game.state.players[BOB]
    assert life(game, BOB) == 20 and bob.poison == 1


@pytest.mark.parametrize("keyword", ["wither", "infect"])
def test_two_instances_of_wither_or_infect_are_redundant(keyword: str) -> None:
    """702.80d, 702.90f: the Fiend given the keyword twice deals its damage exactly as with
    one instance."""
    once, labels = _fiend_dies(keyword, "giant", gifts=1)
    twice, labels2 = _fiend_dies(keyword, "giant", gifts=2)
    assert _giant(once, labels) == _giant(twice, labels2) == {"damage": 0, "counters": {"-1/-1": 1}}
