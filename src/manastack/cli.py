"""The `manastack` command: demo games, play in the terminal, scenarios, card and rule lookup."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from manastack.errors import ManastackError
from manastack.rules.abilities import CardDef
from manastack.rules.stops import DEFAULT_STOPS

if TYPE_CHECKING:
    from manastack.cards.database import CardData
    from manastack.cards.deck_check import DeckReport, Summary
    from manastack.cards.decklist import Decklist
    from manastack.comprules import Rule
    from manastack.game import Game

app = typer.Typer(no_args_is_help=True, add_completion=False,
                  help="manastack: a Magic: The Gathering rules engine.")
cards_app = typer.Typer(no_args_is_help=True, help="Look up cards.")
scenario_app = typer.Typer(no_args_is_help=True, help="Run scenario files.")
decks_app = typer.Typer(no_args_is_help=True, help="Check decklists.")
app.add_typer(cards_app, name="cards")
app.add_typer(scenario_app, name="scenario")
app.add_typer(decks_app, name="decks")
puzzle_app = typer.Typer(no_args_is_help=True, help="Forge puzzle files.")
app.add_typer(puzzle_app, name="puzzle")
rules_app = typer.Typer(no_args_is_help=True, help="Look up and search the Comprehensive Rules, "
                        "and see which rules the tests cover.")
app.add_typer(rules_app, name="rules")
console = Console(highlight=False, soft_wrap=True)

DeckOption = Annotated[list[Path] | None, typer.Option(
    "--deck", help="A decklist file for a player (repeat once per player).")]
RuleTextOption = Annotated[bool, typer.Option(
    "--rule-text", help="Print the text of each rule the log cites, the first time it is cited.")]


def _fail(message: str) -> None:
    console.print(f"[red]error:[/red] {escape(message)}")     # messages may hold [brackets]
    raise typer.Exit(2)


def _print_version(value: bool) -> None:
    if value:
        from manastack.build import version
        console.print(f"manastack {version()}")
        raise typer.Exit()


@app.callback()
def _main(version: Annotated[bool, typer.Option(
        "--version", callback=_print_version, is_eager=True,
        help="Print the version and whether this build is compiled or pure Python.")] = False,
          ) -> None:
    """manastack: a Magic: The Gathering rules engine."""


def _warn(message: str) -> None:
    console.print(f"[yellow]warning:[/yellow] {escape(message)}")


def _decklists(deck_files: list[Path], players: int) -> list[Decklist]:
    """The decklist of each player: one file for all, or one per player."""
    from manastack.cards.decklist import load_decklist
    if len(deck_files) not in (1, players):
        _fail(f"give one --deck, or one per player ({players})")
    decklists = [load_decklist(path) for path in deck_files]
    for decklist in decklists:
        for warning in decklist.warnings:
            _warn(warning)
    return [decklists[i % len(decklists)] for i in range(players)]


def _decks(deck_files: list[Path] | None, players: int
           ) -> tuple[list[list[CardDef]], list[list[CardDef]]]:
    """Each player's deck, and their cards outside the game (the sideboard, 400.11a)."""
    from manastack.cards.decklist import deck_cards
    from manastack.cards.decks import demo_decks
    if not deck_files:
        bundled = demo_decks()
        return [bundled[i % len(bundled)] for i in range(players)], [[] for _ in range(players)]
    chosen = _decklists(deck_files, players)
    sideboards = {id(d): _sideboard(d) for d in chosen}     # each file's warnings once
    return [deck_cards(d) for d in chosen], [list(sideboards[id(d)]) for d in chosen]


def _sideboard(decklist: Decklist) -> list[CardDef]:
    """The sideboard cards the engine supports; each other one is left out of the game
    with a warning (an effect bringing cards from outside the game can't offer it)."""
    from manastack.cards.registry import get_card
    from manastack.errors import UnsupportedCardError
    cards: list[CardDef] = []
    for entry in decklist.sideboard:
        try:
            cards.extend([get_card(entry.name)] * entry.count)
        except UnsupportedCardError as exc:
            _warn(f"{decklist.source}: sideboard card left out of the game: {exc}")
    return cards


