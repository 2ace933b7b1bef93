"""Agent-templated requests as the question they stand for.

Agents often send ``key=value`` lists instead of a sentence: "metric=total_volume_usdc;
recipient=0x...; range=all", "QUERY: settlement_count | facilitator=openx402 |
period=2025-10-01..2026-05-31", "QUERY metric=unique_payers facilitator=payai period=2026-05",
"action=avg_payment role=payer address=0x... year=2026", "TASK=aggregate;
METRIC=sum(amount_usdc); FILTER=facilitator:payai; PERIOD=2026-01-01..2026-01-31" (a metric
as a function call, a filter as ``key:value`` or an amount bound ``amount>1``), a ranking
("TASK=topk; METRIC=count(*); GROUP_BY=payer; K=5"), or a JSON object
('{"metric": "settlement_count", "date": "2026-05-04"}'). When every key is one this module
knows and every value one it can read, the request is rewritten into the plain question
("total volume received by 0x... over all time") and read as usual; with any unknown key or
value it is left as sent (and refused for the words no reader took). A metric is read from
its words ("count_distinct_payers", "sum received USDC"): words that name no metric this
module knows leave the request as sent, so a metric is never guessed.
"""

from __future__ import annotations

import json
import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.templatesides import (
    Sides,
    call_pairs,
    change_metric,
    month_range_sides,
    sides_of,
    without_order_note,
)

__all__ = ["metric_words", "untemplate", "untemplate_lines"]

#: one ``key=value`` (or ``key: value``) part of a template; a key may be a filter's field
#: ("filter.facilitator: coinbase")
_PART = re.compile(r"([a-z][a-z_]*(?:\.[a-z][a-z_]*)?)\s*[=:]\s*(.*\S)", re.I)
#: what a dotted key's field is under ("filter.facilitator", "where.payer")
_FIELD_OF = ("filter", "filters", "where", "params", "param", "args", "arg", "scope")
#: a form's field named in quotes ("Form field 'Period': May 2026", "Field 'Wallet': 0x...")
_FORM_FIELD = re.compile(r"(?im)^\s*(?:form\s+)?field\s+['\"\u2018\u201c]([a-z][a-z ]{0,20}?)"
                         r"['\"\u2019\u201d]\s*:")
#: a word heading a request before its pairs ("QUERY metric=...", "QUERY: metric=...")
_HEAD = re.compile(r"^\s*(?:\[\s*(?:agent|bot|assistant|ai|tool|system|task|request|query)\s*\]"
                   r"\s*)?"
                   r"(?:(?:query|request|req|get|run|cmd|compute)\s*:?\s+|(?:reconciliation|recon|"
                   r"audit|ledger|check)\s+(?:line|row|entry|item|record)\s*:\s*)?"
                   r"(?=[a-z][a-z_]*\s*[=:])",
                   re.I)
#: a sentence after the pairs saying which figure to return ("Return the USDC sum.")
_TAIL = re.compile(r"[.;]\s*(?:please\s+)?(?:return|give|output|report|send)\s+(?:me\s+|back\s+)?"
                   r"(?:the\s+|a\s+|one\s+)?(?:(usdc\s+(?:sum|total|volume|amount)|sum|total\s+"
                   r"usdc|volume)|(count|number\s+of\s+(?:payments|settlements)))(?:\s+only)?"
                   r"\s*\.?\s*$", re.I)
_METRIC_KEYS = ("metric", "query", "measure", "stat", "q", "op", "operation", "action", "task",
                "agg", "aggregate", "aggregation", "kpi", "compute", "calc", "fn", "function",
                # the figure's name, or the dashboard element that shows it ("widget: unique
                # payers", "metric_name: settlement_count", "tile: average payment size")
                "metric_name", "metric_id", "measure_name", "kpi_name", "stat_name", "figure",
                "widget", "tile", "panel", "card", "label", "series")
_PERIOD_KEYS = ("period", "range", "window", "dates", "date", "time_range", "timeframe", "day",
                "month", "year", "week", "quarter", "when", "time_window", "interval",
                "date_range", "time_period", "reporting_period", "lookback")
_START_KEYS = ("start", "start_date", "since", "from_date", "date_from", "begin", "after")
_END_KEYS = ("end", "end_date", "until", "to_date", "date_to", "through", "thru")
_ALL_TIME = ("all", "all_time", "alltime", "ever", "*", "any", "lifetime", "all time")
_ADDRESS_KEYS = ("address", "wallet", "party", "account", "addr", "wallet_address", "subject",
                 "entity_id", "target")
