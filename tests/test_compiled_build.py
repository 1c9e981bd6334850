"""The build compiled with mypyc and the pure-Python build play identical games (issue 16).

`MANASTACK_COMPILED_PYTHON` names the interpreter of an environment where manastack was
installed from its wheel built with mypyc (`.ci/run` builds one when a C compiler is
present); this test session's own manastack is the pure-Python one (the editable install).
Both play the same random games in every configuration of `scripts/game_digests.py`
(two players, four-player free-for-all, Two-Headed Giant, Commander), and each game's
digest covers the state hash at every decision and the whole log: equal digests mean the
same games, decision for decision. Without a compiled build the comparison is skipped,
saying why; the rest runs everywhere.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from manastack import build

ROOT = Path(__file__).resolve().parent.parent
DIGESTS = ROOT / "scripts" / "game_digests.py"
COMPILER = ROOT / "scripts" / "mypyc_compile.py"
GAMES = 3


def _compiled_python() -> str:
    python = os.environ.get("MANASTACK_COMPILED_PYTHON", "")
    if not python:
        pytest.skip("no compiled build to compare: MANASTACK_COMPILED_PYTHON is not set "
                    "(.ci/run sets it after building the wheel with mypyc where a C compiler exists)")
    if not Path(python).is_file():
        pytest.fail(f"MANASTACK_COMPILED_PYTHON={python!r}: no such interpreter")
    return python


def _run(python: str, *args: str) -> str:
    """`python args...` from a folder outside the source tree, so that the interpreter's
    own installation of manastack is the one imported."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([python, *args], capture_output=True, text=True, cwd=ROOT / "tests",
                          env=env, timeout=1800)
    assert done.returncode == 0, f"{python} {' '.join(args)} failed:\n{done.stderr[-3000:]}"
    return done.stdout


def _digests(python: str) -> dict[str, str]:
    result: dict[str, str] = json.loads(_run(python, str(DIGESTS), "--games", str(GAMES), "--json"))
    return result


def test_compiled_build_is_compiled() -> None:
    """The compiled environment's manastack loads its rules core from extension modules,
    and names itself compiled (what `manastack --version` prints)."""
    python = _compiled_python()
    code = "import json, manastack.build as b; print(json.dumps([b.compiled_modules(), b.build_kind()]))"
    modules, kind = json.loads(_run(python, "-c", code))
    assert "manastack.rules.context" in modules
    assert kind.startswith(f"compiled ({len(modules)} modules")


def test_compiled_and_pure_play_identical_games() -> None:
    """Same seeds, same games: the digests of random games (state hash at each decision
    and the log) are equal across the two builds, in every configuration including the
    four-player free-for-all and Two-Headed Giant (103.1, 805, 806), and the pure build's
    digests are not all alike (the comparison can tell games apart)."""
    python = _compiled_python()
    assert build.compiled_modules() == (), "this test session's manastack must be the pure one"
    pure = _digests(sys.executable)
    compiled = _digests(python)
    assert set(pure) >= {"four-player free-for-all", "two-headed giant", "elves-vs-ogres"}
    assert compiled == pure
    assert len(set(pure.values())) == len(pure)


def test_compiled_modules_are_the_extension_modules_beside_sources(tmp_path: Path) -> None:
    """A module is compiled exactly when an extension module sits beside its .py file;
    mypyc's shared library (no .py of its own) is not a module of the package."""
    import importlib.machinery

    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    for name in ("pkg/__init__.py", "pkg/a.py", "pkg/sub/b.py", "pkg/sub/c.py"):
        (tmp_path / name).write_text("")
    for name in (f"pkg/a{suffix}", f"pkg/sub/b{suffix}", f"pkg/sub/b__mypyc{suffix}"):
        (tmp_path / name).write_bytes(b"")
    assert build.compiled_modules(package) == ("pkg.a", "pkg.sub.b")
    assert build.compiled_modules(tmp_path / "none") == ()


def test_this_session_reports_its_build() -> None:
    """The editable install runs pure Python and says so, after its version number."""
    from importlib import metadata

    assert build.compiled_modules() == ()
    assert build.build_kind() == "pure Python"
    assert build.version() == f"{metadata.version('manastack')}, pure Python"


def test_compile_script_refuses_a_module_outside_the_package() -> None:
    """Bad input to the compile script fails naming the module and the reason."""
    done = subprocess.run([sys.executable, str(COMPILER), "/tmp/out", "setup.py"],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode != 0
    assert "'setup.py': not a .py file of src/manastack" in done.stderr


def test_compile_script_without_a_compiler_says_so(tmp_path: Path) -> None:
    """With no C compiler on PATH the compile stops with that reason (and the wheel's
    build hook then falls back to pure Python), writing nothing."""
    env = {**os.environ, "CC": "no-such-cc-for-manastack"}
    done = subprocess.run([sys.executable, str(COMPILER), str(tmp_path / "out"),
                           "src/manastack/rules/rng.py"], capture_output=True, text=True,
                          cwd=ROOT, env=env)
    assert done.returncode != 0
    assert "no C compiler ('no-such-cc-for-manastack' is not on PATH)" in done.stderr
    assert not (tmp_path / "out").exists()
