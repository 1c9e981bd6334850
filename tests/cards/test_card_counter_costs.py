""""{1}, Remove a +1/+1 counter from a creature you control: Create a 1/1 green Saproling
creature token." (118.3, 122.1, 602.2b), compiled from Oracle text and played: Ghave, Guru
of Spores and Korozda Gorgon."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, game_at, name, pass_all, texts
from manastack.rules.abilities import ActivatedAbility
from manastack.rules.casting import activation_problem

LIBRARY = ["Island"] * 6


@template("remove_counter_from_cost", cards=("Ghave, Guru of Spores",))
def test_ghave_takes_the_counter_from_a_creature_its_controller_chooses() -> None:
    """118.3, 602.2b: Alice pays {1} and removes a +1/+1 counter from her Grizzly Bears
    (not Ghave, which keeps its five); Bob's Bears with a counter isn't offered; a 1/1
    Saproling token is created (111.1)."""
    game, labels = game_at({"library": LIBRARY, "battlefield": [
        {"card": "Ghave, Guru of Spores", "label": "ghave", "counters": {"+1/+1": 5}},
        {"card": "Grizzly Bears", "label": "bears", "counters": {"+1/+1": 1}}, "Forest"]},
        {"library": LIBRARY, "battlefield": [
            {"card": "Grizzly Bears", "label": "his", "counters": {"+1/+1": 1}}]})
    activate(game, labels["ghave"])
    picks = sorted(t for t in texts(game) if t.startswith("pick"))
    assert picks == sorted([f"pick {name(game, labels['ghave'])}",
                            f"pick {name(game, labels['bears'])}"])
    game.apply(f"pick {name(game, labels['bears'])}")
    assert game.state.objects[labels["bears"]].counters.get("+1/+1", 0) == 0
    assert game.state.objects[labels["ghave"]].counters == {"+1/+1": 5}
    pass_all(game)
    saprolings = [o for o in game.state.battlefield if game.state.objects[o].kind == "token"]
    assert [game.state.objects[o].controller for o in saprolings] == [0]


@template("remove_counter_from_cost", cards=("Korozda Gorgon",))
def test_without_a_counter_to_remove_the_ability_cant_be_activated() -> None:
    """118.3, 602.2b: with no +1/+1 counter on a creature she controls (Bob's Bears has
    one), Alice can't activate Korozda Gorgon's ability: the refusal names 118.3."""
    game, labels = game_at({"library": LIBRARY, "battlefield": [
        {"card": "Korozda Gorgon", "label": "gorgon"}, "Forest", "Forest", "Forest"]},
        {"library": LIBRARY, "battlefield": [
            {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]})
    gorgon = game.state.objects[labels["gorgon"]]
    index, ability = next((i, a) for i, a in enumerate(gorgon.card.abilities)
                          if isinstance(a, ActivatedAbility))
    problem = activation_problem(game.state, ALICE, gorgon, index, ability)
    assert problem is not None and problem.startswith("118.3")
    assert not any(t.startswith(f"activate {name(game, labels['gorgon'])}") for t in texts(game))
