"""How a change between two periods (or a gap between two subjects) is asked, restated in the
words the readers take: "give the absolute and the percentage change", "in absolute terms
and in percent", "in USDC and in percent", "the dollar change and the percent change" (the
difference, which the answer lists before the change in %); "by how many percentage points"
(the difference of two shares); "the gap between them", "the change between them", "the
absolute change" (their difference); "was volume up or
down on the day before" (compared with it); "X went from A to B how?"; "the week of May 11-17"
(those days); "the whole of 2025" (2025); "2026 first, then 2025" (2026 first).

Each rewrite keeps what was asked: a restated question still names both sides, so a question
with one side only is refused as before."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["restate_changes"]

_PERIOD = (r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|q[1-4]|h[12])"
           r"(?:\s+(?:of\s+)?\d{4})?|\d{4}")
_PERCENT = r"(?:percent(?:age)?|%|relative)"
#: the size of a change, said beside its percent: "absolute", "dollar", "in USDC" ...
_SIZE = r"(?:absolute|dollar|usdc|usd|raw|net|numeric(?:al)?|nominal)"
_BOTH_SIZES = re.compile(
    # "give the absolute and the percentage change", "the dollar change and the percent
    # change", "in absolute and percent terms", "absolute and percent"
    r"[,;:.]?\s*(?:(?:please\s+)?(?:give|show|tell|list)\s+(?:me\s+|us\s+)?|with\s+|and\s+|in\s+)?"
    r"(?:both\s+)?(?:the\s+|an?\s+)?" + _SIZE + r"(?:\s+(?:change|difference|terms|numbers?))?"
    r"\s+(?:and|&|as\s+well\s+as|plus)\s+(?:in\s+)?(?:the\s+|a\s+|as\s+a\s+)?" + _PERCENT
    + r"(?:\s+(?:changes?|terms|growth|differences?))?(?![\w%])"
    # "in absolute terms and in percent", "in USDC and in percent", "in dollars and percent"
    r"|[,;:.]?\s*(?:both\s+)?in\s+(?:absolute\s+(?:terms|numbers)|usdc|usd|dollars|raw\s+"
    r"numbers|numbers)\s+(?:and|&|as\s+well\s+as)\s+(?:in\s+|as\s+(?:a\s+)?)?" + _PERCENT
    + r"(?:\s+terms)?(?![\w%])", re.I)
#: "up or down by how many, and by what percent": the percent is the change's own
_AND_PERCENT = re.compile(r"(\bby\s+how\s+(?:much|many)\b)\s*,?\s*(?:and\s+)?(?:by\s+)?what\s+"
                          + _PERCENT + r"(?:\s+change)?(?![\w%])", re.I)
#: what may ask for "the absolute and percent change in X" (then read as "the change in X")
_ASKS_CHANGE = re.compile(r"(?:\bwhat\s+(?:was|is|were|are)\s+|\b(?:give|show|tell|list)\s+"
                          r"(?:me\s+|us\s+)?)(?:both\s+)?(?:the\s+)?\S+\s+(?:and|&)", re.I)
_POINTS = re.compile(r"\bby\s+how\s+many\s+(?:percentage\s+|%\s*)?points\b", re.I)
_GAP = re.compile(r"\b(?:gap|spread|difference|change)\s+between\s+(?:them|the\s+two|those\s+two|"
                  r"both)\b|\b(?:absolute|raw)\s+(?:change|difference)\b(?!\s+(?:and|&|in\s+%|in\s+"
                  r"percent))", re.I)
_UNIT = r"(?:day|week|month|quarter|year)"
_ON_BEFORE = re.compile(r"\b(up|down|higher|lower)\s+on\s+(?=(?:the\s+)?" + _UNIT
                        + r"\s+before\b|(?:the\s+)?(?:previous|prior|preceding)\s+" + _UNIT
                        + r"\b)", re.I)
_WENT_HOW = re.compile(r"^\s*(.+?)\s+(?:went|moved|changed)\s+from\s+(" + _PERIOD + r")\s+to\s+("
                       + _PERIOD + r")\s+how\s*\?", re.I)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_WEEK_OF = re.compile(r"\b(?:the\s+)?week\s+of\s+(?=" + _MONTH + r"\s+\d{1,2}\s*(?:-|\u2013|to|"
                      r"through)\s*\d{1,2}\b|\d{1,2}\s*(?:-|\u2013|to|through)\s*\d{1,2}\s+"
                      + _MONTH + r")", re.I)
_WHOLE_YEAR = re.compile(r"\b(?:the\s+(?:whole|entire|full)\s+(?:of\s+)?|all\s+of\s+|(?:the\s+)?"
                         r"full[- ]year\s+)(?=20\d\d\b(?![-/]\d))", re.I)
_THEN = re.compile(r"\b(" + _PERIOD + r")\s+first\s*,?\s*(?:and\s+)?(?:then|followed\s+by)\s+"
                   r"(?:the\s+)?(?:" + _PERIOD + r")\b", re.I)
#: a period said relative to the day ("last week", "the past 7 days", "this month") and the
#: one before it ("the week before", "the previous 7 days"): the earlier of two compared
_NOW = (r"(?:last|this|the\s+past|past|the\s+last)\s+(?:\d{1,3}\s+days|" + _UNIT + r")|yesterday|"
        r"today")
_BEFORE = (r"(?:the\s+)?(?:(?:\d{1,3}\s+days|" + _UNIT + r")\s+before(?:\s+(?:that|it))?|"
           r"(?:previous|prior|preceding)\s+(?:\d{1,3}\s+days|" + _UNIT + r")|day\s+before"
           r"(?:\s+yesterday)?)")
#: a growth said with a verb of rising: its sign is the change's (a drop is left as said)
_RISE = r"(?:grow|grew|grown|rise|rose|risen|increase|increased|go\s+up|went\s+up|change|changed)"
#: "in percent", "in %", "as a percentage", "percentage-wise", "in percentage terms"
_IN_PERCENT = (r"\s*,?\s*(?:\bin\s+(?:percent(?:age)?(?:\s+terms)?|%)|\bas\s+an?\s+"
               r"(?:percent(?:age)?|%)|\bpercent(?:age)?[- ]wise)(?![\w%])\s*,?")
#: "between last week and the week before" beside a growth: the later compared with the other
_BETWEEN_NOW = re.compile(r"\bbetween\s+(?:(" + _NOW + r")\s+and\s+(" + _BEFORE + r")|("
                          + _BEFORE + r")\s+and\s+(" + _NOW + r"))\b", re.I)
#: "how much did volume grow last week compared with the week before (, in percent)?": the
#: change in it (in percent when said), the comparison kept as said
_GREW_VS = re.compile(r"\b(?:by\s+)?how\s+much\s+(?:did|has|have|does|do)\s+((?:the\s+)?"
                      r"[\w' ]{2,60}?)\s+" + _RISE + r"\b(?=[^?.!]{0,80}?\b(?:compared\s+(?:with|"
                      r"to)|vs\.?|versus|relative\s+to|against)\s)", re.I)


def _grew_vs(out: str, read: list[str]) -> str:
    """"how much did X grow (between) A and the one before (, in percent)": the change in X of
    A compared with the one before (in percent when said)."""
    if rx.search(r"\b" + _RISE + r"\b", out, re.I):
        m = _BETWEEN_NOW.search(out)
        if m:
            later, earlier = (m[1], m[2]) if m[1] else (m[4], m[3])
            out = out[:m.start()] + f"{later} compared with {earlier}" + out[m.end():]
    m = _GREW_VS.search(out)
    if m is None:
        return out
    percent = rx.search(_IN_PERCENT, out, re.I)
    change = "the percent change" if percent else "the change"
    if percent:
        out = out[:percent.start()] + " " + out[percent.end():]
        m = _GREW_VS.search(out)
        assert m is not None
    read.append(f"read '{m[0].strip()}' as {change} in {m[1].strip()}")
    return out[:m.start()] + f"what was {change} in {m[1]}" + out[m.end():]


def restate_changes(question: str) -> tuple[str, list[str]]:
    """The question with a change's wording restated, and what was read (for the plan)."""
    read: list[str] = []
    out = question
    m = _BOTH_SIZES.search(out)
    if m and rx.match(r"\s+(?:in|of)\b", out[m.end():]) and not rx.search(
            _ASKS_CHANGE, out[:m.end()]):
        m = None  # "... the absolute and percent change in X" asked how? left unread
    if m:
        # "give the absolute and the percent change in X from A to B": the change in X
        inside = rx.match(r"\s+(?:in|of)\b", out[m.end():]) is not None
        said = rx.match(r"[,;:.]?\s*((?:please\s+)?(?:give|show|tell|list)\s+(?:me\s+|us\s+)?)",
                        m[0], re.I)
        keep = said[1] if said else ""
        out = out[:m.start()] + (f" {keep}the change" if inside else " and the difference") + \
            out[m.end():]
        read.append(f"read '{m[0].strip(' ,;:.')}' as the difference and the change in %")
    m = _AND_PERCENT.search(out)
    if m:
        out = out[:m.start()] + m[1] + out[m.end():]
    m = _POINTS.search(out)
    if m and rx.search(r"\b(?:share|proportion|fraction|percent(?:age)?\s+of)\b|%\s+of\b",
                       out[m.end():], re.I):  # points of a share, not of a volume
        out = out[:m.start()] + "by how much" + out[m.end():]
        read.append(f"read '{m[0]}' as the difference of the two shares")
    # "volume moved by what % from March to April": changed by it
    out = rx.sub(r"\b(?:moved|shifted|swung|move|shift|swing)\s+(?=by\s+(?:what|how\s+(?:much|"
                 r"many))\b)", "changed ", out, flags=re.I)
    out = rx.sub(r"\b(did|has|have|does|do)\b([^?.,;]{1,60}?)\s+(?:move|moved|shift|shifted|swing|"
                 r"swung)\b(?=\s+(?:from|between)\b)", r"\1\2 change", out, flags=re.I)
    out = _GAP.sub("difference", out)
    out = _ON_BEFORE.sub(lambda x: f"{x[1]} compared with ", out)
    m = _WENT_HOW.search(out)
    if m:
        out = f"How did {m[1]} change from {m[2]} to {m[3]}?" + out[m.end():]
    out = _WEEK_OF.sub("", out)
    out = _WHOLE_YEAR.sub("", out)
    out = _THEN.sub(lambda x: f"{x[1]} first", out)
    out = _grew_vs(out, read)
    return " ".join(out.split()), read
