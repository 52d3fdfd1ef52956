"""Publication lists: entries split apart and parsed, the applicant's own papers in a
reference list, and papers a letter names in prose."""

import itertools
import re

from parsing.authors import (
    author_position,
    is_author_list,
    most_frequent_author,
    without_year_suffix,
)
from parsing.citations import (
    BADGE_LINE_RE,
    LINK_CELL_RE,
    LINK_WORD_RE,
    MIN_TITLE_WORDS,
    NOTE_LABEL_LINE_RE,
    PUBLISHED_IN_LINE_RE,
    QUOTED_RE,
    STATUS_ONLY_RE,
    VENUE_WORD_RE,
    clean_title,
    has_author_prefix,
    is_venue_line,
    parse_entry,
    sentences_of,
    starts_apa,
    title_venue_date_cells,
    venue_tag,
    year_in,
)
from parsing.dates import (
    MONTHS,
    OPEN_END_WORDS,
    PUBLICATION_STATUS,
    RANGE_MARK,
    YEAR,
    YEAR_RE,
    full_year,
    is_date_only,
    years_in,
)
from parsing.document import BULLET, is_bullet, strip_bullet
from parsing.patterns import DASHES, SEPARATORS, URL_START
from parsing.profile import Publication
from parsing.sections import Section, heading_key
from parsing.venues import find_venue, publication_status

# "1.", "(2)", "[3]", "[C4]", "[J.1]", "[C-2]", "P.5", "J6": numbering in front of an entry.
MARKER_RE = re.compile(
    r"^\s*(?:\[\s*[A-Za-z]*[.-]?\d+\s*\]|\(\d+\)|\d{1,3}[.):]|[A-Z]{1,2}\.?\d{1,3}[.:]?)\s+"
)
# A title's wrapped words that read as two people ("... Bounds on" + "Estuaries and Tidal
# Flats. Venue"): one word before the "and" names nobody in full.
WRAPPED_AND_RE = re.compile(r"^\s*[^\W\d]+\s+(?:and|&)\s")
# "12 Ann Roe, ..." or "3<tab>A. Roe": a number without a stop before an entry's first word.
BARE_NUMBER_RE = re.compile(r"^\s*(\d{1,3})(?:\t|\s+)(?=[^\W\d])")
MIN_BARE_NUMBERS = 3
# A year in a left column beside the first paper of that year: "2024<tab>P.9<tab>Authors ...".
YEAR_CELL_RE = re.compile(rf"^({YEAR})\t")
# A designed CV's paper row: "Submitted<tab>Title<tab>Journal": where the paper stands in the
# left column, what kind of paper it is in the right one; neither is part of the title.
STATUS_CELL_RE = re.compile(rf"^((?:{PUBLICATION_STATUS}|published))\t", re.I)
KIND_CELL_RE = re.compile(
    r"\t(?:journal(?:\s+(?:article|paper))?|conference(?:\s+(?:proceedings|paper))?|"
    r"proceedings|workshop(?:\s+paper)?|book\s+chapter|preprint)$",
    re.I,
)
# The same year set apart by a space only: "2022 Roe A., Poe B., “Title”, ...".
YEAR_LEAD_RE = re.compile(rf"^({YEAR})(?::\s*|\s+)(?=[^\W\d])")
# A month and a two-digit year in that column ("09/18<tab>Roe, A.; Poe, B."), on every entry.
MONTH_YEAR_CELL_RE = re.compile(r"^(?:0?[1-9]|1[0-2])/(\d{2})\t")
# ... or a month's name and the year ("Jul. 2026<tab>Roe A., Poe B.").
MONTH_NAME_CELL_RE = re.compile(rf"^(?:{MONTHS})\s*({YEAR})\t", re.I)
# A year on a line of its own above that year's papers (a page's year heading).
YEAR_LINE_RE = re.compile(rf"^({YEAR})$")
# "* equal contribution", "† work done while visiting X", "(*: equal contribution)".
# "= PhD student co-supervised": a star read as a bullet leaves its "=" behind.
FOOTNOTE_RE = re.compile(
    r"^\(?[*∗†‡]+\s*[:=]?\s*[A-Za-z]|^(?:[*∗†‡]\s*)?denotes\b|^=\s*[A-Za-z]", re.I
)
# What a mark on the authors means, in a short line of its own.
AUTHOR_NOTE_RE = re.compile(
    r"\b(?:equal(?:ly)?\s+contribut\w*|contributed\s+equally|(?:co-?)?first\s+authors?|"
    r"corresponding\s+authors?|equal\s+advising)\b",
    re.I,
)
MAX_AUTHOR_NOTE_WORDS = 10
# A job's dates ("2021 – 2023", "Jun 2022 - Present", "June 2004 - August 2004"); a paper
# has one year.
DATE_RANGE_RE = re.compile(
    rf"{YEAR}\s*{RANGE_MARK}\s*(?:(?:{MONTHS})\s*)?(?:{YEAR}|{OPEN_END_WORDS})", re.I
)
# A paper's badge on a homepage card: how it was presented or what it won.
_SURE_BADGE = (
    r"(?:best|outstanding|distinguished)\s+(?:student\s+)?paper(?:\s+(?:award|honou?rable\s+"
    r"mention|runner[- ]up|nominee|nomination|candidate|finalist))?|honou?rable\s+mention|"
    r"(?:oral|spotlight|poster)\s+presentation|spotlight|contributed\s+talk|invited\s+talk"
)
_ANY_BADGE = rf"{_SURE_BADGE}|oral|poster|highlight|featured"
BADGE_RE = re.compile(
    rf"^(?:(?P<boxed>[^\w\s\[(]{{0,2}}[\[(]\s*(?:{_ANY_BADGE})\s*[\])])|\W{{0,3}}"
    rf"(?:(?P<sure>{_SURE_BADGE})|oral|poster|highlight|featured))"
    rf"\W{{0,3}}?(?:(?P<apart>\s*[{SEPARATORS}:{DASHES}]\s*|\t)|\s+|$)",
    re.I,
)
# A badge after a card's title: in brackets ("(Oral)"), or one that names an award.
TRAILING_BADGE_RE = re.compile(
    rf"\s*(?:[\[(]\s*(?:{_ANY_BADGE})\s*[\])]|[^\w\s]{{0,3}}\s*(?:{_SURE_BADGE}))\W*$", re.I
)
# Where the applicant stands among the authors, noted after the entry ("Published (Second
# Author)."): no venue, which a bracket at an entry's end often is.
AUTHOR_PLACE_RE = re.compile(
    r"\s*[(\[]\s*(?:co-?)?(?:first|second|third|fourth|fifth|sixth|last|sole|senior|"
    r"corresponding|\d+(?:st|nd|rd|th))[- ]authors?\s*[)\]](?=\W*$)",
    re.I,
)
# Sub-headings of lists kept beside the papers ("Patents", "Invited Talks"). Other heading
# words alone on a line ("Summary", "Award") are a card's link or badge words there.
NOT_PAPER_SECTIONS = {"talks", "other"}
# A label over a kind of papers that no heading cue reads: "Conferences/Journals",
# "Refereed Journal Articles", "Workshops & Preprints".
LIST_LABEL_RE = re.compile(
    r"^(?:(?:peer[- ]reviewed|refereed|selected|international|conference|journal|workshop|"
    r"preprint|paper|article|proceeding|chapter|book|manuscript)s?"
    # "Proceedings of Refereed Workshops and Journals"
    r"(?:\s*(?:[/&,]|and)\s*|\s+of\s+|\s+|(?=:?$))|"
    # "Preprints / Under Review": a kind and a status together.
    rf"(?:{PUBLICATION_STATUS})(?=\s*:?$))+"
    r":?$",
    re.I,
)
# A sub-heading over the applicant's theses ("Thesis", "PhD Dissertation"), which are no papers;
# "Theses and Papers" heads papers too.
THESIS_HEADING_RE = re.compile(
    r"^(?:(?:ph\.?\s?d\.?|doctoral|master'?s?|bachelor'?s?|m\.?sc?\.?|b\.?sc?\.?)\s+)?"
    r"(?:thes[ie]s|dissertations?)\s*:?$",
    re.I,
)
# A profile's citation metrics: "Google Scholar: 120 citations, h-index 6".
# A line that points to the full list elsewhere: "For a complete, up-to-date list of
# publications: ADS list", "A full list of my papers is on Google Scholar", "See my ORCID",
POINTER_LINE_RE = re.compile(
    r"^(?:for\s+)?(?:a|the|my)?\s*(?:complete|full|up-to-date|updated|comprehensive)\b"
    r"[\w\s,-]{0,40}?\blist\b|"
    # "Please see my Scholar profile for the newest list", "Visit my DBLP page", "Find more
    # recent papers on Google Scholar"
    r"^(?:please\s+)?(?:see|visit|find)\s+(?:my\s+|the\s+)?.{0,60}\b(?:list|scholar|orcid|ads|dblp)\b|"
    # A caption under the heading: "My recent articles and conference papers".
    r"^(?:my|our)\s[\w\s,&-]{0,60}\b(?:papers|publications|articles|work)\.?$",
    re.I,
)
# A paper's abstract set as a paragraph of its own under the entry: "Abstract: We ...".
ABSTRACT_RE = re.compile(r"^(?:abstract|summary|tl;\s?dr)\s*[:.\-–]", re.I)
METRICS_LINE_RE = re.compile(r"\b(?:h-?index|i10-index)\b|^(?:google\s+)?scholar\b.*\d", re.I)
# A heading over papers by their status: "Under Review", "Forthcoming", "Published", also
# in brackets and naming two ("(Submitted or accepted)").
STATUS_HEADING_RE = re.compile(
    rf"^[(\[]?(?:(?:papers?|manuscripts?|articles?)\s+)?(?:{PUBLICATION_STATUS}|published)"
    rf"(?:\s*(?:,|/|&|\bor\b|\band\b)\s*(?:{PUBLICATION_STATUS}|published))*"
    r"(?:\s+(?:papers?|manuscripts?|articles?|for\s+publication))?[)\]]?\s*:?$",
    re.I,
)
# A left cell before a mid-line bullet ("Conference<tab>CDC 2022 ◦ Title, ..."), and a cell
# that names a venue and its year ("CDC 2022", "NeurIPS 2024").
LABEL_BULLET_RE = re.compile(
    r"^(?P<label>[^◦•▪‣\t.,;:]{1,40}(?:\t[^◦•▪‣\t.,;:]{1,40})?)\s*[◦▪‣•]\s+(?P<rest>\S.*)$"
)
MAX_LABEL_WORDS = 5
# A heading in the left column wraps over this many lines at most after its first.
MAX_HEADING_CELL_ROWS = 2
VENUE_COLON_RE = re.compile(
    rf"^(?P<cell>[A-Z][\w-]*(?:\s[A-Za-z][\w-]*){{0,2}}\s{YEAR}):\s+(?P<rest>[A-Z“\"].*)$"
)
VENUE_LABEL_RE = re.compile(rf"^[^\W\d][^\]\d]{{1,38}}?\s{YEAR}$")
# A left label column with no bullet after it, one cell a paper ("ICML’24<tab>Authors. Title.",
# "Preprint<tab>Authors ..."): a venue with its year, or the paper's kind. A tag too long for
# the column wraps its first word onto the row above ("ACL" over "Demo’26").
LABEL_CELL_RE = re.compile(r"^(?P<cell>[^\W\d][^\t.,;:]{0,30}?)\t(?P<rest>\S.*)$")
# A right-hand venue cell ("CVPR 2025", "CVPR2021", "NeurIPS'24"), a badge after it dropped.
VENUE_CELL_RE = re.compile(
    rf"^[^\W\d][\w&-]*(?:\s(?:/\s)?[A-Za-z][\w&-]*){{0,3}}(?:\s?{YEAR}|\s?[’'‘]\d{{2}})$"
)
VENUE_CELL_BADGE_RE = re.compile(rf"\s+(?:{_ANY_BADGE})$", re.I)
# Pages after a venue cell's year ("KDDX 2021: 151-165", "SSDBX 2020: 7:1-7:12").
CELL_PAGES_RE = re.compile(r"(?<=\d{4})\s*:\s*(?:\d[\d:]*(?:\s*[-–]\s*\d[\d:]*)?)?$")
MONTH_YEAR_RE = re.compile(rf"^(?:{MONTHS})\s*{YEAR}$", re.I)
APOSTROPHE_TAG_RE = re.compile(r"^[^\W\d][^\d]{0,30}?\s?[’'‘]\d{2}$")
PAPER_KIND_WORDS = {"journal", "conference", "workshop", "demo", "poster", "thesis", "book chapter"}
MAX_TAG_HEAD_WORDS = 2
MIN_LABELLED_ROW_WORDS = 3
# A venue tag that the PDF's text set apart from its entry's first line: alone on a line
# ("HOTWX’24") or before the entry's next line ("HOTWX’24 Interactive Bursts ...").
FLOATING_TAG_RE = re.compile(
    r"^(?P<tag>[A-Z][\w-]*(?:[ -][A-Za-z][\w-]*)?\s?[’'‘]\d{2})(?:\t|\s+|$)(?P<rest>.*)$"
)
MIN_FLOATING_TAGS = 2
OPENING_QUOTES = ("“", '"')
SHORT_LABEL_RE = re.compile(r"^[A-Z][\w&/-]*(?:\s[\w&/-]+){0,4}$")
# A long author list wraps over this many lines at most before its venue cell.
MAX_AUTHOR_ROWS = 4
# A journal's volume opening a line: "Volume 12, id.L3", "Vol. 7, 101-112".
VOLUME_LINE_RE = re.compile(r"^[Vv]ol(?:ume)?\.?\s*\d+\b")
# An author line whose last initial is followed by a journal's name and a comma.
GLUED_VENUE_RE = re.compile(r"^(?P<authors>.*\b[A-Z]\.)\s+(?P<venue>[A-Z][^;]{0,60}?),\s*$")
# Lines of an entry above the middle line that the tag is set beside.
MAX_TAG_OFFSET = 3
# A Markdown link as a title line: "[Title](https://...) Ana Roe, Ben Poe".
LINK_TITLE_RE = re.compile(r"^\[(?P<title>[^\]\[]{12,300})\]\([^)\s]*\)\s*(?P<rest>.*)$")
# A DOI or address on a line of its own ends the entry it belongs to.
LINK_LINE_RE = re.compile(rf"^(?:doi:\s*|{URL_START})\S+$", re.I)
# In a section of projects and papers, a project's "Paper: Title" line names its paper;
# "Paper: To be published soon" or "Paper: Sent to a journal" names none yet.
PAPER_LABEL_RE = re.compile(
    r"^(?:papers?|publications?|preprints?|articles?|manuscripts?)\s*:\s*(?P<value>\S.*)$", re.I
)
PAPER_PENDING_RE = re.compile(
    r"^(?:(?:one|two|three|\d)\s+(?:papers?|manuscripts?)\s+)?(?:to\s+be\b|sent\b|submitted\b|"
    r"under\b|in\s+(?:preparation|prep|progress|review|submission)\b|accepted\b|forthcoming\b|"
    r"upcoming\b|coming\b|soon\b|tb[ad]\b|ongoing\b|pending\b|draft\b|n/?a\b)",
    re.I,
)
# A project's detail lines ("Collaborators: A, B, C", "Tools: ..."): names there are
# collaborators, not a paper's authors.
PROJECT_DETAIL_RE = re.compile(
    r"^(?:collaborators?|supervisors?|advisors?|advisers?|mentors?|team|teammates|members|"
    r"tools|technologies|tech\s+stack|stack|role|keywords|links?|code|github|demo|website|"
    r"funding|duration)\s*:",
    re.I,
)
# Where a paper lives: a DOI, an arXiv number, a proceedings page or a "[paper]" link word.
PAPER_LINK_RE = re.compile(
    r"\bdoi\b|\b10\.\d{4,9}/|arxiv|openreview\.net|aclanthology|\[(?:paper|pdf)\]", re.I
)
# Fewer rows than this with an author or date cell are no layout of rows.
MIN_CELL_ROWS = 2
# A grid's header row of column labels set as headings: this many, each this short.
MIN_COLUMN_LABELS = 3
# A byline (authors, then a dated venue line) within this many lines above a title heading,
# of at most this many lines, above this many headings at least.
BYLINE_REACH = 4
BYLINE_LINES = 3
MIN_BYLINES = 2
# "January 2019 · " before the journal on a byline's dated line.
LEADING_DATE_LEAD_RE = re.compile(rf"^\s*(?:(?:{MONTHS})\.?\s+)?{YEAR}\s*[{SEPARATORS}|,]\s*", re.I)
MAX_COLUMN_LABEL_WORDS = 2
MIN_TITLE_WORDS_IN_ROW = 2
# Fewer numbered author-first entries than this inside another section are no reference list.
MIN_CITATION_RUN = 2
# A wrapped title's first line is long; shorter lines before a title are link words.
MIN_WRAPPED_TITLE_WORDS = 5


