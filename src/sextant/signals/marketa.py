"""Prediction-market wallet signals (behaviours.md §3.1, §3.2): pure functions, no I/O.

Skill comes from the wallet's full-history aggregate (realized PnL, volume, trade count),
never from a sample of positions; positions only give the return distribution and the win
rate. Realized PnL counts resolved positions left unredeemed (a lost, unredeemed position is
worth 0 but the upstream's ``realized_pnl`` does not count it yet).

Scoring (behaviours §3.1, unchanged): ``confidence = clamp(log10(trades) / 2.5, 0, 1)``,
``roi = realized_pnl / volume``, ``r_i = clamp(pnl_i / cost_i, -5, 5)``, ``sharpe_like =
mean(r) / stdev(r)``, ``skill = clamp(50 + (200 roi + 5 clamp(sharpe_like, -1, 1)) *
confidence, 0, 100)``: the confidence weight is the sample-size shrinkage toward 50. Classes:
under 20 trades ``insufficient_data``; ``>= 65`` sharp; ``<= 40`` retail; else neutral.
One departure: a wallet with a realized loss is never ``sharp`` (capped at ``neutral``), so no
sample of lucky recent positions can make a big loser look skilled.

Win rate: resolved positions with positive PnL over all resolved positions, reported raw and
as the posterior mean under a Beta(10, 10) prior (CrowdIntel's) with its 90 % equal-tailed
credible interval. The resolved positions must be read without regard to their outcome: the
exited ones (CLOSED), the unredeemed winners and the unredeemed losers, all three, or the rate
is survivor-biased. No two Data API reads give that set and the aggregate, so /marketa/pnl-quick
reads four first pages (``groups.marketa.pnl_quick``); a truncated page makes the win rate a
recent sample's, said in the caveats.

Ghost-fill risk: the wallet type's score (``classify_wallet``, behaviours §3.2: EOA high,
legacy proxy or Safe medium, deposit wallet low) revised by the wallet's own settlement
record (``ghost_fill_risk``): a matched fill that ended ``FAILED`` or ``RETRYING`` is direct
evidence and makes the risk ``elevated`` whatever the type.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Literal

__all__ = [
    "BIG_LOSS_USD",
    "CAVEATS",
    "CLEAN_RECORD_FILLS",
    "CREDIBLE_LEVEL",
    "FAILED_FILL_FLOOR",
    "MIN_TRADES",
    "PRIOR_ALPHA",
    "PRIOR_BETA",
    "RETAIL_AT",
    "RISK_SCORES",
    "SHARP_AT",
    "FillEvidence",
    "Resolved",
    "RiskClass",
    "SkillClass",
    "SkillInputs",
    "WalletKind",
    "WalletRisk",
    "WalletSkill",
    "WalletType",
    "beta_interval",
    "beta_quantile",
    "classify_wallet",
    "ghost_fill_risk",
    "score_wallet",
    "sharpe_like",
]

SkillClass = Literal["sharp", "neutral", "retail", "insufficient_data"]
WalletType = Literal["eoa", "new_api_user_smart_account", "other"]
WalletKind = Literal["eoa", "eip7702_delegated_eoa", "erc1967_smart_account",
                     "eip1167_proxy", "contract"]
RiskClass = Literal["low", "moderate", "elevated"]

PRIOR_ALPHA = 10.0
PRIOR_BETA = 10.0
CREDIBLE_LEVEL = 0.90
MIN_TRADES = 20
SHARP_AT = 65.0
RETAIL_AT = 40.0
RETURN_CLAMP = 5.0
#: A realized loss at least this big is named in the caveats (any loss already bars sharp).
BIG_LOSS_USD = 100_000.0

CAVEATS: dict[str, str] = {
    "unrealized_only_gains": "gains are unrealized only: realized PnL is not positive",
    "roi_at_most_minus_10pct": "realized ROI is -10 % or worse",
    "large_realized_loss": f"realized loss of {BIG_LOSS_USD:,.0f} USD or more",
    "realized_loss_not_sharp": "a realized loss caps the classification at neutral",
    "win_rate_from_recent_sample": "the win rate covers the most recent resolved positions "
                                   "only (the skill score still uses the full history)",
    "survivor_bias_corrected": "unredeemed losing positions were counted (they are missing "
                               "from the upstream's realized PnL and closed positions)",
    "no_resolved_positions": "no resolved position: the win rate is the prior alone",
    "unredeemed_losses_partial": "unredeemed positions could not all be listed (more than "
                                 "were read): realized PnL may miss some unredeemed losers",
}


# ----------------------------------------------------------------------------- Beta prior


def _betacf(a: float, b: float, x: float) -> float:
    """Continued fraction of the regularized incomplete beta (modified Lentz)."""
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1.0)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        for num in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                    -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1.0 + num * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + num / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < 1e-12:
            break
    return h


def _beta_cdf(x: float, a: float, b: float) -> float:
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    ln = (math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
          + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1.0) / (a + b + 2.0):
        return math.exp(ln) * _betacf(a, b, x) / a
    return 1.0 - math.exp(ln) * _betacf(b, a, 1.0 - x) / b


def beta_quantile(q: float, a: float, b: float) -> float:
    """The ``q`` quantile of Beta(a, b) (bisection on the CDF, to 1e-10)."""
    lo, hi = 0.0, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        if _beta_cdf(mid, a, b) < q:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def beta_interval(wins: int, losses: int, alpha: float = PRIOR_ALPHA,
                  beta: float = PRIOR_BETA, level: float = CREDIBLE_LEVEL
                  ) -> tuple[float, float, float]:
    """Posterior mean and equal-tailed credible interval of a win rate under Beta(alpha, beta)."""
    a, b = alpha + wins, beta + losses
    tail = (1.0 - level) / 2
    return a / (a + b), beta_quantile(tail, a, b), beta_quantile(1.0 - tail, a, b)


# ----------------------------------------------------------------------------- skill


@dataclass(frozen=True, slots=True)
class Resolved:
    """One resolved (or sold) position: its PnL and what it cost; ``unredeemed`` when it is
    resolved but still waiting for redemption."""

    pnl: float
    cost: float
    unredeemed: bool = False


@dataclass(frozen=True, slots=True)
class SkillInputs:
    """The full-history aggregate plus the resolved positions read (``complete`` when all;
    ``unredeemed_complete`` when every resolved-but-unredeemed position is among them)."""

    upstream_realized_pnl: float
    total_volume: float
    trades: int
    resolved: tuple[Resolved, ...] = ()
    complete: bool = True
    open_unrealized_pnl: float = 0.0
    unredeemed_complete: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class WalletSkill:
    skill_score: float
    classification: SkillClass
    realized_pnl_usdc: float
    upstream_realized_pnl_usdc: float
    unredeemed_pnl_usdc: float
    total_volume_usdc: float
    realized_roi: float
    trades: int
    confidence: float
    sharpe_like: float
    win_rate: float
    win_rate_raw: float | None
    win_rate_ci_low: float
    win_rate_ci_high: float
    wins: int
    losses: int
    resolved_positions: int
    caveats: list[str]


def _clamp(x: float, lo: float, hi: float) -> float:
    return max(lo, min(hi, x))


def sharpe_like(returns: Sequence[float]) -> float:
    """Mean over (population) dispersion of per-position returns; 0 when undefined."""
    if len(returns) < 2:
        return 0.0
    spread = statistics.pstdev(returns)
    return statistics.fmean(returns) / spread if spread > 0 else 0.0


def _classify(score: float, trades: int, realized: float) -> SkillClass:
    if trades < MIN_TRADES:
        return "insufficient_data"
    if score >= SHARP_AT:
        return "neutral" if realized < 0 else "sharp"
    return "retail" if score <= RETAIL_AT else "neutral"


def _caveats(x: SkillInputs, realized: float, roi: float, unredeemed: Iterable[Resolved],
             score: float) -> list[str]:
    out = []
    if realized <= 0 < x.open_unrealized_pnl:
        out.append("unrealized_only_gains")
    if roi <= -0.10:
        out.append("roi_at_most_minus_10pct")
    if realized <= -BIG_LOSS_USD:
        out.append("large_realized_loss")
    if realized < 0 and score >= SHARP_AT and x.trades >= MIN_TRADES:
        out.append("realized_loss_not_sharp")
    if not x.complete:
        out.append("win_rate_from_recent_sample")
    if not x.unredeemed_complete:
        out.append("unredeemed_losses_partial")
    if any(r.pnl < 0 for r in unredeemed):
        out.append("survivor_bias_corrected")
    if not x.resolved:
        out.append("no_resolved_positions")
    return out


def score_wallet(x: SkillInputs) -> WalletSkill:
    """Skill, classification, PnL and win rate of one wallet (see the module docstring)."""
    unredeemed = [r for r in x.resolved if r.unredeemed]
    unredeemed_pnl = math.fsum(r.pnl for r in unredeemed)
    realized = x.upstream_realized_pnl + unredeemed_pnl
    volume = max(x.total_volume, 0.0)
    roi = realized / volume if volume > 0 else 0.0
    confidence = _clamp(math.log10(x.trades) / 2.5, 0.0, 1.0) if x.trades > 0 else 0.0
    sample = x.resolved
    returns = [_clamp(r.pnl / r.cost, -RETURN_CLAMP, RETURN_CLAMP)
               for r in sample if r.cost > 0]
    sharpe = sharpe_like(returns)
    score = _clamp(50 + (200 * roi + 5 * _clamp(sharpe, -1, 1)) * confidence, 0.0, 100.0)
    wins = sum(1 for r in sample if r.pnl > 0)
    losses = sum(1 for r in sample if r.pnl < 0)
    mean, low, high = beta_interval(wins, losses)
    return WalletSkill(
        skill_score=round(score, 2),
        classification=_classify(score, x.trades, realized),
        realized_pnl_usdc=realized, upstream_realized_pnl_usdc=x.upstream_realized_pnl,
        unredeemed_pnl_usdc=unredeemed_pnl, total_volume_usdc=volume, realized_roi=roi,
        trades=x.trades, confidence=confidence, sharpe_like=sharpe, win_rate=mean,
        win_rate_raw=wins / (wins + losses) if wins + losses else None,
        win_rate_ci_low=low, win_rate_ci_high=high, wins=wins, losses=losses,
        resolved_positions=len(sample),
        caveats=_caveats(x, realized, roi, unredeemed, score),
    )


# ----------------------------------------------------------------------------- wallet type

_EIP7702 = "0xef0100"
_EIP1167 = "0x363d3d373d3d3d363d73"
#: Ghost-fill risk by the finer kind: how easily the wallet's collateral can move between an
#: off-chain match and its on-chain settlement (behaviours §3.2: EOA high, legacy medium,
#: deposit wallet low; a 7702-delegated EOA keeps its key, so it ranks with the EOA).
RISK_SCORES: dict[WalletKind, float] = {
    "eoa": 0.8, "eip7702_delegated_eoa": 0.7, "eip1167_proxy": 0.5, "contract": 0.5,
    "erc1967_smart_account": 0.2,
}


#: A clean settlement record lowers the type's risk by at most 0.1, reached at this many
#: confirmed fills (linear below): a key that never ghosted can still do so.
CLEAN_RECORD_FILLS = 50
#: Any matched-but-failed fill puts the score at least here (``elevated``), plus the failed
#: share of the wallet's settled-or-failed fills.
FAILED_FILL_FLOOR = 0.75


@dataclass(frozen=True, slots=True)
class FillEvidence:
    """Settlement statuses of a wallet's recent CLOB fills (upstreams.md §2.6): ``failed``
    are ``FAILED``, ``retrying`` are ``RETRYING`` (a settlement attempt already reverted),
    ``pending`` are ``MATCHED``/``MINED``; ``truncated`` when older fills were not read."""

    confirmed: int
    failed: int
    retrying: int = 0
    pending: int = 0
    failed_notional_usdc: float = 0.0
    truncated: bool = False

    @property
    def total(self) -> int:
        return self.confirmed + self.failed + self.retrying + self.pending


@dataclass(frozen=True, slots=True, kw_only=True)
class WalletRisk:
    wallet_type: WalletType
    wallet_kind: WalletKind
    ghost_fill_risk_score: float
    risk_classification: RiskClass
    delegate: str | None
    implementation: str | None
    reasons: list[str]
    type_risk_score: float
    fill_evidence: Literal["clob_trades", "unavailable", "not_read"] = "not_read"
    fills_checked: int | None = None
    confirmed_fills: int | None = None
    failed_fills: int | None = None
    retrying_fills: int | None = None

    @property
    def ghost_fill_risk(self) -> bool:
        """The screen's flag: risk elevated."""
        return self.risk_classification == "elevated"


