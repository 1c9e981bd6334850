"""Every card of a kind in a graveyard, compiled from Oracle text and played: "{3}, {T},
Sacrifice this artifact: Return all enchantment cards from your graveyard to your hand."
(Crystal Chimes; 404.1, 608.2h)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, BOB, choose, game_at, pass_all, resolve, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Plains"] * 6


@template("all_objects", cards=("Crystal Chimes",))
def test_crystal_chimes_returns_every_enchantment_card_of_your_graveyard() -> None:
    """Crystal Chimes (404.1, 608.2h, 602.2b): Alice's two enchantment cards (one an
    enchantment creature) return to her hand; her creature card and Bob's enchantment card
    stay in the graveyards."""
    game, labels = game_at(
        {"battlefield": [{"card": "Crystal Chimes", "label": "chimes"}, *["Plains"] * 3],
         "graveyard": ["Pacifism", "Grizzly Bears", "Fate Unraveler"], "library": LIBRARY},
        {"graveyard": ["Pacifism"], "library": LIBRARY})
    activate(game, labels["chimes"])
    pass_all(game)
    assert sorted(zone(game, ALICE, "hand")) == ["Fate Unraveler", "Pacifism"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Crystal Chimes", "Grizzly Bears"]
    assert zone(game, BOB, "graveyard") == ["Pacifism"]


@template("all_graveyards", "turned_face_up_self_trigger", cards=("Infernal Caretaker",))
def test_infernal_caretaker_returns_zombie_cards_from_all_graveyards_to_their_owners() -> None:
    """Infernal Caretaker (702.37e, 708.8, 404.1, 400.3): turned face up, "return all Zombie
    cards from all graveyards to their owners' hands" gives Alice's and Bob's Zombie cards
    back to each owner; Bob's Grizzly Bears stays."""
    game, _ = game_at({"hand": ["Infernal Caretaker"], "battlefield": ["Swamp"] * 8,
                       "graveyard": ["Gravedigger"], "library": LIBRARY},
                      {"graveyard": ["Walking Corpse", "Grizzly Bears"], "library": LIBRARY})
    game.apply(next(o for o in game.legal_choices()
                    if o.verb == "morph" and str(o).startswith("cast Infernal Caretaker#")))
    pay_all(game)
    resolve(game)
    game.apply(next(o for o in game.legal_choices() if o.verb == "turn"))
    pay_all(game)
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Gravedigger"]
    assert zone(game, BOB, "hand") == ["Walking Corpse"]
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


def pay_all(game: Game) -> None:
    while game.decision is not None and game.decision.kind is DecisionKind.MANA_PAYMENT:
        choose(game, "pay")
