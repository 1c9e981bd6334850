"""Static abilities that apply only while a condition holds (611.3a), compiled from Oracle
text and played: "This creature gets +1/+0 as long as it's attacking." (Grasping Scoundrel),
"As long as you have 25 or more life, this creature has double strike." (Twinblade
Paladin), "... as long as you have no cards in hand" (Rakdos Pit Dragon) and "... as long as
it has a +1/+1 counter on it" (Sigiled Contender)."""

from __future__ import annotations

from oracle_harness import pass_until, template

from helpers import ALICE, cast_resolved, do, game_at, pass_all, pt, texts
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


@template("conditional_static", "while_attacking", cards=("Grasping Scoundrel",))
def test_grasping_scoundrel_is_bigger_only_while_attacking() -> None:
    """Grasping Scoundrel (611.3a, 508.1): 1/1 before combat, 2/1 once declared as an
    attacker, so it deals 2 combat damage (510.1a); 1/1 again after combat (506.4)."""
    game, labels = game_at({"battlefield": [{"card": "Grasping Scoundrel", "label": "s"}],
                            "library": LIBRARY}, {"library": LIBRARY},
                           step="declare attackers", stage="begin")
    scoundrel = labels["s"]
    assert pt(game, scoundrel) == (1, 1)
    do(game, f"attack with Grasping Scoundrel#{scoundrel} -> Bob", "done declaring attackers",
       by="Alice")
    assert pt(game, scoundrel) == (2, 1)
    pass_until(game, "end of combat")
    assert game.state.players[1].life == 18
    pass_until(game, "postcombat main")
    assert game.state.combat is None and pt(game, scoundrel) == (1, 1)


@template("conditional_static", "while_life", cards=("Twinblade Paladin", "Revitalize"))
def test_twinblade_paladin_has_double_strike_from_25_life() -> None:
    """Twinblade Paladin (611.3a, 702.4): at 24 life it lacks double strike; gaining 3 life
    (119.1, Revitalize) to 27 gives it double strike at once (and a +1/+1 counter from
    its life-gain trigger, 603.2)."""
    game, labels = game_at({"life": 24, "hand": ["Revitalize"], "battlefield": [
                                "Plains", "Plains", {"card": "Twinblade Paladin", "label": "p"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    paladin = labels["p"]
    assert not characteristics(game.state, paladin).has("double strike")
    cast_resolved(game, "Revitalize")
    pass_all(game)      # the life-gain trigger resolves
    assert game.state.players[ALICE].life == 27
    assert characteristics(game.state, paladin).has("double strike")
    assert game.state.objects[paladin].counters.get("+1/+1") == 1


@template("conditional_static", "while_hand_empty", cards=("Rakdos Pit Dragon",))
def test_rakdos_pit_dragon_has_double_strike_with_an_empty_hand() -> None:
    """Rakdos Pit Dragon (611.3a): with a card in Alice's hand it lacks double strike;
    once she plays that card, her hand is empty and it has double strike."""
    game, labels = game_at({"hand": ["Swamp"], "battlefield": [
                                {"card": "Rakdos Pit Dragon", "label": "d"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    dragon = labels["d"]
    assert not characteristics(game.state, dragon).has("double strike")
    do(game, "play Swamp")
    assert characteristics(game.state, dragon).has("double strike")


@template("conditional_static", "while_has_counter", cards=("Sigiled Contender",))
def test_sigiled_contender_has_lifelink_with_a_counter() -> None:
    """Sigiled Contender (611.3a, 122.1): one without a +1/+1 counter lacks lifelink; one
    with a +1/+1 counter has it."""
    game, labels = game_at({"battlefield": [
                                {"card": "Sigiled Contender", "label": "a"},
                                {"card": "Sigiled Contender", "label": "b",
                                 "counters": {"+1/+1": 1}}],
                            "library": LIBRARY}, {"library": LIBRARY})
    assert not characteristics(game.state, labels["a"]).has("lifelink")
    assert characteristics(game.state, labels["b"]).has("lifelink")


def _shock_targets(druid_tapped: bool) -> list[str]:
    """The targets Bob's Shock is offered, with Alice's Paradise Druid tapped or not."""
    game, _ = game_at({"battlefield": [{"card": "Paradise Druid", "label": "d",
                                        "tapped": druid_tapped}], "library": LIBRARY},
                      {"battlefield": ["Mountain"], "hand": ["Shock"], "library": LIBRARY},
                      active="Bob")
    do(game, "cast Shock")
    return [t.split("#")[0] for t in texts(game)]


@template("conditional_static", "while_untapped", cards=("Paradise Druid",))
def test_paradise_druid_has_hexproof_only_while_untapped() -> None:
    """Paradise Druid (611.3a, 702.11b, 110.5): untapped, it has hexproof and Bob's Shock
    can't target it; tapped, it has no hexproof and Bob's Shock may target it."""
    untapped = _shock_targets(False)
    assert "target Alice" in untapped and "target Paradise Druid" not in untapped
    assert "target Paradise Druid" in _shock_targets(True)
