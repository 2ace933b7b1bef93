"""A facilitator or address said only as who is asking: in a greeting ("Hello from the PayAI
agent."), a sign-off or signature ("Thanks, Coinbase team", "-- sent by the Coinbase agent",
"Regards, wallet 0x..."), or an agent's name ("PayAI agent: how many ..."). Said there alone, it
may name who writes rather than the scope asked, so the question is refused (unpaid) unless the
question says the same name or address again outside that phrase ("Question from the Coinbase
team: how many payments did Coinbase settle ...")."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.trades import TRADE

_ADDR = r"0x[0-9a-f]{40}\b"
_GREET = (r"(?:hello|hi|hey|greetings|good\s+(?:morning|afternoon|evening)|thanks|thank\s+you|"
          r"many\s+thanks|cheers|regards|best\s+regards|kind\s+regards|best\s+wishes|"
          r"all\s+the\s+best|sincerely|yours|dear)")
_ROLE = r"(?:agent|team|bot|assistant|desk|crew|folks|people|analyst|ops)"


def _name(names: list[str]) -> str:
    alts = sorted((re.escape(n).replace(r"\ ", r"\s+") for n in names), key=len, reverse=True)
    return r"(?:" + "|".join(alts) + r"|" + _ADDR + r")"


def asker_name(question: str, names: list[str]) -> str | None:
    """The phrase naming a facilitator or address as who asks, when the name is said nowhere
    else in ``question``; else ``None``."""
    q = question.lower()
    name = _name(names)
    patterns = [
        # "Hello from the PayAI agent", "Thanks, Coinbase team", "Regards, wallet 0x..."
        r"\b" + _GREET + r"\b[\s,!.:-]*(?:(?:from|to|you|this\s+is|it'?s|with|on\s+behalf\s+"
        r"of)\s+)?(?:the\s+)?(?:(?:team|folks|people|wallet|account|agent|bot)\s+(?:at|of|"
        r"from)?\s*)?(?:\w+\s+){0,1}?(" + name + r")(?=\s*(?:'s\s+)?(?:(?:facilitator\s+)?"
        + _ROLE + r"\b|here\b|[.,!:;)\n]|$))",
        # "-- sent by the Coinbase agent", "written by 0x..."
        r"(?:^|[\n.!?]\s*|--+\s*|[(\u2014\u2013-]\s*)(?:sent|posted|submitted|written|asked|"
        r"signed|relayed)\s+(?:by|from|on\s+behalf\s+"
        r"of)\s+(?:the\s+)?(?:\w+\s+){0,2}?(" + name + r")\b",
        # a signature line: "-- Alice, 0x...", "\u2014 PayAI ops"
        r"(?:^|\n)\s*(?:--+|\u2014|\u2013)\s*[^\n]*?(" + name + r")",
        # who asks by trade: "Analyst at Coinbase here.", "I'm an engineer with PayAI"
        r"\b" + TRADE + r"\s+(?:at|from|with|for|of)\s+(?:the\s+)?(" + name + r")\b",
        # an agent's name: "PayAI agent: ...", "the Coinbase facilitator team"
        r"(" + name + r")(?:'s)?\s+(?:facilitator\s+)?" + _ROLE + r"s?\b",
    ]
    for pattern in patterns:
        for m in rx.finditer(pattern, q):
            said = m.group(1)
            rest = q[:m.start()] + " " + q[m.end():]
            same = re.escape(said).replace(r"\ ", r"\s+")
            if not rx.search(r"(?<![0-9a-z])" + same + r"(?![0-9a-z])", rest):
                return m.group(0).strip()
    return None
