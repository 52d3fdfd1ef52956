"""Facts a page states in structure rather than prose: YAML/TOML front matter of static-site
generators (Hugo Blox / Wowchemy author profiles, academicpages and al-folio author blocks,
Jekyll configuration keys, JSON Resume) read into a Profile of facts, and a schema.org Person
mapped the same way; parsing.merge_facts prefers them over the facts read from the prose."""

import datetime
import re
import tomllib

import yaml

from parsing.awards import AWARD_WORDS_RE
from parsing.contacts import EMAIL_RE, classify_url
from parsing.dates import year_range, years_in
from parsing.education import (
    ADVISOR_RE,
    DEGREE_RES,
    degree_of,
    field_of,
    gpa_of,
    institution_in,
    names_in,
    normalise_institution,
)
from parsing.merge_facts import same_education, same_experience, unique
from parsing.names import looks_like_name, name_from_title
from parsing.orgs import STUDY_ROLE_RE, is_role, names_org
from parsing.profile import Education, Experience, Profile, Publication
from parsing.sections import heading_key
from parsing.venues import find_venue

# libyaml's safe loader where PyYAML was built with it: forty times faster.
YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
# YAML (Jekyll, Hugo) or TOML (Hugo) front matter.
FRONT_MATTER_RE = re.compile(r"\A\s*(---|\+\+\+)\s*\n(.*?)\n\1\s*(\n|\Z)", re.DOTALL)
# Keys that only a person's profile carries (a page's front matter has layout, permalink...).
PROFILE_KEYS = {
    "role", "organizations", "profiles", "social", "education", "work", "experience",
    "interests", "superuser", "highlight_name", "first_name", "last_name", "bio", "avatar",
    "awards", "skills", "basics", "email",
}  # fmt: skip
# Where a person's block sits: the top level, an academicpages/Jekyll "author" block, JSON
# Resume's "basics", a Hugo site configuration's "params".
PERSON_BLOCKS = ("author", "basics", "params", "person", "owner")
# Profile-link keys of themes' author blocks: a URL, or a handle the site prefixes.
HANDLE_KEYS = {
    "github": "github", "github_username": "github", "githubusername": "github",
    "linkedin": "linkedin", "linkedin_username": "linkedin",
    "twitter": "twitter", "twitter_username": "twitter", "x_username": "twitter",
    "googlescholar": "scholar", "google_scholar": "scholar", "scholar": "scholar",
    "scholar_userid": "scholar", "google_scholar_id": "scholar",
    "website": "homepage", "homepage": "homepage", "uri": "homepage",
}  # fmt: skip
# As contacts writes a handle a CV prints: the canonical URL without its scheme.
HANDLE_URLS = {
    "github": "github.com/{}",
    "linkedin": "linkedin.com/in/{}",
    "twitter": "x.com/{}",
    "scholar": "scholar.google.com/citations?user={}",
}
LINK_LIST_KEYS = ("profiles", "social", "links", "social_links", "socials")
EDUCATION_KEYS = ("education", "educations", "degrees")
WORK_KEYS = ("work", "experience", "experiences", "positions", "employment")
AWARD_KEYS = ("awards", "honors", "honours", "achievements")
INTEREST_KEYS = ("interests", "research_interests")
# Item keys, most specific first: Hugo Blox, Wowchemy's older widgets, JSON Resume.
DEGREE_ITEM_KEYS = ("area", "course", "degree", "studyType", "title")
INSTITUTION_ITEM_KEYS = ("institution", "school", "university", "college", "name")
ROLE_ITEM_KEYS = ("position", "title", "role", "job_title", "jobTitle")
ORG_ITEM_KEYS = ("company_name", "company", "organization", "organisation", "employer",
                 "institution", "name")  # fmt: skip
START_KEYS = ("date_start", "startDate", "start_date", "start", "from")
# "dates" and "period" hold both ends ("2020 - 2024"), read as one range.
END_KEYS = ("date_end", "endDate", "end_date", "end", "to", "year", "date", "dates", "period",
            "graduation")  # fmt: skip
SUMMARY_KEYS = ("summary", "description", "details")
# Skill groups of a theme's template that hold hobbies, not skills.
NOT_SKILL_GROUP_RE = re.compile(r"hobb|personal|fun|leisure|spoken", re.I)
HONOUR_SPLIT_RE = re.compile(r"\s*(?:&|\band\b|,|;)\s*")
# A Hugo Blox / Wowchemy landing page lists its blocks under "sections"; these ones state
# facts in their own content: a timeline of {title, company, dates} items (education too,
# when the block is titled so) and a contact card.
TIMELINE_BLOCKS = ("experience",)
CONTACT_BLOCKS = ("contact",)