def _risk_class(score: float) -> RiskClass:
    return "elevated" if score >= 0.65 else "moderate" if score >= 0.35 else "low"


def classify_wallet(code: str, implementation_slot: str) -> WalletRisk:
    """Wallet type and ghost-fill risk from ``eth_getCode`` and the ERC-1967 slot word.

    Order (behaviours §3.2): the EIP-7702 designator, empty code, a non-zero ERC-1967
    implementation slot (the deposit wallet of new API users), any other code.
    """
    code = code.lower()
    slot = implementation_slot.lower().removeprefix("0x")
    implementation = "0x" + slot[-40:] if slot.strip("0") else None
    delegate = None
    reasons: list[str]
    kind: WalletKind
    if code.startswith(_EIP7702) and len(code) == 2 + 2 * 23:
        kind, delegate = "eip7702_delegated_eoa", "0x" + code[8:]
        reasons = [f"bytecode is the EIP-7702 designator: an EOA delegating to {delegate}; "
                   "its key can still move collateral before settlement"]
    elif code in ("0x", "0x0", ""):
        kind = "eoa"
        reasons = ["no bytecode: a plain key (or a not yet deployed wallet) that can move "
                   "collateral or cancel between match and settlement"]
    elif implementation is not None:
        kind = "erc1967_smart_account"
        reasons = [f"ERC-1967 implementation slot set ({implementation}): a deposit wallet "
                   "(POLY_1271) whose signatures are checked on chain"]
    elif code.startswith(_EIP1167):
        kind = "eip1167_proxy"
        reasons = ["EIP-1167 minimal proxy: a legacy Polymarket proxy wallet"]
    else:
        kind = "contract"
        reasons = ["contract bytecode without an ERC-1967 slot: a Safe or another legacy "
                   "smart account"]
    wallet_type: WalletType = ("eoa" if kind == "eoa" else "new_api_user_smart_account"
                               if kind == "erc1967_smart_account" else "other")
    score = RISK_SCORES[kind]
    return WalletRisk(wallet_type=wallet_type, wallet_kind=kind, ghost_fill_risk_score=score,
                      risk_classification=_risk_class(score), delegate=delegate,
                      implementation=implementation, reasons=reasons, type_risk_score=score)


