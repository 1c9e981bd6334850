""""Whenever you cast a green spell or a Forest you control enters, you gain 1 life." (603.2,
601.2i) on a real card: Staff of the Wild Magus."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, game_at, life, pass_all, stack

LIBRARY = ["Island"] * 6


@template("cast_or_enters_trigger", cards=("Staff of the Wild Magus",))
def test_staff_of_the_wild_magus_on_a_green_spell_and_on_a_forest() -> None:
    """603.2: casting Grizzly Bears (a green spell) triggers it once, and so does the Forest
    Alice plays; each gains her 1 life. Shock, a red spell, doesn't trigger it."""
    game, _ = game_at({"battlefield": ["Staff of the Wild Magus", "Forest", "Forest",
                                       "Mountain"],
                       "hand": ["Grizzly Bears", "Forest", "Shock"], "library": LIBRARY},
                      {"library": LIBRARY})
    cast(game, "Grizzly Bears")
    assert any("Staff of the Wild Magus" in s for s in stack(game))
    pass_all(game)
    assert life(game, ALICE) == 21
    pass_all(game)
    game.apply("play Forest")
    pass_all(game)
    assert life(game, ALICE) == 22
    cast(game, "Shock", "Bob")
    assert not any("Staff of the Wild Magus" in s for s in stack(game))
    pass_all(game)
    assert life(game, ALICE) == 22
