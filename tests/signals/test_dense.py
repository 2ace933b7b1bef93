"""WordLlama loading (signals/dense.py)."""

from __future__ import annotations

import logging


def test_loading_the_model_leaves_logging_alone() -> None:
    """wordllama's import calls ``logging.basicConfig(level=INFO)``; loading it must not turn
    on INFO logging (every httpx request line) in a process that has not configured any."""
    import subprocess
    import sys

    code = ("import logging\nfrom sextant.signals.dense import model\nmodel()\n"
            "from sextant.routing.intent.model import embed\nembed(['x'])\n"
            "root = logging.getLogger()\nprint(root.level, len(root.handlers))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=300)
    assert out.stdout.split() == [str(logging.WARNING), "0"], out.stderr
