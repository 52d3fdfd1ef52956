"""Split a document's lines into sections by a gazetteer of heading words."""

import functools
import itertools
import re
from dataclasses import dataclass, field

from parsing.dates import PUBLICATION_STATUS, YEAR_RE
from parsing.document import Document, fold_accents, is_bullet, strip_bullet
from parsing.education import INSTITUTION_RE, degree_of
from parsing.skills import wrapped_languages_label
from parsing.spoken_languages import is_spoken_language
from parsing.typography import (
    HEADING_REMARK_RE,
    HEADING_SIZE_RATIO,
    heading_shaped,
    styled_heading_lines,
)

# Order matters: the first rule whose words occur in a heading decides its section.
HEADING_RULES: list[tuple[str, tuple[str, ...]]] = [
    (
        "publications",
        (
            "publication",
            "publications",
            "papers",
            "articles",
            "preprints",
            "manuscripts",
            "proceedings",
            "output",
            "outputs",
            "book chapters",
            "book chapter",
            "books edited",
            "edited books",
            "edited volumes",
            "monographs",
            "technical reports",
            # economists' "Work in Progress", "Working Papers" and "Job Market Paper": papers
            # not yet out, listed by title
            "work in progress",
            "works in progress",
            "working papers",
            "working paper",
            "job market paper",
            "job market papers",
            # "Peer-reviewed Conferences", "In-review Refereed Journals": papers by where they
            # appeared; "Conferences" alone are the talks and meetings attended
            r"(?:(?:in|under) review )?(?:peer )?(?:reviewed|refereed) (?:conferences?|journals?)",
        ),  # fmt: skip
    ),
    # "References available upon request": the section's heading and all it would hold.
    (
        "references",
        (
            "references",
            "bibliography",
            "referees",
            "recommendations",
            r"references (?:are )?available (?:up)?on request",
        ),
    ),
    # "Sample Code", "Code Samples": the programs a CV lists as its projects; "Selected
    # Research Work": the studies it took part in, each with its host and supervisor.
    (
        "projects",
        (
            "project",
            "projects",
            "portfolio",
            "sample code",
            "code samples",
            r"research work(?! experience)",
        ),
    ),
    (
        "awards",
        (
            "award",
            "awards",
            "honor",
            "honors",
            "honour",
            "honours",
            "scholarships",
            "scholarship",
            "fellowships",
            "fellowship",
            "rewards",
            "achievements",
            "prizes",
            "distinctions",
            "grants",
            "funding",
            "competitions",
            "rankings",
        ),
    ),
    (
        "skills",
        (
            "skill",
            "skills",
            "technologies",
            "toolbox",
            "expertise",
            "proficiencies",
            "proficiency",
            "tech stack",
            "abilities",
            "competencies",
            "competences",
            "tools",
            "frameworks",
            "knowledge",
        ),
    ),  # fmt: skip
    # "Teaching Assistance", "Teaching Assistantships": the posts of a teaching assistant.
    ("teaching", ("teaching", "teaching assistance", "teaching assistantships?")),
    # "Conferences attended", "Schools and conferences attended": events, never a school.
    (
        "talks",
        ("talks", "presentations", "invited", "posters", "conferences", "webinars", "webinar"),
    ),
    (
        "service",
        (
            "service",
            "services",
            "volunteering",
            "volunteer",
            "voluntary",
            "leadership",
            "activities",
            "outreach",
            "extracurricular",
            "involvement",
            "community",
            # "Academic Engagement", "Outreach and Engagement": events and outreach, no posts
            "engagement",
            "engagements",
            "reviewer",
            # "Committee Experience", "Organizational Experience": student committees and
            # clubs, never positions
            "committee",
            "committees",
            "organizational",
            "organisational",
            "organization",
            "organisation",
            # "Positions of Responsibility": a student's posts in clubs, fests and hostels
            "positions of responsibility",
            "position of responsibility",
        ),
    ),
    (
        "education",
        (
            "education",
            "educations",
            "educational",
            "degrees",
            "academic background",
            "studies",
            "qualifications",
            "qualification",
            "credentials",
            "diplomas",
        ),
    ),
    # "Mentorship Experience", "Mentoring": the students someone advised, never their positions
    # (before "experience", whose cue the heading also holds).
    ("other", ("mentoring", "mentorship", "mentees")),
    (
        "experience",
        (
            "experience",
            "experiences",
            "employment",
            "internships",
            "internship",
            "position",
            "positions",
            "visits",
            "stays",
            "appointments",
            "work history",
            "career",
        ),
    ),
    ("interests", ("interests", "interest", "research focus")),
    ("coursework", ("coursework", "courses")),
    ("summary", ("summary", "profile", "objective", "biography", "about me", "about", "bio")),
    ("news", ("news", "updates")),
    # Outlets of no papers, read as news: "Media Coverage of Research", "In the Press", "Blog
    # Posts" (see heading_key).
    ("media", ("media", "press", "coverage", "blog", "blogs", "posts")),
    # A sidebar's or a form's block of contact details: read like the header above the body.
    ("contact", ("contact", "contacts")),
    # A long CV's table of contents: its rows name the sections to come, and open none.
    ("contents", ("contents", "table of contents")),
    (
        "other",
        (
            "hobbies",
            "misc",
            "miscellaneous",
            "certifications",
            "certification",
            "certificates",
            "patents",
            "misc.",
            "personal",
            "training",
            "workshops",
            "workshop",
            "information",
            # "Test Scores" (GRE, TOEFL): results, no honours unless an awards heading names
            # them too ("Awards and Test Scores").
            "scores",
        ),
    ),
]
# The same sections' headings in the other languages CVs are written in (Spanish,
# Portuguese, Italian, French, German, Indonesian, Dutch, Vietnamese), compared without
# accents; each key's cues are tried with its English ones, in HEADING_RULES' order.
OTHER_LANGUAGE_CUES: dict[str, tuple[str, ...]] = {
    "publications": ("pubblicazioni", "publicaciones", "publicacoes", "publikationen",
                     "veroffentlichungen", "publikasi", "publicaties"),
    "references": ("referenze", "referencias", "referenzen", "referensi"),
    "projects": ("progetti", "proyectos", "projetos", "projekte", "projets", "proyek", "projecten",
                 "du an"),
    "awards": ("premi", "riconoscimenti", "premios", "logros", "premiacoes", "reconocimientos",
               "reconhecimentos", "auszeichnungen", "preise", "prix", "penghargaan", "becas",
               "bolsas", "stipendien"),
    # Before skills: "Competenze linguistiche" lists spoken languages.
    "languages": ("linguistiche", "lingue", "idiomas", "linguas", "lenguas", "sprachkenntnisse",
                  "sprachen", "langues", "bahasa", "talen", "ngoai ngu", "linguisticas",
                  "linguisticos"),
    "skills": ("competenze", "competencias", "habilidades", "conocimientos", "conhecimentos",
               "kenntnisse", "fahigkeiten", "keterampilan", "keahlian", "capacites", "aptitudes",
               "vaardigheden", "ky nang"),
    "service": ("volontariato", "voluntariado", "voluntaria", "voluntario", "ehrenamt",
                "ehrenamtliches", "benevolat", "attivita", "actividades", "atividades",
                "aktivitaten", "organisasi"),
    "education": ("istruzione", "formazione", "formacion", "formacao", "formation", "formations",
                  "educacion", "educacao", "estudios", "estudos", "ausbildung", "bildungsweg",
                  "studium", "etudes", "scolarite", "pendidikan", "opleiding", "opleidingen",
                  "hoc van"),
    "experience": ("esperienza", "esperienze", "experiencia", "experiencias", "berufserfahrung",
                   "praxiserfahrung", "praktika", "erfahrung", "pengalaman", "trayectoria",
                   "parcours", "werkervaring", "ervaring", "kinh nghiem"),
    "interests": ("interessi", "intereses", "interesses", "interets", "hobbys", "hobi"),
    "coursework": ("corsi", "cursos", "kurse"),
    "summary": ("presentazione", "profilo", "perfil", "resumo", "resumen", "profil",
                "zusammenfassung", "obiettivo", "objetivo", "ringkasan", "profiel",
                "gioi thieu", "sobre mim", "sobre", "acerca de mi", "uber mich", "a propos"),
    "contact": ("contatti", "contatto", "contato", "contatos", "contacto", "kontakt", "kontak",
                "coordonnees"),
    "other": ("certificazioni", "certificaciones", "certificacoes", "certificados", "zertifikate",
              "sertifikat", "dati", "datos", "dados", "daten", "pelatihan"),
}  # fmt: skip
FILLER_WORDS = {"selected", "recent", "and", "&", "other", "relevant", "technical", "academic",
                "professional", "research", "work", "industry", "industrial", "my", "key", "core",
                "peer", "reviewed", "refereed", "conference", "journal", "additional", "select",
                "sets", "set", "list", "of", "full", "honors", "the", "in", "teaching", "patents",
                "programming", "computer", "course", "training", "history", "workshop", "side",
                "personal", "invited", "graduate", "undergraduate", "summary", "highlights",
                "areas", "current", "past", "previous", "prior", "engineering", "software",
                "open", "source", "student", "committee", "university", "community",
                "computing", "top", "background", "extra", "curricular", "languages", "test",
                "recognition", "recognitions", "scientific", "contributed", "hackathons",
                "hackathon", "scholastic", "attended", "schools",
                # the projects of students' résumés: "Coding Projects", "Capstone Projects"
                "coding", "class", "capstone", "independent", "featured", "notable", "hobby",
                "school",
                # academic and medical CVs' kinds of post: "Postdoctoral Research Experience",
                # "Post-doctoral Positions", "Clinical Positions"
                "postdoctoral", "post", "doctoral", "clinical",
                # the same in other languages: "Esperienza lavorativa", "Dati personali"
                "e", "y", "et", "und", "de", "di", "del", "da", "do", "des", "la", "le", "el",
                "em", "en", "lavorativa", "lavorative", "professionale", "professionali",
                "profesional", "profesionales", "profissional", "profissionais",
                "professionnelle", "professionnelles", "laboral", "accademica", "academica",
                "academico", "tecniche", "tecnicas", "personali", "personales", "pessoais",
                "personnelles", "personliche", "trasversali", "berufliche", "akademische",
                "kerja", "digitali", "digitales", "altre", "otras", "outras", "autres",
                "weitere", "sonstige", "sobre", "mim", "mi", "mich", "uber", "moi",
                "propos", "part", "time",
                # "Talks at Workshops", "Invited Talks at Conferences"
                "at"}  # fmt: skip
