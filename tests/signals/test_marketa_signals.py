"""Marketa skill and wallet-type signals: hand-computed cases, properties, named regressions."""

from __future__ import annotations

import math
import random

import pytest

from sextant.signals import marketa as sig
from sextant.signals.marketa import Resolved, SkillInputs


def test_hand_computed_skill() -> None:
    """1,000 trades, +5,000 on 100,000 volume, four resolved positions (one unredeemed loser)."""
    resolved = (Resolved(60, 100), Resolved(30, 100), Resolved(-100, 100, unredeemed=True),
                Resolved(10, 50))
    s = sig.score_wallet(SkillInputs(5_100.0, 100_000.0, 1_000, resolved))
    assert s.realized_pnl_usdc == pytest.approx(5_000.0)  # 5,100 - 100 unredeemed loss
    assert s.unredeemed_pnl_usdc == pytest.approx(-100.0)
    assert s.realized_roi == pytest.approx(0.05)
    assert s.confidence == pytest.approx(1.0)  # log10(1000) / 2.5 > 1
    returns = [0.6, 0.3, -1.0, 0.2]
    mean = sum(returns) / 4
    sd = math.sqrt(sum((r - mean) ** 2 for r in returns) / 4)
    assert s.sharpe_like == pytest.approx(mean / sd)
    assert s.skill_score == pytest.approx(round(50 + 200 * 0.05 + 5 * (mean / sd), 2))
    assert (s.wins, s.losses, s.win_rate_raw) == (3, 1, 0.75)
    assert s.win_rate == pytest.approx(13 / 24)  # Beta(10 + 3, 10 + 1) posterior mean
    assert s.win_rate_ci_low < s.win_rate < s.win_rate_ci_high
    assert "survivor_bias_corrected" in s.caveats


def test_unredeemed_winners_and_losers_both_count_in_pnl_and_win_rate() -> None:
    """pnl-quick's inputs: one exited winner, an unredeemed winner and an unredeemed loser:
    realized PnL adds both unredeemed ones, the win rate counts all three; a truncated
    unredeemed list says realized PnL may miss losers."""
    rows = (Resolved(100, 400), Resolved(300, 200, unredeemed=True),
            Resolved(-1_000, 1_000, unredeemed=True))
    s = sig.score_wallet(SkillInputs(5_700.0, 100_000.0, 1_000, rows))
    assert s.realized_pnl_usdc == pytest.approx(5_000.0) and s.unredeemed_pnl_usdc == -700.0
    assert (s.wins, s.losses, s.resolved_positions) == (2, 1, 3)
    assert (s.win_rate, s.win_rate_ci_low, s.win_rate_ci_high) == sig.beta_interval(2, 1)
    assert s.win_rate_raw == pytest.approx(2 / 3)
    assert "survivor_bias_corrected" in s.caveats
    assert not {"unredeemed_losses_partial", "win_rate_from_recent_sample"} & set(s.caveats)
    partial = sig.score_wallet(SkillInputs(5_700.0, 100_000.0, 1_000, rows, complete=False,
                                           unredeemed_complete=False))
    assert {"unredeemed_losses_partial", "win_rate_from_recent_sample"} <= set(partial.caveats)
    assert partial.win_rate == s.win_rate  # the sample read is the same; only said so


def test_beta_quantiles_match_closed_forms() -> None:
    for q in (0.05, 0.5, 0.95):
        assert sig.beta_quantile(q, 1, 1) == pytest.approx(q, abs=1e-8)  # uniform
        assert sig.beta_quantile(q, 2, 1) == pytest.approx(math.sqrt(q), abs=1e-8)  # x^2
        assert sig.beta_quantile(q, 1, 2) == pytest.approx(1 - math.sqrt(1 - q), abs=1e-8)
    mean, low, high = sig.beta_interval(0, 0)
    assert mean == 0.5 and low == pytest.approx(1 - high, abs=1e-9)
    assert 0.30 < low < 0.34  # Beta(10, 10) 5 % quantile is about 0.322


def test_the_prior_pulls_a_small_sample_toward_one_half() -> None:
    few = sig.beta_interval(3, 0)
    many = sig.beta_interval(300, 0)
    assert few[0] == pytest.approx(13 / 23) and many[0] > 0.9
    assert few[2] - few[1] > many[2] - many[1]


