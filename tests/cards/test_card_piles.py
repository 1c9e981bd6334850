"""Cards separated into two piles (700.3), compiled from Fact or Fiction's Oracle text
("Reveal the top five cards of your library. An opponent separates those cards into two
piles. Put one pile into your hand and the other into your graveyard.") and played."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, game_at, pass_all, texts, who, zone
from manastack.game import Game

LIBRARY = ["Serra Angel", "Island", "Counterspell", "Forest", "Grizzly Bears", "Swamp"]


def _fact_or_fiction() -> Game:
    game, _ = game_at({"battlefield": ["Island"] * 4, "hand": ["Fact or Fiction"],
                       "library": LIBRARY},
                      {"library": ["Island"] * 5})
    cast(game, "Fact or Fiction")
    pass_all(game)
    return game


def _pick(game: Game, card: str) -> None:
    game.apply(next(t for t in texts(game) if t.startswith(f"pick {card}#")))


@template("reveal_into_piles", cards=("Fact or Fiction",))
def test_fact_or_fiction_bob_separates_alice_takes_the_bigger_pile() -> None:
    """701.20a: the top five cards are revealed (Swamp, the sixth, isn't offered); 700.3a:
    Bob puts Serra Angel and Counterspell in one pile, the other three make the second;
    Alice chooses the second for her hand, and the first goes to her graveyard."""
    game = _fact_or_fiction()
    assert who(game).startswith("Bob") and not any("Swamp" in t for t in texts(game))
    _pick(game, "Serra Angel")
    _pick(game, "Counterspell")
    game.apply("done")
    assert who(game).startswith("Alice")
    pile = next(t for t in texts(game) if t.startswith("pile 2"))
    assert "Island" in pile and "Forest" in pile and "Grizzly Bears" in pile
    game.apply(pile)
    assert sorted(zone(game, ALICE, "hand")) == ["Forest", "Grizzly Bears", "Island"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Counterspell", "Fact or Fiction",
                                                     "Serra Angel"]
    assert zone(game, ALICE, "library") == ["Swamp"] and zone(game, BOB, "hand") == []


def test_fact_or_fiction_a_pile_may_be_empty() -> None:
    """700.3d: Bob puts all five cards into the first pile; Alice may take the empty one
    (nothing into her hand, all five into her graveyard)."""
    game = _fact_or_fiction()
    for card in ("Serra Angel", "Island", "Counterspell", "Forest", "Grizzly Bears"):
        _pick(game, card)
    empty = next(t for t in texts(game) if t.startswith("pile 2"))
    assert "no cards" in empty
    game.apply(empty)
    assert zone(game, ALICE, "hand") == [] and len(zone(game, ALICE, "graveyard")) == 6