MAX_HEADING_WORDS = 6
# An entry's text starts at least this far right of its section heading (a share of the page
# width), and a heading this far left or further heads another column.
INDENT_MIN = 0.005
COLUMN_SPAN = 0.1
MAX_HEAD_NOUN_HEADING_WORDS = 4
# Longer lines are text, never a heading; in capitals, a heading has at most
# MAX_SHOUTED_HEADING_WORDS words.
MAX_HEADING_CHARS = 60
MAX_SHOUTED_HEADING_WORDS = 5
# A plain line alone in its paragraph of a marked-up page is a heading up to this many words;
# elsewhere a line this short (or shorter) is one in any case, longer ones need capitals.
MAX_LONE_HEADING_WORDS = 4
MAX_ANY_CASE_HEADING_WORDS = 3
# A line this long that ends without a stop runs on to the next line.
MIN_RUNNING_LINE_WORDS = 8
# Compiled once: heading_key runs on every line of every document.
_ALL_RULES = [(key, cues + OTHER_LANGUAGE_CUES.get(key, ())) for key, cues in HEADING_RULES]
_ALL_RULES.insert(
    [key for key, _ in _ALL_RULES].index("skills"), ("languages", OTHER_LANGUAGE_CUES["languages"])
)
_CUE_RES = [(key, [re.compile(rf"\b{cue}\b") for cue in cues]) for key, cues in _ALL_RULES]
_CUE_WORDS = {cue for _, cues in _ALL_RULES for cue in cues}
# Some cue of any rule: a line this finds nowhere in matches none of _CUE_RES (an
# alternation at a position tries each cue between the same word boundaries), so
# heading_key skips their ~300 searches on the many lines that are no heading.
_ANY_CUE_RE = re.compile(rf"\b(?:{'|'.join(cue for _, cues in _ALL_RULES for cue in cues)})\b")


