"""Howling Mine, Sylvan Library, Teferi's Puzzle Box, Brainstorm, Opt, Divination, Vedalken
Orrery and Research // Development: cards that draw, optional draws (121.2b, 121.3) and
casting permissions. Research // Development's split-card rules are in
tests/rules/test_cr709_split_cards.py."""

from __future__ import annotations

from draw_helpers import cast, choose, cites, drawn, kind, log, pass_to, resolve
from helpers import ALICE, BOB, game_at, life, permanents, texts, zone
from manastack.rules.decisions import DecisionKind


# -- Howling Mine ---------------------------------------------------------------------------
def test_howling_mine_gives_each_player_an_extra_draw() -> None:
    """603.2 / Howling Mine's Oracle text: at the beginning of each player's draw step (its
    controller's opponent's too) that player draws an additional card."""
    game, _ = game_at({"battlefield": ["Howling Mine"]}, {"library": ["Forest", "Island"]},
                      active="Bob", step="draw", stage="begin")
    resolve(game)
    assert zone(game, BOB, "hand") == ["Forest", "Island"] and drawn(game, BOB) == 2


def test_howling_mine_tapped_doesnt_trigger() -> None:
    """603.4: the intervening "if this artifact is untapped": a tapped Mine doesn't trigger."""
    game, _ = game_at({"battlefield": [{"card": "Howling Mine", "tapped": True}]},
                      {"library": ["Forest", "Island"]}, active="Bob", step="draw", stage="begin")
    assert not game.state.stack and zone(game, BOB, "hand") == ["Forest"]


# -- Sylvan Library ---------------------------------------------------------------------------
def test_sylvan_library_declined() -> None:
    """603.5 / Sylvan Library: "you may": declining draws nothing and costs nothing."""
    game, _ = game_at({"battlefield": ["Sylvan Library"], "library": ["Forest", "Island", "Swamp"]},
                      step="draw", stage="begin")
    resolve(game)
    assert kind(game) is DecisionKind.MAY
    game.apply("no")
    assert zone(game, ALICE, "hand") == ["Forest"] and life(game, ALICE) == 20


def test_sylvan_library_pay_or_put_back() -> None:
    """Sylvan Library ruling: after drawing two more, Alice chooses two cards drawn this turn
    (the draw step's card included) and for each pays 4 life or puts it back on top."""
    game, _ = game_at({"battlefield": ["Sylvan Library"], "hand": ["Plains"],
                       "library": ["Forest", "Island", "Swamp", "Mountain"]},
                      step="draw", stage="begin")
    resolve(game)
    game.apply("yes")
    assert sorted(t.split("#")[0] for t in texts(game)) == ["pick Forest", "pick Island",
                                                            "pick Swamp"]
    choose(game, "pick Forest")
    choose(game, "pick Swamp")
    choose(game, "pay 4 life for Forest")
    choose(game, "put Swamp")
    assert sorted(zone(game, ALICE, "hand")) == ["Forest", "Island", "Plains"]
    assert zone(game, ALICE, "library") == ["Swamp", "Mountain"] and life(game, ALICE) == 16


def test_sylvan_library_cant_pay_without_the_life() -> None:
    """119.4: with less than 4 life Alice can't pay, so the chosen cards go back on top."""
    game, _ = game_at({"battlefield": ["Sylvan Library"], "life": 3,
                       "library": ["Forest", "Island", "Swamp", "Mountain"]},
                      step="draw", stage="begin")
    resolve(game)
    game.apply("yes")
    choose(game, "pick Island")
    choose(game, "pick Swamp")
    assert zone(game, ALICE, "hand") == ["Forest"] and life(game, ALICE) == 3
    assert sorted(zone(game, ALICE, "library")[:2]) == ["Island", "Swamp"]


def test_sylvan_library_with_replaced_draws() -> None:
    """Sylvan Library ruling: if the draws are replaced (Underrealm Lich, the draw step's
    draw included) Alice has drawn no card this turn, so the rest of the ability does
    nothing."""
    game, _ = game_at({"battlefield": ["Sylvan Library", "Underrealm Lich"],
                       "library": ["Forest", "Island", "Swamp", "Plains", "Mountain", "Wastes",
                                   "Forest", "Island", "Swamp"]}, step="draw", stage="begin")
    choose(game, "pick Forest")              # the draw step's draw, replaced by the Lich
    resolve(game)
    game.apply("yes")
    choose(game, "pick Plains")
    choose(game, "pick Forest")
    assert kind(game) is DecisionKind.PRIORITY and life(game, ALICE) == 20
    assert drawn(game, ALICE) == 0 and "does nothing" in log(game)


def test_sylvan_library_under_spirit_of_the_labyrinth() -> None:
    """121.2b: after her draw-step card, Alice can't choose Sylvan Library's optional draws
    under Spirit of the Labyrinth."""
    game, _ = game_at({"battlefield": ["Sylvan Library", "Spirit of the Labyrinth"],
                       "library": ["Forest", "Island", "Swamp"]}, step="draw", stage="begin")
    resolve(game)
    assert kind(game) is DecisionKind.PRIORITY and zone(game, ALICE, "hand") == ["Forest"]
    assert "Alice can't choose to draw 2 cards: Spirit of the Labyrinth" in log(game)


