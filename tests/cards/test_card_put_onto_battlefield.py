"""Cards put onto the battlefield under the effect's controller (110.2a), after an optional
payment as the ability resolves (118.12, targets chosen as it was put on the stack,
603.3d): "you may pay {2}{B}. If you do, put target creature card from a graveyard onto the
battlefield under your control.", compiled from Oracle text and played: Teneb, the
Harvester."""

from __future__ import annotations

from oracle_harness import attack, template

from helpers import ALICE, BOB, at_step, choose, game_at, pass_all, pass_until, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _teneb_hits_bob() -> tuple[Game, dict[str, int]]:
    """Teneb deals combat damage to Bob; its trigger waits for its target (603.3d)."""
    game, labels = game_at({"battlefield": [{"card": "Teneb, the Harvester", "label": "t"}]
                            + ["Swamp"] * 3, "library": LIBRARY},
                           {"graveyard": [{"card": "Gray Ogre", "label": "ogre"}],
                            "library": LIBRARY})
    attack(game, labels["t"])
    pass_until(game, lambda g: g.decision is not None and g.decision.kind is DecisionKind.TARGET)
    return game, labels


@template("put_onto_battlefield", "may_pay_sentence", cards=("Teneb, the Harvester",))
def test_teneb_pays_and_takes_a_creature_card_from_a_graveyard() -> None:
    """603.3d, 118.12, 110.2a: the target, Gray Ogre in Bob's graveyard, is chosen as the
    trigger is put on the stack; as it resolves Alice pays {2}{B} and the Ogre enters
    under her control."""
    game, labels = _teneb_hits_bob()
    assert texts(game) == [f"target Gray Ogre#{labels['ogre']}"]
    choose(game, "target Gray Ogre")
    pass_all(game)
    choose(game, "yes")
    choose(game, "pay {2}{B} automatically")
    ogres = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Gray Ogre"]
    assert len(ogres) == 1 and game.state.objects[ogres[0]].controller == ALICE
    assert zone(game, BOB, "graveyard") == []
    assert all(game.state.objects[o].tapped for o in game.state.battlefield
               if game.state.objects[o].card.name == "Swamp")


@template("put_onto_battlefield", cards=("Teneb, the Harvester",))
def test_teneb_without_paying_leaves_the_card() -> None:
    """118.12: Alice declines to pay: "if you do" is false, the Ogre stays in Bob's
    graveyard."""
    game, _ = _teneb_hits_bob()
    choose(game, "target Gray Ogre")
    pass_all(game)
    choose(game, "no")
    assert zone(game, BOB, "graveyard") == ["Gray Ogre"]
    pass_until(game, at_step("end of combat"))