_PAYER_KEYS = ("payer", "from", "sender", "payer_address", "from_address")
_RECIPIENT_KEYS = ("recipient", "to", "payee", "receiver", "recipient_address", "to_address")
_ROLES = {**dict.fromkeys(("payer", "sender", "from", "paid", "sent", "spent", "payer_side"),
                          "payer"),
          **dict.fromkeys(("recipient", "payee", "receiver", "to", "received", "merchant"),
                          "recipient"),
          **dict.fromkeys(("any", "either", "both", "all", "party", "any_role"), "any")}
#: ``(key, value)`` pairs that say what the warehouse holds anyway
_HARMLESS = {("scope", "all"), ("scope", "all_settlements"), ("scope", "all settlements"),
             ("scope", "global"), ("scope", "network"), ("scope", "everything"),
             ("return", "number"), ("format", "number"), ("output", "number"),
             ("return", "value"), ("format", "value"), ("output", "value"),
             ("format", "scalar"), ("return", "scalar"), ("format", "json"), ("output", "json"),
             ("chain", "base"), ("network", "base"), ("token", "usdc"), ("asset", "usdc"),
             ("currency", "usdc"), ("unit", "usdc"), ("units", "usdc"), ("denom", "usdc"),
             ("entity_type", "wallet"), ("entity_type", "address")}
_DATE = r"\d{4}-\d{2}-\d{2}"
#: a task that says only that one figure is asked ("TASK=aggregate")
_ONE_FIGURE = ("aggregate", "aggregation", "agg", "scalar", "compute", "query", "stat", "metric",
               "calc", "calculate")
#: a task that asks a ranking ("TASK=topk")
_RANKING = ("topk", "top_k", "top-k", "top", "rank", "ranking", "leaderboard", "top_n", "topn")
_TASK_KEYS = ("task", "type", "mode", "kind", "op", "operation", "action", "query")
_FILTER_KEYS = ("filter", "filters", "where", "scope", "condition")
_GROUP_KEYS = ("group_by", "groupby", "group", "by", "dimension", "dim", "entity", "rank_by")
#: a series' bucket ("granularity: day"): a figure per day, or one figure when the period is one
_GRAIN_KEYS = ("granularity", "grain", "bucket", "resolution", "time_grain", "bucket_size")
_GRAINS = {**dict.fromkeys(("day", "daily", "1d", "days"), "day"),
           **dict.fromkeys(("week", "weekly", "1w", "weeks"), "week"),
           **dict.fromkeys(("month", "monthly", "1m", "months"), "month")}
#: the periods of one bucket of each grain (read by ``_period``)
_ONE_OF = {"day": r"on \d{4}-\d{2}-\d{2}|today|yesterday",
           "week": r"(?:last|previous|prior|this|current) week|in \d{4}-w\d{1,2}",
           "month": r"(?:last|previous|prior|this|current) month|mtd|month to date|in \d{4}-\d{2}|"
                    r"in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{4}"}
#: an aggregate named apart from its field ("aggregation: sum", "field: amount"), as a call
_AGG_FNS = {"sum": "sum", "total": "sum", "avg": "avg", "average": "avg", "mean": "avg",
            "median": "median", "max": "max", "maximum": "max", "min": "min", "minimum": "min",
            "count distinct": "count_distinct", "count_distinct": "count_distinct",
            "distinct count": "count_distinct", "unique count": "count_distinct",
            "nunique": "count_distinct", "count": "count"}
_AGG_FIELD_KEYS = ("field", "column", "col", "target_field", "attribute")
#: keys whose value lists the figures asked ("metrics=count,volume", "return": ["count", "sum"])
_METRICS_KEYS = ("metrics", "measures", "return", "returns", "stats", "select", "figures")
#: a ranking's order said by its metric ("rank_by": "count")
_RANK_KEYS = ("rank_by", "order_by", "sort_by", "ranked_by")
#: the columns beside one extreme payment ("fields": ["payer", "amount"])
_ROW_FIELDS = {"payer": "payer", "recipient": "recipient", "timestamp": "timestamp",
               "time": "timestamp", "tx_hash": "transaction hash", "facilitator": "facilitator"}
