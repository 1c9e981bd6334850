"""Modal abilities (700.2) on real cards: a modal triggered ability, its mode chosen as it is
put on the stack (603.3c, 700.2b; Aven Surveyor), and "Choose one or both —" (700.2d;
Winterflame)."""

from __future__ import annotations

import pytest
from oracle_harness import pay, template

from helpers import ALICE, BOB, choose, cites, game_at, name, pass_all, pt, texts, zone
from manastack.errors import IllegalChoiceError
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _surveyor_enters(bob_battlefield: list[object]) -> tuple[Game, dict[str, int]]:
    """Alice casts Aven Surveyor; it resolves and its enters trigger is being put on the
    stack (the mode decision pending)."""
    game, labels = game_at({"library": LIBRARY, "hand": ["Aven Surveyor"],
                            "battlefield": ["Island"] * 5},
                           {"library": LIBRARY, "battlefield": bob_battlefield,
                            "hand": ["Unsummon"]})
    game.apply("cast Aven Surveyor")
    pay(game)
    pass_all(game)
    return game, labels


def _surveyor(game: Game) -> int:
    return next(o.id for o in game.state.objects.values()
                if o.card.name == "Aven Surveyor" and o.zone == "battlefield")


@template("modal_triggered", "one_mode_choice", cards=("Aven Surveyor",))
def test_aven_surveyor_mode_is_chosen_as_the_trigger_goes_on_the_stack() -> None:
    """603.3c, 700.2b: the mode is chosen as the trigger is put on the stack, before anyone
    gets priority; the counter mode puts a +1/+1 counter on Aven Surveyor (122.1)."""
    game, _ = _surveyor_enters(["Forest"])
    assert game.decision is not None and game.decision.kind.value == "mode"
    choose(game, "mode 1")
    assert game.decision is not None and game.decision.kind.value == "priority"
    top = game.state.objects[game.state.stack[-1]]
    assert top.modes == (0,)
    pass_all(game)
    assert pt(game, _surveyor(game)) == (3, 3)


@template("modal_triggered", "one_mode_choice", cards=("Aven Surveyor",))
def test_aven_surveyor_bounce_mode_targets_as_it_goes_on_the_stack() -> None:
    """700.2c, 603.3d: the bounce mode's target is chosen with the mode, as the ability is
    put on the stack; on resolution Bob's creature returns to his hand (the counter mode's
    part does nothing, 700.2c)."""
    game, labels = _surveyor_enters([{"card": "Grizzly Bears", "label": "bears"}])
    choose(game, "mode 2")
    game.apply(f"target {name(game, labels['bears'])}")
    pass_all(game)
    assert "Grizzly Bears" in zone(game, BOB, "hand")
    assert pt(game, _surveyor(game)) == (2, 2)


@template("modal_triggered", "one_mode_choice", cards=("Aven Surveyor",))
def test_aven_surveyor_bounce_does_nothing_if_its_target_left() -> None:
    """608.2b: Bob returns the chosen mode's target to his hand in response; the ability
    doesn't resolve, and the other mode doesn't happen instead (700.2a: chosen as it was
    put on the stack)."""
    game, labels = _surveyor_enters([{"card": "Grizzly Bears", "label": "bears"}, "Island"])
    choose(game, "mode 2")
    game.apply(f"target {name(game, labels['bears'])}")
    _bob_unsummons(game, labels["bears"])
    assert zone(game, BOB, "hand") == ["Grizzly Bears"]
    assert zone(game, BOB, "graveyard") == ["Unsummon"]
    pass_all(game)
    assert pt(game, _surveyor(game)) == (2, 2)
    assert cites(game, "608.2b")


def _bob_unsummons(game: Game, oid: int) -> None:
    """Alice passes with her spell or ability on the stack; Bob casts Unsummon on `oid` and
    it resolves first (608.1)."""
    game.apply("pass")
    game.apply("cast Unsummon")
    game.apply(f"target {name(game, oid)}")
    pay(game)
    pass_all(game)


def _winterflame(bob_creatures: list[object]) -> tuple[Game, dict[str, int]]:
    return game_at({"library": LIBRARY, "hand": ["Winterflame"],
                    "battlefield": ["Island", "Mountain", "Mountain"]},
                   {"library": LIBRARY, "battlefield": bob_creatures, "hand": ["Unsummon"]})


