"""People's ways of asking, rewritten into the words the readers know (pure text to text):

- a sentence about the asker before the question ("For a talk I'm giving next week:", "So
  I've been following x402 for a while and I'm curious,", "Writing up a summary for my team.",
  "my editor wants to know", "I'm writing a piece on x402 adoption and wanted to check"): set
  aside only when it says nothing of the data (no period, number, address, facilitator, side,
  size, measure or restriction) and the question after it opens as a question;
- "the biggest (largest, record, top) day by volume (by number of payments)": the busiest day
  by that figure (the "by ..." must be said);
- "Did volume grow from Q4 2025 to Q1 2026? By what percent?": the percent change from the
  one period to the other; "... ? By how much?": the change;
- "excluding weekends", "weekdays only": on weekdays; "excluding weekdays", "weekends only":
  on weekends;
- "average daily (number of) unique payers": unique payers per day on average;
- "payers q1 2026" (a side and a scope, nothing else): the unique payers;
- "new (first payment ever)": the gloss restates "new";
- "unique payers on an average day": per day on average; "(the average of each day's unique
  payers)" beside "unique payers per day": said again;
- "Sorry for my english, is not my first language.", "My English is not so good.": a note on
  the asker's English, set aside as a sentence (or a clause) of its own;
- "please teach me (say me, explain me) the number of ...": tell me (a learner's verb);
  "payments which happened (took place, were made) in February": that happened;
- a self-correction: "Combien de destinataires, I mean how many recipients ...?" is the
  question after "I mean", when what it corrects holds no number, address, name or word of
  the data the question after it does not say again (another "I mean" is never the mean);
  "...? I mean by number of payments, not amount.": the ranking's figure said, and the
  other one denied;
- "Ranking of the top 3 facilitators by ...", "Give me a ranking of the 5 biggest payers":
  the top ones.
"""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.columns import missing_columns
from sextant.warehouse.planner.foreignperiods import plain_foreign_periods
from sextant.warehouse.planner.relayverbs import plain_relayed
from sextant.warehouse.planner.timephrases import MONTH_NAME, PeriodOutOfRange, find_periods
from sextant.warehouse.planner.trades import TRADE

__all__ = ["plain_people"]

#: how a question opens once the asker's sentence is set aside
_OPENS = (r"(?:what|what's|whats|how|which|who|when|was|were|did|do|does|is|are|can|could|"
          r"would|give|tell|show)\b")
#: the asker's own clause: its opener
_ASKER = (r"(?:(?:hi|hey|hello|ok|okay|so|quick\s+one|quick\s+question)[,!.]?\s+)?"
          r"(?:so\s+)?(?:long[-\s]time\s+(?:lurker|reader|listener|user)\b|i\b|i'm\b|im\b|i've\b|i'd\b|we\b|we're\b|we've\b|my\b|our\b|for\b|"
          r"writing\b|working\b|doing\b|preparing\b|putting\b|just\b|as\b|"
          # who asks by trade: "Blogger here - how many ...", "analyst at a fund, so: ..."
          r"(?:an?\s+)?" + TRADE + r"\s+(?:here\b|(?:at|from|with)\s+(?:an?|the|my|our)\b))")
#: a sentence, a colon, a dash or a comma closing the asker's clause
_CLOSE = r"(?:[.:;!]\s+|\s+[-\u2013\u2014]\s+|\s*[\u2013\u2014]\s*|,\s+(?:and\s+|so\s+)?)"
#: "wants to know", "asked me to find out", "wanted to check": the clause joined to the question
_JOIN = (r"\b(?:wants?|wanted|asked(?:\s+me)?|needs?|needed|would\s+like|'d\s+like|"
         r"am\s+trying|'m\s+trying|was\s+hoping)\s+(?:me\s+)?to\s+(?:know|find\s+out|check|"
         r"confirm|figure\s+out|see|ask|understand)\s+(?:on\s+)?")
_LEAD = re.compile(r"^\s*(" + _ASKER + r"[^?]{0,200}?)" + _CLOSE + r"(?=" + _OPENS + r")", re.I)
_JOINED = re.compile(r"^\s*(" + _ASKER + r"[^?]{0,200}?(?:" + _JOIN + r"|\b(?:i'm|i\s+am|im)\s+"
                     r"(?:curious|wondering)\s+))(?=" + _OPENS + r")", re.I)