def test_skill_is_bounded_and_shrinks_toward_50_with_small_samples() -> None:
    rng = random.Random(3)
    for _ in range(300):
        trades = rng.choice([0, 1, 5, 19, 20, 100, 10_000])
        volume = rng.uniform(0, 1e7)
        pnl = rng.uniform(-2, 2) * volume
        resolved = tuple(Resolved(rng.uniform(-100, 300), rng.uniform(1, 100))
                         for _ in range(rng.randrange(0, 30)))
        s = sig.score_wallet(SkillInputs(pnl, volume, trades, resolved))
        assert 0 <= s.skill_score <= 100
        assert 0 <= s.win_rate_ci_low <= s.win_rate <= s.win_rate_ci_high <= 1
        if trades < sig.MIN_TRADES:
            assert s.classification == "insufficient_data"
    base = (10_000.0, 100_000.0)
    spreads = [abs(sig.score_wallet(SkillInputs(*base, n)).skill_score - 50)
               for n in (2, 10, 50, 200)]
    assert spreads == sorted(spreads) and spreads[0] < spreads[-1]


def test_a_realized_loss_is_never_sharp() -> None:
    rng = random.Random(5)
    for _ in range(300):
        volume = rng.uniform(1e3, 1e8)
        loss = -rng.uniform(1, 0.5) * rng.choice([1, 1e3, 1e6])
        winners = tuple(Resolved(rng.uniform(10, 1e4), 10) for _ in range(rng.randrange(1, 40)))
        s = sig.score_wallet(SkillInputs(loss, volume, rng.randrange(20, 10**5), winners))
        assert s.classification != "sharp"


def test_unredeemed_losers_lower_realized_pnl() -> None:
    closed = (Resolved(500, 1000), Resolved(200, 400))
    without = sig.score_wallet(SkillInputs(700.0, 10_000.0, 500, closed))
    losers = (*closed, Resolved(-800, 800, unredeemed=True))
    with_losers = sig.score_wallet(SkillInputs(700.0, 10_000.0, 500, losers))
    assert with_losers.realized_pnl_usdc == pytest.approx(-100.0)
    assert with_losers.realized_pnl_usdc < without.realized_pnl_usdc
    assert with_losers.skill_score < without.skill_score
    assert with_losers.losses == 1 and with_losers.win_rate < without.win_rate


def test_the_minus_32_4_million_wallet_is_not_sharp_100() -> None:
    """The original service once scored a wallet that lost 32.4 M USD 'sharp 100' from its
    10 most recent (all winning) positions. The full-history aggregate decides here."""
    recent_winners = tuple(Resolved(40_000, 10_000) for _ in range(10))
    s = sig.score_wallet(SkillInputs(-32_400_000.0, 410_000_000.0, 5_000, recent_winners,
                                     complete=False))
    assert s.classification == "retail"
    assert s.skill_score < sig.RETAIL_AT
    assert s.realized_pnl_usdc == -32_400_000.0
    assert {"large_realized_loss", "win_rate_from_recent_sample"} <= set(s.caveats)
    # even a sample of winners this good cannot lift the score to sharp
    assert s.win_rate_raw == 1.0 and s.win_rate < 0.7


# ----------------------------------------------------------------------------- wallet type

ZERO = "0x" + "0" * 64
IMPL = "0x" + "0" * 24 + "ab" * 20


def test_wallet_type_of_empty_code_is_eoa() -> None:
    r = sig.classify_wallet("0x", ZERO)
    assert (r.wallet_type, r.wallet_kind, r.risk_classification) == ("eoa", "eoa", "elevated")
    assert r.ghost_fill_risk and r.ghost_fill_risk_score == 0.8 and r.reasons


def test_wallet_type_of_an_eip7702_delegation_is_other_with_the_delegate() -> None:
    r = sig.classify_wallet("0xef0100" + "cd" * 20, ZERO)
    assert (r.wallet_type, r.wallet_kind) == ("other", "eip7702_delegated_eoa")
    assert r.delegate == "0x" + "cd" * 20
    assert r.risk_classification == "elevated"


def test_wallet_type_of_an_erc1967_proxy_with_the_slot_set_is_the_smart_account() -> None:
    r = sig.classify_wallet("0x363d3d373d3d363d7f360894", IMPL)
    assert (r.wallet_type, r.wallet_kind) == ("new_api_user_smart_account",
                                              "erc1967_smart_account")
    assert r.implementation == "0x" + "ab" * 20
    assert r.risk_classification == "low" and not r.ghost_fill_risk


