"""ERC-8004 Identity, Reputation and Validation registries for the sandbox dev chain."""

__all__ = [  # the public modules
    "contracts",
    "deploy",
    "seed",
]
