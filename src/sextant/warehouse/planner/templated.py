"""Agent-templated requests as the question they stand for.

Agents often send ``key=value`` lists instead of a sentence: "metric=total_volume_usdc;
recipient=0x...; range=all", "QUERY: settlement_count | facilitator=openx402 |
period=2025-10-01..2026-05-31". When every key is one this module knows, the request is
rewritten into the plain question ("total volume received by 0x... over all time") and read
as usual; with any unknown key it is left as sent (and refused for the words no reader took).
"""

from __future__ import annotations

import re

__all__ = ["untemplate"]

_PAIR = re.compile(r"\b([a-z][a-z_]*)\s*[=:]\s*([^;|&\n]+?)\s*(?=[;|&\n]|$)", re.I)
#: a metric's name -> its words in a question
_METRICS = {
    **dict.fromkeys(("settlement_count", "settlements", "count", "tx_count", "txn_count",
                     "transaction_count", "payment_count", "n_settlements", "num_settlements"),
                    "how many settlements"),
    **dict.fromkeys(("total_volume_usdc", "total_volume", "volume", "volume_usdc", "sum_amount",
                     "total_amount", "usdc_volume", "sum_usdc"), "total volume"),
    **dict.fromkeys(("avg_amount", "average_amount", "mean_amount", "avg_payment",
                     "average_payment"), "average payment"),
    **dict.fromkeys(("median_amount", "median_payment"), "median payment"),
    **dict.fromkeys(("max_amount", "largest_payment", "max_payment"), "largest payment"),
    **dict.fromkeys(("min_amount", "smallest_payment", "min_payment"), "smallest payment"),
    **dict.fromkeys(("unique_payers", "distinct_payers", "payer_count", "n_payers"),
                    "how many unique payers"),
    **dict.fromkeys(("unique_recipients", "distinct_recipients", "recipient_count",
                     "n_recipients"), "how many unique recipients"),
}
_METRIC_KEYS = ("metric", "query", "measure", "stat", "q")
_PERIOD_KEYS = ("period", "range", "window", "dates", "date", "time_range", "timeframe")
_ALL_TIME = ("all", "all_time", "alltime", "ever", "*", "any")


def _period(value: str) -> str | None:
    v = value.strip().lower()
    if v in _ALL_TIME:
        return "over all time"
    span = re.fullmatch(r"(\d{4}-\d{2}-\d{2})\s*(?:\.\.|/|\s+to\s+)\s*(\d{4}-\d{2}-\d{2})", v)
    if span:
        return f"from {span[1]} to {span[2]} inclusive"
    if re.fullmatch(r"\d{4}-\d{2}(?:-\d{2})?|\d{4}|q[1-4]\s*\d{4}|[a-z]+\s+\d{4}", v):
        return f"in {v}"
    return None


def untemplate(question: str) -> tuple[str, list[str]]:
    """``question`` rewritten from its ``key=value`` pairs (two or more, every key known),
    and a note saying so; else ``question`` unchanged and no note."""
    pairs = []
    for key, value in _PAIR.findall(question):
        inner = re.fullmatch(r"([a-z][a-z_]*)\s*=\s*(.+)", value.strip(), re.I)
        if inner and key.lower() in _METRIC_KEYS:  # "QUERY: metric=volume_usdc"
            key, value = inner[1], inner[2]
        pairs.append((key.lower(), re.sub(r"\s*\((?:inclusive|incl\.?)\)$", "", value.strip())))
    if len(pairs) < 2:
        return question, []
    rest = _PAIR.sub(" ", question)
    if re.sub(r"[\s;|&,.:?]+", "", rest):  # words outside the pairs: a sentence, not a template
        return question, []
    metric, scopes, period = None, [], None
    for key, value in pairs:
        v = value.lower()
        if key in _METRIC_KEYS and v in _METRICS and metric is None:
            metric = _METRICS[v]
        elif key in ("facilitator", "fac", "via"):
            scopes.append(f"through {v}")
        elif key in ("payer", "from", "sender"):
            scopes.append(f"paid by {v}")
        elif key in ("recipient", "to", "payee", "receiver"):
            scopes.append(f"received by {v}")
        elif key in ("address", "wallet", "party"):
            scopes.append(f"involving {v}")
        elif key in _PERIOD_KEYS and period is None and (said := _period(v)) is not None:
            period = said
        elif (key, v) in (("scope", "all"), ("return", "number"), ("format", "number"),
                          ("chain", "base"), ("network", "base"), ("token", "usdc")):
            pass  # says what the warehouse holds anyway
        else:  # a key (or value) this reading does not know: left as sent
            return question, []
    if metric is None:
        return question, []
    plain = " ".join([metric, *scopes, period or "over all time"])
    return plain, [f"read the key=value request as '{plain}'"]
