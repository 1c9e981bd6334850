"""Test configuration: this folder holds helper modules shared by the test folders
(`helpers.py`, `strategies.py`, `draw_helpers.py`); pytest puts it on sys.path because this
file is here."""
