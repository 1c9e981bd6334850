"""Knowledge of hidden cards, per-player views and logs: hidden zones (400.2), hands
(402.3; 810.5 in Two-Headed Giant), drawing (121.1), reveal (701.20a), scry (701.22a),
search (701.23a), shuffle (701.24a); a sample keeps what its player knows. Face-down
objects (708) are in test_cr708_face_down.py, surveil (701.25) in
tests/cards/test_card_face_down.py."""

from __future__ import annotations

import json
import random

import pytest

from draw_helpers import activate, cast, choose, resolve
from helpers import ALICE, BOB, at_step, game_at, pass_until, zone
from manastack.cards.decks import demo_decks
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.context import Ctx
from manastack.rules.knowledge import knows


def known_library(game: Game, viewer: int, owner: int) -> list[tuple[int, str]]:
    return [(c["position"], c["card"]) for c in game.view(viewer)["players"][owner]["library"]]


def hand_seen(game: Game, viewer: int, owner: int) -> list[str]:
    return [c["card"] for c in game.view(viewer)["players"][owner]["hand"]]


def scried() -> Game:
    """Alice casts Opt (scry 1, then draw) with Forest, Island, Swamp on top of her library
    and puts Forest on the bottom."""
    game, _ = game_at({"hand": ["Opt"], "battlefield": ["Island"],
                       "library": ["Forest", "Island", "Swamp"]},
                      {"hand": ["Shock", "Mountain"], "library": ["Plains", "Wastes"]})
    cast(game, "Opt")
    resolve(game)
    return game


def test_402_3_own_hand_in_full_other_hands_counted() -> None:
    """402.3: a player sees their own hand and may count the others' cards, no more: an
    opponent's hand shows neither names nor ids, and no library card is known unseen."""
    game, _ = game_at({"hand": ["Opt"], "library": ["Forest"]},
                      {"hand": ["Shock", "Mountain"], "library": ["Plains", "Wastes"]})
    mine = game.view(ALICE)
    assert [c["card"] for c in mine["players"][ALICE]["hand"]] == ["Opt"]
    bob = mine["players"][BOB]
    assert bob["hand_size"] == 2 and bob["hand"] == [] and bob["library_size"] == 2
    assert mine["players"][ALICE]["library"] == []         # not even her own library
    text = json.dumps(mine)
    assert "Shock" not in text and "Plains" not in text
    for oid in game.state.players[BOB].hand + game.state.players[BOB].library:
        assert f'"id": {oid},' not in text
    bob_view = game.view(BOB)
    assert json.loads(json.dumps(bob_view)) == bob_view     # plain JSON: lists, no tuples
    with pytest.raises(IllegalChoiceError, match="no player 'Carol'"):
        game.view("Carol")


def test_121_1_the_drawn_card_is_known_to_its_owner_only() -> None:
    """121.1 / 402.3: a drawn card is in its owner's hand: they know it, the others only
    that a card was drawn."""
    game, _ = game_at({"library": ["Forest", "Island"]}, {"library": ["Plains", "Wastes"]},
                      active="Bob", step="draw", stage="begin")
    assert hand_seen(game, BOB, BOB) == ["Plains"] and hand_seen(game, ALICE, BOB) == []
    assert "Bob draws a card" in game.log_text(ALICE)
    assert "Plains" not in game.log_text(ALICE) + json.dumps(game.view(ALICE))


def test_701_22a_scry_the_scryer_knows_where_the_cards_went() -> None:
    """701.22a / 701.20e (looking shows the card to the one player only): Alice looks at the
    top card: while she decides she knows it; put on the bottom, she knows it is there (the
    others only that a card went)."""
    game, _ = game_at({"hand": ["Opt"], "battlefield": ["Island"],
                       "library": ["Forest", "Wastes", "Swamp"]})
    cast(game, "Opt")
    resolve(game)
    assert known_library(game, ALICE, ALICE) == [(0, "Forest")]
    assert known_library(game, BOB, ALICE) == []
    view = game.view(ALICE)["decision"]
    assert view["player"] == ALICE and any("Forest" in o for o in view["options"])
    assert game.view(BOB)["decision"] == {"player": ALICE, "kind": "pick"}
    choose(game, "pick Forest")
    assert zone(game, ALICE, "library") == ["Swamp", "Forest"]      # Wastes was drawn
    assert known_library(game, ALICE, ALICE) == [(1, "Forest")]
    assert known_library(game, BOB, ALICE) == [] and hand_seen(game, BOB, ALICE) == []
    assert "Forest#" in game.log_text(ALICE)
    bob_log = game.log_text(BOB)
    assert "701.22a: a card moves (library -> Alice's library)" in bob_log
    assert "Forest" not in bob_log and "Wastes" not in bob_log


