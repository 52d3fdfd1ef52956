"""What a PDF's type says about its lines: the text set largest at the top of the first page
(where a CV puts the applicant's name) and the lines set like its section headings."""

import re

from parsing.document import Document

# A display line is set this much larger than the body text ...
DISPLAY_RATIO = 1.25
# ... within this top share of the first page.
DISPLAY_TOP = 0.4
MAX_DISPLAY_LINES = 2
# Sizes this close (in points) are one type size.
SAME_SIZE = 0.5
# Display type is often fitted to a width, each line its own size: a name stacked over two
# lines at 25.7 and 25.0 pt is one display. Within this share of the largest size.
DISPLAY_SAME_SHARE = 0.03


def _typeset(document: Document) -> bool:
    """The document carries one style a line (a PDF whose lines nobody filtered since)."""
    return bool(document.body_size) and len(document.styles) == len(document.lines)


def display_lines(document: Document) -> list[str]:
    """Lines at the top of the first page set in the largest type, when that type is
    larger than the body and used for no more than two lines (a name, maybe stacked over
    two lines); headings set as large as everything else are no display."""
    if not _typeset(document):
        return []
    found = [
        (style.size, index)
        for index, style in enumerate(document.styles)
        if style is not None
        and style.page == 0
        and style.top <= DISPLAY_TOP
        and style.size >= DISPLAY_RATIO * document.body_size
    ]
    if not found:
        return []
    largest = max(size for size, _ in found)
    tolerance = max(SAME_SIZE, DISPLAY_SAME_SHARE * largest)
    found = [index for size, index in found if size >= largest - tolerance]
    return [document.lines[index] for index in found] if len(found) <= MAX_DISPLAY_LINES else []


# A heading is set apart from the text around it: larger by this factor, bold, or in capitals
# (a heading style beside the body text; a margin heading beside its entry, in pdf_rows).
HEADING_SIZE_RATIO = 1.1
# Most lines in a heading style must be headings the gazetteer knows; entries set in bold
# (an employer, a paper) share the body's size and outnumber them.
KNOWN_HEADING_SHARE = 0.5
# A style set larger than the body is itself evidence of headings (entries share the body's
# size), so fewer of its lines need to be known: "Research Visits" and "Contributed Talks"
# beside "Education" and "Skills" in the same 12 pt bold.
LARGER_KNOWN_HEADING_SHARE = 0.3
MIN_KNOWN_HEADINGS = 2
# A heading style is never set smaller than the body; this leaves room for sizes rounded apart.
MIN_HEADING_BODY_SHARE = 0.95
MAX_HEADING_WORDS = 6
# A remark in parentheses after a heading's words: "Projects (GitHub: github.com/jdoe)",
# "Publications (* equal contribution)", or pushed to the right margin in a cell of its
# own ("Courses Taken<tab>(Full list)"), or in square brackets around a link's word
# ("Publications [Google Scholar]"); or a link after a bar ("PROJECTS | jdoe.github.io").
HEADING_REMARK_RE = re.compile(
    r"(?<=\w)\s*(?:\([^()]*\)\s*:?|\[[^\[\]]*\]\s*:?|[|·]\s*(?:https?://)?(?:[\w-]+\.)+[a-z]{2,}(?:/\S*)?)$"
)


def _signature(document: Document, index: int):
    style = document.styles[index]
    letters = [c for c in document.lines[index] if c.isalpha()]
    capitals = bool(letters) and all(c.isupper() for c in letters)
    return round(style.size, 1), style.bold, capitals


def styled_heading_lines(document: Document, known: set[int]) -> set[int]:
    """Lines set in the style of the headings the gazetteer recognised (``known``): the
    same size, weight and case, set apart from the body text."""
    if not _typeset(document):
        return set()
    by_signature: dict[tuple, list[int]] = {}
    for index, style in enumerate(document.styles):
        if style is not None:
            by_signature.setdefault(_signature(document, index), []).append(index)
    styled: set[int] = set()
    for (size, bold, capitals), indices in by_signature.items():
        if size < document.body_size * MIN_HEADING_BODY_SHARE:
            continue
        if not (bold or capitals or size >= HEADING_SIZE_RATIO * document.body_size):
            continue
        hits = sum(1 for i in indices if i in known)
        larger = size >= HEADING_SIZE_RATIO * document.body_size
        share = LARGER_KNOWN_HEADING_SHARE if larger else KNOWN_HEADING_SHARE
        if hits >= MIN_KNOWN_HEADINGS and hits >= share * len(indices):
            styled.update(i for i in indices if heading_shaped(document.lines[i]))
    return styled


def heading_shaped(line: str) -> bool:
    text = HEADING_REMARK_RE.sub("", line.strip())
    return (
        bool(text)
        and "\t" not in text
        and len(text.split()) <= MAX_HEADING_WORDS
        and text[-1] not in ".,;"
        and not any(c.isdigit() for c in text)
    )
