"""614 / 616 replacement effects (continuous effects, 609.6) on draws (614.11, 121.6):
"instead" effects, one opportunity per effect (614.5), the affected player choosing the order
(616.1), modified events that other effects may modify again (616.2), and effects of resolved
spells."""

from __future__ import annotations

from draw_helpers import cast, choose, cites, drawn, kind, log, log_index, pass_to, resolve
from helpers import ALICE, BOB, game_at, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.drawing import REPLACEMENT_OP


def test_two_notion_thieves_cancel_out() -> None:
    """614.5 / 616.2 (Notion Thief ruling): each player controls a Notion Thief; Bob's draw is
    redirected to Alice by hers, then back to Bob by his, and neither applies again."""
    game, _ = game_at({"battlefield": ["Notion Thief"], "library": ["Plains"] * 2},
                      {"hand": ["Divination"], "library": ["Forest", "Island"],
                       "battlefield": ["Island"] * 3 + ["Notion Thief"]}, active="Bob")
    cast(game, "Divination")
    resolve(game)
    assert zone(game, BOB, "hand") == ["Forest", "Island"] and zone(game, ALICE, "hand") == []
    assert log(game).count("replaces") == 4 and log(game).count("draws a card instead") == 4


def test_affected_player_orders_replacement_effects() -> None:
    """616.1 / 616.1e: Laboratory Maniac and Underrealm Lich both apply to Alice's draw from
    an empty library; Alice chooses: Laboratory Maniac first, so she wins."""
    game, _ = game_at({"hand": ["Opt"], "library": [],
                       "battlefield": ["Island", "Laboratory Maniac", "Underrealm Lich"]})
    cast(game, "Opt")
    resolve(game)
    assert kind(game) is DecisionKind.REPLACEMENT_ORDER and game.decision is not None
    assert game.decision.player == ALICE and len(texts(game)) == 2
    choose(game, "apply Laboratory Maniac")
    assert game.is_over and game.winners() == ["Alice"] and cites(game, "104.2b")


def test_replacement_effect_on_an_empty_library() -> None:
    """614.11 / 121.6a: the other order: Underrealm Lich replaces the draw even though the
    library is empty; nothing is drawn, so Alice doesn't lose, and the Maniac has nothing
    left to replace (614.7)."""
    game, _ = game_at({"hand": ["Opt"], "library": [],
                       "battlefield": ["Island", "Laboratory Maniac", "Underrealm Lich"]})
    cast(game, "Opt")
    resolve(game)
    choose(game, "apply Underrealm Lich")
    assert not game.is_over and kind(game) is DecisionKind.PRIORITY
    assert "finds nothing" in log(game) and not cites(game, "121.4")


def test_the_new_drawer_orders_effects_after_a_redirection() -> None:
    """616.1 / 616.1f / 616.2 (Notion Thief ruling): after Bob's Notion Thief makes Bob draw
    instead of Alice, the process repeats with the effects that now apply: Bob is the affected
    player and orders Lich and Maniac on his draw."""
    game, _ = game_at({"hand": ["Opt"], "library": ["Plains"], "battlefield": ["Island"]},
                      {"library": [], "battlefield": ["Notion Thief", "Underrealm Lich",
                                                      "Laboratory Maniac"]})
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")                           # Alice's scry
    assert kind(game) is DecisionKind.REPLACEMENT_ORDER and game.decision is not None
    assert game.decision.player == BOB
    choose(game, "apply Laboratory Maniac")
    assert game.winners() == ["Bob"]


def test_replaced_draw_completes_before_the_next() -> None:
    """121.6b / 614.11a: in "draw two cards", Underrealm Lich's replacement of the first draw
    is completed (a card to hand, the rest to the graveyard) before the second draw."""
    game, _ = game_at({"hand": ["Divination"], "battlefield": ["Island"] * 3 + ["Underrealm Lich"],
                       "library": ["Forest", "Island", "Swamp", "Plains", "Mountain"]})
    cast(game, "Divination")
    resolve(game)
    choose(game, "pick Swamp")
    assert zone(game, ALICE, "library") == ["Plains", "Mountain"]
    choose(game, "pick Mountain")
    assert sorted(zone(game, ALICE, "hand")) == ["Mountain", "Swamp"]
    assert log_index(game, "Island#") < log_index(game, "Mountain#")


def test_a_redirected_draw_that_cant_happen_is_ignored() -> None:
    """614.6 / 614.17c: Notion Thief turns Bob's draw into Alice's, but Alice has drawn her
    one card this turn (Spirit of the Labyrinth): the modified draw doesn't happen."""
    game, _ = game_at({"battlefield": ["Notion Thief"], "drawn_this_turn": 1,
                       "library": ["Plains"]},
                      {"hand": ["Divination"], "library": ["Forest", "Island"],
                       "battlefield": ["Island"] * 3 + ["Spirit of the Labyrinth"]}, active="Bob")
    cast(game, "Divination")
    resolve(game)
    assert zone(game, ALICE, "hand") == [] and zone(game, BOB, "hand") == []
    assert log(game).count("Alice's draw doesn't happen: Spirit of the Labyrinth") == 2


def test_two_chains_each_replace_the_draw() -> None:
    """614.5 / 616.2 / 616.1f (Chains of Mephistopheles ruling): with two Chains each
    modifies the draw once in turn: discard, discard, then draw."""
    game, _ = game_at({"hand": ["Opt", "Plains", "Swamp"], "library": ["Forest"],
                       "battlefield": ["Island", "Chains of Mephistopheles",
                                       "Chains of Mephistopheles"]})
    cast(game, "Opt")
    resolve(game)
    choose(game, "done")                          # scry
    assert kind(game) is DecisionKind.REPLACEMENT_ORDER
    choose(game, "apply")
    choose(game, "pick Plains")
    choose(game, "pick Swamp")
    assert zone(game, ALICE, "hand") == ["Forest"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Opt", "Plains", "Swamp"]
    assert drawn(game, ALICE) == 1


def test_plagiarize_lasts_until_end_of_turn() -> None:
    """611.2 / 614.1 / 514.2: Plagiarize's replacement effect comes from a resolved spell: in
    Bob's draw step Alice draws instead of him; it ends in the cleanup step."""
    game, _ = build_upkeep()
    cast(game, "Plagiarize", target="Bob")
    resolve(game)
    pass_to(game, "precombat main", 3, limit=200)
    assert zone(game, ALICE, "hand") == ["Plains"] and zone(game, BOB, "hand") == []
    assert drawn(game, BOB) == 0 and "Plagiarize#" in log(game)
    pass_to(game, "precombat main", 4, limit=200)
    assert not any(e.op == REPLACEMENT_OP for e in game.state.effects)
    assert zone(game, ALICE, "hand") == ["Plains", "Plains"]       # her own draw, turn 4


def build_upkeep() -> tuple[Game, dict[str, int]]:
    return game_at({"hand": ["Plagiarize"], "library": ["Plains"] * 3, "battlefield": ["Island"] * 4},
                   {"library": ["Forest"] * 3}, active="Bob", step="upkeep", stage=None, priority="Alice")
