"""Telling an organisation from a role and a place in an entry's cells: "Role, Org",
"Org — Role", "Org, City, Country", a team before its company."""

import functools
import re

from parsing.dates import SEASONS, is_date_only, strip_dates
from parsing.document import fold_accents, without_marker
from parsing.education import INSTITUTION_RE, unshouted
from parsing.limits import LINE_CACHE_SIZE
from parsing.patterns import (
    LONG_DASHES,
    LOWER_LATIN,
    MENTOR_WORDS,
    PLACED_HEAD_DASH_RE,
    UPPER_LATIN,
)
from parsing.places import (
    countries_pattern,
    is_capital_name,
    is_city_name,
    is_cut_place_name,
    is_place_name,
    states_pattern,
)

ROLE_HEADS = (
    r"intern|internship|assistant|researcher|engineer|scientist|developer|fellow|lead|leader|"
    r"manager|analyst|consultant|ta|tutor|lecturer|instructor|professor|post-?doc|"
    r"architect|designer|programmer|founder|co-founder|cto|ceo|associate|specialist|technician|"
    r"trainee|apprentice|apprenticeship|traineeship|officer|director|head|coordinator|contractor|researcher|scholar|student|"
    r"member|grader|swe|sde|reu|placement|co-op|trainer|cto|cfo|coo|vp|"
    r"teacher|administrator|admin|staff|executive|representative|clerk|ambassador|"
    r"editor|accountant|translator|planner|mentor|supervisor|investigator|demonstrator|"
    # "Research Collaborator" is a post; "Collaborators: Ann Roe" lists people.
    r"collaborator(?!s)|maintainer|speaker|creator|"
    # an industry lab's residency ("AI Resident"); "Permanent Resident" is a status, no post
    r"(?<!permanent\s)resident(?!\s+(?:of|in)\b)|"
    # the same posts in the other languages CVs are written in
    r"stagiaire|praktikant|praktikantin|werkstudent|werkstudentin|mitarbeiter|mitarbeiterin|"
    r"entwickler|entwicklerin|lehrer|lehrerin|tirocinante|stagista|sviluppatore|sviluppatrice|"
    r"ingegnere|docente|becario|becaria|pasante|desarrollador|desarrolladora|ingeniero|"
    r"ingeniera|profesor|profesora|estagi[aá]rio|estagi[aá]ria|bolsista|desenvolvedor|"
    r"desenvolvedora|engenheiro|engenheira|professora|ing[eé]nieur|enseignant|asisten|dosen|"
    # French academic posts: a fixed-term teaching and research post, a doctoral researcher
    r"ater|doctorant|doctorante|chercheur|chercheuse"
)
ROLE_RE = re.compile(rf"\b(?:{ROLE_HEADS})s?\b", re.I)
KNOWN_COMPANIES = (
    r"Google|Microsoft|Meta|Facebook|Amazon|AWS|Apple|NVIDIA|Nvidia|Intel|AMD|IBM|Samsung|Huawei|"
    r"Alibaba|Tencent|ByteDance|Bytedance|Baidu|Oracle|Qualcomm|Adobe|Uber|Tesla|Netflix|Cisco|"
    r"VMware|Xilinx|Arm|ARM|SenseTime|DeepMind|OpenAI|Anthropic|Synopsys|Cadence|Siemens|Bosch|"
    r"Sony|Airbnb|LinkedIn|Salesforce|Databricks|Snowflake|Intuit|Visa|JPMorgan|Goldman Sachs"
)
# Never the first half of a compound: "Co-Founder", "Lab-based", "Team-lead".
STRONG_ORG_WORDS_RE = re.compile(
    rf"\b(?:inc|llc|ltd|limited|plc|pvt|corp|corporation|company|co|laboratory|laboratories|labs|"
    # French, Spanish, Italian and Portuguese CVs' laboratories: "Laboratoire d'Informatique"
    rf"laboratoires?|laborat[oó]rios?|"
    rf"foundation|gmbh|"
    rf"national|agency|institute|hospital|clinics?|consultants|consultancy|consulting|"
    rf"{KNOWN_COMPANIES})"
    rf"\b(?!-\w)\.?",
    re.I,
)
# A company's legal form, which no post, place or project carries: "Acme S.A.S", "(Acme
# S.A.)", "Acme Sdn Bhd", "Acme B.V.", "Acme Pte Ltd", "PT Acme" (Indonesia's form opens the
# name), "OOO Acme". Dotted or capitalised as registries write them, so "SA" (a state) is none.
LEGAL_FORM_RE = re.compile(
    r"^PT\.?\s+(?=[A-Z])|^(?:OOO|PJSC|JSC)\s+(?=[A-Z\"«])"
    r"|(?<=\S)\s(?:S\.\s?A\.(?:\s?S\.?|\s?C\.?)?|S\.A\.S|S\.\s?L\.|S\.p\.A\.?|S\.r\.l\.?|SARL|"
    r"Ltda\.?|Lda\.?|B\.V\.?|N\.V\.?|Sdn\.?\s?Bhd\.?|Bhd\.?|Pte\.?\s?Ltd\.?|Tbk\.?|K\.K\.|A/S|ApS)"
    r"(?=$|[\s),;])"
)
# Cheap test before that regex: a piece every legal form holds.
LEGAL_FORM_OPENERS = ("PT", "OOO", "PJSC", "JSC")
LEGAL_FORM_PIECES = ("S.", "Ltd", "Lda", ".V", "Bhd", "Pte", "Tbk", "K.K.", "A/S", "ApS", "SARL")


