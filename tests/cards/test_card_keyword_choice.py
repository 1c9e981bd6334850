"""A keyword of the controller's choice, chosen as the effect resolves (608.2d): "This
creature gains your choice of first strike, vigilance, or trample until end of turn."
(Veteran Warleader, paid by tapping another untapped Ally, 118.3), and a static ability with
a bonus, a keyword and a combat rule together: "Enchanted creature gets +2/+2, has vigilance,
and can block an additional creature each combat." (Iona's Blessing, 613.4c, 613.1f,
509.1a)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import at_step, cites, do, game_at, name, pass_all, pass_until, pt, texts
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


def _warleader_game(ally_tapped: bool = False):  # type: ignore[no-untyped-def]
    return game_at({"battlefield": [{"card": "Veteran Warleader", "label": "warleader"},
                                    {"card": "Kor Castigator", "label": "ally",
                                     "tapped": ally_tapped},
                                    {"card": "Grizzly Bears", "label": "bears"}],
                    "library": LIBRARY},
                   {"library": LIBRARY})


@template("keyword_choice", "tap_untapped_cost", cards=("Veteran Warleader",))
def test_veteran_warleader_taps_another_ally_and_gains_the_chosen_keyword() -> None:
    """118.3, 608.2d, 514.2: Veteran Warleader's cost taps Kor Castigator, the only other
    untapped Ally (not the Warleader itself, an Ally too, nor the Bears); as the ability
    resolves Alice chooses among first strike, vigilance and trample, and the Warleader
    has only the one chosen until the cleanup step."""
    game, labels = _warleader_game()
    warleader, ally = labels["warleader"], labels["ally"]
    assert pt(game, warleader) == (3, 3)                     # 604.3: three creatures
    activate(game, warleader)
    assert texts(game) == [f"pick {name(game, ally)}"]
    do(game, f"pick {name(game, ally)}", by="Alice")
    assert game.state.objects[ally].tapped
    assert not game.state.objects[warleader].tapped
    pass_all(game)
    assert sorted(texts(game)) == ["first strike", "trample", "vigilance"]
    do(game, "trample", by="Alice")
    keywords = characteristics(game.state, warleader).keywords
    assert "trample" in keywords and "vigilance" not in keywords
    assert "first strike" not in keywords
    assert cites(game, "608.2d")
    pass_until(game, at_step("upkeep", "Bob"))
    assert "trample" not in characteristics(game.state, warleader).keywords


def test_veteran_warleader_cant_tap_itself_for_its_cost() -> None:
    """118.3: with Kor Castigator tapped, no other untapped Ally remains: the Warleader,
    an untapped Ally itself, can't pay "Tap another untapped Ally you control"."""
    game, labels = _warleader_game(ally_tapped=True)
    prefix = f"activate {name(game, labels['warleader'])}:"
    assert not any(t.startswith(prefix) for t in texts(game))


@template("keywords_before_rule", "blocks_one_more", cards=("Iona's Blessing",))
def test_ionas_blessing_gives_plus_two_vigilance_and_a_second_block() -> None:
    """613.4c, 613.1f, 509.1a: Grizzly Bears enchanted by Iona's Blessing is a 4/4 with
    vigilance that blocks two of Bob's three attacking Bears, not a third."""
    game, labels = game_at({"battlefield": [{"card": "Grizzly Bears", "label": "mine"},
                                            {"card": "Iona's Blessing", "attached_to": "mine"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": f"bears{i}"}
                                            for i in range(3)], "library": LIBRARY},
                           active="Bob", step="declare attackers", stage="begin")
    mine = labels["mine"]
    assert pt(game, mine) == (4, 4)
    assert "vigilance" in characteristics(game.state, mine).keywords
    for i in range(3):
        do(game, f"attack with {name(game, labels[f'bears{i}'])} -> Alice", by="Bob")
    do(game, "done declaring attackers", by="Bob")
    pass_all(game)
    for i in range(2):
        do(game, f"block {name(game, labels[f'bears{i}'])} with {name(game, mine)}", by="Alice")
    third = f"block {name(game, labels['bears2'])} with {name(game, mine)}"
    assert third not in texts(game)
    do(game, "done declaring blockers", by="Alice")
    assert game.state.combat is not None
    assert len(game.state.combat.blocking(mine)) == 2
