"""What a scheduled job or a program writes around its question, said plainly:

- its schedule as a cron expression ("nightly job (cron 0 3 * * *):", "cron: 30 6 * * 1 -"):
  when it runs, never a period of the data (taken out; the job's name is left for the label
  readers);
- its name as an identifier ("report_builder wants ...", "threshold_alerts.yaml review:",
  "etl/daily_sync.py:"): set aside when its words (split at ``_``, ``.``, ``-`` and ``/``, the
  file's extension out) hold no word of the data the question does not say again
  (``planner.framing``'s test);
- a job named for the comparison it runs ("monthly-diff job:", "weekly-delta job"): set aside
  beside a question asking a change whose periods are each one such unit ("from April 2026 to
  May 2026 (May minus April)");
- what the job does with the answer after the question ("... and write it to the monthly
  report row", "then post it in #finance-daily"): set aside when where it goes holds no word of
  the data the question does not say again.

Pure text to text; anything else is left as sent."""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.framing import _one, _restated
from sextant.warehouse.planner.timephrases import PeriodOutOfRange, find_periods

__all__ = ["plain_job_heads"]

_CRON_FIELD = r"(?:\*|\d{1,2})(?:[-,/](?:\*|\d{1,2}))*"
#: "(cron 0 3 * * *)", "cron: 30 6 * * 1": five fields of a schedule
_FIELDS = r"\s+".join([_CRON_FIELD] * 5)
_CRON = re.compile(r"\s*\(\s*cron\s*[:=]?\s*" + _FIELDS + r"\s*\)|\bcron\s*[:=]?\s*" + _FIELDS
                   + r"(?=\s*[:,\-\u2013\u2014])", re.I)
_EXT = r"(?:ya?ml|json|py|ipynb|sql|csv|toml|cfg|ini|sh|js|ts|xlsx|txt|md)"
#: a program's identifier: snake_case, or a file (with its folder)
_IDENT = (r"(?:[a-z][a-z0-9-]*/)*(?:[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)*\." + _EXT
          + r"|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)")
#: what the program is or does, after its identifier
_NOUN = (r"(?:review|check|job|run|task|step|script|pipeline|service|module|config|draft|update|"
         r"notebook|cell|worker|bot)")
_IDENT_HEAD = re.compile(r"^\s*(?P<id>" + _IDENT + r")(?P<noun>(?:\s+" + _NOUN + r"){0,2})(?:\s*"
                         r"(?::|\s[-\u2013\u2014])\s+|\s+(?:wants|needs|requires|requests|asks\s+for|"
                         r"is\s+asking\s+for)\s+(?=(?:the|a|an|total|number|count|how)\b))", re.I)
_UNIT = {"daily": "day", "weekly": "week", "monthly": "month", "quarterly": "quarter"}
#: a job named for the comparison it runs: "monthly-diff job:"
_DIFF_HEAD = re.compile(r"^\s*(?P<c>daily|weekly|monthly|quarterly)[-_ ](?:diff|delta|change|"
                        r"compare|comparison)\s+(?:job|run|task|check|report)\s*(?::|\s[-\u2013\u2014])"
                        r"\s+", re.I)
_CHANGE = r"\b(?:change|difference|diff|delta|minus|vs\.?|versus|compared?|growth|grew|fell)\b"
#: what the job does with the answer: "and write it to the monthly report row"
_AFTER = re.compile(r"\s*[,;]?\s+(?:and|then)\s+(?:write|store|save|put|post|push|append|insert|"
                    r"log|record|upsert|send)\s+(?:it|that|this|the\s+(?:result|value|number|figure|"
                    r"answer|count|total))\s+(?:to|in|into|on|under)\s+(?P<to>[^.?!\n]{1,60}?)\s*"
                    r"(?P<end>[.?!]?)\s*$", re.I)
#: where the answer goes: no word of the data
_PLACE = (r"\b(?:the|a|an|our|my|its|row|rows|cell|column|sheet|spreadsheet|table|report|"
          r"dashboard|tile|slot|field|channel|file|db|database|warehouse|ledger|log|page|doc|"
          r"tab|board|kpi|metrics?|store|bucket|s3|slack|notion|airtable)\b|#[\w-]+")


def _units(question: str, as_of: date) -> list[tuple[date | None, date | None]]:
    """The periods a change compares ("from April 2026 to May 2026": April, then May)."""
    said = rx.sub(r"\bfrom\s+(.{3,30}?)\s+(?:to|until|through)\s+", r"\1 vs ", question.lower())
    try:
        return [(f.period.start, f.period.end) for f in find_periods(said, as_of)]
    except (ValueError, PeriodOutOfRange):
        return []


def plain_job_heads(question: str, as_of: date, names: Iterable[str] = ()
                    ) -> tuple[str, list[str]]:
    """``question`` without the job's words above, and a note for each set aside; ``names``:
    the facilitators' names (lowercase)."""
    names = list(names)
    text, notes = question, []
    colon = text.find(":")
    if colon > 0:
        head = _CRON.sub("", text[:colon + 1])
        if head != text[:colon + 1]:
            notes.append("set aside the job's cron schedule (when it runs, not a period)")
            text = head + text[colon + 1:]
    m = _IDENT_HEAD.match(text)
    if m is not None:
        words = " ".join(rx.split(r"[_./-]+", rx.sub(r"\." + _EXT + r"$", "", m["id"], flags=re.I)))
        rest = text[m.end():]
        if rest.strip() and _restated(words, rest, names, as_of):
            notes.append(f"set aside '{m[0].strip()}' (the program asking, not about the data)")
            text = rest[:1].upper() + rest[1:]
    d = _DIFF_HEAD.match(text)
    if d is not None:
        rest = text[d.end():]
        units = _units(rest, as_of)
        if rx.search(_CHANGE, rest, re.I) and len(units) >= 2 and all(
                _one(_UNIT[d["c"].lower()], a, b) for a, b in units):
            notes.append(f"set aside '{d[0].strip()}' (the job comparing the periods asked)")
            text = rest[:1].upper() + rest[1:]
    a = _AFTER.search(text)
    if a is not None:
        asked = text[:a.start()]
        place = rx.sub(_PLACE, " ", a["to"].lower())
        if rx.search(r"\w", asked) and _restated(place, asked, names, as_of):
            notes.append(f"set aside '{a[0].strip()}' (where the answer goes)")
            text = asked + (a["end"] or "")
    return text, notes
