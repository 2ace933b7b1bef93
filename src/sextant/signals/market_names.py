"""Names the venues shorten, as data: team nicknames, league and series short forms, cities,
central banks, and more stock tickers. Pure.

- :data:`SHORT_NAMES`: a short form (lower case: "Cavs", "Niners", "JAX", "NOLA", "BoE") to the
  words of the name it stands for. Both titles of a pair are read through the same table, so a
  form shared by two teams (Bucs, Bolts, Cats) is left out rather than guessed; codes that are
  their place's initials ("LA", "OKC", "NYY") need no entry (the matcher reads them as such).
- :data:`SERIES_PHRASES`: multi-word names of series and events rewritten to one form before
  anything else reads the text ("Formula One" and "Formula 1" as "F1", "Fall Classic" as
  "World Series").
- :data:`MORE_TICKERS`: US listings beyond :data:`market_words.TICKERS`, to the words of the
  company name. One-letter tickers and those that are also other abbreviations (DAL, MA, MO,
  PM) are left out.
"""

from __future__ import annotations

import functools
import re

from sextant.signals.roles import OFFICE_NOUNS, STATES

__all__ = ["MORE_TICKERS", "SERIES_PHRASES", "SHORT_NAMES", "TEAMS", "rewrite_series"]

_NICKNAMES: dict[str, tuple[str, ...]] = {
    # NBA
    "cavs": ("cavaliers",), "sixers": ("76ers",), "mavs": ("mavericks",),
    "wolves": ("timberwolves",), "pels": ("pelicans",), "grizz": ("grizzlies",),
    "dubs": ("warriors",), "clips": ("clippers",), "celts": ("celtics",), "raps": ("raptors",),
    "blazers": ("trail", "blazers"), "wiz": ("wizards",), "nugs": ("nuggets",),
    # NFL
    "niners": ("49ers",), "pats": ("patriots",), "jags": ("jaguars",), "vikes": ("vikings",),
    "phins": ("dolphins",),
    # MLB
    "yanks": ("yankees",), "nats": ("nationals",), "phils": ("phillies",),
    "dbacks": ("diamondbacks",), "stros": ("astros",), "halos": ("angels",),
    "cards": ("cardinals",),
    # NHL
    "habs": ("canadiens",), "leafs": ("maple", "leafs"), "pens": ("penguins",),
    "canes": ("hurricanes",), "caps": ("capitals",), "isles": ("islanders",),
    "avs": ("avalanche",), "preds": ("predators",), "sens": ("senators",),
    "nucks": ("canucks",), "vgk": ("golden", "knights"),
    # football clubs
    "spurs": ("hotspur",), "barca": ("barcelona",), "atleti": ("atletico",),
    "juve": ("juventus",), "bvb": ("dortmund",), "gunners": ("arsenal",),
    "psg": ("paris", "saint", "germain"), "utd": ("united",),
    # parties
    "tories": ("conservative",), "tory": ("conservative",),
    "scotus": ("supreme", "court"),
    # companies renamed, both names still in use
    "microstrategy": ("microstrategy", "strategy"),
    # instruments by their market short names
    "ust": ("treasury",), "usts": ("treasury",),
    # players
    "wemby": ("wembanyama",), "giannis": ("antetokounmpo",), "joker": ("jokic",),
    "sga": ("shai", "gilgeous", "alexander"),
    # awards
    "oscars": ("academy", "awards"), "oscar": ("academy", "awards"),
    "grammys": ("grammy", "awards"),
    "emmys": ("emmy", "awards"), "aoty": ("album", "year"), "soty": ("song", "year"),
    "roty": ("record", "year"),
    # national teams
    "usmnt": ("usa",), "uswnt": ("usa", "women"),
}
_PLACES: dict[str, tuple[str, ...]] = {
    # codes that are not the initials (nor letters in order) of their place's words
    "jax": ("jacksonville",), "nola": ("new", "orleans"), "dc": ("washington",),
    "philly": ("philadelphia",), "munchen": ("munich",), "nyc": ("new", "york", "city"),
    "vegas": ("las", "vegas"),
    "msp": ("minneapolis",), "lax": ("los", "angeles"), "sfo": ("san", "francisco"),
    "ord": ("chicago",), "dfw": ("dallas",), "phx": ("phoenix",),
    # state codes that are not their name's first letters (ambiguous ones left out: IN, OR,
    # ME, HI, OH, OK, LA, DE, MS)
    "ak": ("alaska",), "az": ("arizona",), "ct": ("connecticut",), "ga": ("georgia",),
    "ia": ("iowa",), "ks": ("kansas",), "ky": ("kentucky",), "md": ("maryland",),
    "mn": ("minnesota",), "mo": ("missouri",), "mt": ("montana",), "pa": ("pennsylvania",),
    "tn": ("tennessee",), "tx": ("texas",), "va": ("virginia",), "vt": ("vermont",),
}
_LEAGUES: dict[str, tuple[str, ...]] = {
    "epl": ("premier", "league"), "ucl": ("champions", "league"), "uel": ("europa", "league"),
    "uecl": ("conference", "league"), "mls": ("major", "league"),
    "boe": ("bank", "england"), "boj": ("bank", "japan"), "boc": ("bank", "canada"),
    "ecb": ("european", "central", "bank"), "rba": ("reserve", "bank", "australia"),
    "snb": ("swiss", "national", "bank"), "rbnz": ("reserve", "bank", "new", "zealand"),
    "bok": ("bank", "korea"), "rbi": ("reserve", "bank", "india"),
    "pboc": ("people's", "bank", "china"),
    # legislatures by their buildings
    "holyrood": ("scottish", "parliament"), "senedd": ("welsh", "parliament"),
    # an app's users
    "mau": ("monthly", "active", "users"), "dau": ("daily", "active", "users"),
    "wau": ("weekly", "active", "users"),
}
SHORT_NAMES: dict[str, tuple[str, ...]] = {**_NICKNAMES, **_PLACES, **_LEAGUES}

