"""The question inside a wrapped message, when the wrapping is refused whole.

Agents and tools hand a question over inside their own text: a trace (``Entering Tool run
with input: "..."``), a formula (``=SEXTANT("...")``), a log line (``msg="..."``), a call
(``client.ask("...")``), a scratchpad (``Action Input: ...``), a hand-off (``Need: ...``), a
test case (``| prompt: ...``). Rather than a rule per wrapping, this reads the spans that can
hold the question (a quoted string, the value after a label, a line) and keeps one only when
the rest of the message says nothing that changes the answer: no period, address,
facilitator, threshold, side, grouping or figure that the span does not say itself, and no
scope word the reader cannot place (another chain, "only", "excluding", a date field, a
placeholder). Pure text to text; compose answers the span and refuses when none qualifies."""

from __future__ import annotations

import re
from dataclasses import fields
from datetime import date
from urllib.parse import unquote_plus

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Filters, Plan
from sextant.warehouse.planner.timephrases import Period

__all__ = ["question_spans", "reads_alone", "rest_says_nothing", "restated_dropped",
           "stamps_dropped"]

#: a quoted string opened after a space or a mark (not an apostrophe inside a word)
_QUOTED = (r"(?:^|(?<=[\s=:(\[{,>]))(?:\"(?P<d>[^\"\n]{6,}?)\"|'(?P<s>[^'\n]{6,}?)'|"
           r"\u201c(?P<c>[^\u201d\n]{6,}?)\u201d|\u2018(?P<q>[^\u2019\n]{6,}?)\u2019|"
           r"`(?P<b>[^`\n]{6,}?)`)(?=$|[\s,;:)\]}.|!?\\])")
#: a label's mark: a colon (not a clock's or a path's), an equals sign between spaces, an
#: arrow, a dash between clauses, a mention of the bot ("@sextant-bot how many ...")
_MARK = (r"(?::(?=\s)|\s=(?=\s)|\s(?:->|<-|=>|--|\u2192|\u203a|\u2014|\u2013)(?=\s)|"
         r"(?:^|(?<=[\s>]))@[\w.-]+:?(?=\s))")
#: a URL's query parameter that holds the question: "/ask?q=How+many+settlements%3F"
_URL_Q = r"[?&](?:q|question|query|ask|prompt|text)=(?P<v>[^&\s#]+)"
#: an identifier's value (a row's, a run's, a request's): a name, never a scope ("id=q3")
_IDS = (r"\b(?:id|uuid|ref|run|job|trace|request|req|ticket|[a-z]+_id)\s*[=:]\s*[\"']?"
        r"[\w-]*\d[\w-]*[\"']?")
#: a chat template's or a prompt format's tokens: "<|im_start|>", "[INST]", "<<SYS>>"
_TOKEN = (r"<\|[\w/ -]{1,30}\|>|</?(?:s|start_of_turn|end_of_turn)>|\[/?INST\]|<</?SYS>>|"
          r"^#{2,4}\s*(?:instruction|input|response)\s*:?\s*$")
#: a label that hands a question over: "Action Input:", "prompt:", "Original request:",
#: "Need:", "# TODO(sextant):", "asking again:" (one of its last two words)
_LABEL = (r"\b(?:inputs?|prompt|question|q|query|querying|ask|asks|asked|asking|request|task|"
          r"needs?|message|msg|text|content|body|instruction|goal|todo|fixme|note|sextant|"
          r"value|string|arguments?|params?|payload|utterance|search|command|cmd|item|case|"
          r"subtask|again|re-?send\w*|resubmit\w*|retry\w*|"
          # a verb that hands the question on: "please answer:", "verify:", "demands:"
          r"answer|verify|check|confirm|compute|calculate|find|look\s?up|fetch|resolve|"
          r"demands?|wants?|requests?)\W*(?:\w+\W*)?$")
#: where a labelled value ends: the next label ("Deadline: ...", "| grader: ..."), a bar
_NEXT = (r"(?=\s+(?:[|/\u2014\u2013]\s+)?[A-Z#][\w()#/-]*(?:\s[\w()#/-]+){0,2}:\s)|"
         r"\s+[|\u2014\u2013]\s+|$")
