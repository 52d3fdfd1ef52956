"""Positions stated in the prose of pages and letters ("I interned at X", "as a research
assistant in the Y Lab at Z")."""

import re
from collections.abc import Iterable

from parsing.dates import DATE, MONTHS, YEAR, year_range, years_in
from parsing.education import FOR_A_STUDY, INSTITUTION_RE, degree_of, institution_in
from parsing.orgs import (
    NAMED_ORG,
    ORG_WORDS_RE,
    ROLE_HEADS,
    STUDY_ROLE_RE,
    is_location,
    is_role,
    org_score,
    trim_org,
)
from parsing.patterns import DASHES, PERSON_TITLE, looks_ahead, split_sentences
from parsing.places import is_city_name
from parsing.profile import Education, Experience

PROSE_CUE_RE = re.compile(
    r"\b([Ii]ntern(?:ed|ships?)?|placement|position|worked|working|job|employed|engineer|researcher|"
    r"research assistant|co-op|project|role|"
    # "an undergraduate research program at X": a research stay there, its title unsaid
    r"(?:summer|undergraduate|visiting)\s+research\s+program(?:me)?|"
    # "my experience at Some Company": where one worked, the title unsaid
    r"(?<=my\s)(?:work\s+|professional\s+)?experience(?=\s+at\s))\b[^.;]{0,50}?(?:\bat|@)\s+(?:the\s+)?"
    r"([A-Z][\w.&'-]*(?:\s+(?:of|and|&|for|de)?\s*[A-Z][\w.&'-]*)*(?:\s+(?:technologies|labs?|group|company|inc\.?))?)"
)
# "completed an R&D Internship with Some Firm (Lyon)": the employer with its town after it
# (a person after "with" is the mentor: "an internship with Jane Roe at X").
INTERNSHIP_WITH_RE = re.compile(
    r"\b[Ii]nternship\s+with\s+(?:the\s+)?"
    r"([A-Z][\w.&'-]*(?:\s+(?:of|and|&|for|de)?\s*[A-Z][\w.&'-]*)*)\s*\(([^()]{2,40})\)"
)
# "I interned in Some Company during the summer": the verb names the post.
INTERNED_RE = re.compile(
    r"\binterned\s+(?:at|in|with|for)\s+(?:the\s+)?"
    r"([A-Z][\w.&'-]*(?:\s+(?:of|and|&|for|de)?\s*[A-Z][\w.&'-]*)*)"
)
ORG_NAME = r"([A-Z][\w.&'-]*(?:\s+(?:of|and|&|for|de)?\s*[A-Z][\w.&'-]*)*)"
# The same in the languages letters come in: "mon stage chez X", "ein Praktikum bei X",
# "mis prácticas en X", "il mio tirocinio presso X".
FOREIGN_INTERNSHIP_RE = re.compile(
    r"\b(?i:stage|alternance|praktikum|werkstudent(?:in)?|pr[aá]cticas|pasant[ií]a|tirocinio|"
    r"stagiaire|est[aá]gio)\s+(?:chez|au\s+sein\s+d[e'’]\s*|bei|presso|na|no)\s+" + ORG_NAME
)
# Only one's own past internship: "mon stage", "j'ai effectué un stage" (not the one sought).
OWN_FOREIGN_RE = re.compile(
    r"\b(?i:mon|mes|mein(?:em|es)?|mi|mis|mio|meu|effectu[ée]e?|absolviert|realic[eé]|"
    r"realizad[oa]|svolto|fiz)\b[^.;]{0,20}$"
)
# "... interned at X, at Y and at Z": the rest of the list.
# ("X (2022) and Y (2023)": each place's own years in brackets between them.)
ALSO_AT_RE = re.compile(
    r"(?:\s*\([^()]{1,20}\))?(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:at\s+|with\s+)?(?:the\s+)?"
    + ORG_NAME
)
# "Some Institute and Other Lab": two organisations, the first ending in its head word
# ("Institute of Arts and Sciences" is one).
ORG_PAIR_RE = re.compile(
    r"^(.+?\b(?:Institute|University|College|Lab|Laboratory|Labs|Inc\.?|Group|Center|Centre|"
    r"School|Company))\s+and\s+([A-Z].*)$"
)
# "... an intern at X in 2022 - 2023 and Y in 2024": the same post at a second place.
AND_ALSO_RE = re.compile(
    rf"(?:\s+(?:in|during)\s+{YEAR}(?:\s*[{DASHES}]\s*{YEAR})?)?"
    r"\s+and\s+(?:at\s+|with\s+)?(?:the\s+)?(?!I\b)" + ORG_NAME
)
# "I spent the summer of 2023 at X as an intern".
# A head word may be followed by another ("Associate Instructor", "Head Tutor").
TITLE_PHRASE = rf"(?i:(?:[\w&-]+\s+){{0,3}}?(?:{ROLE_HEADS})(?:\s+(?:{ROLE_HEADS}))?)"
AS_TITLE = rf"\s+as\s+(?:an?\s+)?({TITLE_PHRASE})\b"
AT_AS_RE = re.compile(r"\bat\s+(?:the\s+)?" + ORG_NAME + AS_TITLE)
# "exploring X with the Some Research Group as a Resident": a unit the work was done with
# (a person, "with Ann Roe as a co-author", is no employer; a unit's name says what it is).
WITH_AS_RE = re.compile(r"\bwith\s+the\s+" + ORG_NAME + AS_TITLE)
# "... as Lecturer for Some Course (2023-2024)": the post's own years, after what it taught.
POST_YEARS = rf"(?:\s+(?:for|in|of|on)\s+[^().;]{{0,80}}?)?\s*\(([^()]*{YEAR}[^()]*)\)"
POST_YEARS_RE = re.compile(POST_YEARS)
# "... and Teaching Assistant for two terms (2019-2022)": a second post at the same place.
AND_POST_RE = re.compile(
    r"\s*,?\s+and\s+(?:as\s+)?(?:an?\s+)?"
    rf"(?=[A-Z])({TITLE_PHRASE})\b(?:{POST_YEARS})?"
)
JOINED_RE = re.compile(
    r"\bjoined\s+(?:the\s+)?([A-Z][\w.&'-]*(?:\s+(?:of|and|&|for|in|at)?\s*[A-Z][\w.&'-]*)*)"
)
JOINED_FOR_STUDY_RE = re.compile(FOR_A_STUDY + r"\s")
# "joined the Some Toolkit project": a project (open source, a challenge), no employer.
JOINED_PROJECT_RE = re.compile(
    r"\s+(?:project|initiative|challenge|competition|hackathon)s?\b", re.I
)
# "supervised by Dr. Ann Roe at the Data Science lab", "a year in the research group of
# Dr. Ann Roe at Some Institute": the supervisor's place hosts the work.
SUPERVISOR_AT_RE = re.compile(
    r"\b(?:under\s+the\s+(?:supervision|guidance|mentorship)\s+of|(?:supervised|advised)\s+by|"
    r"(?:research\s+)?(?:group|lab)\s+of)\s+(?:the\s+)?(?:[a-z]+\s+)?"
    r"(?:Prof(?:essor)?\.?|Dr\.?)\s+(?:[A-Z][\w.'’-]*\s+){1,4}?at\s+(?:the\s+)?"
    + ORG_NAME
    + r"((?:\s+[a-z]+){0,2}\s+(?:lab|laboratory|group)\b)?"
)
# "... at Some University, where I have worked as a research assistant since 2022."
WHERE_RE = re.compile(
    r"\bat\s+(?:the\s+)?([A-Z][\w.&'-]*(?:\s+(?:(?:of|and|&|for|de|del|la|der|di)\s+)?"
    r"[A-Z][\w.&'-]*)*),?\s+where\s+I\s+(?i:(?:have\s+|had\s+)?(?:been\s+)?"
    r"(?:work(?:ed|ing)?|serve[ds]?|serving|am working)"
    rf"\s+as\s+(?:an?\s+)?((?:[\w&-]+\s+){{0,3}}?(?:{ROLE_HEADS})))\b"
)
# A firm whose name is written in lower case, known by its legal form ("nordwind GmbH").
LOWER_CASE_FIRM = (
    r"[a-z][\w.&'-]*(?:\s+[A-Za-z][\w.&'-]*){0,2}?\s+(?:GmbH|AG|SE|Inc\.?|Ltd\.?|LLC|B\.V\.|"
    r"N\.V\.|S\.A\.|S\.p\.A\.|S\.r\.l\.|AB|Oy|ApS|A/S)(?!\w)"
)
# "I was a field assistant at X", "served as a grader with X": any role title, stated.
AS_ROLE_RE = re.compile(
    r"\b(?:I(?:\s+(?i:was|am|have\s+been|had\s+been|served\s+as|worked\s+as)|['’]m)|(?i:as))\s+"
    rf"(?:(?i:currently|now|also|still)\s+)?(?i:an?\s+|the\s+)?((?:[\w&-]+\s+){{0,3}}?(?i:{ROLE_HEADS}))s?\s+(?:at|@|with)\s+(?:the\s+)?"
    rf"({LOWER_CASE_FIRM}|[A-Z][\w.&'-]*(?:\s+(?:(?:of|and|&|for|de)\s+)?[A-Z][\w.&'-]*)*)"
)
# A homepage's biography in the third person: "She is also a research fellow at X".
THIRD_PERSON_ROLE_RE = re.compile(
    r"\b(?:He|She|They)\s+(?:is|was|are|were)(?:\s+(?:also|currently|now))?\s+"
    rf"(?i:an?\s+|the\s+)?((?:[\w&-]+\s+){{0,3}}?(?i:{ROLE_HEADS}))s?\s+(?:at|@|with)\s+(?:the\s+)?"
    + ORG_NAME
)
# "worked as a backend developer for Some Lab": the employer after "for" (only after
# "worked as": "served as a mentor for X" is service).
WORKED_AS_FOR_RE = re.compile(
    r"\b(?:worked|working|(?<!to\s)work)\s+as\s+(?:an?\s+|the\s+)?"
    rf"((?:[\w&-]+\s+){{0,3}}?(?i:{ROLE_HEADS}))s?\s+for\s+(?:the\s+)?" + ORG_NAME
)
# "..., and a lab tutor for Y (YI), and the Z Clinic": the next posts after a
# "worked as ... for X", each with its own title or the one before it.
MORE_FOR_RE = re.compile(
    r"(?:\s*\([A-Z]{2,8}\))?\s*,?\s+and\s+(?:(?i:an?\s+)?"
    rf"((?:[\w&-]+\s+){{0,3}}?(?i:{ROLE_HEADS}))s?\s+for\s+)?(?:the\s+)?" + ORG_NAME
)
# "I served as a field intern in Some University": "in" before a place whose name says it
# is an institution (in any other name it is a field: "an engineer in Machine Learning").
AS_ROLE_IN_RE = re.compile(
    r"\b(?:I(?:\s+(?i:was|am|have\s+been|had\s+been|served\s+as|worked\s+as)|['’]m)|(?i:as))\s+"
    rf"(?i:an?\s+|the\s+)?((?:[\w&-]+\s+){{0,3}}?(?i:{ROLE_HEADS}))s?\s+in\s+(?:the\s+)?" + ORG_NAME
)
# "carried out wet-lab research through the Tessel Lab at Some University".
RESEARCH_AT_RE = re.compile(
    r"\b(?:conducted|did|done|performed|carried\s+out|pursued)\s+(?:[\w-]+\s+){0,2}?"
    r"research\s+(?:through|at|in|with)\s+(?:the\s+)?" + ORG_NAME
)
# "did an internship in a small firm called Some Name": the company by its name.
CALLED_RE = re.compile(
    r"\b(?:company|firm|startup|start-up|organi[sz]ation|agency|consultancy)\s+"
    r"(?:called|named)\s+" + ORG_NAME
)
WORK_CUE_RE = re.compile(r"\b(?:worked|working|intern(?:ed|ship)?|employed|job)\b", re.I)
COMPANY_LIST_RE = re.compile(
    r"\b(?:companies|organi[sz]ations|firms|startups)\s+(?:like|such as|including)\s+"
    r"([A-Z][\w.&'-]*(?:\s*(?:,|and|&)\s*[A-Z][\w.&'-]*)*)"
)
# "a research assistant in the Embedded Systems Lab at X": the unit is the employer.
UNIT_RE = re.compile(
    r"\b(?:in|with|on)\s+the\s+((?:[A-Z][\w&'-]*\s+){1,5}"
    r"(?:[Ll]ab|[Ll]aboratory|[Gg]roup|[Dd]ivision|[Cc]ent(?:re|er)|[Tt]eam|[Dd]epartment))\s+(?:at|@)\s+(?:the\s+)?$"
)
# "... as a research assistant in the Networked Systems Lab since 2024": the unit, when no
# "at Employer" follows it (that shape is UNIT_RE's).
UNIT_AFTER_ROLE_RE = re.compile(
    r"\s+(?:in|with)\s+the\s+((?:[A-Z][\w&'-]*\s+){1,5}(?:Lab|Laboratory|Group|Division|"
    r"Cent(?:re|er)|Team))\b(?!\s+(?:at|@)\s+(?:the\s+)?[A-Z])"
)
# "Having worked in the Tessel Lab for a year at Some University": the unit named
# right after the verb is where the work was done; the place after it is only its host.
WORKED_IN_UNIT_RE = re.compile(
    r"\b(?:worked|working|interned|served)\s+(?:in|with|at)\s+the\s+((?:[A-Z][\w&'-]*\s+){1,5}"
    r"(?:Lab|Laboratory|Group|Division|Cent(?:re|er)|Team))\b(?!\s+(?:at|@)\s+(?:the\s+)?[A-Z])"
)
# "At Some Company, I gained experience in ...": a sentence that opens at the employer, maybe
# after a time word ("Previously, at X, I performed ..."); the name may run on past a comma
# ("Ministry of Fisheries, Parks and Tourism"), its first part kept.
AT_LEAD_RE = re.compile(
    r"^(?:(?:Previously|Before\s+that|Later|Then|Afterwards|Subsequently|Earlier|Next|"
    r"Most\s+recently|Currently|Recently),\s+)?[Aa]t\s+(?:the\s+)?"
    + ORG_NAME
    + r"(?:,\s+[A-Z][\w.&'-]*(?:\s+(?:of|and|&|for|de)?\s*[A-Z][\w.&'-]*)*)?"
    + r",\s+I\s+(?:have\s+)?(?:also\s+)?(?i:gained|worked|served|interned|contributed|led|"
    r"was\s+(?:employed|responsible)|(?P<made>performed|developed|built|designed|implemented|"
    r"conducted))\b"
)
# "Cloud developer at Some Company, building ...": a page's opening line that is the post.
# A head word may be followed by another ("Data and Platform Engineer Intern").
LEAD_TITLE = rf"((?:[A-Z][\w-]*\s+)(?:[\w-]+\s+){{0,2}}?(?i:{ROLE_HEADS})(?:\s+(?i:{ROLE_HEADS}))?)"