_ROW_AMOUNT = ("amount", "amount_usdc", "value", "usdc", "size")
_K_KEYS = ("k", "limit", "top", "n", "top_k", "topk", "top_n")
_GROUPS = {"payer": "payers", "payers": "payers", "sender": "payers", "senders": "payers",
           "recipient": "recipients", "recipients": "recipients", "payee": "recipients",
           "payees": "recipients", "receiver": "recipients", "receivers": "recipients"}
#: what a ranking may group by ("dimension: facilitator": facilitators by name)
_RANK_GROUPS = {**_GROUPS, "facilitator": "facilitators", "facilitators": "facilitators"}
#: the ranking's words for a metric ("total volume" ranks "by volume")
_RANKED_BY = {"total volume": "by volume", "how many settlements": "by number of settlements"}
#: an amount bound said as a filter ("amount>1", "amount_usdc >= 0.5")
_BOUND = re.compile(r"(?:amount|amount_usdc|value|usdc|size)\s*(>=|<=|>|<)\s*\$?(\d+(?:\.\d+)?|"
                    r"\.\d+)", re.I)
_BOUND_WORDS = {">": "over", ">=": "at least", "<": "under", "<=": "at most"}

#: a metric's words: the words it may hold besides, and the question's words for it
_COUNT = {"count", "num", "n", "number", "no", "how", "many", "total", "cnt"}
_ROWS = {"settlement", "settlements", "payment", "payments", "tx", "txs", "txn", "txns",
         "transaction", "transactions", "transfer", "transfers"}
_SUMS = {"sum", "total", "volume", "amount", "value", "usdc", "gross", "vol"}
_MEANS = {"avg", "average", "mean"}
_SIZES = {"payment", "amount", "settlement", "size", "ticket", "value", "usdc", "tx", "txn",
          "transaction"}
_FILLER = {"usdc", "of", "the", "in", "a", "per", "get", "compute", "calc", "calculate"}
#: the role a metric's own words give its address ("sum received USDC")
_METRIC_ROLES = {**dict.fromkeys(("received", "receipts", "inflow", "inflows", "income"),
                                 "recipient"),
                 **dict.fromkeys(("paid", "sent", "spent", "spend", "outflow", "outflows", "made"),
                                 "payer")}


def _called(value: str) -> str | None:
    """A metric said as a function call ("sum(amount_usdc)", "count(*)", "count(distinct
    payer)") in the words of a metric's name; None for a call this reading does not know."""
    m = rx.fullmatch(r"([a-z_]+)\s*\(\s*(distinct\s+)?([a-z_*]+)\s*\)", value.strip())
    if m is None:
        return None
    fn, distinct, arg = m[1], m[2], m[3]
    if fn in ("count", "cnt") and not distinct and arg in ("*", "1", "id", "tx_hash", "rows"):
        return "count"
    if fn in ("count", "cnt", "count_distinct", "nunique", "uniq") and \
            (distinct or fn not in ("count", "cnt")) and arg in _GROUPS:
        return f"unique {_GROUPS[arg]}"
    if fn in ("sum", "avg", "mean", "median", "max", "min") and not distinct and \
            arg in ("amount", "amount_usdc", "usdc", "value"):
        return f"{fn} amount"
    return None


