"""Requests written the way code calls an API, said in the words the readers know: SQL-flavoured
clauses ("select count(*) where facilitator in (payai, coinbase) and month = 2026-04",
"sum(amount) from settlements where amount >= 0.5"), instructions about the output that ask for
no other figure ("Return only the number:", "-> float only", "reply with the percentage only",
"Output JSON {count, volume}. Nothing else."), the shape of an answer of several figures
("return a single row:", "as a tuple: (...)", "CSV line for X:", "amount distribution:" over the
figures it names), a half-open interval of ISO instants ("ts in [2026-05-29T00:00:00Z,
2026-05-29T12:00:00Z)"), a month range in ISO ("2025-12 through 2026-02"), "since 2026-05-20
(incl.)", "uniq", "touching 0x..." (either role), "# received vs # sent" of one address and a
bare transaction hash before its fields ("0x<64 hex> -> timestamp and recipient"). Pure text to
text, run before any reader; a wording not matched is left as sent (and refused when no reader
takes it)."""

from __future__ import annotations

import calendar
import re
from datetime import datetime, timedelta

from sextant.warehouse.planner import rx

__all__ = ["iso_day_ranges", "plain_code"]

_ADDRESS = r"0x[0-9a-fA-F]{40}"
_ISO_DAY = r"\d{4}-\d{2}-\d{2}"
_ROWS = r"(?:settlements|payments|transactions|transfers|txs|txns|x402_settlements)"
#: a SQL aggregate of the settlements, as the readers name it
_AGGREGATES = {
    r"count\s*\(\s*(?:\*|1|id)\s*\)": "number of settlements",
    r"count\s*\(\s*distinct\s+(payer|recipient)\s*\)": r"number of unique \1s",
    r"sum\s*\(\s*amount\s*\)": "total volume",
    r"(?:avg|mean)\s*\(\s*amount\s*\)": "average payment",
    r"median\s*\(\s*amount\s*\)": "median payment",
    r"max\s*\(\s*amount\s*\)": "largest payment",
    r"min\s*\(\s*amount\s*\)": "smallest payment",
}
#: a column compared with a period ("month = 2026-03", "timestamp in q1 2026")
_TIME_COLUMN = r"(?:timestamp|ts|time|block_time|date|day|month|quarter|year|period)"
#: what the output is to be, no figure of its own
_FORM = (r"(?:the\s+)?(?:numbers?|values?|figures?|results?|percentage|percent|float|integer|int|"
         r"scalar|metric|decimal|amount|answer)")
#: "Respond with the number only.", "Return the single figure.", "Integer only.", "Answer with
#: a single integer.", "Return metric value only.", "-> float": the one figure asked, bare
_OUTPUT_LAST = (r"\s*[.,;]?\s*(?:(?:please\s+)?(?:reply|respond|answer|return|output|give|"
                r"provide)\s+(?:with\s+)?(?:only\s+|just\s+)?(?:(?:a|one|the)\s+single\s+|(?:a|one|single)\s+)?"
                r"(?:metric\s+|final\s+|numeric\s+|bare\s+|plain\s+|raw\s+)?" + _FORM
                + r"(?:\s+value)?(?:\s+only)?|(?:(?:just|only)\s+)?(?:(?:a|one|a\s+single|the)\s+)?"
                r"(?:bare\s+|plain\s+)?(?:integer|int|number|figure|value|scalar)\s+only|(?:->|=>|"
                r"\u2192)\s*(?:a\s+)?(?:float|int|integer|number|scalar|value|decimal)(?:\s+only)?)"
                r"\s*[.!]?\s*$")
#: a figure that is no whole number: an integer asked of it is another figure (rounded)
_FRACTIONAL = (r"\b(?:average|avg|mean|median|volume|usdc|amount|how\s+much|sum|total\s+value|"
               r"share|percent(?:age)?|ratio|per\s+(?:day|hour|week|month|payer|recipient)|daily|"
               r"rate|gmv|revenue|spen[dt]|earn\w*|typical|value)\b|%")

