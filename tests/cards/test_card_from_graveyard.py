"""The card itself in its owner's graveyard (113.6m), compiled from Oracle text and played:
"{3}{W}{W}: Return this card from your graveyard to your hand. Activate only during your
upkeep." (Eternal Dragon, 602.5b)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, game_at, resolve, texts, zone
from manastack.game import Game

DRAGON = "{3}{W}{W}: Return this card from your graveyard to your hand."


def _dragon_game(step: str) -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": ["Plains"] * 5,
                    "graveyard": [{"card": "Eternal Dragon", "label": "dragon"}],
                    "library": ["Island"] * 3}, {"library": ["Island"] * 3}, step=step)


@template("self_in_graveyard", "during_your_upkeep", cards=("Eternal Dragon",))
def test_eternal_dragon_returns_from_the_graveyard_during_upkeep() -> None:
    """113.6m, 602.5b: in Alice's upkeep Eternal Dragon's ability is activated from her
    graveyard; it resolves and the card goes to her hand."""
    game, labels = _dragon_game("upkeep")
    activate(game, labels["dragon"])
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Eternal Dragon"]
    assert zone(game, ALICE, "graveyard") == []


def test_eternal_dragon_waits_for_the_upkeep() -> None:
    """602.5b: in her main phase the ability can't be activated."""
    game, _ = _dragon_game("precombat main")
    assert not any(DRAGON in t for t in texts(game))


def test_eternal_dragon_on_the_battlefield_has_no_such_ability() -> None:
    """113.6m: the ability moves the card out of the graveyard, so it works only there; on
    the battlefield in the upkeep it isn't offered."""
    game, _ = game_at({"battlefield": ["Plains"] * 5 + ["Eternal Dragon"]}, step="upkeep")
    assert not any(DRAGON in t for t in texts(game))


@template("self_in_graveyard", cards=("Reassembling Skeleton",))
def test_reassembling_skeleton_returns_to_the_battlefield_tapped() -> None:
    """113.6m, 400.7: Reassembling Skeleton comes back from the graveyard to the battlefield
    tapped; once it has left, its ability no longer finds it."""
    game, labels = game_at({"battlefield": ["Swamp", "Swamp"],
                            "graveyard": [{"card": "Reassembling Skeleton", "label": "skel"}]})
    activate(game, labels["skel"])
    resolve(game)
    skeleton = next(o for o in game.state.objects.values()
                    if o.card.name == "Reassembling Skeleton")
    assert skeleton.zone == "battlefield" and skeleton.tapped


@template("self_in_graveyard", "during_your_upkeep", cards=("Hammer of Bogardan",))
def test_a_sorcerys_graveyard_ability_returns_it_during_upkeep() -> None:
    """113.6, 113.6m: a sorcery's ability that moves it out of the graveyard functions
    there: in Alice's upkeep she pays {2}{R}{R}{R} and Hammer of Bogardan returns to her
    hand (602.5b); in her main phase it isn't offered."""
    game, labels = game_at({"battlefield": ["Mountain"] * 5,
                            "graveyard": [{"card": "Hammer of Bogardan", "label": "hammer"}],
                            "library": ["Island"] * 3}, {"library": ["Island"] * 3},
                           step="upkeep")
    activate(game, labels["hammer"])
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Hammer of Bogardan"]
    main, _ = game_at({"battlefield": ["Mountain"] * 5, "graveyard": ["Hammer of Bogardan"],
                       "library": ["Island"] * 3}, {"library": ["Island"] * 3})
    assert not any(t.startswith("activate Hammer of Bogardan") for t in texts(main))