def _title_joined_to_org(joiner: str) -> re.Pattern:
    return re.compile(rf"^{LEAD_TITLE}\s+{joiner}\s+(?:the\s+)?" + ORG_NAME)


ROLE_LEAD_RE = _title_joined_to_org("(?:at|@)")
# A later item of such a line: its title and employer joined by "@" (after a comma, "at"
# may join a person's title to the employer: "with Ann Roe, Research Lead at X").
ITEM_SPLIT_RE = re.compile(r"\s*[,;|·]\s+")
AT_SIGN_ITEM_RE = _title_joined_to_org("@")
# "... at the Some Institute (2017-2018)": a stint at a place, its years bracketed after it.
AT_YEARS_RE = re.compile(
    r"\bat\s+(?:the\s+)?"
    + ORG_NAME
    + rf"\s*\(\s*{YEAR}(?:\s*[{DASHES}]\s*(?:{YEAR}|(?i:present)))?\s*\)",
)
# "I'm a data analyst with a decade at two colleges — Some College (2015–present) and Other
# Institute (2010–2015)": the places of the post stated, each with its years.
STATED_POST_RE = re.compile(
    r"\bI(?:\s+(?i:am|was|have\s+been|worked\s+as)|['’]m)\s+(?i:an?\s+)"
    rf"(?:(?i:currently|now|also)\s+)?({TITLE_PHRASE})\b"
)
NAMED_YEARS_RE = re.compile(
    ORG_NAME + rf"\s*\(\s*{YEAR}\s*[{DASHES}]\s*(?:{YEAR}|(?i:present|now|today))\s*\)"
)
# "spent two summers at X", "spent some time as an intern: at X in 2024, at Y, and at Z".
SPENT_AT_RE = re.compile(
    r"\bspent\s+(?:(?:a|an|the|one|two|three|four|five|several|many|some|\d+)\s+)?"
    r"(?:summers?|months?|years?|weeks?|semesters?|time)\b[^.;]{0,45}?\bat\s+(?:the\s+)?" + ORG_NAME
)
# "spent a semester at X as an exchange student", "... studying kelp": a stay of study.
SPENT_STUDYING_RE = re.compile(r"\b(?:students?|exchange|stud(?:y|ying|ies))\b", re.I)
NEXT_AT_RE = re.compile(r"(?:,\s*(?:and\s+)?|\s+and\s+)at\s+(?:the\s+)?" + ORG_NAME)
# Words that make the lead of a sentence a clause ("During my internship at X"), not a title.
CLAUSE_WORDS = {
    "during", "my", "our", "the", "a", "an", "in", "of", "for", "his", "her",
    "their", "after", "before", "while", "with", "as", "at", "from", "since",
}  # fmt: skip
# "In 2023, I was ...", "since 2022": when the one post of a sentence was held.
SINCE_RE = re.compile(rf"\bsince\s+(?:[A-Za-z]+\s+)?({YEAR})\b")
ROLE_STATED_RE = re.compile(
    rf"\b(?:as|been|was|am)\s+(?:an?\s+)?((?:[\w&-]+\s+){{0,3}}?(?i:{ROLE_HEADS}))(?=\s+(?:in|with)\b)"
)


