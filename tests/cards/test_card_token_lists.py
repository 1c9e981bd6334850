""""Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3
green Elephant creature token." (111.1, 701.7a), compiled from Oracle text and played:
Bestial Menace."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, game_at, pass_all, zone
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


@template("create_token_list", cards=("Bestial Menace",))
def test_bestial_menace_creates_each_token_it_names() -> None:
    """111.1, 701.7a: Bestial Menace resolves and Alice has a 1/1 green Snake, a 2/2 green
    Wolf and a 3/3 green Elephant, each a creature token she controls (111.2)."""
    game, _ = game_at({"library": LIBRARY, "hand": ["Bestial Menace"],
                       "battlefield": ["Forest"] * 5}, {"library": LIBRARY})
    cast(game, "Bestial Menace")
    pass_all(game)
    tokens: dict[str, object] = {}
    for oid in game.state.battlefield:
        c = characteristics(game.state, oid)
        if game.state.objects[oid].kind == "token":
            tokens[" ".join(sorted(c.subtypes))] = (c.power, c.toughness, c.colors, c.controller)
    assert tokens == {"Snake": (1, 1, {"G"}, ALICE), "Wolf": (2, 2, {"G"}, ALICE),
                      "Elephant": (3, 3, {"G"}, ALICE)}
    assert zone(game, ALICE, "graveyard") == ["Bestial Menace"]
