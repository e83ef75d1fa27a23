"""The interactive tutorial: a fixed small board per side and a step card that waits for each action."""
