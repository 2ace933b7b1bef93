"""Every benchmark script still starts (imports resolve, arguments parse): they run outside
the suite, so a rename elsewhere would otherwise break them unnoticed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"


@pytest.mark.parametrize("script", sorted(p.name for p in BENCH.glob("*.py")
                                          if not p.name.startswith("_")))
def test_bench_script_starts(script: str) -> None:
    done = subprocess.run([sys.executable, str(BENCH / script), "--help"], capture_output=True,
                          text=True, timeout=120, cwd=BENCH.parent)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "usage" in done.stdout.lower()