#: a second figure asked beside the first ("..., and the total volume", "both", "then the")
_SEVERAL = (r"\b(?:and|then|plus|as\s+well\s+as|along\s+with|followed\s+by)\s+(?:also\s+)?"
            r"(?:the\s+|its\s+|their\s+)?(?:how|what|count|number|volume|total|sum|average|avg|mean|median|"
            r"unique|distinct|share|percent\w*|largest|smallest|min\w*|max\w*|usdc|amount)\b|"
            r"\bboth\b|\b(?:two|three|four)\s+(?:numbers|figures|values|metrics)\b")


#: "Output: a single decimal. Question: ...": the output's form said before the question
_OUTPUT_FIRST = re.compile(r"^\s*(?:output|format|response\s+format|return)\s*:\s*(?:an?\s+"
                           r"(?=(?:single\s+)?(?:integer|int)\b))?(?P<form>(?:a\s+|one\s+|the\s+)?"
                           r"(?:single\s+)?(?:bare\s+|plain\s+|raw\s+)?(?:integer|int|decimal|float|"
                           r"number|figure|value|scalar)(?:\s+only)?)\s*[.;]\s+"
                           r"(?P<rest>\S.*)$", re.I | re.S)


def _output_first(q: str) -> str:
    """The output's form said first, said after the question (where the form of one figure
    is read, and kept when it does not fit the figure asked)."""
    m = _OUTPUT_FIRST.match(q)
    if m is None:
        return q
    return f"{m['rest'].rstrip(' .')}. Return {m['form']}."


def _bare_output(m: re.Match[str], q: str) -> str:
    """An output instruction at the end, set aside; kept (so refused) when it asks a whole
    number of a figure that need not be one ("average payment? Integer only.")."""
    asked = q[:m.start()]
    if rx.search(r"\b(?:integer|int)\b", m[0], re.I) and rx.search(_FRACTIONAL, asked, re.I):
        return m[0]
    if rx.search(r"\b(?:single|one|a|the\s+(?:number|figure|value|integer|answer))\b", m[0], re.I) \
            and rx.search(_SEVERAL, asked, re.I):
        return m[0]  # "count and volume? Return the single figure.": which one?
    return ""


_ISO_INSTANT = (r"(\d{4}-\d{2}-\d{2})(?:[t ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*"
                r"(?:z|utc|\+00(?::?00)?)?")


def _interval(m: re.Match[str]) -> str:
    """"[a, b)" or "[a, b]" of ISO days or instants as whole days ("from a to b") or whole
    hours of one day ("on d from hh:00 to hh:59 utc"); as sent when it is neither."""
    def at(i: int) -> datetime:
        day, hh, mm, ss = m[i], m[i + 1] or "00", m[i + 2] or "00", m[i + 3] or "00"
        return datetime.fromisoformat(f"{day}T{hh}:{mm}:{ss}")
    try:
        start, end = at(1), at(5)
    except ValueError:
        return m[0]
    if m[9] == "]":
        if m[6] is not None:  # "[09:00, 12:00]": the instant 12:00 alone is no whole hour
            return m[0]
        end += timedelta(days=1)
    if start.minute or start.second or end.minute or end.second or end <= start:
        return m[0]
    if start.hour == 0 and end.hour == 0:
        last_day = end - timedelta(days=1)
        return f"from {start.date().isoformat()} to {last_day.date().isoformat()} inclusive"
    if (end - timedelta(hours=1)).date() == start.date():
        last = (end - timedelta(hours=1)).hour
        return f"on {start.date().isoformat()} from {start.hour:02d}:00 to {last:02d}:59 utc"
    return m[0]


def _months(m: re.Match[str]) -> str:
    """"2025-12 through 2026-02": from the first day of one month to the last of the other."""
    y1, m1, y2, m2 = int(m[1]), int(m[2]), int(m[3]), int(m[4])
    if not (1 <= m1 <= 12 and 1 <= m2 <= 12) or (y2, m2) < (y1, m1):
        return m[0]
    last = calendar.monthrange(y2, m2)[1]
    return f"from {y1:04d}-{m1:02d}-01 to {y2:04d}-{m2:02d}-{last:02d} inclusive"


def _listed_keys(m: re.Match[str]) -> str:
    """"{count, volume}": the figures named, as a list ("count and volume")."""
    keys = [k.strip().strip("\"'").replace("_", " ") for k in m[1].split(",")]
    keys = [k for k in keys if k]
    if not keys or not all(rx.fullmatch(r"[a-z][a-z ]*", k) for k in keys):
        return m[0]
    return (", ".join(keys[:-1]) + " and " + keys[-1]) if len(keys) > 1 else keys[0]


