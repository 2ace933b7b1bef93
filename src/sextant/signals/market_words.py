"""The matcher's vocabulary as data, and the text normalisation it applies first. Pure.

- :data:`TICKERS`: stock and coin tickers to the words of the name they stand for (the largest
  US listings and coins; a venue titles "NFLX" what another calls "Netflix").
- :data:`MEASURES`: groups of words naming *what* is measured or *which outcome* counts (the
  daily high or low, rain or snow, headline or core, month-over-month or year-over-year, CPI or
  PCE, winning or a top-N finish, a nomination or the election, a draw). Two markets on one
  subject resolve alike only when every group agrees; a side that names nothing of a group
  takes the group's default, and groups without one are compared only when both sides name a
  value (a temperature market is about the daily high, rainfall is
  precipitation, inflation is headline CPI month over month, a candidate's market is the
  election), so "Core PCE" against "PCE" or "snowfall" against "rainfall" differ while "CPI MoM"
  against "CPI" does not.
- :func:`normalise_dates`: numeric and day-first dates ("12/31", "2026-12-31", "31st of
  December") rewritten as "December 31, 2026", and ordinals ("31st") as numbers.
- :func:`season_end` / :func:`season_start`: a season over two years ("2026-27") as the year it
  ends, and the year a named season starts ("2026-27", "the 2026 NFL season", a Super Bowl).
- :func:`strip_times`: times of day ("20:00 UTC", "4 pm ET") removed; they are no thresholds.
- :func:`implied_leagues`: the league an event or division names ("Stanley Cup": NHL).
- :data:`SCALES`: number words after an amount ("$150 million").
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from sextant.signals.market_names import MORE_TICKERS, SHORT_NAMES, TEAMS

__all__ = ["IMPLIED_LEAGUES", "MEASURES", "MEASURE_WORDS", "NAME_ALIASES", "SCALES", "TICKERS",
           "implied_leagues", "measures", "normalise_dates", "season_end", "season_start",
           "strip_times", "whole_ranges"]

TICKERS: dict[str, tuple[str, ...]] = {
    # US listings
    "aapl": ("apple",), "msft": ("microsoft",), "nvda": ("nvidia",), "amzn": ("amazon",),
    "googl": ("alphabet", "google"), "goog": ("alphabet", "google"), "meta": ("meta",),
    "tsla": ("tesla",), "brk": ("berkshire",), "avgo": ("broadcom",), "jpm": ("jpmorgan",),
    "lly": ("eli", "lilly"), "unh": ("unitedhealth",),
    "xom": ("exxon",), "wmt": ("walmart",), "jnj": ("johnson",), "pg": ("procter",),
    "hd": ("home", "depot"), "cost": ("costco",), "orcl": ("oracle",), "abbv": ("abbvie",),
    "bac": ("bank", "america"), "ko": ("coca", "cola"), "pep": ("pepsico",),
    "mrk": ("merck",), "cvx": ("chevron",), "crm": ("salesforce",), "amd": ("amd",),
    "nflx": ("netflix",), "adbe": ("adobe",), "tmo": ("thermo",), "csco": ("cisco",),
    "intc": ("intel",), "qcom": ("qualcomm",), "ibm": ("ibm",), "dis": ("disney",),
    "nke": ("nike",), "sbux": ("starbucks",), "ba": ("boeing",), "pypl": ("paypal",),
    "uber": ("uber",), "pltr": ("palantir",), "coin": ("coinbase",), "hood": ("robinhood",),
    "mstr": ("microstrategy", "strategy"), "gme": ("gamestop",), "amc": ("amc",),
    "shop": ("shopify",), "snow": ("snowflake",), "gs": ("goldman",), "ms": ("morgan",),
    "wfc": ("wells", "fargo"), "vz": ("verizon",),
    "gm": ("general", "motors"), "rivn": ("rivian",), "lcid": ("lucid",),
    "arm": ("arm",), "tsm": ("tsmc",), "baba": ("alibaba",), "spy": ("s&p",),
    # coins
    "btc": ("bitcoin",), "eth": ("ethereum",), "sol": ("solana",), "xrp": ("xrp",),
    "doge": ("dogecoin",), "ada": ("cardano",), "bnb": ("bnb",), "trx": ("tron",),
    "avax": ("avalanche",), "dot": ("polkadot",), "link": ("chainlink",), "ltc": ("litecoin",),
    "shib": ("shiba", "inu"), "matic": ("polygon",), "pol": ("polygon",), "ton": ("toncoin",),
    "xlm": ("stellar",), "bch": ("bitcoin", "cash"), "sui": ("sui",), "apt": ("aptos",),
    "near": ("near",), "atom": ("cosmos",), "uni": ("uniswap",), "hype": ("hyperliquid",),
    "pepe": ("pepe",), "arb": ("arbitrum",), "op": ("optimism",),
    "usdt": ("tether",), "usdc": ("usd", "coin"), "xmr": ("monero",), "kas": ("kaspa",),
    "tao": ("bittensor",), "render": ("render",), "rndr": ("render",), "ena": ("ethena",),
    "ondo": ("ondo",), "wld": ("worldcoin",), "inj": ("injective",), "tia": ("celestia",),
    "jup": ("jupiter",), "wif": ("dogwifhat",), "fil": ("filecoin",),
    "hbar": ("hedera",), "algo": ("algorand",),
    **MORE_TICKERS,
}

#: Short names (team nicknames, league, city and central-bank forms) to the words of the name.
NAME_ALIASES: dict[str, tuple[str, ...]] = SHORT_NAMES

_DIVISIONS = {f"{league} {side}": "division"
              for league in ("afc", "nfc", "al", "nl", "american league", "national league")
              for side in ("east", "west", "north", "south", "central")}
#: How far a team goes: its division, its conference or league (a pennant), a playoff berth, or
#: the title itself. Only compared when both sides name one ("champion" alone names none).
_ROUND_WORDS: dict[str, str] = {
    **_DIVISIONS, "division": "division", "division title": "division",
    "afc championship": "conference", "nfc championship": "conference", "pennant": "conference",
    # a conference or league named alone ("win the AFC"; "AFC North" is read first, longer)
    "afc": "conference", "nfc": "conference", "american league": "conference",
    "national league": "conference",
    "conference finals": "conference", "conference final": "conference",
    "conference title": "conference", "alcs": "conference", "nlcs": "conference",
    "eastern conference": "conference", "western conference": "conference",
    "playoffs": "playoffs", "playoff": "playoffs", "postseason": "playoffs",
    "wild card": "playoffs", "stanley cup playoffs": "playoffs", "play in": "play-in",
    "super bowl": "title", "world series": "title", "stanley cup": "title", "finals": "title",
    "stanley cup final": "title", "mls cup": "title", "national championship": "title",
}

#: group -> (default value or None, {word: value}). Multi-word keys are matched as phrases.
MEASURES: dict[str, tuple[str | None, dict[str, str]]] = {
    "temperature": ("high", {
        "high": "high", "highest": "high", "maximum": "high", "max": "high",
        "low": "low", "lowest": "low", "minimum": "low", "min": "low"}),
    "precipitation": ("rain", {
        "rain": "rain", "rainfall": "rain", "precipitation": "rain", "snow": "snow",
        "snowfall": "snow", "snowpack": "snow"}),
    "variant": ("headline", {"core": "core", "headline": "headline"}),
    "period": ("mom", {
        "mom": "mom", "m/m": "mom", "month over month": "mom", "monthly": "mom",
        "yoy": "yoy", "y/y": "yoy", "year over year": "yoy", "annual": "yoy",
        "year on year": "yoy", "a year earlier": "yoy", "a year ago": "yoy",
        "12 month": "yoy"}),
    "index": (None, {"cpi": "cpi", "pce": "pce", "ppi": "ppi"}),
    "stage": ("general", {
        "nomination": "nomination", "nominee": "nomination", "nominated": "nomination",
        "primary": "nomination", "run for": "candidacy", "running for": "candidacy",
        "announce": "candidacy", "announces": "candidacy", "announced": "candidacy",
        "candidacy": "candidacy"}),
    "finish": ("win", {
        "podium": "top", "make the cut": "cut", "makes the cut": "cut",
        "pole position": "pole", "take pole": "pole", "takes pole": "pole", "on pole": "pole",
        "fastest lap": "fastest lap",
        "relegated": "relegation", "relegation": "relegation"}),
    "result": ("decisive", {"draw": "draw", "tie": "draw", "tied": "draw"}),
    "output": (None, {"deliveries": "deliveries", "deliver": "deliveries",
                      "delivered": "deliveries", "production": "production",
                      "produce": "production", "produced": "production"}),
    "region": (None, {"domestic": "domestic", "domestically": "domestic",
                      "north american": "domestic",
                      "north america": "domestic", "worldwide": "worldwide",
                      "global": "worldwide", "international": "international",
                      "overseas": "international"}),
    "housing": (None, {"housing starts": "starts", "building permits": "permits",
                       "new home sales": "new sales", "existing home sales": "existing sales",
                       "pending home sales": "pending sales"}),
    "claims": (None, {"initial claims": "initial", "continuing claims": "continuing",
                      "continued claims": "continuing"}),
    "round": (None, _ROUND_WORDS),
    "award": (None, {"finals mvp": "finals mvp", "mvp": "mvp", "most valuable player": "mvp",
                      "rookie of the year": "rookie", "cy young": "cy young",
                      "defensive player of the year": "defense"}),
    "storm": (None, {"named storms": "named", "named storm": "named", "tropical storms": "named",
                     "hurricanes": "hurricane", "major hurricanes": "major",
                     "major hurricane": "major"}),
    "billing": ("lead", {"supporting": "supporting"}),
    # one seat's race against control of the whole chamber
    "scope": (None, {"seat": "seat", "race": "seat", "majority": "chamber",
                     "control": "chamber", "controls": "chamber"}),
    # the most seats (a plurality) against a majority of them
    "share": (None, {"most seats": "plurality", "largest party": "plurality",
                     "biggest party": "plurality", "plurality": "plurality",
                     "majority": "majority", "outright majority": "majority"}),
    "standings": ("drivers", {"constructors": "constructors", "constructors'": "constructors",
                              "constructor": "constructors", "constructor's": "constructors"}),
    # a price read once (the close, the settlement) against a touch at any time before
    "read": (None, {
        "close": "close", "closes": "close", "closing": "close", "closed": "close",
        "settle": "close", "settles": "close", "settled": "close", "settlement": "close",
        "end of day": "close", "end the day": "close", "ends the day": "close",
        "finish on": "close", "finishes on": "close", "end on": "close", "ends on": "close",
        "at any point": "touch", "at any time": "touch", "anytime": "touch",
        "intraday": "touch", "trade above": "touch", "trades above": "touch",
        "trade below": "touch", "trades below": "touch", "trading above": "touch",
        "trading below": "touch", "trade at or above": "touch", "touch": "touch",
        "touches": "touch", "hit": "touch", "hits": "touch", "reach": "touch",
        "reaches": "touch", "tag": "touch", "tags": "touch", "break": "touch",
        "breaks": "touch", "cross": "touch", "crosses": "touch"}),
    # a men's event against a women's (compared only when both say which)
    "gender": (None, {"men's": "men", "mens": "men", "men": "men", "atp": "men",
                      "gentlemen's": "men", "gentlemen": "men",
                      "women's": "women", "womens": "women", "women": "women", "wta": "women",
                      "ladies": "women", "ladies'": "women"}),
    # one player or a pair
    "players": (None, {"singles": "singles", "doubles": "doubles", "mixed doubles": "mixed"}),
    # a company's fiscal period against the calendar one of the same name
    "basis": (None, {"fiscal": "fiscal", "calendar": "calendar"}),
    # a day's direction ("ETH up on Nov 20?"): up against down (see _PARTICLES)
    "direction": (None, {"up": "up", "down": "down", "up or down": "up", "increase": "up",
                         "increases": "up", "decrease": "down", "decreases": "down"}),
    "metric": (None, {
        "eps": "eps", "earnings per share": "eps", "revenue": "revenue", "revenues": "revenue",
        "sales": "revenue", "net income": "income", "subscribers": "subscribers",
        "market cap": "cap", "market capitalization": "cap", "market value": "cap"}),
    # one day's or one meeting's figure against the period's total ("inflows above $1B on any
    # day in 2026", "a 50 bp cut at any meeting" against "50 bp of cuts in 2026")
    "window": ("period", {"any day": "day", "any single day": "day", "a single day": "day",
                          "single day": "day", "single-day": "day", "in one day": "day",
                          "any meeting": "meeting", "any single meeting": "meeting",
                          "a single meeting": "meeting", "one meeting": "meeting"}),
    # a sub-scope of a gross or of sales in time: the opening weekend or the first week
    # against the whole run (a side that names none means the whole run)
    "span": ("run", {"opening": "opening", "opening weekend": "opening",
                     "debut weekend": "opening", "first week": "first week",
                     "debut week": "first week", "first weekend": "opening"}),
    # an app's users counted over a day, a week or a month
    "users": (None, {"daily active users": "daily", "dau": "daily", "daily users": "daily",
                     "weekly active users": "weekly", "wau": "weekly", "weekly users": "weekly",
                     "monthly active users": "monthly", "mau": "monthly",
                     "monthly users": "monthly"}),
    # a period named relative to today: two of them differ ("this week" is not "this month")
    "relative": (None, {"this week": "week", "this month": "month", "this year": "year",
                        "today": "today", "tomorrow": "tomorrow", "tonight": "today",
                        "next week": "next week", "next month": "next month"}),
}
#: Single measure words, which are not names; the groups whose words also name teams, events
#: or awards ("Hurricanes", "NBA Finals", "MVP") are left out, and so are those whose words the
#: qualifier guard must still read when one side only says them ("anytime", "calendar").
MEASURE_WORDS = frozenset(w for group, (_, words) in MEASURES.items()
                          if group not in ("round", "storm", "award", "read", "basis",
                                           "direction")
                          for w in words
                          if " " not in w)

SCALES = {"thousand": 1e3, "k": 1e3, "million": 1e6, "mn": 1e6, "mil": 1e6, "billion": 1e9,
          "bn": 1e9, "trillion": 1e12, "tn": 1e12}

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"]
_MONTH_RE = ("(?:" + "|".join(sorted({*_MONTHS, *(m[:3] for m in _MONTHS), "Sept"},
                                     key=len, reverse=True)) + r")\.?")
_ISO = re.compile(r"\b(20\d\d)-(\d\d)-(\d\d)\b")
_SLASH = re.compile(r"(?<![\d/$.])(\d{1,2})/(\d{1,2})(?:/(20\d\d|\d\d))?(?![\d/])")
_ORDINAL = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b", re.IGNORECASE)
_DAY_FIRST = re.compile(rf"\b(\d{{1,2}})\s+(?:of\s+)?({_MONTH_RE})(?![a-z])", re.IGNORECASE)
_PHRASES = sorted((w for _, words in MEASURES.values() for w in words if " " in w or "/" in w),
                  key=len, reverse=True)
_TOP_N = re.compile(r"\btop[\s-]?\d{1,2}\b(?![,.]?\d)")  # "top 10", not "top 275,000"
#: How far a side gets short of winning: a final, a round, out of its group.
_REACHED = re.compile(
    r"\b(?:reach|reaches|makes? it to|make|makes|advance to|advances to|qualify for|"
    r"qualifies for|get to|gets to|into|play in|plays in)\s+(?:the\s+)?(?:[\w']+\s+){0,3}?"
    r"(world series|super bowl|final|finals|semifinals?|semi-finals?|"
    r"quarterfinals?|quarter-finals?|second round|runoff|run-off|knockout stage|knockouts|"
    r"round of \d+)\b(?!\s+(?:\d+\s+)?(?:halftime|half-time|ads?|commercials?|party|parade))"
    r"|\b(?:advance|advances|get|gets)\s+(?:out\s+of|from|past)\s+"
    r"(?:the\s+|their\s+|its\s+)?(?:[\w']+\s+){0,3}?(group)\b")
_STAGES = {"finals": "final", "world series": "final", "super bowl": "final",
           "semifinal": "semifinals", "semi-final": "semifinals",
           "semi-finals": "semifinals", "quarterfinal": "quarterfinals",
           "quarter-final": "quarterfinals", "quarter-finals": "quarterfinals",
           "run-off": "runoff", "second round": "runoff", "knockouts": "knockout stage",
           "group": "knockout stage"}
_OUTRIGHT = re.compile(r"\bfirst round\b.*\boutright\b|\boutright\b.*\bfirst round\b")
#: A party's candidate for an office, said as who will *be* it, is its nominee.
_PARTY_CANDIDATE = re.compile(
    r"\bbe(?:come)?\s+the\s+(?:[\w.']+\s+){0,4}?(?:candidate|nominee|standard[\s-]bearer|pick\s+for)\b")


#: A ranking of companies by size, which a venue reads by market cap.
_LARGEST_COMPANY = re.compile(r" (?:largest|biggest|most valuable) (?:public )?compan(?:y|ies) ")


#: What a candidacy is announced for ("announce a 2028 presidential run").
_RUNNING = re.compile(r"\b(?:run|running|runs|bid|campaign|candidacy|president|presidential|"
                      r"senate|governor|mayor|election|congress|house|seat|office|nomination|"
                      r"primary|re-?election)\b")


def _date(month: int, day: int, year: str | None) -> str:
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return ""
    out = f"{_MONTHS[month - 1]} {day}"
    if year:
        out += f", {year if len(year) == 4 else '20' + year}"
    return out


#: "Will BTC close 2026 above $100k": the price on the year's last day.
_CLOSE_YEAR = re.compile(r"(?<![-\w])(close|closes|finish|finishes|end|ends)\s+(?:out\s+)?"
                         r"(20\d\d)\b(?![-\u2013/]\d)", re.IGNORECASE)  # a season is no year
#: "the last trading day of 2026" is read as its last calendar day; "H1 2026" as a deadline.
_LAST_TRADING_DAY = re.compile(r"\bthe\s+last\s+trading\s+day\s+of\s+(20\d\d)\b",
                               re.IGNORECASE)
_FIRST_HALF = re.compile(r"\b(?:in\s+)?(?:H1|the\s+first\s+half\s+of)\s+(20\d\d)\b",
                         re.IGNORECASE)
#: "H2 2026" is a window (July to December), neither the year nor a deadline.
_SECOND_HALF = re.compile(r"\b(?:in\s+|during\s+)?(?:H2|the\s+second\s+half\s+of)\s+(20\d\d)\b",
                          re.IGNORECASE)
#: "twice" is two times ("twice as" compares, it counts nothing).
_TWICE = re.compile(r"\btwice\b(?!\s+as\b)", re.IGNORECASE)
#: Small counts spelled out before what they count ("four times", "three cuts").
_COUNT_WORDS = {w: i for i, w in enumerate(
    ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
     "eleven", "twelve"))} | {"fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
                             "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
                             "ninety": 90}
#: ... and before a percentage ("three percent" is "3%") or a maturity ("ten-year" is "10-year").
_SPELLED = re.compile(r"\b(" + "|".join(_COUNT_WORDS) + r")(?=\s+(?:times|cuts?|hikes?|"
                      r"rate cuts|seats|games|goals|wins|titles|medals|races|launches|inches|"
                      r"inch|degrees|feet|points|hurricanes|storms|percent|pct)\b|[\s-]year\b)",
                      re.IGNORECASE)
#: An amount spelled with its scale ("one hundred thousand", "two million"): its figure.
_SPELLED_AMOUNT = re.compile(r"\b(" + "|".join(_COUNT_WORDS) + r")(\s+hundred)?\s+"
                             r"(thousand|million|billion|trillion)\b", re.IGNORECASE)


def _spelled_amount(m: re.Match[str]) -> str:
    count = _COUNT_WORDS[m[1].lower()] * (100 if m[2] else 1)
    return f"{count} {m[3]}"


_YEAR_END = re.compile(r"\b(?:(?:the\s+)?end\s+of\s+(?:the\s+year\s+)?|eoy\s+|year[\s-]end\s+)"
                       r"(20\d\d)\b", re.IGNORECASE)


#: "2026 year-end", "2026 year end": the year's last day written after the year.
_YEAR_END_AFTER = re.compile(r"\b(20\d\d)\s+year[\s-]end\b", re.IGNORECASE)
#: "remain CEO through 2026", "stay in office through the end of 2026": a state that lasts
#: the year is the state on its last day ("still CEO on Dec 31, 2026").
_THROUGH_YEAR = re.compile(r"\b(remains?|stays?|still|continues?)\b(.{0,60}?)\s+through\s+"
                           r"(?:the\s+end\s+of\s+)?(20\d\d)\b(?![-\u2013/]\d)", re.IGNORECASE)
#: "at the start of 2027", "at the beginning of 2027": its first day.
_YEAR_START = re.compile(r"\bat\s+the\s+(?:start|beginning)\s+of\s+(20\d\d)\b", re.IGNORECASE)
#: "Jan '26", "Q4 '26", "EOY '26": a year written with two digits after a month or quarter.
_SHORT_YEAR = re.compile(rf"\b({_MONTH_RE}|Q[1-4]|EOY)\s+['\u2019](\d\d)\b", re.IGNORECASE)
#: "26/27", "'26-27", "26-27 season": a season over two years written with two digits each.
_SHORT_SEASON = re.compile(r"(?<![\w/$.'\u2019-])(?:([23]\d)/([23]\d)|['\u2019]([23]\d)[-\u2013]"
                           r"([23]\d)|([23]\d)[-\u2013]([23]\d)(?=\s+season))\b(?![/.%-]?\d)")
#: "AO '27", "NBA Finals '28": a year alone with two digits after an apostrophe.
_BARE_SHORT_YEAR = re.compile(r"(?<![\w])['\u2019]([23]\d)\b(?![.%]?\d)")


def _short_season(m: re.Match[str]) -> str:
    start, end = (int(g) for g in (m[1] or m[3] or m[5], m[2] or m[4] or m[6]))
    return f"20{start}-{end}" if end == start + 1 else m[0]


#: "before the end of 2026" is "by the end of 2026", not "by December 30".
_BEFORE_END = re.compile(r"\bbefore\s+(?:the\s+)?end\s+of\b", re.IGNORECASE)
#: "before year-end 2026", "before EOY 2026" are "by" it too (the year's end is its last day).
_BEFORE_YEAR_END = re.compile(r"\bbefore\s+(?=(?:year[\s-]end|eoy)\b)", re.IGNORECASE)
_QUARTER_END = re.compile(r"\b(?:(?:the\s+)?end\s+of\s+)?Q([1-4])\s+(20\d\d)\s+end\b|"
                          r"\b(?:the\s+)?end\s+of\s+(?:the\s+)?Q([1-4])\s+(?:of\s+)?(20\d\d)\b",
                          re.IGNORECASE)
_FULL_MONTH = {m.lower(): i + 1 for i, m in enumerate(_MONTHS)}
_FULL_MONTH.update({m.lower()[:3]: i + 1 for i, m in enumerate(_MONTHS)})
_FULL_MONTH["sept"] = 9
#: "before 2027", "before July 2026", "before Oct 15, 2026", "before Nov 20": a deadline is
#: exclusive, written as the last day before it ("before Nov 20" is "by Nov 19": the two
#: resolve differently on Nov 20 itself, so "before Nov 20" is not "by Nov 20"); "on or before
#: D" is inclusive and stays as it is.
_BEFORE = re.compile(rf"(?<!\bor\s)\b(?:before|prior\s+to)\s+"
                     rf"(?:({_MONTH_RE})\s+(?:(\d{{1,2}}),?\s+)?)?(20\d\d)\b", re.IGNORECASE)
_BEFORE_DAY = re.compile(rf"(?<!\bor\s)\b(?:before|prior\s+to)\s+({_MONTH_RE})\s+(\d{{1,2}})\b"
                         r"(?!,?\s*20\d\d|\s*[-\u2013])", re.IGNORECASE)
#: "before May" (no day, no year) is "by April 30"; "before March Madness" names no month.
_BEFORE_MONTH = re.compile(rf"(?<!\bor\s)\b(?:before|prior\s+to)\s+({_MONTH_RE})"
                           r"(?![\w.]|\s*\d|\s+(?-i:[A-Z]))", re.IGNORECASE)
_CENTS = re.compile(r"\b(\d{1,2})\s*(?:cents|\u00a2)(?![a-z])", re.IGNORECASE)
_LAST_DAY = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def _day_before(month: int, day: int, year: int) -> tuple[int, int, int]:
    if day > 1:
        return month, day - 1, year
    if month == 1:
        return 12, 31, year - 1
    last = _LAST_DAY[month - 2] + (1 if month == 3 and year % 4 == 0 else 0)
    return month - 1, last, year


#: Whole degrees Celsius, written in Fahrenheit when that is whole too (35\u00b0C is 95\u00b0F).
_CELSIUS = re.compile(r"(?<![\d.])(-?\d{1,3})\s*\u00b0\s*C\b")


def _fahrenheit(m: re.Match[str]) -> str:
    tenfold = int(m[1]) * 18 + 320
    return f"{tenfold // 10}\u00b0F" if tenfold % 10 == 0 else m[0]


def _before_day(m: re.Match[str]) -> str:
    """"before Nov 20" (no year) as "by November 19"; "before Jan 1" as "by December 31"."""
    month, day = _FULL_MONTH[m[1].rstrip(".").lower()], int(m[2])
    if not 1 <= day <= _LAST_DAY[month - 1] + (month == 2):
        return m[0]
    month, day, _ = _day_before(month, day, 2001)  # a year without a leap day
    return f"by {_MONTHS[month - 1]} {day}"


def _before_month(m: re.Match[str]) -> str:
    if m[1][0].islower():
        return m[0]  # "before may", a verb
    month, day, _ = _day_before(_FULL_MONTH[m[1].rstrip(".").lower()], 1, 2001)
    return f"by {_MONTHS[month - 1]} {day}"


def _before(m: re.Match[str]) -> str:
    year = int(m[3])
    if m[1] is None:
        month, day, year = 12, 31, year - 1
    else:
        month = _FULL_MONTH[m[1].rstrip(".").lower()]
        if m[2] is None:
            month, day, year = _day_before(month, 1, year)
        else:
            month, day, year = _day_before(month, int(m[2]), year)
    return f"by {_MONTHS[month - 1]} {day}, {year}"


def _quarter_end(m: re.Match[str]) -> str:
    quarter, year = int(m[1] or m[3]), m[2] or m[4]
    return f"{_MONTHS[quarter * 3 - 1]} {_LAST_DAY[quarter * 3 - 1]}, {year}"


#: An award's edition as the year it is held ("99th Academy Awards" is the 2027 Oscars).
_EDITION = re.compile(r"\b(\d{1,3})(?:st|nd|rd|th)\s+(?:annual\s+)?(Academy Awards|Oscars|"
                      r"Grammy Awards|Grammys)\b", re.IGNORECASE)
_FIRST_EDITION = {"academy awards": 1928, "oscars": 1928, "grammy awards": 1958, "grammys": 1958}


#: A range of days in one month ("Jan 1-7, 2026", "Nov 20 to 27") as its two ends.
_DAY_RANGE = re.compile(rf"\b({_MONTH_RE})\s+(\d{{1,2}})\s*(?:[-\u2013]|\s(?:to|through|thru)\s)"
                        r"\s*(\d{1,2})\b(?![.,]?\d|\s*(?:%|percent|[kmb]\b))", re.IGNORECASE)
#: "the week starting Nov 30" is "the week of Nov 30".
_WEEK_OF = re.compile(r"\bweek\s+(?:starting|beginning|commencing)(?:\s+on)?\b", re.IGNORECASE)
#: A month written with its year alone ("9/2026", "09/2026").
_MONTH_YEAR = re.compile(r"(?<![\d/$.])(0?[1-9]|1[0-2])/(20\d\d)(?![\d/])")


#: Holidays a venue names instead of their day ("LA rain on Christmas 2026?").
_HOLIDAYS = tuple((re.compile(rf"\b(?:{name})(?:\s+(20\d\d))?\b", re.IGNORECASE), day)
                  for name, day in (
                      (r"Christmas\s+Eve", "December 24"),  # before "Christmas"
                      (r"Christmas\s+Day|Christmas", "December 25"),
                      (r"New\s+Year's\s+Eve", "December 31"),
                      (r"New\s+Year's\s+Day", "January 1"),
                      (r"Halloween", "October 31"),
                      (r"Independence\s+Day", "July 4"),
                      (r"Valentine's\s+Day", "February 14")))


def _holiday(day: str) -> Callable[[re.Match[str]], str]:
    return lambda m: f"{day}, {m[1]}" if m[1] else day


@functools.lru_cache(maxsize=8192)
def normalise_dates(text: str) -> str:
    """Numeric (US month-first), ISO and day-first dates as "Month D[, YYYY]", and a month
    with its year alone ("9/2026") as "September 2026"; ordinals as numbers; a year's or a
    quarter's end ("end of 2026", "EOY 2026", "end of Q2 2026") as its
    last day; two-digit years after a month ("Mar '26") in full; a deadline "before" a year, a
    month or a day as "by" the day before it ("before 2027" is "by December 31, 2026"); an
    amount in cents in dollars; a holiday ("Christmas 2026") as its day. Anything that is not
    a valid date is left as it is."""
    text = _EDITION.sub(
        lambda m: f"{int(m[1]) + _FIRST_EDITION[m[2].lower()]} {m[2]}", text)
    for pattern, day in _HOLIDAYS:
        text = pattern.sub(_holiday(day), text)
    text = _SHORT_YEAR.sub(r"\1 20\2", text)
    text = _SHORT_SEASON.sub(_short_season, text)
    text = _BARE_SHORT_YEAR.sub(r"20\1", text)
    text = _DAY_RANGE.sub(r"\1 \2 to \1 \3", text)
    text = _WEEK_OF.sub("week of", text)
    text = _BEFORE_END.sub("by the end of", text)
    text = _BEFORE_YEAR_END.sub("by ", text)
    text = _QUARTER_END.sub(_quarter_end, text)
    text = _LAST_TRADING_DAY.sub(r"December 31, \1", text)
    text = _FIRST_HALF.sub(r"by June 30, \1", text)
    text = _SECOND_HALF.sub(r"between July 1 and December 31, \1", text)
    text = _TWICE.sub("2 times", text)
    text = _SPELLED_AMOUNT.sub(_spelled_amount, text)
    text = _SPELLED.sub(lambda m: str(_COUNT_WORDS[m[1].lower()]), text)
    text = _CLOSE_YEAR.sub(r"\1 on December 31, \2", text)
    text = _YEAR_END.sub(r"December 31, \1", text)
    text = _YEAR_END_AFTER.sub(r"December 31, \1", text)
    text = _THROUGH_YEAR.sub(r"\1\2 on December 31, \3", text)
    text = _YEAR_START.sub(r"on January 1, \1", text)
    text = _ISO.sub(lambda m: _date(int(m[2]), int(m[3]), m[1]) or m[0], text)
    text = _MONTH_YEAR.sub(lambda m: f"{_MONTHS[int(m[1]) - 1]} {m[2]}", text)
    text = _SLASH.sub(lambda m: _date(int(m[1]), int(m[2]), m[3]) or m[0], text)
    text = _ORDINAL.sub(r"\1", text)
    text = _DAY_FIRST.sub(lambda m: f"{m[2].rstrip('.')} {m[1]}", text)
    text = _BEFORE.sub(_before, text)
    text = _BEFORE_DAY.sub(_before_day, text)
    text = _BEFORE_MONTH.sub(_before_month, text)
    text = _CELSIUS.sub(_fahrenheit, text)
    return _CENTS.sub(lambda m: f"${int(m[1]) / 100:.2f}", text)


#: A time of day ("20:00 UTC", "12 pm ET") says when a price is read, not a threshold.
_TIME = re.compile(r"\b\d{1,2}(?::\d\d\s*(?:[ap]\.?m\b\.?)?|\s*[ap]\.?m\b\.?)"
                   r"(?:\s*(?:utc|et|edt|est|pt|pdt|pst|gmt)\b)?", re.IGNORECASE)
_SEASON = re.compile(r"\b(20\d\d)[-\u2013/](\d\d|20\d\d)\b")


def season_end(text: str) -> str:
    """A season spanning two years ("2026-27") as the year it ends, when its title is decided
    ("the 2026-27 NBA championship" is the 2027 NBA Finals)."""

    def end(m: re.Match[str]) -> str:
        first, second = int(m[1]), int(m[2][-2:])
        return str(first + 1) if second == (first + 1) % 100 else m[0]

    return _SEASON.sub(end, text)


_SEASON_OF = re.compile(r"\b(20\d\d)\s+(?:[a-z]+\s+){0,2}season\b", re.IGNORECASE)
_SUPER_BOWL_YEAR = re.compile(r"\bsuper bowl\s+(20\d\d)\b|\b(20\d\d)\s+super bowl\b",
                              re.IGNORECASE)


def season_start(text: str) -> int | None:
    """The year a season starts, where the text names one: "2026-27", "the 2026 NFL season",
    and a Super Bowl (played early in the year after its season's start)."""
    for m in _SEASON.finditer(text):
        if int(m[2][-2:]) == (int(m[1]) + 1) % 100:
            return int(m[1])
    if named := _SEASON_OF.search(text):
        return int(named[1])
    if bowl := _SUPER_BOWL_YEAR.search(text):
        return int(bowl[1] or bowl[2]) - 1
    return None


#: A bucket's top written as the last value below the next step ("3.0-3.9", "$400 to $449.99").
_RANGE_TOP = re.compile(r"(\d[\d,]*(?:\.(\d+))?(?:[kmbt]\b)?\s*%?\s*(?:-|\u2013|to|and)\s*\$?)"
                        r"(\d[\d,]*)\.(9+)(?![\d.])", re.IGNORECASE)


def _range_top(m: re.Match[str]) -> str:
    top = int(m[3].replace(",", "")) + 1
    return m[1] + (f"{top}.{'0' * len(m[2])}" if m[2] else str(top))


def whole_ranges(text: str) -> str:
    """Buckets as the ranges they are: "3.0-3.9" is "3.0-4.0" and "$400 to $449.99" is "$400
    to $450" (a bucket ladder in whole steps), so they compare with "between 3 and 4"."""
    return _RANGE_TOP.sub(_range_top, text)


def strip_times(text: str) -> str:
    """The text without its times of day."""
    return _TIME.sub(" ", text)


#: Events and divisions that name their league ("Stanley Cup" is the NHL's).
IMPLIED_LEAGUES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bstanley cup\b"), "nhl"),
    (re.compile(r"\b(?:super bowl|afc|nfc)\b"), "nfl"),
    (re.compile(r"\b(?:world series|alcs|nlcs|pennant|american league|national league|(?:al|nl) "
                r"(?:east|west|central))\b"), "mlb"),
)