@dataclass
class Section:
    name: str  # canonical key, "header" for the lines before the first heading
    heading: str
    lines: list[str] = field(default_factory=list)
    # Positions (within lines) of lines the markup marked as headings.
    headings: set[int] = field(default_factory=set)


# Chinese and Japanese headings (a CV with a translated copy after the English one): the
# cue characters of each section, tried in order on a short line of those characters only.
CJK_HEADING_CUES = (
    ("publications", ("论文", "发表", "出版", "論文")),
    ("awards", ("获奖", "荣誉", "奖项", "奖励", "受賞", "表彰")),
    ("skills", ("技能", "技术", "スキル")),
    ("education", ("教育", "学历", "学歴")),
    ("projects", ("项目",)),
    ("service", ("课外", "社会活动", "社团", "志愿")),
    ("interests", ("兴趣", "研究方向")),
    ("experience", ("经历", "经验", "工作", "实习", "職歴", "経歴")),
)
CJK_HEADING_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]{2,10}")


def _cjk_heading_key(text: str) -> str | None:
    if not CJK_HEADING_RE.fullmatch(text):
        return None
    return next((key for key, cues in CJK_HEADING_CUES if any(c in text for c in cues)), None)


# A heading whose words a PDF's text layer ran together ("AdditionalExperienceAndAwards"):
# capitalised words of three letters or more, none with a capital inside ("LinkedIn").
# A remark after a heading and a bar: a few words, no figures, a lowercase word among them
# ("Lead Author on Each"), where an employer's name ("Experience | Some Firm") has none.
BAR_REMARK_RE = re.compile(r"[A-Z][A-Za-z'’-]*(?:\s+[A-Za-z'’-]+){0,5}")
LOWER_WORD_RE = re.compile(r"\s[a-z]")
CAMEL_HEADING_RE = re.compile(r"(?:[A-Z][a-z]{2,}){2,6}")
CAMEL_HUMP_RE = re.compile(r"(?<=[a-z])(?=[A-Z])")


# The ornament closing a heading that one opens: "• Education •", "✧ Awards ✧".
TRAILING_ORNAMENT_RE = re.compile(r"[\t ]+[^\w\s()\[\]{}.,;:]{1,3}$")


# Several readers ask of the same lines (kinds, sections, heading pairs, entries): kept.
@functools.lru_cache(maxsize=8192)
def heading_key(line: str) -> str | None:
    """The canonical section of a heading line, or None when the line is not a heading."""
    head, bar, remark = strip_bullet(line).strip().partition(" | ")
    if bar and _bar_remark(remark) and not INSTITUTION_RE.search(remark):
        # "SELECTED PUBLICATIONS | Lead Author on Each": a heading and a remark on it; the
        # heading read as set in title case, so that "TEACHING ASSISTANT | Acme" stays a post.
        key = heading_key(head.title())
        if key:
            return key
    text = HEADING_REMARK_RE.sub("", strip_bullet(line).strip())
    if text != line.strip():
        # "✧ Education ✧", its ornaments read as bullets: the one after the heading goes too.
        text = TRAILING_ORNAMENT_RE.sub("", text)
    if "\t" in text or len(text) > MAX_HEADING_CHARS:
        return None
    shouted = text.upper() == text and len(text.split()) <= MAX_SHOUTED_HEADING_WORDS
    if text.startswith("("):
        return None  # "(Personal)": a tag on the line above, no heading
    if " " not in text and CAMEL_HEADING_RE.fullmatch(text):
        text = CAMEL_HUMP_RE.sub(" ", text)  # "ResearchExperience": a text layer lost its spaces
    text = re.sub(r"^[\W\d_]*(?:[ivx]+\.|\d+\.|[a-z]\))?\s*", "", fold_accents(text.lower()))
    text = re.sub(r"[:.\s]+$", "", text)
    if not text or text[0] in "(" or text.endswith((",", ";")):
        return None
    words = re.findall(r"[a-z]+(?:'s)?", text.replace("&", " and "))
    if not words:
        return _cjk_heading_key(text)
    if len(words) > MAX_HEADING_WORDS:
        return None
    joined = " ".join(words)
    if not _ANY_CUE_RE.search(joined):
        return None
    for key, cue_res in _CUE_RES:
        for cue_re in cue_res:
            if cue_re.search(joined):
                rest = [w for w in cue_re.sub(" ", joined).split() if w]
                if shouted or all(w in FILLER_WORDS or w in _CUE_WORDS for w in rest):
                    return _outlet_as_news(key, line)
    return None


def _bar_remark(text: str) -> bool:
    return bool(BAR_REMARK_RE.fullmatch(text.strip()) and LOWER_WORD_RE.search(text))


def _outlet_as_news(key: str, line: str) -> str | None:
    """A heading of press or blog items reads as news; written as a label ("Media Coverage:"
    over an award's links) it heads no section."""
    if key != "media":
        return key
    return None if line.rstrip().endswith(":") else "news"


def _heading_words(heading: str) -> list[str]:
    return re.findall(r"[a-z]+(?:'s)?", fold_accents(heading.lower()).replace("&", " and "))


def mostly_one_section(heading: str) -> str | None:
    """A line set as a heading whose words are mostly one section's cues: "Honours, Awards,
    and Programmes" opens awards. One cue beside as many other words is no evidence
    ("Positions of Responsibility")."""
    words = _heading_words(heading)
    if not words or len(words) > MAX_HEADING_WORDS:
        return None
    others = [w for w in words if w not in FILLER_WORDS and w not in _CUE_WORDS]
    for key, cues in _ALL_RULES:
        named = [w for w in words if w in cues]
        if len(named) > len(others):
            return _outlet_as_news(key, heading)
    if len(words) <= MAX_HEAD_NOUN_HEADING_WORDS:
        # English puts the head noun last: "Co-Authored Refereed Publications", "Research
        # Grants" name the section of their last word whatever qualifies it.
        key = next((key for key, cues in HEADING_RULES if words[-1] in cues), None)
        return key and _outlet_as_news(key, heading)
    return None


