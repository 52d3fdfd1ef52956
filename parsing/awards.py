"""Honours and awards: award sections, plus Dean's lists and Latin honours stated elsewhere."""

import re

from parsing.dates import (
    DATE,
    MONTH_AFTER_YEAR,
    MONTHS,
    OPEN_END_WORDS,
    YEAR,
    YEAR_RE,
    expand_short_years,
    is_date_only,
)
from parsing.document import is_bullet, strip_bullet
from parsing.education import GPA_RE, UNIT_HEAD_RE, institution_in
from parsing.patterns import (
    BRACKETED_PAIR_RE,
    DASHES,
    FIRST_PERSON_RE,
    SEPARATORS,
    looks_ahead,
    split_sentences,
)
from parsing.sections import HEADING_RULES, OTHER_LANGUAGE_CUES, heading_extras

AWARD_WORDS_RE = re.compile(
    r"\b(award|awards|prize|scholarship|fellowship|dean['’]s list|honou?rs?|medal|grant|"
    r"cum laude|summa|magna|winner|finalist|distinction|first[- ]class|scholar)\b",
    re.I,
)
ELSEWHERE_RE = re.compile(
    r"\b(dean['’]s list|cum laude|summa cum laude|magna cum laude|first[- ]class honou?rs|"
    r"scholarship|fellowship|(?<=\w\s)award|(?:highest|high|great)\s+(?:distinction|honou?rs))\b",
    re.I,
)
# A degree's class, often in lower case ("first-class honours").
DEGREE_CLASS_RE = re.compile(r"first[- ]class honou?rs\b", re.I)
# "• Awards: X Fellowship" inside an education entry.
AWARD_LABEL_RE = re.compile(
    r"^(?:awards?|honou?rs?|scholarships?|fellowships?|distinctions?|prizes?)\s*(?:&\s*\w+\s*)?:\s*(.+)$",
    re.I,
)
# "2023.11. X Award", "2022.01-2025.06. Y Scholarship", "2018 Spring. Z Prize": the month
# or term may follow the year, as Chinese, Japanese and Korean CVs write it.
YEAR_PREFIX_RE = re.compile(
    rf"^{DATE}{MONTH_AFTER_YEAR}(?:\s+(?:{MONTHS})(?=\s*[:.|,]))?"
    rf"(?:\s*[{DASHES},]\s*(?:(?:19|20)?\d{{2,4}}{MONTH_AFTER_YEAR}|{OPEN_END_WORDS}))*"
    rf"\s*[:.{DASHES}|]?\s+",
    re.I,
)


# "Recipient of the X Fellowship", "Received an X Scholarship": the award is what follows.
RECEIVED_LEAD_RE = re.compile(
    r"^(?i:recipient\s+of|recipient\s*[,:]|received|awarded|was\s+awarded|earned|won)\s+(?:(?:the|an?)\s+)?"
    r"(?=[A-Z0-9])"
)
# "X Scholarship covering fees and books": what the award covered, no part of its name.
COVERAGE_TAIL_RE = re.compile(
    r"^(?P<name>.*?\b(?:scholarship|fellowship|award|prize|grant|medal|stipend)s?)\s+"
    r"(?:including|covering|which|that|worth|valued)\b.*$",
    re.I,
)


# A school's name before its place is a full name: "Some Institute of Technology Town".
MAX_PLACED_GIVER_WORDS = 7
# A place after a school's name: "Some Town", "Some Town, ST".
GIVER_PLACE_RE = re.compile(r"[A-Z][\w.'-]*(?:[ ,]+[A-Z][\w.'-]*){0,3}")
# "1. Some Prize": the list's number, never part of the award.
NUMBERED_RE = re.compile(r"^\d{1,2}[.)]\s+(?=\S)")


# "(2019, 2021)", "(Spring 2023)": when, not which award.
# "(2019-20)": an academic year, its end year shortened.
YEARS_BRACKET_RE = re.compile(
    rf"\s*\(\s*(?:(?i:{MONTHS})\s*)?{YEAR}(\s*[,{DASHES}]\s*(?:{YEAR}|\d{{2}}))*\s*\)"
)
# A comma outside brackets: "X Award(2018), Y Honor(2015,2016)" parts at the first only.
OUTER_COMMA_RE = re.compile(r",(?![^()]*\))")


