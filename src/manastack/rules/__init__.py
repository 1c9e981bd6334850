"""Rules engine core: objects, zones, mana, costs, the stack and turn structure."""
