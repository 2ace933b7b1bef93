"""Short and informal ways to say a period or a change between periods, respelt as the time
readers read them: "calendar 2025" (2025), "last mo" (last month), "past 3 mos", "% chg Q4
2025 -> Q1 2026" (the change from Q4 2025 to Q1 2026), "across the entire history you hold"
(all time). Pure text to text; the readers then say what they read in the interpretation."""

from __future__ import annotations

import calendar
import re

from sextant.warehouse.planner import rx

__all__ = ["respell_periods"]

_PERIOD = (r"(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|q[1-4]|h[12])"
           r"(?:\s+\d{4})?|\d{4}|last\s+\w+|this\s+\w+)")


def respell_periods(text: str) -> str:
    """``text`` (lowercase) with informal period and change words respelt."""
    text = rx.sub(r"\b(?:the\s+)?calendar\s+(?:year\s+)?(?=20\d\d\b)", "", text)
    # "on 20260415": a compact (ISO basic) date, not a block number or an amount
    text = rx.sub(r"(?<![\w.$#,])(?<!block )(?<!number )(20\d\d)(0[1-9]|1[0-2])"
                  r"(0[1-9]|[12]\d|3[01])(?![\w.,])", r"\1-\2-\3", text)
    text = rx.sub(r"\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\s+of\s+"
                  r"(?=20\d\d\b)", r"\1 ", text)  # "december of 2025"
    # "last mo", "this mo", "past 3 mos", "3-mo": a month
    text = rx.sub(r"\b(last|this|past|previous|prev|prior|trailing|next)\s+mo\b(?!\.?\s*\d)",
                  r"\1 month", text)
    text = rx.sub(r"\b(last|past|previous|prior|trailing)\s+(\d{1,2}|two|three|four|six|twelve)"
                  r"\s*-?\s*mos?\b", r"\1 \2 months", text)
    # "L30D", "t7d": the last (trailing) days; "vol 30d": a window, as "24h" is
    text = rx.sub(r"\b[lt](\d{1,3})d\b", r"last \1 days", text)
    text = rx.sub(r"(?<!last )(?<!past )(?<!previous )(?<!prior )(?<!the )(?<!first )(?<!trailing )"
                  r"(?<!rolling )(?<!next )(?<![\w.$])(\d{1,3})-?d\b(?!\s*(?:ago|before|after|of|"
                  r"later|earlier|from|since)\b)", r"last \1 days", text)
    # "last 7 days (incl. today)": the last days always hold the snapshot's last day
    text = rx.sub(r"(\blast\s+\d+\s+days?\b)\s*,?\s*\(?\s*(?:incl\.?|including|inclusive\s+of)\s+"
                  r"today\s*\)?", r"\1 ", text)
    # "q1'26", "1h26", "h1 '26": a year said by its last two digits
    text = rx.sub(r"\b(q[1-4]|h[12])\s*'\s*(2\d)\b", r"\1 20\2", text)
    text = rx.sub(r"\b([12])h\s*'?(2\d)\b", r"h\1 20\2", text)
    text = rx.sub(r"\bqtr(s?)\b", r"quarter\1", text)
    text = rx.sub(r"\byr(s?)\b", r"year\1", text)
    text = rx.sub(r"\bprev\s+(?=(?:day|wk|week|month|quarter|year)\b)", "previous ", text)
    # "% chg", "pct chg", "percent change": a change in percent
    text = rx.sub(r"\bchg\b", "change", text)
    text = rx.sub(r"%\s*(?=(?:change|growth|increase|decrease|drop|decline|rise)\b)",
                  "percent ", text)
    # "% chg feb to mar": the change from one to the other
    # (the measure said between them is kept: "% change in volume feb -> mar")
    text = rx.sub(r"\b((?:percent(?:age)?\s+)?(?:change|growth|increase|decrease))\s+"
                  r"((?:in\s+\w+\s+)?)(?=" + _PERIOD + r"\s*(?:to|until|through|->|-->|\u2192|=>|"
                  r">>)\s*" + _PERIOD + r")", r"\1 \2from ", text)
    # "# of txns" beside another figure is their number, not a word to pass over
    text = rx.sub(r"(?<![\w#])#\s*(?:of\s+)?(?=[a-z])", "number of ", text)
    # "Q4 2025 -> Q1 2026", "april → may": from one period to the other
    text = rx.sub(r"(" + _PERIOD + r")\s*(?:->|-->|\u2192|=>|>>)\s*(?=" + _PERIOD + r")",
                  r"\1 to ", text)
    text = _over_previous(text)
    text = _ends_said(text)
    # "the latest full month", "the most recent complete week": the last whole one
    text = rx.sub(r"\b(?:the\s+)?(?:most\s+recent|latest)\s+(?=(?:full|complete|completed|whole)\s+"
                  r"(?:week|month|quarter|year)\b)", "the last ", text)
    # "over the course of december 2025", "looking only at q1": the period the figure is over
    when = (r"(?=(?:the\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|"
            r"q[1-4]\b|h[12]\b|20\d\d\b|last\b|this\b|past\b|previous\b|yesterday\b|today\b|\d))")
    text = rx.sub(r"\b(?:over|during|in)\s+the\s+(?:course|span)\s+of\s+" + when, "in ", text)
    text = rx.sub(r"\b(?:looking|focusing|zooming\s+in)\s+(?:only\s+|just\s+|solely\s+)?(?:at|on)"
                  r"\s+(?:only\s+|just\s+)?" + when, "in ", text)
    text = rx.sub(r"\b(?:restricted|limited|restricting|limiting)\s+(?:only\s+)?to\s+" + when,
                  "in ", text)
    # "across the entire history you hold", "across everything in the warehouse": all time
    text = rx.sub(r"\b(?:across|over|in|for)\s+(?:the\s+)?(?:whole|entire|full)\s+history\s+(?:you|"
                  r"we|the\s+warehouse)\s+(?:hold|holds|have|has|keep|keeps|store|stores)\b|"
                  r"\b(?:across|over)\s+everything\s+(?:in|you\s+have\s+in|held\s+in)\s+the\s+"
                  r"(?:warehouse|data(?:set)?|data\s+set)\b", "ever", text)
    # "..., whole history.", "over the entire history": all time (a history "of" something is
    # its rows, left as said)
    text = rx.sub(r"(?:(?<=,)|\b(?:across|over|in|for|during|throughout)\b)\s*(?:the\s+|its\s+|"
                  r"their\s+)?(?:whole|entire|full|complete)\s+(?:history|record)\b(?!\s+of\b)",
                  " ever", text)
    return text


