"""The scenario format (docs/scenarios.md): positions, malformed files and failure reports."""

import sys
from pathlib import Path

import pytest

from manastack.errors import ScenarioError, UnknownCardError, UnsupportedCardError
from manastack.rules.decisions import DecisionKind
from manastack.rules.serialize import _check_zones
from manastack.rules.state import Step
from manastack.scenario import (
    build_game,
    build_game_with_labels,
    build_state,
    load_scenario,
    main,
    parse_step,
    run_files,
)

GOOD = """\
name: good
description: a small valid scenario
rules: ["120.3a"]
position:
  turn: 2
  active: Alice
  step: precombat main
  players:
    - name: Alice
      hand: [Lightning Bolt]
      battlefield:
        - {card: Mountain, label: mountain}
    - name: Bob
script:
  - Alice: [cast Lightning Bolt, target Bob, "pay {R} automatically"]
  - pass: all
  - expect:
      life: {Bob: 17}
"""


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def load_error(tmp_path: Path, text: str) -> str:
    path = write(tmp_path, text)
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    message = str(info.value)
    assert message.startswith(str(path) + ":"), message
    return message


def two(**alice: object) -> dict[str, object]:
    """A two-player position at Alice's precombat main phase."""
    return {"turn": 3, "active": "Alice", "step": "precombat main",
            "players": [{"name": "Alice", **alice}, {"name": "Bob"}]}


# -- build_game ------------------------------------------------------------------------
def test_build_game_waits_for_priority_at_the_step() -> None:
    game = build_game(two(hand=["Lightning Bolt"], battlefield=["Mountain"]))
    assert game.decision is not None
    assert game.decision.kind is DecisionKind.PRIORITY and game.decision.player == 0
    assert game.state.step is Step.MAIN1 and game.state.turn == 3
    assert "cast Lightning Bolt" in " ".join(str(o) for o in game.legal_choices())


def test_zones_ids_and_timestamps_follow_the_listed_order() -> None:
    state, labels = build_state(two(
        library=["Forest", {"card": "Island", "label": "second"}], hand=["Grizzly Bears"],
        graveyard=["Gray Ogre", "Lightning Bolt"], exile=["Swamp"],
        battlefield=["Forest", {"card": "Llanowar Elves", "label": "elf"}]))
    _check_zones(state)
    alice = state.players[0]
    assert [state.objects[i].name for i in alice.library] == ["Forest", "Island"]
    assert [state.objects[i].name for i in alice.graveyard] == ["Gray Ogre", "Lightning Bolt"]
    assert [state.objects[i].name for i in state.battlefield] == ["Forest", "Llanowar Elves"]
    stamps = [state.objects[i].timestamp for i in state.battlefield]
    assert stamps == sorted(stamps)
    assert labels == {"second": alice.library[1], "elf": state.battlefield[1]}


def test_permanent_status() -> None:
    position = {
        "turn": 4, "active": "Bob", "step": "upkeep",
        "players": [
            {"name": "Alice", "battlefield": [
                {"card": "Grizzly Bears", "label": "bears", "tapped": True, "damage": 1,
                 "counters": {"+1/+1": 2}, "controller": "Bob", "sick": True},
                {"card": "Gray Ogre", "label": "ogre", "since_turn": 2,
                 "chosen": {"color": "G"}}]},
            {"name": "Bob"}]}
    state, labels = build_state(position)
    bears = state.objects[labels["bears"]]
    assert bears.tapped and bears.damage == 1 and bears.counters == {"+1/+1": 2}
    assert bears.owner == 0 and bears.controller == 1 and bears.control_since == 4
    ogre = state.objects[labels["ogre"]]
    assert ogre.control_since == 2 and ogre.chosen == {"color": "G"} and not ogre.tapped


def test_planeswalkers_get_their_printed_loyalty() -> None:
    state, labels = build_state(two(battlefield=[
        {"card": "Jace Beleren", "label": "jace"},
        {"card": "Garruk Wildspeaker", "label": "garruk", "loyalty": 5}]))
    assert state.objects[labels["jace"]].counters == {"loyalty": 3}     # 306.5b
    assert state.objects[labels["garruk"]].counters == {"loyalty": 5}


def test_last_turn_follows_turn_order() -> None:
    """302.6: each player's most recent turn, derived from the turn order."""
    state, _ = build_state({"variant": "free-for-all", "turn": 5, "active": "C", "step": "upkeep",
                            "players": [{"name": n} for n in "ABCD"]})
    assert [p.last_turn for p in state.players] == [3, 4, 5, 2]
    assert state.first_player == 2 - 4 % 4
    state, _ = build_state({"turn": 1, "active": "Bob", "step": "upkeep",
                            "players": [{"name": "Alice"}, {"name": "Bob"}]})
    assert [p.last_turn for p in state.players] == [0, 1] and state.first_player == 1


