"""Education entries: institution, degree, field, years, GPA, advisors."""

import dataclasses
import functools
import re

from parsing.dates import (
    END_DATE,
    EXPECTED_NOTE,
    EXPECTED_RE,
    MONTH_AFTER_YEAR,
    MONTHS,
    OPEN_END_WORDS,
    YEAR,
    is_date_only,
    normalise_dates,
    strip_dates,
    year_range,
    years_in,
)
from parsing.document import is_bullet, strip_bullet
from parsing.limits import LINE_CACHE_SIZE
from parsing.patterns import (
    ADVISOR_WORDS,
    COURSE_LINE_RE,
    DASHES,
    LONG_DASHES,
    MENTOR_WORDS,
    PERSON_TITLE,
    PLACED_HEAD_DASH_RE,
    SEPARATORS,
    STREET_ADDRESS_RE,
    UPPER_LATIN,
    looks_ahead,
    split_sentences,
)
from parsing.places import countries_pattern, is_city_name, is_place_name, name_before_country
from parsing.profile import Education

# (canonical degree, pattern) — the first match wins, so specific forms come first.
DEGREE_PATTERNS: list[tuple[str, str]] = [
    (
        "PhD",
        # "Postdoctoral Researcher", "Pre-doctoral Fellow" hold a post after or before the
        # doctorate, no degree.
        r"ph\.?\s?d\b\.?|doctor of philosophy|"
        # A "Centre for Doctoral Training" (UK) hosts a doctorate, named on its own line.
        r"(?<!post)(?<!post-)(?<!post )(?<!pre)(?<!pre-)(?<!pre )doctoral(?!\s+training)|"
        r"d\.?phil\b|doctorate|"
        r"\bdoctorado\b|\bdoutorado\b|\bdoutoramento\b|\bdottorato\b|\bdoctorat\b|"
        # Turkish and German doctorates: "Doktora", "Doktorand", "Dr.-Ing.", "Dr. rer. nat."
        r"\bdoktora(?:nd)?\b|\bdr\.\s?-?\s?(?:ing|rer\.\s?nat|phil|techn)\.|"
        r"\bdoctor of (?:engineering|sciences?|technology|education)\b",
    ),
    (
        "MEng",
        r"m\.?\s?eng\b\.?|master of engineering|master['’]?s?\s+degree\s+in\s+engineering\b|"
        r"\bm\.e\.|(?-i:\bME\b(?=\s+(?:in\b|[A-Z][a-z])))",  # India's M.E.
    ),
    ("MPhil", r"m\.?\s?phil\b\.?|master of philosophy"),
    # The United Kingdom's four-year integrated master's degrees (MPhys, MMath, MChem, MSci,
    # MComp): a master's, named so.
    (
        "Master",
        r"\bm\.?\s?(?:phys|math|chem|sci|comp)\b\.?|"
        r"master of (?:physics|mathematics|chemistry|computing)\b",
    ),
    ("MBA", r"\bm\.?b\.?a\b\.?"),
    ("MRes", r"\bm\.?\s?res\b\.?|master of research\b"),
    (
        "MS",
        r"\bm\.?\s?s\.?\s?c\b\.?|\bm\.s\.?|\bms\b|master of science|\bmse\b|m\.s\.e\.|"
        # the S.M. some schools award for a master of science: "SM in X"
        r"(?-i:\bS\.?M\.?(?=\s+in\s))",
    ),
    ("MA", r"\bm\.a\b\.?|\bma\b(?= in)|master of arts"),
    ("MTech", r"\bm\.?\s?tech\b\.?|master of technology"),
    # the five-year degree of Russia and its neighbours, at the master's level
    ("Specialist", r"\bspecialist\s+(?:degree|diploma)\b|\bspecialitet\b"),
    (
        "BEng",
        # "BE Electrical Engineering": the capitals before a field, never the verb
        r"\bb\.?\s?eng\b\.?|\bb\.e\.|\bbe\b(?= in)|(?-i:\bBE\b(?=\s+[A-Z][a-z]))|"
        r"bachelor of engineering",
    ),
    ("BSE", r"\bb\.?s\.?e\b\.?"),
    ("BS", r"\bh?b\.?\s?s\.?\s?c\b\.?|\bb\.s\.?|\bbs\b|\bh\.b\.sc\b\.?|bachelor of science"),
    ("BBA", r"\bb\.?b\.?a\b\.?|bachelor of business administration"),
    ("BA", r"\bb\.a\b\.?|\bba\b(?= in)|bachelor of arts"),
    ("BTech", r"\bb\.?\s?tech\b\.?|bachelor of technology"),
    (
        "Master",
        r"\bmaster'?s?\b|\bmasters\b|\bgraduate student|"
        # the French master's two years: "M2 in X", "M1 de Y"
        r"\bM[12](?=\s+(?:in|en|de|of)\b)|"
        # the master's level of other systems: Italy, Spain, Brazil, Indonesia, Poland,
        # the German Diplom and the French diplôme d'ingénieur
        r"\blaurea\s+(?:magistrale|specialistica)\b|\bmaestr[ií]a\b|\bmestrado\b|"
        r"\bmagister\b|\bdiplom(?:-\w+)?\b|\bdipl[oô]me d['’]ing[eé]nieur\b|"
        # the French engineering school's course by its other names: "Cursus d'ingénieur",
        # "Cycle ingénieur", "Formation d'ingénieur", "Engineering cycle"
        r"\b(?:cursus|cycle|formation|titre)\s+(?:d['’])?ing[eé]nieur\b|"
        r"\bing[eé]nieur\s+dipl[oô]m[eé]\b|\bengineering\s+(?:cursus|cycle)\b|"
        # Russia's magistr, Turkey's yüksek lisans, India's Master of Computer Applications
        r"\bmagistr(?:atura)?\b|\by[üu]ksek\s+lisans\b|\bmca\b|"
        # its abbreviation: "Dipl.-Ing.", "Dipl.-Inf.", "Dipl. Math."
        r"\bdipl\.\s?-?\s?[A-Z][a-z]{1,4}\b\.?",
    ),
    (
        "Bachelor",
        # "Major GPA: 3.9" grades the major, it names no degree.
        r"\bbachelor'?s?\b|\bundergrad(?:uate)?\b|\bmajor\b(?!\s+c?gpa\b)|"
        r"\blaurea\b|\blicenciatura\b|\blicenciad[oa]\b|\bbacharelado\b|"
        r"\bsarjana\b|\blicence\s+(?:(?:en|de|professionnelle|[1-3])\b|d['’])|"
        r"\bbakalavr(?:iat)?\b|\blisans\b|\bbca\b|\bgrado\s+en\b",
    ),
    # The school-leaving exams of South Asia, listed as degrees are: "Class XII (CBSE)",
    # "Some College, Town — HSC", "Secondary School Certificate (SSC)".
    ("Class XII", r"\bclass\s+(?:xii|12(?:th)?)\b|\b(?:xii|12th)\s+(?:class|standard|grade)\b"),
    ("Class X", r"\bclass\s+(?:x|10(?:th)?)\b|\b(?:x|10th)\s+(?:class|standard|grade)\b"),
    ("HSC", r"(?-i:\bH\.?S\.?C\b)\.?|\bhigher\s+secondary\s+(?:school\s+)?certificate\b"),
    ("SSC", r"(?-i:\bS\.?S\.?C\b)\.?|\bsecondary\s+school\s+certificate\b"),
]
DEGREE_RES = [(name, re.compile(pattern, re.I)) for name, pattern in DEGREE_PATTERNS]
INSTITUTION_WORDS = (
    r"Universit(?:y|ät|at|é|e|à|a|as|ade|ad|eit|et|i)|Universidad[e]?|Institut(?:e|o|et)?|College|"
    # Malay "Universiti"; Hindi "Vidyapeetham", "Vishwavidyalaya" (a university) and
    # "Mahavidyalaya" (a college), "Vidyalaya" (a school: "Kendriya Vidyalaya", Sinhala "Maha
    # Vidyalaya"); Romanian "Politehnica"; Spanish "Tecnológico"; "Some Campus", a private
    # college named as a campus
    r"Vidyapeeth(?:am)?|Vishwavidyalaya|Mahavidyalaya|Vidyalaya|Politehnica|Tecnol[oó]gico|"
    r"Campus|"
    r"Üniversitesi|Uniwersytet|Universitatea|Politeknik|Sekolah|SMA|SMK|Akademie|Academia|"
    r"Escola|Escuela|Colegio|Faculdade|Facultad|Fakultas|"
    # French "Polytechnique Montréal", "École Polytechnique"; "INSA Lyon", the national
    # institutes of applied sciences.
    r"Polytechnic|Polytechnique|Polit[eé]cnic[ao]|INSA|"
    r"Istituto|Academy|School|Tech|ETH|EPFL|KAIST|MIT|CMU|UCLA|UCSD|UIUC|USTC|SJTU|HUST|NUS|NTU|"
    r"Hochschule|École|Ecole|Conservatory|Seminary|Caltech|IIT|IIIT|IISc|UC\s+[A-Z][a-z]+|"
    r"Lyc[ée]e|Gymnasium|Liceo|High\s+School|"
    # "TU Wien", "TU Delft": a technical university by its short form and its city.
    r"TU(?=[\s-][A-Z])|Fachhochschule|"
    # Universities known by one name or their initials alone
    r"Technion|Skoltech|KTH|DTU|NTNU|KAUST|HKUST|CUHK|HKU|POSTECH|UNIST|DGIST|UPenn"
)
INSTITUTION_RE = re.compile(rf"\b(?:{INSTITUTION_WORDS})\b")
COUNTRY_OR_STATE = rf"[A-Z]{{2}}|USA|UK|{countries_pattern()}"
SMALL_WORDS = {"of", "and", "for", "de", "del", "la", "le", "the", "in", "at", "&", "di", "des",
               "und", "für", "y", "e", "da", "do", "d'", "et", "du", "degli", "della", "delle",
               "dello", "dei", "das", "dos", "van", "von", "der", "den", "zu", "zur", "voor",
               "och", "i", "los", "las", "el", "à", "au", "aux", "din"}  # fmt: skip
ABBREVIATIONS = [
    # "Univ.Some Town": a space the abbreviation's stop stood for
    (re.compile(r"\bUniv\b\.?(?=[A-Z])"), "University "),
    (re.compile(r"\bUniv\b\.?"), "University"),
    (re.compile(r"\bInst\b\."), "Institute"),
]
# The labels of a grade average: "GPA", "CGPA", "SGPA", and "CPI"/"SPI" at Indian institutes.
GPA_WORDS = r"[cs]?gpa|[cs]pi|grade point average"
# The figure and its scale as groups 1 and 2: "3.82/4.0", "17.40/20", "9.1".
GPA_VALUE = r"(\d{2,3}(?:\.\d+)?|\d(?:\.\d+)?)(?:\s*/\s*(\d+(?:\.\d+)?))?"
GPA_RE = re.compile(rf"\b(?:{GPA_WORDS})\s*[:：]?\s*{GPA_VALUE}", re.I)
# "3.85/4.00 GPA", "9.2 CGPA": the figure before its label.
GPA_BEFORE_RE = re.compile(rf"(?<![\d./]){GPA_VALUE}\s+(?:{GPA_WORDS})\b", re.I)
# "Percentage: 92.4%", "Grade: 95.8%", "Marks - 89%": a school's or a university's mark as a
# percentage, behind a label and its colon or dash.
PERCENTAGE_RE = re.compile(
    r"\b(?:percentage|grade|aggregate|marks|score)\s*[:：–-]\s*(\d{1,3}(?:\.\d+)?)\s?%", re.I
)

# "Class XII (CBSE) | Some School | 2017 | 94.2%", "Distinction (86.5%)": a percentage set
# apart as a cell of its own or in brackets is the mark ("top 5%" is a rank).
BARE_PERCENTAGE_RE = re.compile(r"(?:^|[|\t(]\s*)(\d{2}(?:\.\d+)?|100)\s?%\s*(?=$|[|\t)])")


