"""GET /bazaar/search (spec 2.13)."""

from __future__ import annotations

from pydantic import BaseModel, Field


class BazaarResult(BaseModel):
    resource: str = Field(description="the paid resource's URL")
    price_usdc: float = Field(description="price of the cheapest option passing the filters")
    network: str = Field(description="CAIP-2 id of that option's network (eip155:8453)")
    network_name: str = Field(description="short name of the network (base)")
    pay_to: str
    scheme: str = Field(description="payment scheme, for example exact or upto")
    description: str
    mime_type: str
    last_updated: str | None = Field(description="when the facilitator last updated it, ISO")
    match_score: int = Field(description="keyword match count: occurrences of the query's "
                                         "keywords in URL, description and output schema")
    relevance: float = Field(description="BM25 score: the tie-break within one match_score")
    live: bool | None = Field(description="answered a valid x402 402 when last probed; null: "
                                          "not probed yet")
    checked_at: str | None = Field(description="when liveness was last probed")
    calls_30d: int = Field(description="paid calls in the last 30 days, where listed")
    payers_30d: int = Field(description="unique payers in the last 30 days, where listed")


class BazaarIndexStatus(BaseModel):
    source: str
    total_indexed: int
    last_sync_at: str | None
    last_sync_ok: bool | None
    last_sync_error: str | None = None
    last_sync_counts: dict[str, int] | None = None
    sync_every_seconds: int
    liveness: dict[str, int]


class BazaarSearchResponse(BaseModel):
    source: str = Field(description="the discovery API the index is synced from")
    total_indexed: int
    query: str
    keywords: list[str] = Field(description="the keywords matched (words of 3+ characters)")
    network: str | None = Field(description="the network filter, normalised to CAIP-2")
    results: list[BazaarResult]
    index: BazaarIndexStatus
