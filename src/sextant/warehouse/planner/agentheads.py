"""The head an agent writes before its question, about itself, said as a plain question:
who it is said with a noun the role labels do not know ("Marketplace crawler:", "Whale
filter:", "Research agent, historical section:"), what it is doing ("Pricing agent calibrating
its per-call fee:", "Trading agent vetting a seller before paying:"), the wallet or merchant
it works on ("Treasury agent, wallet 0x...:", "Marketplace crawler profiling merchant 0x...:",
kept as "wallet 0x...:"), and the size of payment it watches when the question says that
size again as a bound ("Micropayment monitor: payments under 0.005 USDC", "Whale filter: how
many transfers exceeded 10 USDC"); a name's tag (its instance "#2", worker "/worker-3" or
board "[x402-dash]") and "::" after it ("ledger agent#2 ::"), a channel's name before it
("Slack #x402-metrics bot:") and a swarm's node ("Research swarm, node 'adoption-curve':").
A head holding any other word of the data (a period, a
facilitator, a number, a size the question does not bound) is left as said (and refused).
Pure text to text, before the labels are read."""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.agentlabels import _scoped

__all__ = ["plain_agent_head"]

#: what an agent calls itself
_NOUN = (r"(?:agents?|bots?|crawlers?|scrapers?|indexers?|filters?|screeners?|trackers?|"
         r"monitors?|watchers?|routers?|auditors?|analysts?|planners?|orchestrators?|"
         r"assistants?|copilots?|daemons?|workers?|services?|checks?|reconciliation|"
         r"screening|vetting|profiling|digest|swarms?|aggregators?|reconcilers?|matchers?|"
         r"enrichment|ledgers?|nodes?|requests?)")
#: what it is doing, said after its name ("calibrating its per-call fee", "vetting a seller
#: before paying"): a verb in -ing and a few plain words, no word of the data's scope
_DOING = (r"(?:\s+(?:calibrating|vetting|profiling|screening|checking|building|preparing|"
          r"updating|pricing|sizing|monitoring|scanning|auditing|reconciling|assessing|"
          r"evaluating|deciding|choosing|planning|tuning|setting|refreshing)\s+"
          r"(?:[a-z][a-z'-]*\s+){0,5}?[a-z][a-z'-]*"
          r"(?:\s+before\s+(?:paying|routing|buying|sending|calling|settling|trading|"
          r"proceeding|committing|executing))?)")
#: a section of its work after a comma ("historical section", "weekly pass")
_PART = (r"(?:\s*,\s*(?:(?:[a-z][a-z-]*\s+){0,2}(?:section|pass|step|phase|mode|run)|(?:node|"
         r"worker|shard|instance|agent)\s+['\"\u2018\u201c]?[a-z][a-z0-9_-]*['\"\u2019\u201d]?))")
#: a word of the name, or a channel's ("Slack #x402-metrics bot")
_WORD = r"(?:[a-z][a-z-]*\s+|#[a-z0-9][a-z0-9_-]*\s+)"
#: a handle's tag: its instance ("#2", "-3"), its worker ("/worker-3"), its board ("[x402-dash]")
_TAG = r"(?:#\d{1,3}|-\d{1,3}|/[a-z][a-z0-9_-]*|\[[a-z0-9 _.-]{1,30}\])"
_HEAD = re.compile(r"^\s*(?P<head>" + _WORD + r"{0,3}?" + _NOUN + r"(?P<tag>" + _TAG + r"*)"
                   + r"(?P<doing>" + _DOING + r")?" + _PART
                   + r"?)\s*(?P<end>::|[:.]|\s[-\u2013\u2014])\s+(?=\S)", re.I)
