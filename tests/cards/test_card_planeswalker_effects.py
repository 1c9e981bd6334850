"""Effects of planeswalkers' loyalty abilities (606) compiled from Oracle text and played:
the greatest power among creatures (208.1), counters put for each object counted (122.1,
608.2h), a life total that becomes a number (119.5), "Untap them." after gaining control
of all creatures (608.2c), and revealing from the top of the library (701.20a, 401.4)."""

from __future__ import annotations

from typing import Any

from oracle_harness import template

from helpers import (
    ALICE,
    BOB,
    at_step,
    battlefield,
    do,
    game_at,
    life,
    pass_all,
    pass_until,
    pt,
    target_and_pay,
    texts,
    zone,
)
from manastack.game import Game
from manastack.rules.emblems import emblems_of
from manastack.rules.layers import characteristics


def _game(alice: list[Any], bob: list[Any] | None = None, *, library: list[str] | None = None,
          **extra: Any) -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": alice, "library": library or ["Island"] * 5, **extra},
                   {"battlefield": bob or [], "library": ["Island"] * 5})


def _activate(game: Game, oid: int, text: str) -> None:
    do(game, f"activate {game.state.objects[oid].card.name}#{oid}: {text}")


def _loyalty(game: Game, oid: int) -> int:
    return game.state.objects[oid].counters.get("loyalty", 0)


def walker(name: str, loyalty: int) -> dict[str, Any]:
    return {"card": name, "label": "walker", "loyalty": loyalty}


@template("greatest_among", "greatest_quality", cards=("Garruk, Primal Hunter",))
def test_garruk_primal_hunter_draws_cards_equal_to_the_greatest_power() -> None:
    """208.1, 608.2h: Garruk's [-3] counts the greatest power among Alice's creatures as it
    resolves: Craw Wurm's 6 (Bob's bigger creature isn't hers), so she draws six; 3 -> 0
    loyalty, and Garruk is put into the graveyard (704.5i)."""
    game, labels = _game([walker("Garruk, Primal Hunter", 3), "Grizzly Bears", "Craw Wurm"],
                         [{"card": "Colossal Dreadmaw"}, {"card": "Krosan Colossus"}],
                         library=["Island"] * 8)
    _activate(game, labels["walker"], "[-3]: Draw cards equal to the greatest power among "
              "creatures you control.")
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 6
    assert zone(game, ALICE, "graveyard") == ["Garruk, Primal Hunter"]


@template("put_counters_for_each", cards=("Huatli, Radiant Champion",))
def test_huatli_radiant_champion_gets_a_loyalty_counter_per_creature() -> None:
    """606.4, 122.1, 608.2h: Huatli's [+1] costs one loyalty counter added; then she gets
    one loyalty counter for each of Alice's three creatures (Bob's don't count): 3 -> 7."""
    game, labels = _game([walker("Huatli, Radiant Champion", 3), "Grizzly Bears",
                          "Grizzly Bears", "Craw Wurm"], ["Grizzly Bears"])
    _activate(game, labels["walker"],
              "[+1]: Put a loyalty counter on ~ for each creature you control.")
    assert _loyalty(game, labels["walker"]) == 4
    pass_all(game)
    assert _loyalty(game, labels["walker"]) == 7


@template("for_each_put_counters", cards=("Vraska, Regal Gorgon",))
def test_vraska_regal_gorgon_puts_counters_for_each_creature_card_in_the_graveyard() -> None:
    """122.1, 608.2h: with two creature cards (and an instant) in Alice's graveyard,
    Vraska's [-10] puts two +1/+1 counters on each creature Alice controls, none on Bob's."""
    game, labels = _game([walker("Vraska, Regal Gorgon", 10),
                          {"card": "Grizzly Bears", "label": "bears"}],
                         [{"card": "Grizzly Bears", "label": "his"}],
                         graveyard=["Craw Wurm", "Llanowar Elves", "Lightning Bolt"])
    _activate(game, labels["walker"], "[-10]: For each creature card in your graveyard, put a "
              "+1/+1 counter on each creature you control.")
    pass_all(game)
    assert pt(game, labels["bears"]) == (4, 4)
    assert pt(game, labels["his"]) == (2, 2)