def test_two_headed_giant_teams() -> None:
    """810.3: the first two players listed are one team, the last two the other."""
    state, _ = build_state({"variant": "two-headed-giant", "turn": 4, "active": "C",
                            "step": "upkeep", "players": [{"name": n} for n in "ABCD"]})
    assert [p.team for p in state.players] == [0, 0, 1, 1]
    assert [p.life for p in state.players] == [30, 30, 30, 30]
    assert [p.last_turn for p in state.players] == [3, 3, 4, 4]


def test_pool_priority_monarch_and_stage_begin() -> None:
    state, _ = build_state({"turn": 2, "active": "Alice", "step": "end", "priority": "Bob",
                            "monarch": "Bob", "seed": 9,
                            "players": [{"name": "Alice", "pool": "{R}{G}{2}"}, {"name": "Bob"}]})
    assert [u.type for u in state.players[0].pool] == ["R", "G", "C", "C"]
    assert state.priority == 1 and state.monarch == 1 and state.rng == 9
    state, _ = build_state({"turn": 2, "active": "Alice", "step": "draw", "stage": "begin",
                            "players": [{"name": "Alice", "library": ["Forest"]},
                                        {"name": "Bob"}]})
    assert state.stage == "begin" and state.priority is None
    game = build_game({"turn": 2, "active": "Alice", "step": "draw", "stage": "begin",
                       "players": [{"name": "Alice", "library": ["Forest"]}, {"name": "Bob"}]})
    assert len(game.state.players[0].hand) == 1        # 504.1: the draw happened


def test_combat_positions() -> None:
    game, labels = build_game_with_labels({
        "turn": 3, "active": "Alice", "step": "declare blockers", "priority": "Alice",
        "players": [
            {"name": "Alice", "battlefield": [
                {"card": "Gray Ogre", "label": "ogre", "attacking": "Bob", "tapped": True}]},
            {"name": "Bob", "battlefield": [
                {"card": "Grizzly Bears", "label": "bears", "blocking": "ogre"}]}]})
    combat = game.state.combat
    assert combat is not None
    assert combat.attackers == ((labels["ogre"], -2),)
    assert combat.blockers == ((labels["bears"], labels["ogre"]),)
    assert combat.blocked == (labels["ogre"],)


def test_parse_step_names() -> None:
    assert parse_step("Precombat Main") is Step.MAIN1
    assert parse_step("end step") is Step.END
    assert parse_step("cleanup step") is Step.CLEANUP
    assert parse_step("declare_attackers") is Step.DECLARE_ATTACKERS
    with pytest.raises(ValueError, match="unknown step"):
        parse_step("second main")


@pytest.mark.parametrize(("change", "message"), [
    ({"colour": "red"}, "position.colour: unknown key 'colour'"),
    ({"active": "Carol"}, "position.active: no player is named 'Carol'"),
    ({"step": "second main"}, "position.step: unknown step 'second main'"),
    ({"step": "untap"}, "no player gets priority in the untap step"),
    ({"turn": 0}, "position.turn: expected a number >= 1"),
    ({"turn": "3"}, "position.turn: expected a whole number"),
    ({"variant": "chaos"}, "position.variant: unknown variant 'chaos'"),
    ({"variant": "two-headed-giant"}, "Two-Headed Giant needs 4 players"),
    ({"stage": "middle"}, "stage must be 'priority' or 'begin'"),
    ({"stage": "begin", "priority": "Bob"}, "with stage: begin nobody has priority"),
    ({"monarch": "Carol"}, "position.monarch: no player is named 'Carol'"),
])
def test_bad_positions(change: dict[str, object], message: str) -> None:
    position = {**two(), **change}
    with pytest.raises(ScenarioError) as info:
        build_game(position)
    assert message in str(info.value)