SERIES_PHRASES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), to) for pattern, to in (
        (r"\bFormula\s+(?:1|One)\b", "F1"),
        (r"\bCollege Football Playoff\b", "CFP"),
        # a league's title is its final's name
        (r"\bNHL (?:championship|champions?|title)\b", "Stanley Cup"),
        (r"\bNFL (?:championship|champions?|title)\b", "Super Bowl"),
        (r"\bMLB (?:championship|champions?|title)\b", "World Series"),
        (r"\b(W?NBA) (?:championship|champions?|title)\b", r"\1 Finals"),
        (r"\bFall Classic\b", "World Series"),
        (r"\bRoland[\s-]Garros\b", "French Open"),
        (r"\bGP\b", "Grand Prix"),
        (r"\bMarch Madness\b", "NCAA Tournament"),
        (r"\bMajor League Baseball\b", "MLB"),
        (r"\bMajor League Soccer\b", "MLS"),
        (r"\bNational Football League\b", "NFL"),
        (r"\bNational Basketball Association\b", "NBA"),
        (r"\bNational Hockey League\b", "NHL"),
        (r"\b(?:initial\s+)?(?:jobless|unemployment)\s+claims\b", "initial claims"),
        (r"\b(\d{1,2})(?:Y|-?yr)\b", r"\1-year"),
        (r"(?<![\d:])(?<!\d )\b(?-i:PM)\b", "Prime Minister"),  # "Japanese PM", not "4 PM"
        (r"\bGTA\b", "Grand Theft Auto"),
        (r"\bFederal Reserve\b", "Fed"),
        (r"\bBritish Open\b", "Open Championship"),
        (r"\bGolden Boot\b", "top scorer"),
        (r"\b(?:finish(?:es)?\s+on\s+the\s+)?podium\b", "top 3"),  # a podium is a top-3 finish
        (r"\bGrand Slam (?=title|tournament|event|in\b)", "major "),  # tennis and golf
        (r"\binitial public offering\b", "IPO"),
        (r"\bQF\b", "quarterfinals"),
        # an index's number is part of its name, no threshold ("S&P 500 above 7,000")
        (r"\bS&P\s?500\b", "S&P"),
        (r"\bNasdaq[\s-]?100\b", "NDX"),  # not "Nasdaq": the Composite is another index
        (r"\bRussell\s?2000\b", "Russell2000"),
        # a company's fiscal period ("FQ1 2026", "FY2026", "FY26")
        (r"\bFQ([1-4])\b", r"fiscal Q\1"),
        (r"\bFY\s?(20\d\d)\b", r"fiscal \1"),
        (r"\bFY\s?'?(\d\d)\b", r"fiscal 20\1"),
        # a dominance index written as its ticker ("BTC.D" is bitcoin dominance)
        (r"\b([A-Z]{2,5})\.D\b", r"\1 dominance"),
        # New York City's weather station of record as its city (the airports' stations,
        # JFK and LaGuardia, are other markets)
        (r"\bCentral Park\b", "NYC"),
        # a rate move in points
        (r"\bthree[\s-]quarters?[\s-](?:of\s+a\s+)?(?:percentage[\s-])?point\b", "75 bps"),
        (r"\b(?:a\s+)?quarter[\s-](?:percentage[\s-])?point\b", "25 bps"),
        (r"\b(?:a\s+)?half[\s-](?:percentage[\s-])?point\b", "50 bps"),
        # a top-N finish spelled out ("top-four")
        (r"\btop[\s-]two\b", "top 2"), (r"\btop[\s-]three\b", "top 3"),
        (r"\btop[\s-]four\b", "top 4"), (r"\btop[\s-]five\b", "top 5"),
        (r"\btop[\s-]six\b", "top 6"), (r"\btop[\s-]ten\b", "top 10"),
        # tennis majors by their initials
        (r"\bAO\b", "Australian Open"),
        (r"\bUSO\b", "US Open"),
        # a chart's or list's top spot, however said
        (r"\b(?:tops?|topping)\s+the\s+(?=Billboard|charts?\b|box office|App Store)", "#1 on the "),
        (r"\b(?:total\s+)?(?:US\s+)?public debt\b", "national debt"),
        # Kalshi's league-less titles and short league names
        (r"\bPro Basketball (?:Champion(?:ship)?|Finals?)\b", "NBA Finals"),
        (r"\bPro Football (?:Champion(?:ship)?)\b", "Super Bowl"),
        (r"\bPro Hockey (?:Champion(?:ship)?)\b", "Stanley Cup"),
        (r"\bPro Baseball (?:Champion(?:ship)?)\b", "World Series"),
        (r"(?-i:\bEPL\b)", "Premier League"),
        # a Super Bowl named by its month ("the February 2027 Super Bowl")
        (r"\b(?:January|February|Jan|Feb)\s+(20\d\d)\s+Super Bowl\b", r"Super Bowl \1"),
        # national teams by their nicknames
        (r"\bLa Roja\b", "Spain"), (r"\bLes Bleus\b", "France"),
        (r"\bSele[\u00e7c]\u00e3?a?o\b", "Brazil"), (r"\bDie Mannschaft\b", "Germany"),
        (r"\bThree Lions\b", "England"), (r"\bAzzurri\b", "Italy"),
        (r"\bOranje\b", "Netherlands"), (r"\b(?:La\s+)?Albiceleste\b", "Argentina"),
        # a politician's title before the name, and the place it is held in, is no name
        # ("Gov. Newsom", "California Gov. Newsom", "UK PM Starmer", "President Trump"); not a
        # race's or an office's name ("Governor Race", "Vice President Vance")
        (r"(?-i:\b(?:(?:(?i:" + STATES + r")|US|U\.S\.|UK|British|French|German|Canadian|"
         r"Japanese|Israeli|Ukrainian|Russian|Chinese|Mexican|Brazilian|Indian|Italian|"
         r"Spanish|Australian)\s+)?(?<!Vice\s)(?<!Lt\.\s)(?<!Lieutenant\s)"
         r"(?:Gov\.?|Governor|President|Senator|Prime\s+Minister|PM|Chancellor|Speaker|Mayor|"
         r"(?:(?:Treasury|Defense|War|Commerce|Labor|Energy|Health|Education|Interior)\s+)?"
         r"Secretary(?:\s+of\s+(?:the\s+)?(?:State|Defense|War|Treasury|Commerce|Labor|Energy|"
         r"Health|Education|Interior|Homeland\s+Security))?|(?:Sen|Rep|Gen|Pres|Amb|Sec)\.)"
         r"\s+(?!(?:" + OFFICE_NOUNS + r")\b)(?=[A-Z][a-z]))", ""),
        (r"(?-i:\b(?:Vice\s+President|VP)\s+(?!(?:" + OFFICE_NOUNS + r")\b)(?=[A-Z][a-z]))", ""),
        # the US House by its full name (other countries' lower houses keep theirs)
        (r"^(?!.*\b(?:Japan|Japanese|Australian?|New\s+Zealand|Philippines?|Filipino|Nigerian?|"
         r"Indonesian?|Colombian?|Thai|Thailand|Netherlands|Dutch|Malaysian?|Belgian?|Belgium|"
         r"Egypt|Egyptian|Cyprus|Morocc\w+|Jordan\w*|Liberian?|Libyan?)\b)(.*?)"
         r"\bHouse\s+of\s+Representatives\b", r"\1House"),
        (r"(?-i:\bUnited\s+States(?:\s+of\s+America)?\b)", "US"),
        (r"\bgives?\s+(?:the\s+)?green[\s-]light\s+(?:to\s+)?", "greenlights "),
        (r"\bgreen[\s-]light", "greenlight"),
        # idioms whose verb is no move of a number: "fall into recession", "hit by a storm"
        (r"\b(?:fall|falls|fell|slip|slips|slide|slides|sink|sinks|plunge|plunges)\s+(?=into\b)",
         "enter "),
        (r"\b(?:hit|hits)\s+by\b", "struck by"),
        # a state's end is another event than its start ("the shutdown ends", not "shuts")
        (r"\b(shutdown|war|strike|lockout|blockade|occupation|recession|freeze|ban)\s+(?:to\s+)?"
         r"(?:end|ends|ended|ending)\b", r"\1 concludes"),
        # a president's administration acts for the US ("Trump admin announces tariffs")
        (r"\b(?:the\s+)?(?:Trump|Biden|Vance)\s+(?:admin|administration)\b", "the US"),
        (r"\b(?:is\s+|be\s+)?found\s+guilty\b", "convicted"),
        (r"\blos(?:e|es|ing)\s+(?:its|the|their)\s+peg\b", "depeg"),  # no negation
        # "leave rates unchanged" keeps them: no leaving ("leave office")
        (r"\bleav(e|es|ing)\b(?=.{0,40}\b(?:unchanged|steady|as\s+is|on\s+hold)\b)", r"keep"),
        # a body's vote to act is its act ("the House votes to impeach": impeaches)
        (r"\bvot(?:e|es|ed|ing)\s+to\s+(?=impeach|approve|pass|confirm|convict|remove|expel|"
         r"censure|ratify|repeal)", ""),
        (r"(?-i:\bATH\b)|\ball[\s-]time[\s-]high\b", "all-time high"),
        # a coin or company "flipping" another is its market cap exceeding the other's
        (r"\bflip(s?)\s+((?:the\s+)?[\w$.]+)\s+(?:in|by|on)\s+market\s+cap",
         r"exceed\1 \2 in market cap"),
        (r"\b(?:step|steps|stepped|stepping)\s+down\b", "leave"),  # "step down as CEO"
        (r"\bWhite\s+House\s+(?=run\b|bid\b)", "presidential "),  # the office, no building
        # a run said as a noun ("a Senate run") and an office's seat as the office
        # launching a campaign is announcing the run
        (r"\b(?:launch|launches|launched|kick\s+off|kicks\s+off)\s+(?:a|an|his|her|their)\s+"
         r"(?=(?:20\d\d\s+)?(?:Senate|House|presidential|gubernatorial|mayoral)\s+campaign\b)",
         "announce a "),
        (r"\b(?:a\s+)?(Senate|House|presidential|gubernatorial|mayoral|White House)\s+"
         r"(?:run|bid|campaign)\b", r"run for \1"),
        # taking back a chamber is winning it, whoever holds it now ("take back the House")
        (r"\b(?:(?:take|takes|taking)\s+back|retake|retakes|regain|regains)\b(?=\s+(?:"
         r"control\s+of\s+)?the\s+(?:House|Senate|majority|Commons)\b)", "win"),
        (r"\b(?:win|wins|take|takes|capture|captures|keep|keeps|hold|holds|retain|retains)\s+"
         r"the\s+White\s+House\b",
         "win the presidency"),
        (r"\b(?:leave|leaves|exit|exits|out\s+of)\s+the\s+[E\u00c9]lys[e\u00e9]e(?:\s+Palace)?",
         "cease to be President of France"),
        # succeeding an office's holder is being its next holder
        (r"\bsucceed(?:s)?\s+(?:Keir\s+)?Starmer\s+as\s+(?:UK\s+)?(?:PM|Prime\s+Minister)\b",
         "be the next UK Prime Minister"),
        (r"\bsucceed(?:s)?\s+(?:Emmanuel\s+)?Macron\b(?:\s+as\s+(?:French\s+)?President)?",
         "be the next President of France"),
        # a nominee said as a pick ("Treasury pick")
        (r"\b(Treasury|Fed(?:\s+chair)?|Defense|State|Labor|Commerce|Cabinet|Supreme\s+Court|"
         r"SCOTUS|Attorney\s+General|CIA|FBI)\s+pick\b", r"\1 nominee"),
        (r"(?-i:\bPOY\b)", "Person of the Year"),
        (r"(?-i:\bSB\s+(?=(?:[IVXLC]+|\d\d)\b))", "Super Bowl "),
        (r"(?-i:\bTIME\s+names?\s+(.+?)\s+(?:as\s+)?(?:its\s+)?(?:TIME\s+)?(?=Person of the Year))",
         r"\1 be TIME "),
        (r"(?:#\s?1|number\s+one|No\.\s?1)\s+(?:by\s+)?market\s+cap\b",
         "largest company by market cap"),
        (r"(?-i:\bM(\d(?:\.\d)?\+?)(?=\s+(?:earthquake|quake)))", r"magnitude \1"),
        (r"(?-i:\bPHEIC\b)", "Public Health Emergency of International Concern"),
        (r"\bGreek Freak\b", "Giannis Antetokounmpo"), (r"\bKing James\b", "LeBron James"),
        (r"\bRFK\s+Jr\b", "Robert F. Kennedy Jr"),
        # a multi-outcome market's question word ("Which country wins ...? - Spain")
        (r"^(?:Which|What)\s+(?:country|nation|team|club|player|driver|party|company|"
         r"candidate|person)\s+(?=wins?\b|will\b)", "Who "),
        # a pair's ratio written as one ticker ("ETHBTC")
        (r"(?-i:\b(ETH|SOL|XRP|DOGE|ADA|LTC)(BTC|ETH)\b)", r"\1/\2"),
        # the motorists' club's figure is the gas price
        (r"\bAAA\s+national\s+average\s+(?:price\s+)?(?:for|of)\s+regular(?:\s+gas(?:oline)?)?",
         "AAA national average gas price"),
        # the economy growing is its GDP ("economy grows 2% in Q3")
        (r"\beconomy\s+(?=(?:grows?|grew|growing|expands?|expanded|contracts?|contracted|"
         r"shrinks?|shrank)\b)", "GDP "),
        (r"\btakes?\s+home\s+(?=(?:the\s+)?[A-Z])", "win "),  # "take home MVP"
        # a day's direction said as a colour or a close ("close green" is "up"); "higher
        # than" and "higher at $5" compare, they are no direction
        (r"\b(?:close[sd]?|finish(?:es|ed)?|ends?|ended)\s+(?:the\s+(?:day|week|month|session)"
         r"\s+)?(?:in\s+the\s+)?(?:green|higher)\b(?!\s+(?:than|at|\$?\d))", "up"),
        (r"\b(?:close[sd]?|finish(?:es|ed)?|ends?|ended)\s+(?:the\s+(?:day|week|month|session)"
         r"\s+)?(?:in\s+the\s+)?(?:red|lower)\b(?!\s+(?:than|at|\$?\d))", "down"),
        # "Up or Down" with the outcome chosen after a separator ("... Dec 3? - Down")
        (r"\bUp\s+or\s+Down\b(.*?)\??\s*(?::|\s[-\u2013\u2014])\s*(Up|Down)\s*\??\s*$", r"\2\1?"),
        (r"\bbe\s+(?:in\s+the\s+)?green\b", "be up"), (r"\bbe\s+(?:in\s+the\s+)?red\b", "be down"),
    ))