def _commander_setup(deck_files: list[Path] | None, players: int
                     ) -> tuple[list[list[CardDef]], list[list[CardDef]]]:
    """Decks and commanders for a Commander game (903): the bundled Commander decks, or
    decklists with a Commander section (one, or one per player)."""
    from manastack.cards.decklist import deck_cards
    from manastack.cards.decks import commander_decks
    if not deck_files:
        return commander_decks(players)
    chosen = _decklists(deck_files, players)
    for decklist in chosen:
        if not decklist.commander:
            _fail(f"{decklist.source}: no Commander section; a Commander game needs each "
                  "deck's commander (903.3)")
    return [deck_cards(d) for d in chosen], [deck_cards(d, "commander") for d in chosen]


def _new_game(deck_files: list[Path] | None, players: int, variant: str | None,
              **options: Any) -> Game:
    """A new game of `variant`; Commander games take their commanders from the decks."""
    from manastack.game import Game
    from manastack.rules.commander import COMMANDER_VARIANTS
    if variant in COMMANDER_VARIANTS:
        decks, commanders = _commander_setup(deck_files, players)
        return Game.new(decks, variant=variant, commanders=commanders, **options)
    decks, outside = _decks(deck_files, players)
    return Game.new(decks, variant=variant, outside=outside, **options)


@app.command()
def demo(
    seed: Annotated[int, typer.Option(help="Random seed (same seed, same game).")] = 1,
    players: Annotated[str | None, typer.Option(
        help="Number of players (2-6; default 2, or 4 in Commander), or the computer "
             "players by name, one per seat: e.g. heuristic,search (random, baseline, "
             "heuristic, search; default heuristic).")] = None,
    variant: Annotated[str | None, typer.Option(
        help="two-player, free-for-all, two-headed-giant, commander or brawl.")] = None,
    deck: DeckOption = None,
    quiet: Annotated[bool, typer.Option(help="Print only the result.")] = False,
    max_turns: Annotated[int, typer.Option(
        min=0, help="End the game as a draw after this many turns (0: no cap).")] = 200,
    max_decisions: Annotated[int, typer.Option(
        min=0, help="End the game as a draw after this many decisions (0: no cap).")] = 20_000,
    rule_text: RuleTextOption = False,
) -> None:
    """Play a complete game between computer players and print its rule-cited log."""
    from manastack.agents import make_agent
    kinds = _player_kinds(players, variant)
    count = len(kinds)
    try:
        names = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank"][:count]
        game = _new_game(deck, count, variant, seed=seed, names=names,
                         max_turns=max_turns or None, max_decisions=max_decisions or None)
        agents = [make_agent(kind, seed * 10 + i) for i, kind in enumerate(kinds)]
    except (ManastackError, ValueError) as exc:
        _fail(str(exc))
        return
    decisions = 0
    while game.decision is not None:
        game.apply(agents[game.decision.player].choose(game))
        decisions += 1
    if not quiet:
        cited: set[str] = set()
        for entry in game.log():
            console.print(str(entry), markup=False)
            if rule_text:
                _print_rule_texts(entry.rule, cited, "    ")
    winners = game.winners()
    result = f"{' and '.join(winners)} won" if winners else "the game was a draw"
    last = game.log()[-1] if game.log() else None
    if not winners and last is not None and last.rule == "104.4":
        result += f" ({escape(last.text.removeprefix('the game is a draw: '))})"
    console.print(f"\n[bold]Result:[/bold] {result} on turn {game.state.turn} "
                  f"after {decisions} decisions.")


