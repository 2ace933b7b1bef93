"""Sentences of background an agent writes before its question ("I'm tracking the Heurist
facilitator. It appeared in late 2025. How many ...?", "We're checking whether activity is
recovering after the winter. What's the % change ...?"), read by the scope they name:

- a period: a loose one ("late 2025", "after the winter", "recent") gives way to the
  question's own period (any: "in April 2026", "over the whole history"); a period said
  exactly must meet one of the question's periods. A period with no period in the question
  is never dropped (the sentence is kept, so the question is refused);
- a facilitator or an address: said again by the question, or taken by the question's
  pronoun ("did it settle", "this facilitator", "that wallet") when the background names
  exactly that one; two of them for one pronoun are kept (refused). A facilitator's own
  addresses said of it ("which runs several sender addresses") are its description, and
  "across all of them" then its addresses together, which a facilitator's filter is;
- a side (payers, recipients, spending): when the question names a side of its own;
- a size ("outlier payments", "whales"): when the question asks the extreme of that size
  ("the largest payment"); a size said of the payments as a whole ("Most x402 payments are
  tiny.") describes them, and scopes nothing.

A sentence that constrains ("only", "exclude", "focus on", "treat ... as", "all figures",
an imperative) is never set aside here: its words are kept and read, or refused. Whatever
else of the data such a sentence says must still be said again by the question
(``planner.framing``). Pure text to text."""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import MONTH_NAME, PeriodOutOfRange, find_periods

__all__ = ["constrains", "declarative", "loosened", "resolved", "two_for_one"]

#: a sentence that asks (a question or a request), never background
_ASKS = (r"^(?:what|what's|whats|how|which|who|whose|when|where|why|is|are|was|were|do|does|"
         r"did|can|could|would|will|should|shall|give|show|list|tell|find|return|compute|count|"
         r"calculate|report|provide|get|fetch|pull|sum|rank|break|split|compare|identify|"
         r"please|pls|kindly|i\s+(?:want|need|would\s+like|'d\s+like)|i'd\s+like|we\s+(?:want|"
         r"need|would\s+like)|we'd\s+like|need|want)\b")
#: how a sentence of background opens: its speaker, or a thing said to be or do something
_SPEAKER = (r"^(?:i|i'm|im|i've|i'd|we|we're|we've|our|my|it|they|there|an?\s+(?:analyst|"
            r"researcher|colleague|reviewer|auditor|teammate|journalist|reporter)|"
            r"(?:the|this|that)\s+(?:analyst|researcher|team|dashboard|report|ecosystem))\b")
_THING = r"^(?:the|a|an|this|that|these|those|most|many|some|x402|[a-z][\w-]*)\b"
_VERB = (r"\b(?:is|are|was|were|has|have|had|saw|sees|seemed|seems|looks?|looked|runs?|ran|"
         r"uses?|used|operates?|operated|appeared|launched|started|began|lists?|listed|shows?|"
         r"showed|suspects?|believes?|thinks?|noticed|reported|became|grew|dropped|fell|rose|"
         r"spiked|tends?|went|came|joined|arrived|handles?|handled|processes|processed|settles|"
         r"settled|relays|relayed|signs|signed|submits|submitted|belongs|belonged)\b")
#: words that narrow or reshape what is asked: such a sentence is applied or refused
_CONSTRAINT = (r"\b(?:only|just|solely|exclusively|exclud\w*|except|restrict\w*|limit(?:ed|ing)?\s+"
               r"to|focus(?:ed|ing|es)?\s+on|treat\w*|ignor\w*|leav(?:e|ing)\s+out|omit\w*|"
               r"without|assum\w*|consider\w*|filter\w*|scoped?|all\s+(?:the\s+)?(?:figures|"
               r"numbers|values|counts|totals)|every\s+(?:figure|number)|should|must|need\s+to|"
               r"needs\s+to|have\s+to|has\s+to|make\s+sure|don'?t|do\s+not|does\s+not|not\s+"
               r"(?:include|count)|instead|rather|unless|apart\s+from|other\s+than|besides|"
               r"as\s+(?:of|at)\b|cut[- ]?off|as\s+if|pretend|per\s+our\s+definition|defin\w*|"
               r"mean(?:s|ing)?\b|count(?:s|ed|ing)?\s+as)\b")


def declarative(sentence: str) -> bool:
    """``sentence`` says something (of the speaker, of the data) and asks nothing."""
    s = sentence.strip().lower()
    if not s or s.endswith(("?", ":")) or rx.match(_ASKS, s):
        return False
    return bool(rx.match(_SPEAKER, s)) or bool(rx.match(_THING, s) and rx.search(_VERB, s))