def sections_named(heading: str) -> set[str]:
    """Every section whose cue a heading names: "Education & Experience" names two."""
    joined = " ".join(_heading_words(heading))
    return {key for key, cue_res in _CUE_RES if any(r.search(joined) for r in cue_res)}


def heading_extras(heading: str) -> list[str]:
    """The words of a heading that name no section and qualify none ("Programmes" in
    "Honours, Awards, and Programmes"): the section holds more than its name says."""
    return [w for w in _heading_words(heading) if w not in FILLER_WORDS and w not in _CUE_WORDS]


def names_projects(heading: str) -> bool:
    """ "Projects & Publications", "Research Projects and Papers": a heading that names
    projects beside the section it opens, whose entries are then not all of its kind."""
    words = " ".join(re.findall(r"[a-z]+", heading.lower()))
    return any(
        cue_re.search(words) for key, cue_res in _CUE_RES if key == "projects" for cue_re in cue_res
    )


SPOKEN_HEADING_RE = re.compile(r"^(?:spoken\s+|foreign\s+)?languages?(?:\s+skills)?\s*:?$", re.I)
PROFICIENCY_RE = re.compile(
    r"\b(native|mother tongue|first language|fluent|fluency|bilingual|proficien\w*|"
    r"conversational|basic|intermediate|advanced|elementary|[ABC][12]|"
    # LinkedIn's levels: "Limited Working", "Professional Working", "Full Professional"
    r"(?:limited|professional)\s+working)\b",
    re.I,
)


MOTHER_TONGUE_RE = re.compile(
    r"(?:mother\s+tongue|native\s+language|lingua\s+madre|lengua\s+materna|l[ií]ngua\s+materna|"
    r"langue\s+maternelle|muttersprache)",
    re.I,
)


def _spoken_languages_heading(lines: list[str], index: int) -> bool:
    """A "Languages" heading over spoken languages with levels: a section of its own, while a
    lone "Languages" inside Skills labels programming languages."""
    if not SPOKEN_HEADING_RE.match(strip_bullet(lines[index]).strip()):
        return False
    if index and wrapped_languages_label(lines[index - 1], lines[index]):
        return False  # "Programming Python, R" over "Languages": a wrapped skills label
    following = [ln for ln in lines[index + 1 : index + 6] if ln.strip()][:3]
    if following and MOTHER_TONGUE_RE.match(strip_bullet(following[0]).strip()):
        return True  # Europass: "MOTHER TONGUE(S): Gujarati" over a grid of levels
    if following and len(PROFICIENCY_RE.findall(following[0])) >= 2:
        return True  # "Spanish (native), English (C1)" on one line
    if len(following) >= 2 and all(PROFICIENCY_RE.search(ln) for ln in following):
        return True
    # A block of two lines with a level or more, ended by a blank line ("Persian<gap>Native"
    # / "English<gap>Fluent" / blank / "Selected Courses"): the next heading follows it.
    # A block stops at the next heading too ("English" / "Bangla" / "HOBBIES", a table's
    # cell with no blank line between its sections).
    block = list(
        itertools.takewhile(
            lambda ln: ln.strip() and heading_key(ln) is None,
            _after_blanks(lines[index + 1 : index + 6]),
        )
    )
    if len(block) >= 2 and all(PROFICIENCY_RE.search(ln) for ln in block):
        return True
    # "Languages" over "English" / "French, Mandarin" (a LinkedIn sidebar): spoken languages
    # named without levels, where programming languages under the same word would be no
    # language a person speaks.
    if block and all(_names_spoken_languages(ln) for ln in block):
        return True
    # The same under a lead-in ("I speak:") and level sub-headings ("Native" / "English" /
    # "Hindi" / "Proficient" / "Spanish"), a page's cards one a line.
    texts = [strip_bullet(ln).strip() for ln in lines[index + 1 : index + 16] if ln.strip()]
    if texts and texts[0].endswith(":"):
        texts = texts[1:]
    named = [t for t in texts if not PROFICIENCY_RE.fullmatch(t)][:3]
    return len(named) >= 2 and all(_names_spoken_languages(t) for t in named)


# "French, Mandarin", "English (Professional Working)", "German<gap>B2": where the names end.
LANGUAGE_ITEM_SPLIT_RE = re.compile(r"\s*(?:[,;\t|•·]|\s{2,})\s*")
LANGUAGE_NOTE_RE = re.compile(r"\s*(?:\(.*|[:–—-]\s.*)$")


def _names_spoken_languages(line: str) -> bool:
    parts = [p for p in LANGUAGE_ITEM_SPLIT_RE.split(strip_bullet(line).strip()) if p]
    names = [LANGUAGE_NOTE_RE.sub("", p) for p in parts]
    return bool(names) and all(
        is_spoken_language(n) or (PROFICIENCY_RE.fullmatch(n) and i > 0)
        for i, n in enumerate(names)
    )


def _after_blanks(lines: list[str]) -> list[str]:
    return list(itertools.dropwhile(lambda ln: not ln.strip(), lines))


# Letters may carry accents: "T O M Á S   R U I Z".
_SPACED_LETTER = r"(?:[^\W\d_]|&)"
_SPACED_WORD = rf"{_SPACED_LETTER}(?: {_SPACED_LETTER})"
LETTER_SPACED_RE = re.compile(rf"{_SPACED_WORD}+(?:(?: {{2,}}|\t){_SPACED_WORD}*)*")
SMALL_CAPS_RE = re.compile(r"\b([A-Z]) ([A-Z]{2,})\b")
# "Education . . . . . . ." or "Skills ........": a rule of dots that fills the heading's row.
DOT_LEADER_RE = re.compile(r"(?<=\w)[\t ]*(?:\.[\t ]*){4,}$")
# "EDUCATION______": a word processor's heading ruled off with underscores to the margin.
UNDERSCORE_RULE_RE = re.compile(r"(?<=\w)[\t ]*_{4,}$")