def has_legal_form(text: str) -> bool:
    if not text.startswith(LEGAL_FORM_OPENERS) and not any(p in text for p in LEGAL_FORM_PIECES):
        return False
    return bool(LEGAL_FORM_RE.search(text))


LEGAL_FORM_TAIL_RE = re.compile(r",\s*(inc|llc|ltd|corp|gmbh|plc|limited)\b\.?", re.I)
ORG_WORDS_RE = re.compile(
    r"\b(?:lab|labs|laboratory|laboratories|inc|llc|ltd|corp|corporation|company|co|group|team|"
    r"center|centre|centro|zentrum|centrum|technologies|technology|foundation|gmbh|ag|"
    r"department|academy|"
    r"national|agency|studio|studios|solutions|institute|hospital)\b(?!-\w)\.?",
    re.I,
)
COUNTRIES = countries_pattern()
LOCATION_RE = re.compile(
    # "Bend, Oregon": a town before its US state, written out as well as in two capitals.
    rf"^(?:[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){{0,2}}\s*,\s*)*"
    rf"(?:[A-Z]{{2}}|{COUNTRIES}|{states_pattern()})$"
    rf"|^(?:{COUNTRIES})$"
    # Europass writes "City (Country)".
    rf"|^[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){{0,2}}\s*\((?:{COUNTRIES})\)$"
)
# "Ottawa, ON (Remote)": how the post was worked, after its place.
# "(Remote) Austin, TX": written before the place as well.
WORK_MODE_RE = re.compile(
    r"\s*\((?:hybrid|remote|on-?site|in[- ]person|virtual)\)$"
    r"|^\s*\((?:hybrid|remote|on-?site|in[- ]person|virtual)\)\s*",
    re.I,
)
# "Home - remote", "Remote / Hybrid", "Work from home": how the post was worked, written in
# the place's cell, words that no employer's name is made of alone.
WORK_MODES = r"remote(?:ly)?|hybrid|on-?site"
WORK_MODE_WORDS = (
    rf"{WORK_MODES}|in[- ]person|virtual|online|home(?:\s+office)?|work(?:ing)?\s+from\s+home|wfh"
)
WORK_MODES_CELL_RE = re.compile(
    rf"(?:{WORK_MODE_WORDS})(?:\s*[/{LONG_DASHES}-]\s*(?:{WORK_MODE_WORDS}))*", re.I
)
REFEREE_TAIL_RE = re.compile(rf"\s*[{LONG_DASHES}-]?\s*\b(?:ref|referee|reference)s?\s*:.*$", re.I)
# "Team Lead, Retail banking sector": the part of the business a post serves, whose employer
# is named elsewhere.
TEAM_RE = re.compile(r"\b(?:team|group|squad|division|sector|org)$", re.I)
# "Jane Roe's Group, Some University": a research group named after its head, then the
# institution that employs the group; the institution is the employer.
HEADS_GROUP_RE = re.compile(
    r"(?:[A-Z][\w.'-]*\s+){0,3}[A-Z][\w.-]*['\u2019]s\s+(?:research\s+)?(?:group|lab|laboratory|team)",
    re.I,
)
# "Video Game Club (Some University)", "Chess Club": a club its members join, no employer.
# A student body's branch of a society ("Some Society Student Branch, Some University") too.
# "Captain of Some Rowing Team", "Team Captain": a sports team's post, a club's by another name.
CLUB_RE = re.compile(
    r"\bclubs?\b|\bstudent\s+(?:branch|chapter)\b|\bcaptain\b.*\bteam\b|\bteam\s+captain\b",
    re.I,
)
CITY_RE = re.compile(rf"[{UPPER_LATIN}][{LOWER_LATIN}]+(?:[ -][{UPPER_LATIN}][{LOWER_LATIN}]+)?")
# "I am a PhD student at X" states a degree programme, not a position.
# A visiting student or scholar holds a post, though.
STUDY_ROLE_RE = re.compile(r"(?:(?<!visiting )\bstudent|\bcandidate|^I\b.*)$", re.I)


