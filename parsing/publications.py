"""Publication entries: title, venue, year, authors, the applicant's position, status."""

import re

from parsing.dates import SHORT_YEAR_RE, YEAR_RE
from parsing.document import is_bullet, strip_bullet
from parsing.profile import Publication
from parsing.venues import find_venue, publication_status

MARKER_RE = re.compile(r"^\s*(?:\[\s*[A-Za-z]*\d+\s*\]|\(\d+\)|\d{1,3}[.)])\s+")
QUOTED_RE = re.compile(r"[“\"”]([^“”\"]{12,300})[”\"“]")
VENUE_LINE_RE = re.compile(
    r"^(?:in\b:?|proceedings|proc\.|\[?arxiv|\(?in submission|\(?under review|preprint|accepted|"
    r"to appear|submitted|to be submitted|workshop|journal|transactions|ieee|acm|usenix)",
    re.I,
)
INITIALS = r"(?:[A-Z]\.?\s*){1,3}"
# A period ends a sentence unless it ends an initial ("D. M.") or "et al."; a capital at
# the end of a word ("40 nW.", "for HPC.") is no initial.
SENTENCE_RE = re.compile(r"(?<!\b[A-ZÀ-ÖØ-Þ])(?<!\bet al)\.\s+")
# "A. Author, B. Author, et al. Title": there "et al." ends the author list.
ET_AL_END_RE = re.compile(r"(,\s*et al)\.\s+(?=[A-Z0-9“\"])")
# "* equal contribution", "† work done while visiting X": notes on the author marks.
FOOTNOTE_RE = re.compile(r"^[*†‡]+\s*[a-z]")
AUTHOR_LABEL_RE = re.compile(r"^authors?\s*:\s*", re.I)
# Citation styles that put the year after the authors: "A. Author, B. Author (2024)."
YEAR_SUFFIX_RE = re.compile(r"\s*\((?:19|20)\d{2}[a-z]?\)\s*$")
FIRST_PERSON_RE = re.compile(r"\b(I|me|my|I'm|I've)\b")
NOT_A_PAPER_RE = re.compile(r"\b(patent|pub\.? no|talk|poster|thesis)\b", re.I)
UP = "A-ZÀ-ÖØ-Þ"
NAME_PART_RE = re.compile(
    rf"^[*†‡]?(?:[{UP}][\w'’-]*\.?|[{UP}]\.)(?:\s+(?:[{UP}][\w'’-]*\.?|[a-z]{{1,3}}))*[*†‡]?$"
)


def split_entries(lines: list[str], headings: set[int] | None = None) -> list[list[str]]:
    """Group lines into one list per publication, by numbering, bullets, headings or blank lines."""
    headings = headings or set()
    marked = [i for i, ln in enumerate(lines) if MARKER_RE.match(ln) or is_bullet(ln)]
    if len(marked) >= 2 or (marked and marked[0] == _first_text(lines)):
        starts = marked
    elif headings:
        starts = sorted(headings)
    elif sum(1 for ln in lines if _starts_apa(ln)) >= 2:
        starts = [i for i, ln in enumerate(lines) if _starts_apa(ln)]
    else:
        starts = [
            i for i, ln in enumerate(lines) if ln.strip() and (i == 0 or not lines[i - 1].strip())
        ]
    entries = []
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        chunk = [MARKER_RE.sub("", strip_bullet(ln)).strip() for ln in lines[start:end]]
        chunk = [ln for ln in chunk if ln and not FOOTNOTE_RE.match(ln)]
        *parts, chunk = _split_run_on(chunk)
        entries.extend(parts)
        if len(chunk) >= 2 and all(_is_whole_entry(ln) for ln in chunk):
            entries.extend([ln] for ln in chunk)  # plain text: one paper per line, no blank lines
        elif chunk:
            entries.append(chunk)
    return entries


def _split_run_on(chunk: list[str]) -> list[list[str]]:
    """Entries a PDF printed without a blank line between them: a line that ends an entry
    ("..., 2023.") followed by a line that opens with an author list."""
    parts: list[list[str]] = [[]]
    for line in chunk:
        previous = parts[-1][-1] if parts[-1] else ""
        if re.search(r"\b(?:19|20)\d{2}[a-z]?\)?\.$", previous) and _has_author_prefix(line):
            parts.append([])
        parts[-1].append(line)
    return parts