def unspaced_heading(line: str) -> str:
    """A heading as its words: letter-spaced ("E D U C A T I O N", words apart by two or
    more spaces or a column gap), small caps whose larger initial the PDF extracts apart
    ("E DUCATION"), and a heading followed by a dotted leader or an underscore rule to the
    row's end."""
    if line.rstrip().endswith(".") and DOT_LEADER_RE.search(line):
        return DOT_LEADER_RE.sub("", line)
    if line.endswith("____"):
        return UNDERSCORE_RULE_RE.sub("", line)
    text = strip_bullet(line).strip()
    if LETTER_SPACED_RE.fullmatch(text):
        return " ".join(word.replace(" ", "") for word in re.split(r" {2,}|\t", text))
    # Small caps split every word's initial, the first word's too; "LOGROS Y PREMIOS" has a
    # one-letter word ("y", "e", "o" join words in Spanish and Italian) after a whole one.
    if text.isupper() and SMALL_CAPS_RE.match(text):
        return SMALL_CAPS_RE.sub(r"\1\2", text)
    return line


# "EDUCATION<tab>AND<tab>CERTIFICATES": a word-spaced heading whose gaps read as column gaps.
SPREAD_WORDS_RE = re.compile(r"[A-Z][A-Z&]*(?:\t[A-Z][A-Z&]*)+")


def _spread_heading(text: str) -> str:
    """The words of a capitals heading set so wide apart that each gap reads as a column's;
    two headings side by side ("SUMMARY<tab>SKILLS") stay a pair."""
    if not SPREAD_WORDS_RE.fullmatch(text) or _heading_pair(text):
        return text
    return text.replace("\t", " ")


# The column heads of a results table that stands for an education section without a
# heading of its own (Indian CVs: "Examination | University | Institute | Year | CPI/%").
TABLE_QUALIFICATION_HEADS = {
    "examination",
    "exam",
    "degree",
    "qualification",
    "course",
    "program",
    "programme",
    "class",
    "standard",
}
TABLE_SCHOOL_HEADS = {"university", "institute", "institution", "board", "school", "college"}
TABLE_YEAR_HEADS = {"year", "years", "duration", "passing year", "year of passing"}


def _education_table_head(text: str) -> str | None:
    if text.count("\t") < 2:
        return None
    cells = [" ".join(re.findall(r"[a-z]+", c.lower())) for c in text.split("\t") if c.strip()]
    if len(cells) < 3 or any(len(c.split()) > 3 for c in cells):
        return None
    words = {w for c in cells for w in re.split(r"\s|/", c)} | set(cells)
    heads = (TABLE_QUALIFICATION_HEADS, TABLE_SCHOOL_HEADS, TABLE_YEAR_HEADS)
    return "education" if all(words & group for group in heads) else None


def split_sections(document: Document) -> list[Section]:
    texts = [_spread_heading(unspaced_heading(line)) for line in document.lines]
    keys = [
        (heading_key(text) if _may_be_heading(document, index, text) else None)
        or (mostly_one_section(text) if index in document.heading_lines else None)
        or document.section_hints.get(index)
        or _education_table_head(text)
        for index, text in enumerate(texts)
    ]
    keys = _lead_ins_as_headings(texts, keys)
    keys = _period_closed_headings(document, texts, keys)
    if document.styles:
        keys = _typeset_keys(document, texts, keys)
    keys = _in_the_headings_case(document, texts, keys)
    texts, carried = _margin_labels_joined(texts, keys)
    rows = _margin_heading_rows(texts, keys, margin_labels=len(carried))
    rows = rows or _sidebar_heading_rows(document, texts, keys)
    for index, (heading, key, _) in rows.items():
        if heading is not None:
            texts[index], keys[index] = heading, key
    sections = [Section("header", "")]
    twin: Section | None = None  # the right one of two headings on a row, while its block lasts
    for index, line in enumerate(document.lines):
        key = keys[index]
        if sections[-1].name == "contents" and _in_contents_block(sections[-1].lines):
            sections[-1].lines.append(line)  # "Education<tab>Awards": sections yet to come
            continue
        if index in rows:
            line = rows[index][2]
            if key:
                sections.append(Section(key, texts[index].strip()))
                # "Skills<tab>Technical Skills": a sub-heading, no line of the section.
                sections[-1].lines += [] if heading_key(line) else [line]
                continue
        if twin is not None and not key:
            if not line.strip():
                twin = None
            else:
                left, _, right = line.partition("\t")
                sections[-2].lines.append(left)
                twin.lines += [right] if right else []
                continue
        pair = None if key else _heading_pair(texts[index])
        if pair:
            # "SUMMARY<tab>SKILLS": two columns side by side; each row's first cell is the
            # left one's, the rest the right one's, down to the block's blank line.
            sections += [Section(k, heading) for k, heading in pair]
            twin = sections[-1]
            continue
        if key in (None, "skills") and _spoken_languages_heading(document.lines, index):
            key = "languages"  # "Language Skills" over "Mandarin (native), English (fluent)"
        if key == "awards" and _names_one_award(sections[-1], texts[index]):
            key = None  # a card's title ("Northwind Junior Fellowship") among the awards
        if key:
            sections.append(Section(key, texts[index].strip()))
            sections[-1].lines += [carried[index]] if index in carried else []
        elif index + 1 in carried:
            continue  # the row whose first cell begins the next heading: its body opens it
        else:
            if index in document.heading_lines:
                sections[-1].headings.add(len(sections[-1].lines))
            sections[-1].lines.append(line)
    for section in sections:
        if section.name != "header" and _placeholder_only(section.lines):
            section.lines = []  # a template's section not filled in yet
    return sections


# A table of contents lists a CV's sections: a few rows, never a page of them.
MAX_CONTENTS_ROWS = 30


def _in_contents_block(lines: list[str]) -> bool:
    """A table of contents runs from its heading to the first blank line after its rows."""
    if len(lines) >= MAX_CONTENTS_ROWS:
        return False
    return not any(line.strip() for line in lines) or bool(lines[-1].strip())


def _names_one_award(section: Section, text: str) -> bool:
    """A marked heading inside an awards section that names one award ("Northwind Junior
    Fellowship", its words beyond the kind's own), not a part of the section."""
    return (
        section.name == "awards"
        and heading_key(text) is None
        and bool(heading_extras(text))
        and any(line.strip() for line in section.lines)
    )


