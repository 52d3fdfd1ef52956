"""Tell a CV, a personal homepage and a cover letter (or statement) apart by content."""

import re

from parsing.dates import MONTHS, YEAR
from parsing.names import CLOSING_RE
from parsing.patterns import SEPARATORS
from parsing.sections import heading_key

LETTER_RE = re.compile(
    r"^\s*(dear\b|to whom it may concern)|statement of purpose|personal statement|"
    r"research statement|cover letter|i am writing to|i would like to apply|"
    # The salutation in the other languages applicants write letters in.
    r"^\s*(?:estimad[oa]s?|querid[oa]s?|sehr geehrte[rn]?|madame|monsieur|gentil[ei]|"
    r"egregi[oa]|prezad[oa]s?|geachte|уважаем\w*)\b",
    re.I | re.M,
)
# The closing ("Sincerely,", "Atentamente,", "Mit freundlichen Grüßen") is looked for on a
# letter's last lines.
CLOSING_LINES = 12
HOMEPAGE_RE = re.compile(
    r"welcome to my|my (home|personal) ?page|personal (web)?page|about me|"
    # A site's "Portfolio" (its own line or page title, "my portfolio"), not the word in
    # prose: an economist's statement speaks of household or bank portfolios.
    r"\b(?:my|personal|online|web|design)\s+portfolio\b|^\s*portfolio\s*$|[|·–—-]\s*portfolio\s*$|"
    r"^\s*(news|recent news|blog)\s*$|\bi am (a|an) [\w\s-]{0,40}(student|researcher|candidate)|"
    r"\bhey there\b|\bhi[,!]|"
    # A site's navigation bar copied with the page: "Home | Research | CV".
    # Saved as text, the bar's links are apart by runs of spaces.
    rf"^\s*(?:home|about(?: me)?)(?:\s*[{SEPARATORS}/]\s*\w+(?:\s*[{SEPARATORS}/]\s*\w+)+"
    r"|(?:\s{2,}\w+){2,})\s*$|"
    # A site footer: "© 2025 Jane Doe".
    rf"^\s*(?:©|\(c\)|copyright)\s*{YEAR}\b",
    re.I | re.M,
)
# A letter's dateline: a day's full date alone on a line near its top ("July 30, 2024",
# "14 March 2023"); a page or a CV dates spans, not days.
DATELINE_RE = re.compile(
    rf"^\s*(?:(?:{MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?,?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{MONTHS}),?)"
    rf"\s+{YEAR}\s*$",
    re.I,
)
DATELINE_TOP_LINES = 10
CV_RE = re.compile(r"curriculum vitae|\bresume\b|\brésumé\b|\bcv\b", re.I)
NAV_RE = re.compile(rf"^\s*\w+(?:\s*[{SEPARATORS}]\s*\w+){{2,}}\s*$")
CV_SECTIONS = {"education", "experience", "publications", "skills", "awards", "projects"}
# A cue found in the text counts this much; a hint in the filename counts 1 and breaks ties.
CUE_WEIGHT = 2
# A dateline outweighs one homepage cue ("I am a researcher" in a statement's first lines).
DATELINE_WEIGHT = CUE_WEIGHT + 1
# A personal website's page format (HTML, front matter) outweighs a few cue words.
PAGE_FORMAT_WEIGHT = 6
# A line of more than this many words is prose. Text with MIN_PROSE_LINES of them (and a
# third of its lines) leans to a letter or a page, unless its CV cues reach CV_SURE_SCORE.
PROSE_LINE_WORDS = 25
MIN_PROSE_LINES = 3
CV_SURE_SCORE = 3
# Letters and statements speak in the first person ("I", "my"; "je", "я" in other languages);
# CVs hardly ever do. A share of first-person words above this (per cent) leans to a letter.
FIRST_PERSON_RE = re.compile(
    r"(?<![\w'’])(?:i|my|me|myself|je|j['’]|mon|ma|mes|moi|я|меня|мне|мой|моя|мои)(?!\w)", re.I
)
FIRST_PERSON_SHARE = 3.0
MIN_FIRST_PERSON_WORDS = 150
# More than one cue word: "I am a second-year student" alone must not make a letter a page.
FIRST_PERSON_WEIGHT = CUE_WEIGHT + 1
# A personal page speaks in the first person too, but lists (news, papers, links); a letter
# runs on in paragraphs, with at most about one list item per this many words.
LIST_ITEM_RE = re.compile(r"^\s*(?:[-*•·▪‣◦]|\d{1,2}[.)])\s+\S", re.M)
WORDS_PER_LETTER_LIST_ITEM = 100
# A statement's or a letter's title on its own opening line ("Cover Letter", "Research
# Proposal", "Statement of Research Interests"), maybe followed by who or what it is for
# ("Research Statement | Jane Doe"). A CV's opening line is its owner's name.
TITLE_LINE_RE = re.compile(
    r"^\s*(?:(?:cover|motivation(?:al)?|application)\s+letter|letter\s+of\s+(?:motivation|intent)|"
    r"(?:statement|letter)\s+of\s+(?:academic\s+)?(?:purpose|intent)|"
    r"(?:personal|research|teaching|diversity)\s+statement|"
    r"(?:statement\s+of\s+)?research\s+(?:interests?|proposal|plan)(?:\s+statement)?)"
    r"\s*(?:$|[|:,–—-])",
    re.I,
)
TITLE_LINES = 2
TITLE_WEIGHT = 2 * CUE_WEIGHT
# Running text that cites its sources, "as shown in [3]" or "(Doe et al., 2021)", is a
# statement's: a CV lists papers, it does not cite them mid-sentence. This many citations or
# more count.
INLINE_CITATION_RE = re.compile(
    r"(?<=[\w,.)])\s\[\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\]"
    r"|\((?:e\.g\.,?\s*)?[A-Z][\w'’-]+(?:\s+et\s+al\.|\s+(?:and|&)\s+[A-Z][\w'’-]+)?,?\s+"
    r"(?:19|20)\d\d[a-z]?[;)]"
)
MIN_INLINE_CITATIONS = 3
CITATION_WEIGHT = CUE_WEIGHT + 1


