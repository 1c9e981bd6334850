"""Backup (702.165, 702.165a): "When this creature enters, put N +1/+1 counters on target creature. If
that's another creature, it also gains the non-backup abilities of this creature printed
below this one until end of turn.", compiled from Oracle text and played: Boon-Bringer
Valkyrie, Voldaren Thrillseeker; a backup that would grant an ability the engine can't grant
is refused naming it (Bola Slinger)."""

from __future__ import annotations

import pytest
from oracle_harness import activate, cast, pass_until, template

from helpers import ALICE, BOB, do, game_at, life, name, pass_all, pt, zone
from manastack.cards.registry import get_card
from manastack.errors import UnsupportedCardError
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Plains"] * 4
VALKYRIE_KEYWORDS = {"flying", "first strike", "lifelink"}


def _the(game: Game, card: str) -> int:
    return next(o for o in game.state.battlefield if game.state.objects[o].card.name == card)


def _cast_with_backup(card: str, lands: list[str], target: str | None) -> tuple[Game, dict[str, int]]:
    """Alice casts `card` beside her Grizzly Bears; its backup targets `target` (a label,
    or None for the card itself)."""
    game, labels = game_at(
        {
            "hand": [card],
            "battlefield": [*lands, {"card": "Grizzly Bears", "label": "bears"}],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    cast(game, card)
    pass_all(game)
    chosen = _the(game, card) if target is None else labels[target]
    do(game, f"target {name(game, chosen)}")
    pass_all(game)
    return game, labels


@template("backup", cards=("Boon-Bringer Valkyrie",))
def test_boon_bringer_valkyrie_backs_up_grizzly_bears() -> None:
    """702.165a, 613.1f: Grizzly Bears gets a +1/+1 counter (3/3) and flying, first strike and
    lifelink, the keywords printed below backup, until end of turn (514.2); a saved game
    keeps them. In the next turn it keeps the counter but not the keywords."""
    game, labels = _cast_with_backup("Boon-Bringer Valkyrie", ["Plains"] * 5, "bears")
    bears = labels["bears"]
    assert pt(game, bears) == (3, 3)
    assert characteristics(game.state, bears).keywords >= VALKYRIE_KEYWORDS
    loaded = Game.load(game.save())
    assert characteristics(loaded.state, bears).keywords >= VALKYRIE_KEYWORDS
    pass_until(game, "upkeep", turn=4)
    assert pt(game, bears) == (3, 3)
    assert not VALKYRIE_KEYWORDS & characteristics(game.state, bears).keywords


@template("backup", cards=("Boon-Bringer Valkyrie",))
def test_backup_on_itself_only_puts_the_counter() -> None:
    """702.165a: targeting the Valkyrie itself, it gets the counter (a 5/5) and Grizzly Bears
    gains nothing."""
    game, labels = _cast_with_backup("Boon-Bringer Valkyrie", ["Plains"] * 5, None)
    assert pt(game, _the(game, "Boon-Bringer Valkyrie")) == (5, 5)
    assert not VALKYRIE_KEYWORDS & characteristics(game.state, labels["bears"]).keywords


@template("backup", cards=("Voldaren Thrillseeker",))
def test_voldaren_thrillseeker_grants_its_activated_ability() -> None:
    """702.165a, 113.10, 608.2h: Grizzly Bears gets two counters (4/4) and the Thrillseeker's
    "{1}, Sacrifice this creature: It deals damage equal to its power to any target.": Alice
    activates it on the Bears, which is sacrificed and deals Bob 4."""
    game, labels = _cast_with_backup("Voldaren Thrillseeker", ["Mountain"] * 4, "bears")
    bears = labels["bears"]
    assert pt(game, bears) == (4, 4)
    activate(game, bears, "Bob")
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    pass_all(game)
    assert life(game, BOB) == 16


def test_backup_granting_a_triggered_ability_is_refused_naming_it() -> None:
    """113.10, 603.2: Bola Slinger's backup would grant "Whenever this creature attacks,
    ...", a triggered ability the engine can't grant: the card is unsupported, naming it."""
    with pytest.raises(UnsupportedCardError, match=r"Backup 1.*Whenever this creature attacks"):
        get_card("Bola Slinger")


@template("backup", cards=("Voldaren Thrillseeker",))
def test_voldaren_thrillseeker_keeps_its_own_ability() -> None:
    """113.10, 602.2: the ability backup grants is the Thrillseeker's own too: with two
    counters from its backup on itself (a 3/3) Alice sacrifices it and deals Bob 3."""
    game, _ = _cast_with_backup("Voldaren Thrillseeker", ["Mountain"] * 4, None)
    seeker = _the(game, "Voldaren Thrillseeker")
    assert pt(game, seeker) == (3, 3)
    activate(game, seeker, "Bob")
    pass_all(game)
    assert life(game, BOB) == 17