def split_entries(lines: list[str], headings: set[int] | None = None) -> list[list[str]]:
    """Group lines into one list per publication, by numbering, bullets, headings, blank
    lines or the shape of the lines (an author list after a title, or one after a year)."""
    headings = _column_labels_dropped(lines, headings or set())
    lines = _dated_venues_over_quoted_titles(lines)
    lines = lines if headings else _one_line_paragraphs_closed(lines)
    lines = title_gaps_closed(_author_notes_dropped(_icon_brackets_blanked(lines)), headings)
    lines = _heading_cells_dropped(_year_leads_as_cells(_month_cells_as_years(lines)))
    lines = _label_cells_apart(_subheadings_blanked(lines, headings))
    lines = _link_titles_apart(_label_column_tags(_floating_tags_moved(lines)))
    lines = _venue_cells_moved(_bare_numbers_marked(lines))
    lines = _notes_dropped(_badges_dropped(_cell_rows_apart(lines)))
    # A note on the marks, its star read as a bullet, marks no entry.
    marked = [
        i
        for i, ln in enumerate(lines)
        if _marks_entry(ln) and not _is_footnote(_without_marker(ln))
    ]
    dated_heads = _dated_heads_over_bullets(lines)
    if dated_heads:
        starts = sorted(set(dated_heads) | headings)
    elif titled := _titled_headings_over_bullets(lines, headings, marked):
        starts = titled  # "### A Paper's Title" / venue / bullets of what it does
    elif noted := _titled_paragraphs_over_bullets(lines, marked):
        starts = noted  # "A Paper's Title (VENUE)" / bullets of what it does, then a blank
    elif len(marked) >= 2 or (marked and marked[0] == _first_text(lines)):
        # A year heading ends the entry above it; so does an unbulleted APA paper.
        starts = sorted(set(marked) | headings | set(_unmarked_apa_heads(lines, marked)))
    elif len(year_rows := [i for i, ln in enumerate(lines) if YEAR_CELL_RE.match(ln)]) >= 2:
        # A left year column beside every entry (or each year's first): a year opens one.
        starts = sorted(set(year_rows) | set(_paragraph_starts(lines)) | headings)
    elif headings:
        # Papers above the first heading the markup marked are split by their blank lines.
        first = min(headings)
        starts = [i for i in _paragraph_starts(lines) if i < first] + sorted(headings)
    elif sum(1 for ln in lines if starts_apa(ln)) >= 2:
        starts = [i for i, ln in enumerate(lines) if starts_apa(ln)]
        # A paper above the first "Roe, A." head (its first author's given name written out)
        # opens at its paragraph; the run-on split parts it from the ones after it.
        starts = sorted({i for i in _paragraph_starts(lines) if i < starts[0]} | set(starts))
    else:
        starts = _paragraph_starts(lines)
    bylines = _bylines_above_headings(lines, headings)
    bylines = bylines if len(bylines) >= MIN_BYLINES else {}
    starts = sorted({bylines.get(start, start) for start in starts})
    titled_at = {index: heading for heading, index in bylines.items()}
    # Before the first numbered entry, only a year (of the year column) or a status heading
    # belongs to the list.
    entries = [[ln] for ln in lines[: starts[0] if starts else 0] if _is_group_heading(ln)][-1:]
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        if start in titled_at:
            entries.append(_byline_entry(lines, start, titled_at[start]))
            continue
        chunk = [_without_marker(ln) for ln in lines[start:end]]
        chunk = [ln for ln in chunk if ln and not _is_footnote(ln)]
        while len(chunk) > 1 and STATUS_HEADING_RE.match(chunk[0]):
            entries.append([chunk.pop(0)])
        if len(chunk) > 1 and LIST_LABEL_RE.match(chunk[0]):
            chunk = chunk[1:]  # "Conferences/Journals" over the first paper of its kind
        for part in (p for c in _split_after_venue_lines(chunk) for p in _split_by_author_lines(c)):
            *parts, part = _split_run_on(part)
            entries.extend(parts)
            if len(part) >= 2 and all(_is_whole_entry(ln) for ln in part):
                entries.extend([ln] for ln in part)  # one paper a line, no blank lines
            elif part:
                entries.append(part)
    return _status_headings_apart(_venue_paragraphs_joined(entries))


