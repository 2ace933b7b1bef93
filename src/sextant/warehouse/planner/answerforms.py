"""How the answer is to be written, said before or after an otherwise whole question: "Just the
integer: settlements last week?", "Bare number, no units: median payment in April", "Plain
number only. How many ...?", "no prose, just the figure: ...", "As a markdown table: top 3
...", "... - one line, no prose.", "Return a CSV with columns payer,total: top 3 payers ...".
They change how the figures are laid out, not which figures are asked. A CSV's columns are
given back (``chatter`` keeps the question whole unless each column is asked by it: a column
the question does not ask for is not dropped in silence, the question is refused)."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["AnswerForm", "answer_form", "plain_first_then"]

_END = r"\s*(?:[:.\u2013\u2014]|\s-)\s*"
_NO = (r"(?:\s*,?\s*(?:no|without)\s+(?:units?|prose|text|explanations?|commentary|words|"
       r"formatting|markdown))")
_KIND = r"(?P<kind>integer|int|number|figure|value|count|float|decimal)"
#: "Just the integer:", "Bare number, no units:", "Plain number only.", "Number only please:"
_NUMBER_HEAD = re.compile(
    r"^\s*(?:please\s+)?(?:(?:give\s+me|return|reply\s+with|respond\s+with|answer\s+with|output)"
    r"\s+)?(?:(?P<q1>just|only)\s+)?(?:the\s+|a\s+|an\s+|one\s+)?(?:(?P<q2>plain|bare|raw|single)\s+)?"
    + _KIND + r"(?:\s+(?P<q3>only))?(?:\s*,?\s*(?:please|pls))?" + _NO + r"*" + _END
    + r"(?:question\s*:\s*)?(?=\S)", re.I)
#: "no prose, just the figure:", "No explanation. Just the number:"
_PROSE_HEAD = re.compile(
    r"^\s*(?:no\s+(?:prose|text|explanations?|commentary|words|units)\s*[,.;]?\s*)+(?:(?:just|only)"
    r"\s+(?:the\s+|a\s+)?" + _KIND + r"(?:\s+only)?)?" + _END + r"(?=\S)", re.I)
_LAYOUT = (r"(?:(?:in|on)\s+)?(?:one|a\s+single)\s+line(?:\s+only)?|(?:as|in)\s+(?:a\s+)?"
           r"(?:markdown\s+|plain\s+|simple\s+)?table")
#: "As a markdown table:", "One line only:"
_LAYOUT_HEAD = re.compile(
    r"^\s*(?:please\s+)?(?:(?:return|give|reply|respond|answer|output|format)\s+(?:it\s+|them\s+|"
    r"the\s+answer\s+)?)?(?:" + _LAYOUT + r")" + _NO + r"*" + _END + r"(?=\S)", re.I)
#: "... - one line, no prose.", "..., as a markdown table."
_LAYOUT_TAIL = re.compile(
    r"(?:\s*[,;\u2013\u2014]|\s+-|(?<=[.?!]))\s*(?:please\s+)?(?:(?:return|give|reply|respond|"
    r"answer|output|format)\s+(?:it\s+|them\s+|the\s+answer\s+)?)?(?:" + _LAYOUT + r")" + _NO
    + r"*\s*[.!]?\s*$", re.I)
#: "...: just the integer.", "... - only the number, no prose"
_NUMBER_TAIL = re.compile(
    r"\s*[:,;\u2013\u2014]\s*(?:(?:give\s+me|return|reply\s+with|respond\s+with|answer\s+with)"
    r"\s+)?(?:just|only)\s+(?:the\s+|a\s+|an\s+|one\s+)?(?:(?:plain|bare|raw|single)\s+)?" + _KIND
    + r"(?:\s+only)?" + _NO + r"*(?:\s*,?\s*(?:please|pls))?\s*[.!]?\s*$", re.I)
_CSV = (r"(?:please\s+)?(?:(?:return|give|reply|respond|output|send|answer|format)\s+(?:me\s+|us\s+"
        r"|it\s+|them\s+)?(?:(?:as|in|with)\s+)?)?(?:an?\s+)?csv(?:\s+(?:table|file|text))?\s+"
        r"(?:with\s+)?(?:the\s+)?(?:columns?|headers?|fields?)\s*:?\s*(?P<keys>\w+(?:\s*,\s*\w+)+)")
#: "Return a CSV with columns payer,total: top 3 payers ..."
_CSV_HEAD = re.compile(r"^\s*" + _CSV + _END + r"(?P<ask>\S.*)$", re.I | re.S)
#: "Top 3 payers ...? Return a CSV with columns payer,total."
_CSV_TAIL = re.compile(r"(?:(?<=[.?!])|\s*[,;\u2013\u2014]|\s+-)\s*" + _CSV + r"\s*[.!]?\s*$",
                       re.I)


class AnswerForm:
    """The question without its answer form, and what the form asked for."""

    def __init__(self, asked: str, integer: bool = False, keys: list[str] | None = None
                 ) -> None:
        self.asked = asked
        #: the form asks for an integer (a count's only)
        self.integer = integer
        #: the columns a CSV is to have (each must be asked by the question)
        self.keys = keys or []


def answer_form(q: str) -> AnswerForm | None:
    """``q`` without an answer form said at its head or tail, or ``None`` when it has none."""
    m = _CSV_HEAD.match(q)
    if m is not None:
        ask = m["ask"]
        return AnswerForm(ask[:1].upper() + ask[1:], keys=rx.split(r"\s*,\s*", m["keys"]))
    m = _CSV_TAIL.search(q)
    if m is not None and q[:m.start()].strip():
        return AnswerForm(q[:m.start()].rstrip(" ,;-"), keys=rx.split(r"\s*,\s*", m["keys"]))
    m = _NUMBER_HEAD.match(q)
    if m is not None and (m["q1"] or m["q2"] or m["q3"]):
        ask = q[m.end():]
        return AnswerForm(ask[:1].upper() + ask[1:],
                          integer=m["kind"].lower() in ("integer", "int", "count"))
    m = _NUMBER_TAIL.search(q)
    if m is not None and q[:m.start()].strip():
        return AnswerForm(q[:m.start()].rstrip(" ,;-") + "?",
                          integer=m["kind"].lower() in ("integer", "int", "count"))
    m = _PROSE_HEAD.match(q) or _LAYOUT_HEAD.match(q)
    if m is not None:
        ask = q[m.end():]
        integer = bool(m.groupdict().get("kind")) and m["kind"].lower() in ("integer", "int")
        return AnswerForm(ask[:1].upper() + ask[1:], integer=integer)
    m = _LAYOUT_TAIL.search(q)
    if m is not None and q[:m.start()].strip():
        return AnswerForm(q[:m.start()].rstrip(" ,;-"))
    return None


#: "volume first, then the number of settlements": the order is the order said already
_FIGURES = (r"(?:volumes?|counts?|settlements|payments|transactions|payers|recipients|totals?|"
            r"averages?|medians?|means?|numbers?|figures?|shares?|sums?|changes?|differences?)")
_FIRST_THEN = re.compile(r"\b(" + _FIGURES + r")\s+first(?=\s*,?\s*(?:and\s+)?(?:then|followed"
                         r"\s+by|after\s+that)\s+(?:the\s+|its\s+|their\s+)?\w)", re.I)


def plain_first_then(q: str) -> str:
    """``q`` without "first" where it only says the order the figures are said in ("volume
    first, then the count"); not "the first payment, then the last"."""
    return rx.sub(_FIRST_THEN, r"\1", q)
