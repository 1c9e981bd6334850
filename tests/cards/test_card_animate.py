"""Permanents that become creatures (205.1b: "It's still a land", "that's still a land", an
"artifact creature"; 613.1d, 613.4b), compiled from their Oracle text and played: lands
and artifacts that animate until end of turn (514.2) or for the rest of the game
(611.2a)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, do, game_at, name, pass_all, pass_until, pay, pt, resolve, texts
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 5


def _animated(card: str, lands: list[str], text: str) -> tuple[Game, int]:
    """Alice's `card` (with `lands` to pay) after its ability `text` has resolved."""
    game, labels = game_at({"battlefield": [{"card": card, "label": "it"}, *lands],
                            "library": LIBRARY}, {"library": LIBRARY})
    oid = labels["it"]
    do(game, f"activate {card}#{oid}: {text}")
    pay(game)
    pass_all(game)
    return game, oid


@template("becomes_until_end_of_turn", "still_after", "animate_colors", "creature_form",
          cards=("Treetop Village",))
def test_treetop_village_is_a_green_ape_until_end_of_turn_and_still_a_land() -> None:
    """Treetop Village's {1}{G} (205.1b, 613.1d): until end of turn it's a 3/3 green Ape
    creature with trample (105.3, 613.1e) that is still a land with its mana ability
    (305.6); after the cleanup step (514.2) it's a colorless land only."""
    game, village = _animated("Treetop Village", ["Forest", "Forest"], "{1}{G}: This land "
                              "becomes a 3/3 green Ape creature with trample until end of turn. "
                              "It's still a land.")
    c = characteristics(game.state, village)
    assert c.is_creature and c.is_("Land") and (c.power, c.toughness) == (3, 3)
    assert c.colors == {"G"} and "Ape" in c.subtypes and c.has("trample")
    pass_until(game, lambda g: g.state.turn == 4)
    c = characteristics(game.state, village)
    assert not c.is_creature and c.is_("Land") and not c.colors and c.power is None


@template("becomes_until_end_of_turn", "animate_colors", "animate_types",
          cards=("Azorius Keyrune",))
def test_azorius_keyrune_becomes_a_white_and_blue_bird_artifact_creature() -> None:
    """Azorius Keyrune's {W}{U} (205.1b: "artifact creature" keeps its other types): a 2/2
    white and blue Bird artifact creature with flying until end of turn."""
    game, keyrune = _animated("Azorius Keyrune", ["Plains", "Island"], "{W}{U}: This artifact "
                              "becomes a 2/2 white and blue Bird artifact creature with flying "
                              "until end of turn.")
    c = characteristics(game.state, keyrune)
    assert c.is_creature and c.is_("Artifact") and (c.power, c.toughness) == (2, 2)
    assert c.colors == {"W", "U"} and c.has("flying") and "Bird" in c.subtypes


@template("becomes_indefinitely", "still_a", cards=("Stalking Stones",))
def test_stalking_stones_stays_an_elemental_artifact_creature_land() -> None:
    """Stalking Stones's {6} (611.2a: no duration, so the effect lasts for the rest of the
    game; 205.1b: still a land): a 3/3 Elemental artifact creature land, still one after
    the turn ends."""
    game, stones = _animated("Stalking Stones", ["Mountain"] * 6, "{6}: This land becomes a "
                             "3/3 Elemental artifact creature that's still a land.")
    pass_until(game, lambda g: g.state.turn == 4)
    c = characteristics(game.state, stones)
    assert c.is_creature and c.is_("Land") and c.is_("Artifact")
    assert (c.power, c.toughness) == (3, 3) and "Elemental" in c.subtypes
    assert game.state.objects[stones].controller == ALICE


@template("becomes_until_end_of_turn", "still_after", cards=("Natural Affinity",))
def test_natural_affinity_makes_every_land_a_two_two_that_is_still_a_land() -> None:
    """613.1d, 613.4b, 205.1b, 514.2: after Natural Affinity ("All lands become 2/2
    creatures until end of turn. They're still lands.") every land of both players is a 2/2
    land creature; in the cleanup step they are only lands again."""
    game, _ = game_at({"battlefield": ["Forest"] * 3, "hand": ["Natural Affinity"],
                       "library": LIBRARY},
                      {"battlefield": ["Island", "Swamp"], "library": LIBRARY})
    do(game, "cast Natural Affinity")
    pay(game)
    pass_all(game)
    lands = [characteristics(game.state, o) for o in game.state.battlefield]
    assert len(lands) == 5
    assert all(c.is_creature and "Land" in c.types for c in lands)
    assert all((c.power, c.toughness) == (2, 2) for c in lands)
    pass_until(game, lambda g: g.state.turn == 4)
    assert not any(characteristics(game.state, o).is_creature for o in game.state.battlefield)


