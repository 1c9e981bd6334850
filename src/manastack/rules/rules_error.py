"""The engine's own failure, in a module that stays interpreted.

mypyc compiles no subclass of a builtin exception other than `Exception` itself, so
`RulesError` (a `RuntimeError`) lives here, outside the compiled modules (issue 16), and
`manastack.rules.context` re-exports it.
"""

from __future__ import annotations


class RulesError(RuntimeError):
    """The engine reached a state the rules do not allow: a bug, never a user error."""
