"""A command line's flags said in words: an agent that writes its question as a CLI call
("reconcile --recipient 0x... --from 2026-05-01 --to 2026-05-31 : payments received") means
one period from the first day through the last, and one side of the address, never a period
"since" the first day compared with the last. Known flags only (``--from``/``--to``,
``--start``/``--end``, ``--since``/``--until`` (both: one range, its end included),
``--period``/``--window``/``--quarter``/``--month`` ("last-week", "2026Q1"), ``--recipient``,
``--payer``, ``--facilitator``, ``--exclude`` (a facilitator's name), ``--inclusive`` beside
a range's two ends, which it includes anyway); a question with any other flag, or with an end
and no start, is left as sent and refused.

A chat-ops command (``/x402 volume --from A --to B``, ``!stats uniq-payers --period
last-week``, ``/fac count payai --since A --until B``): its name when it says only where it
is sent (``/x402``, ``!stats``, ``/fac``), its words for a figure (``uniq-payers``) and a
facilitator's name as the scope. What follows it (``# ...``, ``-> ...``, ``(...)``): a
question restating it ("-> which facilitator settled the most USDC apart from Coinbase")
is read with the command's period when it says none ("in that window" is that period), every
other word of the command said again by it; any other note is kept in brackets beside the
command in words, so ``planner.restated`` checks it ("(Mon-Sun, the full week before this
one)")."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import PeriodOutOfRange, find_periods

__all__ = ["plain_flags"]

#: "--name value" or "--name=value"; a value is one token, or a quoted phrase
_FLAG = re.compile(r"(?<!\S)--(?P<k>[a-z][a-z_-]*)(?:\s*=\s*|\s+)(?P<v>\"[^\"]*\"|'[^']*'|"
                   r"[^\s\"'(-][^\s]*)", re.I)
_ANY_FLAG = re.compile(r"(?<!\S)--[a-z]", re.I)
#: a flag that takes no value and says the range's end is in it (as "through" is)
_INCLUSIVE = re.compile(r"(?<!\S)--(?:inclusive|incl|include-end|end-inclusive)\b(?!\s*=)", re.I)
#: each flag's words, and the role its value takes
_SAID = {"recipient": "received by", "payee": "received by", "merchant": "received by",
         "seller": "received by", "payer": "paid by", "sender": "paid by", "buyer": "paid by",
         "facilitator": "through", "since": "since", "until": "until", "period": "in",
         "window": "in", "quarter": "in", "month": "in", "exclude": "excluding"}
_START = ("from", "start", "start-date", "start_date")
_END = ("to", "end", "end-date", "end_date")
_PERIOD_KEYS = ("period", "window", "quarter", "month")
#: a chat-ops command's name that says only where it is sent ("/x402", "!stats", "/fac")
_COMMAND = re.compile(r"^\s*`?[/!](?P<c>x402|stats?|metrics?|fac|facs|facilitators?|ask|query|"
                      r"sextant|data)\b", re.I)
#: a command's word for a figure, said as the readers say it
_FIGURE = {"volume": "total USDC volume", "vol": "total USDC volume", "usdc": "total USDC volume",
           "total": "total USDC volume", "count": "number of settlements",
           "settlements": "number of settlements", "uniq-payers": "number of unique payers",
           "unique-payers": "number of unique payers", "uniq_payers": "number of unique payers",
           "uniq-recipients": "number of unique recipients",
           "unique-recipients": "number of unique recipients",
           "uniq_recipients": "number of unique recipients"}
#: how a question after the command says each of its words again
_SAID_AGAIN = {"total USDC volume": r"\b(?:volume|usdc|total|how\s+much|amount|sum)\b",
               "number of settlements": r"\b(?:how\s+many|number|count)\b",
               "number of unique payers": r"\b(?:unique|distinct|different)\s+(?:payers|"
                                          r"paying\s+wallets|wallets\s+paying)\b",
               "number of unique recipients": r"\b(?:unique|distinct|different)\s+recipients\b",
               "leader": r"\b(?:most|top|largest|biggest|highest|leader|leading)\b",
               "usdc": r"\b(?:usdc|volume|how\s+much|amount)\b"}
#: a note after the command: "# ...", "-> ...", "(...)"
_NOTE = re.compile(r"\s+#\s*(?P<h>\S.*)$|\s*(?:->|=>|\u2192)\s*(?P<a>\S.*)$|\s*\((?P<p>[^()]+)\)"
                   r"\s*$", re.S)
_ASKS = r"\?|\b(?:how|what|which|who|when|number|count|total|volume|top|largest|smallest)\b"
#: the note's word for the command's period ("in that window")
_BACK = re.compile(r"\b(?:in|over|during|for|within)\s+(?:that|this|the)\s+(?:window|period|range|"
                   r"time\s*frame|interval)\b", re.I)


def plain_flags(question: str, names: Iterable[str] = ()) -> tuple[str, list[str]]:
    """``question`` with its CLI flags said in words, and what was not read: the flags, when
    one is not known (then the question is as sent, and refused); ``names``: the facilitators'
    names (lowercase)."""
    names = list(names)
    question = _ranked_args(question)
    command = _command(question, names)
    if command is not None:
        return command, []
    if not _ANY_FLAG.search(question):
        return question, []
    said = _said(question, names)
    if said is None:  # never read "--to 2026-05-31" alone as that one day
        return question, ["command-line flags (say the period, address and facilitator in "
                          "words, or use --from/--to, --recipient, --payer, --facilitator)"]
    return said[0], []


#: a ranking asked with no size, its size an argument after it ("top recipients by usdc
#: received, n=4"): said as "top 4 recipients"
_TOP = re.compile(r"\btop\s+(?=(?:payers|recipients|facilitators|merchants|senders|receivers|"
                  r"wallets|addresses|days)\b)", re.I)
_SIZE = re.compile(r"\s*[,;]\s*(?:n|k|limit|top|top_?k|size)\s*=\s*(\d{1,3})\b(?=\s*(?:[,;`]|$))",
                   re.I)


def _ranked_args(question: str) -> str:
    # a command quoted in backticks after who sends it ("ops bot: `top recipients ...`")
    question = rx.sub(r"^([^`\n]*:\s*)`([^`\n]+)`\s*$", r"\1\2", question)
    # "window=all-time", "period=last-month": the period's words
    question = rx.sub(r"\b((?:window|period|range)\s*=\s*)([a-z]+(?:-[a-z]+)+)\b",
                      lambda m: m[1] + m[2].replace("-", " "), question, flags=re.I)
    tops, sizes = list(_TOP.finditer(question)), list(_SIZE.finditer(question))
    if len(tops) != 1 or len(sizes) != 1 or tops[0].start() > sizes[0].start():
        return question
    top, size = tops[0], sizes[0]
    return (question[:top.end()] + f"{size[1]} " + question[top.end():size.start()]
            + question[size.end():])


def _value(v: str) -> str:
    v = v.strip("\"'")
    return v.replace("-", " ") if rx.fullmatch(r"[a-z]+(?:-[a-z]+)+", v, re.I) else v


def _said(question: str, names: list[str]) -> tuple[str, str] | None:
    """The question in words, and the period its flags say ("" when none)."""
    if len(_INCLUSIVE.findall(question)) == 1 and rx.search(
            r"(?<!\S)--(?:from|start|since)\b", question, re.I) and rx.search(
            r"(?<!\S)--(?:to|end|until)\b", question, re.I):
        question = _INCLUSIVE.sub("", question)  # the range's end is in it already
    flags = list(_FLAG.finditer(question))
    if not flags or len(flags) != len(_ANY_FLAG.findall(question)):
        return None  # one without a value ("--dry-run")
    keys = [m["k"].lower() for m in flags]
    if len(set(keys)) != len(keys) or any(
            k not in _SAID and k not in _START + _END for k in keys):
        return None
    ranged = "since" in keys and "until" in keys  # "--since A --until B": one range
    starts = [k for k in keys if k in _START or (ranged and k == "since")]
    ends = [k for k in keys if k in _END or (ranged and k == "until")]
    if len(starts) != len(ends) or len(starts) > 1:
        return None  # "--to 2026-05-31" alone: through when?
    words: list[str] = []
    start = end = period = ""
    for m in flags:
        k, v = m["k"].lower(), _value(m["v"])
        if k in _START or (ranged and k == "since"):
            start = v
        elif k in _END or (ranged and k == "until"):
            end = v
        else:
            if k in ("recipient", "payee", "merchant", "seller", "payer", "sender", "buyer") \
                    and not rx.fullmatch(r"0x[0-9a-f]{40}", v, re.I):
                return None  # a role said of something other than an address
            if k == "exclude" and v.lower() not in names:
                return None  # only a facilitator is excluded by name
            if k in _PERIOD_KEYS:
                period = f"in {v}"
            words.append(f"{_SAID[k]} {v}")
    if start:
        period = f"from {start} through {end}"
        words.append(period)
    head = question[:flags[0].start()].rstrip()
    tail = question[flags[-1].end():]
    between = "".join(question[a.end():b.start()] for a, b in itertools.pairwise(flags))
    if between.strip():
        return None  # words between the flags: not a command line
    if rx.fullmatch(r"\s*[a-z][a-z0-9_-]*", head, re.I) and rx.match(
            r"\s*[:\-\u2013\u2014>]+\s*\w", tail):
        head = ""  # the program's name ("reconcile", "ledger"), the ask said after the flags
    return f"{head} {' '.join(words)}{tail}".strip(), period


def _command(question: str, names: list[str]) -> str | None:
    """A chat-ops command in words (see the module's note), or None when ``question`` is none
    or holds a word not known."""
    m = _COMMAND.match(question)
    if m is None:
        return None
    body = question[m.end():].strip()
    if body.endswith("`"):
        body = body[:-1].rstrip()
    note_m = _NOTE.search(body)
    note = ""
    if note_m is not None:
        note = (note_m["h"] or note_m["a"] or note_m["p"]).strip()
        body = body[:note_m.start()].rstrip()
    first = _ANY_FLAG.search(body)
    words, flagged = (body[:first.start()], body[first.start():]) if first else (body, "")
    said: list[str] = []  # the command's words, as the readers say them
    again: list[str] = []  # how a question after it says each again
    for word in words.split():
        low = word.lower()
        if low in _FIGURE:
            said.append(_FIGURE[low])
            again.append(_SAID_AGAIN[_FIGURE[low]])
        elif low in names:
            said.append(f"through {low}")
            again.append(r"\b" + re.escape(low) + r"\b")
        elif low in ("leader", "top") and note:
            again.append(_SAID_AGAIN["leader"])  # said by the question after it
        else:
            return None
    period = ""
    if flagged:
        metric = rx.search(r"(?<!\S)--metric(?:\s*=\s*|\s+)(usdc|volume)\b", flagged, re.I)
        if metric is not None:  # the figure a ranking is by, said by the question after it
            if not note:
                return None
            again.append(_SAID_AGAIN["usdc"])
            flagged = flagged[:metric.start()] + flagged[metric.end():]
        flags = _said(flagged, names)
        if flags is None:
            return None
        inner, period = flags
        said.append(inner)
        for f in _FLAG.finditer(flagged):
            if f["k"].lower() == "exclude":
                again.append(r"\b" + re.escape(_value(f["v"]).lower()) + r"\b")
    if note and rx.search(_ASKS, note, re.I) and not rx.fullmatch(r"[^a-z]*(?:mon|sun)\w*.*",
                                                                   note, re.I):
        return _restating(note, again, period)
    if not said or not any(s in _SAID_AGAIN for s in said):
        return None  # no figure asked
    return " ".join(said) + (f" ({note})" if note else "")


def _restating(note: str, again: list[str], period: str) -> str | None:
    """The question after a command, with the command's period when it says none; None when
    it does not say every other word of the command again, or says another period."""
    if not all(rx.search(a, note, re.I) for a in again):
        return None
    if not period:
        return note
    if _BACK.search(note):
        return _BACK.sub(period, note, count=1)
    try:
        own = find_periods(note.lower(), date.today())
    except (ValueError, PeriodOutOfRange):
        return None
    if own:
        return None  # a period of its own beside the command's: which?
    return rx.sub(r"\s*([?.!]?)\s*$", f", {period}\\1", note, count=1)