def _player_kinds(players: str | None, variant: str | None) -> list[str]:
    """`--players`: a count of heuristic players, or the names of the players, one per
    seat (`manastack.agents.AGENTS`)."""
    from manastack.agents import AGENTS
    if players is None or players.strip().isdigit():
        if variant == "two-headed-giant" or (players is None and variant == "commander"):
            return ["heuristic"] * 4     # 810.1, 903.2: four players by default
        return ["heuristic"] * (int(players) if players else 2)
    kinds = [k.strip() for k in players.split(",")]
    unknown = [k for k in kinds if k not in AGENTS]
    if unknown or len(kinds) < 2:
        _fail(f"--players {players!r}: give a number or at least two of "
              f"{', '.join(sorted(AGENTS))}, separated by commas"
              + (f" ({', '.join(map(repr, unknown))} unknown)" if unknown else ""))
    return kinds


@app.command()
def play(
    seed: Annotated[int, typer.Option(help="Random seed.")] = 1,
    deck: DeckOption = None,
    opponent: Annotated[Path | None, typer.Option(
        help="The computer's decklist file (default: the same deck as yours).")] = None,
    stops: Annotated[str, typer.Option(
        help="Where you get priority with an empty stack, as 'mine=STEPS theirs=STEPS' "
             "with the steps of your turns and the others': upkeep, draw, main1, combat, "
             "attackers, blockers, first-strike, damage, end-combat, main2, end, cleanup (or "
             "none); add 'own' to stop for your own spells and abilities too; 'all': no "
             "passes taken for you."
    )] = str(DEFAULT_STOPS),
    name: Annotated[str, typer.Option(help="Your name.")] = "You",
    computer: Annotated[str, typer.Option(
        help="The computer player: heuristic (the default), search, baseline or random.")
    ] = "heuristic",
    variant: Annotated[str | None, typer.Option(
        help="two-player (the default), commander or brawl.")] = None,
) -> None:
    """Play against the computer in the terminal.

    The engine passes priority for you except at your stops and whenever an opponent's
    spell or ability is on the stack and you could respond; choices with one option are
    never asked. Answer with a number or the choice's words; type help in the game for
    the commands (eot, next, wait: pass until the end of turn, your next turn, something
    happens; ? or why NAME: why a card can't be used now)."""
    from manastack.agents import make_agent
    from manastack.game import Game
    from manastack.rules.commander import COMMANDER_VARIANTS
    from manastack.rules.stops import Stops, StopsError
    from manastack.terminal import TerminalPlayer
    options: dict[str, Any] = {"seed": seed, "names": [name, "Computer"],
                               "take_single_choices": True, "mana_at_priority": False}
    try:
        if variant in COMMANDER_VARIANTS:
            if opponent is not None and not deck:
                raise ValueError("--opponent in a Commander game needs --deck for your own "
                                 "deck too")
            files = [deck[0], opponent] if deck and opponent is not None else deck
            game = _new_game(files, 2, variant, **options)
        else:
            decks, outside = _decks(deck, 2)
            if opponent is not None:
                opposing, opposing_outside = _decks([opponent], 1)
                decks[1], outside[1] = opposing[0], opposing_outside[0]
            game = Game.new(decks, variant=variant, outside=outside, **options)
        game.set_stops(0, None if stops == "all" else Stops.parse(stops))
        opponent_player = make_agent(computer, seed)
    except (ManastackError, ValueError, StopsError) as exc:
        _fail(str(exc))
        return
    human = TerminalPlayer(console)
    while game.decision is not None:
        if game.decision.player == 0:
            if not human.answer(game):
                console.print("Goodbye.")
                return
        else:
            game.apply(opponent_player.choose(game))
    human.show_new_log(game)
    winners = game.winners()
    console.print(f"[bold]Game over:[/bold] {' and '.join(winners) or 'nobody'} won.")