@template("life_total_becomes_number", cards=("Vraska, Relic Seeker",))
def test_vraska_relic_seeker_sets_bobs_life_total_to_1() -> None:
    """119.5: "Target player's life total becomes 1.": Bob at 20 loses 19 life; a player
    below the number would gain the difference instead (Alice at 0 is not tested here)."""
    game, labels = _game([walker("Vraska, Relic Seeker", 10)])
    _activate(game, labels["walker"], "[-10]: Target player's life total becomes 1.")
    assert "target Bob" in texts(game)
    do(game, "target Bob")
    pass_all(game)
    assert life(game, BOB) == 1 and life(game, ALICE) == 20


@template("them_objects", cards=("Rowan, Fearless Sparkmage",))
def test_rowan_fearless_sparkmage_takes_all_creatures_and_untaps_them() -> None:
    """613.1b, 608.2c, 302.6: Rowan's [-9] gains Alice control of every creature until end
    of turn; "Untap them" untaps all of them (Bob's tapped Craw Wurm too), and they gain
    haste, so the Wurm can attack this turn."""
    game, labels = _game([walker("Rowan, Fearless Sparkmage", 9)],
                         [{"card": "Craw Wurm", "label": "wurm", "tapped": True},
                          {"card": "Grizzly Bears", "label": "bears"}])
    _activate(game, labels["walker"], "[-9]: Gain control of all creatures until end of turn. "
              "Untap them. They gain haste until end of turn.")
    pass_all(game)
    s = game.state
    for label in ("wurm", "bears"):
        chars = characteristics(s, labels[label])
        assert chars.controller == ALICE and "haste" in chars.keywords
        assert not s.objects[labels[label]].tapped


@template("reveal_split", "put_all_revealed", cards=("Ajani Unyielding",))
def test_ajani_unyielding_takes_every_nonland_permanent_card_revealed() -> None:
    """701.20a, 401.4: Ajani's [+2] reveals the top three cards (Grizzly Bears, Forest,
    Juggernaut); both nonland permanent cards go to Alice's hand, the Forest to the bottom,
    under the card that was fourth."""
    game, labels = _game([walker("Ajani Unyielding", 4)],
                         library=["Grizzly Bears", "Forest", "Juggernaut", "Island"])
    _activate(game, labels["walker"], "[+2]: Reveal the top three cards of your library. Put "
              "all nonland permanent cards revealed this way into your hand and the rest on the "
              "bottom of your library in any order.")
    pass_all(game)
    assert sorted(zone(game, ALICE, "hand")) == ["Grizzly Bears", "Juggernaut"]
    assert zone(game, ALICE, "library") == ["Island", "Forest"]


@template("reveal_top_take_all", "revealed_dest", cards=("Muxus, Goblin Grandee",))
def test_muxus_puts_the_revealed_goblins_onto_the_battlefield() -> None:
    """701.20a, 401.4: Muxus entering reveals the top six cards; the Goblin creature cards
    with mana value 5 or less (Goblin Piker, Mogg Fanatic) enter, the rest go to the
    bottom, below the seventh card."""
    game, _ = game_at({"hand": ["Muxus, Goblin Grandee"], "battlefield": ["Mountain"] * 6,
                       "library": ["Goblin Piker", "Forest", "Mogg Fanatic", "Shivan Dragon",
                                   "Island", "Lightning Bolt", "Plains"]},
                      {"library": ["Forest"] * 3})
    do(game, "cast Muxus, Goblin Grandee")
    target_and_pay(game)
    pass_all(game)
    pass_all(game)
    assert sorted(battlefield(game, ALICE)) == sorted(
        ["Muxus, Goblin Grandee", "Goblin Piker", "Mogg Fanatic", *(["Mountain"] * 6)])
    library = zone(game, ALICE, "library")
    assert library[0] == "Plains" and len(library) == 5