def implied_leagues(text: str) -> frozenset[str]:
    """The leagues a text's events and divisions name without saying the league."""
    low = text.lower()
    return frozenset(league for pattern, league in IMPLIED_LEAGUES if pattern.search(low))


#: "up" and "down" as parts of a verb or a bound, which say no direction ("step down", "up to").
_PARTICLES = re.compile(
    r"\b(?:step|steps|stepped|stepping|shut|shuts|shutting|stand|stands|back|backs|give|gives|"
    r"set|sets|sign|signs|show|shows|break|breaks|take|takes|turn|turns|pick|picks|wind|winds|"
    r"crack|cracks|clamp|clamps|line|lines|scale|scales|ramp|ramps|ramping|"
    r"wrap|wraps|team|teams|teaming|follow|follows|bring|brings|hold|holds|"
    r"slow|slows|calm|calms|cool|cools|tone|tones|mark|marks|bid|bids|push|pushes|speed|"
    r"speeds|heat|heats|knock|knocks|touch|touches|put|puts|let|lets|run|runs|runner|runners|"
    r"hands?|handed|pull|pulls|sit|sits)\s+(?:up|down)\b|"
    r"\b(?:up|down)\s+(?:to|from|for|with|against|ballot|payment|payments)\b|"
    r"\b(?:ups|downs|up-and-coming)\b")


