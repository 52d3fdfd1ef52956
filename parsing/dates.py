"""Years and date ranges as CVs write them."""

import functools
import re

from parsing.limits import LINE_CACHE_SIZE
from parsing.patterns import DASHES

YEAR = r"(?:19[5-9]\d|20[0-4]\d)"
YEAR_RE = re.compile(rf"(?<!\d)({YEAR})(?!\d)")
SHORT_YEAR_RE = re.compile(r"[’'‘`](\d{2})\b")
# Where a paper stands before it has a year: "in press", "under review".
PUBLICATION_STATUS = (
    r"in\s+press|forthcoming|to\s+appear|accepted|submitted|under\s+review|in\s+review|"
    r"in\s+submission|in\s+preparation|to\s+be\s+(?:published|released)"
)
# What a reference writes in the year's place when the paper has none yet: "(in press)".
YEAR_STAND_IN = rf"{PUBLICATION_STATUS}|n\.\s?d\."
# The words that leave a range open ("2021 - Present"): every date pattern takes these.
# "At present", "till date", "till now": the phrases of Indian and Brazilian CVs.
OPEN_END_WORDS = r"(?:at\s+present|till\s+(?:date|now))|present|now|current|today|ongoing"
OPEN_END_RE = re.compile(rf"\b({OPEN_END_WORDS}|currently|unknown)\b", re.I)
EXPECTED_RE = re.compile(r"\b(expected|exp\.|anticipated|prospective|est\.)", re.I)
# A year not reached yet, bracketed after a date: "May 2026 (expected)".
EXPECTED_NOTE = r"\((?:expected|exp\.?|anticipated|prospective)\)"
# Between the two ends of a range: a dash or a tilde ("2021 ~ 2023"), or "to".
RANGE_DASH = rf"[{DASHES}~]"
RANGE_MARK = rf"(?:{RANGE_DASH}|to)"
DANGLING_DASH_RE = re.compile(rf"^\s*{RANGE_DASH}\s*\.?\s*(?:\t|\||$)")
# "2024-25": a range whose end keeps only the last two digits of its year.
SHORT_RANGE_END_RE = re.compile(rf"^\s*{RANGE_DASH}\s*(\d{{2}})(?![\d/.])")
RANGE_DASH_RE = re.compile(rf"\s*(?:{RANGE_MARK}|until)\s*")
SEASONS = "spring|summer|fall|autumn|winter"
MONTHS = rf"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|{SEASONS}"
# One date: "Jun–Sep 2023" (a month range in one year) and "01/10/2022" (day/month/year)
# included; END_DATE is the end of a range, which has no month range of its own.
DATE = rf"(?:(?:{MONTHS})\s*(?:[{DASHES}]\s*(?:{MONTHS})\s*)?,?\s*)?(?:\d{{1,2}}[/.]){{0,2}}{YEAR}"
END_DATE = rf"(?:(?:{MONTHS})\s*,?\s*)?(?:\d{{1,2}}[/.]){{0,2}}{YEAR}"
# "since 01/2014": a range begun then and still open.
SINCE = r"(?:since|starting)\s+"
# "2021.04", "2019/09": the month after the year, as Chinese, Japanese and Korean CVs write it.
MONTH_AFTER_YEAR = r"(?:[./]\d{1,2})?"
DATE_ONLY_RE = re.compile(
    rf"^\(?(?:{SINCE})?{DATE}{MONTH_AFTER_YEAR}"
    rf"(?:\s*{RANGE_MARK}\s*(?:{END_DATE}{MONTH_AFTER_YEAR}"
    rf"|{OPEN_END_WORDS}|unknown))?\s*(?:{EXPECTED_NOTE})?\)?$",
    re.I,
)
# "(since Oct. 2031)": the bracket opens before "since".
STRIP_DATE_RE = re.compile(
    rf"(?:\(\s*(?={SINCE}))?(?:\b{SINCE})?\(?{DATE}{MONTH_AFTER_YEAR}\)?", re.I
)
YEAR_LIST_RE = re.compile(rf"(?:{YEAR}\s*,\s*)*{YEAR}")
MONTH_SPAN_RE = re.compile(rf"(?:{MONTHS})\s*[{DASHES}]\s*(?:{MONTHS})\s*,?\s*{YEAR}", re.I)
SHORT_END_RE = re.compile(rf"\s*{RANGE_MARK}\s*(?:{MONTHS})\s*['’]?(\d{{2}})\b", re.I)


# "since April 2023", "since 01/2014": begun, still going.
SINCE_RE = re.compile(
    rf"\b(?:since|starting|seit|depuis|desde)\s+(?:(?:{MONTHS})\s*|\d{{1,2}}[/.])*$", re.I
)