#: words of the data the asker's clause may not hold
_DATA = (r"0x[0-9a-f]{4,}|(?<![\w.])\d|\$|%|\b(?:" + MONTH_NAME + r")\b|\b(?:q[1-4]|h[12]|"
         r"yesterday|today|tonight|tomorrow|week|month|quarter|year|day|hour|ytd|mtd|"
         r"weekdays?|weekends?|payers?|recipients?|merchants?|senders?|receivers?|buyers?|"
         r"sellers?|wallets?|address(?:es)?|only|excluding|exclude|except|without|not|never|"
         r"no|over|above|under|below|between|large|small|big|tiny|whales?|volume|count|"
         r"number|total|sum|average|avg|mean|median|share|percent(?:age)?|fraction|unique|"
         r"distinct|new|first|last|largest|biggest|smallest|top|most|least|fewest|max|min|"
         r"per|each|every|rank|compare|versus|vs|growth|grow|change|trend|daily|weekly|"
         r"monthly|annual|yearly|usdc|usd|dollars?|cents?|fees?|gas|solana|polygon|"
         r"ethereum|arbitrum|optimism|avalanche|bsc|tron|chains?|tokens?|nfts?|eth|btc|usdt|eurc|"
         r"refunds?|disputes?|reverted|pending|status|pay|pays|paid|paying|spend|spent|send|sent|"
         r"receive|received|got|earn|earned|sell|sold|buy|bought|charged?|settled?|quarterly|"
         r"facilitators?|round(?:ed)?|exact(?:ly)?|"
         r"what|how|which|who|when|why|where|did|does|was|were|is|are|and\s+also|"
         r"also|plus|then)\b")
#: what the asker says of itself and no figure: "giving next week" (a report's cadence,
#: "a monthly report", may ask a series: never set aside)
_HARMLESS = (r"\b(?:giving|presenting|publishing|hosting|doing|running|due)\s+(?:next\s+(?:week|"
             r"month)|tomorrow|later\s+today|this\s+(?:week|afternoon|evening))\b|"
             r"\bfor\s+(?:a|quite\s+a|some)\s+while\b|\bagent\s+payments\b|\bnew\s+to\s+(?:x402|this|"
             r"crypto|the\s+space|all\s+this)\b")


def _set_aside(question: str, names: list[str]) -> str:
    for pattern in (_JOINED, _LEAD):
        m = pattern.match(question)
        if m is None:
            continue
        lead = rx.sub(_HARMLESS, " ", m[1], flags=re.I)
        lead = rx.sub(r"(?:" + _JOIN + r"|\b(?:i'm|i\s+am|im)\s+(?:curious|wondering)\s+)$", " ",
                      lead.rstrip() + " ", flags=re.I)
        lead = rx.sub(r"\bx402\b", " ", lead, flags=re.I)
        if rx.search(_DATA, lead, re.I) or len(lead.split()) > 30 or missing_columns(lead):
            continue
        low = lead.lower()
        if any(rx.search(r"\b" + re.escape(n) + r"\b", low) for n in names):
            continue
        rest = question[m.end():]
        if pattern is _JOINED and rx.search(r"[.?!;]\s+\S", rest):
            continue  # "We need to understand how many buyers are active. Please return ...":
            # the joined clause is a reason, said again by the request after it
        return rest[:1].upper() + rest[1:]
    return question


#: "the biggest day by volume": the busiest day by volume
_BIG_DAY = re.compile(r"\b(?:biggest|largest|record|top|best|highest)(\s+day\b"
                      r"(?:\s+ever)?(?:\s+in\s+[\w\s]{1,30}?)?\s+by\s+(?:volume|usdc|"
                      r"(?:the\s+)?(?:number|count)\s+of\s+(?:payments|settlements)|"
                      r"(?:payment|settlement)\s+count|payments|settlements)\b)", re.I)
#: what grew: a few words ending in a figure's noun ("Coinbase volume", "the payment count");
#: the rewritten question is read whole again, so a word here no reader knows is refused
_MEASURE = (r"(?:[\w'$-]+\s+){0,4}?(?:volume|payments?|settlements?|transactions?|payers|"
            r"recipients|wallets|count|size|spend(?:ing)?|amount)")
