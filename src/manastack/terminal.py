"""A person at the terminal: shows the game and reads a numbered choice."""

from __future__ import annotations

from typing import Any

from rich.console import Console

from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import Choice

HELP = ("Type a number, a choice's text, 'cancel' to take back the spell or ability you are "
        "casting or activating, 'log' for the whole log, or 'quit'.")


class TerminalPlayer:
    """The player in seat `seat`: they see only their view of the game and their log
    (400.2, 402.3: no hidden card they don't know)."""

    def __init__(self, console: Console, seat: int = 0) -> None:
        self.console = console
        self.seat = seat
        self._seen = 0

    def show_new_log(self, game: Game) -> None:
        entries = game.log_for(self.seat)
        for entry in entries[self._seen:]:
            self.console.print(f"  {entry}", markup=False)
        self._seen = len(entries)

    def show_state(self, game: Game) -> None:
        view = game.view(self.seat)
        active = view["players"][view["active"]]["name"]
        self.console.rule(f"Turn {view['turn']}, {active}'s {view['step']} step")
        for p in view["players"]:
            perms = [_label(o) for o in view["battlefield"] if o["controller"] == p["index"]]
            pool = p["mana_pool"]
            self.console.print(f"[bold]{p['name']}[/bold]: life {p['life']}, hand "
                               f"{p['hand_size']}, library {p['library_size']}"
                               + (f", pool {pool}" if pool else ""))
            self.console.print("  " + (", ".join(perms) or "no permanents"), markup=False)
            if p["index"] != self.seat and p["hand"]:
                known = ", ".join(f"{c['card']}#{c['id']}" for c in p["hand"])
                self.console.print(f"  known in hand: {known}", markup=False)
            if p["library"]:
                known = ", ".join(f"{c['card']} ({_place(c['position'], p['library_size'])})"
                                  for c in p["library"])
                self.console.print(f"  known in library: {known}", markup=False)
        hand = ", ".join(f"{o['card']}#{o['id']}" for o in view["players"][self.seat]["hand"])
        self.console.print(f"Your hand: {hand or 'empty'}", markup=False)
        if view["stack"]:
            stack = ", ".join(f"{_name(o)}#{o['id']}" for o in reversed(view["stack"]))
            self.console.print(f"Stack (top first): {stack}", markup=False)

    def choose(self, game: Game) -> Choice | None:
        self.show_new_log(game)
        decision = game.decision
        assert decision is not None
        self.show_state(game)
        self.console.print(f"[bold]{decision.prompt}[/bold]")
        for number, option in enumerate(decision.options, 1):
            self.console.print(f"  {number:>2}. {option}", markup=False)
        while True:
            text = self.console.input("> ").strip()
            if text in ("quit", "q", "exit"):
                return None
            if text == "log":
                for entry in game.log_for(self.seat):
                    self.console.print(f"  {entry}", markup=False)
                continue
            if text == "cancel":
                try:
                    game.cancel()
                except IllegalChoiceError as exc:
                    self.console.print(str(exc), markup=False)
                    continue
                return self.choose(game)
            if text.isdigit() and 1 <= int(text) <= len(decision.options):
                return decision.options[int(text) - 1]
            try:
                return decision.parse(text)
            except IllegalChoiceError as exc:
                self.console.print(f"{exc}\n{HELP}", markup=False)


def _name(obj: dict[str, Any]) -> str:
    """708.5: a face-down object names its card only if the viewer may look at it."""
    if obj.get("face_down") is None:
        return str(obj["card"])
    return f"face-down ({obj['card']})" if obj["card"] else "face-down"


def _label(obj: dict[str, Any]) -> str:
    label = f"{_name(obj)}#{obj['id']}"
    if obj.get("power") is not None:
        label += f" {obj['power']}/{obj['toughness']}"
    if obj.get("tapped"):
        label += " (tapped)"
    return label


def _place(position: int, size: int) -> str:
    if position == 0:
        return "top"
    if position == size - 1:
        return "bottom"
    return f"{position + 1} from the top"
