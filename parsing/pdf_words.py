"""A PDF text line's words and cells, built from its characters.

pdfminer.six decides word breaks by one gap rule, which fails on letter-spaced headings
("E DUC AT I O N": the tracking is as wide as its word margin) and on small caps whose
larger initial sits apart. We keep pdfminer's words for ordinary lines and re-space only
the lines that show tracking, then cut a line into cells where a run of spaces or a jump
in font size (a name beside a job title) separates two things set on one row.
"""

import re
from dataclasses import dataclass, replace

from pdfminer.layout import LTChar

# A line whose median gap between letters exceeds this (in ems) is letter-spaced.
TRACKING_MIN_EM = 0.06
# In letter-spaced text, a gap this much wider than the tracking separates two words.
WORD_GAP_EM = 0.15
# pdfminer's word margin (pdf_layout's LA_PARAMS): a gap wider than this share of a
# character's size is a space.
WORD_MARGIN = 0.1
# A character this far left of the one drawn before it was drawn out of reading order.
ORDER_TOLERANCE = 1.0
# Share of single-letter words from which a line is checked for letter spacing.
SINGLE_LETTER_SHARE = 0.4
# A larger capital this close to smaller capitals starts the same small-caps word.
SMALL_CAPS_GAP_EM = 0.3
SMALL_CAPS_RATIO = 0.9
# Adjacent words whose font sizes differ by this factor belong to different cells.
SIZE_BREAK_RATIO = 1.3
# A smaller jump in size across a gap wider than a space between words (in ems of the larger
# word) also parts two cells: "MSc Some Field   Some University" with the school set smaller.
SIZE_SHIFT_RATIO = 1.15
SIZE_SHIFT_GAP_EM = 0.6
# A run of this many space characters is a column gap (a date pushed right with spaces).
CELL_SPACES = 4
# A gap this wide (in ems of the larger word) is a column gap, never a space between words.
CELL_GAP_EM = 1.0
# A list item's label ("1.", "[12]", "P.3", a bullet) hangs before its text: no cell of its own.
LIST_MARKER_RE = re.compile(r"^(?:[§#]?\[?[A-Za-z]{0,2}\.?\d{1,3}\]?[.):]?|\(\d{1,3}\)|[^\w\s])$")
BOLD_FONT_RE = re.compile(r"bold|black|heavy|semibold|demi|cmbx|\bbx", re.I)
_bold_fonts: dict[str, bool] = {}
# Fonts of pictures, not letters: without a Unicode map their bullet glyphs extract as the
# letter of their code ("n" for a Wingdings square, "l" for a disc, "Ø" for an arrow).
SYMBOL_FONT_RE = re.compile(r"wingding|webding|dingbat|symbol", re.I)
_symbol_fonts: dict[str, bool] = {}
# What a symbol-font glyph that opens a line reads as: a bullet (parsing.document).
SYMBOL_BULLET = "•"


@dataclass
class Word:
    text: str
    x0: float
    x1: float
    size: float
    bold: bool
    spaces_before: int = 1  # space characters in the PDF before it (0: pdfminer's own break)
    glyph: bool = False  # one character of a symbol font (a bullet, an arrow, a box)


def is_bold(fontname: str) -> bool:
    bold = _bold_fonts.get(fontname)
    if bold is None:
        bold = _bold_fonts[fontname] = bool(BOLD_FONT_RE.search(fontname))
    return bold


def is_symbol_font(fontname: str) -> bool:
    symbol = _symbol_fonts.get(fontname)
    if symbol is None:
        symbol = _symbol_fonts[fontname] = bool(SYMBOL_FONT_RE.search(fontname))
    return symbol


