"""Cards in any graveyard (404, 115.1) and "If it was a [kind of] card, [effect]" (608.2h),
compiled from Oracle text and played: "{G}: Exile target card from a graveyard. If it was a
creature card, put a +1/+1 counter on this creature and you gain 1 life." (Scavenging Ooze)
and "Exile target artifact card from a graveyard." (Conversion Chamber)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, BOB, game_at, life, pass_all, pay, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _ooze() -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": [{"card": "Scavenging Ooze", "label": "ooze"}, "Forest",
                                    "Forest"], "graveyard": ["Lightning Bolt"],
                    "library": LIBRARY},
                   {"graveyard": [{"card": "Gray Ogre", "label": "ogre"}],
                    "library": LIBRARY})


@template("any_graveyard", "if_it_was", cards=("Scavenging Ooze",))
def test_scavenging_ooze_grows_only_for_an_exiled_creature_card() -> None:
    """Scavenging Ooze (115.1, 406.3, 608.2h): it may target a card in either graveyard;
    exiling Bob's Gray Ogre (a creature card) gives it a +1/+1 counter and Alice 1 life;
    exiling her Lightning Bolt gives nothing."""
    game, labels = _ooze()
    activate(game, labels["ooze"], f"Gray Ogre#{labels['ogre']}")
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Gray Ogre"]
    assert game.state.objects[labels["ooze"]].counters == {"+1/+1": 1}
    assert life(game, ALICE) == 21
    bolt = game.state.players[ALICE].graveyard[0]
    activate(game, labels["ooze"], f"Lightning Bolt#{bolt}")
    pass_all(game)
    assert zone(game, ALICE, "exile") == ["Lightning Bolt"]
    assert game.state.objects[labels["ooze"]].counters == {"+1/+1": 1}
    assert life(game, ALICE) == 21


def test_conversion_chamber_targets_only_artifact_cards_in_graveyards() -> None:
    """Conversion Chamber (115.1, 122.1): only Bob's Ornithopter, an artifact card, can be
    its target (not his Gray Ogre); it is exiled and the Chamber gets a charge counter."""
    game, labels = game_at({"battlefield": [{"card": "Conversion Chamber", "label": "cc"},
                                            "Island", "Island"], "library": LIBRARY},
                           {"graveyard": ["Gray Ogre", {"card": "Ornithopter",
                                                        "label": "bird"}],
                            "library": LIBRARY})
    game.apply(next(c for c in game.legal_choices()
                    if str(c).startswith("activate Conversion Chamber") and "Exile" in str(c)))
    targets = [t for t in texts(game) if t.startswith("target")]
    assert targets == [f"target Ornithopter#{labels['bird']}"]
    game.apply(targets[0])
    pay(game)
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Ornithopter"]
    assert zone(game, BOB, "graveyard") == ["Gray Ogre"]
    assert game.state.objects[labels["cc"]].counters == {"charge": 1}