def is_role(text: str) -> bool:
    words = text.split()
    if text.endswith(".") and not _title_with_full_stop(text):
        return False  # a sentence about the post, no title
    return 0 < len(words) <= 8 and bool(ROLE_RE.search(text))


# "Business Intelligence Analyst.", "Visiting doctoral researcher.": moderncv and hand-made
# entries end the title with a full stop; a sentence has a word of syntax ("as an intern.").
MAX_STOPPED_TITLE_WORDS = 5
SENTENCE_WORD_RE = re.compile(
    r"\b(?:as|a|an|the|with|for|to|of|in|on|at|and|was|were|is|i|my|we|our)\b", re.I
)


def _title_with_full_stop(text: str) -> bool:
    body = text[:-1]
    return (
        len(body.split()) <= MAX_STOPPED_TITLE_WORDS
        and "." not in body
        and body[:1].isupper()
        and not SENTENCE_WORD_RE.search(body)
    )


# Asked of the same lines by many readers: worked out once a line.
@functools.lru_cache(maxsize=LINE_CACHE_SIZE)
def is_location(text: str) -> bool:
    # "* Lima, Peru": a map-pin icon the text layer read as a sign goes before the place.
    text = without_marker(re.sub(r"[;,]?\s*$", "", text.strip()))
    # "Lima, Perú": the gazetteer spells its names without accents.
    text = fold_accents(WORK_MODE_RE.sub("", text)) or text
    if WORK_MODES_CELL_RE.fullmatch(text) and text.lower() != "home":  # "Home": a name too
        return True
    # "Data Scientist, Some Maps, Iran" has the shape of "City, Region, Country": a role's
    # word names a post, never a place.
    located = bool(LOCATION_RE.match(text) and not ROLE_RE.search(text)) or is_place_name(text)
    return (
        located
        and not names_org(text)
        and not _long_name_before_place(text)
        and not _name_before_city(text)
    )


