"""BibTeX entries a page shows (al-folio's "bib" buttons, a ```bibtex block) as publications:
title, authors, venue and year as the entry states them, with no guessing at a citation
style."""

import re

import bibtexparser
from pylatexenc.latex2text import LatexNodes2Text

from parsing.dates import years_in
from parsing.profile import Publication
from parsing.venues import find_venue, publication_status

ENTRY_START_RE = re.compile(r"@(\w+)\s*\{", re.I)
PAPER_TYPES = {
    "article", "inproceedings", "conference", "incollection", "misc", "techreport",
    "unpublished", "inbook", "book", "proceedings",
}  # fmt: skip
VENUE_FIELDS = ("booktitle", "journal", "journaltitle", "eventtitle", "howpublished",
                "institution", "publisher")  # fmt: skip
MIN_TITLE_WORDS = 2
_LATEX = LatexNodes2Text()


def looks_like_bibtex(text: str) -> bool:
    match = ENTRY_START_RE.search(text)
    return bool(match) and match.group(1).lower() in PAPER_TYPES and "title" in text.lower()


def publications_from_bibtex(text: str) -> list[Publication]:
    try:
        library = bibtexparser.parse_string(text)
    except Exception:  # a damaged block on a page is no reason to fail it
        return []
    publications = []
    for entry in library.entries:
        if entry.entry_type.lower() not in PAPER_TYPES:
            continue  # theses, talks and patents are not papers
        fields = {key.lower(): _plain(field.value) for key, field in entry.fields_dict.items()}
        title = fields.get("title", "").rstrip(".")
        if len(title.split()) < MIN_TITLE_WORDS:
            continue
        venue_text = next((fields[k] for k in VENUE_FIELDS if fields.get(k)), "")
        eprint = " ".join(fields.get(k, "") for k in ("archiveprefix", "eprint", "journal"))
        if not venue_text and "arxiv" in eprint.lower():
            venue_text = "arXiv"
        years = years_in(fields.get("year", "") or fields.get("date", ""))
        publication = Publication(
            title=title,
            venue=find_venue(venue_text) or venue_text or None,
            year=years[0] if years else None,
            authors=_authors(fields.get("author", "")),
        )
        publication.status = publication_status(f"{venue_text} {fields.get('note', '')}")
        publications.append(publication)
    return publications


def _plain(value) -> str:
    text = str(value)
    try:
        text = _LATEX.latex_to_text(text)
    except Exception:  # keep the raw value when the LaTeX does not parse
        text = text.replace("{", "").replace("}", "")
    return " ".join(text.split())


def _authors(text: str) -> list[str]:
    """ "Doe, Jane and Roe, Ann" as "Jane Doe", "Ann Roe"."""
    authors = []
    for part in re.split(r"\s+and\s+", text):
        part = part.strip()
        if not part or part.lower() == "others":
            continue
        surname, comma, given = part.partition(",")
        authors.append(f"{given.strip()} {surname.strip()}" if comma else part)
    return authors