def _opens_with_glyph(chars: list[LTChar], following: LTChar, before: Word | None) -> bool:
    """The characters are one symbol-font glyph that opens a line or a cell (after the word
    before by a column gap), set close to the text after it."""
    if len(chars) != 1 or not is_symbol_font(chars[0].fontname):
        return False
    if is_symbol_font(following.fontname):
        return False
    glyph = chars[0]
    if glyph.get_text() == "+" and following.get_text().isdigit():
        return False  # a phone number's plus set in a math font ("$+$44 ..."): no bullet
    return before is None or glyph.x0 - before.x1 >= CELL_GAP_EM * max(before.size, glyph.size)


def _symbol_bullets(words: list[Word]) -> list[Word]:
    """A symbol-font glyph that opens a line or a cell ("2021   n  Title") is its bullet, not
    a letter. Inside running text a Symbol character stays what it reads as (a Greek letter)."""
    for i, word in enumerate(words):
        if word.glyph and (i == 0 or _cell_gap(words[i - 1], word)):
            words[i] = replace(word, text=SYMBOL_BULLET)
    return words


def _cell_gap(before: Word, after: Word) -> bool:
    size = max(before.size, after.size)
    return after.spaces_before >= CELL_SPACES or after.x0 - before.x1 >= CELL_GAP_EM * size


# Icon fonts whose Unicode map spells each icon's name ("BOOK-READER" for a book icon);
# a glyph with no map at all reads "(cid:N)" and is dropped with the others later.
ICON_FONT_RE = re.compile(r"awesome|academicons|icons?\b", re.I)
_icon_fonts: dict[str, bool] = {}


def _char_text(char: LTChar) -> str:
    text = char.get_text()
    if len(text) > 1 and text[0] != "(" and ICON_FONT_RE.search(char.fontname):
        return "\ufffd"  # read like the icons that map to no text
    return text


def _word(chars: list[LTChar], spaces_before: int) -> Word:
    # LTChar.get_text() returns its _text: read directly, as it is once per character.
    text = "".join([c._text for c in chars])
    if len(text) != len(chars):  # a ligature, or an icon that reads as its name
        text = "".join(_char_text(c) for c in chars)
    return Word(
        text,
        chars[0].x0,
        chars[-1].x1,
        max([c.size for c in chars]),
        is_bold(chars[0].fontname),
        spaces_before,
        len(chars) == 1 and (is_symbol_font(chars[0].fontname) or _icon_letter(chars[0], text)),
    )


def _icon_letter(char: LTChar, text: str) -> bool:
    """An icon font's glyph that extracts as a letter, a digit or a sign (a trophy read as
    "3", a caret read as "]")."""
    if text.isspace():
        return False
    icon = _icon_fonts.get(char.fontname)
    if icon is None:
        icon = _icon_fonts[char.fontname] = ICON_FONT_RE.search(char.fontname) is not None
    return icon


def line_words(line) -> list[Word]:
    """The words of one pdfminer text line, letter-spaced words rejoined."""
    words: list[Word] = []
    current: list[LTChar] = []
    spaces = 0
    last_x0 = float("-inf")
    unordered = False
    for obj in line:
        if isinstance(obj, LTChar):
            x0 = obj.x0
            unordered = unordered or x0 < last_x0 - ORDER_TOLERANCE
            last_x0 = x0
            if not obj._text.isspace():
                # Only a one-character word can be a glyph: no call for the other characters.
                if len(current) == 1 and _opens_with_glyph(
                    current, obj, words[-1] if words else None
                ):
                    words.append(_word(current, spaces))  # a bullet glued to its text
                    current, spaces = [], 0
                current.append(obj)
                continue
        if current:
            words.append(_word(current, spaces))
            current, spaces = [], 0
        if isinstance(obj, LTChar):
            spaces += 1  # pdfminer's own breaks (LTAnno) are no space characters
    if current:
        words.append(_word(current, spaces))
    if unordered:
        # Drawn out of order (a year one digit at a time, last digit first): pdfminer keeps
        # the drawing order, so the line is read again by position with pdfminer's gap rule.
        chars, hard_break = _placed_chars(line)
        margins = [WORD_MARGIN * max(c.width, c.height) for c in chars]
        words = _words_by_gaps(chars, hard_break, lambda i: margins[i])
    words = _symbol_bullets(words)
    singles = sum(1 for w in words if len(w.text) == 1 and w.text.isalnum())
    if singles >= 3 and singles >= SINGLE_LETTER_SHARE * len(words):
        words = _symbol_bullets(_respaced(line) or words)
    return _small_caps_joined(words)


