"""Question text to a ``Plan``, keeping track of which words every part of the plan used.

Each reader takes its words out of the question (dates, addresses, facilitators, amount
thresholds, measures, grouping, comparisons). What is left must be filler ("how", "the",
"settlements"...): any other word is a clause the plan does not cover, and the question is
refused unpaid rather than answered without it.
"""

from __future__ import annotations

import calendar
import difflib
import itertools
import re
from dataclasses import replace
from datetime import date, timedelta
from decimal import Decimal, InvalidOperation

from sextant.warehouse import calibration
from sextant.warehouse.planner import rx
from sextant.warehouse.planner.agentwords import (
    amounts_apart,
    plain_agent,
    plain_ranking,
    range_said,
)
from sextant.warehouse.planner.alltime import all_time_beside, all_time_bound, all_time_own
from sextant.warehouse.planner.arithmetic import (
    apply_asked,
    changed_from,
    one_unit,
    read_asked,
    spread_asked,
    take_minus,
)
from sextant.warehouse.planner.asked import TIMED_GROUPS, unanswered_asks, unread_figures
from sextant.warehouse.planner.breadth import read_breadth
from sextant.warehouse.planner.changes import restate_changes
from sextant.warehouse.planner.clauses import plain_clauses
from sextant.warehouse.planner.cohort import first_and_last, first_within, new_and_returning
from sextant.warehouse.planner.colloquial import plain_register
from sextant.warehouse.planner.columns import missing_columns
from sextant.warehouse.planner.counterparty import counterparty_top, read_counterparty
from sextant.warehouse.planner.daykinds import day_kinds
from sextant.warehouse.planner.distribution import read_spread
from sextant.warehouse.planner.facilitator_address import facilitator_span, through_address
from sextant.warehouse.planner.gas import read_gas
from sextant.warehouse.planner.growthwords import growth_words
from sextant.warehouse.planner.hours import hourly_one_day, read_hours
from sextant.warehouse.planner.journalist import plain_reporting, share_not_said
from sextant.warehouse.planner.keyorder import figure_before_key
from sextant.warehouse.planner.leftovers import drop_leftovers
from sextant.warehouse.planner.listed import combined_filters, split_listed_days
from sextant.warehouse.planner.listedfigures import unique_in_lists
from sextant.warehouse.planner.manyperiods import each_period, listed_one_by_one
from sextant.warehouse.planner.milestones import earliest_day, first_day_asked
from sextant.warehouse.planner.netlisted import net_listed
from sextant.warehouse.planner.periodwords import respell_periods
from sextant.warehouse.planner.plan import (
    GROUP_COUNTS,
    PER_ENTITY,
    ROW_AGGREGATES,
    Bound,
    Facilitator,
    Filters,
    Measure,
    Plan,
)
from sextant.warehouse.planner.pmwords import pm_words
from sextant.warehouse.planner.preambles import set_aside_close, set_aside_purpose
from sextant.warehouse.planner.ranked import (
    asked_distinct,
    most_by_verb,
    nth_ranked,
    rank_of,
    ranked_distinct,
    share_of_top,
    which_unit,
)
from sextant.warehouse.planner.rates import read_rate
from sextant.warehouse.planner.recent import recent_rows
from sextant.warehouse.planner.restated import (
    definition_asides,
    definition_disagreements,
    disagreements,
    period_asides,
    same_period_again,
    year_to_date_of,
)
from sextant.warehouse.planner.rowfields import BLOCK, HASH, asked_fields, take_block, take_hash
from sextant.warehouse.planner.samespan import said_twice
from sextant.warehouse.planner.scoped import take_scope_clause
from sextant.warehouse.planner.sequences import between_sides, listed_change
from sextant.warehouse.planner.sideorder import RELATIVE_SIDE, relative_sides
from sextant.warehouse.planner.slashdates import settle_slash_dates
from sextant.warehouse.planner.subjects import each_named, take_firsts
from sextant.warehouse.planner.templated import untemplate
from sextant.warehouse.planner.terse import plain_terse
from sextant.warehouse.planner.texting import month_carried
from sextant.warehouse.planner.thatperiod import that_period
from sextant.warehouse.planner.timephrases import (
    ALL_TIME,
    DATE_PHRASE,
    MONTH_NAME,
    WEEKDAYS,
    WORD_NUMBERS,
    Found,
    Period,
    calendar_unit,
    find_periods,
    parse_date,
    previous_period,
)
from sextant.warehouse.planner.weekdated import dated_weekdays

ADDRESS = re.compile(r"\b0x[0-9a-f]{40}\b")
#: plural nouns strangers use for the two sides of a payment
PAYER_WORDS = r"payers|buyers|senders|spenders|agents|customers|clients|users"
RECIPIENT_WORDS = (r"recipients|receivers|merchants|sellers|payees|vendors|providers|services|"
                   r"apis|servers|endpoints")
MAX_TOP = 50
#: an amount: a number not followed by another digit nor by "payments"/"times" (a count) nor
#: by "%" ("a share over 80%", "grew more than 20%": a percent is no USDC bound)
_NUM = (r"\$?\s?(\d+(?:\.\d+)?|\.\d+)(?![\d.])(?!\s*(?:(?:payments?|settlements?|transactions?|"
        r"times|txs?|transfers?|percent\w*|pct|per\s*cent)\b|%))\s*(usdc|usd|dollars?|\$|cents?)?")
_CUR = r"(?:\s*(?:usdc|usd|dollars?))"
VOLUME_WORDS = (r"\b(?:volumes?|how much|usdc|amount|value|sum|spent|spend|earn|earned|revenue|"
                r"income|earnings|money|dollars|funds|gmv|turnover)\b")

#: an amount word said of another figure: "the median payment amount", "average value"
_STAT_AMOUNT = (r"\b(?:median|average|avg|mean|typical|min(?:imum)?|max(?:imum)?|largest|smallest|"
                r"biggest)\s+(?:(?:single|usdc)\s+)?(?:payment\s+|settlement\s+|transaction\s+)?"
                r"(?:amount|value|size)\b")

#: an amount word said of a bound already read ("had an amount over 0.01 USDC", its bound
#: taken and left as blanks)
_BOUND_AMOUNT = (r"\b(?:had|has|have|with|having|whose|where)\s+(?:an?\s+|the\s+|their\s+|its\s+)?"
                 r"(?:(?:payment|settlement|transaction|usdc)\s+)?(?:amounts?|values?|sizes?)"
                 r"(?:\s+(?:of|is|was|were|that\s+was))?\s{4,}")

_FILLER_WORDS = """
a an the of in on at for to from by during over within inside across and or with its their it his
they them but valued moved transferred transacted flowed usd txn txns gmv turnover
her is was were are be been being has have had do did does done will would can could should
how many much what when show me give tell list please i we you u there that this
these those than then as per each every all any x402 settlement settlements payment payments
transaction transactions transfer transfers tx txs usdc amount amounts paid pay pays paying
made make makes sent send spent spend received receive receives receiving get got earn
earned go went through via using use settled settle facilitated facilitate facilitator
facilitators happen happened happening occurred number count counts total totals sum overall
volume volumes size value average avg mean median daily
unique distinct different wallet wallets address addresses payer payers
recipient recipients merchant merchants seller sellers receiver receivers payee payees buyer
buyers sender senders spender spenders one active so far ever time it's what's whats how's
warehouse times history revenue income activity process processed processes handle handled
handles used altogether combined worth agent customer customers money dollars funds
see sees saw seen observe observed record recorded log logged executed occur occurs
something anything out involving involved came come comes coming account accounted
accounts pls plz thanks thx kindly hey hi hello yo behind about everything inclusive involve
involves submit submits submitted relay relays relayed move moves carry carries carried
inclusively both i'd i'm like know want need wondering curious quick question roughly
approximately approx
"""
#: words about the asker, their purpose and their tone, never about the data ("for a
#: dashboard tile I'm building", "quick q", "need it for a slide", "roughly is fine")
_ASIDE_WORDS = """
dashboard dashboards tile tiles widget widgets chart charts graph graphs slide slides deck
presentation report reports reporting memo spreadsheet sheet notebook kpi kpis stat stats
boss manager team investors stakeholders newsletter tweet building build working preparing
compiling putting together my our your us q btw fyi ok okay cool great awesome thank cheers
fine good enough ballpark rough just needed needs wanted looking trying asking ask help
appreciate appreciated sure maybe possible possibly perhaps actually actual basically really
precise precisely exact figure figures number numbers stat please
service vendor provider shop store client purchaser advance analytics analyst analysts
wants we've we're i've you've we'd we us guys folks team's hoping utc fyi context background
lol tbh imo honestly stuff things too also writing blog post sanity check grafana panel query
reconciling reconcile books sorry dumb silly stupid rounded leaderboard heya hiya howdy
greetings um uh hmm alright
pull grab fetch anyone anybody someone serve serves served serving period timeframe data
investor audit auditing auditor auditors board
dataset datasets database db table tables email emails note notes
market map landscape overview research thread article social draft drafts drafting
summary recap he she him move moves
"""
#: how people outside the trade lead into or hedge a request ("any idea", "I wonder", "would you
#: be able to", "kindly furnish", "state the number"), and what the figure is for ("for the
#: intro", "stat for a carousel", "a worksheet"): never a period, an address, a facilitator, a
#: bound, a side or a figure; no people ("students": a party) nor a grouping ("by segment")
_ASKER_WORDS = """
idea wonder wondered able furnish attributable thing dear worksheet worksheets intro hook
headline carousel graphic graphics narrative postmortem post-mortem lesson lessons
exercise proposal appendix cite punchy sizing pursuant fun asks
"""
FILLER = (frozenset(_FILLER_WORDS.split()) | frozenset(_ASIDE_WORDS.split())
          | frozenset(_ASKER_WORDS.split()))
#: words that say something about the data: a clause holding one is never an aside
_DATA_WORDS = (r"\b(?:only|just|excluding|except|not|no|without|new|first|last|" + PAYER_WORDS + "|"
               + RECIPIENT_WORDS + r"|wallets?|address(?:es)?|facilitators?|payments?|"
               r"settlements?|transactions?|volumes?|amounts?|usdc|days?|weeks?|months?|years?|"
               r"q[1-4]|solana|polygon|ethereum|arbitrum|optimism|avalanche|bsc|tron|chains?|"
               r"tokens?)\b|\b(?:" + MONTH_NAME + r")\b|\d|0x")
_EXTREME = r"min(?:imum)?|smallest|tiniest|lowest|max(?:imum)?|largest|biggest|highest"
_PERIOD_WORD = (r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|q[1-4])"
                r"(?:\s+(?:of\s+)?\d{4})?|\d{4}")
#: "what was the change in X from A to B", "how did X change", "..., compared with april: change
#: in count": its size, not only its percent
_CHANGE_ASKED = (r"\b(?:what\s+(?:was|is|were|are)\s+|(?:give|show|tell|list|report|provide|state|"
                 r"furnish|compute|calculate|find|get|need|want|know)\s+(?:me\s+|us\s+)?|"
                 # "Prove it's growing: the change in ...": the change asked after a lead
                 r"(?<=[:;]\s))"
                 r"the\s+(?:net\s+|absolute\s+)?change\s+in\b(?!\s+(?:percent|%|share))|\bhow\s+did\b(?:(?!\bhow\b)[^,;?])*?"
                 r"\bchange\b|^\s*(?:the\s+)?(?:net\s+|absolute\s+)?change\s+in\b(?!\s+(?:percent|"
                 r"%|share))|(?:[:;,]\s*|\band\s+)(?:the\s+)?(?:net\s+|absolute\s+)?change\b(?!\s+"
                 r"(?:in\s+)?(?:percent|%|share))(?:\s+in\s+[a-z]+)?\s*[?.!]?\s*$")
#: "payments last week, and the change versus the week before", "and what's the increase from
#: march to april": the change named as a figure of its own (later minus earlier), not "the %
#: change", "the change in percent"
_THE_CHANGE = (r"(?:,|;|\band\b|\bplus\b|\bwith\b)\s*(?:also\s+)?(?:what(?:'s|\s+(?:was|is|"
               r"were|are))\s+)?(?:(?:the|its|their)\s+)?(?:net\s+|"
               r"absolute\s+|raw\s+|overall\s+)?(?:change|increase|rise|gain)\b(?![^,;?.]{0,25}?(?:"
               r"percent|%|pct|share|"
               r"\brate\b|\bratio\b|\bpoints?\b))")
#: "PayAI volume change from January to February", "count_change": the change named after its
#: figure, its size (later minus earlier) as well as its percent; not "volume % change"
_NOUN_CHANGE = (r"\b(?:volume|count|payments?|settlements?|transactions?|payers?|recipients?|"
                r"amount|usdc|total|number)[\s_]+change\b(?![^,;?.]{0,25}?(?:percent|%|pct|"
                r"share|\brate\b|\bratio\b|\bpoints?\b))")
_GROWTH = (r"\b(?:growth|grow|grew|(?:(?:go|goes|went|gone)\s+)?up\s+or\s+down|"
           r"(?:go|goes|went|gone)\s+(?:up|down)|change[ds]?|increase[ds]?|decrease[ds]?|rise|rose|drop(?:ped)?"
           r"|decline[ds]?|jump(?:ed)?|fall|fell)\b")


def _each_extreme(m: re.Match[str]) -> str:
    noun = m[2]
    head = m[0][:m.start(2) - m.start(0)]
    return rx.sub(r"\b(" + _EXTREME + r")\b", r"\1 " + noun, head) + noun


def _growth(text: str, how_much_changed: bool = True) -> str:
    """"volume growth from January to February 2026 in percent" is a comparison of two
    periods, the later against the earlier, not one range: rewritten as "change february
    2026 compared with january 2026" so the answer's "first relative to second" is the
    growth."""
    if rx.search(_GROWTH, text):  # "by what percentage did volume change": the change, in %
        text = rx.sub(r"\b(?:by\s+)?(?:what|how many|how much)\s+(?:percent(?:age)?|%)(?=\s)|"
                      r"(?:\bpercent(?:age)?|%)\s+(?=(?:growth|change|increase|decrease|drop|decline|"
                      r"rise)\b)|,?\s*\bin\s+%", " ", text)
        # "how much did the number of payments grow": how much it changed, not a volume
        if how_much_changed:
            text = rx.sub(r"\bhow much\s+(?=(?:did|has|have|does|do)\b.{0,60}?" + _GROWTH + ")",
                          "", text)
        text = " ".join(text.split())
    # "% change feb to mar 2026": the same without "from"
    # (an address in the gap counts as one word: "change in payments to 0x... from A to B")
    m = rx.search(_GROWTH + r"((?:\b0x[0-9a-f]{40}\b|.){0,40}?)\b(?:(?:from|between)\s+("
                  + _PERIOD_WORD + r")\s+(?:to|until|through|and|into)|(" + _PERIOD_WORD
                  + r")\s+(?:to|through|->))\s+("
                  + _PERIOD_WORD + r")\b", text)
    if not m:  # "volume from Q4 2025 to Q1 2026: by what percent did it change?"
        after = rx.search(r"\b(?:from|between)\s+(" + _PERIOD_WORD + r")\s+(?:to|until|through|"
                          r"into|and)\s+(" + _PERIOD_WORD + r")\b(?=[^.?!]{0,50}?" + _GROWTH + ")",
                          text)
        if after:  # the later period compared with the earlier, the growth word kept
            return (text[:after.start()] + f"{after[2]} compared with {after[1]}"
                    + text[after.end():])
    if not m:
        return text
    first, second = m[2] or m[3], m[4]
    year = rx.search(r"\d{4}$", second)
    if year and not rx.search(r"\d{4}$", first) and not rx.fullmatch(r"\d{4}", second):
        first = f"{first} {year[0]}"  # "from january to february 2026": both in 2026
    out = text[:m.start()] + "change" + m[1] + f"{second} compared with {first}" + text[m.end():]
    return rx.sub(r"\b(?:in|as a|as|in terms of)\s+(?:percent(?:age)?|%)(?:\s+terms)?",
                  "", out)


def _days_before(m: re.Match[str], as_of: date) -> str:
    """"the 7 days before 2026-04-01" (not that day), "the 14 days ending 2026-05-15" (that
    day the last): the range as two dates."""
    try:
        day = parse_date(m[4], as_of)
    except ValueError:
        return m[0]
    if day is None:
        return m[0]
    n = WORD_NUMBERS.get(m[1].lower()) or int(m[1])
    n *= 7 if m[2].lower().startswith("week") else 1
    last = day - timedelta(days=1) if m[3].lower() in ("before", "prior to", "leading up to") \
        else day
    first = last - timedelta(days=n - 1)
    return f"between {first.isoformat()} and {last.isoformat()}"


_WEEKDAY_NAMES = "mon|tues|wednes|thurs|fri|satur|sun"


def _weekday_said(m: re.Match[str]) -> str:
    """"monday 2026-05-18": the ISO day alone when the weekday named is its own, else as said."""
    try:
        day = date(int(m[2]), int(m[3]), int(m[4]))
    except ValueError:
        return m[0]
    names = _WEEKDAY_NAMES.split("|")
    return m[0][m[0].index(m[2]):] if names.index(m[1]) == day.weekday() else m[0]


