"""601.2b, 601.2f-h: the total cost of a spell from its parts (118.8, 118.9), an optional
additional cost of drawing cards (118.3, 121.1), and the record a kicked spell keeps
(702.33d) through saves and forks. The keywords' cards are in tests/cards/test_card_*.py."""

from __future__ import annotations

import dataclasses

from helpers import ALICE, choose, game_at, life, pay, resolve, zone
from manastack.cards.inline import card_data, define_card
from manastack.game import Game
from manastack.rules.abilities import Cost
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import OptionalCost, add_costs

# A hypothetical sorcery whose kicker is drawing two cards (no printed card has such a
# cost, so no Oracle template reads one): a scenario's card with its kicker replaced.
_INSIGHT = define_card(card_data(
    "Hypothetical Insight", "{1}{U}", "Sorcery",
    "Kicker {0}\nTarget player gains 1 life. If this spell was kicked, you gain 3 life."))
DRAW_KICKER = dataclasses.replace(_INSIGHT, abilities=tuple(
    OptionalCost("Kicker—Draw two cards.", "kicker", Cost(draw=2))
    if isinstance(a, OptionalCost) else a for a in _INSIGHT.abilities))


def test_costs_add_up_by_kind() -> None:
    """601.2f: the total cost adds the mana and the life, cards and draws of its parts; two
    different sacrifices can't be joined into one cost here."""
    total = add_costs(Cost(mana=ManaCost.parse("{1}{U}"), life=3),
                      Cost(mana=ManaCost.parse("{2}"), discard=1, life=2))
    assert total == Cost(mana=ManaCost.parse("{3}{U}"), life=5, discard=1)
    assert add_costs(Cost(sacrifice=("Land", 2)), Cost(sacrifice=("Creature", 1))) is None


def test_drawing_cards_as_a_kicker_cost() -> None:
    """118.3, 121.1, 702.33a: a kicker cost of drawing two cards (a scenario's card): paid,
    Alice draws two and the spell is kicked (702.33d)."""
    game, _ = game_at({"battlefield": ["Island", "Island"], "hand": ["Hypothetical Insight"],
                       "library": ["Plains", "Swamp", "Forest"]}, cards=(DRAW_KICKER,))
    game.apply("cast Hypothetical Insight")
    choose(game, "yes")
    game.apply("target Alice")
    pay(game)
    assert sorted(zone(game, ALICE, "hand")) == ["Plains", "Swamp"]
    resolve(game)
    assert life(game, ALICE) == 24


def test_a_draw_cost_declined_draws_nothing() -> None:
    """118.8b, 702.33e: not kicked, nothing is drawn and only the first sentence happens."""
    game, _ = game_at({"battlefield": ["Island", "Island"], "hand": ["Hypothetical Insight"],
                       "library": ["Plains", "Swamp"]}, cards=(DRAW_KICKER,))
    game.apply("cast Hypothetical Insight")
    choose(game, "no")
    game.apply("target Alice")
    pay(game)
    resolve(game)
    assert zone(game, ALICE, "hand") == [] and life(game, ALICE) == 21


def _kicked_on_the_stack() -> Game:
    game, _ = game_at({"battlefield": ["Island"] * 4, "hand": ["Into the Roil"],
                       "library": ["Plains"]}, {"battlefield": ["Grizzly Bears"]})
    game.apply("cast Into the Roil")
    choose(game, "yes")
    choose(game, "target Grizzly Bears")
    pay(game)
    return game


def test_a_kicked_spell_survives_a_save_and_a_fork() -> None:
    """702.33d: a save taken while the kicked spell waits on the stack keeps it kicked
    (and the save schema accepts the record); a fork resolves it the same way."""
    game = _kicked_on_the_stack()
    loaded = Game.load(game.save())
    fork = game.fork()
    for each in (game, loaded, fork):
        assert each.state.objects[each.state.stack[-1]].kicked == 1
        resolve(each)
        assert zone(each, ALICE, "hand") == ["Plains"]
    assert loaded.state_hash() == game.state_hash() == fork.state_hash()