def _name_before_city(text: str) -> bool:
    """ "ACME, Waltham, MA": a first part the gazetteer knows as no place before a city and
    its state, or set in capitals as employers are, is the employer before its place."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) < 3:
        return False
    if _named_before_capital(parts):
        return True
    state = re.fullmatch(r"[A-Z]{2}", parts[-1]) is not None
    capitals = parts[0].isupper() and len(parts[0]) > 3
    # The gazetteer's cities load only for a row of that shape (about half a second).
    if not (state or capitals) or is_city_name(parts[0]):
        return False
    # "Red Robin, Mechanicsburg, PA": a town too small for the gazetteer, after a first part
    # it knows as no place either; "Town, Some County, PA" names the county instead.
    return (
        capitals
        or is_city_name(parts[-2])
        or (state and len(parts) == 3 and not re.search(r"\b(?:County|Parish)$", parts[1]))
    )


# "Old Town, Prague, Czechia": a part of the town, no employer.
PLACE_KIND_RE = re.compile(
    r"\b(?:town|city|district|county|province|region|quarter|village|area)$", re.I
)


def _named_before_capital(parts: list[str]) -> bool:
    """ "Quellac Robotics, Lima, Peru": a name of two words or more before a country's
    capital and its country is the employer before its place."""
    if len(parts) != 3 or not (is_capital_name(parts[1]) and is_place_name(parts[2])):
        return False
    words = parts[0].split()
    return (
        len(words) >= 2
        and all(w[:1].isupper() for w in words)
        and not PLACE_KIND_RE.search(parts[0])
        and not is_place_name(parts[0])
    )


DASHED_PLACE_SPLIT_RE = re.compile(rf"\s+[-{LONG_DASHES}]\s+")


def dashed_place(part: str) -> bool:
    """ "São Paulo - SP - Brazil", "Aarhus - Denmark": a place whose parts a dash divides,
    the last a country or a state's code."""
    pieces = DASHED_PLACE_SPLIT_RE.split(part.strip().rstrip("."))
    if len(pieces) < 2 or not all(p[:1].isupper() for p in pieces):
        return False
    last = pieces[-1]
    return bool(re.fullmatch(r"[A-Z]{2}", last) or re.fullmatch(COUNTRIES, last))


def _long_name_before_place(text: str) -> bool:
    """ "IMC Fachhochschule Krems, Austria": three capitalised words before the country have
    the shape of "City, Country" but are an employer's name unless the gazetteer knows them
    as a city ("Salt Lake City, USA")."""
    parts = [p.strip() for p in text.split(",")][:-1]
    return any(len(p.split()) >= 3 and not is_city_name(p) for p in parts)


# How surely a cell names an organisation (org_score, and the employer candidates of
# experience): a company or university, a lab, group or team, a short proper name, none.
NAMED_ORG, ORG_UNIT, PROPER_NAME, NO_ORG = 3, 2, 1, 0


# Asked of the same lines by many readers: worked out once a line.
@functools.lru_cache(maxsize=LINE_CACHE_SIZE)
def org_score(text: str) -> int:
    """NAMED_ORG, ORG_UNIT, PROPER_NAME or NO_ORG."""
    if has_legal_form(text):
        return NAMED_ORG  # also in brackets: "Some Firm (SF S.A.S)"
    text = re.sub(r"\s*\([^)]*\)", "", text)
    # The first comma's part, less a place after it; a legal form after a comma ("Some
    # Name, Inc.") is part of the name, though.
    text, _, rest = LEGAL_FORM_TAIL_RE.sub(r" \1", text).partition(",")
    text = text.strip()
    if rest and TEAM_RE.search(text):
        # "Search org, Some Corp Inc.": a team, then the company it belongs to.
        return max(_name_score(text), org_score(rest.strip()))
    return _name_score(text)


def _name_score(text: str) -> int:
    if STRONG_ORG_WORDS_RE.search(text) or INSTITUTION_RE.search(text):
        return NAMED_ORG
    if ORG_WORDS_RE.search(text):
        return ORG_UNIT
    words = text.split()
    proper = all(w[0].isupper() or w[0].isdigit() or w in ("of", "and", "&") for w in words)
    gerund_or_caps = bool(re.match(r"^[A-Z][a-z]+ing\b", text)) or text.isupper()
    short_name = 0 < len(words) <= 4 and proper and (not gerund_or_caps or len(words) == 1)
    return PROPER_NAME if short_name else NO_ORG


