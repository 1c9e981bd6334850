"""702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature.
Activate only as a sorcery." (602.5d)."""

from __future__ import annotations

from helpers import do, game_at, name, pass_all, pay, texts

LIBRARY = ["Island"] * 6


def test_outlast_is_activated_only_as_a_sorcery_and_taps_the_creature() -> None:
    """702.107a, 602.5d, 307.1: in Alice's main phase with an empty stack Ainok Bond-Kin's
    outlast {1}{W} is offered; in her beginning of combat step it isn't; once activated the
    Bond-Kin is tapped, so it isn't offered again (107.5)."""
    game, labels = game_at({"battlefield": [{"card": "Ainok Bond-Kin", "label": "ainok"},
                                            "Plains", "Plains", "Plains", "Plains"],
                            "library": LIBRARY}, {"library": LIBRARY})
    outlast = f"activate {name(game, labels['ainok'])}: Outlast {{1}}{{W}}"
    assert outlast in texts(game)
    do(game, outlast)
    pay(game)
    pass_all(game)
    assert game.state.objects[labels["ainok"]].counters == {"+1/+1": 1}
    assert outlast not in texts(game)
    combat, labels = game_at({"battlefield": [{"card": "Ainok Bond-Kin", "label": "ainok"},
                                              "Plains", "Plains"], "library": LIBRARY},
                             {"library": LIBRARY}, step="beginning of combat")
    assert not any(t.startswith(f"activate {name(combat, labels['ainok'])}: Outlast")
                   for t in texts(combat))