_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
_SUPER_BOWL = re.compile(r"\bSuper Bowl\s+([IVXLC]+)\b")
_SUPER_BOWL_NUMBER = re.compile(r"\bSuper Bowl\s+(\d{2})\b(?![\d,.])")


#: A sequel's or a mission's Roman numeral after its name ("GTA VI", "Artemis II"); "V" and
#: "X" alone are left (a versus, the network X).
_SEQUEL = re.compile(r"\b((?!Super\b|Bowl\b)[A-Z][A-Za-z]+)\s+(II|III|IV|VI|VII|VIII|IX)\b")


def _roman(numeral: str) -> int:
    values = [_ROMAN[c] for c in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v
               for i, v in enumerate(values))


@functools.lru_cache(maxsize=8192)
def rewrite_series(text: str) -> str:
    """The text with each of :data:`SERIES_PHRASES` in its one form, a Super Bowl's Roman
    numeral as the year it is played ("Super Bowl LX" is "Super Bowl 2026"), and a sequel's
    numeral as a number ("GTA VI" is "GTA 6")."""
    for pattern, to in SERIES_PHRASES:
        text = pattern.sub(to, text)
    text = _SUPER_BOWL.sub(lambda m: f"Super Bowl {1966 + _roman(m[1])}", text)
    text = _SUPER_BOWL_NUMBER.sub(lambda m: f"Super Bowl {1966 + int(m[1])}", text)
    return _SEQUEL.sub(lambda m: f"{m[1]} {_roman(m[2])}", text)


