"""The shared encoding (manastack.env.encoding, docs/observations.md): card embedding ids,
the stable order and pages of the action slots (117.1), characteristics after layers
(613) for permanents, and observations made from a player's view only (400.2, 402.3,
810.5): two games that differ only in a card hidden from a player give that player
identical observations."""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy")

from manastack.cards.database import CardDatabase  # noqa: E402
from manastack.cards.decks import demo_decks  # noqa: E402
from manastack.cards.registry import get_card  # noqa: E402
from manastack.env.encoding import (  # noqa: E402
    NEXT_PAGE,
    OBJECT_COLUMNS,
    Encoder,
    card_embedding_id,
    card_vocabulary_size,
    describe_choice,
    order_choices,
    page_of_slots,
)
from manastack.env.table import Table, game_spec  # noqa: E402
from manastack.rules.decisions import Choice  # noqa: E402
from manastack.rules.knowledge import HIDDEN_ZONES  # noqa: E402

TWIN, OTHER_TWIN = "Grizzly Bears", "Balduvian Bears"


def test_card_embedding_ids_are_indices_in_the_sorted_bundled_database() -> None:
    """Embedding ids: 0 no card (708.2: a face-down object has no name), 1 a card the
    bundled database lacks, else 2 + the name's index in the sorted bundled database."""
    names = CardDatabase().names()
    assert card_embedding_id(None) == 0
    assert card_embedding_id("Not A Real Card Name") == 1
    assert card_embedding_id("Llanowar Elves") == names.index("Llanowar Elves") + 2
    assert card_vocabulary_size() == len(names) + 2
    assert len({card_embedding_id(n) for n in ("Forest", "Island", TWIN, OTHER_TWIN)}) == 4


def test_choices_are_ordered_stably_and_paged() -> None:
    """117.1: the slots show the legal choices in an order that doesn't depend on the
    order they come in; a page turn shows the rest, each choice once."""
    lands = [Choice("play", (i,), f"play Forest#{i}") for i in (9, 3, 5)]
    choices = (*lands, Choice("pass"), Choice("cast", (4,), "cast Shock#4"))
    ordered = order_choices(choices)
    assert ordered == order_choices(tuple(reversed(choices)))
    assert [c.verb for c in ordered] == ["cast", "pass", "play", "play", "play"]
    assert [s.text for s in page_of_slots(ordered, 8, 0)] == [str(c) for c in ordered]
    pages = [page_of_slots(ordered, 3, page) for page in range(3)]
    assert all(p[-1].text == NEXT_PAGE and p[-1].index == 2 for p in pages)
    shown = [s.choice for p in pages for s in p if s.choice is not None]
    assert shown == list(ordered)


def test_a_choice_is_described_by_the_objects_and_players_it_names() -> None:
    """508.1: "attack with Gray Ogre#40 -> Player 2" names object 40 and player 1."""
    described = describe_choice(Choice("attack", (40, -2), "attack with Gray Ogre#40 -> Player 2"))
    assert described["objects"] == [40] and described["players"] == [1]
    assert describe_choice(Choice("x", (3,), "X = 3"))["numbers"] == [3]


def test_permanents_are_encoded_with_their_characteristics() -> None:
    """613: a permanent's row holds its characteristics as the view shows them (types,
    power, toughness, mana value) and its status (tapped)."""
    spec = game_spec(decks="elves_vs_ogres")
    table = Table(spec, Encoder())
    rng = random.Random(1)
    while not any(table.game.state.objects[o].card.name == "Gray Ogre"
                  for o in table.game.state.battlefield):
        slots = table.slots()
        table.act(slots[rng.randrange(len(slots))].index)
    encoder = table.encoder
    objects = encoder.sections["objects"].of(table.observe(0)[0])
    column = {c: i for i, c in enumerate(OBJECT_COLUMNS)}
    ogre = card_embedding_id("Gray Ogre")
    row = next(r for r in objects if r[column["card_id"]] == ogre and r[column["zone=battlefield"]])
    assert row[column["type=Creature"]] == 1 and row[column["power"]] == 2
    assert row[column["toughness"]] == 2 and row[column["mana_value"]] == 3


def twin_tables(variant: str, seed: int) -> tuple[Table, Table, int]:
    """Two tables whose games differ in one card of one player's deck (not player 0's)."""
    aggro, control = demo_decks()
    decks = {"two-player": [aggro, control], "free-for-all": [aggro, control, list(aggro)],
             "two-headed-giant": [aggro, control, list(control), list(aggro)]}[variant]
    owner = 1
    tables = []
    for name in (TWIN, OTHER_TWIN):
        changed = [list(d) for d in decks]
        changed[owner][seed % len(changed[owner])] = get_card(name)
        tables.append(Table(game_spec(len(decks), variant, changed), Encoder(), seed))
    return tables[0], tables[1], owner


def hidden_from(table: Table, player: int) -> bool:
    """Whether the twin is in a hidden zone player can't see into (400.2, 402.3, 810.5)."""
    state = table.game.state
    for obj in state.objects.values():
        if obj.card.name == OTHER_TWIN:
            if obj.zone not in HIDDEN_ZONES:
                return False
            owner = state.players[obj.owner]
            return obj.zone == "library" or owner.team != state.players[player].team
    return False


@pytest.mark.parametrize("variant", ["two-player", "free-for-all", "two-headed-giant"])
@pytest.mark.parametrize("seed", [3, 17])
def test_observations_do_not_leak_hidden_cards(variant: str, seed: int) -> None:
    """400.2, 402.3, 810.5: two games that differ only in a card hidden from player 0 (in a
    library, or in an opponent's hand) give player 0 the same observation, action mask and
    slot descriptions at every step, whichever card it is."""
    one, two, _ = twin_tables(variant, seed)
    rng = random.Random(seed)
    compared = 0
    for _ in range(150):
        if one.game.is_over or not hidden_from(two, 0):
            break
        first, second = one.observe(0), two.observe(0)
        assert np.array_equal(first[0], second[0]) and np.array_equal(first[1], second[1])
        assert one.describe(0) == two.describe(0)
        compared += 1
        slot = rng.choice(one.slots())
        text = slot.text.replace(TWIN, OTHER_TWIN)
        one.act(slot.index)
        two.act(next(s.index for s in two.slots() if s.text == text))
    assert compared > 20
