"""Ascend and the city's blessing (702.131), compiled from Oracle text and played: "Activate
only if you have the city's blessing." (602.5b: Arch of Orazca), "as long as you have the
city's blessing" (611.3a: Snubhorn Sentry, Slippery Scoundrel's "has hexproof and can't be
blocked"), an intervening "if" (603.4: Resplendent Griffin) and "If you have the city's
blessing, [effect] instead." (614.15: Secrets of the Golden City, Expel from Orazca)."""

from __future__ import annotations

import pytest
from oracle_harness import template

import helpers
from helpers import (
    ALICE,
    BOB,
    at_step,
    cast_resolved,
    choose,
    do,
    game_at,
    name,
    pass_all,
    pt,
    texts,
    zone,
)
from manastack.game import Game
from manastack.rules.ascend import has_citys_blessing
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 8


def _blessed(game: Game) -> None:
    """Alice plays her tenth permanent, a land: the city's blessing (702.131b)."""
    do(game, "play Plains")
    assert has_citys_blessing(game.state, ALICE)


@template("ascend", "have_citys_blessing", cards=("Arch of Orazca",))
def test_arch_of_orazca_draws_only_once_its_controller_has_the_citys_blessing() -> None:
    """602.5b, 702.131b: with Arch of Orazca and eight Islands (nine permanents) its draw
    ability isn't offered; her tenth permanent gives Alice the blessing and she draws with it."""
    game, labels = game_at({"hand": ["Plains"], "library": LIBRARY,
                            "battlefield": [{"card": "Arch of Orazca", "label": "arch"},
                                            *["Island"] * 8]},
                           {"library": LIBRARY})
    draw = (f"activate {name(game, labels['arch'])}: {{5}}, {{T}}: Draw a card. Activate only "
            "if you have the city's blessing.")
    assert not any(t.startswith(draw) for t in texts(game))
    _blessed(game)
    do(game, draw)
    helpers.pay(game)
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 1


@template("while_citys_blessing", cards=("Snubhorn Sentry",))
def test_snubhorn_sentry_gets_three_power_while_you_have_the_citys_blessing() -> None:
    """611.3a, 613.4c: Snubhorn Sentry is 0/3, and 3/3 once Alice has the city's blessing."""
    game, labels = game_at({"hand": ["Plains"], "library": LIBRARY,
                            "battlefield": [{"card": "Snubhorn Sentry", "label": "sentry"},
                                            *["Plains"] * 8]},
                           {"library": LIBRARY})
    assert pt(game, labels["sentry"]) == (0, 3)
    _blessed(game)
    assert pt(game, labels["sentry"]) == (3, 3)


@template("keyword_and_rule", "while_citys_blessing", cards=("Slippery Scoundrel",))
def test_slippery_scoundrel_has_hexproof_and_cant_be_blocked_with_the_blessing() -> None:
    """611.3a, 613.1f, 509.1b, 702.11b: with the blessing Slippery Scoundrel has hexproof and
    can't be blocked: Bob's Grizzly Bears may block Alice's other attacker, not it."""
    game, labels = game_at({"hand": ["Plains"], "library": LIBRARY,
                            "battlefield": [{"card": "Slippery Scoundrel", "label": "rogue"},
                                            {"card": "Grizzly Bears", "label": "mine"},
                                            *["Plains"] * 7]},
                           {"library": LIBRARY,
                            "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    assert not characteristics(game.state, labels["rogue"]).has("hexproof")
    _blessed(game)
    assert characteristics(game.state, labels["rogue"]).has("hexproof")
    helpers.pass_until(game, at_step("declare attackers", priority=False))
    do(game, f"attack with {name(game, labels['rogue'])} -> Bob",
       f"attack with {name(game, labels['mine'])} -> Bob", "done declaring attackers")
    helpers.pass_until(game, at_step("declare blockers", priority=False))
    blocks = [t for t in texts(game) if t.startswith("block")]
    assert blocks == [f"block {name(game, labels['mine'])} with {name(game, labels['bears'])}"]


@template("triggered_if_condition", cards=("Resplendent Griffin",))
@pytest.mark.parametrize("blessed", [True, False])
def test_resplendent_griffin_grows_as_it_attacks_only_with_the_blessing(blessed: bool) -> None:
    """603.4: Resplendent Griffin attacking puts a +1/+1 counter on it if Alice has the
    city's blessing; without it the ability doesn't even trigger."""
    game, labels = game_at({"hand": ["Plains"], "library": LIBRARY,
                            "battlefield": [{"card": "Resplendent Griffin", "label": "griffin"},
                                            *["Plains"] * 8]},
                           {"library": LIBRARY})
    if blessed:
        _blessed(game)
    helpers.pass_until(game, at_step("declare attackers", priority=False))
    do(game, f"attack with {name(game, labels['griffin'])} -> Bob", "done declaring attackers")
    assert bool(game.state.stack) is blessed
    helpers.pass_until(game, at_step("declare blockers"))
    assert pt(game, labels["griffin"]) == ((3, 3) if blessed else (2, 2))


@template("instead_if", cards=("Secrets of the Golden City",))
@pytest.mark.parametrize(("islands", "drawn"), [(10, 3), (9, 2)])
def test_secrets_of_the_golden_city_draws_three_instead_with_the_blessing(
        islands: int, drawn: int) -> None:
    """614.15, 702.131a: Secrets of the Golden City draws two cards, three instead if Alice
    has the blessing (its ascend, with ten permanents, gives it as the spell resolves)."""
    game, _ = game_at({"hand": ["Secrets of the Golden City"], "library": LIBRARY,
                       "battlefield": ["Island"] * islands}, {"library": LIBRARY})
    cast_resolved(game, "Secrets of the Golden City")
    assert len(zone(game, ALICE, "hand")) == drawn


@template("instead_if_may", cards=("Expel from Orazca",))
@pytest.mark.parametrize(("islands", "answer", "where"),
                         [(10, "yes", "library"), (10, "no", "hand"), (9, None, "hand")])
def test_expel_from_orazca_may_put_the_permanent_on_top_of_the_library_instead(
        islands: int, answer: str | None, where: str) -> None:
    """614.15, 608.2d: Expel from Orazca returns Bob's Grizzly Bears to his hand; with the
    blessing Alice may put it on top of his library instead, and if she doesn't it goes to
    his hand; without the blessing she isn't asked."""
    game, labels = game_at({"hand": ["Expel from Orazca"], "library": LIBRARY,
                            "battlefield": ["Island"] * islands},
                           {"library": ["Forest"] * 6,
                            "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    do(game, "cast Expel from Orazca", f"target {name(game, labels['bears'])}")
    helpers.pay(game, required=False)
    pass_all(game)
    if answer is not None:
        choose(game, answer)
    assert "Grizzly Bears" in zone(game, BOB, where)
    if where == "library":
        assert zone(game, BOB, "library")[0] == "Grizzly Bears"