@pytest.mark.parametrize(("alice", "message"), [
    ({"lief": 3}, "position.players[0].lief: unknown key 'lief'"),
    ({"life": True}, "position.players[0].life: expected a whole number"),
    ({"hand": "Forest"}, "position.players[0].hand: expected a list"),
    ({"hand": [{"card": "Forest", "tapped": True}]}, "players[0].hand[0].tapped: unknown key"),
    ({"battlefield": [{"label": "x"}]}, "players[0].battlefield[0]: missing key 'card'"),
    ({"battlefield": [{"card": "Forest", "tapped": "yes"}]}, "tapped: expected true or false"),
    ({"battlefield": [{"card": "Forest", "label": "a"}, {"card": "Forest", "label": "a"}]},
     "duplicate label 'a'"),
    ({"battlefield": [{"card": "Forest", "label": "Bob"}]}, "is also a player's name"),
    ({"battlefield": [{"card": "Forest", "label": "two words"}]}, "must be letters"),
    ({"battlefield": [{"card": "Forest", "controller": "Carol"}]}, "no player is named 'Carol'"),
    ({"battlefield": [{"card": "Forest", "attached_to": "nothing"}]}, "no label or player"),
    ({"battlefield": [{"card": "Forest", "label": "f", "attached_to": "f"}]}, "attached to itself"),
    ({"battlefield": [{"card": "Gray Ogre", "sick": True, "since_turn": 1}]}, "not both"),
    ({"battlefield": [{"card": "Gray Ogre", "since_turn": 9}]}, "hasn't happened yet"),
    ({"battlefield": [{"card": "Gray Ogre", "damage": -1}]}, "expected a number >= 0"),
    ({"battlefield": [{"card": "Gray Ogre", "attacking": "Bob"}]}, "attacking only from"),
    ({"battlefield": [{"card": "Gray Ogre", "counters": [1]}]}, "counters: expected a mapping"),
    ({"battlefield": [{"card": "Gray Ogre", "transformed": True}]},
     "battlefield[0].transformed: Gray Ogre has no back face to transform into (701.27c"),
    ({"pool": "{W/U}"}, "position.players[0].pool: not a mana pool"),
    ({"name": ""}, "name can't be empty"),
    ({"spells_cast_this_turn": -1},
     "position.players[0].spells_cast_this_turn: expected a number >= 0"),
    ({"spells_cast_this_turn": "two"},
     "position.players[0].spells_cast_this_turn: expected a whole number"),
])
def test_bad_players(alice: dict[str, object], message: str) -> None:
    position = two()
    position["players"] = [{"name": "Alice", **alice}, {"name": "Bob"}]
    with pytest.raises(ScenarioError) as info:
        build_game(position)
    assert message in str(info.value)


def test_cards_that_dont_resolve_keep_their_error_types() -> None:
    with pytest.raises(UnknownCardError) as unknown:
        build_game(two(hand=["Lightning Blot"]))
    assert "position.players[0].hand[0].card" in str(unknown.value)
    with pytest.raises(UnsupportedCardError) as unsupported:
        build_game(two(hand=["Shahrazad"]))
    assert "position.players[0].hand[0].card" in str(unsupported.value)


def test_combat_steps_need_attackers() -> None:
    with pytest.raises(ScenarioError, match=r"508\.8"):
        build_game({**two(), "step": "combat damage"})


def test_duplicate_player_names() -> None:
    with pytest.raises(ScenarioError, match="two players are named 'Alice'"):
        build_game({**two(), "players": [{"name": "Alice"}, {"name": "Alice"}]})


def test_spells_cast_this_turn_is_read_and_expected(tmp_path: Path) -> None:
    """601.2i: a player's `spells_cast_this_turn` sets the record; `expect:` checks it (the
    Lightning Bolt makes Alice's 2), and a wrong count is reported with both values."""
    text = GOOD.replace("      hand: [Lightning Bolt]\n",
                        "      hand: [Lightning Bolt]\n      spells_cast_this_turn: 1\n")
    text = text.replace("life: {Bob: 17}", "life: {Bob: 17}\n      spells_cast_this_turn: {Alice: 2, Bob: 0}")
    scenario = load_scenario(write(tmp_path, text))
    assert scenario.build()[0].state.players[0].spells_cast_this_turn == 1
    result = scenario.run()
    assert result.passed, result.failures
    failures = run_text(tmp_path, text.replace("{Alice: 2, Bob: 0}", "{Alice: 1}"))
    assert "spells_cast_this_turn of Alice" in failures[0]
    assert "expected 1, found 2" in failures[0]


# -- malformed files -------------------------------------------------------------------
def test_good_file_loads_and_passes(tmp_path: Path) -> None:
    scenario = load_scenario(write(tmp_path, GOOD))
    assert scenario.name == "good" and scenario.rules == ("120.3a",)
    assert set(scenario.labels) == {"mountain"}
    result = scenario.run()
    assert result.passed, result.failures
    assert "120.3a" in result.log


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="can't read the file"):
        load_scenario(tmp_path / "nope.yaml")


def test_bad_yaml_names_the_line(tmp_path: Path) -> None:
    message = load_error(tmp_path, "name: x\nposition: {turn: 1\nscript: []\n")
    assert "not valid YAML" in message
    assert ":3:" in message or ":2:" in message


