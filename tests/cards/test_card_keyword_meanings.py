"""Keywords compiled as the sentence the rules give them: battle cry (702.91a, Loxodon
Partisan), afflict (702.130a, Khenra Eternal) and flanking (702.25a, Fallen Askari), with the
triggers of becoming blocked (509.3c: once each combat; 509.3d: once for each blocker);
outlast (702.107a, Abzan Falconer), afterlife (702.135a, Debtors' Transport) and dethrone
(702.105a, Enraged Revolutionary)."""

from __future__ import annotations

from oracle_harness import template

from helpers import (
    BOB,
    at_step,
    cast_resolved,
    do,
    game_at,
    life,
    name,
    pass_all,
    pass_until,
    pay,
    pt,
    texts,
    zone,
)
from manastack.game import Game
from manastack.rules.layers import characteristics
from manastack.scenario import inline_cards

LIBRARY = ["Island"] * 6


def _attack(attackers: list[dict[str, str]], blockers: list[dict[str, str]]
            ) -> tuple[Game, dict[str, int]]:
    """Alice attacks Bob with `attackers` (every one); the game at Bob's declaration."""
    game, labels = game_at({"battlefield": attackers, "library": LIBRARY},
                           {"battlefield": blockers, "library": LIBRARY},
                           step="declare attackers", stage="begin")
    for a in attackers:
        do(game, f"attack with {name(game, labels[a['label']])} -> Bob", by="Alice")
    do(game, "done declaring attackers", by="Alice")
    return game, labels


@template("battle_cry", cards=("Loxodon Partisan",))
def test_battle_cry_pumps_each_other_attacker() -> None:
    """702.91a: Loxodon Partisan attacks beside Grizzly Bears; its battle cry resolves: the
    Bears get +1/+0 (3/2), the Partisan itself doesn't (3/4)."""
    game, labels = _attack([{"card": "Loxodon Partisan", "label": "partisan"},
                            {"card": "Grizzly Bears", "label": "bears"}], [])
    pass_all(game)          # the battle cry trigger resolves
    assert pt(game, labels["bears"]) == (3, 2)
    assert pt(game, labels["partisan"]) == (3, 4)


@template("afflict", "becomes_blocked_trigger", cards=("Khenra Eternal",))
def test_afflict_makes_the_defender_lose_life_once_however_many_block() -> None:
    """702.130a, 509.3c: Khenra Eternal (afflict 1) is blocked by two of Bob's creatures: its
    trigger makes Bob lose 1 life, once."""
    game, labels = _attack([{"card": "Khenra Eternal", "label": "khenra"}],
                           [{"card": "Grizzly Bears", "label": "b1"},
                            {"card": "Grizzly Bears", "label": "b2"}])
    pass_all(game)
    khenra = name(game, labels["khenra"])
    do(game, f"block {khenra} with {name(game, labels['b1'])}",
       f"block {khenra} with {name(game, labels['b2'])}", "done declaring blockers", by="Bob")
    pass_all(game)
    assert life(game, BOB) == 19


@template("flanking", "blocked_by_trigger", "flanking_word", cards=("Fallen Askari",))
def test_flanking_shrinks_a_blocker_without_flanking() -> None:
    """702.25, 702.25a, 509.3d: Fallen Askari (2/2, flanking) is blocked by Grizzly Bears: the Bears
    get -1/-1 and die to its 2 damage while it survives theirs (1)."""
    game, labels = _attack([{"card": "Fallen Askari", "label": "askari"}],
                           [{"card": "Grizzly Bears", "label": "bears"}])
    pass_all(game)
    do(game, f"block {name(game, labels['askari'])} with {name(game, labels['bears'])}",
       "done declaring blockers", by="Bob")
    pass_all(game)          # flanking resolves
    assert pt(game, labels["bears"]) == (1, 1)
    pass_until(game, at_step("end of combat"))
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert labels["askari"] in game.state.battlefield


