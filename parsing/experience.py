"""Positions: organisation, role and years from experience sections (prose: experience_prose)."""

import itertools
import re

from parsing.citations import LINK_WORD_RE
from parsing.dates import (
    DATE,
    END_DATE,
    MONTH_AFTER_YEAR,
    OPEN_END_WORDS,
    RANGE_DASH,
    RANGE_MARK,
    YEAR,
    is_date_only,
    normalise_dates,
    strip_dates,
    year_range,
    years_in,
)
from parsing.document import is_bullet, strip_bullet, without_marker
from parsing.education import PERSON_LIST, institution_in, is_proper_phrase, names_in
from parsing.nlp import load_nlp, whole_entity_label
from parsing.orgs import (
    EMPLOYMENT_TAIL_RE,
    LOCATION_RE,
    NAMED_ORG,
    NO_ORG,
    ORG_UNIT,
    PROPER_NAME,
    ROLE_AT_ORG_RE,
    ROLE_HEADS,
    ROLE_RE,
    STUDY_ROLE_RE,
    TEAM_RE,
    WORK_MODE_RE,
    WORK_MODES,
    dashed_place,
    is_club,
    is_location,
    is_role,
    org_score,
    role_at_org,
    split_role_org,
    trim_org,
)
from parsing.patterns import DASHES, MENTOR_WORDS, PERSON_TITLE, SEPARATORS, UPPER_LATIN
from parsing.places import is_city_name, name_before_country
from parsing.profile import Experience
from parsing.sections import FILLER_WORDS, heading_key

# "Project: X" labels a row; "Project Leader" is a post. "Client: X" names whom a
# consultancy's employee served, not who employed them.
LABEL_RE = re.compile(
    rf"^(?:(?:{MENTOR_WORDS}|pi)\b\s*:?|(?:topic|project|client|customer)s?\s*:)", re.I
)
# The label of a row that states the post ("Role: Researcher", "Position: Intern").
ROLE_LABEL_RE = re.compile(r"^(?:role|position|post|designation|job\s+title)\s*:\s*", re.I)
MENTOR_RE = re.compile(rf"\b(?i:{MENTOR_WORDS}|work(?:ed|ing) with)\s*:?\s*" + PERSON_LIST)
LETTER_RE = re.compile(r"[^\W\d_]")
# An employer's name has two letters or digits at least ("3M", "HP"); one letter alone is
# a list's item.
MIN_ORG_CHARS = 2
NAME_CHAR_RE = re.compile(r"[^\W_]")
CELL_SPLIT_RE = re.compile(rf"\t|\s+[{SEPARATORS}]\s+")
MAX_HEADER_WORDS = 14
LEADING_DATE_RE = re.compile(
    rf"^[(\[]?(?:starting\s+)?{DATE}{MONTH_AFTER_YEAR}"
    rf"(?:\s*{RANGE_DASH}\s*(?:{END_DATE}{MONTH_AFTER_YEAR}|{OPEN_END_WORDS}))?[)\]]?"
    r"(?=[:,]?\s)",
    re.I,
)


def position_years(text: str) -> tuple[int | None, int | None]:
    """A post dated by one year or season ("2016", "Summer 2013") began and ended then."""
    start, end = year_range(text)
    if start is None and end is not None and len(years_in(text)) == 1:
        return end, end
    return start, end


def cells_of(line: str) -> list[str]:
    # A bullet, or an icon font's glyph the text layer read as one, may open a cell: after a
    # dates column ("2019 - 2021<tab>• Post, Employer") or before it ("Engineer<tab>• May 2020").
    cells = (without_marker(c.strip()).strip() for c in CELL_SPLIT_RE.split(strip_bullet(line)))
    return [c for c in cells if c]


# "In Symposium on Tidal Models (STM) 2021": a paper's venue line, when a publication
# list runs on under an experience heading the layout did not split off.
VENUE_LINE_RE = re.compile(
    r"^In\s+(?:the\s+)?(?:\d+\w*\s+)?[A-Z]|\b(?:Conference\s+on|Proceedings|Symposium\s+on|"
    r"Transactions\s+on|Workshop\s+on)\b"
)
# The anchor words of links to a project's code and write-up ("Paper", "Code", "Slides").
LINK_ANCHOR = (
    r"(?:paper|pdf|code|report|slides|poster|demo|video|leaderboard|website|project\s+page|"
    r"data(?:set)?|bibtex|arxiv|github)"
)
# "Project: X<tab>ABC 2025 | Paper | Code": a project's paper, its venue and year tagged with
# the links to it, not the dates of a post.
PAPER_TAG_RE = re.compile(rf"\b{YEAR}\b[^|\t]*(?:\s*\|\s*{LINK_ANCHOR}\b)+\s*$", re.I)
# "Some Project | PAPER, SLIDES<tab>2018 - 2019": a cell of nothing but link anchors; the row
# is that project's, under the post it was done in.
LINK_ANCHORS_CELL_RE = re.compile(rf"{LINK_ANCHOR}(?:\s*[,/&]\s*{LINK_ANCHOR})*", re.I)
# "3. Ann Lee, Bo Chen, Cy Diaz": a numbered author list.
NUMBERED_RE = re.compile(r"^\[?\d{1,3}[.)\]]\s")


def is_anchor(line: str) -> bool:
    """A line that dates an entry: a date-only cell, or a short line ending in a date."""
    if not years_in(line) or VENUE_LINE_RE.search(strip_bullet(line)):
        return False
    if PAPER_TAG_RE.search(line):
        return False
    cells = cells_of(line)
    if any(LINK_ANCHORS_CELL_RE.fullmatch(c) for c in cells[1:]):
        return False
    if (
        is_bullet(line)
        and not any(_is_date_cell(c) for c in cells[1:])
        and not _starts_with_date(cells[0])
        and not _ends_with_bracketed_date(cells[-1])
        and not _role_org_then_date(cells[-1])
        and not _placed_dates(strip_bullet(line))
        and not _role_then_dates(strip_bullet(line))
        and not _role_at_org_then_dates(strip_bullet(line))
        and not _icon_dates_and_place(cells)
    ):
        return False
    # A post, its employer and place before bracketed dates may run past a date row's length.
    if any(_is_date_cell(c) or _ends_with_date(c) for c in cells) or _ends_with_bracketed_date(
        cells[-1]
    ):
        return len(strip_bullet(line).split()) <= 24
    words = len(strip_bullet(line).split())
    return _starts_with_date(cells[0]) and (words <= 16 or _post_chain(strip_dates(cells[0])))


MAX_CHAIN_WORDS = 30


def _icon_dates_and_place(cells: list[str]) -> bool:
    """AltaCV's "calendar-icon Summer 2021   pin-icon Lyon" row, the icons read as bullets:
    the dates alone, then the place alone, dates a post as an unbulleted row would."""
    return (
        len(cells) >= 2
        and _is_date_cell(cells[0])
        and all(is_location(c) or _noted_place(c) for c in cells[1:])
    )


def _placed_dates(text: str) -> bool:
    """A sub-bullet "Lisbon, Portugal, Mar 2021 – present" under its "Role, Org" bullet: the
    post's place and dates alone, no sentence about the work."""
    if not _ends_with_date(text):
        return False
    place = strip_dates(text).strip(" ,;()")
    return bool(place) and is_location(place)


CHAIN_SEPARATOR_RE = re.compile(r"(?:,|\s\|)\s")


def _post_chain(text: str) -> bool:
    """ "Researcher (Project Assistant), Set Theory Group, Institute of X, Some University":
    a title, then the units that employ it from the smallest up, however long; no sentence."""
    # Also "Intern | Some Lab | A.B. Some Institute | City, Country": its parts between bars.
    first, *others = CHAIN_SEPARATOR_RE.split(text, maxsplit=1)
    others = others[0] if others else ""
    title = re.sub(r"\s*\(.*\)", "", first)  # "Researcher (Project Assistant)"
    if not is_role(title) or not others or len(text.split()) > MAX_CHAIN_WORDS:
        return False
    parts = [p.strip() for p in re.split(r"[,|]", others)]
    # A sentence's full stop ends a word of small letters; initials ("A.B. Some") are none.
    return not re.search(r"[a-z]{2}\.\s", text) and all(p[:1].isupper() for p in parts if p)


def _ends_with_bracketed_date(cell: str) -> bool:
    """A portfolio's bullet "Company — Role (May 2024 – Aug 2024)" is an entry row."""
    match = re.search(r"\(([^()]*)\)\s*$", cell)
    if not match or not is_date_only(match.group(1)):
        return False
    head = cell[: match.start()]  # both parts, not a course "Discrete Maths (Fall 2019)"
    if re.search(rf" [{DASHES}] |\s(?:at|@)\s", head) and ROLE_RE.search(head):
        return True
    # "Research Intern, Some Company, City (Summer 2025)": the role first, then the employer
    # (or "Research Intern; Some Lab, ..."); the supervisors the title names may make it long
    # ("Postdoc with Dr. A and Dr. B, Lab").
    first, others = (re.split(r"[,;]\s", head, maxsplit=1) + [""])[:2]
    return is_role(SUPERVISORS_AFTER_TITLE_RE.sub("", first)) and bool(others.strip())


# "Research Assistant for Dr. Ann Roe and Dr. Bo Li, Some Lab": the supervisors between the
# title and the employer.
SUPERVISORS_AFTER_TITLE_RE = re.compile(rf"\s+(?:with|for|under)\s+{PERSON_TITLE}\s*[A-Z][^,]*")


def _role_org_then_date(cell: str) -> bool:
    """A list item "Research Intern, Some Company, 2025": the role, the employer, the date,
    which may also follow the employer (or its advisor) after a space alone ("Research
    Intern, Some Lab, Advisor: Dr. Ann Roe Aug 2020 – Jan 2021")."""
    text = cell.rstrip(". ")
    head, _, tail = text.rpartition(", ")  # "..., Feb 2020 - May 2022."
    if not is_date_only(tail):
        dated = TRAILING_DATE_RE.search(text)
        if not dated:
            return False
        head = text[: dated.start()]
    first, _, others = head.partition(", ")
    return is_role(first) and bool(others.strip())


def _org_name_with_period(text: str) -> bool:
    """ "Department of Economics, Some University.": an employer's name set as a sentence
    (every word capitalised but the joining ones), no sentence about it."""
    words = re.findall(r"[^\s,]+", text.rstrip("."))
    return org_score(text.rstrip(".")) >= ORG_UNIT and all(
        w[:1].isupper() or w in NAME_JOINING_WORDS for w in words
    )


def _employer_at_dashed_place(text: str) -> bool:
    """ "Some Company, São Paulo - SP - Brazil.": an employer and its place, set as a
    sentence under its title."""
    name, _, place = text.rstrip(".").partition(", ")
    return bool(place) and dashed_place(place.split(", ")[-1]) and is_proper_phrase(name)


def _role_then_dates(text: str) -> bool:
    """ "Senior Fellow, 2025-." under its employer's line: a post and its years, set
    as a sentence."""
    head, _, tail = text.rstrip(". ").rpartition(", ")
    return bool(years_in(tail)) and not strip_dates(tail).strip("-– ") and is_role(head)


