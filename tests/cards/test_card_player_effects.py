"""Effects on a named player, compiled from Oracle text and played: "Its controller creates
a 3/3 green Beast creature token." (Beast Within), "Exile target player's graveyard."
(Bojuka Bog) and proliferate (701.34, 701.34a, Steady Progress)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, battlefield, do, game_at, pass_all, texts, zone
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 5


@template("player_creates", cards=("Beast Within",))
def test_beast_within_gives_the_destroyed_permanents_controller_a_beast() -> None:
    """Beast Within (701.8, 608.2h, 111.2): Bob's Gray Ogre is destroyed and Bob, its
    controller (last known information), creates and owns a 3/3 green Beast."""
    game, labels = game_at({"hand": ["Beast Within"], "battlefield": ["Forest"] * 3,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}],
                            "library": LIBRARY})
    do(game, "cast Beast Within", f"target Gray Ogre#{labels['ogre']}",
       "pay {2}{G} automatically")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Gray Ogre"]
    assert battlefield(game, BOB) == ["Beast"] and battlefield(game, ALICE) == ["Forest"] * 3
    beast = game.state.battlefield[-1]
    assert game.state.objects[beast].owner == BOB
    chars = characteristics(game.state, beast)
    assert (chars.power, chars.toughness, chars.colors) == (3, 3, {"G"})


@template("exile_target_graveyard", cards=("Bojuka Bog",))
def test_bojuka_bog_exiles_target_players_graveyard() -> None:
    """Bojuka Bog (406.3, 603.3d): as it enters (tapped, 614.1c), its trigger targets Bob,
    and every card of Bob's graveyard is exiled; Alice's graveyard stays."""
    game, _ = game_at({"hand": ["Bojuka Bog"], "graveyard": ["Lightning Bolt"],
                       "library": LIBRARY},
                      {"graveyard": ["Gray Ogre", "Giant Growth"], "library": LIBRARY})
    do(game, "play Bojuka Bog")
    assert "target Bob" in texts(game)
    do(game, "target Bob")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == [] and zone(game, BOB, "exile") == ["Gray Ogre",
                                                                              "Giant Growth"]
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt"]
    bog = game.state.battlefield[-1]
    assert game.state.objects[bog].tapped


def _progress() -> tuple[Game, dict[str, int]]:
    return game_at({"hand": ["Steady Progress"], "battlefield": [
                        "Island", "Island", "Island",
                        {"card": "Grizzly Bears", "label": "bears", "counters": {"+1/+1": 1}},
                        {"card": "Jace Beleren", "label": "jace"}],
                    "library": LIBRARY},
                   {"battlefield": [{"card": "Gray Ogre", "label": "ogre",
                                     "counters": {"+1/+1": 2}}],
                    "poison": 3, "library": LIBRARY})


@template("proliferate", cards=("Steady Progress",))
def test_steady_progress_proliferates_the_chosen_then_draws() -> None:
    """Steady Progress (701.34a, 122.1): Alice chooses her Bears (+1/+1), Jace (loyalty) and
    Bob (poison), not Bob's Ogre; each gets one more counter of each kind it has; then she
    draws a card."""
    game, labels = _progress()
    do(game, "cast Steady Progress", "pay {2}{U} automatically")
    pass_all(game)
    do(game, f"pick Grizzly Bears#{labels['bears']}", f"pick Jace Beleren#{labels['jace']}",
       "pick Bob", "done")
    state = game.state
    assert state.objects[labels["bears"]].counters == {"+1/+1": 2}
    assert state.objects[labels["jace"]].counters == {"loyalty": 4}
    assert state.objects[labels["ogre"]].counters == {"+1/+1": 2}
    assert state.players[BOB].poison == 4
    assert zone(game, ALICE, "hand") == ["Island"]


@template("exile_opponents_graveyards", cards=("Dauntless Scrapbot",))
def test_dauntless_scrapbot_exiles_each_opponents_graveyard_and_makes_a_lander() -> None:
    """Dauntless Scrapbot (406.3, 111.10u): as it enters, Bob's graveyard is exiled, not
    Alice's, and Alice creates a Lander token."""
    game, _ = game_at({"hand": ["Dauntless Scrapbot"], "battlefield": ["Island"] * 3,
                       "graveyard": ["Lightning Bolt"], "library": LIBRARY},
                      {"graveyard": ["Gray Ogre"], "library": LIBRARY})
    do(game, "cast Dauntless Scrapbot", "pay {3} automatically")
    pass_all(game)
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Gray Ogre"] and zone(game, BOB, "graveyard") == []
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt"]
    assert "Lander" in battlefield(game, ALICE)