def _synonyms(text: str) -> str:
    """Other words strangers use for a payment, a median, a list of measures or a share."""
    # "typical (average)": the measure said in parentheses beats typical-as-median
    text = rx.sub(r"\b(?:typical|usual)\s*\(\s*(average|avg|mean|median)\s*\)", r"\1", text)
    # "weekends (sat+sun)": the clarification says what a weekend already is
    text = rx.sub(r"\b(weekends?)\s*\(\s*sat(?:urday)?s?\s*(?:\+|&|and|/|,)\s*sun(?:day)?s?\s*\)",
                  r"\1", text)
    text = rx.sub(r"\b(" + _WEEKDAY_NAMES + r")day,?\s+(\d{4})-(\d{2})-(\d{2})\b", _weekday_said,
                  text)
    text = rx.sub(r"[()\[\]]", " ", text)  # a parenthetical remark is read as the rest is
    text = rx.sub(r"\bchang(?:e|ed|es|ing)\s+hands\b", "moved", text)  # "how much changed hands"
    text = rx.sub(r"\b(?:have|has|had)\s+gone\s+through\b", "went through", text)
    text = rx.sub(r"\bwk(s?)\b", r"week\1", text)
    text = rx.sub(r"\bslice\b", "share", text)  # "heurist's slice of the volume"
    # "could you share the count", "please share with me": a request, never the share figure
    text = rx.sub(r"\b(please|pls|kindly|you|to)\s+share(?=\s+(?:the|your|with|how|what|me|us)\b)",
                  r"\1 give", text)
    text = rx.sub(r"\bdeltas?\b", "difference", text)  # "what's the delta?"
    # "State the number of ...": the formal request ("by state" is no request)
    text = rx.sub(r"(?:^|(?<=[.:;,]\s))(?:please\s+|kindly\s+)?state\s+"
                  r"(?=(?:the|how|what|which)\b)", "give ", text)
    # "give or take", "if you please": a hedge and a courtesy, like "roughly" and "please"
    text = rx.sub(r"\bgive\s+or\s+take\b", "roughly", text)
    text = rx.sub(r"\bif\s+you\s+please\b", "please", text)
    # "the 5 recipients with the highest inflow", "top payers by outflow": the ranking's
    # volume, said with the side's own word (the side the ranked ones are on)
    text = rx.sub(r"\b((?:recipients?|merchants?|sellers?|receivers?|payees?)\s+(?:with\s+"
                  r"(?:the\s+)?(?:highest|largest|biggest|greatest|most|top)|by)\s+"
                  r"(?:(?:all[- ]time|total|usdc|gross)\s+)*)inflows?\b", r"\1volume", text)
    text = rx.sub(r"\b((?:payers?|buyers?|senders?|spenders?)\s+(?:with\s+(?:the\s+)?"
                  r"(?:highest|largest|biggest|greatest|most|top)|by)\s+(?:(?:all[- ]time|total|"
                  r"usdc|gross)\s+)*)outflows?\b", r"\1volume", text)
    # "payments of at least 0.5 usdc only": the bound is the filter "only" stresses
    text = rx.sub(r"\b((?:over|above|under|below|exceeding|at\s+least|at\s+most|(?:more|less|"
                  r"greater|fewer)\s+than)\s+\$?\d+(?:\.\d+)?\s*(?:usdc|usd|dollars?|\$)?)\s+"
                  r"only\b", r"\1", text)
    # "settlements dated 2026-02-14": the settlements of that day
    text = rx.sub(r"\b(payments|settlements|transactions|transfers|txs)\s+dated\s+(?:on\s+)?"
                  r"(?=\d{4}-\d{2}-\d{2}\b)", r"\1 on ", text)
    # "the number of paid calls": each call paid for is one settlement
    text = rx.sub(r"\b(?:paid|x402|billed|metered)\s+(?:api\s+|http\s+)?(call|request)(s?)\b",
                  r"payment\2", text)
    # "a share ... (percent please)": the unit a share is already given in
    # (not a number's own: "payments above 5 percent" is no unit of the share)
    text = rx.sub(r"(\b(?:share|proportion|fraction|portion)\b.*?)(?<![\d.])[,?.]?\s*"
                  r"(?:in\s+|as\s+(?:a\s+)?)?(?:(?<=20\d\d\s)|(?<![\d.]\s))percent(?:age)?s?\s*"
                  r"(?:please|pls|thanks)?\s*[?.!]*\s*$", r"\1", text)
    # "which wallet sent the biggest payment": who sent it
    text = rx.sub(r"\bwhich\s+(?:wallet|address|account)\s+(sent|paid|made)\b", r"who \1", text)
    # "which wallet received the largest payment": who received it; "which wallet received
    # the most": the recipient that received it
    text = rx.sub(r"\bwhich\s+(?:wallet|address|account)\s+(received)(?=\s+(?:it|them)\b|\s+"
                  r"(?:the|that|this)\s+(?:(?:largest|biggest|smallest|first|last|latest|earliest|most\s+recent)\s+)?"
                  r"(?:single\s+)?(?:payment|settlement|transfer|transaction)\b)", r"who \1", text)
    text = rx.sub(r"\bwhich\s+(?:wallet|address|account)\s+(?=(?:received|earned|collected|"
                  r"took\s+in|got\s+paid)\b)", "which recipient ", text)
    # "which 3 wallets received the most": the recipients (a wallet alone is read as a payer)
    text = rx.sub(r"\b(which|the|top)\s+(\d{1,3}|two|three|four|five|ten)\s+(?:wallets|addresses|"
                  r"accounts)\s+(?:that\s+|which\s+)?(?=(?:received|earned|collected|took\s+in|"
                  r"got\s+paid)\b)", r"\1 \2 recipients ", text)
    # "the single x402rs address with the most settlements", "which x402rs facilitator
    # address settled the most": which of that facilitator's own addresses, ranked
    named = "|".join(re.escape(n) for n in facilitator_names())
    text = rx.sub(r"\bwhich\s+(" + named + r")(?:'s)?\s+(?:facilitator\s+)?(?:sender\s+|signer\s+|"
                  r"submitter\s+)?address\s+(?=(?:settled|submitted|relayed|had|handled|"
                  r"processed)\b)", r"which facilitator address of \1 ", text)
    text = rx.sub(r"\bthe\s+(?:single\s+|one\s+)?(" + named + r")(?:'s)?\s+(?:facilitator\s+)?(?:"
                  r"sender\s+|signer\s+|submitter\s+)?address\s+with\s+the\s+(?=(?:most|fewest)\b)",
                  r"which facilitator address of \1 had the ", text)
    if ADDRESS.search(text):
        # "first and last seen of 0x...": the address's first and last payments (either side
        # unless a role is said)
        text = rx.sub(r"\b(first|last)\s+seen\b", r"\1 payment", text)
        text = rx.sub(r"\b(first|last)(?:\s+payment)?\s+(?:and|&)\s+(first|last)\s+"
                      r"(?:seen|payment)\b", r"\1 and \2 payment", text)
    # "how many facilitator addresses show up in the data": appear at all
    text = rx.sub(r"\b(?:show(?:s|ed)?\s+up|appear(?:s|ed)?)\s+(?=in\s+(?:the\s+)?(?:data|dataset|"
                  r"warehouse|table)\b)", "", text)
    # other words for a count or a volume ("a tally of payments", "usdc throughput")
    text = rx.sub(r"\btally\b", "count", text)
    # "payer counts for march and april": the number of payers, not of payments
    text = rx.sub(r"\b(?:(?:unique|distinct)\s+)?(payer|recipient|sender|receiver|buyer|seller|"
                  r"merchant)\s+counts?\b", r"number of \1s", text)
    # "throughput check: settlements per day ...": a label, the measure is said after it
    text = rx.sub(r"\bthroughput\s+(?:check|report|review|summary|query)\b\s*[:\-\u2013]?", "",
                  text)
    text = rx.sub(r"\b(?:dollar\s+volume|throughput|(?:usdc|money|payment|dollar)\s+flows?)\b",
                  "volume", text)
    # "the aggregate x402 usdc volume", "aggregate payment count": the total
    text = rx.sub(r"\b(?:total\s+|overall\s+)?aggregate\s+(?=(?:x402\s+|on-?chain\s+)?(?:usdc|"
                  r"volume|value|amount|spend|revenue|gmv|count|number|(?:payment|settlement|transaction)s?\s+(?:count|number|"
                  r"volume|value))\b)", "total ", text)
    text = rx.sub(r"\bin\s+(?:the\s+)?aggregate\b", "in total", text)
    # "distinct recipient addresses that ...: how many?": the count asked last
    text = rx.sub(r"^\s*((?:(?:distinct|unique|different)\s+)?(?:payers?|recipients?|senders?|"
                  r"receivers?|payees?|merchants?|wallets?|addresses|payments|settlements|"
                  r"transactions)\b[^:?]{0,160}?)\s*(?::|\s[-\u2013\u2014])\s*how\s+many(?:\s+(?:are\s+"
                  r"there|were\s+there))?\s*\?*\s*$", r"how many \1?", text)
    # "recipient addresses", "payer wallets": the recipients, the payers
    text = rx.sub(r"\b(payer|recipient|sender|receiver|payee|merchant)\s+(?:addresses|wallets|"
                  r"accounts)\b", r"\1s", text)
    # "settlements per calendar day", "per UTC day": per day (days are UTC calendar days)
    text = rx.sub(r"\b(per|each|a|every)\s+(?:calendar|utc)\s+(day|week|month)\b", r"\1 \2", text)
    # "the week of the year", "iso week", "week number": a calendar (ISO) week
    text = rx.sub(r"\b(?:iso\s+|calendar\s+)?week(s?)(?:\s+of\s+(?:the\s+)?year|\s+numbers?)\b|"
                  r"\biso\s+week(s?)\b", lambda m: "week" + (m[1] or m[2] or ""), text)
    # "the average payment 0x... sends": the payments it sends
    text = rx.sub(r"\b(payments?|transfers?|settlements?)\s+(0x[0-9a-f]{40})\s+(?:sends|makes|made|"
                  r"sent)\b", r"\1 sent by \2", text)
    text = rx.sub(r"(?<!')\b(?:tickets?|purchases?|sales?)\b(?!\s+(?:by|of)\s+"
                  r"0x)", lambda m: "payments" if m[0].endswith("s") else "payment", text)
    # "for our weekly report": the report's cadence is no weekly series
    text = rx.sub(r"\b(?:for|in|into|on|putting\s+together|preparing|building|writing|drafting|"
                  r"compiling)\s+(?:our|my|the|a|an|this|his|her|their)\s+(?:daily|"
                  r"weekly|monthly|quarterly|annual|yearly)\s+(?:(?:board|investor|team|exec|"
                  r"executive|company)\s+)?(?:report|update|newsletter|review|meeting|"
                  r"standup|stand-up|digest|summary|email|call|sync|deck|dashboard|recap|note|"
                  r"post|doc|writeup|write-up|slide|memo|tweet|thread|roundup)s?\b",
                  " ", text)
    # "for our investor update", "Dashboard request: ...": whom it is for, a request's label
    text = rx.sub(r"\b(?:for|in|into|on|putting\s+together|preparing|building|writing|drafting|"
                  r"compiling)\s+(?:our|my|the|a|an|this|his|her|their)\s+(?:(?:daily|"
                  r"weekly|monthly|quarterly|annual|yearly)\s+)?(?:board|investors?'?|team|exec|"
                  r"executive|company)\s+(?:report|update|newsletter|review|meeting|deck|slide|memo|"
                  r"letter|call|email|summary)s?\b", " ", text)
    text = rx.sub(r"^\s*(?:(?:quick|small|dashboard|data|urgent|analytics|stats?|a|one|another|new)"
                  r"\s+){0,2}request\s*[:-]\s+", "", text)
    # "For an investor update: ...": a leading purpose clause with no word about the data
    purpose = rx.match(r"^\s*for\s+(?:a|an|my|our|the|this|some)\s+([a-z][a-z' ]{0,40}?)\s*[:,-]\s+"
                       r"(?=\S)", text)
    names = "|".join(re.escape(n) for n in facilitator_names())
    if purpose and not rx.search(_DATA_WORDS + "|" + _SCOPE_WORDS + r"|\b(?:" + names + r")\b",
                                 purpose[1]):  # "for a client in germany:" is a scope
        text = text[purpose.end():]
    text = rx.sub(r"\b(?:the\s+)?(?:whole|entire)\s+(?:network|ecosystem|protocol|platform|"
                  r"x402)\b", " ", text)
    # "recorded on the network": every settlement (one network, the x402 one)
    text = rx.sub(r"\b(?:on|across|over)\s+the\s+(?:x402\s+)?network\b(?!\s*(?:'s|of|fees?)\b)",
                  " ", text)
    for grain in ("week", "month", "quarter", "year"):  # "last week (calendar week)"
        if rx.search(r"\b(?:last|previous|this)\s+" + grain + r"\b", text):
            text = rx.sub(r"\bcalendar\s+" + grain + r"\b(?!\s+(?:of|before|after))", " ", text)
    text = rx.sub(r"\b(amount|number|count|total|figure|value)\s+only\b", r"\1", text)
    text = rx.sub(r"\b(?:two|three|four|both)\s+(?:numbers|figures|values)\b", " ", text)
    text = rx.sub(r"\b(?:the\s+)?hour\s+of\s+(?:the\s+)?day\s+with\b", "the hour with", text)
    text = rx.sub(r"\b(what|which|busiest|quietest|peak)\s+time\s+of\s+(?:the\s+)?day\b",
                  r"\1 hour of the day", text)  # "what time of day is busiest"
    text = rx.sub(r"\bpeak\s+(?=(?:day|week|month|hour)\b)", "busiest ", text)
    text = rx.sub(r"\b(?:what|which)\s+(?:date|calendar day)\b", "which day", text)
    text = rx.sub(r"\b(?:p50|50th percentile)\b", "median", text)
    text = rx.sub(r",?\s*\bside[- ]by[- ]side\b", " ", text)  # how to lay out the figures listed
    text = rx.sub(r"\b(?:routed|sent|passed)\s+(?=(?:via|through)\b)", "processed ", text)
    # "micro-payments below 1 cent": with a threshold said, the threshold is the "micro"
    if rx.search(r"\b(?:below|under|less than|smaller than|at most|up to)\s+\$?\d|<\s*\$?\d",
                 text):
        text = rx.sub(r"\bmicro[- ]?(payments?|transactions?|settlements?)\b", r"\1", text)
    # "a typical payment size": the median payment (the interpretation says so)
    text = rx.sub(r"\btypical\s+(?=(?:single\s+)?(?:payment|transaction|transfer|settlement|"
                  r"amount)s?\b)", "median ", text)
    text = rx.sub(r"\b(?:aov|average order value|avg order value)\b", "average payment", text)
    text = rx.sub(r"\b(?:txs|txns|txes)\b", "transactions", text)
    text = rx.sub(r"\b(?:tx|txn)\b", "transaction", text)
    text = rx.sub(r"\bvol\b", "volume", text)
    # "how many diff recipients": different ones (a difference is "diff between" or "the diff")
    text = rx.sub(r"(?<!the )\bdiff\s+(?=(?:" + PAYER_WORDS + "|" + RECIPIENT_WORDS + r"|wallets|"
                  r"addresses|facilitators?|accounts|agents|users)\b)", "different ", text)
    text = rx.sub(r"\bamts?\b", "amount", text)
    # typed in a hurry or in a second language: "payed" (paid), "adress" (address), "nb of
    # txs" (the number of them)
    text = rx.sub(r"\bpayed\b", "paid", text)
    text = rx.sub(r"\b(?:adress|addres|adres)(es)?\b", r"address\1", text)
    text = rx.sub(r"\b(?:nb|nbr)\.?\s+(?=of\b)", "number ", text)
    text = rx.sub(r"\b(?:nb|nbr)\.?\s+(?=(?:different\s+|distinct\s+|unique\s+)?(?:payments|"
                  r"settlements|transactions|transfers|payers|recipients|wallets|addresses)\b)",
                  "number of ", text)
    # "settlements have landed today": were settled (not "landed in my wallet": received)
    text = rx.sub(r"\b(payments|settlements|transactions|transfers)\s+(?:have\s+|has\s+|had\s+)?"
                  r"landed\b(?!\s+(?:in|into|to|at|on|with)\s+(?:0x|(?:the|my|our|their|his|her|its|a|"
                  r"that|this)\s+(?:wallet|address|account)))", r"\1 settled", text)
    text = rx.sub(r"\bbucks\b", "dollars", text)  # dollars are USDC here
    # "total up / add up / sum up the payments": the verb sums their amounts (a bare "total
    # payments" stays a count)
    text = rx.sub(r"\b(?:total|add|sum)\s+up\b", "sum", text)
    text = rx.sub(r"\b(" + names + r")[- ]facilitated\b", r"\1", text)  # "coinbase-facilitated"
    # "top recipients among coinbase payments", "out of payai's settlements": the scope (its
    # noun goes too: "among daydreams settlements, which payers paid the most" ranks by what
    # they paid, not by a count of settlements)
    text = rx.sub(r"\b(?:among(?:st)?|out\s+of|(from|via|through))\s+((?:the\s+|all\s+)?(?:"
                  + names + r")\b(?:'s)?)(?:\s+(?:settlements|payments|transactions)\b)?",
                  lambda m: f"{m[1] or 'in'} {m[2]}", text)
    # "top recipients among payments over 1 USDC", "of the payments under 1 cent, which
    # payers...": an amount scope; its noun is no count cue either
    text = rx.sub(r"(?:\b(?:among(?:st)?|out\s+of|within|inside)|^\s*of)\s+(?:the\s+|all\s+)?(?:"
                  r"payments|settlements|transactions|transfers)\s+(?=(?:of\s+)?(?:over|above|"
                  r"under|below|more\s+than|less\s+than|greater\s+than|smaller\s+than|larger\s+"
                  r"than|at\s+least|at\s+most|between|exceeding)\s+\$?\s?[\d.])", "in ", text)
    # "top payers among payments through coinbase": the facilitator is the scope
    text = rx.sub(r"\b(?:among(?:st)?|out\s+of|within)\s+(?:the\s+|all\s+)?(?:payments|settlements|"
                  r"transactions|transfers)\s+(?=(?:settled\s+|processed\s+|facilitated\s+|"
                  r"handled\s+)?(?:through|via|by|on)\s+(?:" + names + r")\b)", "", text)
    text = rx.sub(r"\s*/\s*(day|week|month|hour)\b", r" per \1", text)  # "payments/day"
    text = rx.sub(r"\b(?:slowest|least busy|least active)\s+(?=(?:day|week|month|hour)\b)",
                  "quietest ", text)
    text = rx.sub(r"\btransacting\s+(?=(?:wallets|addresses|accounts|agents|users)\b)", "active ",
                  text)
    text = rx.sub(r"\bcount\s*\(?\s*(?=(?:distinct|unique)\b)", "", text)  # "count distinct payer"
    text = rx.sub(r"\b(unique|distinct|different)\s+(payer|recipient|buyer|seller|merchant|"
                  r"customer|sender|receiver|wallet|address)\b(?!s)", r"\1 \2s", text)
    text = rx.sub(r"\b(?:if (?:at all )?possible|is it true that|if this is (?:a )?(?:dumb|silly|"
                  r"stupid)(?: question)?|i'd love to know|would love to "
                  r"know)\b", " ", text)
    # "the difference between april and may 2026 volume": two periods compared
    # and so is "the difference in volume between march and april" (their difference asked)
    text = rx.sub(r"\bdifference\s+(?:in\s+((?:[a-z]+\s+){1,3}?))?between\s+(" + _PERIOD_WORD
                  + r")\s+and\s+(" + _PERIOD_WORD + r")\b",
                  lambda m: f"{m[1] or ''}difference {m[2]} vs {m[3]}", text)
    # "coinbase only", "coinbase's facilitator only"
    text = rx.sub(r"\b(" + names + r")(?:'s\s+(facilitators?))?\s+only\b|\bonly\s+(?=(?:via\s+|"
                  r"through\s+|by\s+)?(?:" + names + r")\b)",
                  lambda m: (m[1] + (f"'s {m[2]}" if m[2] else "")) if m[1] else "", text)
    text = rx.sub(r"\b(?:outside(?:\s+of)?|other than|apart from|besides)\s+(?=(?:" + names
                  + r")\b)", "excluding ", text)  # "volume outside coinbase"
    text = rx.sub(r"\b(weekend|weekday)\s+(?=(?:volumes?|payments?|settlements?|count|revenue|"
                  r"spend|transactions?|transfers?)\b)", r"on \1s ", text)  # "weekend volume"
    # "how much did 0x... make this month", "how much have I made so far": money made is
    # money earned (received); "payments 0x... made" and "how many has it made" are paid
    # ("what did 0x... make last month" only when nothing else is asked after it; not when
    # "how many payments and how much ... did 0x... make" shares the verb with the payments)
    shared = rx.search(r"\bhow\s+many\s+(?:payments?|settlements?|transactions?|transfers?)\s+"
                       r"and\s+how\s+much\b", text)
    text = text if shared else rx.sub(
        r"\b((?:how\s+much|what(?=[^,;?]*\??\s*$))(?:\s+(?:money|usdc|revenue|income))?"
                  r"\s+(?:did|does|do|has|have|had)\s+(?:(?!payments?\b|settlements?\b|"
                  r"transactions?\b|transfers?\b)\S+\s+){1,3}?)(?:(make|makes)|made)\b(?!\s+(?:in\s+|any\s+|with\s+)?(?:payments?|"
                  r"settlements?|transactions?|transfers?|purchases?)\b)",
                  lambda m: m[1] + ("earn" if m[2] else "earned"), text)
    # "payments cleared per day": settled (not "cleared 10 usdc", an amount passed)
    text = rx.sub(r"\b(?:cleared|clears|clearing|clear)\b(?!\s+(?:over\s+|above\s+)?\$?\d)",
                  lambda m: {"clears": "settles", "clearing": "settling", "clear": "settle"}.get(
                      m[0], "settled"), text) if rx.search(
        r"\b(?:payments?|settlements?|transactions?|transfers?|usdc|volume)\b", text) else text
    # "I sell an API and my income address is 0x...", "we run a weather service; our payout
    # wallet is 0x...": what the asker sells says nothing of the data once the address is
    # theirs (not with a facilitator's name or a number in it, which would scope it)
    if rx.search(r"\b(?:my|our)\s+(?:[a-z-]+\s+){0,2}?(?:address|wallet)\s+(?:is|=|:)\s*"
                 r"0x[0-9a-f]{40}\b", text):
        text = rx.sub(r"(?:^|(?<=[.;:!?]\s))(?:i|we)\s+(?:sell|run|operate|offer|provide|host|"
                      r"maintain|build|built|have)\s+(?:(?:a|an|the|some)\s+(?P<what>(?:[a-z-]+\s+)"
                      r"{0,3}?(?:api|apis|service|endpoint|tool|app|bot|server|data\s+feed|feed|"
                      r"model|proxy|plugin|website|site|mcp\s+server))|"
                      # "I sell API calls": what is sold, said in the plural with no article
                      r"(?P<sold>(?:[a-z-]+\s+){0,2}?(?:api\s+)?(?:calls|requests|credits|queries|"
                      r"subscriptions|access|apis|services|tools|apps|bots|endpoints)))(?:\s+(?:to|for)\s+"
                      r"(?:ai\s+)?agents)?\s*(?:,?\s*and\b|[,;]|\s[-\u2013\u2014]\s|\.)",
                      lambda m: m[0] if rx.search(r"\d|\b(?:" + names + r")\b",
                                                  m["what"] or m["sold"]) else "", text)
        # "my payout address is 0x...": the address, whose role the question says
        text = rx.sub(r"\b(my|our)\s+(?:payout|deposit|merchant|revenue)\s+(?=(?:address|wallet)"
                      r"\s+(?:is|=|:)\s*0x)", r"\1 ", text)
    text = rx.sub(r"\b(?:buy|buys|buying)\b", "pay", text)
    text = rx.sub(r"\b(?:bought|purchased)\b", "paid", text)
    text = rx.sub(r"\b(?:sell|sells|selling|sold)\b", "received", text)
    # "unique paying wallets": the payers
    side = r"\s+(?:wallets|addresses|accounts|agents|users|customers)\b"
    text = rx.sub(r"\b(?:paying|spending|sending)" + side, "payers", text)
    text = rx.sub(r"\b(?:receiving|earning|selling|paid)" + side, "recipients", text)
    text = rx.sub(r"\ball[- ]time\s+(?:(high|highest|peak|max|maximum)|low|lowest|min|minimum)"
                  r"\b", lambda m: "highest ever" if m[1] else "lowest ever", text)
    text = rx.sub(r"\b(?:over|across|in|for)\s+(?:the\s+|its\s+|their\s+)?(?:whole|entire|full)\s+"
                  r"(?:history|dataset|data\s*set|warehouse)\b", "ever", text)
    # "since the data begins", "since records began", "from the start of the dataset": all of it
    text = rx.sub(r"\b(?:since|from)\s+(?:the\s+)?(?:(?:data|records?|dataset|data\s*set|history|"
                  r"tracking|coverage)\s+(?:begins?|began|starts?|started)|(?:start|beginning)\s+"
                  r"of\s+(?:the\s+)?(?:data|records|dataset|data\s*set|history|coverage))\b",
                  "ever", text)
    # "cumulative USDC settled ever": the total (not a running total by day, or its milestones;
    # "cumulative volume as of May 2026" runs up to May, so only beside all of the data)
    if rx.search(r"\b(?:ever|all[- ]time|lifetime)\b", text) and not rx.search(
            r"\bas\s+of\b|\b(?:by\s+(?:day|date|week|month|hour)|per|each|every|daily|weekly|"
            r"monthly|hourly|over\s+time|running|chart|curve|series|trend\w*|grow\w*|grew|when|"
            r"first|cross\w*|pass\w*|reach\w*|hit|exceed\w*|top(?:ped)?)\b", text):
        text = rx.sub(r"\bcumulative(?:ly)?\s+(?=(?:x402\s+|usdc\s+|settled\s+)*(?:volume|usdc|"
                      r"total|payments?|settlements?|count|number|amount|value)\b)", "total ", text)
    text = rx.sub(r"\b(?:all[- ]time|(?<!year )(?<!month )to date|lifetime|since (?:inception|"
                  r"launch)|since "
                  r"the (?:start|beginning)(?!\s+of))\b", "ever", text)
    text = rx.sub(r"\s+(?:plus|as well as|along with|together with|alongside)\s+(?=(?:the\s+)?"
                  r"(?:number|count|total|volume|average|avg|mean|median|unique|distinct|"
                  r"smallest|largest|biggest|min|max)\b)", " and ", text)
    text = rx.sub(r"\b(?:per ?cent|pct)\b", "percent", text)
    text = rx.sub(r"\b(" + PAYER_WORDS + "|" + RECIPIENT_WORDS + r"|wallets|addresses)\s+who\b",
                  r"\1 that", text)  # "payers who spent over 10 usdc"
    text = rx.sub(r"\ball (?:two|three|four|five|of them)\b", " ", text)  # "list all three"
    if rx.search(r"\b(?:average|avg|mean|median|largest|biggest|smallest|max|min)\b", text):
        # "how big was the average payment" (", and how large was it" asks the row's amount)
        text = rx.sub(r"(?<!and )\bhow (?:big|large)\b", " ", text)
    text = hourly_one_day(text)  # "hourly payment counts on 2026-06-02"
    # "a facilitator breakdown of payment counts", "break down the volume by month"
    unit = {"daily": "day", "weekly": "week", "monthly": "month", "hourly": "hour"}
    text = rx.sub(r"\b(payer|recipient|facilitator|merchant|seller|buyer|customer|day|week|month|"
                  r"hour|daily|weekly|monthly|hourly)\s+(?:breakdown|split)\s+(?:of\s+)?(.*)$",
                  lambda m: f"{m[2]} by {unit.get(m[1], m[1])}", text)
    if rx.search(r"\b(?:by|per|each)\b", text):
        text = rx.sub(r"\b(?:a\s+)?(?:break(?:ing|s)?\s*down|broken\s+down|breakdown|split)"
                      r"(?:\s+of)?\b", " ", text)
    # "thirdweb's share of payments, as a percent": the share is a percent already
    said = r",?\s*\b(?:as an?|in|expressed as an?|in terms of)\s+(?:percent(?:age)?s?\b|%)"
    # (not a number's own "%": "is the share over 80%?" compares the share with 80 percent)
    last = r",?\s*(?:\b(?:as an?|in|expressed as an?|in terms of)\s+)?(?:(?:(?<=20\d\d\s)|" \
        r"(?<![\d.]\s))\bpercent(?:age)?s?|(?<![\d.\s])\s*%|(?<=[^\d.\s])%|(?<=20\d\d)\s*%)" \
        r"\s*[?.!]?\s*$"  # (a year's "%": "in may 2026 (%)")
    for redundant in (said, last):
        if rx.search(redundant, text) and rx.search(SHARE_WORDS + r"|\bratio\b",
                                                    rx.sub(redundant, " ", text)):
            text = rx.sub(redundant, " ", text)
    # "the 3 recipients with the highest received volume": the top 3 by volume
    text = rx.sub(r"\b(?:the\s+)?(?:top\s+)?(\d+)\s+(" + PAYER_WORDS + "|" + RECIPIENT_WORDS
                  + r"|wallets|addresses)\s+(?:with|having|that\s+had|who\s+had)\s+the\s+(?:highest"
                  r"|largest|biggest|greatest|most)\s+(?:total\s+)?(?:(?:received|incoming|inbound|"
                  r"paid|spent|outgoing|sent|usdc)\s+)?(?:volume|spend|revenue|earnings|receipts)\b"
                  r"(?!\s+(?:payments?|settlements?|transactions?|transfers?|growth|change)\b)",
                  r"top \1 \2 by volume", text)
    # "volume per facilitator for Q1 2026, top 5": the ranking's size said last
    text = rx.sub(r"^(.*?)\b(?:per|by|each)\s+(payer|recipient|facilitator|merchant|seller|buyer|"
                  r"customer|service)s?\b(.*?)[,;:-]?\s*\btop\s+(\d+)\s*[?.!]?\s*$",
                  r"top \4 \2s by \1 \3", text)
    return text


_SIDE = r"(?:the\s+|a\s+)?(?:payer|sender|recipient|receiver)"
#: an address said to be on either side ("(as payer or recipient)", "on either side")
EITHER_SIDE = (r"\b(?:as\s+|in\s+)?(?:either\s+)?" + _SIDE + r"\s*(?:or|/)\s*(?:as\s+)?" + _SIDE
               + r"\b|\b(?:(?:on|as|in|from)\s+)?(?:either|any)\s+(?:side|sides|end|ends|role|"
               r"roles|party|direction|capacity)\b|\bin\s+both\s+directions\b|\b(?:whether\s+)?(?:as\s+)?"
               r"(?:paying|sending|spending)\s+or\s+(?:being\s+paid|receiving|getting\s+paid)\b")


def _clarified(text: str) -> str:
    """Clarifications that add nothing to the reading: a range said inclusive ("(both days
    included)"; ranges are whole days, both ends in), one address on either side ("(payer or
    recipient)", "where 0x... shows up on either side": its settlements as either party),
    "sub-$1" and "sub-one-cent" amounts, "the very first" settlement; and the wordings of
    ``clauses``."""
    text = plain_ranking(plain_agent(plain_clauses(text), facilitator_names()))
    text = rx.sub(r"\b(?:with\s+|including\s+)?(?:both|the|all)\s+(?:days|dates|ends|endpoints|"
                  r"end\s*dates?|bounds)\s+(?:included|inclusive)\b|\bincluding\s+both"
                  r"\s+(?:days|dates|ends|endpoints)\b", " ", text)
    if ADDRESS.search(text):
        text = rx.sub(EITHER_SIDE, " ", text)
        text = rx.sub(r"\b(?:where|in which|that)\s+(" + ADDRESS.pattern + r")\s+(?:shows?\s+up|"
                      r"appears?|is\s+involved|is\s+present|takes?\s+part|participates?)\b"
                      r"(?:\s+in)?", r"involving \1", text)
        text = rx.sub(r"\b(" + ADDRESS.pattern + r")\s+(?:appear(?:s|ed)?|show(?:s|ed)?\s+up)\b",
                      r"\1", text)
        text = rx.sub(r"\b(" + ADDRESS.pattern + r")\s+(?:took|take|takes)\s+part\s+in\b|\b("
                      + ADDRESS.pattern + r")\s+(?:participated|was\s+involved)\s+in\b",
                      lambda m: m[1] or m[2], text)
    # "settlements that took place in Q4": happened, a filler
    text = rx.sub(r"\b(?:that|which)?\s*(?:took|take|takes|taking)\s+place\b", " ", text)
    text = rx.sub(r"\bsub[- ]?(?:(?:one|1|a)[- ]?cent|cent|(?:a[- ])?penny)\b", "under 0.01 usdc",
                  text)
    text = rx.sub(r"\bsub[- ]?(\d{1,2})[- ]?cents?\b", lambda m: f"under {int(m[1]) / 100:g} usdc",
                  text)
    text = rx.sub(r"\bsub[- ]?(?:\$\s?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*(?:usdc|usd|dollars?)|"
                  r"(?:one[- ]|a[- ]|1[- ])?dollar)(?![\w.])",
                  lambda m: f"under {m[1] or m[2] or '1'} usdc", text)
    first = r"(?:first|last|earliest|latest|oldest|newest|most\s+recent)\b"
    # "the timestamp of the first settlement": when it happened
    text = rx.sub(r"\b(?:the\s+)?(?:timestamp|date|time|datetime)\s+of\s+(?=(?:the\s+)?(?:very\s+)?"
                  + first + r"\s*(?:x402\s+)?(?:settlement|payment|transaction|transfer|tx)s?\b)",
                  "", text)
    return rx.sub(r"\bvery\s+(?=" + first + ")", "", text)


def _first_months(m: re.Match[str]) -> str:
    """"the first 3 months of 2026": January through March 2026 (left as said past 12)."""
    n = WORD_NUMBERS.get(m[1]) or int(m[1])
    if not 1 <= n <= 12:
        return m[0]
    return f"from january {m[2]} through {calendar.month_name[n].lower()} {m[2]}"


def facilitator_names() -> dict[str, list[str]]:
    """Facilitator name (lowercase) -> its addresses, from the calibration list."""
    out: dict[str, list[str]] = {}
    for address, name, _ in calibration.load().facilitators:
        out.setdefault(name.lower(), []).append(address.lower())
    return out


def facilitators() -> dict[str, Facilitator]:
    return {n: Facilitator(n, tuple(a)) for n, a in facilitator_names().items()}


