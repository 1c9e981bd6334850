"""603-611: triggers that need their event to happen, static abilities that are simply true,
one-shot and continuous effects (abilities make both, 113.2d), and doing as much as possible
of an impossible instruction."""

from __future__ import annotations

from helpers import ALICE, BOB, cast_resolved, do, game_at, pass_all, pass_until, pay, pt, zone
from manastack.game import Game
from manastack.scenario import inline_cards

CARDS = inline_cards([
    {"name": "Draw Watcher", "mana_cost": "{1}{W}", "type_line": "Creature — Human Cleric",
     "text": "Whenever you draw a card, you gain 1 life.", "power": 1, "toughness": 1},
])


def _id(game: Game, name: str) -> int:
    return next(oid for oid in game.state.battlefield if game.state.obj(oid).card.name == name)


def test_doing_as_much_as_possible() -> None:
    """609.3 / 101.3: Mind Rot makes Bob discard two cards; with one card in hand he discards
    that one, and the rest of the instruction is ignored."""
    game, _ = game_at({"hand": ["Mind Rot"], "battlefield": ["Swamp"] * 3},
                      {"hand": ["Forest"]})
    cast_resolved(game, "Mind Rot", "Bob")
    assert zone(game, BOB, "hand") == [] and zone(game, BOB, "graveyard") == ["Forest"]


def test_a_static_ability_applies_to_objects_that_arrive_later() -> None:
    """604.1 / 611.3a / 613.5 / 611.1 / 609.1 / 302.4c: Glorious Anthem's "creatures you control get
    +1/+1" is simply true while it is on the battlefield, a continuous effect of its static ability:
    Grizzly Bears cast afterwards is a 3/3 at once, and when the Anthem leaves it is 2/2 again."""
    game, _ = game_at({"hand": ["Grizzly Bears"],
                       "battlefield": ["Glorious Anthem", "Forest", "Forest"]},
                      {"hand": ["Disenchant"], "battlefield": ["Plains", "Plains"]})
    cast_resolved(game, "Grizzly Bears")
    bears = _id(game, "Grizzly Bears")
    assert pt(game, bears) == (3, 3)
    do(game, "pass")
    cast_resolved(game, "Disenchant", "Glorious Anthem")
    assert pt(game, bears) == (2, 2)


def test_an_until_end_of_turn_effect_lasts_until_cleanup() -> None:
    """611.2a / 610.1 / 514.2 / 500.5b: Giant Growth's +3/+3 is a continuous effect from a
    resolved spell; it lasts the turn and ends in the cleanup step."""
    game, labels = game_at({"hand": ["Giant Growth"], "library": ["Island"] * 3,
                            "battlefield": ["Forest", {"card": "Grizzly Bears", "label": "b"}]},
                           {"library": ["Island"] * 3})
    cast_resolved(game, "Giant Growth", f"Grizzly Bears#{labels['b']}")
    assert pt(game, labels["b"]) == (5, 5)
    pass_until(game, lambda g: g.state.step.value == "end")
    assert pt(game, labels["b"]) == (5, 5)
    pass_until(game, lambda g: g.state.active == BOB)
    assert pt(game, labels["b"]) == (2, 2)


def test_a_replaced_draw_triggers_nothing() -> None:
    """603.2g / 614.1a / 121.6: Underrealm Lich replaces Alice's draw; since the draw never
    happens, Draw Watcher's "whenever you draw a card" doesn't trigger. Without the Lich the
    same draw triggers it."""
    for lich, gained in ((True, 0), (False, 1)):
        battlefield = ["Island", "Draw Watcher"] + (["Underrealm Lich"] if lich else [])
        game, _ = game_at({"hand": ["Opt"], "battlefield": battlefield,
                           "library": ["Forest", "Mountain", "Plains"]}, cards=CARDS)
        cast_resolved(game, "Opt")
        do(game, "done")                     # scry 1: keep the Forest on top
        if lich:
            do(game, "pick Forest")          # the Lich: Forest to hand, the rest to graveyard
        if game.state.stack:
            pass_all(game)
        assert game.state.players[ALICE].life == 20 + gained
        assert zone(game, ALICE, "hand") == ["Forest"]


def test_enters_with_counters_is_not_a_trigger() -> None:
    """603.6d / 614.1c / 122.6: Bloodied Ghost "enters with a -1/-1 counter on it": the counter
    is on it as it enters (a 2/2 at once), and no ability goes on the stack."""
    game, _ = game_at({"hand": ["Bloodied Ghost"], "battlefield": ["Plains", "Swamp", "Plains"]})
    do(game, "cast Bloodied Ghost")
    pay(game, required=False)
    do(game, "pass", "pass")
    ghost = _id(game, "Bloodied Ghost")
    assert game.state.obj(ghost).counters == {"-1/-1": 1} and pt(game, ghost) == (2, 2)
    assert not game.state.stack