def _is_whole_entry(line: str) -> bool:
    """ "Authors. Title. Venue, Year." on one line."""
    return _has_author_prefix(line) and len(_sentences(line)) >= 3 and bool(YEAR_RE.search(line))


def _first_text(lines):
    return next((i for i, ln in enumerate(lines) if ln.strip()), -1)


def _starts_apa(line: str) -> bool:
    return bool(re.match(r"^[A-Z][\w'’-]+,\s+(?:[A-Z]\.\s*)+,", line))


def is_author_list(text: str) -> bool:
    text = YEAR_SUFFIX_RE.sub("", AUTHOR_LABEL_RE.sub("", text.strip())).rstrip(".")
    text = re.sub(r"\bet al\.?", "", text)
    parts = [p.strip() for p in re.split(r",|\band\b|&", text) if p.strip()]
    if len(parts) == 1 and re.fullmatch(rf"(?:[{UP}]\.\s*)+[{UP}][\w'’-]+", parts[0]):
        return True  # a sole author written "J. Surname"
    if len(parts) < 2 and not (len(parts) == 1 and AUTHOR_LABEL_RE.match(text)):
        return False
    good = sum(1 for p in parts if NAME_PART_RE.match(p.strip("`*")) and _name_words(p) <= 4)
    return good >= max(2, 0.8 * len(parts))


def _sentences(text: str) -> list[str]:
    pieces = ET_AL_END_RE.sub("\\1\x00", text).split("\x00")
    return [sentence for piece in pieces for sentence in SENTENCE_RE.split(piece)]


def _name_words(part: str) -> int:
    """Words of an author's name, particles not counted ("P. J. van der Linden" has three)."""
    return sum(1 for word in part.split() if not word.islower())


def authors_of(text: str) -> list[str]:
    text = AUTHOR_LABEL_RE.sub("", text.strip()).rstrip(".")
    text = re.sub(r"[`*†‡]", "", text)
    parts = [
        p.strip() for p in re.split(r",\s*(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*", text) if p.strip()
    ]
    # "Quill, A. B., Marsh, C." pairs surnames with initials.
    if sum(1 for p in parts if re.fullmatch(INITIALS, p)) >= len(parts) // 2 > 0:
        paired, i = [], 0
        while i < len(parts):
            if i + 1 < len(parts) and re.fullmatch(INITIALS, parts[i + 1]):
                paired.append(f"{parts[i]}, {parts[i + 1]}")
                i += 2
            else:
                paired.append(parts[i])
                i += 1
        parts = paired
    return [p for p in parts if p.lower() not in ("et al", "et al.")]


def author_position(authors: list[str], name: str | None) -> int | None:
    if not name or not authors:
        return None
    tokens = [t.lower() for t in re.findall(r"[A-Za-z]+", name)]
    if not tokens:
        return None
    surname, first = tokens[-1], tokens[0]
    for index, author in enumerate(authors, start=1):
        words = [w.lower() for w in re.findall(r"[A-Za-z]+", author)]
        if surname in words and (first in words or any(w == first[0] for w in words)):
            return index
    return None


def parse_entry(chunk: list[str], applicant: str | None) -> Publication | None:
    text = " ".join(chunk)
    if NOT_A_PAPER_RE.search(text) and not find_venue(text):
        return None
    title, authors, rest = _title_authors_rest(chunk, applicant)
    if not title or len(title.split()) < 3:
        return None
    venue_text = rest or ""
    venue = find_venue(venue_text) or (_venue_from_line(venue_text) if venue_text else None)
    year = _year(venue_text) or _year(" ".join(c for c in chunk if title not in c))
    year = year or _year(text.replace(title, " "))
    if not (authors or venue or year) and (len(title.split()) < 6 or FIRST_PERSON_RE.search(title)):
        return None
    publication = Publication(title=title, venue=venue, year=year, authors=authors)
    publication.author_position = author_position(authors, applicant)
    publication.status = publication_status(text)
    if publication.status is None and venue and venue != "arXiv":
        publication.status = "published"
    return publication


