"""Cards exiled from your graveyard as a cost (118.3, 404.1-404.2), compiled from Oracle
text and played: Necratog ("Exile the top creature card of your graveyard"), Psychatog
("Exile two cards from your graveyard"), Scrapheap Scrounger ("Exile another creature card
from your graveyard", from the graveyard) and Makeshift Mauler (an additional cost, 601.2f)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, do, game_at, pass_all, pay, pt, resolve, texts, zone

LIBRARY = ["Island"] * 5


@template("exile_top_of_graveyard_cost", cards=("Necratog",))
def test_necratog_exiles_the_topmost_creature_card() -> None:
    """404.1: the card put into the graveyard last is on top; the cost takes the topmost
    creature card (Hill Giant, under Shock), with no choice, and Necratog gets +2/+2."""
    game, labels = game_at({"battlefield": [{"card": "Necratog", "label": "tog"}],
                            "graveyard": ["Grizzly Bears", "Hill Giant", "Shock"],
                            "library": LIBRARY}, {"library": LIBRARY})
    activate(game, labels["tog"])
    assert zone(game, ALICE, "exile") == ["Hill Giant"]
    resolve(game)
    assert pt(game, labels["tog"]) == (3, 4)


def test_necratog_cant_pay_without_a_creature_card() -> None:
    """118.3: with only an instant in the graveyard, the ability isn't offered."""
    game, _ = game_at({"battlefield": ["Necratog"], "graveyard": ["Shock"], "library": LIBRARY},
                      {"library": LIBRARY})
    assert not any(t.startswith("activate Necratog") for t in texts(game))


@template("exile_from_graveyard_cost", cards=("Psychatog",))
def test_psychatog_exiles_two_cards_of_alices_choice() -> None:
    """118.3: Alice chooses the two cards to exile from three; Psychatog gets +1/+1, and with
    one card left (and no card in hand to discard) no ability of it can be activated."""
    game, labels = game_at({"battlefield": ["Island", "Swamp", {"card": "Psychatog", "label": "tog"}],
                            "graveyard": ["Shock", "Island", "Grizzly Bears"], "library": LIBRARY},
                           {"library": LIBRARY})
    activate(game, labels["tog"])
    do(game, "pick Shock", "pick Island")
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    resolve(game)
    assert pt(game, labels["tog"]) == (2, 3)
    assert not any(t.startswith("activate Psychatog") for t in texts(game))


@template("exile_another_from_graveyard_cost", cards=("Scrapheap Scrounger",))
def test_scrapheap_scrounger_exiles_another_creature_card_to_return() -> None:
    """'another': Scrapheap Scrounger in the graveyard can't pay with itself; with Grizzly
    Bears beside it, it exiles the Bears and returns to the battlefield."""
    game, labels = game_at({"battlefield": ["Swamp", "Swamp"],
                            "graveyard": [{"card": "Scrapheap Scrounger", "label": "s"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    assert not any(t.startswith("activate Scrapheap Scrounger") for t in texts(game))
    game, labels = game_at({"battlefield": ["Swamp", "Swamp"],
                            "graveyard": ["Grizzly Bears", {"card": "Scrapheap Scrounger", "label": "s"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    activate(game, labels["s"])
    resolve(game)
    assert zone(game, ALICE, "exile") == ["Grizzly Bears"]
    assert "Scrapheap Scrounger" in zone(game, ALICE, "battlefield")


@template(cards=("Makeshift Mauler",))
def test_makeshift_maulers_additional_cost_exiles_a_creature_card() -> None:
    """601.2f: the additional cost "exile a creature card from your graveyard" is paid as the
    spell is cast; without one, it can't be cast (118.3)."""
    game, _ = game_at({"battlefield": ["Island"] * 4, "hand": ["Makeshift Mauler"],
                       "graveyard": ["Shock"], "library": LIBRARY}, {"library": LIBRARY})
    assert "cast Makeshift Mauler" not in texts(game)
    game, _ = game_at({"battlefield": ["Island"] * 4, "hand": ["Makeshift Mauler"],
                       "graveyard": ["Shock", "Grizzly Bears"], "library": LIBRARY},
                      {"library": LIBRARY})
    do(game, "cast Makeshift Mauler")
    pay(game)
    assert zone(game, ALICE, "exile") == ["Grizzly Bears"]
    pass_all(game)
    assert "Makeshift Mauler" in zone(game, ALICE, "battlefield")


@template("exile_from_hand_cost", cards=("Force of Will",))
def test_force_of_will_pays_life_and_exiles_a_blue_card_instead() -> None:
    """118.9, 118.3: with no land, Alice casts Force of Will for 1 life and a blue card from
    her hand (Island, a land, can't pay: it is colorless, 105.2c) at Bob's Shock; Shock is
    countered."""
    game, _ = game_at({"hand": ["Force of Will", "Counterspell", "Island"], "library": LIBRARY},
                      {"battlefield": ["Mountain"], "hand": ["Shock"], "library": LIBRARY},
                      active="Bob", priority="Bob")
    do(game, "cast Shock", "target Alice")
    pay(game)
    game.apply("pass")
    do(game, next(t for t in texts(game) if t.startswith("cast Force of Will") and "alternative" in t))
    do(game, "target Shock")
    assert zone(game, ALICE, "exile") == ["Counterspell"]
    assert zone(game, ALICE, "hand") == ["Island"]
    pass_all(game)
    assert game.state.players[ALICE].life == 19
    assert zone(game, 1, "graveyard") == ["Shock"]


def test_force_of_will_without_another_blue_card_has_no_alternative_cost() -> None:
    """601.2a, 118.3: Force of Will can't pay with itself, so with no other blue card in hand
    its alternative cost isn't offered."""
    game, _ = game_at({"hand": ["Force of Will", "Island"], "library": LIBRARY},
                      {"battlefield": ["Mountain"], "hand": ["Shock"], "library": LIBRARY},
                      active="Bob", priority="Bob")
    do(game, "cast Shock", "target Alice")
    pay(game)
    game.apply("pass")
    assert not any(t.startswith("cast Force of Will") for t in texts(game))