def _metric(value: str) -> tuple[str, str | None] | None:
    """The question's words for a metric named ``value``, and the role its words give an
    address; None for a metric this reading does not know."""
    if "(" in value:
        called = _called(value)
        if called is None:
            return None
        value = called
    words = [w for w in rx.split(r"[\s_\-.]+", value.lower()) if w]
    role = None
    for w in words:
        if w in _METRIC_ROLES:
            if role not in (None, _METRIC_ROLES[w]):
                return None
            role = _METRIC_ROLES[w]
    rest = {w for w in words if w not in _METRIC_ROLES and w not in _FILLER}
    if (not rest or rest == {"total"}) and (role is not None or "usdc" in words):
        rest = {"sum"}  # "received", "total spent", "usdc": a total
    for side, plural in (("payer", "payers"), ("recipient", "recipients")):
        names = {side, plural, "sender" if side == "payer" else "payee",
                 "senders" if side == "payer" else "payees"}
        if rest & names:
            # "unique_payers", "count_distinct_payers", "payer_count", "n_payers"
            if rest - names - _COUNT - {"distinct", "unique", "active"} or role is not None:
                return None
            return f"how many unique {plural}", None
    if rest and rest <= _COUNT | _ROWS and rest & (_ROWS | {"count", "cnt"}):
        return "how many settlements", role
    if rest and rest <= _SUMS and (rest & {"sum", "volume", "amount", "vol"} or "usdc" in words):
        return "total volume", role
    if rest & _MEANS and rest & {"daily", "day", "per"} and \
            rest - _MEANS - {"daily", "day", "per"} <= _COUNT | _ROWS | _SUMS:
        # "avg_daily_count", "mean_daily_volume": a per-day average over the period's days
        if rest & (_COUNT | _ROWS) and not rest & (_SUMS - {"total"}):
            return "average number of settlements per day", role
        if rest & (_SUMS - {"total"}) and not rest & (_ROWS | {"count", "cnt", "num", "n"}):
            return "average daily volume", role
        return None
    for words_of, plain in ((_MEANS, "average payment"), ({"median"}, "median payment"),
                            ({"max", "maximum", "largest", "biggest"}, "largest payment"),
                            ({"min", "minimum", "smallest"}, "smallest payment")):
        if rest & words_of and len(rest & words_of) == 1 and rest - words_of <= _SIZES:
            return plain, role
    return None


def metric_words(name: str) -> tuple[str, str | None] | None:
    """The question's words for a figure named ``name`` ("volume", "USDC sent", "unique
    payers") and the side its words say; None for a name that is no figure read here."""
    return _metric(name)


def _period(value: str) -> str | None:
    v = rx.sub(r"[\s_]+", " ", value.strip().lower())
    if v in _ALL_TIME:
        return "over all time"
    span = rx.fullmatch(rf"({_DATE})\s*(?:\.\.|/|\s+to\s+|\s+-\s+)\s*({_DATE})", v)
    if span:
        return f"from {span[1]} to {span[2]} inclusive"
    if rx.fullmatch(_DATE, v):
        return f"on {v}"
    if rx.fullmatch(r"\d{4}-\d{2}|\d{4}|q[1-4]\s*\d{4}|\d{4}-?q[1-4]|\d{4}-w\d{1,2}|"
                    r"[a-z]+\s+\d{4}", v):
        return f"in {v}"
    if rx.fullmatch(r"(?:last|past|previous|prior|trailing)\s+\d+\s+(?:days?|weeks?|months?)", v):
        return f"in the {v}"
    if rx.fullmatch(r"(?:last|previous|prior|this|current)\s+(?:week|month|quarter|year)|today|"
                    r"yesterday|ytd|mtd|qtd|year to date|month to date|quarter to date", v):
        return v
    return None


#: a task naming only the kind of figures asked ("growth_metrics", "kpi_report"): the metric
#: key says which
_CATEGORY = {"metrics", "metric", "kpi", "kpis", "stats", "report", "summary", "dashboard",
             "analytics", "lookup"}
_CATEGORY_WORDS = _CATEGORY | {"growth", "activity", "usage", "network", "market", "basic",
                               "core", "key", "x402", "payment", "payments", "settlement",
                               "settlements"}


def _category(value: str) -> bool:
    words = [w for w in rx.split(r"[\s_\-.]+", value) if w]
    return bool(words) and words[-1] in _CATEGORY and all(w in _CATEGORY_WORDS for w in words)


