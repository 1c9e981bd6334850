"""Players that make decisions: uniformly random, and (later) smarter ones."""