class Text:
    """The question with the words each reader has taken blanked out."""

    def __init__(self, question: str) -> None:
        text = question.lower().replace("\u2019", "'").replace("\u2265", " >= ").replace(
            "\u2264", " <= ").replace("=>", ">=").replace("=<", "<=")
        asked_both = rx.search(r"\b(?:both|two|each|all)\s+(?:of\s+the\s+)?(?:totals|numbers|"
                               r"figures|counts|values|volumes|periods)\b", text)
        #: "(payer or recipient)", "on either side": one address as either party
        self.either_side = len(ADDRESS.findall(text)) == 1 and bool(rx.search(EITHER_SIDE, text))
        # "how much it go up", "how much they grew": the change asked without its "did"
        text = rx.sub(r"\bhow\s+much\s+(it|they|that|this)\s+(?:has\s+|have\s+)?(?=" + _GROWTH
                      + r")", r"how much did \1 ", text)
        text = rx.sub(r"\b(how much did (?:it|they|that|this)) (?:went|gone)\b", r"\1 go", text)
        text = rx.sub(r"\b(how much did (?:it|they|that|this)) (grew|rose|increased|dropped|"
                      r"fell)\b",
                      lambda m: m[1] + " " + {"grew": "grow", "rose": "rise", "fell": "fall",
                                              "increased": "increase", "dropped": "drop"}[m[2]],
                      text)
        # "by how much did volume change from march to april", "how much did the count
        # change": the change's size (the later minus the earlier) besides its percent
        difference_said = rx.search(r"\b(?:difference|delta)\b|\bby\s+how\s+(?:much|many)\b(?!"
                                    r"\s+(?:percent|%))|\bhow\s+much\s+(?:did|has|have|does|do)\s+"
                                    r"(?:(?!\bhow\b)[^,;?])*?" + _GROWTH + r"|" + _CHANGE_ASKED
                                    + r"|" + _THE_CHANGE + r"|" + _NOUN_CHANGE,
                                    text) is not None
        if difference_said:
            # "... up or down, and by how much?": the change's size, asked (no volume)
            text = rx.sub(r"\bby\s+how\s+(?:much|many)(?=\s*(?:[?.!;]|$))", "the difference", text)
        text = _clarified(text)
        text = rx.sub(r"\b(?:a|one) (?:single )?dollar\b", "1 usdc", text)
        text = rx.sub(r"\ba dime\b", "0.1 usdc", text)
        #: all of time said as a period of its own (``_periods``), before "ever" stands for it
        self.all_time_own = all_time_own(text)
        # "the 30 days up to today", "past 7 days up to and including today": the last N days
        # (they end on the snapshot's day), said with their end
        text = rx.sub(r"\b(?:the\s+)?(?:(?:last|past|previous)\s+)?(\d+)\s+(days|weeks)\s+(?:up\s+"
                      r"(?:to|until|till)|until|till|through|to)\s+(?:and\s+including\s+)?"
                      r"(?:today|now)\b", r"the last \1 \2", text)
        text = _synonyms(respell_periods(text))
        # "in each month of q1 2026", "on each day of last week": a series over that period
        # (not "each day of the week": the weekdays)
        text = rx.sub(r"\b(?:(?:in|on|for|during)\s+)?(?:each|every)\s+(?:single\s+)?(day|week|"
                      r"month)\s+(?:of|in|during|within)\s+(?!(?:the\s+)?(?:week|year|month|"
                      r"day)\b)", r"per \1 in ", text)
        text = rx.sub(r"\b(?:the )?month of (?=[a-z])", "", text)
        text = rx.sub(r"\bthru\b", "through", text)
        # "the week 2026-04-13 through 2026-04-19": the two days say the span
        iso = r"\d{4}-\d{2}-\d{2}"
        text = rx.sub(r"\b(?:the\s+|a\s+)?(?:week|period|span|window|stretch|range)\s+(?:of\s+|"
                      r"from\s+)?(?=" + iso + r"\s+(?:through|to|until|-)\s+" + iso + r"\b)",
                      "from ", text)
        text = rx.sub(r"\b(?:the\s+)?first\s+(\d{1,2}|" + "|".join(WORD_NUMBERS) + r")\s+months?\s+"
                      r"(?:of\s+)?(\d{4})\b", _first_months, text)
        text = rx.sub(r"\b(?:ranked|sorted|ordered)\s+by\b", "by", text)
        # "between the 1st and the 7th of march 2026": each day names its month
        # and so does "from 1 to 15 november 2025"
        text = rx.sub(r"\b(between|from)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(and|to|through|"
                      r"until)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(" + MONTH_NAME
                      + r")\b(,?\s+\d{4})?", lambda m: f"{m[1]} {m[5]} {m[2]}{m[6] or ''} {m[3]} "
                      f"{m[5]} {m[4]}{m[6] or ''}", text)
        text = rx.sub(r"\b(?:took|take|takes|taking|brought|bring|brings|raked|rake|rakes)\s+in\b",
                      "received", text)
        text = rx.sub(r"\bqtd\b", "this quarter", text)
        text = rx.sub(r"\bwtd\b", "this week", text)
        text = rx.sub(r"\b(?:the\s+)?most recent\s+(?=\d+\s+(?:days?|weeks?)\b)", "the last ", text)
        # "the last full week": the calendar week before this one, as "last week" is
        text = rx.sub(r"\b(?:the\s+)?(?:last|previous)\s+(?:full|complete|whole|entire)\s+(week|"
                      r"month|quarter|year)\b", r"last \1", text)
        text = rx.sub(r"(?<=\d),(?=\d{3}\b)", "", text)  # "1,000 usdc"
        text = rx.sub(r"\b(\d+(?:\.\d+)?)k\b", lambda m: str(Decimal(m[1]) * 1000), text)
        # "on friday, march 13 2026": the day's name beside its date adds nothing
        text = rx.sub(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+(?=(?:the\s+)?\d{1,4}"
                      r"(?:st|nd|rd|th)?\b|" + MONTH_NAME + r"\s+\d)", "", text)
        text = rx.sub(r"\b(?:coinbase\s+)?cdp\b", "coinbase", text)  # Coinbase Developer Platform
        text = rx.sub(r"\b(?:in terms of|as measured by|measured by|based on)\b(?!\s+(?:percent|"
                      r"%))", "by", text)
        text = rx.sub(r"\b(\d+)\s?d\b", r"\1 days", text)  # "last 30d"
        # "q1 26", "march '26": a year said by its last two digits
        text = rx.sub(r"\b(q[1-4])\s+'?(2\d)\b(?![\d.])", r"\1 20\2", text)
        text = rx.sub(r"\b(" + MONTH_NAME + r")\s+'(2\d)\b", r"\1 20\2", text)
        text = rx.sub(r"\b(?:the\s+)?(?:calendar\s+)?year\s+(?:of\s+)?(?=\d{4}\b)", "", text)
        # "2026 volume", "payment count 2025": a bare year before or after what is measured
        measured = (r"(?:total\s+)?(?:volumes?|payments?|settlements?|transactions?|revenue|"
                    r"count|spend|median|average|avg|mean|unique|distinct|top|daily|weekly|"
                    r"monthly|payers|recipients|merchants|sellers|buyers|senders|facilitators)")
        text = rx.sub(r"^\s*(20\d\d)\s+(?=" + measured + r"\b)", r"in \1 ", text)
        text = rx.sub(r"\b(" + measured + r")\s+(20\d\d)(?=\s*[?.!]?\s*$)", r"\1 in \2", text)
        # "the first and second half of january": each part names its month, and so does
        # "the first half of december versus the second half"
        month = r"(" + MONTH_NAME + r"\b(?:,?\s+\d{4}\b)?)"
        text = rx.sub(r"\b(first|second|last)\s+and\s+(?:the\s+)?(first|second|last)\s+(half|"
                      r"week)\s+(?:of|in)\s+" + month, r"\1 \3 of \4 and \2 \3 of \4", text)
        text = rx.sub(r"\b((?:first|second|last)\s+(half|week)\s+(?:of|in)\s+" + month + r")(\s+"
                      r"(?:versus|vs\.?|compared (?:with|to)|against|and|to)\s+(?:the\s+)?(?:first|"
                      r"second|last)\s+\2)\b(?!\s+(?:of|in)\b)", r"\1\4 of \3", text)
        # "the previous calendar month": the calendar unit is what "last month" already is
        text = rx.sub(r"\b(last|previous|prior)\s+calendar\s+(?=(?:week|month|quarter|year)\b)",
                      r"\1 ", text)
        # "excluding payments under 0.01 USDC": the payments kept are of at least 0.01
        text = rx.sub(r"\b(?:excluding|without|except(?: for)?|ignoring|leaving out|not "
                      r"counting)\s+(?:the\s+|any\s+)?(?:payments?|settlements?|transactions?|"
                      r"transfers?|those|ones)?\s*(?:of\s+)?(?:(under|below|less than|smaller "
                      r"than|lower than)|over|above|more than|greater than|larger than|bigger "
                      r"than)\s+(?=\$?\s?[\d.])",
                      lambda m: "of at least " if m[1] else "of at most ", text)
        # "did not exceed 1 USDC": at most
        text = rx.sub(r"\b(?:did|does|do)\s*(?:not|n't)\s+(?:exceed|go over|go above|top)\b",
                      "at most", text)
        # "only one payment", "just 2 payments": exactly that many
        text = rx.sub(r"\b(?:just|only)\s+(?=(?:\d+|" + "|".join(WORD_NUMBERS) + r")\s+"
                      r"(?:payments?|settlements?|transactions?|times|txs?|transfers?)\b)",
                      "exactly ", text)
        # "since the start of the year", "from the beginning of march"
        text = rx.sub(r"\b(?:since|from)\s+the\s+(?:start|beginning)\s+of\s+(?:the\s+|this\s+)?"
                      r"(year|month|week|quarter)\b", r"this \1", text)
        text = rx.sub(r"\b(since|from)\s+the\s+(?:start|beginning)\s+of\s+(?=[a-z]{3}|q[1-4]\b)",
                      r"\1 ", text)
        text = rx.sub(r"\b(?:a|one) (?:cent|penny)\b", "0.01 usdc", text)
        text = " ".join(text.split())
        text = rx.sub(r"^(?:exactly|precisely)\s+(?=how\b)", "", text)
        text = rx.sub(r"\b(?:x402|individual)\s+(?=(?:payments?|settlements?|transactions?|"
                      r"transfers?)\b)", "", text)
        # "distinct x402 merchants", "top 3 x402 recipients": the ones of the one network
        text = rx.sub(r"\bx402\s+(?=(?:payers?|recipients?|merchants?|sellers?|buyers?|senders?|"
                      r"receivers?|wallets?|counterpart(?:y|ies)|facilitators?)\b)", "", text)
        # "the average amount of a single payment": of a payment
        text = rx.sub(r"\b(of|for|per)\s+(a|an|one|each)\s+single\s+(?=(?:payment|settlement|"
                      r"transaction|transfer)\b)", r"\1 \2 ", text)
        # "minimum and maximum payment", "max, min and average payment": each extreme
        # names its noun
        listed = r"(?:" + _EXTREME + r"|average|avg|mean|median)"
        text = rx.sub(r"\b(" + listed + r"(?:\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&|/|or)\s+)"
                      r"(?:the\s+)?)+" + listed + r"\s+((?:single\s+)?(?:payments?|settlements?|"
                      r"amounts?|transfers?|transactions?))\b", _each_extreme, text)
        # "from april to may: april, may and the difference", "q1 vs q2 volume and the
        # change": both periods as listed, their change and their difference
        how_much_changed = rx.search(r"\bhow much\s+(?:did|has|have|does|do)\b(?:(?!\bhow\b)"
                                     r"[^,;?.]){0,60}?" + _GROWTH, text) is not None
        text, listed_change_said = listed_change(between_sides(text))
        #: the difference of the two sides is asked for as well
        self.difference = listed_change_said or difference_said
        #: "how much more did A do than B": the difference, A minus B ("less": B minus A)
        more = rx.search(r"\bhow\s+(?:much|many)\s+(?:(more|bigger|higher|larger|greater)|less|"
                         r"fewer|smaller|lower)\b|\bby\s+how\s+(?:much|many)\s+(?:(more|"
                         r"bigger|higher|larger|greater)|less|fewer|smaller|lower)\b", text)
        self.difference_from = "" if more is None else "first" if more[1] or more[2] \
            else "second"
        said_both = bool(asked_both) or listed_change_said
        grown = _growth(text, how_much_changed)
        #: "from Q4 2025 to Q1 2026 ... give me both totals": a growth whose two figures are
        #: asked for, rewritten later side first (``_growth``), to be listed as named
        self.later_first = grown != text and "compared with" in grown and said_both
        text = grown
        # "give me both counts, Q1 first": the order to list them in
        said_first = rx.search(r"[,.;:]?\s*\b(?:(?:and|with)\s+)?(?:the\s+)?((?:" + MONTH_NAME
                               + r"|q[1-4])(?:\s+(?:of\s+)?\d{4})?|\d{4}|" + RELATIVE_SIDE
                               + r")(?:'s)?(?:\s+(?:one|figure|number|count|total|value|"
                               r"volume|average))?\s+first"
                               r"(?:,?\s+(?:please|pls|thanks|thank you))?\s*(?=[.!?,;)]|$)",
                               text)
        #: the period the question asked to be listed first
        self.first_said = said_first[1] if said_first else None
        if said_first:
            text = text[:said_first.start()] + " " + text[said_first.end():]
        # "paid more than once", "at least twice": a number of settlements
        text = rx.sub(r"\b(more than|fewer than|less than|at least|at most|exactly|only|just)\s+"
                      r"(once|twice)\b", lambda m: ("exactly" if m[1] in ("only", "just") else m[1])
                      + (" 1 times" if m[2] == "once" else " 2 times"), text)
        # "paid once", "made one payment", "with 2 settlements": exactly that many
        text = rx.sub(r"\b(paid|pay|pays|made|make|makes|sent|bought|transacted|received|got "
                      r"paid|been paid)\s+(once|twice)\b", lambda m: f"{m[1]} exactly "
                      + ("1" if m[2] == "once" else "2") + " times", text)
        text = rx.sub(r"\b(made|make|makes|sent|send|did|had|have|has|with|having|received|got)\s+"
                      r"(?:only\s+|just\s+)?(\d+|" + "|".join(WORD_NUMBERS) + r")\s+(?=(?:"
                      r"payments?|settlements?|transactions?|transfers?|txs?)\b)",
                      lambda m: f"{m[1]} exactly {WORD_NUMBERS.get(m[2], m[2])} ", text)
        # "top five payers", "the three largest payments": a ranking's size in digits
        words = "|".join(w for w in WORD_NUMBERS if w != "one")
        text = rx.sub(r"\b(top|bottom|which|the)\s+(" + words + r")\b(?=\s+(?:[a-z]+\s+){0,2}?(?:"
                      + PAYER_WORDS + "|" + RECIPIENT_WORDS + r"|facilitators|wallets|addresses|"
                      r"accounts|payments|settlements|transactions|transfers)\b)",
                      lambda m: f"{m[1]} {WORD_NUMBERS[m[2]]}", text)
        # "over one usdc", "two dollars": the amount in digits
        text = rx.sub(r"\b(" + "|".join(WORD_NUMBERS) + r")\s+(?=(?:usdc|usd|dollars?|cents?)\b)",
                      lambda m: f"{WORD_NUMBERS[m[1]]} ", text)
        # "exactly one payment": the having-count reads digits
        text = rx.sub(r"\b(exactly|more than|fewer than|less than|at least|at most|over|under)\s+("
                      + "|".join(WORD_NUMBERS) + r")\b(?=\s+(?:payments?|settlements?|"
                      r"transactions?|times|txs?|transfers?)\b)",
                      lambda m: f"{m[1]} {WORD_NUMBERS[m[2]]}", text)
        self.original = text
        self.chars = list(text)
        #: two periods listed with "and" and nothing else between them (``_periods``)
        self.listed = False
        #: clauses a reader saw but could not place (``_periods``)
        self.notes: list[str] = []
        #: three or more periods listed one after another (``_periods``)
        self.listed_all = False
        #: two periods said again, the second's change relative to the first asked
        #: (``_said_again``)
        self.second_changed = False

    @property
    def rest(self) -> str:
        return "".join(self.chars)

    def take(self, start: int, end: int) -> None:
        for i in range(start, end):
            self.chars[i] = " "

    def find(self, pattern: str) -> re.Match[str] | None:
        return rx.search(pattern, self.rest)

    def pop(self, pattern: str) -> re.Match[str] | None:
        m = self.find(pattern)
        if m:
            self.take(m.start(), m.end())
        return m

    def has(self, pattern: str) -> bool:
        return self.find(pattern) is not None

    def leftover(self) -> list[str]:
        # "unique_payers": one word (a key's name), never two words of filler
        words = rx.findall(r"[a-z0-9$%][a-z0-9$%.'_-]*|[<>=]+", self.rest)
        out = []
        for w in words:
            w = w.strip(".'-")
            w = w[:-2] if w.endswith("'s") else w
            if w and w not in FILLER:
                out.append(w)
        return out


def _received_before_by(words: list[str]) -> bool:
    """The nearest verb before "by" (a few words back, within one clause) is one of receiving
    ("received year to date by 0x...": the period's "to" is no side)."""
    words = rx.sub(r"\b(?:(?:year|month|quarter|week)[\s-]+)?to[\s-]+date\b", " ",
                   " ".join(words), flags=re.I).split()
    for w in reversed(words):
        w = w.strip(",.;:?")
        if rx.fullmatch(r"receiv(?:e|ed|es|ing)|earn(?:ed|s|ing)?|collect(?:ed|s|ing)?", w):
            return True
        if rx.fullmatch(r"pa(?:y|id|ys|ying)|sen[dt]s?|sending|made|make|spen[dt]s?|spending|"
                        r"settled|from|to|and|or|by|0x[0-9a-f]+", w):
            return False
    return False


def _role(text: str, start: int, end: int) -> str:
    before = text[:start].split()
    while before and before[-1] in ("wallet", "address", "account", "agent", "user"):
        before = before[:-1]  # "to the wallet 0x...": the words before the noun say the role
        if before and before[-1] in ("the", "a", "an"):
            before = before[:-1]
    noun = before[-1].rstrip(":,") if before else ""
    said = None  # "the service 0x...", "buyer 0x...": a noun for one side says its role
    if rx.fullmatch(r"(?:recipient|receiver|merchant|seller|payee|vendor|provider|service|api|"
                    r"server|endpoint|shop|store)", noun):
        said = "recipient"
    elif rx.fullmatch(r"(?:payer|buyer|sender|spender|customer|client|purchaser)", noun):
        said = "payer"
    if said:
        return said
    # "0x... as payer", "0x... first and last seen as recipient" (the role said after when)
    as_role = rx.match(r"(?:(?:first|last|earliest|latest)\s+(?:(?:and|&)\s+(?:the\s+)?(?:first|"
                       r"last)\s+)?(?:time\s+)?(?:seen|active|appeared|showed\s+up|payments?|"
                       r"settlements?|transactions?)\s+)?as\s+(?:an?\s+|the\s+)?(?:(payer|sender|"
                       r"buyer|spender)|recipient|receiver|payee|merchant|seller)\b",
                       " ".join(text[end:].split()[:9]))
    if as_role:  # "first payment of 0x... as payer"
        return "payer" if as_role[1] else "recipient"
    before = before[-3:]
    after = text[end:].split()[:2]
    prev = before[-1] if before else ""
    prev2 = " ".join(before[-2:])
    nxt = " ".join(after)
    if prev2 in ("received by", "earned by", "collected by"):
        return "recipient"
    if prev == "by" and len(before) == 3 and before[1] in ("and", "or", "&") and rx.fullmatch(
            r"0x[0-9a-f]{40},?", before[0]):
        # "received by 0xA and by 0xB": the role said of the first, said again for the second
        first = text.rfind(before[0].rstrip(","), 0, start)
        return _role(text, first, first + 42)
    if prev == "by" and _received_before_by(text[:start].split()[-8:-1]):
        return "recipient"  # "total received last month by 0x...": the verb before says it
    if prev2 in ("paid by", "sent by", "made by") or prev in ("from", "by"):
        return "payer"
    if prev in ("was", "were", "is", "been", "being", "get", "gets", "got") and rx.match(
            r"paid\b", nxt):
        return "recipient"  # "when was 0x... paid", passive
    if prev == "of" and len(before) > 1 and rx.fullmatch(RECIPIENT_WORDS + r"|recipient|merchant|"
                                                         r"seller|vendor|provider|payee",
                                                         before[-2]):
        return "payer"  # "the recipients of 0x..."
    owned = rx.match(r"'s\s+(?:top\s+|biggest\s+|largest\s+|main\s+)?(\w+)", text[end:])
    if owned and rx.fullmatch(PAYER_WORDS + r"|revenue|income|earnings|sales", owned[1]):
        return "recipient"  # "0x...'s customers", "0x...'s revenue"
    if owned and rx.fullmatch(RECIPIENT_WORDS + r"|spend|spending|expenses|costs", owned[1]):
        return "payer"
    if prev == "on" and len(before) > 1 and rx.fullmatch(r"spent|spend|spending|spends",
                                                          before[-2]):
        return "recipient"  # "spent on 0x..."
    if prev in ("sent", "send", "sends", "gave", "give", "gives") and rx.match(
            r"(?:its|their|his|her|the|a|an|any|most|more|money|usdc|funds)\b", nxt):
        return "recipient"  # "who sent 0x... its largest payment": 0x... got it
    if prev in ("to", "pay", "pays", "paying") or prev == "paid" or (
            prev == "of" and len(before) > 1 and rx.fullmatch(r"payers?|buyers?|senders?|"
                                                              r"customers?|clients?",
                                                              before[-2])):  # not "payer, of"
        return "recipient"
    both = r"(?:make|made|pay|paid|send|sent|spend|spent|receive|received|earn|earned|get|got)"
    if rx.match(both + r"\s+(?:and|or|&|and/or)\s+" + both + r"\b",
                " ".join(text[end:].split()[:3])):
        return "party"  # "0x... make and receive", "sent or received"
    if rx.match(r"(?:receive[sd]?|receiving|earn(?:s|ed)?|get|gets|got|collect(?:s|ed)?)\b",
                nxt) or \
            rx.match(r"(?:last|first) (?:receive|received)", nxt):
        return "recipient"
    if prev in ("has", "have", "had") and rx.match(r"been paid\b", nxt):
        return "recipient"  # "how much has 0x... been paid"
    if rx.match(r"(?:first|last) paid\b", nxt):  # "when 0x... first paid", "was 0x... first paid"
        return "recipient" if prev in ("was", "were", "is", "been", "being", "get", "gets",
                                       "got") else "payer"
    if rx.match(r"(?:make|made|pay|pays|paid|send|sent|spend|spent|last pay|first pay)\b", nxt):
        return "payer"
    return "party"


def _amount(raw: str, unit: str | None = None) -> Decimal | None:
    try:
        value = Decimal(raw)
    except InvalidOperation:
        return None
    return value / 100 if unit and unit.startswith("cent") else value


#: after "5 or more": not a number of settlements ("5 or more payments" is no amount)
_NOT_COUNTED = r"(?!\s+(?:payments?|settlements?|transactions?|times|txs?|transfers?)\b)"


def _thresholds(t: Text) -> tuple[Bound | None, Bound | None, list[str]]:
    lo: Bound | None = None
    hi: Bound | None = None
    said: list[str] = []
    # "between $1 and $5", "from 0.1 up to and including 1 usdc", "from $1 up to but not
    # including $5" (the one band whose top is left out)
    m = t.pop(r"\b(?:between|from)\s+" + _NUM + r"\s+(?:and|to|(?:up\s+)?to\s+and\s+including|"
              r"up\s+to|through|thru|(up\s+to\s+but\s+(?:not\s+including|excluding)))\s+" + _NUM
              + r"(?:\s*\(?inclusive\)?)?(?=\s|$|[?,.])")
    a, b = (_amount(m[1], m[2] or m[5]), _amount(m[4], m[5])) if m else (None, None)
    if m and (rx.search(r"usdc|usd|dollar|cent|\$", m[0]) or "." in m[0]) and a is not None \
            and b is not None and (m[3] is None or a < b):
        lo, hi = Bound(min(a, b), True), Bound(max(a, b), m[3] is None)
        said.append(f"amount between {lo.value} and {hi.value} USDC" if m[3] is None else
                    f"amount >= {lo.value} and < {hi.value} USDC")
    elif m:
        t.chars[m.start():m.end()] = list(m[0])  # not amounts: give the words back
    bigger = r"(?:more|greater|larger|bigger|higher|over|above)"
    smaller = r"(?:less|fewer|smaller|lower|under|below)"
    rules = [
        # "not exceeding 0.005", "weren't over 1 USDC": at most; "not below 0.5": at least
        (r"(?:\bnot|n't)\s+(?:exceed(?:s|ed|ing)?|over|above|more than|greater than|larger "
         r"than|bigger than|higher than)\s+" + _NUM, "hi", True),
        (r"(?:\bnot|n't)\s+(?:under|below|less than|smaller than|lower than)\s+" + _NUM, "lo",
         True),
        (r"\b(?:greater|more|larger|bigger|higher) than or equal to\s+" + _NUM, "lo", True),
        (r"\b(?:less|smaller|lower|fewer) than or equal to\s+" + _NUM, "hi", True),
        (r"\b(?:exactly|equal to|of exactly)\s+" + _NUM, "eq", True),
        (r"\bat or (?:above|over|more than)\s+" + _NUM, "lo", True),
        (r"\bat or (?:below|under|less than)\s+" + _NUM, "hi", True),
        (r"(?:\b(?:at least|minimum of|not? " + smaller + r" than)\s+|>=\s*)" + _NUM, "lo", True),
        (r"(?:\b(?:at most|maximum of|not? " + bigger + r" than|up to)\s+|<=\s*)" + _NUM, "hi",
         True),
        (r"(?:\b(?:over|above|more than|greater than|larger than|bigger than|exceed(?:s|ed|"
         r"ing)?|higher than|topp(?:ed|ing)|surpass(?:es|ed|ing)?|north of|in excess of)\s+|"
         r">\s*)" + _NUM, "lo", False),
        # "south of $1", "didn't reach a dollar": under; "capped at $1": at most
        (r"\b(?:south of|short of|(?:did|do|does)\s*(?:not|n't)\s+(?:reach|hit))\s+" + _NUM, "hi",
         False),
        (r"\bcapped at\s+" + _NUM, "hi", True),
        (r"(?:\bof\s+)?" + _NUM + r"\s+(?:or|and)\s+(?:more|above|over|greater|higher|up)\b"
         + _NOT_COUNTED + r"|(?:\bof\s+)?" + _NUM + r"\+" + _NOT_COUNTED, "lo", True),
        (r"(?:\b(?:under|below|less than|smaller than|lower than)\s+|<\s*)" + _NUM, "hi",
         False),
        (r"(?:\bof\s+)?" + _NUM + r"\s+(?:or|and)\s+(?:less|below|under|lower|fewer)\b"
         + _NOT_COUNTED, "hi", True),
    ]
    for pattern, side, inclusive in rules:
        m = t.find(pattern)
        if not m:
            continue
        raw, unit = (m[1], m[2]) if m[1] is not None else (m[3], m[4])
        value = _amount(raw, unit)
        if value is None:
            continue
        if unit is None and "$" not in m[0] and "." not in raw and rx.match(
                r"\s*(?:and|or|to|-)\s+(?:[a-z]+\s+){0,3}\d+\s+(?:payments?|settlements?|"
                r"transactions?|txs?|txns?|transfers?|times)\b", t.original[m.end():]):
            continue  # "more than 10 and at most 50 payments": a count's bound, not an amount
        t.take(m.start(), m.end())
        bound = Bound(value, inclusive)
        if side == "eq":
            lo = hi = bound
            said.append(f"amount = {value} USDC")
            continue
        op = (">=" if inclusive else ">") if side == "lo" else ("<=" if inclusive else "<")
        said.append(f"amount {op} {value} USDC")
        if side == "lo":
            lo = bound
        else:
            hi = bound
    return lo, hi, said


def _facilitators(t: Text) -> tuple[list[Facilitator], list[Facilitator]]:
    """The facilitators named, in order, and those left out ("excluding Coinbase")."""
    found: list[tuple[int, Facilitator]] = []
    excluded: list[Facilitator] = []
    hits: list[tuple[int, int, Facilitator]] = []
    for name, fac in sorted(facilitators().items(), key=lambda kv: -len(kv[0])):
        if len(name) < 3:
            continue
        # "Heurist's", "the Heurist facilitator's volume"
        for m in rx.finditer(r"\b" + re.escape(name) + r"(?:'s)?(?:\s+facilitators?(?:'s)?)?\b",
                             t.rest):
            t.take(m.start(), m.end())
            hits.append((m.start(), m.end(), fac))
    last_excluded = -1
    for start, end, fac in sorted(hits, key=lambda h: h[0]):
        before = rx.search(_EXCLUDE, t.rest[:start])
        listed = last_excluded >= 0 and rx.fullmatch(r"\s*(?:,|and|or|nor|&)?\s*(?:,|and|or|nor|"
                                                     r"&)?\s*", t.rest[last_excluded:start])
        if before or listed:  # "excluding Coinbase", "excluding PayAI and Coinbase"
            if before:
                t.take(before.start(), before.end())
            t.take(last_excluded if listed else start, start)
            last_excluded = end
            if fac not in excluded:
                excluded.append(fac)
        elif all(f.name != fac.name for _, f in found):
            found.append((start, fac))
    return [f for _, f in sorted(found, key=lambda x: x[0])], excluded


SHARE_WORDS = r"\b(?:what )?(?:share|percent(?:age)?|proportion|fraction|part|portion)\b|%"
#: words before a facilitator's name that leave it out ("excluding Coinbase")
_EXCLUDE = (r"(?:\b(?:excluding|exclude|except(?:\s+for)?|not\s+counting|without|other\s+than|"
            r"apart\s+from|aside\s+from|besides|but\s+not|not\s+(?:settled|facilitated|"
            r"processed|handled)|(?:(?:that|which)\s+)?did\s*(?:not|n't)\s+go|not\s+(?:going|gone)"
            r"|not|(?:all|any|every|everyone|everything|anyone|anything)(?:\s+(?:other\s+)?"
            r"(?:facilitators?|one))?\s+but)\b(?:\s+(?:those|ones|payments|settlements|"
            r"transactions|anything|everything|any(?:\s+(?:payments|settlements|transactions))?|"
            r"all(?:\s+(?:payments|settlements|transactions))?))?(?:\s+(?:settled|facilitated|"
            r"processed|handled|that went|which went|going|made|routed|sent|cleared|done))?"
            r"(?:\s+(?:through|via|"
            r"by|from|on|with))?(?:\s+the)?\s*|\bnon-\s*)$")
#: a number of settlements per payer/recipient ("payers with more than 10 payments")
_HAVING = (r"\b(?:(?P<w>at least|more than|over|above|fewer than|less than|under|at most|"
           r"no more than|no fewer than|no less than|not more than|exactly)\s+(?P<n>\d+)|"
           r"(?P<n2>\d+)\s+(?:or|and)\s+(?P<w2>more|over|above|fewer|less|under))\s+"
           r"(?:payments?|settlements?|transactions?|times|txs?|transfers?)\b")
_PREVIOUS = (r"\b(?:the\s+)?(?:previous|prior|preceding)\s+(?:\d+\s+)?(?:days?|weeks?|months?|"
             r"period)\b|\bthe\s+\d+\s+(?:days?|weeks?|hours?|hrs?)\s+before\b|\bthe\s+(?:previous|prior|"
             r"preceding)\s+(?:one|period)\b|\bthe\s+(?:day|week|fortnight|month|quarter|year|period)\s+"
             r"before\b|\bthe\s+one\s+before\b")


#: what stands between two periods listed as one span ("in March and April", "during
#: January & February"); "in March and in April" says each period apart
_LISTED = r"\s*(?:,\s*)?(?:and|&|plus)\s+(?:the\s+)?"


def _said_again(t: Text, found: list[Found]) -> list[Found]:
    """Two periods each said again ("April 2026 volume, May 2026 volume and the % change from
    April to May"): the two, in the order first said; ``t.second_changed`` when the last
    two read "<the second> compared with <the first>" (a growth rewritten by ``_growth``).
    Any other list is kept as it is (one period said twice stays two: "the last 24 hours vs
    the previous 24 hours")."""
    def key(f: Found) -> tuple[object, ...]:
        p = f.period
        return p.start, p.end, p.hours, p.hours_back

    first: dict[tuple[object, ...], Found] = {}
    for f in found:
        first.setdefault(key(f), f)
    if len(found) <= 2 or len(first) != 2:
        return found
    a, b = found[-2:]
    said = list(first)
    t.second_changed = [key(a), key(b)] == said[::-1] and rx.fullmatch(
        r"\s+compared with\s+", t.original[a.end:b.start]) is not None
    return list(first.values())


def _periods(t: Text, as_of: date) -> tuple[list[Period], bool | None]:
    """The periods named, left to right, and whether "the previous ..." follows them: ``None``
    if not, ``True`` when it names a calendar unit ("the month before"), ``False`` when it
    counts days or weeks ("the previous 7 days"). ``t.listed`` says whether two periods were
    listed with "and" and nothing else between them."""
    found = find_periods(t.original, as_of)
    # "yesterday, and today": the comma sets the second period apart (two figures)
    #: three or more periods listed one after another ("march, april and may 2026")
    t.listed_all = listed_one_by_one(t.original, [(f.start, f.end) for f in found])
    gap = t.original[found[0].end:found[1].start] if len(found) == 2 else ""
    if len(found) == 2 and (lead := rx.match(r"(?:and|&)\s+", t.original[found[1].start:])):
        gap += lead[0]  # "april and may": the "and" opens the phrase that reads "may"
    t.listed = len(found) == 2 and rx.fullmatch(_LISTED, gap) is not None and "," not in gap
    for f in found:  # with its "'s": "yesterday's count", "this month's volume"
        t.take(f.start, f.end + (2 if t.original[f.end:f.end + 2] == "'s" else 0))
    t.notes += all_time_bound(t.original, found)  # "paid in April, more than 100 times in all"
    if len(found) > 1:  # "in total during 2025": the period is 2025, "in total" only sums
        t.notes += all_time_beside(t.original, found, t.all_time_own)
        found = [f for f in found if f.period != ALL_TIME] or found[:1]
    found = _said_again(t, found)
    if len(found) == 2 and (found[0].period.start, found[0].period.end, found[0].period.hours) == (
            found[1].period.start, found[1].period.end, found[1].period.hours) and \
            found[0].period.start and said_twice(t.original, (found[0].start, found[0].end),
                                                 (found[1].start, found[1].end)):
        found = found[:1]  # "this year? ... the year-to-date count": one period said twice
    unit = rx.fullmatch(r"(?:the\s+)?(?:previous|prior|preceding)\s+(?:day|week|month|quarter|"
                        r"year)", t.original[found[1].start:found[1].end]) if len(found) == 2 \
        else None
    if unit and found[0].period.start and found[0].period.end:
        # "yesterday vs the previous day", "May vs the previous month": the unit before the
        # first period, not the last one of the data (none before an hour window: the first
        # twice, so the comparison is refused)
        first = found[0].period
        unit_before = previous_period(first, calendar_units=True) if not first.hours or (
            first.hours == 24 and unit[0].endswith("day")) else None
        if unit_before is not None and not first.hours and \
                calendar_unit(first) not in (None, unit[0].split()[-1]):
            unit_before = None  # "the last 7 days and the previous month": which month?
        if unit_before is None:
            t.notes.append(f"'{t.original[found[1].start:found[1].end]}' before {first.label}")
        found[1] = Found(unit_before or first, found[1].start, found[1].end)
    elif len(found) == 2 and not found[0].period.relative and found[0].period.start and \
            found[1].period.days and rx.match(r"(?:the\s+)?(?:previous|prior|preceding)\b",
                                              t.original[found[1].start:found[1].end]):
        # "March vs the previous 31 days": the days before March, not before the data's end
        start = found[0].period.start
        before = start - timedelta(days=found[1].period.days)
        found[1] = Found(Period(before, start, f"the {found[1].period.days} days before "
                                               f"{start.isoformat()} ({before.isoformat()} to "
                                               f"{(start - timedelta(days=1)).isoformat()})"),
                         found[1].start, found[1].end)
    for back in that_period(t.original, found):  # "... that day": the day named
        t.take(*back)
    prev = t.pop(_PREVIOUS)
    if prev is None:
        return [f.period for f in found], None
    return [f.period for f in found], not rx.search(r"\d|\bdays?\b|\bweeks?\b", prev[0])


def _amount_after(t: Text, which: str, row: int) -> tuple[str, ...]:
    """The columns to add after the one party of the payment named at ``row`` when its
    amount is asked too: ``("amount",)`` for "the largest payment: who paid it and how much
    was it" (its figures follow that order). "Who paid the largest payment, and how much"
    names the payment inside the who-question: its amount leads, as the labelled set fixes,
    and follows the party again, in the order asked (``("amount", <party>, "amount")``
    once the caller adds the party: see ``_row_columns``). A row asked with both its
    parties adds nothing."""
    who = rx.search(which + r"|\b(?:payer|sender|buyer|recipient|receiver|payee)\b",
                    t.original[row:])
    much = rx.search(r"\bhow (?:much|big|large)\b|\b(?:the|its|what)\s+amount\b",
                     t.original[row:])
    if who and much and who.start() < much.start():
        return ("amount",)
    if rx.search(r"\b(?:payer|sender|buyer|recipient|receiver|payee)\s*(?:,|and|&)\s*(?:the\s+|"
                 r"its\s+)?amount\b", t.original[:row]):
        return ("amount", "amount")  # "payer and amount of the largest payment"
    if much and rx.search(which, t.original[:row]):
        return ("amount", "amount")
    return ()


#: one payment at an extreme ("the smallest payment", "the largest single settlement"), not a
#: period's total ("the largest payment volume")
ONE_EXTREME_PAYMENT = (r"\b(?:largest|biggest|smallest|tiniest|highest|lowest|max(?:imum)?|"
                       r"min(?:imum)?)\s+(?:single\s+|individual\s+)?(?:payment|settlement|"
                       r"transaction|transfer|tx)\b(?!\s+(?:volume|count|value|total))")


def _amount_after_both(text: str) -> tuple[str, ...]:
    """"largest payment: payer, recipient and amount": the amount said after both parties
    follows them too (it leads as well, as "who paid whom and how much" is labelled)."""
    # the parties said as who-clauses too ("who paid, who received it, and how much was it")
    said = rx.search(r"\b(?:payer|sender|recipient|receiver|payee|whom|(?:who|which\s+(?:address|"
                     r"wallet|account))\s+(?:was\s+paid|paid|sent|made|received|got|earned))\b"
                     r"(?:\s+it)?[^?]{0,80}\b(?:amount|how\s+much|value|size)\b", text)
    return ("amount", "amount") if said else ()


def _row_columns(cols: tuple[str, ...], added: tuple[str, ...]) -> tuple[str, ...]:
    """A row measure's columns: its parties, with the amount where ``_amount_after`` put it."""
    if added == ("amount", "amount"):
        return ("amount", *cols, "amount")
    return cols + added


def _measures(t: Text, filters: Filters, facs: list[Facilitator]) -> list[tuple[int, Measure]]:
    """The measures asked for, with where each was asked (answers follow the question)."""
    out: list[tuple[int, Measure]] = []
    # "average daily inflow to 0x...": an address's money in is a volume (not a count)
    volume = t.has(VOLUME_WORDS) or _money_flow(t) is not None

    def add(m: re.Match[str] | None, measure: Measure) -> bool:
        if m is None:
            return False
        out.append((m.start(), measure))
        return True

    days = t.find(r"\b(?:on\s+|in\s+)?(?:how many|number of|count of)\s+(?:(?:distinct|different|"
                  r"separate|unique|active|calendar|utc)\s+){0,3}days\b")
    idle = t.find(r"\b(?:with|having|that\s+had|which\s+had|had|saw|(?:was|were)\s+there|"
                  r"there\s+(?:was|were))\s+(?:no|zero|0)\s+(?:payments?|settlements?|"
                  r"transactions?|transfers?|activity)(?:\s+at\s+all|\s+whatsoever)?\b|"
                  r"\bwithout\s+(?:any\s+|a\s+single\s+)?(?:payments?|settlements?|transactions?|"
                  r"transfers?|activity)(?:\s+at\s+all)?\b") if days else None
    if days and idle and not rx.search(r"\b(?:average|avg|mean|per day|a day|daily|in a row|"
                                       r"consecutive|straight|streak|longest|runs?)\b",
                                       t.original):
        # "how many days in September had no payments at all": the calendar days of the
        # period less those with settlements
        out.append((days.start(), Measure("idle_days")))
        t.take(days.start(), days.end())
        t.take(idle.start(), idle.end())
        return out
    if days and not t.has(r"\b(?:average|avg|mean|per day|a day|daily)\b"):
        # "on how many days did 0x... pay", "days with at least one payment"
        out.append((days.start(), Measure("active_days")))
        t.take(days.start(), days.end())
        t.pop(r"\b(?:with|having|that had|which had|had|saw|send|sent|make|made|pay|paid|receive|"
              r"received|get|got|(?:was|were)\s+there|there\s+(?:was|were))\s+(?:at least\s+"
              r"(?:1|one|a)\s+|any\s+|some\s+|one or more\s+|an?\s+)?(?:payments?|settlements?|"
              r"transactions?|transfers?)\b")
        return out
    # "in how many different calendar months did 0x... pay": the months with a settlement
    # (not "how many months has it been active", a span)
    months = t.find(r"\b(?:(?:in|during)\s+(?:how many|(?:the\s+)?number\s+of)\s+(?:(?:distinct|"
                    r"different|separate|unique|calendar|utc)\s+){0,3}|(?:how many|number of|count "
                    r"of)\s+(?:(?:distinct|different|separate|unique|calendar|utc)\s+){1,3})"
                    r"months\b")
    if months and not t.has(r"\b(?:average|avg|mean|per month|a month|monthly|each month|"
                            r"since|ago|between|span)\b"):
        out.append((months.start(), Measure("active_months")))
        t.take(months.start(), months.end())
        t.pop(r"\b(?:with|having|that had|which had|had|saw|send|sent|make|made|pay|paid|receive|"
              r"received|get|got|been\s+active|active)\s+(?:at least\s+(?:1|one|a)\s+|any\s+|"
              r"some\s+|one or more\s+|an?\s+)?(?:payments?|settlements?|transactions?|"
              r"transfers?)?\b")
        return out
    avg_word = r"(?:average|avg|mean)"
    perday = t.find(r"\b(?:per day|a day|daily|each day)\b")
    avg = t.find(r"\b" + avg_word + r"\b|\bon average\b")
    if perday and avg and t.has(r"\b(?:unique|distinct|different|" + PAYER_WORDS + "|" +
                                RECIPIENT_WORDS + r"|wallets|addresses)\b"):
        return out  # "average unique payers per day": no daily distinct counts; left unplaced
    if perday and not avg and perday[0] == "a day" and t.has(
            r"\b(?:how many|number of|how much)\b.{0,60}\ba day\b(?!\s+(?:ago|earlier|later)\b)"):
        avg = perday  # "how many settlements a day in May": the average per day
    if not perday and (rate := read_rate(t, bool(volume))) is not None:
        out.append(rate)  # "average payments per hour", "settlements a week in May"
        return out
    if perday and avg and t.has(r"\b" + avg_word + r"\s+(?:usdc\s+)?(?:payment|settlement|"
                                r"transaction|transfer|tx)\b(?!s)") and not t.has(
            r"\b(?:number|count|how many)\b"):
        return out  # "the average payment each day": its size each day, or payments a day?
    if perday and avg:
        kind = "per_day_sum" if volume and not t.has(r"\b(?:number|count|how many)\b") \
            else "per_day_count"
        # "settlement count, then average USDC volume per day": the average is of what it
        # says between its words (the count is another figure, never taken by it)
        phrase = t.rest[min(avg.start(), perday.start()):max(avg.end(), perday.end())]
        if rx.search(r"\b(?:usdc|volume|amount|spend|spent|value|dollars?)\b", phrase):
            kind = "per_day_sum"
        beside = _total_beside(t, kind, min(avg.start(), perday.start()))
        if kind == "per_day_sum" and not beside and t.has(r"\b(?:number|count|how many)\b"):
            return out  # a count beside it is another figure, not read here: left unplaced
        out += beside
        out.append((avg.start(), Measure(kind)))
        t.pop(r"\b(?:per day|a day|daily|each day)\b")
        counted = r"|\bhow many\b|\bnumber of\b|\bcount\b" if kind == "per_day_count" else ""
        while t.pop(r"\b" + avg_word + r"\b|\bon average\b" + counted):
            pass
        return out
    share = t.pop(SHARE_WORDS)
    if share:
        # "% of payments below a cent, and the median payment amount": the amount is the
        # median's, not the share's (a share of volume says so apart from another figure)
        # "what percent had an amount over 0.01 USDC": the amount is the bound's (taken), not
        # the share's: a share of the settlements
        of_volume = rx.search(VOLUME_WORDS, rx.sub(_BOUND_AMOUNT, " ", rx.sub(
            _STAT_AMOUNT, " ", t.rest)))
        kind = "share_sum" if of_volume else "share_count"
        # "# of txns >= $0.1 and their % of total vol": the part's number, then its share
        # and so is "coinbase apr 2026: txns and share of all txns (%)": the rows listed first
        lead = rx.search(r"\b(?:how many|number of|count of|(?:settlement|payment|transaction)s?\s+"
                         r"count)\b.*(?:,|&|\band\b)\s*(?:and\s+)?"
                         r"(?:(?:their|its|the|what)\s*)?$|(?:^|[:,;-])\s*(?:the\s+)?(?:transactions|"
                         r"payments|settlements|transfers)\s*(?:,|&|\+|\band\b)\s*(?:(?:their|its|"
                         r"the|what)\s*)?$", t.original[:share.start()])
        # "coinbase volume, total volume, and coinbase's share of it": the part's volume and
        # the whole's, then the share (and "PayAI's volume and its share": the part's alone)
        before = t.original[:share.start()]
        then = (r"\s*(?:,|&|\+|\band\b)\s*(?:and\s+)?(?:(?:their|its|the|what|[a-z0-9]+'s?)"
                r"\s*)?$")
        whole = (r"(?:the\s+)?(?:total|overall|whole|all|market|entire)\s+(?:x402\s+|usdc\s+)?"
                 r"(?:volume|usdc)")
        of_sum = kind == "share_sum" and not lead and not rx.search(
            r"\b(?:how many|number of|count of|settlements|payments|transactions)\b", before)
        lead_whole = of_sum and rx.search(r"\b(?:volume|usdc)\b.*(?:,|&|\band\b)\s*" + whole
                                          + then, before)
        lead_sum = of_sum and rx.search(r"^[^,;]{0,40}?\b(?:volume|usdc)\b[^,;]{0,30}?" + then,
                                        before)
        columns: tuple[str, ...] = ("count",) if lead else ("sum", "whole") if lead_whole else \
            ("sum",) if lead_sum else ()
        # "how many settlements in May, and what share of them were Coinbase's": the part named
        # after the share only, the number before it is the whole's
        part = "|".join([r"0x[0-9a-f]{6}|\d\s*(?:usdc|usd|\$)|\$\s*\d",
                         *(r"\b" + re.escape(f.name) + r"\b" for f in facs)])
        if columns in (("count",), ("sum",)) and not rx.search(part, before) and rx.search(
                part, t.original[share.end():]):
            columns = ("whole_count",) if columns == ("count",) else ("whole",)
        add(share, Measure(kind, columns))
        # "what % were below a cent, and what was the median payment": a figure of the whole
        add(t.pop(r"\bmedian\b"), Measure("median"))
        add(t.pop(r"\b" + avg_word + r"\b"), Measure("avg"))
        return out
    which = (r"\b(?:who|which (?:address|wallet|account|agent|one)|(?:the|what|which) (?:address|"
             r"wallet|account|agent)(?: that| which| who)?)")
    # the row's sides, by name ("who paid whom", "sender and receiver")
    side_paid = (r"\b(?:payer|sender|buyer|spender)\b|\b(?:paying|sending)\s+(?:wallet|address|"
                 r"account|party|side)\b|\bfrom\s+whom\b")
    # "from whom" is the payer ("received ... and from whom")
    side_got = (r"\b(?:recipient|receiver|payee|seller|merchant)\b|(?<!from )\bwhom\b|"
                r"\b(?:receiving|paid)\s+"
                r"(?:wallet|address|account|party|side)\b")
    paid_at = t.find(which + r" (?:paid|made|sent)\b|\bits payer\b|" + side_paid)
    got_at = t.find(which + r" (?:received|got|was paid|earned)\b|\bits recipient\b|" + side_got)
    who_paid, who_got = paid_at is not None, got_at is not None
    # both parties, in the order asked ("who received it and who paid it": the recipient first)
    parties = ("recipient", "payer") if paid_at and got_at and got_at.start() < paid_at.start() \
        else ("payer", "recipient")
    for word, kind in ((r"largest|biggest|maximum|max|highest|top", "max"),
                       (r"smallest|tiniest|lowest|minimum|min", "min")):
        many = t.find(r"\b(?:the\s+)?(?:(\d+)\s+(?:" + word + r")|(?:" + word + r")\s+(\d+))\s+"
                      r"(?:single\s+|individual\s+)?(?:payments|settlements|transfers|"
                      r"transactions|(?:payment|settlement|transfer|transaction)\s+(?:amounts|"
                      r"sizes|values))\b")
        k = int(many[1] or many[2]) if many else 0
        nth = t.find(r"\b(?:the\s+)?(second|third|fourth|fifth|(\d{1,2})(?:st|nd|rd|th))\s+(?:"
                     + word + r")\s+(?:single\s+|individual\s+)?(?:payment|settlement|transfer|"
                     r"transaction|amount)\b(?!s)")
        n = _ORDINAL.get(nth[1], 0) or int(nth[2] or 0) if nth else 0
        if nth and 1 < n <= MAX_TOP:  # "the second largest payment": that one row
            cols = parties if who_paid and who_got else \
                ("payer",) if who_paid else ("recipient",) if who_got else ()
            out.append((nth.start(), Measure("row_" + kind, _row_columns(cols, _amount_after(
                t, which, nth.start()) if len(cols) == 1 else ()), nth=n)))
            t.take(nth.start(), nth.end())
            while t.pop(which + r"\b|\bits\b|" + side_paid + "|" + side_got + r"|\bhow (?:much|"
                        r"big|large)\b|\b(?:was|it)\b"):
                pass
            continue
        if many and 1 < k <= MAX_TOP:  # "the 3 largest payments": those rows, largest first
            out.append((many.start(), Measure("row_" + kind, ("payer", "recipient"), k)))
            t.take(many.start(), many.end())
            while t.pop(which + r"\b|" + side_paid + "|" + side_got):
                pass
            continue
        if word.endswith("|top"):
            word = word[:-4]
        m = t.find(r"\b(?:" + word + r")\s+(?:single\s+)?(?:payment|settlement|amount|transfer|"
                   r"transaction)s?\b(?!\s+(?:volume|count|number|total|value|frequency)s?\b)|"
                   r"\b(?:" + word + r")\s+amount\b|\bthe (?:"
                   + word + r") one\b")
        if m and (who_paid or who_got):
            cols = parties if who_paid and who_got else \
                ("payer",) if who_paid else ("recipient",)
            out.append((m.start(), Measure("row_" + kind, _row_columns(cols, (
                _amount_after(t, which, m.start()) if len(cols) == 1 else
                _amount_after_both(t.original))))))
            t.take(m.start(), m.end())
            while t.pop(which + r"\b|\bits\b|" + side_paid + "|" + side_got + r"|\bhow (?:much|"
                        r"big|large)\b|\b(?:was|it)\b"):
                pass
            # "...: payer, recipient, amount and timestamp": the row's time, listed last as
            # the row lists it
            t.pop(r"(?:,\s*(?:and\s+)?|\s+and\s+)(?:the\s+|its\s+)?(?:timestamp|time|date)\b(?:\s*"
                  r"\(?\s*utc\s*\)?)?(?=\s*[.?!]?\s*$)")
        elif m and (when := t.find(_WHEN)):
            # "when was the largest payment": that row, whose time follows its amount
            much = t.find(r"\bhow (?:much|big|large)\b|\b(?:the|its|what)\s+amount\b")
            out.append((m.start(), Measure("row_" + kind)))
            t.take(m.start(), m.end())
            t.take(when.start(), when.end())
            if much and much.start() > when.start():  # the time asked before the amount
                t.notes.append(f"'{when[0]}' before '{much[0]}' (the amount is listed first)")
            elif much:
                t.take(much.start(), much.end())
        elif m and t.find(BLOCK):  # "which block holds the largest payment": that row
            out.append((m.start(), Measure("row_" + kind)))
            t.take(m.start(), m.end())
        elif m and t.find(HASH):
            # "the largest payment: amount and tx hash": that row, its amount first
            out.append((m.start(), Measure("row_" + kind)))
            t.take(m.start(), m.end())
            t.pop(r"\b(?:the\s+|its\s+)?(?:amount|value|size)\b(?=\s*(?:,|and\b|&|/|\+)\s*"
                  r"(?:the\s+|its\s+)?(?:tx|txn|transaction)\b)|\bhow (?:much|big|large)\b")
        elif m:
            out.append((m.start(), Measure(kind)))
            t.take(m.start(), m.end())
            t.pop(r"\bhow (?:big|large)\b")
    if any(m.kind in ("row_max", "row_min") for _, m in out):
        take_hash(t)  # "the largest payment: amount, payer and tx hash": the row has it
        if take_block(t):  # "which block contains the largest payment": its block first
            out = [(at, replace(m, columns=("block_number", *m.columns)) if m.kind in (
                "row_max", "row_min") and m.k == 1 else m) for at, m in out]
    if not out and (latest := recent_rows(t, MAX_TOP)):
        # "the 3 most recent payments by 0x...": those rows, newest first
        return [latest, *_count_beside_rows(t, filters, facs)]
    ends = r"(first|earliest|oldest|last|latest|most recent|newest)"
    both = t.find(r"\b" + ends + r"\s+(?:and|&|/)\s+(?:the\s+|its\s+)?" + ends + r"\b")
    kinds = ["first" if w in ("first", "earliest", "oldest") else "last"
             for w in (both[1], both[2])] if both else []
    if both and kinds[0] != kinds[1] and not out and (t.has(r"\bwhen\b") or t.has(
            r"\b(?:payments?|settlements?|transactions?|pay|paid|receive|received)\b")):
        # "first and last payment made by 0x...": both rows, in the order said
        out += [(both.start(), Measure(kinds[0])), (both.start() + 1, Measure(kinds[1]))]
        t.take(both.start(), both.end())
        t.pop(r"^[^,;?]*?\b(?:payment\s+|settlement\s+)?(?:dates|times|timestamps)\b")
        return out + _count_beside_rows(t, filters, facs)
    edge = t.find(r"\b(first|earliest|oldest|last|latest|most recent|newest)\b")
    if edge and (t.has(r"\bwhen\b") or t.has(r"\b(?:payment|settlement|transaction|pay|paid|"
                                               r"receive|received)\b")) and not out:
        kind = "first" if edge[1] in ("first", "earliest", "oldest") else "last"
        t.take(edge.start(), edge.end())
        # "the first payment to 0x...: amount and payer": those first, in that order
        out.append((edge.start(), Measure(kind, asked_fields(t))))
        take_hash(t)
        if take_block(t):  # "the block of the first payment to 0x...": its block first
            out[-1] = (edge.start(), Measure(kind, ("block_number", *out[-1][1].columns)))
        # the row carries both parties: "and who sent it"
        t.pop(which + r"\s+(?:sent|paid|made|received|got)\b(?:\s+(?:it|them))?")
        # "time of first payment, time of last payment": the other end, said apart
        other = "last|latest|most recent|newest" if kind == "first" else "first|earliest|oldest"
        # "when did it first receive a payment, and when did it last receive one": the same verb
        verb = rx.match(r"\s+(receive|get|pay|send|make)\b", t.original[edge.end():])
        far = t.find(r"\b(?:the\s+)?(" + other + r")\s+(?:payment|settlement|transaction|"
                     r"transfer)\b" + (r"|\b(?:" + other + r")\s+" + verb[1] + r"\s+(?:one|a\s+"
                                       r"(?:payment|settlement|transfer)|any)\b" if verb else "")
                     # "first payment of 0x...? and its latest?": the other end, said alone
                     + r"|\b(?:and\s+)?(?:its|the|their)\s+(" + other + r")(?:\s+one)?(?=\s*[?.!]?"
                     r"\s*$)")
        if far and not rx.search(r"\d", t.rest[max(0, far.start() - 12):far.start()]):
            out.append((far.start(), Measure("last" if kind == "first" else "first")))
            t.take(far.start(), far.end())
        return out + _count_beside_rows(t, filters, facs)
    add(t.pop(r"\bmedian\b"), Measure("median"))
    add(t.pop(r"\b" + avg_word + r"\b"), Measure("avg"))
    payer_words = PAYER_WORDS
    recip_words = RECIPIENT_WORDS
    # "how many counterparties has payer 0x... paid": the other side of an address whose
    # side is known (of an address on either side, which side?)
    other = r"|counterparties" if bool(filters.payer) != bool(filters.recipient) else ""
    distinct_said = (r"\b(?:how many (?:more |fewer |less )?|number of )?(?:active\s+)?(?:unique|"
                     r"distinct|different)\s+(?:active\s+)?(" + payer_words + "|" + recip_words +
                     r"|wallets|addresses" + other + r")\b|\b(?:how many|number of|count of)\s+"
                     r"(?:more\s+|fewer\s+|less\s+)?(?:active\s+)?(" + payer_words + "|"
                     + recip_words + r"|wallets|addresses" + other + r")\b"
                     # "did April have more payers than May": the noun only ("more" compares)
                     r"|(?:(?<=\bmore\s)|(?<=\bfewer\s))(" + payer_words + "|" + recip_words
                     + r")\b")
    # "distinct wallets, payers or recipients": wallets on either side, which no measure
    # here counts (left unplaced, so refused, not answered as the payers)
    either = rx.search(r"\b(?:wallets|addresses|accounts)\b.{0,80}?(?:" + EITHER_SIDE + r"|\b"
                       r"(?:payers?|senders?)\s*(?:and|or|&|\+|/)\s*(?:recipients?|receivers?)\b|"
                       r"\bboth\s+sides)", t.original)
    if either and not (filters.payer or filters.recipient or filters.party):
        return out  # its words stay unplaced
    # every one asked: "how many payments, how many payers and how many recipients"
    while distinct := t.find(distinct_said):
        noun = distinct[1] or distinct[2] or distinct[3]
        if noun == "addresses" and not (filters.payer or filters.recipient or filters.party) \
                and not rx.search(r"\b(?:pa(?:y|id|ys|ying)|sen[dt]s?|sending|spen[dt]s?|spending|"
                                  r"ma(?:de|ke|kes|king)|receiv\w*|got|gets?|earn\w*|bought|buy\w*|"
                                  r"purchas\w*|collect\w*|charg\w*)\b", t.original):
            # "how many unique addresses were active": payers and recipients together,
            # which no measure here counts (left unplaced, so refused)
            return out
        if rx.fullmatch(payer_words, noun) and not _paid_soft(noun, t.original[distinct.end():]):
            kind = "distinct_payer"
        elif rx.fullmatch(recip_words + "|" + _SOFT_PAYERS, noun) or filters.payer:
            kind = "distinct_recipient"
        elif filters.recipient:
            kind = "distinct_payer"
        else:
            kind = "distinct_recipient" if t.has(r"\b(?:got paid|received|receive|were paid)"
                                                 r"\b") else "distinct_payer"
        out.append((distinct.start(), Measure(kind)))
        t.take(distinct.start(), distinct.end())
        also = rx.match(r"\s*(?:and|&|,)\s*(?:(?:unique|distinct|different)\s+)?(" + payer_words
                        + "|" + recip_words + r")\b", t.rest[distinct.end():])
        if also:  # "unique buyers and sellers"
            other = "distinct_payer" if rx.fullmatch(payer_words, also[1]) else \
                "distinct_recipient"
            out.append((distinct.end(), Measure(other)))
            t.take(distinct.end(), distinct.end() + also.end())
    count = t.find(r"\bhow many\b|\bnumber of\b|\bcount\b|\bhow often\b|\bhow many times\b")
    listed_rows = r"(?:payments|settlements|transactions|transfers|txs|txns)"
    listed_other = (r"(?:the\s+)?(?:total\s+)?(?:volumes?|unique|distinct|average|avg|mean|median|"
                    r"sum|revenue|smallest|largest|biggest|min|max|usdc(?:\s+total)?)\b")
    at = count.start() if count else -1
    listed_usdc = False  # "payments settled and usdc": the rows and the usdc listed
    if not count:  # "payments, volume and unique payers": the rows listed as a figure
        count = t.find(r"(?:^|[:,]\s*|\s[-\u2013]\s+|\b(?:give|show|get|tell|send)\s+me\s+)"
                       r"(?:the\s+)?("
                       + listed_rows + r")(?:\s+(?:settled|made|processed|sent|received))?"
                       r"(?=\s*(?:,|and\b|&|\+)"
                       r"\s*" + listed_other + ")|" + listed_other[:-2] + r"(?:\s+(?:payers|"
                       r"recipients|payment size|payment|size|amount))?\s*(?:,|and|&|\+)\s*"
                       r"(?:the\s+)?(" + listed_rows + r")\b")
        at = count.start(1) if count and count[1] else count.start(2) if count else -1
        said = rx.search(r"\b(?:payers|recipients|buyers|sellers|merchants|customers)\s*(?:,|and|&|"
                         r"\+)\s*(?:the\s+)?(" + listed_rows + r")\b", t.original)
        if not count and said and t.rest[said.start(1):said.end(1)] == said[1]:
            count, at = said, said.start(1)  # "unique payers and payments"
        listed_usdc = bool(count and count[1] and rx.match(r"[^,&+]*?(?:,|\band\b|&|\+)\s*"
                                                          r"(?:the\s+)?(?:total\s+)?usdc\b",
                                                          t.rest[count.end(1):]))
    if count:
        out.append((at, Measure("count")))
    strong_volume = t.find(r"\b(?:volumes?|how much|total amount|sum|spent|spend|earn|earned|"
                           r"revenue|total usdc|money|dollars|funds|gmv|turnover|total (?:settled|"
                           r"paid|transferred|moved|transacted|sent|received|collected|processed|"
                           r"handled)|(?:total|combined|overall|summed)\s+(?:value|amount|usdc)|"
                           r"(?:paid|spent|sent|received|settled|transferred|moved)\s+in\s+total|"
                           r"what\s+(?:was\s+the\s+)?total(?=\s+(?:went|flowed|was\s+(?:paid|settled|"
                           r"sent)|passed|moved|came|(?:did|does|do|has|have|had)\s+(?:it|they|"
                           r"(?:the\s+)?(?:address|wallet|recipient|payer|merchant|0x[0-9a-f]{40}))"
                           r"\s+(?:receive|get|earn|collect|take\s+in|pay|send|spend)\b)))\b|"
                           r"\bwhat\s+(?:did|do|does)\s+(?:those|these|they|the|their|such)\s+"
                           r"(?:\w+\s+){0,2}?(?:total|sum\s+to|add\s+up\s+to|come\s+to)\b")
    weak_volume = t.find(r"\b(?:usdc|amount|value)\b")
    total = t.find(r"(?<!\bin )\btotal\b(?!\s+(?:(?:payment|settlement|transaction)\s+)?(?:"
                   r"number|count)|\s+of settlements|\s+of payments)")
    if not strong_volume and count and total and total.start() != count.start():
        strong_volume = total  # "how many ..., and what was the total?"
    listed = t.find(r"\b(?:count|number)\s*(?:,|and|&)\s*(?:the\s+)?(total|sum)\b")
    if not strong_volume and listed:  # "the count and total of payments"
        strong_volume = t.find(r"\b" + listed[1] + r"\b(?=\s+(?:of|volume|amount|usdc|value|"
                               r"paid|settled)?)")
    said_what = rx.search(r"\bwhat (?:did|does|has|have)\b.{0,80}?\b(?:pay|paid|spend|spent|send|"
                          r"sent|earn|earned|receive|received|get|got)\b", t.original)
    if said_what and not out and not strong_volume:  # "what did 0x... pay 0x..."
        strong_volume = said_what
    if not strong_volume:  # "payment count, USDC inflow" (the side's word, taken by its reader)
        strong_volume = _money_flow(t)
    if not strong_volume and not out:
        # "did 0x... pay more in April or in May", "who received more": money, as "pay the
        # most" is (a count is said with its noun: "more payments", "more often")
        strong_volume = rx.search(_MORE_MONEY, t.original)
    # "number of payments ..., and USDC received?", "how many payments and the USDC": the usdc
    # in a clause of its own beside a count is its volume (not "how many USDC payments")
    both_sides = rx.search(r"\b(?:paid|sent|made|spent)\b", t.original) and rx.search(
        r"\b(?:received|got|earned)\b", t.original)  # each side's figures: theirs to read
    usdc_clause = t.find(r"(?:,\s*(?:and\s+|plus\s+|&\s*)?|\band\s+|\bplus\s+|&\s*)(?:also\s+)?"
                         r"(?:the\s+|its\s+|their\s+)?(?:total\s+)?(usdc)\b(?!\s+(?:payments?|"
                         r"settlements?|transactions?|transfers?|txs?|txns?|stablecoin|token)\b)"
                         ) if count and out and not both_sides else None
    if strong_volume:
        out.append((strong_volume.start(), Measure("sum")))
    elif weak_volume and (not out or listed_usdc):
        out.append((weak_volume.start(), Measure("sum")))
    elif usdc_clause:
        out.append((usdc_clause.start(1), Measure("sum")))
    return out


#: "pay more", "received more", "got paid more": a comparison of money (never "more payments",
#: "more often", "more than 3 times" or "more than 1 USDC": a count, or an amount bound)
_MORE_MONEY = (r"\b(?:pay|pays|paid|spend|spends|spent|receive|receives|received|earn|earns|"
               r"earned|get\s+paid|got\s+paid|gets\s+paid|take\s+in|took\s+in)\s+more\b(?!\s+"
               r"(?:than\s+(?:\$|\d|once\b|twice\b|one\b|a\s|an\s)|(?:\w+\s+)?(?:payments?|"
               r"settlements?|transactions?|transfers?|txs?|txns?|times?|often|frequently|people|"
               r"payers?|recipients?|addresses|wallets|counterparties|merchants?)\b))")


def _money_flow(t: Text) -> re.Match[str] | None:
    """"payment count, USDC inflow", "total outflow": an address's money in (or out), said
    with the side's own word (which the side's reader takes); never "number of inflows",
    "inflow count" or "inflow payments" (a count)."""
    return rx.search(r"(?<!number of )(?<!count of )(?<!how many )\b(?:(?:usdc|total|gross)\s+"
                     r"(?:inflows?|outflows?)|inflow|outflow)\b(?!\s*(?:count|number|payments|"
                     r"settlements|transactions|transfers|txs|events)\b)", t.original)


def _count_beside_rows(t: Text, filters: Filters, facs: list[Facilitator]
                       ) -> list[tuple[int, Measure]]:
    """"payer 0x...: first and last payment, and total number of payments": the count of the
    address's rows the ends are taken from, asked beside them (taken). Without an address
    ("how many payments in May and when was the last one") the count is left unread."""
    m = t.find(r"\b(?:(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\s+(?:all\s+)?(?:its\s+|"
               r"their\s+)?|how\s+many\s+(?:total\s+)?|(?:its\s+|their\s+|the\s+)?total\s+)"
               r"(?:payments|settlements|transactions|transfers)(?:\s+in\s+total)?\b|\b(?:total\s+)?"
               r"(?:payment|settlement|transaction)\s+count\b")
    # a facilitator's rows too ("Meridian: total settlements ever, and its first one")
    if m is None or not (filters.payer or filters.recipient or filters.facilitator or
                         len(facs) == 1):
        return []
    t.take(m.start(), m.end())
    return [(m.start(), Measure("count"))]


def _total_beside(t: Text, kind: str, at: int) -> list[tuple[int, Measure]]:
    """"how many payments in total and how many per day on average": the total asked
    before (and beside) the per-day average, read (and taken) as its own figure."""
    rows = r"(?:payments|settlements|transactions|transfers|txns|txs)"
    said = (r"\b(?:how many|number of|count of)\s+" + rows + r"(?:\s+(?:in\s+total|total|"
            r"altogether|overall))?\b|\btotal\s+(?:number\s+of\s+|count\s+of\s+)?" + rows + r"\b"
            if kind == "per_day_count" else
            r"\bhow much\s+(?:\w+\s+){0,3}?in\s+total\b|\btotal\s+(?:volume|usdc|amount)\b|"
            r"\bvolume\s+in\s+total\b")
    total = t.find(said)
    if total is None or total.end() > at or not rx.search(r"\band\b|,|&", t.rest[total.end():at]):
        return []
    t.take(total.start(), total.end())
    return [(total.start(), Measure("count" if kind == "per_day_count" else "sum"))]


_ENTITY = [(r"payers?|spenders?|buyers?|senders?|wallets?|agents?|customers?|clients?|users?",
            "payer"),
           (r"recipients?|merchants?|sellers?|receivers?|payees?|services?|vendors?|providers?|"
            r"apis?|servers?|endpoints?|earners?", "recipient"),
           (r"facilitators?", "facilitator")]


def _unranked(t: Text, plan: Plan) -> None:
    """A ranking ranks by a count or a volume: any other measure named is not placed, but a
    share of payers, recipients or facilitators is their part of the whole."""
    share = t.find(SHARE_WORDS)
    if share and plan.group in ("payer", "recipient", "facilitator"):
        plan.ranked_share = True
        t.take(share.start(), share.end())
    m = t.find(r"\b(?:average|avg|mean|median|smallest|largest|biggest|highest|lowest|"
               r"unique|distinct|share|percent(?:age)?|min(?:imum)?|max(?:imum)?)\b")
    if m:
        plan.unplaced.append(f"a ranking by {m[0]}")
        t.take(m.start(), m.end())


def _group(t: Text, plan: Plan) -> None:
    """Top-k over an entity, the busiest day, or a time series."""
    ent = "|".join(p for p, _ in _ENTITY)
    m = t.find(r"\b(?:top|which|the|bottom|biggest|largest|leading|busiest|highest|smallest|"
               r"lowest)?\s*(\d+)\s+(?:(?!(?:payments|settlements|transactions|transfers|days|weeks|"
               r"months|hours)\b)"
               r"[a-z]+\s+){0,3}?(" + ent + r")\b|"
               r"\btop\s+(" + ent + r")\b|\b(?:which|list|list all|list the|show all|show me all)"
               r"\s+(" + ent + r")\b|\b(?:top|biggest|largest|most active|busiest|leading|most "
               r"popular|(?:top|highest|biggest)[- ](?:earning|spending|paying|grossing))\s+("
               + ent + r")\b")
    if m and m[1] and not rx.match(r"(?:top|which|the|bottom|smallest|lowest)\b",
                                   m[0].strip()) and not \
            rx.search(r"\b(?:biggest|largest|top|most|leading|busiest|highest)\b", m[0]):
        m = None  # "10 payers" alone is no ranking
    if m:
        noun = next(g for g in (m[2], m[3], m[4], m[5]) if g)
        plan.group = next(e for p, e in _ENTITY if rx.fullmatch(p, noun))
        plan.top = min(MAX_TOP, max(1, int(m[1]))) if m[1] else (
            10 if noun.endswith("s") else 1)
        plan.top_said = bool(m[1]) or not noun.endswith("s") or m[0].strip().startswith("top")
        listed = plan.group == "facilitator" and noun.endswith("s") and m[0].strip().startswith(
            "which") and rx.match(r"\s*(?:(?:were|was|are|is|have|had|been)\s+)?(?:active|used|"
                                  r"live|in use|handl\w*|process\w*|settl\w*|facilitat\w*|"
                                  r"rout\w*|involved|seen)\b", t.rest[m.end():]) and not t.has(
            r"\b(?:most|least|fewest|top|largest|biggest|highest|lowest|smallest|busiest)\b")
        if m[0].strip().startswith(("list", "show")) or listed:
            # "list recipients with ...", "which facilitators were active": all of them
            plan.top, plan.top_said = MAX_TOP, True
        t.take(m.start(), m.end())
        if rx.match(r"(?:bottom|smallest|lowest)\b", m[0].strip()):
            plan.descending = False  # "the bottom 5 payers", "the smallest 3 recipients"
        t.pop(r"\b(?:who|which)\b")
        # "how many payments did the biggest payer make": the figure asked of the biggest
        # (by volume), not what it is ranked on
        # (or of it, after: "who was the largest payer, and how many payments did they make")
        asked_of = (rx.search(r"\bhow many (?:payments|settlements|transactions|transfers)\s+"
                              r"(?:did|does|do|has|have|had)\s+(?:each\s+of\s+)?(?:the\s+)?$",
                              t.original[:m.start()])
                    or rx.search(r"^[^?]*?\band\s+how many (?:payments|settlements|transactions|"
                                 r"transfers)\s+(?:did|does|do|has|have|had)\s+(?:they|it|that\s+"
                                 r"(?:one|payer|recipient|wallet|address)|he|she)\b",
                                 t.original[m.end():])) \
            and rx.search(r"\b(?:biggest|largest)\b", m[0])
        if (asked_of is None and rx.search(
                r"\bhow many (?:payments|settlements|transactions|transfers)\s+(?:did|does|do|"
                r"has|have|had)\s+(?:each\s+of\s+)?(?:the\s+)?$", t.original[:m.start()])
                and rx.search(r"\b(?:top|leading)\b", m[0]) and not rx.search(
                    r"\b(?:by|in\s+terms\s+of)\s+(?:usdc\s+|total\s+)?(?:volume|usdc|amount|value|"
                    r"spend\w*|payments|settlements|transactions|count|number)\b|\b(?:most|"
                    r"fewest)\b", t.original)):
            # "how many payments did the top payer make": top by volume (as "the biggest"),
            # or the payer with the most payments?
            plan.unplaced.append(f"'{m[0].strip()}' (ranked by volume or by number of "
                                 "payments?)")
        unasked = rx.sub(r"\bhow many (?:payments|settlements|transactions|transfers)\b", " ",
                         t.rest, count=1) if asked_of else t.rest
        said_big = (rx.search(r"\b(?:biggest|largest|richest|(?:top|highest|biggest)[- ]"
                              r"(?:earning|grossing|spending))\b|\bgot the most\b", t.original)
                    or most_by_verb(t.original)) and not rx.search(
            r"\b(?:payments|settlements|transactions|times|number|count|active)\b", unasked)
        # "the fewest recipients": ranked by distinct recipients, from the bottom
        low_distinct = t.find(r"\b(?:fewest|(?<!at )least|fewer|less)\s+(?:(?:unique|distinct|"
                              r"different)\s+)?(?:" + PAYER_WORDS + "|" + RECIPIENT_WORDS + r")\b")
        early = ranked_distinct(t, plan.group)
        if early is not None and low_distinct is not None:
            plan.descending = False
        fewest = t.find(r"\b(?:the\s+)?(?:fewest|(?<!at )least|lowest|smallest|bottom)\b")
        if fewest and not rx.search(r"\b(?:top|biggest|largest|leading|busiest)\b", m[0]):
            plan.descending = False  # "which facilitator processed the fewest payments"
            t.take(fewest.start(), fewest.end())
        # "the lowest total received": a USDC total, not a number of settlements
        summed = t.has(VOLUME_WORDS) or t.has(r"\btotals?\b(?!\s+(?:number|count|of (?:payments|"
                                              r"settlements|transactions)))")
        often = t.pop(r"\b(?:(?:the\s+)?(?:most|least)\s+)?(?:often|frequently)\b")
        by_count = bool(often) or t.has(
            r"\b(?:number of|most|count of|fewest)\s+(?:payments|settlements|transactions)\b|"
            r"\bpayment count\b|\bby (?:payments|settlements|count)\b") or (
            fewest is not None and not summed)
        by_volume = (summed or bool(rx.search(r"\b(?:spenders?|earners?)\b", t.original))
                     or bool(said_big)) and not by_count
        # "the most payers": ranked by distinct payers (read before "the most" is taken)
        distinct = early or ranked_distinct(t, plan.group)
        measure = Measure("sum" if by_volume else "count")
        while t.pop(r"\b(?:by|the most|most|with)\b"):
            pass
        measure = distinct or ranked_distinct(t, plan.group) or measure
        if asked_distinct(t):  # "how many payers did the top recipient have": no column here
            plan.unplaced.append("a number of distinct payers (recipients) of those ranked")
        if measure.kind == "sum":  # "the largest total amount": the volume ranked on
            t.pop(r"\b(?:largest|biggest|highest|greatest)\s+(?=(?:total|amount|volume|sum|usdc)"
                  r"\b(?!\s+(?:payments?|settlements?|transactions?|transfers?)\b))")
        _unranked(t, plan)
        plan.measures = [measure]
        return
    m = t.find(r"\bwho\s+(?:(received|got paid|got|earned|collected|was paid|were paid)|paid|"
               r"spent|sent|made)\s+(?:the\s+)?most(\s+(?:often|frequently|times))?\b")
    if m:
        plan.group, plan.top = ("recipient" if m[1] else "payer"), 1
        t.take(m.start(), m.end())
        k = t.pop(r"\b(?:give me |show me |list )?(?:the )?top\s+(\d+)\b")
        if k:  # "who got paid most often? give me the top 3"
            plan.top = min(MAX_TOP, max(1, int(k[1])))
        # "who paid the most, by count": the ranking's figure said after it
        counted = t.pop(r"\b(?:by|in\s+terms\s+of)\s+(?:the\s+)?(?:(?:payment|settlement|"
                        r"transaction)s?\s+)?(?:count|number|frequency)\b")
        by_count = bool(m[2]) or bool(counted) or (t.has(
            r"\b(?:payments|settlements|transactions|times)\b") and not t.has(VOLUME_WORDS))
        plan.measures = [Measure("count" if by_count else "sum")]
        return
    m = t.find(r"\b(?:which|what|busiest|quietest)\s+(?:day|weekday)\s+of\s+(?:the\s+)?week\b|"
               r"\b(?:which|what|busiest|quietest)\s+weekday\b|\b(?:the\s+)?(?:day\s+of\s+(?:the\s+)?"
               r"week|weekday)\s+with\b|"
               r"\b(?:by|per|for each|each|across)\s+(?:the\s+)?(?:day|weekday)\s+of\s+(?:the\s+)?"
               r"week\b")
    if m:  # "busiest day of the week": ISO weekday, all weeks of the period together
        plan.group = "weekday"
        ranked = not rx.match(r"(?:by|per|for|each|across)\b", m[0])
        plan.top = 1 if ranked else None
        plan.descending = not t.has(r"\b(?:quietest|(?<!at )least|fewest|lowest|smallest)\b")
        t.take(m.start(), m.end())
        while t.pop(r"\b(?:the most|most|highest|largest|biggest|quietest|(?<!at )least|"
                    r"fewest|lowest|smallest|top|busiest)\b"):
            pass
        plan.measures = [Measure("count"), Measure("sum")] if ranked else []
        plan.rank = 1 if ranked and t.has(VOLUME_WORDS) else 0
        _unranked(t, plan)
        return
    if _top_units(t, plan):
        return
    hour_of_day = r"(?:\s+of\s+(?:the\s+)?day)?(?:\s+\(?utc\)?)?"
    m = t.find(r"\b(?:which|what|busiest|quietest)\s+(?:utc\s+)?(day|week|month|hour)\b"
               + hour_of_day + r"|\bthe (day|week|month|hour) with\b|\bon which (day)\b|\b(?:in|"
               r"during) which (week|month)\b|\bat which (hour)\b" + hour_of_day
               + r"|\b(?:highest|biggest|largest|top|peak|record|busiest|lowest|smallest|"
               r"quietest)[- ](?:volume|count|activity|traffic|grossing|earning|payment)[- ]"
               r"(?:utc\s+)?(day|week|month|hour)\b")
    if m and not rx.match(r"(?:highest|biggest|largest|top|peak|record|busiest|lowest|smallest|"
                          r"quietest)\b", m[0]) and rx.search(ONE_EXTREME_PAYMENT, t.original):
        m = None  # "what date was the smallest payment": that payment's row, not a day's total
    if m:
        plan.group, plan.top = next(g for g in m.groups() if g), 1
        plan.descending = not rx.search(r"\b(?:quietest|(?<!at )least|fewest|lowest|smallest)\b",
                                        t.rest + " " + m[0])
        volume_said = rx.search(r"\b(?:volume|grossing|earning)\b", m[0]) is not None
        # "the volume on the busiest day": busy is a number of settlements; the volume is
        # a figure of that day unless the ranking says "by volume"
        busy = rx.search(r"\b(?:busiest|quietest)\b", m[0]) is not None and not rx.search(
            r"\b(?:by|in|in terms of)\s+(?:usdc\s+)?(?:volume|usdc|amount|value)\b",
            t.original)
        t.take(m.start(), m.end())
        if plan.group == "day":  # "the highest-volume day: the date and its volume"
            t.pop(r"\b(?:(?:the|its|that|which|what)\s+)?(?:date|calendar\s+day)\b")
        asked = asked_distinct(t)  # "... and how many payers paid": a figure of that day
        distinct = ranked_distinct(t, plan.group)
        while t.pop(r"\b(?:the most|most|highest|largest|biggest|quietest|(?<!at )least|"
                    r"fewest|lowest|smallest|top|max(?:imum)?|min(?:imum)?|busiest)\b"):
            pass
        plan.measures = [Measure("count"), Measure("sum")]
        often = t.pop(r"\b(?:the\s+)?(?:most\s+)?(?:often|frequently)\b")
        plan.rank = 0 if often else 1 if volume_said or most_by_verb(t.original) or (
            t.has(VOLUME_WORDS) and not busy and not _ranked_by_count(t)) else 0
        _unit_distinct(t, plan, asked, distinct)
        _unranked(t, plan)
        return
    m = t.find(r"\b(?:by|per|for each|each|across|broken down by|split by|grouped by)\s+(" + ent
               + r")\b")
    if m and rx.search(r"\b(?:settled|paid|made|sent|processed|handled|facilitated|received|"
                       r"done|routed|go|went|gone|spent|earned|collected)\s*$",
                       t.original[:m.start()]):
        m = None  # "settled by facilitators other than Coinbase" is no breakdown
    counted = rx.search(r"\b((?:unique|distinct|different|active)\s+)?(" + PAYER_WORDS + "|"
                        + RECIPIENT_WORDS + r"|wallets|addresses)\s*$", t.original[:m.start()]) \
        if m else None
    if m and counted:  # "payers per recipient": each group's distinct count, not its rows
        plan.unplaced.append(f"'{counted[0].strip()} {m[0]}' (a count of one side per group)")
        t.take(m.start(), m.end())
        return
    if m and m[0].startswith("per") and not m[1].endswith("s") and not rx.search(
            r"\b(?:top|bottom|list\w*|rank\w*|each|every|all|table|rows?|show|which|sort\w*|"
            r"order\w*|group\w*|highest|lowest|most|fewest|biggest|largest|totals?|sums?)\b|=",
            t.original):
        # "the volume per payer in Q1": each payer's volume, or the average payer's? ("the
        # total volume per recipient" is each one's total)
        plan.unplaced.append(f"'{m[0]}' (each {m[1]}'s figure, or the average per {m[1]}?)")
        t.take(m.start(), m.end())
        return
    if m:  # "volume by facilitator": every group, ranked
        noun = m[1]
        plan.group = next(e for p, e in _ENTITY if rx.fullmatch(p, noun))
        plan.top = MAX_TOP
        t.take(m.start(), m.end())
        plan.measures = [Measure("sum" if t.has(VOLUME_WORDS) else "count")]
        _unranked(t, plan)
        return
    if _peak_unit(t, plan):
        return
    sized = t.find(r"\b(?:average|avg|mean)\s+(?:(?:payment|settlement|transaction|transfer)s?\s+)?"
                   r"(?:size|amount|value)s?\b")
    unit = t.find(r"\b(?:per|each|every|by|for each)\s+(month|week)\b|\b(month|week)ly\b")
    if sized and unit:  # "average payment size per month": the average of each month
        plan.group = unit[1] or unit[2]
        t.take(unit.start(), unit.end())
        return
    if t.has(r"\b(?:average|avg|mean)\b|\bon average\b"):
        return  # "average daily volume": a per-day average, not a series
    m = t.find(r"\b(?:median|max(?:imum)?|min(?:imum)?|highest|lowest)\s+(?:daily|weekly|"
               r"monthly)\b")
    if m:  # "median daily volume": a figure over daily totals, not a series
        plan.unplaced.append(m[0])
        t.take(m.start(), m.end())
        return
    if t.pop(r"\b(?:trend|over time|time series|series)\b") and not t.has(
            r"\b(?:weekly|per week|each week|by week|monthly|per month|each month|by month)\b"):
        plan.group = "day"
        return
    for pattern, grain in ((r"\b(?:by|per|for each|each|across)\s+(?:the\s+)?hours?\s+of\s+"
                            r"(?:the\s+)?day\b(?:\s+\(?utc\)?)?|\b(?:hourly|hour[- ]of[- ]"
                            r"(?:the[- ])?day)\s+(?:distribution|profile|pattern|histogram)\b|"
                            r"\b(?:distribution|profile|histogram)\s+(?:by|per|"
                            r"over|across)\s+(?:the\s+)?hours?(?:\s+of\s+(?:the\s+)?day)?\b",
                            "hour"),
                           (r"\b(?:daily|per day|each day|every day|by day|day by day)\b",
                            "day"),
                           (r"\b(?:weekly|per week|each week|every week|by week|week by week)\b",
                            "week"),
                           (r"\b(?:monthly|per month|each month|every month|by month|month by "
                            r"month)\b", "month")):
        if t.pop(pattern):
            plan.group = grain
            t.pop(r"\b(?:the\s+)?(?:distribution|profile|histogram)(?:\s+of)?\b")  # "of volume by"
            return


#: the time of a payment asked ("when was the largest payment", "at what time")
#: the time of one payment asked ("when was it", "and when did it happen", "amount and date",
#: "which day", "the day it happened")
_WHEN = (r"\bwhen\b(?:\s+(?:did|was)\s+(?:it|that|this)(?:\s+(?:happen|take\s+place|made|paid|"
         r"sent|settled))?\b)?|\b(?:at\s+)?(?:what|which)\s+(?:time|date|day|timestamp)\b|"
         r"\btimestamp\b|\b(?:its|the|and)\s+(?:date|day|time)\b(?:\s+(?:it|that)\s+(?:happened|"
         r"took\s+place|was\s+(?:made|paid|sent|settled)))?")
_ORDINAL = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}
_ONE_PAYER = r"payer|buyer|sender|spender|agent|customer|client|user|wallet|account"
_ONE_RECIPIENT = (r"recipient|receiver|merchant|seller|payee|vendor|provider|service|api|server|"
                  r"endpoint")


