"""Ligature glyphs a PDF font maps to no text ("(cid:N)" in pdfminer), read back as letters.

A font without a Unicode map for its "ti" or "fi" ligature leaves words such as
"Educa(cid:7)on" in the text layer; dropping the glyph turns a section heading into
"Educa on" and a name into "Ta ana". Each unmapped glyph that sits inside a word is read
as the ligature that turns most of its words into words the document spells elsewhere
or into section-heading words.
"""

import re

from parsing.document import CID_GLYPH_RE
from parsing.sections import HEADING_RULES

# The letter groups Latin fonts set as one glyph, most common first (ties keep this order).
LIGATURES = ("fi", "ti", "fl", "ff", "ffi", "ffl", "ft", "tt", "th", "st", "ct")
_GLYPH_IN_WORD_RE = re.compile(r"[A-Za-z]*(?:\(cid:\d+\)[A-Za-z]*)+")
_WORD_RE = re.compile(r"[A-Za-z]{3,}")
# A small-caps font that maps its capital "I" to a lower-case "i" ("ENGiNEER", "iNTERN",
# "COMPUTER SCiENCE"): a word otherwise set in capitals, with three capitals at least
# ("MiB" and "iOS" keep their case).
_CAPITALS_WITH_I_RE = re.compile(r"\b[A-ZÀ-Ýi]*i[A-ZÀ-Ýi]*\b")
_MIN_CAPITALS = 3
_HEADING_WORDS = frozenset(
    word for _, words in HEADING_RULES for phrase in words for word in phrase.split()
)


def restore_ligatures(lines: list[str]) -> list[str]:
    """The lines with each unmapped ligature glyph inside a word spelled as its letters."""
    if not any("(cid:" in line for line in lines):
        return lines
    words_by_glyph: dict[str, list[str]] = {}
    for line in lines:
        for word in _GLYPH_IN_WORD_RE.findall(line):
            glyphs = set(CID_GLYPH_RE.findall(word))
            if len(glyphs) == 1 and re.search(r"[A-Za-z]", word):
                words_by_glyph.setdefault(glyphs.pop(), []).append(word)
    if not words_by_glyph:
        return lines
    known = _HEADING_WORDS | {word.lower() for line in lines for word in _WORD_RE.findall(line)}
    letters = {}
    for glyph, words in words_by_glyph.items():
        best = _best_ligature(glyph, words, known)
        if best:
            letters[glyph] = best
    if not letters:
        return lines

    def spell(match: re.Match) -> str:
        return CID_GLYPH_RE.sub(lambda glyph: letters.get(glyph[1], glyph[0]), match[0])

    return [_GLYPH_IN_WORD_RE.sub(spell, line) if "(cid:" in line else line for line in lines]


def _best_ligature(glyph: str, words: list[str], known: set[str]) -> str | None:
    marker = f"(cid:{glyph})"
    best, best_hits = None, 0
    for letters in LIGATURES:
        hits = sum(word.replace(marker, letters).lower() in known for word in words)
        if hits > best_hits:
            best, best_hits = letters, hits
    return best


def restore_small_caps_i(lines: list[str]) -> list[str]:
    """The lines with each capitals word whose "I" the font set as "i" in capitals."""

    def capitals(match: re.Match) -> str:
        word = match[0]
        return word.upper() if sum(c.isupper() for c in word) >= _MIN_CAPITALS else word

    return [_CAPITALS_WITH_I_RE.sub(capitals, line) if "i" in line else line for line in lines]