#: what the doing may not say: a word of the data's scope (its payers and sellers aside, whom
#: the question names itself)
_SCOPE = (r"0x|\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bq[1-4]\b|"
          r"\b(?:today|yesterday|tonight|days?|daily|weeks?|weekly|months?|monthly|years?|yearly|"
          r"quarters?|quarterly|hours?|hourly|weekends?|weekdays?|ytd|mtd|recent\w*|last|past|"
          r"since|after|until|through|during|only|just|excluding|except|without|not|no|over|under|"
          r"above|below|more|less|least|most|each|every|per|all|both|large\w*|small\w*|big\w*|"
          r"tiny|micro\w*|dust|whales?|first\w*|new\w*|repeat\w*|returning|refund\w*|fail\w*|"
          r"usdc|usd|dollars?|cents?|volume|count|total|average|median|share|percent\w*|top|"
          r"chains?|networks?|solana|polygon|ethereum|base)\b")
#: the wallet or merchant the agent works on, said at the end of its head
_ON = re.compile(r"^\s*(?P<head>(?:[a-z][a-z-]*\s+){0,3}?" + _NOUN + r"(?:\s+(?:for|of|on|"
                 r"profiling|screening|vetting|checking|auditing|reconciling))?)\s*,?\s+(?:the\s+)?"
                 r"(?P<on>(?:wallet|merchant|address|payer|recipient|seller|account)\s+"
                 r"0x[0-9a-f]{40})\s*(?P<end>[:,])\s+(?=\S)", re.I)
#: the size of payment a head watches, and the bound that says it again
_SMALL = (r"\b(?:micro-?payments?|micro|small(?:-payment)?|tiny|dust)\b",
          r"\b(?:under|below|less\s+than|smaller\s+than|at\s+most|no\s+more\s+than)\s+\$?\d")
_LARGE = (r"\b(?:whales?|large(?:-payment)?|big|high-value)\b",
          r"\b(?:over|above|more\s+than|greater\s+than|larger\s+than|exceed(?:s|ed|ing)?|at\s+"
          r"least)\s+\$?\d")


def _size_restated(head: str, rest: str) -> str | None:
    """``head`` without the size it watches when ``rest`` bounds the amount that way (and
    never the other way); None when the size is not said again."""
    for size, bound in (_SMALL, _LARGE):
        other = _LARGE[1] if bound == _SMALL[1] else _SMALL[1]
        if rx.search(size, head, re.I):
            if not rx.search(bound, rest, re.I) or rx.search(other, rest, re.I):
                return None
            head = rx.sub(size, " ", head, flags=re.I)
    return head


#: "[orchestrator -> data-agent]": which agent sends the message to which
_ROUTE = re.compile(r"^\s*(?:\[\s*(?P<tag>[a-z][a-z0-9_ -]{0,40}?\s*(?:->|=>|\u2192|to)\s*"
                    r"[a-z][a-z0-9_ -]{0,40}?)\s*\]\s*:?|(?P<bare>[a-z][a-z0-9_-]{0,30}\s*(?:->|=>|"
                    r"\u2192)\s*[a-z][a-z0-9_-]{0,30})\s*:)\s*(?=\S)", re.I)


def _routed(question: str, names: list[str]) -> tuple[str, list[str]]:
    """``question`` without the tag of the agents it passes between (kept when the tag names
    a facilitator or holds a number)."""
    m = _ROUTE.match(question)
    named = "|".join(re.escape(n) for n in names)
    said = r"\d" + (r"|\b(?:" + named + r")\b" if named else "")
    tag = m and (m["tag"] or m["bare"])
    if m is None or not tag or rx.search(said, tag, re.I):
        return question, []
    return question[m.end():], [
        f"set aside '[{tag}]' (the agents the question passes between)"]


