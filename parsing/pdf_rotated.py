"""Text set running up or down the page (a name or a title turned a quarter along a
sidebar): its characters read in their own order, a column of them one line.

pdfminer groups characters into horizontal lines only, so each turned letter would be a
line of its own ("o", "v", "u", "h", "S"); parsing.pdf_pages leaves them out of that
grouping and they are read here.
"""

from pdfminer.layout import LTChar, LTFigure

from parsing.pdf_pages import is_turned
from parsing.pdf_rows import TextLine, cell_line
from parsing.pdf_words import Word, is_bold

# Turned characters this close (in points) across their run share it.
RUN_TOLERANCE = 2.0


def turned_lines(container) -> list[TextLine]:
    """The turned characters as lines: one per run (the characters at one x), read up the
    page when turned anticlockwise, down it when turned clockwise."""
    runs: list[list[LTChar]] = []
    for char in sorted(_turned_chars(container), key=lambda c: (c.x0, c.y0)):
        if runs and abs(char.x0 - runs[-1][-1].x0) <= RUN_TOLERANCE:
            runs[-1].append(char)
        else:
            runs.append([char])
    lines = []
    for run in runs:
        upward = run[0].matrix[1] > 0
        run.sort(key=lambda c: c.y0 if upward else -c.y1)
        words = _words(run)
        if words:
            # Runs side by side (a name, a title beside it) are cells of a row, however close.
            top, bottom = max(c.y1 for c in run), min(c.y0 for c in run)
            lines.append(cell_line(words, bottom, top, cell_start=True))
    return lines


def _turned_chars(container):
    for item in container:
        if isinstance(item, LTChar) and is_turned(item):
            yield item
        elif isinstance(item, LTFigure):
            yield from _turned_chars(item)


def _words(run: list[LTChar]) -> list[Word]:
    """The run's words, each spanning the run's width (the line is as wide as the type is
    tall); a space character or a gap of half the type's size parts them."""
    x0, x1 = min(c.x0 for c in run), max(c.x1 for c in run)
    size = x1 - x0
    words: list[Word] = []
    current: list[LTChar] = []
    for char in run:
        gap = current and abs(char.y0 - current[-1].y1) > size / 2
        if char.get_text().isspace() or gap:
            words += [_word(current, x0, x1)] if current else []
            current = []
        if not char.get_text().isspace():
            current.append(char)
    words += [_word(current, x0, x1)] if current else []
    return words


def _word(chars: list[LTChar], x0: float, x1: float) -> Word:
    text = "".join(c.get_text() for c in chars)
    return Word(text, x0, x1, x1 - x0, is_bold(chars[0].fontname))
