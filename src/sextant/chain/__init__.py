"""The sandbox dev chain: the chain service (its own process), its supervisor, the API's client
of it, and the EIP-3009 USDC-like token it settles in."""

__all__ = [  # the public modules
    "client",
    "devchain",
    "facilitator",
    "facts",
    "service",
    "supervisor",
    "token",
]
