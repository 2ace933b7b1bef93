"""x402 payments: seller gate, facilitator wiring, in-flight guard, ledger and buyer."""
