"""The routing engine: ``registry`` (the subgraph catalog), ``search``, ``intent`` (what a
request asks for), ``graphql`` (query building and execution), ``token_api`` (Token API
requests and their execution); ``engine.RoutingEngine`` puts them together. Its HTTP
surfaces (A2A, MCP) live in ``sextant.api``."""

__all__ = [  # the public modules
    "engine",
    "evaluation",
    "graphql",
    "intent",
    "registry",
    "search",
    "token_api",
]
