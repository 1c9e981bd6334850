"""The `manastack` command: demo games, play in the terminal, scenarios, card lookup."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from manastack.errors import ManastackError
from manastack.rules.abilities import CardDef

app = typer.Typer(no_args_is_help=True, add_completion=False,
                  help="manastack: a Magic: The Gathering rules engine.")
cards_app = typer.Typer(no_args_is_help=True, help="Look up cards.")
scenario_app = typer.Typer(no_args_is_help=True, help="Run scenario files.")
app.add_typer(cards_app, name="cards")
app.add_typer(scenario_app, name="scenario")
console = Console(highlight=False, soft_wrap=True)

DeckOption = Annotated[list[Path] | None, typer.Option(
    "--deck", help="A decklist file for a player (repeat once per player).")]


def _fail(message: str) -> None:
    console.print(f"[red]error:[/red] {message}")
    raise typer.Exit(2)


def _decks(deck_files: list[Path] | None, players: int) -> list[list[CardDef]]:
    from manastack.cards.decklist import deck_cards, load_decklist
    from manastack.cards.decks import demo_decks
    if not deck_files:
        bundled = demo_decks()
        return [bundled[i % len(bundled)] for i in range(players)]
    if len(deck_files) not in (1, players):
        _fail(f"give one --deck, or one per player ({players})")
    decks = [deck_cards(load_decklist(path)) for path in deck_files]
    return [decks[i % len(decks)] for i in range(players)]


@app.command()
def demo(
    seed: Annotated[int, typer.Option(help="Random seed (same seed, same game).")] = 1,
    players: Annotated[int, typer.Option(help="Number of players (2-6).")] = 2,
    variant: Annotated[str | None, typer.Option(
        help="two-player, free-for-all or two-headed-giant.")] = None,
    deck: DeckOption = None,
    quiet: Annotated[bool, typer.Option(help="Print only the result.")] = False,
) -> None:
    """Play a complete game between computer players and print its rule-cited log."""
    from manastack.agents.heuristic import HeuristicAgent
    from manastack.game import Game
    if variant == "two-headed-giant":
        players = 4
    try:
        decks = _decks(deck, players)
        names = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank"][:players]
        game = Game.new(decks, seed=seed, names=names, variant=variant)
    except (ManastackError, ValueError) as exc:
        _fail(str(exc))
        return
    agents = [HeuristicAgent(seed * 10 + i) for i in range(players)]
    decisions = 0
    while game.decision is not None:
        game.apply(agents[game.decision.player].choose(game))
        decisions += 1
    if not quiet:
        for entry in game.log():
            console.print(str(entry), markup=False)
    winners = game.winners()
    result = f"{' and '.join(winners)} won" if winners else "the game was a draw"
    console.print(f"\n[bold]Result:[/bold] {result} on turn {game.state.turn} "
                  f"after {decisions} decisions.")


@app.command()
def play(
    seed: Annotated[int, typer.Option(help="Random seed.")] = 1,
    deck: DeckOption = None,
    name: Annotated[str, typer.Option(help="Your name.")] = "You",
) -> None:
    """Play against the computer in the terminal, choosing among numbered legal choices."""
    from manastack.agents.heuristic import HeuristicAgent
    from manastack.game import Game
    from manastack.terminal import TerminalPlayer
    try:
        decks = _decks(deck, 2)
        game = Game.new(decks, seed=seed, names=[name, "Computer"])
    except (ManastackError, ValueError) as exc:
        _fail(str(exc))
        return
    human = TerminalPlayer(console)
    computer = HeuristicAgent(seed)
    while game.decision is not None:
        if game.decision.player == 0:
            choice = human.choose(game)
            if choice is None:
                console.print("Goodbye.")
                return
        else:
            choice = computer.choose(game)
        game.apply(choice)
    human.show_new_log(game)
    winners = game.winners()
    console.print(f"[bold]Game over:[/bold] {' and '.join(winners) or 'nobody'} won.")


@scenario_app.command("run")
def scenario_run(
    files: Annotated[list[Path], typer.Argument(help="Scenario files or folders.")],
    explain: Annotated[bool, typer.Option(help="Print the rule-cited log of each.")] = False,
) -> None:
    """Run scenario files; print pass/fail, and the rule-cited log on failure."""
    from manastack.scenario import run_files
    paths: list[Path] = []
    for f in files:
        paths.extend(sorted(f.rglob("*.yaml")) if f.is_dir() else [f])
    if not paths:
        _fail("no scenario files given")
    failed = 0
    for result in run_files(paths, explain=explain):
        status = "[green]pass[/green]" if result.passed else "[red]FAIL[/red]"
        console.print(f"{status} {result.path}")
        for failure in result.failures:
            console.print(f"    {failure}", markup=False)
        if result.log and (explain or not result.passed):
            for line in result.log.splitlines():
                console.print(f"      {line}", markup=False)
        failed += not result.passed
    console.print(f"{len(paths) - failed} passed, {failed} failed")
    if failed:
        raise typer.Exit(1)


@cards_app.command("show")
def cards_show(name: Annotated[str, typer.Argument(help="A card name.")]) -> None:
    """Print a card and whether the engine supports it."""
    from manastack.cards.database import default_database
    from manastack.cards.registry import get_card
    try:
        data = default_database().get(name)
    except ManastackError as exc:
        _fail(str(exc))
        return
    console.print(f"[bold]{data.name}[/bold] {data.mana_cost}", markup=True)
    console.print(data.type_line, markup=False)
    if data.text:
        console.print(data.text, markup=False)
    if data.power is not None:
        console.print(f"{data.power}/{data.toughness}")
    if data.loyalty is not None:
        console.print(f"Loyalty {data.loyalty}")
    try:
        get_card(data.name)
        console.print("[green]supported[/green]")
    except ManastackError as exc:
        console.print(f"[yellow]not supported:[/yellow] {exc}", markup=True)


@cards_app.command("coverage")
def cards_coverage(
    top: Annotated[int, typer.Option(help="How many unsupported clauses to list.")] = 40,
) -> None:
    """How many cards the Oracle compiler supports, by type, and what is missing most."""
    from manastack.cards.oracle.coverage import coverage_report
    console.print(coverage_report(top), markup=False)


@cards_app.command("import")
def cards_import(
    file: Annotated[Path, typer.Argument(help="An MTGJSON AtomicCards or Scryfall "
                                               "oracle-cards bulk file.")],
) -> None:
    """Rebuild the local card database from a bulk file you downloaded."""
    from manastack.cards.database import import_bulk, reset_default_database, user_database_path
    try:
        database = import_bulk(file)
    except ManastackError as exc:
        _fail(str(exc))
        return
    target = user_database_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    database.save(target)
    reset_default_database()
    console.print(f"imported {len(database)} cards from {file} into {target}", markup=False)


def main() -> None:
    app()
