"""711 and 702.87: leveler cards and level up, on real cards compiled from their Oracle text."""

from __future__ import annotations

from typing import Any

from oracle_harness import activate, attack, card, pass_until

from helpers import ALICE, BOB, battlefield, do, game_at, life, name, pass_all, pt, texts
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Plains"] * 5


def _with_level(card_name: str, level: int, *others: Any, lands: int = 2,
                bob: list[Any] | None = None) -> tuple[Game, dict[str, int]]:
    counters = {"level": level} if level else {}
    return game_at({"battlefield": [card(card_name, "leveler", counters=counters), *others,
                                    *(["Plains"] * lands)], "library": LIBRARY},
                   {"battlefield": bob or [], "library": LIBRARY})


def test_level_up_puts_a_level_counter_on_it_as_a_sorcery() -> None:
    """702.87a: "Level up {W}" is "{W}: Put a level counter on this permanent. Activate only
    as a sorcery.": Student of Warfare gets a level counter in Alice's main phase."""
    game, labels = _with_level("Student of Warfare", 0)
    activate(game, labels["leveler"])
    pass_all(game)
    assert game.state.objects[labels["leveler"]].counters.get("level") == 1


def test_level_up_is_not_offered_at_instant_speed() -> None:
    """702.87a, 307.5: level up is activated only when a sorcery could be cast: not in
    Alice's upkeep."""
    game, labels = _with_level("Student of Warfare", 0)
    pass_until(game, "upkeep", turn=4)
    prefix = f"activate {name(game, labels['leveler'])}"
    assert not any(t.startswith(prefix) for t in texts(game))


def test_the_level_symbol_sets_base_power_toughness_and_abilities() -> None:
    """711.1, 711.2, 711.2a, 711.2b, 711.5: Student of Warfare is 1/1 with no level counters, 3/3 with first
    strike at levels 2-6, 4/4 with double strike (and no first strike) at level 7 or more."""
    for level, expected, has, lacks in ((0, (1, 1), None, "first strike"),
                                        (1, (1, 1), None, "first strike"),
                                        (2, (3, 3), "first strike", "double strike"),
                                        (6, (3, 3), "first strike", "double strike"),
                                        (7, (4, 4), "double strike", "first strike"),
                                        (12, (4, 4), "double strike", "first strike")):
        game, labels = _with_level("Student of Warfare", level)
        assert pt(game, labels["leveler"]) == expected, level
        chars = characteristics(game.state, labels["leveler"])
        assert (has is None or chars.has(has)) and not chars.has(lacks), level


def test_a_leveler_off_the_battlefield_has_its_uppermost_power_and_toughness() -> None:
    """711.6: in the hand, Student of Warfare is 1/1."""
    game, labels = game_at({"hand": [card("Student of Warfare", "student")]})
    chars = characteristics(game.state, labels["student"])
    assert (chars.power, chars.toughness) == (1, 1)


def test_a_striation_s_activated_ability_is_had_only_at_its_levels() -> None:
    """711.2a: Brimstone Mage at level 1 has "{T}: This creature deals 1 damage to any
    target."; at level 3 its 3-damage ability instead; at level 0 neither."""
    game, labels = _with_level("Brimstone Mage", 0)
    prefix = f"activate {name(game, labels['leveler'])}: {{T}}"
    assert not any(t.startswith(prefix) for t in texts(game))
    for level, damage in ((1, 1), (3, 3)):
        game, labels = _with_level("Brimstone Mage", level)
        do(game, f"activate {name(game, labels['leveler'])}: {{T}}: This creature deals "
                 f"{damage} damage to any target.", "target Bob")
        pass_all(game)
        assert life(game, BOB) == 20 - damage, level


def test_a_striation_s_static_ability_applies_only_at_its_levels() -> None:
    """711.2a: Kabira Vindicator's "Other creatures you control get +1/+1." applies at levels
    2-4 and its +2/+2 at 5 or more; below level 2 neither does."""
    for level, bears in ((1, (2, 2)), (2, (3, 3)), (4, (3, 3)), (5, (4, 4))):
        game, labels = _with_level("Kabira Vindicator", level,
                                   card("Grizzly Bears", "bears"))
        assert pt(game, labels["bears"]) == bears, level


def test_a_striation_s_triggered_ability_triggers_at_its_level() -> None:
    """711.2b: Lord of Shatterskull Pass at level 6 has "Whenever this creature attacks, it
    deals 6 damage to each creature defending player controls."; at level 5 it doesn't."""
    game, labels = _with_level("Lord of Shatterskull Pass", 5, bob=["Grizzly Bears"])
    attack(game, labels["leveler"])
    assert game.state.stack == () and not game.state.pending_triggers
    game, labels = _with_level("Lord of Shatterskull Pass", 6,
                               bob=[card("Grizzly Bears", "bears"), "Craw Wurm"])
    attack(game, labels["leveler"])
    pass_all(game)
    assert battlefield(game, 1) == [] and life(game, ALICE) == 20
