"""Operations: metrics, readiness and the operator dashboard."""
