"""manastack: a Magic: The Gathering rules engine in pure Python."""