@scenario_app.command("run")
def scenario_run(
    files: Annotated[list[Path], typer.Argument(help="Scenario files or folders.")],
    explain: Annotated[bool, typer.Option(help="Print the rule-cited log of each.")] = False,
    rule_text: RuleTextOption = False,
) -> None:
    """Run scenario files; print pass/fail, and the rule-cited log on failure."""
    from manastack.scenario import run_files
    paths: list[Path] = []
    for f in files:
        paths.extend(sorted(f.rglob("*.yaml")) if f.is_dir() else [f])
    if not paths:
        _fail("no scenario files given")
    failed = 0
    cited: set[str] = set()
    for result in run_files(paths, explain=explain):
        status = "[green]pass[/green]" if result.passed else "[red]FAIL[/red]"
        console.print(f"{status} {result.path}")
        for failure in result.failures:
            console.print(f"    {failure}", markup=False)
            if rule_text:
                _print_rule_texts(failure, cited, "      ")
        if result.log and (explain or not result.passed):
            for line in result.log.splitlines():
                console.print(f"      {line}", markup=False)
                if rule_text:
                    _print_rule_texts(line, cited, "          ")
        failed += not result.passed
    console.print(f"{len(paths) - failed} passed, {failed} failed")
    if failed:
        raise typer.Exit(1)


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, help="Port to listen on.")] = 8000,
    db: Annotated[str, typer.Option(help="Database URL (SQLAlchemy): SQLite by default, "
                                         "postgresql+psycopg://... for PostgreSQL.")]
        = "sqlite:///manastack-games.db",
) -> None:
    """Play in the browser: the game server and its web client (needs the `web` extra)."""
    from manastack.server import serve as run_server
    try:
        import fastapi  # noqa: F401
        import sqlalchemy  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError as exc:      # pragma: no cover - the extra is installed in CI
        _fail(f"manastack serve needs the web extra: pip install 'manastack[web]' ({exc})")
        return
    run_server(host, port, db)


@app.command()
def solve(
    file: Annotated[Path, typer.Argument(help="A scenario file with a goal, or a Forge .pzl.")],
    nodes: Annotated[int, typer.Option(min=1, help="Positions to search at most.")] = 200_000,
    seconds: Annotated[float, typer.Option(min=0.1, help="Seconds to search at most.")] = 60.0,
    log: Annotated[bool, typer.Option(help="Print the line's rule-cited log.")] = True,
) -> None:
    """Search for a line that reaches the puzzle's goal against every answer. Exit 0:
    found (printed); 1: proved that none exists; 3: the budget ran out; 2: bad input."""
    from manastack.solver.report import EXIT_CODES, load_goal_scenario, solution_text, solve_scenario
    from manastack.solver.search import Budget
    try:
        scenario = load_goal_scenario(file)
        solution = solve_scenario(scenario, Budget(nodes, seconds))
    except ManastackError as exc:
        _fail(str(exc))
        return
    console.print(solution_text(scenario, solution, with_log=log), markup=False)
    raise typer.Exit(EXIT_CODES[solution.status])


@puzzle_app.command("import")
def puzzle_import(
    file: Annotated[Path, typer.Argument(help="A Forge puzzle file (.pzl).")],
    out: Annotated[Path | None, typer.Option(help="Write the scenario file here.")] = None,
) -> None:
    """Convert a Forge puzzle file into a scenario file with its goal."""
    from manastack.solver.report import import_text
    try:
        text = import_text(file)
    except ManastackError as exc:
        _fail(str(exc))
        return
    if out is None:
        console.print(text, markup=False, end="")
    else:
        out.write_text(text, encoding="utf-8")


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
    _print_face(data, data.name)
    if data.layout == "transform" and " // " in data.name:
        back_name = data.name.split(" // ", 1)[1]
        if back_name in default_database():        # 712.6: both faces may be looked at
            _print_face(default_database().get(back_name), f"back face: {back_name}")
    try:
        get_card(data.name)
        console.print("[green]supported[/green]")
    except ManastackError as exc:
        console.print(f"[yellow]not supported:[/yellow] {escape(str(exc))}", markup=True)


def _print_face(data: CardData, title: str) -> None:
    console.print(f"[bold]{escape(title)}[/bold] {data.mana_cost}", markup=True)
    console.print(data.type_line, markup=False)
    if data.text:
        console.print(data.text, markup=False)
    if data.power is not None:
        console.print(f"{data.power}/{data.toughness}")
    if data.loyalty is not None:
        console.print(f"Loyalty {data.loyalty}")


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