def measures(text: str) -> dict[str, str]:
    """Each measure group's value in a text (the default when it names none of the group)."""
    text = re.sub(r"\bMIN\b", " ", text)  # Minnesota's code, not a daily low
    text = re.sub(r"(?<=\d),(?=\d)", "", text)  # "1,900,000" is one number
    text = text.lower().replace("\u2019", "'")  # "women\u2019s" is "women's"
    low = " " + re.sub(r"[?,:;()\"]|-|\.(?=\s|$)", " ", text) + " "
    low = _PARTICLES.sub(" ", low)
    found: dict[str, str] = {}
    for group, (default, words) in MEASURES.items():
        value = None
        for phrase, v in sorted(words.items(), key=lambda kv: len(kv[0]), reverse=True):
            if f" {phrase} " in low:
                value = v
                break
        if group == "stage" and value == "nomination" and " election " in low and not any(
                f" {w} " in low for w in ("nomination", "primary")):
            value = None  # "will the Democratic nominee win the election" is the election
        if group == "stage" and value == "candidacy" and not _RUNNING.search(low):
            value = None  # a company "announces" a product: no candidacy without a race
        if group == "stage" and value is None and _PARTY_CANDIDATE.search(low):
            value = "nomination"  # "to be the Democratic Party's 2028 candidate" is the ticket
        if group == "finish" and value is None and (reached := _REACHED.search(low)):
            stage = reached[1] or reached[2]
            value = _STAGES.get(stage, stage)  # "reach the final" is not winning it
        if group == "finish" and value is None and _OUTRIGHT.search(low):
            value = "first round"
        if group == "finish" and value is None and _TOP_N.search(low):
            value = "top"  # "top 10" is a finish; "tops $30" is a comparator
        if group == "metric" and value is None and _LARGEST_COMPANY.search(low):
            value = "cap"  # the largest company is ranked by market cap unless said otherwise
        if value is not None or default is not None:
            found[group] = value or str(default)
    return found


