"""Structured requests from software agents, said as the plain question they stand for:

- labelled sections ("Task: median settlement amount. Constraints: month 2026-05. Output: USDC
  value."): the task, then each constraint as a scope ("in 2026-05", "top 3"), then the output
  when it names figures (an output that only says the form, "integer", "one decimal number in
  USDC", "address and count per row" of a ranking, is dropped); a constraint of none ("none",
  "n/a") or of the data's own clock ("UTC days") adds nothing, "period is Q1 2026" is its
  period, and a "Context:" section before the task is kept as a sentence for
  ``planner.framing`` to read;
- JSON-key outputs ("Return JSON with keys count and volume for ...", "Output JSON with keys
  median and mean: the median and the mean ..."): the keys as the figures, or the description
  after the colon;
- a request restated from the asker's user ("My user asked: '...'", "The user wants to know
  how many ..."): the question quoted (or reported) alone;
- a term defined before the question ("By 'ticket size' we mean the mean settlement amount.",
  "We call a payment 'dust' when it is 0.001 USDC or less."): the definition said in the
  question in place of the term (a definition the readers cannot read leaves words unread, so
  the question is refused);
- ISO ranges said with their ends' inclusion ("2025-12-24T00:00:00Z to 2026-01-01T00:00:00Z,
  end exclusive", "2025-11-01T00:00:00Z/2025-11-08T00:00:00Z", "from 2025-11-01 (inclusive)
  until 2026-05-01 (exclusive)"): whole days, both ends said inclusive.

Pure text to text, run before any reader; anything not matched is left as sent. Also
``sides_unread``: one address whose paid and received sides are both asked, read as neither
split nor joined, is refused rather than answered for one side or both together.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from sextant.warehouse.planner import rx

__all__ = ["plain_structured", "sides_unread"]

_ADDRESS = r"0x[0-9a-fA-F]{40}"
_FLAGS = re.I | re.S


# --- a request restated from the asker's user -------------------------------------------------

_ASKER = (r"(?:my|the|our)\s+(?:user|human|client|customer|principal|operator|owner|boss|"
          r"caller|requester)")
_QUOTED = re.compile(r"\s*" + _ASKER + r"\s+(?:asked|asks|wrote|writes|said|says|wants\s+to\s+know|"
                     r"would\s+like\s+to\s+know|wanted\s+to\s+know|is\s+asking)(?:\s+me)?\s*[:,]?"
                     r"\s*(?P<q>['\"\u201c\u2018])(?P<said>.+)['\"\u201d\u2019]\s*\.?\s*", _FLAGS)
_REPORTED = re.compile(r"\s*" + _ASKER + r"\s+(?:wants|would\s+like|wanted|needs)\s+to\s+know\s+"
                       r"(?P<said>(?:how|what|which|when|who|the)\b.+?)\s*[.?]?\s*",
                       _FLAGS)


def _restated(q: str) -> str:
    from sextant.warehouse.planner.framing import _their_own

    m = _QUOTED.fullmatch(q) or _REPORTED.fullmatch(q)
    if m and _their_own(q) != q:
        return q  # the user's own payments ("how much they received"): left for the framing
    return m["said"].strip() if m else q


# --- a term defined before the question -------------------------------------------------------

_TERM = r"['\"\u201c\u2018](?P<term>[a-z][a-z -]{1,40}?)['\"\u201d\u2019]"
#: a definition's words, up to its full stop (a decimal point is no full stop)
_MEANT = r"(?P<meant>(?:[^.?!]|\.(?=\d))+?)\s*\.\s+(?P<q>\S.*)"
_BY_MEAN = re.compile(r"\s*by\s+" + _TERM + r",?\s+(?:i|we)\s+mean\s+" + _MEANT, _FLAGS)
_CALL = re.compile(r"\s*we\s+(?:call|count)\s+(?:a|an)\s+(?P<noun>payment|settlement|transaction|"
                   r"transfer)\s+" + _TERM + r"\s+(?:when|if)\s+(?:it\s+is|it's|its\s+amount\s+"
                   r"is)\s+" + _MEANT, _FLAGS)
#: definitions that say what the readers already read the term as ("new payer": first ever)
_KNOWN = [(r"new\s+(?P<side>payer|recipient)",
           r"(?:a|an)\s+(?:wallet|address|account|payer|recipient)\s+whose\s+first\s+"
           r"(?:payment|settlement|transaction)\s+ever\s+(?:falls|is|was|lands|happens|"
           r"happened|occurs|occurred)\s+(?:inside|in|within|during)\s+the\s+period")]
#: "By 'last seen' I mean the latest timestamp at which the address was the payer": when it
#: last paid (or received)
_SEEN = re.compile(r"(?:the\s+)?(?P<w>latest|last|most\s+recent|earliest|first)\s+(?:timestamp|"
                   r"time|moment|block\s+time)\s+(?:at\s+which|when|that)\s+(?:the\s+)?(?:address|"
                   r"wallet|account)\s+(?:was|appeared\s+as)\s+(?:the\s+|a\s+)?(?P<side>payer|"
                   r"sender|recipient|receiver)", re.I)
#: the question's own period, as a definition says it
_THE_PERIOD = r"\s+(?:in|inside|within|during|over)\s+the\s+(?:period|window|month|time\s+frame)\b"


def _plural(noun: str) -> str:
    return noun + ("es" if noun.endswith(("s", "x", "ch", "sh")) else "s")


def _defined(q: str) -> str:
    m = _BY_MEAN.fullmatch(q)
    if m is not None:
        term, meant, rest = m["term"].strip(), m["meant"].strip(), m["q"]
        said = re.compile(r"\b" + re.escape(term) + r"(?P<s>s)?\b", re.I)
        if not said.search(rest):
            return q
        seen = _SEEN.fullmatch(meant)
        when = rx.fullmatch(r"\s*when\s+(?:was|is)\s+(" + _ADDRESS + r")\s+" + re.escape(term) +
                            r"\s*\?\s*", rest, re.I)
        if seen is not None and when is not None and \
                rx.fullmatch(r"(?:last|first)\s+seen", term, re.I):
            word = "last" if seen["w"].lower() in ("latest", "last", "most recent") else "first"
            if not term.lower().startswith(word):
                return q
            verb = "pay" if seen["side"].lower() in ("payer", "sender") else "receive a payment"
            return f"when did {when[1]} {word} {verb}?"
        for known, means in _KNOWN:
            if rx.fullmatch(known, term, re.I) and rx.fullmatch(means, meant, re.I):
                return rest  # the readers' own meaning, said again
        one = rx.fullmatch(r"(?:a|an)\s+(?P<noun>[a-z]+)\s+(?P<rel>(?:that|who|which|whose)\s+.+)",
                           meant, re.I)
        if one is not None:  # "a recipient that received 2 or more payments in the period"
            rel = rx.sub(_THE_PERIOD, "", one["rel"], flags=re.I)
            return said.sub(lambda s: (_plural(one["noun"]) if s["s"] else one["noun"]) + " "
                            + rel, rest)
        if rx.match(r"(?:a|an)\b", meant, re.I) or rx.search(_THE_PERIOD, meant, re.I):
            return q
        bare = rx.sub(r"^the\s+", "", meant, flags=re.I)  # "the mean settlement amount"
        return said.sub(lambda s: bare, rest)
    m = _CALL.fullmatch(q)
    if m is not None:  # "We call a payment 'dust' when it is 0.001 USDC or less."
        term, rest = m["term"].strip(), m["q"]
        nouns = r"(?:payments?|settlements?|transactions?|transfers?)"
        said = re.compile(r"\b" + re.escape(term) + r"\s+(" + nouns + r")\b", re.I)
        if not said.search(rest) or rx.search(r"\b" + re.escape(term) + r"\b(?!\s+" + nouns + ")",
                                              rest, re.I):
            return q
        return said.sub(lambda s: f"{s[1]} of {m['meant']}", rest)
    return q


# --- ISO ranges with their ends' inclusion ----------------------------------------------------

_INSTANT = r"(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(?:Z|UTC|\+00:?00)?"
_SPAN_NAME = r"(?:(?:in|for|over|during|within)\s+)?(?:the\s+)?(?:range|interval|window|span)\s+"


def _day(m: re.Match[str], i: int) -> date | None:
    """The day of the instant at groups ``i``.. of ``m`` when it is a midnight; else None."""
    try:
        when = datetime.fromisoformat(f"{m[i]}T{m[i + 1] or '00'}:{m[i + 2] or '00'}:"
                                      f"{m[i + 3] or '00'}")
    except ValueError:
        return None
    return when.date() if when.time() == datetime.min.time() else None


def _days(m: re.Match[str], end_included: bool) -> str:
    start, end = _day(m, 1), _day(m, 5)
    if start is None or end is None:
        return m[0]
    last = end if end_included else end - timedelta(days=1)
    if last < start:
        return m[0]
    return f"from {start.isoformat()} to {last.isoformat()} inclusive"


def _iso_ranges(q: str) -> str:
    # "2025-12-24T00:00:00Z to 2026-01-01T00:00:00Z, end exclusive"
    q = rx.sub(r"(?:" + _SPAN_NAME + r"|\bfrom\s+)?" + _INSTANT + r"\s*(?:to|until|till|through|"
               r"-|\u2013)\s*" + _INSTANT + r"\s*,?\s*\(?\s*(?:with\s+(?:the\s+)?)?(?:end|upper\s+"
               r"bound|right\s+end)\s*(?:-\s*|\s+)?(?:exclusive|excluded|open)\s*\)?",
               lambda m: _days(m, False), q, flags=re.I)
    # "from 2025-11-01 (inclusive) until 2026-05-01 (exclusive)"
    q = rx.sub(r"\bfrom\s+" + _INSTANT + r"\s*\(\s*(?:inclusive|incl\.?|included)\s*\)\s*(?:to|"
               r"until|till|through)\s+" + _INSTANT +
               r"\s*\(\s*(?:exclusive|excl\.?|excluded)\s*\)",
               lambda m: _days(m, False), q, flags=re.I)
    # "the interval 2025-11-01T00:00:00Z/2025-11-08T00:00:00Z": an ISO 8601 interval, half-open
    q = rx.sub(r"(?:" + _SPAN_NAME + r")?(?<![\w/-])" + _INSTANT + r"/" + _INSTANT + r"(?![\w/])",
               lambda m: _days(m, False) if m[2] is not None and m[6] is not None else m[0], q,
               flags=re.I)
    # "ISO week 2026-W20": the week's own name
    return rx.sub(r"\biso\s+week\s+(?=\d{4}-?w\d{1,2}\b)", "", q, flags=re.I)


# --- JSON-key outputs -------------------------------------------------------------------------

_KEY = r"[a-z][a-z0-9_]*"
_KEYS = re.compile(r"\s*(?:(?:please\s+)?(?:return|output|give|produce|emit|respond\s+with|reply\s+"
                   r"with|send)\s+(?:back\s+)?(?:a\s+|an\s+)?json(?:\s+object)?|json\s+(?:output|"
                   r"object|response))\s+with\s+(?:the\s+)?keys?\s+(?P<keys>" + _KEY +
                   r"(?:\s*(?:,|\band\b|,\s*and\b)\s*" + _KEY + r")*)\s*"
                   r"(?P<join>:|\s(?:for|of|on|over|in)\s)\s*(?P<rest>\S.*)", _FLAGS)
_ONE_ROW = (r"(?:the\s+)?(?:single\s+)?(?:largest|biggest|smallest|highest|lowest)\s+(?:single\s+)?"
            r"(?:settlement|payment|transaction|transfer)\b")
#: short key names said as the figure's words
_KEY_WORDS = {"n": "count", "cnt": "count", "num": "count", "tx_count": "count",
              "n_payments": "count", "n_settlements": "count", "sum": "total",
              "usdc": "usdc volume", "total_usdc": "usdc volume", "volume_usdc": "usdc volume"}
_AMOUNT_KEYS = ("amount", "max_amount", "min_amount", "max", "min", "value", "usdc", "amount_usdc",
                "size")


def _json_keys(q: str) -> str:
    m = _KEYS.fullmatch(q)
    if m is None:
        return q
    keys = [k.lower() for k in rx.split(r"\s*(?:,\s*and\b|,|\band\b)\s*", m["keys"]) if k]
    rest = m["rest"].strip()
    if m["join"] == ":":  # the description after the colon names the figures
        each = rx.search(r"\b(?:each\s+of\s+)?(?:those|these|the|both)\s+(?:two\s+)?facilitators\b",
                         rest, re.I)
        if each is not None:  # "keys coinbase and daydreams: ... via each of those facilitators"
            from sextant.warehouse.planner.reading import facilitator_names
            names = facilitator_names()
            if len(keys) < 2 or not all(k.replace("_", " ") in names for k in keys):
                return q
            said = " and via ".join(k.replace("_", " ") for k in keys)
            return rest[:each.start()] + said + rest[each.end():]
        if len(keys) > 1 and not rx.search(r",|\band\b|&", rest):
            return q
        return rest
    one = rx.match(_ONE_ROW, rest, re.I)
    if one is not None:  # "keys max_amount and payer for the largest single settlement of ..."
        fields = [k for k in keys if k not in _AMOUNT_KEYS]
        if len(fields) == len(keys) or not all(k in ("payer", "recipient", "timestamp", "time",
                                                     "tx_hash", "facilitator") for k in fields):
            return q
        return rest.rstrip(" .") + (" and its " + " and ".join(fields) if fields else "")
    return " and ".join(_KEY_WORDS.get(k, k.replace("_", " ")) for k in keys) + \
        f" {m['join'].strip()} {rest}"


# --- labelled sections ------------------------------------------------------------------------

_TASK = r"task|goal|objective|request|question|query|ask|metric"
_LABELS = (_TASK + r"|constraints?|filters?|scope|period|window|time\s*frame|time\s*range|range|"
           r"output|format|return|returns|response|deliverable|fields|context|background")
_LABEL = re.compile(r"(?:^|(?<=[.;\n])\s*)(?P<label>" + _LABELS + r")\s*:\s*", re.I)
#: words an output section may hold that ask for no figure of their own
_FORM = {"one", "a", "an", "single", "decimal", "number", "integer", "int", "float", "in", "usdc",
         "value", "the", "as", "plain", "only", "just", "numeric", "scalar", "figure", "units",
         "unit"}
#: besides, for a ranking: the columns a ranking answers with anyway
_RANKING_FORM = {"row", "rows", "per", "each", "then", "and", "address", "addresses", "count",
                 "payer", "recipient", "facilitator", "day", "date", "total", "volume", "amount",
                 "settlements", "payments"}
_LEADING_VERB = (r"^(?:find|compute|calculate|determine|get|report|return|give|provide|show|fetch|"
                 r"retrieve|look\s+up|list)\s+(?:me\s+)?")


def _constraint(c: str) -> str:
    """One constraint as the readers' scope words ("month 2026-05" -> "in 2026-05")."""
    if rx.fullmatch(r"none|n/?a|nil|no\s+(?:other\s+)?(?:constraints?|filters?)|-+|\u2014",
                    c.strip(), re.I) or \
            rx.fullmatch(r"(?:(?:all\s+)?(?:times?|timestamps?|dates?|days?)\s+(?:are\s+|in\s+)?)?"
                         r"utc(?:\s+(?:days?|dates?|time|timestamps?|day\s+boundaries))?",
                         c.strip(), re.I):
        return ""  # no constraint, or the clock the data keeps anyway
    c = rx.sub(r"\s*\(\s*utc\s*\)|\s+utc$", "", c.strip(), flags=re.I)
    low = c.lower()
    said = rx.fullmatch(r"(?:the\s+)?(?:period|window|time\s*frame|date\s+range)\s+(?:is|=)\s+"
                        r"(\S.*)", c, re.I)
    if said is not None:  # "period is Q1 2026"
        return _constraint(said[1])
    alone = rx.fullmatch(r"(\S.*?)\s+only", c, re.I)
    if alone is not None and (period := _constraint(alone[1])) != alone[1]:
        return period  # "April 2026 only": the period, as a constraint is
    if rx.match(r"(?:in|on|during|from|since|between|over|for|through|via|by|before|after|until|"
                r"till|to|of|paid|received|settled|excluding|except|only|with|where|amount|"
                r"payments?|settlements?)\b", low):
        return c
    if rx.fullmatch(r"all[\s_-]*time|ever|lifetime|whole\s+history", low):
        return "over all time"
    if rx.fullmatch(r"(?:year|month|quarter|week)[\s-]to[\s-]date|ytd|mtd|qtd|today|yesterday|"
                    r"(?:this|last|previous|current)\s+(?:week|month|quarter|year)", low):
        return c
    if rx.fullmatch(r"(?:past|last|previous|trailing)\s+\d+\s+(?:days?|weeks?|months?|hours?)",
                    low):
        return "in the " + c
    m = rx.fullmatch(r"(?:month|year|quarter|week|day|date)\s+(\S+)", low)
    if m is not None:
        return ("on " if rx.fullmatch(r"\d{4}-\d{2}-\d{2}", m[1]) else "in ") + m[1]
    if rx.fullmatch(r"\d{4}-\d{2}-\d{2}", low):
        return "on " + c
    return "in " + c if rx.match(r"(?:q[1-4]|h[12]|\d{4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|"
                                 r"oct|nov|dec)[a-z]*)\b", low) else c


