"""101.4, 101.4a, 101.4b: when each player must choose, the active player chooses first, then
the others in turn order, and then the actions happen at once; a card chosen from a hidden
zone stays hidden while the later players choose. Delirium Skeins: "Each player discards
three cards."."""

from __future__ import annotations

from helpers import ALICE, BOB, do, game_at, pass_all, pay, texts, who, zone


def test_each_player_chooses_in_apnap_order_then_all_discard_at_once() -> None:
    """101.4 / 101.4a / 101.4b (a hidden choice is not known to the next player) / 701.9a /
    608.2f: Alice, the active player, picks her three cards first; while Bob picks his, her
    cards are still in her hand and his view doesn't show which she chose; then all six are
    discarded together."""
    game, _ = game_at({"hand": ["Delirium Skeins", "Forest", "Island", "Plains", "Wastes"],
                       "battlefield": ["Swamp"] * 3, "library": ["Island"] * 3},
                      {"hand": ["Mountain", "Forest", "Island", "Plains"],
                       "library": ["Island"] * 3})
    do(game, "cast Delirium Skeins")
    pay(game)
    pass_all(game, until_stack_changes=True)
    assert who(game).startswith("Alice")
    for card in ("Forest", "Island", "Plains"):
        do(game, next(t for t in texts(game) if t.startswith(f"pick {card}")))
    assert who(game).startswith("Bob")
    bobs_view = game.view(BOB)
    alice_seen = bobs_view["players"][ALICE]
    assert len(zone(game, ALICE, "hand")) == 4
    assert alice_seen["hand_size"] == 4 and alice_seen["hand"] == []
    assert alice_seen["graveyard"] == []
    for card in ("Mountain", "Forest", "Island"):
        do(game, next(t for t in texts(game) if t.startswith(f"pick {card}")))
    assert sorted(zone(game, ALICE, "graveyard")) == ["Delirium Skeins", "Forest", "Island",
                                                      "Plains"]
    assert sorted(zone(game, BOB, "graveyard")) == ["Forest", "Island", "Mountain"]