def gpa_of(text: str) -> tuple[str, str | None] | None:
    """The grade a line states, as written without spaces ("3.82/4.0", "95.8%"), and its
    scale ("4.0"; none for a percentage)."""
    for pattern in (GPA_RE, GPA_BEFORE_RE):
        match = pattern.search(text)
        if match:
            return match.group(1) + (f"/{match.group(2)}" if match.group(2) else ""), match.group(2)
    if "%" not in text:
        return None
    match = PERCENTAGE_RE.search(text) or BARE_PERCENTAGE_RE.search(text)
    return (f"{match.group(1)}%", None) if match else None


RANK_RE = re.compile(
    r"\brank(?:ing)?\s*[:：]?\s*(\d+\s*/\s*\d+|(?:top\s*)?\d+(?:\.\d+)?%|\d+(?:st|nd|rd|th))", re.I
)
# "Prof. Ann Roe, Dr. Bo Li and Cy Wu" after an advisor or mentor label, as group 1.
PERSON_LIST = (
    rf"((?:{PERSON_TITLE}\s*)?[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){{0,3}}"
    rf"(?:\s*(?:,|and|&)\s*(?:{PERSON_TITLE}\s*)?[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){{0,3}})*)"
)
ADVISOR_RE = re.compile(rf"\b(?i:(?:co-)?(?:{ADVISOR_WORDS}))\s*[:：]?\s*" + PERSON_LIST)
# "MSc (leading to PhD)": the degree being read is the first one.
LEADING_TO_RE = re.compile(
    r"\b(?:leading\s+to|towards?|en\s+route\s+to)\s*(?:an?\s+|the\s+)?$", re.I
)


# Asked of the same lines by many readers: worked out once a line.
@functools.lru_cache(maxsize=LINE_CACHE_SIZE)
def degree_of(text: str) -> str | None:
    """The degree a line names; of several ("joint MS/PhD") the highest."""
    for name, pattern in DEGREE_RES:
        match = pattern.search(text)
        if match:
            if LEADING_TO_RE.search(text[: match.start()]):
                return degree_of(text[: match.start()]) or name
            return name
    return None


# Words of praise a letter sets before a school's name; never part of the name.
PRAISE_RE = re.compile(
    rf"^(?i:(?:the\s+)?(?:highly\s+|world[ -])?(?:prestigious|renowned|esteemed|reputed|"
    rf"well[ -]known|top[ -]ranked|distinguished|famous))\s+(?=[{UPPER_LATIN}])"
)


def normalise_institution(name: str) -> str:
    for pattern, replacement in ABBREVIATIONS:
        name = pattern.sub(replacement, name)
    name = re.sub(rf"^the\s+(?=[{UPPER_LATIN}])", "", name.strip())  # "at the University of X"
    name = PRAISE_RE.sub("", name)  # a letter's "admitted to the Prestigious X University"
    return re.sub(r" {2,}", " ", name).strip(" \t,.;:-–|")


# "University of California, Irvine": a state system's campus after the comma is part of
# the name (a country or a state code after it is not), up to the end of its cell.
CAMPUS_RE = re.compile(
    r"(?:^|(?<=, )|(?<=\t)|(?<=[Tt]he ))(University of [A-Z][\w-]+(?: [A-Z][\w-]+)?),\s+"
    r"([A-Z][\w.-]+(?:[ -][A-Z][\w.-]+){0,2})"
    # ... or a dash between cells ("University of California, Irvine — M.S. in X")
    rf"(?=\s*(?:$|[,\t;|(]|\s\d)|\s[{LONG_DASHES}]\s)"
)
CAMPUS_MARK = "\x00"
ACRONYM_RE = re.compile(r"[A-Z][A-Z&]{1,7}")


def _keep_campus(text: str) -> str:
    def join(match: re.Match) -> str:
        campus = match.group(2)
        if (
            re.fullmatch(COUNTRY_OR_STATE, campus)
            or re.fullmatch(MONTHS, campus, re.I)  # "University of X, September 2020 – ..."
            or INSTITUTION_RE.search(campus)
            or degree_of(campus)
            or campus.lower() in match.group(1).lower()  # "University of Tokyo, Tokyo"
        ):
            return match.group(0)
        return match.group(1) + CAMPUS_MARK + campus

    return CAMPUS_RE.sub(join, text)


def institution_in(text: str, *, capitals: bool = False) -> str | None:
    """An institution named at the start of a cell or comma part of text; with capitals, also
    one set in capitals (an education entry's "CORNELL UNIVERSITY, Ithaca, NY")."""
    found = _institution_in(_keep_campus(text), capitals=capitals)
    if found and ACRONYM_RE.fullmatch(found):
        # "HKUST(GZ)": the campus in brackets right after an acronym is part of its name.
        campus = re.search(re.escape(found) + r"(\([A-Z]{2,4}\))", text)
        found += campus.group(1) if campus else ""
    return found.replace(CAMPUS_MARK, ", ") if found else None


BRACKETED_DATES_RE = re.compile(rf"\s*\((?:[^()]*{YEAR}[^()]*)\)")
# A form's label before the name it asks for ("University:<tab>Some University").
BRACKETED_LIST_RE = re.compile(r"\s*\(([^()]*,[^()]*)\)")
MENTOR_LABEL_RE = re.compile(rf"\b(?:{MENTOR_WORDS})\s*[:：]", re.I)
# "Some University August 2022 - Present": the name ends where its date (and month) starts.
# A whole month word only: "University of Augsburg 2019" keeps its town.
MONTH_WORD = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
    r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
NAME_BEFORE_DATE_RE = re.compile(rf"\s+(?:{MONTH_WORD},?\s+)?{YEAR}|\s+\(expected", re.I)
INSTITUTION_LABEL_RE = re.compile(
    r"^\s*(?:university|institute|institution|school|college|board)\s*:\s*", re.I
)


UNIVERSITY_RE = re.compile(r"\bUniversit")
# The school after "at", and after the French and Italian words for it: "Double diplôme au
# Some Politecnico", "Cycle ingénieur à l'Someschool", "Laurea presso Some Università".
TRAILING_LOWER_WORDS_RE = re.compile(r"\s+(?:en|in|di|de|et|and)$")
AFTER_AT_RE = re.compile(
    r"(?:\b(?:at|from|@|au|presso)\s+|(?<!\w)à\s+(?:la\s+|l['’])?)((?:the\s+)?[A-Z][^,;|()\t]*)"
)
# A college of its own name ("Some Church College"), neither a unit ("College of X") nor
# an honours college inside a university.
AFFILIATED_COLLEGE_RE = re.compile(r"^(?!.*\bHono(?:u)?rs\b)(?!.*\bUniversit).*\bCollege$")


def _institution_in(text: str, *, capitals: bool = False) -> str | None:
    text = LEADING_DATE_RANGE_RE.sub("", INSTITUTION_LABEL_RE.sub("", text).lstrip())
    text = normalise_institution(re.sub(r"\[[^\]]*\]|\*", "", text))
    # "Some University (September 2021 – Present)": the dates, even a range whose dash
    # would split the name from its bracket
    text = BRACKETED_DATES_RE.sub("", text)
    # "Some University (B.S., Physics)", "Some University (Gainesville, FL)": a bracket
    # holding a list is the entry's details, a cell of its own, never part of the name.
    text = BRACKETED_LIST_RE.sub(lambda m: f"\t{m.group(1)}\t", text)
    after_at = AFTER_AT_RE.search(text)
    # a colon set apart by spaces separates too: "Some University : B.Sc. in X", and so does
    # a spaced "×" some page builders set between an entry's parts ("Some University × 2024")
    parts = re.split(rf"\t|\s[{SEPARATORS}{LONG_DASHES}:×]\s|,\s*|;\s*|{LABEL_AFTER_STOP}", text)
    candidates = [GRADE_AFTER_NAME_RE.sub("", p.strip()) for p in parts]
    if after_at:
        # "au Some Politecnico en": the preposition the wrapped line goes on with
        candidates.insert(0, TRAILING_LOWER_WORDS_RE.sub("", after_at.group(1).strip()))
    best = None
    for part in candidates:
        # "2019 – 2023: Some University", "2023.08 - now: Some University"
        part = LEADING_DATE_LABEL_RE.sub("", LEADING_SPAN_RE.sub("", part).strip())
        label, colon, named = part.partition(": ")
        if colon and VISIT_RE.search(label) and not INSTITUTION_RE.search(label):
            part = named  # "Exchange Student: Some University"
        if part[:1].isdigit() and STREET_ADDRESS_RE.match(part):
            continue  # "800 N Some College Blvd": the campus's address under its name
        part = re.sub(
            rf"^{YEAR}\s+(?=[A-Z])", "", part
        )  # "2019 – 2023  Some Institute": split at "–"
        # "Geology in Marrow Bay University": the field before the place; yet
        # "Washington University in St. Louis" keeps its name.
        # "Bachelor of X in Y (Some Honors College)" names a field after its degree.
        head, _, tail = part.rpartition(" in ")
        if (
            head
            and is_proper_phrase(head)
            and INSTITUTION_RE.search(tail)
            and not _names_a_qualification(head)
        ):
            part = tail
        match = INSTITUTION_RE.search(unshouted(part) if capitals else part)
        if not match or not is_proper_phrase(part) or _names_a_qualification(part):
            continue
        if RANKED_RE.search(part):
            continue  # "School Top Scorer in Latin", "College Topper": a rank earned there
        name = normalise_institution(NAME_BEFORE_DATE_RE.split(part)[0])
        if len(name.split()) > 12:
            continue
        # "School of Engineering, Some University": the university is the institution; so it
        # is after a college inside it ("Some Honors College, Some University"). A college
        # the university affiliates ("Some Arts College, University of X", South Asia's
        # colleges) is where the degree was studied: both names stand.
        if best is not None and AFFILIATED_COLLEGE_RE.search(best) and UNIVERSITY_RE.search(name):
            best = f"{best}, {name}"
        elif (
            best is None
            or (
                re.search(r"\bSchool\b|\bCollege of\b|\bDepartment\b", best)
                and not re.search(r"\bSchool\b|\bCollege of\b", name)
            )
            or (re.search(r"\bCollege\b", best) and UNIVERSITY_RE.search(name))
        ):
            best = name
    if best is None or UNIT_HEAD_RE.match(best):
        best = _named_after_unit(candidates) or best
    placed = PLACED_HEAD_DASH_RE.match(text.strip())
    if best is None and placed and _names_a_qualification(placed["after"].strip()):
        best = normalise_institution(placed["name"].strip())  # "Some Academy, Town — High School"
    if best is None and after_at:
        phrase = TRAILING_LOWER_WORDS_RE.sub("", after_at.group(1).strip())
        if is_proper_phrase(phrase) and len(phrase.split()) <= 6:
            best = normalise_institution(phrase)
    if best is None and not after_at:
        best = (
            _named_before_place(candidates)
            or _named_before_year(candidates)
            or _school_cell_before_country(text)
        )
    return best


# The words a field of study ends on ("Aerospace Engineering", "Applied Physics").
FIELD_HEAD_RE = re.compile(
    r"\b(?:Engineering|Sciences?|Studies|Mathematics|Physics|Chemistry|Biology|Economics|"
    r"Informatics|Technology|Management|Design|Medicine|Law)$"
)


def _school_cell_before_country(text: str) -> str | None:
    """ "Master 2 MVA<tab>Some School, France", "Aerospace Engineering<tab>ESTA, France": a
    degree or a field on the left and a name before its country on the right; the name is the
    school even without an institution word in it."""
    cells = [cell.strip() for cell in text.split("\t") if cell.strip()]
    if len(cells) != 2 or not (degree_of(cells[0]) or FIELD_HEAD_RE.search(cells[0])):
        return None
    # Only a name with a short form in capitals ("ENS Paris-Saclay", "ESTA"): a town before its
    # country is no school, and the gazetteer's towns cost more to load than all the rest.
    if not re.search(r"\b[A-Z]{2,}", cells[1].rpartition(", ")[0]):
        return None
    return name_before_country(cells[1], towns=False)


