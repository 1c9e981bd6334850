"""All objects a targeted player controls, compiled from Oracle text and played:
"{8}: Tap all creatures target player controls." (Dawnglare Invoker; 109.4, 115.1, 701.26a)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import BOB, game_at, pass_all


@template("each_object_target_controls", cards=("Dawnglare Invoker",))
def test_dawnglare_invoker_taps_every_creature_the_target_player_controls() -> None:
    """Dawnglare Invoker (115.1, 701.26a, 608.2h): Bob's two creatures become tapped; his
    land and Alice's creature stay untapped."""
    game, labels = game_at(
        {"battlefield": [{"card": "Dawnglare Invoker", "label": "invoker"}, "Grizzly Bears",
                         *["Plains"] * 8], "library": ["Plains"] * 4},
        {"battlefield": ["Grizzly Bears", "Hill Giant", "Forest"], "library": ["Forest"] * 4})
    activate(game, labels["invoker"], "Bob")
    pass_all(game)
    state = game.state
    tapped = {state.objects[o].card.name for o in state.battlefield
              if state.objects[o].tapped and state.objects[o].controller == BOB}
    assert tapped == {"Grizzly Bears", "Hill Giant"}
    alice_bears = [o for o in state.battlefield if state.objects[o].controller != BOB
                   and state.objects[o].card.name == "Grizzly Bears"]
    assert not state.objects[alice_bears[0]].tapped