def _per_entity(t: Text, plan: Plan) -> bool:
    """"average payments per payer", "how much did the average recipient earn": the
    settlements or the USDC of the period divided by its distinct payers (recipients)."""
    median = t.find(r"\bmedian\s+(?:" + _ONE_PAYER + "|" + _ONE_RECIPIENT + r")\b(?!\s*-?\s*(?:"
                    r"address|pair)\b)")
    if median:  # "the median payer in April": not the median payment; a median total unplanned
        t.take(median.start(), median.end())
        plan.unplaced.append(f"'{median[0]}' (a median of each one's total: ask for the "
                             "average per payer or recipient)")
        return False
    if not t.has(r"\b(?:average|avg|mean|typical)\b|\bon average\b"):
        return False
    m = t.find(r"\b(?:per|each|every|an?|the\s+(?:average|avg|mean|typical))\s+(?:single\s+|"
               r"active\s+)?(?:(" + _ONE_PAYER + r")|(" + _ONE_RECIPIENT + r"))\b(?!\s*-?\s*(?:"
               r"address|pair|day|week|month)\b)")
    # "how many payments did payers make on average": the plural said with "on average"
    m = m or t.find(r"\b(?:did|do|does|have|had)\s+(?:the\s+)?(?:(" + PAYER_WORDS + r"|wallets)|("
                    + RECIPIENT_WORDS + r"))\b(?=[^?.;]{0,40}\bon (?:average|avg)\b)")
    if m is None and rx.search(r"\bhow many\b", t.original) and rx.search(
            r"\bon (?:average|avg)\b", t.original) and not rx.search(
            r"\b(?:per|each|every|daily|weekly|monthly|hourly)\b|\ban?\s+(?:day|week|month|hour)\b",
            t.original):
        # "how many payments were made on average": an average count, over what unsaid
        plan.unplaced.append("an average number: per day, or per payer?")
        return False
    if m is None or t.has(r"\b(?:unique|distinct|different|median|per day|a day|daily|each day|"
                          r"per (?:week|month))\b"):
        return False
    who = "payer" if m[1] else "recipient"
    if not t.has(r"\b(?:average|avg|mean)\b|\bon average\b"):
        # "typical" reads as the median elsewhere; a median of per-payer totals is not planned
        plan.unplaced.append(f"a typical (median) {who}'s total: ask for the average per {who}")
        return False
    rest = t.rest[:m.start()] + " " * (m.end() - m.start()) + t.rest[m.end():]
    other = RECIPIENT_WORDS if who == "payer" else PAYER_WORDS
    if rx.search(r"\b(?:" + other + r"|wallets|addresses|facilitators)\b|\bper\s+(?:payment|"
                 r"settlement|transaction|transfer)\b", rest):
        return False  # "recipients per payer" is a distinct count; "per payment per payer"?
    if rx.search(r"\b(?:payment|settlement|transaction|transfer)s?\s+(?:size|amount|value)s?\b|"
                 r"\b(?:size|amount)s?\s+of\s+(?:a\s+|each\s+|the\s+|their\s+)?(?:payment|"
                 r"settlement|transaction|transfer)s?\b|\b(?:average|avg|mean)\s+size\b|\bticket\b|"
                 r"\bfor each\b|\b(?:average|avg|mean)\s+(?:payment|settlement|transaction|"
                 r"transfer)\b(?!s)", rest):
        return False  # "average payment size for each recipient": one average per recipient
    counted = t.has(r"\b(?:how many|number of|count|payments|settlements|transactions|"
                    r"transfers|txs?)\b") and not t.has(
        r"\b(?:how much|volume|spend|spent|earn|earned|revenue|income|usdc|amount|value|"
        r"money|dollars)\b")
    plan.measures = [Measure(("count_per_" if counted else "sum_per_") + who)]
    t.take(m.start(), m.end())
    while t.pop(r"\b(?:average|avg|mean|typical)\b|\bon average\b"):
        pass
    return True


