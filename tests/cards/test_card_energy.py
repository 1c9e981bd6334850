"""Energy counters (107.14, 122.1) compiled from Oracle text and played: Aether Hub ("When
this land enters, you get {E}." and "{T}, Pay {E}: Add one mana of any color.") and
Longtusk Cub ("Whenever this creature deals combat damage to a player, you get {E}{E}." and
"Pay {E}{E}: Put a +1/+1 counter on this creature.")."""

from __future__ import annotations

from oracle_harness import attack, pass_until, template

from helpers import ALICE, do, game_at, pass_all, pt, texts
from manastack.game import Game

LIBRARY = ["Island"] * 8


def _energy(game: Game, player: int = ALICE) -> int:
    return game.state.players[player].energy


@template("get_energy", "pay_energy_cost", cards=("Aether Hub",))
def test_aether_hub_gives_energy_and_spends_it_on_colored_mana() -> None:
    """122.1, 107.14: Aether Hub enters and Alice gets {E}; paying it with {T} adds {G}
    (605.1a), and with no energy left only its {C} ability could be activated."""
    game, _ = game_at({"hand": ["Aether Hub"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "play Aether Hub")
    pass_all(game)                                     # the trigger resolves
    assert _energy(game) == 1
    hub = next(o for o in game.state.battlefield if game.state.objects[o].card.name == "Aether Hub")
    pay_energy = [t for t in texts(game) if t.startswith("activate Aether Hub") and "{E}" in t]
    assert pay_energy, texts(game)
    do(game, pay_energy[0])
    do(game, next(t for t in texts(game) if "{G}" in t))
    assert _energy(game) == 0 and game.state.objects[hub].tapped
    assert [u.type for u in game.state.players[ALICE].pool] == ["G"]


def test_aether_hub_without_energy_cant_pay() -> None:
    """107.14, 118.3: with no energy counter Alice can't activate "{T}, Pay {E}"; the
    {C} ability stays."""
    game, _ = game_at({"battlefield": ["Aether Hub"], "library": LIBRARY}, {"library": LIBRARY})
    hub_abilities = [t for t in texts(game) if t.startswith("activate Aether Hub")]
    assert hub_abilities and not any("{E}" in t for t in hub_abilities)


@template("get_energy", "pay_energy_cost", cards=("Longtusk Cub",))
def test_longtusk_cub_turns_combat_damage_into_counters() -> None:
    """122.1, 107.14: Longtusk Cub deals combat damage to Bob: Alice gets {E}{E}; paying both
    puts a +1/+1 counter on the Cub, and the ability can't be activated again."""
    game, labels = game_at({"battlefield": [{"card": "Longtusk Cub", "label": "cub"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    attack(game, labels["cub"])
    pass_until(game, "postcombat main")
    assert _energy(game) == 2
    do(game, next(t for t in texts(game) if t.startswith("activate Longtusk Cub")))
    assert _energy(game) == 0
    pass_all(game)
    assert pt(game, labels["cub"]) == (3, 3)
    assert not any(t.startswith("activate Longtusk Cub") for t in texts(game))