def years_in(text: str) -> list[int]:
    return [int(y) for y in YEAR_RE.findall(text)]


def year_range(text: str) -> tuple[int | None, int | None]:
    """(start, end) of the first date range in text; a lone date is an end year."""
    years = years_in(text)
    if not years:
        return None, None
    first = YEAR_RE.search(text)
    after = text[first.end() : first.end() + 40]
    open_end = OPEN_END_RE.search(after)
    if len(years) >= 2:
        between = text[first.end() : YEAR_RE.search(text, first.end()).start()]
        if open_end and open_end.start() < len(between):
            return years[0], None
        return years[0], years[1]
    if open_end or RANGE_DASH_RE.match(after) and OPEN_END_RE.search(after[:25]):
        return years[0], None
    if SINCE_RE.search(text[: first.start()]):  # "since April 2023": begun, still going
        return years[0], None
    if DANGLING_DASH_RE.match(after):  # "Sep 2021 -": begun, no end written
        return years[0], None
    short_range = SHORT_RANGE_END_RE.match(after)
    if short_range and int(short_range.group(1)) >= years[0] % 100:
        return years[0], years[0] - years[0] % 100 + int(short_range.group(1))
    if MONTH_SPAN_RE.search(text):
        return years[0], years[0]  # "Mar–Aug 2022": a stretch within one year
    short_end = SHORT_END_RE.match(after)
    if short_end:  # "Oct. 2017 - Nov. 20"
        return years[0], 2000 + int(short_end.group(1))
    return None, years[0]


# "17-Apr-2023", "Apr-2023", "Sep-Dec/2021": a date whose parts a hyphen or a slash joins,
# read as "Apr 2023" ("Sep-Dec 2021").
HYPHENATED_DATE_RE = re.compile(rf"\b(?:\d{{1,2}}-)?({MONTHS})[-/]({YEAR})\b", re.I)


# Asked of the same lines by many readers: worked out once a line.
@functools.lru_cache(maxsize=LINE_CACHE_SIZE)
def is_date_only(text: str) -> bool:
    text = HYPHENATED_DATE_RE.sub(r"\1 \2", text.strip().strip("|").strip())
    if text.endswith(".") and not text.endswith(".."):
        text = text[:-1].rstrip()  # "Sept 2024–Present." written as a sentence
    return bool(DATE_ONLY_RE.match(text)) or bool(YEAR_LIST_RE.fullmatch(text))


# "June 2021 to May 2022: Postdoc": the "to" of a range, once its dates are gone.
RANGE_TO_RE = re.compile(rf"(?:{DATE})\s+to\s+(?=(?:{END_DATE}|{OPEN_END_WORDS})\b)", re.I)
TO_WORD_RE = re.compile(r"\sto\s", re.I)  # a cheap look before RANGE_TO_RE's


# Every date STRIP_DATE_RE removes holds a year: a line without one is left as it is.
ANY_YEAR_RE = re.compile(YEAR)
EXPECTED_NOTE_RE = re.compile(EXPECTED_NOTE, re.I)
# What a bracketed range leaves behind: "(2023 – present)" -> "( – )"; Europass brackets its
# dates ("[ 01/02/2023 – Current ]").
EMPTY_BRACKETS_RE = re.compile(rf"[(\[]\s*(?:{RANGE_DASH}\s*)?[)\]]")
UNOPENED_BRACKET_END_RE = re.compile(rf"\s*(?:{RANGE_DASH}\s*)?\)\s*$")
TRAILING_DASHES_RE = re.compile(rf"(?:\s*{RANGE_DASH}\s*)+$")
LEADING_DASHES_RE = re.compile(rf"^(?:\s*(?:{RANGE_DASH}|:)\s*)+")


# Asked of the same lines by many readers: worked out once a line.
@functools.lru_cache(maxsize=LINE_CACHE_SIZE)
def strip_dates(text: str) -> str:
    if TO_WORD_RE.search(text):
        text = RANGE_TO_RE.sub(" ", text)
    if ANY_YEAR_RE.search(text):
        text = STRIP_DATE_RE.sub(" ", text)
    text = OPEN_END_RE.sub(" ", text)
    text = EXPECTED_NOTE_RE.sub(" ", text)
    text = EMPTY_BRACKETS_RE.sub(" ", text)
    if text.count(")") > text.count("("):
        text = UNOPENED_BRACKET_END_RE.sub("", text)
    text = TRAILING_DASHES_RE.sub("", text.strip())
    text = LEADING_DASHES_RE.sub("", text)
    return " ".join(text.split()).strip(" ,;|")