_LOW = r"lowest|fewest|(?<!at )least|smallest|min(?:imum)?|quietest"


#: a figure a ratio divides ("unique payers", "the number of payments", "volume")
_RATIO_SIDE = (r"((?:the\s+)?(?:total\s+)?(?:number\s+of\s+|count\s+of\s+)?(?:(?:unique|"
               r"distinct|different|active)\s+)?(?:volumes?|usdc|spend|" + PAYER_WORDS + "|"
               + RECIPIENT_WORDS + r"|payer|recipient|wallets|addresses|payments?|settlements?|"
               r"transactions?|transfers?)(?:\s+count)?)")


def _ratio_kind(phrase: str) -> str:
    """The measure a phrase names: a volume, a distinct count of one side, or a count."""
    if rx.search(r"\b(?:volumes?|usdc|spend)\b", phrase):
        return "sum"
    if rx.search(r"\b(?:" + RECIPIENT_WORDS + r"|recipient)\b", phrase):
        return "distinct_recipient"
    if rx.search(r"\b(?:" + PAYER_WORDS + r"|payer|wallets|addresses)\b", phrase):
        return "distinct_payer"
    return "count"


def _ratio(t: Text, plan: Plan) -> tuple[int, Measure] | None:
    """"the ratio of volume to payments" (the average payment), "payers to recipients
    ratio", "volume divided by the number of payments": one figure divided by another."""
    m = (t.find(r"\bratio\s+(?:of\s+|between\s+)?" + _RATIO_SIDE + r"\s+(?:to|vs\.?|versus|and|"
                r":|/|over)\s+" + _RATIO_SIDE + r"\b")
         or t.find(_RATIO_SIDE + r"\s*(?:-?\s*to\s*-?|:|/)\s*" + _RATIO_SIDE + r"\s+ratio\b")
         or t.find(_RATIO_SIDE + r"\s+divided\s+by\s+" + _RATIO_SIDE + r"\b"))
    # ("unique payers per recipient" is no ratio: the average of each recipient's payers
    # counts a payer once per recipient it paid)
    if m is None:
        return None
    a, b = _ratio_kind(m[1]), _ratio_kind(m[2])
    if a == b:
        return None
    t.take(m.start(), m.end())
    t.pop(r"\bratio\b")
    t.pop(r"\bhow many\b")
    if (a, b) == ("sum", "count"):
        plan.understood.append(f"read '{' '.join(m[0].split())}' as the average payment "
                               "(volume divided by the number of settlements)")
        return m.start(), Measure("avg")
    return m.start(), Measure("ratio", (a, b))


def _over_days(t: Text, plan: Plan) -> tuple[int, Measure] | None:
    """"median daily volume", "daily active payers (DAU)", "average unique payers per day":
    the median or average over the period's days of one figure of each day, with where it
    was asked. An average of each day's settlements or volume is the per-day average
    (``_measures``), and "daily unique payers" alone a series (``_group``)."""
    agg = r"(median|average|avg|mean|typical)\s+"
    ones = (r"(?:(?:unique|distinct|different|active)\s+)?(?:" + PAYER_WORDS + "|" + RECIPIENT_WORDS
            + r"|wallets|addresses)")
    noun = (r"(" + ones + r"|(?:(?:number|count)\s+of\s+)?(?:payments|settlements|transactions|"
            r"transfers|txs|txns)(?:\s+count)?|(?:payment|settlement|transaction|transfer|tx)\s+"
            r"count|(?:total\s+)?(?:usdc\s+)?(?:volume|usdc|spend|gmv|turnover))\b")
    per_day = r"(?:per|a|each|every)\s+(?:calendar\s+)?day\b"
    said_avg = r"\bon average\b|\b(?:average|avg|mean)\b|\baveraged\b"
    daily = r"daily\s+(?:active|unique|distinct)\s+"
    m = t.find(r"\b(?:" + agg + r")?(?:(daus?)\b|" + daily + "(" + PAYER_WORDS + r"|wallets|"
               r"addresses)\b|" + daily + "(" + RECIPIENT_WORDS + r")\b)")
    extra = None
    if m is not None:
        inner = "distinct_recipient" if m[4] else "distinct_payer"
        how = m[1]
        if how is None and not m[2]:
            extra = t.find(said_avg)
            if extra is None:
                return None  # "daily unique payers in May": one figure per day (a series)
            how = "average"
    else:
        m = (t.find(r"\b" + agg + r"(?:number\s+of\s+)?(?:daily|day's|per[- ]day)\s+" + noun)
             or t.find(r"\b" + agg + noun + r"\s+" + per_day))
        if m is not None:
            how, inner = m[1], _ratio_kind(m[2])
        else:
            m = t.find(r"\b(?:how many\s+|number of\s+)?(" + ones + r")\s+(?:\w+\s+){0,4}?"
                       + per_day)
            extra = t.find(said_avg) if m is not None else None
            if m is None or extra is None:
                return None
            how, inner = "average", _ratio_kind(m[1])
        if how in ("average", "avg", "mean") and not inner.startswith("distinct"):
            return None  # "average daily volume": the per-day average over calendar days
    t.take(m.start(), m.end())
    if extra is not None:
        t.take(extra.start(), extra.end())
    if how == "typical":
        plan.understood.append("read 'typical' as the median")
    if m[0].strip().split()[-1].startswith("dau"):
        plan.understood.append("read 'DAU' as the daily active payers (distinct payers of a "
                               "day)")
    kind = "median" if how in ("median", "typical") else "avg"
    return m.start(), Measure("over_days", (kind, inner))


