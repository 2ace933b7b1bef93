"""Pure signal functions: typed records in, results out; no I/O."""

__all__ = [  # the public modules
    "perpdex",
]