# "Roe, A. B., & Poe, C. (2021)." opening a line: an APA paper's head.
APA_HEAD_YEAR_RE = re.compile(rf"\(({YEAR})[a-z]?\)")
MIN_UNMARKED_APA_HEADS = 2


def _unmarked_apa_heads(lines: list[str], marked: list[int]) -> list[int]:
    """A word processor may bullet only the first paper of each list ("• Roe, A. (2020).
    ..." over "Poe, C. (2019). ..."): each unbulleted line that opens with an APA author list
    and its year opens a paper of its own, unless the line above broke inside an author
    list ("..., Roe, A.," / "Poe, C. (2019). ...")."""
    heads = []
    above = ""
    for index, line in enumerate(lines):
        text = line.strip()
        if (
            index not in marked
            and starts_apa(text)
            and APA_HEAD_YEAR_RE.search(text)
            and not re.search(r"(?:,|&|\band)$", above)
        ):
            heads.append(index)
        above = text or above
    return heads if len(heads) >= MIN_UNMARKED_APA_HEADS else []


# A bracket's closing half alone on a line ("]", "• ]"): the icons it held were dropped.
ICON_BRACKET_CLOSE_RE = re.compile(r"^(?:•\s*)?[\])]$")
OPEN_BRACKET_END_RE = re.compile(r"\s[\[(]$")


def _icon_brackets_blanked(lines: list[str]) -> list[str]:
    """Link icons in brackets after each entry ("..., CVPR 2024 [<pdf> <code>]") that the
    page broke after the opening bracket: the closing half's line is blank, which ends the
    entry, and the opening half goes from the line above."""
    if not any(ln.endswith(("]", ")")) and ICON_BRACKET_CLOSE_RE.match(ln) for ln in lines):
        return lines
    out = list(lines)
    for i, line in enumerate(lines):
        if ICON_BRACKET_CLOSE_RE.match(line):
            out[i] = ""
            if i and OPEN_BRACKET_END_RE.search(out[i - 1]):
                out[i - 1] = out[i - 1][:-2]
    return out


# A note in brackets after the authors: "(*: equal contribution)", "(corresponding author)";
# or its first half at the line's end, the rest on the next line ("(*: equal" / "contribution)").
AUTHOR_NOTE_END_RE = re.compile(r"\s*\(\s*(?:[*∗†‡]+\s*:?\s*)?(?P<note>[^()]*)\)?\s*$")
NOTE_CLOSE_RE = re.compile(r"^(?P<note>[^()]{0,40}?)\)\s*")


def _author_notes_dropped(lines: list[str]) -> list[str]:
    """Notes on the author marks bracketed after an entry's author list go, so the list is
    no note line (dropped with the entry's first line) and the title after it stays apart.
    A note wrapped onto the next line goes from there too; where nothing else stood on that
    line, the entry's first line moves down to it, so no blank line falls inside the entry."""
    out = list(lines)
    for i, line in enumerate(lines):
        if "(" not in line or not out[i]:
            continue
        match = AUTHOR_NOTE_END_RE.search(line)
        head = line[: match.start()].rstrip() if match else ""
        if not head:
            continue
        if match.group(0).rstrip().endswith(")"):
            if AUTHOR_NOTE_RE.search(match["note"]):
                out[i] = head  # "..., and Ana Roe (*: equal contribution)"
            continue
        if not is_author_list(_without_marker(head)):
            continue
        after = NOTE_CLOSE_RE.match(lines[i + 1]) if i + 1 < len(lines) else None
        if after and AUTHOR_NOTE_RE.search(f"{match['note']} {after['note']}"):
            rest = lines[i + 1][after.end() :]
            if rest:
                out[i], out[i + 1] = head, rest
            elif _marks_entry(line):
                out[i], out[i + 1] = "", head
    return out


def _bylines_above_headings(lines: list[str], headings: set[int]) -> dict[int, int]:
    """Hugo Academic's list: each paper's authors and its "date · journal" line stand above
    its title heading (the abstract and links below). Each heading with such a byline above
    it, to the byline's first line."""
    bylines = {}
    for heading in sorted(headings):
        above = [i for i in range(max(0, heading - BYLINE_REACH), heading) if lines[i].strip()]
        for index in above[-BYLINE_LINES:]:
            below = [lines[i] for i in above if i > index]
            if is_author_list(lines[index]) and any(YEAR_RE.search(ln) for ln in below):
                bylines[heading] = index
                break
    return bylines


def _byline_entry(lines: list[str], start: int, heading: int) -> list[str]:
    """A byline entry read as "Authors, “Title”, Journal, Year" (the abstract dropped)."""
    dated = [ln for ln in lines[start + 1 : heading] if ln.strip()]
    venue = " ".join(LEADING_DATE_LEAD_RE.sub("", ln) for ln in dated)
    years = [m.group(0) for ln in dated for m in [YEAR_RE.search(ln)] if m]
    title = lines[heading].strip()
    return [f"{lines[start].strip().rstrip(',')},", f"“{title}”,", f"{venue}, {years[0]}"]


def _column_labels_dropped(lines: list[str], headings: set[int]) -> set[int]:
    """A grid's header row read as headings ("Title" / "Journal" / "Date" over rows of those
    cells): three or more short headings with nothing under any but the last head columns,
    not groups of papers."""
    run: list[int] = []
    dropped: set[int] = set()
    for index in sorted(headings) + [len(lines)]:
        between = lines[run[-1] + 1 : index] if run else []
        if run and index < len(lines) and not any(ln.strip() for ln in between):
            run.append(index)
            continue
        if len(run) >= MIN_COLUMN_LABELS and all(
            len(lines[i].split()) <= MAX_COLUMN_LABEL_WORDS for i in run
        ):
            dropped.update(run)
        run = [index]
    return headings - dropped


def _is_footnote(line: str) -> bool:
    """A note on the list's marks: "* equal contribution", or a short line that says what a
    mark means ("• indicates shared first authorship", its star read as a bullet)."""
    if FOOTNOTE_RE.match(line):
        return True
    return (
        len(line.split()) <= MAX_AUTHOR_NOTE_WORDS
        and bool(AUTHOR_NOTE_RE.search(line))
        and not YEAR_RE.search(line)
        and not re.search(r"[\"“]", line)  # '... Corresponding author: Roe, A. "Title of': an entry
    )


def _month_cells_as_years(lines: list[str]) -> list[str]:
    """A left column of month/year dates ("09/18", "Jul. 2026") read as the year column it
    is."""
    cells = [MONTH_YEAR_CELL_RE.match(ln) or MONTH_NAME_CELL_RE.match(ln) for ln in lines]
    if sum(1 for cell in cells if cell) < MIN_CELL_ROWS:
        return lines
    return [
        f"{full_year(cell.group(1)[-2:])}\t{ln[cell.end() :]}" if cell else ln
        for ln, cell in zip(lines, cells, strict=True)
    ]


def _year_leads_as_cells(lines: list[str]) -> list[str]:
    """ "2022 Roe A., Poe B., “Title”, ...": a left year column that the text extraction set
    apart by a space only, read as the year column it is when its rows open author lists."""
    leads = [YEAR_LEAD_RE.match(ln) for ln in lines]
    rows = [
        lead and is_author_list(re.split(r"[“\"]|:\s", ln[lead.end() :])[0].rstrip(" ,"))
        for ln, lead in zip(lines, leads, strict=True)
    ]
    if sum(1 for row in rows if row) < MIN_CELL_ROWS:
        return lines
    return [
        f"{lead.group(1)}\t{ln[lead.end() :]}" if row else ln
        for ln, lead, row in zip(lines, leads, rows, strict=True)
    ]


