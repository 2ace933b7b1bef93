"""The world's prediction-market questions and how each venue frames them.

Each spec is one real-world question; its framings are the venues that list it, each with its
own title (``{date}`` and ``{month}`` are filled in the venue's date style from the close time),
outcome names, close-time offset and a price skew. Groups (``group``) are multi-outcome events
whose children share one event on every venue. Near misses read alike but ask something else.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["EVENT_SPECS", "EventSpec", "Framing"]


@dataclass(frozen=True, slots=True)
class Framing:
    venue: str  # polymarket | kalshi | limitless
    title: str
    close_days: float  # close time = anchor + this many days
    outcomes: tuple[str, str] = ("Yes", "No")
    skew: float = 0.0  # added to the event's probability on this venue
    ticker: str = ""  # Kalshi market ticker stem (the event ticker is the part before "-")
    group_label: str | None = None
    group_title: str | None = None
    listed_hours: float | None = None  # opened this many hours before the anchor (None: long ago)


@dataclass(frozen=True, slots=True)
class EventSpec:
    key: str
    topic: str
    category: str
    probability: float
    framings: tuple[Framing, ...]
    near_miss_of: str | None = None
    group: str | None = None


def _btc_bucket(key: str, title: str, label: str, p: float) -> EventSpec:
    """One range bucket of Polymarket's Bitcoin-price-on-a-day event (a multi-outcome group)."""
    return EventSpec(f"btc-range-{key}", "bitcoin price", "Crypto", p, (
        Framing("polymarket", title, 38, group_label=label,
                group_title="Bitcoin price on {date}?"),
    ), group="btc-range")


def _sol_bucket(key: str, lo: int | None, hi: int | None, p: float) -> EventSpec:
    """One range bucket of Kalshi's Solana-price-on-a-day event (one event, one market per
    range; the event ticker is the market ticker's stem)."""
    if lo is None:
        title, label = f"Will Solana be below ${hi} on {{date}}?", f"Below ${hi}"
    elif hi is None:
        title, label = f"Will Solana be above ${lo} on {{date}}?", f"${lo} or above"
    else:
        title, label = f"Will Solana be between ${lo} and ${hi} on {{date}}?", f"${lo} to ${hi}"
    return EventSpec(f"sol-range-{key}", "solana price", "Crypto", p, (
        Framing("kalshi", title, 38, ticker=f"KXSOLD-{{yymmdd}}-B{lo or 0}", group_label=label,
                group_title="Solana price range on {date}?"),
    ), group="sol-range")


def _team(key: str, name: str, short: str, city: str, p: float, skew: float) -> EventSpec:
    return EventSpec(f"nba-champion-{key}", "nba finals champion", "Sports", p, (
        Framing("polymarket", f"Will the {name} win the {{year}} NBA Finals?", 200,
                group_label=name, group_title="NBA Champion {year}"),
        Framing("kalshi", f"Will {city} win the Pro Basketball Finals?", 201, skew=skew,
                ticker=f"KXNBA-{{yy}}-{key.upper()}", group_label=city,
                group_title="Pro Basketball Champion {year}"),
        Framing("limitless", short, 200, skew=-skew / 2, group_label=short,
                group_title="Who will win the NBA Finals {year}?"),
    ), group="nba-champion")