def _pairs(question: str) -> list[tuple[str, str]] | None:
    """The request's ``(key, value)`` pairs in the order sent; None when anything in it is not
    a pair (a sentence, not a template)."""
    # "reconcile {...}", "verify: {...}": what the agent does with the object's figure
    text = rx.sub(r"^(?:reconcile|verify|check|lookup|look\s+up|fetch|get|query|compute|run|"
                  r"call)\s*:?\s*(?=\{)", "", question.strip(), flags=re.I)
    if text.startswith("{"):
        try:
            sent = json.loads(text)
        except ValueError:
            return None
        if not isinstance(sent, dict) or not all(
                (isinstance(v, (str, int)) and not isinstance(v, bool)) or (
                    isinstance(v, list) and v and all(isinstance(x, str) for x in v))
                for v in sent.values()):
            return None
        return [(str(k).lower(), ",".join(v) if isinstance(v, list) else str(v))
                for k, v in sent.items()]
    text = _HEAD.sub("", _FORM_FIELD.sub(lambda f: f[1].strip().lower().replace(" ", "_") + ":",
                                         text))
    head, bare = _bare_tail(text)
    if head is None:
        return None
    pairs = list(bare)
    for segment in rx.split(r"[;|&\n]|,(?=\s*[a-z][a-z_.]*\s*[=:])", head, flags=re.I):
        for part in rx.split(r"\s+(?=[a-z][a-z_.]*\s*=)", segment.strip(), flags=re.I):
            if not part:
                continue
            bound = _BOUND.fullmatch(part)
            if bound:  # "amount>1" said as a pair of its own
                pairs.append(("amount", part))
                continue
            said = _PART.fullmatch(part)
            if said is None:
                return None
            key, value = said[1], said[2]
            if "." in key:  # "filter.facilitator": the field filtered on
                under, key = key.split(".", 1)
                if under.lower() not in _FIELD_OF:
                    return None
            inner = _PART.fullmatch(value)
            if inner and key.lower() in _METRIC_KEYS + _FILTER_KEYS:
                key, value = inner[1], inner[2]  # "QUERY: metric=volume_usdc"
            elif key.lower() in _FILTER_KEYS and _BOUND.fullmatch(value.strip()):
                key = "amount"  # "FILTER=amount>1"
            value = rx.sub(r"\s*\((?:inclusive|incl\.?)\)$", "", value.strip())
            # "window=last 7 days (rolling, today included)": what a rolling window is
            value = rx.sub(r"^((?:the\s+)?(?:last|past)\s+\d+\s+days)\s*\(\s*rolling\s*(?:,\s*"
                           r"(?:today\s+included|including\s+today))?\s*\)$", r"\1", value,
                           flags=re.I)
            pairs.append((key.lower(), value.strip().strip("\"'")))
    return pairs


#: identifiers said after the pairs without a key ("recipient=0x..., all_time, received_count",
#: "start=... end=...: settlement_count, volume_usdc")
_BARE = re.compile(r"(?<=[\d)a-f])\s*(?:[:,]|->|=>)\s*(?P<ids>[a-z][a-z_]*(?:\s*,\s*(?:and\s+)?"
                   r"[a-z][a-z_]*)*)\s*[.?]?\s*$", re.I)
#: a sentence after the pairs naming the figures ("... period=ytd. Need count and sum_usdc.")
_NEED = re.compile(r"\.\s+(?:(?:i|we)\s+)?(?:need|want|return|give|report|output|send)(?:\s+(?:me|"
                   r"back|us))?\s*:?\s+(?P<ids>[a-z][a-z_]*(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)"
                   r"[a-z][a-z_]*)*)\s*[.?!]?\s*$", re.I)


def _bare_tail(text: str) -> tuple[str | None, list[tuple[str, str]]]:
    """``text`` without identifiers listed after its last value (an address, a date, a number),
    and the pairs they stand for: a period ("all_time") or the metrics ("received_count"); None
    for an identifier that is neither (not a template this module reads)."""
    m = _NEED.search(text)
    if m is None or "=" not in text[:m.start()]:
        m = _BARE.search(text)
        if m is None or "=" not in text[:m.start()] or not rx.search(
                r"(?:0x[0-9a-f]{40}|\d|\))$", text[:m.start()], re.I):
            return text, []
    ids = [x.strip() for x in rx.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m["ids"].strip(),
                                       flags=re.I)]
    periods = [x for x in ids if _period(x) is not None and _metric(x) is None]
    metrics = [x for x in ids if x not in periods]
    if len(periods) > 1 or any(_metric(x) is None for x in metrics):
        return None, []
    pairs = [("period", p) for p in periods]
    if len(metrics) == 1:
        pairs.append(("metric", metrics[0]))
    elif metrics:
        pairs.append(("metrics", ",".join(metrics)))
    return text[:m.start()], pairs


#: a share said as a fraction's parts ("metric": "share_pct", "numerator": "facilitator=payai",
#: "denominator": "all", "measure": "count")
_SHARE_METRICS = ("share", "share_pct", "pct", "percent", "percentage", "share_percent",
                  "pct_share", "share_of_total")
_SHARE_MEASURES = {"count": "settlements", "n": "settlements", "settlements": "settlements",
                   "tx_count": "settlements", "volume": "volume", "sum": "volume",
                   "usdc": "volume", "amount": "volume", "volume_usdc": "volume"}