def _sections(q: str) -> str:
    found = list(_LABEL.finditer(q))
    lead, start = "", 0
    if len(found) > 1 and found[0].start() == 0 and found[0]["label"].lower() in (
            "context", "background"):
        # "Context: ..." before the task: kept as a sentence of its own, for
        # ``planner.framing`` to set aside (or keep, when it says a word of the data)
        lead = "Context: " + q[found[0].end():found[1].start()].strip().rstrip(".;") + ". "
        found, start = found[1:], found[1].start()
    if len(found) < 2 or found[0].start() != start or \
            not rx.fullmatch(_TASK, found[0]["label"], re.I) or \
            any(m["label"].lower() in ("context", "background") for m in found):
        return q
    parts: dict[str, str] = {}
    for i, m in enumerate(found):
        label = m["label"].lower()
        kind = "task" if rx.fullmatch(_TASK, label) else "output" if label in (
            "output", "format", "return", "returns", "response", "deliverable", "fields") \
            else "scope"
        if kind in parts and kind != "scope":
            return q
        end = found[i + 1].start() if i + 1 < len(found) else len(q)
        said = q[m.end():end].strip().rstrip(".;").strip()
        parts[kind] = f"{parts[kind]}; {said}" if kind in parts else said
    task = rx.sub(_LEADING_VERB, "", parts.get("task", ""), flags=re.I)
    if not task:
        return q
    scopes: list[str] = []
    top: str | None = None
    for c in rx.split(r"\s*;\s*", parts.get("scope", "")):
        if not c:
            continue
        k = rx.fullmatch(r"(?:top|first|best)\s+(\d{1,2})(?:\s+only)?", c.strip(), re.I)
        if k is not None and top is None:
            top = k[1]
            continue
        if said := _constraint(c):  # (none for "none", "UTC days")
            scopes.append(said)
    rank = rx.match(r"rank\s+(?:the\s+)?(.+?)\s+by\s+(.+)$", task, re.I)
    ranking = rank is not None or rx.match(r"top\s+\d", task, re.I) is not None
    if rank is not None:
        if top is None:
            return q
        task = f"top {top} {rank[1]} by {rank[2]}"
    elif top is not None:
        return q
    plain = " ".join([task, *scopes])
    out = parts.get("output", "")
    words = set(rx.findall(r"[a-z]+", out.lower()))
    form = _FORM | (_RANKING_FORM if ranking else set())
    if rx.search(r"\b(?:volume|usdc|amount|average|mean|median|largest|smallest|biggest|max|min|"
                 r"sum)\b", task, re.I):
        form = form | {"amount"}  # "Output: a USDC amount" of an amount asked
    if words - form and words - form <= {"amount", "value", "usdc"} and "amount" not in form:
        return q  # "Output: amount" of a count: which figure?
    if words - form:
        plain += ": " + out
    return lead + plain


