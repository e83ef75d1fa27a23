"""Two-player ways of playing in the window: hot-seat and tabletop matches, the French duel, puzzles for a friend.

``flow.py`` runs a match or a duel (whose turn, which screen), with the
match's rounds in ``match_rounds.py`` and the duel's turns in
``duel_turns.py`` (``flow_parts.py`` names what the flow lends them); ``pad.py`` is
the setter's pad where clicks hide atoms; ``curtain.py`` covers the table
while the seat changes; ``dock.py`` is the score sheet and turn panel;
``dialogs.py`` asks for names and options, a setter's announcement, and
shows a puzzle code.  The feature ``app/features/two_players.py`` puts them
in the menus.
"""
