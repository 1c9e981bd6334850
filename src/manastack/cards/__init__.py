"""Card data: the bundled Oracle database, decklists and card definitions."""
