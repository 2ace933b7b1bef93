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
    ("op=count_distinct_payers", "how many unique payers over all time"),
    ("action=avg_payment role=payer address=0xcd year=2026",
     "average payment paid by 0xcd in 2026"),
    ("metric=payment_count; role=payer; wallet=0xcd; from=2026-01-01; to=2026-03-31",
     "how many settlements paid by 0xcd from 2026-01-01 to 2026-03-31 inclusive"),
    ("query: total_volume_usdc | facilitator: payai | window: last_7_days",
     "total volume through payai in the last 7 days"),
    ("QUERY metric=unique_payers facilitator=payai period=2026-05 format=number",
     "how many unique payers through payai in 2026-05"),
    ('{"metric": "settlement_count", "date": "2026-05-04"}',
     "how many settlements on 2026-05-04"),
    ('{"task": "sum received USDC", "recipient": "0xab", "period": "2026-05"}',
     "total volume received by 0xab in 2026-05"),
    ("metric=volume; period=last_month", "total volume last month"),
    ("stat=tx_count; period=ytd", "how many settlements ytd"),
    ("kpi: median_payment | week: 2026-W15", "median payment in 2026-w15"),
])
def test_a_template_reads_as_its_question(sent: str, plain: str) -> None:
    assert untemplate(sent) == (plain, [f"read the key=value request as '{plain}'"])


@pytest.mark.parametrize("sent", [
    "metric=total_volume_usdc; country=us",  # a key the warehouse has no column for
    "metric=p99_latency; period=2026-04",  # an unknown metric
    "period=2026-04; facilitator=payai",  # no metric
    "note: how many payments in may 2026",  # one pair: a sentence
    "metric=volume; period=2026-04, and also how many payers?",  # words outside the pairs
    "metric=total; period=2026-05",  # a total of what?
    "metric=avg_count; period=2026-05",  # an average of counts: not a metric known here
    '{"task": "sum received USDC", "period": "2026-05"}',  # received by whom?
    "action=avg_payment role=payer year=2026",  # a role and no address
    "op=avg_payment role=recipient payer=0xcd",  # two roles for one address
    "metric=settlement_count; to=2026-03-31",  # an end and no start
    '{"metric": "volume", "period": {"from": "2026-05-01"}}',  # a nested object
    "metric=volume; period=next_fortnight",  # a period value not read here
])
def test_anything_else_is_left_as_sent(sent: str) -> None:
    assert untemplate(sent) == (sent, [])
