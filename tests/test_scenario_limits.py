"""Scenario files are untrusted input: every problem is a ScenarioError, within the limits
of `manastack.scenario.limits` (docs/scenarios.md, "Limits"), at bounded cost."""

import tracemalloc
from pathlib import Path

import pytest

from manastack.errors import ScenarioError
from manastack.scenario import build_state, load_scenario, load_scenario_text
from manastack.scenario.limits import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    MAX_OBJECTS,
    MAX_POOL_MANA,
    MAX_ZONE_CARDS,
)

HEAD = """\
name: limits
position:
  turn: 1
  active: Alice
  step: precombat main
  players:
    - name: Alice
{alice}
    - name: Bob
script: []
"""

MEGABYTE = 1 << 20


def scenario(alice: str = "") -> str:
    return HEAD.format(alice=alice)


def refused(text: str, *fragments: str, peak_mb: float = 20) -> str:
    """The ScenarioError the text is refused with; the loading used at most `peak_mb`
    of memory."""
    tracemalloc.start()
    try:
        with pytest.raises(ScenarioError) as info:
            load_scenario_text(text, "limits.yaml")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    message = str(info.value)
    assert message.startswith("limits.yaml"), message
    for fragment in fragments:
        assert fragment in message, message
    assert len(message) < 1_000, message[:200]
    assert peak < peak_mb * MEGABYTE, f"{peak / MEGABYTE:.0f} MB"
    return message


def two(**alice: object) -> dict[str, object]:
    return {"turn": 1, "active": "Alice", "step": "precombat main",
            "players": [{"name": "Alice", **alice}, {"name": "Bob"}]}


def laughs(levels: int) -> str:
    """A small file whose aliases expand to 9**levels values ("billion laughs")."""
    lines = ["name:", '- &a0 ["ha", "ha", "ha", "ha", "ha", "ha", "ha", "ha", "ha"]']
    for k in range(1, levels):
        ref = f"*a{k - 1}"
        lines.append(f"- &a{k} [{', '.join([ref] * 9)}]")
    return "\n".join([*lines, "position: {}", "script: []"]) + "\n"


def test_nested_aliases_are_counted_as_expanded() -> None:
    """A 507-byte "billion laughs" file (9**9 values) is refused at once, in little memory, with a
    short message (it used to embed the expanded value)."""
    text = laughs(9)
    assert len(text) < 600
    refused(text, "aliases counted")


def test_an_aliased_value_in_a_message_is_cut_short() -> None:
    """A value an alias repeats, under the limits, is named in a message without being
    written out in full."""
    refused(laughs(4), "name: expected text, found a list")


def test_a_recursive_alias_is_refused() -> None:
    """An alias inside the value it refers to makes no endless value."""
    refused("name: &a [1, *a]\n", "refers to a value that contains it")


@pytest.mark.parametrize("tag", ["!!python/object:os.system", "!!python/name:os.system",
                                 "!!binary", "!!set", "!!str", "!custom"])
def test_yaml_tags_are_refused(tag: str) -> None:
    """A scenario is plain data (STYLE.md 9): any explicit tag is refused."""
    refused(f"name: {tag} {{}}\n", "tags", "not allowed")


