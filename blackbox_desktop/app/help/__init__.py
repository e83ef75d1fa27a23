"""The in-app help: the rules with diagrams traced by the engine, and the About box."""
