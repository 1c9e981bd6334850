"""Hatchling build hook: the wheel carries the rules core compiled with mypyc (issue 16).

Building the wheel (`pip install .`, `python -m build`) compiles the modules of the folders
pyproject.toml names (`[tool.hatch.build.targets.wheel.hooks.custom] compile`, but those in
`exclude`) into C extension
modules placed beside their .py files, which they take precedence over at import. The
build stays pure Python, with a message saying why, when

* MANASTACK_PURE_PYTHON=1 is set (then mypy and setuptools aren't even fetched),
* the install is editable (`pip install -e .`: the development install),
* mypyc, setuptools or a C compiler is missing, or compiling fails
  (MANASTACK_REQUIRE_COMPILED=1 turns these into errors instead, for CI).

MANASTACK_MYPYC_OPT sets the C optimisation level (default 3). `manastack.build_kind()`
and `manastack --version` tell which build is running.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

TOOLS = ["mypy>=1.10", "setuptools>=68"]


def _flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in ("1", "true", "yes", "on")


def _compiler_module(root: str) -> Any:
    """scripts/mypyc_compile.py, loaded by path (the build runs outside the package)."""
    path = Path(root) / "scripts" / "mypyc_compile.py"
    spec = importlib.util.spec_from_file_location("manastack_mypyc_compile", path)
    if spec is None or spec.loader is None:
        raise OSError(f"build hook: cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class MypycBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        return [] if _flag("MANASTACK_PURE_PYTHON") else list(TOOLS)

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        if _flag("MANASTACK_PURE_PYTHON"):
            self.app.display_info("manastack: pure Python build (MANASTACK_PURE_PYTHON is set)")
            return
        modules = self._modules()
        tool = _compiler_module(self.root)
        out = Path(tempfile.mkdtemp(prefix="manastack-compiled-"))
        try:
            built = tool.compile_modules(modules, out, os.environ.get("MANASTACK_MYPYC_OPT", "3"))
        except Exception as error:       # a missing tool or a failed compile: stay pure
            if _flag("MANASTACK_REQUIRE_COMPILED"):
                raise
            self.app.display_warning(f"manastack: pure Python build, not compiled: {error}")
            return
        for path in built:
            build_data["force_include"][str(out / path)] = path.as_posix()
        build_data["pure_python"] = False
        build_data["infer_tag"] = True
        self.app.display_info(f"manastack: {len(built)} modules compiled with mypyc")

    def _modules(self) -> list[str]:
        """The .py files of the `compile` folders (not their subfolders), but `exclude`."""
        options = {key: self.config.get(key, []) for key in ("compile", "exclude")}
        for key, paths in options.items():
            if not isinstance(paths, list) or not all(isinstance(p, str) for p in paths):
                raise TypeError(f"build hook option `{key}`: must be a list of paths")
        root = Path(self.root)
        found = (path.relative_to(root).as_posix() for folder in options["compile"]
                 for path in sorted((root / folder).glob("*.py")) if path.name != "__init__.py")
        return [path for path in found if path not in options["exclude"]]