@decks_app.command("check")
def decks_check(
    paths: Annotated[list[Path], typer.Argument(help="Decklist files or folders of them.")],
    top: Annotated[int, typer.Option(
        min=1, help="How many clauses and missing cards to rank.")] = 25,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON, for scripts.")] = False,
) -> None:
    """Whether each deck is playable (every card of its main deck and commander supported),
    the cards it misses with their unsupported clauses, and over many decks the clauses
    ranked by the number of decks each blocks (`--json` has every deck's every missing
    card). Exit status 1 if any deck isn't playable."""
    import json

    from manastack.cards.deck_check import check_paths, summarize
    missing_paths = [str(p) for p in paths if not p.exists()]
    if missing_paths:
        _fail(f"no such file or folder: {', '.join(missing_paths)}")
    reports = check_paths(paths)
    if not reports:
        _fail("no decklist files (.txt, .dek, .dck) found")
    summary = summarize(reports)
    if as_json:
        document = {"decks": [r.to_json() for r in reports], "summary": summary.to_json()}
        print(json.dumps(document, indent=2))
    else:
        _print_deck_reports(reports, summary, top)
    if summary.playable < summary.decks:
        raise typer.Exit(1)


def _print_deck_reports(reports: list[DeckReport], summary: Summary, top: int) -> None:
    decks = Table(title="Decks", title_justify="left")
    for column in ("deck", "cards", "non-basic supported", "playable", "missing cards"):
        decks.add_column(column, justify="right" if column == "cards" else "left")
    for r in reports:
        for warning in r.warnings:
            _warn(warning)
        if r.error is not None:
            decks.add_row(escape(r.name), "", "", "[red]unreadable[/red]", escape(r.error))
            continue
        share = f"{r.supported_nonbasic}/{r.nonbasic}"
        missing = ", ".join(m.name for m in r.missing[:3])
        if len(r.missing) > 3:
            missing += f" (+{len(r.missing) - 3})"
        decks.add_row(escape(r.name), str(r.cards), share,
                      "[green]yes[/green]" if r.playable else "[red]no[/red]", escape(missing))
    console.print(decks)
    for r in reports:       # 903.5: decks with a Commander section
        if r.commander_problems is not None:
            verdict = "[red]not a legal Commander deck[/red]" if r.commander_problems \
                else "[green]a legal Commander deck (903.5)[/green]"
            console.print(f"{escape(r.name)}: {verdict}")
            for problem in r.commander_problems:
                console.print(f"  - {escape(problem)}")
    shown = summary.cards if len(reports) == 1 else summary.cards[:top]
    cards = Table(title="Missing cards" + (f" (top {top}, by decks missing them)"
                                           if len(reports) > 1 else ""), title_justify="left")
    for column in ("decks", "copies", "card", "unsupported clauses"):
        cards.add_column(column, justify="right" if column in ("decks", "copies") else "left")
    for m in shown:
        cards.add_row(str(m.decks), str(m.copies), escape(m.name),
                      escape("\n".join(m.clauses)))
    if summary.cards:
        console.print(cards)
    if len(reports) > 1 and summary.clauses:
        clauses = Table(title=f"Clauses by decks blocked (top {top}; alone: decks it is the "
                              "only one blocking)", title_justify="left")
        for column in ("decks", "alone", "clause", "cards"):
            clauses.add_column(column, justify="right" if column in ("decks", "alone")
                               else "left")
        for c in summary.clauses[:top]:
            examples = ", ".join(c.cards[:3]) + (f" (+{len(c.cards) - 3})" if len(c.cards) > 3
                                                  else "")
            clauses.add_row(str(c.decks), str(c.alone), escape(c.clause), escape(examples))
        console.print(clauses)
    fraction = summary.supported_nonbasic / summary.nonbasic if summary.nonbasic else 1.0
    console.print(f"{summary.playable} of {summary.decks} decks playable"
                  + (f" ({summary.decks - summary.readable} unreadable)"
                     if summary.readable < summary.decks else "")
                  + f"; {summary.supported_nonbasic} of {summary.nonbasic} non-basic card "
                  f"slots supported ({100 * fraction:.1f}%)", markup=False)


