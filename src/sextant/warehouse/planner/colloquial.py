"""Crypto-native and informal register, rewritten into the words the readers know before a question
is read: forms of address ("ser", "gm", "fren"), "wen", money said in words or shorthand ("half
a cent", "50c", "a hundred bucks"), number words ("more than a hundred times"), numbers as a
voice transcript says them ("twenty twenty six", "the fifteenth of may", "one point five usdc"),
"payers unique" for unique payers, "till" for until, a day "this year", and a term defined
inline ("whales = txs above 100 usd. how many of them ..."). Each rewrite that changes what a
figure means is noted ("read 'half a cent' as '0.005 usdc'") so the interpretation says what was
read."""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from sextant.warehouse.planner import rx

__all__ = ["plain_register"]

#: words of address and greeting, never about the data
_ADDRESSING = r"\b(?:sers?|gm|gn|frens?|anon|wagmi|lfg|pls\s+ser|bro|fam|my\s+g)\b"
_UNITS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
          "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
          "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
_SCALES = {"hundred": 100, "thousand": 1000}
_SMALL = r"(?:" + "|".join([*_TENS, *_UNITS]) + r")"
#: "a hundred", "two hundred and fifty", "fifty", "a thousand": a number in words
_WORDS = (r"\b(?:(?:a|one|" + "|".join(_UNITS) + r"|" + "|".join(_TENS) + r")\s+(?:hundred|"
          r"thousand)(?:\s+(?:and\s+)?" + _SMALL + r"(?:[- ]" + _SMALL + r")?)?|hundred|"
          r"thousand|(?:" + "|".join(_TENS) + r")(?:[- ](?:" + "|".join(_UNITS) + r"))?|"
          + "|".join(u for u in _UNITS if _UNITS[u] > 10) + r")\b")
#: what a number in words must stand beside to be read as a figure: a unit or a count noun,
#: or a comparison word before it
_COUNTED = (r"(?=\s*(?:usdc|usd|dollars?|bucks|cents?|times|payments?|settlements?|"
            r"transactions?|transfers?|txs?|txns?|payers|recipients|wallets)\b)")
_COMPARED = r"\b(?:than|over|above|under|below|least|most|exactly|top|first|last|past)\s+"


def _number(words: str) -> int | None:
    """The value of a number said in words ("a hundred", "two hundred and fifty")."""
    total, part = 0, 0
    for w in rx.split(r"[\s-]+", words.lower()):
        if w in ("a", "and"):
            part = part or (1 if w == "a" else 0)
        elif w in _UNITS:
            part += _UNITS[w]
        elif w in _TENS:
            part += _TENS[w]
        elif w in _SCALES:
            total += max(part, 1) * _SCALES[w]
            part = 0
        else:
            return None
    return total + part


def _money(text: str, notes: list[str]) -> str:
    """"half a cent", "50c", "a quarter of a cent": amounts in USDC."""
    def half(m: re.Match[str]) -> str:
        value = Decimal("0.005") if m[1].startswith("cent") or m[1] == "penny" else Decimal("0.5")
        notes.append(f"read '{m[0]}' as {value} USDC")
        return f"{value} usdc"

    text = rx.sub(r"\bhalf\s+(?:a|of\s+a|one)\s+(cent|penny|dollar|buck|usdc?)\b", half, text,
                  flags=re.I)

    def cents(m: re.Match[str]) -> str:
        notes.append(f"read '{m[0].strip()}' as {m[1]} cents")
        return f"{m[1]} cents"

    # "50c", "5¢": cents (a digit run then "c" alone, never "q1c" or "3c9f")
    return rx.sub(r"(?<![\w.$])(\d+(?:\.\d+)?)\s?(?:c|¢)(?![\w.])", cents, text, flags=re.I)


def _numbers(text: str, notes: list[str]) -> str:
    def digits(m: re.Match[str]) -> str:
        said = m["n"] or m["n2"]
        n = _number(said)
        if n is None:
            return m[0]
        notes.append(f"read '{said}' as {n}")
        return (m["cmp"] or "") + str(n)

    return rx.sub(r"(?P<cmp>" + _COMPARED + r")(?P<n>" + _WORDS + r")|(?P<n2>" + _WORDS + r")"
                  + _COUNTED, digits, text, flags=re.I)


