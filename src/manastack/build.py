"""Which build of manastack is running: compiled with mypyc, or pure Python (issue 16).

A wheel built where mypyc and a C compiler are available carries some modules as C
extension modules beside their .py files; Python's import system loads an extension
module in preference to the source file of the same name, so the modules that run
compiled are exactly those with an extension module in the package.
"""

from __future__ import annotations

import importlib.machinery
from importlib import metadata
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def compiled_modules(package: Path = _PACKAGE) -> tuple[str, ...]:
    """The dotted names of the modules of `package` (this one by default) that import as
    compiled extension modules, sorted; empty for the pure-Python build."""
    names = set()
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        for path in package.rglob(f"*{suffix}"):
            stem = path.name[: -len(suffix)]
            if (path.parent / f"{stem}.py").exists():      # not mypyc's shared library
                module = path.relative_to(package.parent).with_name(stem)
                names.add(".".join(module.parts))
    return tuple(sorted(names))


def build_kind() -> str:
    """"compiled (N modules)" or "pure Python"."""
    count = len(compiled_modules())
    return f"compiled ({count} modules, mypyc)" if count else "pure Python"


def version() -> str:
    """The installed distribution's version and build kind, e.g. "0.1.0, pure Python"."""
    try:
        number = metadata.version("manastack")
    except metadata.PackageNotFoundError:
        number = "unknown (not installed)"
    return f"{number}, {build_kind()}"