def test_not_a_mapping(tmp_path: Path) -> None:
    assert "expected a mapping" in load_error(tmp_path, "- just\n- a list\n")
    assert "expected a mapping" in load_error(tmp_path, "")


@pytest.mark.parametrize(("old", "new", "line", "message"), [
    ("name: good\n", "", 1, "missing key 'name'"),
    ("name: good\n", "name: good\nauthor: me\n", 2, "unknown key 'author'"),
    ('rules: ["120.3a"]', 'rules: ["rule one"]', 3, "not a rule number"),
    ("  turn: 2\n", "  turn: two\n", 5, "position.turn: expected a whole number"),
    ("  step: precombat main", "  step: main 3", 7, "unknown step 'main 3'"),
    ("      hand: [Lightning Bolt]", "      hand: [Lightning Blot]", 10, "Lightning Blot"),
    ("      hand: [Lightning Bolt]", "      hand: [Shahrazad]", 10, "not implemented"),
    ("        - {card: Mountain, label: mountain}",
     "        - {card: Mountain, label: mountain, tapd: true}", 12, "unknown key 'tapd'"),
    ("  - pass: all", "  - pass: 0", 16, "pass takes 'all' or a number"),
    ("  - pass: all", "  - pass: some", 16, "pass takes 'all' or a number"),
    ("  - pass: all", "  - Carol: pass", 16, "unknown step 'Carol'"),
    ("  - pass: all", "  - {pass: all, expect: {}}", 16, "exactly one key"),
    ("  - pass: all", "  - Bob: [1]", 16, "expected text"),
    ("  - pass: all", "  - Alice: cast $bolt", 16, "unknown label $bolt"),
    ("      life: {Bob: 17}", "      lives: {Bob: 17}", 18, "unknown key 'lives'"),
    ("      life: {Bob: 17}", "      life: {Carol: 17}", 18, "no player is named 'Carol'"),
    ("      life: {Bob: 17}", "      life: {Bob: lots}", 18, "expected a whole number"),
    ("      life: {Bob: 17}", "      tapped: [forest]", 18, "unknown label 'forest'"),
    ("      life: {Bob: 17}", "      decision: {kind: think}", 18, "unknown decision kind"),
    ("      life: {Bob: 17}", "      log_cites: [seven]", 18, "not a rule number"),
    ("      life: {Bob: 17}", "      step: lunch", 18, "unknown step 'lunch'"),
    ("      life: {Bob: 17}", "      pt: {mountain: big}", 18, "expected power/toughness"),
])
def test_malformed_files(tmp_path: Path, old: str, new: str, line: int, message: str) -> None:
    assert old in GOOD
    error = load_error(tmp_path, GOOD.replace(old, new, 1))
    assert f":{line}:" in error, error
    assert message in error, error


# -- failures at run time ----------------------------------------------------------------
def run_text(tmp_path: Path, text: str) -> list[str]:
    result = load_scenario(write(tmp_path, text)).run()
    assert not result.passed
    return result.failures


def test_wrong_expectation_names_file_step_line_and_values(tmp_path: Path) -> None:
    failures = run_text(tmp_path, GOOD.replace("life: {Bob: 17}", "life: {Bob: 16}"))
    assert len(failures) == 1
    assert failures[0].startswith(f"{tmp_path / 's.yaml'}:18: step 3 (expect: life)")
    assert "expected 16, found 17" in failures[0]


def test_choice_by_the_wrong_player(tmp_path: Path) -> None:
    failures = run_text(tmp_path, GOOD.replace("  - Alice: [cast", "  - Bob: [cast"))
    assert ":15: step 1" in failures[0]
    assert "expected a decision for Bob" in failures[0] and "Alice to decide priority" in failures[0]


def test_illegal_choice_fails_the_step(tmp_path: Path) -> None:
    failures = run_text(tmp_path, GOOD.replace("target Bob", "target Carol"))
    assert "can't choose 'target Carol'" in failures[0] and "legal choices" in failures[0]


def test_a_choice_the_rules_forbid_fails_naming_the_rule(tmp_path: Path) -> None:
    """305.2, 732.1 (a refusal changes nothing): a script that plays a second land in a turn
    fails at that step, naming the rule that forbids it as the engine does."""
    text = """\
name: two lands
position:
  turn: 3
  active: Alice
  step: precombat main
  players:
    - {name: Alice, hand: [Forest, Island], library: [Forest, Forest]}
    - {name: Bob, library: [Forest, Forest]}
script:
  - Alice: "play Forest"
  - Alice: "play Island"
"""
    failures = run_text(tmp_path, text)
    assert ":11: step 2" in failures[0] and "305.2: only one land per turn" in failures[0]