# The words of a rank earned at a school, set among its row's details (South Asian CVs).
RANKED_RE = re.compile(r"\b(?:Toppers?|Top\s+Scorers?|Position\s+Holders?)\b", re.I)
# The units an institution is divided into: "School of X", "Department of Y".
UNIT_WORDS = r"School|Department|Dept\.?|Faculty|Division"
# "University of X. Sup.: Ann Roe": a labelled detail after the name's full stop.
LABEL_AFTER_STOP = r"\.\s+(?=[A-Z][\w.]{0,12}\s*:)"
# "Some University (9/10)", "Some University (87/100)", "Some University (1st)": the grade or
# the rank the applicant earned there, set after the name.
GRADE_AFTER_NAME_RE = re.compile(
    r"\s*\((?:\d+(?:[.,]\d+)?\s*/\s*\d+(?:[.,]\d+)?|\d+(?:st|nd|rd|th)|top\s*\d+\s*%)\)\s*$",
    re.I,
)
# "Department of X" before its institution; a "College of X" may be a whole institution.
UNIT_HEAD_RE = re.compile(rf"^(?:{UNIT_WORDS})\s+of\b")
MAX_UNNAMED_INSTITUTION_WORDS = 4


def _named_after_unit(parts: list[str]) -> str | None:
    """ "Department of Physics, Some Polytech, Town, Country": after a unit of an institution,
    the next comma part names the institution even with no institution word in it, unless it
    is the place."""
    index = next((i for i, p in enumerate(parts) if UNIT_HEAD_RE.match(p)), None)
    if index is None or index + 1 >= len(parts):
        return None
    name = parts[index + 1].strip(" .")
    if (
        not name
        or ":" in name  # "Department of X<tab>Overall Grade: 9.1/10": a labelled detail
        or len(name.split()) > MAX_UNNAMED_INSTITUTION_WORDS
        or not is_proper_phrase(name)
        or degree_of(name)
        or years_in(name)
        or is_city_name(name)
    ):
        return None
    return normalise_institution(name)


def _named_before_place(parts: list[str]) -> str | None:
    """ "M2 in Data Science, Some Name, Town, Country": between the degree studied and the
    town and country it was studied in, a short proper name is the institution even without
    an institution word in it."""
    index = next((i for i, p in enumerate(parts) if degree_of(p)), None)
    if index is None or index + 3 >= len(parts):
        return None
    name, town, country = (p.strip(" .") for p in parts[index + 1 : index + 4])
    if (
        not re.fullmatch(countries_pattern(), country)
        or re.fullmatch(r"[A-Z]{2}", town)  # "Ann Arbor, MI, USA": a town and its state
        or not _unnamed_institution(name, parts[index])
        # the gazetteer's towns are read last: loading them costs more than all the rest
        or not is_city_name(town)
        or is_city_name(name)
    ):
        return None
    return normalise_institution(name)


# "Mechatronics", "Biology": one word of a discipline's ending names a field, not a school.
FIELD_WORD_RE = re.compile(r"[^\W\d_]+(?:ics|ology)", re.I)


def _unnamed_institution(name: str, degree_part: str) -> bool:
    """A short proper name after a degree part that may be its institution."""
    return not (
        not name
        or len(name.split()) > MAX_UNNAMED_INSTITUTION_WORDS
        or FIELD_WORD_RE.fullmatch(name)
        or any(c.isdigit() for c in name)
        or not is_proper_phrase(name)
        or degree_of(name)
        or UNIT_HEAD_RE.match(name)
        # "PhD, Economics, Ann Arbor, US": after a degree that names no field, the name is
        # its field (the institution stands on the row above)
        or field_of(degree_part) is None
    )


def _named_before_year(parts: list[str]) -> str | None:
    """ "Ph.D in Physics, Some Name, 2020": a degree with its field, then a short proper name
    and the year the row ends with; the name is the institution even without an institution
    word in it."""
    index = next((i for i, p in enumerate(parts) if degree_of(p)), None)
    if index is None or index + 3 != len(parts) or not is_date_only(parts[-1].strip(" .")):
        return None
    name = parts[index + 1].strip(" .")
    if (
        not _unnamed_institution(name, parts[index])
        or re.fullmatch(countries_pattern(), name)
        or is_city_name(name)
    ):
        return None
    return normalise_institution(name)


LEADING_SPAN_RE = re.compile(
    rf"^(?:the\s+)?{YEAR}{MONTH_AFTER_YEAR}\s*[{DASHES}]\s*(?:{YEAR}{MONTH_AFTER_YEAR}|{OPEN_END_WORDS})"
    r"\s*:?\s*",
    re.I,
)
# A whole range before the name with no cell gap: "4/2021 – Present Some University",
# "Apr 2021 – Mar 2025 Some University".
LEADING_DATE_RANGE_RE = re.compile(
    rf"^{END_DATE}\s*[{DASHES}]\s*(?:{END_DATE}|{OPEN_END_WORDS})\b\s*:?\s*(?=[A-Z])", re.I
)


# One date before the name, set off by a colon: "June 2022: Some University".
LEADING_DATE_LABEL_RE = re.compile(rf"^{END_DATE}\s*:\s*(?=[A-Z])", re.I)


def unshouted(part: str) -> str:
    """ "CORNELL UNIVERSITY": a name set in capitals, read as its words ("Cornell University")
    where the institution words are matched; a lone acronym ("MIT") stays as it is."""
    if part.isupper() and len(re.findall(r"[A-Z]{2,}", part)) >= 2:
        return part.title()
    return part


QUALIFICATION_RE = re.compile(r"\b(?:diploma|certificate|degree)\b(?!\s+college)", re.I)


# "Some Academy, Town — High School": the level of schooling after the school's name.
SCHOOL_LEVEL_RE = re.compile(
    r"(?:(?:junior|senior|higher|lower)\s+)?(?:high|middle|primary|elementary|secondary|"
    r"higher secondary|senior secondary)\s+school",
    re.I,
)


def _names_a_qualification(part: str) -> bool:
    """ "B.Tech in Electrical Engineering", "High School Diploma": what was earned, not where."""
    if QUALIFICATION_RE.search(part) or SCHOOL_LEVEL_RE.fullmatch(part.strip()):
        return True
    return any(pattern.match(part) for _, pattern in DEGREE_RES)


# "École Supérieure d’Informatique", "Politecnico dell'Energia": an elided article or
# preposition before a capitalised word, part of a proper name like "de" or "of".
ELIDED_ARTICLE_RE = re.compile(r"^(?:d|l|dell|dall|all|nell|sull|qu)['’](?=[^\W\d_])", re.I)


# "École normale supérieure", "Université catholique de X": French, Italian and Iberian
# names keep the adjectives after their institution word in lower case.
ROMANCE_HEAD_RE = re.compile(
    r"^(?:[ÉE]cole|Universit[ée]|Universit[àa]|Universidad|Universidade|Institut|Instituto|"
    r"Istituto|Scuola|Escuela|Escola|Lyc[ée]e|Conservatoire|Politecnico)\b"
)
MAX_LOWER_ADJECTIVES = 3


def is_proper_phrase(text: str) -> bool:
    words = [w for w in re.split(r"\s+", text.strip()) if w]
    if not words:
        return False
    adjectives = MAX_LOWER_ADJECTIVES if ROMANCE_HEAD_RE.match(words[0]) else 0
    for previous, word in zip(["", *words], words, strict=False):
        bare = ELIDED_ARTICLE_RE.sub("", word.strip("()[],.'\"-–—&/"))
        if not bare or bare.lower() in SMALL_WORDS or bare[0].isupper() or bare[0].isdigit():
            continue
        if bare == "to" and previous.lower() in ("affiliated", "attached"):
            continue  # "Some High School Affiliated to Some University"
        if adjectives and bare[0].isalpha():
            adjectives -= 1
            continue
        return False
    return True


# "Master of Science", "Doctor of Philosophy": a degree's own name, whose "of" names no field.
DEGREE_NAME_RE = re.compile(
    r"\b(?:Bachelor|Master|Doctor)(?:'s|’s)?\s+of\s+(?:Applied\s+)?"
    r"(?:Sciences?|Arts|Engineering|Philosophy|Technology)\b",
    re.I,
)
_FIELD_END = (
    r"(?=\s*(?:[,.;|(\t]|advisor|gpa|$| at | from |"
    # "in Geology with a minor in Art": the major is the field
    r" with (?:an?\s+)?(?:minor|concentration|specialization|focus|emphasis)\b))"
)
# "in", and Portuguese and Spanish "em"/"en": "Bacharelado em X", "Grado en Y".
FIELD_RE = re.compile(rf"\b(?i:in|of|em|en)\s+([A-Z][\w&/ ,'-]*?){_FIELD_END}")
# After a degree's own name, the field may follow a comma: "Master of Science, Physics";
# "Doctor of Philosophy (candidate), Geodesy".
FIELD_AFTER_NAME_RE = re.compile(rf"^(?:\s*\([^)]*\))?\s*,\s*([A-Z][\w&/ '-]*?){_FIELD_END}")
INSTITUTION_OF_RE = re.compile(r"\b(?:University|Institute|College|School|Academy)\s*$", re.I)
GENERIC_FIELD_RE = re.compile(r"^(?:Sciences?|Arts|Engineering|Philosophy|Technology)$", re.I)


def field_of(text: str) -> str | None:
    """The field a degree mention names: "B.S. in Physics", "Master of Science in Physics",
    "Master of Science, Physics", "Master of Computer Science"."""
    name = DEGREE_NAME_RE.search(text)
    rest = text[name.end() :] if name else text
    # "MSc X, University of Some Town": the "of" of an institution's name names no field.
    match = next(
        (m for m in FIELD_RE.finditer(rest) if not INSTITUTION_OF_RE.search(rest[: m.start()])),
        None,
    )
    if match is None and name:
        match = FIELD_AFTER_NAME_RE.match(rest)
        if match and (institution_in(match.group(1)) or "gpa" in match.group(1).lower()):
            match = None  # "Master of Science, Some University": a place, no field
    if match is None and name is None:
        match = _field_after_short_form(text)
    if match is None:
        return None
    value = match.group(1).strip()
    if GENERIC_FIELD_RE.match(value) and not match.group(0).lower().startswith("in"):
        return None
    return value.title() if value.isupper() else value


# "M.Sc. Data Science", "B.Tech., Computer Science, Some Institute", "BSc (Hons) Physics":
# the field right after a degree's short form, with no "in" before it.
FIELD_AFTER_SHORT_RE = re.compile(rf"(?:\s*\([^()]*\))?\s*[,|]?\s*([A-Z][\w&/ '-]*?){_FIELD_END}")
# What follows a degree's short form and is no field: "PhD Candidate", "BS, Summa Cum Laude".
NOT_A_FIELD_RE = re.compile(
    r"(?:candidate|student|scholar|fellow|thesis|dissertation|project|track|program(?:me)?|"
    r"degree|diploma|course(?:s|work)?|exchange|research(?:er)?|hono(?:u)?rs|hons|summa|magna|"
    r"cum|expected|graduate[ds]?|level|year|semester|class|with|and)\b",
    re.I,
)


def _placed_after(text: str) -> bool:
    """ ", Lyon, France" after "PhD", ", Town, France" after "Diplôme d'ingénieur, Some
    School": what came before the place was a town or a school, no field (a university
    between them is the school: ", Some University, UK")."""
    parts = [p.strip() for p in text.split(",")[1:3]]
    country = re.compile(rf"(?:{countries_pattern()})\b")
    if not parts or not text.lstrip().startswith(","):
        return False
    if country.match(parts[0]):
        return True
    return len(parts) > 1 and bool(country.match(parts[1])) and not INSTITUTION_RE.search(parts[0])


def _field_after_short_form(text: str) -> re.Match | None:
    short = next((m for _, pattern in DEGREE_RES if (m := pattern.match(text))), None)
    match = FIELD_AFTER_SHORT_RE.match(text, short.end()) if short else None
    if match is None:
        return None
    value = match.group(1).strip()
    if (
        NOT_A_FIELD_RE.match(value)
        or _placed_after(text[match.end() :])
        or degree_of(value)
        or institution_in(value)
        or is_place_name(value)  # "PhD, Paris, France"
        or re.fullmatch(COUNTRY_OR_STATE, value)
        or "gpa" in value.lower()
        or years_in(value)  # "Class XII (Board)<tab>Apr 2020 - Mar 2021": the dates' cell
    ):
        return None
    return match