def _both_modes_at_one_giant() -> tuple[Game, dict[str, int]]:
    """Winterflame cast with both modes, Bob's one Hill Giant the target of each (115.3)."""
    game, labels = _winterflame([{"card": "Hill Giant", "label": "giant"}])
    game.apply("cast Winterflame")
    choose(game, "mode 1")
    choose(game, "mode 2")
    game.apply(f"target {name(game, labels['giant'])}")
    game.apply(f"target {name(game, labels['giant'])}")
    pay(game)
    return game, labels


@template("modal_spell_counted", "one_or_both_choice", cards=("Winterflame",))
def test_winterflame_both_modes_tap_one_creature_and_damage_another() -> None:
    """700.2d, 608.2c: both modes chosen, each with its own target (700.2c), followed in
    the order written: one creature is tapped, another dealt 2 damage and destroyed
    (704.5g)."""
    game, labels = _winterflame([{"card": "Hill Giant", "label": "giant"},
                                 {"card": "Grizzly Bears", "label": "bears"}])
    game.apply("cast Winterflame")
    choose(game, "mode 1")
    assert "no more modes" in texts(game)
    assert not any(t.startswith("mode 1") for t in texts(game))      # 700.2d: once each
    choose(game, "mode 2")
    game.apply(f"target {name(game, labels['giant'])}")
    game.apply(f"target {name(game, labels['bears'])}")
    pay(game)
    pass_all(game)
    assert game.state.objects[labels["giant"]].tapped
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == ["Winterflame"]


@template("modal_spell_counted", "one_or_both_choice", cards=("Winterflame",))
def test_winterflame_one_mode_has_only_that_target() -> None:
    """700.2c: with only the damage mode chosen, Winterflame has one target and taps
    nothing; the same creature may be the target of both modes when both are chosen
    (115.3: each instance of "target")."""
    game, labels = _winterflame([{"card": "Hill Giant", "label": "giant"}])
    game.apply("cast Winterflame")
    choose(game, "mode 2")
    choose(game, "no more modes")
    game.apply(f"target {name(game, labels['giant'])}")
    pay(game)
    pass_all(game)
    giant = game.state.objects[labels["giant"]]
    assert not giant.tapped and giant.damage == 2
    game, labels = _both_modes_at_one_giant()
    pass_all(game)
    giant = game.state.objects[labels["giant"]]
    assert giant.tapped and giant.damage == 2


@template("modal_spell_counted", "one_or_both_choice", cards=("Winterflame",))
def test_winterflame_needs_a_mode_and_keeps_the_legal_part() -> None:
    """700.2d: at least one mode must be chosen ("no more modes" is offered only after
    one); 608.2b: with the tap mode's target returned to Bob's hand in response, the damage
    mode still happens."""
    game, labels = _winterflame([{"card": "Hill Giant", "label": "giant"},
                                 {"card": "Grizzly Bears", "label": "bears"}, "Island"])
    game.apply("cast Winterflame")
    assert "no more modes" not in texts(game)
    with pytest.raises(IllegalChoiceError):
        game.apply("no more modes")
    choose(game, "mode 1")
    choose(game, "mode 2")
    game.apply(f"target {name(game, labels['bears'])}")
    game.apply(f"target {name(game, labels['giant'])}")
    pay(game)
    _bob_unsummons(game, labels["bears"])
    pass_all(game)
    assert zone(game, BOB, "hand") == ["Grizzly Bears"]
    assert game.state.objects[labels["giant"]].damage == 2


@template("modal_spell_counted", "one_or_both_choice", cards=("Winterflame",))
def test_winterflame_modes_survive_a_save_and_load() -> None:
    """700.2d: the chosen modes are part of the spell on the stack; a game saved with
    Winterflame's two modes chosen loads and resolves both."""
    game, labels = _both_modes_at_one_giant()
    loaded = Game.load(game.save())
    assert loaded.state.objects[loaded.state.stack[-1]].modes == (0, 1)
    pass_all(loaded)
    giant = loaded.state.objects[labels["giant"]]
    assert giant.tapped and giant.damage == 2
