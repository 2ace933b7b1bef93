"""A period said in the asker's first language inside an English question (Spanish, French,
German, Portuguese, Italian), said in English (pure text to text; a month is read only with
its year beside it):

- "entre el 10 y el 20 de mayo 2026", "del 10 al 20 de mayo de 2026", "entre le 10 et le 20
  mai 2026", "du 10 au 20 mai 2026", "vom 10. bis 20. Mai 2026", "zwischen dem 10. und dem
  20. Mai 2026", "de 10 a 20 de maio de 2026", "dal 10 al 20 maggio 2026": between 10 and 20
  May 2026 (both days in);
- "en mayo de 2026", "en mai 2026", "im Mai 2026", "em maio de 2026", "a maggio 2026": in
  May 2026.
"""

from __future__ import annotations

import re

__all__ = ["plain_foreign_periods"]

_MONTHS = {
    "january": "enero janvier januar janeiro gennaio",
    "february": "febrero février fevrier februar fevereiro febbraio",
    "march": "marzo mars märz maerz marz março marco",
    "april": "abril avril aprile",
    "may": "mayo mai maio maggio",
    "june": "junio juin juni junho giugno",
    "july": "julio juillet juli julho luglio",
    "august": "agosto août aout",
    "september": "septiembre setiembre septembre setembro settembre",
    "october": "octubre octobre oktober outubro ottobre",
    "november": "noviembre novembre novembro",
    "december": "diciembre décembre decembre dezember dezembro dicembre",
}
_ENGLISH = {w: m for m, words in _MONTHS.items() for w in words.split()}
_MONTH = r"(?P<m>" + "|".join(sorted(map(re.escape, _ENGLISH), key=len, reverse=True)) + r")"
_YEAR = r"(?:\s+de|\s+del)?\s+(?P<y>20\d\d)\b"
#: "entre el 10 y el 20 de", "del 10 al 20 de", "du 10 au 20", "vom 10. bis 20.", ...
_RANGE = re.compile(r"\b(?:entre|del|du|vom|zwischen|de|dal)\s+(?:dem\s+|el\s+|le\s+|o\s+)?"
                    r"(?:d[ií]a\s+)?(?P<a>[0-3]?\d)\.?\s+(?:y|et|e|al|au|bis|und|a)\s+(?:zum\s+|"
                    r"dem\s+|el\s+|le\s+|o\s+)?(?:d[ií]a\s+)?(?P<b>[0-3]?\d)\.?\s+(?:de\s+)?"
                    + _MONTH + _YEAR, re.I)
#: "en mayo de 2026", "im Mai 2026", "em maio de 2026", "a maggio 2026"
_IN_MONTH = re.compile(r"\b(?:en|im|em|no\s+m[eê]s\s+de|en\s+el\s+mes\s+de|au\s+mois\s+de|a|in)\s+"
                       + _MONTH + _YEAR, re.I)


def _range(m: re.Match[str]) -> str:
    month = _ENGLISH[m["m"].lower()].title()
    return f"between {int(m['a'])} and {int(m['b'])} {month} {m['y']}"


def plain_foreign_periods(question: str) -> str:
    """``question`` with its periods said in another language said in English."""
    q = _RANGE.sub(_range, question)
    return _IN_MONTH.sub(lambda m: f"in {_ENGLISH[m['m'].lower()].title()} {m['y']}", q)