@template("reveal_until_take", cards=("Ajani, Valiant Protector",))
def test_ajani_valiant_protector_reveals_until_a_creature_card() -> None:
    """701.20a: Ajani's [+1] reveals Island, Lightning Bolt, then Craw Wurm, the first
    creature card, which goes to Alice's hand; the other two go to the bottom in a random
    order, below the Forest that wasn't revealed."""
    game, labels = _game([walker("Ajani, Valiant Protector", 4)],
                         library=["Island", "Lightning Bolt", "Craw Wurm", "Forest"])
    _activate(game, labels["walker"], "[+1]: Reveal cards from the top of your library until "
              "you reveal a creature card. Put that card into your hand and the rest on the "
              "bottom of your library in a random order.")
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Craw Wurm"]
    library = zone(game, ALICE, "library")
    assert library[0] == "Forest" and sorted(library[1:]) == ["Island", "Lightning Bolt"]


@template("emblem", cards=("Sorin, Solemn Visitor",))
def test_sorin_solemn_visitors_emblem_makes_each_opponent_sacrifice_in_their_upkeep() -> None:
    """114.4, 503.1a, 603.2: the emblem's ability triggers at the beginning of Bob's
    upkeep (not Alice's); "that player" is Bob, who sacrifices one of his two creatures
    (701.21a); Alice's creature stays."""
    game, labels = _game([walker("Sorin, Solemn Visitor", 6), "Grizzly Bears"],
                         [{"card": "Craw Wurm", "label": "wurm"}, "Llanowar Elves"])
    _activate(game, labels["walker"], '[-6]: You get an emblem with "At the beginning of each '
              "opponent's upkeep, that player sacrifices a creature of their choice.\"")
    pass_all(game)
    assert len(emblems_of(game.state, ALICE)) == 1
    pass_until(game, at_step("upkeep", "Bob"))
    assert [game.state.objects[o].card.name for o in game.state.stack] == ["Emblem"]
    pass_all(game)
    do(game, f"pick Craw Wurm#{labels['wurm']}")
    assert zone(game, BOB, "graveyard") == ["Craw Wurm"]
    assert "Grizzly Bears" in [game.state.objects[o].card.name for o in game.state.battlefield]


@template("emblem", "type_list", cards=("Elspeth, Knight-Errant",))
def test_elspeth_knight_errants_emblem_makes_four_types_indestructible() -> None:
    """114.4, 702.12b, 205.2a: with the emblem ("Artifacts, creatures, enchantments, and
    lands you control have indestructible."), Alice's Juggernaut, Grizzly Bears and Forest
    have indestructible; Elspeth herself is gone (704.5i) and Bob's Craw Wurm doesn't have
    it."""
    game, labels = _game([walker("Elspeth, Knight-Errant", 8),
                          {"card": "Grizzly Bears", "label": "bears"},
                          {"card": "Juggernaut", "label": "jug"},
                          {"card": "Forest", "label": "forest"}],
                         [{"card": "Craw Wurm", "label": "wurm"}])
    _activate(game, labels["walker"], '[-8]: You get an emblem with "Artifacts, creatures, '
              'enchantments, and lands you control have indestructible."')
    pass_all(game)
    for label in ("bears", "jug", "forest"):
        assert characteristics(game.state, labels[label]).has("indestructible"), label
    assert not characteristics(game.state, labels["wurm"]).has("indestructible")
    assert zone(game, ALICE, "graveyard") == ["Elspeth, Knight-Errant"]


@template("each_opponent_upkeep", cards=("Sheoldred, Whispering One",))
def test_sheoldred_makes_each_opponent_sacrifice_at_the_beginning_of_their_upkeep() -> None:
    """503.1a, 603.2: Sheoldred's "each opponent's upkeep" ability triggers in Bob's upkeep
    and makes him (the active player, "that player") sacrifice his only creature."""
    game, _ = _game(["Sheoldred, Whispering One"], ["Grizzly Bears"])
    pass_until(game, at_step("upkeep", "Bob"))
    assert [game.state.objects[o].card.name for o in game.state.stack] == [
        "Sheoldred, Whispering One"]
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


