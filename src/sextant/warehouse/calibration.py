"""Calibration of the synthetic history on real x402-on-Base figures.

Built from ``../shared/fixtures/x402/amp-datasets`` (daily counts and volumes, facilitator
settlement counts, top payers and recipients with their lifetime counts, volumes and active
windows, recent payment amounts) and packaged as ``calibration.json`` so the service does not
need the fixtures at run time. ``python -m sextant.warehouse.calibration <fixtures dir>``
rebuilds the packaged file.
"""

from __future__ import annotations

import json
import statistics
import sys
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache
from pathlib import Path
from typing import Any

PACKAGED = Path(__file__).with_name("calibration.json")
#: The snapshot's last full day in the fixture is 2026-05-27 (05-28 is partial); the warehouse
#: range of the reference service ends on 2026-06-03, so the last days are extrapolated.
HISTORY_END = date(2026, 6, 3)
EXTRAPOLATE_FROM_DAYS = 14


@dataclass(frozen=True)
class Party:
    """A heavy payer or recipient: lifetime count, volume (USDC) and active window."""

    address: str
    payments: int
    volume: float
    first_ts: int
    last_ts: int


@dataclass(frozen=True)
class Calibration:
    days: list[date]
    counts: list[int]  # real settlements per day (extrapolated at the end)
    volumes: list[float]  # real USDC volume per day
    facilitators: list[tuple[str, str, int]]  # (address, name, lifetime settlements)
    payers: list[Party]
    recipients: list[Party]
    price_points: list[tuple[float, float]]  # (amount USDC, weight) of ordinary payments

    @property
    def total(self) -> int:
        return sum(self.counts)


def build_from_fixtures(root: Path) -> dict[str, Any]:
    """The calibration document from the fixture folder ``.../fixtures/x402``."""
    amp = root / "amp-datasets"
    daily = json.loads((amp / "daily_stats.json").read_text())["data"]["x402DailyStats"]
    by_day = {
        r["date"]: (int(r["eip3009Payments"]), int(r["totalVolume"]) / 1e6) for r in daily
    }
    last_full = max(by_day)
    del by_day[last_full]  # the snapshot day is partial
    days = sorted(by_day)
    tail = [by_day[d] for d in days[-EXTRAPOLATE_FROM_DAYS:]]
    mean_count = round(statistics.fmean(c for c, _ in tail))
    mean_volume = statistics.fmean(v for _, v in tail)
    day = date.fromisoformat(days[-1]) + timedelta(days=1)
    while day <= HISTORY_END:
        by_day[day.isoformat()] = (mean_count, mean_volume)
        day += timedelta(days=1)
    days = sorted(by_day)
    facs = json.loads((amp / "facilitators.json").read_text())["data"]["facilitators"]
    recent = json.loads((amp / "recent_payments.sample.json").read_text())["data"]["x402Payments"]
    amounts = [round(float(p["amountDecimal"]), 6) for p in recent]
    points = {a: amounts.count(a) / len(amounts) for a in sorted(set(amounts))}

    def parties(name: str) -> list[dict[str, Any]]:
        rows = json.loads((amp / name).read_text())["data"]["x402AddressSummaries"]
        return [
            {"address": r["address"], "payments": int(r["totalPayments"]),
             "volume": float(r["totalVolumeDecimal"]),
             "first_ts": int(r["firstPaymentTimestamp"]),
             "last_ts": int(r["lastPaymentTimestamp"])}
            for r in rows
        ]

    return {
        "source": "fixtures/x402/amp-datasets (x402-omnigraph snapshot, block 46,504,836)",
        "days": days,
        "counts": [by_day[d][0] for d in days],
        "volumes": [round(by_day[d][1], 6) for d in days],
        "facilitators": [
            [f["address"], f["name"], int(f["totalSettlements"])]
            for f in facs if int(f["totalSettlements"]) > 0
        ],
        "payers": parties("top_payers.sample.json"),
        "recipients": parties("top_recipients.sample.json"),
        "price_points": [[a, w] for a, w in points.items()],
    }


def from_document(doc: dict[str, Any]) -> Calibration:
    return Calibration(
        days=[date.fromisoformat(d) for d in doc["days"]],
        counts=[int(c) for c in doc["counts"]],
        volumes=[float(v) for v in doc["volumes"]],
        facilitators=[(str(a), str(n), int(c)) for a, n, c in doc["facilitators"]],
        payers=[Party(**p) for p in doc["payers"]],
        recipients=[Party(**p) for p in doc["recipients"]],
        price_points=[(float(a), float(w)) for a, w in doc["price_points"]],
    )


@lru_cache(maxsize=1)
def load() -> Calibration:
    """The packaged calibration."""
    return from_document(json.loads(PACKAGED.read_text()))


if __name__ == "__main__":  # pragma: no cover
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("../shared/fixtures/x402")
    PACKAGED.write_text(json.dumps(build_from_fixtures(target)))
    print(f"wrote {PACKAGED}")
