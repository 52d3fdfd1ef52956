"""A section whose heading names education beside posts ("Education & Experience",
"Education and Teaching"): each dated entry goes where what it states belongs."""

import re

from parsing.dates import YEAR_RE, is_date_only
from parsing.document import is_bullet
from parsing.education import degree_of
from parsing.orgs import ROLE_RE
from parsing.sections import Section, sections_named

# The post beside education in a shared heading, in the order a tie is settled.
POST_SECTIONS = ("experience", "teaching")
# Role words a degree programme's own line carries ("Ph.D. Student in ...").
STUDY_ROLES = {"student", "students", "candidate", "candidates", "scholar", "scholars"}
# A head row ends in its dates: "School, MSc in CS<tab>Sep 2020 - May 2023", "... 2014 – 2017".
TRAILING_YEARS_RE = re.compile(rf"{YEAR_RE.pattern}\W*(?:present|now|current|today)?\W*$", re.I)


# "Education & Experience", "Education and Teaching": a heading that joins two names.
JOINED_HEADING_RE = re.compile(r"[&,/+]|\band\b", re.I)


def education_apart(sections: list[Section]) -> list[Section]:
    """Split each shared section in two: the entries whose head row states a degree stay
    education, the others (a post, a lectureship, an internship) open the other section."""
    out: list[Section] = []
    for section in sections:
        joined = section.heading and JOINED_HEADING_RE.search(section.heading)
        named = sections_named(section.heading) if joined else set()
        post = next((key for key in POST_SECTIONS if key in named), None)
        if "education" not in named or post is None:
            out.append(section)
            continue
        degrees, posts = Section("education", section.heading), Section(post, section.heading)
        target = degrees
        for line in section.lines:
            if _head_row(line):
                target = degrees if _states_a_degree(line) else posts
            target.lines.append(line)
        out += [s for s in (degrees, posts) if any(ln.strip() for ln in s.lines)] or [section]
    return out


def _head_row(line: str) -> bool:
    if not line.strip() or is_bullet(line):
        return False
    cells = line.split("\t")
    if len(cells) > 1:
        # the dates right of the row, or in a left column ("2019–2024<tab>Ph.D. in X")
        return is_date_only(cells[-1]) or is_date_only(cells[0])
    return bool(TRAILING_YEARS_RE.search(line))


def _states_a_degree(line: str) -> bool:
    cells = line.split("\t")
    text = cells[1] if len(cells) > 1 and is_date_only(cells[0]) else cells[0]
    posts = {m.group().lower() for m in ROLE_RE.finditer(text)}
    return degree_of(text) is not None and posts <= STUDY_ROLES
