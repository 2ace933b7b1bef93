"""ERC-8004 Identity, Reputation and Validation registries for the sandbox dev chain."""
