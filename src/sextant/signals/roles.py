"""Role checks: which office, which scope of a body, and who acts on whom.

Three things two otherwise alike titles can differ on that neither the entity nor the
qualifier guard sees, since both titles use the same words: the scope of a legislative body
(control of the Senate against one state's Senate race or one House district), the office in
a race (the presidential nomination against the vice-presidential one, governor against
lieutenant governor), and the direction of an act between two named parties (the US putting
tariffs on the EU against the EU putting them on the US). Pure functions of the title text.
"""

from __future__ import annotations

import re

__all__ = ["OFFICE_NOUNS", "STATES", "body_scope", "office_rank", "role_clash", "swapped"]

#: US states, lower case, as a regular-expression alternation.
STATES = ("alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|"
           "georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|"
           "maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|"
           "nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|"
           "ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|"
           "tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming")
_BODY = re.compile(r"\b(senate|house)\b", re.I)
# One seat of the body: a state's race, a district ("NY-17", "7th district"), "seat", a
# special election.
_SEAT = re.compile(
    rf"\b(?:{STATES})(?:'s)?\s+(?:u\.?s\.?\s+)?(?:senate|house)\b|\b[A-Z]{{2}}-\d{{1,2}}\b"
    r"|\b(?:district|seat|special election)\b|\b(?:senate|house)\s+(?:race|seat|primary|from)\b"
    r"|\belected to the (?:u\.?s\.?\s+)?(?:senate|house)\b"
    r"|\b(?-i:(?!US\b)[A-Z]{2})\s+(?:senate|house)\b",
    re.I)
#: Capitalised words after an office's title that name no holder ("Governor Race").
OFFICE_NOUNS = ("Race|Election|Primary|Nominee|Nomination|Debate|Candidate|Approval|Seat|"
                "Runoff|Winner|Odds|Pick")
#: The vice-presidential office, not a title before its holder's name ("VP Vance").
_VICE = re.compile(r"\b(?:vice[\s-]?president(?:ial)?|vp|veep|running[\s-]?mate)\b"
                   r"(?!\s+(?!(?:" + OFFICE_NOUNS + r")\b)(?-i:[A-Z][a-z]))", re.I)
_LIEUTENANT = re.compile(r"\b(?:lieutenant|lt\.?)[\s-]+gov(?:ernor|\.)?\b", re.I)
# Acts with a direction: the party named first does it to the other.
_DIRECTED = re.compile(
    r"\b(?:tariffs?|sanctions?|sanctioned|sanctioning|embargo(?:es)?|invades?|invaded|invasion"
    r"|attacks?|attacked|strikes?|struck|beats?|defeats?|defeated|bans?|banned|expels?"
    r"|extradites?|recogni[sz]es?|declares? war|flips?|flippen\w*|exceeds?|overtakes?"
    r"|surpass(?:es)?|outperforms?|outperformed|underperforms?|acquires?|acquired|buys?|bought"
    r"|covers?)\b"
    # a race or an order between two named sides ("A cuts before B", "A higher than B", "A
    # ahead of B"), not a date ("before Oct 12") nor a title's word ("One Battle After Another")
    r"|(?-i:\b(?:before|after|ahead\s+of|behind|than)\s+(?:the\s+)?(?=\$\d|"
    r"(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b|Q[1-4]\b|H[12]\b)"
    r"[A-Z][A-Za-z&]))", re.I)
# the adjectives name the party too ("EU tariffs on American goods")
_US = re.compile(r"\b(?:U\.S\.A?\.?|USA|United States|US|American)(?![\w.])")
_EU = re.compile(r"\b(?:European Union|EU|European)\b")
#: A party: a capitalised name, an amount (which of two prices comes first), or a subject
#: titles write in lower case.
_PARTY = re.compile(r"\b[A-Z][A-Za-z'.&-]+\b|\$\d[\d,.]*[kKmMbBtT]?\b|\b(?:gold|silver|oil|"
                    r"copper|bitcoin|ethereum|stocks|bonds)\b")
_NOT_PARTIES = frozenset({"Will", "Would", "Does", "Do", "Is", "Are", "Can", "The", "A", "An",
                          "By", "In", "On", "Before", "After", "Who", "What", "When", "How",
                          "January", "February", "March", "April", "May", "June", "July",
                          "August", "September", "October", "November", "December"})


def body_scope(title: str) -> str | None:
    """``"seat"`` for one race of the Senate or House, ``"chamber"`` for the body, else None."""
    if not _BODY.search(title):
        return None
    return "seat" if _SEAT.search(title) else "chamber"


def office_rank(title: str) -> str | None:
    """``"vice"`` for a vice-presidential / lieutenant-governor office, else None."""
    return "vice" if _VICE.search(title) or _LIEUTENANT.search(title) else None


#: A country's adjective names the country as a party ("tariffs on Canadian lumber").
_DEMONYMS = {"Canadian": "Canada", "Mexican": "Mexico", "Chinese": "China", "Japanese": "Japan",
             "British": "UK", "Britain": "UK", "French": "France", "German": "Germany",
             "Russian": "Russia", "Ukrainian": "Ukraine", "Israeli": "Israel", "Indian": "India",
             "Brazilian": "Brazil", "Iranian": "Iran", "Korean": "Korea", "Australian": "Australia",
             "Italian": "Italy", "Spanish": "Spain", "Turkish": "Turkey", "Swiss": "Switzerland",
             "Venezuelan": "Venezuela", "Taiwanese": "Taiwan", "Vietnamese": "Vietnam"}


def _parties(title: str) -> list[str]:
    text = _EU.sub(" EU ", _US.sub(" US ", title))
    words = (_DEMONYMS.get(w, w) for w in (
        re.sub(r"'s?$", "", w) for w in _PARTY.findall(text.replace("\u2019", "'"))))
    return list(dict.fromkeys(w for w in words if w not in _NOT_PARTIES))  # "XRP's" is XRP


def swapped(title_a: str, title_b: str) -> bool:
    """Whether both titles name a directed act between the same two parties, in swapped order."""
    if not (_DIRECTED.search(title_a) and _DIRECTED.search(title_b)):
        return False
    pa, pb = _parties(title_a), _parties(title_b)
    shared = [p for p in pa if p in pb]
    return len(shared) >= 2 and shared != [p for p in pb if p in shared]


def role_clash(title_a: str, title_b: str) -> str | None:
    """The first role the two titles differ on, described, or None when they agree."""
    sa, sb = body_scope(title_a), body_scope(title_b)
    if sa and sb and sa != sb:
        return f"body scope: {sa} versus {sb}"
    if office_rank(title_a) != office_rank(title_b):
        return "office: vice-presidential or lieutenant against the top office"
    if swapped(title_a, title_b):
        return "the two parties' roles are swapped"
    return None
