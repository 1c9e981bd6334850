"""Forge's puzzle format (`.pzl`) read as a scenario with a goal: sections, keys in any
case, comments, zones, `|` modifiers and tokens; script-carrying and unknown keys and
modifiers refused by name; bounded work on bad input (docs/scenarios.md, docs/limits.md)."""

from __future__ import annotations

import pytest

from manastack.errors import ScenarioError
from manastack.scenario import build_game_with_labels
from manastack.scenario.goals import GoalKind
from manastack.solver.forge import load_puzzle_text, puzzle_document

HEAD = "[metadata]\nName:Test\nGoal:Win\nTurns:3\n[state]\nturn=3\nactiveplayer=human\n"


def _puzzle(state: str, head: str = HEAD) -> str:
    return head + state


def test_keys_in_any_case_comments_anywhere_and_stray_separators() -> None:
    """Keys ignore case, `#` lines are comments anywhere, entries tolerate stray spaces and
    a trailing `;`; `play` is the battlefield (110.1) and p0/p1 name the players."""
    text = ("# a comment before the sections\n[METADATA]\nname:Mixed\nGOAL:win\n# inside\n"
            "[State]\nTURN=2\nActivePlayer=P0\nACTIVEPHASE=main2\nP1Life=7\n"
            "p0PLAY= Mountain ; Grizzly Bears|tapped ;\n#  comment\nHumanHand=Shock;\n")
    scenario = load_puzzle_text(text, "mixed.pzl")
    position = scenario.position
    assert (position["turn"], position["active"], position["step"]) == (2, "Human",
                                                                      "postcombat main")
    human, ai = position["players"]
    assert human["battlefield"] == ["Mountain", {"card": "Grizzly Bears", "tapped": True}]
    assert human["hand"] == ["Shock"] and ai["life"] == 7
    assert scenario.goal is not None and scenario.goal.kind is GoalKind.WIN


def test_modifiers_become_the_permanents_status() -> None:
    """Tapped, SummonSick (302.6), Counters in Forge's names (122.1), Damage (120.3e),
    Id with AttachedTo (301.5, 303.4), Set ignored, ChosenColor (a choice as it entered)."""
    text = _puzzle("humanbattlefield=Elite Vanguard|Id:1|Counters:P1P1=2|Damage:1|Set:M10;"
                   "Holy Strength|AttachedTo:1;Llanowar Elves|SummonSick|Tapped\n"
                   "aibattlefield=Grizzly Bears|Counters:M1M1=1,CHARGE=2|ChosenColor:green\n")
    scenario = load_puzzle_text(text)
    game, labels = build_game_with_labels(scenario.position)
    vanguard = game.state.objects[labels["id1"]]
    assert vanguard.counters == {"+1/+1": 2} and vanguard.damage == 1
    aura = next(o for o in game.state.objects.values() if o.card.name == "Holy Strength")
    assert aura.attached_to == labels["id1"]
    elves = next(o for o in game.state.objects.values() if o.card.name == "Llanowar Elves")
    assert elves.tapped and elves.control_since == 3
    bears = next(o for o in game.state.objects.values() if o.card.name == "Grizzly Bears")
    assert bears.counters == {"-1/-1": 1, "charge": 2} and bears.chosen == {"color": "green"}


def test_tokens_are_tokens_with_their_characteristics() -> None:
    """`t:Name,P:..,T:..,Color:..,Types:..,Keywords:..` (fields in any order) is a token
    (111.1) with those characteristics; it can only be on the battlefield (111.8)."""
    text = _puzzle("humanbattlefield=t:Soldier,Keywords:Flying,T:1,Types:Creature-Soldier,"
                   "P:1,Color:W,Cost:no cost|Id:5\n")
    game, labels = build_game_with_labels(load_puzzle_text(text).position)
    token = game.state.objects[labels["id5"]]
    assert token.kind == "token" and token.card.colors == {"W"}
    assert token.card.keywords == {"flying"} and "Soldier" in token.card.subtypes
    with pytest.raises(ScenarioError, match="only on the battlefield"):
        load_puzzle_text(_puzzle("humanhand=t:Soldier,P:1,T:1,Color:W,Types:Creature-Soldier\n"))


def test_player_counters_and_lands_played() -> None:
    """POISON counters (122.1f) and lands played this turn (305.2) per player."""
    text = _puzzle("humancounters=POISON=7\naicounters=POISON=2\nhumanlandsplayed=1\n")
    human, ai = load_puzzle_text(text).position["players"]
    assert human["poison"] == 7 and ai["poison"] == 2 and human["lands_played"] == 1


def test_attacking_creatures_attack_the_other_player() -> None:
    """`Attacking` marks a creature attacking the defending player (506.3, 508.1), tapped."""
    text = _puzzle("humanbattlefield=Grizzly Bears|Attacking\n"
                   "activephase=COMBAT_DECLARE_BLOCKERS\n")
    human = load_puzzle_text(text).position["players"][0]
    assert human["battlefield"] == [{"card": "Grizzly Bears", "attacking": "AI", "tapped": True}]