WINDGRACE_PLUS = ("[+2]: Discard a card, then draw a card. If a land card is discarded this "
                  "way, draw an additional card.")


@template("if_discarded_this_way", "draw_additional_card", cards=("Lord Windgrace",))
def test_lord_windgrace_draws_an_additional_card_when_a_land_is_discarded() -> None:
    """608.2c, 701.9a, 121.1: Lord Windgrace's [+2]: Alice discards Forest (a land card),
    draws a card, then an additional one; in another game she discards Lightning Bolt and
    draws only one."""
    for discarded, drawn in (("Forest", 2), ("Lightning Bolt", 1)):
        game, labels = _game([walker("Lord Windgrace", 5)], hand=[discarded, "Craw Wurm"])
        _activate(game, labels["walker"], WINDGRACE_PLUS)
        pass_all(game)
        picks = [t for t in texts(game) if discarded in t]
        do(game, picks[0])
        assert zone(game, ALICE, "graveyard") == [discarded]
        assert len(zone(game, ALICE, "hand")) == 1 + drawn, discarded
        assert _loyalty(game, labels["walker"]) == 7


def test_903_3d_lord_windgrace_can_lead_a_commander_deck() -> None:
    """903.3d: "Lord Windgrace can be your commander.": a 100-card Jund deck led by him has
    no problem."""
    from manastack.cards.decklist import deck_problems, parse_decklist
    deck = parse_decklist("Commander\n1 Lord Windgrace\n\nDeck\n33 Swamp\n33 Mountain\n33 Forest\n")
    assert deck_problems(deck, "commander") == []


@template("top_card_look_reveal", cards=("Domri Rade",))
def test_domri_rade_reveals_a_creature_from_the_top_into_the_hand() -> None:
    """401.2, 701.20a: Domri Rade's [+1]: Alice looks at the top card, Craw Wurm, a
    creature card, and may reveal it and put it into her hand; a Forest on top stays."""
    text = ("[+1]: Look at the top card of your library. If it's a creature card, you may "
            "reveal it and put it into your hand.")
    game, labels = _game([walker("Domri Rade", 3)], library=["Craw Wurm", "Forest"])
    _activate(game, labels["walker"], text)
    pass_all(game)
    do(game, "yes")
    assert zone(game, ALICE, "hand") == ["Craw Wurm"]
    game, labels = _game([walker("Domri Rade", 3)], library=["Forest", "Craw Wurm"])
    _activate(game, labels["walker"], text)
    pass_all(game)
    assert zone(game, ALICE, "hand") == [] and zone(game, ALICE, "library")[0] == "Forest"


@template("if_discarded_this_way", cards=("Psychic Miasma",))
def test_psychic_miasma_returns_to_its_owners_hand_when_a_land_is_discarded() -> None:
    """608.2c, 608.2n: Bob discards his Forest to Psychic Miasma, so the resolving sorcery
    returns to Alice's hand instead of going to her graveyard; if he discards Lightning
    Bolt, Psychic Miasma goes to the graveyard as usual."""
    from oracle_harness import cast
    for discarded, back in (("Forest", True), ("Lightning Bolt", False)):
        game, _ = game_at({"library": ["Island"] * 5, "hand": ["Psychic Miasma"],
                           "battlefield": ["Swamp"] * 2},
                          {"library": ["Island"] * 5, "hand": [discarded]})
        cast(game, "Psychic Miasma", "Bob")
        pass_all(game)
        assert zone(game, BOB, "graveyard") == [discarded]
        assert zone(game, ALICE, "hand") == (["Psychic Miasma"] if back else [])
        assert zone(game, ALICE, "graveyard") == ([] if back else ["Psychic Miasma"])
