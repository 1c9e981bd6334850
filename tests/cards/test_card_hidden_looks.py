"""Hidden cards shown to all (701.20a) or looked at by one player (701.20e) where they are,
on real cards: "Target player reveals the top card of their library." (Aven Windreader) and
"Look at target player's hand." (Peek, Telepathic Spies)."""

from __future__ import annotations

from oracle_harness import activate, cast, template

from helpers import ALICE, BOB, game_at, resolve, texts, zone
from manastack.rules import knowledge

LIBRARY = ["Island"] * 6


@template("reveal_top_card", cards=("Aven Windreader",))
def test_aven_windreader_reveals_the_top_card_to_everyone() -> None:
    """701.20a, 701.20b: Bob reveals the top card of his library, a Forest: both players know
    it, and it stays on top."""
    game, labels = game_at({"battlefield": ["Island", "Island",
                                            {"card": "Aven Windreader", "label": "aven"}],
                            "library": LIBRARY},
                           {"library": ["Forest", "Island", "Island"]})
    top = game.state.players[BOB].library[0]
    assert not knowledge.knows(game.state, ALICE, top)
    activate(game, labels["aven"], "Bob")
    resolve(game)
    assert knowledge.knows(game.state, ALICE, top) and knowledge.knows(game.state, BOB, top)
    assert zone(game, BOB, "library") == ["Forest", "Island", "Island"]
    assert game.state.players[BOB].library[0] == top


@template("look_at_hand", cards=("Peek",))
def test_peek_shows_the_hand_to_its_caster_alone() -> None:
    """701.20e: Alice looks at Bob's hand: she knows his cards, which stay in his hand; then
    she draws a card (121.1)."""
    game, _ = game_at({"battlefield": ["Island"], "hand": ["Peek"], "library": LIBRARY},
                      {"hand": ["Shock", "Grizzly Bears"], "library": LIBRARY})
    hand = list(game.state.players[BOB].hand)
    assert not any(knowledge.knows(game.state, ALICE, oid) for oid in hand)
    cast(game, "Peek", "Bob")
    resolve(game)
    assert all(knowledge.knows(game.state, ALICE, oid) for oid in hand)
    assert list(game.state.players[BOB].hand) == hand
    assert zone(game, ALICE, "hand") == ["Island"]


@template("look_at_hand", cards=("Telepathic Spies",))
def test_telepathic_spies_looks_at_an_opponents_hand() -> None:
    """603.3d, 701.20e: the Spies' enters trigger targets Bob, an opponent (the only legal
    target); as it resolves Alice learns his hand."""
    game, _ = game_at({"battlefield": ["Island"] * 3, "hand": ["Telepathic Spies"],
                       "library": LIBRARY},
                      {"hand": ["Shock"], "library": LIBRARY})
    shock = game.state.players[BOB].hand[0]
    cast(game, "Telepathic Spies")
    resolve(game)
    assert texts(game) == ["target Bob"]
    game.apply("target Bob")
    assert not knowledge.knows(game.state, ALICE, shock)
    resolve(game)
    assert knowledge.knows(game.state, ALICE, shock)
