"""A question written in a notebook's cell, said plainly: the cell's marker ("# In [7]:",
"In [ ]:", "# %% [markdown]", a fence of backticks) on a line of its own, what kind of cell it
is beside the question's label ("Question (markdown cell):", "Markdown cell 3:") and the "# "
that comments out each line of the cell. Only when a cell is named; the question's own words
are left as said. Pure text to text."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["plain_notebook"]

#: a line that only marks a cell: "# In [7]:", "Out[3]:", "# %% [markdown]", "```python"
_MARKER = re.compile(r"^\s*(?:#\s*)?(?:(?:in|out)\s*\[\s*\d{0,4}\s*\]\s*:?|%%(?:\s*\[\s*[a-z]+"
                     r"\s*\])?|```\s*(?:python|py|markdown|md|text)?)\s*$", re.I)
#: the kind of cell said beside a label or as one: "(markdown cell)", "Markdown cell 3:"
_KIND = r"(?:markdown|md|code|text|notebook|jupyter)"
_CELL = re.compile(r"\s*\(\s*(?:a\s+)?" + _KIND + r"\s+cell(?:\s+\d{1,3})?\s*\)|^(\s*(?:#\s*)?)"
                   + _KIND + r"\s+cell(?:\s+\[?\d{1,3}\]?)?\s*:\s*", re.I | re.M)


def plain_notebook(question: str) -> str:
    """``question`` without its notebook cell's markers; as sent when it names no cell."""
    lines = question.split("\n")
    kept = [x for x in lines if not _MARKER.match(x)]
    if len(kept) == len(lines) and not _CELL.search(question):
        return question
    if not any(x.strip() for x in kept):
        return question
    text = _CELL.sub(lambda m: m[1] or "", "\n".join(kept))
    body = [x for x in text.split("\n") if x.strip()]
    if all(rx.match(r"\s*#\s", x) for x in body):  # each line commented out
        body = [rx.sub(r"^\s*#\s+", "", x) for x in body]
    return "\n".join(body).strip()
