"""A PDF's link annotations with the words they sit on: the profile behind an icon or an
anchor word ("LinkedIn", an envelope glyph) that the text alone does not give."""

import re

from pdfminer.pdftypes import resolve1

from parsing.document import Link, clean_line

# An anchor that shows an address already puts it in the text; its target adds nothing but
# risk (templates keep placeholder targets such as "mailto:x@x.com" under the real address).
# A handle ("@jdoe") is no address.
SHOWN_ADDRESS_RE = re.compile(r"[\w.-]@|/|\w\.[a-z]{2,}\b", re.I)
_BAD_ANNOTATION = (TypeError, ValueError, KeyError, AttributeError, IndexError)


def page_link_targets(page) -> list[tuple[tuple[float, float, float, float], str]]:
    """(rectangle, URI) of every link annotation on a pdfminer PDFPage."""
    out = []
    try:
        annotations = resolve1(page.annots) or []
    except _BAD_ANNOTATION:
        return out
    for annotation in annotations if isinstance(annotations, list) else []:
        try:
            annotation = resolve1(annotation)
            action = resolve1(annotation.get("A")) if isinstance(annotation, dict) else None
            uri = resolve1(action.get("URI")) if isinstance(action, dict) else None
            if not isinstance(uri, bytes | str):
                continue
            x0, y0, x1, y1 = (float(resolve1(v)) for v in resolve1(annotation.get("Rect")))
        except _BAD_ANNOTATION:
            continue
        if isinstance(uri, bytes):
            uri = uri.decode("utf-8", "replace")
        out.append(((min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)), uri.strip()))
    return out


def anchored_links(lines, targets) -> list[Link]:
    """Each link target with the words under its rectangle, unless they show an address
    (kept when they show the target's address cut short or mangled: the target is fuller)."""
    links: list[Link] = []
    for (x0, y0, x1, y1), uri in targets:
        words = [
            word.text
            for line in lines
            if y0 <= (line.y0 + line.y1) / 2 <= y1
            for word in line.words
            if x0 <= (word.x0 + word.x1) / 2 <= x1
        ]
        text = clean_line(" ".join(words))
        link = Link(text, uri)
        shows_address = SHOWN_ADDRESS_RE.search(text) and not link.shows_short_address()
        if uri and (not shows_address or link.shows_part_of_target()):
            links.append(link)
    return links