def _sql_conditions(q: str) -> str:
    """The conditions of a SQL-flavoured request as the readers' words."""
    q = rx.sub(r"^\s*select\s+", "", q, flags=re.I)
    q = rx.sub(r"\s+from\s+(?:the\s+)?" + _ROWS + r"(?=\s+where\b)", "", q, flags=re.I)
    q = rx.sub(r"\bfacilitator\s+in\s*\(\s*([a-z0-9_-]+(?:\s*,\s*[a-z0-9_-]+)*)\s*\)",
               lambda m: "through " + " or ".join(rx.split(r"\s*,\s*", m[1])), q, flags=re.I)
    q = rx.sub(r"\bfacilitator\s*(?:==?|\bis\b)\s*'?([a-z][a-z0-9_-]*)'?", r"through \1", q,
               flags=re.I)
    q = rx.sub(r"\bfacilitator\s*(?:!=|<>|\bis\s+not\b)\s*'?([a-z][a-z0-9_-]*)'?",
               r"not through \1", q, flags=re.I)
    q = rx.sub(r"\bpayer\s*==?\s*'?(" + _ADDRESS + r")'?", r"paid by \1", q, flags=re.I)
    q = rx.sub(r"\brecipient\s*==?\s*'?(" + _ADDRESS + r")'?", r"received by \1", q, flags=re.I)
    q = rx.sub(r"\b(?:day|date)\s*==?\s*'?(\d{4}-\d{2}-\d{2})'?", r"on \1", q, flags=re.I)
    q = rx.sub(r"\b(?:month|year|quarter|period)\s*==?\s*'?(\d{4}(?:-\d{2}|-?q[1-4])?|q[1-4]\s+"
               r"\d{4})'?", r"in \1", q, flags=re.I)
    # "ts in [2026-05-29T00:00:00Z, 2026-05-29T12:00:00Z)": a half-open interval
    q = rx.sub(r"(?:\b" + _TIME_COLUMN + r"\s+in\s+)?\[\s*" + _ISO_INSTANT + r"\s*,\s*"
               + _ISO_INSTANT + r"\s*([)\]])", _interval, q, flags=re.I)
    q = rx.sub(r"\b" + _TIME_COLUMN + r"\s+in\s+(?=(?:q[1-4]|h[12]|\d{4}|(?:jan|feb|mar|apr|may|"
               r"jun|jul|aug|sep|oct|nov|dec)[a-z]*|last|this|the)\b)", "in ", q, flags=re.I)
    q = rx.sub(r"\bwhere\s+(?=(?:amount|through|not\s+through|paid\s+by|received\s+by|on|in|"
               r"from)\s)", "", q, flags=re.I)
    return q


def iso_day_ranges(q: str) -> str:
    """"2026-04-01..2026-04-30" -> "2026-04-01 to 2026-04-30" (both days included), before
    any reader takes "period: 2026-04-01." for a day and its full stop."""
    return rx.sub(r"(?<![\d-])(" + _ISO_DAY + r")\s*\.\.\s*(" + _ISO_DAY + r")(?![\d-])",
                  r"\1 to \2", q)