# -- Teferi's Puzzle Box ------------------------------------------------------------------------
def test_puzzle_box_cycles_the_hand() -> None:
    """Teferi's Puzzle Box: the player puts their hand on the bottom in the order they choose,
    then draws that many cards."""
    game, _ = game_at({"battlefield": ["Teferi's Puzzle Box"]},
                      {"hand": ["Plains", "Mountain"],
                       "library": ["Forest", "Island", "Swamp", "Wastes"]},
                      active="Bob", step="draw", stage="begin")
    assert zone(game, BOB, "hand") == ["Plains", "Mountain", "Forest"]     # the draw step's card
    resolve(game)
    choose(game, "pick Mountain")           # to the bottom first, then Forest, then Plains
    choose(game, "pick Forest")
    assert zone(game, BOB, "hand") == ["Island", "Swamp", "Wastes"]
    assert zone(game, BOB, "library") == ["Mountain", "Forest", "Plains"]
    assert drawn(game, BOB) == 4


def test_puzzle_box_under_narset() -> None:
    """121.2b (Narset ruling N3b): Bob has drawn for the turn, so after putting his hand on
    the bottom he draws nothing: the draws are ignored."""
    game, _ = game_at({"battlefield": ["Teferi's Puzzle Box", "Narset, Parter of Veils"]},
                      {"hand": ["Plains", "Mountain"], "library": ["Forest", "Island", "Swamp"]},
                      active="Bob", step="draw", stage="begin")
    resolve(game)
    choose(game, "pick Plains")
    choose(game, "pick Mountain")
    assert zone(game, BOB, "hand") == [] and drawn(game, BOB) == 1
    assert zone(game, BOB, "library") == ["Island", "Swamp", "Plains", "Mountain", "Forest"]
    assert log(game).count("Bob's draw doesn't happen: Narset") == 3


# -- Brainstorm, Opt, Divination ----------------------------------------------------------------
def test_brainstorm_draws_three_puts_two_back() -> None:
    """Brainstorm: draw three cards, then put two cards from hand on top in the chosen order
    (the second chosen ends on top)."""
    game, _ = game_at({"hand": ["Brainstorm"], "battlefield": ["Island"],
                       "library": ["Forest", "Island", "Swamp", "Plains"]})
    cast(game, "Brainstorm")
    resolve(game)
    choose(game, "pick Island")
    choose(game, "pick Forest")
    assert zone(game, ALICE, "hand") == ["Swamp"]
    assert zone(game, ALICE, "library") == ["Forest", "Island", "Plains"]


def test_brainstorm_under_narset_still_puts_two_back() -> None:
    """121.2b (Narset ruling N2a): Bob draws just one card, but must still put two back."""
    game, _ = game_at({"battlefield": ["Narset, Parter of Veils"]},
                      {"hand": ["Brainstorm", "Plains"], "battlefield": ["Island"],
                       "library": ["Forest", "Island", "Swamp"]}, active="Bob")
    cast(game, "Brainstorm")
    resolve(game)
    choose(game, "pick Plains")
    choose(game, "pick Forest")
    assert zone(game, BOB, "hand") == [] and zone(game, BOB, "library")[:2] == ["Forest", "Plains"]


def test_opt_scries_even_when_the_draw_cant_happen() -> None:
    """Opt / 101.2: Maralen stops only the draw; the scry still happens (701.22a)."""
    game, _ = game_at({"hand": ["Opt"], "battlefield": ["Island", "Maralen of the Mornsong"],
                       "library": ["Forest", "Island"]})
    cast(game, "Opt")
    resolve(game)
    choose(game, "pick Forest")             # to the bottom
    assert zone(game, ALICE, "library") == ["Island", "Forest"] and zone(game, ALICE, "hand") == []


def test_divination_draws_two() -> None:
    """Divination / 121.2: two single draws."""
    game, _ = game_at({"hand": ["Divination"], "battlefield": ["Island"] * 3,
                       "library": ["Forest", "Island", "Swamp"]})
    cast(game, "Divination")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest", "Island"] and cites(game, "121.1")


# -- Vedalken Orrery ------------------------------------------------------------------------------
def test_orrery_casts_sorceries_and_creatures_at_instant_speed() -> None:
    """702.8a / 601.3: Vedalken Orrery lets its controller cast a sorcery in an opponent's
    turn, and a creature spell while another spell is on the stack."""
    game, _ = game_at({"hand": ["Divination", "Grizzly Bears"], "library": ["Forest"] * 3,
                       "battlefield": ["Island"] * 3 + ["Forest"] * 2 + ["Vedalken Orrery"]},
                      {"hand": ["Opt"], "battlefield": ["Island"], "library": ["Swamp"]},
                      active="Bob")
    cast(game, "Opt")
    game.apply("pass")
    cast(game, "Divination")
    cast(game, "Grizzly Bears")
    resolve(game)
    resolve(game)
    assert "Grizzly Bears" in permanents(game, ALICE)
    assert zone(game, ALICE, "hand") == ["Forest", "Forest"]


def test_orrery_is_only_for_its_controller_and_not_for_lands() -> None:
    """Vedalken Orrery: "You may cast spells": its controller's opponents still wait, and
    lands aren't spells (305.1)."""
    game, _ = game_at({"hand": ["Forest", "Divination"], "battlefield": ["Island"] * 3,
                       "library": ["Plains"] * 3},
                      {"hand": ["Divination"], "battlefield": ["Island"] * 3 + ["Vedalken Orrery"],
                       "library": ["Swamp"] * 3})
    game.apply("pass")
    assert kind(game) is DecisionKind.PRIORITY and game.decision is not None
    assert game.decision.player == BOB
    assert any(t.startswith("cast Divination") for t in texts(game))
    game.apply("pass")
    pass_to(game, "precombat main", 4)                 # Bob's turn: Alice has no Orrery
    game.apply("pass")
    assert not any(t.startswith("cast Divination") for t in texts(game))
    assert not any(t.startswith("play") for t in texts(game))
