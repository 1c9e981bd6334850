"""A script's `expect:` steps: reading them, and the ones that don't hold
(docs/scenarios.md, "Expectations")."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics
from manastack.rules.mana import format_units
from manastack.rules.state import GameObject, GameState
from manastack.scenario import commander
from manastack.scenario.choices import _matches, _player_index, _substitute, _unlegal_choice
from manastack.scenario.objects import (
    OBJECT_FACTS,
    STACK_ITEM_KEYS,
    FactChecker,
    follow,
    ids_of,
    last_seen,
    read_facts,
    stack_name,
    trigger_count,
)
from manastack.scenario.position import _pool
from manastack.scenario.values import (
    LABEL_REF_RE,
    RULE_RE,
    Path_,
    _At,
    _bool,
    _int,
    _list,
    _mapping,
    _step,
    _str,
)

COMMANDER_EXPECTS = commander.EXPECT_KEYS
PLAYER_MAP_EXPECTS = ("life", "poison", "hand", "hand_size", "library", "library_size",
                      "library_top", "library_bottom", "graveyard", "graveyard_size",
                      "battlefield", "exile", "pool", "drawn_this_turn", "lands_played",
                      "spells_cast_this_turn")
LABEL_MAP_EXPECTS = ("counters", "damage", "pt", "controller")
EXPECT_KEYS = (*PLAYER_MAP_EXPECTS, *LABEL_MAP_EXPECTS, "objects", "stack_items", "triggered",
               "stack", "monarch", "winner", "losers",
               "game_over", "decision", "legal", "illegal", "rejects", "log_cites",
               "no_log_cites", "log_contains", "tapped", "untapped", "turn", "step", "active",
               *COMMANDER_EXPECTS)
DECISION_KEYS = ("player", "kind", "prompt")
NAME_LISTS = ("hand", "library", "library_top", "library_bottom", "graveyard", "battlefield",
              "exile")
REJECT_KEYS = ("choice", "rule")
CITED_RE = re.compile(r"(?<![#\d.])\d{3}\.\d+[a-z]?")       # rule numbers in a refusal
PT_RE = re.compile(r"^-?\d+/-?\d+$")


def _check_label_refs(text: str, labels: dict[str, int], path: Path_) -> None:
    for ref in LABEL_REF_RE.findall(text):
        if ref not in labels:
            raise _At(path, f"unknown label ${ref} (labels: {', '.join(sorted(labels)) or 'none'})")


# -- reading -----------------------------------------------------------------------------
class _ExpectReader:
    """Reads one `expect:` mapping against the scenario's players and labels."""

    def __init__(self, players: list[str], labels: dict[str, int]) -> None:
        self.players = players
        self.labels = labels

    def player(self, name: object, sub: Path_) -> str:
        if name not in self.players:
            raise _At(sub, f"no player is named {name!r} (players: {', '.join(self.players)})")
        return str(name)

    def label(self, name: object, sub: Path_) -> str:
        if name not in self.labels:
            raise _At(sub, f"unknown label {name!r} "
                      f"(labels: {', '.join(sorted(self.labels)) or 'none'})")
        return str(name)

    @staticmethod
    def names(v: object, sub: Path_) -> list[str]:
        return [_str(x, (*sub, i)) for i, x in enumerate(_list(v, sub))]

    def per_player(self, key: str, arg: object, sub: Path_) -> dict[str, Any]:
        per: dict[str, Any] = {}
        for name, v in _mapping(arg, sub).items():
            self.player(name, (*sub, name))
            if key in NAME_LISTS:
                per[name] = self.names(v, (*sub, name))
            elif key == "pool":
                per[name] = format_units(_pool(v if v is not None else "", (*sub, name)))
            else:
                per[name] = _int(v, (*sub, name))
        return per

    def per_label(self, key: str, arg: object, sub: Path_) -> dict[str, Any]:
        per: dict[str, Any] = {}
        for name, v in _mapping(arg, sub).items():
            self.label(name, (*sub, name))
            at = (*sub, name)
            if key == "counters":
                per[name] = {c: _int(n, (*at, c), 0) for c, n in _mapping(v, at).items()}
            elif key == "damage":
                per[name] = _int(v, at, 0)
            elif key == "pt":
                text = _str(v, at)
                if not PT_RE.match(text):
                    raise _At(at, f"expected power/toughness such as '2/2', found {text!r}")
                per[name] = text
            else:
                per[name] = self.player(v, at)
        return per

    def decision(self, arg: object, sub: Path_) -> dict[str, str]:
        d = _mapping(arg, sub, DECISION_KEYS)
        checked: dict[str, str] = {}
        if "player" in d:
            checked["player"] = self.player(d["player"], (*sub, "player"))
        if "kind" in d:
            kind = _str(d["kind"], (*sub, "kind"))
            kinds = [k.value for k in DecisionKind]
            if kind not in kinds:
                raise _At((*sub, "kind"), f"unknown decision kind {kind!r} ({', '.join(kinds)})")
            checked["kind"] = kind
        if "prompt" in d:
            checked["prompt"] = _str(d["prompt"], (*sub, "prompt"))
        return checked

    def choice_texts(self, arg: object, sub: Path_) -> list[str]:
        texts = [arg] if isinstance(arg, str) else self.names(arg, sub)
        for t in texts:
            _check_label_refs(t, self.labels, sub)
        return texts

    def rejections(self, arg: object, sub: Path_) -> list[tuple[str, str | None]]:
        """`rejects:` entries: a choice's text, or {choice, rule} (the rule the engine
        must cite)."""
        out: list[tuple[str, str | None]] = []
        for i, item in enumerate([arg] if isinstance(arg, (str, dict)) else _list(arg, sub)):
            at = sub if isinstance(arg, (str, dict)) else (*sub, i)
            if isinstance(item, dict):
                entry = _mapping(item, at, REJECT_KEYS)
                if "choice" not in entry:
                    raise _At(at, "missing key 'choice'")
                rule = self.cites([entry["rule"]], (*at, "rule"))[0] if "rule" in entry else None
                out.append((self.choice_texts(entry["choice"], (*at, "choice"))[0], rule))
            else:
                out.append((self.choice_texts(item, at)[0], None))
        return out

    def objects(self, key: str, arg: object, sub: Path_) -> Any:
        """`objects:` {label or name: facts}, `stack_items:` [facts, top first],
        `triggered:` {label or name: count}."""
        if key == "stack_items":
            return [read_facts(item, (*sub, i), STACK_ITEM_KEYS, self.players, self.labels)
                    for i, item in enumerate(_list(arg, sub))]
        out: dict[str, Any] = {}
        for ref, value in _mapping(arg, sub).items():
            at = (*sub, ref)
            if ref.startswith("$") and ref[1:] not in self.labels:
                self.label(ref[1:], at)
            out[ref] = _int(value, at, 0) if key == "triggered" else \
                read_facts(value, at, OBJECT_FACTS, self.players, self.labels)
            if key == "objects" and "new_object" in out[ref] and ref.lstrip("$") not in self.labels:
                raise _At((*at, "new_object"), "new_object needs a label: a name names "
                          "whichever object has it now")
        return out

    def cites(self, arg: object, sub: Path_) -> list[str]:
        cites = [str(x) if isinstance(x, (int, float)) and not isinstance(x, bool)
                 else _str(x, (*sub, i)) for i, x in enumerate(_list(arg, sub))]
        for i, c in enumerate(cites):
            if not RULE_RE.match(c):
                raise _At((*sub, i), f"{c!r} is not a rule number such as 704.5g")
        return cites

    def value(self, key: str, arg: object, sub: Path_) -> Any:
        """The checked value of one expectation."""
        if key in PLAYER_MAP_EXPECTS:
            return self.per_player(key, arg, sub)
        if key in LABEL_MAP_EXPECTS:
            return self.per_label(key, arg, sub)
        if key in COMMANDER_EXPECTS:        # 903.8, 903.10a (scenario/commander.py)
            return commander.read_expect(key, arg, sub, self.players, self.labels)
        if key == "monarch" and arg is None:
            return None
        if key in ("monarch", "active"):
            return self.player(arg, sub)
        if key in ("winner", "losers"):
            if key == "winner" and not isinstance(arg, list):
                return [self.player(arg, sub)]
            return [self.player(x, (*sub, i)) for i, x in enumerate(_list(arg, sub))]
        if key == "decision":
            return self.decision(arg, sub)
        if key == "legal" and isinstance(arg, dict):
            exactly = _mapping(arg, sub, ("exactly",))
            return {"exactly": self.choice_texts(exactly.get("exactly"), (*sub, "exactly"))}
        if key in ("legal", "illegal"):
            return self.choice_texts(arg, sub)
        if key == "rejects":
            return self.rejections(arg, sub)
        if key in ("objects", "stack_items", "triggered"):
            return self.objects(key, arg, sub)
        if key in ("log_cites", "no_log_cites"):
            return self.cites(arg, sub)
        if key == "log_contains":
            return [arg] if isinstance(arg, str) else self.names(arg, sub)
        if key in ("tapped", "untapped"):
            return [self.label(x, (*sub, i)) for i, x in enumerate(self.names(arg, sub))]
        if key == "game_over":
            return _bool(arg, sub)
        if key == "turn":
            return _int(arg, sub, 1)
        if key == "step":
            return _step(arg, sub)
        return self.names(arg, sub)         # "stack"


