""""Target player / Each player searches their library for a basic land card, puts it onto
the battlefield [tapped], then shuffles." (701.23a, 101.4), compiled from Oracle text and
played: Fertilid and Field of Ruin."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, BOB, do, game_at, name, pass_all, texts, zone

LIBRARY = ["Island"] * 6
BOB_LIBRARY = ["Plains", "Grizzly Bears", "Plains", "Island", "Island", "Island"]


@template("player_searches", cards=("Fertilid",))
def test_fertilid_has_the_target_player_search_for_a_tapped_basic_land() -> None:
    """701.23a, 115.1: Alice removes a +1/+1 counter from Fertilid targeting Bob; Bob (the
    searcher) picks a Plains, which enters tapped under his control; his library is
    shuffled."""
    game, labels = game_at({"library": LIBRARY, "battlefield": [
        {"card": "Fertilid", "label": "fertilid", "counters": {"+1/+1": 2}}, "Forest", "Forest"]},
        {"library": BOB_LIBRARY})
    activate(game, labels["fertilid"], "Bob")
    pass_all(game)
    assert game.decision is not None and game.decision.player == BOB
    assert not any("Grizzly Bears" in t for t in texts(game))
    do(game, next(t for t in texts(game) if "Plains" in t))
    plains = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Plains"]
    assert len(plains) == 1 and game.state.objects[plains[0]].tapped
    assert game.state.objects[plains[0]].controller == BOB
    assert game.state.objects[labels["fertilid"]].counters == {"+1/+1": 1}
    assert len(zone(game, BOB, "library")) == len(BOB_LIBRARY) - 1


@template("player_searches", cards=("Field of Ruin",))
def test_field_of_ruin_has_each_player_search_in_apnap_order() -> None:
    """101.4, 701.23a: after Field of Ruin destroys Bob's Volcanic Island, Alice and then
    Bob each search for a basic land and put it onto the battlefield untapped."""
    game, labels = game_at({"library": ["Forest", *LIBRARY], "battlefield": [
        {"card": "Field of Ruin", "label": "field"}, "Forest", "Forest"]},
        {"library": BOB_LIBRARY, "battlefield": [{"card": "Volcanic Island", "label": "vi"}]})
    activate(game, labels["field"], name(game, labels["vi"]), index=1)
    pass_all(game)
    assert game.decision is not None and game.decision.player == ALICE
    do(game, next(t for t in texts(game) if "Forest" in t))
    assert game.decision is not None and game.decision.player == BOB
    do(game, next(t for t in texts(game) if "Plains" in t))
    assert zone(game, BOB, "graveyard") == ["Volcanic Island"]
    assert "Plains" in zone(game, BOB, "battlefield")
    assert zone(game, ALICE, "battlefield").count("Forest") == 3
