"""Evolve (702.100, 702.100a): "Whenever a creature you control enters, if that creature's power is
greater than this creature's power and/or that creature's toughness is greater than this
creature's toughness, put a +1/+1 counter on this creature.", and "Whenever this creature
evolves" (702.100b), compiled from Oracle text and played: Cloudfin Raptor, Watchful
Radstag."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import game_at, pass_all, pt, stack
from manastack.game import Game

LIBRARY = ["Island"] * 4


def _named(game: Game, card: str) -> list[int]:
    return [o for o in game.state.battlefield if game.state.objects[o].card.name == card]


def _raptor_game(hand: list[str], lands: list[str]) -> tuple[Game, int]:
    game, labels = game_at(
        {
            "hand": hand,
            "battlefield": [*lands, {"card": "Cloudfin Raptor", "label": "raptor"}],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    return game, labels["raptor"]


@template("evolve", cards=("Cloudfin Raptor",))
def test_cloudfin_raptor_evolves_as_bigger_creatures_enter() -> None:
    """702.100a: the 0/1 Raptor evolves as Grizzly Bears (2/2) enters: a 1/2; as a second
    2/2, Balduvian Bears, enters (power 2 > 1) again: a 2/3."""
    game, raptor = _raptor_game(["Grizzly Bears", "Balduvian Bears"], ["Forest"] * 4)
    cast(game, "Grizzly Bears")
    pass_all(game)
    assert stack(game) == ["Cloudfin Raptor ability"]
    pass_all(game)
    assert pt(game, raptor) == (1, 2)
    cast(game, "Balduvian Bears")
    pass_all(game)
    pass_all(game)
    assert pt(game, raptor) == (2, 3)


@template("evolve", cards=("Cloudfin Raptor",))
def test_evolve_doesnt_trigger_for_a_creature_no_bigger() -> None:
    """702.100a, 603.4: a 2/3 Raptor (two counters) doesn't trigger for a 2/2: neither
    its power nor its toughness is greater."""
    game, labels = game_at(
        {
            "hand": ["Grizzly Bears"],
            "battlefield": [
                "Forest",
                "Forest",
                {"card": "Cloudfin Raptor", "label": "raptor", "counters": {"+1/+1": 2}},
            ],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    cast(game, "Grizzly Bears")
    pass_all(game)
    assert stack(game) == []
    assert pt(game, labels["raptor"]) == (2, 3)


@template("evolve", cards=("Cloudfin Raptor", "Raise the Alarm"))
def test_evolve_checks_again_as_it_resolves() -> None:
    """603.4: two 1/1 Soldiers enter at once and both trigger the 0/1 Raptor; the first to
    resolve makes it 1/2, so the second finds neither 1 > 1 nor 1 > 2 and does nothing."""
    game, raptor = _raptor_game(["Raise the Alarm"], ["Plains"] * 2)
    cast(game, "Raise the Alarm")
    pass_all(game)
    if len(game.state.stack) < 2:
        game.apply(game.legal_choices()[0])  # the order of the two triggers (603.3b)
    assert stack(game) == ["Cloudfin Raptor ability", "Cloudfin Raptor ability"]
    pass_all(game)
    pass_all(game)
    assert stack(game) == []
    assert pt(game, raptor) == (1, 2)


@template("evolve", "evolves_trigger", cards=("Watchful Radstag",))
def test_watchful_radstag_copies_itself_as_it_evolves() -> None:
    """702.100b, 707.2: Hill Giant (3/3) enters, the 2/2 Radstag evolves into a 3/3, and its
    "Whenever this creature evolves" creates a token copy of it: a 2/2 (no counters)."""
    game, labels = game_at(
        {
            "hand": ["Hill Giant"],
            "battlefield": [
                "Mountain",
                "Mountain",
                "Mountain",
                "Mountain",
                {"card": "Watchful Radstag", "label": "stag"},
            ],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    cast(game, "Hill Giant")
    pass_all(game)
    pass_all(game)
    pass_all(game)
    assert pt(game, labels["stag"]) == (3, 3)
    stags = _named(game, "Watchful Radstag")
    assert len(stags) == 2
    token = next(o for o in stags if o != labels["stag"])
    assert game.state.objects[token].kind == "token" and pt(game, token) == (2, 2)


@template("evolve", cards=("Cloudfin Raptor",))
def test_a_noncreature_permanent_entering_doesnt_evolve() -> None:
    """702.100c: a noncreature permanent has no power or toughness to be greater: the 0/1
    Raptor doesn't evolve as Mind Stone, an artifact, enters."""
    game, raptor = _raptor_game(["Mind Stone"], ["Forest"] * 2)
    cast(game, "Mind Stone")
    pass_all(game)
    assert stack(game) == [] and pt(game, raptor) == (0, 1)
