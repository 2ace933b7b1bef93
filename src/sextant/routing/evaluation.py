"""Routing accuracy on a labelled request set: top-1 service, and for subgraph requests
whether the right protocol on the right network is among the top 3 subgraphs."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sextant.routing.engine import RoutingEngine, answerable


@dataclass
class Report:
    total: int = 0
    service_correct: int = 0
    subgraph_total: int = 0
    subgraph_top3: int = 0
    paid_total: int = 0  # rows labelled with a paid endpoint
    paid_correct: int = 0
    charged: int = 0  # answers a paid /route would charge for (not none, not unsure)
    charged_wrong: int = 0  # ... that answered another question
    failures: list[dict[str, Any]] = field(default_factory=list)

    @property
    def service_accuracy(self) -> float:
        return self.service_correct / self.total if self.total else 0.0

    @property
    def top3_accuracy(self) -> float:
        return self.subgraph_top3 / self.subgraph_total if self.subgraph_total else 0.0

    @property
    def paid_accuracy(self) -> float:
        return self.paid_correct / self.paid_total if self.paid_total else 0.0

    @property
    def coverage(self) -> float:
        return self.charged / self.total if self.total else 0.0

    @property
    def charged_wrong_rate(self) -> float:
        return self.charged_wrong / self.charged if self.charged else 0.0

    def lines(self) -> list[str]:
        out = [
            f"labelled requests: {self.total}",
            f"top-1 service accuracy: {self.service_accuracy:.1%} "
            f"({self.service_correct}/{self.total})",
            f"subgraph requests with the right protocol on the right network in the top 3: "
            f"{self.top3_accuracy:.1%} ({self.subgraph_top3}/{self.subgraph_total})",
            f"paid sub-endpoint accuracy: {self.paid_accuracy:.1%} "
            f"({self.paid_correct}/{self.paid_total})",
            f"charged-wrong rate: {self.charged_wrong_rate:.1%} "
            f"({self.charged_wrong}/{self.charged})",
            f"coverage (charged answers / requests): {self.coverage:.1%} "
            f"({self.charged}/{self.total})",
        ]
        out += [f"  miss: {f['text']!r} expected {f['expected']} got {f['got']}"
                for f in self.failures]
        return out


def load_labels(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def protocol_matches(expected: str, got: str) -> bool:
    """``aave-v3`` matches ``aave-v3`` and ``aave-v3-xyz``; ``sushiswap`` (no version)
    matches any ``sushiswap-*``; ``gains`` matches ``gains-network``."""
    exp, have = expected.lower(), got.lower()
    return have == exp or have.startswith(exp + "-") or (
        "-" in have and have.split("-")[0] == exp)


def evaluate(engine: RoutingEngine, rows: list[dict[str, Any]], now: int) -> Report:
    report = Report()
    for row in rows:
        answer = engine.route(row["text"], now=now)
        report.total += 1
        got = answer.recommendation
        ok = got == row["service"]
        report.service_correct += ok
        expected = row["service"]
        detail = got
        if expected.startswith("POST "):
            report.paid_total += 1
            report.paid_correct += ok
        if row.get("protocol"):
            report.subgraph_total += 1
            top3 = ([answer.subgraph] if answer.subgraph else []) + [
                a for a in answer.alternatives if "network" in a][:2]
            hit = any(protocol_matches(row["protocol"], s.get("protocol", "")) and
                      s.get("network") == row["network"] for s in top3)
            report.subgraph_top3 += hit
            if not hit:
                ok = False
                expected = f"{row['service']} {row['protocol']}@{row['network']}"
                detail = f"{got} " + ", ".join(
                    f"{s.get('protocol')}@{s.get('network')}" for s in top3)
        if answerable(answer):
            report.charged += 1
            report.charged_wrong += not ok
        if not ok:
            report.failures.append({"text": row["text"], "expected": expected, "got": detail})
    return report