#: wrapping left at a span's ends: a list item's mark and box ("- [ ] ", "2. "), brackets,
#: comment marks, separators
_ENDS = (r"^\s*(?:[-*+\u2022]|\d{1,2}[.)])?\s*\[[ xX]?\]\s*|^\s*\d{1,2}[.)]\s+|"
         r"^[\s\"'`(\[{<>|/*#-]+|[\s\"'`)\]}<>|/*#;,-]+$")
#: a log line's stamp: when it was logged, not the question's period
_STAMP = (r"(?<!\w)(?<!since )(?<!until )(?<!from )(?<!to )(?<!after )(?<!before )(?<!of )"
          r"\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?\]?|"
          r"\b[IWEF]\d{4} \d\d:\d\d:\d\d(?:\.\d+)?\b|"
          # a trace's run path: "[1:chain:AgentExecutor > 2:tool:sextant]"
          r"\[\d+:\w+:[\w.-]+(?:\s*>\s*\d+:\w+:[\w.-]+)*\]")
#: words outside the span that would change the answer yet that the reader cannot place
_SCOPES = (r"\b(?:solana|polygon|ethereum|eth|arbitrum|optimism|avalanche|bnb|bsc|sepolia|"
           r"testnet|mainnet|eurc|usdt|dai|tokens?|only|exclud\w*|except\w*|"
           r"without|restrict\w*|filter\w*|instead|rather|compar\w*|against|versus|vs|net|"
           r"fees?|gross|refunds?|per|each|every|breakdown|split|grouped|also|plus|minus|"
           r"above|below|previous\s+(?:period|window|range|month|week|day|year|quarter)|"
           r"same|forecast\w*|predict\w*|next|both|another|other|second|"
           # a correction ("sorry, I meant recipients"): which figure is asked?
           r"sorry|meant|mean|correction|actually|scratch|oops|typo|not|"
           # a unit, a side, a threshold, an hour, a kind of day or payer
           r"eur|euros?|gbp|jpy|btc|sats|cents?|wei|gwei|thousands?|millions?|bps|rounded|"
           r"decimals?|received|receiv\w+|sent|paid|incoming|outgoing|inbound|outbound|"
           r"over|under|less|more|greater|fewer|least|most|lowest|highest|bottom|exactly|"
           r"hours?|hourly|utc|weekends?|weekdays?|morning|evening|night|business|new|"
           r"returning|first-time|"
           # arithmetic or a shape on the figure: "/ 31", "in basis points", "the 7th row"
           r"basis|points?|fraction|ratio|divid\w*|multipl\w*|times|scal\w*|percentage|"
           r"proportion|convert\w*|annuali[sz]\w*|cumulative|running|rolling|daily|weekly|"
           r"monthly|yearly|granularity|position|\d+(?:st|nd|rd|th)|"
           # a change asked of the figure ("Check growth: total volume in May")
           r"growth|grow\w*|chang\w*|trend\w*|increas\w*|decreas\w*|delta|drop\w*|ris\w*|"
           r"fell|fall\w*|declin\w*|rates?(?![\s-]*limit)|spikes?|dips?|too|as\s+well|"
           # a scope of its own, the whole history
           r"own|scope\w*|constraint\w*|conditions?|where|all[- ]time|ever|"
           r"lifetime|launch|history|aggregat\w*|statistic\w*|kpis?|metrics?|"
           # a kind of payment or payer, a clock
           r"large|larger|big|bigger|small|smaller|tiny|dust|micro\w*|whales?|huge|"
           r"spam\w*|suspicious|humans?|pacific|eastern|central|mountain|pst|pdt|est|edt|cet|"
           r"cest|jst|gmt|local|time\s*zones?|timezones?|\d+\s*-?\s*(?:day|week|month|hour|"
           r"year)s?)\b|(?<![/*])[*^](?![/*])\s*\d|\)\s*[-+*/^]\s*\d|"
           r"(?<![-=<])[<>\u2264\u2265]=?\s*\$?\d|\$\s?\d|\d\s*(?:usdc?|dollars?)\b|"
           r"\b(?:period|range|window|dates?|start\w*|end\w*|since|until|after|before|"
           r"between|month|week|year|day|days|quarter|facilitator|payer|recipient|address|"
           r"wallet|side|role|chain|network|token|currency|asset|min\w*|max\w*|threshold|limit|"
           r"top|k|n|metric|measure|figure|group\w*|sort|order)[\"']?\s*(?:=|:(?=\s|\"|'|$))|"
           r"\{\{|\$\{?\w|&\s*[A-Z]{1,2}\d|\b[A-Z]{1,2}\d+\b\s*(?:\)|,)|0x[0-9a-f]{40}")