def ghost_fill_risk(base: WalletRisk, fills: FillEvidence | None) -> WalletRisk:
    """``base`` (the wallet type's risk) revised by the wallet's own settlement record.

    - No record (``None``): the type's score, said so in the reasons.
    - Any ``FAILED`` or ``RETRYING`` fill: the wallet has produced ghost fills; the score is
      at least ``FAILED_FILL_FLOOR + unsettled share`` (capped at 1), so ``elevated`` whatever
      the type.
    - Otherwise the type's score less up to 0.1 for a clean record (full at
      ``CLEAN_RECORD_FILLS`` confirmed fills).
    """
    if fills is None:
        return replace(base, fill_evidence="unavailable", reasons=[
            *base.reasons, "fill settlement statuses unavailable (the CLOB lists trades to "
            "the wallet's own API key): the score rests on the wallet type alone"])
    unsettled = fills.failed + fills.retrying
    decided = fills.confirmed + unsettled
    if unsettled:
        share = unsettled / decided
        score = max(base.type_risk_score, min(1.0, FAILED_FILL_FLOOR + share))
        reason = (f"{unsettled} of {decided} matched fills did not settle ({fills.failed} "
                  f"FAILED, {fills.retrying} RETRYING; {fills.failed_notional_usdc:,.2f} USDC "
                  "matched but never delivered): this wallet has produced ghost fills")
    else:
        cut = 0.1 * min(1.0, fills.confirmed / CLEAN_RECORD_FILLS)
        score = max(0.0, base.type_risk_score - cut)
        reason = (f"all {fills.confirmed} settled fills of the {fills.total} read were "
                  f"CONFIRMED: a clean record lowers the type's risk by {cut:.2f}"
                  if fills.confirmed else "no settled fill to judge: the type's risk stands")
    if fills.truncated:
        reason += " (the newest fills only)"
    return replace(base, ghost_fill_risk_score=round(score, 4),
                   risk_classification=_risk_class(score), reasons=[*base.reasons, reason],
                   fill_evidence="clob_trades", fills_checked=fills.total,
                   confirmed_fills=fills.confirmed, failed_fills=fills.failed,
                   retrying_fills=fills.retrying)
