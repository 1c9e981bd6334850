""""target player or planeswalker" as what damage is dealt to (115.1, 120.3c), compiled from
Oracle text and played: "~ deals 4 damage to target player or planeswalker." (Chandra's
Outburst), "When this land enters, it deals 1 damage to target player or planeswalker."
(Sunscorched Desert)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import BOB, do, game_at, life, pass_all, texts
from manastack.game import Game
from manastack.scenario import inline_cards

LIBRARY = ["Island"] * 6
WALKER = inline_cards([{"name": "Walker of Tests", "mana_cost": "{2}{W}", "loyalty": 5,
                        "type_line": "Legendary Planeswalker — Gideon",
                        "text": "[+1]: You gain 1 life."}])


def _outburst_game() -> tuple[Game, dict[str, int]]:
    return game_at({"hand": ["Chandra's Outburst"], "library": LIBRARY,
                    "battlefield": ["Mountain"] * 5},
                   {"library": LIBRARY, "battlefield": [
                        {"card": "Walker of Tests", "label": "walker"},
                        {"card": "Grizzly Bears", "label": "bears"}]}, cards=WALKER)


@template("player_or_planeswalker", cards=("Chandra's Outburst",))
def test_chandras_outburst_hits_a_player() -> None:
    """Chandra's Outburst (115.1, 120.3a): Bob, a player, takes 4 damage; his creature is
    no legal target."""
    game, labels = _outburst_game()
    game.apply("cast Chandra's Outburst")
    assert f"target Grizzly Bears#{labels['bears']}" not in texts(game)
    do(game, "target Bob", "pay {3}{R}{R} automatically")
    pass_all(game)
    assert life(game, BOB) == 16


@template("player_or_planeswalker", cards=("Chandra's Outburst",))
def test_chandras_outburst_hits_a_planeswalker() -> None:
    """Chandra's Outburst (115.1, 120.3c): damage to Bob's planeswalker removes that many
    loyalty counters (5 - 4 = 1); Bob's life is untouched."""
    game, labels = _outburst_game()
    cast(game, "Chandra's Outburst", f"Walker of Tests#{labels['walker']}")
    pass_all(game)
    assert game.state.objects[labels["walker"]].counters.get("loyalty") == 1
    assert life(game, BOB) == 20


@template("player_or_planeswalker", cards=("Sunscorched Desert",))
def test_sunscorched_desert_pings_a_player_as_it_enters() -> None:
    """Sunscorched Desert (603.2, 115.1): played, its enters trigger deals 1 damage to Bob."""
    game, _ = game_at({"hand": ["Sunscorched Desert"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "play Sunscorched Desert", "target Bob")
    pass_all(game)
    assert life(game, BOB) == 19
