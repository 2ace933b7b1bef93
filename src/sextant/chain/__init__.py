"""The embedded dev chain and the EIP-3009 USDC-like token it settles in."""
