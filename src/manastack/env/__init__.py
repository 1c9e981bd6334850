"""Environments for learning agents, thin over the public API (`pip install 'manastack[rl]'`).

* `manastack.env.pettingzoo`: a PettingZoo AEC environment for 2-6 players, Two-Headed
  Giant and Commander (`env(...)`, `raw_env`).
* `manastack.env.gymnasium`: one player against computer players (`make_agent`), registered
  as `manastack/Duel-v0` and `manastack/FreeForAll-v0`, and vector environments.
* `manastack.env.openspiel`: an OpenSpiel game, registered as `python_manastack`.
* `manastack.env.encoding`: the observation and action encoding the three share
  (docs/observations.md); observations come from `game.view(player)` only.

The submodules import their library; this package imports none of them.
"""