_BUSY = r"busiest|quietest|biggest|largest|highest|lowest|smallest|best|worst|most active|" \
    r"least active|top"


def _ranked_by_count(t: Text) -> bool:
    """"which day had the most payments, and what was its volume": the ranking says a number
    of settlements before any word of volume (the volume asked after is a figure of the day)."""
    m = rx.search(r"\b(?:most|fewest|(?<!at )least|(?:highest|largest|greatest|lowest|smallest)"
                  r"\s+(?:number|count)\s+of)\s+(?:[a-z0-9]+\s+)?(?:payments|settlements|"
                  r"transactions|transfers|txs|txns)\b", t.original, re.I)
    if m is None or rx.search(r"\b(?:by|in terms of)\s+(?:usdc\s+)?(?:volume|usdc|amount|"
                              r"value)\b", t.original, re.I):
        return False
    # "volume on the day with the most payments": the clause on the unit says its ranking,
    # whatever figure of the day is asked before it
    return rx.search(VOLUME_WORDS, t.original[:m.start()], re.I) is None or rx.search(
        r"\b(?:days?|weeks?|months?|hours?|dates?)\s+(?:with|that\s+(?:had|saw)|which\s+(?:had|"
        r"saw)|having|seeing)\s+(?:the\s+)?$", t.original[:m.start()], re.I) is not None


def _unit_distinct(t: Text, plan: Plan, asked: Measure | None, distinct: Measure | None
                   ) -> None:
    """A ranked unit's distinct payers (recipients): ranked on ("the day with the most unique
    payers") unless the ranking says settlements, or a figure of it ("and how many payers")."""
    if distinct:
        plan.measures.append(distinct)
        plan.rank = 0 if _ranked_by_count(t) else len(plan.measures) - 1
    if asked and asked not in plan.measures:
        plan.measures.append(asked)


def _top_units(t: Text, plan: Plan) -> bool:
    """"top 3 days by volume", "the 5 busiest days", "which 2 weeks had the most volume": the
    k days (weeks, months) with the highest or lowest figure, each with its figures."""
    m = t.find(r"\b(?:the\s+)?(?:(?:top|which|what)\s+(\d+)|(\d+)\s+(" + _BUSY + r"))\s+(?:("
               + _BUSY + r")(?:[- ](?:volume|count|activity))?\s+)?(days\s+of\s+(?:the\s+)?week|"
               r"days|weeks|months)\b")
    if m is None:
        return False
    k = int(m[1] or m[2])
    said = " ".join(w for w in (m[3], m[4]) if w)
    low = rx.search(r"\b(?:quietest|lowest|smallest|worst|least)\b", said) or (
        t.has(r"\b(?:fewest|(?<!at )least|lowest|smallest)\b") and not said)
    # "the top 3 days of the week": ISO weekdays, all weeks of the period together
    group = "weekday" if m[5].endswith("week") and m[5].startswith("days ") else m[5][:-1]
    if group == "weekday" and k > 7:
        return False
    plan.group, plan.top, plan.descending = group, min(MAX_TOP, max(1, k)), not low
    busy = rx.search(r"\b(?:busiest|quietest|active)\b", said) is not None and not rx.search(
        r"\b(?:by|in|in terms of)\s+(?:usdc\s+)?(?:volume|usdc|amount|value)\b", t.original)
    t.take(m.start(), m.end())
    asked, distinct = asked_distinct(t), ranked_distinct(t, plan.group)
    while t.pop(r"\b(?:by|had|have|with|saw|the most|most|highest|largest|biggest|quietest|"
                r"(?<!at )least|fewest|lowest|smallest)\b"):
        pass
    plan.measures = [Measure("count"), Measure("sum")]
    plan.rank = 1 if t.has(VOLUME_WORDS) and not busy and not _ranked_by_count(t) else 0
    _unit_distinct(t, plan, asked, distinct)
    _unranked(t, plan)
    return True


def _peak_unit(t: Text, plan: Plan) -> bool:
    """"peak daily volume", "the most payments in a single day", "lowest weekly count": the
    day (week, month) with the highest or lowest figure, and that figure."""
    m = t.find(r"\b(max(?:imum)?|highest|peak|record|top|biggest|largest|" + _LOW + r")\s+"
               r"(daily|weekly|monthly)\b(?!\s+(?:payment|settlement|transaction|transfer|"
               r"amount)\b(?!\s+(?:count|volume|number|total)))")
    grain = {"daily": "day", "weekly": "week", "monthly": "month"}.get(m[2]) if m else None
    low = bool(m and rx.fullmatch(_LOW, m[1]))
    if m is None:
        m = t.find(r"\b(?:in|on|during|for|within)\s+(?:a|one|any)\s+(?:single\s+)?(day|week|"
                   r"month)\b")
        ext = t.find(r"\b(?:highest|largest|biggest|most|max(?:imum)?|greatest|record|peak|"
                     + _LOW + r")\b(?!\s+(?:single\s+)?(?:payment|settlement|transaction|"
                     r"transfer|amount)\b)")
        if m is None or ext is None:
            return False
        grain, low = m[1], rx.fullmatch(_LOW, ext[0]) is not None
        t.take(ext.start(), ext.end())
    t.take(m.start(), m.end())
    plan.group, plan.top, plan.descending = grain, 1, not low
    plan.measures = [Measure("count"), Measure("sum")]
    plan.rank = 1 if t.has(VOLUME_WORDS) and not t.has(r"\b(?:number|count|how many)\b") else 0
    _unranked(t, plan)
    return True


#: payer words that say no side of their own: "how many users got paid" counts recipients
_SOFT_PAYERS = r"agents|customers|clients|users"


def _paid_soft(noun: str, after: str) -> bool:
    """``noun`` is a payer word without a side of its own, and the verb after it receives."""
    return bool(rx.fullmatch(_SOFT_PAYERS, noun, re.I)) and bool(rx.match(
        r"\s+(?:(?:have|has|had|were|was|did)\s+)?(?:(?:been|get|got|gets|getting)\s+paid|"
        r"were\s+paid|received?|receiving|earn(?:ed)?|collect(?:ed)?)\b", after, re.I))


def _having(t: Text) -> tuple[str, tuple[Bound | None, Bound | None]] | None:
    """"how many payers made more than 10 payments": a count of payers (or recipients) with
    a number of settlements in a range."""
    m = t.find(_HAVING)
    who = t.find(r"\b(?:how many|number of|count of|count)\s+(?:(?:unique|distinct|different)"
                 r"\s+)?(" + PAYER_WORDS + "|" + RECIPIENT_WORDS + r"|wallets|addresses)\b")
    # "on how many days were there over 35 payments"
    who = who or t.find(r"\b(?:on\s+|in\s+)?(?:how many|number of|count of)\s+(?:(?:distinct|"
                        r"different|separate|unique|calendar)\s+)?(days)\b")
    if m is None or who is None:
        return None
    noun = who[1]
    if noun == "days" and (m["w"] or m["w2"] or "").lower() in (
            "fewer than", "less than", "under", "at most", "no more than", "not more than",
            "fewer", "less"):
        return None  # a day without any settlement is in no group: "fewer than 5" is unread
    if noun == "days":
        kind = "days_with"
    elif rx.fullmatch(RECIPIENT_WORDS, noun) or _paid_soft(noun, t.original[who.end():]) or (
            not rx.fullmatch(PAYER_WORDS, noun) and t.has(r"\b(?:received|receiving|got|earned|"
                                                          r"were paid)\b")):
        kind = "recipients_with"
    else:
        kind = "payers_with"
    word = (m["w"] or m["w2"]).lower()
    n = Decimal(m["n"] or m["n2"])
    t.take(m.start(), m.end())
    t.take(who.start(), who.end())
    if word == "exactly":
        return kind, (Bound(n, True), Bound(n, True))
    upper = word in ("fewer than", "less than", "under", "at most", "no more than",
                     "not more than", "fewer", "less")
    inclusive = word in ("at least", "at most", "no more than", "no fewer than", "no less than",
                         "not more than") or bool(m["w2"])
    bound = Bound(n, inclusive)
    return kind, ((None, bound) if upper else (bound, None))


def _weekdays(t: Text) -> tuple[tuple[int, ...], str] | None:
    """"on weekends", "on weekdays", "on Mondays": ISO days of the week kept (a plural, so
    "last weekend" and "on monday the 3rd" stay dates)."""
    m = t.pop(r"\b(?:(?:on|during|over|in|at)\s+)?(?:the\s+)?(weekends|weekdays|week-days|"
              r"business days|working days|" + "|".join(d.lower() + "s" for d in WEEKDAYS)
              + r")\b")
    if m is None:
        return None
    word = m[1].replace("-", "")
    if word == "weekends":
        return (6, 7), "weekends"
    if word in ("weekdays", "business days", "working days"):
        return (1, 2, 3, 4, 5), "weekdays"
    day = [d.lower() for d in WEEKDAYS].index(word[:-1]) + 1
    return (day,), word.title()


def _share_part(plan: Plan, filters: Filters, facs: list[Facilitator], t: Text) -> Filters:
    """Split a share question's filters into the part (``plan.share_of``) and the whole
    (returned): the one facilitator, address, amount range or set of weekdays named. With
    two of them the part is the one said after the share's verb ("what share of Coinbase
    payments were under 0.01 USDC": Coinbase's payments are the whole) or the owner of the
    share ("Coinbase's share"); otherwise the question is refused."""
    amounts = filters.amount_lo or filters.amount_hi
    owner = rx.search(r"(?:'s|s')\s+(?:share|percent(?:age)?|proportion|fraction|part)\b",
                      t.original)
    present = [k for k, said in (("facilitator", facs), ("payer", filters.payer),
                                 ("recipient", filters.recipient), ("party", filters.party),
                                 ("amounts", amounts), ("weekdays", filters.weekdays),
                                 ("not_facilitator", filters.not_facilitator)) if said]
    if not present:
        plan.unplaced.append("what the share is of (a facilitator, an address, an amount range "
                             "or days of the week)")
        return filters
    part = present[0]
    if len(present) == 1 and _period_is_part(t, present[0], facs, filters):
        # "what share of Coinbase's volume was in May": Coinbase's volume is the whole and
        # May the part, not May's volume with Coinbase's part of it
        plan.unplaced.append("a share whose part is a period (of the whole's every day)")
        return filters
    if len(present) > 1:
        found = "facilitator" if facs and owner else _part_after_verb(t, present, facs, filters)
        if found is None:
            plan.unplaced.append("which of the filters is the share's part")
            return filters
        part = found
    if part == "facilitator":
        plan.share_of = Filters(facilitator=facs[0])
        return filters
    if part == "not_facilitator":
        # "what % of May's payments did not go through Coinbase": the part is every payment
        # of the whole but Coinbase's
        plan.share_of = Filters(not_facilitator=filters.not_facilitator)
        return filters.with_(not_facilitator=None)
    if part == "party":
        plan.unplaced.append(f"whether {filters.party}'s share is as payer or as recipient")
        return filters
    if part in ("payer", "recipient"):
        plan.share_of = Filters().with_(**{part: getattr(filters, part)})
        return filters.with_(**{part: None})
    if part == "amounts":
        plan.share_of = Filters(amount_lo=filters.amount_lo, amount_hi=filters.amount_hi)
        return filters.with_(amount_lo=None, amount_hi=None)
    plan.share_of = Filters(weekdays=filters.weekdays)  # "what share of volume was on weekends"
    return filters.with_(weekdays=None)


def _said_at(text: str, left_out: Facilitator | None) -> int:
    """Where the first facilitator left out is named in ``text`` (-1: not found)."""
    if left_out is None:
        return -1
    m = rx.search(r"\b" + re.escape(left_out.name.split(", ")[0].lower()) + r"\b", text.lower())
    return m.start() if m else -1


def _part_after_verb(t: Text, present: list[str], facs: list[Facilitator], filters: Filters
                     ) -> str | None:
    """The one filter said after the verb that follows the share word ("what share of
    <whole> were/went/came <part>", "of all <whole>, what percent was <part>"), when every
    other filter is said before that verb."""
    text = t.original
    cut = _share_verb_at(text)
    if cut is None:
        return None
    where = _said_where(text, facs, filters)
    after = [k for k in present if where[k] > cut]
    before = [k for k in present if 0 <= where[k] < cut]  # "of all 0x... spent, what %..."
    return after[0] if len(after) == 1 and len(before) == len(present) - 1 else None


def _share_verb_at(text: str) -> int | None:
    """Where the verb after the share word starts ("what share of <whole> was <part>", "how
    much of <whole> was <part>, as a share")."""
    share = rx.search(r"\bhow (?:much|many) of\b|" + SHARE_WORDS, text)
    verb = rx.search(r"\b(?:were|was|are|is|went|go|goes|came|come|comes|got|had|happened|"
                     r"occurred|settled|processed|handled|facilitated)\b", text[share.end():]) \
        if share else None
    return None if share is None or verb is None else share.end() + verb.start()


#: words that say a period ("in May", "2026-03", "last week", "Q1")
_PERIOD_SAID = (r"\b(?:" + MONTH_NAME + r"|\d{4}|q[1-4]|h[12]|yesterday|today|week|weeks|month|"
                r"months|year|years|days?|weekend|fortnight|since|until|through)\b")


def _period_is_part(t: Text, only: str, facs: list[Facilitator], filters: Filters) -> bool:
    """The share's one filter is said in its whole before the verb and its period only after
    it: "what share of Coinbase's volume came in May" (May's part of Coinbase's volume)."""
    text = t.original
    cut = _share_verb_at(text)
    if cut is None:
        return False
    at = _said_where(text, facs, filters)[only]
    # the verb, a participle at most, then the period ("was in May", "came in March",
    # "happened last week"); not "went to its top recipient last month"
    period_next = rx.match(r"\w+\s+(?:(?:made|settled|paid|sent|received|processed|handled|"
                           r"done|recorded|seen|placed)\s+)?(?:(?:in|during|on|over|within|"
                           r"throughout|for)\s+)?(?:the\s+)?(?:" + _PERIOD_SAID + r"|(?:last|past|"
                           r"this|previous)\b)", text[cut:], re.I)
    return 0 <= at < cut and not rx.search(_PERIOD_SAID, text[:cut], re.I) and bool(period_next)


def _said_where(text: str, facs: list[Facilitator], filters: Filters) -> dict[str, int]:
    """Where each of a share's filters is said in ``text`` (-1: not found)."""
    return {"facilitator": text.find(facs[0].name) if facs else -1,
             "payer": text.find(filters.payer) if filters.payer else -1,
             "recipient": text.find(filters.recipient) if filters.recipient else -1,
             "party": text.find(filters.party) if filters.party else -1,
             "amounts": (m.start() if (m := rx.search(
                 r"\b(?:over|above|under|below|more than|less than|greater than|smaller than|"
                 r"larger than|at least|at most|between|exceeding|of exactly)\b|[<>]", text))
                 else -1),
             "weekdays": text.find(filters.weekdays[1].lower()) if filters.weekdays else -1,
             "not_facilitator": _said_at(text, filters.not_facilitator)}


def _total_threshold(t: Text, plan: Plan) -> None:
    """"how many payers paid more than 1 USDC in total": payers whose total is over 1 USDC,
    not payers with a payment over 1 USDC."""
    f = plan.filters
    # (not "the combined value of those payments": their volume, a figure of its own)
    total = rx.search(r"\b(?:in total|altogether|all together|combined|cumulatively|between "
                      r"them)\b(?!\s+(?:value|total|amount|volume|usdc|sum|worth)\b)", t.original)
    # "recipients that earned more than 10 USDC": what each earned, unless one payment is said
    earned = rx.search(r"\b(?:earn|earns|earned|spend|spends|spent|receive|receives|received|"
                       r"got|make|makes|made)\s+(?:more|over|above|at least|less|under|below|at "
                       r"most|greater|fewer|>|<)", t.original) and not rx.search(
        r"\b(?:single|individual|one payment|a payment|per payment|each payment|in one)\b",
        t.original)
    kinds = [m.kind for m in plan.measures]
    if "active_months" in kinds and (f.amount_lo or f.amount_hi) and not rx.search(
            r"\b(?:single|individual|one|a|any|per|each|in\s+one)\s+(?:payment|settlement|"
            r"transaction|transfer)s?\b|\b(?:payment|settlement|transaction|transfer)s?\s+(?:of|"
            r"over|above|under|below|worth|bigger|larger|greater|smaller|more|less)\b",
            t.original):
        # "how many months had volume over 1,000 USDC": each month's total (not planned)
        plan.unplaced.append("months whose total is within an amount (each month's total)")
        return
    if kinds == ["active_days"] and not plan.group and (f.amount_lo or f.amount_hi) and (
            total or rx.search(r"\b(?:volume|total|worth)\b", t.original)) and not rx.search(
            r"\b(?:single|individual|one|a|any|per|each|in\s+one)\s+(?:payment|settlement|"
            r"transaction|transfer)s?\b|\b(?:payment|settlement|transaction|transfer)s?\s+(?:of|"
            r"over|above|under|below|worth|bigger|larger|greater|smaller|more|less)\b",
            t.original):
        # "how many days had over 1,000 USDC of volume": each day's total, not one payment
        t.pop(r"\b(?:altogether|all together|combined|cumulatively)\b")
        plan.measures = [Measure("days_with")]
        plan.having, plan.having_sum = (f.amount_lo, f.amount_hi), True
        plan.filters = f.with_(amount_lo=None, amount_hi=None)
        plan.understood = [u for u in plan.understood if not u.startswith("amount ")]
        return
    if kinds[:1] not in (["distinct_payer"], ["distinct_recipient"]) or plan.group or not (
            f.amount_lo or f.amount_hi) or not (total or earned) or any(
            k not in ("distinct_payer", "distinct_recipient", "sum") for k in kinds):
        return
    t.pop(r"\b(?:altogether|all together|combined|cumulatively|between them)\b")
    who = "payers" if plan.measures[0].kind == "distinct_payer" else "recipients"
    plan.measures = [Measure(f"{who}_with")]
    plan.having, plan.having_sum = (f.amount_lo, f.amount_hi), True
    plan.filters = f.with_(amount_lo=None, amount_hi=None)
    plan.understood = [u for u in plan.understood if not u.startswith("amount ")]


def _entity_share(t: Text, plan: Plan) -> None:
    """"what share of payers paid more than 1 USDC in total", "what % of recipients got
    more than 10 payments": the part of the period's payers (recipients) whose total,
    number of settlements or any single payment is within bounds."""
    if not plan.measures or not plan.measures[0].kind.startswith("share") or plan.group:
        return
    m = rx.search(r"(?:" + SHARE_WORDS + r")\s+(?:of\s+)?(?:the\s+|all\s+)?(?:(?:unique|distinct|"
                  r"active)\s+)?(" + PAYER_WORDS + "|" + RECIPIENT_WORDS + r"|wallets|addresses)\b",
                  t.original)
    if m is None:
        # "what share of April 2026 payers paid through PayAI": a share of payers with the
        # period (or a name) said before them, never read as a share of settlements
        loose = rx.search(r"(?:" + SHARE_WORDS + r")\s+of\s+(?:(?!(?:volume|usdc|amount|value|"
                          r"payments?|settlements?|transactions?|transfers?|txn?s?|came|went|"
                          r"from|to|by|through|via|was|were|is|are)\b)[\w'\u2019-]+\s+){1,4}?(?:"
                          + PAYER_WORDS + "|" + RECIPIENT_WORDS + r"|wallets|addresses)\b",
                          t.original)
        if loose is not None:
            plan.unplaced.append(f"'{loose[0]}' (a share of payers or recipients said around "
                                 "another word)")
        return
    noun = m[1]
    got = r"\b(?:received|receive|got|earned|earn|were paid|was paid|collected)\b"
    who = "recipient" if rx.fullmatch(RECIPIENT_WORDS, noun) or (
        not rx.fullmatch(PAYER_WORDS, noun) and rx.search(got, t.original)) else "payer"
    t.pop(r"\b(?:(?:unique|distinct|active)\s+)?" + noun + r"\b")
    f = plan.filters
    count = t.find(_HAVING)
    total = rx.search(r"\b(?:in total|a total of|altogether|all together|combined|overall|"
                      r"cumulatively)\b", t.original) or (
        rx.search(r"\b(?:earn|earns|earned|spend|spends|spent|receive|receives|received|got|"
                  r"make|makes|made|paid|sent|with)\s+(?:more|over|above|at least|less|under|"
                  r"below|at most|greater|>|<|between)", t.original) and not rx.search(
            r"\b(?:single|individual|one payment|a payment|any payment|per payment|each "
            r"payment|in one|payments? of|at least one)\b", t.original))
    plan.measures = [Measure(who + "s_share")]
    if count is not None and not (f.amount_lo or f.amount_hi):
        plan.having = _having_bounds(count)
        t.take(count.start(), count.end())
    elif f.amount_lo or f.amount_hi:
        plan.having = (f.amount_lo, f.amount_hi)
        plan.having_sum = bool(total)
        plan.having_payment = not total
        plan.filters = f.with_(amount_lo=None, amount_hi=None)
        plan.understood = [u for u in plan.understood if not u.startswith("amount ")]
        t.pop(r"\b(?:in total|a total of|altogether|all together|combined|overall|"
              r"cumulatively)\b")
        t.pop(r"\b(?:at least one|any|one or more)\b")
    else:
        plan.unplaced.append(f"which {who}s the share counts")
    while t.pop(r"\b(?:who|which|that|whose)\b"):
        pass


def _having_bounds(m: re.Match[str]) -> tuple[Bound | None, Bound | None]:
    """The bounds a ``_HAVING`` match sets on a number of settlements."""
    word = (m["w"] or m["w2"]).lower()
    n = Decimal(m["n"] or m["n2"])
    if word == "exactly":
        return Bound(n, True), Bound(n, True)
    upper = word in ("fewer than", "less than", "under", "at most", "no more than",
                     "not more than", "fewer", "less")
    inclusive = word in ("at least", "at most", "no more than", "no fewer than", "no less than",
                         "not more than") or bool(m["w2"])
    bound = Bound(n, inclusive)
    return (None, bound) if upper else (bound, None)


def _group_threshold(t: Text, plan: Plan) -> None:
    """"top 3 recipients with more than 10 USDC in total", "top 5 payers with at least 20
    payments": a bound on each ranked group's total or number of settlements (``HAVING``),
    not on each payment."""
    f = plan.filters
    count = t.find(_HAVING)
    total = rx.search(r"\b(?:in total|a total of|altogether|all together|combined|overall|"
                      r"cumulatively|(?:whose|their|with a)\s+total)\b", t.original) or rx.search(
        r"\b(?:with|having|who|that|which)\s+(?:(?:earned|received|spent|paid|got|made|sent)"
        r"\s+)?(?:a total of\s+)?(?:more than|over|above|at least|less than|under|below|at most|"
        r"greater than|fewer than|>=?|<=?)\s*\$?\s?[\d.]", t.original) or (rx.search(
            r"\b(?:earn|earns|earned|spend|spends|spent|receive|receives|received|got|make|makes|"
            r"made|paid|sent)\s+(?:more|over|above|at least|less|under|below|at most|greater|>|<)",
            t.original) and not rx.search(r"\b(?:single|individual|one payment|a payment|per "
                                          r"payment|each payment|in one|payments? of)\b",
                                          t.original))
    if count is not None:
        if f.amount_lo or f.amount_hi or plan.having != (None, None):
            plan.unplaced.append("a threshold on both each group's count and its amounts")
            return
        plan.having = _having_bounds(count)
        t.take(count.start(), count.end())
    elif (f.amount_lo or f.amount_hi) and total:
        plan.having, plan.having_sum = (f.amount_lo, f.amount_hi), True
        plan.filters = f.with_(amount_lo=None, amount_hi=None)
        plan.understood = [u for u in plan.understood if not u.startswith("amount ")]
        if not rx.search(r"\b(?:number of|count|payments|settlements|transactions|transfers|"
                         r"txs|times|often|frequently)\b", t.original):
            plan.measures = [Measure("sum")]  # the bound is in USDC, so is the ranking
        t.pop(r"\b(?:in total|a total of|altogether|all together|combined|overall|"
              r"cumulatively)\b")
    else:
        return
    if not plan.top_said:  # "which recipients earned over 50 USDC": all of them (up to a cap)
        plan.top = MAX_TOP
    t.pop(r"\bwhose\b")
    while t.pop(r"\b(?:counting|considering|including|keeping)?\s*only\b|\bamong(?:\s+those)?\b"):
        pass


def _joined(t: Text, periods: list[Period], plan: Plan) -> list[Period]:
    """"volume in march and april combined": one period when the two meet; two apart are
    no single range (not placed)."""
    said = t.find(r"\b(?:combined|together|altogether|all together|jointly|taken together)\b")
    # "total volume in march and april": the total of both (not "the total number of ...")
    said_total = rx.search(r"\btotal\b(?!\s+(?:number|count)\b)", t.original)
    # "in March and April" is one span; "March and April each", "was March or April
    # higher" are two figures
    apart = rx.search(r"\b(?:each|respectively|separately|individually|both|which|halves|half|"
                      r"more|less|fewer|higher|lower|bigger|smaller|busier|quieter|larger|"
                      r"greater|counts|volumes|totals|figures|numbers)\b(?!\s+than\s+(?:\$?\d|"
                      + "|".join(WORD_NUMBERS) + r")\b)", t.original)  # not "more than 3"
    in_total = rx.search(r"\bin total\b", t.original) and not rx.search(
        r"\b(?:separately|respectively|individually|each)\b", t.original)
    if said is None and not in_total and not (
            t.listed and not apart and not t.first_said):  # "..., april first": two figures
        return periods
    if said is None and not in_total and not said_total:
        # "yesterday and today": each, then both together
        plan.combined_filters, note = combined_filters(plan, periods)
        plan.combined = not note
        if note:
            plan.unplaced.append(note)
        return periods
    if said is not None:
        t.take(said.start(), said.end())
    a, b = sorted(periods, key=lambda p: p.start or date.min)
    if a.start is None or a.end is None or b.start != a.end or b.end is None:
        plan.unplaced.append(f"{a.label} and {b.label} together (not one range)")
        return periods[:1]
    return [Period(a.start, b.end, f"{a.label} and {b.label} together")]


def _side_by_verb(t: Text, filters: Filters, understood: list[str]
                  ) -> tuple[Filters, list[str]]:
    """"For 0x..., what was the total spend": an address said apart from its verb takes the
    side the question's verbs name, when they name one side only."""
    address = filters.party
    if address is None or filters.payer or filters.recipient:
        return filters, understood
    paying = rx.search(r"\b(?:spend|spent|spending|spends|outgoing|outflows?|make|made|makes|"
                       r"send|sent|sends|pay|pays|paying)\b|(?<!was )(?<!were )(?<!am )(?<!are )"
                       # "USDC I paid through Coinbase" (the wallet named: its side)
                       r"\b(?:i|we)(?:\s+have|\s+had|'ve)?\s+paid\b(?!\s+by\b)|"
                       # "how much USDC 0x... has paid (out)": the address, then its verb
                       r"\b0x[0-9a-f]{40}\s+(?:has\s+|had\s+|have\s+)?paid\b(?!\s+by\b)|"
                       r"\bpaid\s+out\b", t.original)  # (``t.original`` is lower case)
    earning = rx.search(r"\b(?:earn|earned|earning|earnings|earns|received?|receives|receiving|"
                        r"revenue|income|incoming|inflows?|got paid|get paid)\b|"
                        r"\b0x[0-9a-f]{40}\s+(?:was|has\s+been|had\s+been)\s+paid\b(?!\s+(?:to|"
                        r"for)\b)|"
                        r"\b(?:(?:was|were|am|are)\s+(?:i|we)|(?:i|we)\s+(?:was|were|am|are|have\s+been|'ve\s+been))\s+"
                        r"paid\b(?!\s+(?:to|for)\b)|\b(?:did|do|does|"
                        r"have|has|had)\s+(?:i|we|you|they|he|she)\s+(?:get|got|gotten)\b(?!\s+"
                        r"(?:to|through|via|charged|billed|refunded)\b)", t.original)
    if bool(paying) == bool(earning):
        return filters, understood
    role = "payer" if paying else "recipient"
    return filters.with_(party=None, **{role: address}), [
        f"{role} {address}" if u == f"party {address}" else u for u in understood]


def _flow(t: Text, filters: Filters, understood: list[str]) -> tuple[Filters, list[str]]:
    """"outgoing USDC from 0x...", "0x...'s incoming payments": the address's side of the
    payment (a side said against the one the address already has stays unplaced)."""
    # "how much came in during May" (received), "how much went out" (paid)
    m = t.find(r"\b(?:(outgoing|outflows?|outbound|(?:went|goes|going|gone|flowed)\s+out)|"
               r"incoming|inflows?|inbound|(?:came|comes|coming|flowed)\s+in)\b(?!\s+(?:under|"
               r"below|above|over|at|around|between|less|more|lower|higher|through|via|by|on|"
               r"the|last|this|q[1-4]|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|[0-9$]))")
    if m is None:
        return filters, understood
    role = "payer" if m[1] else "recipient"
    if filters.party is not None and filters.payer is None and filters.recipient is None:
        address = filters.party
        filters = filters.with_(party=None, **{role: address})
        understood = [f"{role} {address}" if u == f"party {address}" else u for u in understood]
    if getattr(filters, role) is not None:
        t.take(m.start(), m.end())
    return filters, understood


