"""A person at the terminal: shows the game and reads a numbered choice."""

from __future__ import annotations

from rich.console import Console

from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import Choice
from manastack.rules.layers import characteristics
from manastack.rules.mana import format_units

HELP = ("Type a number, a choice's text, 'cancel' to take back the spell or ability you are "
        "casting or activating, 'log' for the whole log, or 'quit'.")


class TerminalPlayer:
    def __init__(self, console: Console) -> None:
        self.console = console
        self._seen = 0

    def show_new_log(self, game: Game) -> None:
        entries = game.log()
        for entry in entries[self._seen:]:
            self.console.print(f"  {entry}", markup=False)
        self._seen = len(entries)

    def show_state(self, game: Game) -> None:
        s = game.state
        self.console.rule(f"Turn {s.turn}, {s.players[s.active].name}'s {s.step.value} step")
        for p in s.players:
            perms = []
            for obj in s.permanents():
                c = characteristics(s, obj.id)
                if c.controller != p.index:
                    continue
                label = f"{obj.card.name}#{obj.id}"
                if c.power is not None:
                    label += f" {c.power}/{c.toughness}"
                if obj.tapped:
                    label += " (tapped)"
                perms.append(label)
            pool = format_units(p.pool)
            self.console.print(f"[bold]{p.name}[/bold]: life {p.life}, hand {len(p.hand)}, "
                               f"library {len(p.library)}" + (f", pool {pool}" if pool else ""))
            self.console.print("  " + (", ".join(perms) or "no permanents"), markup=False)
        me = game.decision.player if game.decision else 0
        hand = ", ".join(f"{s.objects[o].card.name}#{o}" for o in s.players[me].hand)
        self.console.print(f"Your hand: {hand or 'empty'}", markup=False)
        if s.stack:
            stack = ", ".join(f"{s.objects[o].card.name}#{o}" for o in reversed(s.stack))
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
                for entry in game.log():
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