def _share(pairs: list[tuple[str, str]]) -> str | None:
    """The share asked by a numerator and a denominator of all settlements; None for any
    other pair, or a part this reading does not know."""
    said = dict(pairs)
    if len(said) != len(pairs) or not {"numerator", "denominator"} <= said.keys() or \
            said.get("metric", said.get("measure_type", "share")).lower() not in _SHARE_METRICS:
        return None
    if said["denominator"].lower().strip() not in ("all", "total", "all settlements", "*"):
        return None
    what = _SHARE_MEASURES.get(said.get("measure", "count").lower().strip())
    part = _PART.fullmatch(said["numerator"].strip())
    if what is None or part is None:
        return None
    key, value = part[1].lower(), part[2].strip().strip("\"'").lower()
    if key in ("facilitator", "fac", "via", "facilitator_name") and rx.fullmatch(r"[a-z0-9_ -]+",
                                                                                   value):
        where = f"went through {value}"
    elif key in _PAYER_KEYS + _RECIPIENT_KEYS and rx.fullmatch(r"0x[0-9a-f]{40}", value):
        where = f"{'were paid' if key in _PAYER_KEYS else 'were received'} by {value}"
    else:
        return None
    when = "over all time"
    for key, value in pairs:
        if key in ("metric", "numerator", "denominator", "measure") or (key, value.lower()) in \
                _HARMLESS:
            continue
        if key in _PERIOD_KEYS and when == "over all time" and (p := _period(value)) is not None:
            when = p
            continue
        return None
    return f"what share of {what} {when} {where}"


def untemplate(question: str) -> tuple[str, list[str]]:
    """``question`` rewritten from its ``key=value`` pairs (every key known, a metric among
    them), and a note saying so; else ``question`` unchanged and no note."""
    tail = _TAIL.search(question)
    if tail and "=" in question[:tail.start()]:
        return _told_tail(question, tail)
    sent = question
    # "top_payers(k=5, by=volume, period=March 2026)": the call's pairs
    question = call_pairs(question) or question
    # "payer_a=0x... payer_b=0x... -> return count_a, count_b": the two figures of the sides
    question = rx.sub(r"\s*(?:->|=>|\u2192)\s*(?:return\s+)?([a-z_]+)_a\s*,\s*\1_b\s*\.?\s*$", "",
                      question, flags=re.I) if rx.search(r"\b[a-z]+_a\s*[=:]", question,
                                                         re.I) else question
    pairs = _pairs(question)
    if not pairs:
        return sent, []
    share = _share(pairs)
    if share is not None:
        return share, [f"read the key=value request as '{share}'"]
    pairs = [(k, without_order_note(v)) for k, v in pairs]
    split = sides_of(pairs)
    if split is None:
        return sent, []
    pairs, sides = split
    change = False
    for i, (key, value) in enumerate(pairs):
        if key in _METRIC_KEYS:
            plain_value, change = change_metric(value)
            pairs[i] = (key, plain_value)
            break
    if change and sides is None and (months := month_range_sides(pairs)) is not None:
        pairs, sides = months  # "metric=volume_change from=2026-04 to=2026-05"
    if change and (sides is None or sides.kind != "period"):
        return sent, []  # a change of one scope, or between two facilitators: not read here
    plain, notes = _untemplated(sent, pairs, sides, change)
    return (plain, notes) if notes else (sent, [])


def untemplate_lines(question: str) -> tuple[str, list[str]]:
    """A request sent as lines of ``key: value`` alone ("metric_name: unique_recipients\n
    period: April 2026", "Form field 'Period': May 2026\n..."), read as a template before
    any reader of labels or periods takes one of its lines apart; else ``question`` unchanged
    and no note."""
    lines = [x for x in _FORM_FIELD.sub(lambda f: f[1].strip().replace(" ", "_") + ":",
                                        question).split("\n") if x.strip()]
    if len(lines) < 2 or not all(_PART.fullmatch(x.strip()) for x in lines):
        return question, []
    return untemplate(question)