def _heading_cells_dropped(lines: list[str]) -> list[str]:
    """A sub-heading set in a left column beside the first numbered entry under it ("In
    Preparation<tab>[1] Roe, A. Title —", its wrapped words "and Under Review<tab>Under Review
    at X" on the next line): the heading words are dropped, so the numbering opens the line."""
    out = list(lines)
    for index, line in enumerate(lines):
        cell, tab, rest = line.partition("\t")
        if not tab or not _heading_cell(cell) or not MARKER_RE.match(rest):
            continue
        out[index] = rest
        for below in range(index + 1, min(index + 1 + MAX_HEADING_CELL_ROWS, len(lines))):
            cell, tab, rest = lines[below].partition("\t")
            if not tab or not _heading_cell(cell) or not rest.strip():
                break
            out[below] = rest
    return out


def _heading_cell(cell: str) -> bool:
    """A few words of a heading: no digits, no punctuation of a sentence or an author list."""
    cell = cell.strip()
    return bool(cell) and len(cell.split()) <= MAX_LABEL_WORDS and not re.search(r"[\d.,;:]", cell)


# A row of link anchors under an entry: "Paper / Project Page / Code", "PDF | Code", "PDF Cite".
LINK_ROW_SPLIT_RE = re.compile(r"\s*[/|·\t]\s*")
LINK_ROW_WORDS_RE = re.compile(rf"\b(?:{LINK_CELL_RE.pattern}|cite|bib|hf|dataset|supp)\b", re.I)
# Fewer one-line paragraphs than this are no page of entries set line by line.
MIN_ONE_LINE_PARAGRAPHS = 6


def _is_link_row(line: str) -> bool:
    cells = [cell for cell in LINK_ROW_SPLIT_RE.split(strip_bullet(line).strip()) if cell]
    return bool(cells) and not LINK_ROW_WORDS_RE.sub("", " ".join(cells)).strip()


def _one_line_paragraphs_closed(lines: list[str]) -> list[str]:
    """A page that sets each line of an entry as a paragraph of its own (title, authors,
    venue and links each a <p>) puts a blank line between every two lines: those blanks part
    nothing. They go, and a row of link anchors, which closes an entry, becomes the blank."""
    texts = [ln for ln in lines if ln.strip()]
    if len(texts) < MIN_ONE_LINE_PARAGRAPHS:
        return lines
    if any(a.strip() and b.strip() for a, b in itertools.pairwise(lines)):
        return lines
    return ["" if _is_link_row(ln) else ln for ln in texts]


def _paragraph_starts(lines: list[str]) -> list[int]:
    return [i for i, ln in enumerate(lines) if ln.strip() and (i == 0 or not lines[i - 1].strip())]


def _titled_paragraphs_over_bullets(lines: list[str], marked: list[int]) -> list[int]:
    """Papers set apart by blank lines, each an unbulleted title row (the rows under it
    unbulleted too: a date, the author's place) over bullets telling what the paper does:
    each paragraph is one paper, its bullets its notes."""
    starts = _paragraph_starts(lines)
    if len(starts) < MIN_NOTED_PARAGRAPHS or not marked:
        return []
    if any(_numbered(ln) for ln in lines):
        return []  # a numbered list: its numbers open the papers
    ends = [*starts[1:], len(lines)]
    for start, end in zip(starts, ends, strict=True):
        if is_bullet(lines[start]) or not any(is_bullet(ln) for ln in lines[start + 1 : end]):
            return []
    return starts


# Fewer paragraphs of a title over its notes than this are no such list.
MIN_NOTED_PARAGRAPHS = 2
# A heading this long names a paper, not a group ("Journal Articles", "2023").
MIN_TITLE_HEADING_WORDS = 5


def _titled_headings_over_bullets(
    lines: list[str], headings: set[int], marked: list[int]
) -> list[int]:
    """Each paper under a heading of its own title, its bullets telling what it does: the
    bullets are the paper's notes, not papers (nor is a short heading among the titles)."""
    titled = [
        i
        for i in sorted(headings)
        if len(lines[i].split()) >= MIN_TITLE_HEADING_WORDS
        and not _is_group_heading(lines[i])
        and heading_key(lines[i]) is None
    ]
    papers = len(titled) >= 2 and 2 * len(titled) > len(headings)
    return titled if papers and marked and min(marked) > min(headings) else []


def _is_group_heading(line: str) -> bool:
    return bool(YEAR_LINE_RE.match(line) or STATUS_HEADING_RE.match(line))


def _venue_paragraphs_joined(entries: list[list[str]]) -> list[list[str]]:
    """A title in a paragraph of its own, its "Published in Venue" line (after a labelled
    note or not) in the next: one entry, the venue paragraph no paper of its own."""
    out: list[list[str]] = []
    for chunk in entries:
        text = [ln for ln in chunk if not NOTE_LABEL_LINE_RE.match(ln)]
        if (
            out
            and text
            and PUBLISHED_IN_LINE_RE.match(text[0])
            and not any(PUBLISHED_IN_LINE_RE.match(ln) for ln in out[-1])
        ):
            out[-1] = [*out[-1], *chunk]
        elif out and _venue_after_byline(out[-1], text):
            out[-1] = [*out[-1], *chunk]  # a page broke between the authors and the venue
        else:
            out.append(chunk)
    return out


# A year run into an event's short name ("TIDES2024 - 12th Workshop on ...").
GLUED_YEAR_RE = re.compile(r"[A-Za-z](?:19|20)\d{2}(?!\d)")


def _venue_after_byline(entry: list[str], text: list[str]) -> bool:
    """A paragraph of one venue line after an entry that ends with its bare author list
    and names no venue or year yet: the rest of that entry (a page broke inside it)."""
    if len(entry) < 2 or len(text) != 1 or not is_author_list(entry[-1]):
        return False
    if any(YEAR_RE.search(ln) or is_venue_line(ln) for ln in entry):
        return False
    line = text[0]
    return not _opens_with_authors(line) and bool(
        is_venue_line(line) or VENUE_WORD_RE.search(line) or GLUED_YEAR_RE.search(line)
    )


def _status_headings_apart(entries: list[list[str]]) -> list[list[str]]:
    """A status heading ("Under Review", "Forthcoming") is an entry of its own, ahead of the
    entries it heads, wherever the split left it (at the end of the entry above it)."""
    out: list[list[str]] = []
    carried: list[str] = []
    for chunk in entries:
        chunk, carried = [*carried, *chunk], []
        while len(chunk) > 1 and STATUS_HEADING_RE.match(chunk[-1]):
            carried.insert(0, chunk.pop())
        while len(chunk) > 1 and STATUS_HEADING_RE.match(chunk[0]):
            out.append([chunk.pop(0)])
        out.append(chunk)
    return out + [[line] for line in carried]


def _subheadings_blanked(lines: list[str], headings: set[int]) -> list[str]:
    """Sub-headings inside the list the section split left as lines: "Journal Articles" becomes
    a break between entries; under "Patents" or "Invited Talks" nothing is a paper until the
    next sub-heading of papers. Metrics lines ("h-index 6") are no entries either."""
    out: list[str] = []
    papers = True
    for index, line in enumerate(lines):
        key = heading_key(line) if index not in headings else None
        if key is None and THESIS_HEADING_RE.match(line):
            key = "other"
        if key == "publications" or key in NOT_PAPER_SECTIONS:
            papers = key == "publications"
            out.append("")
        else:
            out.append(line if papers and not METRICS_LINE_RE.search(line) else "")
    return out


def _label_cells_apart(lines: list[str]) -> list[str]:
    """A left label column before the entry's bullet (moderncv: "Conference<tab>ICML 2024 ◦
    Title, ..."): a venue and year there become the entry's "[ICML 2024]" tag, a year alone
    its year cell; a category word ("Journal", "Preprint") only marks where the entry starts.
    A leading "ICML 2024: Title" is such a tag too."""
    out = []
    for line in lines:
        lead = VENUE_COLON_RE.match(strip_bullet(line))
        if lead:
            out.append(f"{BULLET}[{lead.group('cell')}] {lead.group('rest')}")
            continue
        match = LABEL_BULLET_RE.match(line)
        if not match or len(match.group("label").split()) > MAX_LABEL_WORDS:
            out.append(line)
            continue
        cell = match.group("label").split("\t")[-1].strip()
        rest = match.group("rest")
        if YEAR_LINE_RE.match(cell):
            out.append(f"{cell}\t{BULLET}{rest}")
        elif VENUE_LABEL_RE.match(cell):
            out.append(f"{BULLET}[{cell}] {rest}")
        else:
            out.append(BULLET + rest)
    return out


def _cell_rows_apart(lines: list[str]) -> list[str]:
    """Entries laid out as rows, the title on the left and the authors (or the work's dates)
    in a right-hand cell ("Title<tab>A. Roe, B. Poe"), each with achievement bullets below:
    each row opens an entry, its author cell becomes the line below the title, a date cell
    is dropped, and the bullets, with the lines they wrap onto, are notes."""
    rows = {i: _row_cells(ln) for i, ln in enumerate(lines) if not _wraps_a_marked_line(lines, i)}
    rows = {i: cells for i, cells in rows.items() if cells}
    if len(rows) < MIN_CELL_ROWS or not any(authors for _, authors in rows.values()):
        return lines
    out: list[str] = []
    in_note = False
    for index, line in enumerate(lines):
        if index in rows:
            title, authors = rows[index]
            out += [BULLET + title, *([authors] if authors else [])]
            in_note = False
        elif is_bullet(line) or (in_note and "\t" not in line and _runs_on(lines[index - 1])):
            in_note = True
        else:
            out.append(line)
            in_note = False
    return out


