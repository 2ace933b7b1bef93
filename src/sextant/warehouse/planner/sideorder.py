"""Which of two compared periods a question asks to be listed first, when it names that
period relative to the day ("last week first", "today first, then yesterday", "this
quarter's figure first") or by its place in time ("the earlier week first", "the more
recent one first")."""

from __future__ import annotations

from typing import Any

from sextant.warehouse.planner import rx

__all__ = ["RELATIVE_SIDE", "relative_sides"]

_UNIT = r"(?:day|week|month|quarter|year)"
#: a period said relative to the day, or one of two by its place in time
RELATIVE_SIDE = (r"(?:last|this|past|previous|prior|current)\s+(?:calendar\s+)?" + _UNIT
                 + r"(?:\s+so\s+far)?|(?:last|past)\s+\d{1,3}(?:\s+days)?|today|yesterday|"
                 r"(?:1\s+)?" + _UNIT
                 + r"\s+before(?:\s+(?:that|it|last))?|(?:more\s+)?(?:recent|later|latest|newer|"
                 r"earlier|older|preceding)\s+(?:" + _UNIT + r"|one|period)")
#: the later (earlier) of two periods, by its place in time
_LATER = r"\b(?:recent|later|latest|newer)\b"
_EARLIER = r"\b(?:earlier|older|preceding|prior|previous|before)\b"


def relative_sides(said: str, sides: list[tuple[str, Any]]) -> list[int] | None:
    """The sides (of two) that ``said`` (a match of ``RELATIVE_SIDE``) names, or ``None``
    when it is no relative name. A side's period is ``sides[i][1].period``; "last week"
    names the side labelled so ("last calendar week (...)"), "the week before" the earlier
    of the two (not when the other is not said relative to the day)."""
    said = " ".join(said.lower().split())
    if not rx.fullmatch(RELATIVE_SIDE, said):
        return None
    if rx.search(_LATER, said) or rx.search(_EARLIER, said):
        starts = [getattr(f.period, "start", None) for _, f in sides]
        a, b = [*starts, None, None][:2]
        if len(starts) != 2 or a is None or b is None or a == b:
            return []
        later = 0 if a > b else 1
        return [later] if rx.search(_LATER, said) else [1 - later]
    said = rx.sub(r"\s+so\s+far$", "", said)
    # "last 7 first": the side "the last 7 days (...)", its count of days said alone
    said = rx.sub(r"^((?:last|past)\s+\d+)$", r"\1 days", said)
    return [i for i, (label, _) in enumerate(sides)
            if rx.sub(r"^the\s+", "", " ".join(label.lower().replace("calendar ", "").split())
                      ).startswith(said)]