_LEAGUE_WORD = re.compile(r"\b(nba|nfl|mlb|nhl)\b", re.IGNORECASE)
#: Words that say a title is about a game or a season (a capitalised "Heat" or "Wild" elsewhere
#: is no team).
_SPORTS = re.compile(
    r"\b(?:vs\.?|v\.|versus|beat|beats|defeat|defeats|win|wins|won|playoffs?|postseason|"
    r"division|conference|season|games?|mvp|finals?|series|pennant|champions?|championship|"
    r"title|over|cup|bowl|draft|seed)\b|\s@\s", re.IGNORECASE)


#: Other sports' competitions: their "Spurs" or "Kings" are no US league's team.
_OTHER_SPORTS = re.compile(
    r"\b(?:premier league|epl|la liga|serie a|bundesliga|ligue 1|champions league|ucl|uel|"
    r"europa league|fa cup|mls|world cup|euros?|copa|eredivisie|primeira liga|wnba|ncaa|"
    r"college|cfp|f1|nascar|ipl|cricket|rugby|afl|nrl|atp|wta|pga|ufc)\b", re.IGNORECASE)


def _team_patterns() -> dict[str, list[tuple[str, str, str, str]]]:
    """Per league: (form, kind, city, nickname) for every name form of every team, where kind
    is "full", "nick", "code" or "city"; a form two teams of one league share is left out."""
    out: dict[str, list[tuple[str, str, str, str]]] = {}
    for league, teams in TEAMS.items():
        forms: dict[tuple[str, str], list[tuple[str, str]]] = {}
        for city, nick, codes, alts in teams:
            full = nick if city == nick else f"{city} {nick}"
            entries = [(full, "full"), (nick, "nick"), *((a, "nick") for a in alts),
                       *((c, "code") for c in codes)]
            if city != nick:
                entries.append((city, "city"))
            for form, kind in entries:
                forms.setdefault((form, kind), []).append((city, nick))
        out[league] = [(form, kind, *teams_[0]) if len(teams_) == 1 else
                       (form, "shared", form, "Team")  # "New York": which of its teams?
                       for (form, kind), teams_ in forms.items()
                       if len(teams_) == 1 or kind == "city"]
    return out


