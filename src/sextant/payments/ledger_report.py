"""Ledger reports: revenue by endpoint and day, top payers (``sextant ledger report``, the
operator dashboard). Aggregated in SQL by either ledger; amounts in the asset's atomic units
(USDC: 6 decimals)."""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from decimal import Decimal
from typing import Any

USDC_DECIMALS = 6
INBOUND = "in"
OUTBOUND = "out"


def usd(atomic: int) -> str:
    """``12345`` -> ``"0.012345"``."""
    return f"{Decimal(atomic).scaleb(-USDC_DECIMALS):.{USDC_DECIMALS}f}"


@dataclass(frozen=True)
class DayRow:
    day: str  # YYYY-MM-DD (UTC)
    endpoint: str
    direction: str
    payments: int
    amount_atomic: int


@dataclass(frozen=True)
class PayerRow:
    payer: str
    payments: int
    amount_atomic: int


@dataclass(frozen=True)
class LedgerReport:
    since: str | None
    until: str | None
    by_day: list[DayRow]
    top_payers: list[PayerRow] = field(default_factory=list)

    def _sum(self, direction: str) -> tuple[int, int]:
        rows = [r for r in self.by_day if r.direction == direction]
        return sum(r.payments for r in rows), sum(r.amount_atomic for r in rows)

    @property
    def revenue_atomic(self) -> int:
        return self._sum(INBOUND)[1]

    @property
    def spent_atomic(self) -> int:
        return self._sum(OUTBOUND)[1]

    def revenue_by(self, key: str) -> dict[str, int]:
        """Inbound atomic amounts by ``"day"`` or ``"endpoint"``, sorted by key."""
        out: dict[str, int] = defaultdict(int)
        for row in self.by_day:
            if row.direction == INBOUND:
                out[getattr(row, key)] += row.amount_atomic
        return dict(sorted(out.items()))

    def to_json(self) -> dict[str, Any]:
        inbound, outbound = self._sum(INBOUND), self._sum(OUTBOUND)
        return {
            "since": self.since, "until": self.until,
            "totals": {"inbound_payments": inbound[0], "revenue_usd": usd(inbound[1]),
                       "outbound_payments": outbound[0], "spent_usd": usd(outbound[1]),
                       "net_usd": usd(inbound[1] - outbound[1])},
            "by_endpoint_and_day": [{**asdict(r), "amount_usd": usd(r.amount_atomic)}
                                    for r in self.by_day],
            "top_payers": [{**asdict(r), "amount_usd": usd(r.amount_atomic)}
                           for r in self.top_payers],
        }


def report_queries(table: str, place: str, since: str | None, until: str | None,
                   top: int) -> list[tuple[str, tuple[Any, ...]]]:
    """The two aggregate queries (by endpoint and day; top payers) with their arguments.

    ``place`` is the driver's placeholder (``?`` or ``%s``); days are inclusive UTC dates.
    """
    where, args = [], []
    if since:
        where.append(f"settled_at >= {place}")
        args.append(since)
    if until:  # settled_at is ISO 8601: everything of that day sorts below the next "T"
        where.append(f"settled_at < {place}")
        args.append(until + "U")
    clause = f"WHERE {' AND '.join(where)}" if where else ""
    payer_clause = f"{clause} {'AND' if where else 'WHERE'} direction = '{INBOUND}'"
    return [
        (f"SELECT substr(settled_at, 1, 10) AS day, endpoint, direction, COUNT(*), "
         f"SUM(amount_atomic) FROM {table} {clause} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3",
         tuple(args)),
        (f"SELECT payer, COUNT(*), SUM(amount_atomic) AS total FROM {table} {payer_clause} "
         f"GROUP BY payer ORDER BY total DESC, payer LIMIT {place}", (*args, top)),
    ]


def build_report(since: str | None, until: str | None, day_rows: list[Any],
                 payer_rows: list[Any]) -> LedgerReport:
    """A report from the rows of ``report_queries``."""
    return LedgerReport(
        since, until,
        [DayRow(str(d), str(e), str(k), int(n), int(a)) for d, e, k, n, a in day_rows],
        [PayerRow(str(p), int(n), int(a)) for p, n, a in payer_rows],
    )


def as_csv(report: LedgerReport) -> str:
    """One CSV table: a ``kind`` column tells endpoint-day rows from payer rows."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["kind", "day", "endpoint", "direction", "payer", "payments",
                     "amount_atomic", "amount_usd"])
    for r in report.by_day:
        writer.writerow(["endpoint_day", r.day, r.endpoint, r.direction, "", r.payments,
                         r.amount_atomic, usd(r.amount_atomic)])
    for p in report.top_payers:
        writer.writerow(["payer", "", "", INBOUND, p.payer, p.payments, p.amount_atomic,
                         usd(p.amount_atomic)])
    return out.getvalue()
