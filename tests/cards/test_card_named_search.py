"""Searching a library and/or graveyard for a card by name, compiled from Oracle text and
played (701.23, 201.2): "you may search your library and/or graveyard for a card named
Ajani, Inspiring Leader, reveal it, and put it into your hand. If you search your library
this way, shuffle." (Goldmane Griffin)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, cast_resolved, cites, do, game_at, pass_all, texts, zone

AJANI = "Ajani, Inspiring Leader"


def _griffin(zones: str) -> object:
    """Alice casts Goldmane Griffin with an Ajani in her library and one in her graveyard,
    accepts the "may" and chooses the zones to search."""
    game, _ = game_at({"hand": ["Goldmane Griffin"], "battlefield": ["Plains"] * 5,
                       "library": ["Plains", AJANI, "Plains", "Plains"], "graveyard": [AJANI]},
                      {"library": ["Plains"] * 4})
    cast_resolved(game, "Goldmane Griffin")
    pass_all(game)
    do(game, "yes")
    assert sorted(texts(game)) == ["search your graveyard", "search your library",
                                   "search your library and graveyard"]
    do(game, zones)
    return game


@template("search_named_to_hand", cards=("Goldmane Griffin",))
def test_goldmane_griffin_finds_ajani_in_the_library_and_shuffles() -> None:
    """701.23a-b, 701.20a, 701.24a: searching both zones, Alice may take either Ajani; she
    takes the library's, reveals it, puts it into her hand, and her library is shuffled."""
    game = _griffin("search your library and graveyard")
    options = [t for t in texts(game) if t.startswith("pick")]
    assert len(options) == 2 and "done" in texts(game)
    library_ajani = next(o for o in game.state.players[ALICE].library
                         if game.state.objects[o].card.name == AJANI)
    do(game, f"pick {AJANI}#{library_ajani}")
    assert zone(game, ALICE, "hand") == [AJANI] and zone(game, ALICE, "graveyard") == [AJANI]
    assert cites(game, "701.20a") and cites(game, "701.24a")


@template("search_named_to_hand", cards=("Goldmane Griffin",))
def test_goldmane_griffin_searching_only_the_graveyard_doesnt_shuffle() -> None:
    """701.23b: searching only her graveyard, Alice takes that Ajani and her library is not
    shuffled (its order stays)."""
    game = _griffin("search your graveyard")
    order = list(game.state.players[ALICE].library)
    do(game, next(t for t in texts(game) if t.startswith("pick")))
    assert zone(game, ALICE, "hand") == [AJANI] and zone(game, ALICE, "graveyard") == []
    assert list(game.state.players[ALICE].library) == order
    assert not cites(game, "701.24a")