_ORDINAL_DAYS = {w: i + 1 for i, w in enumerate([
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
    "eighteenth", "nineteenth", "twentieth"])}
_ORDINAL_DAYS.update({f"twenty {w}": 20 + n for w, n in list(_ORDINAL_DAYS.items())[:9]})
_ORDINAL_DAYS.update({"thirtieth": 30, "thirty first": 31})
_ORDINAL_WORD = (r"(?:(?:twenty|thirty)[- ](?:first|second|third|fourth|fifth|sixth|seventh|"
                 r"eighth|ninth)|" + "|".join(w for w in _ORDINAL_DAYS if " " not in w) + r")")
_MONTH_WORD = (r"(?:january|february|march|april|may|june|july|august|september|october|"
               r"november|december)")
#: what may follow a day said as "may the fifth": its year, the end of a clause, or the other
#: end of a range ("the third largest payer in march" is no day)
_DAY_END = (r"(?=\s*(?:[,.?!;:)]|$|\d{4}\b|20\d\d\b|and\b|to\b|through\b|thru\b|until\b|"
            r"till\b|-|\u2013|\u2014))")
_DIGIT_WORDS = {w: str(n) for w, n in _UNITS.items() if n < 10}


def _spoken(text: str, notes: list[str]) -> str:
    """Numbers as a voice transcript says them: a year ("twenty twenty six", "two thousand and
    twenty five"), a quarter ("q one"), a day of a month ("the fifteenth of may", "may the
    fifth", "march thirty first") and an amount with a decimal point ("one point five usdc")."""
    def year(m: re.Match[str]) -> str:
        n = 2020 + _UNITS.get((m["u"] or "zero").lower(), 0) if m["t"] is not None else \
            2000 + (_number(m["y"]) or 0)
        notes.append(f"read '{m[0]}' as {n}")
        return str(n)

    text = rx.sub(r"\btwenty[- ]twenty(?:[- ](?P<u>one|two|three|four|five|six|seven|eight|"
                  r"nine))?\b(?P<t>)|\btwo\s+thousand\s+(?:and\s+)?(?P<y>twenty(?:[- ](?:one|two|"
                  r"three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|"
                  r"fifteen|sixteen|seventeen|eighteen|nineteen)\b", year, text, flags=re.I)

    # "q one", "h two": a quarter or a half said letter and number
    text = rx.sub(r"\b([qh])\s+(one|two|three|four)\b",
                  lambda m: m[0] if m[1].lower() == "h" and m[2].lower() in ("three", "four") else
                  f"{m[1]}{_UNITS[m[2].lower()]}", text, flags=re.I)

    def day(m: re.Match[str]) -> str:
        said = (m["o"] or m["o2"]).lower()
        if m["o2"] and said in ("first", "second") and not m["the"] and not rx.match(
                r"\s*,?\s*(?:\d{4}|20\d\d)\b", text[m.end():]) and not rx.search(
                r"\b(?:on|between|from|since|until|till|to|through|before|after)\s+$",
                text[:m.start()], re.I):
            return m[0]  # "march first, then april": the order of two answers
        n = _ORDINAL_DAYS[" ".join(rx.split(r"[- ]", said))]
        return f"{m['m'] or m['m2']} {n}"

    text = rx.sub(r"\b(?:the\s+)?(?P<o>" + _ORDINAL_WORD + r")\s+of\s+(?P<m2>" + _MONTH_WORD
                  + r")\b|\b(?P<m>" + _MONTH_WORD + r")\s+(?P<the>the\s+)?(?P<o2>" + _ORDINAL_WORD
                  + r")\b" + _DAY_END, day, text, flags=re.I)

    def decimal(m: re.Match[str]) -> str:
        whole = _number(m["w"].strip()) if m["w"] else 0
        if whole is None:
            return m[0]
        digits = "".join(_DIGIT_WORDS[d.lower()] for d in m["d"].split())
        value = f"{whole}.{digits}"
        notes.append(f"read '{m[0].strip()}' as {value}")
        return value

    digit = r"(?:zero|one|two|three|four|five|six|seven|eight|nine)"
    return rx.sub(r"\b(?P<w>(?:" + _SMALL + r")(?:[- ]" + _SMALL + r")?\s+)?point\s+(?P<d>"
                  + digit + r"(?:\s+" + digit + r")*)\b(?=\s*(?:usdc|usd|dollars?|bucks|cents?)\b)",
                  decimal, text, flags=re.I)