def _placed_chars(line) -> tuple[list[LTChar], list[int]]:
    """The line's visible characters left to right, and the space characters before each."""
    chars: list[LTChar] = []
    hard_break: list[int] = []
    spaces = 0
    for obj in sorted((o for o in line if isinstance(o, LTChar)), key=lambda c: c.x0):
        if obj.get_text().isspace():
            spaces += 1
            continue
        chars.append(obj)
        hard_break.append(spaces)
        spaces = 0
    return chars, hard_break


def _words_by_gaps(chars: list[LTChar], hard_break: list[int], threshold) -> list[Word]:
    """Characters into words at space characters and at gaps wider than threshold(i)."""
    words: list[Word] = []
    start = 0
    for i in range(1, len(chars) + 1):
        if (
            i == len(chars)
            or hard_break[i]
            or chars[i].x0 - chars[i - 1].x1 > threshold(i)
            or _opens_with_glyph(chars[start:i], chars[i], words[-1] if words else None)
        ):
            words.append(_word(chars[start:i], hard_break[start] if words else 0))
            start = i
    return words


def _respaced(line) -> list[Word] | None:
    """Words of a letter-spaced line by its own tracking, or None when it shows none."""
    chars, hard_break = _placed_chars(line)
    gaps = [
        chars[i].x0 - chars[i - 1].x1 for i in range(1, len(chars)) if not hard_break[i]
    ]  # fmt: skip
    if len(gaps) < 3:
        return None
    size = sorted(c.size for c in chars)[len(chars) // 2]
    tracking = sorted(gaps)[len(gaps) // 2]
    if tracking < TRACKING_MIN_EM * size:
        return None
    threshold = tracking + WORD_GAP_EM * size
    return _words_by_gaps(chars, hard_break, lambda i: threshold)


def _small_caps_joined(words: list[Word]) -> list[Word]:
    """ "E" + "DUCATION" set as small caps: one word."""
    out: list[Word] = []
    for word in words:
        last = out[-1] if out else None
        if (
            last is not None
            and len(last.text) == 1
            and last.text.isupper()
            and word.text[:1].isupper()
            and word.size < SMALL_CAPS_RATIO * last.size
            and word.x0 - last.x1 < SMALL_CAPS_GAP_EM * last.size
            and word.spaces_before == 0
        ):
            out[-1] = replace(last, text=last.text + word.text, x1=word.x1)
            continue
        out.append(word)
    return out


def _letters(text: str) -> int:
    return sum(1 for c in text if c.isalnum())


def is_list_marker(words: list[Word]) -> bool:
    return len(words) == 1 and bool(LIST_MARKER_RE.match(words[0].text))


def split_cells(words: list[Word]) -> list[list[Word]]:
    """Words into cells: apart where a wide gap, a run of spaces or a jump in font size
    separates them."""
    cells: list[list[Word]] = []
    for word in words:
        if cells:
            last = cells[-1][-1]
            bigger, smaller = max(last.size, word.size), min(last.size, word.size)
            gap = word.x0 - last.x1
            jump = (
                (
                    bigger >= SIZE_BREAK_RATIO * smaller
                    or (bigger >= SIZE_SHIFT_RATIO * smaller and gap >= SIZE_SHIFT_GAP_EM * bigger)
                )
                and _letters(last.text) >= 2
                and _letters(word.text) >= 2
            )
            wide = gap >= CELL_GAP_EM * bigger and not is_list_marker(cells[-1])
            if word.spaces_before < CELL_SPACES and not jump and not wide:
                cells[-1].append(word)
                continue
        cells.append([word])
    return cells
