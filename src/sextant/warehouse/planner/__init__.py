"""The deterministic NL→SQL planner: time phrases, intent, and one SQL recipe per family."""

__all__ = [  # the public modules
    "arithmetic",
    "cohort",
    "columns",
    "compile",
    "compose",
    "counterparty",
    "daykinds",
    "distribution",
    "facilitator_address",
    "gas",
    "hours",
    "plan",
    "ranked",
    "reading",
    "restated",
    "timephrases",
    "words",
]
