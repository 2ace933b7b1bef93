"""HTTP routes. Every module here exposing ``router`` is mounted by the app factory."""
