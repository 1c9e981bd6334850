"""Explore (701.44; 701.44a: reveal the top card of the library; a land card to the hand, otherwise a
+1/+1 counter and the card may go to the graveyard; 701.44b: it explored even if nothing could
be done; 701.44c: a permanent gone explores as it last existed) and "Whenever a creature you
control explores": Merfolk Branchwalker, Jadelight Ranger, Wildgrowth Walker, Spyglass Siren's
Map token (111.10s)."""

from __future__ import annotations

from oracle_harness import template

from helpers import (
    ALICE,
    cast_resolved,
    choose,
    do,
    game_at,
    pass_all,
    pay,
    pt,
    zone,
)
from manastack.game import Game
from manastack.scenario import inline_cards

LIBRARY = ["Island"] * 6


def _branchwalker(library: list[str], extra: tuple[str, ...] = ()) -> tuple[Game, int]:
    """Alice casts Merfolk Branchwalker (2/1) and its enters trigger resolves."""
    game, _ = game_at(
        {"battlefield": ["Forest"] * 2 + list(extra), "hand": ["Merfolk Branchwalker"], "library": library},
        {"library": LIBRARY},
    )
    cast_resolved(game, "Merfolk Branchwalker")
    pass_all(game)
    (walker,) = (o.id for o in game.state.permanents() if o.card.name == "Merfolk Branchwalker")
    return game, walker


@template("explore", cards=("Merfolk Branchwalker",))
def test_exploring_a_land_puts_it_into_the_hand() -> None:
    """701.44a: a land card revealed goes to Alice's hand and the Branchwalker gets no
    counter."""
    game, walker = _branchwalker(["Forest", "Island"])
    assert zone(game, ALICE, "hand") == ["Forest"]
    assert zone(game, ALICE, "library") == ["Island"]
    assert pt(game, walker) == (2, 1)


@template("explore", cards=("Merfolk Branchwalker",))
def test_exploring_a_nonland_gives_a_counter_and_may_mill_it() -> None:
    """701.44a: a nonland card revealed: a +1/+1 counter on the Branchwalker (3/2), and
    Alice chooses to put the card into her graveyard."""
    game, walker = _branchwalker(["Grizzly Bears", "Island"])
    assert pt(game, walker) == (3, 2)
    do(game, "yes", by="Alice")
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    assert zone(game, ALICE, "library") == ["Island"]


@template("explore", cards=("Merfolk Branchwalker",))
def test_exploring_a_nonland_may_leave_it_on_top() -> None:
    """701.44a: Alice declines: the revealed card stays on top of her library."""
    game, walker = _branchwalker(["Grizzly Bears", "Island"])
    do(game, "no", by="Alice")
    assert zone(game, ALICE, "library") == ["Grizzly Bears", "Island"]
    assert zone(game, ALICE, "graveyard") == []
    assert pt(game, walker) == (3, 2)


@template("explore", cards=("Jadelight Ranger",))
def test_it_explores_then_it_explores_again() -> None:
    """701.44a: Jadelight Ranger (2/1) explores twice: a nonland card kept on top, then the
    same card again, so two counters (4/3)."""
    game, _ = game_at(
        {"battlefield": ["Forest"] * 3, "hand": ["Jadelight Ranger"], "library": ["Grizzly Bears"]},
        {"library": LIBRARY},
    )
    cast_resolved(game, "Jadelight Ranger")
    pass_all(game)
    do(game, "no", by="Alice")
    do(game, "no", by="Alice")
    (ranger,) = (o.id for o in game.state.permanents() if o.card.name == "Jadelight Ranger")
    assert pt(game, ranger) == (4, 3)
    assert zone(game, ALICE, "library") == ["Grizzly Bears"]


@template("explores_trigger", cards=("Wildgrowth Walker", "Merfolk Branchwalker"))
def test_whenever_a_creature_you_control_explores() -> None:
    """701.44b: the Branchwalker explores a land; Wildgrowth Walker (1/3) triggers: a +1/+1
    counter on it (2/4) and Alice gains 3 life."""
    game, _ = _branchwalker(["Forest"], extra=("Wildgrowth Walker",))
    pass_all(game)
    (walker,) = (o.id for o in game.state.permanents() if o.card.name == "Wildgrowth Walker")
    assert pt(game, walker) == (2, 4)
    assert game.state.players[ALICE].life == 23