def _wraps_a_marked_line(lines: list[str], index: int) -> bool:
    """The line goes on a numbered or tagged entry line that runs on ("[KDD 2025] Title of
    the" + "Paper.<tab>Ana Roe"): a gap justified text stretched into a tab makes no row."""
    above = lines[index - 1] if index else ""
    return not is_bullet(above) and _runs_on(above) and _marks_entry(above)


def _row_cells(line: str) -> tuple[str, str] | None:
    """A row's title and its author cell ("" for a date cell), or None for another line."""
    if is_bullet(line) or "\t" not in line:
        return None
    title, cell = line.rsplit("\t", 1)
    title = title.replace("\t", " ").strip()
    if len(title.split()) < MIN_TITLE_WORDS_IN_ROW or is_author_list(title):
        return None
    if is_author_list(cell):
        return title, cell.strip()
    return (title, "") if is_date_only(cell) else None


def _runs_on(line: str) -> bool:
    """A bullet's line that wraps onto the next: it ends without a sentence's end."""
    return bool(line.strip()) and not re.search(r"[.!?:]\W?$", line.strip())


def _label_column_tags(lines: list[str]) -> list[str]:
    """Rows whose left cell is a venue tag or a paper's kind (two rows at least, so one
    short title beside its authors is no label column): each opens an entry, a tag as its
    "[ICML’24]"."""
    cells = [_label_cell(line) for line in lines]
    if sum(1 for cell in cells if cell and _label_cell_kind(cell["cell"])) < 2:
        return lines
    out = list(lines)
    for i, cell in enumerate(cells):
        if not cell:
            continue
        kind = _label_cell_kind(cell["cell"])
        below = LABEL_CELL_RE.match(lines[i + 1]) if i + 1 < len(lines) else None
        if (
            not kind
            and below
            and _label_cell_kind(below["cell"]) == "tag"
            and len(cell["cell"].split()) <= MAX_TAG_HEAD_WORDS
        ):
            out[i] = f"{BULLET}[{cell['cell'].strip()} {below['cell'].strip()}] {cell['rest']}"
            out[i + 1] = below["rest"]
            cells[i + 1] = None
        elif kind == "tag":
            out[i] = f"{BULLET}[{cell['cell'].strip()}] {cell['rest']}"
        elif kind == "date":
            out[i] = f"{years_in(cell['cell'])[-1]}\t{BULLET}{cell['rest']}"
        elif kind:
            out[i] = BULLET + cell["rest"]
    return out


def _floating_tags_moved(lines: list[str]) -> list[str]:
    """A left column of venue tags ("HOTWX’24") set beside the middle of each entry: the PDF's
    text puts the tag on a line of its own, or before a line that continues the entry above
    it. With two such tags at least, each goes to the line that opens its entry, the author
    line above it (or the line below a tag row of its own that follows a finished entry)."""
    found = [(i, FLOATING_TAG_RE.match(ln)) for i, ln in enumerate(lines)]
    floating = [(i, m) for i, m in found if m and _tag_floats(lines, i, m["rest"])]
    if len(floating) < MIN_FLOATING_TAGS:
        return lines
    out: list[str | None] = list(lines)
    for index, match in floating:
        start = _entry_start_above(lines, index)
        if start is None and not match["rest"] and index + 1 < len(lines):
            start = index + 1  # a tag row above its entry's first line
        if start is None or (start != index and out[start] != lines[start]):
            continue
        out[index] = match["rest"] or None
        out[start] = f"{BULLET}[{match['tag']}] {strip_bullet(out[start] or lines[start])}"
    return [ln for ln in out if ln is not None]


def _tag_floats(lines: list[str], index: int, rest: str) -> bool:
    """The tag is alone on its line, or its line goes on with the entry above (whose line
    runs on, or holds only its authors)."""
    if not rest:
        return True
    above = lines[index - 1].strip() if index else ""
    if not above:
        return False
    ends = re.search(r"[.!?]\W?$", above)
    return not ends or (is_author_list(above) and not _opens_with_authors(rest))


def _entry_start_above(lines: list[str], index: int) -> int | None:
    """The author line that opens the entry holding line ``index``, a few lines up."""
    for start in range(index - 1, max(index - 1 - MAX_TAG_OFFSET, -1), -1):
        line = lines[start].strip()
        if not line or FLOATING_TAG_RE.match(line):
            return None
        if _opens_with_authors(_without_marker(line)):
            return start
        if re.search(r"[.!?]\W?$", line):
            return None  # the entry above ends there
    return None


def _label_cell(line: str) -> re.Match | None:
    """A left cell beside a paper's text; "ICML 2024<tab>[paper] [code]" is a venue line
    with its links."""
    match = LABEL_CELL_RE.match(line)
    if match and len(LINK_WORD_RE.sub(" ", match["rest"]).split()) >= MIN_LABELLED_ROW_WORDS:
        return match
    return None


def _label_cell_kind(cell: str) -> str | None:
    cell = cell.strip()
    if MONTH_YEAR_RE.match(cell):
        return "date"  # "June 2025": when the paper appeared, no venue
    if APOSTROPHE_TAG_RE.match(cell) or VENUE_LABEL_RE.match(cell):
        return "tag"
    # "In Journal", "In Conference": where the paper appeared, said as a place.
    if STATUS_ONLY_RE.match(cell) or re.sub(r"^in\s+", "", cell.lower()) in PAPER_KIND_WORDS:
        return "kind"
    return None


QUOTED_LINE_RE = re.compile(r"^[“”\"‘'](?P<title>[^“”\"]{8,})[“”\"’']\.?$")


def _dated_venues_over_quoted_titles(lines: list[str]) -> list[str]:
    """ "Some Workshop on X<tab>November 2024" over "“Title”", paper after paper: each venue
    row and the quoted title under it are one entry, read as "“Title”, Venue, date"."""
    pairs = {}
    for index, (line, below) in enumerate(itertools.pairwise(lines)):
        head, tab, cell = line.rpartition("\t")
        quoted = QUOTED_LINE_RE.match(below.strip())
        if tab and head.strip() and quoted and is_date_only(cell.strip()):
            pairs[index] = f"{BULLET}“{quoted['title']}”, {head.strip()}, {cell.strip()}"
    if len(pairs) < MIN_CELL_ROWS:
        return lines
    out = []
    for index, line in enumerate(lines):
        if index in pairs:
            out.append(pairs[index])
        elif index - 1 not in pairs:
            out.append(line)
    return out


def _venue_cells_moved(lines: list[str]) -> list[str]:
    """A right-hand cell that names the venue and year beside each title's first line
    ("Title of the<tab>CVPR 2025", then the title's rest and the authors below): each such
    row opens an entry, its cell as the entry's "[CVPR 2025]" tag. Two rows at least, so one
    title beside a date or an author cell is no column of venues."""
    rows = {}
    for index, line in enumerate(lines):
        head, tab, cell = line.rpartition("\t")
        head, cell = head.replace("\t", " ").strip(), VENUE_CELL_BADGE_RE.sub("", cell.strip())
        cell = CELL_PAGES_RE.sub("", cell)
        if tab and head and not is_bullet(line) and VENUE_CELL_RE.match(cell):
            cell = re.sub(rf"(?<=[^\W\d])(?={YEAR}$)", " ", cell)  # "CVPR2021" is no numbering
            rows[index] = "" if is_author_list(head) else f"{BULLET}[{cell}] {head}"
    rows = {i: row for i, row in rows.items() if row}
    if len(rows) < MIN_CELL_ROWS:
        return lines
    return [rows.get(i, line) for i, line in enumerate(lines)]


def _link_titles_apart(lines: list[str]) -> list[str]:
    """A homepage's paper box whose Markdown was left unrendered inside its HTML: a venue
    badge ("ICML 2024") on the line above "[Title](url) Authors". Each such line opens an
    entry, the badge its "[ICML 2024]" tag, with the authors on a line below the title."""
    out: list[str] = []
    for line in lines:
        match = LINK_TITLE_RE.match(line)
        if not match:
            out.append(line)
            continue
        badge = ""
        if out and VENUE_LABEL_RE.match(out[-1].strip()):
            badge = f"[{out.pop().strip()}] "
        out.append(f"{BULLET}{badge}{match.group('title')}")
        authors = re.sub(r"\\|\*\*", "", match.group("rest")).strip()
        if authors:
            out.append(authors)
    return out


def _badges_dropped(lines: list[str]) -> list[str]:
    """A homepage card's badge ("Oral", "Spotlight", "Best Paper Award") ends up on a line of
    its own or before the next card's title: dropped there. Before a title only when a
    separator follows it, when it cannot open a title ("Best Paper"), or when the line before
    ends an entry (a title may well open with "Oral")."""
    out: list[str] = []
    for line in lines:
        if "uthor" in line:
            line = AUTHOR_PLACE_RE.sub("", line)
        badge = BADGE_RE.match(line)
        if badge and badge.end() == len(line):
            continue
        if badge and line[badge.end() :][:1].isupper():
            plain = not (badge.group("apart") or badge.group("boxed") or badge.group("sure"))
            previous = next((ln for ln in reversed(out) if ln.strip()), "")
            if not plain or _ends_entry(previous):
                line = line[badge.end() :]
        out.append(line)
    return out