# "School of Electrical Engineering" under "Some University": a unit of the institution.
UNIT_LINE_RE = re.compile(rf"^(?:{UNIT_WORDS}|College)\s+of\b")
# "Minor in X", also as a clause: "Pursuing a Minor in X from Y".
MINOR_LINE_RE = re.compile(
    r"^(?:(?:pursuing|completing|with|doing)\s+an?\s+)?(?:major|minor|concentration|specialization)\b",
    re.I,
)
# Lines under an institution and before the next: "Seoul, Korea", "Advisor: ...".
UNIT_WINDOW = 2
MAX_NAME_WORDS = 8
# Years, a degree and the school: the cells of a designed CV's dated education row.
MIN_DATED_ROW_CELLS = 3
MAX_DEGREE_LINE_WORDS = 16


# A separator a template sets after each part of an entry ("Some University ·").
TRAILING_SEPARATOR_RE = re.compile(rf"\s+[{SEPARATORS}]$")
# "GPA 3.9 (updated May 2025)": when a figure was last revised, not when the entry ran.
UPDATED_NOTE_RE = re.compile(r"\s*\((?:last\s+)?(?:updated|as\s+of)\b[^()]*\)", re.I)


def extract_education(lines: list[str]) -> list[Education]:
    entries: list[Education] = []
    current: Education | None = None
    # Entries whose institution came from the entry above, and that entry.
    inherited: dict[int, Education] = {}
    copied_years: set[int] = set()  # of those, the entries that took its years too
    lines_since_degree = lines_since_institution = 99
    # Whether the section's first entry named its degree before its institution: then every
    # entry does, and an entry opened by an institution alone (an exchange, a visit) takes
    # no degree named below it.
    degree_first: bool | None = None
    raws, twins = _one_degree_a_line(
        normalise_dates(_dates_over_degrees_joined(_rejoin_wrapped_rows(lines)))
    )
    # The first degree of a pair split from one line, by the second's entry.
    pairs: dict[int, Education] = {}
    texts = [
        TRAILING_SEPARATOR_RE.sub("", UPDATED_NOTE_RE.sub("", strip_bullet(raw)).strip())
        for raw in raws
    ]
    # Entries a bullet states whole on its line ("• M.Eng. in X at Some School, 2018-2021"):
    # the next bullet's degree is another entry, never a second degree of that school.
    whole_bullets: set[int] = set()
    joint: dict[int, list[str]] = {}  # the partner universities of a joint degree, by entry
    for index, line in enumerate(texts):
        lines_since_degree += 1
        lines_since_institution += 1
        if not line or COURSE_LINE_RE.match(line) or _stay_during_a_degree(line):
            continue
        if index and COURSE_LINE_RE.match(texts[index - 1]) and texts[index - 1].endswith(","):
            continue  # the wrapped rest of a list of courses ("..., and Ed Tech")
        detail = (
            _labelled_detail(line, bulleted=is_bullet(raws[index]))
            or (current is not None and ACHIEVEMENT_RE.match(line))
            or _first_person_prose(line)
        )
        institution = None if detail else institution_in(_school_clause(line), capitals=True)
        if institution and HONOURS_PROGRAM_RE.search(institution):
            institution = None
        if institution and current is not None and DISTINCTION_RE.search(line):
            institution = None  # "• Some University Outstanding Graduate (Top 8%)": an honour
        if institution and current is not None and MENTOR_LABEL_RE.search(line):
            institution = None  # "Institute of X, Supervisor: Prof. Y": the thesis's host
        if detail and current is not None and current.institution is None:
            institution = _institution_after_detail(line)
        if institution and _minor_at(line, institution, entries):
            continue  # "2020–present  Minor. Mathematics, Some University": part of the degree
        institution = (
            institution
            or _named_by_position(texts, index)
            or _acronym_school_under_degree(texts, index)
            or _school_cell_of_dated_row(line)
            or _school_after_dates_bar(line, texts[index - 1] if index else "")
            or _acronym_after_degree(line)
        )
        degree = None if re.match(r"^(advis|thesis|committee)", line, re.I) else degree_of(line)
        if degree and _degree_of_a_detail(line):
            degree = None  # "Ph.D. thesis: ..." under the degree
        if (
            degree
            and current is not None
            and EQUIVALENT_OF_RE.search(line[: _first_degree_start(line)])
        ):
            degree = None  # "the national equivalent of an MSc" under the degree
        if degree and current is not None and current.degree and STATUS_POST_RE.match(line):
            degree = None  # "Undergraduate Research Ambassador" under the degree: a post there
        if degree and MENTOR_LABEL_RE.search(line[: _degree_end(line)]):
            degree = None  # "Supervisor: Ann Roe, PhD": the supervisor's degree
        if degree and current is not None and current.degree and MINOR_LINE_RE.match(line):
            degree = None  # "Major in X with Minor in Y" under the degree
        if (
            institution
            and current is not None
            and current.institution
            and lines_since_institution <= UNIT_WINDOW
            and UNIT_LINE_RE.match(institution)
            and id(current) not in inherited
        ):
            institution = None  # the institution's school or department
        if (
            institution
            and current is not None
            and current.institution
            and lines_since_institution <= UNIT_WINDOW
            and UNIT_LINE_RE.match(current.institution)
            and not UNIT_LINE_RE.match(institution)
        ):
            # "School of X" over "Some University": the university is the institution.
            current.institution = institution
            lines_since_institution = 0
            institution = None
        if institution:
            lines_since_institution = 0
            if (
                current is not None
                and lines_since_degree <= 2
                and (current.institution is None or id(current) in inherited)
            ):
                sibling = inherited.pop(id(current), None)
                if (
                    sibling
                    and id(current) in copied_years
                    and (current.start_year, current.end_year)
                    == (sibling.start_year, sibling.end_year)
                ):  # degree-first entries: the years were the entry above's, not its own line's
                    current.start_year = current.end_year = None
                current.institution = institution
                twin = pairs.get(id(current))
                if twin is not None and twin.institution is None:
                    twin.institution = institution  # "B.S. and M.S. in X" over the school
            else:
                current = Education(institution=institution)
                entries.append(current)
                if degree_first is None and not degree:
                    degree_first = False
        restated = (
            degree
            and current is not None
            and current.degree == degree
            and not institution
            and not field_of(line[_degree_end(line) :])
        )  # "Bachelor's Degree" over "(Undergrad)": the same degree named again
        if degree and not restated:
            if degree_first is None:
                degree_first = current is None
            if (
                current is None
                or (current.degree and not institution)
                or (degree_first and not institution and current.institution and not current.degree)
            ):
                # A second degree under the same institution ("B.S. in X" over "B.S. in Y").
                previous = current
                current = Education()
                entries.append(current)
                own_bullet = is_bullet(raws[index]) and id(previous) in whole_bullets
                if previous is not None and previous.institution and not own_bullet:
                    current.institution = previous.institution
                    if not years_in(line):
                        current.start_year = previous.start_year
                        current.end_year = previous.end_year
                        copied_years.add(id(current))
                    inherited[id(current)] = previous
                if previous is not None and index in twins:
                    pairs[id(current)] = previous
            if not current.degree:
                current.degree = degree
                current.field = field_of(line[_degree_end(line) :]) or current.field
                lines_since_degree = 0
                if institution and is_bullet(raws[index]):
                    whole_bullets.add(id(current))
        if current is None:
            continue
        if institution and current.institution == institution and id(current) not in joint:
            partners = _joint_universities(line)
            if partners and partners[0] == institution:
                joint[id(current)] = partners
        _add_details(current, line)
    for entry in entries:
        sibling = inherited.get(id(entry))
        if sibling is not None:  # the dual degree's dates under the second degree line
            _share_years(entry, sibling)
    entries = _joint_degrees_split(entries, joint)
    return [e for e in entries if e.institution and not _short_programme(e)]


# "Some Université, University of X, and Other Universität": a joint degree's partner
# universities listed on one line, each of them an institution of the degree.
JOINT_LIST_SPLIT_RE = re.compile(r",?\s+(?:and|&)\s+|,\s*|;\s*")
MIN_JOINT_UNIVERSITIES = 2


def _joint_universities(line: str) -> list[str]:
    text = line.strip()
    for leading_dates in (LEADING_SPAN_RE, LEADING_DATE_RANGE_RE, LEADING_DATE_LABEL_RE):
        text = leading_dates.sub("", text)
    parts = [p.strip(" .") for p in JOINT_LIST_SPLIT_RE.split(text) if p.strip(" .")]
    if len(parts) < MIN_JOINT_UNIVERSITIES or not all(
        UNIVERSITY_RE.search(p) and is_proper_phrase(p) and not degree_of(p) for p in parts
    ):
        return []
    return [normalise_institution(p) for p in parts]


def _joint_degrees_split(entries: list[Education], joint: dict[int, list[str]]) -> list:
    out = []
    for entry in entries:
        out.append(entry)
        for name in joint.get(id(entry), [])[1:]:
            out.append(dataclasses.replace(entry, institution=name, advisors=[]))
    return out


# "PhD in Hydrology, QTU – LMX (2028–2031).": a degree, then the school's acronym
# alone (and its lab's) before the dates.
ACRONYM_AFTER_DEGREE_RE = re.compile(
    rf",\s*([A-Z]{{3,6}})(?:\s*[-{LONG_DASHES}]\s*[A-Z]{{2,6}})?\s*\.?$"
)
# Acronyms that end a degree's line without naming a school.
NO_SCHOOL_ACRONYMS = {"GPA", "CGPA", "USA", "UAE", "PRC", "ROC"}


def _acronym_after_degree(line: str) -> str | None:
    text = BRACKETED_DATES_RE.sub("", line).strip().rstrip(".").strip()
    match = ACRONYM_AFTER_DEGREE_RE.search(text)
    if not match or match.group(1) in NO_SCHOOL_ACRONYMS or not degree_of(text[: match.start()]):
        return None
    return match.group(1)


# "Some Summer School on Tides", "Some University Precollege Programme": a
# course of weeks listed under Education, no degree and no place of study.
SHORT_PROGRAMME_RE = re.compile(
    r"\b(?:summer|winter|spring|autumn)\s+(?:school|camp)\b|\bpre-?college\b|\bboot\s?camp\b",
    re.I,
)


def _short_programme(entry: Education) -> bool:
    return entry.degree is None and bool(SHORT_PROGRAMME_RE.search(entry.institution or ""))


# "Sep 2015-Jul<tab>MSc in X; Some School of Mathe-" over "2016<tab>matics (Town)": a row
# whose date column and text column both wrap. The year ends the range above; the text, when
# it carries on a word or a phrase (a hyphen above, a small letter below), the text above.
OPEN_DATE_CELL_RE = re.compile(rf"^([^\t]*[{DASHES}]\s*(?:(?:{MONTHS})\s*)?)\t(.+)$", re.I)
WRAPPED_END_RE = re.compile(rf"^({YEAR}(?:\s*{EXPECTED_NOTE})?)(?:\t|\s+|$)(.*)$", re.I)
BROKEN_AT_HYPHEN_RE = re.compile(r"[^\W\d_]-$")


