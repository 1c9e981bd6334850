"""Forge's puzzle files (`.pzl`) read as scenarios with a goal (docs/scenarios.md, "Forge
puzzle files").

A puzzle has a `[metadata]` section of `Key:Value` lines and a `[state]` section of
`key=value` lines; keys in any case, `#` comment lines anywhere. `puzzle_document` turns
one into a scenario document (a plain mapping, as a scenario file holds); `load_puzzle`
checks it as a scenario file is checked. Keys and modifiers that carry Forge's own
scripts (`precast`, `Ability...`, `ExecuteScript`, `T:` token scripts) are refused, as is
every key or modifier this reader doesn't know, with an error naming it: an import is
faithful or it fails.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from manastack.cards.registry import get_card
from manastack.errors import ScenarioError, UnknownCardError, UnsupportedCardError
from manastack.scenario.files import Scenario, load_scenario_text
from manastack.scenario.limits import MAX_CARD_NAME, MAX_NUMBER, MAX_ZONE_CARDS
from manastack.scenario.source import read_file

HUMAN, AI = "Human", "AI"
SIDES = {"human": HUMAN, "p0": HUMAN, "ai": AI, "p1": AI}
ZONES = {"hand": "hand", "battlefield": "battlefield", "play": "battlefield",
         "graveyard": "graveyard", "library": "library", "exile": "exile",
         "command": "command", "sideboard": "sideboard"}
# Forge's phases; `stage: begin` where the step's turn-based action is the puzzle's start
# (declaring attackers 508.1 or blockers 509.1, untap 502.3, cleanup 514.1).
PHASES = {
    "UNTAP": ("untap", "begin"), "UPKEEP": ("upkeep", "priority"), "DRAW": ("draw", "priority"),
    "MAIN1": ("precombat main", "priority"), "COMBAT_BEGIN": ("beginning of combat", "priority"),
    "COMBAT_DECLARE_ATTACKERS": ("declare attackers", "begin"),
    "COMBAT_DECLARE_BLOCKERS": ("declare blockers", "begin"),
    "COMBAT_FIRST_STRIKE_DAMAGE": ("first-strike combat damage", "begin"),
    "COMBAT_DAMAGE": ("combat damage", "begin"), "COMBAT_END": ("end of combat", "priority"),
    "MAIN2": ("postcombat main", "priority"), "END_OF_TURN": ("end", "priority"),
    "CLEANUP": ("cleanup", "begin"),
}
CHOICES = {"chosencolor": "color", "chosentype": "type", "namedcard": "name"}
MODIFIERS = ("set", "id", "tapped", "summonsick", "damage", "counters", "attachedto",
             "attaching", "attacking", *CHOICES)
METADATA_KEYS = ("name", "url", "goal", "turns", "difficulty", "description", "targets",
                 "humancontrol")
GOALS = ("win", "survive", "win before opponent's next turn", "destroy specified creatures")
COUNTER_NAMES = {"P1P1": "+1/+1", "M1M1": "-1/-1", "LOYALTY": "loyalty"}
COLORS = "WUBRG"
CARD_TYPES = ("Artifact", "Enchantment", "Creature")
MAX_LINES = 20_000
_WORD_RE = re.compile(r"^[A-Z]+$")
_NUMBER_RE = re.compile(r"^\d{1,10}$")


@dataclass
class _Card:
    """One entry of a zone, as the scenario writes it, and the `Id:` it had."""

    line: int
    data: dict[str, Any]
    forge_id: str | None = None
    attached_to: str | None = None


@dataclass
class _Puzzle:
    source: str
    meta: dict[str, tuple[int, str]] = field(default_factory=dict)
    state: dict[str, tuple[int, str]] = field(default_factory=dict)

    def fail(self, line: int, message: str) -> ScenarioError:
        return ScenarioError(f"{self.source}:{line}: {message}")


def load_puzzle(path: str | Path) -> Scenario:
    """Read a Forge puzzle file as a scenario with its goal; ScenarioError names the
    file, line and problem (card problems included)."""
    return load_puzzle_text(read_file(path), str(path))


def load_puzzle_text(text: str, source: str = "<puzzle>") -> Scenario:
    return load_scenario_text(scenario_yaml(puzzle_document(text, source)), source)


def scenario_yaml(document: dict[str, Any]) -> str:
    """A scenario document as the text of a scenario file."""
    return yaml.safe_dump(document, sort_keys=False, allow_unicode=True, width=100)


def puzzle_document(text: str, source: str = "<puzzle>") -> dict[str, Any]:
    """The scenario document (name, description, position, goal) a puzzle describes."""
    puzzle = _sections(text, source)
    turn = _number(puzzle, puzzle.state, "turn", 1)
    active = _side(puzzle, "activeplayer", "human")
    step, stage = _phase(puzzle)
    players: dict[str, dict[str, Any]] = {HUMAN: {"name": HUMAN}, AI: {"name": AI}}
    cards: dict[str, _Card] = {}
    for key, (line, value) in puzzle.state.items():
        if key in ("turn", "activeplayer", "activephase"):
            continue
        side, rest = _split_side(puzzle, key, line)
        _read_player_key(puzzle, players[side], side, rest, line, value, cards)
    _attach(puzzle, players, cards)
    position: dict[str, Any] = {"turn": turn, "active": active, "step": step}
    if stage != "priority":
        position["stage"] = stage
    position["players"] = [players[HUMAN], players[AI]]
    for player in position["players"]:
        for zone in ("library", "hand", "graveyard", "exile", "battlefield"):
            entries = player.get(zone)
            if entries is not None:
                player[zone] = [c.data if len(c.data) > 1 else c.data["card"] for c in entries]
    name = puzzle.meta.get("name", (0, Path(source).stem))[1]
    document: dict[str, Any] = {"name": name}
    description = _description(puzzle)
    if description:
        document["description"] = description
    document["position"] = position
    document["goal"] = _goal(puzzle, turn, active, cards)
    return document


def _sections(text: str, source: str) -> _Puzzle:
    puzzle = _Puzzle(source)
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise puzzle.fail(MAX_LINES + 1, f"more than {MAX_LINES:,} lines")
    section: dict[str, tuple[int, str]] | None = None
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            name = line[1:-1].strip().lower()
            if name not in ("metadata", "state"):
                raise puzzle.fail(number, f"unknown section {_short(line)} (sections: [metadata], "
                                  "[state])")
            section = puzzle.meta if name == "metadata" else puzzle.state
            continue
        if section is None:
            raise puzzle.fail(number, "a line before the [metadata] or [state] section")
        separator = ":" if section is puzzle.meta else "="
        key, found, value = line.partition(separator)
        key = key.strip().lower()
        if not found or not key:
            raise puzzle.fail(number, f"expected key{separator}value, found {_short(line)}")
        _refuse_scripts(puzzle, key, number)
        if section is puzzle.meta and key not in METADATA_KEYS:
            raise puzzle.fail(number, f"unknown metadata key {_short(key)} (known: "
                              f"{', '.join(METADATA_KEYS)})")
        if key in section:
            raise puzzle.fail(number, f"{_short(key)} is given twice (first on line "
                              f"{section[key][0]})")
        section[key] = (number, value.strip())
    return puzzle


def _refuse_scripts(puzzle: _Puzzle, key: str, line: int) -> None:
    bare = key.removeprefix("human").removeprefix("ai").removeprefix("p0").removeprefix("p1")
    if bare in ("precast", "executescript") or key.startswith("ability") \
            or bare.startswith("ability"):
        raise puzzle.fail(line, f"{_short(key)} carries a Forge script, which can't be imported "
                          "faithfully")


def _split_side(puzzle: _Puzzle, key: str, line: int) -> tuple[str, str]:
    for prefix, side in SIDES.items():
        if key.startswith(prefix):
            return side, key[len(prefix):]
    raise puzzle.fail(line, f"unknown state key {_short(key)}")


def _read_player_key(puzzle: _Puzzle, player: dict[str, Any], side: str, key: str, line: int,
                     value: str, cards: dict[str, _Card]) -> None:
    where = f"{side.lower()}{key}"
    if key == "life":
        player["life"] = _int_value(puzzle, value, line, where)
    elif key == "landsplayed":
        player["lands_played"] = _int_value(puzzle, value, line, where)
    elif key == "counters":
        for part in filter(None, (p.strip() for p in value.split(","))):
            kind, _, amount = part.partition("=")
            if kind.strip().upper() != "POISON":
                raise puzzle.fail(line, f"{where}: {_short(kind)} counters on a player are not "
                                  "modelled (only POISON, 122.1f)")
            player["poison"] = _int_value(puzzle, amount.strip(), line, where)
    elif key == "persistentmana":
        raise puzzle.fail(line, f"{where}: mana that doesn't empty between steps (500.4) has no "
                          "equivalent in a position")
    elif key in ZONES:
        entries = [e.strip() for e in value.split(";")]
        entries = [e for e in entries if e]
        if len(entries) > MAX_ZONE_CARDS:
            raise puzzle.fail(line, f"{where}: {len(entries):,} cards; a zone has at most "
                              f"{MAX_ZONE_CARDS:,}")
        zone = ZONES[key]
        if zone in ("command", "sideboard") and entries:
            raise puzzle.fail(line, f"{where}: cards in the {zone} are not modelled in a position")
        if zone in player:
            raise puzzle.fail(line, f"{where}: the {zone} is given twice")
        player[zone] = [_entry(puzzle, e, zone, line, where, cards) for e in entries]
    else:
        raise puzzle.fail(line, f"unknown state key {_short(where)}")


def _entry(puzzle: _Puzzle, text: str, zone: str, line: int, where: str,
           cards: dict[str, _Card]) -> _Card:
    name, *modifiers = (p.strip() for p in text.split("|"))
    card = _Card(line, {"card": _card_name(puzzle, name, line, where, zone)})
    for modifier in modifiers:
        key, has_value, value = modifier.partition(":")
        _modifier(puzzle, card, key.strip().lower(), value.strip() if has_value else None,
                  zone, f"{where}: {_short(text)}: modifier {_short(modifier)}")
    if card.forge_id is not None:
        if card.forge_id in cards:
            raise puzzle.fail(line, f"{where}: Id:{card.forge_id} is given to two cards")
        cards[card.forge_id] = card
    return card


def _modifier(puzzle: _Puzzle, card: _Card, key: str, value: str | None, zone: str,
              where: str) -> None:
    data = card.data
    if key not in MODIFIERS:
        raise puzzle.fail(card.line, f"{where}: unknown or unsupported modifier")
    if key not in ("tapped", "summonsick", "attacking") and not value:
        raise puzzle.fail(card.line, f"{where}: needs a value")
    if key == "set":
        return      # the printing doesn't matter to the rules
    if key == "id":
        assert value is not None
        if not _NUMBER_RE.match(value):
            raise puzzle.fail(card.line, f"{where}: expected a number")
        card.forge_id = value
        data["label"] = f"id{value}"
        return
    if zone != "battlefield":
        raise puzzle.fail(card.line, f"{where}: only Id and Set apply outside the battlefield")
    if key == "tapped":
        data["tapped"] = True
    elif key == "summonsick":
        data["sick"] = True
    elif key == "damage":
        data["damage"] = _int_value(puzzle, value or "", card.line, where)
    elif key == "counters":
        data["counters"] = _counters(puzzle, value or "", card.line, where)
    elif key in ("attachedto", "attaching"):
        card.attached_to = value
    elif key == "attacking":
        data["attacking"] = None if value is None else f"id{value}"
    else:       # a choice made as it entered
        data.setdefault("chosen", {})[CHOICES[key]] = value


def _counters(puzzle: _Puzzle, value: str, line: int, where: str) -> dict[str, int]:
    counters: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in value.split(","))):
        kind, _, amount = part.partition("=")
        kind = kind.strip().upper()
        name = COUNTER_NAMES.get(kind) or (kind.lower() if _WORD_RE.match(kind) else None)
        if name is None:
            raise puzzle.fail(line, f"{where}: unknown counter {_short(kind)}")
        counters[name] = _int_value(puzzle, amount.strip(), line, where)
    return counters


def _card_name(puzzle: _Puzzle, name: str, line: int, where: str, zone: str) -> str:
    if len(name) > MAX_CARD_NAME:
        raise puzzle.fail(line, f"{where}: a card name of {len(name):,} characters (at most "
                          f"{MAX_CARD_NAME})")
    if name.lower().startswith("t:"):
        if zone != "battlefield":
            raise puzzle.fail(line, f"{where}: a token exists only on the battlefield (111.8)")
        return _token_key(puzzle, name[2:], line, where)
    try:
        return get_card(name).name
    except (UnknownCardError, UnsupportedCardError) as exc:
        raise puzzle.fail(line, f"{where}: {exc}") from None


def _token_key(puzzle: _Puzzle, spec: str, line: int, where: str) -> str:
    """A token `t:Name,P:1,T:1,Color:W,Types:Creature-Soldier,Keywords:Flying` as the
    key of its definition (111.4)."""
    fields: dict[str, str] = {}
    name, *parts = (p.strip() for p in spec.split(","))
    if ":" in name or not name:
        raise puzzle.fail(line, f"{where}: a token's name comes first; found {_short(name)} "
                          "(a T:script token can't be imported)")
    for part in parts:
        key, found, value = part.partition(":")
        key = key.strip().lower()
        if not found or key not in ("p", "t", "cost", "color", "types", "keywords"):
            raise puzzle.fail(line, f"{where}: unknown token field {_short(part)}")
        fields[key] = value.strip()
    types = fields.get("types", "").split("-")
    card_types = [t for t in types if t in CARD_TYPES]
    subtypes = [t for t in types if t and t not in CARD_TYPES]
    colors = [c for c in fields.get("color", "C").upper() if c in COLORS]
    if not card_types or any(c not in COLORS + "C," for c in fields.get("color", "C").upper()):
        raise puzzle.fail(line, f"{where}: a token needs Types with a card type and Color of "
                          "W, U, B, R, G or C")
    if "Creature" in card_types and not ("p" in fields and "t" in fields):
        raise puzzle.fail(line, f"{where}: a creature token needs P and T")
    words = [f"{fields.get('p', '0')}/{fields.get('t', '0')}"]
    words += [{"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}[c]
              for c in colors] or ["colorless"]
    words += subtypes or [name]
    words += [t for t in CARD_TYPES if t in card_types]
    keywords = [k.strip().lower() for k in fields.get("keywords", "").split("&") if k.strip()]
    key = "token: " + " ".join(words) + (f" with {', '.join(keywords)}" if keywords else "")
    try:
        get_card(key)
    except (UnknownCardError, UnsupportedCardError, ValueError) as exc:
        raise puzzle.fail(line, f"{where}: {exc}") from None
    return key


def _attach(puzzle: _Puzzle, players: dict[str, dict[str, Any]], cards: dict[str, _Card]) -> None:
    for player in players.values():
        for card in player.get("battlefield", []):
            if card.attached_to is not None:
                target = cards.get(card.attached_to)
                if target is None or target.forge_id is None:
                    raise puzzle.fail(card.line, f"AttachedTo:{card.attached_to}: no card has "
                                      "that Id")
                card.data["attached_to"] = f"id{target.forge_id}"
            if card.data.get("attacking", False) is None:
                defender = AI if player["name"] == HUMAN else HUMAN
                card.data["attacking"] = defender
                card.data.setdefault("tapped", True)


def _phase(puzzle: _Puzzle) -> tuple[str, str]:
    line, value = puzzle.state.get("activephase", (0, "MAIN1"))
    found = PHASES.get(value.strip().upper())
    if found is None:
        raise puzzle.fail(line, f"activephase: unknown phase {_short(value)} (known: "
                          f"{', '.join(PHASES)})")
    return found


def _side(puzzle: _Puzzle, key: str, default: str) -> str:
    line, value = puzzle.state.get(key, (0, default))
    side = SIDES.get(value.strip().lower())
    if side is None:
        raise puzzle.fail(line, f"{key}: expected human, ai, p0 or p1, found {_short(value)}")
    return side


def _number(puzzle: _Puzzle, section: dict[str, tuple[int, str]], key: str, default: int) -> int:
    if key not in section:
        return default
    line, value = section[key]
    return _int_value(puzzle, value, line, key)


def _int_value(puzzle: _Puzzle, value: str, line: int, where: str) -> int:
    text = value.strip()
    if not _NUMBER_RE.match(text.removeprefix("-")) or abs(int(text)) > MAX_NUMBER:
        raise puzzle.fail(line, f"{where}: expected a whole number of at most {MAX_NUMBER:,}, "
                          f"found {_short(value)}")
    return int(text)


def _description(puzzle: _Puzzle) -> str:
    text = puzzle.meta.get("description", (0, ""))[1].replace("\\n", "\n").strip()
    extra = [f"{label}: {puzzle.meta[k][1]}" for k, label in
             (("difficulty", "Difficulty"), ("url", "URL")) if k in puzzle.meta]
    return "\n".join([text, *extra]).strip()


def _goal(puzzle: _Puzzle, turn: int, active: str, cards: dict[str, _Card]) -> dict[str, Any]:
    line, text = puzzle.meta.get("goal", (0, "Win"))
    goal = text.strip().lower()
    if goal not in GOALS:
        raise puzzle.fail(line, f"goal: unknown goal {_short(text)} (known: Win, Survive, Win "
                          "before opponent's next turn, Destroy Specified Creatures)")
    control_line, control = puzzle.meta.get("humancontrol", (0, "false"))
    if control.strip().lower() != "false":
        raise puzzle.fail(control_line, "humancontrol: the human making the AI's choices is not "
                          "supported (the solver answers every choice of the AI)")
    last = _number(puzzle, puzzle.meta, "turns", turn)
    if last < turn:
        raise puzzle.fail(puzzle.meta["turns"][0], f"turns: turn {last} is before the puzzle's "
                          f"turn {turn}")
    if goal == "win":
        return {"player": HUMAN, "win": f"by turn {last}"}
    if goal == "survive":
        # Forge's survival is checked as turn `Turns` ends: alive when the next begins.
        return {"player": HUMAN, "survive": f"until turn {last + 1}"}
    if goal == "win before opponent's next turn":
        return {"player": HUMAN, "win": f"by turn {turn if active == HUMAN else turn + 1}"}
    return {"player": HUMAN, "destroy": _targets(puzzle, cards), "by": f"turn {last}"}


def _targets(puzzle: _Puzzle, cards: dict[str, _Card]) -> list[str]:
    """The labels of the permanents `Targets` names by the Ids their cards were given
    (`Targets:Id:3,Id:4`; `,` or `;` between them). Forge's card filters (such as
    `Creature.OppCtrl`) are refused, naming them."""
    if "targets" not in puzzle.meta:
        raise puzzle.fail(puzzle.meta["goal"][0], "goal: Destroy Specified Creatures needs Targets")
    line, text = puzzle.meta["targets"]
    labels: list[str] = []
    for part in filter(None, (p.strip() for p in re.split(r"[,;]", text))):
        forge_id = part[3:].strip() if part.lower().startswith("id:") else None
        matches = [c for c in cards.values() if forge_id is not None and c.forge_id == forge_id]
        if not matches:
            raise puzzle.fail(line, f"targets: {_short(part)} is not the Id of a card "
                              "(give each target an Id:N modifier and name it Id:N)")
        labels.append(f"id{matches[0].forge_id}")
    if not labels:
        raise puzzle.fail(line, "targets: name at least one card")
    return labels


def _short(text: str) -> str:
    return repr(text if len(text) <= 80 else text[:80] + "...")