# "a Data Analyst trainee (Grade 2) at X": an aside on the post between it and its place.
# "a staff engineer on the Search team at X": the team, too.
ASIDE_BEFORE_PLACE_RE = re.compile(
    r"(?<=[a-z])\s+\([^()\d]{0,30}\d?[^()\d]{0,10}\)(?=\s+(?:at|with)\s)"
    r"|(?<=[a-z])\s+on\s+the\s+(?:[\w&.-]+\s+){1,4}team(?=\s+at\s)"
)


# A title never opens with a preposition; words read up to a post word that do are a clause.
PREPOSITION_LED_RE = re.compile(r"(?:with|for|from|by|to|of|on)\b", re.I)


def experience_from_prose(lines: list[str], *, third_person: bool = False) -> list[Experience]:
    """third_person: the text is a biography of its owner ("He is a fellow at X"), not a
    letter, where "he" is someone else."""
    entries: list[Experience] = []

    def add(org: str | None, role: str | None = None, dates: str | None = None, again=False):
        pair = ORG_PAIR_RE.match(org or "")
        if pair:  # "Some Institute and USC": two places
            add(pair.group(1), role)
            add(pair.group(2), role)
            return
        parts = _coordinated(org or "")
        if len(parts) == 2:  # "Some Research and Other": two places
            for part in parts:
                add(part, role)
            return
        org = trim_org(org)
        if role and PREPOSITION_LED_RE.match(role):
            return  # "collaborating with research teams @ X": whom the owner works with
        if (
            org
            and not re.match(PERSON_TITLE, org)
            and (
                # "the Tessel Lab at Orrin University" read twice, once without its university
                not any(org in (e.organization or "") for e in entries)
                # a second post there ("as Lecturer (2023) and Tutor (2021)")
                or again
                and not any((e.organization, e.role) == (org, role) for e in entries)
            )
        ):
            entries.append(Experience(organization=org, role=role))
        same = next((e for e in reversed(entries) if e.organization == org), None)
        if dates and same and same.start_year is None:
            # the years stated beside this place, not the sentence's (also when another
            # rule read the place first, without them)
            start, end = year_range(dates)
            same.start_year, same.end_year = start or end, end

    for line in lines:
        for sentence in split_sentences(line, acronym_ends=True):
            before = len(entries)
            _read_sentence(ASIDE_BEFORE_PLACE_RE.sub("", sentence), add)
            if third_person and (match := THIRD_PERSON_ROLE_RE.search(sentence)):
                role = match.group(1).strip()
                if not looks_ahead(sentence[: match.start()]) and not STUDY_ROLE_RE.search(role):
                    add(_with_parent(match.group(2), sentence, match.end(2)), role)
            if len(entries) == before + 1 and entries[-1].start_year is None:
                _add_years(entries[-1], sentence)
    return entries


