"""Abilities granted by static abilities (113.10, 613.1f), compiled from Oracle text and
played: 'Enchanted creature gets +2/+0 and has "When this creature dies, draw a card."'
(Infernal Scarring) and 'Equipped creature has "{T}: This creature deals 1 damage to any
target."' (Viridian Longbow). The granted ability is the creature's: its controller
controls it (303.4e, 603.3a), and it is gone once the effect ends."""

from __future__ import annotations

import pytest
from oracle_harness import activate, template

from helpers import ALICE, BOB, cast_resolved, do, game_at, life, pass_all, pt, texts, zone
from manastack.cards.oracle.compiler import compiled
from manastack.errors import UnsupportedCardError
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


@template("ability_grant", cards=("Infernal Scarring",))
def test_infernal_scarring_makes_its_creature_draw_when_it_dies() -> None:
    """Infernal Scarring (113.10, 613.1f, 603.10a): Alice enchants Bob's Grizzly Bears, a
    4/2 with the granted dies trigger; Alice Shocks it, and Bob, who controls the creature
    and so the granted ability (303.4e, 603.3a), draws a card as it dies (704.5g)."""
    game, labels = game_at({"hand": ["Infernal Scarring", "Shock"],
                            "battlefield": ["Swamp", "Swamp", "Mountain"], "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    bears = labels["bears"]
    cast_resolved(game, "Infernal Scarring", f"Grizzly Bears#{bears}")
    assert pt(game, bears) == (4, 2)
    assert any(a.text == "When this creature dies, draw a card."
               for a in characteristics(game.state, bears).abilities)
    hands = len(zone(game, ALICE, "hand")), len(zone(game, BOB, "hand"))
    cast_resolved(game, "Shock", f"Grizzly Bears#{bears}")
    pass_all(game)
    assert "Grizzly Bears" in zone(game, BOB, "graveyard")
    assert "Infernal Scarring" in zone(game, ALICE, "graveyard")      # 704.5m
    assert len(zone(game, BOB, "hand")) == hands[1] + 1
    assert len(zone(game, ALICE, "hand")) == hands[0] - 1      # only Shock left it


@template("ability_grant", cards=("Infernal Scarring",))
def test_the_granted_trigger_is_gone_with_the_aura() -> None:
    """Infernal Scarring (113.10, 611.3a): once the Aura is destroyed the Bears are 2/2
    without the ability, so dying draws no card."""
    game, labels = game_at({"hand": ["Disenchant", "Shock"], "library": LIBRARY,
                            "battlefield": ["Plains", "Plains", "Mountain",
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            {"card": "Infernal Scarring", "label": "aura",
                                             "attached_to": "bears"}]},
                           {"library": LIBRARY})
    bears = labels["bears"]
    cast_resolved(game, "Disenchant", f"Infernal Scarring#{labels['aura']}")
    assert pt(game, bears) == (2, 2)
    cast_resolved(game, "Shock", f"Grizzly Bears#{bears}")
    pass_all(game)
    assert "Grizzly Bears" in zone(game, ALICE, "graveyard")
    assert zone(game, ALICE, "hand") == []


@template("ability_grant", cards=("Viridian Longbow",))
def test_viridian_longbow_gives_its_creature_a_ping_that_survives_a_save() -> None:
    """Viridian Longbow (113.10, 602.2, 702.6a): the equipped Grizzly Bears has "{T}: This
    creature deals 1 damage to any target."; activated at Bob, the ability on the stack is
    the Bears' (its source, 113.10), survives a save and load, and deals 1 damage."""
    game, labels = game_at({"library": LIBRARY, "battlefield": [
                                {"card": "Grizzly Bears", "label": "bears"},
                                {"card": "Viridian Longbow", "label": "bow",
                                 "attached_to": "bears"}]},
                           {"library": LIBRARY})
    bears = labels["bears"]
    activate(game, bears, "Bob")
    assert game.state.objects[bears].tapped
    loaded = Game.load(game.save())
    pass_all(loaded)
    assert life(loaded, BOB) == 19


@template("ability_grant", cards=("Viridian Longbow",))
def test_viridian_longbow_unequipped_grants_nothing() -> None:
    """Viridian Longbow (113.10, 301.5c): on the battlefield unattached it grants nothing,
    so the Bears have no ability to activate; equipped ({3}, 702.6a) they have it."""
    game, labels = game_at({"library": LIBRARY, "battlefield": [
                                "Forest", "Forest", "Forest",
                                {"card": "Grizzly Bears", "label": "bears"},
                                {"card": "Viridian Longbow", "label": "bow"}]},
                           {"library": LIBRARY})
    bears = labels["bears"]
    assert not any(t.startswith(f"activate Grizzly Bears#{bears}") for t in texts(game))
    do(game, f"activate Viridian Longbow#{labels['bow']}: Equip {{3}}",
       f"target Grizzly Bears#{bears}", "pay {3} automatically")
    pass_all(game)
    assert any(t.startswith(f"activate Grizzly Bears#{bears}") for t in texts(game))


def test_a_granted_ability_naming_its_granting_card_is_refused() -> None:
    """113.10: inside the quotes the granting card's name is that card, which the granted
    ability's source (the creature) is not; such a card is refused, naming the clause."""
    with pytest.raises(UnsupportedCardError, match="names the card granting it"):
        compiled("Leonin Bola")


@template("ability_grant", cards=("Supernatural Stamina",))
def test_supernatural_stamina_returns_the_dead_creature_tapped_to_its_owner() -> None:
    """Supernatural Stamina (611.2, 113.10, 603.10a, 400.7): Alice gives Bob's Grizzly Bears
    +2/+0 and the dies trigger until end of turn; her Shock kills it (704.5g), and the
    trigger, Bob's (303.4e), returns the card from his graveyard tapped under his control,
    a new object (400.7) without the bonus."""
    game, labels = game_at({"hand": ["Supernatural Stamina", "Shock"],
                            "battlefield": ["Swamp", "Mountain"], "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    bears = labels["bears"]
    cast_resolved(game, "Supernatural Stamina", f"Grizzly Bears#{bears}")
    assert pt(game, bears) == (4, 2)
    cast_resolved(game, "Shock", f"Grizzly Bears#{bears}")
    pass_all(game)
    back = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Grizzly Bears"]
    assert len(back) == 1 and back[0] != bears
    assert game.state.objects[back[0]].tapped
    assert characteristics(game.state, back[0]).controller == BOB
    assert pt(game, back[0]) == (2, 2)
    assert zone(game, BOB, "graveyard") == []