#: words of a span that point back into the message it was cut from
_POINTS_BACK = (r"\b(?:it|its|they|them|their|theirs|he|she|his|her|these|those|same|"
                r"th(?:is|at)(?!\s+(?:week|month|year|quarter|day|morning|evening|period))|"
                r"above|below|aforementioned|former|latter|previous|earlier|again|too|also|"
                r"instead|then)\b|^(?:and|but|or|so)\b")


#: the words that name one figure ("a count" beside "how many settlements")
_SAME_FIGURE = (("count", "number", "how many"), ("total", "sum", "volume", "how much"))


def _figures_said(rest: str, span: str) -> bool:
    """Whether every figure word of ``rest`` is said in ``span`` (or a word for the same)."""
    for m in rx.finditer(_FIGURES, rest, re.I):
        word = rx.sub(r"\s+", " ", m[0].lower())
        same = next((c for c in _SAME_FIGURE if any(word.startswith(w) for w in c)), (word,))
        if not any(rx.search(r"\b" + re.escape(w), span, re.I) for w in same):
            return False
    return True


#: words that name a figure
_FIGURES = (r"\b(?:how\s+(?:many|much)|count\w*|number|total\w*|sum|volume|average|avg|mean|"
            r"median|max\w*|minimum|largest|smallest|biggest|share|percent\w*|unique|distinct|"
            r"top|rank\w*|payments?|settlements?|payers?|recipients?)\b|%")


#: a wrapping's marks inside a span: quotes and brackets, keys (an apostrophe in a word is
#: no mark)
_MARKUP = r"[\"{}\[\]=|<>`\u201c\u201d]|(?<![a-z])'|'(?![a-z])"


#: the rest asks something itself: the span may be a label, not the question
_ASKS = r"\?(?![\w=&])|\b(?:what|how|which|who|whom|whose|when|where|why)\b"
#: a format the rest demands: it fits only some figures
_ONE = r"\b(?:single|one\s+(?:number|figure|value)|a\s+number|scalar)\b"
_WHOLE = r"\b(?:integer|int|whole\s+number)\b"
_NO_FORMAT = r"(?<!\.)\b(?:boolean|bool|yes/no|true/false|list|table|csv|array)\b"
_COUNTS = {"count", "distinct_payer", "distinct_recipient", "distinct_facilitator"}


def _format_fits(rest: str, span: Plan) -> bool:
    """Whether a format the rest asks for ("Output: an integer", "one number") fits the span's
    figures: one figure, a count for a whole number; never a list or a yes/no."""
    if rx.search(_NO_FORMAT, rest, re.I):
        return False
    one = len(span.measures) == 1 and span.group is None and not span.sides
    if rx.search(_ONE, rest, re.I) and not one:
        return False
    return not rx.search(_WHOLE, rest, re.I) or (one and span.measures[0].kind in _COUNTS)


def _clean(span: str) -> str:
    out = rx.sub(_ENDS, "", span.strip()).strip()
    shut = out.count("(") - out.count(")")
    # the closing bracket of an aside ("... 2026? (for the notes)") is the span's own
    return out + ")" * shut if 0 < shut <= span.count(")") - out.count(")") else out


