"""The operator dashboard: figures from the ledger (shared by every replica) and from this
instance's metrics, rendered server-side as HTML; the charts are drawn by the package's own
Chart.js (``sextant/static``), never a CDN."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, timedelta
from html import escape
from importlib import resources
from typing import TYPE_CHECKING, Any

from sextant.observability import snapshot
from sextant.payments.ledger_report import usd

if TYPE_CHECKING:
    from sextant.runtime import Runtime

DAYS = 30
RECENT = 20
ROUTES = 12  # the busiest routes charted
#: The files ``/dashboard/static/<name>`` serves, with their media types.
STATIC = {"chart.umd.min.js": "text/javascript", "dashboard.js": "text/javascript",
          "chart.js.LICENSE.md": "text/markdown"}
CSP = ("default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; "
       "form-action 'self'; frame-ancestors 'none'; base-uri 'none'")


def static_file(name: str) -> bytes | None:
    """The bytes of one served static file (``None`` for any other name)."""
    if name not in STATIC:
        return None
    return resources.files("sextant").joinpath("static", name).read_bytes()


async def dashboard_data(runtime: Runtime) -> dict[str, Any]:
    """Everything the dashboard shows, as JSON-ready data."""
    since = (datetime.now(UTC) - timedelta(days=DAYS - 1)).date().isoformat()
    report = await runtime.ledger.report(since=since, top=10)
    recent = await runtime.ledger.entries(RECENT, all_instances=True)
    return {
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "since": since,
        "totals": report.to_json()["totals"],
        "revenue_by_day": [{"day": d, "atomic": a, "usd": float(usd(a))}
                           for d, a in report.revenue_by("day").items()],
        "revenue_by_endpoint": [{"endpoint": e, "atomic": a, "usd": float(usd(a))}
                                for e, a in report.revenue_by("endpoint").items()],
        "top_payers": [{"payer": p.payer, "payments": p.payments, "usd": usd(p.amount_atomic)}
                       for p in report.top_payers],
        "routes": [{"route": r.route, "calls": r.calls, "errors": r.errors,
                    "payment_required": r.payment_required,
                    "error_pct": round(100 * r.error_rate, 2),
                    "percentiles_ms": r.percentiles_ms} for r in snapshot.routes()[:ROUTES]],
        "upstreams": [{"upstream": u.upstream, "calls": u.calls, "errors": u.errors,
                       "mean_ms": u.mean_ms} for u in snapshot.upstreams()],
        "recent": [{"settled_at": e.settled_at, "endpoint": e.endpoint, "direction": e.direction,
                    "amount_usd": usd(e.amount_atomic), "payer": e.payer, "tx_hash": e.tx_hash,
                    "handler_ms": e.handler_ms} for e in recent],
        "instance": {"pid": os.getpid(), "mode": runtime.settings.mode.value},
    }


def _table(headers: list[str], rows: list[list[Any]], empty: str) -> str:
    if not rows:
        return f"<p class='empty'>{escape(empty)}</p>"
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in row) + "</tr>"
                   for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _section(title: str, inner: str) -> str:
    return f"<section><h2>{escape(title)}</h2>{inner}</section>"


def _canvas(chart_id: str, width: int = 560, height: int = 260) -> str:
    return f"<canvas id='{chart_id}' width='{width}' height='{height}'></canvas>"


def render(data: dict[str, Any]) -> str:
    """The dashboard page for ``data`` (from ``dashboard_data``)."""
    totals = data["totals"]
    # JSON in a non-executed script element; "<" escaped so no text can close the element.
    embedded = json.dumps(data, separators=(",", ":")).replace("<", "\\u003c")
    sections = [
        _section(f"Revenue per day (since {data['since']})", _canvas("revenue-day")),
        _section("Revenue per endpoint", _canvas("revenue-endpoint")),
        _section("Calls and 5xx rate per route (this instance)", _canvas("calls", 1140)),
        _section("Latency percentiles per route (this instance)", _canvas("latency", 1140)),
        _section("Upstream health (this instance)", _canvas("upstreams") + _table(
            ["upstream", "calls", "failed", "mean ms"],
            [[u["upstream"], u["calls"], u["errors"], u["mean_ms"]] for u in data["upstreams"]],
            "no upstream calls yet")),
        _section("Top payers", _table(
            ["payer", "payments", "USD"],
            [[p["payer"], p["payments"], p["usd"]] for p in data["top_payers"]],
            "no payments yet")),
        _section("Recent payments", _table(
            ["settled at", "endpoint", "direction", "USD", "payer", "tx", "handler ms"],
            [[r["settled_at"], r["endpoint"], r["direction"], r["amount_usd"], r["payer"],
              r["tx_hash"], r["handler_ms"]] for r in data["recent"]],
            "no payments yet")),
    ]
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sextant operator dashboard</title>
<style>
body {{ font: 14px system-ui, sans-serif; margin: 24px; color: #111; background: #fff; }}
section {{ display: inline-block; vertical-align: top; margin: 0 24px 24px 0; }}
table {{ border-collapse: collapse; font-size: 12px; }}
td, th {{ border-bottom: 1px solid #ddd; padding: 2px 8px; text-align: left; }}
.totals span {{ margin-right: 24px; }} .empty {{ color: #777; }}
</style></head>
<body data-charts="pending">
<h1>Sextant operator dashboard</h1>
<p class="totals"><span>revenue {escape(totals['revenue_usd'])} USD
({totals['inbound_payments']} payments)</span><span>spent {escape(totals['spent_usd'])} USD
({totals['outbound_payments']} payments)</span><span>net {escape(totals['net_usd'])} USD</span>
<span>{escape(data['instance']['mode'])} mode, instance pid {data['instance']['pid']},
{escape(data['generated_at'])}</span></p>
{''.join(sections)}
<script id="dashboard-data" type="application/json">{embedded}</script>
<script src="/dashboard/static/chart.umd.min.js"></script>
<script src="/dashboard/static/dashboard.js"></script>
</body></html>"""


LOGIN_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sextant operator dashboard</title></head>
<body><h1>Sextant operator dashboard</h1><p>{message}</p>
<form method="post" action="/dashboard/login">
<label>Admin token <input type="password" name="token" id="token" autocomplete="off"></label>
<button type="submit" id="sign-in">Sign in</button></form></body></html>"""
