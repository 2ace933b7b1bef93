"""The x402 settlement warehouse: Parquet files, a SQL guard, NL→SQL and the /ask service."""

__all__ = [  # the public modules
    "answer",
    "backends",
    "calibration",
    "catalog",
    "cli",
    "columns",
    "gaps",
    "generate",
    "guard",
    "heavy",
    "ingest",
    "layout",
    "llm",
    "planner",
    "service",
]
