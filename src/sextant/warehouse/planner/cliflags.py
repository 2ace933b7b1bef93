"""A command line's flags said in words: an agent that writes its question as a CLI call
("reconcile --recipient 0x... --from 2026-05-01 --to 2026-05-31 : payments received") means
one period from the first day through the last, and one side of the address, never a period
"since" the first day compared with the last. Known flags only (``--from``/``--to``,
``--start``/``--end``, ``--since``, ``--until``, ``--period``, ``--recipient``, ``--payer``,
``--facilitator``); a question with any other flag, or with an end and no start, is left as
sent and refused."""

from __future__ import annotations

import itertools
import re

from sextant.warehouse.planner import rx

__all__ = ["plain_flags"]

#: "--name value" or "--name=value"; a value is one token, or a quoted phrase
_FLAG = re.compile(r"(?<!\S)--(?P<k>[a-z][a-z_-]*)(?:\s*=\s*|\s+)(?P<v>\"[^\"]*\"|'[^']*'|"
                   r"[^\s\"'-][^\s]*)", re.I)
_ANY_FLAG = re.compile(r"(?<!\S)--[a-z]", re.I)
#: each flag's words, and the role its value takes
_SAID = {"recipient": "received by", "payee": "received by", "merchant": "received by",
         "seller": "received by", "payer": "paid by", "sender": "paid by", "buyer": "paid by",
         "facilitator": "through", "since": "since", "until": "until", "period": "in",
         "window": "in"}
_START = ("from", "start", "start-date", "start_date")
_END = ("to", "end", "end-date", "end_date")


def plain_flags(question: str) -> tuple[str, list[str]]:
    """``question`` with its CLI flags said in words, and what was not read: the flags, when
    one is not known (then the question is as sent, and refused)."""
    if not _ANY_FLAG.search(question):
        return question, []
    said = _said(question)
    if said is None:  # never read "--to 2026-05-31" alone as that one day
        return question, ["command-line flags (say the period, address and facilitator in "
                          "words, or use --from/--to, --recipient, --payer, --facilitator)"]
    return said, []


def _said(question: str) -> str | None:
    flags = list(_FLAG.finditer(question))
    if not flags or len(flags) != len(_ANY_FLAG.findall(question)):
        return None  # one without a value ("--dry-run")
    keys = [m["k"].lower() for m in flags]
    if len(set(keys)) != len(keys) or any(
            k not in _SAID and k not in _START + _END for k in keys):
        return None
    starts = [k for k in keys if k in _START]
    ends = [k for k in keys if k in _END]
    if len(starts) != len(ends):
        return None  # "--to 2026-05-31" alone: through when?
    words: list[str] = []
    start = end = ""
    for m in flags:
        k, v = m["k"].lower(), m["v"].strip("\"'")
        if k in _START:
            start = v
        elif k in _END:
            end = v
        else:
            if k in ("recipient", "payee", "merchant", "seller", "payer", "sender", "buyer") \
                    and not rx.fullmatch(r"0x[0-9a-f]{40}", v, re.I):
                return None  # a role said of something other than an address
            words.append(f"{_SAID[k]} {v}")
    if start:
        words.append(f"from {start} through {end}")
    head = question[:flags[0].start()].rstrip()
    tail = question[flags[-1].end():]
    between = "".join(question[a.end():b.start()] for a, b in itertools.pairwise(flags))
    if between.strip():
        return None  # words between the flags: not a command line
    if rx.fullmatch(r"\s*[a-z][a-z0-9_-]*", head, re.I) and rx.match(
            r"\s*[:\-\u2013\u2014>]+\s*\w", tail):
        head = ""  # the program's name ("reconcile", "ledger"), the ask said after the flags
    return f"{head} {' '.join(words)}{tail}".strip()