# "Aug ’19", "May–Jul ’18", "’19–present", "(’21 - ’25)": a month or a range before an
# apostrophed year, and the apostrophed year that ends a range.
SHORT_DATE_RE = re.compile(
    rf"\b((?:{MONTHS}))\s*[’'‘`](\d{{2}})\b"
    rf"|(?:(?<=^)|(?<=\s)|(?<=\())[’'‘`](\d{{2}})(?=\s*[{DASHES}])"
    rf"|(?:(?<=[{DASHES}])|(?<=[{DASHES}]\s))[’'‘`](\d{{2}})\b",
    re.I,
)
# Two-digit years up to this one are read as 20YY, later ones as 19YY.
SHORT_YEAR_PIVOT = 50


def full_year(digits: str) -> str:
    """ "19" -> "2019", "98" -> "1998"."""
    number = int(digits)
    return str(2000 + number if number <= SHORT_YEAR_PIVOT else 1900 + number)


# "8/21 - 5/25", "1/22 – Present": month/two-digit-year dates, read only as a range (a
# lone "3/4" is a fraction or a score).
NUMERIC_RANGE_RE = re.compile(
    rf"(?<![\d/.])(?P<m1>0?[1-9]|1[0-2])/(?P<y1>\d{{2}})(?P<dash>\s*{RANGE_DASH}\s*)"
    rf"(?:(?P<m2>0?[1-9]|1[0-2])/(?P<y2>\d{{2}})(?![\d/])|(?=(?i:{OPEN_END_WORDS})\b))"
)


def _expand_numeric_range(match: re.Match) -> str:
    start = f"{match['m1']}/{full_year(match['y1'])}{match['dash']}"
    return start + (f"{match['m2']}/{full_year(match['y2'])}" if match["y2"] else "")


def expand_short_years(text: str) -> str:
    """ "Aug ’19–Oct ’19" -> "Aug 2019–Oct 2019", "8/21 - 5/25" -> "8/2021 - 5/2025", so
    the rest reads four-digit years."""
    if "/" in text:
        text = NUMERIC_RANGE_RE.sub(_expand_numeric_range, text)
    if not SHORT_YEAR_RE.search(text):
        return text

    def replace(match: re.Match) -> str:
        if match.group(1):
            return f"{match.group(1)} {full_year(match.group(2))}"
        return full_year(match.group(3) or match.group(4))

    return SHORT_DATE_RE.sub(replace, text)


OPEN_RANGE_RE = re.compile(rf"^(.*?{YEAR})\s*{RANGE_DASH}\s*$")
RANGE_END_RE = re.compile(rf"^(?:{END_DATE}|{OPEN_END_WORDS})\b\.?", re.I)


# The top row of a date column wrapped before its year ("July-Oct" over "2025"), and the
# bottom row of one wrapped before its dash ("2020" over "-2025").
MONTH_SPAN_ONLY_RE = re.compile(rf"^(?:{MONTHS})\s*{RANGE_DASH}\s*(?:{MONTHS})$", re.I)
LONE_YEAR_RE = re.compile(rf"^{YEAR}$")
DASHED_END_RE = re.compile(rf"^{RANGE_DASH}\s*(?:{END_DATE}|{OPEN_END_WORDS})$", re.I)


DANGLING_END_MONTH_RE = re.compile(
    rf"^\s*(?P<range>(?:{MONTHS})\s*{YEAR}\s*{RANGE_DASH}\s*(?:{MONTHS}))\s+(?P<rest>[A-Z].*)$",
    re.I,
)
LEADING_YEAR_RE = re.compile(rf"^\s*(?P<year>{YEAR})(?:\s+(?P<rest>.*)|$)")


def join_split_ranges(lines: list[str]) -> list[str]:
    """A date column wrapped over two rows ("Mar. 2020 –\tSome University" over
    "Present\tSchool of X", "July-Oct\tRole" over "2025\tEmployer", "2020\tRole" over
    "-2025\tEmployer") rejoined: the range goes on the first row, the second keeps only
    its text. Lines keep their positions."""
    out = list(lines)
    for i in range(len(out) - 1):
        dangling = DANGLING_END_MONTH_RE.match(out[i])
        wrapped_year = LEADING_YEAR_RE.match(out[i + 1]) if dangling else None
        if wrapped_year:
            # "Feb 2023–Jul Research Intern, ..." over "2023 Topic: ...": a narrow date
            # column wrapped before the end's year
            out[i] = f"{dangling['range']} {wrapped_year['year']}\t{dangling['rest']}"
            out[i + 1] = wrapped_year["rest"] or ""
            continue
        first, _, rest = out[i].partition("\t")
        below, _, below_rest = out[i + 1].partition("\t")
        first, below = first.strip(), below.strip()
        if below_rest and (
            (MONTH_SPAN_ONLY_RE.match(first) and LONE_YEAR_RE.match(below))
            or (LONE_YEAR_RE.match(first) and DASHED_END_RE.match(below))
        ):
            out[i] = f"{first} {below}" + (f"\t{rest}" if rest else "")
            out[i + 1] = below_rest
            continue
        if rest and below_rest and _end_over_start(out, i, first, below):
            out[i] = f"{below} – {first}\t{rest}"
            out[i + 1] = below_rest
            continue
        opened = OPEN_RANGE_RE.match(first)
        if not opened:
            continue
        end = RANGE_END_RE.match(out[i + 1].strip())
        if not end:
            _join_around_middle_row(out, i, opened.group(1), rest)
            continue
        out[i] = f"{opened.group(1)} – {end.group(0)}" + (f"\t{rest}" if rest else "")
        out[i + 1] = out[i + 1].strip()[end.end() :].strip()
    return out


