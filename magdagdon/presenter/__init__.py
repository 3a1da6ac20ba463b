"""The presenter, in plain Python (no Qt): a player's taps become engine actions, and the
engine's state becomes what the screen shows.

``presenter.Presenter`` decides; ``rows`` (cells, dice, score lines), ``buttons`` (what can be
pressed) and ``status`` (the status line's row) are its parts.
"""