MORE_TICKERS: dict[str, tuple[str, ...]] = {
    # currencies by their codes ("EUR/USD" is the euro against the dollar)
    "usd": ("dollar",), "eur": ("euro",), "jpy": ("yen",), "gbp": ("pound",),
    "chf": ("franc",), "cny": ("yuan",),
    "mu": ("micron",), "txn": ("texas", "instruments"), "amat": ("applied", "materials"),
    "lrcx": ("lam",), "pfe": ("pfizer",), "abt": ("abbott",), "mrna": ("moderna",),
    "dell": ("dell",), "hpq": ("hp",), "snap": ("snap",), "pins": ("pinterest",),
    "spot": ("spotify",), "rblx": ("roblox",), "abnb": ("airbnb",), "dash": ("doordash",),
    "lyft": ("lyft",), "zm": ("zoom",), "crwd": ("crowdstrike",), "panw": ("palo", "alto"),
    "smci": ("supermicro", "super", "micro"), "asml": ("asml",), "nvo": ("novo", "nordisk"),
    "axp": ("american", "express"), "schw": ("schwab",), "blk": ("blackrock",),
    "sofi": ("sofi",), "cmcsa": ("comcast",), "tmus": ("mobile",),
    "wbd": ("warner",), "lulu": ("lululemon",), "cmg": ("chipotle",), "mcd": ("mcdonald",),
    "sbux": ("starbucks",), "dpz": ("domino",), "hsy": ("hershey",), "cvs": ("cvs",),
    "ge": ("general", "electric"), "rtx": ("rtx", "raytheon"), "lmt": ("lockheed",),
    "noc": ("northrop",), "ups": ("ups",), "fdx": ("fedex",), "ual": ("united", "airlines"),
    "ccl": ("carnival",), "nio": ("nio",), "rddt": ("reddit",), "intu": ("intuit",),
    "acn": ("accenture",), "wday": ("workday",), "ddog": ("datadog",), "mdb": ("mongodb",),
    "roku": ("roku",), "etsy": ("etsy",), "ebay": ("ebay",), "chwy": ("chewy",),
    "tgt": ("target",), "kr": ("kroger",), "bby": ("best", "buy"), "qqq": ("nasdaq",),
    # indices by their tickers
    "spx": ("s&p",), "ndx": ("ndx",), "djia": ("dow",), "rut": ("russell2000",),
    "spgi": ("s&p",),
}