def constrains(sentence: str) -> bool:
    """``sentence`` narrows or reshapes what is asked (or says how to read it)."""
    s = sentence.strip().lower()
    return bool(rx.search(_CONSTRAINT, s)) or bool(rx.match(
        r"(?:use|include|exclude|treat|assume|consider|ignore|restrict|limit|focus|filter|"
        r"keep|drop|remove|add|group|sort|round|answer|report|return|give)\b", s))


# ---------------------------------------------------------------- periods

_SEASON = (r"(?:winter|summer|spring|autumn|fall|holidays?|holiday\s+season|new\s+year|year[- ]"
           r"end|turn\s+of\s+the\s+(?:year|month|quarter)|christmas|launch)")
#: a period said loosely: the question's own period is the one meant
_VAGUE = re.compile(
    r"(?:\b(?:in|during|over|after|before|since|around|across|through|into|from|at|by)\s+)?"
    r"(?:\bthe\s+)?(?:\b(?:early|late|mid|the\s+end\s+of|the\s+start\s+of|the\s+beginning\s+of|"
    r"end\s+of|start\s+of)[- ]?(?:(?:" + MONTH_NAME + r")(?:\s+\d{4})?|\d{4}|(?:this|last|the)\s+"
    r"(?:year|month|quarter))\b|\b(?:this|last|the\s+past|the)\s+" + _SEASON + r"\b|\b"
    + _SEASON + r"(?:\s+\d{4})?\b|\brecent(?:ly)?\b|\blately\b|\bthese\s+days\b|\bnowadays\b|"
    r"\b(?:the\s+)?(?:past|last|recent)\s+(?:few|couple\s+(?:of\s+)?|several)\s+(?:days|weeks|"
    r"months)\b)", re.I)
#: the whole history, said by the question
_ALL_TIME = (r"\b(?:all[- ]time|(?:whole|entire|full|complete)\s+(?:history|dataset|data\s+set|"
             r"record)|ever|since\s+(?:launch|inception|the\s+(?:start|beginning))|to\s+date|"
             r"lifetime|in\s+total\s+history)\b")

Span = tuple[date | None, date | None]


def _meets(a: Span, b: Span) -> bool:
    """The two periods ``[start, end)`` share a day (``None``: unbounded)."""
    return (a[0] is None or b[1] is None or a[0] < b[1]) and (
        b[0] is None or a[1] is None or b[0] < a[1])


def own_periods(question: str, as_of: date) -> list[Span] | None:
    """The periods ``question`` says (the whole history for "all time"); None when it says
    one outside the calendar."""
    try:
        found = [(f.period.start, f.period.end) for f in find_periods(question.lower(), as_of)]
    except (ValueError, PeriodOutOfRange):
        return None
    if rx.search(_ALL_TIME, question, re.I):
        found.append((None, None))
    return found


def _periods_loosened(said: str, question: str, as_of: date) -> str | None:
    """``said`` without its periods, each said loosely beside a question with its own
    period, or exactly and meeting one of the question's; None when one is not."""
    own = own_periods(question, as_of)
    if own is None:
        return None
    vague = list(_VAGUE.finditer(said))
    if vague and not own:
        return None  # "recently": no period of the question's own to take its place
    for m in reversed(vague):
        said = said[:m.start()] + " " + said[m.end():]
    try:
        mine = find_periods(said, as_of)
    except (ValueError, PeriodOutOfRange):
        return None
    for found in reversed(mine):
        span = (found.period.start, found.period.end)
        if not any(_meets(span, o) for o in own):
            return None  # "reviewing February" beside "in March": which one?
        said = said[:found.start] + " " + said[found.end:]
    return said


# ---------------------------------------------------------------- entities and pronouns

_ADDRESS = r"0x[0-9a-f]{40}"
#: a facilitator's own addresses said of it ("which runs several sender addresses")
_ITS_ADDRESSES = (r"(?:,?\s*(?:which|that|who)\s+)?(?:\b(?:uses|has|runs|operates|holds|"
                  r"rotates|controls|signs\s+with|settles\s+from)\s+)?\b(?:a\s+single|one|"
                  r"several|multiple|many|various|a\s+few|\d+|two|three|four|five|six|seven|"
                  r"eight|nine|ten|its\s+own|different)\s+(?:sender\s+|signer\s+|submitter\s+|"
                  r"relayer\s+|settlement\s+|on-?chain\s+|hot\s+)?(?:address(?:es)?|wallets?|"
                  r"keys?|accounts?)\b")