@pytest.mark.parametrize(("line", "named"), [
    ("humanprecast=Lightning Bolt", "humanprecast"),
    ("precast=Lightning Bolt", "precast"),
    ("AbilityPump=DB$ Pump", "abilitypump"),
    ("humanAbility1=AB$ Draw", "humanability1"),
    ("ExecuteScript=Something", "executescript"),
])
def test_keys_that_carry_forge_scripts_are_refused(line: str, named: str) -> None:
    """Forge's own scripts can't be imported faithfully: the key is named."""
    with pytest.raises(ScenarioError, match=f"{named}.*Forge script"):
        load_puzzle_text(_puzzle(line + "\n"), "s.pzl")


def test_a_token_script_is_refused() -> None:
    """A `T:script_name` token is a Forge script: refused, naming it."""
    with pytest.raises(ScenarioError, match="T:script"):
        load_puzzle_text(_puzzle("humanbattlefield=t:T:w_1_1_soldier\n"))


@pytest.mark.parametrize(("text", "message"), [
    ("humanmagic=1\n", "unknown state key 'humanmagic'"),
    ("humanbattlefield=Grizzly Bears|Renowned\n", "modifier 'Renowned': unknown"),
    ("humanbattlefield=Grizzly Bears|Counters:P2P2=1\n", "unknown counter 'P2P2'"),
    ("humanhand=Grizzly Bears|Tapped\n", "only Id and Set apply outside the battlefield"),
    ("humanpersistentmana=U U\n", "500.4"),
    ("humancounters=ENERGY=3\n", "'ENERGY' counters on a player are not modelled"),
    ("activephase=COMBAT_NOW\n", "unknown phase 'COMBAT_NOW'"),
    ("humansideboard=Shock\n", "sideboard"),
    ("humanbattlefield=Holy Strength|AttachedTo:9\n", "AttachedTo:9: no card has that Id"),
    ("humanlife=lots\n", "humanlife: expected a whole number"),
    ("humanhand=Lightning Bolts\n", "Lightning Bolts"),
])
def test_unknown_or_unsupported_keys_and_modifiers_are_refused(text: str, message: str) -> None:
    """Every key and modifier is known or refused with an error naming file, line and it."""
    with pytest.raises(ScenarioError, match="^s.pzl:\\d+: .*" + _escaped(message)):
        load_puzzle_text(_puzzle(text), "s.pzl")


def _escaped(text: str) -> str:
    import re
    return re.escape(text)


def test_an_unsupported_card_fails_naming_its_clause() -> None:
    """A card the engine doesn't implement fails as in decklists, naming the clause."""
    with pytest.raises(ScenarioError, match=r"Karn Liberated.*Restart the game"):
        load_puzzle_text(_puzzle("humanhand=Karn Liberated\n"), "s.pzl")


def test_unknown_metadata_keys_sections_and_goals_are_refused() -> None:
    """Unknown metadata keys, sections and goals are errors naming them."""
    with pytest.raises(ScenarioError, match="unknown metadata key 'author'"):
        load_puzzle_text("[metadata]\nAuthor:me\n[state]\n")
    with pytest.raises(ScenarioError, match=r"unknown section '\[deck\]'"):
        load_puzzle_text("[deck]\n")
    with pytest.raises(ScenarioError, match="unknown goal 'Mill'"):
        load_puzzle_text("[metadata]\nGoal:Mill\n[state]\n")
    with pytest.raises(ScenarioError, match="humancontrol"):
        load_puzzle_text("[metadata]\nHumanControl:true\n[state]\n")


def test_goals_as_forge_states_them() -> None:
    """Win by turn Turns (104.2a); Survive: not lost when turn Turns+1 begins (104.3);
    Win before opponent's next turn; Destroy Specified Creatures by Id (700.4)."""
    def goal(meta: str, state: str = "") -> dict[str, object]:
        text = f"[metadata]\n{meta}\n[state]\nturn=4\nactiveplayer=ai\n{state}"
        return dict(puzzle_document(text)["goal"])
    assert goal("Goal:Win\nTurns:6") == {"player": "Human", "win": "by turn 6"}
    assert goal("Goal:Survive\nTurns:5") == {"player": "Human", "survive": "until turn 6"}
    assert goal("Goal:Win before opponent's next turn") == {"player": "Human",
                                                           "win": "by turn 5"}
    assert goal("Goal:Destroy Specified Creatures\nTargets:Id:3", "aibattlefield=Grizzly Bears|Id:3"
                ) == {"player": "Human", "destroy": ["id3"], "by": "turn 4"}


def test_description_keeps_its_line_breaks() -> None:
    """A literal `\\n` in Description is a line break; Difficulty and URL are kept."""
    text = "[metadata]\nDescription:Win.\\nCarefully.\nDifficulty:Hard\n[state]\n"
    assert puzzle_document(text)["description"] == "Win.\nCarefully.\nDifficulty: Hard"


def test_bad_input_costs_bounded_work() -> None:
    """Oversized inputs are refused before any card is looked up (docs/limits.md)."""
    with pytest.raises(ScenarioError, match="more than 20,000 lines"):
        load_puzzle_text("#\n" * 20_001)
    with pytest.raises(ScenarioError, match="a card name of 5,000 characters"):
        load_puzzle_text(_puzzle("humanhand=" + "x" * 5_000 + "\n"))
    with pytest.raises(ScenarioError, match="a zone has at most 5,000"):
        load_puzzle_text(_puzzle("humanlibrary=" + "Island;" * 5_001 + "\n"))
    with pytest.raises(ScenarioError, match="given twice"):
        load_puzzle_text(_puzzle("humanlife=3\nHUMANLIFE=4\n"))