_OVER = re.compile(r"\(?\s*\b(?:(m|w|q)o\1|(m|w|q)/\2|(month|week|quarter)[- ]over[- ]\3)\b\s*"
                   r"(?:%|percent(?:age)?)?\s*(?:(?:change|growth|increase|decrease|delta)\b)?"
                   r"\s*\)?", re.I)
_UNIT = {"m": "month", "w": "week", "q": "quarter"}


def _over_previous(text: str) -> str:
    """"vol MoM may 2026", "WoW change in volume last week", "QoQ % change q1 2026": the change
    from the calendar unit before; beside two periods said ("may vs april (MoM %)") it says
    nothing more. Year over year is left as said (a month against the same month a year
    before is no phrase the time readers read)."""
    m = _OVER.search(text)
    if m is None:
        return text
    unit = _UNIT[(m[1] or m[2] or m[3][0]).lower()]
    rest = text[:m.start()] + " change " + text[m.end():]
    if rx.search(r"\b(?:vs\.?|versus|compared|against|from)\b", rest):
        return " ".join(rest.split())
    return " ".join((rest.rstrip(" ?.!") + f" compared with the previous {unit}").split())


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"


def _month_end(m: re.Match[str], before: str | None = None) -> str:
    """"the end of march 2026" as its last day ("march 31 2026"); "the end of 2025" as
    "2025-12-31"; ``before``: the word said before it, when not ``m["w"]``."""
    said = m["w"] if before is None else before
    if m["y"] and not m["m"]:
        return f"{said} {m['y']}-12-31"
    try:
        month = [x.lower() for x in calendar.month_abbr].index(m["m"][:3].lower())
    except ValueError:
        return m[0]
    last = calendar.monthrange(int(m["y"]), month)[1]
    return f"{said} {calendar.month_name[month].lower()} {last} {m['y']}"


