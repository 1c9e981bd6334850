""""Whenever equipped creature dies, draw two cards." and "When enchanted creature dies,
create a 3/3 green Elephant creature token." (603.6c, 603.10a, 700.4), compiled from Oracle
text and played: Skullclamp and Elephant Guide."""

from __future__ import annotations

from oracle_harness import activate, cast, template

from helpers import ALICE, BOB, game_at, name, pass_all, zone

LIBRARY = ["Island"] * 6


@template("attached_dies_trigger", cards=("Skullclamp",))
def test_skullclamp_draws_two_when_the_creature_it_equips_dies() -> None:
    """702.6a, 704.5f, 603.10a: Skullclamp equipped to Llanowar Elves makes it 2/0; it dies
    as state-based actions are checked and the Skullclamp's trigger, looking back, draws
    Alice two cards (121.2). The Skullclamp stays on the battlefield, unattached (704.5n)."""
    game, labels = game_at({"library": LIBRARY, "battlefield": [
        {"card": "Skullclamp", "label": "clamp"}, {"card": "Llanowar Elves", "label": "elf"},
        "Island"]}, {"library": LIBRARY})
    hand_before = len(zone(game, ALICE, "hand"))
    activate(game, labels["clamp"], name(game, labels["elf"]))
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Llanowar Elves"]
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == hand_before + 2
    clamp = game.state.objects[labels["clamp"]]
    assert clamp.zone == "battlefield" and clamp.attached_to is None


@template("attached_dies_trigger", cards=("Elephant Guide", "Terror"))
def test_elephant_guide_leaves_an_elephant_when_its_creature_dies() -> None:
    """603.10a, 704.5m: Bob's Terror destroys Alice's Grizzly Bears enchanted by Elephant
    Guide; the Aura goes to the graveyard too, and its trigger gives Alice a 3/3 Elephant.
    Bob's creature dying doesn't trigger it: only the enchanted one does."""
    game, labels = game_at({"library": LIBRARY, "battlefield": [
        {"card": "Grizzly Bears", "label": "bears"},
        {"card": "Elephant Guide", "attached_to": "bears"}]},
        {"library": LIBRARY, "hand": [{"card": "Terror", "label": "t1"}, {"card": "Terror", "label": "t2"}],
         "battlefield": ["Swamp"] * 4 + [{"card": "Gray Ogre", "label": "ogre"}]},
        active="Bob", priority="Bob")
    cast(game, name(game, labels["t1"]), name(game, labels["ogre"]))
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Gray Ogre", "Terror"] and not game.state.stack
    cast(game, name(game, labels["t2"]), name(game, labels["bears"]))
    pass_all(game)
    assert sorted(zone(game, ALICE, "graveyard")) == ["Elephant Guide", "Grizzly Bears"]
    pass_all(game)
    elephants = [o for o in game.state.battlefield
                 if game.state.objects[o].kind == "token"
                 and game.state.objects[o].controller == ALICE]
    assert len(elephants) == 1
