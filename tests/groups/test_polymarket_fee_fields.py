"""Polymarket's fee fields as the Gamma simulator serves them, and the spread after fees.

The simulator gives crypto and sports markets the recordings' fee schedules
(``polymarket_facts.FEES_BY_CATEGORY``) and every other market ``feesEnabled: false``; the
``/predmarket/spread`` edge must be the executable edge under exactly those fees.
"""

from __future__ import annotations

import pytest

from sextant.groups import spread as group
from sextant.groups import spread_ladder as lad
from sextant.runtime import Runtime
from sextant.signals import spread as sig
from sextant.venues.limitless import LimitlessClient
from sextant.venues.limitless_records import markets_from_limitless
from sextant.venues.polymarket import PolymarketClient
from sextant.venues.predmarket import Market


async def _pair_markets(pm: PolymarketClient, lm: LimitlessClient, topic: str,
                        pair: group.SpreadPair) -> tuple[Market, Market]:
    queries = group.topic_queries(topic)  # as the group searches: the topic and its aliases
    found = await lad.search_with_aliases(lambda q: pm.search(q, group.SEARCH_LIMIT), queries)
    rows = await lad.search_with_aliases(lm.search, queries)
    a = next(m for m in found if m.title == pair.marketa_question)
    c = next(m for m in markets_from_limitless([r for r in rows if not r.get("markets")])
             if m.market_id == pair.marketc_slug)
    return a, c


@pytest.mark.parametrize(("topic", "rate"), [
    ("ethereum", 0.07),  # a crypto market: fee-enabled
    ("2028 presidential election", None),  # politics: no fee
])
async def test_spread_after_fees_uses_the_served_fee_schedule(
    runtime: Runtime, topic: str, rate: float | None,
) -> None:
    pm, lm = runtime.venue(PolymarketClient), runtime.venue(LimitlessClient)
    out = await group.predmarket_spread(pm, lm, topic, 5, None, {})  # type: ignore[arg-type]
    pair = next(p for p in out.pairs if p.alignment == "same_market")
    a, c = await _pair_markets(pm, lm, topic, pair)
    if rate is None:  # politics: no fee fields beyond the flag, as gamma_event.json shows
        assert a.raw["feesEnabled"] is False and a.raw["feeType"] is None
        assert "feeSchedule" not in a.raw
    else:  # crypto: the recordings' crypto_fees_v2 schedule
        assert a.raw["feesEnabled"] is True and a.raw["feeType"] == "crypto_fees_v2"
        assert a.raw["feeSchedule"] == {"exponent": 1, "rate": rate, "takerOnly": True,
                                        "rebateRate": 0.2}
    book_a = await pm.book(a.outcomes[0].outcome_id)
    book_c = await lm.orderbook(c.market_id)
    pm_fee = sig.polymarket_fee(rate) if rate is not None else sig.no_fee
    expected = sig.executable_edge(book_a, book_c, pm_fee, group.limitless_fee(c))
    free = sig.executable_edge(book_a, book_c, sig.no_fee, group.limitless_fee(c))
    assert pair.edge_after_fees == expected.edge_after_fees
    assert pair.fillable_contracts == expected.fillable_contracts
    assert lad.polymarket_fee(a)(100, 0.5) == pytest.approx(100 * (rate or 0.0) * 0.25)
    if rate is not None:  # the fee is really charged: the edge is below the fee-free one
        assert expected.edge_after_fees is not None and free.edge_after_fees is not None
        assert expected.edge_after_fees < free.edge_after_fees
    else:
        assert expected.edge_after_fees == free.edge_after_fees
