"""607.1, 607.2a: linked abilities that exile. Oblivion Ring's leaves-the-battlefield
ability returns only the card its own enters ability exiled: not one another Oblivion Ring
exiled, and not one exiled after it left (the card then stays in exile)."""

from __future__ import annotations

from helpers import ALICE, BOB, battlefield, cites, do, game_at, name, pass_all, zone
from manastack.game import Game

LIBRARY = ["Island"] * 5


def _ring(game: Game, target: int) -> int:
    """Alice casts an Oblivion Ring from her hand at `target` and both abilities resolve;
    returns the Ring's id."""
    before = set(game.state.battlefield)
    do(game, "cast Oblivion Ring", "pay {2}{W} automatically")
    pass_all(game)
    ring = next(o for o in game.state.battlefield if o not in before)
    do(game, f"target {name(game, target)}")
    pass_all(game)
    return ring


def test_each_ring_returns_only_the_card_it_exiled() -> None:
    """607.1, 607.2a: two Oblivion Rings exile Bob's Gray Ogre and Grizzly Bears; when Bob
    destroys the first Ring, only the Ogre comes back, and the log cites 607.2a."""
    game, labels = game_at({"hand": ["Oblivion Ring"] * 2, "battlefield": ["Plains"] * 6,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"},
                                            {"card": "Grizzly Bears", "label": "bears"}]
                            + ["Forest"] * 2, "hand": ["Naturalize"], "library": LIBRARY})
    first = _ring(game, labels["ogre"])
    _ring(game, labels["bears"])
    assert sorted(zone(game, BOB, "exile")) == ["Gray Ogre", "Grizzly Bears"]
    game.apply("pass")
    do(game, "cast Naturalize", f"target {name(game, first)}", "pay {1}{G} automatically")
    pass_all(game)
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Grizzly Bears"]
    assert "Gray Ogre" in battlefield(game, BOB) and cites(game, "607.2a")


def test_a_ring_that_left_before_exiling_keeps_the_card_exiled() -> None:
    """607.2a, 603.6c, 608.2b: Bob destroys the Oblivion Ring in response to its enters
    ability. Its leaves-the-battlefield ability resolves first and returns nothing; then the
    enters ability exiles the Gray Ogre, and nothing will ever return it."""
    game, labels = game_at({"hand": ["Oblivion Ring"], "battlefield": ["Plains"] * 3,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}] + ["Forest"] * 2,
                            "hand": ["Naturalize"], "library": LIBRARY})
    do(game, "cast Oblivion Ring", "pay {2}{W} automatically")
    pass_all(game)
    ring = game.state.battlefield[-1]
    do(game, f"target {name(game, labels['ogre'])}")
    game.apply("pass")
    do(game, "cast Naturalize", f"target {name(game, ring)}", "pay {1}{G} automatically")
    pass_all(game)                  # Naturalize resolves
    assert zone(game, ALICE, "graveyard") == ["Oblivion Ring"]
    pass_all(game)                  # the leaves ability: nothing exiled yet
    assert battlefield(game, BOB).count("Gray Ogre") == 1
    pass_all(game)                  # the enters ability
    assert zone(game, BOB, "exile") == ["Gray Ogre"] and not game.state.stack