def _role_at_org_then_dates(text: str) -> bool:
    """ "Field technician at the Halvard Institute. Oslo, April 2019-June 2021.": a
    homepage's list item written as a sentence, the post at its employer, then its dates."""
    dated = TRAILING_DATE_RE.search(text.rstrip(". "))
    return bool(dated) and role_at_org(text[: dated.start()].rstrip(" ,.")) is not None


# Small words inside an organisation's name: "Department of Economics and Statistics".
NAME_JOINING_WORDS = {"of", "and", "&", "for", "the", "in", "on", "de", "du", "des", "la"}
TRAILING_DATE_RE = re.compile(
    rf"\s(?:{DATE})\s*{RANGE_MARK}\s*(?:{END_DATE}|{OPEN_END_WORDS})$", re.I
)


def _starts_with_date(cell: str) -> bool:
    """moderncv and Europass put the dates in a narrow left column: "2019–2021 Role, Org."."""
    match = LEADING_DATE_RE.match(cell)
    return (
        bool(match)
        and is_date_only(match.group(0).strip("[]"))  # "[09/2023-current] Role, Org"
        and bool(cell[match.end() :].strip(" :,"))
    )


DURATION_RE = re.compile(
    r"\(?\s*\d+\s*(?:years?|yrs?|months?|mos?)\b(?:,?\s+\d+\s*(?:months?|mos?)\b)?\s*\)?", re.I
)


# The kinds of post LinkedIn and online builders print beside a title.
EMPLOYMENT_TYPE_RE = re.compile(
    r"(?:full|part)[- ]time|self[- ]employed|freelanc(?:e|ing)|contract|internship|apprenticeship|"
    r"seasonal|temporary|permanent",
    re.I,
)


# "Researcher, Some Lab, 2016 (Internship, thesis project)": the kind of post in brackets
# after a row's dates is a note on it, and the row still ends in its dates.
KIND_NOTE_AFTER_DATE_RE = re.compile(
    rf"(?<=\w)\s*\((?:{EMPLOYMENT_TYPE_RE.pattern})\b[^()]*\)\s*$", re.I
)


# "Research Intern (Advisor - Dr. Ann Roe)": the supervisor in brackets beside the post; a
# dash inside them would otherwise split the post from an "employer".
# (With a colon the bracket stays: it marks a research topic's row, see _supervised_topic.)
BRACKETED_MENTOR_RE = re.compile(rf"\s*\((?:{MENTOR_WORDS})\s*[{DASHES}]\s*[^()]*\)", re.I)


# "Field Assistant – supervised by Prof. Ann Roe<tab>2021": the supervisor after a dash, to the
# cell's end; the dash would otherwise split the post from an "employer".
DASHED_MENTOR_RE = re.compile(rf"\s+[{DASHES}]\s*(?:{MENTOR_WORDS})\b[^\t]*", re.I)


def _without_bracketed_mentor(line: str) -> str:
    line = BRACKETED_MENTOR_RE.sub("", line) if "(" in line else line
    return DASHED_MENTOR_RE.sub("", line)


# "Lecturer – Some University (2024–2025).": a post written as a sentence, its dates bracketed.
STOP_AFTER_BRACKET_RE = re.compile(r"\(([^()]*)\)\.\s*$")


def _without_stop_after_dates(line: str) -> str:
    match = STOP_AFTER_BRACKET_RE.search(line)
    if not match or not is_date_only(match.group(1)):
        return line
    return line[: match.end() - 1].rstrip(".").rstrip()


# "March 2024 - Present (Earlier: May 2021 - Jun 2022)": the same post's earlier dates
# in brackets after the row's own, a note on it under a label of a word or two.
DATED_NOTE_AFTER_DATE_RE = re.compile(rf"(?<=\w)\s*\((?P<note>[^()]*{YEAR}[^()]*)\)\s*$")
MAX_DATED_NOTE_WORDS = 2


def _without_kind_note(line: str) -> str:
    if not line.rstrip().endswith(")"):
        return line
    match = KIND_NOTE_AFTER_DATE_RE.search(line)
    if not match and (dated := DATED_NOTE_AFTER_DATE_RE.search(line)):
        label = strip_dates(dated["note"]).strip(" :;,-")
        match = dated if len(label.split()) <= MAX_DATED_NOTE_WORDS else None
    if not match or not _ends_with_date(line[: match.start()]):
        return line
    return line[: match.start()]


# A table row's description cell: "2021 – 2023<tab>Role | Employer<tab>Built a survey of X
# in Y. Supervisor: A. Roe.<tab>Town, Country" holds sentences beside the post's cells.
MIN_PROSE_CELL_WORDS = 12
MIN_PROSE_CELL_LOWER_WORDS = 4


def _without_prose_cells(line: str) -> str:
    """A dated table row without its cells of sentences, which would make it too long to read
    as a post's header; the date, the post and the place stay."""
    if "\t" not in line or not years_in(line):
        return line
    cells = line.split("\t")
    kept = [c for c in cells if not _prose_cell(c)]
    if len(kept) == len(cells) or not any(c.strip() for c in kept):
        return line
    return "\t".join(kept)


def _prose_cell(cell: str) -> bool:
    words = cell.split()
    lower = [w for w in words[1:] if w[:1].islower() and w not in NAME_JOINING_WORDS]
    sentence = cell.rstrip().endswith(".") or ". " in cell
    return (
        len(words) >= MIN_PROSE_CELL_WORDS and sentence and len(lower) >= MIN_PROSE_CELL_LOWER_WORDS
    )


# "Department of X,<tab>Some University<tab>City": a justified row's wide gap inside one name,
# after a comma or before the joining word that goes on with it ("University<tab>of Y").
SPLIT_NAME_GAP_RE = re.compile(r"(?<=\w),\t(?=[A-Z])|(?<=[A-Za-z])\t(?=(?:of|at|and|for)\s+[A-Z])")


def _name_cells_rejoined(line: str) -> str:
    if line.count("\t") < 2:
        return line  # a name split in two beside its place leaves three cells
    return SPLIT_NAME_GAP_RE.sub(lambda m: ", " if m.group().startswith(",") else " ", line)


DASHED_TAIL_RE = re.compile(rf"^(?P<head>.*\S)\s+[{DASHES}]\s+(?P<tail>[^{DASHES}]+)$")


def _without_dashed_place(cell: str) -> str:
    """ "Some Institute – Lisbon, Portugal": the employer without the place after its dash,
    and without how the post was worked after that place ("(On-site)", whose hyphen would
    keep the place from being read as the dashed tail)."""
    match = DASHED_TAIL_RE.match(WORK_MODE_RE.sub("", cell))
    return match["head"] if match and is_location(match["tail"]) else cell


def _before_dashed_note(org: str) -> tuple[str, int]:
    """ "Acme Builders – The Harbor Office in partnership with the City": the employer before
    the dash, the rest a note on whom it works with, which no employer's words name whole."""
    match = DASHED_TAIL_RE.match(org)
    score = org_score(match["head"]) if match else 0
    return (match["head"], score) if score else (org, 0)


# "ELT 101: Signals and Systems (Some University)": a course taught, its school in brackets.
BRACKETED_TAIL_RE = re.compile(r"^(?P<head>.*\S)\s*\((?P<inside>[^()]+)\)$")


def _bracketed_employer(org: str, score: int) -> tuple[str, int]:
    """The institution a bracket at the end names, where what stands before it names no
    organisation, a course's title at most."""
    match = BRACKETED_TAIL_RE.match(org)
    if match and DESCRIBED_RE.match(match["inside"]):
        return match["head"], score
    if match and org_score(match["inside"]) == NAMED_ORG:
        return match["inside"], NAMED_ORG
    return org, score


# "Some Startup (the leading online grocer in Peru)": a bracket that describes the employer
# before it in common words, no name of another.
DESCRIBED_RE = re.compile(r"^(?:the|a|an|one\s+of)\s+[a-z]")


def _noted_employer(text: str) -> bool:
    """An employer's row however long its dashed note on whom it works with runs."""
    head = _before_dashed_note(text)[0]
    return head != text and len(head.split()) <= MAX_HEADER_WORDS // 2 and not text.endswith(".")


def _is_date_cell(cell: str) -> bool:
    """A date cell, also with the post's length after it as LinkedIn and online builders
    print it ("Feb 2023 – Present (3 years, 6 months)")."""
    if is_date_only(cell):
        return True
    without = DURATION_RE.sub(" ", cell).strip()
    return without != cell.strip() and is_date_only(without)


def _dates_alone(line: str) -> bool:
    """A row of the dates alone, also one still open ("2024–")."""
    text = strip_bullet(line).strip().rstrip(f"{DASHES} ")
    return bool(text) and _is_date_cell(text)


def _titled_date_row(cell: str) -> bool:
    """ "2019–2021 Some Project Title": a date followed by the entry's own text, not only a
    duration ("March 2024 - Present (5 months)")."""
    if not LEADING_DATE_RE.match(cell) or not _starts_with_date(cell):
        return False
    return bool(re.search(r"[A-Za-z]{2}", _date_row_text(cell)))


def _date_row_text(cell: str) -> str:
    match = LEADING_DATE_RE.match(cell)
    rest = cell[match.end() :] if match else cell
    return DURATION_RE.sub(" ", strip_dates(rest)).strip()


def _ends_with_date(cell: str) -> bool:
    rest = strip_dates(cell)
    return (
        rest != cell.strip()
        and len(cell.split()) <= 16
        and bool(re.search(rf"({YEAR}|{OPEN_END_WORDS}|{YEAR}\.\d{{1,2}})\W*$", cell, re.I))
    )


def is_header_like(line: str) -> bool:
    text = strip_bullet(line).strip()
    if not text or is_bullet(line) and not years_in(line):
        return False
    if (
        text.endswith(".")
        and not re.search(r"\b(Inc|Ltd|Co|Corp)\.$|\b(?:[A-Z]\.){2,}$", text)  # "D.C.", "U.S."
        and not _starts_with_date(text)
        and not _role_org_then_date(text)
        and not is_date_only(text)  # "Feb 2024–Sept 2024." written as a sentence
        and not _role_then_dates(text)
        and not _role_at_org_then_dates(text)
        and not _org_name_with_period(text)
        and not _employer_at_dashed_place(text)
    ):
        return False
    text = strip_dates(text)
    return (
        len(text.split()) <= MAX_HEADER_WORDS
        or _post_chain(text)
        or _noted_employer(text)
        or _supervisor_host(text) is not None  # long for two supervisors' names before it
    )


