"""Words of people who text or dictate a question, said as the readers know them (pure text to
text; a wording not matched is left as said):

- SMS shorthand: "mny" many, "ppl" people, "b4" before, "2day" today, "tmrw" tomorrow,
  "thnx"/"ty" thanks;
- "people" (or "folks", "ppl") who paid are the payers, those who got paid the recipients;
  "shops" and "stores" (not the asker's own) are the merchants;
- "since it started" ("since they launched", "since the shop opened"): all the address's time;
- who the answer is for, said before or after it with no word of the data ("podcast q:",
  "..., i want to show my class", "... it's for my students");
- a range of days whose month is said at its start only ("may 1 to the 10th", "the 1st of may
  to the tenth"): the same month at its end, when that day comes later.
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["month_carried", "plain_texting"]

_SHORT = {"mny": "many", "ppl": "people", "b4": "before", "2day": "today", "tmrw": "tomorrow",
          "tmr": "tomorrow", "2moro": "tomorrow", "thnx": "thanks", "thanx": "thanks",
          "tnx": "thanks", "ty": "thanks"}
#: whom the figure is shown to, or what it goes into (never a word of the data)
_AUDIENCE = (r"(?:class(?:room)?|students|pupils|kids|listeners|audience|viewers|readers|"
             r"followers|subscribers|podcast|episode|show|lesson|lecture|course|seminar|workshop|"
             r"talk|grant\s+(?:review|application|report|proposal)|proposal|committee|panel)")
_OWNER = r"(?:my|our|the|a|an|this|next\s+week's|tomorrow's)"
#: "..., i want to show my class", "... it's for my students.", "- for the podcast"
_TAIL = re.compile(
    r"\s*(?:[,.;!?\u2013\u2014]|\s-)\s*(?:(?:i|we)\s+(?:want|wanna|need|would\s+like|'d\s+like|"
    r"am\s+going|'m\s+going|plan)\s+(?:to\s+)?(?:show|share|tell|present|explain|use)\s+"
    r"(?:(?:it|this|that|them)\s+)?(?:(?:to|with|in|for|on)\s+)?|(?:it's|its|it\s+is|this\s+is|"
    r"that's|just)?\s*for\s+)" + _OWNER + r"\s+(?:[a-z]+\s+)?" + _AUDIENCE
    + r"\s*[.!]?\s*$", re.I)
#: "podcast q:", "class question -", "newsletter qn:": what the question is for, as its label
_HEAD = re.compile(r"^\s*(?:" + _AUDIENCE + r"|newsletter|blog|tweet|thread)\s+(?:q|qn|question)"
                   r"\s*(?::|-|\u2013|\u2014)\s*(?=\S)", re.I)
_PAYS = (r"(?:paid|pay|pays|sent|send|spent|spend|bought|have\s+paid|made\s+(?:a\s+)?payments?|"
         r"used\s+x402\s+to\s+pay)")
_GETS = r"(?:got\s+paid|get\s+paid|were\s+paid|received|receive|have\s+been\s+paid)"
_PEOPLE = r"(?:people|persons|folks|individuals)"


def plain_texting(question: str) -> str:
    """``question`` with the wordings above rewritten."""
    q = rx.sub(r"\b(" + "|".join(_SHORT) + r")\b",
               lambda m: _SHORT[m[1].lower()], question, flags=re.I)
    # "how much people paid": said for "how many people" as often as for their money
    q = rx.sub(r"(?<!\bmuch )\b" + _PEOPLE + r"(?=\s+(?:who\s+|that\s+)?" + _PAYS + r"\b)",
               "payers", q, flags=re.I)
    q = rx.sub(r"\b" + _PEOPLE + r"(?=\s+(?:who\s+|that\s+)?" + _GETS + r"\b)", "recipients", q,
               flags=re.I)
    q = rx.sub(r"(?<!\bmy )(?<!\bour )\b(?:shops|stores)\b(?!\s+(?:that\s+|who\s+|which\s+)?"
               + _PAYS + r"\b)", "merchants", q, flags=re.I)
    q = rx.sub(r"\bsince\s+(?:it|they|he|she|(?:the|my|our|that)\s+(?:shop|store|wallet|address|"
               r"account|service|api|business))\s+(?:first\s+)?(?:started|began|launched|opened|"
               r"went\s+live|joined|got\s+going)\b", "since launch", q, flags=re.I)
    q = _HEAD.sub("", q)
    return _TAIL.sub("", q) or question


_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_WORD_DAYS = {w: i + 1 for i, w in enumerate(
    ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
     "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
     "seventeenth", "eighteenth", "nineteenth", "twentieth"])}
_WORD_DAYS.update({f"twenty {w}": 20 + n for w, n in list(_WORD_DAYS.items())[:9]})
_WORD_DAYS.update({"thirtieth": 30, "thirty first": 31})
_WORD_DAY = "|".join(sorted((w.replace(" ", r"[- ]") for w in _WORD_DAYS), key=len,
                            reverse=True))
_START = (r"\b(?:(?P<m1>" + _MONTH + r")\s+(?:the\s+)?(?P<a1>\d{1,2})(?:st|nd|rd|th)?|"
          r"(?:the\s+)?(?P<a2>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m2>" + _MONTH + r"))"
          r"(?P<y>,?\s+20\d\d)?")
_END = (r"\s*(?P<to>to|through|thru|till|until|-|\u2013)\s*(?:the\s+)?(?P<b>\d{1,2}(?:st|nd|rd|th)|"
        + _WORD_DAY + r")\b(?!\s*(?:of\b|" + _MONTH + r"\b|[a-z]+est\b|most\b|"
        r"-?(?:largest|biggest|busiest|highest|percentile)|payments?|payers?|recipients?|days?|"
        r"weeks?|months?))(?P<y2>,?\s+20\d\d\b)?")


def month_carried(text: str) -> str:
    """``text`` with a range's month (and year) said again at its end ("may 1 to the 10th":
    "may 1 to may 10th"), when the end's day is later than the start's."""
    def carried(m: re.Match[str]) -> str:
        start = int(m["a1"] or m["a2"])
        said = m["b"].lower()
        end = int(said[:-2]) if said[:1].isdigit() else _WORD_DAYS[" ".join(
            rx.split(r"[- ]", said))]
        if not start < end <= 31:
            return m[0]
        month, year = m["m1"] or m["m2"], m["y"] or m["y2"] or ""
        if m["y"] and m["y2"] and m["y"].strip(", ") != m["y2"].strip(", "):
            return m[0]  # "may 1 2025 to the 10th 2026": no one month
        return f"{month} {start}{year} {m['to']} {month} {end}{year}"

    return rx.sub(_START + _END, carried, text, flags=re.I)