# A site template's filler where a section's items would go: "Content", "Coming soon", "TBD".
PLACEHOLDER_BODY_RE = re.compile(
    r"^(?:content|coming soon|tbd|tba|to be (?:added|updated)|lorem ipsum\b.*|"
    r"(?:your|add)\s+(?:content|text)\s+here)\.?$",
    re.I,
)


def _placeholder_only(lines: list[str]) -> bool:
    texts = [ln.strip() for ln in lines if ln.strip()]
    return bool(texts) and all(PLACEHOLDER_BODY_RE.match(text) for text in texts)


def _margin_labels_joined(texts: list[str], keys: list) -> tuple[list[str], dict[int, str]]:
    """ "WORK<tab>Some Company, City" over "EXPERIENCE": a heading set in a left margin over
    two lines, its first word on the first row of the section's body. The heading is both
    words, and the rest of that row is the section's first line (carried[heading row])."""
    texts = list(texts)
    carried: dict[int, str] = {}
    for index, key in enumerate(keys):
        if not key or not index or keys[index - 1] or "\t" not in texts[index - 1]:
            continue
        first, _, rest = texts[index - 1].partition("\t")
        heading = texts[index].strip()
        joined = f"{first.strip()} {heading}"
        if (
            re.fullmatch(r"[^\W\d_]+", first.strip())
            and first.strip().isupper() == heading.isupper()
            and heading_key(joined) == key
            and rest.strip()
        ):
            texts[index] = joined
            carried[index] = rest.strip()
    return texts, carried


# A cell in a CV's left margin that may be (part of) a heading: a word or three, capitalised.
MARGIN_CELL_RE = re.compile(r"[A-Z][^\W\d_]*(?: (?:&|and|[A-Z][^\W\d_]*))?(?: &)?")
# Margin headings a document sets before its body is read as that layout.
MIN_MARGIN_HEADINGS = 2


def _margin_heading_rows(
    texts: list[str], keys: list, margin_labels: int = 0
) -> dict[int, tuple[str | None, str, str]]:
    """ "Research<tab>Assistant, Some Lab" over "Experience<tab>A Project<tab>2023": a CV
    (LaTeX's res.cls and its kin) that sets each heading in a left margin, over one row or
    two, beside the first rows of its section. Each row that holds such a cell maps to the
    heading it opens (None on the second row of two) and the rest of the row, the section's
    body. Taken only where the document does so at least twice, counting the margin labels
    over two lines that _margin_labels_joined already joined ("Research" over "Interests")."""
    cells = []
    for text, key in zip(texts, keys, strict=True):
        first, tab, rest = text.partition("\t")
        margin = not key and tab and rest.strip() and MARGIN_CELL_RE.fullmatch(first.strip())
        cells.append((first.strip(), rest.strip()) if margin else None)
    rows: dict[int, tuple[str | None, str, str]] = {}
    # "PROFESSIONAL" over "EXPERIENCE": a heading in capitals over two margin rows is evidence
    # enough of the layout alone, where the other headings stand on lines of their own.
    capitals_pairs = 0
    # A table's rows repeat their first cells ("Karl<tab>...", 20,000 times): read each once.
    key_of = functools.lru_cache(maxsize=256)(heading_key)
    index = 0
    while index < len(cells):
        cell, below = cells[index], cells[index + 1] if index + 1 < len(cells) else None
        joined = below and cell and key_of(f"{cell[0]} {below[0]}")
        # "Volunteer" over "Experience", "Honors &" over "Awards" are one heading each;
        # "Education" over "Skills" are two.
        if joined and (
            not key_of(cell[0])
            or re.fullmatch(r"(?i)experiences?", below[0])
            or re.search(r"(?i)(?:&|\band)$", cell[0])
        ):
            rows[index] = (f"{cell[0]} {below[0]}", joined, cell[1])
            rows[index + 1] = (None, joined, below[1])
            capitals_pairs += cell[0].isupper() and below[0].isupper()
            index += 2
            continue
        key = cell and key_of(cell[0])
        if key:
            rows[index] = (cell[0], key, cell[1])
        index += 1
    found = sum(h is not None for h, _, _ in rows.values()) + margin_labels + capitals_pairs
    return rows if found >= MIN_MARGIN_HEADINGS else {}


# A sidebar's cell beside a heading of the main column: a word or three, no date or number.
SIDEBAR_CELL_RE = re.compile(r"[^\W\d_][^\d\t]{0,40}")
MAX_SIDEBAR_CELL_WORDS = 3


def _sidebar_heading_rows(
    document: Document, texts: list[str], keys: list
) -> dict[int, tuple[str | None, str, str]]:
    """ "Professional Experience<tab>Programming": a two-column CV whose sidebar runs beside
    the main column, so that a heading of the main column shares its row with a sidebar's
    label or item. The row opens the heading's section after a blank line or a heading; its
    sidebar cell stays a line of that section."""
    rows: dict[int, tuple[str | None, str, str]] = {}
    for index, text in enumerate(texts):
        first, tab, rest = text.partition("\t")
        if keys[index] or not tab or not SIDEBAR_CELL_RE.fullmatch(rest.strip()):
            continue
        if len(rest.split()) > MAX_SIDEBAR_CELL_WORDS or "\t" in rest or heading_key(rest):
            continue  # "SUMMARY<tab>SKILLS": two headings side by side, a pair of columns
        above = texts[index - 1].strip() if index else ""
        if above and not keys[index - 1]:
            continue
        key = _may_be_heading(document, index, first) and heading_key(first)
        if key:
            rows[index] = (strip_bullet(first).strip(), key, rest.strip())
    return rows


# "Here is a list of my working papers and publications:" over a list: a homepage's sentence
# that introduces its publications the way a heading would.
LEAD_IN_RE = re.compile(r"\b(?:publications|papers|preprints|articles)\b[^.:;]*:$", re.I)
MAX_LEAD_IN_WORDS = 14


def _lead_ins_as_headings(texts: list[str], keys: list[str | None]) -> list[str | None]:
    keys = list(keys)
    for index, text in enumerate(texts):
        if keys[index] or len(text.split()) > MAX_LEAD_IN_WORDS:
            continue
        if not LEAD_IN_RE.search(text.strip()):
            continue
        following = next((t for t in texts[index + 1 :] if t.strip()), "")
        if is_bullet(following) or re.match(r"^\s*\d{1,3}[.)]\s", following):
            keys[index] = "publications"
    return keys