def extract_experience(
    lines: list[str], headings: set[int] | None = None, *, require_before: bool = False, nlp=None
) -> list[Experience]:
    """Entries anchored on their dates, with organisation and role from the rows around them.

    nlp is the loaded spaCy pipeline that names an employer no rule recognises (the
    default model when called on its own).

    In Markdown CVs an employer often heads several dated projects ("### Some University",
    then "#### Project A", dates, ...); entries without an organisation of their own then
    belong to the heading's.
    """
    nlp = nlp or load_nlp()
    entries: list[Experience] = []
    lines = [
        _name_cells_rejoined(
            _without_kind_note(
                _without_bracketed_mentor(_without_stop_after_dates(_without_prose_cells(line)))
            )
        )
        for line in normalise_dates(lines)
    ]
    lines = _bulleted_headers_unmarked(lines)
    rows = _date_led_rows_rejoined(lines)
    # A heading that names an employer alone heads the cards under it; one that pairs a post
    # with its employer ("Software Developer - Some GmbH") is its own card's title only.
    heading_orgs = {
        i: org
        for i in headings or ()
        if (org := trim_org(strip_bullet(lines[i])))
        and org_score(org) == NAMED_ORG
        and not split_role_org(strip_bullet(lines[i]))[0]
    }
    used: set[int] = set()
    group: str | None = None  # the employer over its total duration, for each title under it
    owned: dict[tuple[int, str | None], Experience] = {}
    employer: str | None = None  # named on a row of its own above the last entry's title
    overruled: set[str] = set()  # what that entry's title row named instead, a team
    tails_overruled = False  # that entry's dated title row named a team after a dash
    anchors = [i for i, line in enumerate(lines) if is_anchor(line) and is_header_like(line)]
    # A list that opens on dates alone on their row ("2022–2024" / "Title" / "Employer" /
    # "Department"): each entry starts at its dates, and the rows above the next dates are
    # the tail of the entry before them, not that entry's head.
    opens_on_dates = bool(anchors) and not any(ln.strip() for ln in lines[: anchors[0]])
    opens_on_dates = opens_on_dates and _dates_alone(lines[anchors[0]])
    for n, index in enumerate(anchors):
        before = _neighbours(lines, index, -1, used, limit=3)
        if opens_on_dates and _dates_alone(lines[index]):
            before = []
        next_anchor = anchors[n + 1] if n + 1 < len(anchors) else len(lines)
        # "Org<tab>Place" over "Role<tab>Dates": a row of that shape below the dates heads
        # the next entry, as the one above heads this.
        org_first = any(_beside_a_place(lines[i]) for i in before)
        # "03/2014 – 02/2015<tab>Some University" over "Lecturer at the Institute of X",
        # then the next such row: a left date column, each entry starts on its dated row and
        # the rows up to the next one are its own.
        column = _dates_lead(lines[index]) and next_anchor < len(lines)
        column = column and _dates_lead(lines[next_anchor])
        after = [
            i
            for i in _neighbours(lines, index, 1, used, limit=2)
            if i < next_anchor
            and (column or not _titles_next(lines, i, next_anchor))
            and not _repeats_title_over_dates(lines, index, before, i, next_anchor)
            and not (org_first and _beside_a_place(lines[i]))
        ]
        # "Supported class laboratories:" opens the bullets: the header ends above it.
        after = list(itertools.takewhile(lambda i: not _lead_in(lines[i]), after))
        if require_before and not before:
            continue
        first_cell = cells_of(lines[index])[0]
        if _titled_date_row(first_cell) and not is_role(_date_row_text(first_cell)):
            before = []  # a left date column starts its entry on the dated row
        if _dates_lead(lines[index]):
            before = []
        if is_date_only(strip_bullet(lines[index])) and before and _role_and_org(lines[before[0]]):
            after = []  # "Role, Org" then its dates: the next row heads the next entry
        if len(before) >= 2 and is_bullet(lines[before[0]]) and is_date_only(lines[index]):
            after = []  # "Org / • Title / dates": the head is above, the next row opens the next
        if _is_date_cell(lines[index].strip()) and any(_place_row(lines[i]) for i in before[1:]):
            after = []  # "Org / City, Country / Title / dates": so is the next entry's

        used.update([index, *before, *after])
        if ISSUER_RE.match(strip_bullet(lines[index]).strip()):
            continue  # "Awarded by Some Institute<tab>2026": a certificate's row, no post held
        entry, score = _entry_from_header(rows, index, before, after, nlp)
        if group and not before and entry is not None and entry.role is None:
            continue  # "Data Structures (Winter 2018)": a dated note under a group's post
        group = _grouped_employer(lines, before) or (
            group if _bare_title_over(lines, before) else None
        )
        if group and entry is not None and _is_date_cell(lines[index].strip()):
            # LinkedIn's "Acme / 6 years / Title / dates" opens a group of posts: each
            # "Title / dates" under it is Acme's, whatever line (a course, a place) follows.
            entry.organization = group
        owner = max((i for i in heading_orgs if i < index), default=None)
        if owner is not None and entry and _heads_own_card(lines, headings, owner, index, entry):
            owner = None  # "Klue" as the card's heading: no name word, but its own employer
        if score <= PROPER_NAME and owner is not None:
            entry = entry or Experience()
            entry.organization = heading_orgs[owner]
            entry.start_year, entry.end_year = position_years(lines[index])
        # "Role - Team (dates)" rows under one employer row: as the first one's tail was a
        # team, so is each next one's.
        team = (
            entry is not None
            and employer
            and (
                entry.organization in overruled
                or (tails_overruled and not before and entry.organization == _row_org(lines[index]))
            )
        )
        inherited = entry is not None and entry.organization is None and employer is not None
        if entry is not None and (entry.organization is None or team):
            # A second title under an employer row ("Acme" over two dated titles), also with
            # the suffix the first one's employer row overruled ("Engineer - Storage").
            entry.organization = employer
        if entry is None or entry.organization is None or not LETTER_RE.search(entry.organization):
            continue  # "10/" left of "10/ 2016": no employer's name is without letters
        if not team and not inherited:
            # The employer row stays over every title under it ("Acme" over three dated
            # titles), not only the first two.
            employer = entry.organization if _on_own_row(lines, before, entry) else None
            title_org = split_role_org(strip_bullet(lines[before[0]]))[1] if before else None
            overruled = {title_org} - {entry.organization, None}
            tails_overruled = employer is not None and _row_org(lines[index]) not in (
                None,
                entry.organization,
            )
        if owner is not None and entry.organization == heading_orgs[owner]:
            earlier = owned.get((owner, entry.role))
            if earlier:  # another project under the same employer and post: one entry
                _widen_years(earlier, entry)
                continue
            owned[(owner, entry.role)] = entry
        body = lines[index + 1 : next_anchor]
        if entry.role is None and is_club(strip_dates(cells_of(strip_bullet(lines[index]))[0])):
            continue  # "Vice President of Some Club, dates" over its university: a club's post
        if entry.role is None and ATTENDED_RE.match(_date_row_text(strip_bullet(lines[index]))):
            continue  # "June 2023 Attend, Some Conference (SC)": a visit, no post held
        if entry.role is None and _supervised_topic(entry, lines[index : index + 2]):
            continue  # "Weather Forecasting (supervisor: Ann Roe)": a project, no employer
        if entry.role is None and _presented_there(body):
            continue  # "Some Conference 2023" over "Oral paper presentation": a talk
        if TEACHING_ROLE_RE.search(entry.role or ""):
            entry.organization = _host_after_course(entry.organization)
            if entry.organization is None:
                continue  # "TA, Some Course, ABC 123": the course taught, no host named
        _add_body_details(entry, body)
        entries.append(entry)
    return entries


# "CSE 310", "ECON 101A", "ABC 477/877": a course's number in a timetable's form.
COURSE_CODE_PART_RE = re.compile(r"^[A-Z]{2,5}[ -]?\d{3,4}[A-Z]?(?:\s*/\s*\d{3,4}[A-Z]?)*\W*$")


def _host_after_course(org: str) -> str | None:
    """A teaching post's "Some Course, ABC 123, Some University": the parts up to the
    course's number name the course; only what follows it names the host."""
    parts = [part.strip() for part in org.split(",")]
    code = next((i for i, part in enumerate(parts) if COURSE_CODE_PART_RE.match(part)), None)
    if code is None:
        return org
    return ", ".join(parts[code + 1 :]) or None


def _lead_in(line: str) -> bool:
    """ "Supported class laboratories:" under the title row: a sentence that opens the
    bullets below it, no employer's name (which capitalises its words: "Department of X:")."""
    text = strip_bullet(line).strip()
    if not text.endswith(":") or "\t" in text:
        return False
    words = text[:-1].split()[1:]
    return any(w.isalpha() and w.islower() and w not in NAME_JOINING_WORDS for w in words)


SUPERVISOR_LABEL_RE = re.compile(rf"\b(?:{MENTOR_WORDS})\s*:", re.I)


def _supervised_topic(entry: Experience, rows: list[str]) -> bool:
    """An untitled entry named by its topic, its supervisor labelled on its dated row or the
    row under it, with no organisation's word in that name: a research project."""
    named = org_score(entry.organization or "") >= ORG_UNIT
    return not named and any(SUPERVISOR_LABEL_RE.search(row) for row in rows)


# "Attended, Some Summit", "Participant – Some School": being there, no post held.
ATTENDED_RE = re.compile(r"(?:attend(?:ed|ing|ee)?|participa(?:nt|ted|ting))\b", re.I)

# The only detail of a dated, untitled row: a talk given there, no post held.
PRESENTATION_NOTE_RE = re.compile(
    r"^(?:(?:oral|poster|spotlight|invited|contributed)\s+)?(?:paper\s+)?(?:presentation|talk)s?\b",
    re.I,
)


def _presented_there(body: list[str]) -> bool:
    first = next((strip_bullet(ln).strip() for ln in body if ln.strip()), "")
    return bool(PRESENTATION_NOTE_RE.match(first))


def _dates_lead(line: str) -> bool:
    """A row of the dates, then the entry's head other than a bare title or a place ("2014 –
    2016<tab>Some Institute, Austria")."""
    cells = cells_of(line)
    if len(cells) < 2 or not _is_date_cell(cells[0]):
        return False
    rest = cells[1:]
    return not is_role(" ".join(rest)) and not all(is_location(c) or _noted_place(c) for c in rest)


def _heads_own_card(lines, headings, owner: int, index: int, entry: Experience) -> bool:
    """The entry's employer is the text of a heading nearer than the owner's, with a post
    below it: a card of its own (a homepage's "Employer / Title / dates" cards), not a
    project under the owner."""
    nearest = max((i for i in headings if owner < i < index), default=None)
    if nearest is None or not entry.role:
        return False  # a project's heading over its dates names no post
    return trim_org(strip_bullet(lines[nearest])) == entry.organization


# A title row under a bulleted employer row: a few words, no sentence.
MAX_TITLE_ROW_WORDS = 6


def _bulleted_headers_unmarked(lines: list[str]) -> list[str]:
    """A page's outer list item may hold a whole entry ("• Some Lab August 2021 – November
    2021" over "Research Intern", then its own bullets): the employer's dated row is the
    entry's header, not a bullet of what it did, when an unbulleted title row follows."""
    out = list(lines)
    for index, line in enumerate(lines[:-1]):
        below = lines[index + 1].strip()
        if (
            is_bullet(line)
            and _ends_with_date(strip_bullet(line))
            and below
            and not is_bullet(below)
            and len(below.split()) <= MAX_TITLE_ROW_WORDS
            and not years_in(below)
            and not below.endswith(".")
            and not re.search(r"[|\t]", below)  # a title alone, not the next entry's header
            and not line.rstrip().endswith(")")  # "• A Course (Fall 2016)": a term taught
        ):
            out[index] = strip_bullet(line)
    return out