@app.command()
def simulate(
    deck: Annotated[list[str] | None, typer.Option(
        "--deck", help="A decklist file, or a bundled deck's name (repeat: the decks play each "
                       "other; with --field, each plays the field).")] = None,
    field: Annotated[Path | None, typer.Option(
        help="A folder of decklists: every deck against every other.")] = None,
    games: Annotated[int, typer.Option(min=1, help="Games per matchup.")] = 100,
    players: Annotated[str, typer.Option(
        help="The computer players (a name of manastack.agents.AGENTS: heuristic, random, "
             "...).")] = "heuristic",
    workers: Annotated[int | None, typer.Option(
        min=1, help="Processes (default: this machine's CPUs).")] = None,
    seed: Annotated[int, typer.Option(help="Every game's seed derives from it.")] = 1,
    out: Annotated[Path, typer.Option(
        help="Folder of results.sqlite (resumed if there), the CSV/JSON exports and the "
             "plots.")] = Path("simulation"),
    ray: Annotated[bool, typer.Option("--ray", help="Run the games as tasks on a local "
                                      "Ray (the ray extra).")] = False,
    ray_address: Annotated[str | None, typer.Option(
        help="Run the games on the Ray cluster at this address.")] = None,
    playable_only: Annotated[bool, typer.Option(
        help="Leave out (and list) the field's decks the engine can't play.")] = False,
    max_turns: Annotated[int, typer.Option(
        min=1, help="A game still going after this many turns is a draw (104.4).")] = 200,
    max_decisions: Annotated[int, typer.Option(
        min=1, help="... or after this many decisions.")] = 20_000,
    top: Annotated[int, typer.Option(min=1, help="Cards shown per deck.")] = 12,
    plots: Annotated[bool, typer.Option(help="Write PNG plots (the sim extra).")] = True,
) -> None:
    """Play many games between decks and report win rates with 95% intervals, game length,
    mulligans, how games ended and per-card win rates; resumable, exported to CSV/JSON."""
    from manastack.agents import AGENTS
    from manastack.simulate.command import Options, default_workers, run_command
    from manastack.simulate.jobs import Settings
    if players not in AGENTS:
        _fail(f"unknown player {players!r}: choose one of {', '.join(sorted(AGENTS))}")
    options = Options(deck or [], field, games, Settings(players, max_turns, max_decisions),
                      workers or default_workers(), seed, out, ray, ray_address,
                      playable_only, plots, top)
    try:
        run_command(console, options)
    except ManastackError as exc:
        _fail(str(exc))
    except KeyboardInterrupt:
        raise typer.Exit(130) from None

def _print_rule_texts(text: str, cited: set[str], indent: str) -> None:
    """Print, dimmed, the text of each rule `text` cites that isn't in `cited` yet."""
    from manastack.comprules import cited_rules, default_rules
    rules = default_rules()
    for number in cited_rules(text, rules):
        if number not in cited:
            cited.add(number)
            console.print(Text(f"{indent}{number} {rules.get(number).text}", style="dim"))


def _print_rule(rule: Rule, examples: bool, depth: int) -> None:
    indent = "  " * (rule.number.count(".") + rule.number[-1].isalpha() - depth)
    style = "bold" if rule.title else "bold cyan"
    console.print(Text.assemble(indent, (rule.number, style), " ", rule.text))
    for example in rule.examples if examples else ():
        console.print(Text.assemble(indent, "  ", ("Example:", "italic"), " ", example))


@rules_app.command("show")
def rules_show(
    number: Annotated[str, typer.Argument(help="A rule number: 613, 613.8 or 613.8a.")],
    examples: Annotated[bool, typer.Option(help="Print the examples too.")] = True,
) -> None:
    """Print a rule of the pinned Comprehensive Rules with its subrules and examples."""
    from manastack.comprules import default_rules
    rules = default_rules()
    try:
        rule = rules.get(number)
    except ManastackError as exc:
        _fail(str(exc))
        return
    depth = rule.number.count(".") + rule.number[-1].isalpha()
    for each in (rule, *rules.subrules(rule.number)):
        _print_rule(each, examples, depth)