def _title_authors_rest(
    chunk: list[str], applicant: str | None = None
) -> tuple[str | None, list[str], str]:
    text = " ".join(chunk)
    quoted = QUOTED_RE.search(text)
    if quoted:
        before, after = text[: quoted.start()], text[quoted.end() :]
        return _clean_title(quoted.group(1)), authors_of(before) if before.strip() else [], after
    sentences = _sentences(text)
    if len(sentences) >= 3 and _is_applicant(sentences[0], applicant):
        # A sole-author paper: "Jane Doe. Title. Venue 2024."
        title, tail = _split_title_tail(sentences[1])
        return _clean_title(title), [sentences[0].strip()], tail + " " + ". ".join(sentences[2:])
    if (
        len(sentences) >= 3
        and not is_author_list(sentences[0])
        and (is_author_list(sentences[1]) or _is_applicant(sentences[1], applicant))
    ):
        # Title first: "Title. Jane Doe, Ann Roe. Venue 2024."
        return _clean_title(sentences[0]), authors_of(sentences[1]), ". ".join(sentences[2:])
    first = chunk[0]
    if not is_author_list(first) and not _starts_apa(first) and not _has_author_prefix(first):
        # Line-structured: title lines, then author and venue lines.
        title_lines, authors, rest = [first], [], []
        for line in chunk[1:]:
            if authors or rest or is_author_list(line) or _is_venue_line(line):
                if is_author_list(line) and not authors:
                    authors = authors_of(line)
                elif authors and not rest and _continues_authors(line):
                    authors += authors_of(line)
                else:
                    rest.append(line)
            else:
                title_lines.append(line)
        title = " ".join(title_lines)
        title, tail = _split_title_tail(title)
        return _clean_title(title), authors, " ".join([tail, *rest])
    # One paragraph: "Authors. (Year). Title. In Venue."
    # APA puts "(2019, June)" after the authors: a sentence of its own.
    sentences = [
        part
        for sentence in sentences
        for part in re.split(r"\s+(?=\((?:19|20)\d{2}[^)]*\)$)", sentence)
    ]
    index = 0
    authors: list[str] = []
    while index < len(sentences) and (
        is_author_list(sentences[index])
        or re.fullmatch(r"\(?\d{4}[^)]*\)?", sentences[index].strip())
    ):
        if is_author_list(sentences[index]):
            authors += authors_of(sentences[index])
        index += 1
    if index >= len(sentences):
        return None, authors, ""
    title = sentences[index]
    rest = ". ".join(sentences[index + 1 :])
    title, tail = _split_title_tail(title)
    return _clean_title(title), authors, tail + " " + rest


def _is_applicant(text: str, applicant: str | None) -> bool:
    if not applicant:
        return False
    words = sorted(re.findall(r"[a-z]+", re.sub(r"[*†‡]", "", text).lower()))
    return bool(words) and words == sorted(re.findall(r"[a-z]+", applicant.lower()))


def _has_author_prefix(line: str) -> bool:
    sentences = _sentences(line)
    return len(sentences) > 1 and is_author_list(YEAR_SUFFIX_RE.sub("", sentences[0]))