@template("explores_trigger", cards=("Wildgrowth Walker", "Merfolk Branchwalker"))
def test_exploring_an_empty_library_still_explores() -> None:
    """701.44b: with no card to reveal, the Branchwalker gets nothing but has explored:
    Wildgrowth Walker triggers."""
    game, walker = _branchwalker([], extra=("Wildgrowth Walker",))
    assert pt(game, walker) == (2, 1)
    pass_all(game)
    assert game.state.players[ALICE].life == 23


@template("explore", cards=("Merfolk Branchwalker",))
def test_a_creature_gone_still_explores_without_a_counter() -> None:
    """701.44c: Bob kills the Branchwalker with its trigger on the stack: it still explores
    (a land revealed goes to Alice's hand)."""
    game, _ = game_at(
        {"battlefield": ["Forest"] * 2, "hand": ["Merfolk Branchwalker"], "library": ["Forest"]},
        {"battlefield": ["Mountain"], "hand": ["Shock"], "library": LIBRARY},
    )
    cast_resolved(game, "Merfolk Branchwalker")
    (walker,) = (o.id for o in game.state.permanents() if o.card.name == "Merfolk Branchwalker")
    assert game.state.stack
    do(game, "pass", by="Alice")
    do(game, "cast Shock", by="Bob")
    choose(game, "target Merfolk Branchwalker")
    pay(game)
    pass_all(game)  # Shock resolves: the Branchwalker dies
    assert zone(game, ALICE, "graveyard") == ["Merfolk Branchwalker"]
    pass_all(game)  # the explore trigger
    assert zone(game, ALICE, "hand") == ["Forest"]
    assert walker not in game.state.objects


@template(cards=("Spyglass Siren",))
def test_a_map_token_makes_a_creature_explore() -> None:
    """111.10s: Spyglass Siren's Map token: {1}, {T}, sacrifice it: target creature Alice
    controls explores (a nonland card: a counter on the Siren, 2/2)."""
    game, _ = game_at(
        {"battlefield": ["Island"] * 3, "hand": ["Spyglass Siren"], "library": ["Grizzly Bears"]},
        {"library": LIBRARY},
    )
    cast_resolved(game, "Spyglass Siren")
    pass_all(game)  # the enters trigger: a Map
    (siren,) = (o.id for o in game.state.permanents() if o.card.name == "Spyglass Siren")
    assert [o.card.name for o in game.state.permanents() if o.card.name == "Map"] == ["Map"]
    choose(game, "activate Map")
    choose(game, "target Spyglass Siren")
    pay(game, required=False)
    pass_all(game)
    do(game, "no", by="Alice")
    assert pt(game, siren) == (2, 2)
    assert not [o for o in game.state.permanents() if o.card.name == "Map"]


def test_several_creatures_explore_one_at_a_time_in_a_chosen_order() -> None:
    """701.44d: a hypothetical "When this creature enters, each Merfolk creature you control
    explores." with Merfolk Branchwalker beside it: Alice picks the Branchwalker to explore
    first: it reveals Grizzly Bears (a counter; into the graveyard), then the Caller reveals a
    Forest (to the hand, no counter)."""
    cards = inline_cards(
        [
            {
                "name": "Tide Caller",
                "mana_cost": "{1}{G}",
                "power": 1,
                "toughness": 1,
                "type_line": "Creature — Merfolk Scout",
                "text": "When this creature enters, each Merfolk creature you control explores.",
            }
        ]
    )
    game, labels = game_at(
        {
            "battlefield": ["Forest"] * 2 + [{"card": "Merfolk Branchwalker", "label": "m"}],
            "hand": ["Tide Caller"],
            "library": ["Grizzly Bears", "Forest"],
        },
        {"library": LIBRARY},
        cards=cards,
    )
    cast_resolved(game, "Tide Caller")
    pass_all(game)
    choose(game, "pick Merfolk Branchwalker")
    do(game, "yes", by="Alice")
    (caller,) = (o.id for o in game.state.permanents() if o.card.name == "Tide Caller")
    assert pt(game, labels["m"]) == (3, 2)
    assert pt(game, caller) == (1, 1)
    assert zone(game, ALICE, "hand") == ["Forest"]
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
