"""113.10, 613.1f: abilities a static ability grants are abilities of the object they are
granted to: its controller controls them (303.4e, 603.3a), last known information keeps
them (603.10a, 608.2h), and a save names them by their text."""

from __future__ import annotations

from helpers import BOB, game_at, pass_all, zone
from manastack.game import Game
from manastack.rules.granted import PREFIX, granted_ability, granted_key

LIBRARY = ["Island"] * 6


def _bears_enchanted_by_alice() -> tuple[Game, dict[str, int]]:
    return game_at({"hand": ["Shock"], "battlefield": ["Mountain",
                    {"card": "Infernal Scarring", "label": "aura", "attached_to": "bears"}],
                    "library": LIBRARY},
                   {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                    "library": LIBRARY})


def test_last_known_information_keeps_a_granted_trigger_through_a_save() -> None:
    """603.10a, 608.2h, 113.10: Bob's Bears die with the trigger Alice's Aura granted; the
    Bears' last known characteristics name it by its key, the trigger (Bob's, 603.3a)
    waits on the stack through a save and load, then Bob draws."""
    game, labels = _bears_enchanted_by_alice()
    game.apply("cast Shock")
    game.apply(f"target Grizzly Bears#{labels['bears']}")
    game.apply("pay {R} automatically")
    hand = len(zone(game, BOB, "hand"))
    game.apply("pass")
    game.apply("pass")           # Shock resolves; the Bears die (704.5g)
    kept = dict(game.state.lki[labels["bears"]].last_chars or ())
    assert any(isinstance(k, str) and k.startswith(PREFIX) for k in kept["abilities"])
    assert game.state.stack, "the granted trigger waits on the stack"
    trigger = game.state.objects[game.state.stack[-1]]
    assert trigger.controller == BOB and trigger.ability_key is not None
    assert trigger.ability_key[0] == PREFIX + "When this creature dies, draw a card."
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    pass_all(loaded)
    assert len(zone(loaded, BOB, "hand")) == hand + 1


def test_a_granted_ability_is_one_ability_per_text() -> None:
    """113.10: the key of a granted ability names the one ability registered for its text;
    an ability of a card (the Aura's own static ability) is no granted one."""
    game, labels = _bears_enchanted_by_alice()
    key = PREFIX + "When this creature dies, draw a card."
    ability = granted_ability(key)
    assert granted_key(ability) == key
    aura = game.state.objects[labels["aura"]].card
    assert aura.abilities and all(granted_key(a) is None for a in aura.abilities)