_UP = (r"(?:grow|go\s+up|rise|increase|climb|fall|drop|decline|shrink|go\s+down|change)"
       r"(?:\s+or\s+(?:go\s+)?(?:up|down|shrink|fall|drop|decline|grow))?")
#: "Did volume grow from Q4 2025 to Q1 2026? By what percent?"
_DID_GROW = re.compile(r"^\s*did\s+(" + _MEASURE + r")\s+" + _UP + r"\s+(from\s+[^?]{3,60}?\s+"
                       r"to\s+[^?]{3,60}?)\s*[?,.;]\s*(?:and\s+)?(?:if\s+so,?\s+)?by\s+"
                       r"(what\s+percent(?:age)?|what\s+%|how\s+much|how\s+many)"
                       r"(\s+(?:percent|%))?\s*(?:in\s+percent(?:age)?\s*)?[?.]?\s*$", re.I)
_WEEKDAYS = re.compile(r"\b(?:excluding|except(?:\s+for)?|not\s+counting|leaving\s+out|"
                       r"without)\s+(?:the\s+)?(weekends?|weekdays?)(?:\s+days)?\b|"
                       r"\b(?:on\s+)?(weekdays?|weekends?)\s+only\b", re.I)
_DAILY_UNIQUE = re.compile(r"\b(?:the\s+)?(?:average\s+daily|daily\s+average)\s+(?:of\s+)?"
                           r"(?:the\s+)?(?:number\s+of\s+|count\s+of\s+)?(?:unique|distinct|active)\s+(payers|recipients)\b"
                           r"(?!\s+per\b)", re.I)


#: "new (first payment ever)": the gloss says again what "new" says
_NEW_GLOSS = re.compile(r"\b(new|first[- ]time)\s*\(\s*(?:i\.?e\.?,?\s*|meaning\s+|=\s*)?"
                        r"(?:their\s+)?(?:first[- ](?:time|ever)|first\s+(?:ever\s+)?(?:payment|"
                        r"settlement)s?(?:\s+ever)?|never\s+paid\s+before|no\s+(?:earlier|prior|"
                        r"previous)\s+(?:payments?|settlements?))\s*\)", re.I)


#: "recipients q1 2026": a side and its scope, nothing asked of it: how many there were
_BARE_SIDE = re.compile(r"\s*(payers|recipients)\s+([^?]{2,60}?)\s*\??\s*", re.I)
_ASKED = (r"\b(?:unique|distinct|different|active|how|what|which|who|when|top|bottom|volume|"
          r"count|number|total|sum|average|avg|"
          r"mean|median|share|percent|per|each|new|first|last\s+seen|largest|biggest|most|least|"
          r"paid|received|spent|sent|list|show|by|vs|versus|and|or|with)\b|%|\$")


#: "how many distinct payers were active on an average day": per day on average ("a typical
#: day" may be the median day: left as said)
_AVERAGE_DAY = re.compile(r"\b(?:on|in)\s+an\s+average\s+day\b", re.I)
#: "(the average of each day's unique payers)": what "per day on average" says, said again
_DAY_GLOSS = re.compile(r"\s*\(\s*(?:i\.?e\.?,?\s*)?the\s+(?:average|mean)\s+of\s+"
                        r"(?:each|every|the)\s+day'?s\s+(?:unique\s+|distinct\s+|active\s+)?"
                        r"(payers|recipients)(?:\s+counts?)?\s*\)", re.I)


#: a note on the asker's English ("sorry for my bad english", "english is not my first
#: language", "excuse my english", "my english is not so good"), a sentence or clause of its own
_ENGLISH = (r"(?:(?:i'?m\s+|i\s+am\s+)?sorry\s+(?:for|about)\s+my\s+(?:bad\s+|poor\s+|broken\s+)?"
            r"english|(?:please\s+)?(?:excuse|forgive|pardon)\s+my\s+(?:bad\s+|poor\s+|broken\s+)?"
            r"english|(?:my\s+)?english\s+(?:is|isn'?t)\s+(?:not\s+)?(?:(?:so|very|too)\s+)?"
            r"(?:good|great|perfect|bad)|(?:(?:english|it|this)\s+)?(?:is|isn'?t)\s+(?:not\s+)?my\s+"
            r"(?:first|native|mother|main)\s+(?:language|tongue))")
