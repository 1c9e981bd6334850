""" "Creature tokens you control ...", "Sacrifice a token" (111.1: a token is a permanent
that isn't a card; "token" names that kind of permanent in a description) on real cards:
Intangible Virtue, Hardened Tactician."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, do, game_at, pass_all, permanents, pt, texts, zone
from manastack.rules.layers import characteristics

LIBRARY = ["Plains"] * 8


@template("token_noun", cards=("Intangible Virtue",))
def test_intangible_virtue_pumps_creature_tokens_only() -> None:
    """611.3a, 613.4c: Intangible Virtue gives the Soldier token +1/+1 and vigilance; the
    nontoken Grizzly Bears and the opponent's token are unchanged."""
    game, labels = game_at(
        {"battlefield": ["Intangible Virtue",
                         {"card": "token: 1/1 white Soldier Creature", "label": "s"},
                         {"card": "Grizzly Bears", "label": "b"}], "library": LIBRARY},
        {"battlefield": [{"card": "token: 1/1 white Soldier Creature", "label": "o"}],
         "library": LIBRARY})
    assert pt(game, labels["s"]) == (2, 2)
    assert pt(game, labels["b"]) == (2, 2)
    assert pt(game, labels["o"]) == (1, 1)
    assert "vigilance" in characteristics(game.state, labels["s"]).keywords
    assert "vigilance" not in characteristics(game.state, labels["b"]).keywords


@template("type_list", cards=("Hardened Tactician",))
def test_hardened_tactician_sacrifices_a_token_not_a_card() -> None:
    """602.2, 118.3: "Sacrifice a token" can be paid only with a token: with a Treasure and
    a nontoken Ornithopter, only the Treasure is offered; Alice draws a card."""
    game, labels = game_at(
        {"battlefield": [{"card": "Hardened Tactician", "label": "h"}, {"card": "Plains", "label": "p"},
                         {"card": "token: Treasure", "label": "t"}, "Ornithopter"],
         "library": LIBRARY},
        {"library": LIBRARY})
    do(game, f"activate Hardened Tactician#{labels['h']}: {{1}}, Sacrifice a token: Draw a card.")
    do(game, f"mana Plains#{labels['p']}: {{T}}: Add {{W}}.")
    do(game, "pay {1} from the mana pool")
    assert texts(game) == [f"pick Treasure#{labels['t']}"]
    do(game, f"pick Treasure#{labels['t']}")
    pass_all(game, check=False)
    assert "Treasure" not in permanents(game, ALICE)
    assert "Ornithopter" in permanents(game, ALICE)
    assert zone(game, ALICE, "hand") == ["Plains"]
