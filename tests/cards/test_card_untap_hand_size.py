"""Static abilities the turn-based actions read: "doesn't untap during its controller's
untap step" (502.3) and "You have no maximum hand size" (402.2, 514.1), on real cards."""

from __future__ import annotations

from oracle_harness import pass_until, template

from helpers import ALICE, cites, game_at, zone

LIBRARY = ["Island"] * 6


@template("doesnt_untap", cards=("Basalt Monolith",))
def test_basalt_monolith_doesnt_untap_in_its_controllers_untap_step() -> None:
    """502.3: as Alice's turn begins her tapped Forest untaps; Basalt Monolith ("doesn't untap
    during your untap step") stays tapped, logged under 502.3."""
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": "Basalt Monolith", "label": "monolith",
                                             "tapped": True},
                                            {"card": "Forest", "label": "forest",
                                             "tapped": True}]},
                           {"library": LIBRARY}, active="Bob", step="end")
    pass_until(game, "upkeep", turn=4)
    assert game.state.objects[labels["monolith"]].tapped
    assert not game.state.objects[labels["forest"]].tapped
    assert cites(game, "502.3")


@template("doesnt_untap", cards=("Claustrophobia",))
def test_an_aura_keeps_the_enchanted_creature_tapped() -> None:
    """502.3: Grizzly Bears enchanted by Claustrophobia stays tapped in its controller's
    untap step; Bob's other tapped creature untaps."""
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": "Claustrophobia", "label": "aura",
                                             "attached_to": "bears"}]},
                           {"library": LIBRARY,
                            "battlefield": [{"card": "Grizzly Bears", "label": "bears",
                                             "tapped": True},
                                            {"card": "Hill Giant", "label": "giant",
                                             "tapped": True}]},
                           step="end")
    pass_until(game, "upkeep", turn=4)
    assert game.state.objects[labels["bears"]].tapped
    assert not game.state.objects[labels["giant"]].tapped


@template("no_maximum_hand_size", cards=("Reliquary Tower",))
def test_reliquary_tower_removes_the_maximum_hand_size() -> None:
    """402.2, 514.1 / 613.11, 101.1 (an effect that changes a rule of the game): with
    Reliquary Tower, Alice keeps nine cards through her cleanup step; without it she
    discards down to seven."""
    hand = ["Island"] * 9
    game, _ = game_at({"library": LIBRARY, "hand": hand, "battlefield": ["Reliquary Tower"]},
                      {"library": LIBRARY}, step="end")
    pass_until(game, "upkeep", turn=4)
    assert len(zone(game, ALICE, "hand")) == 9
    game, _ = game_at({"library": LIBRARY, "hand": hand}, {"library": LIBRARY}, step="end")
    game.apply("pass")
    game.apply("pass")
    assert game.decision is not None and "514.1" in game.decision.prompt


def test_a_view_shows_no_maximum_hand_size() -> None:
    """402.2: each player's view says Alice, with Reliquary Tower, has no maximum hand size
    (null), and Bob's is seven."""
    game, _ = game_at({"battlefield": ["Reliquary Tower"]})
    for viewer in (0, 1):
        players = game.view(viewer)["players"]
        assert players[0]["max_hand_size"] is None and players[1]["max_hand_size"] == 7
