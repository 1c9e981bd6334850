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
        build_game(two(battlefield=["Black Lotus"]))
    assert "position.players[0].battlefield[0].card" in str(unsupported.value)


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
    ("      hand: [Lightning Bolt]", "      hand: [Black Lotus]", 10, "not implemented"),
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


def test_label_of_an_object_that_moved(tmp_path: Path) -> None:
    text = GOOD.replace("hand: [Lightning Bolt]", "hand: [{card: Lightning Bolt, label: bolt}]")
    text = text.replace("      life: {Bob: 17}", "      tapped: [bolt]")
    failures = run_text(tmp_path, text)
    assert "has left its zone (400.7)" in failures[0]


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