def _award_text(line: str) -> str:
    text = NUMBERED_RE.sub("", strip_bullet(line).strip())
    text = YEAR_PREFIX_RE.sub("", text)
    text = RECEIVED_LEAD_RE.sub("", text, count=1)
    text = COVERAGE_TAIL_RE.sub(r"\g<name>", text)
    # A cell without letters is what is left of a date ("2015 & 16"), never the award.
    cells = [c for c in re.split(r"\t", text) if re.search(r"[^\W\d_]", c) and not is_date_only(c)]
    text = cells[0] if cells else ""
    # "Merit Award. (One of twelve recipients.)": the remark is not the award.
    # "Holt B. Marner Prize" and "Regional Geo. Olympiad" stay whole: an initial or a
    # short abbreviation ends before the period.
    text = re.split(
        r"(?<!\b[A-Z])(?<!\b[A-Z][a-z])(?<!\b[A-Z][a-z]{2})(?<!\b[A-Z][a-z]{3})\.\s+(?=[(A-Z])",
        text,
    )[0]
    text = _without_described_tail(text)
    # "Tide Award, for having topped the class": why it was given.
    text = REASON_TAIL_RE.sub("", text)
    # "Some Star ( Passed eight exams in four terms, ...": a remark whose bracket the line
    # wrap left open.
    text = re.sub(r"\s*\((?![^()]*\)).*$", "", text)
    text = YEARS_BRACKET_RE.sub("", text)
    text = WHEN_TAIL_RE.sub("", text)
    text = re.sub(rf"[,\s]+(?:(?i:{MONTHS})\s+)?(?:{YEAR}[,\s]*)+\.?$", "", text)
    return text.strip(" .;,-–")


# ", 2020-2021", ", 10/24", ", Spring 2019 and Fall 2020", " in Jan 2021 and Oct 2023": when
# the award was given, after its name.
_WHEN = rf"(?:(?i:{MONTHS})\s+)?(?:{YEAR}|\d{{1,2}}/(?:\d{{2}}|{YEAR}))"
WHEN_TAIL_RE = re.compile(
    rf"(?:,|\s+(?:in|on|during))\s*{_WHEN}(?:\s*(?:[{DASHES},&]|\band\b)\s*(?:{_WHEN})?)*\s*\.?$"
)


REASON_TAIL_RE = re.compile(
    r",\s+(?:in\s+recognition\s+of|for\s+(?:being|having|my|his|her|their|outstanding|"
    r"excellence|achiev\w+|academic)|awarded\s+(?:for|to)|given\s+(?:for|to)|granted\s+(?:for|to))\b.*$"
)
# "Some Field Grant: funded two months of ...": the award's name, a colon, then a sentence
# about it in lower case.
DESCRIBED_TAIL_RE = re.compile(r"^(?P<name>[^:]{4,}?)\s*:\s+(?=[a-z$])")


def _without_described_tail(text: str) -> str:
    match = DESCRIBED_TAIL_RE.match(text)
    if not match:
        return text
    words = re.findall(r"[^\W\d_][\w’'-]*", match["name"])
    capitalised = [w for w in words if w[0].isupper()]
    named = len(words) >= 2 and len(capitalised) * 2 > len(words)  # not "Finalist: ..."
    return match["name"] if named else text


# "City, ST", "City, Country": the place cell of an issuer's row.
PLACE_CELL_RE = re.compile(
    r"^[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2},\s*[A-Z][\w.]*(?:\s+[A-Z]\w*)?$"
)
# A line this long against the longest of its list fills the column: it may wrap.
WRAPPED_LINE_SHARE = 0.8
MIN_WRAPPED_LINE_CHARS = 60
# Dated entries among their undated detail lines: one in four lines at least.
MIN_DATED_SHARE = 0.25


# "Participated in the X Challenge": taking part is no honour, unless a result is stated.
# "Awarded for academic excellence" under the award: why it was given, no second award.
AWARDED_FOR_RE = re.compile(
    r"^(?:awarded|given|granted|conferred)\s+(?:for|to|by|in\s+recognition)\b", re.I
)
PARTICIPATION_RE = re.compile(
    r"^(?:participated|participating|participant|attended|took part)\b", re.I
)
RESULT_RE = re.compile(
    r"\b(?:place|prize|finalist|winner|won|rank\w*|medal|award\w*|top\s+\d|\d+(?:st|nd|rd|th))\b",
    re.I,
)


