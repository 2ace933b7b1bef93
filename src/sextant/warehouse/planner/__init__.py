"""The deterministic NL→SQL planner: time phrases, intent, and one SQL recipe per family."""

__all__ = [  # the public modules
    "compile",
    "compose",
    "counterparty",
    "distribution",
    "gas",
    "plan",
    "reading",
    "timephrases",
    "words",
]