def _continues_authors(line: str) -> bool:
    return is_author_list(line) or bool(re.fullmatch(r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\.?", line))


def _is_venue_line(line: str) -> bool:
    if VENUE_LINE_RE.match(line) or re.match(r"^\(?(?:in submission|under review)", line, re.I):
        return True
    words = line.split()
    if len(words) <= 6 and re.search(r"\b(19|20)\d{2}\W*$", line) and line[:1].isupper():
        return True
    return (
        len(words) <= 10
        and bool(find_venue(line))
        and bool(YEAR_RE.search(line) or SHORT_YEAR_RE.search(line) or len(words) <= 4)
    )


def _split_title_tail(title: str) -> tuple[str, str]:
    """Cut "[arXiv:...]", "(In submission)" and similar tails off a title."""
    match = re.search(
        r"\s*(\[[^\]]*\]|\((?:in submission|under review|workshop paper)[^)]*\))", title, re.I
    )
    if match:
        return title[: match.start()], title[match.start() :]
    match = re.search(r"\s*\([A-Z][\w/@ -]*[’'‘`]?\s?(?:\d{2}|\d{4})\)\s*$", title)
    if match:
        return title[: match.start()], title[match.start() :]
    match = re.search(r"\.\s+(In:?\s|Proceedings|Proc\.|arXiv)", title)
    if match:
        return title[: match.start()], title[match.start() + 1 :]
    return title, ""


def _clean_title(title: str) -> str:
    title = re.sub(r"\s+", " ", title).strip(" .,;:“”\"'*_")
    return title


def _venue_from_line(text: str) -> str | None:
    first = text.strip().split("  ")[0]
    first = re.sub(r"\b(19|20)\d{2}\b.*$", "", first).strip(" ,.-–")
    # "In Proceedings of the X Workshop": the event's name (a journal keeps its own).
    event = re.sub(r"^(?:in\s+)?(?:proceedings|proc\.)\s+of\s+(?:the\s+)?", "", first, flags=re.I)
    if event != first and re.search(r"\b(?:workshop|conference|symposium)\b", event, re.I):
        first = event
    words = len(first.split())
    if 0 < words <= 6 and first[:1].isupper():
        return first
    if words <= 10 and re.match(
        r"(?:(?:IEEE|ACM|SIAM|IET|IEEE/ACM)\s+)?(?:journal|transactions|annals|proceedings)\b",
        first,
        re.I,
    ):
        return first
    return None


def _year(text: str) -> int | None:
    text = re.sub(r"arXiv:\s*\d{4}\.\d+", "", text)
    match = YEAR_RE.search(text)
    if match:
        return int(match.group(1))
    short = re.search(r"[A-Z]{2,}\s*[’'‘`]?\s*(\d{2})\b", text)
    if short:
        return 2000 + int(short.group(1))
    return None


def extract_publications(
    lines: list[str],
    applicant: str | None,
    headings: set[int] | None = None,
    *,
    own_only: bool = False,
) -> list[Publication]:
    publications = []
    for chunk in split_entries(lines, headings):
        publication = parse_entry(chunk, applicant)
        if publication is None:
            continue
        if own_only and publication.author_position is None:
            continue
        if not any(p.title.lower() == publication.title.lower() for p in publications):
            publications.append(publication)
    return publications


PROSE_PAPER_RE = re.compile(
    r"\b(?:[Mm]y|[Oo]ur|(?P<some>[Aa]|[Tt]he))\s+(?:[a-z-]+\s+){0,2}"
    r"(?:paper|article|preprint|publication)\s*,?\s*"
    r"(?:titled\s+|entitled\s+)?[“\"]([^“”\"]{12,200}?)[.,]?[”\"]([^.;]*)"
)
# "a paper, "Title", which appeared at X": someone's paper unless it was the writer's to publish.
PUBLISHED_RE = re.compile(r"\b(?:appeared|accepted|published|presented)\s+(?:at|in)\b", re.I)


def publications_in_prose(lines: list[str]) -> list[Publication]:
    """A letter's own paper named in a sentence: 'our paper "Title" was accepted at VENUE 2025'."""
    found: list[Publication] = []
    for line in lines:
        for match in PROSE_PAPER_RE.finditer(line):
            title, rest = _clean_title(match.group(2)), match.group(3)
            if match.group("some") and not PUBLISHED_RE.search(rest):
                continue
            if any(p.title.lower() == title.lower() for p in found):
                continue
            venue, named = find_venue(rest), _venue_after_verb(rest)
            if not venue or (named and venue in named.split()):
                venue = named  # "ACM COMPASS", not the gazetteer's "ACM"
            publication = Publication(title=title, venue=venue, year=_year(rest))
            publication.status = publication_status(rest)
            found.append(publication)
    return found


def _venue_after_verb(rest: str) -> str | None:
    """ "was accepted at the TinyML workshop 2025": an acronym-like name after the verb."""
    match = re.search(
        r"\b(?:appeared|accepted|published|presented)\s+(?:at|in)\s+(?:the\s+)?"
        r"([A-Z][\w-]*[A-Z][\w-]*(?:\s+[A-Z][\w-]*[A-Z][\w-]*)*(?:\s+[Ww]orkshop)?|"
        r"[A-Z][\w-]+\s+[Ww]orkshop)",
        rest,
    )
    return match.group(1) if match else None
