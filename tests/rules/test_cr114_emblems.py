"""114: emblems. "[Player] gets an emblem with [ability]" puts an emblem owned and controlled
by that player into the command zone (114.2); it has no characteristics but its abilities
(114.3), which function in the command zone (114.4), and it is neither a card nor a
permanent (114.5). Elspeth, Sun's Champion's [−7] is the real card; the triggered emblem is
Kiora, the Crashing Wave's, on a hypothetical planeswalker."""

from __future__ import annotations

import pytest

from helpers import ALICE, BOB, battlefield, cites, do, game_at, pass_all, pass_until, pt
from manastack.cards.oracle import emblem_from_key
from manastack.cards.oracle.emblems import emblem_card
from manastack.cards.oracle.semantics import Unsupported
from manastack.game import Game
from manastack.rules.emblems import emblems_of
from manastack.rules.layers import characteristics
from manastack.scenario import inline_cards

LIBRARY = ["Island"] * 5
ULTIMATE = ('[-7]: You get an emblem with "Creatures you control get +2/+2 and have '
            'flying."')
BEAST = "[−1]: Create a 3/3 green Beast creature token."
KRAKEN = ('[-1]: You get an emblem with "At the beginning of your end step, create a 9/9 '
          'blue Kraken creature token."')
CURSE = ('[-1]: Target opponent gets an emblem with "Creatures you control get -1/-1."')
CARDS = inline_cards([
    {"name": "Kraken Caller", "mana_cost": "{2}{U}{U}", "type_line": "Planeswalker — Kiora",
     "text": KRAKEN, "loyalty": 2},
    {"name": "Curse Giver", "mana_cost": "{2}{B}{B}", "type_line": "Planeswalker — Liliana",
     "text": CURSE, "loyalty": 3}])


def _elspeth() -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": [{"card": "Elspeth, Sun's Champion", "label": "elspeth",
                                     "loyalty": 7},
                                    {"card": "Garruk Wildspeaker", "label": "garruk"},
                                    {"card": "Grizzly Bears", "label": "bears"}],
                    "library": LIBRARY},
                   {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}], "library": LIBRARY})


def _activate(game: Game, labels: dict[str, int], label: str, text: str) -> None:
    oid = labels[label]
    do(game, f"activate {game.state.objects[oid].card.name}#{oid}: {text}")
    pass_all(game)


def test_an_emblem_goes_to_the_command_zone_of_its_player() -> None:
    """114.1 / 114.2 / 114.3 / 114.5 / 408.2: Elspeth's [−7] gives Alice an emblem in the
    command zone, owned and controlled by her, with no types, mana cost or color; it isn't a
    permanent. Elspeth loses seven loyalty (606.4) and with none left goes to the graveyard
    (704.5i)."""
    game, labels = _elspeth()
    _activate(game, labels, "elspeth", ULTIMATE)
    state = game.state
    [emblem] = emblems_of(state, ALICE)
    assert emblems_of(state, BOB) == []
    obj = state.objects[emblem]
    assert (obj.zone, obj.owner, obj.controller, obj.kind) == ("command", ALICE, ALICE, "emblem")
    chars = characteristics(state, emblem)
    assert not chars.types and not chars.colors and obj.card.mana_cost.mana_value() == 0
    assert emblem not in state.battlefield and labels["elspeth"] not in state.battlefield
    assert cites(game, "114.2") and cites(game, "704.5i")


def test_an_emblems_static_ability_works_from_the_command_zone() -> None:
    """114.4, 113.6p / 613.6: the emblem's "Creatures you control get +2/+2 and have flying" applies
    to Alice's Grizzly Bears (2/2 -> 4/4, flying), not to Bob's Gray Ogre, after Elspeth has left
    the battlefield; a creature Alice gets later has it too (613.1: what a static ability affects is
    found anew): Garruk's 3/3 Beast is 5/5 with flying."""
    game, labels = _elspeth()
    _activate(game, labels, "elspeth", ULTIMATE)
    assert pt(game, labels["bears"]) == (4, 4)
    assert characteristics(game.state, labels["bears"]).has("flying")
    assert pt(game, labels["ogre"]) == (2, 2)
    assert not characteristics(game.state, labels["ogre"]).has("flying")
    _activate(game, labels, "garruk", BEAST)
    beast = game.state.battlefield[-1]
    assert battlefield(game, ALICE)[-1] == "Beast" and pt(game, beast) == (5, 5)
    assert characteristics(game.state, beast).has("flying")


