"""GET /bazaar/search (spec 2.13)."""

from __future__ import annotations

from pydantic import BaseModel


class BazaarResult(BaseModel):
    resource: str
    price_usdc: float
    network: str
    pay_to: str
    scheme: str
    description: str
    mime_type: str
    match_score: int


class BazaarSearchResponse(BaseModel):
    source: str
    total_indexed: int
    query: str
    results: list[BazaarResult]