_TEAM_FORMS = _team_patterns()
#: Nicknames (with their other short names) to the leagues that have a team so called.
_NICK_LEAGUES: dict[str, set[str]] = {}
for _league, _forms in _TEAM_FORMS.items():
    for _form, _kind, _, _ in _forms:
        if _kind in ("nick", "full") or (_kind == "code" and len(_form) >= 3):
            _NICK_LEAGUES.setdefault(_form, set()).add(_league)


def _form_re(form: str, kind: str) -> str:
    body = re.escape(form)
    if kind == "code":
        return rf"(?<![\w$'])(?-i:{body})(?![\w'])"
    return rf"(?<![\w'])(?-i:{body})(?![\w'])"


_MENTION = re.compile("|".join(
    _form_re(form, "code" if form.isupper() else "nick")
    for form in sorted(_NICK_LEAGUES, key=len, reverse=True)))
#: Per league: its name forms, longest first, and one pattern with a group for each.
_LEAGUE_FORMS = {
    league: (forms, re.compile("|".join(f"({_form_re(form, kind)})"
                                        for form, kind, _, _ in forms)))
    for league, forms in ((league, sorted(f, key=lambda x: len(x[0]), reverse=True))
                          for league, f in _TEAM_FORMS.items())}


def _mentions(text: str) -> list[set[str]]:
    """For each team name in a text (the longest form at each place), the leagues that have
    a team so called."""
    return [set(_NICK_LEAGUES[m[0]]) for m in _MENTION.finditer(text)]