def _notes_dropped(lines: list[str]) -> list[str]:
    """Achievement bullets under numbered or unmarked references ("• Reduced the error by a
    third") are notes on the paper above, not papers: dropped. A bullet that reads as a
    reference itself stays, and where the list opens with a bullet, bullets mark its entries."""
    first_bullet = next((i for i, ln in enumerate(lines) if is_bullet(ln)), None)
    if first_bullet is None or not any(_opens_reference(ln) for ln in lines[:first_bullet]):
        return lines
    return [
        line
        for line, after in zip(lines, [*lines[1:], ""], strict=True)
        if not is_bullet(line)
        or _opens_reference(strip_bullet(line))
        or is_author_list(after)  # a bulleted title, its authors below
    ]


def _opens_reference(line: str) -> bool:
    if _numbered(line):
        return True
    line = _without_marker(line)
    return bool(
        has_author_prefix(line)
        or is_author_list(line)
        or starts_apa(line)
        or QUOTED_RE.search(line)
    )


def _first_text(lines):
    return next((i for i, ln in enumerate(lines) if ln.strip()), -1)


# "Title of the Paper [Link]<tab>2025": an unbulleted row that ends in its year's cell.
YEAR_CELL_END_RE = re.compile(rf"\t\(?{YEAR}\)?$")


def _dated_heads_over_bullets(lines: list[str]) -> list[int]:
    """Unbulleted rows with the paper's year in a right-hand cell, each followed by bullets
    (its authors, its venue, a note): the rows open the entries, the bullets belong to them."""
    heads = [i for i, ln in enumerate(lines) if not is_bullet(ln) and YEAR_CELL_END_RE.search(ln)]
    if len(heads) < 2:
        return []
    followed = [i for i in heads if i + 1 < len(lines) and is_bullet(lines[i + 1])]
    first_text = _first_text(lines)
    return heads if len(followed) == len(heads) and heads[0] == first_text else []


def _bare_numbers_marked(lines: list[str]) -> list[str]:
    """A list numbered "1 Ann Roe, ...", "2 Ben Poe, ..." (the number with no stop): a bare
    number is a marker only where the numbers count up (1, 2, 3 ..., again from 1 under the
    next heading) from the list's first line or three times, so a wrapped line that opens
    with a count is left alone."""
    counted: list[int] = []
    last = 0
    for i, line in enumerate(lines):
        found = BARE_NUMBER_RE.match(line)
        if found and int(found.group(1)) in (last + 1, 1):
            last = int(found.group(1))
            counted.append(i)
    opens = bool(counted) and counted[0] == _first_text(lines)
    if len(counted) < (2 if opens else MIN_BARE_NUMBERS) or any(_numbered(ln) for ln in lines):
        return lines
    out = list(lines)
    for i in counted:
        found = BARE_NUMBER_RE.match(out[i])
        out[i] = f"{found.group(1)}. {out[i][found.end() :]}"
    return out


def _marks_entry(line: str) -> bool:
    return bool(_numbered(line) or is_bullet(line) or venue_tag(_after_year_cell(line))[0])


def _numbered(line: str) -> bool:
    return bool(MARKER_RE.match(_after_year_cell(line)))


def _after_year_cell(line: str) -> str:
    year = YEAR_CELL_RE.match(line)
    return line[year.end() :] if year else line


def _without_marker(line: str) -> str:
    """The line without bullet or numbering; a year cell before them is kept."""
    year = YEAR_CELL_RE.match(line)
    rest = line[year.end() :] if year else line
    rest = MARKER_RE.sub("", strip_bullet(rest)).strip()
    return f"{year.group(1)}\t{rest}" if year and rest else rest


def _split_run_on(chunk: list[str]) -> list[list[str]]:
    """Entries a PDF printed without a blank line between them: a line that ends an entry
    ("..., 2023.", or "Machine Learning.", "1-14." or a DOI after authors-first entries)
    followed by a line that opens with an author list ("Ana Roe and Ben Poe. 2023. Title";
    in an authors-first list also a line of many authors that the list wraps)."""
    parts: list[list[str]] = [[]]
    # Past a group's label ("Published and Forthcoming"), does the list open with a quote?
    lead = next((ln for ln in chunk if not SHORT_LABEL_RE.match(ln)), "")
    quoted_first = lead.startswith(OPENING_QUOTES)
    # 'Ana Roe, Ben Poe, "Title", Venue 2022': each entry's line opens with its authors and
    # its quoted title, whatever the line above ends with (a "[link]" tag, a publisher).
    quoted_after_authors = _authors_then_quote(lead)
    opening, authors_first = "", False  # the current part's first line past a label
    for line in chunk:
        previous = parts[-1][-1] if parts[-1] else ""
        if previous and (
            (quoted_first and line.startswith(OPENING_QUOTES))
            or (quoted_after_authors and _authors_then_quote(line) and not previous.endswith(","))
        ):
            parts.append([line])  # "“Title” (with ...) — Venue": a quoted title opens each
            opening = line
            authors_first = _opens_with_authors(line) or not line.startswith(OPENING_QUOTES)
            continue
        # A sentence's end ends an entry only when that entry opened with its authors too
        # (a title-first entry's title line ends with a period before its author line);
        # so does a bare year there ("..., In Some Conference (SC) 2024", no full stop).
        ended = re.search(rf"\b{YEAR}[a-z]?\)?\.$", previous) or (
            (re.search(rf"[\w)]\.$|\b{YEAR}$", previous) or LINK_LINE_RE.match(previous))
            and authors_first
        )
        if (
            ended
            and (
                has_author_prefix(line)
                or (authors_first and is_author_list(line))
                # a list of quoted titles: a long author list wraps before its title's quote
                or (quoted_after_authors and CAPITALISED_NAMES_RE.fullmatch(line.rstrip(" ,")))
            )
            and not _wraps_a_name(previous)
        ):
            parts.append([])
            opening, authors_first = "", False
        parts[-1].append(line)
        if not opening and not SHORT_LABEL_RE.match(line):
            # 'Roe, Ana, Poe, Cy, "Title"' opens with its authors as much as "Roe and Poe."
            authors_first = _opens_with_authors(line) or (
                quoted_after_authors and _authors_then_quote(line)
            )
            opening = line
    return parts


# "..., M. Roe, C. C." over "Poe, ...": the list wrapped between a name's initials and its
# surname; a line ending an entry ends in its year, pages or venue, not in an initial.
INITIAL_END_RE = re.compile(r"(?:^|[\s,])[A-Z]\.$")


def _wraps_a_name(line: str) -> bool:
    return bool(INITIAL_END_RE.search(line)) and not YEAR_RE.search(line)


# "Roe, Ana B., Poe, Cy": capitalised names and initials parted by commas, which an author
# list's checks leave open (surname and given name, or two surnames?); before a quoted
# title they can only be the authors.
_NAME = r"[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*)*\*?"
CAPITALISED_NAMES_RE = re.compile(rf"{_NAME}(?:(?:,\s*|\s+and\s+|\s*&\s*){_NAME})+")


# "Roe, Poe, et al. (Ana Li)": the list cut short, the applicant's own name in brackets after.
ET_AL_NAMED_RE = re.compile(r",?\s*\bet al\.?(?:\s*\([^()]*\))?$")
# 'Roe, Ana, Poe, Cy, "A Title That Wraps': the quote closes on the next line.
UNCLOSED_QUOTE_RE = re.compile(r"[“\"](?=[^“”\"]{12,}$)")


def _authors_then_quote(line: str) -> bool:
    quoted = QUOTED_RE.search(line) or UNCLOSED_QUOTE_RE.search(line)
    if not quoted:
        return False
    authors = ET_AL_NAMED_RE.sub("", line[: quoted.start()].rstrip(" ,:"))
    return bool(CAPITALISED_NAMES_RE.fullmatch(authors)) or is_author_list(authors)


def _opens_with_authors(line: str) -> bool:
    """ "Ana Roe and Ben Poe. Title", or a line of authors only that a long list wraps."""
    return has_author_prefix(line) or is_author_list(line)


def _split_after_venue_lines(chunk: list[str]) -> list[list[str]]:
    """Title / authors / "NeurIPS 2023" entries with no bullet, number or blank line between
    them, a sole author's name no author list: a line of only a venue and its year closes its
    entry, where every entry (the last one too) ends that way."""
    ends = [i for i, line in enumerate(chunk) if _venue_year_line(line)]
    if len(ends) < 2 or ends[-1] != len(chunk) - 1:
        return [chunk]
    if sum(1 for line in chunk if is_author_list(line)) >= len(ends):
        return [chunk]  # an author line in each: those part the entries (a sole author's not)
    bounds = [0, *(i + 1 for i in ends)]
    parts = [chunk[a:b] for a, b in itertools.pairwise(bounds)]
    if any(len(part) < 2 for part in parts):
        return [chunk]
    return parts


def _venue_year_line(line: str) -> bool:
    return is_venue_line(line) and bool(re.search(rf"\b{YEAR}$", line)) and bool(find_venue(line))


