"""`python -m manastack`: the same command line as the `manastack` script."""

from manastack.cli import app

app(prog_name="manastack")