def _date_led_rows_rejoined(lines: list[str]) -> list[str]:
    """A row led by its dates that wraps in the middle of the employer's name ("...,
    Department of X" + "& Y, Some University, City. Project: ..."): the row takes the
    wrapped words up to the end of their sentence; the next line stays as the body."""
    out = _bracket_rows_rejoined(lines)
    for i in range(len(lines) - 1):
        if not out[i + 1] and lines[i + 1]:
            continue  # the wrapped end of a bracket, now on the row above
        below = lines[i + 1].strip()
        if not lines[i].strip() or not _starts_with_date(cells_of(lines[i])[0]):
            continue
        if below.startswith("& ") or (lines[i].rstrip().endswith(",") and below[:1].isupper()):
            wrapped = re.split(r"\.\s", below)[0].rstrip(".")
            out[i] = f"{lines[i].rstrip()} {wrapped}"
    return out


def _closes_bracket(row: str, below: str) -> bool:
    """A row left with a bracket open whose next line, no bullet, closes it at its end."""
    return (
        not is_bullet(row)
        and row.count("(") == row.count(")") + 1
        and below.endswith(")")
        and below.count(")") == below.count("(") + 1
        and not is_bullet(below)
    )


# "(SCAL), Some University, Country": the wrapped end of an employer's name, its acronym first.
WRAPPED_ACRONYM_RE = re.compile(r"^\([A-Z][\w&.-]*\)(?:,|\s|$)")


def _wrapped_brackets_rejoined(lines: list[str]) -> list[str]:
    """A dated row that wraps inside a bracket ("... (Some University" over "of Engineering
    and Technology)") takes the rest back; the wrapped line is left empty, in its place."""
    out = list(lines)
    for i in range(len(lines) - 1):
        if out[i] and is_anchor(out[i]) and _closes_bracket(out[i], lines[i + 1].strip()):
            out[i], out[i + 1] = f"{out[i].rstrip()} {lines[i + 1].strip()}", ""
    return out


def _bracket_rows_rejoined(lines: list[str]) -> list[str]:
    """ "Research Intern – Centre for Space Science and Astrophysics" over "(CSSA), Some
    University": a head row wrapped before the acronym of its employer takes the rest back
    (the wrapped line is left empty, so that every row keeps its place)."""
    out = _wrapped_brackets_rejoined(lines)
    for i in range(len(lines) - 1):
        head, below = out[i].rstrip(), out[i + 1].strip()
        if not WRAPPED_ACRONYM_RE.match(below) or not head or is_bullet(head):
            continue
        if head.endswith((".", ",", ";", ":")) or "\t" in head or not _titled_employer(head):
            continue
        out[i], out[i + 1] = f"{head} {below}", ""
    return out


def _place_row(line: str) -> bool:
    text = strip_bullet(line).strip()
    return bool(text) and "\t" not in text and is_location(text)


# "Acme | Remote", "Acme<tab>remote from Lyon, France": how the post was worked, in the
# place's cell.
WORK_MODE_CELL_RE = re.compile(rf"^(?:fully\s+)?(?:{WORK_MODES})(?:\s+from\s+\S.*)?$", re.I)


def _beside_a_place(line: str) -> bool:
    """ "Org<tab>Place": a place, or after a name that is no post a cell of a place's shape
    whatever its words ("College Station, TX")."""
    cells = cells_of(line)
    if len(cells) != 2:
        return False
    head = strip_bullet(cells[0])
    shaped = (
        LOCATION_RE.match(cells[1])
        and not ROLE_RE.search(cells[1])
        and not (LOCATION_RE.match(head) or is_role(head) or _is_date_cell(head))
    )
    return is_location(cells[1]) or bool(shaped) or bool(WORK_MODE_CELL_RE.match(cells[1]))


def _titles_next(lines: list[str], index: int, next_anchor: int) -> bool:
    """A bare title right over the next dates heads the next entry ("Engineer" over
    "March 2020 - December 2021")."""
    following = next((i for i in range(index + 1, len(lines)) if lines[i].strip()), None)
    if following != next_anchor:
        return False
    if role_at_org(cells_of(strip_bullet(lines[index]))[0]):
        return True  # "Engineer @ Acme<tab>Boston" over "Team, Manager: Ann Roe<tab>dates"
    if "\t" in lines[index] and _paired_employer(lines[index]):
        return True  # "Consultant - Vision<tab>Quelmara, France" over "Its topic<tab>dates"
    role, org = split_role_org(strip_bullet(lines[index]))
    dates = cells_of(lines[next_anchor])[0]
    dates_only = is_date_only(dates) or (
        bool(LEADING_DATE_RE.match(dates)) and not _titled_date_row(dates)
    )
    return bool(role) and not org and dates_only


def _repeats_title_over_dates(lines, index, before, row, next_anchor) -> bool:
    """LinkedIn's roles under one employer: "Title II - Team" over its dates, then "Title -
    Team" over the next dates. The entry's own title sits right over its dates; a title row
    right over the next dates is that entry's, whatever follows its dash."""
    if not before or before[0] != index - 1 or not _is_date_cell(lines[index].strip()):
        return False
    following = next((j for j in range(row + 1, len(lines)) if lines[j].strip()), None)
    if following != next_anchor or not _is_date_cell(lines[next_anchor].strip()):
        return False
    own, _ = split_role_org(strip_bullet(lines[before[0]]))
    title, _ = split_role_org(strip_bullet(lines[row]))
    return bool(own) and bool(title)


def _row_org(line: str) -> str | None:
    """What a dated title row names after its role ("Lead - Payments Team (2023 - 2024)")."""
    return split_role_org(_date_row_text(strip_bullet(cells_of(line)[0])))[1]


def _on_own_row(lines: list[str], before: list[int], entry: Experience) -> bool:
    return any(trim_org(strip_bullet(lines[i])) == entry.organization for i in before)


def _widen_years(entry: Experience, other: Experience) -> None:
    starts = [y for y in (entry.start_year, other.start_year, other.end_year) if y]
    entry.start_year = min(starts) if starts else None
    if entry.end_year is not None and other.end_year is not None:
        entry.end_year = max(entry.end_year, other.end_year)
    elif other.start_year is not None and other.end_year is None:
        entry.end_year = None  # a sub-project still running


def _neighbours(lines, index, step, used, limit):
    found, i = [], index + step
    while 0 <= i < len(lines) and len(found) < limit:
        line = lines[i]
        if not line.strip():
            i += step
            continue
        # A Markdown CV may put the employer in a sub-bullet under "* 2021: Role".
        org_bullet = step > 0 and is_bullet(line) and _is_org_bullet(line)
        # academicpages' "* 2019-now: Role" over "  * Some Grid Operator": the first sub-item
        # of a bulleted post, a short name however weak its words, is its employer's row.
        org_bullet = org_bullet or (
            i == index + 1
            and is_bullet(lines[index])
            and is_bullet(line)
            and _short_name(strip_bullet(line).strip())
            and is_proper_phrase(strip_bullet(line).strip())
        )
        # "• Some Lab, Vision Team | Research Intern" over its dates: a bulleted entry head.
        paired_head = step < 0 and is_bullet(line) and _paired_employer(line) is not None
        # "Some University / • Research Assistant / (2021 – Present)": a bulleted title.
        role_head = step < 0 and is_bullet(line) and is_role(strip_bullet(line).strip())
        head = (
            is_header_like(line)
            or org_bullet
            or paired_head
            or role_head
            # "• Some Office<tab>City, ST" over "Role<tab>dates": a bulleted employer row.
            or (step < 0 and is_bullet(line) and _bulleted_employer(line))
        )
        if i in used or not head or is_anchor(line) or _wraps_a_bullet(lines, i):
            break
        if _wraps_a_sentence(lines, i):
            break
        # A sentence is no head; an employer row long only for its parent body and place
        # ("Some Centre, Some University, City, Country") is one, and so is one long for a
        # short name's spelled-out form in brackets ("KIST (Kelp Institute of ...) - X Lab").
        row = _without_mentors(strip_dates(line))
        long_row = len(BRACKETED_RE.sub(" ", trim_org(row) or row).split()) > 10
        if step > 0 and long_row and not _supervisor_host(line) and not _titled_employer(row):
            break
        found.append(i)
        i += step
    return found


BRACKETED_RE = re.compile(r"\([^()]*\)")


def _titled_employer(row: str) -> bool:
    """ "RESEARCH ASSISTANT – Some Lab, Department of X, Some University": a post and its
    employer with the units above it, long for the units, no sentence."""
    if re.search(r"[.;:]\s", row) or is_bullet(row):
        return False
    role, org = split_role_org(row.strip())
    return bool(role and org) and org_score(org) >= ORG_UNIT


def _bulleted_employer(line: str) -> bool:
    """A bullet that only names an employer, beside its place or with an organisation's word
    ("• Some Data Office<tab>Austin, TX", "• Some Robotics Lab"), not a sentence about one."""
    if _beside_a_place(line):
        return org_score(cells_of(line)[0]) >= PROPER_NAME or _short_name(cells_of(line)[0])
    text = strip_bullet(line).strip()
    if re.search(r"[a-z]\.\s", text):
        return False  # "• Built an app. React on AWS": two sentences about the work
    return len(text.split()) <= 8 and not text.endswith(".") and org_score(text) >= ORG_UNIT


def _wraps_a_sentence(lines: list[str], index: int) -> bool:
    """ "Working on a problem to transform legacy workloads" over "into modern native
    architectures": a line that goes on in lower case under a long one is the rest of its
    sentence, no head (an employer written in lower case opens its own block)."""
    above = lines[index - 1].strip() if index > 0 else ""
    # Under a dated row, lower-case words are a hint column's ("github Some Lab, ...").
    return lines[index].strip()[:1].islower() and len(above.split()) >= 6 and not years_in(above)


def _wraps_a_bullet(lines: list[str], index: int) -> bool:
    """A bullet's text wrapped onto the next line: it goes on in lower case."""
    return lines[index].strip()[:1].islower() and index > 0 and is_bullet(lines[index - 1])


MENTOR_LABEL_RE = re.compile(rf"[,;]?\s*\b(?:{MENTOR_WORDS})\b.*$", re.I)
# A person the row names by a label and a colon ("Storage Team, Manager: Ann Roe"): who
# they are is no part of the post or of the employer.
PERSON_LABEL_RE = re.compile(rf"[,;]?\s*\(?\s*\b(?:{MENTOR_WORDS}|manager|host|pi)\s*:.*$", re.I)
# "Some Lab — Research Intern — Prof. Ann Roe": the supervisor after a dash, unlabelled.
TITLED_PERSON_TAIL_RE = re.compile(
    rf"\s+[{DASHES}|]\s+(?:{PERSON_TITLE}\s*){{1,2}}[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){{0,3}}$"
)


def _without_mentors(text: str) -> str:
    """ "Some Key Lab, Advisor: Prof. Ann Roe": the row's words before its mentors."""
    return MENTOR_LABEL_RE.sub("", text)


# "* Centro de Estudios Marinos y Costeros (CEMC), Vigo.": an employer's full name, with
# its place and a closing full stop, under a "* Dates: Title" bullet.
MAX_ORG_BULLET_WORDS = 10


