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

#: A prediction market on the off-chain figure ("will TSLA close above 300" on Kalshi) is
#: a prediction market's data: those kinds step aside when a market or a bet is named.
_MARKET = r"\b(polymarket|kalshi|limitless|prediction markets?|markets?|odds|bets?|betting|" \
    r"wager\w*)\b"
_NEVER = r"(?!x)x"

_KINDS: tuple[tuple[re.Pattern[str], str, re.Pattern[str]], ...] = tuple(
    (re.compile(pattern, re.I), reason, re.compile(unless, re.I)) for pattern, reason, unless in (
        (rf"{_STOCK}(?=[^.?!]*{_STOCK_DAY})|{_STOCK_DAY}[^.?!]*{_STOCK}",
         "a stock's price (equities are not onchain data)", rf"{_MARKET}|\btokens?\b"),
        (r"\b(password|passcode|login|2fa|two[- ]factor|locked out|reset my account|"
         r"recover my account|support ticket|customer support)\b|\b(can'?t|cannot|"
         r"unable to|how (do|to) i|help me)\s+(log|sign)[- ]?in",
         "account help for a venue (this service reads onchain data only)", _NEVER),
        (r"\b(predict|forecast)\b[^.?!]{0,30}\bprices?\b|"
         r"\bprices? (prediction|forecast|target)s?\b",
         "a price forecast (this service reads data, it does not predict)", _MARKET),
        (rf"\b(convert|conversion|exchange rate)\b[^.?!]{{0,30}}\b{_FIAT}\b[^.?!]{{0,12}}"
         rf"\b(to|into|in|vs|/)\s+{_FIAT}\b|\b{_FIAT}\s*(to|/)\s*{_FIAT}\b"
         r"[^.?!]{0,20}\b(rate|conver\w*)\b",
         "a currency conversion (fiat rates are not onchain data)", _MARKET),
        (r"\b(followers?|follower count|following count|subscribers)\b",
         "a social follower count (not onchain data)",
         rf"\b(vaults?|hlp|copy[- ]?trad\w*|depositors?)\b|{_MARKET}"),
        (rf"\bmy\s+{_CEX}\s+(exchange\s+)?(account\s+|wallet\s+)?(balances?|holdings|portfolio)\b|"
         rf"\b{_CEX}\s+(exchange\s+)?account\s+balances?\b|"
         rf"\bmy\s+balances?\b[^.?!]{{0,20}}\b(on|in|at)\s+{_CEX}\b|"
         rf"\b(balances?|holdings|have)\b[^.?!]{{0,30}}\b(on|in|at)\s+my\s+{_CEX}\b|"
         rf"\bmy\s+{_CEX}\s+account\b",
         "an exchange account's balance (held off-chain by the exchange)", _NEVER),
    ))
#: Words that make the ask onchain after all ("tokenized AAPL", "farcaster followers").
_ONCHAIN = re.compile(r"\b(tokeni[sz]ed|xstocks?|onchain|on-chain|farcaster|lens|"
                      r"0x[0-9a-f]{40})\b", re.I)


def off_chain(text: str) -> str | None:
    """Why ``text`` asks for off-chain data (a reason), or None when it may be onchain."""
    if _ONCHAIN.search(text):
        return None
    return next((reason for pattern, reason, unless in _KINDS
                 if pattern.search(text) and not unless.search(text)), None)