@template("becomes_until_end_of_turn", "still_after", cards=("Blinkmoth Nexus",))
def test_blinkmoth_nexus_becomes_a_blinkmoth_and_pumps_blinkmoths() -> None:
    """205.3m: Blinkmoth is a creature type no card has, only the Nexus's effect gives (the
    lexer adds such types of the rules' list). Alice's Blinkmoth Nexus becomes a 1/1 flying
    Blinkmoth artifact creature that's still a land (205.1b); her second Nexus, {1}, {T}:
    "Target Blinkmoth creature gets +1/+1" makes it 2/2 (115.1)."""
    game, labels = game_at({"battlefield": [{"card": "Blinkmoth Nexus", "label": "nexus"},
                                            {"card": "Blinkmoth Nexus", "label": "pump"},
                                            "Island", "Island"],
                            "library": ["Island"] * 6},
                           {"library": ["Island"] * 6})
    nexus, pump = labels["nexus"], labels["pump"]
    activate(game, nexus, index=_ability_index(game, nexus, "becomes"))
    resolve(game)
    c = characteristics(game.state, nexus)
    assert c.is_creature and "Land" in c.types and "Blinkmoth" in c.subtypes and c.has("flying")
    activate(game, pump, name(game, nexus), index=_ability_index(game, pump, "Target Blinkmoth"))
    resolve(game)
    assert pt(game, nexus) == (2, 2)


def _ability_index(game: Game, oid: int, words: str) -> int:
    """The index, among the activations listed for `oid`, of the one whose text has `words`."""
    listed = [t for t in texts(game) if t.startswith(f"activate {name(game, oid)}:")]
    return next(i for i, t in enumerate(listed) if words in t)


@template("animated_static", "creature_form", "animate_colors", "still_a",
          cards=("Ambush Commander",))
def test_ambush_commander_makes_its_controllers_forests_green_elf_creatures() -> None:
    """604.1, 613.1d-e, 613.4b: while Ambush Commander is on the battlefield Alice's Forests
    are 1/1 green Elf creatures that are still lands (205.1b) with their mana ability;
    Bob's Forest and Alice's Plains aren't; once the Commander leaves, the effect ends
    (611.3a)."""
    game, labels = game_at(
        {"battlefield": [{"card": "Ambush Commander", "label": "cmd"},
                         {"card": "Forest", "label": "forest"}, "Plains", "Llanowar Elves"],
         "library": LIBRARY},
        {"battlefield": [{"card": "Forest", "label": "theirs"}], "library": LIBRARY})
    c = characteristics(game.state, labels["forest"])
    assert c.is_creature and c.is_("Land") and (c.power, c.toughness) == (1, 1)
    assert c.colors == {"G"} and {"Elf", "Forest"} <= c.subtypes
    assert any("Forest#" in t and "Add {G}" in t for t in texts(game))
    assert not characteristics(game.state, labels["theirs"]).is_creature
    assert not any(characteristics(game.state, o).is_creature and characteristics(
        game.state, o).is_("Plains") for o in game.state.battlefield)
    # The Forest is an Elf: it can pay the Commander's "Sacrifice an Elf" itself.
    activate(game, labels["cmd"], f"Ambush Commander#{labels['cmd']}")
    assert any("Forest" in t for t in texts(game))
    game.apply(next(c for c in game.legal_choices() if "Forest" in str(c)))
    assert not any(o == labels["forest"] for o in game.state.battlefield)


@template("animated_static", "creature_form", cards=("Living Lands",))
def test_living_lands_makes_every_forest_a_creature_keeping_its_color() -> None:
    """613.4b, 205.1b: every Forest, whoever controls it, is a 1/1 creature that is still a
    land; no color is set, so it stays colorless (105.2c)."""
    game, labels = game_at(
        {"battlefield": ["Living Lands", {"card": "Forest", "label": "forest"}],
         "library": LIBRARY},
        {"battlefield": [{"card": "Forest", "label": "theirs"}, {"card": "Island", "label": "isl"}],
         "library": LIBRARY})
    for oid in (labels["forest"], labels["theirs"]):
        c = characteristics(game.state, oid)
        assert c.is_creature and c.is_("Land") and (c.power, c.toughness) == (1, 1)
        assert not c.colors
    assert not characteristics(game.state, labels["isl"]).is_creature
