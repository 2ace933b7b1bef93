"""The seventh routing set (``tests/data/routing_set7.jsonl``, 130 requests): written by a
helper who never read the routing code, the earlier sets' texts or any system output, for the
lead to score; no one who tuned routing saw it. Scored once on main before the session's
merge and once on the merged code; the lead then read the misses, so later figures are not
clean (figures in the test's docstring). The floors guard regressions only."""

from __future__ import annotations

from pathlib import Path

from sextant import catalog
from sextant.routing.engine import RoutingEngine
from sextant.routing.evaluation import evaluate, load_labels
from tests.routing.conftest import NOW

SET = Path(__file__).resolve().parents[1] / "data" / "routing_set7.jsonl"


def test_set_covers_every_paid_endpoint() -> None:
    rows = load_labels(SET)
    paid = {e.key for e in catalog.paid_endpoints() if e.path not in ("/", "/route")}
    labels = [r["service"] for r in rows]
    assert len(rows) == 130 and all(labels.count(k) >= 3 for k in paid)
    assert labels.count("none") >= 14 and sum(1 for r in rows if r.get("protocol")) >= 30


def test_seventh_set_scored_by_the_lead(engine: RoutingEngine) -> None:
    """Main before the merge (772ec93): 93.1 % top-1 (121/130), 94.3 % paid (66/70), 100 %
    protocol+network in the top 3 (30/30), charged-wrong 3/100, coverage 76.9 %. The first
    round's merged code (scored once): 92.3 %, 92.9 %, 100 %, charged-wrong 3/99, coverage
    76.2 %. The lead then read the misses, fixed the three charged-wrong kinds (a clause the
    request turns down, a transfer of the caller's funds) and briefed round hr4 on the
    unpaid kinds, so what follows is not clean: 99.2 % (129/130), 100 % (70/70), 100 %,
    charged-wrong 0/98, coverage 75.4 %."""
    report = evaluate(engine, load_labels(SET), NOW)
    print("\n".join(report.lines()))
    assert report.service_accuracy >= 0.98 and report.paid_accuracy >= 0.98, report.lines()
    assert report.top3_accuracy == 1.0 and report.charged_wrong == 0, report.lines()
