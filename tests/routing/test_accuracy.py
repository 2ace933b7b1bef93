"""Routing accuracy on the labelled set (tests/data/routing_labelled.jsonl), full catalog."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sextant import catalog
from sextant.routing.engine import RoutingEngine
from sextant.routing.evaluation import evaluate, load_labels, protocol_matches
from sextant.routing.intent import services
from tests.routing.conftest import NOW


def test_labelled_set_covers_every_service_and_endpoint(labels_path: Path) -> None:
    rows = load_labels(labels_path)
    assert len(rows) >= 200
    seen = {r["service"] for r in rows}
    expected = {e.key for e in catalog.paid_endpoints() if e.path not in ("/", "/route")}
    assert expected <= seen
    assert set(services.SERVICES) <= seen
    assert sum(1 for r in rows if r["service"] == "none") >= 5
    assert len({r["network"] for r in rows if r.get("network")}) >= 12


def test_accuracy_meets_the_bar(engine: RoutingEngine, labels_path: Path) -> None:
    report = evaluate(engine, load_labels(labels_path), NOW)
    print("\n".join(report.lines()))
    assert report.service_accuracy >= 0.95, report.lines()
    assert report.top3_accuracy >= 0.95, report.lines()


def test_protocol_matching_rule() -> None:
    assert protocol_matches("aave-v3", "aave-v3")
    assert protocol_matches("sushiswap", "sushiswap-v3")
    assert protocol_matches("gains", "gains-network")
    assert not protocol_matches("aave-v3", "aave-v2")
    assert not protocol_matches("uniswap-v3", "uniswap-v2")


def test_held_out_set_written_after_tuning(engine: RoutingEngine, labels_path: Path) -> None:
    """Requests written after the rules were tuned, never tuned against (reported as is)."""
    report = evaluate(engine, load_labels(labels_path.with_name("routing_heldout.jsonl")), NOW)
    print("\n".join(report.lines()))
    assert report.total >= 40
    assert report.service_accuracy >= 0.9 and report.top3_accuracy >= 0.9, report.lines()


def test_fresh_held_out_set_written_before_tuning(engine: RoutingEngine, labels_path: Path
                                                  ) -> None:
    """186 requests in phrasings no labelled family uses (terse, agent-style, typos,
    long-winded, foreign word order), committed before the round-3 tuning and scored once at
    its end: 95.7 % top-1, 94.8 % paid, 100 % protocol+network in the top 3, charged-wrong
    1.3 % (2/152) at 81.7 % coverage. After round 4 (not tuned on this set; its scores were
    read once at the start and once at the end, and its one live-game miss is a kind the
    round fixed from its own dev set): 96.8 % top-1, 97.4 % paid, 100 % top 3,
    charged-wrong 0.0 % (0/158) at 84.9 % coverage. After round 5 (helper hr; not tuned on
    this set): 97.3 % top-1, 98.3 % paid, 100 % top 3, charged-wrong 0/158 at 84.9 %
    coverage. After round hr3 (not tuned on this set; aggregates read once before and once
    after): 98.9 % top-1, 99.1 % paid, 100 % top 3, charged-wrong 0/156 at 83.9 % coverage.
    After round hr4's rules (not tuned on this set; aggregates only; its refit, dropped, gave
    97.8 % / 98.3 %): 98.9 % top-1, 99.1 % paid, 100 % top 3, charged-wrong 0/156 at 83.9 %.
    The floors guard regressions only."""
    rows = load_labels(labels_path.with_name("routing_fresh.jsonl"))
    paid = {e.key for e in catalog.paid_endpoints() if e.path not in ("/", "/route")}
    assert len(rows) >= 150 and paid | set(services.SERVICES) <= {r["service"] for r in rows}
    report = evaluate(engine, rows, NOW)
    print("\n".join(report.lines()))
    assert report.service_accuracy >= 0.96 and report.paid_accuracy >= 0.97, report.lines()
    assert report.top3_accuracy >= 0.95, report.lines()
    assert report.charged_wrong_rate <= 0.01 and report.coverage >= 0.83, report.lines()


def _stranger(labels_path: Path, split: str) -> list[dict[str, Any]]:
    rows = load_labels(labels_path.with_name("routing_stranger.jsonl"))
    return [r for r in rows if r["split"] == split]


def test_stranger_set_is_split_by_family_and_covers_every_service(labels_path: Path) -> None:
    rows = _stranger(labels_path, "dev") + _stranger(labels_path, "heldout")
    splits: dict[str, set[str]] = {}
    for r in rows:
        splits.setdefault(r["family"], set()).add(r["split"])
    assert len(rows) >= 160 and all(len(s) == 1 for s in splits.values())
    paid = {e.key for e in catalog.paid_endpoints() if e.path not in ("/", "/route")}
    for split in ("dev", "heldout"):
        labels = {r["service"] for r in rows if r["split"] == split}
        assert paid - {"POST /tip"} <= labels and services.NONE in labels, split
    assert paid | set(services.SERVICES) <= {r["service"] for r in rows}


def test_stranger_held_out_half_written_before_tuning(engine: RoutingEngine,
                                                     labels_path: Path) -> None:
    """The heldout half of tests/data/routing_stranger.jsonl (115 requests, 37 families),
    committed before round-4 tuning, never scored while tuning (only the dev half was), and
    scored once at its end: 95.7 % top-1, 98.6 % paid, 94.7 % protocol+network in the top 3
    (18/19), charged-wrong 1.0 % (1/98) at 85.2 % coverage. Its one charged-wrong answer
    ('.base.eth names' searched as ENS) was a bug of that round's ENS-name alias, fixed
    after the scoring, so the half is no longer strictly held out for that kind. Round hr4's
    refit lost one paid answer here (97.1 %), seen as this guard's failure (two of its unpaid
    misses were printed, not tuned on); the refit was dropped, and with the round's rules
    alone: 96.5 % top-1, 98.6 % paid, charged-wrong 0/98 at 85.2 % coverage. The floors
    guard regressions only."""
    report = evaluate(engine, _stranger(labels_path, "heldout"), NOW)
    print("\n".join(report.lines()))
    assert report.total >= 100
    assert report.service_accuracy >= 0.95 and report.paid_accuracy >= 0.98, report.lines()
    assert report.top3_accuracy >= 0.94, report.lines()
    assert report.charged_wrong_rate <= 0.011 and report.coverage >= 0.84, report.lines()


def test_lead_probe_written_apart_from_the_tuning(engine: RoutingEngine, labels_path: Path
                                                  ) -> None:
    """40 requests the lead wrote before the session's routing changes were merged, never
    shown to whoever tuned them. Scored once on the merged code: 97.5 % top-1, 95.5 % paid,
    88.9 % protocol+network in the top 3, charged-wrong 2/36 ("staked with lido" searched as
    Prime Staked ETH; a swap's price-impact ask sent to a subgraph). After the two fixes
    those found (so no longer held out): top-3 100 %, charged-wrong 0/35."""
    report = evaluate(engine, load_labels(labels_path.with_name("routing_lead_probe.jsonl")),
                      NOW)
    print("\n".join(report.lines()))
    assert report.total == 40 and report.service_accuracy >= 0.95, report.lines()
    assert report.top3_accuracy >= 0.95 and report.charged_wrong == 0, report.lines()


def test_probe_hr_held_out_half_written_before_its_round(engine: RoutingEngine,
                                                        labels_path: Path) -> None:
    """tests/data/routing_probe_hr.jsonl: 80 requests helper hr wrote in its own words and
    committed before any of its round-5 changes, split dev/heldout by a hash of the family.
    Only the dev half was tuned on; the heldout half (42 requests) was scored once before
    the round and once at its end: 95.2 % top-1, 90.0 % paid (18/20), 100 % protocol+network
    in the top 3, charged-wrong 0/34 at 81.0 % coverage, both times. The floors guard
    regressions only."""
    rows = load_labels(labels_path.with_name("routing_probe_hr.jsonl"))
    splits: dict[str, set[str]] = {}
    for r in rows:
        splits.setdefault(r["family"], set()).add(r["split"])
    assert len(rows) == 80 and all(len(v) == 1 for v in splits.values())
    report = evaluate(engine, [r for r in rows if r["split"] == "heldout"], NOW)
    print("\n".join(report.lines()))
    assert report.total == 42 and report.service_accuracy >= 0.95, report.lines()
    assert report.paid_accuracy >= 0.9 and report.top3_accuracy >= 0.95, report.lines()
    assert report.charged_wrong == 0 and report.coverage >= 0.8, report.lines()


def test_probe_hr3_held_out_half_written_before_its_round(engine: RoutingEngine,
                                                         labels_path: Path) -> None:
    """tests/data/routing_probe_hr3.jsonl: 64 requests helper hr3 wrote in its own words and
    committed before any of its round's changes, split dev/heldout by a hash of the family.
    Only the dev half was tuned on; the heldout half (32 requests) was scored once before the
    round, 96.9 % top-1, 95.8 % paid (23/24), 100 % protocol+network in the top 3,
    charged-wrong 0/20 at 62.5 % coverage, and once at its end: 96.9 %, 95.8 %, 100 %,
    charged-wrong 0/22 at 68.8 % coverage. Round hr4 (not tuned on it, read once before and
    once after, with the refit since dropped): 96.9 %, 95.8 %, 100 %, charged-wrong 0/21 at
    65.6 % coverage. The floors
    guard regressions only."""
    rows = load_labels(labels_path.with_name("routing_probe_hr3.jsonl"))
    splits: dict[str, set[str]] = {}
    for r in rows:
        splits.setdefault(r["family"], set()).add(r["split"])
    assert len(rows) == 64 and all(len(v) == 1 for v in splits.values())
    report = evaluate(engine, [r for r in rows if r["split"] == "heldout"], NOW)
    print("\n".join(report.lines()))
    assert report.total == 32 and report.service_accuracy >= 0.96, report.lines()
    assert report.paid_accuracy >= 0.95 and report.top3_accuracy == 1.0, report.lines()
    assert report.charged_wrong == 0 and report.coverage >= 0.65, report.lines()