# What makes an entry an honour where a section holds more than honours ("Competitions",
# "Honours, Awards, and Programmes"): an award's word, a win, a place or a merit list.
HONOUR_RE = re.compile(
    rf"{AWARD_WORDS_RE.pattern}|\b(?:medal\w*|champion\w*|won|wins?|winning|runner[- ]up|"
    r"(?:\d+(?:st|nd|rd|th)|first|second|third)\s+(?:place|prize|position)|placed|merit|honou?r\s+roll|"
    r"laureate|recipient)\b",
    re.I,
)
# Headings that name contests only: taking part, even with a rank ("17/1057"), is no honour;
# a place is.
CONTEST_CUES = {"competitions", "competition", "contests", "hackathons"}
AWARD_CUES = set(dict(HEADING_RULES)["awards"]) | set(OTHER_LANGUAGE_CUES["awards"])


def needs_honour_evidence(heading: str) -> bool:
    """An awards section whose heading names contests only, or other things beside honours
    ("Programmes", "Activities"): its entries are honours only with an honour's evidence."""
    words = set(re.findall(r"[a-z]+", heading.lower()))
    others = [w for w in heading_extras(heading) if w not in CONTEST_CUES]
    return bool(others) or not words & (AWARD_CUES - CONTEST_CUES)


# "• 750$", "$12,000", "(€2,000)": what an award was worth, under its name.
AMOUNT_ONLY_RE = re.compile(
    r"^\(?(?:[$€£¥₹]\s*)?\d[\d,.]*\s*(?:[kKmM]\b)?\s*(?:[$€£¥₹]|USD|EUR|GBP|CNY|RMB|INR)?\)?$"
)


# "Languages: Python, Go": a line that is a label and what it lists.
LABELLED_LINE_RE = re.compile(r"^[A-Z][\w &/+-]{0,30}:\s*\S")


def extract_awards(lines: list[str], *, evidence_required: bool = False) -> list[str]:
    texts = [ln for ln in lines if ln.strip() and not _amount_only(ln)]
    bare = [strip_bullet(ln).strip() for ln in texts]
    if all(LABELLED_LINE_RE.match(t) for t in bare) and any(AWARD_LABEL_RE.match(t) for t in bare):
        # "Awards & Skills" as labelled lines ("Awards: X, Y", "Languages: Python"): the
        # awards are the items of the awards' label, the other labels list skills.
        return awards_elsewhere([t for t in bare if AWARD_LABEL_RE.match(t)])
    texts = _join_continuations(texts)
    bullets = [ln for ln in texts if is_bullet(ln) and not is_date_only(strip_bullet(ln))]
    year_led = [ln for ln in texts if YEAR_PREFIX_RE.match(strip_bullet(ln))]
    dated = [ln for ln in texts if _has_date_cell(ln)]
    if _dated_entries(texts, dated, bullets):
        # A list whose entries carry their dates in a cell of their own ("Jun 2018<tab>X
        # Contest", "X Award<tab>2021"): the undated lines below an entry are its details,
        # unless one names an award itself.
        chosen = [ln for ln in texts if ln in dated or _names_award_apart(ln)]
        chosen = _with_wrapped_ends(texts, chosen)
        named_below = _names_below_givers(texts, dated)
        chosen = named_below or chosen
    elif len(bullets) >= 2 and len(bullets) >= len(_without_date_lines(texts)) / 3:
        # Unbulleted lines between bulleted awards describe them, unless they name an award
        # or end a bullet that filled the column mid-sentence.
        chosen = _with_wrapped_ends(texts, bullets, bulleted=True)
    elif len(year_led) >= 2 and len(year_led) >= len(texts) / 3:
        chosen = _with_wrapped_ends(texts, year_led)
    else:
        chosen = _names_above_givers(texts, dated) or texts
    awards: list[str] = []
    for line in [part for ln in chosen for part in _split_listed(ln)]:
        text = _award_text(line)
        if not text or is_date_only(expand_short_years(text)) or _is_category(text):
            continue
        if _only_a_giver(text):
            continue  # "Some University" under "Best Project Award": who gave it
        if _sentence_end(line):
            continue
        if PARTICIPATION_RE.match(text) and not RESULT_RE.search(text):
            continue
        if GPA_RE.match(text) or AWARDED_FOR_RE.match(text):
            continue  # "GPA: 3.9 (1st year)", "Awarded for ...": what earned the award above
        if (
            not YEAR_RE.search(line)
            and not RESULT_RE.match(text)  # "Ranked 40th of 9,000 students in ...": a result
            and (_describes_an_award(text) or _issuer_row(line))
        ):
            continue  # an undated detail row of the dated entry above
        if evidence_required and not HONOUR_RE.search(line):
            continue
        if awards and LOWERCASE_LEAD_RE.match(text):
            continue  # "a scholarship for ..." under "Presidential Award": a remark on it
        if _award_key(text) not in {_award_key(a) for a in awards}:
            awards.append(text)
    return awards