def question_spans(text: str) -> list[tuple[str, str]]:
    """The spans of ``text`` that may hold its question, each with the rest of ``text``:
    quoted strings first, then labelled values, then lines; each said once."""
    found: list[tuple[int, int]] = []
    for m in rx.finditer(_QUOTED, text):
        name = next(k for k in ("d", "s", "c", "q", "b") if m[k] is not None)
        found.append((m.start(name), m.end(name)))
    for m in rx.finditer(_MARK, text):
        if m[0].strip() in (":", "=") and not rx.search(
                _LABEL, text[max(0, m.start() - 40):m.start()], re.I):
            continue  # "Whales: how many payers ...": a scope said as a label, not a wrapping's
        line_end = text.find("\n", m.end())
        end_at = len(text) if line_end < 0 else line_end
        tail = rx.search(_NEXT, text[m.end():end_at])
        found.append((m.end(), m.end() + (tail.start() if tail else end_at - m.end())))
    at = 0
    # a token keeps its length, so that a line's place is its place in ``text``
    lined = rx.sub(_TOKEN, lambda m: "\n" * len(m[0]), text, flags=re.I | re.M)
    for line in lined.split("\n"):
        found.append((at, at + len(line)))
        at += len(line) + 1
    spans: list[tuple[str, str]] = []
    seen: set[str] = set()
    for m in rx.finditer(_URL_Q, text):
        span = _clean(unquote_plus(m["v"]))
        if len(rx.findall(r"[a-z]{2,}", span, re.I)) >= 2 and not rx.search(_MARKUP, span):
            seen.add(span)
            spans.append((span, text[:m.start("v")] + " " + text[m.end("v"):]))
    for start, end in found:
        span = _clean(text[start:end])
        if span in seen or span == text.strip() or len(rx.findall(r"[a-z]{2,}", span, re.I)) < 2:
            continue
        if rx.search(_MARKUP + r"|(?:^|\s)@[\w.-]", span) or span.count("(") != span.count(")"):
            continue  # "...\", \"period\": \"2026-05": the wrapping's own keys, cut
        rest = text[:start] + " " + text[end:]
        if not rx.search(r"\w", rx.sub(r"[\s\W]+", "", rest)):
            continue  # the whole message, its ends trimmed
        seen.add(span)
        spans.append((span, rest))
    return spans


def _when(period: Period | None) -> tuple[object, object, object]:
    return (None, None, None) if period is None else (period.start, period.end, period.hours)


def _said(value: object, default: object) -> bool:
    return value is not None and value != default and value is not False and value != ""


def rest_says_nothing(rest: str, span: Plan, read_rest: Plan) -> bool:
    """Whether ``rest`` (read as ``read_rest``) says nothing the span (read as ``span``) does
    not: no scope word it cannot place, no filter, figure, grouping or side of its own."""
    if rx.search(_SCOPES, rest, re.I) or rx.search(_ASKS, rest, re.I):
        return False
    if not _format_fits(rest, span):
        return False
    if any(rx.search(r"period|amount|facilitator|payer|recipient|address|0x", u)
           for u in read_rest.unplaced):
        return False  # "a second period: ...", "facilitator coinbase": a scope beside the span's
    blank = Filters()
    for f in fields(Filters):
        mine, theirs = getattr(read_rest.filters, f.name), getattr(span.filters, f.name)
        if f.name == "period":
            if _when(mine) != (None, None, None) and _when(mine) != _when(theirs):
                return False
        elif _said(mine, getattr(blank, f.name)) and mine != theirs:
            return False
    # the reader gives a figure to words that name none ("real value", "get"): only a figure
    # the rest names must be the span's own
    if rx.search(_FIGURES, rest, re.I) and not {m.kind for m in read_rest.measures} <= {
            m.kind for m in span.measures}:
        return False
    if read_rest.sides or read_rest.share_of is not None or read_rest.rank_of is not None:
        return False
    if rx.search(r"\btop\b|\d", rest, re.I) and read_rest.group is not None and (
            read_rest.top, read_rest.nth, read_rest.descending) != (span.top, span.nth,
                                                                     span.descending):
        return False
    return read_rest.group in (None, span.group)