def _split_by_author_lines(chunk: list[str]) -> list[list[str]]:
    """Undelimited entries with an author list on a line of its own (a web page's rows, a
    PDF without numbering): each entry starts at its author line, or at the title above it
    when titles come first."""
    author_lines = [
        i
        for i, ln in enumerate(chunk)
        if is_author_list(ln)
        and (i == 0 or not (is_author_list(chunk[i - 1]) or WRAPPED_AND_RE.match(ln)))
    ]
    if chunk and has_author_prefix(chunk[0]):
        # "A. Roe, B. Poe. Title ..." / "... Journal 12, 34 (2024)" / "C. Lee, A. Roe. Title":
        # unnumbered papers whose lines open with their authors, each after a line that
        # ends one (a year, a venue).
        heads = [0] + [
            i
            for i in range(1, len(chunk))
            if _ends_entry(chunk[i - 1]) and has_author_prefix(chunk[i])
        ]
        if len(heads) < 2:
            return [chunk]
        return [chunk[a:b] for a, b in zip(heads, [*heads[1:], len(chunk)], strict=True)]
    if len(author_lines) < 2:
        return [chunk]
    if author_lines[0] == 0 or any(_ends_entry(chunk[i - 1]) for i in author_lines[1:]):
        starts = author_lines  # authors first: the line above an author line ends an entry
    else:
        # A venue badge above the first title ("IEEE TQX 2025"): each entry opens with one.
        first = author_lines[0]
        badges_open = first >= 2 and bool(BADGE_LINE_RE.match(chunk[first - 2]))
        starts = []
        for index in author_lines:
            start = index - 1
            while (
                start - 1 > (starts[-1] if starts else -1)
                and _wraps_title(chunk[start - 1])
                and not YEAR_CELL_RE.match(chunk[start])  # the year column opens an entry
            ):
                start -= 1
            if badges_open and start - 1 > (starts[-1] if starts else -1):
                start -= bool(BADGE_LINE_RE.match(chunk[start - 1]))
            if not starts or start > starts[-1]:
                starts.append(start)
    bounds = [0, *starts] if starts[0] > 0 else starts
    return [chunk[a:b] for a, b in zip(bounds, [*bounds[1:], len(chunk)], strict=True)]


def _ends_entry(line: str) -> bool:
    return is_venue_line(line) or bool(re.search(rf"\b{YEAR}\W*$", line))


def _wraps_title(line: str) -> bool:
    """A title's first line wrapped onto the next: long, unfinished, no venue or year."""
    return (
        len(line.split()) >= MIN_WRAPPED_TITLE_WORDS
        and not re.search(rf"[.?!]$|\b{YEAR}\W*$", line)
        and not is_venue_line(line)
        and not is_author_list(line)
    )


MIN_UNDATED_ENTRY_WORDS = 20


def _is_whole_entry(line: str) -> bool:
    """ "Authors. Title. Venue, Year." or "Title. Authors. Venue Year." on one line."""
    head = _after_year_cell(line)
    sentences = sentences_of(head)
    if len(sentences) >= 2 and len(head.split()) >= MIN_UNDATED_ENTRY_WORDS and starts_apa(head):
        # Under a year heading or cell a paper may state no year of its own, and "..., &
        # Poe, B. Title" keeps the last initial in the title's sentence: a long line that
        # opens as an APA paper does ("Roe, A., & Poe, B. Title. Journal. 15(1).").
        return True
    if len(sentences) < 3 or not YEAR_RE.search(line):
        return False
    return is_author_list(without_year_suffix(sentences[0])) or is_author_list(sentences[1])


def _heading_title(first: str, title: str, heading_texts: set[str]) -> str:
    """A paper's card that sets its title as a heading ("<h3>Title</h3>", then the abstract,
    its topic tags, "Read Paper"): the title is the heading's text, whatever runs on under it."""
    head = clean_title(first.strip())
    if first.strip() not in heading_texts or len(head.split()) < MIN_TITLE_WORDS:
        return title
    return head if title.startswith(head) and len(title) > len(head) else title


def _without_status_and_kind_cells(line: str) -> str:
    """ "Submitted<tab>Title<tab>Journal" (a designed CV's paper row): the title's own cell."""
    status = STATUS_CELL_RE.match(line)
    if not status or "\t" not in line[status.end() :]:
        return line
    return KIND_CELL_RE.sub("", line[status.end() :])


def extract_publications(
    lines: list[str],
    applicant: str | None,
    headings: set[int] | None = None,
    *,
    own_only: bool = False,
    projects_beside: bool = False,
) -> list[Publication]:
    """The papers in a publication list. With projects_beside (a "Projects & Publications"
    section) an entry is a paper only with a paper's evidence; the others are projects."""
    publications = []
    column_year = None
    next_year = None
    heading_status = None  # under a heading "Under Review", "Forthcoming", ...
    heading_texts = {lines[i].strip() for i in headings or () if i < len(lines)}
    lines = [_without_status_and_kind_cells(line) for line in lines]
    for chunk in split_entries(lines, headings):
        column_year, next_year = next_year or column_year, None
        if STATUS_HEADING_RE.match(chunk[0]):
            heading_status = publication_status(chunk[0])
            continue
        year_cell = YEAR_CELL_RE.match(chunk[0]) or YEAR_LINE_RE.match(chunk[0])
        if year_cell:
            column_year, heading_status = int(year_cell.group(1)), None
            chunk = [ln for ln in [chunk[0][year_cell.end() :], *chunk[1:]] if ln]
        if len(chunk) > 1 and YEAR_LINE_RE.match(chunk[-1]) and not title_venue_date_cells(chunk):
            next_year = int(chunk.pop())  # the year column's line above the next entry
        chunk = _venue_beside_authors(chunk)
        if chunk and (POINTER_LINE_RE.match(chunk[0]) or ABSTRACT_RE.match(chunk[0])):
            continue
        if projects_beside:
            publication = _paper_of_project(chunk, applicant)
        else:
            publication = parse_entry(chunk, applicant) if chunk else None
        if publication is None or _is_note_on(publication, publications[-1:]):
            continue
        publication.title = TRAILING_BADGE_RE.sub("", publication.title) or publication.title
        publication.title = _heading_title(chunk[0], publication.title, heading_texts)
        if publication.year is None and column_year and publication.authors:
            publication.year = column_year  # the year column names it on a year's first paper
        if heading_status and publication.status in (None, "published"):
            publication.status = heading_status
        if not any(_same_paper(p, publication) for p in publications):
            publications.append(publication)
    if applicant is None:
        # No name on the document: the applicant is the author on most of the papers.
        applicant = most_frequent_author([p.authors for p in publications])
        for publication in publications:
            publication.author_position = author_position(publication.authors, applicant)
    if own_only:
        return [p for p in publications if p.author_position is not None]
    return publications


def _venue_beside_authors(chunk: list[str]) -> list[str]:
    """The venue pushed into a cell at the right of the (last) author line, the title on
    the lines below (physics: "Roe, A.; Poe, B.<tab>J. Tidal Phys., Volume 12, id.L3"): read as
    "Authors. Title. Venue"."""
    for index, line in enumerate(chunk[:MAX_AUTHOR_ROWS]):
        head, tab, cell = line.rpartition("\t")
        below = chunk[index + 1 :]
        glued = not tab and below and VOLUME_LINE_RE.match(below[0])
        if glued:
            # "Roe, A.; Poe, B. C. J. Tidal Phys.," over "Volume 12, id.L3": the cell ran
            # into the author line, its volume wrapped below.
            split = GLUED_VENUE_RE.match(line)
            if not split:
                return chunk
            head, cell, below = split["authors"], f"{split['venue']}, {below[0]}", below[1:]
        elif not tab:
            continue
        authors = " ".join([*chunk[:index], head]).strip()
        if (
            not below
            or not (is_venue_line(cell.strip()) or publication_status(cell))
            or not is_author_list(authors)
            or is_author_list(below[0])
        ):
            return chunk
        title = " ".join(below).strip().rstrip(".")
        return [f"{authors.rstrip(' .,;')}.", f"{title}.", cell.strip()]
    return chunk


def _paper_of_project(chunk: list[str], applicant: str | None) -> Publication | None:
    """An entry of a section that mixes projects and papers, as a paper: the one its "Paper:"
    line names, or the entry itself when it reads as a reference (authors with the applicant
    or several of them, a venue, a year that is no project's span, a DOI or paper link)."""
    for line in chunk:
        named = PAPER_LABEL_RE.match(line)
        if named:
            value = named.group("value")
            return None if PAPER_PENDING_RE.match(value) else parse_entry([value], applicant)
    lines = [ln for ln in chunk if not PROJECT_DETAIL_RE.match(ln)]
    publication = parse_entry(lines, applicant) if lines else None
    if publication is None:
        return None
    text = " ".join(lines)
    evidence = (
        publication.venue
        or publication.author_position is not None
        or len(publication.authors) >= 2
        or PAPER_LINK_RE.search(text)
        or (publication.year and not DATE_RANGE_RE.search(text))
    )
    return publication if evidence else None


def _is_note_on(entry: Publication, previous: list[Publication]) -> bool:
    """A line read as a bare title (no authors, venue or year) right after a full reference is
    a note on that paper (a nested achievement bullet), not a paper of its own."""
    if entry.authors or entry.venue or entry.year or not previous:
        return False
    return bool(previous[0].authors and (previous[0].venue or previous[0].year))


def distinct_papers(papers: list[Publication]) -> list[Publication]:
    """Each paper once (a CV may list it under "Selected" and again in full); what the first
    listing lacks (venue, year, authors) is taken from the next."""
    first_by_title: dict[str, Publication] = {}
    versions = []
    for paper in papers:
        key = " ".join(re.findall(r"\w+", paper.title.lower()))
        first = first_by_title.setdefault(key, paper)
        if first is not paper and not _same_paper(first, paper):
            versions.append(paper)
        elif first is not paper:
            first.venue = first.venue or paper.venue
            first.year = first.year or paper.year
            first.authors = first.authors or paper.authors
            first.author_position = first.author_position or paper.author_position
            first.status = first.status or paper.status
    return [*first_by_title.values(), *versions]


