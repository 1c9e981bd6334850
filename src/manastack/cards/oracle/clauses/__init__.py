"""The clause families of the Oracle grammar: each NAME.lark with its semantics in NAME.py
(see `manastack.cards.oracle.transformer`)."""
