"""Endpoint groups: the orchestration between the HTTP routes and the venues and signals."""

__all__ = [  # the public modules
    "common",
    "perpdex",
]
