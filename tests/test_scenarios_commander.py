"""The Commander golden scenarios (tests/scenarios/commander_*.yaml) state facts that are
checked: each stated wrongly fails the run, naming the expectation (903.8, 903.9a, 903.9b,
903.10a, 704.6c, 704.6d, 702.124d); and Commander positions refuse bad input, naming the
place (903.3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from manastack.errors import ScenarioError
from manastack.scenario import build_game_with_labels, load_scenario
from test_scenario_format import check_wrong_variant

GOLDEN = Path(__file__).parent / "scenarios"
WRONG_VARIANTS = [
    # 903.8: the casts from the command zone, before and after one more.
    ("commander_tax.yaml", "commander_casts: {dog: 2, jedit: 0}",
     "commander_casts: {dog: 1, jedit: 0}", "commander_casts of dog", "expected 1, found 2"),
    ("commander_tax.yaml", "      illegal: [\"cast $dog\"]", "      legal: [\"cast $dog\"]",
     "is not a legal choice now", ""),
    # 903.9a / 704.6d: from the graveyard to the command zone, or left in exile.
    ("commander_zone_graveyard.yaml", "objects: {dog: {zone: command, owner: Alice}}",
     "objects: {dog: {zone: graveyard, owner: Alice}}", "zone: expected 'graveyard'",
     "found 'command'"),
    ("commander_zone_exile.yaml", "objects: {dog: {zone: exile}}",
     "objects: {dog: {zone: command}}", "zone: expected 'command'", "found 'exile'"),
    # 903.9b: a replacement: never in the hand, and the library unchanged.
    ("commander_zone_hand.yaml", "hand: {Alice: []}",
     "hand: {Alice: [\"Isamaru, Hound of Konda\"]}", "hand of Alice", "found []"),
    ("commander_zone_library.yaml", "library: {Alice: [Forest]}",
     "library: {Alice: [\"Isamaru, Hound of Konda\", Forest]}", "library of Alice",
     "found ['Forest']"),
    # 903.10a / 704.6c: the damage follows the commander to its new controller.
    ("commander_damage_control_change.yaml", "commander_damage: {Bob: {dog: 21}}",
     "commander_damage: {Bob: {dog: 2}}", "commander_damage of Bob from dog",
     "expected 2, found 21"),
    ("commander_damage_control_change.yaml", "losers: [Bob]", "losers: []",
     "losers: expected []", "found ['Bob']"),
    # 702.124d: each partner's own damage and casts.
    ("commander_partners.yaml", "commander_damage: {Bob: {kraum: 20, ishai: 20}}",
     "commander_damage: {Bob: {kraum: 24, ishai: 20}}", "commander_damage of Bob from kraum",
     "expected 24, found 20"),
    ("commander_partners.yaml", "commander_casts: {kraum: 2, ishai: 0}",
     "commander_casts: {kraum: 2, ishai: 2}", "commander_casts of ishai",
     "expected 2, found 0"),
    ("commander_partners.yaml", "legal: {exactly: [\"add {W}\", \"add {U}\", \"add {R}\"]}",
     "legal: {exactly: [\"add {W}\", \"add {U}\"]}", "legal exactly: also legal now",
     "add {R}"),
]


@pytest.mark.parametrize(("name", "old", "new", "where", "what"), WRONG_VARIANTS,
                         ids=[f"{v[0][:-5]}-{i}" for i, v in enumerate(WRONG_VARIANTS)])
def test_a_wrong_fact_in_a_commander_golden_file_fails(tmp_path: Path, name: str, old: str,
                                                       new: str, where: str, what: str) -> None:
    """903.8, 903.9, 903.10a, 702.124d: stating a fact of a Commander golden file wrongly
    fails the run, naming the expectation and both values."""
    check_wrong_variant(tmp_path, name, old, new, where, what)


@pytest.mark.parametrize(("old", "new", "message"), [
    ("      commanders: [{card: dog, casts: 1}]", "      commanders: [{card: dog, casts: -1}]",
     r"commanders\[0\]\.casts: expected a number >= 0"),
    ("      commanders: [{card: dog, casts: 1}]", "      commanders: [{card: nobody}]",
     "'nobody' is no label"),
    ("      commanders: [{card: dog, casts: 1}]", "      commanders: [dog, dog]",
     "already a commander"),
    ("      commanders: [jedit]", "      commanders: [dog]", "isn't owned by this player"),
    ("  variant: commander\n", "", "commanders are for the commander and brawl variants"),
    ("commander_casts: {dog: 1, jedit: 0}", "commander_casts: {cat: 1}", "unknown label 'cat'"),
])
def test_a_bad_commander_position_is_refused_naming_the_place(tmp_path: Path, old: str,
                                                               new: str, message: str) -> None:
    """903.3: commanders are their owners', at most two, in Commander games only; the error
    names the place in the file."""
    text = (GOLDEN / "commander_tax.yaml").read_text(encoding="utf-8")
    assert text.count(old) == 1
    path = tmp_path / "bad.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    with pytest.raises(ScenarioError, match=message):
        load_scenario(path).build()


# -- emblems in positions (114) -----------------------------------------------------------------
@pytest.mark.parametrize(("old", "new", "where", "what"), [
    ("pt: {bears: 3/3, ogre: 2/2}", "pt: {bears: 2/2, ogre: 2/2}", "pt of bears",
     "expected '2/2'"),
    ('emblems: {Alice: ["Creatures you control get +1/+1."], Bob: []}',
     'emblems: {Alice: [], Bob: []}', "emblems of Alice", "expected []"),
])
def test_the_emblem_scenario_states_checked_facts(tmp_path: Path, old: str, new: str,
                                                 where: str, what: str) -> None:
    """114.4: the emblem's static ability makes the Bears a 3/3; 114.2: the emblems each player
    has are checked; a wrong statement of either fails, naming it."""
    check_wrong_variant(tmp_path, "emblem_in_a_position.yaml", old, new, where, what)


@pytest.mark.parametrize(("emblems", "message"), [
    ([["Draw a card."]], "not supported"),
    ([[]], "an emblem has 1 to"),
    ([42], "expected a list"),
])
def test_a_bad_emblem_is_refused_naming_the_place(emblems: list, message: str) -> None:
    """114.1 / 114.3: an emblem is given as its abilities' text; one the compiler can't do, an
    empty one, or one that isn't text is refused with the place in the position."""
    position = {"turn": 3, "active": "Alice", "step": "precombat main",
                "players": [{"name": "Alice", "emblems": emblems}, {"name": "Bob"}]}
    with pytest.raises(ScenarioError, match=message) as raised:
        build_game_with_labels(position)
    assert "emblems" in str(raised.value)


def test_a_view_shows_an_emblems_abilities() -> None:
    """114.3 / 114.2: an emblem has no characteristics but its abilities; every player's view
    shows it in the command zone with its abilities' text and its owner."""
    position = {"turn": 3, "active": "Alice", "step": "precombat main",
                "players": [{"name": "Alice", "emblems": ["Creatures you control get +1/+1."]},
                            {"name": "Bob"}]}
    game, _ = build_game_with_labels(position)
    [emblem] = game.view(1)["command"]
    assert emblem["kind"] == "emblem" and emblem["owner"] == 0
    assert emblem["text"] == "Creatures you control get +1/+1."