EVENT_SPECS: tuple[EventSpec, ...] = (
    EventSpec("fed-cut", "fed rate cut", "Economics", 0.62, (
        Framing("polymarket", "Will the Fed cut interest rates at the {month} meeting?", 24),
        Framing("kalshi", "Will the Federal Reserve cut rates at the {month} FOMC meeting?",
                23.8, skew=0.035, ticker="KXFEDDECISION-{yymon}-C25"),
        Framing("limitless", "Fed rate cut in {month}?", 24, skew=-0.01),
    )),
    EventSpec("fed-cut-50", "fed rate cut", "Economics", 0.08, (
        Framing("polymarket", "Will the Fed cut interest rates by 50+ bps at the {month} "
                "meeting?", 24),
        Framing("kalshi", "Will the Federal Reserve cut rates by more than 25bps at the {month} "
                "FOMC meeting?", 23.8, ticker="KXFEDDECISION-{yymon}-C26"),
    ), near_miss_of="fed-cut"),
    EventSpec("fed-hold", "fed rate cut", "Economics", 0.36, (
        Framing("limitless", "Fed does not cut rates in {month}?", 24),
    ), near_miss_of="fed-cut"),
    EventSpec("btc-150k", "bitcoin price", "Crypto", 0.18, (
        Framing("polymarket", "Will Bitcoin reach $150,000 by {date}?", 38),
        Framing("kalshi", "Bitcoin above $150,000 on {date}?", 38, skew=0.05,
                ticker="KXBTCY-{yymmdd}-T150000"),
        Framing("limitless", "BTC above $150k on {date}?", 38, skew=0.012),
    )),
    # The same day's price as five range buckets on Polymarket: their sum above $150,000
    # (0.09 + 0.06 = 0.15) is the condition of Kalshi's and Limitless' $150,000 rung, which
    # both price higher (a ladder-versus-bucket mispricing).
    _btc_bucket("lt130", "Will Bitcoin be below $130,000 on {date}?", "<$130k", 0.55),
    _btc_bucket("130-140", "Will Bitcoin be between $130,000 and $140,000 on {date}?",
                "$130k-$140k", 0.17),
    _btc_bucket("140-150", "Will Bitcoin be between $140,000 and $150,000 on {date}?",
                "$140k-$150k", 0.13),
    _btc_bucket("150-160", "Will Bitcoin be between $150,000 and $160,000 on {date}?",
                "$150k-$160k", 0.09),
    _btc_bucket("gt160", "Will Bitcoin be above $160,000 on {date}?", ">$160k", 0.06),
    # The mirror image: the ladder on Polymarket, the range buckets on Kalshi. Kalshi's buckets
    # above $250 sum to 0.12 + 0.10 = 0.22; Polymarket's $250 rung trades at 0.28.
    EventSpec("sol-250", "solana price", "Crypto", 0.28, (
        Framing("polymarket", "Will Solana be above $250 on {date}?", 38),
    )),
    _sol_bucket("lt200", None, 200, 0.40),
    _sol_bucket("200-225", 200, 225, 0.22),
    _sol_bucket("225-250", 225, 250, 0.16),
    _sol_bucket("250-275", 250, 275, 0.12),
    _sol_bucket("gt275", 275, None, 0.10),
    EventSpec("btc-below-80k", "bitcoin price", "Crypto", 0.22, (
        Framing("polymarket", "Will Bitcoin dip below $80,000 by {date}?", 38),
        Framing("limitless", "BTC below $80k on {date}?", 38, skew=0.01),
    ), near_miss_of="btc-150k"),
    EventSpec("eth-5k", "ethereum price", "Crypto", 0.31, (
        Framing("polymarket", "Will Ethereum hit $5,000 by {date}?", 38, outcomes=("Yes", "No")),
        Framing("limitless", "ETH above $5,000 on {date}?", 38, skew=-0.045),
    )),
    EventSpec("eth-6k", "ethereum price", "Crypto", 0.12, (
        Framing("kalshi", "Ethereum above $6,000 on {date}?", 38, ticker="KXETHY-{yymmdd}-T6000"),
    ), near_miss_of="eth-5k"),
    EventSpec("eth-flip", "ethereum price", "Crypto", 0.47, (
        Framing("polymarket", "Ethereum Up or Down on {date}?", 2, outcomes=("Up", "Down")),
        Framing("limitless", "ETH up on {date}?", 2, skew=0.02),
    )),
    EventSpec("cpi-03", "us inflation cpi", "Economics", 0.41, (
        Framing("kalshi", "Will CPI rise more than 0.3% in {month}?", 17,
                ticker="KXCPI-{yymon}-T0.3"),
        Framing("polymarket", "US CPI above 0.3% in {month}?", 17, skew=-0.03),
    )),
    EventSpec("cpi-04", "us inflation cpi", "Economics", 0.22, (
        Framing("limitless", "US CPI above 0.4% in {month}?", 17, skew=0.01),
    ), near_miss_of="cpi-03"),
    EventSpec("shutdown", "us government shutdown", "Politics", 0.27, (
        Framing("kalshi", "Will the US government shut down before {date}?", 60,
                ticker="KXGOVSHUT-{yymmdd}"),
    )),
    # Freshly listed Kalshi events: hours of price history (a thin trend), or none yet.
    EventSpec("senate-confirm", "senate confirmation", "Politics", 0.64, (
        Framing("kalshi", "Will the Senate confirm the Treasury nominee before {date}?", 21,
                ticker="KXCONFIRM-{yymmdd}-TREAS", listed_hours=3),
    )),
    EventSpec("tariff-eu", "tariff announcement", "Economics", 0.31, (
        Framing("kalshi", "Will the US announce new tariffs on EU imports before {date}?", 14,
                ticker="KXTARIFF-{yymmdd}-EU", listed_hours=0),
    )),
    EventSpec("album", "taylor swift album", "Culture", 0.14, (
        Framing("polymarket", "Will Taylor Swift announce a new album before {date}?", 45),
    )),
    EventSpec("pypl-75", "paypal stock", "Stocks", 0.44, (
        Framing("limitless", "$PYPL above $75.00 on {date}, 20:00 UTC?", 1.5),
    )),
    EventSpec("pres-2028-dem", "us presidential election 2028", "Politics", 0.52, (
        Framing("kalshi", "Will a Democrat win the 2028 US presidential election?", 1_080,
                ticker="KXPRESPARTY-2028-D", group_label="Democratic party",
                group_title="Which party will win the 2028 US presidential election?"),
        Framing("polymarket", "Will the Democratic nominee win the 2028 US presidential "
                "election?", 1_080, skew=-0.028),
        Framing("limitless", "Democrats win the 2028 US presidential election?", 1_080,
                skew=0.006),
    )),
    EventSpec("pres-2028-rep", "us presidential election 2028", "Politics", 0.46, (
        Framing("kalshi", "Will a Republican win the 2028 US presidential election?", 1_080,
                ticker="KXPRESPARTY-2028-R", group_label="Republican party",
                group_title="Which party will win the 2028 US presidential election?"),
        Framing("polymarket", "Will the Republican nominee win the 2028 US presidential "
                "election?", 1_080, skew=0.02),
    ), near_miss_of="pres-2028-dem"),
    EventSpec("pres-2028-dem-house", "us presidential election 2028", "Politics", 0.57, (
        Framing("limitless", "Democrats win the House in 2028?", 1_080),
    ), near_miss_of="pres-2028-dem"),
    _team("okc", "Oklahoma City Thunder", "OKC Thunder", "Oklahoma City", 0.34, 0.03),
    _team("sas", "San Antonio Spurs", "Spurs", "San Antonio", 0.27, -0.02),
    _team("nyk", "New York Knicks", "Knicks", "New York", 0.15, 0.01),
    _team("cle", "Cleveland Cavaliers", "Cavs", "Cleveland", 0.12, 0.0),
    _team("bos", "Boston Celtics", "Celtics", "Boston", 0.12, -0.01),
)
