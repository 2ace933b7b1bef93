"""Agent-templated ``key=value`` requests read as the plain question they stand for."""

from __future__ import annotations

import pytest

from sextant.warehouse.planner.templated import untemplate


@pytest.mark.parametrize(("sent", "plain"), [
    ("metric=total_volume_usdc; recipient=0xab; range=all",
     "total volume received by 0xab over all time"),
    ("QUERY: settlement_count | facilitator=payai | period=2025-10-01..2026-05-31",
     "how many settlements through payai from 2025-10-01 to 2026-05-31 inclusive"),
    ("measure=avg_amount & payer=0xcd & window=2026-04", "average payment paid by 0xcd in 2026-04"),
    ("metric=unique_payers; period=q1 2026", "how many unique payers in q1 2026"),
    ("QUERY: metric=volume_usdc; scope=all; period=2026-02-01..2026-02-28 (inclusive)",
     "total volume from 2026-02-01 to 2026-02-28 inclusive"),
])
def test_a_template_reads_as_its_question(sent: str, plain: str) -> None:
    assert untemplate(sent) == (plain, [f"read the key=value request as '{plain}'"])


@pytest.mark.parametrize("sent", [
    "metric=total_volume_usdc; country=us",  # a key the warehouse has no column for
    "metric=p99_latency; period=2026-04",  # an unknown metric
    "period=2026-04; facilitator=payai",  # no metric
    "note: how many payments in may 2026",  # one pair: a sentence
    "metric=volume; period=2026-04, and also how many payers?",  # words outside the pairs
])
def test_anything_else_is_left_as_sent(sent: str) -> None:
    assert untemplate(sent) == (sent, [])