def is_team(word: str) -> bool:
    """Whether a word is a team's nickname or code in one of the team tables."""
    return word in _NICK_LEAGUES or any(
        word == form for forms in _TEAM_FORMS.values() for form, _, _, _ in forms)


@functools.lru_cache(maxsize=8192)
def team_leagues(text: str) -> frozenset[str]:
    """The leagues a text is about: named ("NBA"), implied by an event ("Stanley Cup"), or
    read off its teams' nicknames when they point to one league ("Bucks", "Wild")."""
    named = {m.lower() for m in _LEAGUE_WORD.findall(text)} | set(implied_leagues(text))
    if named or not _SPORTS.search(text) or _OTHER_SPORTS.search(text):
        return frozenset(named)
    maybe = _mentions(text)
    sure = {league for leagues in maybe if len(leagues) == 1 for league in leagues}
    if len(sure) == 1:
        return frozenset(sure)
    if not sure and maybe:
        common = set.intersection(*maybe)
        if len(common) == 1:
            return frozenset(common)
    return frozenset()


#: Kalshi's truncated team names: a city and the nickname's first letter ("Los Angeles D").
_TRUNCATED = re.compile(r"\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+([A-Z])\b(?![.'&\w-])")


def _untruncated(m: re.Match[str], league: str) -> str:
    """"Los Angeles D" in an MLB title as "Los Angeles Dodgers", when one team of that city
    has a nickname starting with that letter; otherwise the text as it is."""
    words = m[1].split()
    for start in range(len(words)):
        city = " ".join(words[start:])
        teams = [nick for c, nick, _, _ in TEAMS.get(league, ())
                 if c == city and nick.startswith(m[2])]
        if len(teams) == 1:
            return f"{m[1]} {teams[0]}"
    return m[0]