# "Research Intern at Some Lab", "Software Engineer @ Acme": a post and its employer; in a
# heading set in capitals, "RESEARCH INTERN AT SOME LAB".
ROLE_AT_ORG_RE = re.compile(r"^(.{2,60}?)\s+(?:at|AT|@|working\s+(?:at|for))\s+(.+)$")
# A stay with a host, no post named: "Research Stay", "Research visit", "Scientific stay".
VISIT_RE = re.compile(r"^(?:(?:research|scientific|academic)\s+)?(?:stay|visit)$", re.I)


def role_at_org(cell: str) -> tuple[str, str] | None:
    """The post and the employer of a "Role at Org" cell, or None."""
    at = ROLE_AT_ORG_RE.match(cell.strip())
    return (at.group(1).strip(), at.group(2).strip()) if at and is_role(at.group(1)) else None


# A Markdown résumé's bold title and its employer: "**Research Intern:** Acme Labs, Austin, TX".
# "Research Intern; Some Lab, Some University": a semicolon parts the post from its employer
# as a colon does (Markdown lists that set the post in italics before it).
ROLE_COLON_ORG_RE = re.compile(r"^([^:;]{3,60})[:;]\s+(\S.*)$")

# "4 Months - Data Intern at Some Lab": how long the post lasted, before the post.
LEADING_DURATION_RE = re.compile(r"^\d+\s*(?:years?|yrs?|months?|mos?|weeks?)\s*[-–—:]\s+", re.I)
# "Some Lab, Porto (Portugal) building X": the place, then what was done there.
PLACE_THEN_PROSE_RE = re.compile(
    r"^[A-Z][\w.'’-]*(?:\s[A-Z][\w.'’-]*){0,2}\s*\((?P<country>[A-Z][\w .'’-]*)\)(?:\s+.*)?$"
)


# "Teaching Assistant for CS 461": a post for a course whose code ends the phrase.
COURSE_CODE_END_RE = re.compile(r"\b[A-Z]{2,5}[ -]?\d{3,4}[A-Z]?$")


def _role_colon_employer(head: str, tail: str) -> bool:
    """ "Research Intern: Some Institute, City": a post alone before the colon and an employer
    after it; not "Some Course - Lecturer: A. Person" (who taught it), "Internship: its
    topic, Employer" (the topic first) nor "Grader for ABC 123: Course Title" (the course)."""
    return (
        is_role(head)
        and not COURSE_CODE_END_RE.search(head)
        and org_score(head) < ORG_UNIT
        and not re.search(rf" [-{LONG_DASHES}] ", head)
        and org_score(tail) >= PROPER_NAME
    )


# A profile site's name ("Google Scholar | Citations", a badge's words): no employer and no
# post, though "Scholar" names a post elsewhere ("Fulbright Scholar").
PROFILE_SITE_RE = re.compile(r"^(?:google|semantic)\s+scholar\b", re.I)


