"""Questions that ask for no figure of the data: a method ("how would I query the volume?",
"can you tell me how to query the volume?", "what SQL would give me the number of payers?",
"explain how you compute the average daily volume") or the goods a payment bought ("what did
0x... buy in April?"). Answering them with the figure they mention charges for what was not
asked, so they are refused with what was read; "can you tell me how many ..." and "how much did
0x... spend" ask for figures and are not touched."""

from __future__ import annotations

from sextant.warehouse.planner import rx

__all__ = ["not_a_figure"]

_DO = (r"(?:query|querying|write|compute|calculate|derive|work\s+out|figure\s+out|find\s+out|"
       r"look\s+up|pull|fetch|get|obtain|retrieve|determine|measure|find)")
_WHO = r"(?:i|we|one|you|someone|they|an?\s+(?:agent|user|analyst))"
#: "how would I query ...", "how do we go about computing ...", "how can one find out ..."
_HOW_WOULD = (r"\bhow\s+(?:would|do|does|can|could|should|might|did)\s+" + _WHO
              + r"\s+(?:(?:go\s+about|best|actually|even)\s+)?" + _DO + r"\b")
#: "how to query ...", "tell me how to ...", "show me how you'd compute ..."
_HOW_TO = (r"\bhow\s+to\s+" + _DO + r"\b|\b(?:tell|show|teach|explain(?:\s+to)?)\s+(?:me|us)\s+how"
           r"\s+(?:to|i|we|one|you(?:'d|\s+would)?)\b|\bexplain\s+how\s+(?:you|to|i|we|one|the|"
           r"this|that|it)\b")
#: "what SQL would give me ...", "show me the query you'd use", "which query should I run"
_CODE = (r"\b(?:what|which)\s+(?:sql|query|queries|code|formula)\s+(?:would|should|do|does|can|"
         r"could|will|to|gives?|returns?)\b|\b(?:show|give|write|send)\s+(?:me\s+|us\s+)?(?:the|a|"
         r"your)\s+(?:sql|query|code|formula)\b(?!\s*(?:[.!?]|$))")
#: "what did 0x... buy", "what has it paid for", "what does the wallet spend its USDC on"
_GOODS = (r"\bwhat\s+(?:did|does|do|has|have|had)\s+(?:\S+\s+){1,4}?(?:buy|bought|purchase|"
          r"purchased|pay\s+for|paid\s+for|(?:spend|spent)\s+(?:(?:its|their|the|his|her|"
          r"money|usdc|funds)\s+){0,2}on(?!\s+(?:average|avg|a\s+typical|each|every|the\s+"
          r"(?:average|whole|day)|any)\b))\b|\bwhat\s+(?:was|were)\s+(?:\S+\s+){0,3}?(?:bought|"
          r"purchased|paid\s+for)\b")


def not_a_figure(question: str) -> str | None:
    """What the question asks for instead of a figure (a method, or goods), or ``None``."""
    text = question.lower()
    if rx.search(_HOW_WOULD, text) or rx.search(_HOW_TO, text) or rx.search(_CODE, text):
        return "how to query or compute a figure (a method, not the figure)"
    if rx.search(_GOODS, text):
        return "what was bought (the data holds payments, not what they paid for)"
    return None
