"""The top card of a library played revealed (401.5) and cast from there (601.3), compiled
from Garruk's Horde's Oracle text ("Play with the top card of your library revealed." and
"You may cast creature spells from the top of your library.") and played: what each player's
view shows (the views come first, DESIGN.md), what Alice may cast, and 401.5's new top card
held back while a spell is being cast."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, game_at, pass_all, pay, permanents, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind


def _library_seen(game: Game, viewer: int | None, owner: int = ALICE) -> dict[int, str]:
    """Positions (0: the top) and names of `owner`'s library cards `viewer` knows."""
    players = game.view(viewer)["players"]
    return {entry["position"]: entry["card"] for entry in players[owner]["library"]}


@template("play_with_top_revealed", cards=("Garruk's Horde",))
def test_garruks_horde_reveals_the_top_card_to_every_player() -> None:
    """401.5, 701.20a: with Garruk's Horde on the battlefield Bob (and a spectator) sees the
    top card of Alice's library, and only that one; after Alice draws it in her next turn's
    draw step, the new top card is revealed too and Bob knows the card in her hand."""
    game, _ = game_at({"battlefield": ["Garruk's Horde"], "library": ["Island", "Forest",
                                                                       "Swamp", "Plains"]},
                      {"library": ["Island"] * 5}, active="Bob", step="end")
    game.apply("pass")          # any event: the followup reveals what is on top now
    assert _library_seen(game, BOB) == {0: "Island"}
    assert _library_seen(game, None) == {0: "Island"}
    for seed in range(3):       # what Bob knows stays as it is in a sampled game
        sampled = game.sample(BOB, seed).state
        assert sampled.objects[sampled.players[ALICE].library[0]].card.name == "Island"
    while game.state.active != ALICE or game.state.players[ALICE].drawn_this_turn == 0:
        game.apply("pass")
    assert _library_seen(game, BOB) == {0: "Forest"}
    bob_hand = game.view(BOB)["players"][ALICE]["hand"]
    assert [entry["card"] for entry in bob_hand] == ["Island"]


@template("cast_from_top", cards=("Garruk's Horde",))
def test_garruks_horde_casts_the_creature_on_top_and_holds_back_the_next_card() -> None:
    """601.3: Alice may cast the Grizzly Bears on top of her library (at sorcery speed,
    paying {1}{G}); 401.5: while it is being cast the new top card (Llanowar Elves) isn't
    revealed, and once the Bears become cast (601.2i) it is, and may be cast in turn."""
    game, _ = game_at({"battlefield": ["Garruk's Horde", *["Forest"] * 3],
                       "library": ["Grizzly Bears", "Llanowar Elves", "Island"]},
                      {"library": ["Island"] * 5})
    casts = [t for t in texts(game) if t.startswith("cast Grizzly Bears#")]
    assert len(casts) == 1, texts(game)
    game.apply(casts[0])
    assert game.decision is not None and game.decision.kind is not DecisionKind.PRIORITY
    assert 0 not in _library_seen(game, BOB)             # 401.5: not until it becomes cast
    pay(game)
    assert _library_seen(game, BOB) == {0: "Llanowar Elves"}
    pass_all(game)
    assert "Grizzly Bears" in permanents(game, ALICE)
    assert any(t.startswith("cast Llanowar Elves#") for t in texts(game))


def test_garruks_horde_offers_no_noncreature_spell_from_the_top() -> None:
    """601.3: only creature spells: a Giant Growth on top is seen, not castable from there."""
    game, _ = game_at({"battlefield": ["Garruk's Horde", *["Forest"] * 3],
                       "library": ["Giant Growth", "Island"]},
                      {"library": ["Island"] * 5})
    assert not any("Giant Growth" in t for t in texts(game))