def test_an_emblem_survives_a_save_and_load() -> None:
    """114.3: a saved game names the emblem by its key (its abilities' text) and loads it
    with the same abilities: the same hash, and the Bears still 4/4 (114.4)."""
    game, labels = _elspeth()
    _activate(game, labels, "elspeth", ULTIMATE)
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    [emblem] = emblems_of(loaded.state, ALICE)
    assert loaded.state.objects[emblem].card is game.state.objects[emblem].card
    assert pt(loaded, labels["bears"]) == (4, 4)


def _krakens(game: Game) -> list[int]:
    return [o for o in game.state.battlefield if game.state.objects[o].card.name == "Kraken"]


def test_an_emblems_triggered_ability_triggers_from_the_command_zone() -> None:
    """114.4 / 603.2 / 603.3a: the emblem "At the beginning of your end step, create a 9/9
    blue Kraken creature token." triggers at Alice's end step (not at Bob's), and Alice, its
    controller, creates the Kraken, though the planeswalker that made it is gone (704.5i)."""
    game, labels = game_at({"battlefield": [{"card": "Kraken Caller", "label": "caller",
                                             "loyalty": 1}], "library": LIBRARY},
                           {"library": LIBRARY}, cards=CARDS)
    _activate(game, labels, "caller", KRAKEN)
    assert labels["caller"] not in game.state.battlefield and emblems_of(game.state, ALICE)
    pass_until(game, lambda g: bool(_krakens(g)), limit=60)
    assert game.state.step.value == "end" and game.state.active == ALICE
    [kraken] = _krakens(game)
    assert characteristics(game.state, kraken).controller == ALICE
    assert pt(game, kraken) == (9, 9)
    pass_until(game, lambda g: (g.state.active == BOB and g.state.step.value == "cleanup")
               or g.state.turn == 5, limit=200)
    assert len(_krakens(game)) == 1


def test_the_player_an_effect_names_gets_the_emblem() -> None:
    """114.2, 109.4c: "Target opponent gets an emblem": Bob owns and controls it, so its "you" is
    Bob: his Gray Ogre is 1/1, Alice's Grizzly Bears stay 2/2."""
    game, labels = game_at({"battlefield": [{"card": "Curse Giver", "label": "giver"},
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}],
                            "library": LIBRARY}, cards=CARDS)
    do(game, f"activate Curse Giver#{labels['giver']}: {CURSE}", "target Bob")
    pass_all(game)
    assert emblems_of(game.state, ALICE) == [] and len(emblems_of(game.state, BOB)) == 1
    [emblem] = emblems_of(game.state, BOB)
    assert game.state.objects[emblem].owner == BOB
    assert pt(game, labels["ogre"]) == (1, 1) and pt(game, labels["bears"]) == (2, 2)


def test_an_emblem_key_rebuilds_the_same_emblem() -> None:
    """114.3: an emblem is its abilities alone: the key written in saves rebuilds the same
    definition; an ability the compiler can't do is refused naming it."""
    card = emblem_card(("Creatures you control get +1/+1.",))
    assert emblem_from_key(card.extra["key"]) is card
    assert card.name == "Emblem" and not card.types
    with pytest.raises(KeyError):
        emblem_from_key("Creatures you control get +1/+1.")
    with pytest.raises(Unsupported, match="emblem's ability"):
        emblem_card(("Tap an untapped artifact you control: This emblem deals 1 damage to "
                     "any target.",))
