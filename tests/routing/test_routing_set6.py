"""The sixth routing set (``tests/data/routing_set6.jsonl``, 130 requests): written by a
helper who never read the routing code, the earlier sets' texts or any system output, for the
lead to score; no one who tuned routing saw it. Scored once on main before the session's
merge and once on the merged code (figures in the test's docstring). The floors guard
regressions only: the misses were read after the last scoring."""

from __future__ import annotations

from pathlib import Path

from sextant import catalog
from sextant.routing.engine import RoutingEngine
from sextant.routing.evaluation import evaluate, load_labels
from tests.routing.conftest import NOW

SET = Path(__file__).resolve().parents[1] / "data" / "routing_set6.jsonl"


def test_set_covers_every_paid_endpoint() -> None:
    rows = load_labels(SET)
    paid = {e.key for e in catalog.paid_endpoints() if e.path not in ("/", "/route")}
    labels = [r["service"] for r in rows]
    assert len(rows) == 130 and all(labels.count(k) >= 3 for k in paid)
    assert labels.count("none") >= 12 and sum(1 for r in rows if r.get("protocol")) >= 30


def test_sixth_set_scored_by_the_lead(engine: RoutingEngine) -> None:
    """Main before the merge (7f4974a): 95.4 % top-1 (124/130), 98.6 % paid (69/70), 100 %
    protocol+network in the top 3 (31/31), charged-wrong 0/105, coverage 80.8 %. The merged
    code (scored once): 95.4 %, 98.6 %, 100 %, charged-wrong 0/104, coverage 80.0 %.
    Round hr3 (not tuned on this set; aggregates read once before and once after, misses
    never read): 93.8 % top-1 (122/130), 97.1 % paid (68/70), 100 %, charged-wrong 0/105,
    coverage 80.8 %: two answers fewer right than before, not charged either way; the
    floors were lowered to that, for the lead to judge (the round's test split rose from
    96.3 / 94.9 % to 97.9 / 97.2 % and its charged-wrong from 3/638 to 0/645). Round hr4's
    rules (not tuned on this set; aggregates only; its refit was dropped): 97.7 % top-1
    (127/130), 98.6 % paid, 100 %, charged-wrong 0/107, coverage 82.3 %."""
    report = evaluate(engine, load_labels(SET), NOW)
    print("\n".join(report.lines()))
    assert report.service_accuracy >= 0.95 and report.paid_accuracy >= 0.98, report.lines()
    assert report.top3_accuracy == 1.0 and report.charged_wrong == 0, report.lines()
    assert report.coverage >= 0.79, report.lines()
