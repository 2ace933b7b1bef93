"""Request and response models of the public interface (pure pydantic, no I/O)."""

__all__ = [  # the public modules
    "admin",
    "agent",
    "ask",
    "base",
    "bazaar",
    "errors",
    "marketa",
    "onchain_x402",
    "perpdex",
    "predmarket",
    "routing",
    "swapdex",
    "tip",
]