@rules_app.command("search")
def rules_search(
    query: Annotated[str, typer.Argument(help="Words to find, e.g. \"could produce\".")],
    limit: Annotated[int, typer.Option(help="How many matches to print.")] = 15,
) -> None:
    """Find the rules and glossary entries containing every word of QUERY, best first."""
    from manastack.comprules import search
    hits = search(query, limit=10_000)
    if not hits:
        console.print(f"no rule or glossary entry contains {query!r}", markup=False)
        raise typer.Exit(1)
    console.print(f"{len(hits)} matches for {query!r}"
                  + (f", the best {limit}:" if len(hits) > limit else ":"), markup=False)
    words = [w for w in re.findall(r"\w+", query) if len(w) > 1]
    for hit in hits[:limit]:
        label = Text(hit.key, style="bold cyan" if hit.kind == "rule" else "bold magenta")
        if hit.kind == "glossary":
            label = Text.assemble(("glossary: ", "magenta"), label)
        body = Text(hit.text if len(hit.text) <= 400 else hit.text[:400] + "...")
        body.highlight_words(words, "bold yellow", case_sensitive=False)
        console.print(Text.assemble(label, " ", body))


@rules_app.command("coverage")
def rules_coverage(
    rule: Annotated[str | None, typer.Argument(
        help="A section (6) or rule (613, 613.8): list each of its rules.")] = None,
    section: Annotated[int | None, typer.Option(help="Totals by rule within section 1-7.")] = None,
    status: Annotated[str | None, typer.Option(
        help="Only rules with this status (tested, untested, not implemented, not applicable).")]
        = None,
) -> None:
    """The rules coverage map: each rule of sections 1-7, tested or why not, with totals.
    Without RULE or --status, totals by section (or by rule within --section)."""
    from manastack.comprules import default_rules
    from manastack.comprules.coverage import SECTIONS, STATUSES, default_map, summary
    rules, coverage = default_rules(), default_map()
    if status is not None and status not in STATUSES:
        _fail(f"--status {status!r}: one of {', '.join(STATUSES)}")
    if section is not None and section not in SECTIONS:
        _fail(f"--section {section}: the map covers sections 1-7")
    if rule is not None and not (rule.isdigit() and int(rule) in SECTIONS) \
            and rule.rstrip(".") not in rules:
        _fail(f"{rule!r}: not a section (1-7) or a rule of the pinned Comprehensive Rules")
    if rule is None and status is None:
        table = Table("", *STATUSES, title=f"Rules coverage, sections 1-7 ({coverage.edition})")
        for label, title, totals in summary(coverage, rules, section):
            table.add_row(f"{label}. {title}" if section is None else f"{label} {title}",
                          *(str(totals[s]) for s in STATUSES))
        all_totals = coverage.totals(coverage.matching(str(section)) if section else None)
        table.add_row("all", *(str(all_totals[s]) for s in STATUSES), style="bold")
        console.print(table)
        return
    scope = rule or (str(section) if section else None)
    listed = [r for r in (coverage.matching(scope) if scope else coverage.rules)
              if status in (None, r.status)]
    if not listed:
        _fail(f"no rule of sections 1-7 in {scope or 'the map'}"
              + (f" is {status}" if status else ""))
    colour = {"tested": "green", "untested": "yellow", "not implemented": "red"}
    for each in listed:
        console.print(Text.assemble((f"{each.number:<9}", "bold"),
                                    (f"{each.status:<16}", colour.get(each.status, "dim")),
                                    each.reason or ", ".join(each.tests)))
    totals = coverage.totals(listed)
    console.print(", ".join(f"{totals[s]} {s}" for s in STATUSES if totals[s]), markup=False)


def main() -> None:
    app()
