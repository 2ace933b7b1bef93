"""Pure signal functions: typed records in, results out; no I/O."""

__all__ = [  # the public modules
    "agent",
    "claw",
    "consensus",
    "dense",
    "ladder",
    "market_names",
    "market_words",
    "marketa",
    "matching",
    "narrative",
    "perpdex",
    "qualifiers",
    "roles",
    "sports",
    "spread",
    "swapdex",
]
