"""The window's helpers for the assistant, the computer experimenter and booklets.

Terms:

job
    A slow model call (counting arrangements, choosing a ray, the computer's
    next move) run on a background thread; its result comes back to the GUI
    thread through a Qt signal.  A newer job of the same runner makes the
    older one stale: its ``cancel`` callable turns True and its result is
    dropped.
session
    One game on one side of the board, from the moment it is started or
    loaded until another one replaces it; undo and redo stay in the session.
"""