def _is_org_bullet(line: str) -> bool:
    text = strip_bullet(line).strip()
    words = re.findall(r"\w\S*", text)  # "&" and "@" join names, they are no words
    if len(words) <= 6 and not text.endswith(".") and org_score(text) >= ORG_UNIT:
        return True
    if _employer_before_colon(line):
        return True
    # A bullet of prose is no employer: a cheap look at its first part before trim_org's.
    if not is_proper_phrase(text.split(",")[0].removesuffix(".")):
        return False
    return _named_employer(trim_org(text.removesuffix(".")) or "")


def _employer_before_colon(line: str) -> str | None:
    """ "* Some Studio: what was done there": the employer, then a colon and the work."""
    head, colon, _ = strip_bullet(line).strip().partition(": ")
    return head if colon and _named_employer(head) else None


def _named_employer(name: str) -> bool:
    return (
        0 < len(name.split()) <= MAX_ORG_BULLET_WORDS
        and not re.search(r"[.;:]\s", name)
        and is_proper_phrase(name)
        and org_score(name) >= ORG_UNIT
    )


# "Sep 2022 –<tab>Present, Novograd": a word-processor CV's dates, then after a comma the town
# where the post was held (the employer is on the title's row above).
DATES_COMMA_PLACE_RE = re.compile(
    rf"^(?P<dates>.*?(?:{END_DATE}|{OPEN_END_WORDS}))\s*,\s*(?P<place>[^\W\d_][^,\d]*)$", re.I
)
MAX_DATED_PLACE_WORDS = 3


def _place_after_dates(cell: str) -> str | None:
    match = DATES_COMMA_PLACE_RE.match(cell.strip())
    if not match:
        return None
    dates, place = match.group("dates").strip(), match.group("place").strip()
    if not (is_date_only(dates) or re.fullmatch(OPEN_END_WORDS, dates, re.I)):
        return None
    if len(place.split()) > MAX_DATED_PLACE_WORDS or not is_proper_phrase(place):
        return None
    return place


def _title_over_dates(lines: list[str], index: int, anchor: int) -> bool:
    """ "Data Scientist, VK" over "Sep 2022 – Present, Novograd": the title row of a post
    whose dated row holds nothing but its dates and place."""
    if index != anchor - 1:
        return False
    cells = cells_of(lines[anchor])
    return all(_is_date_cell(c) or _place_after_dates(c) for c in cells)


def _code_before_team(cell: str, org: str) -> bool:
    """ "Data Scientist, VK, Search Team": a short capitals name with its team after it is
    the company, not a state's code as in "Austin, TX"."""
    if not re.fullmatch(r"[A-Z0-9]{2,3}", org):
        return False
    _, found, rest = cell.partition(f"{org}, ")
    team = re.sub(r"\s*\([^()]*\)$", "", rest)  # "Search Team (Ads)"
    return bool(found) and bool(TEAM_RE.search(team))


# "Awarded by Some Institute": who granted a certificate or an award, on its dated row.
ISSUER_RE = re.compile(r"(?:awarded|issued|granted|conferred)\s+by\b", re.I)
# "Acme SAC is a maker of toys": a sentence that describes the employer under its post.
DESCRIBING_RE = re.compile(r"\s(?:is|was|are)\s+(?:an?|the|one)\s")


def _entry_from_header(lines, anchor, before, after, nlp) -> tuple[Experience | None, int]:
    role = None
    candidates: list[tuple[int, int, str]] = []  # (score, order, org)
    below: list[str] = []
    above: list[str] = []  # employers named on rows of their own above the dated row
    row_orgs: list[str] = []  # names without a role in the dated row's own cells
    unknown: list[str] = []
    order = 0
    dated = [c for c in cells_of(lines[anchor]) if years_in(c)]
    # "Sep 2021<tab>TA, ELT 2035: Signals (Some University)": the dates' own cell, never a
    # course's number, dates the post.
    start, end = position_years(" ".join([c for c in dated if _is_date_cell(c)] or dated))
    dated_employer = False  # "Acme<tab>2025 – now": the dated row names who employed
    # "Some Topic | Course Project<tab>dates": a project's row names its topic, no employer.
    project = any(PROJECT_KIND_RE.fullmatch(cell) for cell in cells_of(lines[anchor]))
    title_row_employer = _title_row_employer(lines, anchor, before)
    for i in [anchor, *before, *after]:
        if project and i == anchor:
            continue
        paired = _paired_employer(lines[i]) if i not in after else None
        place = cells_of(lines[i])[-1] if _beside_a_place(lines[i]) else None
        colon_head = (
            _employer_before_colon(lines[i]) if i in after and is_bullet(lines[i]) else None
        )
        for cell in [colon_head] if colon_head else cells_of(lines[i]):
            if i != anchor and not is_bullet(lines[i]) and is_club(cell):
                # "Technical Lead" over "Some Student Chapter, Some University": a club's post,
                # the row kept whole so that the club is seen, not the university it sits in.
                return Experience(organization=cell, role=role, start_year=start, end_year=end), 1
            if paired and cell.startswith(paired) and name_before_country(cell) == paired:
                cell = paired  # "Title - Field<tab>Quelmara, France": the employer, placed
            if _is_date_cell(cell) or is_location(cell) or LABEL_RE.match(cell) or _is_list(cell):
                continue
            if i == anchor and _noted_place(cell):
                continue
            if i != anchor and _item_list(cell):
                continue  # the tools the entry above used, its last row: no employer
            if i in after and (_prose_cell(cell) or DESCRIBING_RE.search(cell)):
                continue  # "Acme Ltd is a firm that ...": the employer described, not named
            if i == anchor and _place_after_dates(cell) and before:
                continue
            if cell == place:
                continue
            if len(NAME_CHAR_RE.findall(cell)) < MIN_ORG_CHARS:
                continue  # "R" at a row's end: a sidebar's item beside the main column
            if DURATION_RE.fullmatch(cell):
                continue  # "Research Intern - 6 months": how long, no employer
            # "Acme Group [Link]": the document's link to the employer, no part of its name.
            cell = _without_margin_words(strip_dates(LINK_WORD_RE.sub(" ", cell))).strip()
            if LABEL_RE.match(cell):
                continue  # "03/2022 - Present, Client: Some Bank": the label after the dates
            cell = PERSON_LABEL_RE.sub(
                "", _without_dashed_place(TITLED_PERSON_TAIL_RE.sub("", cell))
            )
            if ", " in cell:
                cell = SUPERVISORS_AFTER_TITLE_RE.sub("", cell, count=1)
            if (
                not cell
                or is_location(cell)
                or (i in after and _topic_at_unit(cell))
                or NUMBERED_RE.match(cell)
            ):
                continue
            cell_role, org = split_role_org(cell)
            if i == anchor and not cell_role and _capitals_post_under_employer(lines, anchor, cell):
                cell_role, org = cell, None
            if cell_role and not role:
                role = ROLE_LABEL_RE.sub("", cell_role)  # "Role: Researcher" under the employer
            if i in before and org == cell and _group_heading(cell):
                org = None  # "Research" / "Teaching" over the posts: a sub-heading, no employer
            if org and EMPLOYMENT_TYPE_RE.fullmatch(org):
                org = None  # "Data Engineer, Full Time": the post's terms, not its employer
            if org and (not is_location(org) or _code_before_team(cell, org)):
                score = org_score(org)
                if not score:
                    org, score = _before_dashed_note(org)
                if score <= PROPER_NAME:
                    org, score = _bracketed_employer(org, score)
                if not score and not cell_role:
                    unknown.append(org)
                if (
                    not score
                    and i in before
                    and _beside_a_place(lines[i])
                    and (_short_name(org) or _long_proper_name(org))
                ):
                    score = PROPER_NAME  # "ACME CAPITAL <tab> New York, NY": an employer row
                if not score and cell_role and i == anchor and _short_name(org):
                    # "Working Student, SAP SE   2024 – present": role, then employer
                    score = PROPER_NAME
                if not score and cell_role and _title_over_dates(lines, i, anchor):
                    score = PROPER_NAME  # the same over a row of its dates and place alone
                if org == paired or (i not in after and role_at_org(cell)):
                    score = max(score, ORG_UNIT)  # the row pairs a post with its employer
                if title_row_employer and org == title_row_employer and i == anchor - 1:
                    score = NAMED_ORG
                elif title_row_employer and i == anchor:
                    score = min(score, ORG_UNIT)
                if i in after and cell_role:
                    score = min(score, PROPER_NAME)  # "Intern, Some Team" under the employer's row
                if i in after and not cell_role and dated_employer and UNIT_RE.search(org):
                    continue  # "Chief Technology Office" under "Acme<tab>dates": Acme's unit
                if i == anchor and not cell_role and score:
                    dated_employer = True
                    row_orgs.append(org)
                if i in after and score < ORG_UNIT:
                    # "Dates" / "Title" / "Employer": the row under a bare title is as near.
                    # Under a bulleted "2018: Role" anchor, its bullets are its sub-items
                    # (academicpages' nested list, flattened): the first names the employer.
                    first_below = (
                        i == after[0] or after[1:2] == [i] and _bare_title(lines[after[0]])
                    ) and (not is_bullet(lines[i]) or is_bullet(lines[anchor]))
                    named = score or (_short_name(org) and not _lower_content_word(org))
                    product = (
                        PRODUCT_RE.search(org)
                        and not _placed_name(cell, org)
                        and place is None  # "Quillgate Systems | Remote": placed in a cell
                    )
                    if first_below and named and not product:
                        below.append(org)
                    score = NO_ORG
                if score:
                    candidates.append((score, -order, org))
                    if i in before and not cell_role:
                        above.append(org)
            order += 1
    # Named in the dated row itself: better evidence than a row stacked over a title.
    placed = _employer_in_place_cell(lines[anchor])
    if placed and not any(score >= NAMED_ORG for score, _, _ in candidates):
        candidates.append((NAMED_ORG, 1, placed))
    stacked = _employer_over_title(lines, before)
    if stacked and not any(score >= NAMED_ORG for score, _, _ in candidates):
        candidates.append((NAMED_ORG, 1, stacked))
    if not any(score >= ORG_UNIT for score, _, _ in candidates):
        placed = _employer_under_bare_title(lines, before) or _employer_over_placed_dates(
            lines, anchor, before
        )
        if placed:
            candidates.append((PROPER_NAME, 1, placed))
    closing = _employer_closing_row(lines[anchor])
    if closing:
        candidates.append((NAMED_ORG, 1, closing))
    under = _employer_under_title(lines, anchor, after)
    if under and not any(score >= NAMED_ORG for score, _, _ in candidates):
        candidates.append((NAMED_ORG, 1, under))
    if not candidates and role:
        # A dated role whose rows name no employer the rules know ("MORGAN STANLEY", all
        # capitals): take a row the entity recogniser reads as one organisation.
        found = next((org for org in unknown if _is_org_entity(org, nlp)), None)
        if found:
            candidates.append((PROPER_NAME, 0, found))
    # A research project's row under its dates names its supervisor and where they work
    # ("Prof. Ann Roe, Some University"): the host, over a project title's weak evidence.
    host = next((h for i in after if (h := _supervisor_host(lines[i]))), None)
    if host:
        candidates.append((SUPERVISOR_HOST_SCORE, -order, host))
    if not candidates and role and below:
        # "Research Intern   Jun 2024 – Sep 2024" over "Inria   Rennes": the row under a
        # role-only anchor names the employer, even a name with no organisation word.
        candidates.append((PROPER_NAME, 0, below[0]))
    if not candidates:
        return (Experience(role=role, start_year=start, end_year=end) if role else None), NO_ORG
    candidates.sort(reverse=True)
    best = candidates[0]
    parent = _employer_over_unit_bullet(lines, anchor, best[2])
    if parent:
        best = (best[0], best[1], parent)
    # "Brightloop" over "Research Scientist, Vision Team", or "Brightloop<tab>Research
    # Scientist<tab>Vision Group<tab>dates" in one row: the team's company employs.
    lead = above[0] if above else next(iter(row_orgs), None)
    if TEAM_RE.search(best[2]) and lead and lead != best[2]:
        return Experience(organization=lead, role=role, start_year=start, end_year=end), ORG_UNIT
    # "Brightloop Part-time" over the title: the kind of post is no part of the employer.
    employer = EMPLOYMENT_TAIL_RE.sub("", best[2]) or best[2]
    return Experience(organization=employer, role=role, start_year=start, end_year=end), best[0]


