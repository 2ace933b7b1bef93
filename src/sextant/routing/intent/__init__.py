"""What a request asks for: values pulled from its words, the service that answers it, and the
paid endpoint of this service (with its body) when one does; ``model`` is the learned ranker."""

__all__ = [  # the public modules
    "extract",
    "intent",
    "model",
    "offchain",
    "paid_intents",
    "services",
]