def detect_kind(text: str, filename: str = "", *, fmt: str | None = None) -> str:
    """ "cv", "homepage" or "cover_letter", judged from the text (the filename only breaks ties)."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    sections = {heading_key(ln) for ln in lines}
    top = "\n".join(ln for ln in lines[:5] if not NAV_RE.match(ln))
    cv_score = len(sections & CV_SECTIONS) + CUE_WEIGHT * bool(CV_RE.search(top))
    letter_score = CUE_WEIGHT * len(LETTER_RE.findall(text[:3000] + "\n" + text[-1500:]))
    letter_score += CUE_WEIGHT * any(CLOSING_RE.match(ln.strip()) for ln in lines[-CLOSING_LINES:])
    dated = any(DATELINE_RE.match(ln) for ln in lines[:DATELINE_TOP_LINES])
    letter_score += DATELINE_WEIGHT * dated
    letter_score += TITLE_WEIGHT * any(TITLE_LINE_RE.match(ln) for ln in lines[:TITLE_LINES])
    cited = len(INLINE_CITATION_RE.findall(text)) >= MIN_INLINE_CITATIONS
    letter_score += CITATION_WEIGHT * (cited and cv_score < CV_SURE_SCORE)
    homepage_score = CUE_WEIGHT * len(HOMEPAGE_RE.findall(text[:3000]))
    if fmt in ("html", "markdown-page"):
        # A page of a personal website (HTML, or Markdown with Jekyll/Hugo front matter).
        homepage_score += PAGE_FORMAT_WEIGHT
    prose = sum(1 for ln in lines if len(ln.split()) > PROSE_LINE_WORDS)
    if prose >= max(MIN_PROSE_LINES, len(lines) // 3) and cv_score < CV_SURE_SCORE:
        letter_score += 1
        homepage_score += 1
    words = len(text.split())
    first_person = len(FIRST_PERSON_RE.findall(text))
    if (
        words >= MIN_FIRST_PERSON_WORDS
        and 100 * first_person >= FIRST_PERSON_SHARE * words
        and cv_score < CV_SURE_SCORE
        and len(LIST_ITEM_RE.findall(text)) * WORDS_PER_LETTER_LIST_ITEM < words
    ):
        letter_score += FIRST_PERSON_WEIGHT
    name = filename.lower()
    if re.search(r"\b(cv|resume|vita)\b|cv[_.-]|resume[_.-]", name):
        cv_score += 1
    if re.search(r"letter|sop|statement|motivation", name):
        letter_score += 1
    if re.search(r"index|about|home", name):
        homepage_score += 1
    best = max((letter_score, "cover_letter"), (homepage_score, "homepage"), (cv_score + 0.5, "cv"))
    return best[1]