#: "busiest day in March 2026 by txn count -> day, count": the columns a ranking of days
#: answers with anyway
_DAY_RANKED = (r"\b(?:busiest|quietest|slowest|peak|top\s+\d{1,2})\s+days?\b|"
               r"\bwhich\s+(?:day|date)\b|\bday\s+with\s+the\s+(?:most|highest|largest|fewest|lowest)\b")
_DAY_COLUMNS = {"day", "date", "count", "volume", "usdc", "total", "n", "txns", "settlements",
                "amount"}


def _arrow_fields(q: str) -> str:
    m = rx.fullmatch(r"(?P<q>.+?)\s*(?:->|=>|\u2192)\s*(?P<f>[a-z_]+(?:\s*,\s*[a-z_]+)*)\s*\.?\s*",
                     q, _FLAGS)
    if m is None or not rx.search(_DAY_RANKED, m["q"], re.I):
        return q
    fields = {f.strip().lower() for f in m["f"].split(",")}
    return m["q"] if fields <= _DAY_COLUMNS else q


# --- an amount said twice ---------------------------------------------------------------------

_CENTS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10, "fifty": 50}


def _cents_restated(q: str) -> str:
    """"below one cent (0.01 USDC)": the amount in USDC, when the cents say the same."""
    def same(m: re.Match[str]) -> str:
        n = _CENTS.get(m[1].lower()) if not m[1].isdigit() else int(m[1])
        try:
            usdc = float(m[2])
        except ValueError:
            return m[0]
        return f"{m[2]} USDC" if n is not None and abs(n / 100 - usdc) < 1e-12 else m[0]
    return rx.sub(r"\b(a|one|two|three|four|five|ten|fifty|\d{1,2})\s+cents?\s*\(\s*\$?\s*"
                  r"(\d*\.\d+|\d+)\s*(?:usdc|usd)?\s*\)", same, q, flags=re.I)