def test_wallet_type_of_other_contracts_is_other() -> None:
    clone_code = "0x363d3d373d3d3d363d73" + "11" * 20 + "5af43d82803e903d91602b57fd5bf3"
    clone = sig.classify_wallet(clone_code, ZERO)
    safe = sig.classify_wallet("0x608060405273ffffffffffffffffffffffffffffffffffffffff", ZERO)
    assert (clone.wallet_type, clone.wallet_kind) == ("other", "eip1167_proxy")
    assert (safe.wallet_type, safe.wallet_kind) == ("other", "contract")
    assert clone.risk_classification == safe.risk_classification == "moderate"
    # a 7702 prefix of the wrong length is ordinary contract code, not a delegation
    assert sig.classify_wallet("0xef0100" + "cd" * 30, ZERO).wallet_kind == "contract"


# ----------------------------------------------------------------------------- ghost fills

DEPOSIT_IMPL = IMPL


def test_without_a_fill_record_the_type_alone_sets_the_risk() -> None:
    base = sig.classify_wallet("0x", ZERO)
    r = sig.ghost_fill_risk(base, None)
    assert (r.ghost_fill_risk_score, r.risk_classification) == (0.8, "elevated")
    assert r.fill_evidence == "unavailable" and r.failed_fills is None
    assert "wallet type alone" in r.reasons[-1]


def test_one_failed_fill_makes_even_a_deposit_wallet_elevated() -> None:
    base = sig.classify_wallet("0x363d3d373d3d363d7f360894", DEPOSIT_IMPL)
    assert (base.ghost_fill_risk_score, base.risk_classification) == (0.2, "low")
    r = sig.ghost_fill_risk(base, sig.FillEvidence(confirmed=9, failed=1,
                                                   failed_notional_usdc=120.0))
    # 0.75 + 1 unsettled of 10 decided fills
    assert r.ghost_fill_risk_score == pytest.approx(0.85)
    assert r.risk_classification == "elevated" and r.ghost_fill_risk
    assert (r.failed_fills, r.confirmed_fills, r.fills_checked) == (1, 9, 10)
    assert r.type_risk_score == 0.2 and "120.00 USDC" in r.reasons[-1]


def test_retrying_counts_as_unsettled_and_the_score_caps_at_one() -> None:
    base = sig.classify_wallet("0x", ZERO)
    r = sig.ghost_fill_risk(base, sig.FillEvidence(confirmed=1, failed=2, retrying=1))
    assert r.ghost_fill_risk_score == 1.0 and r.retrying_fills == 1
    assert "2 FAILED, 1 RETRYING" in r.reasons[-1]


@pytest.mark.parametrize(("confirmed", "score"), [(0, 0.5), (25, 0.45), (50, 0.4), (500, 0.4)])
def test_a_clean_record_lowers_the_type_risk_by_at_most_a_tenth(confirmed: int,
                                                               score: float) -> None:
    base = sig.classify_wallet("0x363d3d373d3d3d363d73" + "ab" * 20, ZERO)  # legacy proxy
    r = sig.ghost_fill_risk(base, sig.FillEvidence(confirmed=confirmed, failed=0, pending=2))
    assert r.ghost_fill_risk_score == pytest.approx(score)
    assert r.risk_classification == "moderate" and r.failed_fills == 0


def test_ghost_fill_risk_is_bounded_and_failures_never_lower_it() -> None:
    rng = random.Random(7)
    codes = [("0x", ZERO), ("0xef0100" + "cd" * 20, ZERO),
             ("0x363d3d373d3d363d7f360894", DEPOSIT_IMPL), ("0x6080", ZERO)]
    for _ in range(300):
        base = sig.classify_wallet(*rng.choice(codes))
        ev = sig.FillEvidence(confirmed=rng.randrange(0, 200), failed=rng.randrange(0, 5),
                              retrying=rng.randrange(0, 2))
        r = sig.ghost_fill_risk(base, ev)
        assert 0.0 <= r.ghost_fill_risk_score <= 1.0
        if ev.failed or ev.retrying:
            assert r.ghost_fill_risk_score >= max(base.ghost_fill_risk_score, 0.75)
        else:
            assert r.ghost_fill_risk_score <= base.ghost_fill_risk_score