#: a chat bot relaying a member's question, said as its head ("Telegram /stats from a member:",
#: "[discord] member asks:", "Slack relay from #finance:", "Discord #merchant-help:"): the
#: platform, its command or channel and who asked, no other word
_CHAT = r"(?:slack|discord|telegram|teams|matrix|irc|whatsapp|signal)"
_WHO_ASKED = r"(?:a\s+|the\s+|one\s+)?(?:member|user|mod|moderator|admin|subscriber)s?"
_RELAY = re.compile(
    r"^\s*(?P<head>\[?\s*" + _CHAT + r"\s*\]?(?:\s+(?:relay(?:ed)?|message|msg|dm|command|bot|"
    r"/[a-z][a-z0-9_]*|#[a-z0-9][a-z0-9_-]*))*(?:\s+(?:from|in|on|via|by)\s+(?:#[a-z0-9]"
    r"[a-z0-9_-]*|" + _WHO_ASKED + r"|(?:the|a)\s+channel))*(?:\s*,?\s*" + _WHO_ASKED
    + r"\s+(?:asks|asked|writes|wrote|wants\s+to\s+know|says))?)\s*(?::|\s[-\u2013\u2014])"
    r"\s*(?=\S)", re.I)
#: a relayed question in quotes, alone after the head
_QUOTED = re.compile(r"^\s*[\"\u201c'](?P<said>[^\"\u201c\u201d]+)[\"\u201d']\s*$")


def _relayed(question: str, names: list[str]) -> tuple[str, list[str]]:
    """``question`` without a chat bot's relay head (kept when its channel or command holds a
    number or names a facilitator), and its quotes when the question is all quoted."""
    m = _RELAY.match(question)
    if m is None:
        return question, []
    named = "|".join(re.escape(n) for n in names)
    tags = " ".join(rx.findall(r"[#/][a-z0-9_-]+", m["head"], re.I)).replace("x402", " ")
    if rx.search(r"\d" + (r"|\b(?:" + named + r")\b" if named else ""), tags, re.I):
        return question, []
    rest = question[m.end():]
    quoted = _QUOTED.match(rest)
    return quoted["said"] if quoted else rest, [
        f"set aside '{m['head'].strip()}' (a chat relay's head, not about the data)"]


def plain_agent_head(question: str, as_of: date, names: Iterable[str] = ()
                     ) -> tuple[str, list[str]]:
    """``question`` without the agent's head above, and a note of what was set aside."""
    names = list(names)
    question, relayed = _relayed(question, names)
    question, routed = _routed(question, names)
    routed = relayed + routed
    said, notes = _head(question, as_of, names)
    return said, routed + notes


def _head(question: str, as_of: date, names: list[str]) -> tuple[str, list[str]]:
    m = _ON.match(question)
    if m is not None and _scoped(m["head"], question[m.end():], names, as_of):
        rest = question[m.end():]
        return f"{m['on']}{m['end']} {rest}", [
            f"set aside '{m['head'].strip()}' (who asks and why, not about the data)"]
    m = _HEAD.match(question)
    if m is None:
        return question, []
    rest = question[m.end():]
    head = _size_restated(m["head"], rest)
    if head is None:
        return question, []
    doing = m["doing"] or ""
    named = "|".join(re.escape(n) for n in names)
    said = rx.sub(r"\bper[- ](?:call|request)\b|\bbefore\s+[a-z]+ing\b", " ", doing, flags=re.I)
    if rx.search(_SCOPE + (r"|\b(?:" + named + r")\b" if named else ""), said, re.I):
        return question, []
    # a worker or instance number, and the protocol's name, say nothing of the data
    head = rx.sub(r"\bx402\b|(?<=[a-z][_-])\d{1,3}\b|#\d{1,3}\b", " ", head, flags=re.I)
    if m["tag"] and (doing or m["end"] not in (":", "::")):
        return question, []  # a tagged name alone before a colon, nothing said of what it does
    if m["tag"] and rx.search(
            _SCOPE + r"|\b(?:diff\w*|minus|vs|versus|gap|delta|compar\w*|chang\w*|growth|"
            r"ratio|rank\w*|payers?|recipients?|merchants?|sellers?|facilitators?)\b"
            + (r"|\b(?:" + named + r")\b" if named else ""), head.replace("_", " "), re.I):
        return question, []  # a tagged name that names a figure or a scope: left as said
    head = rx.sub(r"[\[\]/#]", " ", head)
    if not _scoped(head.replace(doing, " ") if doing else head, rest, names, as_of):
        return question, []
    return rest, [f"set aside '{m['head'].strip()}' (who asks and why, not about the data)"]