# "Dean's List, Faculty of X" and "Dean's List, Faculty of Y": one merit list, earned
# again under another school of the same university.
MERIT_LIST_RE = re.compile(
    r"^(?:dean|president|chancellor|provost)['’]s\s+(?:honou?rs?\s+)?list\b|^honou?r\s+roll\b",
    re.I,
)


def _award_key(text: str) -> str:
    merit = MERIT_LIST_RE.match(text)
    return merit.group(0).lower().replace("’", "'") if merit else text.lower()


# A line this long, mostly in lower case, tells about an award; an award's name is capitalised.
MIN_DESCRIPTION_WORDS = 8
# An item that opens with an article in small letters ("a hackathon on ...", "an award for
# ..."): a remark on the award above, as a sub-bullet's text reads once its indent is gone
# ("second place in ..." names a result of its own).
LOWERCASE_LEAD_RE = re.compile(r"^(?:a|an|the)\s")


def _describes_an_award(text: str) -> bool:
    """ "Gold medal, ranked first in the world", "Undergraduate fellowship recognizing ...":
    a sentence about the award above it."""
    words = text.split()
    if len(words) < MIN_DESCRIPTION_WORDS:
        return False
    named = [w for w in words if w.strip('("“')[:1].isupper() or w[:1].isdigit()]
    return 2 * len(named) < len(words)


def _issuer_row(line: str) -> bool:
    """ "Some University<tab>City, ST" over a dated fellowship: who gave it, and where."""
    cells = [c.strip() for c in strip_bullet(line).split("\t") if c.strip()]
    return len(cells) == 2 and bool(PLACE_CELL_RE.match(cells[1])) and not HONOUR_RE.search(line)


MAX_GIVER_WORDS = 4


def _only_a_giver(text: str) -> bool:
    """A school's name alone, no honour named ("Outstanding Graduate of X" is one)."""
    if UNIT_HEAD_RE.match(text) and not (AWARD_WORDS_RE.search(text) or HONOUR_RE.search(text)):
        return True  # "Faculty of Marine Engineering" under the award: the unit that gave it
    words = len(text.split())
    if words > MAX_GIVER_WORDS and ("," not in text or words > MAX_PLACED_GIVER_WORDS + 4):
        return False  # too long for a school's name, or for one with its town after a comma
    if AWARD_WORDS_RE.search(text) or HONOUR_RE.search(text):
        return False
    name = institution_in(text)
    if name == text:
        return len(text.split()) <= MAX_GIVER_WORDS
    # "Some Institute of Technology, Some Town": the school and its place
    placed = name is not None and text.startswith(name + ",")
    return (
        placed
        and len(name.split()) <= MAX_PLACED_GIVER_WORDS
        and bool(GIVER_PLACE_RE.fullmatch(text[len(name) + 1 :].strip()))
    )


def _without_date_lines(texts: list[str]) -> list[str]:
    """The lines that state something: a date on a line of its own ("March 2014" under each
    bullet of a narrow column) says when, and no award."""
    return [ln for ln in texts if not is_date_only(strip_bullet(ln).strip())]


def _goes_on_below(bullet: str, line: str) -> bool:
    text = line.strip()
    return text[:1].islower() or (text.isupper() and strip_bullet(bullet).strip().isupper())


