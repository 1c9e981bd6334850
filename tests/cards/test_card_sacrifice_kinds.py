"""Sacrificing a permanent of a kind narrower than a card type as a cost (118.3, 701.21a),
compiled from Oracle text and played: "{T}, Sacrifice a Goblin: This creature deals 2 damage
to any target." (Tar Pitcher), "{B}, Sacrifice a Goblin: This creature gets +2/+2 until end
of turn." (Facevaulter), "{1}{G}{G}, {T}, Sacrifice a Desert: ..." (Hashep Oasis) and
"{G}, Sacrifice another creature: ..." (Gobbling Ooze)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import do, game_at, life, on_battlefield, pass_all, pt, texts

LIBRARY = ["Island"] * 6


def _picks(game: object) -> list[str]:
    return [t for t in texts(game) if t.startswith("pick ")]  # type: ignore[arg-type]


@template("sacrifice_cost", cards=("Tar Pitcher",))
def test_tar_pitcher_sacrifices_only_a_goblin() -> None:
    """Tar Pitcher (118.3, 701.21a): the cost offers the Goblins Alice controls (Goblin Piker
    and the Pitcher itself, a Goblin Shaman), never her Grizzly Bears; the Piker is
    sacrificed and Bob takes 2."""
    game, labels = game_at({"battlefield": [{"card": "Tar Pitcher", "label": "pitcher"},
                                            {"card": "Goblin Piker", "label": "piker"},
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           {"library": LIBRARY})
    activate(game, labels["pitcher"], "Bob")
    picks = _picks(game)
    assert any("Goblin Piker" in p for p in picks) and any("Tar Pitcher" in p for p in picks)
    assert not any("Grizzly Bears" in p for p in picks)
    do(game, f"pick Goblin Piker#{labels['piker']}")
    pass_all(game)
    assert life(game, 1) == 18
    assert not on_battlefield(game, labels["piker"]) and on_battlefield(game, labels["bears"])


def test_tar_pitcher_offers_only_goblins_its_controller_controls() -> None:
    """Tar Pitcher (118.3, 701.21a: a player sacrifices only their own permanents): Bob's
    Goblin Piker is never offered; the Pitcher, tapped for {T}, may sacrifice itself."""
    game, labels = game_at({"battlefield": [{"card": "Tar Pitcher", "label": "pitcher"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Goblin Piker", "label": "piker"}],
                            "library": LIBRARY})
    activate(game, labels["pitcher"], "Bob")
    picks = _picks(game)
    assert picks == [f"pick Tar Pitcher#{labels['pitcher']}"], picks


@template("sacrifice_cost", cards=("Facevaulter",))
def test_facevaulter_grows_by_sacrificing_another_goblin() -> None:
    """Facevaulter (118.3): {B} and a Goblin (not the Gray Ogre beside it): the 1/1 gets
    +2/+2 until end of turn."""
    game, labels = game_at({"battlefield": [{"card": "Facevaulter", "label": "vaulter"},
                                            {"card": "Goblin Piker", "label": "piker"},
                                            {"card": "Gray Ogre", "label": "ogre"},
                                            "Swamp", "Swamp"],
                            "library": LIBRARY},
                           {"library": LIBRARY})
    activate(game, labels["vaulter"])
    picks = _picks(game)
    assert not any("Gray Ogre" in p for p in picks)
    do(game, f"pick Goblin Piker#{labels['piker']}")
    pass_all(game)
    assert pt(game, labels["vaulter"]) == (3, 3)


@template("sacrifice_cost", cards=("Hashep Oasis",))
def test_hashep_oasis_sacrifices_a_desert() -> None:
    """Hashep Oasis (118.3, 205.3i): the Desert sacrificed may be the Oasis itself, tapped
    for the same cost; a Forest is no Desert. Grizzly Bears gets +3/+3."""
    game, labels = game_at({"battlefield": [{"card": "Hashep Oasis", "label": "oasis"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Forest", "Forest", "Forest"],
                            "library": LIBRARY},
                           {"library": LIBRARY})
    activate(game, labels["oasis"], f"Grizzly Bears#{labels['bears']}", index=2)
    picks = _picks(game)
    assert picks == [f"pick Hashep Oasis#{labels['oasis']}"], picks
    do(game, picks[0])
    pass_all(game)
    assert pt(game, labels["bears"]) == (5, 5) and not on_battlefield(game, labels["oasis"])


@template("sacrifice_cost", cards=("Gobbling Ooze",))
def test_gobbling_ooze_sacrifices_another_creature_never_itself() -> None:
    """Gobbling Ooze (118.3, 109.1: "another creature" is one other than the source): only
    Grizzly Bears is offered; sacrificing it puts a +1/+1 counter on the Ooze."""
    game, labels = game_at({"battlefield": [{"card": "Gobbling Ooze", "label": "ooze"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Forest"],
                            "library": LIBRARY},
                           {"library": LIBRARY})
    activate(game, labels["ooze"])
    picks = _picks(game)
    assert any("Grizzly Bears" in p for p in picks)
    assert not any("Gobbling Ooze" in p for p in picks)
    do(game, f"pick Grizzly Bears#{labels['bears']}")
    pass_all(game)
    assert not on_battlefield(game, labels["bears"])
    assert game.state.objects[labels["ooze"]].counters.get("+1/+1") == 1


def test_gobbling_ooze_alone_cant_pay_its_cost() -> None:
    """118.3: with no other creature, the cost can't be paid, so the ability isn't offered
    (602.2)."""
    game, _ = game_at({"battlefield": ["Gobbling Ooze", "Forest"],
                            "library": LIBRARY},
                           {"library": LIBRARY})
    assert not any(t.startswith("activate Gobbling Ooze") for t in texts(game))
