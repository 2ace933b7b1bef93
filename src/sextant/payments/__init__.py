"""x402 payments: seller gate, facilitator wiring, in-flight guard, ledger and buyer."""

__all__ = [  # the public modules
    "buyer",
    "cli_support",
    "facilitator",
    "facilitator_app",
    "free_tier",
    "gate",
    "guard",
    "ledger",
    "seller",
    "terms",
    "v1",
]