def _with_wrapped_ends(
    texts: list[str], entries: list[str], *, bulleted: bool = False
) -> list[str]:
    """The entries, each with the line it wraps onto: one as long as the longest lines that
    has not ended its sentence ("... for a visit at" + "Some Institute, Lyon.") goes on
    below; a short one ("Jun 2018<tab>X Contest") has its details below it instead.
    Bulleted awards may wrap over several lines ("• X Grant from Y to pay for a two-month"
    / "visit to Z, 2024."); their other unbulleted lines describe the award above,
    unless they name one."""
    longest = max(len(ln.strip()) for ln in texts)
    out: list[str] = []
    wraps = False
    unended = False  # the entry above has not ended its sentence
    for line in texts:
        taken = line in entries
        if taken:
            out.append(line)
        elif _is_category(line.strip()):
            pass  # "Others" between two groups of awards: a sub-heading, no wrapped end
        elif out and line.strip()[:1].islower() and BROKEN_CELL_RE.search(out[-1]):
            # "X Award, Department of Com-<tab>2023" over "puter Science": the word goes on.
            cell, tab, dates = out[-1].partition("\t")
            out[-1] = cell.rstrip()[:-1] + line.strip() + tab + dates
        elif wraps or (bulleted and unended and _goes_on_below(out[-1], line)):
            # A narrow column's bullet goes on below in lower case ("• Ranked 3rd among 90"
            # / "students in the national exam"), or in the capitals it is set in ("• FIRST
            # PLACE AT THE CITY ROUND" / "OF THE CHESS CUP"), however short its lines are.
            out[-1] = out[-1].rstrip() + " " + line.strip()
            taken = bulleted
        elif bulleted and AWARD_WORDS_RE.search(line):
            out.append(line)
            taken = True
        wraps = (
            taken
            and ("\t" not in line or bulleted)  # a row of cells: its details below
            and len(line.strip()) >= max(WRAPPED_LINE_SHARE * longest, MIN_WRAPPED_LINE_CHARS)
            and not _ends_sentence(line)
            and line.count("(") <= line.count(")")  # a wrap inside a remark goes on with it
        )
        unended = (
            taken
            and not _ends_sentence(line)
            and line.count("(") <= line.count(")")  # an open remark is dropped, not joined
        )
    return out


# A row whose text cell breaks a word at a hyphen before its date cell.
BROKEN_CELL_RE = re.compile(r"[^\W\d_]-(?:\t[^\t]*)?$")


def _names_below_givers(texts: list[str], dated: list[str]) -> list[str]:
    """ "2016<tab>Some Media Forum" / "Best Paper Award" / "for X et al., ...": each dated
    line names who gave the award and the line below it the award, where more of the lines
    below than of the dated lines name an honour."""
    below = [texts[i + 1] for i, ln in enumerate(texts[:-1]) if ln in dated]
    below = [ln for ln in below if ln not in dated]
    # An award's name is a capitalised phrase; "2nd place", "winner" are a contest's results.
    named_below = sum(bool(HONOUR_RE.search(ln)) and _capitalised(ln) for ln in below)
    named_dated = sum(bool(HONOUR_RE.search(ln)) for ln in dated)
    return below if named_below >= 2 and named_below > named_dated else []


# "... top of the B.Sc." / "cohort in ...": a degree's or a country's dotted
# short form ends a line, not the sentence.
DOTTED_SHORT_FORM_END_RE = re.compile(r"\b(?:[A-Z][a-z]{0,2}\.){2,}\s*$")


def _ends_sentence(line: str) -> bool:
    return bool(re.search(r"[.!?)]\s*$", line)) and not DOTTED_SHORT_FORM_END_RE.search(line)


def _names_above_givers(texts: list[str], dated: list[str]) -> list[str]:
    """ "Some Travel Award" / "Some University<tab>2021": each award's name on a line of its
    own, with who gave it and when on the line below. The list opens with a name, and more
    of the lines above the dated ones than of the dated lines name an honour."""
    if len(dated) < 2 or texts[0] in dated:
        return []
    above = [texts[i - 1] for i, ln in enumerate(texts) if i and ln in dated]
    above = [ln for ln in above if ln not in dated]
    named_above = sum(bool(HONOUR_RE.search(ln)) and _capitalised(ln) for ln in above)
    named_dated = sum(bool(HONOUR_RE.search(ln)) for ln in dated)
    return above if named_above >= 2 and named_above > named_dated else []


