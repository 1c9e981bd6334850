"""Bushido (702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until
end of turn", each instance separately, 702.45b) and the trigger it is made of (509.3a,
509.3c: once each combat however many creatures it blocks or is blocked by): Devoted
Retainer, Battle-Mad Ronin, Chub Toad."""

from __future__ import annotations

from oracle_harness import template

from helpers import (
    ALICE,
    at_step,
    do,
    game_at,
    name,
    pass_all,
    pass_until,
    pt,
    texts,
    zone,
)
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.scenario import inline_cards

LIBRARY = ["Island"] * 6


def _declare(
    attackers: list[dict[str, str]],
    blockers: list[dict[str, str]],
    blocks: list[tuple[str, str]],
    cards: tuple[CardDef, ...] = (),
) -> tuple[Game, dict[str, int]]:
    """Alice attacks Bob with every one of `attackers`; Bob blocks (attacker, blocker)."""
    game, labels = game_at(
        {"battlefield": attackers, "library": LIBRARY},
        {"battlefield": blockers, "library": LIBRARY},
        step="declare attackers",
        stage="begin",
        cards=cards,
    )
    for a in attackers:
        do(game, f"attack with {name(game, labels[a['label']])} -> Bob", by="Alice")
    do(game, "done declaring attackers", by="Alice")
    pass_all(game)
    for attacker, blocker in blocks:
        do(game, f"block {name(game, labels[attacker])} with {name(game, labels[blocker])}", by="Bob")
    do(game, "done declaring blockers", by="Bob")
    return game, labels


@template("bushido", "blocks_or_blocked_self_trigger", cards=("Devoted Retainer",))
def test_bushido_pumps_a_blocker_that_then_survives() -> None:
    """702.45a, 509.3a: Devoted Retainer (1/1, bushido 1) blocks Raging Goblin (1/1): it is
    2/2 until end of turn, survives the Goblin's 1 damage and kills it."""
    game, labels = _declare(
        [{"card": "Raging Goblin", "label": "goblin"}],
        [{"card": "Devoted Retainer", "label": "retainer"}],
        [("goblin", "retainer")],
    )
    pass_all(game)  # bushido resolves
    assert pt(game, labels["retainer"]) == (2, 2)
    pass_until(game, at_step("end of combat"))
    assert zone(game, ALICE, "graveyard") == ["Raging Goblin"]
    assert labels["retainer"] in game.state.battlefield


@template("bushido", "blocks_or_blocked_self_trigger", cards=("Battle-Mad Ronin",))
def test_bushido_triggers_once_however_many_creatures_block() -> None:
    """702.45a, 509.3c: Battle-Mad Ronin (1/1, bushido 2) is blocked by two Grizzly Bears:
    one trigger, the Ronin is 3/3 (not 5/5) until end of turn."""
    game, labels = _declare(
        [{"card": "Battle-Mad Ronin", "label": "ronin"}],
        [{"card": "Grizzly Bears", "label": "b1"}, {"card": "Grizzly Bears", "label": "b2"}],
        [("ronin", "b1"), ("ronin", "b2")],
    )
    assert len(game.state.pending_triggers) + len(game.state.stack) == 1
    pass_all(game)
    assert pt(game, labels["ronin"]) == (3, 3)


@template("blocks_or_blocked_self_trigger", cards=("Chub Toad",))
def test_blocks_or_becomes_blocked_trigger_of_a_blocked_attacker() -> None:
    """509.3c: Chub Toad (1/1) attacks and Grizzly Bears block it: it gets +2/+2 (3/3)."""
    game, labels = _declare(
        [{"card": "Chub Toad", "label": "toad"}],
        [{"card": "Grizzly Bears", "label": "bears"}],
        [("toad", "bears")],
    )
    pass_all(game)
    assert pt(game, labels["toad"]) == (3, 3)


@template("blocks_or_blocked_self_trigger", cards=("Chub Toad",))
def test_blocks_or_becomes_blocked_trigger_of_an_unblocked_attacker() -> None:
    """509.3c: Chub Toad attacks and nobody blocks it: no trigger, it stays 1/1."""
    game, labels = _declare(
        [{"card": "Chub Toad", "label": "toad"}], [{"card": "Grizzly Bears", "label": "bears"}], []
    )
    assert not game.state.pending_triggers and not game.state.stack
    assert pt(game, labels["toad"]) == (1, 1)


def test_each_instance_of_bushido_triggers_separately() -> None:
    """702.45b: a hypothetical 1/1 with bushido 1 and bushido 2 blocks Grizzly Bears: both
    trigger (Bob orders them, 603.3b) and it is 4/4."""
    cards = inline_cards(
        [
            {
                "name": "Twice Trained",
                "mana_cost": "{1}{W}",
                "power": 1,
                "toughness": 1,
                "type_line": "Creature — Human Samurai",
                "text": "Bushido 1\nBushido 2",
            }
        ]
    )
    game, labels = _declare(
        [{"card": "Grizzly Bears", "label": "bears"}],
        [{"card": "Twice Trained", "label": "samurai"}],
        [("bears", "samurai")],
        cards=cards,
    )
    samurai = name(game, labels["samurai"])
    assert sorted(texts(game)) == [f"{samurai}: Bushido 1", f"{samurai}: Bushido 2"]
    do(game, f"{samurai}: Bushido 1", by="Bob")
    pass_all(game)
    pass_all(game)
    assert pt(game, labels["samurai"]) == (4, 4)
