"""Task-to-skill matching for /claw/scout, on tasks written apart from the feed simulator."""

from __future__ import annotations

from sextant import catalog
from sextant.signals.claw import match_task, scout, skills_from_catalog
from sextant.venues.claw import Task, parse_task

SKILLS = skills_from_catalog(catalog.paid_endpoints())


def task(title: str, description: str = "", tags: tuple[str, ...] = ()) -> Task:
    return Task("t1", title, description, tags, 1.0, "2026-11-02T00:00:00Z", None)


def test_a_perp_task_matches_the_perpdex_endpoints() -> None:
    m = match_task(task("Perpetual futures trader vetting",
                        "Need liquidation and funding stats plus a skill score for a trader."),
                   SKILLS)
    assert m is not None and m.skills[0].skill.path.startswith("/perpdex/")


def test_a_swap_task_matches_pretrade_first() -> None:
    m = match_task(task("Is this token a honeypot?", "pre-trade check before a swap",
                        ("uniswap",)), SKILLS)
    assert m is not None and m.skills[0].skill.path == "/swapdex/pretrade"


def test_unrelated_tasks_do_not_match() -> None:
    for t in (task("Paint my fence", "two coats, white"),
              task("Write a wedding speech", "five minutes, funny"),
              task("Data entry", "copy 200 rows into a spreadsheet")):
        assert match_task(t, SKILLS) is None


def test_scout_orders_by_score_then_newest() -> None:
    older = Task("a", "Hyperliquid vault review", "vault depositors and leader skill", (), 1.0,
                 "2026-11-01T00:00:00Z", None)
    newer = Task("b", "Hyperliquid vault review", "vault depositors and leader skill", (), 1.0,
                 "2026-11-03T00:00:00Z", None)
    assert [m.task.id for m in scout([older, newer], SKILLS)] == ["b", "a"]


def test_feed_tasks_parse_defensively() -> None:
    assert parse_task({"title": "no id"}) is None
    t = parse_task({"id": 7, "title": "x", "reward": {"amount": "2.5", "currency": "ETH"},
                    "tags": "not-a-list"})
    assert t is not None and t.reward_usdc is None and t.tags == ()