_ROWS = r"(?:txs?|txns?|transactions?|payments?|settlements?|transfers?)"
#: an end of a payer's history, or an extreme of its payments ("its first payment and the last")
_EDGE = r"(?:first|last|latest|earliest|largest|biggest|smallest)"
#: a character of a definition: not a sentence's end (a decimal point is no end)
_PLAIN = r"(?:[^.;:?!]|(?<=\d)\.(?=\d))"
#: a term defined inline: "whales = txs above 100 usd.", "whale means a payment over 50
#: usdc:", "define whales as payments > 100 usdc,"
_DEFINED = re.compile(
    r"^\s*(?:define\s+(?P<t1>[a-z]+)\s+as|(?:(?:a|the)\s+)?(?P<t2>[a-z]+)\s*(?:=|:=|means|"
    r"mean|are|is)|(?:let|call)\s+(?P<t3>[a-z]+)\s+be)\s+(?P<def>(?:an?\s+|the\s+|all\s+)?"
    + _ROWS + r"\s+" + _PLAIN + r"*?\d" + _PLAIN + r"*?)\s*[.;:!]\s+(?P<rest>\S.*)$", re.I)


#: a definition said after the question or inside it: "how many whales in may? whale = tx
#: above 10 usd", "how many whales (whale = payment over 50 usdc) last week"
_DEFINED_LATER = re.compile(
    r"(?P<lead>^|[(.;:?!,])\s*(?:where\s+|with\s+)?(?:(?:a|the)\s+)?(?P<t2>[a-z]+)\s*(?:=|:=|"
    r"\bmeans?\b)\s*(?P<def>(?:an?\s+|the\s+|all\s+)?" + _ROWS + r"\s+" + _PLAIN + r"*?\d"
    + _PLAIN + r"*?)\s*(?P<end>\)|[.;:!?]|$)", re.I)


def _defined(text: str, notes: list[str]) -> str:
    """"whales = txs above 100 usd. how many of them and total vol?": the term (or "them",
    "those") in the rest of the question stands for its definition."""
    m = _DEFINED.match(text)
    if m is not None:
        return _substituted(text, m["rest"], (m["t1"] or m["t2"] or m["t3"]).lower(),
                            m["def"], notes)
    m = _DEFINED_LATER.search(text)
    if m is None:
        return text
    rest = (text[:m.start()] + (m["lead"] if m["lead"] != "(" else "") + " "
            + (m["end"] if m["end"] in "?!." else "") + " " + text[m.end():])
    return _substituted(text, rest, m["t2"].lower(), m["def"], notes)


def _substituted(text: str, rest: str, term: str, definition: str, notes: list[str]) -> str:
    """``rest`` with ``term`` (and "them", "those", "these") read as ``definition``; ``text``
    as said when the term is no new word or is not used as the rows themselves."""
    if rx.fullmatch(_ROWS + r"|volume|vol|count|total|it|this|that", term):
        return text
    said = " ".join(definition.split())
    said = rx.sub(r"^(?:an?|the|all)\s+", "", said)
    noun = rx.match(_ROWS, said)
    plural = said if noun is None or noun[0].endswith("s") else said.replace(noun[0], {
        "tx": "txs", "txn": "txns"}.get(noun[0], noun[0] + "s"), 1)
    stem = term[:-1] if term.endswith("s") else term
    if rx.search(r"\b" + re.escape(stem) + r"s?(?:'s?)?\s+(?:vol|volumes?|count|txs?|txns?|"
                 r"transactions?|payments?|settlements?|amounts?|totals?|sum|number|size|"
                 r"share|payers?|recipients?|wallets?)\b", rest, re.I):
        return text  # "by whales vol": the term as a modifier, not the rows themselves
    rest, n = rx.subn(r"\b(?:(?:the\s+)?" + re.escape(stem) + r"s?|(?:of\s+)?(?:them|those|these))"
                      r"\b", " " + plural + " ", rest, flags=re.I)
    if n == 0:
        return text
    notes.append(f"read '{term}' as '{plural}'")
    return rx.sub(r"\s+(?=[?.!,;])", "", " ".join(rest.split()))