def plain_structured(question: str) -> str:
    """``question`` with the structured wordings above said as a plain question (and a list's
    dash bullets as bullets, never a minus: "- USDC paid\\n- USDC received")."""
    q = rx.sub(r"(?m)^(\s*)[-*](?=\s)", "\\1\u2022", question)
    q = _restated(q)
    q = _defined(q)
    q = _json_keys(q)
    q = _sections(q)
    q = _arrow_fields(q)
    return _cents_restated(_iso_ranges(q))


# --- one address, both sides asked ------------------------------------------------------------

_OUT = r"\b(?:paid|pays|pay|sent|sends|send|spent|spends|spend|made|makes|outgoing|outflows?)\b"
_IN = r"\b(?:received|receives|receive|got|gets|earned|earns|incoming|inflows?)\b"
#: a figure asked in a list's item ("payments it made (count)", "USDC paid", "number received")
_FIGURE = r"\b(?:count|number|how\s+many|usdc|total|volume|amount|sum|payments|settlements)\b"
#: a verb said of another party ("who paid it", "the payer that sent the most")
_OTHER = r"\b(?:who|whom|which|that|whoever)\s+(?:\w+\s+)?$"


def _side_items(question: str, verb: str) -> set[int]:
    """The list items (the lines of a list) asking a figure of ``verb``'s side of the
    address."""
    found = set()
    for i, item in enumerate(question.lower().split("\n")):
        for m in rx.finditer(verb, item):
            if rx.search(_FIGURE, item) and not rx.search(_OTHER, item[:m.start()]):
                found.add(i)
    return found