@functools.lru_cache(maxsize=8192)
def canonical_teams(text: str, hint: frozenset[str] = frozenset()) -> tuple[str, frozenset[str]]:
    """The text with its teams written in full ("MIL", "Bucks" and, in an NBA title,
    "Milwaukee" as "Milwaukee Bucks"), read in the one league the text is about (or, when it
    names none, the one the other title of the pair is about); and that league, when a team
    of it was found. Codes and bare cities are read only in a league's context."""
    leagues = team_leagues(text)
    if not leagues and _SPORTS.search(text) and not _OTHER_SPORTS.search(text) and all(
            hint <= leagues for leagues in _mentions(text)):
        leagues = hint  # only where every name it has could be of the hinted league
    if len(leagues) != 1:
        return text, frozenset()
    (league,) = leagues
    if league not in _LEAGUE_FORMS:
        return text, frozenset()
    forms, pattern = _LEAGUE_FORMS[league]
    text = _TRUNCATED.sub(lambda m: _untruncated(m, league), text)
    found = False
    last: list[tuple[int, str]] = [(-1, "")]  # where the previous name ended, and its team

    def full(m: re.Match[str]) -> str:
        nonlocal found
        found = True
        _, kind, city, nick = forms[(m.lastindex or 1) - 1]
        name = nick if city == nick else f"{city} {nick}"
        follows = not text[last[0][0]:m.start()].strip() and last[0][1] == name
        last[0] = (m.end(), name)
        if kind == "nick" and follows:
            return m[0]  # "KC Chiefs", "Milwaukee Bucks": the code or city already says it
        if kind == "nick" and re.search(r"[A-Z][\w.]*\s+$", text[:m.start()]) and not text[
                :m.start()].rstrip().endswith(city):
            return m[0]  # "Sacramento Kings" in a hockey title: another city's team
        if kind == "shared":
            return m[0] if re.match(r"\s+[A-Z]", text[m.end():]) else f"{m[0]} Team"
        if kind in ("code", "city") and text[m.end():].lstrip().startswith(nick):
            return city
        return name

    out = pattern.sub(full, text)
    return out, frozenset({league}) if found else frozenset()
