"""Sports live edge: momentum and reaction boundaries with the spec's thresholds."""

from __future__ import annotations

import pytest

from sextant.signals import sports as sig


def plays(teams: str, points: float = 2.0) -> list[tuple[str, float]]:
    return [("home" if t == "h" else "away", points) for t in teams]


def test_momentum_is_the_yes_teams_share_of_the_last_five_plays() -> None:
    assert sig.momentum(plays("aaaaahhhaa"), "home") == pytest.approx(0.6)
    assert sig.momentum(plays("aaaaahhhaa"), "away") == pytest.approx(0.4)
    assert sig.momentum(plays("hhhh"), "home") is None  # thin
    mixed = [("home", 3.0), ("away", 1.0), ("away", 2.0), ("home", 2.0), ("away", 2.0)]
    assert sig.momentum(mixed, "home") == pytest.approx(0.5)
    assert sig.momentum([*mixed, ("home", 0.0)], "home") == pytest.approx(0.5)  # no points


def test_reaction_is_percentage_points_over_the_hour() -> None:
    assert sig.market_reaction([0.50] * 30 + [0.53] * 30) == pytest.approx(3.0)
    assert sig.market_reaction([0.5] * 9) is None


@pytest.mark.parametrize(("m", "r", "signal"), [
    (0.6, 0.0, "upside-lag-likely"),      # the spec's 0.6, not the code's 0.7
    (0.59, 0.0, "market-tracking-stats"),
    (0.2, -0.99, "downside-lag-likely"),  # the spec's 0.2, not the code's 0.3
    (0.21, 0.0, "market-tracking-stats"),
    (1.0, 1.0, "market-tracking-stats"),  # a 1.0 pp move is not near zero
    (1.0, -0.99, "upside-lag-likely"),
    (None, 0.0, None),
    (0.9, None, None),
])
def test_signal_boundaries(m: float | None, r: float | None, signal: str | None) -> None:
    assert sig.latency_signal(m, r) == signal
