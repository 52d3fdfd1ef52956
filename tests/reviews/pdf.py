"""A one-page PDF of plain lines, for pages that show a CV."""

from tests.parsing.pdfgen import lines_at, make_pdf


def simple_pdf(lines: list[str]) -> bytes:
    return make_pdf([lines_at(56, 740, lines, leading=15)], size=11)
