"""The deterministic NL→SQL planner: time phrases, intent, and one SQL recipe per family."""

__all__ = [  # the public modules
    "columns",
    "compile",
    "compose",
    "counterparty",
    "distribution",
    "facilitator_address",
    "gas",
    "plan",
    "reading",
    "restated",
    "timephrases",
    "words",
]
