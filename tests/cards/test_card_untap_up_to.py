""""Untap up to N [permanents]." compiled from Oracle text and played (608.2d: chosen as the
effect is applied, not targeted; 701.26b): Rewind ("Counter target spell. Untap up to four
lands.") and Cloud of Faeries ("When this creature enters, untap up to two lands.")."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, battlefield, do, game_at, life, name, resolve, texts, zone
from manastack.game import Game


def _tapped(game: Game, player: int, card: str) -> list[bool]:
    state = game.state
    return [state.objects[o].tapped for o in state.battlefield
            if state.objects[o].card.name == card and state.objects[o].controller == player]


@template("untap_up_to", cards=("Rewind",))
def test_rewind_counters_and_untaps_the_lands_its_controller_chooses() -> None:
    """608.2d, 701.6a, 701.26b: Bob's Rewind counters Shock; as it resolves Bob may choose
    any tapped lands, Alice's Mountain among them; he untaps his four Islands and leaves the
    Mountain tapped."""
    game, _ = game_at({"battlefield": ["Mountain"], "hand": ["Shock"]},
                      {"battlefield": ["Island"] * 4, "hand": ["Rewind"]})
    cast(game, "Shock", "Bob")
    shock = game.state.stack[-1]
    game.apply("pass")
    cast(game, "Rewind", name(game, shock))
    assert _tapped(game, BOB, "Island") == [True] * 4
    game.apply("pass")
    game.apply("pass")
    picks = [t for t in texts(game) if t.startswith("pick ")]
    assert any("Mountain" in p for p in picks) and "done" in texts(game)
    for _ in range(4):
        do(game, next(t for t in texts(game) if t.startswith("pick Island")))
    assert _tapped(game, BOB, "Island") == [False] * 4
    assert _tapped(game, ALICE, "Mountain") == [True]
    assert life(game, BOB) == 20 and zone(game, ALICE, "graveyard") == ["Shock"]


@template("untap_up_to", cards=("Cloud of Faeries",))
def test_cloud_of_faeries_untaps_fewer_when_its_controller_is_done() -> None:
    """608.2d: "up to two": Alice untaps one of the two Islands she tapped for Cloud of
    Faeries and stops."""
    game, _ = game_at({"battlefield": ["Island", "Island"], "hand": ["Cloud of Faeries"]},
                      {"battlefield": []})
    cast(game, "Cloud of Faeries")
    resolve(game)                      # the Cloud enters; its trigger goes on the stack
    resolve(game)
    do(game, next(t for t in texts(game) if t.startswith("pick Island")))
    do(game, "done")
    assert sorted(_tapped(game, ALICE, "Island")) == [False, True]
    assert battlefield(game, ALICE).count("Cloud of Faeries") == 1