def _read_expect(value: object, path: Path_, players: list[str],
                 labels: dict[str, int]) -> dict[str, Any]:
    reader = _ExpectReader(players, labels)
    return {key: reader.value(key, arg, (*path, key))
            for key, arg in _mapping(value, path, EXPECT_KEYS).items()}


# -- checking ----------------------------------------------------------------------------
def _zone_names(state: GameState, zone: str, player: int) -> list[str]:
    if zone == "battlefield":
        return [characteristics(state, o.id).name for o in state.permanents()
                if characteristics(state, o.id).controller == player]
    return [state.objects[i].card.name for i in state.players[player].zone(zone)]


def _rule_matches(entry_rule: str, cite: str) -> bool:
    """"704.5" matches 704.5 and its subrules (704.5a ...), not 704.50."""
    if entry_rule == cite:
        return True
    if not entry_rule.startswith(cite):
        return False
    nxt = entry_rule[len(cite)]
    return nxt == "." or (nxt.isalpha() and not cite[-1].isalpha())


def _rule_sort_key(rule: str) -> tuple[int, str]:
    head = rule.split(".")[0]
    return (int(head) if head.isdigit() else 0, rule)


class _Moved(Exception):
    """A `rejects:` text was accepted: the game moved on, so checking stops."""


class _Checker:
    """Checks expectations against a game, collecting the ones that don't hold."""

    def __init__(self, game: Game, labels: dict[str, int]) -> None:
        self.game = game
        self.s = game.state
        self.labels = labels
        self.problems: list[str] = []

    def differ(self, what: str, expected: object, found: object) -> None:
        self.problems.append(f"{what}: expected {expected!r}, found {found!r}")

    def current(self, label: str) -> GameObject | None:
        """The permanent the labelled card is now (it follows zone changes, 400.7)."""
        oid = self.labels[label]
        obj = follow(self.s, oid)
        if obj is None:
            self.problems.append(f"label {label!r} ({last_seen(self.s, oid)}) has ceased "
                                 "to exist; it no longer names an object")
        elif obj.zone != "battlefield":
            self.problems.append(f"label {label!r} ({obj.card.name}#{obj.id}) is in the "
                                 f"{obj.zone} now, not on the battlefield")
            return None
        return obj

    def player_map(self, key: str, arg: dict[str, Any]) -> None:
        s = self.s
        for name, want in arg.items():
            p = s.players[_player_index(self.game, name)]
            what = f"{key} of {name}"
            if key in ("hand", "graveyard", "exile", "battlefield"):
                found = _zone_names(s, key, p.index)
                if sorted(found) != sorted(want):
                    self.differ(what, sorted(want), sorted(found))
            elif key == "library":
                found = _zone_names(s, key, p.index)
                if found != want:
                    self.differ(what + " (top first)", want, found)
            elif key in ("library_top", "library_bottom"):
                library = _zone_names(s, "library", p.index)
                found = library[:len(want)] if key == "library_top" else \
                    library[len(library) - len(want):]
                if found != want:
                    self.differ(what + " (top first)", want, found)
            elif key in ("hand_size", "library_size", "graveyard_size"):
                n = len(p.zone(key[: -len("_size")]))
                if n != want:
                    self.differ(what, want, n)
            elif key == "pool":
                if format_units(p.pool) != want:
                    self.differ(what, want, format_units(p.pool))
            elif getattr(p, key) != want:
                self.differ(what, want, getattr(p, key))

    def label_map(self, key: str, arg: dict[str, Any]) -> None:
        s = self.s
        for label, want in arg.items():
            obj = self.current(label)
            if obj is None:
                continue
            what = f"{key} of {label} ({obj.card.name}#{obj.id})"
            if key == "counters":
                found_counters = {c: obj.counters.get(c, 0) for c in want}
                if found_counters != want:
                    self.differ(what, want, dict(obj.counters))
            elif key == "damage":
                if obj.damage != want:
                    self.differ(what, want, obj.damage)
            elif key == "pt":
                c = characteristics(s, obj.id)
                if f"{c.power}/{c.toughness}" != want:
                    self.differ(what, want, f"{c.power}/{c.toughness}")
            else:
                controller = s.players[characteristics(s, obj.id).controller].name
                if controller != want:
                    self.differ(what, want, controller)

    def decision(self, arg: dict[str, str]) -> None:
        d = self.game.decision
        if d is None:
            self.differ("decision", arg, None)
            return
        found = {"player": self.s.players[d.player].name, "kind": d.kind.value, "prompt": d.prompt}
        for k, want in arg.items():
            ok = want in found[k] if k == "prompt" else want == found[k]
            if not ok:
                self.differ(f"decision {k}", want, found[k])

    def legal(self, key: str, arg: list[str] | dict[str, list[str]]) -> None:
        d = self.game.decision
        options = [str(o) for o in d.options] if d else []
        if isinstance(arg, dict):
            self.exactly(arg["exactly"], options)
            return
        for text in arg:
            choice = _substitute(self.game, self.labels, text)
            legal = d is not None and bool(_matches(d, choice))
            if legal != (key == "legal"):
                self.problems.append(f"{key}: {choice!r} is {'' if legal else 'not '}a legal "
                                     f"choice now; legal choices: {options}")

    def exactly(self, texts: list[str], options: list[str]) -> None:
        """`legal: {exactly: [...]}`: these choices are legal and no others: each text names
        an option, and every option is named by some text."""
        d = self.game.decision
        named: set[str] = set()
        for text in texts:
            choice = _substitute(self.game, self.labels, text)
            found = _matches(d, choice) if d is not None else []
            if not found:
                self.problems.append(f"legal exactly: {choice!r} is not a legal choice now; "
                                     f"legal choices: {options}")
            named.update(str(o) for o in found)
        others = [o for o in options if o not in named]
        if others:
            self.problems.append(f"legal exactly: also legal now: {others}")

    def rejects(self, arg: list[tuple[str, str | None]]) -> None:
        game = self.game
        for text, rule in arg:
            choice = _substitute(game, self.labels, text)
            before = game.state_hash()
            if game.decision is not None and _matches(game.decision, choice):
                self.problems.append(f"rejects: {choice!r} is a legal choice now")
                continue
            try:
                game.apply(_unlegal_choice(game.decision, choice))
            except IllegalChoiceError as exc:
                if game.state_hash() != before:
                    self.problems.append(f"rejects: {choice!r} was rejected but the state changed")
                cited = CITED_RE.findall(str(exc))
                if rule is not None and not any(_rule_matches(c, rule) for c in cited):
                    self.problems.append(f"rejects: {choice!r} was rejected citing "
                                         f"{', '.join(cited) or 'no rule'}, not {rule}: {exc}")
                continue
            self.problems.append(f"rejects: expected {choice!r} to be rejected "
                                 "(IllegalChoiceError), but it was accepted")
            raise _Moved

    def objects(self, key: str, arg: Any) -> None:
        facts = FactChecker(self.s, self.labels)
        if key == "stack_items":
            stack = list(reversed(self.s.stack))
            if len(stack) != len(arg):
                self.differ("stack (top first)", len(arg),
                            [stack_name(self.s, i) for i in stack])
            for i, (oid, want) in enumerate(zip(stack, arg, strict=False)):
                facts.check(f"stack item {i} ({stack_name(self.s, oid)})",
                            self.s.objects[oid], None, want)
        for ref, want in arg.items() if key != "stack_items" else ():
            obj = facts.resolve(ref)
            label = ref.lstrip("$")
            if obj is None:
                continue
            start = self.labels.get(label)
            what = f"{ref} ({obj.card.name}#{obj.id})"
            if key == "triggered":
                sources = set(ids_of(self.s, start)) if start is not None else obj.card.name
                found = trigger_count(self.s, sources)
                if found != want:
                    self.differ(f"triggered abilities of {what}", want, found)
            else:
                facts.check(what, obj, start, want)
        self.problems.extend(facts.problems)

    def log_cites(self, key: str, arg: list[str]) -> None:
        rules = [e.rule for e in self.s.log_entries()]
        for cite in arg:
            present = any(_rule_matches(r, cite) for r in rules)
            if present != (key == "log_cites"):
                cited = sorted(set(rules), key=_rule_sort_key)
                self.problems.append(f"{key}: rule {cite} is {'' if present else 'not '}cited in "
                                     f"the log; cited: {', '.join(r for r in cited if r)}")

    def simple(self, key: str, arg: Any) -> None:
        """The expectations of one value each."""
        s, game = self.s, self.game
        found: dict[str, Callable[[], Any]] = {
            "stack": lambda: [stack_name(s, i) for i in reversed(s.stack)],
            "monarch": lambda: None if s.monarch is None else s.players[s.monarch].name,
            "active": lambda: s.players[s.active].name,
            "winner": lambda: sorted(game.winners()),
            "losers": lambda: sorted(game.losers()),
            "game_over": lambda: game.is_over,
            "turn": lambda: s.turn,
        }
        what = {"stack": "stack (top first)", "active": "active player", "winner": "winners",
                "game_over": "game over"}.get(key, key)
        want = sorted(arg) if key in ("winner", "losers") else arg
        value = found[key]()
        if value != want:
            self.differ(what, want, value)

    def check(self, key: str, arg: Any) -> None:
        if key in PLAYER_MAP_EXPECTS:
            self.player_map(key, arg)
        elif key in LABEL_MAP_EXPECTS:
            self.label_map(key, arg)
        elif key in COMMANDER_EXPECTS:
            self.problems.extend(commander.check_expect(self.s, self.labels, key, arg))
        elif key == "decision":
            self.decision(arg)
        elif key in ("legal", "illegal"):
            self.legal(key, arg)
        elif key == "rejects":
            self.rejects(arg)
        elif key in ("objects", "stack_items", "triggered"):
            self.objects(key, arg)
        elif key in ("log_cites", "no_log_cites"):
            self.log_cites(key, arg)
        elif key == "log_contains":
            text = self.game.log_text()
            self.problems.extend(f"log_contains: {want!r} is not in the log"
                                 for want in arg if want not in text)
        elif key in ("tapped", "untapped"):
            for label in arg:
                obj = self.current(label)
                if obj is not None and obj.tapped != (key == "tapped"):
                    self.differ(f"{label} ({obj.card.name}#{obj.id})", key,
                                "tapped" if obj.tapped else "untapped")
        elif key == "step":
            if self.s.step is not arg:
                self.differ("step", arg.value, self.s.step.value)
        else:
            self.simple(key, arg)


def _check(game: Game, labels: dict[str, int], expect: dict[str, Any]) -> list[tuple[str, str]]:
    """The expectations that don't hold, as (key, message) pairs."""
    checker = _Checker(game, labels)
    keys: list[str] = []
    for key, arg in expect.items():
        try:
            checker.check(key, arg)
        except _Moved:
            keys.extend([key] * (len(checker.problems) - len(keys)))
            break                                   # the game moved on
        keys.extend([key] * (len(checker.problems) - len(keys)))
    return list(zip(keys, checker.problems, strict=True))