def _this_year(text: str, as_of: date) -> str:
    """"since jan 1 this year", "from 1 march this year": the day in the current year."""
    month = (r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*")
    day = r"\d{1,2}(?:st|nd|rd|th)?"
    return rx.sub(r"\b(" + month + r"\s+" + day + r"|" + day + r"\s+(?:of\s+)?" + month + r")"
                  r",?\s+(?:of\s+)?this\s+year\b", lambda m: f"{m[1]} {as_of.year}", text,
                  flags=re.I)


_MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"


def _year_first(text: str) -> str:
    """Dates said year first: "2025.11.05" (ISO), a format note that agrees with the date
    ("2026/04 (year/month)", "2025/11/05 (y/m/d)": year first is the only reading, the note
    adds nothing), and "month 2026/04", "day 2025/11/05" (the unit said before its date)."""
    text = rx.sub(r"\b(\d{4})\.(\d{1,2})\.(\d{1,2})\b(?!\.\d)",
                  lambda m: f"{m[1]}-{int(m[2]):02d}-{int(m[3]):02d}", text)
    unit = r"\s*[/.-]\s*"

    def noted(m: re.Match[str]) -> str:
        return m[1] if bool(m[3]) == bool(m[4]) else m[0]  # a day said and noted, or neither

    text = rx.sub(r"\b(\d{4}([/.-])\d{1,2}(\2\d{1,2})?)\s*[(\[]\s*(?:y|yy|yyyy|yr|year)" + unit
                  + r"(?:m|mm|mon|month)(" + unit + r"(?:d|dd|day))?\s*[)\]]", noted, text,
                  flags=re.I)
    def said_unit(m: re.Match[str]) -> str:
        # "busiest day 2026-05-18..2026-05-24", "which month 2025": the unit ranked, kept
        # ("highest volume day november 2025": the ranked figure between them)
        return m[0] if rx.search(r"\b(?:busiest|quietest|which|what|peak|top|record|biggest|"
                                 r"largest|highest|lowest|smallest|best|worst)(?:[- ](?:volume|"
                                 r"count|activity|traffic|usdc|payment|settlement))?\s+$",
                                 text[:m.start()], re.I) else "in "

    return rx.sub(r"\b(?:(?:for|in|on|during)\s+)?(?:the\s+)?(?:month|day)\s+(?=\d{4}[/-]\d{1,2}\b|"
                  + _MONTHS + r"\s+\d{4}\b)", said_unit, text, flags=re.I)


_WEEKDAY = r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?"
_FIGURE = (r"(?:txs?|txns?|transactions?|payments?|settlements?|transfers?|vol|volume|count|"
           r"total|sum|usdc|usd|payers|recipients|wallets|fees)")


def _terse_periods(text: str) -> str:
    """Periods said tersely: "whole year 2025", "2025 full year", "all of 2025" (the year);
    "vol may", "txs count, may" (the month after a figure, with no preposition); "last week
    mon-sun" (a restatement said without a comma); "jan+feb" (two months listed)."""
    text = rx.sub(r"\b(?:the\s+)?(?:whole|entire|full|complete)\s+(?:calendar\s+)?(?:year\s+)?"
                  r"(?:of\s+)?(\d{4})\b|\b(\d{4})\s*,?\s*(?:the\s+)?(?:whole|entire|full|"
                  r"complete)\s+(?:calendar\s+)?year\b|\ball\s+of\s+(\d{4})\b",
                  lambda m: m[1] or m[2] or m[3], text, flags=re.I)
    text = rx.sub(r"\b(" + _FIGURE + r")\s+may\b(?=\s*(?:[?.!]|$|\d{4}\b|,))|,\s*may\s*(?=[?.!]|$)",
                  lambda m: f"{m[1]} in may" if m[1] else ", in may", text, flags=re.I)
    text = rx.sub(r"\b(week)\s+(" + _WEEKDAY + r"\s*(?:-|\u2013|to|through|thru)\s*" + _WEEKDAY
                  + r")(?=\s|[?.!,]|$)", r"\1 (\2)", text, flags=re.I)
    return rx.sub(r"\b(" + _MONTHS + r")\s*\+\s*(?=" + _MONTHS + r"\b)", r"\1 and ", text,
                  flags=re.I)


def plain_register(question: str, as_of: date) -> tuple[str, list[str]]:
    """``question`` in the words the readers know, and what was read as what."""
    notes: list[str] = []
    text = rx.sub(_ADDRESSING + r"\s*[,!?.]*", " ", question, flags=re.I)
    text = rx.sub(r"\bwen\b", "when", text, flags=re.I)
    # "on which date was the first payment through payai": when (not the busiest day)
    text = rx.sub(r"(^|[.?!:;]\s*)(?:on\s+)?(?:which|what)\s+(?:date|day)\s+(?=(?:was|were|did|"
                  r"does|do)\b[^?.!]*?\b(?:first|last|earliest|latest|most\s+recent)\b)",
                  r"\1when ", text, flags=re.I)
    # "volumes for A and B, plus A minus B", ", plus the difference": one more figure asked
    # ("and"); "may, plus april" may be a sum, left as said
    text = rx.sub(r",\s*plus\s+(?=(?:the|its|their|each|both)\s|[a-z][a-z0-9]*\s+minus\s)",
                  ", and ", text, flags=re.I)
    # "which is the average gas ...": a non-native "what is" before one figure (not "which
    # is the larger, A or B")
    if not rx.search(r"\bor\b", text, re.I):
        text = rx.sub(r"(^|[.!?]\s+)which\s+(is|was|are|were)\s+(?=the\s+(?:average|mean|median|"
                      r"total|sum|number|count|overall|typical)\b)", r"\1what \2 ", text,
                      flags=re.I)
    # "the middle payment amount": the median payment
    text = rx.sub(r"\bthe\s+middle\s+(?:payment|settlement|transaction)(?:\s+(?:amount|size|"
                  r"value))?\b", "the median payment", text, flags=re.I)
    # "from march till now", "from 1 may 2026 to today": since then (the month alone was read)
    text = rx.sub(r"\bfrom\s+(?P<x>(?:(?!(?:until|till|to|through|thru|up)\b)[\w'-]+\s+){0,3}?"
                  r"(?!(?:until|till|to|through|thru|up)\b)[\w'-]+)\s+(?:until|till|to|through|thru|"
                  r"up\s+(?:to|until))\s+(?:now|today|date|the\s+present|present|the\s+present\s+"
                  r"day)\b", r"since \g<x>", text, flags=re.I)
    # "my till", "the shop till": the cash register, never "until"
    text = rx.sub(r"(?<!\bmy )(?<!\bour )(?<!\bthe )(?<!\bshop )(?<!\bcash )\btill\b(?!\s+"
                  r"(?:date|now)\b)(?!\s*(?:[.!?]|$))", "until", text, flags=re.I)
    # "payers unique": unique payers ("payers unique to coinbase" says something else)
    text = rx.sub(r"\b(payers|recipients|wallets|addresses|senders|receivers|buyers|sellers|"
                  r"merchants)\s+(unique|distinct)\b(?!\s+(?:to|for|per|across|by)\b)",
                  r"\2 \1", text, flags=re.I)
    # ", only payments bigger than 0.5 usd": the payments kept (a clause of its own: "payers
    # with only payments under 1 usdc" says something else)
    # ("counting only its payments above 1 usdc", "looking only at ...": the same; "its" an
    # address's own, said in the question)
    own = r"|its|their" if rx.search(r"0x[0-9a-f]{40}", text, re.I) else ""
    # (no comma needed before "counting only": "top payers by volume counting only ...")
    text = rx.sub(r"(?:^|(?<=[,;:(\u2013\u2014-])|(?<=\s)(?<!\bnot\s)(?=(?:counting|"
                  r"considering)\s))\s*(?:(?:counting|considering|including|"
                  r"taking|looking)\s+(?:only|just)(?:\s+at)?|(?:only|just)\s+(?:counting|"
                  r"considering|including|looking\s+at))\s+(?:(?:the|those" + own + r")\s+)?(?="
                  + _ROWS + r"\s+(?:that\s+(?:are|were)\s+|which\s+(?:are|were)\s+|of\s+)?"
                  r"(?:bigger|"
                  r"larger|greater|more|over|above|under|below|less|smaller|higher|lower|at\s+least|at\s+"
                  r"most)\b|" + _ROWS + r"\s*[<>])",
                  lambda m: ", only " if m[0][:1].isalpha() else " only ", text, flags=re.I)
    text = rx.sub(r"(?:^|(?<=[,;:(\u2013\u2014-]))\s*(?:only|just)\s+(?:(?:the|those)\s+)?(?:"
                  + _ROWS + r"|ones)?\s*(?:(?:that|which)\s+(?:are|were)\s+|of\s+)?"
                  r"(?=(?:bigger|larger|"
                  r"greater|more|over|above|under|below|less|smaller|higher|lower|at\s+least|at\s+most)\b|[<>])",
                  " ", text, flags=re.I)
    # "its first payment and its last one": the first and last payment
    # ("the first payment received and the last one": the first and last payment received)
    text = rx.sub(r"\b(" + _EDGE + r")\s+(payment|settlement|transaction|transfer)(\s+(?:received|"
                  r"made|sent|paid))?\s+and\s+(?:(?:its|the|their|his|her)\s+)?(" + _EDGE
                  + r")(?:\s+one\b|(?=\s*(?:[?.!,;]|$)))",
                  lambda m: f"{m[1]} and {m[4]} {m[2]}{m[3] or ''}", text, flags=re.I)
    text = rx.sub(r"\b(?:a|one)\s+buck\b", "1 usdc", text, flags=re.I)  # "over a buck"
    text = rx.sub(r"(?<=\d)\s*bucks?\b", " usdc", text, flags=re.I)  # "1 buck", "10bucks"
    # "the total dollar value", "dollar volume": USDC's amount, said in its dollar peg
    text = rx.sub(r"\bdollar\s+(value|amount|volume)s?\b", r"\1", text, flags=re.I)
    text = _spoken(text, notes)
    text = _money(text, notes)
    text = _numbers(text, notes)
    text = _defined(text, notes)
    text = _this_year(text, as_of)
    text = _year_first(text)
    text = _terse_periods(text)
    # "diff" is a difference, but "how many diff recipients" counts different ones
    text = rx.sub(r"\bdiff\b(?!\s+(?:payers|recipients|senders|receivers|buyers|sellers|merchants|"
                  r"wallets|addresses|facilitators?|accounts|agents|users)\b)", "difference", text,
                  flags=re.I)
    # "payers that paid more than 10 usd total": in total (each payer's sum), not a noun
    text = rx.sub(r"(\d(?:[\d.]*\d)?\s*(?:usdc|usd|dollars|bucks|\$)?)\s+total\b(?!\s+(?:vol|"
                  r"volume|amount|value|usdc|usd|spend|spent|paid|received|payments?|txs?|"
                  r"transactions?|settlements?|count|number|of)\b)", r"\1 in total", text,
                  flags=re.I)
    # "smallest tx ever, how many usd": the unit of the figure asked, not a count
    unit = rx.search(r"[,;]?\s*\b(?:in\s+)?how\s+many\s+(?:usdc?|dollars|bucks)\s*[?.!]*\s*$", text,
                     re.I)
    if unit and rx.search(r"\b(?:biggest|largest|smallest|max|min|maximum|minimum|avg|average|"
                          r"mean|median|vol|volume|total|sum|highest|lowest)\b",
                          text[:unit.start()], re.I):
        text = text[:unit.start()]
    # "how much in total and average volume per day": the total volume, then the average
    text = rx.sub(r"\bhow\s+much\s+(?:usdc\s+)?in\s+total\s+(?=(?:and|&)\s)", "total volume ",
                  text, flags=re.I)
    # "how many USDC did 0x... receive": how much; never "how many USDC payments" (a count)
    text = rx.sub(r"\bhow\s+many\s+(?=(?:usdc?|dollars|bucks)\b(?!\s+(?:payments?|settlements?|"
                  r"transactions?|transfers?|txs?|txns?|payers?|recipients?|wallets?|"
                  r"addresses)\b))", "how much ", text, flags=re.I)
    return " ".join(text.split()), notes
