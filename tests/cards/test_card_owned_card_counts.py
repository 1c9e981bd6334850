""""~ deals damage to target creature equal to the total number of instant and sorcery cards
you own in exile and in your graveyard." (404.1, 406.1, 608.2h) on a real card: Beacon
Bolt."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, game_at, name, pass_all, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _bolt_at(giant_toughness: int, *, graveyard: list[str], exile: list[str],
             bob_exile: list[str]) -> tuple[Game, dict[str, int]]:
    giant: dict[str, object] = {"card": "Hill Giant", "label": "giant"}
    if giant_toughness > 3:
        giant["counters"] = {"+1/+1": giant_toughness - 3}
    return game_at({"battlefield": ["Island", "Mountain", "Mountain"],
                    "hand": ["Beacon Bolt"], "graveyard": graveyard, "exile": exile,
                    "library": LIBRARY},
                   {"battlefield": [giant], "exile": bob_exile, "library": LIBRARY})


@template("count_owned_in_exile_and_graveyard", "owned_card_kinds", cards=("Beacon Bolt",))
def test_beacon_bolt_counts_instants_and_sorceries_alice_owns() -> None:
    """608.2h: Shock and Divination in Alice's graveyard and Lightning Bolt she owns in
    exile count, 3 (Grizzly Bears, a creature card, and Bob's exiled Shock don't): the
    Hill Giant is dealt 3 damage and dies (704.5g)."""
    game, labels = _bolt_at(3, graveyard=["Shock", "Divination", "Grizzly Bears"],
                            exile=["Lightning Bolt"], bob_exile=["Shock"])
    cast(game, "Beacon Bolt", name(game, labels["giant"]))
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Hill Giant"]


@template("count_owned_in_exile_and_graveyard", "owned_card_kinds", cards=("Beacon Bolt",))
def test_beacon_bolt_counts_as_it_resolves() -> None:
    """608.2h: the count is taken as Beacon Bolt resolves, not counting itself on the stack:
    two cards deal 2 damage, and a 4-toughness Hill Giant survives."""
    game, labels = _bolt_at(4, graveyard=["Shock", "Divination"], exile=[], bob_exile=[])
    cast(game, "Beacon Bolt", name(game, labels["giant"]))
    pass_all(game)
    assert game.state.objects[labels["giant"]].damage == 2
    assert sorted(zone(game, ALICE, "graveyard")) == ["Beacon Bolt", "Divination", "Shock"]
