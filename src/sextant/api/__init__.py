"""HTTP routes. Every module here exposing ``router`` is mounted by the app factory."""

__all__ = [  # the public modules
    "a2a",
    "admin",
    "app",
    "ask",
    "bazaar",
    "claw",
    "client_rate",
    "deps",
    "errors",
    "limits",
    "marketa",
    "mcp",
    "mcp_server",
    "meta",
    "openapi",
    "ops",
    "perpdex",
    "routing",
    "sandbox",
    "tip",
]