# An organisation's short name in capitals ("UPM", "EPFL", "CNRS").
ACRONYM_EMPLOYER_RE = re.compile(r"[A-Z]{2,6}")


def _bare_title(line: str) -> bool:
    """A row that is a post's title alone ("Head of Center"), no employer beside it."""
    text = strip_bullet(line).strip()
    return is_role(text) and split_role_org(text)[1] is None


def _employer_in_place_cell(line: str) -> str | None:
    """ "Jun 2019 – Sep 2019<tab>Acme, Braga, Portugal" (AltaCV's event, the employer written
    into the place's slot): the dated row's last cell, a name before a place."""
    cells = cells_of(line)
    if len(cells) < 2 or not any(_is_date_cell(c) for c in cells[:-1]):
        return None
    name, comma, place = cells[-1].partition(", ")
    words = name.split()
    if not comma or not 0 < len(words) <= MAX_PLACED_NAME_WORDS or years_in(name):
        return None
    if not all(w[:1].isupper() for w in words) or is_location(name) or is_role(name):
        return None
    # "Acme, Braga, Portugal": a town the gazetteer knows after the name, then its country;
    # "Data Scientist, Some Maps, Iran" is a post, and "Tarn, Chile" a town alone. The
    # gazetteer's towns load last, only for a row of that shape (about half a second).
    town, comma, _ = place.partition(", ")
    if not comma and ACRONYM_EMPLOYER_RE.fullmatch(name):
        # "2021 – 2022 | UPM, Spain": an employer's short name before its country alone.
        return name_before_country(cells[-1])
    if not comma or not is_location(place) or is_city_name(name):
        return None
    return name if is_city_name(town) else None


# "(full remote)", "(hybrid)": how the post was worked, noted after its place.
WORK_MODE_NOTE_RE = re.compile(r"\s*\((?:full(?:y)?\s+)?(?:remote|hybrid|on-?site)\)$", re.I)


def _noted_place(cell: str) -> bool:
    """The place cell of a dated row with more than a place: "Munich, GER (fully remote)" (a
    town, a country's code and a note), "Harbour Road 12 - Leiden, NL" (a street's address
    before the town)."""
    bare = WORK_MODE_NOTE_RE.sub("", cell)
    town, comma, code = bare.partition(", ")
    # The gazetteer's towns load only for a noted cell (about half a second).
    if bare != cell and comma and re.fullmatch(r"[A-Z]{2,3}", code) and is_city_name(town):
        return True
    head, dash, tail = cell.rpartition(" - ")
    return bool(dash and re.search(r"\d", head) and is_location(tail))


# Words of an employer's name written before its place in the place's cell.
MAX_PLACED_NAME_WORDS = 5
# Rows searched above a dated row for "EMPLOYER / • UNIT / Role / dates".
MAX_UNIT_STACK_ROWS = 5
MAX_UNIT_WORDS = 14


def _employer_over_unit_bullet(lines: list[str], anchor: int, org: str) -> str | None:
    """ "SOME INSTITUTE OF TECHNOLOGY" over "• SOME RESEARCH GROUP" over "Junior researcher"
    over the dates (deedy's two-column CV): the bullet names a unit of the employer on the
    row above it, and the unit (or its wrapped last line) is no employer of its own."""
    top = max(0, anchor - MAX_UNIT_STACK_ROWS)
    for b in range(anchor - 1, top, -1):
        line = lines[b]
        if not line.strip() or is_anchor(line):
            return None
        if not is_bullet(line):
            continue
        above = lines[b - 1].strip()
        unit = " ".join(strip_bullet(ln).strip() for ln in lines[b : min(b + 2, anchor)])
        if org not in unit or len(unit.split()) > MAX_UNIT_WORDS or unit.endswith("."):
            return None  # a bullet of the work done, no unit
        if not above[:1].isupper() or "\t" in above or years_in(above):
            return None
        if len(above.split()) > MAX_UNIT_WORDS or org_score(above) < ORG_UNIT or is_role(above):
            return None
        return trim_org(above) or above
    return None


def _capitals_post_under_employer(lines: list[str], anchor: int, cell: str) -> bool:
    """Awesome-CV's entry: "Employer<tab>Place" over "POST IN SMALL CAPITALS<tab>dates".
    The capitals cell of the dated row is the post even where its words name no title
    the rules know ("PRIVATE", "CENSUS TAKER"), when the row above, not in capitals and
    no post itself, sits beside a place."""
    if anchor == 0 or not cell.isupper() or not _beside_a_place(lines[anchor - 1]):
        return False
    above = strip_bullet(cells_of(lines[anchor - 1])[0])
    # "PhD Candidate" over "SOME NATIONAL INSTITUTE - LAB: X": a capitals name of an
    # institution is the employer, under a title the rules read as a study.
    return not above.isupper() and not is_role(above) and org_score(cell) < NAMED_ORG


def _group_heading(cell: str) -> bool:
    return " " not in cell and (cell.lower() in FILLER_WORDS or heading_key(cell) is not None)


# An office, department or division, its parent unnamed: a unit of the employer over it.
UNIT_RE = re.compile(
    r"^(?:department|division|office)\s+of\s[^,]*$|^[^,]*\b(?:office|department|division|unit)$",
    re.I,
)


# No "and" inside a name: between names it can only part them (else each "and" could go
# either way, and a long row's failed match would try them all).
SUPERVISOR_NAME = r"(?!and\b)[A-Z][\w.'-]*(?:\s+(?!and\b)[A-Z][\w.'-]*){0,3}"
SUPERVISOR_TITLE = r"(?:prof(?:essor)?\.?|dr\.?)"
SUPERVISOR_ROW_RE = re.compile(
    rf"^(?:(?:under\s+)?{SUPERVISOR_TITLE}|"
    r"(?:advis(?:ors?|ed by)|supervis(?:ors?|ed by)|pi)\s*:?)"
    rf"\s+{SUPERVISOR_NAME}"
    # "Prof. Ann Roe & Prof. Bo Li, Some University": two supervisors before their host.
    rf"(?:\s*(?:&|\band\b)\s*(?:{SUPERVISOR_TITLE}\s+)?{SUPERVISOR_NAME})*"
    r",\s+(?P<host>[^()|;]+?)\s*(?:\(.*)?$",
    re.I,
)


SUPERVISOR_HOST_SCORE = 2


def _supervisor_host(line: str) -> str | None:
    # The first cell only: "Advised by Prof. Ann Roe<tab>Lisbon, Portugal" names no host.
    match = SUPERVISOR_ROW_RE.match(strip_bullet(line).split("\t")[0].strip())
    if not match or is_location(match["host"].strip(" .,")):
        return None
    parts = [p.strip() for p in match["host"].strip(" .,").split(",")]
    while len(parts) > 1 and is_role(parts[0]):
        parts.pop(0)  # "Associate Professor, Some Department, ...": the mentor's title
    host = trim_org(", ".join(parts))
    return host if host and org_score(host) >= 1 else None


# "R&D Project", "Course Project": what kind of project an entry was, never who employed.
PROJECT_KIND_RE = re.compile(
    r"(?i)(?:r\s?&\s?d|course|research|semester|capstone|term|class|thesis|personal|academic|"
    r"independent|group|team|undergraduate|graduate|final[- ]year|b\.?\s?tech|m\.?\s?tech)"
    r"\s+project"
)
# "Tech Stack: Go, Redis, Kafka": a labelled list under a post.
LABELLED_LIST_RE = re.compile(r"^[A-Z][\w /&-]{0,30}:\s*\S[^,]*(?:,[^,]+){2,}$")
# "Tech: Python, C#", "Tools: Unity": a post's tools under a label that says so, however few.
TOOLS_LABEL_RE = re.compile(
    r"^(?:tech(?:nolog(?:y|ies))?(?:\s+stack)?|tools?(?:\s+used)?|stack|environment)\s*:\s*\S",
    re.I,
)
# "Payroll Migration Project" under a title names what was built, not who employed.
PRODUCT_RE = re.compile(
    r"\b(?:project|system|platform|application|app|software|tool|framework|pipeline|engine|"
    r"website|dashboard|prototype|module|format)s?$",
    re.I,
)


def _topic_at_unit(cell: str) -> bool:
    """ "Object Detection at Vision Group" under a post: the work, not the employer."""
    match = re.match(r"^(.{3,60}?)\s+at\s+(?:the\s+)?[A-Z]", cell)
    return bool(match) and not is_role(match.group(1)) and TEAM_RE.search(cell) is not None


MIN_LIST_ITEMS = 4
MAX_LIST_ITEM_WORDS = 4


def _item_list(cell: str) -> bool:
    """ "Embedded C, Rust, CAN bus, Oscilloscope Debugging": short items run on with commas,
    with no place at the end ("Acme, Leeds, West Yorkshire, UK") nor an employer's words."""
    items = [item.strip() for item in re.sub(r"\([^()]*\)", "", cell).split(",")]
    return (
        len(items) >= MIN_LIST_ITEMS
        and all(0 < len(item.split()) <= MAX_LIST_ITEM_WORDS for item in items)
        and not is_location(items[-1])
        and org_score(cell) < ORG_UNIT
    )


# ", Karachi", ", Leeds, UK": the place written after a name.
PLACE_TAIL_RE = re.compile(
    rf"\s*,\s*[{UPPER_LATIN}][\w.'’-]*(?:\s+[{UPPER_LATIN}][\w.'’-]*){{0,2}}"
    rf"(?:\s*,\s*[{UPPER_LATIN}][\w.'’-]*(?:\s+[{UPPER_LATIN}][\w.'’-]*){{0,2}})?"
)


def _placed_name(cell: str, org: str) -> bool:
    """ "Quillgate Systems, Multan" under a title: a name with its place after it is who
    employed, though its last word is one a project's name ends in."""
    return cell.startswith(org) and bool(PLACE_TAIL_RE.fullmatch(cell[len(org) :]))


def _is_list(cell: str) -> bool:
    # "Research Intern: Acme, Austin, TX" is a post at a place, no labelled list.
    if TOOLS_LABEL_RE.match(cell):
        return True
    return bool(LABELLED_LIST_RE.match(cell)) and not is_role(cell.partition(":")[0])