def _capitalised(line: str) -> bool:
    """Written as a name: capitalised, short, no sentence ("Got the best poster award ...")."""
    text = strip_bullet(line).strip()
    short = len(text.split()) < MIN_DESCRIPTION_WORDS and not text.endswith(".")
    return short and text.lstrip("\"“‘'(")[:1].isupper()


def _dated_entries(texts: list[str], dated: list[str], bullets: list[str]) -> bool:
    """The list opens with a dated entry and its dates sit in cells, not on its bullets
    (bulleted awards with dates are read by their bullets)."""
    return (
        len(dated) >= 2
        and texts[0] in dated
        and len(dated) >= len(texts) * MIN_DATED_SHARE
        and not any(ln in dated for ln in bullets)
    )


def _names_award_apart(line: str) -> bool:
    """An undated line that is an award of its own, not a detail ("winner", "I won ...")."""
    return (
        not is_bullet(line)
        and bool(AWARD_WORDS_RE.search(line))
        and not FIRST_PERSON_RE.search(line)
        and len(line.split()) >= 2
    )


def _has_date_cell(line: str) -> bool:
    text = strip_bullet(line).strip()
    if YEAR_PREFIX_RE.match(text):
        return True
    cells = text.split("\t")
    return len(cells) > 1 and (_dates_only(cells[0]) or _dates_only(cells[-1]))


def _dates_only(cell: str) -> bool:
    """ "2021", "Spring 2020, Fall 2021": one date, or the terms an award was given in;
    "Winter/Spring 2022": two terms of one year."""
    cell = TERM_PAIR_RE.sub("-", cell)
    return all(is_date_only(part) for part in cell.split(",")) if cell.strip() else False


TERM_PAIR_RE = re.compile(rf"(?<=[a-z])\s*/\s*(?=(?:{MONTHS})\s*{YEAR})", re.I)


# A placing with no award's name of its own: "First Place Winner", "Runner-up", "Finalist".
PLACING_ONLY_RE = re.compile(
    r"(?:(?:first|second|third|1st|2nd|3rd)\s+(?:place\s+)?)?"
    r"(?:winner|finalist|runner[- ]up|place|prize|honou?rable\s+mention)",
    re.I,
)


def _split_listed(line: str) -> list[str]:
    """ "X Scholarship (2024); Y Award (2025)": several awards listed on one line."""
    parts = [p for p in re.split(rf"\s*;\s*|\s+[{SEPARATORS}]\s+", strip_bullet(line)) if p.strip()]
    # "X Grant | (Graduate Study Support Grant)": a part all in brackets spells
    # out the one before it.
    cells = [p.split("\t")[0].strip() for p in parts]
    remark = any(c.startswith("(") and c.endswith(")") for c in cells)
    # "Tide Design Prize | Second Place Winner": how the applicant placed in the award before.
    remark = remark or any(PLACING_ONLY_RE.fullmatch(c) for c in cells[1:])
    if len(parts) > 1 and not remark and all(AWARD_WORDS_RE.search(p) for p in parts):
        return parts
    # "X Bursary (County Honour)   Y Prize (Faculty Honour)": two awards, each with its
    # remark in brackets, set side by side on one line (the gap collapsed to a space).
    paired = BRACKETED_PAIR_RE.match(strip_bullet(line).strip()) if line.count(")") == 2 else None
    if paired and all(AWARD_WORDS_RE.search(p) for p in paired.groups()):
        return list(paired.groups())
    return [line]


# No award's name opens with "&" or "and": such a line is the wrapped end of the one above.
CONJUNCTION_LEAD_RE = re.compile(r"^(?:&|and\s)")