# A News item is a sentence without its subject after its date: "[06/2024] Joined X as a
# research intern", "Jul 2023: Started my internship at Y"; or with the date after it, in
# brackets: "Joined X as Y (January 2018)".
# The item's date may be written year first ("[2024.04]", "2023-07", "[2031 Mar]"); "Joining
# X as a research intern" announces the post the item's date starts.
NEWS_DATE = rf"(?:{DATE}|{YEAR}[./-]\d{{1,2}})(?:\s+(?:{MONTHS}))?\W*\s*"
NEWS_ITEM_RE = re.compile(
    rf"^\W*(?:{NEWS_DATE})?((?:Joined|Joining|Started|Began|Interned|Worked)\b.*)$", re.I
)
# "May, 2025: Research intern at Some Lab in their Vision team": a dated item that is the
# post itself, its title then its employer.
NEWS_POST_RE = re.compile(rf"^\W*{NEWS_DATE}(.*)$", re.I)
# "Program Committee Member at Some Conference": a part in an event's service, no post.
NEWS_SERVICE_RE = re.compile(
    r"\b(?:committee|reviewer|chair|volunteer|judge|organi[sz]er|panelist)\b", re.I
)
# Items that announce study, talks or papers, or a post still to come, name no post held.
NEWS_NOT_A_POST_RE = re.compile(
    r"\b(?:students?|ph\.?\s?d|thesis|doctoral|master['’]?s|bachelor['’]?s|degree|"
    r"will|upcoming|incoming|visiting|talk|paper)\b",
    re.I,
)