#: words a misspelling is read as, when no reader took the misspelt word ("setlements",
#: "febuary", "totl"); a word some reader takes is never respelt
_SPELLED = frozenset([m.lower() for m in calendar.month_name if m] + [
    "settlements", "settlement", "payments", "payment", "transactions", "transaction",
    "transfers", "volume", "total", "average", "median", "largest", "smallest", "biggest",
    "highest", "lowest", "maximum", "minimum", "facilitator", "facilitators", "recipients",
    "recipient", "payers", "payer", "senders", "buyers", "sellers", "merchants", "wallets",
    "distinct", "unique", "number", "between", "received", "yesterday", "today", "weekly",
    "monthly", "daily", "quarter", "previous", "since", "before", "after", "during", "excluding",
    "share", "percentage", "compare", "versus", "week", "month", "year", "first", "second",
    "half", "busiest", "percentile", "quartile", "quartiles", "deviation", "standard",
    "variance", "price", "many", "much", "settle", "settled", "amount", "count", "paid",
    "happened", "processed", "facilitated", "what", "which", "there",
])
#: short words typed wrong, too short for a close match
_SHORT_TYPOS = {"hw": "how", "hwo": "how", "wat": "what", "wht": "what", "teh": "the",
                "hte": "the", "adn": "and", "nad": "and"}


def _respelt(word: str, facilitator_said: bool) -> str | None:
    """The known word ``word`` is a typo of, if any. A facilitator's name is taken for a near
    miss only where the question says "facilitator": several names are a letter from an
    English word ("treasury" is not the facilitator Treasure, "prime" not Primer)."""
    if word in _SHORT_TYPOS:
        return _SHORT_TYPOS[word]
    if len(word) < 4 or not word.isalpha():
        return None
    names = {n for n in facilitator_names() if len(n) >= 5 and n.isalpha()}
    vocab = _SPELLED | names
    swapped = [v for v in sorted(vocab) if len(v) == len(word) and sorted(v) == sorted(word)
               and [i for i, (a, b) in enumerate(zip(v, word, strict=True)) if a != b] in
               ([i, i + 1] for i in range(len(word) - 1))]
    if swapped:  # two letters typed the other way round ("unqiue")
        return swapped[0]
    close = difflib.get_close_matches(word, sorted(vocab if facilitator_said else _SPELLED),
                                      n=1, cutoff=0.84)
    return close[0] if close and close[0] != word else None


def read(question: str, as_of: date) -> Plan:
    """The plan of ``question``; ``plan.unplaced`` lists the words no part of it used. Words
    no reader took that are a letter or two from a known word are read as that word (and
    the plan says so)."""
    missing = missing_columns(question)
    question, templated = untemplate(question)
    # a figure named as a key ("unique_payers", "payment_count") left after the templates: its
    # words
    question = rx.sub(r"(?<=[a-z])_(?=[a-z])", " ", question, flags=re.I)
    question = unique_in_lists(question)  # "payments, payers, volume": how many payers
    question, purpose = set_aside_purpose(question)
    question, closing = set_aside_close(question, as_of)  # "For the Q1 close, ..."
    purpose += closing
    question = dated_weekdays(question)
    question = pm_words(growth_words(question))
    question = plain_terse(question, as_of.year)
    question, register = plain_register(question, as_of)
    question = month_carried(question)  # "may 1 to the 10th"
    question = drop_leftovers(question)
    question, reported = plain_reporting(question)
    question, first_day = first_day_asked(question)
    register = templated + purpose + register + reported
    question, settled = settle_slash_dates(question, as_of)
    question, again = same_period_again(question, as_of)  # "last month — May 2026"
    question, ytd_of = year_to_date_of(question, as_of)  # "the year-to-date count for 2026"
    again += ytd_of
    question, said = period_asides(question)
    question, defined = definition_asides(question)
    question, change_read = restate_changes(question)
    plan = _read(question, as_of)
    facilitator_said = rx.search(r"\bfacilitat", question, re.I) is not None
    fixes = {w: c for w in plan.unplaced if (c := _respelt(w, facilitator_said)) is not None}
    if fixes:
        respelt = rx.sub(r"\b(" + "|".join(map(re.escape, fixes)) + r")\b",
                         lambda m: fixes[m[1].lower()], question, flags=re.I)
        plan = _read(respelt, as_of)
        plan.understood.append("read " + ", ".join(f"'{a}' as '{b}'" for a, b in fixes.items()))
    if first_day:
        earliest_day(plan, first_day)
    if not ADDRESS.search(question.lower()) and rx.search(EITHER_SIDE, question, re.I) and any(
            m.kind in ("distinct_payer", "distinct_recipient") for m in plan.measures):
        # "distinct wallets on either side (as payer or as recipient)": payers and recipients
        # together, one count of both, which no measure here is
        plan.unplaced.append("wallets counted on either side (payers and recipients together)")
    share_not_said(question, plan)
    plan.understood += register
    plan.unplaced += missing + disagreements(said, plan.periods(), as_of) + \
        definition_disagreements(defined, plan.measures, _days_of(plan))
    plan.understood += settled + change_read + again
    return plan


def _days_of(plan: Plan) -> int | None:
    """The number of days of the plan's one period (None when it has none or it is open)."""
    p = plan.filters.period
    return (p.end - p.start).days if p is not None and p.start and p.end and not p.hours \
        else None


def _read(question: str, as_of: date) -> Plan:
    # "the week before last": the calendar week before last week
    monday = as_of - timedelta(days=as_of.weekday() + 14)
    question = rx.sub(r"\b(?:the\s+)?week before last\b", f"the week of {monday.isoformat()}",
                      question, flags=re.IGNORECASE)
    # "the week ending may 31": the one week ending that day
    question = rx.sub(r"\bthe\s+(?=week\s+(?:ending|through|up to and including|before|prior to|"
                      r"leading up to)\b)", "the 1 ", question, flags=re.IGNORECASE)
    question = rx.sub(r"\bthe\s+(\d+|" + "|".join(WORD_NUMBERS) + r")\s+(days?|weeks?)\s+(before|"
                      r"prior to|leading up to|ending(?:\s+on)?|through|up to and including|"
                      r"up to|to|until|till)\s+("
                      + DATE_PHRASE + r")", lambda m: _days_before(m, as_of), question,
                      flags=re.IGNORECASE)
    question = first_and_last(day_kinds(share_of_top(which_unit(split_listed_days(question)))))
    question, ranked_address, ranked_side = rank_of(question)
    question, nth = nth_ranked(question)
    question, series = _each_of_last(question, as_of)
    question, cohort_side, cohort = new_and_returning(question)
    question, within, _ = first_within(question, list(facilitator_names()))
    question, first_time = _first_time(question) if within is None else (question, within)
    if first_time:  # "how many new payers showed up": they are new, nothing more
        question = rx.sub(r"\b(?:showed|show|shows|shown|turned|turn|turns)\s+up\b|\b(?:appeared|"
                          r"appear|appears|joined|arrived|came\s+along|came\s+in)\b", " ",
                          question, flags=re.I)
    question, minus = take_minus(range_said(question), frozenset(facilitator_names()))
    t = Text(question)
    asked = read_asked(t, t.original, minus)
    periods, previous = _periods(t, as_of)
    filters = Filters(first_time=first_time, first_time_within=within is not None)
    understood: list[str] = [series] if series else []
    if within:
        understood.append(f"{within}s new to the facilitator (their first settlement through "
                          "it in the period)")
    elif first_time:
        understood.append(f"first-time {first_time}s (their first settlement ever in the "
                          "period)")
    extra: list[str] = []
    used: str | None = None  # "facilitators 0x... used": on which side?
    # "compare how much 0xA and 0xB spent", "who received more, 0xA or 0xB": two sides
    rivals = rx.search(r"(" + ADDRESS.pattern + r")\s*,?\s*(?:and|or|vs\.?|versus|against|"
                       r"compared (?:with|to))\s+(" + ADDRESS.pattern + ")", t.original)
    rival_roles: list[str] = []
    said_addresses: dict[str, tuple[int, int, str]] = {}  # each one's first mention and role
    for m in list(ADDRESS.finditer(t.rest)):
        as_facilitator = facilitator_span(t.rest, m.start(), m.end())
        if as_facilitator and filters.facilitator is None:  # "facilitator 0x...", "did 0x... relay"
            filters = filters.with_(facilitator=Facilitator(m[0], (m[0],)))
            understood.append(f"facilitator {m[0]}")
            t.take(*as_facilitator)
            continue
        role = "party" if t.either_side else _role(t.original, m.start(), m.end())
        if role == "party" and not t.either_side and through_address(t.original, m.start()):
            extra.append(f"'through {m[0]}' (as its facilitator, or as payer or recipient?)")
        if role == "party" and rx.match(r"\s+(?:ever\s+)?(?:used?|uses|using)\b",
                                        t.original[m.end():]):  # "facilitators 0x... used"
            used = m[0]  # on the one side its data holds, or refused (``planner.compose``)
        said_addresses.setdefault(m[0], (m.start(), m.end(), role))
        if rivals and m[0] in (rivals[1], rivals[2]):
            rival_roles.append(role)
        elif getattr(filters, role) is None:
            filters = filters.with_(**{role: m[0]})
            understood.append(f"{role} {m[0]}")
        else:
            extra.append(f"a second {role} address {m[0]}")
        t.take(m.start(), m.end() + (2 if t.rest[m.end():m.end() + 2] == "'s" else 0))
    if len(said_addresses) == 1 and not t.either_side:
        # "how many payments did 0x... receive as payer": its side said two ways, refused
        said_as = {"payer" if a[1] else "recipient" for a in rx.finditer(
            r"\bas\s+(?:an?\s+|the\s+)?(?:(payer|sender|buyer|spender)|recipient|receiver|payee|"
            r"merchant|seller)\b", t.original)}
        role = next(iter(said_addresses.values()))[2]
        if len(said_as) == 1 and role in ("payer", "recipient") and role not in said_as:
            extra.append(f"the address as {said_as.pop()} beside a verb saying it as {role}")
    # "for each of 0xA, 0xB and 0xC", "0xB first, then 0xA", "how many did 0xA pay, and how
    # many did 0xB": one answer per address, in the order asked
    apart_addresses = _addresses_apart(t, said_addresses)
    if apart_addresses is not None and apart_addresses[0] == "mixed":
        extra.append("addresses on different sides, each asked apart")
        apart_addresses = None
    if apart_addresses is not None:
        named = apart_addresses[1]
        filters = filters.with_(**{k: None for k in ("payer", "recipient", "party")
                                   if getattr(filters, k) in named})
        understood = [u for u in understood if u.split()[-1] not in named]
        extra = [x for x in extra if x.split()[-1] not in named]
        rivals = None
    elif rivals and len(said_addresses) > 2:  # "compare 0xA and 0xB" beside a third
        extra.append(f"{len(said_addresses)} addresses for two sides")
    if not t.either_side:  # "did 0x... make any payments (as payer or recipient)": either
        filters, understood = _flow(t, filters, understood)
        filters, understood = _side_by_verb(t, filters, understood)
    rival_side = None
    if rivals:
        said = [r for r in rival_roles if r != "party"]
        if len(set(said)) > 1:
            extra.append(f"{rivals[1]} and {rivals[2]} on different sides")
        probe = _side_by_verb(t, Filters(party=rivals[1]), [])[0]
        side = said[0] if said else "payer" if probe.payer else "recipient" if \
            probe.recipient else "party"
        rival_side = (side, rivals[1], rivals[2])
    while t.pop(r"\b(?:to date|till date|until now|till now|up to now|as of now|so far|"
                r"up to today)\b"):
        pass  # open-ended periods already run to the data's end
    # the spread of the amounts and gas figures, before any reader takes "average" or "top"
    spread, gas = read_spread(t), read_gas(t)
    if any(m.kind in ("iqr", "range") for _, m in spread.measures):
        asked = spread_asked(asked)  # "(largest minus smallest)" restates the range
    extras = sorted(spread.measures + gas.measures, key=lambda x: x[0])
    understood += spread.understood + gas.understood
    # "weekday vs weekend volume": one side each
    pair = t.find(r"\b(?:on\s+)?(?:the\s+)?(weekdays?|weekends?)\s+(?:vs\.?|versus|and|or|compared "
                  r"(?:with|to)|against)\s+(?:on\s+)?(?:the\s+)?(weekdays?|weekends?)\b")
    day_sides: list[tuple[tuple[int, ...], str]] = []
    if pair and pair[1].rstrip("s") != pair[2].rstrip("s"):
        t.take(pair.start(), pair.end())
        day_sides = [((1, 2, 3, 4, 5), "weekdays") if w.startswith("weekday") else
                     ((6, 7), "weekends") for w in (pair[1], pair[2])]
    days = _weekdays(t)
    if days is not None:
        filters = filters.with_(weekdays=days)
        understood.append(f"on {days[1]}")
    clock = read_hours(t)
    if isinstance(clock, str):
        extra.append(clock)
    elif clock is not None:
        filters = filters.with_(hours_of_day=clock)
        understood.append(f"at {clock[1]}")
    breadth = read_breadth(t)  # "payers who paid more than one recipient": before amounts
    having = (breadth.kind, breadth.bounds) if breadth and breadth.kind else _having(t)
    if breadth and not breadth.kind:
        extra.append(f"'{breadth.said}': the list, or how many?")
    lo, hi, said = _thresholds(t)
    filters = filters.with_(amount_lo=lo, amount_hi=hi)
    understood += said
    amount_sides: list[tuple[str, Filters]] = []
    if lo and hi and (lo.value > hi.value or (lo.value == hi.value and not (
            lo.inclusive and hi.inclusive))):  # "under 1 or over 10 USDC": outside a range
        amount_sides = amounts_apart(t.original, lo, hi, said, filters)
        if amount_sides:  # "how many over 1 dollar and how many under 1 cent": one each
            filters = filters.with_(amount_lo=None, amount_hi=None)
        else:
            extra.append(f"amounts outside {hi.value} to {lo.value} USDC (not one range)")
    facs, excluded = _facilitators(t)
    take_scope_clause(t, bool(facs or lo or hi or said_addresses))  # "payai payments only:"
    if excluded:
        left_out = Facilitator(", ".join(f.name for f in excluded),
                               tuple(a for f in excluded for a in f.addresses))
        filters = filters.with_(not_facilitator=left_out)
        understood.append(f"excluding facilitator {left_out.name}")
    net = _net_flow(t, filters)
    if net is not None:  # "the net flow of 0x...": what it received less what it paid
        understood.append(net[1])
    # "Coinbase first, then PayAI": an order of the answers, not the first payment
    first_said = take_firsts(t, t.original, [f.name for f in facs] + list(said_addresses))
    plan = Plan(measures=[], filters=filters, understood=understood,
                unplaced=extra + t.notes + spread.unplaced + gas.unplaced)
    if net is not None:
        plan.sides, plan.measures = net[0], [Measure("sum")]
        plan.difference, plan.difference_from = True, net[2]  # received less paid, as a rule
    relative = t.pop(r"\b(?:(?:larger|greater|bigger|higher|smaller|lower|more|less)\s+than|above|"
                     r"below|over|under|exceed(?:s|ed|ing)?)\s+(?:the|that|a|an|its|their)\s+"
                     r"(?:\w+\s+)?(?:average|avg|mean|median|typical|usual|biggest|largest|"
                     r"smallest|max(?:imum)?|min(?:imum)?|highest|lowest)\b(?:\s+(?:payment|"
                     r"settlement|amount|transaction)s?)?")
    if relative:  # "payments above the median": a threshold that is itself a figure
        plan.unplaced.append(f"'{relative[0]}' (a threshold set by another figure)")
    counted = t.find(r"\b(?:how many|number of|count of)\s+(?:(?:unique|distinct|different|"
                     r"separate|active)\s+)?facilitators?\b(?:\s+addresses)?|\b(?:unique|distinct|"
                     r"different)\s+facilitators?\b(?:\s+addresses)?")
    if counted:  # each facilitator address counts once (a named one has several)
        t.take(counted.start(), counted.end())
        extras = sorted([*extras, (counted.start(), Measure("distinct_facilitator"))],
                        key=lambda x: x[0])
    high: re.Match[str] | None = None  # a ranking's word taken before _group
    if having is not None:
        kind, plan.having = having
        plan.measures = [Measure(kind)]
        plan.having_distinct = breadth.column if breadth and breadth.kind else ""
    elif (special := _ratio(t, plan) or _over_days(t, plan)) is not None:
        # a ratio or a figure over days, and any other figure asked beside it
        others = _measures(t, filters, facs)
        others += _listed_rows(t, others)
        found = sorted([special, *others], key=lambda x: x[0])
        plan.measures = list(dict.fromkeys(m for _, m in found))
        ent = "|".join(p for p, _ in _ENTITY)
        split = t.pop(r"\b(?:by|per|for each|each|every|across|broken down by|split by|grouped by)"
                      r"\s+(?:the\s+)?(?:" + ent + r"|day|week|month|quarter|year|hour|weekday)\b|"
                      r"\b(?:weekly|monthly|hourly|quarterly|yearly|trend|series|over time)\b")
        hours = next((p.hours for p in periods if p.hours), None)
        if hours and special[1].kind == "over_days":  # part days at both ends of the window
            plan.unplaced.append(f"{special[1].name} over an hour window")
        if split:  # "median daily volume by facilitator": one figure, not a breakdown
            plan.unplaced.append(f"'{split[0]}' (a breakdown of {special[1].name})")
    elif (counterparty := read_counterparty(t, plan.filters)) is not None:
        plan.group, by_count, why = counterparty
        # "Where does 0x... spend the most? Top 3 recipients": how many of them
        plan.top = counterparty_top(t, plan.group, by_count, t.original) or 1
        plan.measures = [Measure("count" if by_count else "sum")]
        plan.unplaced += [why] if why else []
    elif not _per_entity(t, plan):
        # "the facilitator with the highest p90": the ranking's word, before _group reads it
        # as a ranking by something else
        high = t.pop(r"\b(?:the\s+)?(?:(highest|largest|biggest|most|greatest)|(lowest|"
                     r"smallest|least|fewest))\b") if extras else None
        _group(t, plan)
        if high and plan.group and plan.top:
            plan.descending = not high[2]
        elif high:
            plan.unplaced.append(f"'{high[0]}'")
    if extras and plan.group and plan.top:
        # "which facilitator spent the most on gas", "the hour with the highest p90", "top 3
        # facilitators by gas cost", "p90 per facilitator": the ranking is by the figure
        # asked; "the gas used by the top payer" ranks by what?
        at = extras[0][0]
        ranked = bool(high) or plan.top == MAX_TOP or rx.search(
            r"\bby\s+(?:the\s+)?$", t.original[:at]) is not None or rx.match(
            r"[^,;?]{0,30}?\bmost\b", t.original[at:]) is not None
        plan.measures, plan.rank = [extras[0][1]], 0
        plan.unplaced += [f"a second ranking figure: {m.name}" for _, m in extras[1:]]
        if not ranked:
            plan.unplaced.append(f"the {plan.group}s ranked by {extras[0][1].name} or by "
                                 "something else?")
    elif extras and plan.measures:
        plan.unplaced += [f"{m.name} beside {plan.measures[0].name}" for _, m in extras]
    if not plan.measures:
        found = extras + _measures(t, filters, facs)
        found = sorted(found + (_listed_rows(t, found) if extras else _rows_item(t, found)),
                       key=lambda x: x[0])
        plan.measures = list(dict.fromkeys(m for _, m in found))
        _total_threshold(t, plan)
    if plan.group in ("payer", "recipient", "facilitator"):
        _group_threshold(t, plan)
    if any(m.k > 1 for m in plan.measures) and rx.search(
            r"\b(?:volume|sum|total|value|amount|how much)\s+(?:of|in|were|was|did)\s+(?:the\s+)?"
            r"(?:\d+|top|largest|biggest|smallest)\b", t.original):
        # "the volume of the 5 largest payments": their sum (with the rows), not the period's
        plan.measures = [m for m in plan.measures if m.kind != "sum"]
    _entity_share(t, plan)
    if plan.having_distinct and (plan.group or [m.kind for m in plan.measures] not in (
            [Measure("payers_with").kind], [Measure("recipients_with").kind])):
        plan.unplaced.append(f"a bound on distinct {plan.having_distinct}s beside another figure")
    f = plan.filters
    if plan.group in ("payer", "recipient") and f.party and not (f.payer or f.recipient):
        # "volume per recipient for 0x...": the address is on the other side of the ranking
        role = "recipient" if plan.group == "payer" else "payer"
        plan.filters = f.with_(party=None, **{role: f.party})
        plan.understood = [f"{role} {f.party}" if u == f"party {f.party}" else u
                           for u in plan.understood]
    f = plan.filters
    kinds = {m.kind for m in plan.measures} & {"distinct_payer", "distinct_recipient"}
    if len(kinds) == 1 and f.party and not (f.payer or f.recipient or t.either_side):
        # "how many distinct payers did 0x... have": the address is on the other side
        role = "recipient" if kinds == {"distinct_payer"} else "payer"
        plan.filters = f.with_(party=None, **{role: f.party})
        plan.understood = [f"{role} {f.party}" if u == f"party {f.party}" else u
                           for u in plan.understood]
    filters = plan.filters  # a bound moved onto each group is no row filter any more
    if plan.group in ("hour", "weekday", "day", "week", "month") and any(
            m.kind not in ROW_AGGREGATES for m in plan.measures):
        plan.unplaced.append(f"a {plan.group} grouping of {plan.measures[0].name}")
    fl = plan.filters
    if fl.first_time and (fl.payer or fl.recipient or fl.party or fl.facilitator or
                          fl.not_facilitator or facs) and not (
            within and len(facs) == 1 and not (fl.payer or fl.recipient or fl.party or
                                               fl.facilitator or fl.not_facilitator)):
        # "first-time payers of 0x...": first ever, or first with that address?
        plan.unplaced.append(f"first-time {fl.first_time}s of one address or facilitator")
    if plan.filters.first_time and plan.group in ("hour", "weekday", "day", "week", "month"):
        # "new buyers each month": each month's own first-timers, not the period's by month
        plan.unplaced.append(f"first-time {plan.filters.first_time}s per {plan.group}")
    if days is not None and any(m.kind.startswith("per_day") for m in plan.measures) and any(
            p.hours for p in periods):
        plan.unplaced.append(f"a per-day average over {days[1]} only in an hour window")
    compare = None
    while hit := t.pop(r"\b(?:compare[ds]?|comparison|versus|vs\.?|against|than|compared|"
                       r"comparing|difference|differ(?:s|ed)?|change|relative to|as opposed to)\b"):
        compare = compare or hit
    if compare is None and len(periods) == 2:  # "april vs may": a period took the "vs"
        compare = rx.search(r"\b(?:vs\.?|versus|against|compared (?:with|to))\b", t.original)
    if compare is not None or len(periods) == 2:  # "was volume up or down in May vs April"
        t.pop(r"\b(?:(?:go|goes|gone|went|going|trend(?:ing|ed)?)\s+)?(?:up|higher|more|above)\s+"
              r"or\s+(?:down|lower|less|below)\b")
    rival = len(facs) == 2 and rx.search(r"\bor\b", t.original) and (t.has(
        r"\b(?:more|less|fewer|higher|lower|bigger|smaller|busier|larger|greater)\b") or (
        # "which facilitator had the most payers, A or B" (a ranking took "the most payers")
        plan.group == "facilitator" and rx.search(r"\b(?:more|most|fewer|fewest|less|least)\b"
                                                  r"(?!\s+than\s+\$?\d)", t.original)))
    apart: list[int] | None = None  # "Coinbase first, then PayAI", "how many via A and B"
    # (not a series: one per facilitator, or facilitators side by side per day?)
    if len(facs) > 1 and not rival and plan.group in (None, "payer", "recipient") and not any(
            m.kind.startswith("share") for m in plan.measures):
        apart = each_named(t, t.original, _name_spans(t.original, facs), plan.group is None)
        if apart is not None:
            facs = [facs[i] for i in apart]
            plan.understood.append("read '" + ", ".join(f.name for f in facs) + "' as one "
                                   "answer each, in that order")
    if len(facs) > 1 and not (compare or rival or apart) and rx.search(
            r"\b(?:together|combined|altogether|jointly|either)\b|\bor\b", t.original):
        # "through Coinbase or PayAI", "Coinbase and PayAI combined": either facilitator
        t.pop(r"\b(?:together|combined|altogether|jointly|either)\b")
        facs = [Facilitator(" or ".join(f.name for f in facs),
                            tuple(a for f in facs for a in f.addresses))]
    share = next((m for m in plan.measures if m.kind.startswith("share")), None)
    if share is not None:
        if not share.columns and rx.search(
                r"(?:\bhow many|\bnumber of|\bcount of|#\s*of)\b.{0,60}?(?:\band\b|&|,)"
                r".{0,30}?(?:\bshare\b|\bpercent|%|\bproportion\b|\bfraction\b)", t.original):
            # "# of txns over 0.1 and their % of volume": the count first, which the share's
            # figures list after it (a share with columns lists its part's count first)
            plan.unplaced.append("a count asked before a share")
        if len(facs) > 1:  # "what share of PayAI volume went through Coinbase"
            plan.unplaced.append("a share between two facilitators")
        filters = plan.filters = _share_part(plan, filters, facs, t)
        facs = facs[1:] if plan.share_of is not None and plan.share_of.facilitator else facs
    if rival_side is not None:
        side, a, b = rival_side
        if compare or t.has(r"\b(?:more|less|fewer|higher|lower|bigger|smaller|busier|larger|"
                            r"greater|which|who)\b"):
            plan.sides = [(x, filters.with_(**{side: x})) for x in (a, b)]
            t.pop(r"\bwho\b")
        else:  # "volume of 0xA and 0xB": each, or both together?
            plan.unplaced.append(f"two addresses ({a}, {b}) without a comparison")
    if apart_addresses is not None:
        side, named = apart_addresses
        if plan.group not in (None, "payer", "recipient", "facilitator"):
            plan.unplaced.append(f"a {plan.group} series for each address (each, or side by side?)")
        plan.sides = [(x, filters.with_(**{side: x})) for x in named]
        plan.understood.append("read '" + ", ".join(named) + "' as one answer each, in that "
                               "order")
        apart = list(range(len(named)))
    if first_said and apart is None:
        plan.unplaced.append("'first' (no such answer to list first)")
    if day_sides and not plan.sides:
        plan.sides = [(d[1], filters.with_(weekdays=d)) for d in day_sides]
    if amount_sides:
        if plan.sides or plan.group:
            plan.unplaced.append("amounts asked apart beside other sides or a series")
        else:
            plan.sides = amount_sides
            plan.roles = True
    if (((compare or rival) and len(facs) > 1) or apart is not None) and not plan.sides:
        plan.sides = [(f.name, filters.with_(facilitator=f)) for f in facs]
        plan.difference, plan.difference_from = bool(t.difference_from), t.difference_from
        facs = []
        if plan.group == "facilitator" and [m.kind for m in plan.measures] not in (
                ["count"], ["sum"]):
            # "which facilitator had the most payers, A or B": each one's figure (a ranking
            # of its addresses is by address, not by name)
            plan.group, plan.top = None, None
    elif facs and filters.facilitator is not None:
        # "the x402rs address 0x...": that one address when it is the named one's, else
        # two facilitators for one filter
        if set(filters.facilitator.addresses) <= {a.lower() for a in facs[0].addresses}:
            understood.append(f"facilitator {filters.facilitator.name} (one of "
                              f"{facs[0].name}'s addresses)")
        else:
            plan.unplaced.append(f"facilitator {facs[0].name} beside facilitator "
                                 f"{filters.facilitator.name}")
        if len(facs) > 1:
            plan.unplaced.append(f"facilitator {facs[1].name}")
    elif facs:
        filters = plan.filters = filters.with_(facilitator=facs[0])
        understood.append(f"facilitator {facs[0].name} ({len(facs[0].addresses)} addresses)")
        if len(facs) > 1:
            plan.unplaced.append(f"facilitator {facs[1].name}")
    said_twice = len(periods) == 2 and len({(p.start, p.end, p.hours, p.hours_back, p.label)
                                            for p in periods}) == 1
    if said_twice and not compare and previous is None and not t.listed and \
            plan.group in ("payer", "recipient", "facilitator") and not plan.sides and \
            not rx.search(r"\b(?:vs\.?|versus|compared?|comparing|than|or|each|respectively|"
                          r"separately|both)\b", t.original):
        # "the biggest payer of april 2026: how many payments did it make in april": one
        # period said twice, of a ranking and of the figure asked of it, is that period
        periods = periods[:1]
    same = len(periods) == 2 and periods[0] == periods[1]
    if compare and same and previous is None and rx.search(
            r"\b(?:pay(?:ing|s)?|paid|sen(?:d|t|ding)|spen(?:d|t|ding)|outflows?|outgoing)\b",
            t.original) and rx.search(r"\b(?:receiv\w*|earn\w*|inflows?|incoming|income)\b",
                                      t.original):
        # "0x...'s October receiving compared with its October paying": two sides of one
        # period, not that period against the one before it
        plan.unplaced.append(f"a comparison of two sides within {periods[0].label}")
    elif (previous is not None and len(periods) == 1) or (compare and same):
        prev = previous_period(periods[0], calendar_units=bool(previous))
        if prev is not None:
            periods = [periods[0], prev]
        elif same:  # "the last 24 hours vs the previous 24 hours": no window before it yet
            plan.unplaced.append(f"the period before {periods[0].label}")
            periods = periods[:1]
    if len(periods) == 2 and not compare and previous is None:
        periods = _joined(t, periods, plan)
    either = rx.search(r"\bor\b", t.original) and rx.search(
        r"\b(?:more|less|fewer|higher|lower|bigger|smaller|busier|quieter|which)\b", t.original)
    if len(periods) == 2 and (compare or previous is not None or rx.search(r"\band\b",
                                                                           t.original) or either
                              or t.listed):  # "may 30 & may 31"
        if plan.sides:
            plan.unplaced.append("a comparison of both periods and facilitators")
        if rx.search(r"\bboth\b(?!\s+(?:of\s+the\s+)?(?:counts|numbers|figures|totals|values|"
                     r"sums|results|answers)\b)", t.original) and (any(
                m.kind in ("distinct_payer", "distinct_recipient", "payers_with",
                           "recipients_with") for m in plan.measures) or plan.group in (
                "payer", "recipient")):  # "which payers paid in both april and may"
            # "payers active in both April and May": an overlap, not each month's count
            plan.unplaced.append("those active in both periods (an overlap of two sets)")
        plan.sides = [(p.label, plan.filters.with_(period=p)) for p in periods]
        t.pop(r"\b(?:separately|respectively|individually)\b")  # each side's own figure
        _said_order(t, plan)
        plan.filters = plan.filters.with_(period=periods[0])
    elif 2 < len(periods) <= 12 and t.listed_all and not plan.sides and rx.search(
            r"\b(?:each|respectively|separately|individually|vs\.?|versus|compare[ds]?|comparing|"
            r"per|by)\b", t.original) and not rx.search(
            r"\b(?:combined|together|altogether|in\s+total|overall)\b", t.original):
        # "march, april and may 2026 respectively", "jan vs feb vs mar": one figure each
        plan.sides = [(p.label, plan.filters.with_(period=p)) for p in periods]
        t.pop(r"\b(?:separately|respectively|individually)\b")
        plan.filters = plan.filters.with_(period=periods[0])
    elif 2 < len(periods) <= 12 and t.listed_all and not plan.sides and not compare and \
            previous is None and each_period(t.original, plan, periods):
        pass  # "count for today, yesterday and the last 7 days": one figure each
    elif len(periods) > 1:
        plan.unplaced.append("a second period: " + periods[1].label)
        plan.filters = plan.filters.with_(period=periods[0])
    elif periods:
        plan.filters = plan.filters.with_(period=periods[0])
    elif plan.sides:
        pass
    else:
        plan.filters = plan.filters.with_(period=ALL_TIME)
    if plan.sides:
        plan.sides = [(label, f if f.period else f.with_(period=plan.filters.period))
                      for label, f in plan.sides]
    if plan.sides:
        while t.pop(r"\b(?:more|fewer|less|higher|lower|bigger|smaller|greater|which|busier|"
                    r"quieter|larger)\b"):
            pass
    elif compare:
        plan.unplaced.append(f"'{compare[0]}' (a comparison needs two periods or two "
                             "facilitators)")
    said_side = t.find(r"\b(?:" + (PAYER_WORDS if first_time == "payer" else RECIPIENT_WORDS)
                  + r")\b") if first_time and not plan.group else None
    if said_side is not None and Measure(f"distinct_{first_time}") not in plan.measures and (
            not plan.measures or not [w for w in rx.findall(r"[a-z0-9$%']+", t.original[
                :said_side.start()]) if w not in FILLER]):
        # "new payers in May", "first-time payers last week and what they spent": how many
        t.take(said_side.start(), said_side.end())
        plan.measures.insert(0, Measure(f"distinct_{first_time}"))
    if rx.search(r"\btypical\b", question, re.I) and any(m.kind == "median"
                                                        for m in plan.measures):
        plan.understood.append("read 'typical' as the median")
    if not plan.measures:
        f = plan.filters
        one_address = sum(1 for a in (f.party, f.payer, f.recipient) if a) == 1
        asks_rows = t.has(r"\b(?:settlements?|payments?|transactions?)\b") and (
            not one_address or (f.party is not None and _total_rows(t.original) and (
                t.either_side or rx.search(r"\binvolv", t.original) is not None)))
        plan.measures = [Measure("count")] if asks_rows or plan.group or (
            plan.sides and apart is None) else []
        if rival_side is not None and plan.sides:  # "who received more": both readings
            plan.measures.append(Measure("sum"))
    if any(m.kind in ("min", "max", "row_min", "row_max") for m in plan.measures) or (
            plan.filters.amount_lo or plan.filters.amount_hi):  # "over 1 USDC in a single payment"
        t.pop(r"\b(?:in\s+)?(?:a\s+|one\s+)?single\b")
    odd = t.find(r"\b(?:unique|distinct|different)\b")
    if odd:  # "how many distinct amounts": no reader counted distinct values of that
        t.take(odd.start(), odd.end())
        plan.unplaced.append(f"'{odd[0]}' (only payers and recipients are counted distinct)")
    each = t.find(r"\beach\b")
    if each and not plan.group and not plan.sides and not any(
            m.kind in PER_ENTITY for m in plan.measures):  # "volume in each of the last 3 months"
        t.take(each.start(), each.end())
        plan.unplaced.append("'each' (one figure for each what?)")
    _per_payment(plan, t)
    per = t.find(r"\bper\s+(?!(?:payment|settlement|transaction|transfer|tx)s?\b)([a-z0-9]+)")
    if per:
        t.take(per.start(), per.end())
        plan.unplaced.append(per[0])
    if t.first_said and not (plan.sides and _first_named(plan.sides, t.first_said) == [0]):
        plan.unplaced.append(f"'{t.first_said} first' (no such figure to list first)")
    if cohort:
        _cohort_sides(plan, cohort_side or "payer", cohort)
    if ranked_address:
        f = plan.filters
        if plan.sides or plan.group or plan.measures not in ([Measure("sum")], [Measure("count")]) \
                or f.payer or f.recipient or f.party or f.first_time:
            plan.unplaced.append(f"the place of {ranked_address} in a ranking of what?")
        else:
            plan.rank_of = (ranked_address, ranked_side or "payer")
            plan.understood.append(f"the place of {ranked_address} among {ranked_side}s")
    if nth > 1 and plan.group and plan.top == 1 and not plan.sides:
        plan.top = plan.nth = nth  # "the third-largest payer": the third of the top 3
    elif nth > 1:
        plan.unplaced.append(f"place {nth} of a ranking of what?")
    if plan.sides and plan.group in ("day", "week", "month") and plan.top is None and all(
            one_unit(f.period, plan.group) for _, f in plan.sides):
        plan.group = None  # "the monthly count, April vs May": each month's one figure
    if not plan.change_of_second and changed_from(t.original, [
            f.period.start if f.period else None for _, f in plan.sides]):
        plan.change_of_second = True  # "change from the week of 05-18 to the week of 05-25"
    difference, plan.minuend, plan.times, not_asked = apply_asked(
        asked, [label for label, _ in plan.sides], plan.change_of_second, plan.group is not None,
        [f.period.start if f.period else None for _, f in plan.sides])
    plan.difference = plan.difference or difference
    plan.difference_first = rx.search(r"\bdifference\b.*?(?:%|\bpercent|\bchange\b)",
                                      t.original) is not None
    plan.unplaced += not_asked
    plan.unplaced += unanswered_asks(t.original, plan) + [n for n in t.notes
                                                          if n not in plan.unplaced]
    f = plan.filters
    if (f.facilitator or f.payer or f.recipient or f.party or f.amount_lo or f.amount_hi) and \
            plan.group is None and not any(m.kind in GROUP_COUNTS for m in plan.measures):
        # "payai-settled payments only:", "only coinbase payments": the scope, stressed
        # (not "payers with only payments under 1 USDC": a condition on each payer)
        t.pop(r"\b(?:payments|settlements|transactions|transfers|txs|txns)\s+only\b|(?:^|[:,;(]\s*)"
              r"only\s+(?=(?:the\s+)?(?:payments|settlements|transactions|transfers|txs|txns|"
              r"those|\S+[- ](?:settled|facilitated))\b)")
    if plan.group in TIMED_GROUPS and not plan.top and not plan.sides and rx.search(
            r"(?:\band|,|;|\bplus)\s+(?:also\s+)?(?:the\s+|a\s+|its\s+|their\s+)?(?:(?:in\s+)?"
            r"total|overall|combined|altogether|(?:grand|overall|combined)\s+total|sum\s+of\s+"
            r"(?:them|all|those))\b(?!\s+(?:volume|amount|usdc|value|number|count|payment|"
            r"settlement|transaction|transfer|spend|spent|paid|received|sum|revenue|fee)s?\b)",
            t.original):
        # "in each month of q1 and in total": the series' total is no figure a series gives
        plan.unplaced.append("a total beside the series")
    if plan.group in TIMED_GROUPS and not plan.top:  # a series is listed oldest first
        t.pop(r"\b(?:in\s+(?:chronological\s+|date\s+|time\s+)?order|chronologically|oldest\s+"
              r"first|(?:sorted|ordered)\s+by\s+(?:date|month|week|day))\b")
    plan.key_last = bool(plan.group and plan.top == 1) and figure_before_key(t.original)
    if used is not None:
        plan.side_by_data = [m.kind for m in plan.measures] == ["distinct_facilitator"] and \
            not plan.group and not plan.sides and plan.filters.party == used
        if not plan.side_by_data:
            plan.unplaced.append(f"on which side {used} used them (as payer or as recipient)")
    # "my user wants the raw address, not a brand name": facilitators ranked by address
    raw = t.pop(r"(?:\bi'?m\s+an?\s+(?:ai\s+)?(?:assistant|agent)\s+and\s+)?"
                r"(?:\b(?:i|we|they|(?:my|the|our)\s+(?:user|client|boss|team|editor))\s+(?:want|"
                r"wants|need|needs|would\s+like)\s+|\b(?:give|show|return|list)\s+(?:me\s+|us\s+)?)?"
                r"(?:the\s+)?raw\s+(?:facilitator\s+)?(?:address|addresses)\b\s*,?\s*(?:and\s+|but\s+)?"
                r"not\s+(?:an?\s+|the\s+|its\s+|their\s+)?(?:brand|facilitator|display|company)?\s*"
                r"names?\b") if plan.group == "facilitator" else None
    # "which facilitator was second by volume": the second name, as the top few are by name
    plan.by_name = plan.group == "facilitator" and bool(plan.top) and \
        not plan.ranked_share and plan.having == (None, None) and plan.rank_of is None and \
        [m.kind for m in plan.measures] in (["count"], ["sum"], ["distinct_payer"],
                                            ["distinct_recipient"], ["avg"], ["median"]) and \
        not rx.search(
            r"\bfacilitators?[- ](?:address|addresses|wallets?|contracts?|accounts?)\b",
            t.original) and raw is None
    _aside_clauses(t, plan)
    plan.unplaced += t.leftover()
    # "How many payers in May? Sorry, recipients.": a side said alone after the question
    # corrects it (role nouns are filler words elsewhere, so it would go unread)
    alone = rx.search(r"[?.!]\s*(?:(?:sorry|oops|err|no|wait|i\s+mean|rather)\s*[,:-]?\s*)?"
                      r"(?:the\s+)?(?:unique\s+|distinct\s+)?(payers?|recipients?|merchants?|"
                      r"sellers?|buyers?|senders?|receivers?|payees?)\s*[.!?]*\s*$", t.original)
    if alone and alone[1].rstrip("s") not in t.original[:alone.start()]:  # not a restatement
        plan.unplaced.append(f"a side said alone after the question: {alone[1]}")
    plan.unplaced += unread_figures(question, plan)
    return plan