_LANGUAGE_NOTE = re.compile(r"(?:(?<=[.?!])|^)\s*" + _ENGLISH + r"(?:\s*[,;]\s*(?:and\s+|but\s+|"
                            r"because\s+|as\s+)?" + _ENGLISH
                            + r")*(?:\s*,?\s*sorry)?\s*[.!]*(?=\s|$)", re.I)


#: a learner's verb for "tell me": "teach me the number", "say me how many", "explain me what"
_TEACH = re.compile(r"\b(?:teach|say|explain|inform|indicate)\s+(?:to\s+)?me\s+(?:about\s+|of\s+)?"
                    r"(?=(?:the|how\s+(?:many|much)|what|which|who|when)\b)", re.I)
#: "payments which happened in ...": a relative clause said with "which" (not a question)
_WHICH_HAPPENED = re.compile(r"\b(payments|settlements|transactions|transfers|ones)\s+which\s+"
                             r"(?=(?:happened|occurred|took\s+place|were\s+(?:made|done|settled|"
                             r"processed|sent|paid|executed|completed))\b)", re.I)


#: "..., I mean how many ...": the asker says the question again, in full
_MEANT = re.compile(r"^\s*(?P<a>[^\n]{1,160}?)\s*(?:[,;:!?.]|\s[-\u2013\u2014]|\u2014)\s*"
                    r"(?:(?:sorry|oops|err?|uh+|um+|no|wait)\s*[,!.]?\s*)?(?:i\s+mean[st]?|or\s+rather|i\s+"
                    r"should\s+say)\s*[,:]?\s+(?P<q>(?:how|what|which|who|when|did|does|do|is|are|"
                    r"was|were|give|tell|show)\b[^\n]+)$", re.I)
#: "? I mean by number of payments, not amount.": a ranking's figure, the other one denied
_BY_COUNT = (r"by\s+(?:the\s+)?(?:number\s+of\s+(?:payments|settlements|transactions)|"
             r"(?:payment\s+|settlement\s+|transaction\s+)?count)")
_BY_VOLUME = r"by\s+(?:the\s+)?(?:volume|(?:usdc\s+)?amount|usdc|value|dollars?)"
_NOT_VOLUME = (r"(?:,\s*|\s+)(?:not|rather\s+than|instead\s+of)\s+(?:by\s+)?(?:the\s+)?"
               r"(?:total\s+)?(?:amounts?|volume|value|usdc|dollars?|money)")
_NOT_COUNT = (r"(?:,\s*|\s+)(?:not|rather\s+than|instead\s+of)\s+(?:by\s+)?(?:the\s+)?(?:number|"
              r"count)(?:\s+of\s+(?:payments|settlements|transactions))?")
_MEANT_BY = re.compile(r"(?:(?<=[?.!])\s*(?:i\s+mean[st]?\s*,?\s*|that\s+is\s*,?\s*)?|(?<=,)\s*|"
                       r"\s+)(?P<by>" + _BY_COUNT + r"(?=" + _NOT_VOLUME + r")|" + _BY_VOLUME
                       + r"(?=" + _NOT_COUNT + r"))(?:" + _NOT_VOLUME + r"|" + _NOT_COUNT
                       + r")(?=\s*[.!?]?\s*$)", re.I)
#: a word of time in the asker's first language ("en mai", "im Mai", "ayer"): what it
#: corrects may hold a period the question after "I mean" does not say
_FOREIGN_TIME = (r"\b(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|"
                 r"octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|"
                 r"ao[uû]t|septembre|octobre|novembre|d[ée]cembre|januar|februar|m[äa]rz|juni|"
                 r"juli|oktober|dezember|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|"
                 r"outubro|novembro|dezembro|ayer|hoy|semana|mes|a[ñn]o|hier|aujourd'hui|semaine|"
                 r"mois|ann[ée]e|gestern|heute|woche|monat|jahr|ontem|hoje|m[êe]s|ano)\b")


