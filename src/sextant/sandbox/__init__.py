"""Deterministic simulators of the upstreams (sandbox mode)."""