#: "across all of them": a facilitator's addresses together
_ALL_OF_THEM = (r"\b(?:across|over|for|covering|summed\s+over|combining|including)\s+(?:all|"
                r"each|every\s+one)\s+(?:of\s+)?(?:them|those|these|its\s+(?:sender\s+)?"
                r"addresses|their\s+addresses|the\s+addresses)\b\s*,?\s*")
_FACILITATOR_REFS = (r"\b(?:this|that|the|said|the\s+same)\s+facilitator\b(?!\s*0x)",)
_ADDRESS_REFS = (r"\b(?:this|that|the|said|the\s+same)\s+(?:wallet|address|account)\b(?!\s*0x)",)
#: "it" as what settles or pays: "did it settle", "has it received", "it settled"
_IT = (r"\b(?:(did|does|do|has|have|had|was|is)\s+it\b(?!\s+(?:take|mean|cost))|(?:^|(?<=[,;]\s))"
       r"it\s+(?=(?:settled|settles|handled|handles|processed|processes|relayed|relays|"
       r"submitted|submits|facilitated|facilitates|received|receives|paid|pays|sent|sends|"
       r"spent|spends|earned|earns)\b))")
#: "it" as what is paid ("how many payers paid it"): an address only (a facilitator is paid
#: through, not paid)
_IT_PAID = r"\b(paid|pays|pay|paying|sent|sends|send|sending)\s+(?:to\s+)?it\b(?!\s*'s)"
_ITS = (r"\bits\s+(?=(?:settlements|payments|transactions|transfers|volume|usdc|payers|"
        r"recipients|customers|fees|activity|traffic|total|share|first|last|largest|"
        r"biggest|busiest|median|average|number|count|unique|distinct|daily|monthly|"
        r"smallest)\b)")


def entities(text: str, names: list[str]) -> set[str]:
    """The facilitators (by name) and addresses ``text`` names."""
    low = text.lower()
    said = set(rx.findall(_ADDRESS, low))
    if names:
        said |= set(rx.findall(r"\b(" + "|".join(re.escape(n) for n in names) + r")\b", low))
    return said


def _refers(text: str, entity: str) -> bool:
    refs = (*_ADDRESS_REFS, _IT_PAID) if entity.startswith("0x") else _FACILITATOR_REFS
    return any(rx.search(r, text, re.I) for r in (*refs, _IT, _ITS))


def resolved(question: str, background: str, names: list[str]) -> str | None:
    """``question`` with its pronouns for the one facilitator or address ``background``
    names put as that one ("how much did it settle" -> "how much did the Thirdweb
    facilitator settle"); None when the question names none of its own and refers to
    nothing, or when there is no one entity to refer to."""
    theirs = entities(background, names)
    if len(theirs) != 1 or entities(question, names):
        return None
    entity = theirs.pop()
    if not _refers(question, entity) and not (
            not entity.startswith("0x") and rx.search(_ALL_OF_THEM, question, re.I)):
        return None
    noun = entity if entity.startswith("0x") else f"the {entity} facilitator"
    refs = _ADDRESS_REFS if entity.startswith("0x") else _FACILITATOR_REFS
    out = question
    for r in refs:
        out = rx.sub(r, noun, out, flags=re.I)
    out = rx.sub(_IT, lambda m: f"{m[1]} {noun}" if m[1] else f"{noun} ", out, flags=re.I)
    if entity.startswith("0x"):
        out = rx.sub(_IT_PAID, rf"\1 {noun}", out, flags=re.I)
    out = rx.sub(_ITS, f"{noun}'s ", out, flags=re.I)
    if not entity.startswith("0x"):
        if rx.search(_ALL_OF_THEM, out, re.I) and not rx.search(_ITS_ADDRESSES, background,
                                                                re.I):
            return None  # "all of them" of what?
        out = rx.sub(_ALL_OF_THEM, "", out, flags=re.I)
        out = out[:1].upper() + out[1:]
    if rx.search(r"\b(?:it|its|they|them|their)\b", out, re.I):
        return None  # a pronoun left that could be the entity too
    return out