def _corrected(q: str, names: list[str]) -> str:
    """``q`` as the asker corrected it (as said when what is corrected says more)."""
    m = _MEANT.match(q)
    if m is not None:
        a, asked = m["a"].lower(), m["q"].lower()
        words = set(rx.findall(r"[a-z0-9$%']+", asked))
        said = [w.lower() for w in rx.findall(_DATA, a, re.I)]
        if not rx.search(r"\d|0x|\$|%|" + _FOREIGN_TIME, a, re.I) and all(
                w in words for w in said) and not any(
                rx.search(r"\b" + re.escape(n) + r"\b", a) for n in names):
            q = m["q"][:1].upper() + m["q"][1:]
    by = _MEANT_BY.search(q)
    if by is not None and rx.search(r"\b(?:most|top|least|fewest|biggest|largest|rank\w*)\b",
                                    q[:by.start()], re.I):
        head = q[:by.start()].rstrip()
        q = head + (" " + by["by"][:1].upper() if head.endswith((".", "?", "!")) else
                    " " + by["by"][:1]) + by["by"][1:] + q[by.end():]
    return q


#: "a ranking of the top 3 ...": the top 3 (a ranking with no number of rows is left as said)
_RANKING_OF = re.compile(r"\b(?:an?\s+|the\s+)?ranking\s+of\s+(?=(?:the\s+)?(?:top|\d{1,3}\s+"
                         r"(?:most|biggest|largest|busiest|leading|top)|(?:most|biggest|largest|busiest|"
                         r"leading)\s+\d{1,3})\b)", re.I)


#: ", I mean X", "? I mean X.": X said again (or said in place of a like phrase)
_MEANT_AGAIN = re.compile(r"(?:\s*[,;]|\s+[-\u2013\u2014]|(?<=[?.!]))\s*(?:sorry\s*,?\s*)?i\s+"
                          r"mean[st]?\s*,?\s+(?P<x>[^,;?.!]{2,60}?)\s*(?=[,;?.!]|$)", re.I)


def _in_place(q: str, m: re.Match[str], as_of: date, names: list[str]) -> str | None:
    """"in April 2026, I mean May 2026", "for Coinbase, I mean PayAI": the one period (or
    facilitator) said before, said again as X; None when X is not one such phrase or the
    question says none, or more than one, before it."""
    x, head = m["x"].strip(), q[:m.start()]
    try:
        theirs, mine = find_periods(head.lower(), as_of), find_periods(x.lower(), as_of)
    except (ValueError, PeriodOutOfRange):
        return None
    bare = rx.sub(r"^(?:in|for|during|over|on)\s+", "", x, flags=re.I)
    if len(mine) == 1 and len(theirs) == 1 and mine[0].end - mine[0].start >= len(bare) - 1:
        f = theirs[0]
        return head[:f.start] + bare + head[f.end:] + q[m.end():]
    named = [n for n in names if rx.search(r"\b" + re.escape(n) + r"\b", head, re.I)]
    if len(named) == 1 and rx.fullmatch(r"(?:the\s+)?(?:" + "|".join(map(re.escape, names))
                                        + r")(?:\s+facilitator)?", x, re.I):
        said = rx.search(r"\b" + re.escape(named[0]) + r"\b", head, re.I)
        assert said is not None
        name = rx.sub(r"^the\s+|\s+facilitator$", "", x, flags=re.I)
        return head[:said.start()] + name + head[said.end():] + q[m.end():]
    return None


def _said_again(q: str, as_of: date | None, names: list[str]) -> str:
    """``q`` without ", I mean X" when X says nothing the rest does not say (every word of
    the data in it said again), or with X in place of the one like phrase before it; as
    said otherwise."""
    m = _MEANT_AGAIN.search(q)
    if m is None:
        return q
    if as_of is not None:
        placed = _in_place(q, m, as_of, names)
        if placed is not None:
            return placed
    rest = (q[:m.start()] + " " + q[m.end():]).lower()
    words = set(rx.findall(r"[a-z0-9$%.']+", rest))
    said = [w.lower().rstrip(".") for w in rx.findall(r"[a-z0-9$%.']+", m["x"], re.I)]
    data = [w for w in said if rx.fullmatch(_DATA, w, re.I) or rx.search(r"\d", w)]
    if not data or not all(w in words for w in data):
        return q
    if not all(w in words or w in ("the", "a", "an", "of", "in", "for", "on") for w in said):
        return q
    return (q[:m.start()] + q[m.end():]).strip()