def _rejoin_wrapped_rows(lines: list[str]) -> list[str]:
    out: list[str] = []
    for line in lines:
        previous = out[-1] if out else ""
        cell = OPEN_DATE_CELL_RE.match(previous)
        end = WRAPPED_END_RE.match(line.strip()) if cell else None
        if cell and end and (not end.group(2) or _carries_on(cell.group(2), end.group(2))):
            text = _joined(cell.group(2), end.group(2)) if end.group(2) else cell.group(2)
            out[-1] = f"{cell.group(1)}{end.group(1)}\t{text}"
        elif BROKEN_AT_HYPHEN_RE.search(previous) and re.match(r"[^\W\d_]", line):
            # "Friedrich-Alexander-" over "Universität Xstadt": a name broken at its own hyphen
            out[-1] = _joined(previous, line)
        elif MENTOR_LABEL_RE.search(previous) and previous.rstrip().endswith(","):
            # "Advisor: Ann Roe, Some Department," over "School of X, Some University<tab>
            # 2020 - present": the advisor's affiliation goes on, no school of its own.
            out[-1] = f"{previous.rstrip()} {line.strip()}"
        elif INSTITUTION_OF_RE.search(previous) and NAME_TAIL_RE.match(line):
            # "Bachelor of X, University" over "of Sometown, Country": a name broken after
            # its institution word
            out[-1] = f"{previous} {line.strip()}"
        else:
            out.append(line)
    return out


NAME_TAIL_RE = re.compile(r"\s*(?:of|de|do|da|di|des|du|for)\s+[A-Z]")


def _carries_on(text: str, following: str) -> bool:
    return bool(BROKEN_AT_HYPHEN_RE.search(text)) or following[:1].islower()


def _joined(text: str, following: str) -> str:
    """ "Mathe-" + "matics": a word broken at a line end; "Karl-" + "Marx": a compound."""
    if BROKEN_AT_HYPHEN_RE.search(text):
        return (text if following[:1].isupper() else text[:-1]) + following
    return f"{text} {following}"


def _minor_at(line: str, institution: str, entries: list[Education]) -> bool:
    """A row of its own for a minor at an institution an entry above already holds."""
    body = re.sub(rf"^[^A-Za-z]*(?:{OPEN_END_WORDS})?\s*\t", "", line, flags=re.I)
    return bool(MINOR_LINE_RE.match(body)) and any(e.institution == institution for e in entries)


# "Awarded the X Honors for ...", "Received the Y Scholarship": what the applicant did or won
# while there, a detail of the entry above, never a new institution.
ACHIEVEMENT_RE = re.compile(
    r"^(?:awarded|received|won|earned|achieved|selected|elected|ranked|served|led|organi[sz]ed|"
    r"participated|presented|published|developed|implemented|built|designed|worked|"
    r"volunteered|conducted|assisted|mentored|coordinated)\b",
    re.I,
)
# "Outstanding Graduate", "Merit Student", "(Top 8%)": an honour or a rank the school gave,
# named after it under the degree; no second institution.
DISTINCTION_RE = re.compile(
    r"\b(?:outstanding|excellent|distinguished|merit|model)\s+(?:graduate|student)s?\b"
    r"|\(top\s+\d+(?:\.\d+)?\s*%\)",
    re.I,
)
# "University Honors Program", "Honours Programme": a programme inside the degree's school.
HONOURS_PROGRAM_RE = re.compile(r"\bHonou?rs\s+Program(?:me)?$", re.I)
# "Undergraduate Research Ambassador", "Graduate Teaching Assistant": a post a student holds,
# named by the student's standing, no degree of its own.
STATUS_POST_RE = re.compile(
    r"^(?:under)?grad(?:uate)?\s+(?:(?:research|teaching|student|peer)\s+)?"
    r"(?:assistant|ambassador|researcher|fellow|tutor|mentor|representative|intern|advisor|"
    r"senator|coordinator|instructor|grader|lead)s?\b",
    re.I,
)
# A line of this many words that speaks in the first person is prose under an entry.
MIN_PROSE_WORDS = 10
FIRST_PERSON_RE = re.compile(r"\b(?:I|my|me)\b")
# "Clubs: Some Tech Club", "Honors & Awards: ...", "Bachelor's final thesis: ...": a
# labelled detail of the entry.
DETAIL_LABEL_RE = re.compile(r"^([A-Z][\w.&/ ()'’-]{0,40}):\s")
FIGURE_RE = re.compile(r"\s*[\d.,/%\s]+$")


# A stay at another school labelled before its name: "Erasmus Exchange Student: Some University".
VISIT_RE = re.compile(
    r"\b(?:exchange|erasmus\+?|visiting|study\s+abroad|semester\s+abroad)\b", re.I
)


# "2022<tab>PhD mobility. Some Lab ...": a stay during a degree, at a host, is no degree there.
DEGREE_STAY_RE = re.compile(
    r"^\W*(\S+(?:\s+\S+)?)\s+(?:mobility|(?:research\s+)?stay|visit)\b", re.I
)


def _stay_during_a_degree(line: str) -> bool:
    stay = DEGREE_STAY_RE.match(strip_dates(line))
    return bool(stay and degree_of(stay.group(1)))


def _labelled_detail(line: str, *, bulleted: bool = False) -> bool:
    label = DETAIL_LABEL_RE.match(line)
    if not label:
        return False
    if bulleted and VISIT_RE.search(label.group(1)) and INSTITUTION_RE.search(line, label.end()):
        # "• Exchange Student: Some University": an exchange listed as an entry of its own,
        # where a line under an entry's degree ("Exchange semester: X") is that entry's detail
        return False
    if FIGURE_RE.match(line, label.end()):
        return True  # "Some-Exam Rank (All India): 1373", "Percentage: 96.5%": a figure
    text = label.group(1)  # "Ph.D. thesis" is a detail too; "Ph.D.", "University" are not
    if is_date_only(text):
        return False  # "Oct 2018: doctoral degree, ...": the entry's date, no label
    return _degree_of_a_detail(text) or not (degree_of(text) or INSTITUTION_RE.search(text))


def _first_person_prose(line: str) -> bool:
    """ "During my exchange at UTC, I seized ...": a sentence about an entry, never its head,
    unless the sentence opens with the entry's dates ("2019 - present - I am a student at
    Some University pursuing ..."), the way a CV written in sentences lists its schools."""
    if DATES_OPEN_SENTENCE_RE.match(line):
        return False
    return len(line.split()) >= MIN_PROSE_WORDS and bool(FIRST_PERSON_RE.search(line))


def _school_clause(line: str) -> str:
    """Of a sentence that opens with its dates, the words after "at" up to the next clause
    ("... at Some University pursuing a BSc" gives "Some University"); else the line."""
    if not DATES_OPEN_SENTENCE_RE.match(line):
        return line
    match = AT_SCHOOL_RE.search(line)
    return match.group(1) if match else line


# The school a sentence names after "at", up to a verb, a relative word or a comma.
AT_SCHOOL_RE = re.compile(
    r"\bat\s+(?:the\s+)?([A-Z][^,.;]*?)(?=\s+(?:where|pursuing|studying|and|with|in|for)\b|[,.;]|$)"
)
# "Current-2019 - I am ...", "2018- 2015- I completed ...": a range of years, then the sentence.
DATES_OPEN_SENTENCE_RE = re.compile(
    rf"^\W*(?:{YEAR}|current|present|now)\s*[{DASHES}]\s*(?:{YEAR}|current|present|now)"
    rf"\s*[{DASHES}:]\s*I\b",
    re.I,
)


def _institution_after_detail(line: str) -> str | None:
    """ "Advisor: Dr. Ana Roe; Some University": the institution of an entry that has none
    yet, set apart after the labelled detail by a semicolon or a column gap."""
    parts = re.split(r";\s*|\t", line.partition(":")[2], maxsplit=1)
    return institution_in(parts[1], capitals=True) if len(parts) > 1 else None


def _degree_of_a_detail(line: str) -> bool:
    """ "Ph.D. thesis: ...", "Master's project on ...": the degree names a detail."""
    mention = DEGREE_MENTION_RE.search(line)
    return bool(mention) and bool(NOT_A_DEGREE_AFTER_RE.match(line, mention.end()))


def _share_years(entry: Education, sibling: Education) -> None:
    for source, target in ((entry, sibling), (sibling, entry)):
        if target.start_year is None and target.end_year is None:
            target.start_year, target.end_year = source.start_year, source.end_year


# "B.Tech + M.S. by Research in X", "MTech and BTech in X", "B.S./M.S., X": two degrees
# that share the rest of the line.
DUAL_DEGREE_RE = re.compile(
    r"^(?P<first>[^\s/&+]+)\s*(?:\+|&|/|\band\b)\s*"
    r"(?P<second>[^\s/&+,]+?(?:\s+by\s+research)?)(?P<rest>(?:\s+(?:in|of)\s|,|\s*$).*)$",
    re.I,
)


def _one_degree_a_line(lines: list[str]) -> tuple[list[str], set[int]]:
    """ "B.Eng. in X; B.A. in Y (Dual Degree)": one line a degree; with the indexes of the
    lines split off another (the second degree of a pair, its institution the pair's)."""
    out: list[str] = []
    twins: set[int] = set()
    for line in lines:
        parts = [p for p in re.split(r"\s*;\s*", line) if p.strip()]
        if len(parts) <= 1 or not all(degree_of(p) for p in parts):
            parts = _dual_degree(line)
        twins.update(range(len(out) + 1, len(out) + len(parts)))
        out.extend(parts)
    return out, twins


def _dual_degree(line: str) -> list[str]:
    """ "MTech and BTech in X": one line a degree, each with the field."""
    if len(line) >= 200:
        return [line]
    # "2019 - 2024<tab>B.Tech + M.S. in X": a date cell before the pair belongs to both.
    lead = line[: _first_degree_start(line)]
    lead = lead if lead.endswith("\t") else ""
    dual = DUAL_DEGREE_RE.match(line[len(lead) :].strip())
    if dual is None:
        return _degrees_with_own_fields(line)
    first, second = degree_of(dual["first"]), degree_of(dual["second"])
    if not first or not second or first == second:
        return [line]
    return [lead + dual["first"] + dual["rest"], lead + dual["second"] + dual["rest"]]


# "B.Tech. in X and M.S. by Research in Y": two degrees, each with its own field, joined.
DEGREE_JOIN_RE = re.compile(r"\s+(?:and|&|\+)\s+")


def _degrees_with_own_fields(line: str) -> list[str]:
    """ "2020-2025<tab>B.Tech. in X and M.S. in Y, Some Institute": one line a degree; what
    stands before the first degree (a date cell) and after the second's field (the school)
    belongs to both."""
    for join in DEGREE_JOIN_RE.finditer(line):
        before, after = line[: join.start()], line[join.end() :]
        first, second = degree_of(before), degree_of(after)
        if (
            not first
            or not second
            or first == second
            or not any(pattern.match(after) for _, pattern in DEGREE_RES)
            or not field_of(before[_degree_end(before) :])
        ):
            continue
        field = field_of(after)
        if not field:
            return [line]
        tail = after[after.find(field) + len(field) :]
        return [before + tail, before[: _first_degree_start(before)] + after]
    return [line]


# Lines of an entry's details, never its institution.
DETAIL_LINE_RE = re.compile(
    r"^(?:advis|supervis|thesis|dissertation|committee|gpa|cgpa|grade|minor|major|relevant|"
    r"honou?rs|awards?|dean)",
    re.I,
)


def _named_by_position(texts: list[str], index: int) -> str | None:
    """A short proper name alone on its row, over a degree row, names the institution
    even when no institution word says so ("IMT Nord Europe" over "Master's Degree ...");
    so does the first cell of a "Name | Place" row."""
    text = texts[index]
    cells = re.split(r"\s+\|\s+", text)
    if len(cells) == 2 and not degree_of(cells[1]) and not years_in(cells[1]):
        text = cells[0]
    following = next((t for t in texts[index + 1 :] if t), "")
    if (
        not following
        or not degree_of(following)
        or len(following.split()) > MAX_DEGREE_LINE_WORDS
        or degree_of(text)
        or years_in(text)
        or "\t" in text
        or ":" in text
        or text.endswith(".")
        or DETAIL_LINE_RE.match(text)
        or len(text.split()) > MAX_NAME_WORDS
        or not is_proper_phrase(text)
        or (index > 0 and texts[index - 1] and not years_in(texts[index - 1]))
    ):
        return None
    return normalise_institution(text)