def test_a_mana_pool_of_a_billion_is_refused() -> None:
    """106.4: a pool of `{1000000000}` would be a billion units; it is refused."""
    refused(scenario("      pool: '{1000000000}'"), "players[0].pool", f"{MAX_POOL_MANA:,}")
    with pytest.raises(ScenarioError, match="pool"):
        build_state(two(pool="{9}" * (MAX_POOL_MANA // 9 + 1)))


def test_a_pool_within_the_limit_is_built() -> None:
    """106.4: a pool of many mana, within the limit, is the mana it names."""
    state, _ = build_state(two(pool="{20}{G}"))
    assert len(state.players[0].pool) == 21


def test_a_zone_larger_than_the_limit_is_refused_before_any_object() -> None:
    """A library of more than MAX_ZONE_CARDS cards is refused, naming the zone."""
    with pytest.raises(ScenarioError, match=r"players\[0\]\.library: .*at most"):
        build_state(two(library=["Forest"] * (MAX_ZONE_CARDS + 1)))
    per_zone = MAX_ZONE_CARDS
    zones = {z: ["Forest"] * per_zone for z in ("library", "hand", "graveyard", "exile", "battlefield")}
    with pytest.raises(ScenarioError, match=f"at most {MAX_OBJECTS:,}"):
        build_state(two(**zones))


def test_a_library_at_the_limit_is_built_in_order() -> None:
    """A library of MAX_ZONE_CARDS cards (top first) is built."""
    cards = ["Forest", "Island"] * (MAX_ZONE_CARDS // 2)
    state, _ = build_state(two(library=cards))
    library = state.players[0].library
    assert len(library) == MAX_ZONE_CARDS
    assert [state.objects[i].card.name for i in library[:3]] == ["Forest", "Island", "Forest"]


def test_a_nul_byte_is_a_scenario_error() -> None:
    """A NUL byte is not YAML: ScenarioError, not a traceback."""
    refused(scenario().replace("limits", "lim\0its"), "not valid YAML")


def test_non_utf8_bytes_are_a_scenario_error(tmp_path: Path) -> None:
    """A file that isn't UTF-8 text: ScenarioError naming the file and the line."""
    path = tmp_path / "bad.yaml"
    path.write_bytes(scenario().encode().replace(b"Bob", b"B\xffb"))
    with pytest.raises(ScenarioError, match=r"bad\.yaml:9: not UTF-8"):
        load_scenario(path)


def test_a_file_larger_than_the_limit_is_refused(tmp_path: Path) -> None:
    """A file larger than MAX_FILE_BYTES is refused without being read whole."""
    path = tmp_path / "big.yaml"
    path.write_bytes(scenario().encode() + b"#" * MAX_FILE_BYTES)
    with pytest.raises(ScenarioError, match=r"big\.yaml: larger than"):
        load_scenario(path)
    refused(scenario() + "#" * MAX_FILE_BYTES, "characters", peak_mb=30)


@pytest.mark.parametrize("text", ["[" * 100_000, "a:\n" + "".join(f"{' ' * k}- \n" for k in range(200)),
                                  "{a: " * 5_000])
def test_deep_nesting_is_refused(text: str) -> None:
    """Values nested deeper than MAX_DEPTH: ScenarioError, never RecursionError."""
    refused(text, f"nested more than {MAX_DEPTH}")


def test_a_five_thousand_digit_number_is_refused() -> None:
    """A number of 5,000 digits: ScenarioError naming the line (Python refuses to
    convert it, and it is far beyond any count the rules use)."""
    message = refused(HEAD.replace("turn: 1", "turn: " + "9" * 5_000).format(alice=""), "number")
    assert message.startswith("limits.yaml:3:"), message


def test_numbers_beyond_the_limit_are_refused() -> None:
    """Life, counters and damage beyond MAX_NUMBER are refused, naming the place."""
    refused(scenario("      life: 99999999999"), "players[0].life", "at most")
    with pytest.raises(ScenarioError, match=r"counters\.\+1/\+1: expected a number of size"):
        build_state(two(battlefield=[{"card": "Grizzly Bears", "counters": {"+1/+1": 10 ** 5000}}]))


def test_a_card_name_beyond_the_limit_is_refused_unlooked() -> None:
    """A card name of thousands of characters is refused before it is looked up (found
    by fuzzing: suggesting close names for it took a minute, and the message held it)."""
    message = refused(scenario("      hand: [Light" + "9" * 5_000 + "]"), "hand[0].card",
                      "5,005 characters")
    assert "9" * 100 not in message


def test_a_long_key_is_cut_short_in_messages() -> None:
    """A key of thousands of characters is named by its start (found by fuzzing: the
    message held the whole key)."""
    key = "player" + "9" * 5_000      # an explicit key ("? key"): plain keys end at 1,024
    text = scenario().replace("script: []", "script:\n  - expect:\n      decision:\n"
                              f"        ? {key}\n        : 1")
    message = refused(text, "script[0].expect.decision")
    assert "9" * 100 not in message
