"""Scavenge (702.97, 702.97a): "[Cost], Exile this card from your graveyard: Put a number of +1/+1
counters equal to the power of the card you exiled on target creature. Activate only as a
sorcery.", compiled from Oracle text and played: Deadbridge Goliath and Drudge Beetle."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, cast_resolved, game_at, name, pt, resolve, stack, texts, zone
from manastack.game import Game

LIBRARY = ["Forest"] * 3


def _scavenge_game(card: str, forests: int, step: str = "precombat main") -> tuple[Game, dict[str, int]]:
    return game_at(
        {
            "battlefield": ["Forest"] * forests + [{"card": "Grizzly Bears", "label": "bears"}],
            "graveyard": [{"card": card, "label": "card"}],
            "library": LIBRARY,
        },
        {"battlefield": [{"card": "Hill Giant", "label": "giant"}], "library": LIBRARY},
        step=step,
    )


def _scavenge_offered(game: Game) -> bool:
    return any(t.startswith("activate") and "Scavenge" in t for t in texts(game))


@template("scavenge", cards=("Deadbridge Goliath",))
def test_deadbridge_goliath_scavenged_gives_five_counters() -> None:
    """702.97a, 118.3, 113.6: from Alice's graveyard she pays {4}{G}{G} and exiles Deadbridge
    Goliath; her Grizzly Bears gets five +1/+1 counters (its power, 5) and is 7/7."""
    game, labels = _scavenge_game("Deadbridge Goliath", 6)
    activate(game, labels["card"], name(game, labels["bears"]))
    assert zone(game, ALICE, "exile") == ["Deadbridge Goliath"]
    resolve(game)
    assert pt(game, labels["bears"]) == (7, 7)
    assert game.state.objects[labels["bears"]].counters == {"+1/+1": 5}


@template("scavenge", cards=("Drudge Beetle",))
def test_drudge_beetle_targets_any_creature() -> None:
    """702.97a, 115.1: "target creature" may be an opponent's: Drudge Beetle (power 2) puts
    two counters on Bob's Hill Giant, a 5/5."""
    game, labels = _scavenge_game("Drudge Beetle", 6)
    activate(game, labels["card"], name(game, labels["giant"]))
    resolve(game)
    assert pt(game, labels["giant"]) == (5, 5)


def test_scavenge_only_as_a_sorcery() -> None:
    """702.97a, 602.5d: in Alice's upkeep (no sorcery timing, 307.1) scavenge isn't offered;
    in her main phase with the mana it is."""
    upkeep, _ = _scavenge_game("Deadbridge Goliath", 6, step="upkeep")
    assert not _scavenge_offered(upkeep)
    main, _ = _scavenge_game("Deadbridge Goliath", 6)
    assert _scavenge_offered(main)


def test_scavenge_needs_its_mana_and_works_only_from_the_graveyard() -> None:
    """601.2g, 113.6: with five Forests the {4}{G}{G} can't be paid; on the battlefield
    Deadbridge Goliath has no scavenge to activate (it functions only in a graveyard)."""
    poor, _ = _scavenge_game("Deadbridge Goliath", 5)
    assert not _scavenge_offered(poor)
    game, _ = game_at(
        {"battlefield": ["Forest"] * 6 + ["Deadbridge Goliath"], "library": LIBRARY}, {"library": LIBRARY}
    )
    assert not _scavenge_offered(game)


def test_scavenge_with_its_target_gone_puts_no_counters() -> None:
    """608.2b, 602.2b: Bob Shocks the targeted Grizzly Bears in response; the ability does
    nothing as it resolves, and Deadbridge Goliath stays exiled (its cost was paid)."""
    game, labels = game_at(
        {
            "battlefield": ["Forest"] * 6 + [{"card": "Grizzly Bears", "label": "bears"}],
            "graveyard": [{"card": "Deadbridge Goliath", "label": "card"}],
            "library": LIBRARY,
        },
        {"hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY},
    )
    activate(game, labels["card"], name(game, labels["bears"]))
    game.apply("pass")
    cast_resolved(game, "Shock", name(game, labels["bears"]), by="Bob")
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    resolve(game)
    assert stack(game) == []
    assert zone(game, ALICE, "exile") == ["Deadbridge Goliath"]