# "(national) equivalent of an MSc": what the degree above compares to.
EQUIVALENT_OF_RE = re.compile(
    r"\b(?:equivalent|comparable)\s+(?:of|to)\s+(?:an?\s+|the\s+)?$", re.I
)
# "EECS Department", "AI Track": a part of the school or of the programme, no school.
UNIT_OR_TRACK_RE = re.compile(
    rf"\b(?:{UNIT_WORDS}|Lab|Laboratory|Group|Program|Programme|Track|Option)\b", re.I
)
# "QTSE – VPU", "QTV Lisbon": a school's short form, led by its acronym.
ACRONYM_SCHOOL_RE = re.compile(rf"(?P<head>[A-Z]{{3,8}})(?:\s*[{LONG_DASHES},-]?\s+\S+){{1,3}}")


def _acronym_school_under_degree(texts: list[str], index: int) -> str | None:
    """AltaCV's education event, "Degree – Field" / "ACRONYM – ACRONYM" / dates: the short
    name alone on its row between a degree's row and the dates names where it was taken,
    though no institution word says so (a field's row there is no acronym's)."""
    text = texts[index]
    above = next((t for t in reversed(texts[:index]) if t), "")
    below = next((t for t in texts[index + 1 :] if t), "")
    match = ACRONYM_SCHOOL_RE.fullmatch(text)
    if (
        not match
        or match["head"] in NO_SCHOOL_ACRONYMS
        or not degree_of(above)
        or institution_in(above, capitals=True)
        or not years_in(below)
        or degree_of(text)
        or years_in(text)
        or UNIT_OR_TRACK_RE.search(text)
        or not is_proper_phrase(text)
    ):
        return None
    return normalise_institution(text)


# "09/2021 – CURRENT – Some Town, Country": Europass's line of dates and place over an entry.
DATES_DASH_PLACE_RE = re.compile(r"^(?P<dates>.+)\s+[–—-]\s+(?P<place>[^\W\d_][^\d\t]*,[^\d\t]+)$")


def _dates_over_degrees_joined(lines: list[str]) -> list[str]:
    """A line of dates alone (a place may follow them) that opens a block, over a degree's
    line, dates that degree, not the entry above it (Europass sets each entry's dates over
    its title): the two become one row, "dates<tab>degree". Dates under an entry's lines
    close that entry instead."""
    out: list[str] = []
    first = next((line.strip() for line in lines if line.strip()), "")
    dates_lead = bool(years_in(first)) and is_date_only(first)  # each entry under its dates
    for line in lines:
        if dates_lead and _margin_dates_over(out, line):
            # "2013–2014", a blank, then "Double diplôme au Some Politecnico": a page that
            # sets each entry's dates in the margin, a blank line over the entry
            out[-2:] = [f"{out[-2].strip()}\t{line.strip()}"]
            continue
        previous = out[-1].strip() if out else ""
        placed = None if is_date_only(previous) else DATES_DASH_PLACE_RE.match(previous)
        if placed and not is_place_name(placed["place"].rpartition(",")[2]):
            placed = None  # "Sep 2020 – Present Some University": no place, a school
        dates = placed["dates"] if placed and is_date_only(placed["dates"]) else previous
        opens_block = len(out) <= 1 or not out[-2].strip()  # the entry's first line
        if previous and opens_block and years_in(dates) and is_date_only(dates) and degree_of(line):
            out[-1] = f"{dates}\t{line.strip()}"
        else:
            out.append(line)
    return out


def _margin_dates_over(out: list[str], line: str) -> bool:
    """Whether the lines so far end on a block of dates alone and a blank line, and line
    opens an entry (a school or a degree) below them."""
    if len(out) < 2 or out[-1].strip() or not line.strip():
        return False
    dates = out[-2].strip()
    opens_block = len(out) <= 2 or not out[-3].strip()
    return (
        opens_block
        and bool(years_in(dates))
        and is_date_only(dates)
        and bool(degree_of(line) or institution_in(line))
    )


def _school_cell_of_dated_row(text: str) -> str | None:
    """ "2010–2013<tab>BSc in Physics<tab>KVTU, Lormont": a row of years, a degree and a last
    cell that names the school, maybe with its place after a comma, though no institution
    word says so (a designed CV's entry: years, title, then where)."""
    cells = [cell.strip() for cell in text.split("\t")]
    if len(cells) < MIN_DATED_ROW_CELLS or not is_date_only(cells[0]):
        return None
    if len(cells) > MIN_DATED_ROW_CELLS and is_place_name(cells[-1].rpartition(",")[2]):
        cells = cells[:-1]  # "...<tab>Some Univ<tab>Town, Country": the school before its place
    name = cells[-1].partition(",")[0].strip()
    if (
        not any(degree_of(cell) for cell in cells[1:-1])
        or degree_of(cells[-1])
        or years_in(cells[-1])
        or len(name.split()) > MAX_NAME_WORDS
        or not is_proper_phrase(name)
    ):
        return None
    return normalise_institution(name)


# "2022 – 2025 (Defended) | Some School, Town, Country": the dates, a status in brackets, a bar.
DATES_BAR_RE = re.compile(r"^(?P<dates>[^|]{4,40}?)\s*(?:\([^()]{1,20}\)\s*)?\|\s*(?P<rest>[^|]+)$")


def _school_after_dates_bar(text: str, above: str) -> str | None:
    """A designed CV's row under its degree line ("PhD in X" over "2019 – 2023 | Arts et Métiers
    Sud, France"): the school before its place, though no institution word names it."""
    match = DATES_BAR_RE.match(text.strip())
    if match is None or not is_date_only(match.group("dates")) or not degree_of(above):
        return None
    name, _, place = match.group("rest").strip().partition(",")
    name = name.strip()
    if (
        not place.strip()
        or not is_place_name(place.rpartition(",")[2].strip())
        or degree_of(name)
        or years_in(name)
        or len(name.split()) > MAX_NAME_WORDS
        or not is_proper_phrase(name)
    ):
        return None
    return normalise_institution(name)


def _degree_end(line: str) -> int:
    for _, pattern in DEGREE_RES:
        match = pattern.search(line)
        if match:
            return match.start()
    return 0


def _first_degree_start(line: str) -> int:
    """Where the line's first degree mention starts (of any kind), 0 without one."""
    return min((m.start() for _, p in DEGREE_RES if (m := p.search(line))), default=0)


def _add_details(entry: Education, line: str) -> None:
    if entry.start_year is None and entry.end_year is None and years_in(line):
        start, end = year_range(line)
        if opening := DATES_OPEN_SENTENCE_RE.match(line):
            # "Current-2019 - I am ...", "2018- 2015- I completed ...": the later end first.
            years = years_in(opening.group(0))
            start, end = min(years), (max(years) if len(years) > 1 else None)
        entry.start_year, entry.end_year = start, end
    elif entry.start_year is not None and entry.end_year is None and EXPECTED_RE.search(line):
        # "Sep 2023 - Present" over "Expected Graduation: May 2026": the open entry's end.
        later = [year for year in years_in(line) if year > entry.start_year]
        if later:
            entry.end_year = later[0]
    gpa = gpa_of(line) if not entry.gpa else None
    if gpa:
        entry.gpa, entry.gpa_scale = gpa
    rank = RANK_RE.search(line)
    if rank and not entry.rank:
        entry.rank = rank.group(1)
    advisors = ADVISOR_RE.search(line)
    if advisors and not entry.advisors:
        entry.advisors = names_in(advisors.group(1))


def names_in(text: str) -> list[str]:
    """The names of a PERSON_LIST match, without "Prof." or "Dr."."""
    names = re.split(r"\s*(?:,|\band\b|&)\s*", text)
    return [re.sub(rf"^{PERSON_TITLE}\s*", "", n).strip() for n in names if n.strip()]


def education_from_prose(lines: list[str]) -> list[Education]:
    """Degree sentences in pages and letters: "a third-year doctoral student at Some University".

    A sentence may name several degrees ("an M.Sc. from X in 2021 and a B.Sc. from the
    same university in 2019"): each degree mention starts a clause of its own.
    """
    entries: list[Education] = []
    studied_at = None  # the university an earlier sentence says the writer studied at
    for line in lines:
        for sentence in split_sentences(line):
            mentions = _degree_phrases(sentence)
            held = set()  # the mentions of this sentence that gave an entry
            if not mentions and (where := STUDIED_AT_RE.search(sentence)):
                studied_at = _university_in(where.group(1)) or studied_at
            for n, mention in enumerate(mentions):
                if ROLE_AFTER_RE.match(sentence, mention.end()):
                    continue  # "an undergraduate researcher in the X Lab" is a position
                own_thesis = OWN_THESIS_RE.search(sentence[: mention.start()]) and (
                    THESIS_AT_RE.match(sentence, mention.end())
                )
                if NOT_A_DEGREE_AFTER_RE.match(sentence, mention.end()) and not own_thesis:
                    continue  # "a Master's thesis hosted by X", "Master's students"
                if BEFORE_THE_DEGREE_RE.search(sentence[: mention.start()]):
                    continue  # "Before my Ph.D. I was a visiting student at X"
                end = mentions[n + 1].start() if n + 1 < len(mentions) else len(sentence)
                entry = _prose_entry(sentence, mention.start(), end, entries)
                if entry is None and n + 1 < len(mentions):
                    entry = _at_the_next_place(sentence, mentions, n, entries)
                if entry is None and n and entries:
                    entry = _at_the_last_place(sentence, mentions, n, entries[-1], n - 1 in held)
                if entry is None and studied_at and FROM_THERE_RE.match(sentence, mention.end()):
                    # "I studied at Some University ... and got my M.Sc. from there."
                    entry = Education(institution=studied_at, degree=degree_of(mention[0]))
                if (
                    entry
                    and n + 1 < len(mentions)
                    and _pursues_next(sentence, mention, mentions[n + 1])
                ):
                    entry.degree = degree_of(mentions[n + 1].group(0)) or entry.degree
                if entry and own_thesis:
                    entry.field = None  # what follows "thesis" is its topic or supervisor
                    if any(e.degree == entry.degree for e in entries):
                        continue  # "my Ph.D. thesis at Some Lab" after the Ph.D.'s school
                if entry and not any(
                    (e.institution, e.degree) == (entry.institution, entry.degree) for e in entries
                ):
                    entries.append(entry)
                    held.add(n)
    if not entries:
        entries = _studied_at(lines)
    if not entries:
        entries = _field_students(lines)
    return entries


# "a graduate student (at X) pursuing a PhD": the status and the degree it names are one.
GENERIC_STATUS_RE = re.compile(r"(?:under)?grad(?:uate)?\b", re.I)
PURSUING_RE = re.compile(r"\b(?:pursuing|completing|doing|finishing|working\s+towards?)\b", re.I)


def _pursues_next(sentence: str, mention, following) -> bool:
    between = sentence[mention.end() : following.start()]
    return (
        bool(GENERIC_STATUS_RE.match(mention.group(0)))
        and bool(PURSUING_RE.search(between))
        and not re.search(r"[;:]|\b(?:and|but|before|after|then|previously)\b", between)
    )


# "now I am a chemistry student (with a minor in X) at Some College": a student of a field
# at a place, the degree unnamed.
FIELD_STUDENT_RE = re.compile(
    r"\bI(?:\s+am|['’]m|\s+was)\s+(?:currently\s+|now\s+)?an?\s+"
    r"((?:[a-z][\w-]*\s+){1,3}?)students?\s+(?:with\s+[^,.;]{0,40}?\s+)?(?:at|of)\s+"
    r"((?:[Tt]he\s+)?[A-Z][^,;()]*)"
)
# Words before "student" that say the year or the kind of stay, not the field.
NOT_A_STUDENTS_FIELD_RE = re.compile(
    r"\b(?:first|second|third|fourth|final|last|senior|junior|year|exchange|visiting|"
    r"international|full|part|time|new|former|current|motivated|passionate|hardworking)\b",
    re.I,
)


def _field_students(lines: list[str]) -> list[Education]:
    """A letter that names no degree, only the field its writer studies and where."""
    for line in lines:
        for sentence in split_sentences(line):
            match = FIELD_STUDENT_RE.search(sentence)
            if not match or NOT_A_STUDENTS_FIELD_RE.search(match.group(1)):
                continue
            institution = institution_in(PLACE_END_RE.sub("", match.group(2)))
            if institution and not looks_ahead(sentence[: match.start()]):
                return [Education(institution=institution, field=match.group(1).strip())]
    return []