def _untemplated(question: str, pairs: list[tuple[str, str]], sides: Sides | None,
                 change: bool) -> tuple[str, list[str]]:
    """The plain question of ``pairs`` (and of the two ``sides`` compared, and their
    ``change``); ``question`` and no note for a pair not read."""
    aggregated = _aggregated(pairs)
    if aggregated is None:
        return question, []
    pairs = aggregated
    metric: tuple[str, str | None] | None = None
    grain: str | None = None
    scopes: list[str] = []
    addresses: list[tuple[str, str]] = []  # (role, address)
    role: str | None = None
    period: str | None = None
    start: str | None = None
    end: str | None = None
    group: str | None = None
    k: int | None = None
    ranking = False
    fields: list[str] | None = None
    for key, value in pairs:
        v = value.lower()
        is_date = rx.fullmatch(_DATE, v) is not None
        bound = _BOUND.fullmatch(v) if key == "amount" or key in _FILTER_KEYS else None
        if key in _METRIC_KEYS and metric is None and (said := _metric(v)) is not None:
            metric = said
        elif key in _METRICS_KEYS and metric is None and "," in v:
            listed = [_metric(x.strip()) for x in v.split(",")]
            named = [x for x in listed if x is not None]
            if len(named) != len(listed) or len({r for _, r in named}) != 1:
                return question, []
            metric = (" and ".join(w for w, _ in named), named[0][1])
        elif key in _RANK_KEYS and metric is None and (said := _metric(v)) is not None:
            metric, ranking = said, True
        elif key == "fields" and fields is None and all(
                x.strip() in _ROW_FIELDS or x.strip() in _ROW_AMOUNT for x in v.split(",")):
            fields = [_ROW_FIELDS.get(x.strip(), "amount") for x in v.split(",")]
        elif key in _TASK_KEYS and (v in _ONE_FIGURE or _category(v)):
            pass  # "TASK=aggregate", "task=growth_metrics": one figure, as the metric says
        elif key in _TASK_KEYS and v in _RANKING and not ranking:
            ranking = True
        elif key in _GROUP_KEYS and v in _RANK_GROUPS and group is None:
            group = _RANK_GROUPS[v]
        elif key in ("rank", "top", "rank_what") and v in _GROUPS and group is None:
            group, ranking = _GROUPS[v], True  # "rank=payers by=volume limit=3"
        elif key == "by" and metric is None and (said := _metric(v)) is not None:
            metric, ranking = said, True  # "by=volume_usdc": what the ranking is by
        elif key in _K_KEYS and v.isdigit() and k is None and 0 < int(v) <= 50:
            k = int(v)
        elif key in ("order", "sort", "direction") and v in ("desc", "descending"):
            pass  # a ranking's order: the largest first, as rankings are
        elif bound:
            scopes.append(f"of payments {_BOUND_WORDS[bound[1]]} {bound[2]} usdc")
        elif key in ("facilitator", "fac", "via", "facilitator_name"):
            scopes.append(f"through {v}")
        elif key in ("from", "to") and is_date:
            if (start if key == "from" else end) is not None:
                return question, []
            start, end = (v, end) if key == "from" else (start, v)
        elif key in _START_KEYS and is_date and start is None:
            start = v
        elif key in _END_KEYS and is_date and end is None:
            end = v
        elif key in _PAYER_KEYS and not is_date:
            addresses.append(("payer", v))
        elif key in _RECIPIENT_KEYS and not is_date:
            addresses.append(("recipient", v))
        elif key in _ADDRESS_KEYS:
            addresses.append(("", v))
        elif key in ("role", "side", "as") and role is None and v in _ROLES:
            role = _ROLES[v]
        elif key in _PERIOD_KEYS and period is None and (when := _period(v)) is not None:
            period = when
        elif (key, v) in _HARMLESS:
            pass
        elif key == "scope" and period is None and (when := _period(v)) is not None:
            period = when  # "scope: March 2026"
        elif key in _GRAIN_KEYS and v in _GRAINS and grain is None:
            grain = _GRAINS[v]
        else:  # a key (or value) this reading does not know: left as sent
            return question, []
    if metric is None:
        return question, []
    if start is not None or end is not None:
        if period is not None or start is None:
            return question, []
        period = f"from {start} to {end} inclusive" if end else f"since {start}"
    plain_metric, metric_role = metric
    if role is not None and metric_role is not None and role != metric_role:
        return question, []
    role = role or metric_role
    two = sides is not None and sides.kind in ("payer", "recipient", "address")
    if role is not None and len(addresses) != (0 if two else 1):
        # a role with no (or two) addresses to take it (or the two sides' addresses)
        return question, []
    for side, address in addresses:
        side = side or role or "any"
        if side != (role or side):  # "role=payer recipient=0x..."
            return question, []
        scopes.append({"payer": "paid by", "recipient": "received by",
                       "any": "involving"}[side] + f" {address}")
    if ranking or group is not None or k is not None:  # "top 5 payers by volume"
        if group is None or k is None or plain_metric not in _RANKED_BY or addresses:
            return question, []
        plain_metric = f"top {k} {group} {_RANKED_BY[plain_metric]}"
    if fields is not None:  # "largest_payment" with its "payer": the payment's row
        if plain_metric not in ("largest payment", "smallest payment") or ranking:
            return question, []
        plain_metric = "the " + " and the ".join(fields) + f" of the {plain_metric}"
    if grain is not None and not rx.fullmatch(_ONE_OF[grain], period or ""):
        if grain != "day" or period in (None, "over all time") or ranking or group is not None \
                or k is not None or fields is not None or sides is not None:
            return question, []  # a series of weeks or months, or of a ranking: not read here
        plain_metric += " each day"  # "granularity: day" over a week: a figure per day
    compared = ""
    if sides is not None:
        if ranking or group is not None or k is not None or fields is not None:
            return question, []
        a, b = sides.values
        if sides.kind == "period":
            whens = [_period(v) for v in (a, b)]
            if period is not None or not all(w and w.startswith(("in ", "on ")) for w in whens):
                return question, []
            period = f"{whens[0]} vs {whens[1]}"
        elif sides.kind == "facilitator":
            if any(s.startswith("through ") for s in scopes):
                return question, []
            compared = f"through {a.lower()} vs {b.lower()}"
        else:
            taken = sides.kind if sides.kind != "address" else role
            if addresses or taken is None or (role is not None and taken != role):
                return question, []
            compared = {"payer": "paid by", "recipient": "received by"}[taken] + \
                f" {a.lower()} vs {b.lower()}"
    plain = " ".join([plain_metric, *scopes, *([compared] if compared else []),
                      period or "over all time"])
    if change:
        plain += ", and the difference"
    return plain, [f"read the key=value request as '{plain}'"]