#: what a correction changes when said in it: a side, a period, a number, an address
_CHANGES = (r"0x[0-9a-f]{4,}|(?<![\w.])\d|\$|%|\b(?:" + MONTH_NAME + r")\b|\b(?:q[1-4]|h[12]|"
            r"yesterday|today|week|month|quarter|year|day|hour|ytd|mtd|payers?|recipients?|"
            r"merchants?|senders?|receivers?|buyers?|sellers?|wallets?|address(?:es)?|only|"
            r"excluding|except|without|not|no|over|above|under|below|between|first|last|"
            r"largest|biggest|smallest|top|most|least|fewest|paid|received|sent|spent|earned)\b")


def _unread_correction(m: re.Match[str], q: str, names: list[str]) -> str:
    """", I mean X" left unread: X alone when it changes nothing of the scope (the words
    after it are read as said, never "the mean"); else "I meant X", a word no reader knows
    (refused)."""
    x = m["x"]
    rest = (q[:m.start()] + " " + q[m.end():]).lower()
    changed = [w for w in rx.findall(_CHANGES, x.lower()) if w not in rest]
    if changed or any(rx.search(r"\b" + re.escape(n) + r"\b", x, re.I) for n in names):
        return m[1] + "I meant" + x
    return m[1] + x.lstrip()


def _weekdays(m: re.Match[str]) -> str:
    if m[1]:
        return "on weekdays" if m[1].lower().startswith("weekend") else "on weekends"
    return "on weekdays" if m[2].lower().startswith("weekday") else "on weekends"


def plain_people(question: str, names: list[str], as_of: date | None = None) -> str:
    """``question`` in the readers' words (unchanged when none of these ways is said)."""
    q = plain_relayed(_LANGUAGE_NOTE.sub("", question).strip() or question)
    q = plain_foreign_periods(q)  # "entre el 10 y el 20 de mayo 2026", "im Mai 2026"
    q = _WHICH_HAPPENED.sub(r"\1 that ", _TEACH.sub("tell me ", _corrected(q, names)))
    q = _RANKING_OF.sub("", q)
    q = _said_again(q, as_of, names)
    # a correction not read above (", I mean ..."): never "the mean" (said "I meant", a word
    # no reader knows); not a definition ("By 'avg ticket' I mean the mean payment")
    if not rx.search(r"(?:^|[.!?]\s+)by\b", q, re.I):
        q = rx.sub(r"(?<=[,;:.!?\u2014-])(\s*)i\s+mean\b(?P<x>[^,;?.!]*)",
                   lambda m: _unread_correction(m, q, names), q, flags=re.I)
    q = _set_aside(q, names)
    bare = _BARE_SIDE.fullmatch(q)
    if bare is not None and not rx.search(_ASKED, bare[2], re.I):
        q = f"unique {bare[1]} {bare[2]}"
    q = _BIG_DAY.sub(r"busiest\1", q)
    g = _DID_GROW.match(q)
    if g is not None:
        pct = "percent" in g[3].lower() or "%" in g[3] or bool(g[4])
        q = f"What was the {'percent ' if pct else ''}change in {g[1]} {g[2]}?"
    if len(rx.findall(_WEEKDAYS, q)) == 1:
        q = _WEEKDAYS.sub(_weekdays, q)
    q = _NEW_GLOSS.sub(r"\1", q)
    if rx.search(r"\b(?:(?:unique|distinct|active)\s+(?:payers|recipients)|payments|settlements|"
                 r"volume)\b", q, re.I) and len(
            rx.findall(_AVERAGE_DAY, q)) == 1 and not rx.search(r"\bper\s+day\b", q, re.I):
        q = _AVERAGE_DAY.sub("per day on average", q)
    gloss = _DAY_GLOSS.search(q)
    if gloss is not None and rx.search(r"\bper\s+day\b", q, re.I) and rx.search(
            r"\b(?:unique|distinct)\s+" + gloss[1] + r"\b", q[:gloss.start()], re.I):
        q = q[:gloss.start()] + q[gloss.end():]
    if len(rx.findall(_DAILY_UNIQUE, q)) == 1:
        q = _DAILY_UNIQUE.sub(r"unique \1 per day on average", q)
    return q
