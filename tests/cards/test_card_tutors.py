"""Searching a library for "a card" (701.23a, 701.23d), compiled from Oracle text and
played: "Search your library for a card, put that card into your hand, then shuffle."
(Demonic Tutor) and "Search your library for a card, then shuffle and put that card on top.
You lose 2 life." (Vampiric Tutor)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, cast_resolved, cites, do, game_at, life, resolve, texts, zone

LIBRARY = ["Plains", "Island", "Serra Angel", "Swamp", "Forest"]


@template("search_for_a_card", "tutor_to_hand", cards=("Demonic Tutor",))
def test_demonic_tutor_must_find_a_card_and_shuffles() -> None:
    """701.23d: searching for "a card" Alice must find one (no "done"); any card of her
    library may be chosen; it goes to her hand and the library is shuffled (701.24a)."""
    game, _ = game_at({"hand": ["Demonic Tutor"], "battlefield": ["Swamp"] * 2,
                       "library": LIBRARY}, {"library": ["Island"] * 3})
    cast_resolved(game, "Demonic Tutor")
    picks = [t for t in texts(game) if t.startswith("pick")]
    assert len(picks) == len(LIBRARY) and "done" not in texts(game)
    do(game, next(t for t in picks if t.startswith("pick Serra Angel#")))
    assert zone(game, ALICE, "hand") == ["Serra Angel"]
    assert sorted(zone(game, ALICE, "library")) == sorted(c for c in LIBRARY
                                                          if c != "Serra Angel")
    assert cites(game, "701.24a")


@template("search_for_a_card", "tutor_to_top", cards=("Vampiric Tutor",))
def test_vampiric_tutor_puts_the_card_on_top_after_the_shuffle() -> None:
    """701.23d, 701.24a, 401.4: the found card is put on top after the shuffle, and Alice
    loses 2 life."""
    game, _ = game_at({"hand": ["Vampiric Tutor"], "battlefield": ["Swamp"],
                       "library": LIBRARY}, {"library": ["Island"] * 3})
    cast_resolved(game, "Vampiric Tutor")
    do(game, next(t for t in texts(game) if t.startswith("pick Serra Angel#")))
    assert zone(game, ALICE, "library")[0] == "Serra Angel"
    assert len(zone(game, ALICE, "library")) == len(LIBRARY)
    assert life(game, ALICE) == 18


def test_demonic_tutor_with_an_empty_library_finds_nothing() -> None:
    """701.23d: "or as many as possible": with no library, nothing is found and the spell
    still resolves."""
    game, _ = game_at({"hand": ["Demonic Tutor"], "battlefield": ["Swamp"] * 2,
                       "library": []}, {"library": ["Island"] * 3})
    cast_resolved(game, "Demonic Tutor")
    assert zone(game, ALICE, "hand") == [] and zone(game, ALICE, "graveyard") == [
        "Demonic Tutor"]


@template("search_to_top", cards=("Elvish Harbinger",))
def test_elvish_harbinger_may_search_for_an_elf_and_put_it_on_top() -> None:
    """603.3, 701.23b, 701.20a, 401.4: as the enters trigger resolves Alice may search;
    only Elf cards are offered (a search for a quality may find none: "done" is legal),
    the card is revealed, and after the shuffle it is on top of her library."""
    game, _ = game_at({"hand": ["Elvish Harbinger"], "battlefield": ["Forest"] * 3,
                       "library": ["Forest", "Llanowar Elves", "Grizzly Bears", "Island"]},
                      {"library": ["Island"] * 3})
    cast_resolved(game, "Elvish Harbinger")
    resolve(game)                   # the enters trigger (603.3)
    do(game, "yes")
    picks = [t for t in texts(game) if t.startswith("pick")]
    assert [p.split("#")[0] for p in picks] == ["pick Llanowar Elves"] and "done" in texts(game)
    do(game, picks[0])
    assert zone(game, ALICE, "library")[0] == "Llanowar Elves"
    assert len(zone(game, ALICE, "library")) == 4
    assert cites(game, "701.20a") and cites(game, "701.24a")


@template("search_to_top", cards=("Worldly Tutor",))
def test_worldly_tutor_finding_nothing_still_shuffles() -> None:
    """701.23b: with no creature card to find, Alice finds nothing; the library is still
    shuffled (701.24a) and Worldly Tutor goes to the graveyard."""
    game, _ = game_at({"hand": ["Worldly Tutor"], "battlefield": ["Forest"],
                       "library": ["Forest", "Island"]}, {"library": ["Island"] * 3})
    cast_resolved(game, "Worldly Tutor")      # nothing to pick: no decision is asked
    assert sorted(zone(game, ALICE, "library")) == ["Forest", "Island"]
    assert zone(game, ALICE, "graveyard") == ["Worldly Tutor"]
    assert cites(game, "701.24a")