AS_TITLE_RE = re.compile(AS_TITLE)  # "Joined X as a research intern": the title


def experience_from_news(lines: list[str]) -> list[Experience]:
    """Posts a page announces only in its News items, dated by the item."""
    entries: list[Experience] = []
    for line in lines:
        item = NEWS_ITEM_RE.match(line.strip())
        post = NEWS_POST_RE.match(line.strip()) if not item else None
        lead = ROLE_LEAD_RE.match(post.group(1)) if post else None
        words = {w.lower() for w in lead.group(1).split()} if lead else set()
        # "Starting my internship at X": a clause announcing it, read below; no title
        title = lead.group(1) if lead else ""
        service = NEWS_SERVICE_RE.search(title) or NEWS_NOT_A_POST_RE.search(title)
        if lead and not words & CLAUSE_WORDS and not service:
            year = (years_in(line) or [None])[0]
            entries.append(Experience(lead.group(2), lead.group(1), start_year=year))
            continue
        if not item or NEWS_NOT_A_POST_RE.search(item.group(1)):
            continue
        text = item.group(1)
        role = AS_TITLE_RE.search(text)
        if re.match(r"joining\b", text, re.I):
            if not role:
                continue  # "Joining X in June for a project on Y": no post named yet
            text = "joined" + text[len("joining") :]
        found = experience_from_prose([f"I {text[0].lower()}{text[1:]}"])
        if len(found) > 1:
            # "Joined X as Research Assistant with Jane Roe": whom, not where
            found = [e for e in found if f"with {e.organization}" not in text]
        for entry in found:
            entry.role = entry.role or (role.group(1) if role else None)
            entry.start_year = entry.start_year or (years_in(line) or [None])[0]
            entry.end_year = None  # the item dates the start; the post may go on
            entries.append(entry)
    return entries


def _add_years(entry: Experience, sentence: str) -> None:
    since = SINCE_RE.search(sentence)
    if since:
        entry.start_year = int(since.group(1))
        return
    years = years_in(sentence)
    if len(years) == 1:  # "In 2023, I was an intern at X": that year
        entry.start_year = entry.end_year = years[0]
    elif len(years) == 2:
        entry.start_year, entry.end_year = year_range(sentence)


