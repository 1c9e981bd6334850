""""Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you
control." (508.1c, 613.4c, 702.20b), compiled from Oracle text and played: the Vows."""

from __future__ import annotations

import pytest
from oracle_harness import template

from helpers import ALICE, game_at, name, pt, texts
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


def _game(vow: str) -> tuple[Game, dict[str, int]]:
    """Bob's turn, declaring attackers, three players: Alice's `vow` enchants Bob's Gray
    Ogre; Alice and Carol each control Garruk Wildspeaker."""
    return game_at({"library": LIBRARY,
                    "battlefield": [{"card": vow, "label": "vow", "attached_to": "ogre"},
                                    {"card": "Garruk Wildspeaker", "label": "garruk_a"}]},
                   {"library": LIBRARY, "battlefield": [{"card": "Gray Ogre", "label": "ogre"}]},
                   carol={"library": LIBRARY,
                          "battlefield": [{"card": "Garruk Wildspeaker", "label": "garruk_c"}]},
                   active="Bob", step="declare attackers", stage="begin")


@template("cant_attack_you", "keywords_before_rule", cards=("Vow of Duty",))
def test_vow_of_duty_creature_cant_attack_the_vows_controller_or_her_planeswalkers() -> None:
    """508.1c: Bob's Gray Ogre enchanted by Alice's Vow of Duty may attack Carol or Carol's
    Garruk, not Alice nor Alice's Garruk; it is 4/4 (613.4c) and, with vigilance, doesn't
    tap as it attacks (702.20b)."""
    game, labels = _game("Vow of Duty")
    ogre = name(game, labels["ogre"])
    attacks = sorted(t for t in texts(game) if t.startswith("attack with"))
    assert attacks == [f"attack with {ogre} -> Carol",
                       f"attack with {ogre} -> {name(game, labels['garruk_c'])}"]
    with pytest.raises(IllegalChoiceError, match=r"508\.1c"):
        game.apply(f"attack with {ogre} -> Alice")
    assert pt(game, labels["ogre"]) == (4, 4)
    game.apply(f"attack with {ogre} -> Carol")
    game.apply("done declaring attackers")
    assert not game.state.objects[labels["ogre"]].tapped


@template("cant_attack_you", "keywords_before_rule", cards=("Vow of Malice", "Vow of Wildness"))
@pytest.mark.parametrize(("vow", "keyword", "size"), [("Vow of Malice", "intimidate", (4, 4)),
                                                      ("Vow of Wildness", "trample", (5, 5))])
def test_vow_gives_its_keyword_and_bonus_and_keeps_the_creature_off_its_controller(
        vow: str, keyword: str, size: tuple[int, int]) -> None:
    """613.4c, 702.13a, 702.19a, 508.1c: Vow of Malice makes Gray Ogre a 4/4 with
    intimidate, Vow of Wildness a 5/5 with trample; either way it can't attack Alice."""
    game, labels = _game(vow)
    c = characteristics(game.state, labels["ogre"])
    assert c.has(keyword) and pt(game, labels["ogre"]) == size
    assert not any(t.endswith("-> Alice") for t in texts(game))
    assert any(t.endswith("-> Carol") for t in texts(game))
    assert game.state.objects[labels["vow"]].controller == ALICE
