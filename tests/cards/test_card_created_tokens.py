"""Tokens linked to the permanent that created them (607.1d, 607.2c) on Saproling Burst:
fade counters removed as a cost (702.32a, 118.3), tokens whose power and toughness are the
fade counters on the Burst that created them (604.3, 208.2a, 611.3a), and "destroy all
tokens created with this enchantment. They can't be regenerated." (607.2c, 701.19c)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import (
    ALICE,
    BOB,
    at_step,
    cast_resolved,
    do,
    game_at,
    on_battlefield,
    pass_all,
    pass_until,
    pt,
    zone,
)
from manastack.game import Game
from manastack.rules.abilities import CardDef

LIBRARY = ["Forest"] * 12
BURST = "Saproling Burst"


def _tokens(game: Game) -> list[int]:
    return [o for o in game.state.battlefield if game.state.objects[o].card.name == "Saproling"]


def _make_saproling(game: Game, burst: int) -> int:
    """Activate the Burst's ability and let it resolve; the new token's id."""
    before = set(_tokens(game))
    activate(game, burst)
    pass_all(game)
    made = [t for t in _tokens(game) if t not in before]
    assert len(made) == 1
    return made[0]


def _saproling_token() -> tuple[CardDef, ...]:
    """The definition of the token Saproling Burst creates (111.3: its quoted ability is
    compiled with it), for the templates that ability uses."""
    game, labels = _bursts()
    token = _make_saproling(game, labels["b0"])
    return (game.state.objects[token].card,)


def _bursts(alice_extra: dict[str, object] | None = None,
            bob_extra: dict[str, object] | None = None,
            counters: tuple[int, ...] = (7,)) -> tuple[Game, dict[str, int]]:
    bursts = [{"card": BURST, "label": f"b{i}", "counters": {"fade": n}}
              for i, n in enumerate(counters)]
    alice = {"battlefield": [*bursts, "Forest", "Forest", "Forest"], "library": LIBRARY,
             **(alice_extra or {})}
    bob = {"battlefield": ["Plains", "Plains"], "library": LIBRARY, **(bob_extra or {})}
    return game_at(alice, bob)


@template("fade_counter", "created_token_without_pt", "counters_on_token_creator",
          cards=(BURST,), imported=_saproling_token)
def test_saproling_burst_tokens_follow_its_fade_counters() -> None:
    """702.32a, 118.3, 611.3a: cast, the Burst has 7 fade counters; removing one makes a
    Saproling that is 6/6 (604.3: the counters left on the Burst); a second makes another,
    and both are 5/5 at once (a characteristic-defining ability is always up to date); the
    upkeep's fade counter makes them 4/4."""
    game, _ = game_at({"hand": [BURST], "battlefield": ["Forest"] * 5, "library": LIBRARY},
                      {"library": LIBRARY})
    cast_resolved(game, BURST, by="Alice")
    burst = next(o for o in game.state.battlefield if game.state.objects[o].card.name == BURST)
    assert game.state.objects[burst].counters == {"fade": 7}
    first = _make_saproling(game, burst)
    assert game.state.objects[first].card.colors == frozenset({"G"})
    assert pt(game, first) == (6, 6)
    second = _make_saproling(game, burst)
    assert pt(game, first) == pt(game, second) == (5, 5)
    pass_until(game, at_step("draw", "Alice", turn=game.state.turn + 2))
    assert game.state.objects[burst].counters == {"fade": 4}
    assert pt(game, first) == (4, 4)


@template("counters_on_token_creator", cards=(BURST,), imported=_saproling_token)
def test_each_token_counts_the_burst_that_created_it() -> None:
    """607.1d: with two Bursts (7 and 3 fade counters), each token counts the counters on
    the Burst whose ability created it, not on the other one."""
    game, labels = _bursts(counters=(7, 3))
    big = _make_saproling(game, labels["b0"])
    small = _make_saproling(game, labels["b1"])
    assert pt(game, big) == (6, 6) and pt(game, small) == (2, 2)


@template("tokens_created_with_self", cards=(BURST,))
def test_burst_leaving_destroys_its_tokens_only_even_with_a_shield() -> None:
    """607.2c, 701.19c, 208.2a: Alice's Saproling has +3/+3 (Giant Growth) and a
    regeneration shield (Mending Touch); Bob destroys the Burst: the Saproling is 3/3 (no
    Burst to count, 0 underneath), the trigger destroys it anyway ("can't be regenerated"),
    while the token of the other Burst stays."""
    game, labels = _bursts({"hand": ["Giant Growth", "Mending Touch"]},
                           {"hand": ["Disenchant"]}, counters=(7, 5))
    doomed = _make_saproling(game, labels["b0"])
    other = _make_saproling(game, labels["b1"])
    do(game, "cast Giant Growth", f"target Saproling#{doomed}", "pay {G} automatically")
    pass_all(game)
    do(game, "cast Mending Touch", f"target Saproling#{doomed}", "pay {G} automatically")
    pass_all(game)
    do(game, "pass")
    do(game, "cast Disenchant", f"target {BURST}#{labels['b0']}", "pay {1}{W} automatically",
       by="Bob")
    pass_all(game, until_stack_changes=True)
    assert not on_battlefield(game, labels["b0"])
    assert pt(game, doomed) == (3, 3)
    pass_all(game)
    assert not on_battlefield(game, doomed)
    assert on_battlefield(game, other) and pt(game, other) == (4, 4)
    assert zone(game, BOB, "graveyard") == ["Disenchant"]
    assert zone(game, ALICE, "graveyard") == ["Giant Growth", "Mending Touch", BURST]