def _read_sentence(sentence: str, add) -> None:
    """One sentence's posts, each handed to add(organization, role)."""
    leads = [ROLE_LEAD_RE.match(sentence.strip())]
    # "Research Intern @ X, Research Engineer @ Y (acquired by Z), ...": a page's past posts
    # run into one line, each item a "Title @ Employer" of its own.
    parts = ITEM_SPLIT_RE.split(sentence)[1:]
    leads += [item for part in parts if (item := AT_SIGN_ITEM_RE.match(part))]
    for lead in filter(None, leads):
        words = {w.lower() for w in lead.group(1).split()}
        if not words & CLAUSE_WORDS and not STUDY_ROLE_RE.search(lead.group(1)):
            add(lead.group(2), lead.group(1))
    in_unit = WORKED_IN_UNIT_RE.search(sentence)
    if in_unit and not looks_ahead(sentence[: in_unit.start()]):
        add(in_unit.group(1))
    employer_for = WORKED_AS_FOR_RE.search(sentence)
    for match in PROSE_CUE_RE.finditer(sentence):
        if looks_ahead(sentence[: match.start()]):
            continue
        if employer_for and match.start(1) < employer_for.end() <= match.start(2):
            continue  # "an engineer for Some Firm at Some Town": the town, not the employer
        if in_unit and match.start() == in_unit.start():
            continue  # the unit read above, not its host
        if _studying(sentence, match):
            continue
        unit = UNIT_RE.search(sentence[match.end(1) : match.start(2)])
        org = f"{unit.group(1)} at {match.group(2)}" if unit else match.group(2)
        host = _unit_host(org, sentence[match.end(2) :])
        org = f"{org} at {host}" if host else org
        org = org if host else _with_parent(org, sentence, match.end(2))
        role = _role_before(sentence, match)
        add(org, role)
        also = AND_ALSO_RE.match(sentence, match.end())
        if also:
            add(also.group(1), role)
        if match.group(1).lower().startswith("internships"):
            # "internships at X, Y and Z": every place of the list
            _add_also_at(sentence, match.end(), add)
    for match in JOINED_RE.finditer(sentence):
        if JOINED_FOR_STUDY_RE.match(sentence, match.end()) and degree_of(sentence[match.end() :]):
            continue  # "joined Some University for my master's degree": a study, no post
        if not JOINED_PROJECT_RE.match(sentence, match.end()):
            add(match.group(1))
    for match in FOREIGN_INTERNSHIP_RE.finditer(sentence):
        if OWN_FOREIGN_RE.search(sentence[: match.start()]):
            add(match.group(1))
    for match in INTERNSHIP_WITH_RE.finditer(sentence):
        place = match.group(2)  # the town gazetteer last: only for such a rare sentence
        if (is_location(place) or is_city_name(place)) and not looks_ahead(
            sentence[: match.start()]
        ):
            add(match.group(1))
    for match in INTERNED_RE.finditer(sentence):
        if not looks_ahead(sentence[: match.start()]):
            add(_with_parent(match.group(1), sentence, match.end(1)))
            _add_also_at(sentence, match.end(), add)
    for match in SUPERVISOR_AT_RE.finditer(sentence):
        if not looks_ahead(sentence[: match.start()]):
            add(match.group(1) + (match.group(2) or ""))
    for match in AT_AS_RE.finditer(sentence):
        if not looks_ahead(sentence[: match.start()]):
            years = POST_YEARS_RE.match(sentence, match.end())
            add(match.group(1), match.group(2), dates=years.group(1) if years else None)
            more = AND_POST_RE.match(sentence, years.end()) if years else None
            if more:
                add(match.group(1), more.group(1).strip(), dates=more.group(2), again=True)
    for match in WITH_AS_RE.finditer(sentence):
        if ORG_WORDS_RE.search(match.group(1)) and not looks_ahead(sentence[: match.start()]):
            add(match.group(1), match.group(2))
    spent = SPENT_AT_RE.search(sentence)
    if (
        spent
        and not looks_ahead(sentence[: spent.start()])
        and not SPENT_STUDYING_RE.search(sentence)
    ):
        _add_listed(sentence, spent, add)
    for match in WHERE_RE.finditer(sentence):
        unit = UNIT_AFTER_ROLE_RE.match(sentence, match.end())
        add(unit.group(1) if unit else match.group(1), match.group(2))
    for match in ROLE_STATED_RE.finditer(sentence):
        unit = UNIT_AFTER_ROLE_RE.match(sentence, match.end())
        role = match.group(1).strip()
        future = looks_ahead(sentence[: match.start()])
        if unit and not future and not STUDY_ROLE_RE.search(role):
            add(unit.group(1), role)
    for match in AS_ROLE_RE.finditer(sentence):
        role = match.group(1).strip()
        # "I am seeking internships at X": the hope is in the words read as the title
        if not looks_ahead(sentence[: match.start(2)]) and not STUDY_ROLE_RE.search(role):
            add(_with_parent(match.group(2), sentence, match.end(2)), role)
            also = AND_ALSO_RE.match(sentence, match.end())
            if also:
                add(also.group(1), role)
    for match in WORKED_AS_FOR_RE.finditer(sentence):
        if not looks_ahead(sentence[: match.start()]):
            role = match.group(1).strip()
            add(match.group(2), role)
            more = MORE_FOR_RE.match(sentence, match.end())
            while more and (more.group(1) or ORG_WORDS_RE.search(more.group(2))):
                role = (more.group(1) or role).strip()
                add(more.group(2), role)
                more = MORE_FOR_RE.match(sentence, more.end())
    for match in AT_YEARS_RE.finditer(sentence):
        before = sentence[: match.start()]
        if not looks_ahead(before) and not STUDY_WORK_RE.search(before) and not degree_of(before):
            add(match.group(1), dates=sentence[match.end(1) : match.end()])
    stated = STATED_POST_RE.search(sentence)
    if stated and not looks_ahead(sentence[: stated.start()]):
        role = stated.group(1).strip()
        for match in NAMED_YEARS_RE.finditer(sentence, stated.end()):
            org, between = match.group(1), sentence[stated.end() : match.start()]
            named = ORG_WORDS_RE.search(org) or INSTITUTION_RE.search(org)
            if named and not STUDY_ROLE_RE.search(role) and not STUDY_WORK_RE.search(between):
                add(org, role, dates=sentence[match.end(1) : match.end()])
    for match in AS_ROLE_IN_RE.finditer(sentence):
        role = match.group(1).strip()
        before = sentence[: match.start()]
        named = INSTITUTION_RE.search(match.group(2))
        if named and not looks_ahead(before) and not STUDY_ROLE_RE.search(role):
            add(match.group(2), role)
    at_lead = AT_LEAD_RE.match(sentence.strip())
    # "At Some University, I built a robot": a student's work at their school, no post.
    made_at_school = at_lead and at_lead.group("made") and INSTITUTION_RE.search(at_lead.group(1))
    if at_lead and not made_at_school and not looks_ahead(sentence[: at_lead.end()]):
        add(at_lead.group(1))
    for match in RESEARCH_AT_RE.finditer(sentence):
        org, before = match.group(1), sentence[: match.start()]
        if looks_ahead(before) or not (ORG_WORDS_RE.search(org) or INSTITUTION_RE.search(org)):
            continue  # "research in Machine Learning": a field
        host = _unit_host(org, sentence[match.end(1) :])
        add(f"{org} at {host}" if host else org)
    for match in CALLED_RE.finditer(sentence):
        before = sentence[: match.start()]
        if WORK_CUE_RE.search(before) and not looks_ahead(before):
            add(match.group(1))
    for match in COMPANY_LIST_RE.finditer(sentence):
        for org in re.split(r"\s*(?:,|\band\b|&)\s*", match.group(1)):
            add(org)


def _add_also_at(sentence: str, end: int, add) -> None:
    """ "... at X, at Y and Z": the rest of a list of places after the first."""
    more = ALSO_AT_RE.match(sentence, end)
    while more:
        for org in re.split(r"\s+and\s+", more.group(1)):  # "X, Y and Z"
            add(org)
        more = ALSO_AT_RE.match(sentence, more.end())


