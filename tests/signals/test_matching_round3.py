"""Round 3 of the matcher's precision holes: body scope, office rank, swapped roles.

Titles written for these tests (not rows of any set); each false pair passed before
:mod:`sextant.signals.roles`, and each same pair guards recall on the nearby phrasing."""

from __future__ import annotations

import pytest

from sextant.signals import roles
from tests.signals.test_matching import verified


@pytest.mark.parametrize(("a", "b"), [
    # control of a chamber against one seat, one state's race or one district
    ("Will the Democrats hold the Senate after the 2026 midterms?",
     "Will Democrats win the Ohio Senate race in 2026?"),
    ("Will Republicans keep control of the Senate in 2026?",
     "Will Republicans win the Georgia Senate seat in 2026?"),
    ("Will Republicans hold the House in 2026?",
     "Will Republicans win the CA-22 House seat in 2026?"),
    # an office against another office in the same race
    ("Will Josh Shapiro win the 2028 Democratic presidential nomination?",
     "Will Josh Shapiro be the 2028 Democratic VP nominee?"),
    ("Will Marco Rubio be the 2028 Republican presidential nominee?",
     "Will Marco Rubio be the 2028 Republican vice presidential nominee?"),
    ("Will Mark Kelly win the 2028 Democratic nomination for president?",
     "Will Mark Kelly be the 2028 Democratic running mate?"),
    # swapped actor and target
    ("Will Canada impose new tariffs on Mexico imports by March 31, 2027?",
     "Will Mexico impose new tariffs on Canada imports by March 31, 2027?"),
    ("Will Japan sanction Russia before 2027?", "Will Russia sanction Japan before 2027?"),
    # the cross-pair probe: an order between two named parties (flip, exceed, acquire)
    ("Will Solana flip Ethereum in market cap before 2028?",
     "Will Ethereum flip Solana in market cap before 2028?"),
    ("Will Microsoft's market cap exceed Nvidia's on June 30, 2027?",
     "Will Nvidia's market cap exceed Microsoft's on June 30, 2027?"),
    ("Will Apple acquire Perplexity before 2027?", "Will Perplexity acquire Apple before 2027?"),
])
def test_role_holes_are_other_conditions(a: str, b: str) -> None:
    assert verified(a, b) == [False, False]


@pytest.mark.parametrize(("a", "b"), [
    ("Will Republicans keep control of the Senate in 2026?",
     "Will the Republicans hold a Senate majority after the 2026 midterms?"),
    ("Will Canada impose new tariffs on Mexico imports by March 31, 2027?",
     "Will Canada impose new tariffs on imports from Mexico by March 31, 2027?"),
])
def test_same_roles_still_match(a: str, b: str) -> None:
    assert verified(a, b) == [True, True]


def test_the_role_readers() -> None:
    assert roles.body_scope("Will Democrats win the Senate in 2026?") == "chamber"
    assert roles.body_scope("Will Democrats win the Maine Senate race?") == "seat"
    assert roles.body_scope("Will Democrats win the 2026 midterms?") is None
    assert roles.body_scope("Will Democrats win the US Senate in 2026?") == "chamber"
    assert roles.body_scope("Will Roy Cooper be elected to the Senate from Ohio?") == "seat"
    assert roles.body_scope("Cooper wins NC Senate race 2026?") == "seat"
    assert roles.office_rank("Who will be the 2028 GOP VP nominee?") == "vice"
    assert roles.office_rank("Who will be the lieutenant governor of Texas?") == "vice"
    assert roles.office_rank("Who will win the 2028 presidential election?") is None
    assert roles.swapped("Will the US sanction China?", "Will China sanction the U.S.?")
    assert not roles.swapped("Will the US sanction China?", "Will the US sanction China in 2026?")
    # an undirected game lists its sides in either order
    assert not roles.swapped("Lakers vs Celtics: who wins?", "Celtics vs Lakers: who wins?")
