"""HTTP routes. Every module here exposing ``router`` is mounted by the app factory."""

__all__ = [  # the public modules
    "a2a",
    "app",
    "ask",
    "deps",
    "errors",
    "limits",
    "mcp",
    "mcp_server",
    "meta",
    "openapi",
    "perpdex",
    "routing",
    "sandbox",
    "tip",
]
