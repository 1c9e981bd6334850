"""702.5d, 303.4: Auras that enchant players: they target and are attached to players only,
and state-based actions put them into their owner's graveyard once the player is gone or is
no player they could enchant (303.4c, 704.5m); "enchanted player" is the player the
permanent is attached to (303.4m)."""

from __future__ import annotations

from helpers import ALICE, BOB, game_at, pt, zone
from manastack.rules.abilities import player_ref
from manastack.rules.player_auras import enchanted_player

LIBRARY = ["Island"] * 6


def test_an_aura_on_a_player_who_left_the_game_goes_to_the_graveyard() -> None:
    """303.4c, 704.5m: Alice's Curse of Death's Hold enchants Bob; when Bob concedes (104.3a,
    800.4a) the game goes on between Alice and Carol and the Curse is put into Alice's
    graveyard as state-based actions are checked."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [{"card": "Curse of Death's Hold", "label": "curse",
                                              "attached_to": "Bob"}]},
        {"library": LIBRARY}, carol={"library": LIBRARY})
    assert enchanted_player(game.state, labels["curse"]) == BOB
    game.concede("Bob")
    game.apply("pass")
    assert not game.is_over
    assert "Curse of Death's Hold" in zone(game, ALICE, "graveyard")


def test_an_aura_that_enchants_creatures_cant_stay_attached_to_a_player() -> None:
    """702.5d, 704.5m: Pacifism, an Aura with "Enchant creature", attached to Bob is put into
    its owner's graveyard; Curse of Death's Hold beside it stays and Carol's creatures are
    untouched by it (303.4m)."""
    game, labels = game_at(
        {"library": LIBRARY, "battlefield": [{"card": "Pacifism", "attached_to": "Bob"},
                                             {"card": "Curse of Death's Hold", "label": "curse",
                                              "attached_to": "Bob"}]},
        {"library": LIBRARY, "battlefield": [{"card": "Grizzly Bears", "label": "b"}]},
        carol={"library": LIBRARY, "battlefield": [{"card": "Grizzly Bears", "label": "c"}]})
    assert "Pacifism" in zone(game, ALICE, "graveyard")
    assert game.state.objects[labels["curse"]].attached_to == player_ref(BOB)
    assert pt(game, labels["b"]) == (1, 1) and pt(game, labels["c"]) == (2, 2)
    assert enchanted_player(game.state, labels["c"]) is None
