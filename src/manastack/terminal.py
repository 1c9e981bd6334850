"""A person at the terminal: what changed, the table, and the choices, in plain English.

The person sees only their view of the game and their log (`game.view`, `game.log_for`:
400.2, 402.3). Objects are named without ids unless two visible objects share a name,
then with a letter ("Forest (b)"). Priority passes that the person's stops skip
(`rules/stops.py`) and choices with a single option are taken by the engine, so every
question asked here has a real answer.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable
from typing import Any

from rich.console import Console
from rich.markup import escape

from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import Choice, Decision, DecisionKind
from manastack.rules.stops import Stops, StopsError, Until

HELP = """\
Answer with a number or with a choice's words: "cast Lightning Bolt", or the start of one
("cast li", or Tab to complete it); close spellings are suggested. Also:
  pass                      pass priority (117.3d)
  eot                       pass until the end of this turn
  next                      pass until your next turn
  wait                      pass until something happens (you are asked anything)
  ? / why NAME              why your cards can't be played, cast or activated now
  stops [TEXT]              show your stops, or set them: mine=main1,main2 theirs=end own
  cancel                    take back the spell or ability you are casting or activating
  log                       the whole log as you see it
  help                      this text
  quit                      leave the game
Objects with the same name carry a letter: "attack with Grizzly Bears (b) -> Computer"."""

COMMANDS = ["pass until end of turn", "pass until my next turn", "pass until something happens",
            "why ", "stops ", "cancel", "log", "help", "quit"]
UNTIL_COMMANDS = {"eot": Until.END_OF_TURN, "next": Until.MY_NEXT_TURN,
                  "wait": Until.SOMETHING_HAPPENS}
# How the steps read in English (500.1: phases and steps).
STEP_TEXT = {
    "untap": "untap step", "upkeep": "upkeep", "draw": "draw step",
    "precombat main": "precombat main phase", "beginning of combat": "beginning of combat",
    "declare attackers": "declare attackers step", "declare blockers": "declare blockers step",
    "first-strike combat damage": "first-strike damage step",
    "combat damage": "combat damage step", "end of combat": "end of combat",
    "postcombat main": "postcombat main phase", "end": "end step", "cleanup": "cleanup step",
}
# Priority choices, grouped by what they do (117.1), in this order.
GROUPS = (("play", "Play a land"), ("cast", "Cast"), ("activate", "Activate"),
          ("pass", "Pass"))
_ID = re.compile(r"#(\d+)")


class Names:
    """Names of the objects a player sees: the card's name alone, or with a letter when
    another visible object has the same name; and the player named "You" spoken to."""

    def __init__(self, view: dict[str, Any]) -> None:
        seat = view["viewer"]
        self.you = seat is not None and view["players"][seat]["name"] == "You"
        by_name: dict[str, list[int]] = {}
        for obj in visible_objects(view):
            ids = by_name.setdefault(_name(obj), [])
            if obj["id"] not in ids:
                ids.append(obj["id"])
        self.labels: dict[int, str] = {}
        for name, ids in by_name.items():
            for rank, oid in enumerate(sorted(ids)):
                self.labels[oid] = name if len(ids) == 1 else f"{name} ({_letters(rank)})"

    def of(self, obj: dict[str, Any]) -> str:
        label: str = self.labels.get(obj["id"], _name(obj))
        return label

    def text(self, text: str) -> str:
        """An engine text with `Name#id` read as the player sees it."""
        def mark(found: re.Match[str]) -> str:
            label = self.labels.get(int(found.group(1)), "")
            return label[label.rfind(" ("):] if label.endswith(")") and " (" in label else ""
        text = _ID.sub(mark, text)
        return second_person(text) if self.you else text


_IRREGULAR = {"is": "are", "isn't": "aren't", "has": "have", "was": "were", "does": "do",
              "doesn't": "don't"}


def second_person(text: str) -> str:
    """An engine text about the player named "You" as said to them: "You draws a card"
    -> "You draw a card", "You's turn" -> "your turn", "to You" -> "to you"."""
    def verb(found: re.Match[str]) -> str:
        word = found.group(2)
        if word in _IRREGULAR:
            word = _IRREGULAR[word]
        elif re.search(r"(ss|sh|ch|x)es$", word):
            word = word[:-2]
        elif word.endswith("s") and not word.endswith("ss"):
            word = word[:-1]
        return f"{found.group(1)} {word}"
    subject = re.match(r"(?:[\d.a-z]+: )?You ", text) is not None
    text = re.sub(r"\b(You) ([a-z]+(?:'t)?)\b", verb, text)
    text = re.sub(r"(^|: )You's\b", r"\1Your", text)
    text = re.sub(r"\bYou's\b", "your", text)
    text = re.sub(r"(?<!^)(?<!: )(?<![.!?] )\bYou\b", "you", text)
    return re.sub(r"\btheir\b", "your", text) if subject else text


def visible_objects(view: dict[str, Any]) -> Iterable[dict[str, Any]]:
    yield from view["battlefield"]
    yield from view["stack"]
    yield from view["command"]
    for p in view["players"]:
        yield from p["hand"]
        yield from p["graveyard"]
        yield from p["exile"]
        yield from p["library"]


class TerminalPlayer:
    """The player in seat `seat`: they see only their view of the game and their log
    (400.2, 402.3: no hidden card they don't know)."""

    def __init__(self, console: Console, seat: int = 0,
                 read: Callable[[str], str] | None = None) -> None:
        self.console = console
        self.seat = seat
        self.read = read or console.input
        self._completes = read is None      # Tab completion at the console's own prompt
        self._seen = 0
        self.prompts = 0

    # -- showing ------------------------------------------------------------------------
    def show_new_log(self, game: Game, names: Names | None = None) -> None:
        """What happened since this player's last decision, first."""
        names = names or Names(game.view(self.seat))
        entries = game.log_for(self.seat)
        if len(entries) > self._seen and self._seen:
            self.console.print("[dim]Since your last decision:[/dim]")
        for entry in entries[self._seen:]:
            self.console.print(f"  {names.text(str(entry))}", markup=False)
        self._seen = len(entries)

    def show_state(self, game: Game, names: Names | None = None) -> None:
        view = game.view(self.seat)
        names = names or Names(view)
        self.console.rule(escape(heading(view, self.seat)))
        for p in sorted(view["players"], key=lambda p: p["index"] == self.seat):
            self._show_player(view, p, names)
        if view["stack"]:
            stack = ", ".join(self._label(o, names) for o in reversed(view["stack"]))
            self.console.print(f"Stack (top first): {stack}", markup=False)

    def _show_player(self, view: dict[str, Any], p: dict[str, Any], names: Names) -> None:
        you = p["index"] == self.seat
        who = "You" if you else p["name"]
        facts = [f"{p['life']} life", f"{p['hand_size']} in hand",
                 f"{p['library_size']} in library"]
        if p["poison"]:
            facts.append(f"{p['poison']} poison")
        if p["graveyard"]:
            facts.append(f"graveyard: {', '.join(names.of(o) for o in p['graveyard'])}")
        if p["mana_pool"]:
            facts.append(f"mana pool {p['mana_pool']}")
        if not p["in_game"]:
            facts.append("out of the game")
        self.console.print(f"[bold]{escape(who)}[/bold]: {escape(', '.join(facts))}")
        mine = [o for o in view["battlefield"] if o.get("controller") == p["index"]]
        lands = [o for o in mine if "Land" in o.get("types", ())]
        others = [o for o in mine if "Land" not in o.get("types", ())]
        for title, group in (("lands", lands), ("permanents", others)):
            if group:
                listed = ", ".join(self._label(o, names, view) for o in group)
                self.console.print(f"  {title}: {listed}", markup=False)
        if you:
            hand = ", ".join(names.of(o) for o in p["hand"]) or "empty"
            self.console.print(f"  your hand: {hand}", markup=False)
        elif p["hand"]:
            known = ", ".join(names.of(o) for o in p["hand"])
            self.console.print(f"  known in hand: {known}", markup=False)
        if p["library"]:
            known = ", ".join(f"{c['card']} ({_place(c['position'], p['library_size'])})"
                              for c in p["library"])
            self.console.print(f"  known in library: {known}", markup=False)

    @staticmethod
    def _label(obj: dict[str, Any], names: Names, view: dict[str, Any] | None = None) -> str:
        label = names.of(obj)
        if obj.get("power") is not None:
            label += f" {obj['power']}/{obj['toughness']}"
        notes = []
        if obj.get("tapped"):
            notes.append("tapped")
        if obj.get("damage"):
            notes.append(f"{obj['damage']} damage")
        notes.extend(f"{n} {kind}" for kind, n in (obj.get("counters") or {}).items())
        combat = view["combat"] if view is not None else None
        if combat is not None:
            if any(a[0] == obj["id"] for a in combat["attackers"]):
                notes.append("attacking")
            if any(b[0] == obj["id"] for b in combat["blockers"]):
                notes.append("blocking")
        return label + (f" ({', '.join(notes)})" if notes else "")

    def show_choices(self, game: Game, names: Names) -> list[tuple[str, Choice]]:
        """The numbered choices, grouped for priority (117.1), as (text, choice)."""
        decision = game.decision
        assert decision is not None
        listed = [(names.text(str(o)), o) for o in decision.options]
        if decision.kind is DecisionKind.PRIORITY:
            note = mana_note(game.view(self.seat))
            self.console.print(f"[bold]You have priority[/bold] ({escape(note)})")
            order = {verb: k for k, (verb, _) in enumerate(GROUPS)}
            listed.sort(key=lambda t: order.get(t[1].verb, len(GROUPS)))
        else:
            self.console.print(f"[bold]{escape(names.text(decision.prompt))}[/bold]")
        titles = dict(GROUPS)
        group = None
        for number, (text, option) in enumerate(listed, 1):
            if decision.kind is DecisionKind.PRIORITY and option.verb != group:
                group = option.verb
                self.console.print(f" {titles.get(group, group)}:", markup=False)
            self.console.print(f"  {number:>2}. {text}", markup=False)
        if decision.kind is DecisionKind.PRIORITY:
            self.console.print("  (eot / next / wait: pass until the end of turn, your next "
                               "turn, something happens; ? why; help)", markup=False)
        return listed

    # -- asking ------------------------------------------------------------------------
    def answer(self, game: Game) -> bool:
        """Show what changed and the table, ask, and answer the pending decision (a
        choice, a pass until..., or a cancel). False when the person quits."""
        decision = game.decision
        assert decision is not None and decision.player == self.seat
        names = Names(game.view(self.seat))
        self.show_new_log(game, names)
        self.show_state(game, names)
        listed = self.show_choices(game, names)
        self.prompts += 1
        if self._completes:
            complete_with([t for t, _ in listed] + COMMANDS)
        while True:
            text = " ".join(self.read("> ").split())
            if text in ("quit", "q", "exit"):
                return False
            try:
                done = self._command(game, text, names)
            except (IllegalChoiceError, StopsError) as exc:
                self.console.print(names.text(str(exc)), markup=False)
                continue
            if done is not None:
                if done:
                    return True
                continue
            found = self.match(text, listed, decision)
            if isinstance(found, Choice):
                game.apply(found)
                return True
            self.console.print(found, markup=False)

    def _command(self, game: Game, text: str, names: Names) -> bool | None:
        """Commands other than choices: True once the decision is answered, False once
        shown, None if `text` is no command."""
        if text in UNTIL_COMMANDS or text.startswith("pass until "):
            until = UNTIL_COMMANDS.get(text) or text.removeprefix("pass until ")
            game.pass_until(until)
            return True
        if text == "cancel":
            game.cancel()
            return True
        if text == "log":
            for entry in game.log_for(self.seat):
                self.console.print(f"  {names.text(str(entry))}", markup=False)
        elif text == "help":
            self.console.print(HELP, markup=False)
        elif text == "?" or text.startswith("why "):
            self.explain(game, text.removeprefix("why ") if text != "?" else None, names)
        elif text == "stops" or text.startswith("stops "):
            if text != "stops":
                game.set_stops(self.seat, Stops.parse(text.removeprefix("stops ")))
            current = game.stops(self.seat)
            self.console.print(f"your stops: {current if current else 'none (asked always)'}",
                               markup=False)
        else:
            return None
        return False

    def explain(self, game: Game, name: str | None, names: Names) -> None:
        """Why the person's cards can't be used now, each with its rule (explain.py)."""
        found = game.why_not(name)
        if not found and name is not None:
            self.console.print(f"nothing stops you using {name} now, or you have no card "
                               "by that name in hand or in play", markup=False)
        if not found and name is None:
            self.console.print("every card you could use now is among the choices",
                               markup=False)
        seen: set[str] = set()
        for choice, reason in found:
            line = f"  {names.text(str(choice))}: {reason}"
            if line not in seen:
                seen.add(line)
                self.console.print(line, markup=False)

    @staticmethod
    def match(text: str, listed: list[tuple[str, Choice]], decision: Decision) -> Choice | str:
        """The choice `text` means: its number, its words (any case), the start of one
        choice's words, or the engine's notation; else a message with close matches."""
        if text.isdigit() and 1 <= int(text) <= len(listed):
            return listed[int(text) - 1][1]
        loose = text.lower()
        exact = [o for t, o in listed if t.lower() == loose]
        starting = [o for t, o in listed if t.lower().startswith(loose)]
        for found in (exact, starting):
            if len(set(found)) == 1 or (found and _alike(found, listed)):
                return found[0]
        if starting:
            return f"{text!r} could be: " + "; ".join(t for t, o in listed if o in starting)
        try:
            return decision.parse(text)
        except IllegalChoiceError:      # not the engine's notation either: suggest
            pass
        close = difflib.get_close_matches(loose, [t.lower() for t, _ in listed], n=3,
                                          cutoff=0.5)
        hint = f" Did you mean: {'; '.join(close)}?" if close else ""
        return f"{text!r} is none of the choices.{hint} (a number, words, or help)"


def complete_with(texts: list[str]) -> None:
    """Tab completes the start of a choice's words at the prompt, where the terminal
    has readline (the words may hold spaces, so only newlines break them)."""
    try:
        import readline
    except ImportError:         # pragma: no cover - no readline on this platform
        return

    def complete(start: str, state: int) -> str | None:
        line = readline.get_line_buffer().lower()
        found = [t for t in texts if t.lower().startswith(line)]
        return found[state][len(line) - len(start):] if state < len(found) else None
    readline.set_completer_delims("\n")
    readline.set_completer(complete)
    readline.parse_and_bind("tab: complete")


def heading(view: dict[str, Any], seat: int) -> str:
    """ "Turn 3 · Computer's turn · declare blockers step" (500.1)."""
    if view["turn"] == 0:
        return "Before the first turn · opening hands (103.5)"
    active = view["active"]
    whose = "your" if active == seat else f"{view['players'][active]['name']}'s"
    return f"Turn {view['turn']} · {whose} turn · {STEP_TEXT.get(view['step'], view['step'])}"


def mana_note(view: dict[str, Any]) -> str:
    """The mana the viewer has: their pool and their untapped lands (106.4, 305.1)."""
    me = view["players"][view["viewer"]]
    untapped = [o for o in view["battlefield"] if o.get("controller") == me["index"]
                and "Land" in o.get("types", ()) and not o.get("tapped")]
    counts: dict[str, int] = {}
    for land in untapped:
        counts[land["card"]] = counts.get(land["card"], 0) + 1
    lands = ", ".join(name if n == 1 else f"{name} ×{n}" for name, n in counts.items())
    parts = [f"mana pool {me['mana_pool']}"] if me["mana_pool"] else []
    parts.append(f"untapped lands: {lands}" if lands else "no untapped lands")
    return "; ".join(parts)


def _alike(found: list[Choice], listed: list[tuple[str, Choice]]) -> bool:
    """Whether the choices found all read the same (interchangeable to the person)."""
    texts = {t for t, o in listed if o in found}
    return len(texts) == 1


def _letters(rank: int) -> str:
    letters = ""
    rank += 1
    while rank:
        rank, digit = divmod(rank - 1, 26)
        letters = chr(ord("a") + digit) + letters
    return letters


def _name(obj: dict[str, Any]) -> str:
    """708.5: a face-down object names its card only if the viewer may look at it."""
    if obj.get("face_down") is None:
        return str(obj["card"])
    return f"face-down ({obj['card']})" if obj["card"] else "face-down"


def _place(position: int, size: int) -> str:
    if position == 0:
        return "top"
    if position == size - 1:
        return "bottom"
    return f"{position + 1} from the top"