def split_front_matter(source: str) -> tuple[str | None, str, str]:
    """(front matter text, its fence "---" or "+++", the rest) of a Markdown source."""
    match = FRONT_MATTER_RE.match(source)
    if not match:
        return None, "", source
    return match.group(2), match.group(1), source[match.end() :]


def load_front_matter(text: str, fence: str) -> dict | None:
    """The front matter as data, or None when it is not valid YAML/TOML (a Liquid tag in an
    unquoted value, say). Comments are comments: a template's commented-out blocks stay out."""
    try:
        data = tomllib.loads(text) if fence == "+++" else yaml.load(text, Loader=YAML_LOADER)
    except (yaml.YAMLError, tomllib.TOMLDecodeError, ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def scalar_values(data: dict) -> dict[str, str]:
    """Every scalar "key: value" of nested data by its own key; the first value of a key
    wins (an academicpages author block: "author:" then "  github: ...")."""
    values: dict[str, str] = {}

    def visit(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if isinstance(value, str | int | float) and not isinstance(value, bool):
                    text = str(value).strip()
                    if text:
                        values.setdefault(str(key).lower(), text)
                else:
                    visit(value)
        elif isinstance(node, list):
            for item in node:
                visit(item)

    visit(data)
    return values


def profile_from_data(data: dict) -> Profile | None:
    """The facts of an author profile in front matter or a data file; None for a page's
    front matter that describes no person."""
    blocks = [data] + [data[k] for k in PERSON_BLOCKS if isinstance(data.get(k), dict)]
    params = data.get("params")
    if isinstance(params, dict) and isinstance(params.get("author"), dict):
        blocks.append(params["author"])
    about = data.get("about")
    # Quarto's about page: {template, image, links: [{icon, text, href}]}.
    about_links = _items(about.get("links")) if isinstance(about, dict) else []
    if not any(_is_profile(block) for block in blocks):
        return _facts_of_page_blocks(data, about_links)
    facts = Profile(kind="homepage")
    for block in blocks:
        if _is_profile(block):
            _read_person(facts, block, top=block is data)
    for item in about_links:
        _read_link(facts, item)
    for key in WORK_KEYS:
        _read_timeline(facts, _items(data.get(key)))
    for key in EDUCATION_KEYS:
        studies = [item for item in _items(data.get(key)) if not _names_a_post(item)]
        facts.education += [e for e in map(_education, studies) if e]
        facts.awards += [a for item in studies for a in _honours(item)]
        posts = [item for item in _items(data.get(key)) if _names_a_post(item)]
        facts.experience += [e for e in map(_post_in_education, posts) if e]
    _add_current_position(facts, data)
    facts.skills = _skills(data.get("skills"))
    for key in AWARD_KEYS:
        facts.awards += [a for a in map(_title_of, _items(data.get(key))) if a]
    for key in INTEREST_KEYS:
        facts.research_interests += [str(i).strip() for i in _list(data.get(key)) if _text(i)]
    facts.publications = [p for p in map(_publication, _items(data.get("publications"))) if p]
    facts.awards = unique(facts.awards)
    facts.skills = unique(facts.skills)
    # The front matter's words for search; the page's text is only its body.
    facts.text = "\n".join(v for v in _strings(data) if " " in v.strip())
    return facts


def _facts_of_page_blocks(data: dict, links: list[dict]) -> Profile | None:
    """The facts a page (not a person's profile) states in its blocks: a landing page's
    timeline and contact blocks, an about page's profile links; None when there are none."""
    facts = Profile(kind="homepage")
    for item in links:
        _read_link(facts, item)
    # Quarto's and R Markdown's "author: Ana Roe": who wrote the page, on a personal site its
    # owner.
    author = _text(data.get("author"))
    if looks_like_name(author):
        facts.name = author
    for block in _items(data.get("sections")):
        kind = _text(block.get("block")).lower()
        content = block.get("content") if isinstance(block.get("content"), dict) else {}
        if kind in CONTACT_BLOCKS:
            _read_person(facts, content, top=False)
        if kind not in TIMELINE_BLOCKS:
            continue
        title = _text(content.get("title")) or _text(block.get("id"))
        items = _items(content.get("items"))
        if heading_key(title) == "education":
            studies = [{**item, "institution": _first(item, ORG_ITEM_KEYS)} for item in items]
            facts.education += [e for e in map(_education, studies) if e]
        else:
            _read_timeline(facts, items)
    if not (
        facts.name
        or facts.links
        or facts.emails
        or facts.phones
        or facts.education
        or facts.experience
    ):
        return None
    facts.text = "\n".join(v for v in _strings(data) if " " in v.strip())
    return facts


def _strings(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    values = node.values() if isinstance(node, dict) else node if isinstance(node, list) else []
    return [text for value in values for text in _strings(value)]


def _is_profile(block: dict) -> bool:
    return any(
        isinstance(block.get(key), list | dict | str) and block[key]
        for key in (*PROFILE_KEYS, *HANDLE_KEYS)
    )


def _read_person(facts: Profile, block: dict, top: bool) -> None:
    # A display name in another script ("title: 郭依凡") leaves the Latin full name to use.
    names = [_text(block.get("name")), _text(block.get("title")) if top else ""]
    parts = (_text(block.get(k)) for k in ("first_name", "middle_name", "last_name"))
    names += [" ".join(p for p in parts if p), _text(block.get("author"))]
    for name in names:
        found = name_from_title(name) or (name if looks_like_name(name) else None)
        if found and not facts.name:
            facts.name = found
    for key in ("email", "mail"):
        address = _text(block.get(key)).removeprefix("mailto:")
        if EMAIL_RE.fullmatch(address) and address not in facts.emails:
            facts.emails.append(address)
    phone = _text(block.get("phone"))
    if phone and phone not in facts.phones:
        facts.phones.append(phone)
    for key, site in HANDLE_KEYS.items():
        value = _text(block.get(key))
        if value and site not in facts.links:
            facts.links[site] = _profile_url(site, value)
    for key in LINK_LIST_KEYS:
        for item in _items(block.get(key)):
            _read_link(facts, item)


def _profile_url(site: str, value: str) -> str:
    if "/" in value or "." in value and site == "homepage":
        return value
    return HANDLE_URLS.get(site, "{}").format(value.lstrip("@"))


def _read_link(facts: Profile, item: dict) -> None:
    url = _text(item.get("url") or item.get("link") or item.get("href"))
    if url.lower().startswith("mailto:") or EMAIL_RE.fullmatch(url):
        address = url.removeprefix("mailto:").removeprefix("MAILTO:").split("?")[0]
        if EMAIL_RE.fullmatch(address) and address not in facts.emails:
            facts.emails.append(address)
        return
    site = classify_url(url) if url.startswith(("http", "www.")) or "." in url else None
    network = _text(item.get("network") or item.get("icon") or item.get("label")).lower()
    username = _text(item.get("username"))
    if site is None and username:
        site = next((s for s in HANDLE_URLS if s in network), None)
        url = HANDLE_URLS[site].format(username) if site else url
    if site and site not in facts.links:
        facts.links[site] = url


# A timeline's item titled as a course of study, not a post: "PhD Candidate in Physics",
# "Master's Student".
STUDY_TITLE_RE = re.compile(
    r"^(?P<degree>[\w.'’ ]{2,30}?)\s+(?:student|candidate)(?:\s+(?:in|of)\s+(?P<field>.+))?$",
    re.I,
)


def _read_timeline(facts: Profile, items: list[dict]) -> None:
    """A work or experience list's items: posts, and the degrees some pages list among them
    (Hugo Academic's experience widget holds "Master's Student in X" at a university)."""
    for item in items:
        study = _study_of(item)
        if study is not None:
            facts.education.append(study)
        elif entry := _experience(item):
            facts.experience.append(entry)


def _study_of(item: dict) -> Education | None:
    match = STUDY_TITLE_RE.match(_first(item, ROLE_ITEM_KEYS))
    institution = _first(item, ORG_ITEM_KEYS)
    degree = degree_of(match["degree"]) if match else None
    if not degree or not institution:
        return None
    entry = Education(institution=normalise_institution(institution), degree=degree)
    entry.field = (match["field"] or "").strip(" .") or None
    entry.start_year, entry.end_year = _years(item)
    return entry


def _experience(item: dict) -> Experience | None:
    role = _first(item, ROLE_ITEM_KEYS)
    organization = _first(item, ORG_ITEM_KEYS)
    if not organization:
        return None
    if role and is_role(organization) and not is_role(role) and names_org(role):
        # "position: Some Lab" over "company_name: Research Associate": the keys filled the
        # other way round, the title where the employer goes.
        role, organization = organization, role
    start, end = _years(item)
    return Experience(organization=organization, role=role or None, start_year=start, end_year=end)


def _names_a_post(item: dict) -> bool:
    """An education list's item whose course is a post ("Undergraduate Student Intern"), not
    a degree programme ("PhD Student" is one; a visiting student holds a post)."""
    course = _first(item, DEGREE_ITEM_KEYS)
    return bool(course) and is_role(course) and not STUDY_ROLE_RE.search(course)


def _post_in_education(item: dict) -> Experience | None:
    organization = _first(item, [k for k in INSTITUTION_ITEM_KEYS if k not in DEGREE_ITEM_KEYS])
    if not organization:
        return None
    start, end = _years(item)
    role = _first(item, DEGREE_ITEM_KEYS)
    return Experience(organization=organization, role=role, start_year=start, end_year=end)


def _education(item: dict) -> Education | None:
    degree_text = _first(item, DEGREE_ITEM_KEYS)
    institution = _first(item, [k for k in INSTITUTION_ITEM_KEYS if k not in DEGREE_ITEM_KEYS])
    if not institution:
        return None
    study = " ".join(filter(None, (_text(item.get("studyType")), _text(item.get("area")))))
    degree_text = study if item.get("studyType") else degree_text
    entry = Education(institution=normalise_institution(institution))
    entry.degree = degree_of(degree_text) if degree_text else None
    entry.field = _field(degree_text) if entry.degree else (degree_text or None)
    entry.start_year, entry.end_year = _years(item)
    details = " ".join(_text(item.get(k)) for k in (*SUMMARY_KEYS, "gpa", "score"))
    gpa = gpa_of(details)
    score = _text(item.get("gpa") or item.get("score"))
    if gpa:
        entry.gpa, entry.gpa_scale = gpa
    elif score and re.fullmatch(r"\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)?", score):
        entry.gpa = score.replace(" ", "")
    advisors = ADVISOR_RE.search(details)
    if advisors:
        entry.advisors = names_in(advisors.group(1))
    return entry


def _field(degree_text: str) -> str | None:
    """ "PhD Linguistics", "BA History, Great Distinction": the words after the
    degree, up to a comma; "M.S. in Physics" as a CV writes it."""
    stated = field_of(degree_text)
    if stated:
        return stated
    for _, pattern in DEGREE_RES:
        match = pattern.search(degree_text)
        if match:
            rest = re.split(r"[,;(|]", degree_text[match.end() :])[0]
            rest = re.sub(
                r"^\W*(?:(?:student|candidate|degree)\b\s*)?(?:(?:in|of)\s+)?",
                "",
                rest.strip(),
                flags=re.I,
            )
            return rest.strip(" .-–") or None
    return None


def _honours(item: dict) -> list[str]:
    """ "BA History, Great Distinction & Honours": the distinctions after the field."""
    text = _first(item, DEGREE_ITEM_KEYS)
    _, _, qualifiers = text.partition(",")
    return [
        part.strip(" .")
        for part in HONOUR_SPLIT_RE.split(qualifiers)
        if AWARD_WORDS_RE.search(part) and len(part.split()) >= 2
    ]


def _add_current_position(facts: Profile, data: dict) -> None:
    """Hugo Blox's "role" and "organizations": a student's role is a degree, anything else a
    position, unless the education or work lists already hold it."""
    organizations = [_title_of(o) for o in _items(data.get("organizations"))]
    organizations += [o.strip() for o in _list(data.get("organizations")) if isinstance(o, str)]
    _add_position(facts, _text(data.get("role")), organizations)


def _add_position(facts: Profile, role: str, organizations: list[str]) -> None:
    if not role or not organizations or not organizations[0]:
        return
    organization = organizations[0]
    degree = degree_of(role)
    if degree and re.search(r"\b(student|candidate|doctoral)\b", role, re.I):
        institution = institution_in(organization) or organization
        entry = Education(institution=institution, degree=degree, field=_field(role))
        if not any(same_education(entry, e) for e in facts.education):
            facts.education.append(entry)
        return
    entry = Experience(organization=organization, role=role)
    if not any(same_experience(entry, e) for e in facts.experience):
        facts.experience.append(entry)


def person_from_schema_org(person: dict) -> Profile:
    """A schema.org Person (JSON-LD, or microdata read into the same shape) as facts."""
    facts = Profile(kind="homepage")
    name = _text(person.get("name"))
    if not name and person.get("givenName") and person.get("familyName"):
        name = f"{_text(person['givenName'])} {_text(person['familyName'])}"
    facts.name = name if looks_like_name(name) else name_from_title(name)
    for value in _as_list(person.get("email")):
        address = _text(value).removeprefix("mailto:")
        if EMAIL_RE.fullmatch(address):
            facts.emails.append(address)
    facts.phones = [_text(p) for p in _as_list(person.get("telephone")) if _text(p)]
    for value in _as_list(person.get("sameAs")) + _as_list(person.get("url")):
        url = _text(value)
        site = classify_url(url) if url.startswith(("http", "www.")) else None
        if site and site not in facts.links:
            facts.links[site] = url
    for school in _as_list(person.get("alumniOf")):
        institution = _title_of(school)
        if institution:
            facts.education.append(Education(institution=normalise_institution(institution)))
    employers = [_title_of(o) for o in _as_list(person.get("worksFor"))]
    employers = employers or [_title_of(o) for o in _as_list(person.get("affiliation"))]
    _add_position(facts, _text(person.get("jobTitle")), [e for e in employers if e])
    facts.awards = unique([_text(a) for a in _as_list(person.get("award")) if _text(a)])
    facts.research_interests = [
        _title_of(topic) for topic in _as_list(person.get("knowsAbout")) if _title_of(topic)
    ]
    return facts


def _skills(value) -> list[str]:
    """A list of skills, or groups of them: Hugo Blox {name, items: [{name}]}, JSON Resume
    {name, keywords: [...]}."""
    skills: list[str] = []
    for item in _list(value):
        if isinstance(item, str):
            skills += [s.strip() for s in re.split(r",\s*", item) if s.strip()]
        elif isinstance(item, dict):
            members = item.get("items") or item.get("keywords")
            if members is None:
                skills += [_title_of(item)] if _title_of(item) else []
            elif not NOT_SKILL_GROUP_RE.search(_text(item.get("name"))):
                skills += _skills(members)
    return [s for s in skills if s]


def _publication(item: dict) -> Publication | None:
    title = _text(item.get("title") or item.get("name"))
    if len(title.split()) < 3:
        return None
    venue_text = _text(item.get("publisher") or item.get("venue") or item.get("journal"))
    years = years_in(_text(item.get("releaseDate") or item.get("date") or item.get("year")))
    venue = (find_venue(venue_text) or venue_text or None) if venue_text else None
    return Publication(title=title, venue=venue, year=years[0] if years else None)


def _years(item: dict) -> tuple[int | None, int | None]:
    start = _year(_first_value(item, START_KEYS))
    end = _first_value(item, END_KEYS)
    if start is None and not isinstance(end, datetime.date):
        # One field for both ends ("year: 2019 - 2023", "2023 - Present").
        first, last = year_range(_text(end))
        if first is not None:
            return first, last
    return start, _year(end)


def _year(value) -> int | None:
    if isinstance(value, datetime.date):
        return value.year
    years = years_in(_text(value))
    return years[0] if years else None


def _first_value(item: dict, keys):
    for key in keys:
        if item.get(key) not in (None, ""):
            return item[key]
    return None


def _first(item: dict, keys) -> str:
    for key in keys:
        text = _text(item.get(key))
        if text:
            return text
    return ""


def _title_of(item) -> str:
    if isinstance(item, str):
        return item.strip()
    if isinstance(item, dict):
        return _first(item, ("title", "name", "award", "label"))
    return ""


def _text(value) -> str:
    if value is None or isinstance(value, bool | dict | list):
        return ""
    return " ".join(str(value).split())


def _as_list(value) -> list:
    return value if isinstance(value, list) else [value] if value not in (None, "") else []


def _list(value) -> list:
    return value if isinstance(value, list) else []


def _items(value) -> list[dict]:
    """The mappings of a list; Wowchemy nests its degrees one level down ({courses: [...]})."""
    if isinstance(value, dict):
        value = next((v for v in value.values() if isinstance(v, list)), [])
    return [item for item in _list(value) if isinstance(item, dict)]