def _same_paper(one: Publication, other: Publication) -> bool:
    """The same title, and no two venues that tell a journal's version from a conference's
    ("Title. IEEE Transactions on X, 2024" and "Title. INFOCOM, 2024"); "ICML" and
    "International Conference on Machine Learning (ICML)" name one venue."""
    if _words(one.title) != _words(other.title):
        return False
    if not one.venue or not other.venue:
        return True
    first, second = _words(one.venue), _words(other.venue)
    return f" {first} " in f" {second} " or f" {second} " in f" {first} "


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.lower()))


# An unnumbered reference in the author-year styles ("Ann Roe and Ben Poe. 2021. Title. In
# VENUE." or "Roe, A., & Poe, B. (2021). Title."): the authors, then the year.
AUTHOR_YEAR_ENTRY_RE = re.compile(r"^([A-Z][^()]{2,300}?)[.,]?\s+\(?(?:19|20)\d\d[a-z]?\)?\.\s+\S")
# A heading-less reference list of a letter is unnumbered more often than not; more entries
# must read as papers then.
MIN_AUTHOR_YEAR_RUN = 3
# "Ann B. Roe. 2020. Her thesis.": an entry of one author (it starts an entry, counts as none).
SOLE_AUTHOR_RE = re.compile(r"[A-Z][\w'’-]+(?:\s+[A-Z][\w.'’-]*){1,3}")


def citation_run_start(lines: list[str], *, unnumbered: bool = False) -> int | None:
    """Where a numbered list of author-first references starts inside another section (its
    own heading was not recognised): the first of at least MIN_CITATION_RUN entries that read
    as papers (two or more authors, a title, a venue or year, and no date range of a job).
    With unnumbered, a list in an author-year style too (a statement's references)."""
    starts = [
        i
        for i, ln in enumerate(lines)
        if _numbered(ln)
        and (is_author_list(_without_marker(ln)) or has_author_prefix(_without_marker(ln)))
    ]
    least = MIN_CITATION_RUN
    if not starts and unnumbered:
        starts = [
            i
            for i, ln in enumerate(lines)
            if (entry := AUTHOR_YEAR_ENTRY_RE.match(ln.strip()))
            and (is_author_list(entry.group(1)) or SOLE_AUTHOR_RE.fullmatch(entry.group(1)))
        ]
        least = MIN_AUTHOR_YEAR_RUN
    papers = []
    for n, start in enumerate(starts):
        chunk = [_without_marker(ln) for ln in lines[start : (starts[n + 1 :] or [None])[0]]]
        if DATE_RANGE_RE.search(" ".join(chunk)):
            continue
        paper = parse_entry([ln for ln in chunk if ln], None)
        if paper and len(paper.authors) >= 2 and (paper.venue or paper.year):
            papers.append(start)
    return papers[0] if len(papers) >= least else None


# Fewer title-first paper blocks than this under a heading that was not recognised are none.
MIN_TITLED_RUN = 3
MIN_GAPPED_TITLES = 2
# Sections whose title-first blocks with authors are no papers of their own list (talks), or
# are already read as papers.
NOT_PAPER_RUN_SECTIONS = ("publications", "references", "talks")


def title_gaps_closed(lines: list[str], headings: set[int] | None = None) -> list[str]:
    """A page's paper cards whose title stands in a paragraph of its own, the authors and
    venue in the next ("<a>Title</a><p>Ana Roe, Ben Poe<br>Venue, 2024</p>"): the blank line
    between title and authors moves above the title, so each card reads as one block. Only
    where two cards or more are set so: a layout, not one heading over an author line."""
    headings = headings or set()
    gaps = [
        i
        for i in range(len(lines) - 3)
        if lines[i].strip()
        and not lines[i + 1].strip()
        and (i == 0 or not lines[i - 1].strip())
        and i not in headings
        and lines[i + 3].strip()
        and "," in lines[i + 2]
        and is_author_list(lines[i + 2])
        and not is_author_list(lines[i])
    ]
    if len(gaps) < MIN_GAPPED_TITLES:
        return lines
    out = list(lines)
    for i in gaps:
        out[i], out[i + 1] = out[i + 1], out[i]
    return out


def titled_paper_run(lines: list[str]) -> tuple[int, int] | None:
    """Where a run of title-first paper blocks starts inside another section (a page's
    "Research" heading over "Title / Authors / where it appeared" blocks): the first of at
    least MIN_TITLED_RUN blocks, each opening a paragraph, whose second line lists two or more
    authors; and the start of the last such block."""
    starts = [
        i
        for i in range(len(lines) - 1)
        if lines[i].strip()
        and (i == 0 or not lines[i - 1].strip())
        and "," in lines[i + 1]
        and is_author_list(lines[i + 1])
        and not is_author_list(lines[i])
    ]
    papers = []
    for start in starts:
        end = next((i for i in range(start, len(lines)) if not lines[i].strip()), len(lines))
        chunk = lines[start:end]
        if DATE_RANGE_RE.search(" ".join(chunk)):
            continue
        paper = parse_entry(chunk, None)
        if paper and len(paper.authors) >= 2 and paper.title == clean_title(chunk[0]):
            papers.append(start)
    return (papers[0], papers[-1]) if len(papers) >= MIN_TITLED_RUN else None


def move_citation_runs(sections: list[Section], kind: str) -> list[Section]:
    """Reference lists that ran into another section's lines get a section of their own: a
    letter's are its references (the writer's own papers are kept), a CV's its publications."""
    name = "references" if kind == "cover_letter" else "publications"
    out: list[Section] = []
    for section in sections:
        start = None
        end = len(section.lines)
        if section.name not in ("publications", "references"):
            start = citation_run_start(section.lines, unnumbered=kind == "cover_letter")
        if start is not None and section.name == "talks" and _opens_the_list(section.lines):
            start = None  # a talks list written as references is still its talks
        if start is None and kind == "homepage" and section.name not in NOT_PAPER_RUN_SECTIONS:
            closed = title_gaps_closed(section.lines, section.headings)
            run = titled_paper_run(closed)
            if run is not None:
                section = Section(section.name, section.heading, closed, set(section.headings))
                start = run[0]
                # The page's next heading after the last paper ("Software") ends the run.
                end = min((i for i in section.headings if i > run[1]), default=end)
        if start is None:
            out.append(section)
            continue
        out += [
            _section_part(section, section.name, section.heading, 0, start),
            _section_part(section, name, "", start, end),
        ]
        if end < len(section.lines):
            out.append(_section_part(section, section.name, "", end, len(section.lines)))
    return out


def _section_part(section: Section, name: str, heading: str, start: int, end: int) -> Section:
    part = Section(name, heading, section.lines[start:end])
    part.headings = {i - start for i in section.headings if start <= i < end}
    return part


def _opens_the_list(lines: list[str]) -> bool:
    """The section's numbered list starts it: only blank lines, year headings and notes on the
    marks stand above its first numbered entry."""
    first = next((i for i, ln in enumerate(lines) if _numbered(ln)), len(lines))
    return all(not ln.strip() or _is_group_heading(ln) or _is_footnote(ln) for ln in lines[:first])


PROSE_PAPER_RE = re.compile(
    r"\b(?:[Mm]y|[Oo]ur|(?P<some>[Aa]|[Tt]he))\s+(?:[a-z-]+\s+){0,2}"
    r"(?:paper|article|preprint|publication)\s*,?\s*"
    r"(?:titled\s+|entitled\s+)?[“\"]([^“”\"]{12,200}?)[.,]?[”\"]([^.;]*)"
)
# "a paper, "Title", which appeared at X": someone's paper unless it was the writer's to publish.
PUBLISHED_RE = re.compile(r"\b(?:appeared|accepted|published|presented)\s+(?:at|in)\b", re.I)


# 'In "Title" (VENUE 2025, submitted), we prove ...': a statement opens a sentence at its
# writer's paper, the writer its subject.
IN_TITLE_RE = re.compile(
    r"(?:^|[.;]\s+)In\s+[“\"]([^“”\"]{12,200}?)[.,]?[”\"]\s*(?:\(([^()]{1,60})\))?,?\s+(?:I|we)\s+"
    r"(?:\w+ly\s+)?(?:show|propose|introduce|present|develop|demonstrate|prove|stud(?:y|ied)|"
    r"benchmark|f(?:i|ou)nd|design|buil[dt]|analy[sz]e|investigate|explore|examine|establish)"
)


def publications_in_prose(lines: list[str]) -> list[Publication]:
    """A letter's own paper named in a sentence: 'our paper "Title" was accepted at VENUE 2025',
    'In "Title" (VENUE 2025), I show ...'."""
    found: list[Publication] = []
    for line in lines:
        matches = [(m.group(2), m.group(3), m.group("some")) for m in PROSE_PAPER_RE.finditer(line)]
        matches += [(m.group(1), m.group(2) or "", None) for m in IN_TITLE_RE.finditer(line)]
        for raw_title, rest, some in matches:
            title = clean_title(raw_title)
            if some and not PUBLISHED_RE.search(rest):
                continue
            if any(p.title.lower() == title.lower() for p in found):
                continue
            venue, named = find_venue(rest), _venue_after_verb(rest)
            if not venue or (named and venue in named.split()):
                venue = named  # "ACM COMPASS", not the gazetteer's "ACM"
            publication = Publication(title=title, venue=venue, year=year_in(rest))
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
