"""400.7 and 406: exiling a permanent and returning it at once, on real cards compiled from
their Oracle text (Cloudshift, Momentary Blink)."""

from __future__ import annotations

from oracle_harness import activate, card, template

from helpers import ALICE, BOB, do, game_at, pass_all, target_and_pay, zone
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Plains"] * 6


def _blink(spell: str, alice: list[object], bob: list[object] | None = None
           ) -> tuple[Game, dict[str, int]]:
    return game_at({"hand": [spell], "battlefield": [*alice, "Plains", "Plains"],
                    "library": LIBRARY}, {"battlefield": bob or [], "library": LIBRARY})


def _cast(game: Game, spell: str, target: int) -> None:
    do(game, f"cast {spell}")
    target_and_pay(game, f"{game.state.objects[target].card.name}#{target}")
    pass_all(game)


@template("return_exiled_now", "blink_control", cards=("Cloudshift",))
def test_the_returned_card_is_a_new_permanent() -> None:
    """400.7, 122.2: Cloudshift returns Grizzly Bears as a new object: untapped, without its
    +1/+1 counter or damage, under Alice's control."""
    game, labels = _blink("Cloudshift", [card("Grizzly Bears", "bears", tapped=True,
                                              counters={"+1/+1": 1}, damage=1)])
    _cast(game, "Cloudshift", labels["bears"])
    state = game.state
    assert labels["bears"] not in state.objects or state.objects[labels["bears"]].zone != "battlefield"
    new = [o for o in state.battlefield if state.objects[o].card.name == "Grizzly Bears"]
    assert len(new) == 1
    bears = state.objects[new[0]]
    assert (bears.tapped, bears.counters, bears.damage, bears.controller) == (False, {}, 0, ALICE)


def test_a_returned_creature_s_enters_ability_triggers() -> None:
    """603.6a: Elvish Visionary returned by Cloudshift triggers its "When this creature
    enters, draw a card." again."""
    game, labels = _blink("Cloudshift", [card("Elvish Visionary", "elf")])
    _cast(game, "Cloudshift", labels["elf"])
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 1


def test_under_its_owner_s_control_or_under_your_control() -> None:
    """Momentary Blink returns Bob's Grizzly Bears, which Alice controls, under its owner's
    control (Bob); Cloudshift's "under your control" keeps it Alice's."""
    for spell, controller in (("Momentary Blink", BOB), ("Cloudshift", ALICE)):
        game, labels = _blink(spell, [], [card("Grizzly Bears", "bears", controller="Alice")])
        _cast(game, spell, labels["bears"])
        new = [o for o in game.state.battlefield
               if game.state.objects[o].card.name == "Grizzly Bears"]
        assert [game.state.objects[o].controller for o in new] == [controller], spell


def test_an_exiled_token_doesn_t_return() -> None:
    """111.7, 111.8: a Soldier token of Raise the Alarm exiled by Cloudshift ceases to
    exist; it doesn't return."""
    game, _ = game_at({"hand": ["Raise the Alarm", "Cloudshift"], "battlefield": ["Plains"] * 3,
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Raise the Alarm")
    target_and_pay(game)
    pass_all(game)
    tokens = [o for o in game.state.battlefield if game.state.objects[o].kind == "token"]
    assert len(tokens) == 2
    _cast(game, "Cloudshift", tokens[0])
    after = [o for o in game.state.battlefield if game.state.objects[o].kind == "token"]
    assert after == [tokens[1]]


def test_it_after_the_return_is_the_new_permanent() -> None:
    """400.7: Justiciar's Portal's "It gains first strike until end of turn." gives first
    strike to the Grizzly Bears that returned, the new object."""
    game, labels = game_at({"hand": ["Justiciar's Portal"],
                            "battlefield": [card("Grizzly Bears", "bears"), "Plains", "Plains"],
                            "library": LIBRARY}, {"library": LIBRARY})
    _cast(game, "Justiciar's Portal", labels["bears"])
    new = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Grizzly Bears"]
    assert len(new) == 1 and new[0] != labels["bears"]
    assert characteristics(game.state, new[0]).has("first strike")


@template("blink_tapped", cards=("Eldrazi Displacer",))
def test_returned_tapped_under_its_owner_s_control() -> None:
    """400.7, 110.5b: Eldrazi Displacer's "{2}{C}: Exile another target creature, then
    return it to the battlefield tapped under its owner's control." returns Bob's untapped
    Grizzly Bears tapped, Bob's."""
    game, labels = game_at({"battlefield": [card("Eldrazi Displacer", "displacer"),
                                            *(["Wastes"] * 3)], "library": LIBRARY},
                           {"battlefield": [card("Grizzly Bears", "bears")], "library": LIBRARY})
    activate(game, labels["displacer"], f"Grizzly Bears#{labels['bears']}")
    pass_all(game)
    new = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Grizzly Bears"]
    assert len(new) == 1 and new[0] != labels["bears"]
    assert (game.state.objects[new[0]].tapped, game.state.objects[new[0]].controller) == (True, BOB)
