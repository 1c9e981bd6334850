"""Compile modules of manastack with mypyc into C extension modules (issue 16).

    python scripts/mypyc_compile.py OUT src/manastack/rules/context.py ... [--opt 3] [--jobs 2]

Used by the wheel's build hook (`hatch_build.py`) and by hand for measurements. The package
is copied into a scratch folder and compiled there, so the source tree is never written to;
the extension modules land in OUT at their paths inside the package (OUT/manastack/rules/
context.cpython-311-x86_64-linux-gnu.so, ...), ready to sit beside the .py files, which
they take precedence over at import. Each module is a C file of its own
(`separate=True`), so a C compiler can run on several at once and a change to one module
recompiles only that one.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "manastack"


class CompileUnavailable(RuntimeError):
    """No mypyc, no setuptools or no C compiler here: the build stays pure Python."""


def missing_tools() -> str | None:
    """Why nothing can be compiled here (a missing module or C compiler), or None."""
    for module in ("mypyc.build", "setuptools"):
        try:
            __import__(module)
        except ImportError:
            return f"{module.split('.')[0]} is not installed"
    compiler = os.environ.get("CC", "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler!r} is not on PATH)"
    return None


def _check_paths(modules: Sequence[str]) -> list[str]:
    """The modules as paths inside the package ("manastack/rules/context.py"); a module
    that isn't a .py file of the package is refused, naming it."""
    relative = []
    for module in modules:
        path = Path(module)
        parts = path.parts[1:] if path.parts[:1] == ("src",) else path.parts
        inside = Path(*parts)
        if not parts or parts[0] != PACKAGE or inside.suffix != ".py":
            raise ValueError(f"module to compile {module!r}: not a .py file of src/{PACKAGE}")
        if not (ROOT / "src" / inside).is_file():
            raise ValueError(f"module to compile {module!r}: no such file under {ROOT / 'src'}")
        relative.append(inside.as_posix())
    return relative


def _build_extensions(work: Path, modules: list[str], opt_level: str, jobs: int) -> None:
    """mypyc's C for `modules` and the C compiler on it, in `work` (the package's copy)."""
    from mypyc.build import mypycify
    from setuptools import Distribution

    extensions = mypycify([f"--config-file={ROOT / 'pyproject.toml'}", *modules],
                          opt_level=opt_level, separate=True, target_dir="build")
    dist = Distribution({"name": f"{PACKAGE}-mypyc", "ext_modules": extensions})
    dist.script_args = ["build_ext", "--inplace", "--parallel", str(max(1, jobs))]
    dist.parse_command_line()
    dist.run_commands()


def compile_modules(modules: Sequence[str], out: Path, opt_level: str = "3",
                    jobs: int | None = None) -> list[Path]:
    """Compile `modules` (paths of .py files of the package) and copy the extension modules
    into `out`; returns their paths relative to `out`. Raises CompileUnavailable when the
    tools are missing, and the compiler's own error when compiling fails."""
    reason = missing_tools()
    if reason:
        raise CompileUnavailable(reason)
    relative = _check_paths(modules)
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    with tempfile.TemporaryDirectory(prefix="manastack-mypyc-") as scratch:
        work = Path(scratch)
        shutil.copytree(ROOT / "src" / PACKAGE, work / PACKAGE,
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
        here = Path.cwd()
        os.chdir(work)
        try:
            _build_extensions(work, relative, opt_level, jobs or os.cpu_count() or 1)
        finally:
            os.chdir(here)
        built = sorted(p.relative_to(work) for p in work.glob("**/*")
                       if p.name.endswith(suffixes) and "build" not in p.relative_to(work).parts)
        for path in built:
            (out / path).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(work / path, out / path)
    return built


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="folder to copy the extension modules into")
    parser.add_argument("modules", nargs="+", help="src/manastack/... .py files to compile")
    parser.add_argument("--opt", default="3", help="C optimisation level (mypyc's opt_level)")
    parser.add_argument("--jobs", type=int, help="C compilations at once (default: the cores)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    built = compile_modules(args.modules, args.out, args.opt, args.jobs)
    seconds = time.perf_counter() - start
    size = sum((args.out / p).stat().st_size for p in built) / 1e6
    print(f"{len(built)} extension modules, {size:.1f} MB, in {seconds:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