@template("flanking", cards=("Fallen Askari", "Zhalfirin Knight"))
def test_flanking_doesnt_trigger_for_a_blocker_with_flanking() -> None:
    """702.25a: Zhalfirin Knight (flanking) blocks Fallen Askari: no trigger, the Knight
    stays 2/2."""
    game, labels = _attack([{"card": "Fallen Askari", "label": "askari"}],
                           [{"card": "Zhalfirin Knight", "label": "knight"}])
    pass_all(game)
    do(game, f"block {name(game, labels['askari'])} with {name(game, labels['knight'])}",
       "done declaring blockers", by="Bob")
    assert not game.state.pending_triggers and not game.state.stack
    assert pt(game, labels["knight"]) == (2, 2)



def test_each_instance_of_flanking_triggers_separately() -> None:
    """702.25, 702.25b: a hypothetical 2/2 with flanking twice is blocked by Grizzly Bears:
    both instances trigger (Alice orders them, 603.3b), the Bears get -2/-2 and die (704.5f)
    before combat damage."""
    cards = inline_cards([{"name": "Twice Flanked", "mana_cost": "{1}{W}", "power": 2,
                           "toughness": 2, "type_line": "Creature — Human Knight",
                           "text": "Flanking\nFlanking"}])
    game, labels = game_at({"battlefield": [{"card": "Twice Flanked", "label": "knight"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           step="declare attackers", stage="begin", cards=cards)
    knight = name(game, labels["knight"])
    do(game, f"attack with {knight} -> Bob", "done declaring attackers", by="Alice")
    pass_all(game)
    do(game, f"block {knight} with {name(game, labels['bears'])}", "done declaring blockers",
       by="Bob")
    assert texts(game) == [f"{knight}: Flanking (trigger 0)", f"{knight}: Flanking (trigger 1)"]
    do(game, f"{knight}: Flanking (trigger 0)", by="Alice")
    assert len(game.state.stack) == 2
    pass_all(game)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


@template("outlast", cards=("Abzan Falconer",))
def test_outlast_puts_a_counter_on_the_creature_at_sorcery_speed() -> None:
    """702.107a: Abzan Falconer's outlast {W} taps it and puts a +1/+1 counter on it; with
    the counter, its other ability gives it flying (613.1f)."""
    game, labels = game_at({"battlefield": [{"card": "Abzan Falconer", "label": "falconer"},
                                            "Plains"], "library": LIBRARY},
                           {"library": LIBRARY})
    do(game, f"activate {name(game, labels['falconer'])}: Outlast {{W}}")
    pay(game)
    pass_all(game)
    falconer = game.state.objects[labels["falconer"]]
    assert falconer.tapped and falconer.counters == {"+1/+1": 1}
    assert pt(game, labels["falconer"]) == (3, 4)
    assert characteristics(game.state, labels["falconer"]).has("flying")


@template("afterlife", "put_into_graveyard_self_trigger", cards=("Debtors' Transport",))
def test_afterlife_makes_spirits_as_the_permanent_goes_to_the_graveyard() -> None:
    """702.135a, 603.10a: Debtors' Transport (afterlife 2) destroyed by Murder: two 1/1 white
    and black Spirit tokens with flying for its controller, Bob."""
    game, labels = game_at({"hand": ["Murder"], "battlefield": ["Swamp"] * 3,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Debtors' Transport", "label": "thrull"}],
                            "library": LIBRARY})
    cast_resolved(game, "Murder", name(game, labels["thrull"]))
    pass_all(game)
    spirits = [o for o in game.state.permanents() if o.card.name == "Spirit"]
    assert len(spirits) == 2 and all(o.controller == BOB for o in spirits)
    assert all(characteristics(game.state, o.id).has("flying") for o in spirits)
    assert "Debtors' Transport" in zone(game, BOB, "graveyard")


@template("dethrone", "attacks_most_life_trigger", cards=("Enraged Revolutionary",))
def test_dethrone_counts_only_attacks_on_the_player_with_the_most_life() -> None:
    """702.105a: Alice (20 life) attacks Bob (tied at 20) with Enraged Revolutionary: a
    +1/+1 counter on it (3/2) before blocks."""
    game, labels = _attack([{"card": "Enraged Revolutionary", "label": "rev"}], [])
    pass_all(game)
    assert pt(game, labels["rev"]) == (3, 2)