def _join_continuations(texts: list[str]) -> list[str]:
    out: list[str] = []
    for line in texts:
        # A line in the writer's voice after a comma is a remark on the award, not its name.
        # A row with a date cell of its own after a dated row opens the next award.
        new_row = _has_date_cell(line) and _has_date_cell(out[-1]) if out else False
        if (
            out
            and out[-1].rstrip().endswith(",")
            and not FIRST_PERSON_RE.search(line)
            and not new_row
        ):
            out[-1] = out[-1].rstrip() + " " + re.sub(r"^[•\-–]\s*", "", line.strip())
        elif out and CONJUNCTION_LEAD_RE.match(line.strip()):
            out[-1] = out[-1].rstrip() + " " + line.strip()  # "... Nominees" / "& Winner in X"
        elif out and _dated_wrap(out[-1], line):
            # "X scholar - Awarded $500 to join a research" over "program at Y<tab>March
            # 2022": the date cell stands beside the entry's last row, its name above.
            out[-1] = out[-1].rstrip() + " " + line.strip()
        elif out and _wrapped_end(out[-1], line):
            out[-1] = out[-1].rstrip() + " " + strip_bullet(line).strip()
        elif out and _kind_word_only(line) and not AWARD_WORDS_RE.search(out[-1]):
            # A narrow column's "Commonwealth Shared" / "Scholarship (2024)": the award's
            # kind alone, under a name that has none, ends that name.
            out[-1] = out[-1].rstrip() + " " + line.strip()
        else:
            out.append(line)
    return out


# "(ATTA)" under "... Arena": the short name of the award above, wrapped to a line of its own.
SHORT_NAME_LINE_RE = re.compile(r"^\([A-Z][\w&.-]{0,15}\)$")


def _dated_wrap(above: str, line: str) -> bool:
    return (
        line.strip()[:1].islower()
        and _has_date_cell(line)
        and not _has_date_cell(above)
        and not is_bullet(line)
        and not re.search(r"[.;:!?]$", above.rstrip())
    )


def _wrapped_end(above: str, line: str) -> bool:
    """The award's short name in brackets, wrapped under a name that has not ended; or the
    rest of a name in a dated row cut after a word no name ends with ("2015<tab>X Medal,
    Office of the" / "Governor of Some Province.")."""
    if is_bullet(line) or re.search(r"[.;:!?]$", above.rstrip()):
        return False
    if "\t" in above and CUT_AFTER_RE.search(above.split("\t")[-1]) and not _has_date_cell(line):
        return line.strip()[:1].isupper()
    return bool(SHORT_NAME_LINE_RE.match(line.strip()))


# A name cut short: its line ends with a word that joins it to what follows.
CUT_AFTER_RE = re.compile(r"\s(?:of|the|for|and|in|to|on|at|&)$", re.I)


def _amount_only(line: str) -> bool:
    text = strip_bullet(line).strip()
    # "2019." alone: the wrapped end of the dates above, no amount.
    return bool(AMOUNT_ONLY_RE.match(text)) and not is_date_only(text)


def _sentence_end(line: str) -> bool:
    """ "of the harbour." under a line about the award: a sentence's wrapped end."""
    text = strip_bullet(line).strip()
    return text[:1].islower() and text.endswith(".")


# The nouns an award's name ends with, written as part of the name.
AWARD_KINDS = {"award", "prize", "scholarship", "fellowship", "grant", "medal"}


def _kind_word_only(line: str) -> bool:
    text = _award_text(line)
    return text[:1].isupper() and text.lower() in AWARD_KINDS


def _is_category(text: str) -> bool:
    words = text.split()
    if len(words) == 1 and text.endswith(":"):
        return True  # "Scholarship:" over its group of awards: a label, whatever its word
    if 1 <= len(words) <= 2 and words[-1].lower().rstrip(":") == "funding":
        return True  # "Individual Funding" over its grants: funding is no award's name
    return len(words) == 1 and text.lower().rstrip(":") in {
        "scholarships", "competitions", "awards", "honors", "honours", "fellowships", "prizes",
        "grants", "academic", "other", "others",
    }  # fmt: skip


# "The Fellowship Selection Board", "Scholarship Office": the body that gives an award
# (a letter's addressee), not one received.
AWARDING_BODY_RE = re.compile(
    r"\b(?:committee|board|office|council|panel|commission|secretariat|department)$", re.I
)