def test_701_22a_knowledge_survives_save_and_fork() -> None:
    """Knowledge is part of the state: a save and a fork keep who knows what."""
    game = scried()
    choose(game, "pick Forest")
    loaded = Game.load(game.save())
    fork = game.fork()
    for player in (ALICE, BOB, None):
        assert loaded.view(player) == game.view(player) == fork.view(player)
        assert loaded.log_text(player) == game.log_text(player)


def test_701_20a_a_revealed_card_stays_known_in_the_hand() -> None:
    """701.23a / 701.20a: Lay of the Land's search looks at the whole library (Alice knows it while
    she searches); the card revealed is known to Bob in her hand, turn after turn, and while other
    cards leave her hand for public zones (a land played shows which card it was). 701.24a: the
    shuffle that ends the search forgets the order."""
    game, _ = game_at({"hand": ["Lay of the Land", "Plains"], "battlefield": ["Forest"],
                       "library": ["Hill Giant", "Mountain", "Wastes"]},
                      {"library": ["Plains", "Island"]})
    cast(game, "Lay of the Land")
    resolve(game)
    assert [c for _, c in known_library(game, ALICE, ALICE)] == ["Hill Giant", "Mountain",
                                                                 "Wastes"]
    choose(game, "pick Mountain")
    assert hand_seen(game, BOB, ALICE) == ["Mountain"]
    assert known_library(game, ALICE, ALICE) == []              # shuffled (701.24a)
    assert "reveals Mountain" in game.log_text(BOB)
    choose(game, "play Plains")
    assert hand_seen(game, BOB, ALICE) == ["Mountain"]
    pass_until(game, at_step("precombat main", "Alice", turn=5))   # Bob's turn, Alice draws
    assert len(game.state.players[ALICE].hand) == 2
    assert hand_seen(game, BOB, ALICE) == ["Mountain"]


def test_701_20a_a_card_leaving_the_hand_unseen_is_lost_track_of() -> None:
    """402.3: Alice chooses unseen which cards of her hand go back (Brainstorm), so Bob
    can't tell whether the revealed card stayed, went, or where: he forgets it; Alice
    knows the two cards she put on top and their order."""
    game, _ = game_at({"hand": ["Lay of the Land", "Brainstorm"],
                       "battlefield": ["Forest", "Island"],
                       "library": ["Mountain", "Plains", "Swamp", "Wastes", "Island"]})
    cast(game, "Lay of the Land")
    resolve(game)
    choose(game, "pick Mountain")
    assert hand_seen(game, BOB, ALICE) == ["Mountain"]
    cast(game, "Brainstorm")
    resolve(game)
    choose(game, "pick Mountain")
    hand = [game.state.objects[o].card.name for o in game.state.players[ALICE].hand]
    other = next(n for n in hand if n != "Mountain")
    choose(game, f"pick {other}")
    assert hand_seen(game, BOB, ALICE) == [] and known_library(game, BOB, ALICE) == []
    assert known_library(game, ALICE, ALICE) == [(0, other), (1, "Mountain")]


def test_701_24a_a_shuffle_forgets_what_the_scry_showed() -> None:
    """701.24a: after Alice scries a card to the bottom and then shuffles her library (a
    search), nobody knows where any card of it is."""
    game, _ = game_at({"hand": ["Opt", "Lay of the Land"], "battlefield": ["Island", "Forest"],
                       "library": ["Forest", "Island", "Swamp", "Plains"]})
    cast(game, "Opt")
    resolve(game)
    choose(game, "pick Forest")
    assert known_library(game, ALICE, ALICE) == [(2, "Forest")]
    cast(game, "Lay of the Land")
    resolve(game)
    choose(game, "done")                 # a search may find nothing (701.23b)
    assert known_library(game, ALICE, ALICE) == []


