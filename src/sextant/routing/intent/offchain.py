"""Requests that look like onchain data asks but are about something off-chain (a stock's
close, a venue's login, a forecast, a currency conversion, follower counts, the balance of an
exchange account): no service here answers them, so they route to ``none`` whatever the model
ranks."""

from __future__ import annotations

import re

__all__ = ["off_chain"]

#: Centralised exchanges: their accounts hold no onchain balance anyone can read.
_CEX = r"(binance|coinbase|kraken|bybit|okx|kucoin|robinhood|bitget|gemini|bitstamp|" \
    r"crypto\.com|mexc|gate\.?io|htx|huobi|bitfinex)"
_FIAT = r"(usd|eur|gbp|jpy|chf|cad|aud|cny|inr|krw|brl|mxn|dollars?|euros?|pounds?|yen|" \
    r"francs?|rupees?|pesos?)"
#: Equity tickers and the words of a stock's day; a tokenized stock is named as one.
_STOCK = r"\b(aapl|tsla|msft|nvda|amzn|googl?|nflx|spy|qqq|amd|intc|mstr)\b"
_STOCK_DAY = r"\b(clos\w*|open(ed|ing)?|shares?|stocks?|earnings|premarket|after[- ]hours|" \
    r"dividends?|split|market cap|price)\b"

_KINDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"{_STOCK}(?=[^.?!]*{_STOCK_DAY})|{_STOCK_DAY}[^.?!]*{_STOCK}", re.I),
     "a stock's price (equities are not onchain data)"),
    (re.compile(r"\b(password|passcode|login|2fa|two[- ]factor|locked out|reset my account|"
                r"recover my account|support ticket|customer support)\b|\b(can'?t|cannot|"
                r"unable to|how (do|to) i|help me)\s+(log|sign)[- ]?in", re.I),
     "account help for a venue (this service reads onchain data only)"),
    (re.compile(r"\b(predict|forecast)\b[^.?!]{0,30}\bprices?\b|"
                r"\bprices? (prediction|forecast|target)s?\b", re.I),
     "a price forecast (this service reads data, it does not predict)"),
    (re.compile(rf"\b(convert|conversion|exchange rate)\b[^.?!]{{0,30}}\b{_FIAT}\b[^.?!]{{0,12}}"
                rf"\b(to|into|in|vs|/)\s+{_FIAT}\b|\b{_FIAT}\s*(to|/)\s*{_FIAT}\b"
                r"[^.?!]{0,20}\b(rate|conver\w*)\b", re.I),
     "a currency conversion (fiat rates are not onchain data)"),
    (re.compile(r"^(?![^\n]*\b(vaults?|hlp|copy[- ]?trad\w*|depositors?)\b)"
                r"[^\n]*\b(followers?|follower count|following count|subscribers)\b", re.I),
     "a social follower count (not onchain data)"),
    (re.compile(rf"\b(my\s+)?{_CEX}\s+(exchange\s+)?(account|wallet)?\s*balances?\b|"
                rf"\bbalances?\b[^.?!]{{0,30}}\b(on|in|at)\s+(my\s+)?{_CEX}\b(?!\s+(smart\s+)?"
                r"chain)|\bmy\s+" + _CEX + r"\s+(account|holdings|portfolio)\b", re.I),
     "an exchange account's balance (held off-chain by the exchange)"),
)
#: Words that make the ask onchain after all ("tokenized AAPL", "farcaster followers").
_ONCHAIN = re.compile(r"\b(tokeni[sz]ed|xstocks?|onchain|on-chain|farcaster|lens|"
                      r"0x[0-9a-f]{40})\b", re.I)


def off_chain(text: str) -> str | None:
    """Why ``text`` asks for off-chain data (a reason), or None when it may be onchain."""
    if _ONCHAIN.search(text):
        return None
    return next((reason for pattern, reason in _KINDS if pattern.search(text)), None)
