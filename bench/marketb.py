"""Benchmark: the cross-venue spread endpoints and /marketb/consensus-trend on the sandbox.

1. Per-call latency (median and p90 over ``--repeat`` calls) of the group work behind
   ``/marketb-marketa/spread``, ``/predmarket/spread`` and ``/marketb/consensus-trend``:
   venue reads through the in-process simulators plus matching, ladder alignment and signals.
   Upstream calls per request are counted on the HTTP clients.
2. A naive baseline measured in the same run, for each endpoint:
   - spreads: **word-only pairing with per-market fetching** (the original's shape): read the
     book of every candidate on both venues, then pair on Jaccard >= 0.25 alone;
   - consensus-trend: **per-market fetching**: one candlestick request per market of the
     event (the original read one undocumented history resource; this is the documented
     API without the batch endpoint).
   Printed as absolute figures and as a ratio (naive / ours) of time and upstream calls.
3. Matching quality, ours versus word-only (Jaccard >= 0.25, the original's rule), on the
   **train** split of the labelled pairs (the test split is kept for the one-time measure in
   ``tests/signals/test_matching.py``), with the per-pair cost of ``verify`` (dense included).

Upstream pacing is off (the simulators are in-process), so the times are our own cost.

    .venv/bin/python bench/marketb.py [--seed 402] [--repeat 7]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import statistics
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx

from sextant import catalog  # noqa: F401  (first: importing a venue first meets an import cycle)
from sextant.groups import marketb as trend_group
from sextant.groups import spread as pm_spread
from sextant.groups import spread_kalshi as k_spread
from sextant.groups.common import ResultSource
from sextant.sandbox import kalshi as ks_sim
from sextant.sandbox import limitless as lm_sim
from sextant.sandbox import polymarket as pm_sim
from sextant.signals import dense, matching
from sextant.venues.kalshi import KalshiClient
from sextant.venues.kalshi_facts import EXAMPLE_EVENT
from sextant.venues.limitless import LimitlessClient
from sextant.venues.limitless_records import markets_from_limitless
from sextant.venues.polymarket import PolymarketClient

TOPICS = ("bitcoin", "2028 presidential election", "fed rate cut", "ethereum", "cpi")
DATA = Path(__file__).parents[1] / "tests" / "data"


class Counter:
    def __init__(self) -> None:
        self.calls = 0

    async def hook(self, request: httpx.Request) -> None:
        self.calls += 1


def _http(app: Any, counter: Counter, base: str = "http://sim") -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=base,
                             event_hooks={"request": [counter.hook]})


def clients(seed: int, counter: Counter) -> tuple[KalshiClient, PolymarketClient, LimitlessClient]:
    kc = KalshiClient(_http(ks_sim.create_app(seed), counter, "http://sim/trade-api/v2"))
    pm = PolymarketClient(_http(pm_sim.create_data_app(seed), counter),
                          _http(pm_sim.create_gamma_app(seed), counter),
                          _http(pm_sim.create_clob_app(seed), counter))
    lm = LimitlessClient(_http(lm_sim.create_app(seed), counter))
    return kc, pm, lm


async def timed(job: Callable[[], Awaitable[Any]], repeat: int, counter: Counter
                ) -> tuple[float, float, float]:
    """(median ms, p90 ms, upstream calls per call)."""
    samples = []
    before = counter.calls
    for _ in range(repeat):
        start = time.perf_counter()
        await job()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    p90 = samples[min(len(samples) - 1, int(0.9 * len(samples)))]
    return statistics.median(samples), p90, (counter.calls - before) / repeat


# ----------------------------------------------------------------------------- naive baselines


async def naive_kalshi_spread(kc: KalshiClient, pm: PolymarketClient, topic: str) -> int:
    words = matching.content_words(topic)
    marketb = [m for e in await kc.events(status="open") for m in e.markets
               if words and words <= matching.content_words(f"{e.title} {m.title}")]
    marketa = [m for m in await pm.search(topic, 20) if m.status == "open" and m.yes is not None]
    for m in marketb:
        await kc.orderbook(m.market_id)
    for m in marketa:
        await pm.book(m.outcomes[0].outcome_id)
    return sum(1 for b in marketb for a in marketa if matching.jaccard(b.title, a.title) >= 0.25)


async def naive_pm_spread(pm: PolymarketClient, lm: LimitlessClient, topic: str) -> int:
    marketa = [m for m in await pm.search(topic, 20) if m.status == "open" and m.yes is not None]
    rows = [r for r in await lm.search(topic) if not r.get("markets")]
    marketc = markets_from_limitless(rows) if rows else []
    for m in marketa:
        await pm.book(m.outcomes[0].outcome_id)
    for m in marketc:
        await lm.orderbook(m.market_id)
    return sum(1 for a in marketa for c in marketc if matching.jaccard(a.title, c.title) >= 0.25)


async def naive_trend(kc: KalshiClient, ticker: str, now: datetime) -> int:
    event = await kc.event(ticker)
    assert event is not None
    series = event.series_ticker or ticker.split("-")[0]
    n = 0
    for m in event.markets:
        n += len(await kc.candlesticks(series, m.market_id, now - timedelta(days=3), now, 60))
    return n


# ----------------------------------------------------------------------------- matching quality


def quality(split: str) -> None:
    rows = [json.loads(line) for line in (DATA / f"market_pairs_{split}.jsonl").open()]
    tallies = {"ours": [0, 0, 0], "word-only": [0, 0, 0]}  # tp, fp, fn
    start = time.perf_counter()
    for r in rows:
        a, b = r["a"], r["b"]
        similarity = dense.similarity(matching.dense_text(a), matching.dense_text(b))
        ours = matching.verify(a, b, dense=similarity,
                               near=dense.word_similarity).same_condition
        words = matching.jaccard(a, b) >= 0.25
        for name, said in (("ours", ours), ("word-only", words)):
            t = tallies[name]
            if said and r["label"]:
                t[0] += 1
            elif said:
                t[1] += 1
            elif r["label"]:
                t[2] += 1
    per_pair = (time.perf_counter() - start) * 1000 / len(rows)
    print(f"matching on the {split} split ({len(rows)} pairs; {per_pair:.2f} ms/pair for both "
          "rules, dense included)")
    for name, (tp, fp, fn) in tallies.items():
        print(f"  {name:9s} precision {tp / max(1, tp + fp):.3f} recall {tp / max(1, tp + fn):.3f}"
              f" (tp {tp}, fp {fp}, fn {fn})")


async def main(seed: int, repeat: int) -> None:
    logging.getLogger("httpx").setLevel(logging.WARNING)
    counter = Counter()
    kc, pm, lm = clients(seed, counter)
    src = ResultSource("sandbox", datetime.now(UTC))
    now = datetime.now(UTC)
    dense.similarity("warm", "up")
    print(f"marketb bench (seed {seed}, {repeat} calls each; median / p90 ms per call, upstream "
          "calls per call)")
    rows = []
    for topic in TOPICS:
        ours = await timed(lambda t=topic: k_spread.marketb_marketa_spread(
            kc, pm, t, 10, src, {}), repeat, counter)
        naive = await timed(lambda t=topic: naive_kalshi_spread(kc, pm, t), repeat, counter)
        rows.append(("/marketb-marketa/spread", topic, ours, naive))
        ours = await timed(lambda t=topic: pm_spread.predmarket_spread(pm, lm, t, 10, src, {}),
                           repeat, counter)
        naive = await timed(lambda t=topic: naive_pm_spread(pm, lm, t), repeat, counter)
        rows.append(("/predmarket/spread", topic, ours, naive))
    ours = await timed(lambda: trend_group.consensus_trend(kc, EXAMPLE_EVENT, src, now), repeat,
                       counter)
    naive = await timed(lambda: naive_trend(kc, EXAMPLE_EVENT, now), repeat, counter)
    rows.append(("/marketb/consensus-trend", EXAMPLE_EVENT, ours, naive))
    for path, arg, (o50, o90, oc), (n50, n90, nc) in rows:
        print(f"  {path:25s} {arg[:26]:26s} ours {o50:7.1f} / {o90:7.1f} ms, {oc:4.1f} calls | "
              f"naive {n50:7.1f} / {n90:7.1f} ms, {nc:4.1f} calls | naive/ours time "
              f"{n50 / o50:4.2f}x calls {nc / max(oc, 1):4.2f}x")
    quality("train")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=402)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    asyncio.run(main(args.seed, args.repeat))