def two_for_one(text: str, names: list[str]) -> str | None:
    """What is unclear when the background before the question names two or more
    facilitators or addresses and the question, naming none, refers to one ("We compare
    Coinbase and PayAI. How much did it settle?"); None otherwise."""
    sentences = [x for x in rx.split(r"(?<=[.!?])\s+|\n+", text.strip()) if x.strip()]
    plain = [rx.sub(r"^\s*(?:context|background|fyi|note|for\s+context)\s*[:,-]\s*", "", x,
                    flags=re.I) for x in sentences]
    asking = next((i for i, x in enumerate(plain) if not declarative(x)), len(plain))
    said, asked = " ".join(plain[:asking]), " ".join(plain[asking:])
    theirs = entities(said, names)
    if len(theirs) < 2 or not asked or entities(asked, names) or not any(
            _refers(asked, e) for e in theirs):
        return None
    return "which of " + ", ".join(sorted(theirs)) + " the question's pronoun refers to"


# ---------------------------------------------------------------- the other dimensions

_SIDE_WORD = (r"\b(?:payers?|buyers?|senders?|spenders?|recipients?|receivers?|merchants?|"
              r"sellers?|payees?|vendors?|earners?|revenue|income|earn\w*|spen[dt]\w*|paid|"
              r"received|sent|incoming|outgoing|inbound|outbound|customers?)\b")
#: a side said by the question itself, as a party or as what a party did
_OWN_SIDE = (r"\b(?:payers?|buyers?|senders?|spenders?|recipients?|receivers?|merchants?|"
             r"sellers?|payees?|paid|pays?|paying|spent|spends?|spending|sent|sends?|sending|"
             r"received|receives?|receiving|earned|earns?|earning)\b")
#: sizes of payment, each with the question's words that ask its extreme
_BIG = (r"\b(?:outliers?|large|larger|big|bigger|high[- ]value|whales?|largest|biggest|"
        r"huge)\b", r"\b(?:largest|biggest|top|max(?:imum)?|highest|most)\b")
_SMALL = (r"\b(?:tiny|small|smaller|micro\w*|dust|low[- ]value|smallest|minimum)\b",
          r"\b(?:smallest|min(?:imum)?|lowest|least|fewest)\b")
#: a size said of the payments as a whole: a description, no scope
_DESCRIBED = (r"^\s*(?:most|many|nearly\s+all|almost\s+all|the\s+(?:vast\s+)?majority\s+of|the\s+"
              r"typical)\s+(?:x402\s+)?(?:payments?|settlements?|transactions?|transfers?)\s+(?:(?:on|"
              r"in|via|through|over)\s+(?:x402|the\s+(?:network|protocol|ecosystem))\s+)?"
              r"(?:are|were|is|was|tend\s+to\s+be|look)\s+(?:very\s+|quite\s+|pretty\s+|"
              r"fairly\s+|relatively\s+)?(?:tiny|small|micro\w*|sub-?dollar|low|large|big)"
              r"(?:\s+(?:ones|payments|amounts))?\s*[.!]?\s*$")


def loosened(context: str, question: str, names: list[str], as_of: date) -> str | None:
    """``context`` (lowercase) without the words of each scope dimension the question says
    of its own (a period, a facilitator's description, a side, a size); None when a
    dimension must keep the sentence (a loose period beside a question with none, an exact
    one beside another). What is left must still be said again by the question."""
    if rx.fullmatch(_DESCRIBED, context.strip()):
        return ""
    said = rx.sub(r"\bx402\b(?!\s*(?:jobs|rs)\b)", " ", context)  # the ecosystem's name
    asked = question.lower()
    out = _periods_loosened(said, asked, as_of)
    if out is None:
        return None
    said = out
    named = entities(said, names) - set(rx.findall(_ADDRESS, said))
    if named and named <= entities(asked, names):
        # "the Thirdweb facilitator, which runs several sender addresses": it, described
        said = rx.sub(_ITS_ADDRESSES, " ", said)
        said = rx.sub(r"\bfacilitat\w*(?:'s)?", " ", said)
    for address in set(rx.findall(_ADDRESS, said)) & set(rx.findall(_ADDRESS, asked)):
        said = rx.sub(r"\b(?:wallet|address|account)\s+(?=" + address + ")", " ", said)
    if rx.search(_OWN_SIDE, asked):
        said = rx.sub(_SIDE_WORD, " ", said)  # "spending" beside "which recipient received"
    for size, extreme in (_BIG, _SMALL):
        if rx.search(size, said) and rx.search(extreme, asked) and not rx.search(
                (_SMALL if size == _BIG[0] else _BIG)[1], asked):
            said = rx.sub(size, " ", said)
    return said