MONTH_YEAR_CELL_RE = re.compile(rf"^(?:{MONTHS})\s*,?\s*{YEAR}$", re.I)
OPEN_END_CELL_RE = re.compile(rf"^(?:{OPEN_END_WORDS})$", re.I)


def _end_over_start(out: list[str], i: int, first: str, below: str) -> bool:
    """ "Present<tab>Role, Employer" over "July 2024<tab>What the work was": a date column
    that writes an entry's end on its first row and its start on the second, with no dash.
    Only a pair of dated rows between undated ones: a run of dated rows is a list of single
    dates (news, awards, talks)."""
    if not MONTH_YEAR_CELL_RE.match(below):
        return False
    if OPEN_END_CELL_RE.match(first) is None and (
        not MONTH_YEAR_CELL_RE.match(first) or years_in(below)[0] > years_in(first)[0]
    ):
        return False
    return not (_dated_row(out, i - 1) or _dated_row(out, i + 2))


def _dated_row(out: list[str], j: int) -> bool:
    if not 0 <= j < len(out) or "\t" not in out[j]:
        return False
    return bool(DATE_ONLY_RE.match(out[j].partition("\t")[0].strip()))


def _join_around_middle_row(out: list[str], i: int, start: str, side: str) -> None:
    """ "July 2020 -<tab>Some" / "Title, Employer" / "Feb. 2022<tab>University": the date
    column and the place column both wrapped around the entry's one row, set between their
    halves; the range and the place's words go on that row, the rows around it left empty."""
    if i + 2 >= len(out) or "\t" in out[i + 1] or years_in(out[i + 1]) or not out[i + 1].strip():
        return
    below, _, below_side = out[i + 2].partition("\t")
    end = RANGE_END_RE.match(below.strip())
    if not end or below.strip()[end.end() :].strip():
        return
    place = " ".join(p.strip() for p in (side, below_side) if p.strip())
    middle = out[i + 1].strip()
    out[i + 1] = f"{start} – {end.group(0)}\t{middle}" + (f"\t{place}" if place else "")
    out[i] = out[i + 2] = ""


# "(2023+)", "2019+": a year and a plus, the post held from then on.
OPEN_YEAR_RE = re.compile(rf"(?<![\d.])({YEAR})\+(?=\s*(?:[)\t,;]|$))")
# "2015 - 2 months": a year and how long the post lasted in it.
DURATION_AFTER_YEAR_RE = re.compile(
    rf"(?<![\d.])({YEAR})\s*[{DASHES}]\s*\d{{1,2}}\s*(?:months?|mos?|weeks?)\b", re.I
)


def normalise_dates(lines: list[str]) -> list[str]:
    """Short years expanded, hyphen-joined dates ("June-2021") spaced, open years ("2023+")
    written as ranges and wrapped ranges rejoined, line positions kept."""
    return join_split_ranges([_normalised(line) for line in lines])


# "2018.22": French CVs' school years, the end's last two digits after a stop. Past 12 the
# two digits are no month ("2021.04" is April), so only a later year within a decade reads so.
MAX_DOTTED_RANGE_YEARS = 10
DOTTED_SHORT_RANGE_RE = re.compile(r"(?<![\d.])((?:19|20)\d{2})\.(1[3-9]|[2-9]\d)(?![\d.])")


def _dotted_short_range(match: re.Match) -> str:
    start, end = int(match.group(1)), int(match.group(2))
    if not 0 < end - start % 100 <= MAX_DOTTED_RANGE_YEARS:
        return match.group(0)
    return f"{start} – {start - start % 100 + end}"


def _normalised(line: str) -> str:
    line = HYPHENATED_DATE_RE.sub(r"\1 \2", expand_short_years(line))
    if "." in line:
        line = DOTTED_SHORT_RANGE_RE.sub(_dotted_short_range, line)
    if "+" in line:
        line = OPEN_YEAR_RE.sub(r"\1 – present", line)
    return DURATION_AFTER_YEAR_RE.sub(r"\1", line) if "month" in line or "week" in line else line
