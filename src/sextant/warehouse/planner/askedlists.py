"""How a question names the list it wants and the figures of each row, rewritten into the
words the readers know: "rank facilitators by count, all time: top 3" (the top 3 by count),
"Names and counts." after a ranking of facilitators (a ranking already lists them),
"Include the totals." (a ranking's own figures), "Two things: ..." (a heading of two asks,
each read as said), "the real number" (the number), "expected number of ..." (a test's
expected value: the number), a post's blanks ("settled ___ USDC across ___ payments": how
much USDC, how many payments; read first, before the wrappers drop the marks). Pure text to
text, run once the wrappers are set aside."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["plain_asked_lists", "plain_blanks"]

_WHO = r"payers|recipients|senders|payees|merchants|facilitators"
#: "rank facilitators by number of settlements, all time: top 3 with counts": the ranking, its
#: scope, then how many rows
_RANK = (r"\brank\s+(?:the\s+)?(?:x402\s+)?(?P<who>" + _WHO + r")\s+by\s+(?P<by>[^,;.?:]+?)"
         r"(?P<mid>(?:\s*,\s*[^,;.?:]+?)?)\s*(?:,|;|:|\u2014|-|\band\b)\s*(?:and\s+|then\s+)?"
         r"(?:(?:return|give|show|list|keep|report|output)\s+(?:me\s+)?(?:only\s+|just\s+)?)?"
         r"(?:the\s+)?top\s+(?P<n>\d{1,2})\b")
#: the figures a ranking row already holds (its count and its volume)
_ROW_FIGURES = r"(?:counts?|totals?|volumes?|amounts?|sums?|numbers?|figures?|values?)"
#: words that make a ranking one of payers or recipients (whose "names" no data holds)
_PARTIES = (r"\b(?:payers?|recipients?|senders?|payees?|merchants?|sellers?|buyers?|wallets?|"
            r"address(?:es)?|who)\b|\b0x[0-9a-f]{40}\b")


#: a blank to fill in a post or a template: "___", "[N]", "{count}", "???"
_BLANK = (r"(?:_{2,}|\[\s*(?:n|x|\?+|number|blank|value|amount|count)?\s*\]|\{\s*\w*\s*\}|"
          r"\?{3,}|(?<![\w$])\$?_{2,})")
_PARTY_NOUNS = (r"(?:(?:unique|distinct|different|active|new)\s+)?(?:payers|recipients|wallets|"
                r"buyers|sellers|merchants|senders|addresses|facilitators)")


def plain_blanks(q: str) -> str:
    """``q`` with the blanks of a post to fill, as the figures they stand for ("___ USDC": how
    much USDC, "[N] payments": how many payments, "___%": what percent); a blank before no
    unit is left to be refused."""
    if not rx.search(_BLANK, q, re.I):
        return q
    q = rx.sub(r"\$\s*" + _BLANK + r"|" + _BLANK + r"\s*(?:usdc|usd|dollars?|\$)",
               " how much USDC ", q, flags=re.I)
    q = rx.sub(_BLANK + r"\s*(?=(?:payments?|settlements?|transactions?|txs?|txns?|transfers?|"
               + _PARTY_NOUNS + r")\b)", " how many ", q, flags=re.I)
    q = rx.sub(_BLANK + r"\s*(?:%|percent\b)", " what percent ", q, flags=re.I)
    # "Fill in the blanks.", "N = ?": the ask around them
    q = rx.sub(r"\b(?:please\s+)?(?:fill\s+(?:in\s+)?(?:the\s+)?blanks?|fill\s+(?:it\s+)?in|"
               r"complete\s+(?:the\s+)?(?:post|tweet|sentence|template|line)|(?:draft(?:ed)?\s+)?"
               r"(?:tweet|post|cast)(?:\s+draft)?\s*(?=:))\b\s*[.:!]?|\b[a-z]\s*=\s*\?", " ", q,
               flags=re.I)
    return q


def _ranked(m: re.Match[str]) -> str:
    return f"top {m['n']} {m['who'].lower()} by {m['by']}{m['mid']}"


def plain_asked_lists(question: str) -> str:
    """``question`` with the wordings above rewritten; else as sent."""
    q = rx.sub(_RANK, _ranked, question, flags=re.I)
    # "Two things: how many ... today, and ... yesterday?": the heading counts the asks
    q = rx.sub(r"^\s*(?:two|2|three|3|a\s+couple\s+(?:of\s+)?)\s+(?:things|questions|quick\s+ones|"
               r"asks|items|numbers|figures)\s*(?:,?\s*please\s*)?[:\u2014-]\s*", "", q, flags=re.I)
    # "Include the counts.", "including totals": the figures each ranked row lists
    q = rx.sub(r"(?:^|(?<=[.?!;,]))(\s*)(?:please\s+)?(?:include|including|incl\.?)\s+(?:the\s+|"
               r"their\s+|its\s+)?(" + _ROW_FIGURES + r")(?=\s*(?:[.?!;]|$))", r"\1with the \2",
               q, flags=re.I)
    # "Names and counts." of a ranking of facilitators: a facilitator's name is its key (the
    # names of payers or recipients are no data of this warehouse: left to be refused)
    if rx.search(r"\bfacilitators?\b", q, re.I) and not rx.search(_PARTIES, q, re.I):
        q = rx.sub(r"(?:^|(?<=[.?!;,:]))(\s*)(?:with\s+|give\s+|return\s+|show\s+|list\s+)?"
                   r"(?:the\s+|their\s+)?names?\s*(?:,|and|&|\+|plus|with)\s*(?:the\s+|their\s+)?("
                   + _ROW_FIGURES + r")(?=\s*(?:please\s*)?(?:[.?!;]|$))", r"\1with the \2", q,
                   flags=re.I)
    # "what's the real number", "the true count": the figure itself, as the data holds it
    q = rx.sub(r"\b(?:real|true|correct|exact|precise|accurate)\s+(?=(?:number|figure|count|"
               r"total|value|sum)\b)", "", q, flags=re.I)
    # "// fixture for test_x: expected number of ...": a test's expected value, the figure
    # itself (a forecast for a period the data holds is no reading; one past it is refused)
    q = rx.sub(r"\bexpected\s+(?=(?:(?:the\s+)?(?:number|count|total|sum|volume|top|result|"
               r"answer|output)\b))", "", q, flags=re.I)
    return q