def split_role_org(cell: str) -> tuple[str | None, str | None]:
    cell = LEADING_DURATION_RE.sub("", cell.strip().lstrip("@").strip())
    if PROFILE_SITE_RE.match(cell):
        return None, None
    at = ROLE_AT_ORG_RE.match(cell)
    if at and is_role(at.group(1)):
        return at.group(1).strip(), trim_org(at.group(2))
    if at and VISIT_RE.match(at.group(1)):
        return None, trim_org(at.group(2))  # "Research Stay at Some University": the host
    colon = ROLE_COLON_ORG_RE.match(cell)
    if colon and _role_colon_employer(colon.group(1), colon.group(2)):
        return colon.group(1).strip(), trim_org(colon.group(2))
    separators = (
        (" — ", " – ", ", ", " - ") if re.search(rf" [{LONG_DASHES}] ", cell) else (", ", " - ")
    )
    # "Post-Doc. Some University. Vision Lab.": a full stop after the title parts it too.
    separators += (". ",) if ". " in cell else ()
    for separator in separators:
        parts = [p.strip() for p in cell.split(separator) if p.strip()]
        if len(parts) < 2:
            continue
        # A part that goes on to a place ("Some Ambassador Program, Montreal, QC") is where
        # the post was held, whatever post word it holds.
        roles = [
            p
            for p in parts
            if is_role(p)
            and (org_score(p) < ORG_UNIT or _unit_in_title(p, parts))
            and not _placed(p)
        ]
        others = [p for p in parts if p not in roles]
        dashed = separator == ", " and " - " in cell
        if roles and others and dashed and is_location(", ".join(others)):
            continue  # "Officer & Webmaster - Some Program, Montreal, QC": the dash parts them
        if separator == ". " and not (
            roles and parts[0] in roles and org_score(others[0]) >= ORG_UNIT
        ):
            # A sentence after the title ("Supervised by ..."), no employer; the title comes
            # first ("University MSc. students" is a wrapped bullet's end, no post).
            break
        if roles and others and separator == ", " and is_location(", ".join(others)):
            # "Doctoral Researcher Zentrix Mobility, Munich, Germany": the place after the
            # comma, the employer run into the title before it, whatever its words.
            run_on = _title_run_into_name(cell, placed=True)
            if run_on:
                return run_on
        if roles and others:
            return separator.join(roles), trim_org(", ".join(others))
        mixed = [p for p in parts if is_role(p)]
        if mixed:
            role, org = split_mixed(mixed[0])
            if role:
                rest = [p if p != mixed[0] else org for p in parts]
                return role, trim_org(", ".join(p for p in rest if p))
    run_on = _title_run_into_name(cell)
    if run_on:
        return run_on
    if is_role(cell) and org_score(cell) < NAMED_ORG:
        return cell.removesuffix("."), None  # "Visiting researcher.": the title's full stop
    if is_role(cell):
        role, org = split_mixed(cell)
        if role:
            return role, trim_org(org)
    placed = PLACED_HEAD_DASH_RE.match(cell)
    if placed and (CITY_RE.fullmatch(placed["place"]) or is_location(placed["place"])):
        # "Some Store, Thamel — Frontend Development": the employer and its place before the
        # dash, the post after it, even one no role word names (online builders' heads).
        return placed["after"], trim_org(placed["name"])
    return None, trim_org(cell)


NAME_LINK_WORDS = ("of", "and", "&", "for", "de", "der", "la", "du")


# A name with no organisation's word, run into the title before its place: this many words.
MAX_PLACED_NAME_WORDS = 3


def _title_run_into_name(cell: str, *, placed: bool = False) -> tuple[str, str] | None:
    """ "Data Intern Quorvale Optics Lab, Lyon, France": a title of two words or
    more, ended by its post's word, run into its employer's capitalised name with no
    separator (Word CVs that set the two in one line, then the place). The name must carry
    an organisation's word ("Student Technology Services" alone is an employer), unless
    placed: a place after the comma, and a short name before it."""
    head, comma, rest = cell.partition(",")
    heads = list(ROLE_RE.finditer(head))
    if not heads:
        return None
    last = heads[-1]
    title, name = head[: last.end()].strip(), head[last.end() :].strip()
    words = name.split()
    if (
        len(title.split()) < 2
        or not words
        or not is_role(title)
        or org_score(title) >= ORG_UNIT
        or (org_score(name) < ORG_UNIT and not (placed and len(words) <= MAX_PLACED_NAME_WORDS))
        or not all(w[0].isupper() or w[0].isdigit() or w in NAME_LINK_WORDS for w in words)
    ):
        return None
    return title, trim_org(name + comma + rest)


def _unit_in_title(part: str, parts: list[str]) -> bool:
    """ "Research Center Manager, Some University": a title that names the unit it runs, ended
    by its post's word, before an employer that names itself as one; the unit stays in the
    title."""
    words = part.split()
    return (
        part == parts[0]
        and org_score(part) == ORG_UNIT
        and re.fullmatch(rf"(?:{ROLE_HEADS})s?", words[-1], re.I) is not None
        and any(org_score(p) == NAMED_ORG for p in parts[1:])
    )


def _placed(part: str) -> bool:
    name, _, place = part.partition(", ")
    return bool(name and place) and is_location(place)


