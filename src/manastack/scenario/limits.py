"""The sizes a scenario may have (docs/scenarios.md, "Limits").

Real scenarios stay far below them (the largest in tests/scenarios/ is a few kilobytes);
they exist so that a hostile or careless file fails with a ScenarioError instead of
costing unbounded time or memory.
"""

MAX_FILE_BYTES = 1_000_000        # a scenario file, in bytes (or characters, for text)
MAX_NODES = 200_000               # YAML values in the document, aliases counted as expanded
MAX_DEPTH = 40                    # mappings and lists nested in one another
MAX_SCALAR_CHARS = 20_000         # one text value (an Oracle text is at most ~1,000)
MAX_NUMBER_DIGITS = 20            # digits of a number as written (a 64-bit seed has 20)
MAX_NUMBER = 1_000_000_000        # life, counters, damage, turn, ...: at most this, in size
MAX_CARD_NAME = 200               # characters of a card name (the longest real one: 141)
MAX_ZONE_CARDS = 5_000            # cards in one zone of one player
MAX_OBJECTS = 20_000              # objects in the whole position
MAX_POOL_MANA = 1_000             # mana in one player's pool
MAX_SCRIPT_STEPS = 10_000         # steps of a script
MAX_PASSES = 10_000               # the N of one `pass: N`