def test_label_of_an_object_that_moved(tmp_path: Path) -> None:
    """400.7: the label follows the Bolt to the graveyard; `tapped` checks permanents."""
    text = GOOD.replace("hand: [Lightning Bolt]", "hand: [{card: Lightning Bolt, label: bolt}]")
    text = text.replace("      life: {Bob: 17}", "      tapped: [bolt]")
    failures = run_text(tmp_path, text)
    assert "label 'bolt' (Lightning Bolt#" in failures[0]
    assert "is in the graveyard now, not on the battlefield" in failures[0]


def test_rejects_a_legal_choice_fails(tmp_path: Path) -> None:
    text = GOOD.replace("  - Alice: [cast", "  - expect: {rejects: [pass]}\n  - Alice: [cast")
    failures = run_text(tmp_path, text)
    assert "rejects: 'pass' is a legal choice now" in failures[0]


def test_an_id_in_the_text_is_respected(tmp_path: Path) -> None:
    """A choice naming Forest#1 never means Forest#2, even though Decision.parse ignores ids."""
    text = """\
name: ids
position:
  turn: 2
  active: Alice
  step: precombat main
  players:
    - name: Alice
      battlefield:
        - {card: Forest, label: used, tapped: true}
        - {card: Forest, label: fresh}
    - name: Bob
script:
  - expect:
      illegal: ["activate $used: {T}: Add {G}."]
      rejects: ["activate $used: {T}: Add {G}."]
      legal: ["activate Forest: {T}: Add {G}."]
  - Alice: "activate $used: {T}: Add {G}."
"""
    failures = run_text(tmp_path, text)
    assert len(failures) == 1 and "step 2" in failures[0] and "Forest#1" in failures[0]