def plain_code(question: str) -> str:
    """``question`` with the code-like wordings above respelt (case kept where nothing
    matched)."""
    q = question
    # a bare transaction hash before its fields: a lookup of that transaction
    q = rx.sub(r"^\s*(0x[0-9a-fA-F]{64})\s*(?:->|=>|\u2192|:)\s*", r"tx \1: ", q)
    # "payer=0x... -> total paid, count": the address in its role, then the figures asked
    q = rx.sub(r"^\s*(payer|recipient)\s*=\s*(" + _ADDRESS + r")\s*(?:->|=>|\u2192|:)\s*(?=[^=]*$)",
               r"\2 as \1: ", q, flags=re.I)
    # output instructions: the figure as a bare value, asking for nothing else
    q = rx.sub(r"^\s*(?:return|give|reply|respond|answer|output|print)\s+(?:with\s+)?(?:only|just)"
               r"\s+" + _FORM + r"\s*[:.,;-]\s*", "", q, flags=re.I)
    q = _output_first(q)
    no_prose = (r"\s*[.,;]?\s*(?:nothing\s+else|no\s+(?:other\s+)?(?:prose|text|explanation|"
                r"commentary|words))\s*[.!]?\s*$")
    q = rx.sub(no_prose, "", q, flags=re.I)  # "Return integer only, no prose."
    q = rx.sub(_OUTPUT_LAST, lambda m: _bare_output(m, q), q, flags=re.I)
    q = rx.sub(no_prose, "", q, flags=re.I)
    q = rx.sub(r"\b(?:output|return|give|respond\s+with|reply\s+with)\s+(?:(?:as|in)\s+)?(?:a\s+)?"
               r"json(?:\s+object)?\s*\{([^{}]*)\}", _listed_keys, q, flags=re.I)
    q = rx.sub(r"\s*,?\s*\b(?:as|in)\s+(?:a\s+)?json(?:\s+object)?\b", "", q, flags=re.I)
    # the shape of the answer when it holds several figures, one each: "return a single row:",
    # "as a tuple: (...)", "CSV line for X:", "in one csv row", "as comma-separated values"
    shape = (r"(?:(?:a\s+|one\s+|a\s+single\s+|single\s+)?(?:csv|tsv|comma[- ]separated|"
             r"tab[- ]separated)(?:\s+(?:line|row|record|values|string))?|(?:a\s+|one\s+|a\s+"
             r"single\s+|single\s+)(?:row|line|record|tuple)|(?:a\s+)?tuple)")
    q = rx.sub(r"^\s*(?:please\s+)?(?:(?:give|return|send|output|produce)\s+(?:me\s+|us\s+)?)?"
               + shape + r"\s+(?:for|of)\s+(?=\S[^:]*:)", "For ", q, flags=re.I)
    q = rx.sub(r"\b(?:please\s+)?(?:return|give|output|reply\s+with|respond\s+with|send)\s+"
               r"(?:(?:it|them|me)\s+)?(?:(?:as|in)\s+)?" + shape + r"\s*(?=:)", "", q, flags=re.I)
    q = rx.sub(r"\s*,?\s*\b(?:as|in)\s+" + shape + r"\b", "", q, flags=re.I)
    # "May amount distribution: (smallest, largest, median)": a heading over the figures named
    q = rx.sub(r"\s*\b(?:(?:payment|settlement|transaction)\s+)?(?:amount|size|value)s?\s+"
               r"(?:distribution|spread|stats|statistics|summary)\s*(?=:\s*\(?\s*(?:the\s+)?(?:"
               r"smallest|largest|min(?:imum)?|max(?:imum)?|median|average|mean|lowest|highest)\b)",
               "", q, flags=re.I)
    # SQL: the aggregate, the table, the conditions
    for said, plain in _AGGREGATES.items():
        q = rx.sub(r"\b" + said, plain, q, flags=re.I)
    if rx.search(r"^\s*select\b|\bwhere\s+\w+\s*(?:[=<>!]|\bin\b|\bbetween\b)", q, re.I):
        q = _sql_conditions(q)
    # "2025-12 through 2026-02": whole months, ISO
    q = rx.sub(r"(?<![\d-])(\d{4})-(\d{2})\s*(?:through|thru|to|until|\.\.|-)\s*(\d{4})-(\d{2})"
               r"(?![\d-])", _months, q, flags=re.I)
    # "since 2026-05-20 (incl.)": since already holds its day
    q = rx.sub(r"\b(since|from)\s+(\d{4}-\d{2}-\d{2})\s*\(\s*(?:incl\.?|inclusive|included)\s*\)",
               r"\1 \2", q, flags=re.I)
    q = rx.sub(r"\buniq\b", "unique", q, flags=re.I)
    # one address's two sides: "# received vs # sent", "touching 0x... in either role"
    q = rx.sub(r"(?<![\w#])#\s*(received|sent|paid)\b", r"how many \1", q, flags=re.I)
    side = r"(?:how\s+many|number|count|total)\s+(?:received|sent|paid|spent)\b"
    q = rx.sub(r"\b(" + side + r")\s+(?:vs\.?|versus)\s+(?=" + side + ")", r"\1 and ", q,
               flags=re.I)
    q = rx.sub(r"\btouching\s+(?=" + _ADDRESS + r")", "involving ", q, flags=re.I)
    return " ".join(q.split()) if q != question else question
