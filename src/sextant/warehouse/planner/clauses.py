"""Wordings of a question's roles, measures and clause structure, rewritten into the plain
words the readers know: "acting as the paying party" is "as payer", "on the receiving end of"
is "received", "(a) ... (b) ..." lists two figures, "w/ amounts" asks nothing a ranking does
not already list. Pure text to text, before any reader runs."""

from __future__ import annotations

from sextant.warehouse.planner import rx

__all__ = ["plain_clauses"]

_ADDRESS = r"0x[0-9a-f]{40}"
_PAYING = r"(?:paying|sending|spending|buying)"
_GETTING = r"(?:receiving|recipient|earning|selling|collecting)"
_SIDE = r"(?:party|side|end|role)"


def plain_clauses(text: str) -> str:
    """``text`` (lowercase) with the wordings above rewritten."""
    # an address's role said as a party: "in which 0x... was the paying party"
    text = rx.sub(r"\b(?:in\s+which|where|for\s+which)\s+(" + _ADDRESS + r")\s+(?:was|is|were|"
                  r"acted\s+as)\s+(?:the\s+)?(?:" + _PAYING + r"\s+" + _SIDE + r"|payer|sender)\b",
                  r"paid by \1", text)
    text = rx.sub(r"\b(?:in\s+which|where|for\s+which)\s+(" + _ADDRESS + r")\s+(?:was|is|were|"
                  r"acted\s+as)\s+(?:the\s+)?(?:" + _GETTING + r"\s+" + _SIDE + r"|recipient|"
                  r"receiver|payee)\b", r"received by \1", text)
    text = rx.sub(r"\b(?:has|have|had)\s+(" + _ADDRESS + r")\s+been\s+on\s+the\s+receiving\s+end\s+"
                  r"of\b", r"has \1 received", text)
    # "who was on the receiving end of the largest payment": who received it (not "who was
    # received", a party left unread); "who was on the sending end": who paid it
    text = rx.sub(r"\b(who|which\s+(?:address|wallet|account))\s+(?:was|is|were|has\s+been|had\s+"
                  r"been)\s+on\s+the\s+receiving\s+end(?:\s+of)?\b", r"\1 received", text)
    text = rx.sub(r"\b(who|which\s+(?:address|wallet|account))\s+(?:was|is|were|has\s+been|had\s+"
                  r"been)\s+on\s+the\s+" + _PAYING + r"\s+end(?:\s+of)?\b", r"\1 paid", text)
    text = rx.sub(r"\b(?:been\s+)?on\s+the\s+receiving\s+end(?:\s+of)?\b", "received", text)
    text = rx.sub(r"\b(?:acting|acted|participating)\s+as\b", "as", text)
    text = rx.sub(r"\b(?:the\s+)?" + _PAYING + r"\s+" + _SIDE + r"\b", "the payer", text)
    text = rx.sub(r"\b(?:the\s+)?receiving\s+" + _SIDE + r"\b", "the recipient", text)
    # "paid to others", "sent out to others": whom it paid is any recipient
    text = rx.sub(r"\b(paid|sent|spent|transferred)\s+(?:out\s+)?to\s+(?:others|other\s+"
                  r"(?:wallets|addresses|parties|people))\b", r"\1", text)
    text = rx.sub(r"\bcollect(?:ed|s)?\b(?!\s+by)", "receive", text)
    # "payments into 0x...", "payers sending to 0x...": what it received, from whom
    text = rx.sub(r"\binto\s+(?=" + _ADDRESS + r"\b)", "to ", text)
    text = rx.sub(r"\b(payers|senders|buyers|wallets|addresses|accounts)\s+(?:sending|paying|"
                  r"transferring)\s+(?:usdc\s+|money\s+|funds\s+)?to\s+(?=" + _ADDRESS + r"\b)",
                  r"\1 that sent to ", text)
    # "I'm comparing A and B for a partnership": why they are compared, nothing of the data
    text = rx.sub(r"\b(comparing|evaluating|assessing|weighing|looking\s+at)\s+([^.?:;]{1,80}?)\s+"
                  r"for\s+(?:a|an|our|my|the)\s+(?:(?:possible|potential|new|future)\s+)?"
                  r"(?:partnership|deal|integration|pitch|proposal|decision|contract|negotiation)"
                  r"(?=\s*[.:;\u2013\u2014])", r"\1 \2", text)
    # "total volume, and Coinbase's part of it in percent. Total first.": the order said
    # already, when the figure named first opens the question
    said_first = rx.search(r"(?<=[.;])\s*(?:the\s+)?(total|count|volume|number|amount)\s+first"
                           r"\s*[.!]?\s*$", text)
    if said_first and rx.search(r"^[^,;]*\b" + said_first[1] + r"\b", text[:said_first.start()]):
        text = text[:said_first.start()]
    # "first address first", "the first-named one first": the order said already
    text = rx.sub(r"[,;]?\s*\b(?:the\s+)?first(?:[- ](?:named|listed|mentioned))?\s+(?:address|"
                  r"wallet|account|one|facilitator|period|month)\s+first\b", " ", text)
    # "Q4 receipts: 0xA versus 0xB": the USDC each received (never "number of receipts")
    text = rx.sub(r"(?<!number of )(?<!count of )(?<!how many )\b(?:usdc\s+|total\s+)?receipts\b"
                  r"(?!\s+(?:count|number))", "usdc received", text)
    # "first payment date for payer 0x...": the first payment, whose row has its time
    text = rx.sub(r"\b(first|last|earliest|latest|most\s+recent)\s+(payment|settlement|"
                  r"transaction)\s+(?:date|time|timestamp)\b(?!\s+(?:range|window))", r"\1 \2",
                  text)
    # "Two merchants, last 90 days: received by 0xA and by 0xB": both of those said
    if len(set(rx.findall(_ADDRESS, text))) == 2:
        text = rx.sub(r"^(\s*)two\s+(?=(?:merchants|wallets|addresses|recipients|payers|accounts|"
                      r"sellers|buyers|agents|senders|receivers)\b[^:]{0,40}:)", r"\1both ", text)
    # "date/time of Questflow's last payment", "timestamp of the first settlement": that
    # payment, whose row has its time
    text = rx.sub(r"\b(?:date\s*(?:/|and|&)\s*time|timestamp|date|time)\s+of\s+(?=(?:the\s+|its\s+|"
                  r"their\s+|[\w.-]+'s\s+)?(?:very\s+)?(?:first|last|earliest|latest|most\s+recent|"
                  r"newest|oldest)\s+(?:settled\s+|successful\s+)?(?:payment|settlement|transaction|"
                  r"transfer)\b)", "", text)
    # "the largest payment it received, and from which payer": from whom (to whom) it came
    text = rx.sub(r"\bfrom\s+which\s+(?:payer|sender|buyer|wallet|address|account)\b", "from whom",
                  text)
    text = rx.sub(r"\bto\s+which\s+(?:recipient|receiver|payee|merchant|seller|wallet|address|"
                  r"account)\b", "to whom", text)
    # "between payer 0xA and recipient 0xB": the pair, each in its role
    text = rx.sub(r"\bbetween\s+(?=(?:the\s+)?(?:payer|sender|buyer)\s+" + _ADDRESS + r"\s+and\s+"
                  r"(?:the\s+)?(?:recipient|receiver|payee|merchant|seller)\s+" + _ADDRESS + ")",
                  "", text)
    # an enumeration's markers: "(a) the number ... and (b) the total"
    text = rx.sub(r"(?:(?<=\s)|^)\(\s*[a-e1-5]\s*\)\s*|(?<=[\s,;:])[a-e]\)\s+", " ", text)
    # "in that order", "in this order": the answer follows the question's order anyway
    text = rx.sub(r",?\s*\bin\s+(?:that|this|the\s+same|the\s+following)\s+order\b", " ", text)
    # "how many distinct payments has 0x... taken part in, whether as sender or as receiver
    # (a payment to itself counts once)": each payment is one already, and so is a self-payment
    # among an address's settlements on either side
    text = rx.sub(r"\b(?:distinct|unique|different|separate|individual)\s+(?=(?:payments|"
                  r"settlements|transactions|transfers)\b)", "", text)
    text = rx.sub(r"\(?\s*(?:a\s+|any\s+)?(?:payment|settlement|transaction)s?\s+(?:to|with)\s+"
                  r"(?:itself|themselves|oneself|itself)\s+(?:counts?|is\s+counted|are\s+counted)\s+"
                  r"(?:only\s+)?(?:once|one\s+time|as\s+one)\s*\)?", " ", text)
    text = rx.sub(r"\b(?:has|have|had)\s+(" + _ADDRESS + r")\s+(?:taken|took)\s+part\s+in\b",
                  r"has \1", text)
    text = rx.sub(r",?\s*\bwhether\s+(?=as\s+(?:the\s+)?(?:payer|sender|recipient|receiver)\b)",
                  " ", text)
    text = rx.sub(r"\bsample\s+(?=(?:standard\s+deviation|std|stdev|stddev|variance)\b)", "",
                  text)  # the spread is the sample one already
    # a ranking "w/ amounts", "with their totals": what it lists already
    text = rx.sub(r"\bw/\s*", "with ", text)
    if rx.search(r"\b(?:top|bottom|which|who)\b", text):
        text = rx.sub(r",?\s*\b(?:with|incl(?:uding|\.)?)\s+(?:their|the|its)?\s*(?:amounts?|"
                      r"totals?|volumes?|figures|values|sums?)\s*(?=[?.!]?\s*$)", " ", text)
    text = rx.sub(r"\bwho's\b", "who is", text)
    # "the single biggest payer": the top one
    text = rx.sub(r"\bsingle\s+(?=(?:biggest|largest|top|highest[- ]paying|highest[- ]earning)\s+"
                  r"(?:payer|recipient|sender|receiver|buyer|seller|merchant|spender|earner|"
                  r"facilitator|wallet|address)\b(?!s))", "", text)
    # "first and last payment of 0x...? just the timestamps": what the rows give already
    if rx.search(r"\b(?:first|last|earliest|latest|newest|oldest)\b", text):
        text = rx.sub(r"[,;.?!]?\s*\b(?:just|only)\s+(?:the\s+)?(?:timestamps?|dates?|times?)"
                      r"(?:\s+(?:please|pls|thanks))?\s*(?=[?.!]?\s*$)", " ", text)
    # "first-seen and last-seen timestamps (earliest and latest received payment)": its first
    # and last payments, the parenthetical saying so again
    text = rx.sub(r"\b(first|last)[- ]seen\s+(and|&)\s+(first|last)[- ]seen(?:\s+(?:timestamps|"
                  r"dates|times))?(?:\s*\(\s*(?:the\s+)?(?:earliest|first)\s+(?:and|&)\s+(?:the\s+)?"
                  r"(?:latest|last)\b[^)]*\))?", r"\1 seen \2 \3 seen", text)
    text = rx.sub(r"\b(first|last)[- ]seen\s+(?:timestamp|date|time)\b", r"\1 seen", text)
    # "(the earliest timestamp at which it appears as payer)" after its first payment: the
    # same payment said again
    text = rx.sub(r"\b((?:first|last|earliest|latest)\s+(?:payment|settlement|transaction)\b"
                  r".{0,30}?)\s*\(\s*(?:i\.?e\.?,?\s*)?(?:the\s+)?(?:earliest|latest|first|last)\s+(?:timestamp|"
                  r"time|date)\s+(?:at\s+which|when|on\s+which)\s+(?:it|they|" + _ADDRESS + r")\s+"
                  r"(?:appears?|appeared|shows?\s+up|showed\s+up|is\s+seen|was\s+seen)\s+as\s+"
                  r"(?:the\s+|a\s+)?(?:payer|recipient|sender|receiver)\s*\)", r"\1", text)
    # "the latest timestamp at which 0x... received a payment": when its last one was
    text = rx.sub(r"\b(?:the\s+)?(earliest|first|latest|last|most\s+recent)\s+(?:timestamp|time|"
                  r"date)\s+(?:at\s+which|when|on\s+which)\s+(?=" + _ADDRESS + r"\s+(?:received|"
                  r"got|paid|made|sent|was\s+paid))", r"the \1 payment when ", text)
    # "first time 0x... appeared as a payer", "the last time 0x... showed up as recipient": its
    # first (last) payment on that side
    text = rx.sub(r"\b(?:when\s+was\s+)?(?:the\s+)?(first|last|earliest|latest|most\s+recent)\s+"
                  r"time\s+(?:that\s+)?(" + _ADDRESS + r")\s+(?:(?:has\s+|was\s+|is\s+)?"
                  r"(?:appeared|appears|showed\s+up|shows\s+up|was\s+seen|is\s+seen|turned\s+up))"
                  r"\s+(?=as\s+(?:an?\s+|the\s+)?(?:payer|sender|recipient|receiver)\b)",
                  r"the \1 payment of \2 ", text)
    # "... first paid (timestamp, utc)?", "(earliest timestamp as recipient)": the time of the
    # first (last) payment, which its row gives (a side said is kept, and checked)
    if rx.search(r"\b(?:first|last|earliest|latest|most\s+recent)\b", text) and \
            rx.search(r"\b(?:first|last|earliest|latest|most\s+recent)\s+(?:(?:time|payment|"
                      r"settlement|transaction|transfer)\b|(?:paid|received|seen|pa(?:y|id)|got))",
                      text):
        text = rx.sub(r"\(\s*(?:(?:the|its)\s+)?(?:(?:earliest|first|latest|last|exact)\s+)?"
                      r"(?:utc\s+)?(?:timestamp|date\s*(?:and|&|/)\s*time|time)(?:\s*,?\s*(?:in\s+)?"
                      r"utc)?(\s+as\s+(?:an?\s+|the\s+)?(?:payer|sender|recipient|receiver))?\s*\)",
                      r" \1 ", text)
    # "which recipient received the biggest payment": who received it
    text = rx.sub(r"\bwhich\s+(?:(recipient|receiver|payee|merchant|seller)|payer|sender|buyer)\s+"
                  r"(received|got|was\s+paid|paid|made|sent)\s+(?=(?:the|its)\s+(?:[a-z0-9-]+\s+)?"
                  r"(?:biggest|largest|smallest|highest|lowest|tiniest|max(?:imum)?|min(?:imum)?)\s+"
                  r"(?:single\s+)?(?:payment|settlement|transaction|transfer)\b)",
                  lambda m: f"who {m[2]} ", text)
    # "payments in which 0x... is either the payer or the recipient": involving it
    text = rx.sub(r"\b(?:in\s+which|where)\s+(" + _ADDRESS + r")\s+(?:is|was|acts\s+as)\s+"
                  r"(?:either\s+)?(?:the\s+)?(?:payer|sender)\s+or\s+(?:the\s+)?(?:recipient|receiver)\b",
                  r"involving \1", text)
    text = rx.sub(r"^\s*(?:considering|taking|looking\s+at)\s+(?=(?:all\s+|the\s+|only\s+)?"
                  r"(?:payments|settlements|transactions)\b)", "", text)
    text = rx.sub(r"\bname\s+(?=the\s+(?:top\s+)?(?:\d+|two|three|four|five|ten)\b)", "list ",
                  text)
    # how the asker frames it, nothing about the data
    text = rx.sub(r"\b(?:i\s+would|i'd)\s+appreciate\s+(?:knowing|learning|getting|seeing)\b",
                  " ", text)
    text = rx.sub(r"^\s*as\s+part\s+of\s+(?:a|an|our|my|the|this)\s+[a-z' -]{1,40}?,\s*", "", text)
    return text
