"""Operations: metrics, readiness and the operator dashboard."""

__all__ = [  # the public modules
    "dashboard",
    "metrics",
    "readiness",
    "snapshot",
]