# "a Bachelor's in X and a Master's in Y from Some Institute": the "and" between two degrees.
JOINED_DEGREE_RE = re.compile(r"[\s,]+and\s+(?:an?\s+)?$", re.I)
# Words that end a list of degrees: a clause of its own follows ("a B.Sc., and I am now ...").
OWN_CLAUSE_RE = re.compile(r"\b(?:I|am|was|is|my|then|later|now|currently|before|after)\b")


def _at_the_next_place(sentence: str, mentions: list, n: int, entries: list[Education]):
    """ "B.Sc. and M.Sc. degrees in Physics from X", "an M.Sc. in Y, as well as a B.Eng.,
    all from X": a degree listed without a place shares the place of the next one."""
    start, following = mentions[n].start(), mentions[n + 1].start()
    if OWN_CLAUSE_RE.search(sentence[start:following]):
        return None
    later = mentions[n + 2].start() if n + 2 < len(mentions) else len(sentence)
    shared = _prose_entry(sentence, following, later, entries)
    if shared is None:
        shared = (
            _at_the_next_place(sentence, mentions, n + 1, entries)
            if n + 2 < len(mentions)
            else None
        )
    clause = JOINED_DEGREE_RE.sub("", sentence[start:following])
    degree = degree_of(clause)
    if shared is None or degree is None:
        return None
    entry = Education(institution=shared.institution, degree=degree)
    entry.field = field_of(clause[_degree_end(clause) :]) or shared.field
    return entry


AS_WELL_AS_RE = re.compile(r"\bas\s+well\s+as\s+(?:an?\s+|my\s+|the\s+)?$", re.I)


def _at_the_last_place(sentence: str, mentions: list, n: int, last: Education, previous_held: bool):
    """ "my master's degree in X from Some Institute as well as bachelor's degree in Y": a
    degree added with "as well as" to the one before, named without a place, is from the
    same place; so is one joined by "and" to a bare degree's name the writer holds ("at X,
    where I earned my BSc and MSc degrees in Y"), which shares its field too; not one joined
    to a degree nobody holds ("mentoring undergraduate and graduate students alike")."""
    between = sentence[mentions[n - 1].end() : mentions[n].start()]
    bare = re.sub(r"^['’]s?", "", between)  # the first mention's own "’s" ("Master’s and")
    paired = previous_held and JOINED_DEGREE_RE.fullmatch(bare) and not OWN_CLAUSE_RE.search(bare)
    if not AS_WELL_AS_RE.search(between) and not paired:
        return None
    end = mentions[n + 1].start() if n + 1 < len(mentions) else len(sentence)
    clause = sentence[mentions[n].start() : end]
    degree = degree_of(clause)
    if degree is None or PLACE_RE.search(re.sub(r"^.*?\bin\s+", "", clause, count=1)):
        return None  # "... as well as a B.Sc. in Y at Other College": a place of its own
    entry = Education(institution=last.institution, degree=degree)
    entry.field = field_of(clause[_degree_end(clause) :])
    if paired and last.field is None:
        last.field = entry.field
    return entry


def _degree_phrases(sentence: str) -> list[re.Match]:
    """The degree mentions of a sentence, one per phrase: "a BSc undergraduate" names one
    degree, not a B.Sc. without a place and an undergraduate degree after it."""
    phrases: list[re.Match] = []
    for mention in DEGREE_MENTION_RE.finditer(sentence):
        if phrases and not sentence[phrases[-1].end() : mention.start()].strip(" -"):
            continue
        phrases.append(mention)
    return phrases


# "my current Master's thesis at Some University": the writer is enrolled there (a thesis
# they "will be writing" there is a visit to come).
OWN_THESIS_RE = re.compile(
    r"\b(?:my\s+(?:ongoing|current)|I(?:\s+am|['’]m)\s+(?:\w+\s+)?"
    r"(?:doing|writing|completing|finishing|working\s+on)\s+my)\s+$",
    re.I,
)
THESIS_AT_RE = re.compile(r"['’]?s?\s+(?:thesis|dissertation)\s+(?:at|in)\s+(?:the\s+)?[A-Z]")
CLASS_YEAR_RE = re.compile(r"\b(freshman|sophomore|junior|senior)\b")
DEGREE_MENTION_RE = re.compile(
    "|".join(f"(?:{pattern})" for _, pattern in DEGREE_PATTERNS) + r"|" + CLASS_YEAR_RE.pattern,
    re.I,
)
# A campus in brackets right after an acronym ("HKUST(GZ)") is part of the place.
PLACE_RE = re.compile(
    rf"\b(?:at|from|in)\s+((?:the\s+)?[{UPPER_LATIN}][^,;()]*(?:(?<=[A-Z])\([A-Z]{{2,4}}\))?)"
)
# The end of a place's name: a date, a clause word before lower case, or a verb of study
# before anything ("at Some Tech studying Computer Science": the field is capitalised).
PLACE_END_RE = re.compile(
    rf"\s+(?:in|since|during|until|by)\s+(?:[A-Za-z]+\s+)?{YEAR}\b.*$|"
    r"\s+(?:and|where|with|under|as|while|which|who|before|after|to|for|in)\s+(?![A-Z]).*$|"
    # "from Some Institute and ABC department": the institute's department, named after it
    r"\s+and\s+(?:the\s+)?(?:[A-Z][\w&-]*\s+){1,3}(?:department|faculty|school|lab)\b.*$|"
    r"\s+(?:majoring|studying|pursuing|completing|focusing|specializing|specialising|working|"
    r"advised|supervised|supported|funded|sponsored)\s+.*$|\s+where\s+(?:I|we|he|she|they)\b.*$|\.$|"
    # "at Some Institute under Prof. Jane Roe": the supervisor, after the place
    r"\s+(?:under|with)\s+(?:the\s+)?(?:Prof|Professor|Dr)\b.*$"
)
# "a Ph.D. candidate at UNIST": an institution known by its acronym alone, with its campus
# in brackets ("HKUST(GZ)") a part of the name.
# "the M.S. at OU will help me": a degree that is the subject of a hope, not one held.
ACRONYM_PLACE_RE = re.compile(
    r"\b(?:at|from)\s+(?:the\s+)?([A-Z][A-Z&]{1,5}(?:\s?\([A-Z]{2,4}\))?)(?![\w&(-])"
    r"(?!\s+(?:will|would)\b)"
)
GROUP_HOST_RE = re.compile(
    r"\s+(?:research\s+)?(?:group|lab|laboratory|team)\s*\(([^()]{4,80})\)", re.I
)
GRADUATED_WITH_RE = re.compile(
    rf"\bgraduat(?:ed|ing)\s+from\s+((?:the\s+)?[A-Z][^,;()]*?)(?:\s+\([^()]{{1,15}}\))?"
    rf"(?:\s+in\s+({YEAR}))?"
    r"\s+with\s+(?:an?\s+|my\s+|the\s+)?$"
)
# "... (SU) for my", "... to pursue a": a place joined for a study, up to the degree's name.
FOR_A_STUDY = r"(?:\s+\([^()]{1,15}\))?\s+(?:for|to\s+(?:pursue|do|start|begin))\s+(?:a|an|my|the)"
# "joined the Some University (SU) for my master's degree", "was admitted to SU to start the
# Bachelor's Degree": the place comes first.
JOINED_FOR_RE = re.compile(
    r"\b(?:joined|entered|went\s+to|moved\s+to|came\s+to|admitted\s+to|accepted\s+(?:at|to|into)|"
    r"enrolled\s+(?:at|in))\s+((?:the\s+)?[A-Z][^,;()]*?)" + FOR_A_STUDY + r"\s*$"
)
# "In 2019, I graduated in Geology with a Bachelor from ...", "In March 2021, I
# completed my PhD at ...": the year (its month too) opens the sentence.
YEAR_LED_GRADUATION_RE = re.compile(
    rf"^\s*In\s+(?:{MONTH_WORD}\s+)?({YEAR}),?\s+I\s+(?:have\s+)?"
    r"(?:graduated|defended|completed|obtained|received|earned)\b",
    re.I,
)
WHERE_STUDYING_RE = re.compile(
    r"\b(?:at|from)\s+((?:the\s+)?[A-Z][^,;()]*(?:\s*\([^()]{1,12}\))?),\s+where\s+I"
    r"(?:\s+am|'m|\s+was|\s+have\s+been)?"
    r"\s+(?:currently\s+)?(?:completing|pursuing|finishing|studying|doing|reading|earned|"
    r"received|completed|obtained|working\s+towards?)\s+(?:both\s+)?(?:a|an|my)?\s*$"
)
NOT_A_DEGREE_AFTER_RE = re.compile(
    r"['’]?s?\s+(?:(?:final|research|graduation|capstone|term)\s+)?"
    r"(?:thesis|dissertation|project|course(?:s|work)?|level|students|curriculum|"
    # others' degrees the applicant served on: "PhD Panels", "PhD committee", "PhD defences"
    r"panels?|committees?|defen[cs]es|jur(?:y|ies)|examiners?)\b",
    re.I,
)
ROLE_AFTER_RE = re.compile(r"\s+(?:research(?:er|ers)?\b|assistant|intern|fellow|teaching)", re.I)
# "Ph.D. Candidate, Department of X, Some University": a page's status line.
STATUS_TAGLINE_RE = re.compile(r"^\S+(?:\s+\S+){0,2}?\s+(?i:student|candidate)\s*[,|–—]\s+(.+)$")
MAX_TAGLINE_WORDS = 14
# "Prior to my doctorate, I was ...": what came before the degree, not the degree.
BEFORE_THE_DEGREE_RE = re.compile(
    r"\b(?:prior\s+to|before)\s+(?:(?:starting|beginning|commencing|pursuing|joining)\s+)?"
    r"(?:my|the|his|her|their)\s+$",
    re.I,
)
# How far into a degree's clause its place may be named.
MAX_PLACE_OFFSET = 100
# A bare name after a degree: "at Brookfield", "from Hollins College"'s first word alone, up
# to the clause's end or its next clause word.
BARE_PLACE_RE = re.compile(
    r"\b(?:at|from)\s+(?!The\b|This\b|Prof|Dr\b)([A-Z][a-z]{2,}(?:\s+[A-Z][a-z]{2,}){0,2})"
    r"(?=\s*(?:$|[,.;]|\s+(?:and|in|since|during|until|where|before|after)\b))"
)
# Words between a degree and "at X" that open another clause ("while working at X").
CLAUSE_BREAK_RE = re.compile(
    r"\b(?:while|when|working|worked|work|and|I|as|with|for|under|visiting|by)\b", re.I
)
NEXT_CLAUSE_RE = re.compile(r",\s+where\b|;\s|,\s+(?:and|but|while)\s+I\b")
FROM_THERE_RE = re.compile(r"(?:\s+degree)?\s+(?:from|at)\s+there\b")
SAME_PLACE_RE = re.compile(r"\b(?:at|from)\s+the\s+same\s+(?:university|institution|school)")


UNIT_RE = re.compile(r"\b(?:School|College|Department|Institute|Faculty|Centre|Center|Lab)\b")
UNIT_OF_UNIVERSITY_RE = re.compile(
    r"\b(?:School|College|Department|Faculty|Centre|Center|Lab|Laboratory)\b.*?\bof\s+the\s+"
    r"((?:[A-Z][\w.&'-]*\s+)*Universit[\w.&' -]*)$"
)


# A unit written in lower case before its university: "from the school of earth sciences,
# Some University".
LOWER_UNIT_PLACE_RE = re.compile(
    r"\b(?:at|from|in)\s+the\s+(?:faculty|department|school|college)\s+of\s+[a-z][^,;()]*,\s+"
    rf"([{UPPER_LATIN}][^,;()]*)"
)


DEPARTMENT_OF_RE = re.compile(
    r"^((?:[A-Z][\w&-]*\s+){0,4})(?:Department|Faculty)\s+of\s+(?!the\b)(.+)$"
)