# A word processor's CV may close every heading with a full stop ("Education." over its
# entries); a heading word closed so counts once the document does it this many times.
MIN_PERIOD_HEADINGS = 2


def _period_closed_headings(
    document: Document, texts: list[str], keys: list[str | None]
) -> list[str | None]:
    found = {}
    for index, text in enumerate(texts):
        bare = text.strip()
        if keys[index] or is_bullet(bare) or not re.search(r"[^.]\.$", bare):
            continue
        if _may_be_heading(document, index, bare[:-1]):
            key = heading_key(bare[:-1])
            if key:
                found[index] = key
    if len(found) < MIN_PERIOD_HEADINGS:
        return keys
    return [found.get(index, key) for index, key in enumerate(keys)]


# Headings in capitals this many times as often as in other case (and at least this many):
# the document writes its headings in capitals.
CAPITALS_HEADING_SHARE = 3
MIN_CAPITALS_HEADINGS = 3
# Sections whose entries may carry a label of their own results ("Achievements").
ENTRY_SECTIONS = {"experience", "projects", "teaching", "education"}


def _in_the_headings_case(document: Document, texts: list[str], keys: list[str | None]) -> list:
    """Where a document sets its headings in capitals ("PROFESSIONAL EXPERIENCE"), an
    awards word in other case inside a job's entry ("Achievements" over what the job
    achieved) labels a part of that entry, not a section of honours; so does any heading
    word there that ends in a colon ("Technologies:" over the job's tools), which would
    otherwise take the next job into a skills section."""
    keyed = [i for i, key in enumerate(keys) if key and i not in document.heading_lines]
    shouted = [i for i in keyed if strip_bullet(texts[i]).strip().isupper()]
    others = [i for i in keyed if i not in shouted]
    # A colon's labels ("Technologies:" under each job) are no style of headings of their own.
    unlabelled = [i for i in others if not _label_line(texts[i])]
    if len(shouted) < MIN_CAPITALS_HEADINGS or len(shouted) < CAPITALS_HEADING_SHARE * len(
        unlabelled
    ):
        return keys
    out = list(keys)
    current = None
    for i, key in enumerate(keys):
        in_entry = i in others and current in ENTRY_SECTIONS
        if in_entry and (key == "awards" or _label_line(texts[i])):
            out[i] = None
        elif key:
            current = key
    return out


def _label_line(text: str) -> bool:
    return strip_bullet(text).rstrip().endswith(":")


def _heading_pair(text: str) -> list[tuple[str, str]] | None:
    cells = [cell.strip() for cell in text.split("\t")]
    keys = [heading_key(cell) for cell in cells]
    if len(cells) == 2 and all(keys):
        return list(zip(keys, cells, strict=True))
    return None


def _typeset_keys(document: Document, texts: list[str], keys: list[str | None]) -> list:
    """Headings found by their type: a line set like the recognised headings is one too.
    One the gazetteer knows no cue of ("Positions of Trust": a cue among other
    words is no evidence) starts an "other" section, so that its lines stay out of the
    section before it; one of qualifiers only ("Conference", "Peer Reviewed", "Selected")
    names a part of the section it is in."""
    known = {i for i, key in enumerate(keys) if key}
    styled = styled_heading_lines(document, known)
    out = list(keys)
    # Where the headings are set larger than the body, a known word in the body's bold
    # ("Frameworks" over its row of a skills table), or in its plain type ("Notable Courses"
    # under a degree), labels a part of its section; capitals
    # in the body's size are a heading style of their own (a sidebar's "SKILLS").
    # So does one in the body's type indented past the headings of its column ("Courses"
    # under a degree, where the section headings hang left of the entries).
    labels = set()
    large = [i for i in styled | known if not _set_as_body(document, i)]
    if any(i in styled for i in large):
        labels = {
            i
            for i in known - document.heading_lines
            if _set_as_body(document, i)
            and not texts[i].isupper()
            and not _education_table_head(texts[i])
            and (
                document.styles[i].bold
                or _indented_past(document, i, large)
                or document.styles[i].size <= document.body_size
            )
        }
    for index in labels:
        out[index] = None
    for index in styled - labels:
        if out[index] is not None or _spoken_languages_heading(document.lines, index):
            continue
        if index < min(known):
            continue  # "Curriculum Vitae" over the name: a title, no section
        if YEAR_RE.search(texts[index]):
            continue  # "Employer<tab>(Jan 2024 – Apr 2024)" in bold: an entry's head
        words = re.findall(r"[a-z]+", texts[index].lower())
        key = heading_key(texts[index]) or mostly_one_section(texts[index])
        if not key and _set_below_its_section(document, out, index):
            continue  # "RIVER MODELS" in small capitals under "Publications": a topic
        if not key and _status_part_of_papers(out, texts[index], index):
            continue  # "Pending Review" set like "Publications" above it: a part of the list
        if not key and degree_of(texts[index]) and _opener(out, index) == "education":
            continue  # "M.Sc. in Mathematics" set like the headings under "Education": a degree
        if not key and _names_a_kind_of_post(out, texts, index):
            key = "other"  # "WORK", "RESEARCH" set like "EDUCATION": the posts of that kind
        out[index] = key or (None if all(w in FILLER_WORDS for w in words) else "other")
    for index in sorted(known - document.heading_lines):
        if out[index] in SKILL_GROUP_KEYS and _groups_skills_above(document, out, index):
            out[index] = None  # "MISCELLANEOUS" set smaller under "Skills": a group of it
    for index in _larger_than_body(document, texts, out, styled):
        # A second heading style too rare to be learnt ("Working Papers" in 12 pt under
        # "Research" in 14 pt): a line set larger than the body that names papers.
        out[index] = mostly_one_section(texts[index])
    return out


# The key a skills section's group labels share with headings ("Miscellaneous", "Others");
# a skills word ("Computer Knowledge") under "Skills" opens the section's own block.
SKILL_GROUP_KEYS = ("other",)