def awards_elsewhere(lines: list[str]) -> list[str]:
    """Dean's lists, Latin honours and scholarships named as parts of education lines."""
    found = []
    for line in lines:
        labelled = AWARD_LABEL_RE.match(strip_bullet(line).strip())
        if labelled:
            parts = _split_listed(labelled.group(1))
            parts = _comma_listed(parts[0]) if len(parts) == 1 else parts
            found += [_award_text(part) for part in parts]
            continue
        latin = re.search(r"\b(?:summa|magna)?\s*cum laude\b", line, re.I)
        if latin:
            found.append(latin.group(0).strip())
        bare = re.sub(r"\s*\([^)]*\)", "", strip_bullet(line))  # "Dean's List (2023, 2024)"
        # "Dean's List — GPA 3.7 — Rank 4": a spaced dash parts the line's facts as a bar does.
        for part in re.split(rf"\t|\s[{SEPARATORS}{DASHES}]\s|,\s*|;\s*", bare):
            part = part.strip(" .")
            if "laude" in part.lower():
                continue
            proper = _proper(part) or DEGREE_CLASS_RE.match(part)
            if (
                ELSEWHERE_RE.search(part)
                and len(part.split()) <= 6
                and proper
                and not AWARDING_BODY_RE.search(part)
            ):
                found.append(RECEIVED_LEAD_RE.sub("", part, count=1))  # "Awarded the X Fellowship"
    return found


def _comma_listed(text: str) -> list[str]:
    """ "Honors: X Scholarship, Y Outstanding Student": a labelled field lists its awards
    between commas when every part is a capitalised name of its own; a part that is a
    year, a place or only who gave it ("Best Talk Award, Some University") says more
    about one award. A remark in brackets ("Dean's List (6 terms), X Society") is read past:
    its commas and figures are the remark's."""
    parts = [YEARS_BRACKET_RE.sub("", p).strip() for p in OUTER_COMMA_RE.split(text)]
    names = [
        p
        for p in parts
        if len(p.split()) >= 2
        and not re.search(r"\d", re.sub(r"\([^()]*\)", "", p))
        and p[:1].isupper()
        and not _only_a_giver(p)
    ]
    return parts if len(parts) > 1 and len(names) == len(parts) else [text]


def _proper(text: str) -> bool:
    words = [
        w
        for w in text.split()
        if w.lower() not in ("of", "and", "the", "for", "in", "cum", "laude")
    ]
    return all(w[0].isupper() or w[0].isdigit() for w in words)


# Outside award sections only Dean's lists and Latin honours count as awards: a letter's
# "I received the X Scholarship" is prose, not a listed honour.
# "Highest distinction" and "highest honors" are the Latin honours in English.
PROSE_AWARD_RE = re.compile(
    r"\b((?:summa\s+|magna\s+)?cum\s+laude|Dean['’]s\s+List|"
    r"highest\s+(?:distinction|honou?rs?))\b",
    re.I,
)
RECEIVED_RE = re.compile(
    r"\b(receiv\w*|won|win|winning|awarded|recipient|honou?red|earned|granted|named|"
    r"placed on|made the|graduat\w* with|holder|(?:been|was|am|is)\s+on)\b",
    re.I,
)


# A statement's "Achievements" section tells its story in paragraphs: most of its lines are
# this long, and it speaks in the first person. A list of honours is short lines.
MIN_STORY_WORDS = 10
MIN_STORY_LINES = 5


def told_as_a_story(lines: list[str]) -> bool:
    """ "1 Current Achievements" over paragraphs of a research statement: the section tells
    what the writer did, it lists no honours (those it names are found in the prose)."""
    longer = [ln for ln in lines if len(ln.split()) > 3]
    story = [ln for ln in longer if len(ln.split()) >= MIN_STORY_WORDS]
    if len(story) < MIN_STORY_LINES or 2 * len(story) <= len(longer):
        return False
    return any(FIRST_PERSON_RE.search(ln) for ln in story)


def merit_lines(lines: list[str]) -> list[str]:
    """The lines of a CV's other sections that name a Dean's list or a Latin honour ("• Some
    College's Dean's List (2019, 2020)" among a section's notes): honours wherever stated."""
    return [ln for ln in lines if PROSE_AWARD_RE.search(ln)]


def awards_in_prose(lines: list[str]) -> list[str]:
    """ "I was placed on the Dean's List": honours told in the prose of letters and pages."""
    found: list[str] = []
    for line in lines:
        for sentence in split_sentences(line):
            for match in PROSE_AWARD_RE.finditer(sentence):
                before = sentence[: match.start()]
                if RECEIVED_RE.search(before) and not looks_ahead(before):
                    found.append(" ".join(match.group(1).split()))
    return found
