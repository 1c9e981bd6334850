"""An additional cost of two kinds, the caster choosing which to pay (601.2b, 601.2f, 118.8),
compiled from Oracle text and played: "As an additional cost to cast this spell, reveal an
Elf card from your hand or pay {3}." (Wren's Run Vanquisher)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, choose, cites, game_at, pass_all, pay, texts, zone

LIBRARY = ["Forest"] * 5


@template("reveal_or_pay_cost", cards=("Wren's Run Vanquisher",))
def test_wrens_run_vanquisher_reveals_an_elf_instead_of_paying_three() -> None:
    """601.2b: with Elf cards in hand and five lands Alice may choose either cost; she
    reveals Llanowar Elves, one of her two Elf cards (701.20a: it stays in her hand, seen by
    Bob), and pays only {1}{G} (601.2f), leaving three lands untapped."""
    game, _ = game_at({"hand": ["Wren's Run Vanquisher", "Llanowar Elves", "Elvish Mystic",
                                "Grizzly Bears"],
                       "battlefield": ["Forest"] * 5, "library": LIBRARY}, {"library": LIBRARY})
    game.apply("cast Wren's Run Vanquisher")
    assert sorted(t.split(": ", 1)[1] for t in texts(game)) == ["Reveal Elf card from your hand",
                                                                 "{3}"]
    choose(game, "pay: Reveal")
    pay(game)
    picks = sorted(t.split("#")[0] for t in texts(game) if t.startswith("pick"))
    assert picks == ["pick Elvish Mystic", "pick Llanowar Elves"]    # 118.3: only Elf cards
    choose(game, "pick Llanowar Elves")
    assert cites(game, "701.20a")
    assert [c["card"] for c in game.view(1)["players"][ALICE]["hand"]] == ["Llanowar Elves"]
    assert sum(1 for o in game.state.permanents() if o.card.name == "Forest" and not o.tapped) == 3
    pass_all(game)
    assert "Wren's Run Vanquisher" in zone(game, ALICE, "battlefield")
    assert sorted(zone(game, ALICE, "hand")) == ["Elvish Mystic", "Grizzly Bears",
                                                 "Llanowar Elves"]


@template("reveal_or_pay_cost", cards=("Wren's Run Vanquisher",))
def test_wrens_run_vanquisher_without_an_elf_costs_three_more() -> None:
    """118.3, 601.2b: with no other Elf card in hand (the Vanquisher itself is on the stack,
    601.2a) only {3} can be paid: no choice is asked and the total is {4}{G} (601.2f); with
    four lands it can't be cast at all (601.2h)."""
    game, _ = game_at({"hand": ["Wren's Run Vanquisher", "Grizzly Bears"],
                       "battlefield": ["Forest"] * 4, "library": LIBRARY}, {"library": LIBRARY})
    assert not any(t.startswith("cast Wren's Run Vanquisher") for t in texts(game))
    game, _ = game_at({"hand": ["Wren's Run Vanquisher", "Grizzly Bears"],
                       "battlefield": ["Forest"] * 5, "library": LIBRARY}, {"library": LIBRARY})
    game.apply("cast Wren's Run Vanquisher")
    pay(game)
    assert all(o.tapped for o in game.state.permanents() if o.card.name == "Forest")
    pass_all(game)
    assert "Wren's Run Vanquisher" in zone(game, ALICE, "battlefield")