def sides_unread(question: str, addresses: list[str], split: bool, figures: int) -> list[str]:
    """What is left unplaced when one address's paid and received sides are both asked apart
    on the lines of a list ("payments it made (count), payments it received (count), USDC paid, USDC
    received") and the plan did not answer them ``split`` side by side (nor as rows, which
    have a payer and a recipient of their own) with as many ``figures`` a side as lines ask
    of a side: an either-side count, one side alone, or a side's count without its volume
    would answer a different figure."""
    if len(set(addresses)) != 1:
        return []
    q = question.lower()
    # "payments it made or received", "sent or received": either side, as one figure
    if rx.search(_OUT + r"\s*(?:,\s*)?(?:or|/)\s*(?:\w+\s+){0,2}?" + _IN[2:] + r"|" + _IN +
                 r"\s*(?:,\s*)?(?:or|/)\s*(?:\w+\s+){0,2}?" + _OUT[2:], q) or \
            rx.search(r"\beither\b|\bany\s+(?:role|side)\b|\bboth\s+(?:roles|sides)\b", q):
        return []
    outs, ins = _side_items(question, _OUT), _side_items(question, _IN)
    if not outs or not ins or (outs == ins and len(outs) == 1):
        return []  # one line, or none: a sentence the readers placed
    if split and figures >= max(len(outs - ins), len(ins - outs), 1):
        return []
    return ["the paid and the received side of one address, each asked apart"]