def stamps_dropped(rest: str) -> str:
    """``rest`` without a log line's time stamps (``2026-06-03T09:12:01Z``, ``I0603 08:15:44``)
    and a trace's run paths."""
    return rx.sub(_STAMP, " ", rest)


#: a word that joins a restatement to more than the span says or shifts it ("last week and
#: the week before", "the week before last week", "coinbase vs payai", "the prior 7 days"):
#: the run is not a restatement
_JOINED_BEFORE = (r"\b(?:and|or|plus|to|through|thru|until|till|vs|versus|than|from|between|"
                  r"but|not|before|after|since|ending|besides|beside|of|per|each|every|prior|"
                  r"previous|preceding|following|next|last|past|first|final|same|other|"
                  r"another|earlier|later|whole|full|entire|early|late|mid|half)\s*,?\s*$|"
                  r"[&+/\u2013-]\s*$")
_JOINED_AFTER = (r"^\s*,?\s*(?:and|or|plus|to|through|thru|until|till|vs|versus|than|but|"
                 r"before|after|besides|ago|earlier|later|prior|back|of)\b|^\s*[&+/\u2013-]")
#: a word of time left in a rest
_TIME_WORDS = (r"\b(?:days?|weeks?|weekends?|fortnights?|months?|years?|quarters?|hours?|"
               r"today|yesterday|tomorrow|tonight|ytd|mtd|qtd|wtd|q[1-4]|h[12]|\d{4}|"
               r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
               r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|autumn|"
               r"fall|winter|seasons?|period|window)\b")
#: a word before a restated period that belongs to it ("over the last 90 days")
_LEADS = r"\b(?:in|over|during|for|across|from|of|covering)\s+(?=\x00)"


def restated_dropped(rest: str, span: str) -> str:
    """``rest`` without what restates the span: a run of two or more words said in the same
    order in the span ("the last 7 days"), or an address or a facilitator's name the span says
    too. What is left (a scope word, another period) still speaks."""
    from sextant.warehouse.planner.reading import facilitator_names

    said = [w.lower() for w in rx.findall(r"\w+", span)]
    words = list(rx.finditer(r"\w+", rest))
    names = set(facilitator_names())
    joined = " " + " ".join(said) + " "
    drop: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        j = i
        while j < len(words) and " " + " ".join(
                w[0].lower() for w in words[i:j + 1]) + " " in joined:
            j += 1
        one = words[i][0].lower()
        if (j - i >= 2 or (j - i == 1 and (one in names or rx.fullmatch(r"0x[0-9a-f]{40}", one)))
                ) and not (rx.search(_JOINED_BEFORE, rest[:words[i].start()], re.I) or
                           rx.search(_JOINED_AFTER, rest[words[j - 1].end():], re.I)):
            drop.append((words[i].start(), words[j - 1].end()))
        i = max(j, i + 1)  # a part of a run joined to more is joined to it too
    for start, end in reversed(drop):
        rest = rest[:start] + "\x00" + rest[end:]
    return rx.sub(r"\x00", " ", rx.sub(_LEADS, "", rest, flags=re.I))


def reads_alone(rest: str, span: str, as_of: date) -> bool:
    """Whether ``span`` may be answered alone: ``rest`` says nothing more (a log line's stamp
    is when it was logged only beside a span that says its own period)."""
    from sextant.warehouse.planner.reading import read

    inner = read(span, as_of)
    period = inner.filters.period
    if period is not None and (period.start, period.end) != (None, None):
        rest = stamps_dropped(rest)
    if rx.search(_POINTS_BACK, span, re.I):
        return False  # "how much did they receive?": who they are is in the rest
    dropped = restated_dropped(rest, span)
    if not rx.search(_TIME_WORDS, dropped, re.I):
        # "last week matters, the week before too": what is left of a period said beside the
        # span may make another one with the words dropped; then the rest is read whole
        rest = dropped
    rest = rx.sub(_IDS, " ", rest, flags=re.I)
    return rest_says_nothing(rest, inner, read(rest, as_of)) and _figures_said(rest, span)