# "at the Cloud Maps department of Some Firm", "the Cloud Maps division at Some Firm": the
# unit, in lower case, of its firm.
# A unit at a unit ("the Soil group at the Department of X, Some University") names
# no firm: the sentence's employer comes later.
UNIT_OF_RE = re.compile(
    r"\s+(department|division|team|group|lab|unit|office)\s+(of|at(?!\s+(?:the\s+)?"
    r"(?:Department|Faculty|School|Division|Institute|Laboratory|Lab|Group|Centre|Center)\b))"
    r"\s+(?:the\s+)?" + ORG_NAME
)


def _with_parent(org: str, sentence: str, end: int) -> str:
    parent = UNIT_OF_RE.match(sentence, end)
    if parent:
        return f"{org} {parent.group(1)} {parent.group(2)} {parent.group(3)}"
    host = _unit_host(org, sentence[end:]) if LETTERHEAD_UNIT_RE.match(org) else None
    return f"{org} at {host}" if host else org


UNIT_END_RE = re.compile(r"\b(?:[Ll]ab|[Ll]aboratory|[Gg]roup|[Tt]eam|[Dd]ivision)$")
HOST_AFTER_RE = re.compile(r"^\s+(?:at|of|in)\s+(?:the\s+)?([A-Z][^.;()]*)")


# "at the School of X, Some University" or "at the Department of X and the Y Centre, Some
# University": the unit's comma parts up to the end of its clause, where its host stands.
UNIT_PARTS_RE = re.compile(r"^((?:\s+and\s+the\s+[A-Z][^,.;()]*)?(?:,\s*[^,.;()]+){1,3})")


def _unit_host(org: str, rest: str) -> str | None:
    """ "at the Mapping group in the Faculty of X, Some University": a unit's host
    institution, named after it (maybe after a department)."""
    if LETTERHEAD_UNIT_RE.match(org):
        after = UNIT_PARTS_RE.match(rest)
        parts = after.group(1).split(",")[1:] if after else []
    else:
        after = HOST_AFTER_RE.match(rest) if UNIT_END_RE.search(org) else None
        parts = after.group(1).split(",")[:3] if after else []
    for part in parts:
        host = institution_in(part.strip())
        if host:
            return host
    return None


def _add_listed(sentence: str, first, add) -> None:
    """The place after "spent ... at" and each ", at Y" after it, with the years stated
    between one place and the next ("at X in 2024 with ..., at Y in 2023")."""
    matches = [first, *NEXT_AT_RE.finditer(sentence, first.end())]
    for n, match in enumerate(matches):
        stop = matches[n + 1].start() if n + 1 < len(matches) else len(sentence)
        between = sentence[match.end(1) : stop]
        add(match.group(1), dates=between if years_in(between) else None)


# "Research and Development", "Arts and Sciences": the words after "and" that end one
# name of two subjects, not a second place.
SUBJECT_TAIL_RE = re.compile(
    r"\b(?:development|engineering|sciences?|research|design|innovation|arts|education)$", re.I
)


def _coordinated(org: str) -> list[str]:
    """ "interned at Some Research and Other": two places, unless the part after "and" ends as
    one name does ("... and Technology Center") or the first is a unit "of" something."""
    first, sep, second = org.partition(" and ")
    if (
        not sep
        or " and " in second
        or re.search(r"\s(?:of|for)\s", f" {first} ")
        # "Computer Systems and Networks Lab": the head word after "and" is both parts'
        or ORG_WORDS_RE.search(second)
        and not ORG_WORDS_RE.search(first)
        or ORG_WORDS_RE.search(second.split()[-1])
        or SUBJECT_TAIL_RE.search(second)
    ):
        return [org]
    return [first, second]


# "doctoral candidate, working on X at Some University", "working on my thesis at Some Lab":
# the work is the applicant's degree, told under education, not a post.
STUDY_WORK_RE = re.compile(
    r"\b(?:students?|ph\.?\s?d|thesis|dissertation|doctoral|doctorate|master['’]?s|bachelor['’]?s)\b",
    re.I,
)


def _studying(sentence: str, match) -> bool:
    if match.group(1).lower() not in ("working", "worked"):
        return False
    if re.match(r"working\s+students?\b", sentence[match.start(1) :], re.I):
        return False  # a "working student" (Werkstudent): a post
    before = " ".join(sentence[: match.start(1)].split()[-3:])
    return bool(STUDY_WORK_RE.search(before + " " + sentence[match.start(1) : match.start(2)]))


def _role_before(sentence: str, match) -> str | None:
    cue = match.group(1).lower()
    between = sentence[match.start(1) : match.start(2)]
    titled = re.search(rf"((?:[\w&-]+\s+){{0,3}}(?:{ROLE_HEADS}))\s+(?:at|@)\b", between, re.I)
    if titled and cue in ("worked", "working", "job", "employed", "role"):
        words = titled.group(1).split()
        while words and words[0].lower() in ("a", "an", "the", "as", "my"):
            words.pop(0)
        return " ".join(words) or None
    if cue in ("project", "worked", "working", "job", "employed", "role", "interned") or (
        cue.startswith("internship")
    ):
        return None
    if cue.endswith(("experience", "program", "programme")):
        return None  # "my experience at X", "the summer research program at X": no title
    words = sentence[: match.end(1)].split()
    role_words = []
    for word in reversed(words):
        if (
            word.lower() in ("a", "an", "the", "my", "as", "doing", "an", "currently")
            or not word.isalpha()
            and "-" not in word
            and "/" not in word  # "GIS/RS analyst intern"
            and "&" not in word  # "R&D engineer"
        ):
            break
        role_words.insert(0, word)
        if len(role_words) >= 4:
            break
    return " ".join(role_words) or None


