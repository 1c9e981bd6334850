""" "You may tap or untap target [permanent]." (701.26a-b, 608.2d), compiled from Oracle text
and played: Twiddle and Puppet Strings."""

from __future__ import annotations

from oracle_harness import activate, card, cast, template

from helpers import game_at, name, pass_all, texts
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _answer(game: Game, *answers: str) -> None:
    for answer in answers:
        game.apply(next(t for t in texts(game) if t.startswith(answer)))


@template("tap_or_untap", cards=("Twiddle",))
def test_twiddle_untaps_alices_land_or_taps_bobs_creature() -> None:
    """608.2d, 701.26b: Twiddle on Alice's tapped Island, she chooses to untap it; a second
    Twiddle taps Bob's Hill Giant (701.26a); with a third she declines, and it stays tapped."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "hand": [card("Twiddle", "t1"), card("Twiddle", "t2"), card("Twiddle", "t3")],
            "battlefield": ["Island", "Island", "Island", card("Island", "tapped", tapped=True)],
        },
        {"library": LIBRARY, "battlefield": [card("Hill Giant", "giant")]},
    )
    cast(game, name(game, labels["t1"]), f"Island#{labels['tapped']}")
    pass_all(game)
    _answer(game, "yes", "untap it")
    assert not game.state.objects[labels["tapped"]].tapped
    cast(game, name(game, labels["t2"]), f"Hill Giant#{labels['giant']}")
    pass_all(game)
    _answer(game, "yes")
    assert sorted(texts(game)) == ["tap it", "untap it"]
    _answer(game, "tap it")
    assert game.state.objects[labels["giant"]].tapped
    cast(game, name(game, labels["t3"]), f"Hill Giant#{labels['giant']}")
    pass_all(game)
    _answer(game, "no")
    assert not game.state.stack and game.state.objects[labels["giant"]].tapped


@template("tap_or_untap", cards=("Puppet Strings",))
def test_puppet_strings_taps_a_creature() -> None:
    """701.26a: Puppet Strings' ability taps Bob's untapped Hill Giant when Alice chooses so."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": ["Island", "Island", card("Puppet Strings", "strings")]},
        {"library": LIBRARY, "battlefield": [card("Hill Giant", "giant")]},
    )
    activate(game, labels["strings"], f"Hill Giant#{labels['giant']}")
    pass_all(game)
    _answer(game, "yes", "tap it")
    assert game.state.objects[labels["giant"]].tapped and game.state.objects[labels["strings"]].tapped