def _aggregated(pairs: list[tuple[str, str]]) -> list[tuple[str, str]] | None:
    """``pairs`` with an aggregate and the field it is of ("aggregation: sum", "field:
    amount") said as one call ("sum(amount)"); None for a field with no aggregate, or one this
    reading does not know ("count" of payers: their payments or the payers?)."""
    fields = [i for i, (k, _) in enumerate(pairs) if k in _AGG_FIELD_KEYS]
    if not fields:
        return pairs
    aggs = [i for i, (k, v) in enumerate(pairs) if k in _METRIC_KEYS and
            rx.sub(r"[\s_]+", " ", v.lower().strip()) in _AGG_FNS]
    if len(fields) != 1 or len(aggs) != 1:
        return None
    fn = _AGG_FNS[rx.sub(r"[\s_]+", " ", pairs[aggs[0]][1].lower().strip())]
    field = pairs[fields[0]][1].lower().strip()
    if fn == "count_distinct" and field in _GROUPS:
        call = f"count(distinct {field})"
    elif fn == "count" and field in ("*", "id", "tx_hash", "rows"):
        call = "count(*)"
    elif fn not in ("count", "count_distinct") and field in _ROW_AMOUNT:
        call = f"{fn}(amount)"
    else:
        return None
    return [(k, call) if i == aggs[0] else (k, v) for i, (k, v) in enumerate(pairs)
            if i != fields[0]]


def _told_tail(question: str, tail: re.Match[str]) -> tuple[str, list[str]]:
    """"metric=volume, window=last 7 days. Return the USDC sum.": the pairs read, when the
    sentence after them names the figure they ask (a sum of USDC for a volume, a count for a
    count); else the request as sent."""
    plain, notes = untemplate(question[:tail.start()])
    volume = rx.search(r"\b(?:volume|total|sum)\b", plain) is not None and not rx.search(
        r"\b(?:count|number|average|median|unique|distinct|per)\b", plain)
    count = rx.search(r"\b(?:count|number|payments|settlements)\b", plain) is not None and \
        not rx.search(r"\b(?:volume|total|sum|average|median|unique|distinct|per)\b", plain)
    if notes and ((tail[1] and volume) or (tail[2] and count)):
        return plain, [*notes, f"'{tail[0].strip(' .;')}' names the same figure"]
    return question, []