# A letterhead stacks the writer's name, post and employer, one a line ("Ann Roe, PhD" /
# "Assistant Professor" / "Department of X" / "Some University"); the name is within its
# first LETTERHEAD_NAME_LINES lines, an addressee block further down is someone else's.
# "the Allen Institute for Ocean Science (AIOS)": a name the text spells out once, with the
# short form it uses afterwards in brackets.
SPELLED_OUT = (
    r"((?:[A-Z][\w.&'’-]*\s+(?:(?:of|and|&|for|de|on|in)\s+)*)+[A-Z][\w.&'’-]*)"
    # "(QTV-VelmoraTech)": the short form and a brand name after it in the bracket.
    r"\s*\(\s*{}(?:-[A-Z][\w]*)?\s*\)"
)
SHORT_FORM_RE = re.compile(r"[A-Z][A-Za-z0-9&-]{1,7}")
MIN_SHORT_FORM_CAPITALS = 2


def spelled_out(org: str | None, lines: list[str], known: Iterable[str] = ()) -> str | None:
    """The full name of an employer a letter names by its short form ("at AIOS"), where the
    letter spells it out elsewhere, or names an employer (known) whose initials it is ("at
    KIC" after "Kelp Inlet College (2015–present)"); else the name as it stands."""
    if (
        not org
        or not SHORT_FORM_RE.fullmatch(org)
        or sum(c.isupper() for c in org) < MIN_SHORT_FORM_CAPITALS
    ):
        return org
    pattern = re.compile(SPELLED_OUT.format(re.escape(org)))
    for line in lines:
        match = pattern.search(line)
        if match is None:
            continue
        # "Some University and the Allen Institute (AI)": the name from the short form's
        # first letter on.
        words = match.group(1).split()
        for at, word in enumerate(words):
            if word[0] == org[0] and word.lower() not in ("and", "of", "for"):
                initials = "".join(w[0] for w in words[at:] if w[0].isupper())
                # "Technical University of Velmora (UTV)", a short form of the name in
                # another language: its initials in another order, the whole name it is.
                if org.upper().startswith(initials.upper()):
                    return " ".join(words[at:])
                break
        return match.group(1)
    return next((name for name in known if _initials(name) == org), org)


def _initials(name: str | None) -> str:
    """ "Kelp Inlet College" -> "KIC" (the small words of a name have none)."""
    words = (name or "").split()
    return "".join(w[0] for w in words if w.lower() not in ("of", "and", "for", "the", "de"))


LETTERHEAD_NAME_LINES = 2
MAX_LETTERHEAD_ROLE_WORDS = 6
LETTERHEAD_UNIT_RE = re.compile(r"^(?:Department|Dept\.?|School|Faculty|Division)\b")


def _below_the_name(lines: list[str], name: str | None) -> list[str]:
    """The lines under the applicant's name at a letter's top (a letterhead), or none when the
    name stands on none of its first LETTERHEAD_NAME_LINES lines."""
    words = set((name or "").lower().split())
    texts = [ln.strip() for ln in lines if ln.strip()][: LETTERHEAD_NAME_LINES + 3]
    at = next(
        (
            i
            for i, text in enumerate(texts[:LETTERHEAD_NAME_LINES])
            if words and words <= set(re.findall(r"[\w'’-]+", text.lower()))
        ),
        None,
    )
    return [] if at is None else texts[at + 1 :]


def letterhead_post(lines: list[str], name: str | None) -> list[Experience]:
    """The post under the name at a letter's top, with the employer on the line below it
    (past a department line)."""
    below = _below_the_name(lines, name)
    if len(below) < 2:
        return []
    role, org = below[0], below[1]
    if LETTERHEAD_UNIT_RE.match(org) and len(below) > 2:
        org = below[2]
    if (
        not is_role(role)
        or len(role.split()) > MAX_LETTERHEAD_ROLE_WORDS
        or re.search(r"[\d@,:]", role)
        or STUDY_ROLE_RE.search(role)
        or org_score(org) < NAMED_ORG
    ):
        return []
    return [Experience(organization=trim_org(org), role=role)]


def letterhead_school(lines: list[str], name: str | None) -> list[Education]:
    """A student's statement heads the name with the school alone on the line below it (past
    a department line), no post between: "Jane Doe / Some University / jdoe@some.edu"."""
    below = _below_the_name(lines, name)
    if below and LETTERHEAD_UNIT_RE.match(below[0]):
        below = below[1:]
    if not below or not INSTITUTION_RE.search(below[0]):
        return []
    school = institution_in(below[0])
    return [Education(institution=school)] if school == below[0].strip(" ,.") else []


# "I am a staff scientist with ...", "I'm currently an engineer at ...": the post held now.
PRESENT_POST_RE = re.compile(
    r"\bI(?:\s+am|['’]m)\s+(?:currently\s+|now\s+)?an?\s+[\w -]{3,60}?\s+(?:at|with)\s+"
    r"(?:the\s+)?[A-Z]"
)


def present_posts(paragraphs: list[str]) -> list[Experience]:
    """A page bio's present post ("I am a lecturer at X"), which a list of past ones may omit."""
    stated = [ln for ln in paragraphs if PRESENT_POST_RE.search(ln)]
    return experience_from_prose(stated, third_person=True) if stated else []