# moderncv's hint column ends up in front of the row: "github Some Lab, Supervisor: ...".
MARGIN_WORDS_RE = re.compile(r"^((?:[a-z][a-z-]*\s+){1,2})(?=[A-Z])")
NOT_MARGIN_RE = re.compile(rf"\b(?:at|in|with|for|of|and|the|an?|{ROLE_HEADS})\b", re.I)


def _without_margin_words(cell: str) -> str:
    margin = MARGIN_WORDS_RE.match(cell)
    if not margin or NOT_MARGIN_RE.search(margin.group(1)):
        return cell
    return cell[margin.end() :]


def _grouped_employer(lines: list[str], before: list[int]) -> str | None:
    """ "Acme / 3 years 2 months / Title / dates": the employer over the total time of the
    several posts listed under it."""
    if len(before) < 3 or not DURATION_RE.fullmatch(lines[before[1]].strip()):
        return None
    return _employer_over_title(lines, before)


def _bare_title_over(lines: list[str], before: list[int]) -> bool:
    """A single bare title over the dates: a further post of the group above."""
    if len(before) != 1 or "\t" in lines[before[0]]:
        return False
    role, org = split_role_org(strip_bullet(lines[before[0]]))
    return bool(role) and not org


def _employer_over_title(lines: list[str], before: list[int]) -> str | None:
    """LinkedIn's "Company / Title / dates" stack: the row over a bare title is the employer,
    whatever its name looks like."""
    if len(before) >= 3 and DURATION_RE.fullmatch(lines[before[1]].strip()):
        before = [before[0], *before[2:]]  # "Acme / 3 years 2 months / Title / dates"
    elif len(before) < 2 or before[1] != before[0] - 1:
        return None
    title, name = strip_bullet(lines[before[0]]), strip_bullet(lines[before[1]])
    # Two capitals alone read as a state's code, but a place is never stacked over a title:
    # "HP" / "Software Intern" / dates names the employer.
    code = re.fullmatch(r"[A-Z]{2}", name.strip()) is not None
    if (is_location(name) and not code) or DURATION_RE.fullmatch(name.strip()):
        return None
    if "\t" in title or "\t" in name or is_bullet(lines[before[1]]):
        return None
    if ":" in name or name.count(",") >= 2 or years_in(name):
        return None  # the last line of the entry above ("Stack: Go, Redis, Kafka")
    role, org = split_role_org(title)
    # A title's weak suffix ("Engineer II - DB/MIG") is its team under the employer above.
    suffix = org is not None and org_score(org) >= ORG_UNIT
    if not role or suffix or is_role(name) or len(name.split()) > MAX_HEADER_WORDS // 2:
        return None
    return trim_org(name)


def _employer_closing_row(line: str) -> str | None:
    """ "Research Assistant | Tide Gauges in Estuaries | NSU   2020 – 2021": a bare title, then
    what the post was about, then who held it: the row's last name is the employer, however
    short, over a topic's words that look like a name ("... of Technology", "... System")."""
    cells = [strip_dates(c) for c in cells_of(strip_bullet(line)) if not _is_date_cell(c)]
    cells = [c for c in cells if c and not is_location(c)]
    if len(cells) < 3 or split_role_org(cells[0]) != (cells[0], None):
        return None
    last = trim_org(cells[-1])
    if not last or is_role(last) or not (_short_name(last) or org_score(last) >= ORG_UNIT):
        return None
    return last


def _employer_under_title(lines: list[str], anchor: int, after: list[int]) -> str | None:
    """Europass's "dates / Title / Employer" stack, LinkedIn's turned upside down: under a row
    of dates alone and a bare title, the next row is the employer, whatever its name."""
    if len(after) < 2 or after[:2] != [anchor + 1, anchor + 2]:
        return None
    if not _is_date_cell(strip_bullet(lines[anchor]).strip()):
        return None
    title, name = strip_bullet(lines[after[0]]), strip_bullet(lines[after[1]]).strip()
    if is_bullet(lines[after[1]]) or "\t" in title + name or ":" in name or years_in(name):
        return None
    if is_location(name) or is_role(name) or not _short_name(name):
        return None
    role, org = split_role_org(title)
    return trim_org(name) if role and not org else None


def _paired_employer(line: str) -> str | None:
    """ "Data Intern | Quillbank   (May'24 - Jul'24)": a row of exactly a bare title and a short
    name beside it names the employer in that name, whatever words it is made of."""
    cells = [
        _without_margin_words(strip_dates(c))
        for c in cells_of(strip_bullet(line))
        if not is_date_only(c)
    ]
    placed = [c for c in cells if c and not is_location(c)]
    if len(placed) == 1 and len(cells) == 2 and "\t" in line:
        # "AI Consultant - Vision<tab>Quelmara, France": beside a title and its field, the
        # employer before its country; so after a bare title and a bar ("Intern | Quelmara,
        # India"), where a gap would set a town apart (the gazetteer's cities load only for
        # such a row).
        role, org = split_role_org(placed[0])
        barred = "|" in strip_bullet(line).partition("\t")[0]
        titled = _field_suffix(placed[0], org) if org else barred
        name = name_before_country(cells[1]) if role and placed[0] == cells[0] and titled else None
        placed = [placed[0], name] if name else placed
    cells = placed
    if len(cells) < 2:
        return None
    splits = [split_role_org(c) for c in cells]
    bare = [i for i, (r, o) in enumerate(splits) if r and (not o or _field_suffix(cells[i], o))]
    # "ACME<tab>Instructor • Curriculum Developer": side by side, two titles of one post.
    if len(cells) - len(bare) != 1 or bare != list(range(bare[0], bare[0] + len(bare))):
        return None
    role, org = next(split for i, split in enumerate(splits) if i not in bare)
    return org if not role and org and _short_name(org) else None


def _title_row_employer(lines: list[str], anchor: int, before: list[int]) -> str | None:
    """moderncv's "Title<tab>Employer" over "Group or topic<tab>dates": the title's row names
    the employer; the dated row under it what or with whom the work was done, even where
    that reads as a name ("Some Lab", "A. Person's group")."""
    if not before or before[0] != anchor - 1 or _role_and_org(lines[anchor]):
        return None
    paired = _paired_employer(lines[anchor - 1])
    if not paired or re.match(PERSON_TITLE, paired):
        return None  # "Research Assistant<tab>Prof. Ann Roe": a supervisor, no employer
    return paired


def _field_suffix(cell: str, org: str) -> bool:
    """ "AI Consultant - Vision": a title's dashed suffix that names its field, no employer."""
    dashed = re.search(rf"\s[{DASHES}]\s+{re.escape(org)}$", cell)
    return bool(dashed) and len(org.split()) <= 3 and org_score(org) < ORG_UNIT


def _employer_under_bare_title(lines: list[str], before: list[int]) -> str | None:
    """ "Research Internship / Quelmara, France / Thermal Control<tab>dates": under a bare
    title, a name before its country is the employer; the dated row names the work."""
    if len(before) < 2 or before[1] != before[0] - 1 or "\t" in lines[before[1]]:
        return None
    role, org = split_role_org(strip_bullet(lines[before[1]]))
    if not role or org or "\t" in lines[before[0]] or is_bullet(lines[before[0]]):
        return None
    return name_before_country(lines[before[0]])


def _employer_over_placed_dates(lines: list[str], anchor: int, before: list[int]) -> str | None:
    """AltaCV's event: "Data Scientist" / "Quelmara" / "May 2023 – 2025<tab>Lyon, FR": under a
    bare title, the row over the dates and their place names the employer, whatever its
    words (one word, small letters)."""
    if len(before) < 2 or before[0] != anchor - 1 or before[1] != before[0] - 1:
        return None
    title, name = strip_bullet(lines[before[1]]).strip(), strip_bullet(lines[before[0]]).strip()
    if "\t" in title + name or is_bullet(lines[before[0]]) or years_in(name):
        return None
    if not is_role(title) or split_role_org(title)[1] or is_role(name) or is_location(name):
        return None
    cells = cells_of(lines[anchor])
    if len(cells) != 2 or not _is_date_cell(cells[0]):
        return None
    placed = is_location(cells[1]) or _noted_place(cells[1])
    return name if placed and 0 < len(name.split()) <= MAX_PLACED_NAME_WORDS else None


def _role_and_org(line: str) -> bool:
    return any(all(split_role_org(strip_dates(cell))) for cell in cells_of(line))


def _lower_content_word(text: str) -> bool:
    """ "Algebra and discrete mathematics": a long word in lower case, which no name leaves
    so, marks a course or a topic under the title, not its employer."""
    words = re.findall(r"[^\W\d_][\w'-]*", text)
    # Short ones are a name's particles in any language ("der", "für", "van", "di").
    return any(w[0].islower() and len(w) >= 5 for w in words[1:] if w not in NAME_JOINING_WORDS)


def _short_name(text: str) -> bool:
    return 0 < len(text.split()) <= 5 and not text.endswith(".") and not is_role(text)


# "Some Summer Engineering Program for Young Pupils<tab>City, ST": a programme's longer name,
# every word capitalised but the small ones, is still an employer's row beside its place.
MAX_PROPER_NAME_WORDS = 8


def _long_proper_name(text: str) -> bool:
    return (
        0 < len(text.split()) <= MAX_PROPER_NAME_WORDS
        and not text.endswith(".")
        and not is_role(text)
        and is_proper_phrase(text)
    )


def _is_org_entity(text: str, nlp) -> bool:
    return 0 < len(text.split()) <= 6 and whole_entity_label(nlp, text) == "ORG"


def _add_body_details(entry: Experience, body: list[str]) -> None:
    for line in body[:8]:
        text = strip_bullet(line)
        role = re.match(r"^(?:role|position|title)\s*:\s*(?:role\s*:\s*)?([^,;]+)", text, re.I)
        if role and not entry.role:
            entry.role = role.group(1).strip()
        mentor = MENTOR_RE.search(text)
        if mentor and not entry.mentors:
            entry.mentors = names_in(mentor.group(1))


def undated_positions(lines: list[str]) -> list[Experience]:
    """A section of posts that dates none: "Lead Developer - Some Company, City" rows, each
    over its own lines of work, name the post and the employer."""
    entries = []
    # A Markdown list whose nesting the page lost: "• Research Intern, Some Lab, Some
    # University" over "• What was done there", no line dated. A bullet that opens with a
    # post's title is a post.
    dated = any(years_in(line) for line in lines)
    for line in lines:
        text = strip_bullet(line).strip()
        bullet = is_bullet(line)
        if (bullet and dated) or years_in(text) or text.endswith((".", ":")):
            continue
        if "\t" in text or not (bullet or is_header_like(line)):
            continue
        role, org = split_role_org(text)
        if bullet and not (role and is_role(role)):
            continue
        if role and org and org_score(org) >= PROPER_NAME and not is_location(org):
            entries.append(Experience(organization=org, role=role))
    return entries