def test_701_24a_narset_random_order_is_unknown() -> None:
    """Narset's −2: the cards Alice looked at go to the bottom in a random order (as a
    shuffle does, 701.24a), so she doesn't know which is where; the revealed card
    (701.20a) is known to Bob."""
    game, _ = game_at({"library": ["Grizzly Bears", "Forest", "Opt", "Shock", "Plains"],
                       "battlefield": ["Narset, Parter of Veils"]})
    activate(game, "Narset", "−2")
    resolve(game)
    assert len(known_library(game, ALICE, ALICE)) == 4
    choose(game, "pick Shock")
    assert hand_seen(game, BOB, ALICE) == ["Shock"]
    assert known_library(game, ALICE, ALICE) == []


def test_810_5_teammates_review_each_others_hands() -> None:
    """810.5: in Two-Headed Giant teammates may review each other's hands; the other team
    sees only how many cards they hold."""
    game = Game.new([*demo_decks(), *demo_decks()], seed=4, variant="two-headed-giant")
    state = game.state
    for p in state.players:
        for viewer in state.players:
            seen = hand_seen(game, viewer.index, p.index)
            if viewer.team == p.team:
                assert len(seen) == len(p.hand) == 7
            else:
                assert seen == []


def test_a_spectator_sees_no_hidden_card() -> None:
    """400.2: a spectator sees public zones and counts, no hand, and no decision's options."""
    game = scried()
    spectator = game.spectator_view()
    assert spectator["viewer"] is None and spectator["decision"] == {"player": ALICE,
                                                                     "kind": "pick"}
    assert all(p["hand"] == [] and p["library"] == [] for p in spectator["players"])
    assert "Forest" not in game.log_text(None).split("casts Opt")[-1]


def test_a_sample_keeps_what_alice_knows_and_redraws_the_rest() -> None:
    """Determinisation: a sample for Alice keeps her hand, the card she scried to the
    bottom and every count; Bob's hand is dealt again from the cards Alice hasn't seen."""
    game = scried()
    choose(game, "pick Forest")
    bob_cards = sorted(game.state.objects[o].card.name
                       for o in game.state.players[BOB].hand + game.state.players[BOB].library)
    hands = set()
    for seed in range(12):
        sample = game.sample(ALICE, random.Random(seed))
        assert sample.view(ALICE) == game.view(ALICE)
        assert sample.log_text(ALICE) == game.log_text(ALICE)
        s = sample.state
        assert zone(sample, ALICE, "library")[1] == "Forest"
        assert sorted(s.objects[o].card.name for o in s.players[BOB].hand + s.players[BOB].library) \
            == bob_cards
        hands.add(tuple(zone(sample, BOB, "hand")))
    assert len(hands) > 1                       # Bob's hand is really redrawn
    sample = game.sample(ALICE, 1)
    sample.apply(sample.legal_choices()[0])      # it plays on


def test_701_24a_a_revealed_hand_card_is_forgotten_once_the_hand_is_shuffled_away() -> None:
    """701.20a / 701.24a: Bob knows the Mountain Alice revealed into her hand until her
    hand is shuffled into her library: then neither her hand nor her library shows it to
    him, and the knowledge record of the card says he can no longer tell which it is."""
    game, _ = game_at({"hand": ["Lay of the Land", "Plains"], "battlefield": ["Forest"],
                       "library": ["Hill Giant", "Mountain", "Wastes"]},
                      {"library": ["Plains", "Island"]})
    cast(game, "Lay of the Land")
    resolve(game)
    choose(game, "pick Mountain")
    assert hand_seen(game, BOB, ALICE) == ["Mountain"]
    state = game.state.fork()
    ctx = Ctx(state)
    for oid in state.players[ALICE].hand:
        ctx.move(oid, "library", "put")
    ctx.shuffle(ALICE)
    after = Game.from_state(state)
    assert after.view(BOB)["players"][ALICE]["hand"] == []
    assert known_library(after, BOB, ALICE) == []
    assert not any(knows(state, BOB, oid) for oid in state.players[ALICE].library)
    assert known_library(after, ALICE, ALICE) == []           # 701.24a: nobody knows the order