def _teams(rows: str) -> tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...]:
    out = []
    for row in rows.strip().splitlines():
        city, nick, codes, *alts = (part.strip() for part in row.split("|"))
        out.append((city, nick, tuple(codes.split()), tuple(a for a in alts if a)))
    return tuple(out)


#: The four US leagues' teams: city, nickname, the venues' codes, and other short names.
#: "City|Nickname|CODES|other names".
TEAMS: dict[str, tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...]] = {
    "nba": _teams("""
        Atlanta|Hawks|ATL
        Boston|Celtics|BOS|Celts
        Brooklyn|Nets|BKN BRK
        Charlotte|Hornets|CHA CHO
        Chicago|Bulls|CHI
        Cleveland|Cavaliers|CLE|Cavs
        Dallas|Mavericks|DAL|Mavs
        Denver|Nuggets|DEN|Nugs
        Detroit|Pistons|DET
        Golden State|Warriors|GSW GS|Dubs
        Houston|Rockets|HOU
        Indiana|Pacers|IND
        Los Angeles|Clippers|LAC|Clips
        Los Angeles|Lakers|LAL
        Memphis|Grizzlies|MEM|Grizz
        Miami|Heat|MIA
        Milwaukee|Bucks|MIL
        Minnesota|Timberwolves|MIN|Wolves|T-Wolves
        New Orleans|Pelicans|NOP NO|Pels
        New York|Knicks|NYK
        Oklahoma City|Thunder|OKC
        Orlando|Magic|ORL
        Philadelphia|76ers|PHI|Sixers
        Phoenix|Suns|PHX
        Portland|Trail Blazers|POR|Blazers
        Sacramento|Kings|SAC
        San Antonio|Spurs|SAS SA
        Toronto|Raptors|TOR|Raps
        Utah|Jazz|UTA
        Washington|Wizards|WAS|Wiz
    """),
    "nfl": _teams("""
        Arizona|Cardinals|ARI|Cards
        Atlanta|Falcons|ATL
        Baltimore|Ravens|BAL
        Buffalo|Bills|BUF
        Carolina|Panthers|CAR
        Chicago|Bears|CHI
        Cincinnati|Bengals|CIN
        Cleveland|Browns|CLE
        Dallas|Cowboys|DAL
        Denver|Broncos|DEN
        Detroit|Lions|DET
        Green Bay|Packers|GB|Pack
        Houston|Texans|HOU
        Indianapolis|Colts|IND
        Jacksonville|Jaguars|JAX JAC|Jags
        Kansas City|Chiefs|KC
        Las Vegas|Raiders|LV
        Los Angeles|Chargers|LAC|Bolts
        Los Angeles|Rams|LAR LA
        Miami|Dolphins|MIA|Phins
        Minnesota|Vikings|MIN|Vikes
        New England|Patriots|NE|Pats
        New Orleans|Saints|NO
        New York|Giants|NYG
        New York|Jets|NYJ
        Philadelphia|Eagles|PHI|Birds
        Pittsburgh|Steelers|PIT
        San Francisco|49ers|SF|Niners
        Seattle|Seahawks|SEA|Hawks
        Tampa Bay|Buccaneers|TB|Bucs
        Tennessee|Titans|TEN
        Washington|Commanders|WAS WSH
    """),
    "mlb": _teams("""
        Arizona|Diamondbacks|ARI AZ|D-backs|Dbacks
        Atlanta|Braves|ATL
        Baltimore|Orioles|BAL|O's
        Boston|Red Sox|BOS|Sox
        Chicago|Cubs|CHC
        Chicago|White Sox|CWS CHW|Sox
        Cincinnati|Reds|CIN
        Cleveland|Guardians|CLE|Guards
        Colorado|Rockies|COL
        Detroit|Tigers|DET
        Houston|Astros|HOU|Stros
        Kansas City|Royals|KC KCR
        Los Angeles|Angels|LAA|Halos
        Los Angeles|Dodgers|LAD
        Miami|Marlins|MIA
        Milwaukee|Brewers|MIL|Brew Crew
        Minnesota|Twins|MIN
        New York|Mets|NYM
        New York|Yankees|NYY|Yanks
        Athletics|Athletics|ATH OAK|A's
        Philadelphia|Phillies|PHI|Phils
        Pittsburgh|Pirates|PIT|Bucs
        San Diego|Padres|SD SDP|Friars
        San Francisco|Giants|SF SFG
        Seattle|Mariners|SEA|M's
        St. Louis|Cardinals|STL|Cards
        Tampa Bay|Rays|TB TBR
        Texas|Rangers|TEX
        Toronto|Blue Jays|TOR|Jays
        Washington|Nationals|WSH WAS|Nats
    """),
    "nhl": _teams("""
        Anaheim|Ducks|ANA
        Boston|Bruins|BOS|B's
        Buffalo|Sabres|BUF
        Calgary|Flames|CGY
        Carolina|Hurricanes|CAR|Canes
        Chicago|Blackhawks|CHI|Hawks
        Colorado|Avalanche|COL|Avs
        Columbus|Blue Jackets|CBJ|Jackets
        Dallas|Stars|DAL
        Detroit|Red Wings|DET|Wings
        Edmonton|Oilers|EDM
        Florida|Panthers|FLA|Cats
        Los Angeles|Kings|LAK LA
        Minnesota|Wild|MIN
        Montreal|Canadiens|MTL|Habs
        Nashville|Predators|NSH|Preds
        New Jersey|Devils|NJD NJ
        New York|Islanders|NYI|Isles
        New York|Rangers|NYR
        Ottawa|Senators|OTT|Sens
        Philadelphia|Flyers|PHI
        Pittsburgh|Penguins|PIT|Pens
        San Jose|Sharks|SJS SJ
        Seattle|Kraken|SEA
        St. Louis|Blues|STL
        Tampa Bay|Lightning|TBL TB|Bolts
        Toronto|Maple Leafs|TOR|Leafs
        Utah|Mammoth|UTA
        Vancouver|Canucks|VAN|Nucks
        Vegas|Golden Knights|VGK|Knights
        Washington|Capitals|WSH WAS|Caps
        Winnipeg|Jets|WPG
    """),
}