def employer_bullets(lines: list[str]) -> list[Experience]:
    """A hand-written résumé page's undated list of employers, each a bullet over a line on
    the work ("• Some Company" / "Backend Developer (payments)" or "Built the shop's site."):
    the employers, with the post where that line is one; at least MIN_STACKED_POSTS of them."""
    shown = [line for line in lines if line.strip()]
    entries = []
    for line, following in itertools.pairwise([*shown, ""]):
        text = strip_bullet(line).strip()
        if not is_bullet(line) or years_in(text) or is_role(text) or split_role_org(text)[0]:
            continue
        if is_bullet(following) or org_score(text) < PROPER_NAME or is_location(text):
            continue
        post = re.sub(r"\s*\([^()]*\)\s*$", "", following.strip())
        role = post if is_role(post) and org_score(post) < ORG_UNIT else None
        entries.append(Experience(organization=text, role=role))
    return entries if len(entries) >= MIN_STACKED_POSTS else []


# A page that stacks each post over its employer states at least this many posts so.
MIN_STACKED_POSTS = 2
MAX_STACKED_ROLE_WORDS = 5


def stacked_posts(lines: list[str]) -> list[Experience]:
    """An about page's undated posts, each title on a line of its own over its employer's
    ("Research Assistant" / "Some University, Department of X, Y Group" / what was done):
    the pairs, where the page states at least MIN_STACKED_POSTS of them."""
    texts = [strip_bullet(ln).strip() if not is_bullet(ln) else "" for ln in lines]
    shown = [i for i, text in enumerate(texts) if text]
    entries = []
    for here, there in itertools.pairwise(shown):
        role, org = texts[here], trim_org(texts[there])
        if (
            len(role.split()) <= MAX_STACKED_ROLE_WORDS
            and not years_in(role)
            and not role.endswith((".", ":"))
            and is_role(role)
            and org_score(role) < ORG_UNIT
            and org
            and not texts[there].endswith(".")
            and org_score(org) >= ORG_UNIT
            and not is_role(texts[there])
        ):
            entries.append(Experience(organization=org, role=role))
    return entries if len(entries) >= MIN_STACKED_POSTS else []


def role_at_org_lines(lines: list[str]) -> list[Experience]:
    """ "Research Assistant at Some Lab" lines inside project sections."""
    entries = []
    for line in lines:
        for cell in cells_of(line):
            match = ROLE_AT_ORG_RE.match(strip_dates(cell))
            if (
                match
                and match.group(2)[:1].isupper()
                # A sentence ("In 2022 I was a research intern at X, where ...") is prose.
                and len(cell.split()) <= 14
                and not re.search(r"\b(?:I|was|am|my|we|our)\b", match.group(1))
                # "internship at X honed my craft": a wrapped sentence, not a place's name
                and not re.search(r"\b(?:I|my|we|our|me)\b", match.group(2))
                and is_role(match.group(1))
                and not STUDY_ROLE_RE.search(match.group(1))
                and not is_bullet(line)
                # A sentence wrapped over lines: "a research intern at X in Y." is prose.
                and not (cell[:1].islower() and cell.endswith("."))
            ):
                org = trim_org(match.group(2))
                if org:
                    start, end = position_years(line)
                    entries.append(Experience(org, match.group(1).strip(), start, end))
    return entries


# Under "Projects" only a post that is plainly a job counts ("Backend Intern, Some Office"),
# not a project's lead or member.
JOB_TITLE_RE = re.compile(
    r"\b(?:intern|internship|engineer|developer|researcher|research assistant|scientist|"
    r"analyst|consultant|programmer|trainee|apprentice|co-op)s?\b",
    re.I,
)


def positions_in_projects(lines: list[str], *, nlp=None) -> list[Experience]:
    """Dated job entries that a CV files among its projects."""
    return [
        entry
        for entry in extract_experience(lines, nlp=nlp)
        if entry.role
        and (JOB_TITLE_RE.search(entry.role) or _teaching_post_at(entry))
        and org_score(entry.organization) >= PROPER_NAME
    ]


def _teaching_post_at(entry: Experience) -> bool:
    """ "Math Tutor | Some College": a tutor's or a teaching assistant's post is a job there
    too; not "TA" over "Some Course, Some University", a course the teaching rules read."""
    return bool(TEACHING_ROLE_RE.search(entry.role or "")) and "," not in (entry.organization or "")


TEACHING_ROLE_RE = re.compile(
    r"\b((?:(?:head|lead|senior|chief|graduate|undergraduate)\s+)?"
    r"(?:TA|teaching assistant|teaching fellow|instructor|lecturer|tutor|grader))\b",
    re.I,
)


# "Teaching Fellow, Some Course (Some Department, 2023-25)": the host and the years in
# brackets closing the line (the years may wrap onto the next line).
BRACKETED_HOST_RE = re.compile(
    r"\((?P<host>[A-Z][^(),]{1,60}?)(?P<closed>\))?(?(closed)|,\s*(?:[^()]*\d{4}[^()]*\))?)\.?$"
)


def _bracketed_host(line: str) -> str | None:
    match = BRACKETED_HOST_RE.search(line.strip())
    if not match or not TEACHING_ROLE_RE.search(line[: match.start()]):
        return None
    host = match.group("host").strip()
    if years_in(host) or SEASON_RE.match(host):
        return None  # "(Fall 2015, Spring 2016)": the terms it was taught in, no host
    # "TA, ELT 101: Signals (Some University)": a bracket that holds no term or date names
    # the host only in an institution's words ("TA, Algorithms (Python)" names a tool).
    least = NAMED_ORG if match.group("closed") else PROPER_NAME
    return host if org_score(host) >= least and not re.match(PERSON_TITLE, host) else None


# "Teaching Assistant, Probability<tab>SOMEU EE, Spring 2020": the host in capitals (an
# acronym, perhaps with its department's) before the term it was taught in.
TERMED_HOST_RE = re.compile(
    r"(?<![\w&])(?P<host>[A-Z]{2,9}(?:\s+[A-Z][A-Za-z&]*){0,2}),\s*"
    r"(?:Spring|Summer|Fall|Autumn|Winter)\s+(?:(?:[Tt]erm|[Ss]emester|[Qq]uarter)\s+)?\d{4}\b"
)
SEASON_RE = re.compile(r"\b(?:Spring|Summer|Fall|Autumn|Winter)\b")


# "TA - Some Course, Some U (Fall 2015, Spring 2016)": the host after the course, before the
# bracketed terms or years it was taught in, on one line (a row whose dates stand in a cell of
# their own is the dated reader's).
HOST_BEFORE_TERMS_RE = re.compile(r",\s*(?P<host>[A-Z][^,()]{1,50}?)\s*\((?P<when>[^()]+)\)\.?$")
MAX_TERMED_HOST_WORDS = 5


def _host_before_terms(line: str) -> str | None:
    match = HOST_BEFORE_TERMS_RE.search(line.strip()) if "\t" not in line else None
    if (
        not match
        or not years_in(match["when"])
        or not TEACHING_ROLE_RE.search(line[: match.start()])
    ):
        return None
    if SEASON_RE.sub("", strip_dates(match["when"])).strip(" ,&;"):
        return None  # "(Some Department, 2023)" is _bracketed_host's
    host = match["host"].strip()
    if (
        len(host.split()) > MAX_TERMED_HOST_WORDS
        or is_location(host)
        or org_score(host) < PROPER_NAME
    ):
        return None
    return host


def _termed_host(line: str) -> str | None:
    if not SEASON_RE.search(line):
        return None
    match = TERMED_HOST_RE.search(line)
    if not match or not TEACHING_ROLE_RE.search(line[: match.start()]):
        return None
    return match.group("host")


MENTORING_RE = re.compile(r"(?:co-?)?(?:mentoring|supervising|advising)\b", re.I)
TAKING_PART_RE = re.compile(r"\b(?:participant|participated|attendee|attended)\b", re.I)


# "• Organised events in" over "the Spring Fest at Some University": a bullet that stops on a
# word that joins goes on in the next line.
OPEN_END_RE = re.compile(r"(?:,|\b(?:in|of|and|the|for|to|with|at|on|by|from|an?))\s*$", re.I)


def _continues_bullet(lines: list[str], index: int) -> bool:
    above = lines[index - 1] if index > 0 else ""
    return is_bullet(above) and not is_bullet(lines[index]) and bool(OPEN_END_RE.search(above))


def _course_rows_years(lines: list[str], index: int) -> tuple[int | None, int | None]:
    """ "Teaching Assistant, Some University" over "2025<tab>Econ 313 ..." and more dated
    course rows, up to a blank line or the next post: the post spans their years."""
    years: list[int] = []
    for line in lines[index + 1 :]:
        if not line.strip() or TEACHING_ROLE_RE.search(line) or institution_in(line):
            break
        years += years_in(line)
    return (min(years), max(years)) if years else (None, None)


def teaching_entries(lines: list[str]) -> list[Experience]:
    """Teaching posts, each at the institution a line names; the role and the term may stand
    on the line above it ("TA in Some Course   Fall 2017" over "Some University")."""
    entries: list[Experience] = []
    lines = _wrapped_brackets_rejoined(normalise_dates(lines))
    previous = ""
    in_post = False  # the rows under a post's dated title, up to a blank line: its courses
    in_club = False  # the rows under a club's heading: what its members did
    for index, line in enumerate(lines):
        if not line.strip():
            in_post = False
            continue
        if in_post is None and not TEACHING_ROLE_RE.search(line):
            continue  # "• Calculus (L2, Some University): 32 hours": a course of the post above
        if MENTORING_RE.match(strip_bullet(line)) and not TEACHING_ROLE_RE.search(line):
            continue  # "Mentoring two students at Some University": no post
        institution = (
            None
            if in_post
            else _bracketed_host(line)
            or institution_in(line)
            or _termed_host(line)
            or _host_before_terms(line)
        )
        above, previous = previous, line
        if is_club(line):
            in_club = True  # "Coding Club, Some University": its coordinators teach no course
        elif not is_bullet(line) and not _continues_bullet(lines, index):
            in_club = False
        if not institution or in_club:
            continue
        if _continues_bullet(lines, index) and not TEACHING_ROLE_RE.search(above):
            continue  # a wrapped bullet's place, unless the bullet names the post
        role = TEACHING_ROLE_RE.search(line)
        dated = line
        below = lines[index + 1] if index + 1 < len(lines) else ""
        titled_below = not institution_in(below) or (
            _beside_a_place(line) and not _beside_a_place(below)
        )
        if role is None and not institution_in(above) and TEACHING_ROLE_RE.search(above):
            role, dated = TEACHING_ROLE_RE.search(above), f"{above} {line}"
        elif role is None and not years_in(line) and years_in(below) and titled_below:
            # "Some University<tab>City" over "Title<tab>Aug 2022 – Present": the post's
            # title and dates on the row under the institution.
            role, dated, in_post = TEACHING_ROLE_RE.search(below), below, True
        if role is None and TAKING_PART_RE.search(line):
            continue  # "Reading Program (Participant), Some University": taking part, no post
        start, end = position_years(dated)
        if role and start is None and end is None:
            start, end = _course_rows_years(lines, index)
        entry = Experience(institution, role.group(1) if role else None, start, end)
        if not any(
            (e.organization, e.role, e.start_year) == (entry.organization, entry.role, start)
            for e in entries
        ):
            entries.append(entry)
        if role and start and dated is line and not in_post:
            in_post = None  # a post dated on its own row: the rows under it up to a blank line
    return entries
