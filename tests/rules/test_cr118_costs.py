"""118 Costs, in games with real cards: additional and alternative costs change what is paid,
not the spell's mana cost or mana value (118.8, 118.9, 202.4); an alternative cost is
optional (118.9b); an additional cost may be paid any number of times the card allows
(118.8a); X in a cost (118.4)."""

from __future__ import annotations

from helpers import ALICE, choose, game_at, pay, stack, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.mana_abilities import mana_value_of


def _on_stack(game: Game, name: str) -> int:
    return next(o for o in game.state.stack if game.state.obj(o).card.name == name)


def _untapped_lands(game: Game) -> int:
    s = game.state
    return sum(not s.obj(o).tapped for o in s.battlefield if s.obj(o).card.is_land)


def test_118_8d_202_4_a_kicked_spell_keeps_its_mana_value() -> None:
    """118.8d, 202.4, 601.2f: kicked, Into the Roil costs {1}{U} plus {1}{U} (four lands
    tapped), yet on the stack its mana cost is still {1}{U}: mana value 2."""
    game, _ = game_at({"battlefield": ["Island"] * 4, "hand": ["Into the Roil"],
                       "library": ["Plains"]}, {"battlefield": ["Grizzly Bears"]})
    game.apply("cast Into the Roil")
    choose(game, "yes")
    choose(game, "target Grizzly Bears")
    pay(game)
    assert _untapped_lands(game) == 0
    assert mana_value_of(game.state, _on_stack(game, "Into the Roil")) == 2


def test_118_9c_a_spell_cast_for_its_flashback_cost_keeps_its_mana_value() -> None:
    """118.9c, 702.34a: Firebolt cast from the graveyard for {4}{R} (five lands tapped) has
    its mana cost {R} on the stack: mana value 1."""
    game, labels = game_at({"battlefield": ["Mountain"] * 5,
                            "graveyard": [{"card": "Firebolt", "label": "bolt"}]})
    game.apply(f"cast Firebolt#{labels['bolt']} with flashback")
    game.apply("target Bob")
    pay(game)
    assert _untapped_lands(game) == 0
    assert mana_value_of(game.state, _on_stack(game, "Firebolt")) == 1


def test_118_9b_118_9a_an_alternative_cost_is_optional_and_one_at_a_time() -> None:
    """118.9b: with five Islands Alice may cast Mulldrifter for its mana cost {4}{U} or for
    its evoke cost {2}{U}; 118.9a: the two are separate choices, never combined."""
    game, labels = game_at({"battlefield": ["Island"] * 5,
                            "hand": [{"card": "Mulldrifter", "label": "m"}]})
    casts = [t for t in texts(game) if t.startswith("cast Mulldrifter")]
    assert casts == [f"cast Mulldrifter#{labels['m']}", f"cast Mulldrifter#{labels['m']} with evoke"]


def test_118_8a_an_additional_cost_may_be_paid_several_times() -> None:
    """118.8a, 702.33c: Gnarlid Pack's multikicker {1}{G} is announced as a number of times
    (0-2 with six Forests), and paid that many times with the mana cost."""
    game, _ = game_at({"battlefield": ["Forest"] * 6, "hand": ["Gnarlid Pack"]})
    game.apply("cast Gnarlid Pack")
    assert game.decision is not None and game.decision.kind is DecisionKind.NUMBER
    choose(game, "kick 2")
    pay(game)
    assert _untapped_lands(game) == 0
    assert mana_value_of(game.state, _on_stack(game, "Gnarlid Pack")) == 2


def test_118_4_an_x_cost_is_paid_as_announced() -> None:
    """118.4, 107.3a, 601.2f: Blaze with X announced as 3 costs {3}{R}: four Mountains."""
    game, _ = game_at({"battlefield": ["Mountain"] * 5, "hand": ["Blaze"]})
    game.apply("cast Blaze")
    choose(game, "X=3")
    choose(game, "target Bob")
    pay(game)
    assert _untapped_lands(game) == 1
    assert mana_value_of(game.state, _on_stack(game, "Blaze")) == 4


def test_118_7_a_cost_reduced_below_nothing_is_zero() -> None:
    """118.7, 702.41a: with five Ornithopters, Thoughtcast's affinity for artifacts would
    reduce its {4} by five: the generic part is {0}, and Alice pays only {U}."""
    game, _ = game_at({"battlefield": ["Island", "Island"] + ["Ornithopter"] * 5,
                       "hand": ["Thoughtcast"], "library": ["Plains"] * 3})
    game.apply("cast Thoughtcast")
    pay(game)
    assert _untapped_lands(game) == 1


def test_118_10_one_sacrifice_pays_only_one_cost() -> None:
    """118.10: Bloodthrone Vampire and Bloodflow Connoisseur each cost "Sacrifice a creature";
    Alice pays the Vampire's by sacrificing Grizzly Bears, so the Connoisseur's needs another
    creature: the Bears are no longer among the choices, and two creatures were sacrificed for
    the two abilities."""
    game, _ = game_at({"battlefield": ["Bloodthrone Vampire", "Bloodflow Connoisseur",
                                       "Grizzly Bears"], "library": ["Plains"] * 3})
    choose(game, "activate Bloodthrone Vampire")
    choose(game, "pick Grizzly Bears")
    choose(game, "activate Bloodflow Connoisseur")
    assert not [t for t in texts(game) if "Grizzly Bears" in t]
    choose(game, "pick Bloodthrone Vampire")
    assert stack(game) == ["Bloodflow Connoisseur ability", "Bloodthrone Vampire ability"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Bloodthrone Vampire", "Grizzly Bears"]


def test_an_either_cost_offers_only_the_way_that_can_be_paid() -> None:
    """601.2b, 601.2h: of "reveal an Elf card from your hand or pay {3}", with three lands
    and an Elf card in hand only revealing can be paid, so nothing is asked and the
    announcement is logged; 118.8: the mana value stays 2 (202.3)."""
    game, _ = game_at({"hand": ["Wren's Run Vanquisher", "Llanowar Elves"],
                       "battlefield": ["Forest"] * 3, "library": ["Forest"] * 3},
                      {"library": ["Forest"] * 3})
    game.apply("cast Wren's Run Vanquisher")
    assert not any(t.startswith("pay: ") for t in texts(game))
    pay(game)
    assert "its additional cost will be paid: Reveal Elf card from your hand" in game.log_text()
    spell = _on_stack(game, "Wren's Run Vanquisher")
    assert mana_value_of(game.state, spell) == 2
    assert _untapped_lands(game) == 1

def test_118_3_701_17b_a_mill_cost_needs_that_many_cards_in_the_library() -> None:
    """118.3, 701.17b: Rot Farm Skeleton's "Mill four cards" can't be paid from a library of
    three, so its ability isn't offered; with four it is, and paying mills all four
    (701.17a) before the ability resolves and returns the Skeleton (608.2)."""
    lands = ["Swamp", "Swamp", "Forest", "Forest"]
    for library, offered in ((["Island"] * 3, False), (["Island"] * 4, True)):
        game, _ = game_at({"battlefield": lands, "graveyard": ["Rot Farm Skeleton"],
                           "library": library})
        activations = [t for t in texts(game) if t.startswith("activate Rot Farm Skeleton")]
        assert bool(activations) is offered
    game.apply(activations[0])
    pay(game)
    assert zone(game, ALICE, "library") == []
    assert zone(game, ALICE, "graveyard").count("Island") == 4
    assert stack(game)