def test_run_files_reports(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = write(tmp_path, GOOD, "good.yaml")
    bad = write(tmp_path, "name: [", "bad.yaml")
    assert [r.passed for r in run_files([tmp_path])] == [False, True]     # bad.yaml first
    assert capsys.readouterr().out == ""
    results = run_files([good, bad], explain=True, out=sys.stdout)
    assert [r.passed for r in results] == [True, False]
    assert "not valid YAML" in results[1].failures[0]
    out = capsys.readouterr().out
    assert "PASS good" in out and "FAIL" in out and "# step 1 (line 15)" in out


def test_main_exit_status(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = write(tmp_path, GOOD, "good.yaml")
    assert main([str(good)]) == 0
    bad = write(tmp_path, GOOD.replace("{Bob: 17}", "{Bob: 1}"), "bad.yaml")
    assert main(["--explain", str(bad)]) == 1
    assert "0 passed, 1 failed" in capsys.readouterr().out
    assert main([]) == 2


# -- the facts a golden file states: each is checked (a wrong variant fails) ------------
GOLDEN = Path(__file__).parent / "scenarios"
WRONG_VARIANTS = [
    # 400.7: the label follows the Elves to the hand and the battlefield, a new object.
    ("zones_label_follows_returned_creature.yaml", "elf: {zone: hand, new_object: true,",
     "elf: {zone: graveyard, new_object: true,", "elf (Llanowar Elves#", "zone: expected 'graveyard'"),
    ("zones_label_follows_returned_creature.yaml",
     "elf: {zone: battlefield, new_object: false,", "elf: {zone: battlefield, new_object: true,",
     "step 1 (expect: objects)", "new_object: expected True, found False"),
    ("zones_label_follows_returned_creature.yaml", "tapped: false, sick: true, pt: \"1/1\"",
     "tapped: false, sick: false, pt: \"1/1\"", "step 8 (expect: objects, illegal)",
     "sick: expected False, found True"),
    ("zones_label_follows_returned_creature.yaml", "counters: {\"+1/+1\": 0}}\n        Unsummon",
     "counters: {\"+1/+1\": 1}}\n        Unsummon", "(expect: hand, objects)",
     "counters: expected {'+1/+1': 1}, found {}"),
    ("zones_label_follows_returned_creature.yaml", "elf: {zone: stack, controller: Alice, mana_value: 1}",
     "elf: {zone: stack, controller: Bob, mana_value: 1}", "(expect: objects)",
     "controller: expected 'Bob', found 'Alice'"),
    # 111.3 / 111.4: the token's characteristics; 603.2: the trigger count.
    ("token_doomed_traveler_spirit.yaml", "colors: [W]", "colors: [B]", "spirit (Spirit#",
     "colors: expected ['b'], found ['w']"),
    ("token_doomed_traveler_spirit.yaml", "keywords: [flying], abilities: []",
     "keywords: [flying, haste], abilities: []", "spirit (Spirit#", "keywords: expected"),
    ("token_doomed_traveler_spirit.yaml", "keywords: [flying], abilities: [],",
     "keywords: [flying], abilities: [\"{T}: Add {W}.\"],", "spirit (Spirit#",
     "abilities: expected ['{t}: add {w}.'], found []"),
    ("token_doomed_traveler_spirit.yaml", "subtypes: [Spirit]", "subtypes: [Soldier]",
     "spirit (Spirit#", "subtypes: expected ['soldier'], found ['spirit']"),
    ("token_doomed_traveler_spirit.yaml", "{token: true, name: Spirit,", "{token: false, name: Spirit,",
     "spirit (Spirit#", "token: expected False, found True"),
    ("token_doomed_traveler_spirit.yaml", "triggered: {traveler: 1}\n",
     "triggered: {traveler: 2}\n", "triggered abilities of traveler", "expected 2, found 1"),
    ("token_doomed_traveler_spirit.yaml", "source: $traveler, targets: []",
     "source: Lightning Bolt, targets: []", "stack item 0 (Doomed Traveler ability): source",
     "expected 'Lightning Bolt', found 'Doomed Traveler#3'"),
    ("token_doomed_traveler_spirit.yaml", "Doomed Traveler: {zone: graveyard}",
     "Grizzly Bears: {zone: graveyard}", "(expect: objects, stack_items, triggered)",
     "no object is named 'Grizzly Bears'"),
    # 613.1f / 613.4c: current versus base power and toughness, keywords after layer 6.
    ("layers_garruk_pump_characteristics.yaml", "bears: {pt: \"5/5\", base_pt: \"2/2\"",
     "bears: {pt: \"5/5\", base_pt: \"5/5\"", "bears (Grizzly Bears#",
     "base_pt: expected '5/5', found '2/2'"),
    ("layers_garruk_pump_characteristics.yaml", "bears: {pt: \"5/5\",", "bears: {pt: \"2/2\",",
     "bears (Grizzly Bears#", "pt: expected '2/2', found '5/5'"),
    ("layers_garruk_pump_characteristics.yaml", "keywords: [trample]}", "keywords: []}",
     "bears (Grizzly Bears#", "keywords: expected [], found ['trample']"),
    ("layers_garruk_pump_characteristics.yaml", "garruk: {mana_value: 4,", "garruk: {mana_value: 3,",
     "garruk (Garruk Wildspeaker#", "mana_value: expected 3, found 4"),
    # 115.1 / 113.7: an ability on the stack, its source, controller and targets.
    ("layers_garruk_pump_characteristics.yaml", "targets: [$f1, $f2]}", "targets: [$f1, Bob]}",
     "stack item 0 (Garruk Wildspeaker ability): targets", "found ['Forest#4', 'Forest#5']"),
    ("layers_garruk_pump_characteristics.yaml", "source: $garruk, controller: Alice",
     "source: $garruk, controller: Bob", "stack item 0 (Garruk Wildspeaker ability): controller",
     "expected 'Bob', found 'Alice'"),
    # 202.3e: X and the mana value on the stack and off it.
    ("mana_x_enters_with_counters.yaml", "x: 2, mana_value: 4}]", "x: 2, mana_value: 2}]",
     "stack item 0 (Hangarback Walker): mana_value", "expected 2, found 4"),
    ("mana_x_enters_with_counters.yaml", "x: 2, mana_value: 4}]", "x: 3, mana_value: 4}]",
     "stack item 0 (Hangarback Walker): x", "expected 3, found 2"),
    ("mana_x_enters_with_counters.yaml", "base_pt: \"0/0\", mana_value: 0}",
     "base_pt: \"0/0\", mana_value: 4}", "Hangarback Walker (Hangarback Walker#",
     "mana_value: expected 4, found 0"),
    # 302.6: exactly these legal choices; a rejection and the rule the engine cites.
    ("mana_summoning_sick_tap.yaml", "any color.\", pass]", "any color.\"]",
     "legal exactly: also legal now: ['pass']", ""),
    ("mana_summoning_sick_tap.yaml", "exactly: [\"activate $ring",
     "exactly: [\"activate $elf: {T}: Add {G}.\", \"activate $ring",
     "legal exactly: 'activate Llanowar Elves#", "is not a legal choice now"),
    ("mana_summoning_sick_tap.yaml", "Add {G}.\", rule: \"302.6\"}", "Add {G}.\", rule: \"305.2\"}",
     "rejects: 'activate Llanowar Elves#", "citing 302.6, 107.5, not 305.2"),
    # 401.4: the library's order after cards were put on top of it.
    ("library_brainstorm_order.yaml", "library_top: {Alice: [Grizzly Bears, Lightning Bolt]}",
     "library_top: {Alice: [Lightning Bolt, Grizzly Bears]}", "library_top of Alice (top first)",
     "found ['Grizzly Bears', 'Lightning Bolt']"),
    ("library_brainstorm_order.yaml", "library_bottom: {Alice: [Island, Swamp, Plains]}",
     "library_bottom: {Alice: [Swamp, Plains]}\n      library_top: {Alice: [Island]}",
     "library_top of Alice (top first)", "expected ['Island'], found ['Grizzly Bears']"),
    # 104.3a / 800.4k: a concession, and the turn advanced to.
    ("ffa_concede_and_advance.yaml", "  - concede: Carol\n", "", "losers: expected ['Carol'], found []", ""),
    ("ffa_concede_and_advance.yaml", "advance_to: {turn: 5, step: draw}\n  - expect:\n      active: Alice",
     "advance_to: {turn: 5, step: draw}\n  - expect:\n      active: Carol",
     "active player: expected 'Carol'", ""),
    # 805.4d: Maralen's ability, controlled by Alice, is for Bob ("that player").
    ("draw_maralen_stops_draw_step_draw.yaml", "controller: Alice, that_player: Bob}",
     "controller: Alice, that_player: Alice}", "stack item 0 (Maralen of the Mornsong ability)",
     "that_player: expected 'Alice', found 'Bob'"),
    # 712.8e / 712.8a: a permanent put onto the battlefield transformed, then its card.
    ("dfc_transformed_in_a_position.yaml", "transformed: true}", "transformed: false}",
     "gargoyle (Thraben Gargoyle#", "name: expected 'Stonewing Antagonizer', found 'Thraben"),
    ("dfc_transformed_in_a_position.yaml", "name: Thraben Gargoyle, keywords",
     "name: Stonewing Antagonizer, keywords", "gargoyle (Thraben Gargoyle#",
     "name: expected 'Stonewing Antagonizer', found 'Thraben Gargoyle'"),
    # 603.7b: each delayed triggered ability triggers once.
    ("delayed_flickerwisp_unearth.yaml", "triggered: {card: 1, Flickerwisp: 2}\n  - pass",
     "triggered: {card: 1, Flickerwisp: 3}\n  - pass", "triggered abilities of Flickerwisp",
     "expected 3, found 2"),
]


@pytest.mark.parametrize(("name", "old", "new", "where", "what"), WRONG_VARIANTS,
                         ids=[f"{v[0][:-5]}-{i}" for i, v in enumerate(WRONG_VARIANTS)])
def test_a_wrong_fact_in_a_golden_file_fails(tmp_path: Path, name: str, old: str, new: str,
                                             where: str, what: str) -> None:
    """Each fact the golden files state is checked: stating it wrongly fails the run,
    naming the expectation (400.7, 111.4, 202.3e, 302.6, 401.4, 603.2, 613.4c, 104.3a)."""
    check_wrong_variant(tmp_path, name, old, new, where, what)


def check_wrong_variant(tmp_path: Path, name: str, old: str, new: str, where: str,
                        what: str) -> None:
    """The golden file `name` with `old` stated as `new` fails, its first failure naming
    `where` and `what`."""
    text = (GOLDEN / name).read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{name}: {old!r} is not in the file once"
    failures = run_text(tmp_path, text.replace(old, new))
    assert where in failures[0] and what in failures[0], failures


@pytest.mark.parametrize(("step", "message"), [
    ("- expect: {objects: {mountain: {zoen: hand}}}", "unknown key 'zoen'"),
    ("- expect: {objects: {mountain: {zone: yard}}}", "unknown zone 'yard'"),
    ("- expect: {objects: {Mountain: {new_object: true}}}", "new_object needs a label"),
    ("- expect: {objects: {$nope: {zone: hand}}}", "unknown label 'nope'"),
    ("- expect: {objects: {mountain: {pt: big}}}", "expected power/toughness"),
    ("- expect: {stack_items: [{zone: stack}]}", "unknown key 'zone'"),
    ("- expect: {stack_items: [{targets: [$nope]}]}", "unknown label $nope"),
    ("- expect: {triggered: {mountain: -1}}", "expected a number >= 0"),
    ("- expect: {legal: {only: [pass]}}", "unknown key 'only'"),
    ("- expect: {rejects: [{rule: '302.6'}]}", "missing key 'choice'"),
    ("- expect: {rejects: [{choice: pass, rule: soon}]}", "is not a rule number"),
    ("- label: {mountain: Mountain}", "'mountain' is already a label"),
    ("- label: {Bob: Mountain}", "'Bob' is already a label or a player's name"),
    ("- label: {9x: Mountain}", "must be letters, digits and _"),
    ("- concede: Carol", "no player is named 'Carol'"),
    ("- advance_to: {turn: 3}", "missing key 'step'"),
    ("- advance_to: {turn: 3, step: lunch}", "unknown step 'lunch'"),
    ("- advance_to: {turn: 0, step: upkeep}", "expected a number >= 1"),
])
def test_new_expectations_and_steps_are_checked_at_load(tmp_path: Path, step: str,
                                                         message: str) -> None:
    """Malformed object facts, stack items, trigger counts, rejections, labels, concessions
    and advances are ScenarioErrors naming the place (400.7, 104.3a, 500.1)."""
    text = GOOD.replace("  - pass: all\n", f"  - pass: all\n  {step}\n")
    assert message in load_error(tmp_path, text)


def test_a_label_step_names_only_a_unique_object(tmp_path: Path) -> None:
    """A new label needs exactly one object of that name (two Mountains: ambiguous)."""
    text = GOOD.replace("- {card: Mountain, label: mountain}", "- Mountain\n        - Mountain")
    text = text.replace("  - pass: all\n", "  - pass: all\n  - label: {m: Mountain}\n")
    failures = run_text(tmp_path, text)
    assert "label m: 2 objects are named 'Mountain'" in failures[0]


def test_a_label_step_names_the_new_object_for_later_steps(tmp_path: Path) -> None:
    """111.1: a token made by an effect gets a label when the step runs; choices use it."""
    text = GOOD.replace("  - pass: all\n", "  - pass: all\n  - label: {b: Lightning Bolt}\n"
                        "  - expect: {objects: {$b: {zone: graveyard, owner: Alice}}}\n")
    assert load_scenario(write(tmp_path, text)).run().passed


def test_advance_to_a_point_already_past_fails(tmp_path: Path) -> None:
    """advance_to never goes back: turn 1 is over on turn 2 (500.1)."""
    text = GOOD.replace("  - pass: all\n", "  - pass: all\n  - advance_to: {turn: 1, step: end}\n")
    failures = run_text(tmp_path, text)
    assert "advance_to: the game is already past turn 1, end" in failures[0]


def test_advance_to_stops_at_a_decision_that_is_not_priority(tmp_path: Path) -> None:
    """Only priority passes and empty attack and block declarations are made (117.3d,
    508.1): a target choice stops it."""
    text = GOOD.replace("  - Alice: [cast Lightning Bolt, target Bob, \"pay {R} automatically\"]\n",
                        "  - Alice: cast Lightning Bolt\n  - advance_to: {turn: 3, step: upkeep}\n")
    failures = run_text(tmp_path, text)
    assert "advance_to: stopped at Alice to decide target" in failures[0]


def test_a_label_of_a_token_that_ceased_to_exist(tmp_path: Path) -> None:
    """704.5d: a token that left the battlefield ceases to exist; its label names nothing."""
    text = (GOLDEN / "token_doomed_traveler_spirit.yaml").read_text(encoding="utf-8")
    text = text.replace("battlefield: [Mountain, {card: Doomed Traveler, label: traveler}]",
                        "battlefield: [Mountain, Mountain, {card: Doomed Traveler, label: traveler}]")
    text = text.replace("hand: [Lightning Bolt]", "hand: [Lightning Bolt, Lightning Bolt]")
    text += ("  - Alice: [cast Lightning Bolt, target $spirit, \"pay {R} automatically\"]\n"
             "  - pass: all\n  - expect: {objects: {spirit: {zone: graveyard}}}\n")
    failures = run_text(tmp_path, text)
    assert "label 'spirit' (Spirit#" in failures[0] and "has ceased to exist" in failures[0]


def test_a_label_follows_its_card_through_a_save() -> None:
    """400.7: the last known information of a moved object names the new object it became
    (GameObject.became), and a save keeps it, so a loaded game follows labels too."""
    from manastack.game import Game
    from manastack.scenario.objects import follow, ids_of

    game, labels = build_game_with_labels({
        "turn": 3, "active": "Alice", "step": "precombat main",
        "players": [{"name": "Alice", "hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
                    {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "label": "b"}]}]})
    for choice in ("cast Lightning Bolt", f"target Grizzly Bears#{labels['b']}",
                   "pay {R} automatically", "pass", "pass"):
        game.apply(choice)
    ids = ids_of(game.state, labels["b"])
    moved = follow(game.state, labels["b"])
    assert moved is not None and moved.zone == "graveyard" and len(ids) == 2
    loaded = Game.load(game.save())
    assert ids_of(loaded.state, labels["b"]) == ids
    assert loaded.state.lki[labels["b"]].became == moved.id