def _net_flow(t: Text, f: Filters) -> tuple[list[tuple[str, Filters]], str, str] | None:
    """"the net flow of 0x...", "0x...'s net inflow (received minus paid)": two sides, what
    the one address received and what it paid, and their difference (received less paid,
    or the other way when the question says paid minus received); the sides listed with the
    net ("paid, received and net") keep their order. The side the difference is taken from
    comes last ("first" or "second")."""
    said_ones = [a for a in (f.party, f.payer, f.recipient) if a]
    address = said_ones[0] if len(said_ones) == 1 else None  # a verb may have given it a side
    what = r"(?:what\s+(?:it|they|the\s+(?:address|wallet))\s+)?"  # "what it received minus ..."
    got = what + r"(?:usdc\s+|total\s+|amount\s+)?(?:received|inflows?|incoming|in|earned)"
    paid = what + r"(?:usdc\s+|total\s+|amount\s+)?(?:paid|sent|spent|outflows?|outgoing|out)"
    # the rule said alone is the net flow too ("0x...: total received minus total paid?")
    either_way = (r"(?:(" + got + r")\s+(?:minus|less|-)\s+" + paid + r"|" + paid +
                  r"\s+(?:minus|less|-)\s+" + got + r")\b")
    # "net (received minus paid)": the net said with its rule
    said = t.find(r"\bnet\s*(?:usdc\s+)?(?:flow|flows|inflow|inflows|position|result|volume)\b|"
                  r"\bnet\s+(?:usdc|amount)\s+(?:received|in)\b|\bnet\b(?=\s*[(:=]?\s*(?:the\s+)?"
                  + either_way + ")")
    alone = None if said else t.find(r"\b(?:the\s+)?" + either_way)
    said = said or alone
    listed = None if said else net_listed(t.original)
    if address is not None and listed is not None:
        # "received, paid, and net": the sides as listed, then received less paid
        t.take(listed[0].start(), listed[0].end())
        f = f.with_(party=None, payer=None, recipient=None)
        sides = [(f"received by {address}", f.with_(recipient=address)),
                 (f"paid by {address}", f.with_(payer=address))]
        if listed[1]:
            sides.reverse()
        return sides, f"read 'net' as what {address} received less what it paid", \
            "second" if listed[1] else "first"
    if address is None or said is None:
        return None
    f = f.with_(party=None, payer=None, recipient=None)
    t.take(said.start(), said.end())
    rule = alone or t.pop(r",?\s*(?:i\.?\s?e\.?,?|that\s+is,?|meaning|defined\s+as|=)?\s*"
                          r"(?:the\s+)?" + either_way)
    out_first = rule is not None and rule[1] is None
    sides = [(f"received by {address}", f.with_(recipient=address)),
             (f"paid by {address}", f.with_(payer=address))]
    if out_first:
        sides.reverse()
    first, second = ("paid", "received") if out_first else ("received", "paid")
    return sides, f"read '{said[0]}' as what {address} {first} less what it {second}", "first"


def _addresses_apart(t: Text, said: dict[str, tuple[int, int, str]]
                     ) -> tuple[str, list[str]] | None:
    """``(role, addresses in the order to answer)`` when two or more addresses on one side
    are set apart ("for each of 0xA, 0xB and 0xC", "0xB first, then 0xA")."""
    roles = {role for _, _, role in said.values()} - {"party"}
    if len(said) < 2:
        return None
    if len(roles) > 1:  # "how many did 0xA pay, and how many did 0xB receive": two questions
        spans = sorted((start, end) for start, end, _ in said.values())
        apart = any(rx.search(r"\band\s+how\s+(?:many|much)\b", t.original[a:b])
                    for (_, a), (b, _) in itertools.pairwise(spans))
        return ("mixed", []) if apart else None
    names = list(said)
    order = each_named(t, t.original, [(start, end) for start, end, _ in said.values()])
    if order is None:
        return None
    if roles:
        return roles.pop(), [names[i] for i in order]
    probe = _side_by_verb(t, Filters(party=names[0]), [])[0]
    role = "payer" if probe.payer else "recipient" if probe.recipient else "party"
    return role, [names[i] for i in order]


def _total_rows(text: str) -> bool:
    """"total transactions for 0x... on either side", "total settlements involving 0x...":
    one number of rows (for an address said on either side: not its history, which counts
    each side apart; with no side said the history is kept, its sent count first)."""
    rows = r"(?:settlements|payments|transactions|transfers)"
    return rx.search(r"\b(?:total|overall|combined)\s+(?:number\s+of\s+|count\s+of\s+)?" + rows
                     + r"\b|\b" + rows + r"\b.{0,80}\b(?:in\s+total|altogether|combined|"
                     r"overall)\b", text) is not None


def _name_spans(text: str, facs: list[Facilitator]) -> list[tuple[int, int]]:
    """Where each facilitator is named in ``text`` (its first mention, in the order said)."""
    spans = []
    for f in facs:
        m = rx.search(r"\b" + re.escape(f.name) + r"\b", text)
        spans.append((m.start(), m.end()) if m else (-1, -1))
    return spans
def _cohort_sides(plan: Plan, side: str, parts: list[str]) -> None:
    """"new and returning payers": one side per part of the period's active payers."""
    f = plan.filters
    if plan.sides or plan.group or plan.measures not in ([], [Measure(f"distinct_{side}")]) or \
            f.first_time or f.payer or f.recipient or f.party:
        plan.unplaced.append(f"{' and '.join(parts)} {side}s beside another figure or filter")
        return
    plan.measures = [Measure(f"distinct_{side}")]
    plan.sides = [(part, f if part == "all" else f.with_(first_time=side,
                                                         returning=part == "returning"))
                  for part in parts]
    plan.roles = True


def _listed_rows(t: Text, found: list[tuple[int, Measure]]) -> list[tuple[int, Measure]]:
    """"payments and the payers-to-recipients ratio", "the total payments and the standard
    deviation": the rows listed beside a figure no other reader counts are a count."""
    rows = t.find(r"\b(?:the\s+)?(?:total\s+)?(?:number of\s+|count of\s+)?(?:payments|"
                  r"settlements|transactions|transfers|txs)\b")
    if rows and not any(m.kind == "count" for _, m in found) and (
            rx.match(r"\s*(?:[,&+]|and\b)", t.rest[rows.end():])
            or rx.search(r"(?:^|[:,&+]|\band)\s*$", t.rest[:rows.start()])):
        t.take(rows.start(), rows.end())
        return [(rows.start(), Measure("count"))]
    return []


def _rows_item(t: Text, found: list[tuple[int, Measure]]) -> list[tuple[int, Measure]]:
    """"0x...: total received, payments, unique payers": the rows said alone as an item of a
    list of figures (a separator on each side) are their count."""
    rows = t.find(r"(?:^|(?<=[:,;&+])|(?<=\band))\s*(?:the\s+)?(?:total\s+)?(?:number\s+of\s+|"
                  r"count\s+of\s+)?(?:payments|settlements|transactions|transfers|txs|txns)\s*"
                  r"(?=[,;&+.?!]|\band\b|$)")
    if rows is None or not found or any(m.kind == "count" for _, m in found) or not rx.match(
            r"\s*(?:[,;&+.?!]|and\b|$)", t.original[rows.start() + len(rows[0].rstrip()):]) or \
            not rx.search(
            r"(?:^|[:,;&+]|\band)\s*(?:the\s+)?(?:total\s+)?(?:number\s+of\s+|count\s+of\s+)?$",
            t.original[:rows.start() + len(rows[0]) - len(rows[0].lstrip())]):
        return []  # the separators said, not left by another reader's words taken
    t.take(rows.start(), rows.end())
    return [(rows.start(), Measure("count"))]


def _names(label: str, f: Filters, said: str) -> bool:
    """``said`` ("q4", "apr 2026", "march") names the period labelled ``label`` ("Q4 2025",
    "April 2026"): each word the start of the label's word; a year ("2026") names a side
    whose period lies within it ("this year", "year to date")."""
    p = f.period
    if rx.fullmatch(r"\d{4}", said.strip()) and p is not None and p.start and p.end:
        return p.start.year == int(said) == (p.end - timedelta(days=1)).year
    got, want = label.lower().split(), said.lower().replace(" of ", " ").split()
    return len(want) <= len(got) and all(g.startswith(w) for g, w in zip(got, want, strict=False))


def _first_named(sides: list[tuple[str, Filters]], said: str) -> list[int]:
    """The sides that ``said`` (the period asked to be listed first) names."""
    relative = relative_sides(said, sides)
    if relative is not None:
        return relative
    return [i for i, (label, f) in enumerate(sides) if _names(label, f, said)]


def _said_order(t: Text, plan: Plan) -> None:
    """Two periods listed in the order the question names them ("from Q4 2025 to Q1 2026",
    "..., Q1 first"); the change is then the second's relative to the first."""
    if len(plan.sides) != 2:
        return
    plan.difference = t.difference or bool(t.difference_from)
    plan.difference_from = t.difference_from
    if t.later_first:
        plan.sides.reverse()
        plan.change_of_second = True
    elif t.second_changed:
        plan.change_of_second = True
    if t.first_said and _first_named(plan.sides, t.first_said) == [1]:
        plan.sides.reverse()
        plan.change_of_second = not plan.change_of_second


#: how an aside about the asker opens ("thanks a bunch", "need it asap for the board",
#: "quick one", "for my dashboard"); a clause opening otherwise ("germany please") is kept
_ASIDE_OPENING = (r"(?:thanks|thank you|thx|ty|cheers|please|pls|plz|quick|hey|hi|hello|sorry|"
                  r"btw|fyi|asap|no rush|just curious|curious|asking for|need (?:it|this|that)|"
                  r"needed (?:it|this|that)|(?:it's|it is|this is|that's) for|for (?:my|our|your|"
                  r"his|her|their|a|an|this|some)\b)\b")
#: a word of scope inside a clause ("for a client in germany", "for a single recipient"):
#: the clause is kept
_SCOPE_WORDS = (r"\b(?:in|from|at|within|among|outside|excluding|except|without|only|via|"
                r"through|across|inside|based|located|region|country|where|single|each|every|"
                r"per|one|" + _ONE_PAYER + "|" + _ONE_RECIPIENT + r"|facilitator|settlement|"
                r"transaction|transfer|ticket|purchase|sale|amount|volume|count|total|average|"
                r"median|usd|dollar|cent)s?\b")


def _aside_clauses(t: Text, plan: Plan) -> None:
    """Set aside a clause about the asker, not the data ("quick one -", ", thanks a
    bunch!", "(for my board meeting)"): no reader took any of it, it opens as an aside and
    holds no word about the data nor of scope. Any other clause with a word left over still
    refuses the question."""
    if not plan.measures:
        return
    text, rest = t.original, t.rest
    cuts = [0] + [m.end() for m in rx.finditer(r"[,;:!?()]|\s[-\u2013\u2014]+\s|\.\s", text)]
    cuts.append(len(text))
    if len(cuts) <= 2:
        return
    names = "|".join(re.escape(n) for n in facilitator_names())
    for start, end in itertools.pairwise(cuts):
        clause = text[start:end]
        said = clause.strip(" ,;:!?()-.\u2013\u2014")
        if rest[start:end] != clause or not rx.match(_ASIDE_OPENING, said) or rx.search(
                _DATA_WORDS + "|" + _SCOPE_WORDS + r"|\b(?:" + names + r")\b", said):
            continue
        if not [w for w in rx.findall(r"[a-z0-9$%][a-z0-9$%.'_-]*", said)
                if w.strip(".'-") not in FILLER]:
            continue  # nothing to set aside
        t.take(start, end)
        plan.understood.append(f"set aside '{said}' (not about the data)")


def _each_of_last(question: str, as_of: date) -> tuple[str, str | None]:
    """"in each of the last 3 months", "monthly over the last 3 months": a monthly (weekly,
    daily) series over those units, the current one up to ``as_of`` included ("full"/
    "complete" units: only whole ones, before the current one). Returns the question with
    the span as two dates and the grain, and the reading in words."""
    count = (r"(\d{1,2}|" + "|".join(WORD_NUMBERS) + r")\s+(?:(full|complete|whole|calendar|"
             r"completed)\s+)?")
    grain = ""
    m = rx.search(r"\b(?:in\s+|for\s+|over\s+|during\s+)?(?:each|every\s+one)\s+of\s+the\s+"
                  r"(?:last|past|previous|prior)\s+" + count + r"(months|weeks|days)\b",
                  question, re.I)
    if m is None:  # "monthly volume over the last 3 months": whole months, not 90 days
        m = rx.search(r"\b(?:in\s+|for\s+|over\s+|during\s+)?(?:the\s+)?(?:last|past|previous|"
                      r"prior)\s+" + count + r"(months|weeks)\b", question, re.I)
        grain = m[3].lower()[:-1] if m else ""
        if m is None or not rx.search(r"\b(?:" + grain + r"ly|(?:by|per|each|every)\s+" + grain
                                      + r"|" + grain + r"\s+by\s+" + grain + r")\b", question,
                                      re.I):
            return question, None
    n = WORD_NUMBERS.get(m[1].lower()) or int(m[1])
    unit, full = m[3].lower()[:-1], m[2] is not None
    if not 1 <= n <= 36:
        return question, None
    last = as_of
    if unit == "month":
        first_of = as_of.replace(day=1)
        if full:
            last = first_of - timedelta(days=1)
            first_of = last.replace(day=1)
        back = first_of.year * 12 + first_of.month - 1 - (n - 1)
        start = date(back // 12, back % 12 + 1, 1)
    elif unit == "week":
        monday = as_of - timedelta(days=as_of.weekday())
        if full:
            last, monday = monday - timedelta(days=1), monday - timedelta(days=7)
        start = monday - timedelta(days=7 * (n - 1))
    else:
        if full:
            last = as_of - timedelta(days=1)
        start = last - timedelta(days=n - 1)
    said = " ".join(m[0].split())
    per = "" if grain else f" per {unit}"  # the grain is said already ("monthly")
    out = (question[:m.start()] + f" between {start.isoformat()} and {last.isoformat()}{per} "
           + question[m.end():])
    return out, (f"read '{said}' as one figure per {unit} from {start.isoformat()} to "
                 f"{last.isoformat()}" + ("" if full else f" (the current {unit} up to "
                                                           f"{as_of.isoformat()})"))


_NEW_SIDE = (r"(?:(payers?|buyers?|spenders?|senders?|paying\s+(?:wallets|addresses|accounts|"
             r"agents|users|customers))|(recipients?|merchants?|sellers?|receivers?|payees?))")


def _first_time(question: str) -> tuple[str, str | None]:
    """"first-time payers", "new buyers", "payers paying for the first time ever": the
    payers (recipients) whose first settlement ever falls in the period; the question
    without those words, and the side."""
    m = rx.search(r"\b(?:first[- ]time|first[- ]ever|brand[- ]new|new)\s+" + _NEW_SIDE + r"\b",
                  question, re.I) or rx.search(
        r"\b(?:first[- ]time)\s+(?:(customers?|users?|clients?|agents?|wallets?)|(services?|"
        r"vendors?|providers?))\b", question, re.I)
    if m is not None:
        side = "payer" if m[1] else "recipient"
        return question[:m.start()] + m[m.lastindex or 1] + question[m.end():], side
    m = rx.search(r"\b(?:who|that|which)?\s*(?:got\s+|were\s+|was\s+|been\s+)?(?:paid|pay|"
                  r"paying|spent|spending|received|receiving)\s+(?:\w+\s+)?for\s+the\s+first\s+"
                  r"time(?:\s+ever)?\b", question, re.I) or rx.search(
        # "payers who made their very first payment", "recipients that got their first one"
        r"\b(?:who|that|which)?\s*(?:made|make|makes|making|sent|send|sends|did|received|"
        r"receive|receives|got|get|gets)\s+(?:their|its|a|the)\s+(?:very\s+)?first(?:[- ]ever)?"
        r"\s+(?:payments?|settlements?|transactions?|transfers?|one)\b(?:\s+ever)?", question,
        re.I) or rx.search(  # "payers whose first payment was in Q1"
        r"\bwhose\s+(?:very\s+)?first(?:[- ]ever)?\s+(?:payments?|settlements?|transactions?|"
        r"transfers?)(?:\s+ever)?\s+(?:was|were|came|happened|fell)\b", question, re.I
    ) or (None if ADDRESS.search(question.lower()) else rx.search(
        # "how many payers were first seen in May": who is new (an address's is a payment)
        r"\b(?:who|that|which)?\s*(?:were\s+|was\s+|got\s+)?first\s+seen\b", question, re.I))
    if m is None:
        return question, None
    # the side is the noun just before ("recipients paid for the first time")
    noun = rx.search(r"\b(?:(" + PAYER_WORDS + r"|people|wallets)|(" + RECIPIENT_WORDS
                     + r"))\W+(?:\w+\W+){0,2}$", question[:m.start()] + " ", re.I)
    if noun is None:
        return question, None
    side = "payer" if noun[1] else "recipient"
    return question[:m.start()] + " " + question[m.end():], side


def _per_payment(plan: Plan, t: Text) -> None:
    """"volume per payment", "USDC per settlement": the average payment, not the total (a
    total per payment within groups or rankings is refused)."""
    if not any(_total_of_rows(m) for m in plan.measures) or not rx.search(
            r"\bper\s+(?:(?:single|each|individual)\s+)?(?:payment|settlement|transaction|"
            r"transfer|tx|txn)s?\b", t.original):
        return
    if plan.group or plan.share_of is not None or rx.search(
            r"\b(?:total|sum|in all|combined|altogether)\b", t.original):
        plan.unplaced.append("a total per payment (the average payment?)")
        return
    plan.measures = [(Measure("avg") if m.kind == "sum" else
                      replace(m, columns=("avg", *m.columns[1:]))) if _total_of_rows(m) else m
                     for m in plan.measures]
    plan.understood.append("'per payment' read as the average per settlement")


def _total_of_rows(m: Measure) -> bool:
    """A total over the settlements (volume, gas used or cost), which 'per payment' averages."""
    return m == Measure("sum") or (m.kind == "gas" and m.columns[:1] == ("sum",)
                                   and m.columns[1:2] != ("price",))