THE_RE = re.compile(r"^the\s+", re.I)


def _unit_parent(unit: str, parent: re.Match | None) -> str | None:
    """ "the Department of X, QIT Somewhere": the institution the unit belongs to, named
    after it even without an institution word ("IIT Somewhere"), unless it is a town."""
    if parent is None:
        return None
    rest = PLACE_END_RE.sub("", parent.group(1)).strip()
    return _university_in(rest) or institution_in(rest) or _named_after_unit([unit, rest])


def _university_in(text: str) -> str | None:
    name = institution_in(PLACE_END_RE.sub("", text))
    return name if name and re.search(r"\bUniversit", name) else None


def _named_before(clause: str, entries: list[Education]) -> tuple[str | None, int]:
    """ "in my undergraduate years at Brackwater Mellor" after "Brackwater Mellor University":
    the short form of a place the text has already named in full."""
    for match in PLACE_RE.finditer(clause):
        if match.start() > MAX_PLACE_OFFSET:
            break
        place = PLACE_END_RE.sub("", match.group(1)).strip(" ,.")
        for entry in entries:
            if len(place) >= 4 and (entry.institution or "").startswith(place + " "):
                return place, match.start()  # as written: two degrees, two names
    return None, len(clause)


def _prose_entry(sentence: str, start: int, end: int, entries: list[Education]):
    clause = sentence[start:end]
    degree = degree_of(clause) or ("Bachelor" if CLASS_YEAR_RE.match(clause) else None)
    if not degree:
        return None
    institution, place_at, unit_field = None, len(clause), None
    pos = 0
    while match := PLACE_RE.search(clause, pos):
        if match.start() > MAX_PLACE_OFFSET:
            break
        place = PLACE_END_RE.sub("", match.group(1))
        institution = institution_in(place)
        # "in Geology with a minor in Art from Some University": look on after the field.
        pos = match.start(1) + max(len(place), 1)
        # "at the Division of X (DX) of Some Institute": a unit no institution word names.
        unit = None if institution else UNIT_HEAD_RE.match(THE_RE.sub("", place.strip()))
        if institution or unit:
            # "at the X Institute, Some University": the unit's university.
            # "the School of X (SX) of the Some University": the same, its short name between.
            parent = re.match(r",\s+([A-Z][^,;()]*)", clause[match.end() :]) or re.match(
                r"\s*\([^()]{1,12}\)\s+of\s+(?:the\s+)?([A-Z][^,;()]*)", clause[match.end() :]
            )
            if unit:
                institution = _unit_parent(THE_RE.sub("", place.strip()), parent)
                if institution is None:
                    continue
            elif parent and UNIT_RE.search(institution) and "Universit" not in institution:
                institution = (
                    _university_in(parent.group(1))
                    or (
                        _unit_parent(institution, parent)
                        if UNIT_HEAD_RE.match(institution)
                        else None
                    )
                    or institution
                )
            place_at = match.start()
            # "the X Department of the Some University": the department's university.
            unit_of = UNIT_OF_UNIVERSITY_RE.search(institution)
            if unit_of:
                institution = normalise_institution(unit_of.group(1))
            # "the Mining Department of IIT Somewhere": the institute; the
            # department's subject is the field.
            department = DEPARTMENT_OF_RE.match(institution)
            if department and INSTITUTION_RE.search(department.group(2)):
                institution, unit_field = department.group(2), department.group(1).strip()
            break
    bare = BARE_PLACE_RE.search(clause, _degree_end(clause)) if institution is None else None
    if (
        bare
        and bare.start() <= MAX_PLACE_OFFSET
        and not CLAUSE_BREAK_RE.search(clause[_degree_end(clause) : bare.start()])
    ):
        # "my M.S. in physics also at Brookfield and a B.S. at ...": a school known by its
        # name alone, the place of its own degree, not the next one's.
        institution, place_at = bare.group(1), bare.start()
    unit = LOWER_UNIT_PLACE_RE.search(clause) if institution is None else None
    if unit and unit.start() <= MAX_PLACE_OFFSET:
        # "from the school of earth sciences, Some University": the unit's university.
        institution, place_at = _university_in(unit.group(1)), unit.start()
    tagline = STATUS_TAGLINE_RE.match(clause)
    own_line = not sentence[:start].strip() and len(sentence.split()) <= MAX_TAGLINE_WORDS
    if institution is None and tagline and own_line:
        # "PhD student, Some University" under the name: the status line of a page.
        place = re.sub(r"\S+@\S+|https?://\S+", "", tagline.group(1))  # a signature's address
        institution, place_at = institution_in(place), tagline.start(1)
    acronym = ACRONYM_PLACE_RE.search(clause[:place_at])
    if institution is None and acronym and acronym.start() <= MAX_PLACE_OFFSET:
        institution, place_at = acronym.group(1), acronym.start()
        # "at the KISON research group (Some University)": a group's short name, its
        # university in the brackets after it.
        host = GROUP_HOST_RE.match(clause, acronym.end())
        institution = (host and institution_in(host.group(1))) or institution
    # "at Some University, where I am completing a B.Sc. in ...": the place comes first; a
    # place named after the next clause ("..., where I also visited X") is another's.
    back = WHERE_STUDYING_RE.search(sentence[:start])
    if back and (institution is None or NEXT_CLAUSE_RE.search(clause[:place_at])):
        institution, place_at = institution_in(back.group(1)) or institution, 0
    elif institution is None:
        # "joined Some University (SU) for my master's degree": the place comes first too.
        joined = JOINED_FOR_RE.search(sentence[:start])
        if joined:
            place = joined.group(1).strip()
            short = place if re.fullmatch(r"[A-Z][A-Z&]{1,5}", place) else None  # "to SU to"
            institution, place_at = institution_in(place) or short, 0
    graduated_in = None
    if institution is None:
        # "graduated from X (X) in 2019 with a BSc in ...": the place and year come first.
        back = GRADUATED_WITH_RE.search(sentence[:start])
        if back:
            place = back.group(1).strip()
            short = place if re.fullmatch(r"[A-Z][A-Z&]{1,5}", place) else None  # "from OPU"
            institution, place_at, graduated_in = institution_in(place) or short, 0, back.group(2)
    if institution is None and entries and SAME_PLACE_RE.search(clause):
        institution = entries[-1].institution
        place_at = SAME_PLACE_RE.search(clause).start()
    if institution is None and entries:
        institution, place_at = _named_before(clause, entries)
    if institution is None:
        institution, place_at = _bracketed_school(clause)
    if not institution or looks_ahead(sentence[: start + place_at]):
        return None
    entry = Education(institution=institution, degree=degree)
    entry.field = unit_field or field_of(clause[_degree_end(clause) :])
    clause = re.split(r",?\s+(?:and|but|while)\s+I\b|;\s", clause)[
        0
    ]  # "..., and I worked at X since 2024"
    since = re.search(rf"\bsince\s+(?:[A-Za-z]+\s+)?({YEAR})\b", clause)
    if since:
        entry.start_year = int(since.group(1))
    elif years_in(clause):
        entry.start_year, entry.end_year = year_range(clause)
    led = YEAR_LED_GRADUATION_RE.match(sentence[:start])
    graduated_in = graduated_in or (led.group(1) if led else None)
    if graduated_in and entry.end_year is None:
        entry.end_year = int(graduated_in)
    return entry


# "MSc in Geology (QIST), BA in History (Some University, 2019)": a school in brackets
# after the degree and its field, or its acronym ("(NLP)" after "Natural Language Processing"
# spells the field instead).
BRACKET_RE = re.compile(r"\(([^()]{2,80})\)")
SCHOOL_ACRONYM_RE = re.compile(r"[A-Z][A-Za-z&]{1,7}")
MIN_ACRONYM_CAPITALS = 2


# Only the degree's own words stand between it and the bracket: "(Hons)", "degree", "in X".
DEGREE_TO_BRACKET_RE = re.compile(
    r"\s*(?:\([^()]*\)\s*)?(?:degrees?\s+)?(?:(?:in|of)\s+[^()]{1,60}?)?\s*"
)


def _bracketed_school(clause: str) -> tuple[str | None, int]:
    degree = DEGREE_MENTION_RE.match(clause)
    if degree is None:
        return None, len(clause)
    for bracket in BRACKET_RE.finditer(clause):
        if bracket.start() > MAX_PLACE_OFFSET or not DEGREE_TO_BRACKET_RE.fullmatch(
            clause[degree.end() : bracket.start()]
        ):
            break
        head = bracket.group(1).split(",")[0].strip()
        school = institution_in(head)
        if school is None and _reads_as_acronym(head, clause[: bracket.start()]):
            school = head
        if school:
            return school, bracket.start()
    return None, len(clause)


def _reads_as_acronym(text: str, before: str) -> bool:
    initials = "".join(w[0] for w in re.findall(r"\b[A-Z][\w-]*", before[_degree_end(before) :]))
    return (
        bool(SCHOOL_ACRONYM_RE.fullmatch(text))
        and sum(c.isupper() for c in text) >= MIN_ACRONYM_CAPITALS
        and degree_of(text) is None
        and not initials.upper().endswith(text.upper())
    )


def expected_graduation(lines: list[str], entries: list[Education]) -> int | None:
    for line in lines:
        if EXPECTED_RE.search(line) and years_in(line):
            return max(years_in(line))
    return None


# "I was admitted to X", "after graduating from X": where one studied, the degree said later.
STUDIED_AT_RE = re.compile(
    r"\b(?:admitted\s+to|studied\s+at|graduated\s+from|graduating\s+from|enrolled\s+(?:at|in)|"
    r"attended|studying\s+at|exchange\s+student\s+at|"
    # "a third-year student at Some University, majoring in X"
    r"(?:first|second|third|fourth|fifth|final|\d(?:st|nd|rd|th))[\s-]year\s+student\s+at|"
    # "studying the final term of the Physics degree at Some University"
    # or "enrolled in the final year of the Physics degree at ..."
    r"(?:studying|enrolled\s+in)\s+(?:my|the)\s[^.;:]{0,60}?\b(?:degree|programme|program)\s+at|"
    # "pursuing a degree in Some Field at Some University"
    r"(?:pursuing|completing|doing)\s+(?:a|an|my)\s+degree\s+in\s[^.;:]{0,80}?\s+at)"
    r"\s+((?:the\s+)?[A-Z][^,;()]*)"
)
# "at Some Institute of X, Y and Z at the Some University", "at CFIS, a school within the
# Some University": the university the unit first named belongs to, later in the sentence.
LATER_UNIVERSITY_RE = re.compile(r"\b(?:at|within|of)\s+((?:the\s+)?[A-Z][^,;()]*)")
BARE_DEGREE_RE = re.compile(r"\b(?:in|during)\s+my\s+(" + DEGREE_MENTION_RE.pattern + r")", re.I)
# How many sentences after the place a bare "in my bachelor's" may be.
STUDIED_AT_WINDOW = 8


def _studied_at(lines: list[str]) -> list[Education]:
    """A letter that names its university once and the degree sentences later ("admitted to
    Some University ... during my bachelor's years ...")."""
    sentences = [s for line in lines for s in split_sentences(line)]
    for index, sentence in enumerate(sentences):
        match = STUDIED_AT_RE.search(sentence)
        if not match:
            continue
        clause = re.split(r",\s+(?:and\s+)?|;\s+", sentence[: match.start()])[-1]
        if looks_ahead(clause):
            continue
        institution = _university_in(match.group(1))
        rest = re.split(r"\bI\b", sentence[match.end(1) :])[0]  # the clause, not the next
        for later in LATER_UNIVERSITY_RE.finditer(rest):
            institution = institution or _university_in(later.group(1))
        if not institution:
            continue
        degree = None
        for later in sentences[index : index + STUDIED_AT_WINDOW]:
            bare = BARE_DEGREE_RE.search(later)
            if bare:
                degree = degree_of(bare.group(1)) or (
                    "Bachelor" if CLASS_YEAR_RE.match(bare.group(1)) else None
                )
                break
        return [Education(institution=institution, degree=degree)]
    return []