def names_title(text: str | None) -> bool:
    """ "Business Intelligence Analyst", "Conference Speaker": a title ending on its post's
    word, no organisation's; "Semantic Scholar/AI2" ends on a name."""
    words = (text or "").split()
    return (
        bool(words)
        and is_role(text)
        and org_score(text) < ORG_UNIT
        and re.fullmatch(rf"(?:{ROLE_HEADS})s?", words[-1], re.I) is not None
    )


# "Organizer<tab>Mar 2023" over a hackathon's name: how one took part in an event, no post.
PARTICIPATION_RE = re.compile(
    r"(?:event\s+|core\s+)?(?:organi[sz]er|volunteer|participant|attendee|delegate|"
    r"contestant|finalist|panelist)s?",
    re.I,
)


# "2023 Some Analytics Competition", "Some Hackathon II": a contest entered, no employer.
CONTEST_RE = re.compile(
    r"\b(?:competition|contest|hackathon|olympiad|championships?)(?:\s+(?:\d{4}|[IVX]+))?$", re.I
)


def names_participation(text: str | None) -> bool:
    return bool(text and (PARTICIPATION_RE.fullmatch(text.strip()) or CONTEST_RE.search(text)))


# "Some Univ. Undergraduate Research", "Independent Research": a student's research as the
# school frames it, under a project's title; no employer (unlike "Some Company Research").
STUDENT_RESEARCH_RE = re.compile(
    r"(?:^|\s)(?:undergraduate|independent|student|summer|graduate)\s+research$", re.I
)


def names_student_research(text: str | None) -> bool:
    return bool(text and STUDENT_RESEARCH_RE.search(text.strip()))


def is_club(text: str | None) -> bool:
    return bool(text and CLUB_RE.search(text))


def names_org(text: str) -> bool:
    return bool(
        STRONG_ORG_WORDS_RE.search(text) or ORG_WORDS_RE.search(text) or INSTITUTION_RE.search(text)
    )


def split_mixed(text: str) -> tuple[str | None, str]:
    """ "Some Institute Visiting Researcher" -> the role after the last organisation word."""
    matches = [
        *ORG_WORDS_RE.finditer(text),
        *STRONG_ORG_WORDS_RE.finditer(text),
        *INSTITUTION_RE.finditer(text),
    ]
    if not matches:
        return None, text
    end = max(m.end() for m in matches)
    role, org = text[end:].strip(), text[:end].strip()
    if is_role(text) and len(org.split()) == 1 and not re.fullmatch(KNOWN_COMPANIES, org):
        return text, ""  # "National Programs Intern": a word of the post, no employer's name
    return (role, org) if is_role(role) else (None, text)


def _city_before_country(part: str) -> bool:
    """ "Lyon" in "Some Lab, Lyon, France" (or "LYON" in capitals); "Brenholt IKMT" (an
    acronym) names the employer."""
    return org_score(part) < ORG_UNIT and bool(
        CITY_RE.fullmatch(unshouted(part)) or is_location(part)
    )


def _place_then_prose(part: str) -> bool:
    """ "Porto (Portugal) building X", "testing the apps": no part of the employer."""
    if re.match(r"[a-z]+(?:ing|ed)\b", part):
        return True  # "supported by a grant", "working on X"
    match = PLACE_THEN_PROSE_RE.match(part.rstrip(". "))
    if not match or is_location(match["country"]):
        return bool(match)
    # "University of X, Some City (UOXSC)": the name's acronym after its city, no country.
    return " " not in match["country"] and not match["country"].isupper()


# "UK - Germany - Italy", "Chile / Peru": where a post was held, countries only, no employer.
COUNTRY_LIST_SPLIT_RE = re.compile(rf"\s*(?:,|/|\s[-{LONG_DASHES}]|&|\band\b)\s*")


def _only_countries(text: str) -> bool:
    parts = COUNTRY_LIST_SPLIT_RE.split(text.strip(" .;"))
    return len(parts) > 1 and all(re.fullmatch(COUNTRIES, p) for p in parts)


# "Quillio Full-time", "Brightloop Part-time, Remote": the kind of post after its employer.
EMPLOYMENT_TAIL_RE = re.compile(
    r"\s+\(?(?:full|part)[- ]time\)?(?:\s*,\s*(?:remote|hybrid|on-?site))?$", re.I
)
NOTE_DASH_RE = re.compile(rf"\s*[-{LONG_DASHES}]\s*")


