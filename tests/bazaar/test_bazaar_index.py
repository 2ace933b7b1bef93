"""The search index: match_score counts, the tie-break order, every filter."""

from __future__ import annotations

from datetime import UTC, datetime

from sextant.bazaar.index import Filters, SearchIndex, keywords
from sextant.venues.bazaar import Offer, Service


def svc(url: str, description: str = "", price: float = 0.01, network: str = "eip155:8453",
        payers: int = 0, schema: str = "", offers: tuple[Offer, ...] | None = None) -> Service:
    offer = Offer("exact", network, price, int(price * 1e6), "0x" + "ab" * 20, "0xusdc")
    return Service(resource=url, description=description, mime_type="application/json",
                   offers=offers or (offer,), last_updated=datetime(2025, 11, 1, tzinfo=UTC),
                   x402_version=2, schema_text=schema, payers_30d=payers)


def test_keywords_keep_words_of_three_or_more_characters_once() -> None:
    assert keywords("Weather, weather FORECAST in NY 2025!") == ["weather", "forecast", "2025"]
    assert keywords("a b to") == []


def test_results_are_ordered_by_keyword_count_across_url_description_and_schema() -> None:
    index = SearchIndex([
        svc("https://a.xyz/weather", "weather"),  # 2
        svc("https://b.xyz/x", "weather weather forecast", schema='{"weather": 1}'),  # 4
        svc("https://c.xyz/x", "nothing relevant"),
        svc("https://d.xyz/weatherapi", "forecast"),  # prefix: weatherapi counts once; 2
    ])
    hits = index.search(["weather", "forecast"], Filters(), 10)
    assert [h.service.resource for h in hits][:1] == ["https://b.xyz/x"]
    assert [h.match_score for h in hits] == [4, 2, 2]
    assert "https://c.xyz/x" not in {h.service.resource for h in hits}


def test_a_keyword_matches_word_starts_not_the_inside_of_words() -> None:
    index = SearchIndex([svc("https://m.xyz/method", "ethereum gas"),
                         svc("https://n.xyz/something", "a method")])
    hits = index.search(["eth"], Filters(), 10)
    assert [h.service.resource for h in hits] == ["https://m.xyz/method"]


def test_ties_go_to_live_then_bm25_then_payers_then_price() -> None:
    long_text = "weather " + "filler words here " * 30
    index = SearchIndex([
        svc("https://long.xyz/a", long_text),
        svc("https://short.xyz/a", "weather"),
        svc("https://paid.xyz/a", "weather", payers=50),
        svc("https://cheap.xyz/a", "weather", price=0.001, payers=50),
        svc("https://dead.xyz/a", "weather"),
        svc("https://live.xyz/a", long_text),
    ], live={"https://dead.xyz/a": False, "https://live.xyz/a": True})
    order = [h.service.resource for h in index.search(["weather"], Filters(), 10)]
    assert order[0] == "https://live.xyz/a"  # same count: a live seller first
    assert order[-1] == "https://dead.xyz/a"  # a dead one last
    middle = order[1:-1]
    # shorter texts (higher BM25) before the long one; equal BM25: payers, then price
    assert middle[-1] == "https://long.xyz/a"
    assert middle[:3] == ["https://cheap.xyz/a", "https://paid.xyz/a", "https://short.xyz/a"]


def test_max_price_and_network_filter_and_pick_the_option_that_passed() -> None:
    two = (Offer("exact", "eip155:8453", 0.5, 500_000, "0x1", "a"),
           Offer("exact", "eip155:137", 0.02, 20_000, "0x2", "b"))
    index = SearchIndex([svc("https://two.xyz/a", "token price", offers=two),
                         svc("https://base.xyz/a", "token price", price=0.05)])
    cheap = index.search(["token"], Filters(max_price=0.03), 10)
    assert [(h.service.resource, h.offer.network) for h in cheap] == [
        ("https://two.xyz/a", "eip155:137")]
    base = index.search(["token"], Filters(network="eip155:8453"), 10)
    assert {h.service.resource: h.offer.price_usdc for h in base} == {
        "https://two.xyz/a": 0.5, "https://base.xyz/a": 0.05}
    assert index.search(["token"], Filters(network="eip155:10"), 10) == []


def test_live_only_and_limit() -> None:
    services = [svc(f"https://s{i}.xyz/a", "swap quote") for i in range(30)]
    index = SearchIndex(services, live={"https://s3.xyz/a": True})
    assert len(index.search(["swap"], Filters(), 25)) == 25
    live = index.search(["swap"], Filters(live_only=True), 25)
    assert [h.service.resource for h in live] == ["https://s3.xyz/a"]
    index.set_live("https://s4.xyz/a", True)
    assert len(index.search(["swap"], Filters(live_only=True), 25)) == 2
    assert index.live_counts() == {"live": 2, "dead": 0, "unchecked": 28}