def _ends_said(text: str) -> str:
    """A period's ends said in words: "the calendar month of april 2026", "beginning 1 march
    and ending 31 march", "from the start of 2026", "between the beginning of march and the
    end of april 2026", "until the end of march 2026", "up to and including"."""
    text = rx.sub(r"\b(?:the\s+)?calendar\s+(?:month|quarter|year)\s+of\s+", "", text)
    text = rx.sub(r"\b(?:beginning|starting|commencing)\s+(?:on\s+)?(\S.{2,30}?)\s*,?\s+and\s+"
                  r"(?:ending|finishing|concluding)\s+(?:on\s+)?", r"from \1 to ", text)
    text = rx.sub(r"\b(since|from)\s+the\s+(?:start|beginning)\s+of\s+(?=20\d\d\b)", r"\1 ",
                  text)
    text = rx.sub(r"\b(?:between|from)\s+the\s+(?:start|beginning)\s+of\s+(" + _MONTH
                  + r"(?:\s+20\d\d)?)\s+(?:and|to|until|till|through)\s+the\s+end\s+of\s+("
                  + _MONTH + r"(?:\s+20\d\d)?)\b", r"from \1 to \2", text)
    text = rx.sub(r"\bup\s+to\s+and\s+including\b", "through", text)
    # "between the first of october and the last day of december 2025": a range's ends as days
    ends = r"\b(between|from|since|and|to|through|until|till)\s+"
    text = rx.sub(ends + r"the\s+(?:first|1st)\s+(?:day\s+)?of\s+(" + _MONTH + r")\b", r"\1 \2 1",
                  text)
    text = rx.sub(ends + r"the\s+last\s+day\s+of\s+(?P<m>" + _MONTH + r")\s+(?P<y>20\d\d)\b",
                  lambda m: _month_end(m, m[1]), text)
    # "between october 1 2025 and the last day of that same month": its own month's last day
    def same_month(m: re.Match[str]) -> str:
        if m["iso"]:
            year, month = int(m["iy"]), int(m["im"])
        else:
            try:
                month = [x.lower() for x in calendar.month_abbr].index(
                    (m["m"] or m["m2"])[:3].lower())
            except ValueError:
                return m[0]
            year = int(m["y"] or m["y2"])
        if not 1 <= month <= 12:
            return m[0]
        return f"{m['head']}{year:04d}-{month:02d}-{calendar.monthrange(year, month)[1]:02d}"

    text = rx.sub(r"(?P<head>\b(?:between|from|since)\s+(?:(?P<m>" + _MONTH
                  + r")\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?P<y>20\d\d)|\d{1,2}(?:st|nd|rd|th)?\s+"
                  r"(?:of\s+)?(?P<m2>" + _MONTH
                  + r"),?\s+(?P<y2>20\d\d)|(?P<iso>(?P<iy>20\d\d)-(?P<im>\d\d)-\d\d))\s+(?:and|to|"
                  r"through|until|till)\s+)the\s+(?:very\s+)?(?:last\s+day|end)\s+of\s+(?:that|the\s+"
                  r"same|that\s+same|this|the)\s+month\b", same_month, text)
    return rx.sub(r"\b(?P<w>until|till|through|to|up\s+to)\s+the\s+end\s+of\s+(?:(?P<m>" + _MONTH
                  + r")\s+)?(?P<y>20\d\d)\b", _month_end, text)