def _groups_skills_above(document: Document, keys: list, index: int) -> bool:
    """The line is set smaller than the "Skills" heading whose section it falls in, flush
    with it in the same column: a group of that section's items (Awesome-CV's
    "MISCELLANEOUS" under "Skills"), not a section of its own."""
    opener = next((i for i in range(index - 1, -1, -1) if keys[i]), None)
    if opener is None or keys[opener] != "skills" or document.styles[opener] is None:
        return False
    style, head = document.styles[index], document.styles[opener]
    return (
        style is not None
        and style.page == head.page
        and abs(style.x0 - head.x0) < INDENT_MIN
        and _set_below_its_section(document, keys, index)
    )


def _indented_past(document: Document, index: int, headings: list[int]) -> bool:
    style = document.styles[index]
    return any(
        INDENT_MIN < style.x0 - document.styles[h].x0 < COLUMN_SPAN
        for h in headings
        if document.styles[h].page == style.page
    )


def _larger_than_body(document: Document, texts: list[str], keys: list, styled: set[int]):
    first = next((i for i, key in enumerate(keys) if key), len(keys))
    for index in range(first + 1, len(keys)):
        if keys[index] or index in styled or document.styles[index] is None:
            continue
        if _set_as_body(document, index) or YEAR_RE.search(texts[index]):
            continue
        # Only a group of papers: a company set large ("Some Services") names no section.
        if heading_shaped(texts[index]) and mostly_one_section(texts[index]) == "publications":
            yield index


# A heading naming the papers' status only: "Under Review", "Pending Review", "Submitted".
STATUS_PART_RE = re.compile(
    rf"^(?:(?:papers?|manuscripts?|articles?)\s+)?(?:{PUBLICATION_STATUS}|pending(?:\s+review)?)"
    r"(?:\s+(?:papers?|manuscripts?|articles?))?\s*:?$",
    re.I,
)


def names_a_part(heading: str) -> bool:
    """A heading that groups the entries of the section it falls in ("Conference", "2024",
    "Under Review", "Selected"), rather than closing it."""
    words = re.findall(r"[a-z]+", heading.lower())
    return (
        all(w in FILLER_WORDS for w in words)
        or bool(YEAR_RE.search(heading))
        or bool(STATUS_PART_RE.match(heading.strip()))
        or mostly_one_section(heading) is not None
    )


def _status_part_of_papers(keys: list, text: str, index: int) -> bool:
    opener = next((keys[i] for i in range(index - 1, -1, -1) if keys[i]), None)
    return opener == "publications" and bool(STATUS_PART_RE.match(text.strip()))


# Words that alone, set as a section heading, name a kind of post: "Work", "Research",
# "Industry". Under a section of posts or papers they group its entries instead.
POST_KIND_HEADING_WORDS = {"work", "research", "industry", "industrial", "professional"}
SECTIONS_OF_POSTS_OR_PAPERS = ("experience", "publications", "projects", "teaching")


def names_a_kind_of_post(heading: str) -> bool:
    words = _heading_words(heading)
    return bool(words) and set(words) <= POST_KIND_HEADING_WORDS


def _opener(keys: list, index: int) -> str | None:
    """The key of the section the line falls in."""
    return next((keys[i] for i in range(index - 1, -1, -1) if keys[i]), None)


def _names_a_kind_of_post(keys: list, texts: list[str], index: int) -> bool:
    """ "WORK" set like the other headings, outside a section of posts or papers, over an
    entry rather than a sub-heading ("Research" over "Working Papers" names the papers')."""
    if not names_a_kind_of_post(texts[index]):
        return False
    opener = _opener(keys, index)
    below = next((text for text in texts[index + 1 :] if text.strip()), "")
    return opener not in SECTIONS_OF_POSTS_OR_PAPERS and not (
        heading_key(below) or mostly_one_section(below)
    )


def _set_below_its_section(document: Document, keys: list, index: int) -> bool:
    """The heading is set smaller than the heading of the section it falls in: a sub-heading
    that groups that section's entries (by topic or kind), not a section of its own."""
    opener = next((i for i in range(index - 1, -1, -1) if keys[i]), None)
    if opener is None or document.styles[opener] is None:
        return False
    return document.styles[index].size * HEADING_SIZE_RATIO <= document.styles[opener].size


def _set_as_body(document: Document, index: int) -> bool:
    style = document.styles[index]
    return style is not None and style.size < HEADING_SIZE_RATIO * document.body_size


def _may_be_heading(document: Document, index: int, line: str) -> bool:
    if index in document.heading_lines:
        return True
    text = HEADING_REMARK_RE.sub("", strip_bullet(line).strip())
    head, bar, remark = text.partition(" | ")
    if bar and _bar_remark(remark) and heading_key(text):
        text = head  # "SELECTED PUBLICATIONS | Lead Author on Each": judged by its heading
    if not text or text[-1] in ".,;" or re.search(r"\d{4}", text):
        return False
    above = document.lines[index - 1] if index else ""
    running = is_bullet(above) or len(above.split()) >= MIN_RUNNING_LINE_WORDS
    if text[0].islower() and running and not re.search(r"[.!?:;]$", above.strip()):
        return False  # "studies" or "skills" ending a bullet or a sentence that wrapped
    words = text.split()
    if (document.heading_lines or document.styles) and text.endswith(":") and not text.isupper():
        # "Key Achievements:" set like the text around it where the headings are set apart:
        # a label inside an entry.
        return False
    if document.heading_lines and document.fmt in ("markdown", "html"):
        # Marked-up pages mark their headings; a plain line there is a heading only
        # when it stands alone in its paragraph and looks like one.
        alone = (index == 0 or not document.lines[index - 1]) and (
            index + 1 >= len(document.lines) or not document.lines[index + 1]
        )
        lone_heading = text.isupper() or len(words) <= MAX_LONE_HEADING_WORDS
        return alone and lone_heading and not line.startswith("•")
    # "Computing skills and languages": sentence case, of heading words only.
    capitalised = all(
        w[:1].isupper() or w.lower() in FILLER_WORDS or w.lower() in _CUE_WORDS
        for w in words
        if w[:1].isalpha()
    )
    any_case = len(words) <= MAX_ANY_CASE_HEADING_WORDS
    return len(words) <= MAX_HEADING_WORDS and (text.isupper() or capitalised or any_case)