def _ends_in_country(note: str) -> bool:
    """ "Heidelberg-Germany", "A bakery chain- Chile": a note on the employer that ends
    with its country after a dash."""
    parts = NOTE_DASH_RE.split(note.strip())
    return len(parts) > 1 and bool(re.fullmatch(COUNTRIES, parts[-1]))


SEASON_ONLY_RE = re.compile(rf"(?:{SEASONS})(?:\s+(?:term|semester|quarter))?", re.I)


def trim_org(text: str | None) -> str | None:
    if not text or _only_countries(text):
        return None
    text = re.split(rf"\s+\(?(?:{MENTOR_WORDS})\b", text, flags=re.I)[0]  # "X (Advisor: Y)"
    text = REFEREE_TAIL_RE.sub("", text)  # "Some Lab - Ref: someone@example.org"
    # "Some Institute. Along with this": a wrapped line's next sentence, no part of the name.
    text = re.split(r"\.\s+(?=[A-Z][a-z]+\s+[a-z])", text, maxsplit=1)[0]
    # "the Halvard Institute. Oslo": a sentence's end, then where the post was held.
    # "Acme Inc.. May 2016": the name's full stop, then the sentence's.
    text = re.sub(r"(?<=\.)\.+(?=[\s,;.-]*$)", "", text)
    head, stop, tail = text.rpartition(". ")
    if stop and head and is_location(tail.strip(" .,;-")):
        text = head
    text = EMPLOYMENT_TAIL_RE.sub("", text)  # "Quillio Part-time": how the post was held
    place = re.search(r"\s*\(([^()]+)\)\s*$", text)
    if place and (is_location(place.group(1)) or _ends_in_country(place.group(1))):
        text = text[: place.start()]  # "Brightloop (Seattle, WA)", "Volta (Some firm- Chile)"
    # What a stripped date leaves ("Some Lab, Iran, - ."): no part of the name.
    parts = [p.strip() for p in text.split(",") if re.search(r"\w", p)] or [text]
    cut = next((i for i, p in enumerate(parts) if i and _place_then_prose(p)), None)
    parts = parts[:cut] if cut else parts
    if len(parts) > 1 and HEADS_GROUP_RE.fullmatch(parts[0]):
        parts = parts[1:]
    # "Grader | Widget Design Course, Some College": a course is no employer.
    parts = [p for p in parts if not re.search(r"\b(course|class)$", p, re.I)] or parts
    while len(parts) > 1 and is_date_only(parts[-1].rstrip(". ")):
        parts.pop()  # "Some Lab, Iran, Feb 2020 - May 2022.": the dates, then the place
    if len(parts) > 2 and is_cut_place_name(parts[-1]) and is_location(parts[-2]):
        parts.pop()  # "Some University, Austin, Texas, United" / "States, ...": a wrapped place
    while len(parts) > 1 and (
        is_location(parts[-1]) or re.fullmatch(COUNTRIES, parts[-1]) or dashed_place(parts[-1])
    ):
        parts.pop()
        if len(parts) > 1 and len(parts[-1].split()) <= 2 and _city_before_country(parts[-1]):
            parts.pop()
    # "Allegro, Warsaw", "Nokia Bell Labs, Espoo": a city after the employer, no state given.
    if (
        len(parts) == 2
        and CITY_RE.fullmatch(unshouted(parts[1]))
        and not names_org(parts[1])
        and not TEAM_RE.search(parts[0])  # "Search Team, Quillio": the team's company
    ):
        parts.pop()
    text = ", ".join(parts).strip(" ,;:-–|@")
    text = re.sub(r"(?<!\bInc)(?<!\bLtd)(?<!\bCo)(?<!\bCorp)\.$", "", text)
    text = strip_dates(text)
    if SEASON_ONLY_RE.fullmatch(text):
        return None  # "2024 Winter": the term of a date written year first, no employer
    return text or None
