"""Skills: the items of an explicit Skills section, split at commas and bullets."""

import itertools
import re

from parsing.document import is_bullet, strip_bullet
from parsing.patterns import (
    BRACKETED_PAIR_RE,
    COURSE_LINE_RE,
    DASHES,
    LONG_DASHES,
    SEPARATORS,
    URL_START,
)
from parsing.spoken_languages import is_spoken_language

# " / " joins alternatives of one item (".NET / C#", "Java / Kotlin"): not a separator.
SEPARATOR_RE = re.compile(rf"\s*(?:,|;|[{SEPARATORS}]|\s{{2,}}|\t)\s*")
# "SQL — CTEs, Window Functions": a dash between a group's name and its first item.
GROUP_DASH_RE = re.compile(rf"\s+[{LONG_DASHES}]\s+")
# Group names that only sort the items ("Others — Docker, Git"), unlike "SQL — CTEs".
CATEGORY_RE = re.compile(
    r"\b(?:languages?|frameworks?|tools?|others?|misc\w*|librar(?:y|ies)|databases?|platforms?|"
    r"technolog(?:y|ies)|software|skills?|programming|development|cloud|devops|web|testing|"
    r"concepts?|methods?|environments?|systems?|general|technical|soft|hard)\b",
    re.I,
)
# "IELTS: 7.5 overall", "GRE: Quantitative 168": test scores, not skills.
EXAM_RE = re.compile(
    r"\b(?:IELTS|TOEFL|TOEIC|GRE|GMAT|SAT|ACT|Duolingo|HSK|JLPT|DELF|DALF|TestDaF|CET-?[46])\b"
    # "SAT Solvers", "SAT/SMT", "SAT-based": the satisfiability problem, a tool's subject
    r"(?!\s*[/-]?\s*(?i:solv|smt|based|encod))"
)
# "Python (advanced)", "German - fluent", "Java (rarely used)": the level, or how often the
# skill is put to use, is not part of the skill.
LEVEL_RE = re.compile(
    r"\s*(?:\((?:[^()]*\b)?(?:native|mother\s+tongue|first\s+language|fluent|bilingual|proficient|professional|conversational|basic|"
    r"beginner|intermediate|advanced|expert|elementary|good|working|limited|full|[ABC][12]|"
    r"used)\b[^()]*\)"
    rf"|\s[{DASHES}:]\s*(?:native|fluent|proficient|basic|beginner|intermediate|advanced|expert)\s*)$",
    re.I,
)
# "(medium/high) C++, Rust", "(basic) Go": the level that opens a group, said before its items.
LEADING_LEVEL_RE = re.compile(
    r"^\((?:[^()]*\b)?(?:basic|beginner|elementary|intermediate|medium|moderate|advanced|high|"
    r"expert|proficient|familiar|fluent|native)\b[^()]*\)\s+(?=\S)",
    re.I,
)
# "Tools — Git, Docker", "Software - Unity, Blender": a group's name, a dash, its items.
GROUP_LABEL_DASH_RE = re.compile(rf"^([A-Z][\w &/+-]{{0,30}}?)\s+[{LONG_DASHES}-]\s+(.+)$")
# "intermediate Java", "beginner Spanish": a learner's level said before the item, never a
# part of a skill's name (unlike "Advanced", "Basic").
LEARNER_LEVEL_RE = re.compile(r"^(?:beginner|intermediate|novice|elementary)\s+(?=\S)", re.I)
# "Languages: C, Go | Frameworks: JAX | Tools: Git": labelled groups on one line.
# "Welsh: native<gap>Korean: fluent": two columns of labelled pairs read as one line.
# "C, Rust; OS: Unix, Windows": a semicolon also closes one group before the next's label.
LABELLED_GROUP_RE = re.compile(
    rf"(?:\s+[{SEPARATORS}]\s+|\s*\t\s*|;\s*)(?=[A-Z][\w &/+-]{{0,30}}:\s)"
)
# "Interests", "Research interests", "Areas of interest": what draws the writer, no skill;
# "Activities: Chess Club", "Hobbies: Baking" in a "Skills, Activities & Interests" section:
# what the applicant does for pleasure, no skill either.
INTEREST_LABEL_RE = re.compile(
    r"^(?:(?:research\s+)?interests?|(?:areas?|fields?|topics?)\s+of\s+interests?|hobbies|"
    r"(?:extra[- ]?curricular\s+)?activities)\b",
    re.I,
)
# "Familiar with Python, Java", "Experience in C/C++": how well, said before the items.
PROFICIENCY_LEAD_RE = re.compile(
    r"^(?:(?:very\s+|highly\s+)?(?:familiar|experienced|proficient|skilled|comfortable|fluent|"
    r"competent)\s+(?:with|in|at)|(?:some\s+|prior\s+|hands-on\s+)?experience\s+(?:in|with)|"
    r"(?:good|basic|working|solid)\s+(?:knowledge\s+of|command\s+of|at)|knowledge\s+of|"
    r"exposure\s+to|expert\s+in|(?:basic|medium|intermediate|advanced|high|good|strong)\s+"
    r"proficiency\s+(?:in|with))\s+(?=\S)",
    re.I,
)
# "HTML (& CSS)", "Bash (and Zsh)": a second skill added in brackets.
ADDED_ITEM_RE = re.compile(r"^(?P<first>.+?)\s*\(\s*(?:&|and|\+)\s*(?P<second>[^()]+?)\s*\)$")
# "English: Fluent", "French<tab>Basic": a level alone after the label, so the label is the skill.
LEVEL_ONLY_RE = re.compile(
    r"^\(?(?:native|fluent|bilingual|proficient|conversational|basic|beginner|intermediate|"
    r"advanced|expert|elementary|excellent|good|mother\s+tongue|first\s+language|[ABC][12]|"
    # Europass's CEFR bands: "Proficient user", "Independent user", "Basic user".
    r"independent(?=\s+user))"
    r"(?:\s+(?:speaker|proficiency|level|user))?\)?\.?$",
    re.I,
)


# A sentence's stop before the next proficiency phrase ("... SQL. Familiar with Rust").
LEVEL_SENTENCE_RE = re.compile(rf"\.\s+(?={PROFICIENCY_LEAD_RE.pattern.removeprefix('^')})", re.I)


# A chart's axis figures ("7.2", "0", "6:8") read among the items have no letter: no skill.
LETTER_RE = re.compile(r"[^\W\d_]")


# "Linux / MacOS / Windows": three items or more run on with spaced slashes.
SLASH_RUN_RE = re.compile(r" / [^,;/\t]+ / ")


def _slash_lists_as_commas(lines: list[str]) -> list[str]:
    """A section that runs its items on with spaced slashes (Europass's "Linux / MacOS /
    Windows") separates them so on every line, a pair ("AWS / Git") too; elsewhere " / "
    joins the alternatives of one item (".NET / C#")."""
    if not any(SLASH_RUN_RE.search(line) for line in lines):
        return lines
    return [line.replace(" / ", ", ") for line in lines]


def split_items(text: str) -> list[str]:
    """Split at separators outside parentheses: "Profilers (alpha, beta)" stays whole."""
    items, depth, current = [], 0, ""
    index = 0
    while index < len(text):
        char = text[index]
        depth += char in "([{"
        depth -= char in ")]}" and depth > 0
        match = SEPARATOR_RE.match(text, index) if depth == 0 else None
        if match and match.end() > index:
            items.append(current)
            current = ""
            index = match.end()
            continue
        current += char
        index += 1
    items.append(current)
    # "Proficient in Go, and SQL. Familiar with Rust": a sentence per level, each leading
    # its own items.
    items = [part for item in items for part in LEVEL_SENTENCE_RE.split(item)]
    items = [part for item in items for part in _bracketed_pair_apart(item)]
    return [tidy for item in items for tidy in _led_pair_apart(item) if tidy]


def _bracketed_pair_apart(item: str) -> list[str]:
    """ "English (fluent, IELTS 8) Welsh (native)": two items, each with its remark."""
    paired = BRACKETED_PAIR_RE.match(item.strip()) if item.count(")") == 2 else None
    return list(paired.groups()) if paired else [item]


def _led_pair_apart(item: str) -> list[str]:
    """ "Familiar with Rust and Zig": the two items a proficiency phrase leads, each alone;
    "Research and Development" without such a lead stays one item."""
    tidy = _tidy(item)
    pair = re.fullmatch(r"(\S+) and (\S+)", tidy) if " and " in tidy else None
    if pair and PROFICIENCY_LEAD_RE.match(item.strip().lstrip(" :;-")):
        return [pair[1], pair[2]]
    return [tidy]


def _tidy(item: str) -> str:
    item = LEVEL_RE.sub("", item.strip())
    item = LEADING_LEVEL_RE.sub("", item.lstrip(" :;-")) if item.startswith("(") else item
    item = re.sub(r"^.*\b(?:like|such as|including|e\.g\.)\s+", "", item.strip())
    item = re.sub(r"^(?:and|etc)\s+|\s*(?:etc\.?|\.)$", "", item.strip())
    # "-Medium proficiency in Fortran" (a dash for its bullet), "C, basic knowledge of Go".
    item = PROFICIENCY_LEAD_RE.sub("", item.lstrip(" :;-"))
    return item.rstrip(" .:;-")  # ".NET" keeps its dot


# "Kotlin<tab>85%", "Go<tab>4/5", "Rust ★★★★☆": a skill bar's or a rating's value, no skill.
# A row's last cell a score out of a maximum above ten ("310/500", "88.5 / 100").
SCORE_CELL_RE = re.compile(r"\t\s*\d+(?:\.\d+)?\s*/\s*(?:[1-9]\d|\d{3,})\s*$")
RATING_RE = re.compile(r"^(?:\d{1,3}\s*%|\d(?:[.,]\d)?\s*/\s*(?:5|10)|[★☆●○◉◯■□]+)$")
# "Python80%": a bar's value set inline after its label (HTML "<span>Python<i>80%</i>"),
# no space between them.
GLUED_RATING_RE = re.compile(r"(?<=[A-Za-z#+)])\d{1,3}%$")
# "I have also worked with", "Tools I reach for include": a sentence that introduces the
# items on the next line, ending where they would begin.
LEAD_IN_END_RE = re.compile(r"\b(?:with|in|like|such\s+as|including|include|of)$", re.I)
MIN_LEAD_IN_WORDS = 3


# moderncv's label column wraps "Programming Languages" over two rows: "Programming Python,
# R" and then "Languages" alone; the label's words, before "Languages".
LANGUAGES_LABEL_HEAD_RE = re.compile(
    r"^(programming|computer|scripting|coding|query|markup)\s+(\S.*)$", re.I
)


def wrapped_languages_label(above: str, line: str) -> str | None:
    """ "Programming Languages: Python, R" for "Programming Python, R" over a lone
    "Languages", or None where the two rows are not such a wrapped label and its items."""
    head = LANGUAGES_LABEL_HEAD_RE.match(strip_bullet(above).strip())
    if not head or strip_bullet(line).strip().rstrip(":").lower() != "languages":
        return None
    return f"{head.group(1)} Languages: {head.group(2)}"


def _wrapped_labels_rejoined(lines: list[str]) -> list[str]:
    out: list[str] = []
    for line in lines:
        joined = wrapped_languages_label(out[-1], line) if out else None
        if joined:
            out[-1] = joined
            continue
        out.append(line)
    return out


def extract_skills(
    lines: list[str], headings: frozenset[int] | set[int] = frozenset(), *, ungrouped: bool = False
) -> list[str]:
    """The items of a Skills section's lines; headings are the positions of lines its markup
    marks as headings. An ungrouped section (a profile export's "Top Skills", a few skills one
    a line) has no group labels: "Programming" there is a skill."""
    skills: list[str] = []
    lines = _slash_lists_as_commas(lines)
    lines = _without_closing_note(_without_group_headings(lines, headings))
    if not ungrouped:
        lines = _without_labels_over_bullets(lines)
    kept = _wrapped_labels_rejoined([ln for ln in lines if ln.strip()])
    stopped = _items_end_with_stops(kept)
    joined = _wraps_joined([_justified_row_rejoined(ln, stopped) for ln in kept], stopped)
    texts = [strip_bullet(ln).strip() for ln in joined]
    if sum(bool(MERGED_LABEL_RE.match(text)) for text in texts) >= MIN_MERGED_LABELS:
        texts = [MERGED_LABEL_RE.sub(r"\1: ", text) for text in texts]
    lead = _leading_bullets(joined)
    if lead >= MIN_LEADING_BULLETS and len(_prose_lines(texts[lead:])) >= MIN_PROSE_LINES:
        # "• Programming: Python, C++" bullets, then paragraphs (an appendix whose heading
        # was missed): the bullets are the section's, the prose another's.
        joined, texts = joined[:lead], texts[:lead]
    if _written_as_prose(texts):
        tags = [cell for line in lines for cell in _tag_row(line)]
        return tags + [item for item in _led_lists(texts) if item not in tags]
    # "• Frameworks: Flask, Koa" bullets name their groups with a colon: a bullet without one
    # ("• Plan 9 Systems" over "• Jira, Trello") is an item, no label of the next bullet.
    colon_labelled = (
        sum(
            bool(GROUP_LABEL_RE.match(text))
            for text, ln in zip(texts, joined, strict=True)
            if is_bullet(ln)
        )
        >= MIN_COLON_LABELS
    )
    # Two single-item bullets in a row ("• Rust" / "• Go"): no labels and lists take turns
    # here, so a single-item bullet before a list is an item too.
    singles = [
        is_bullet(ln) and len(split_items(t)) == 1 for t, ln in zip(texts, joined, strict=True)
    ]
    runs = [j for j, (a, b) in enumerate(itertools.pairwise(singles)) if a and b]
    for index, line in enumerate(texts):
        # A bulleted line labels the next line's items only where labels and lists take
        # turns ("• Programming" / "• Python, C++" / "• Tools" / ...); among single-item
        # bullets it is an item itself.
        bulleted = is_bullet(joined[index])
        # The single items right under this bullet are what it labels ("• Programming" over
        # "• Python" / "• JAX"), no run that shows the section lists one item a bullet.
        own = index
        while own + 1 < len(singles) and singles[own + 1]:
            own += 1
        singles_run = any(j < index or j >= own for j in runs)
        labels_allowed = (
            not ungrouped
            and not (bulleted and (colon_labelled or singles_run))
            and (not bulleted or index == 0 or len(split_items(texts[index - 1])) > 1)
        )
        if re.match(r"^last updated", line, re.I) or _leads_in(line):
            continue
        if EXAM_RE.search(_outside_parentheses(line)):
            _add_language_scores(skills, line)
            continue
        if "/" in line and SCORE_CELL_RE.search(line):
            continue  # "Some-Contest<gap>310/500": a test's result under its name, no skill
        if _language_grid_row(joined[index]):
            continue  # "UNDERSTANDING<gap>SPEAKING<gap>WRITING": a self-assessment grid's heads
        groups = LABELLED_GROUP_RE.split(line)
        if len(groups) > 1 and "\t" in line and _is_label_word(groups[0]):
            groups = groups[1:]  # "Languages<gap>• Basque: native": the label column's word
        for text in groups:
            _add_items(skills, texts, index, text, labels_allowed)
    return skills


MIN_COLON_LABELS = 2
# "Programming Python, C" / "Languages English, Korean": the label column run into its
# items with no gap, tab or colon left, on several lines of a group's list.
MERGED_LABEL_RE = re.compile(
    r"^(programming|languages|packages|libraries|frameworks|tools|databases|platforms)\s+"
    r"(?=[^\s:])(?![^:]*:)(?![^\t]*\t)(?=[^,]*,)",
    re.I,
)
MIN_MERGED_LABELS = 2


def _without_group_headings(lines: list[str], headings: frozenset[int] | set[int]) -> list[str]:
    """A marked heading over a line of several items ("#### Signal & Image Processing" over
    "Octave, Julia"): the group's name, whatever its length; a marked heading over no list
    (a tile's "<h4>Julia</h4>") is a skill."""
    out = list(lines)
    for index in headings:
        following = next((ln for ln in lines[index + 1 :] if ln.strip()), "")
        if index < len(lines) and len(split_items(strip_bullet(following))) > 1:
            out[index] = ""
    return out


def _without_labels_over_bullets(lines: list[str]) -> list[str]:
    """A plain line over a run of bullets ("Lab Techniques" / "• Cloning" / "• PCR"), after a
    blank line or at the top: the bold group name Markdown leaves unmarked, no skill."""
    out = list(lines)
    for index, line in enumerate(lines):
        if not line.strip() or is_bullet(line) or "," in line:
            continue
        if index and lines[index - 1].strip():
            continue
        following = lines[index + 1 : index + 1 + MIN_BULLETS_UNDER_LABEL]
        if len(following) == MIN_BULLETS_UNDER_LABEL and all(is_bullet(ln) for ln in following):
            out[index] = ""
    return out


MIN_BULLETS_UNDER_LABEL = 2


# "Developed analysis software for ... in Python and C++. Ability to analyse ...": a line
# this long that ends a sentence tells what the writer did, it lists no skills.
MIN_PROSE_WORDS = 10
MIN_PROSE_LINES = 3
SENTENCE_END_RE = re.compile(r"[a-z)]\.(?:\s+[A-Z]|$)")


MIN_LEADING_BULLETS = 2


def _leading_bullets(lines: list[str]) -> int:
    return next((i for i, line in enumerate(lines) if not is_bullet(line)), len(lines))


def _written_as_prose(texts: list[str]) -> bool:
    """A Skills section told in sentences under sub-headings ("Communication" / "Presented
    formally at all levels: ..."): most of its longer lines are sentences, no lists."""
    longer = [t for t in texts if len(t.split()) > 3]
    prose = _prose_lines(longer)
    return len(prose) >= MIN_PROSE_LINES and 2 * len(prose) > len(longer)


def _prose_lines(texts: list[str]) -> list[str]:
    return [
        t
        for t in texts
        if len(t.split()) >= MIN_PROSE_WORDS and SENTENCE_END_RE.search(t) and not _labelled_list(t)
    ]


# "Tools: Docker, Git, Zotero.": a label over short items, a list even with its full stop.
MIN_LISTED_ITEMS = 3


def _labelled_list(text: str) -> bool:
    label = GROUP_LABEL_RE.match(text)
    if not label:
        return False
    items = [i for i in re.split(r"[,;]\s*", text[label.end() :].rstrip(" .")) if i.strip()]
    return len(items) >= MIN_LISTED_ITEMS and all(
        len(i.split()) <= MAX_LED_ITEM_WORDS for i in items
    )


# A row of tags ("R<tab>python<tab>genome assembly"): short cells, a few at least.
MIN_TAGS_IN_ROW = 3
MAX_TAG_WORDS = 3


# "Mostly experienced in Haskell, Zig and Elm; comfortable with Dart.": a proficiency
# phrase inside a sentence, leading the list it names up to the clause's end.
PROFICIENCY_LEAD_INSIDE_RE = re.compile(r"\b" + PROFICIENCY_LEAD_RE.pattern.removeprefix("^"), re.I)
CLAUSE_END_RE = re.compile(r";\s*|\.(?:\s+|$)")
# A named item: a tool or language starts in upper case or with a digit ("C++", "3ds Max")
# or carries a sign ("node.js" no, "c#" yes); "theories", "academic reading" are no names.
NAMED_ITEM_RE = re.compile(r"^(?:[A-Z0-9]|\S*[+#])")
MAX_LED_ITEM_WORDS = 3


def _led_lists(texts: list[str]) -> list[str]:
    """The items a Skills section told in sentences names after a proficiency phrase
    ("Experienced in Stan and JAGS"), where every item of the list is a name; a list
    with a common noun among them ("theories and methods in ...") is a remark."""
    found: list[str] = []
    sentences: list[str] = []
    for text in texts:
        # "... Experienced in" / "Competitive Programming.": the lead ends the line above.
        if sentences and LEAD_IN_END_RE.search(sentences[-1]):
            sentences[-1] += " " + text
        else:
            sentences.append(text)
    for text in sentences:
        if not PROFICIENCY_LEAD_INSIDE_RE.search(text):
            continue
        for clause in CLAUSE_END_RE.split(text):
            lead = PROFICIENCY_LEAD_INSIDE_RE.search(clause)
            if not lead:
                continue
            parts = [p for part in clause[lead.end() :].split(",") for p in part.split(" and ")]
            items = [_tidy(part) for part in parts]
            if items and all(
                item and NAMED_ITEM_RE.match(item) and len(item.split()) <= MAX_LED_ITEM_WORDS
                for item in items
            ):
                found += [item for item in items if item not in found]
    return found


def _tag_row(line: str) -> list[str]:
    """The tags of a row of them that a prose Skills section sets above its sentences; none
    for another line."""
    cells = [cell.strip() for cell in line.split("\t") if cell.strip()]
    if len(cells) < MIN_TAGS_IN_ROW or is_bullet(line):
        return []
    if any(len(cell.split()) > MAX_TAG_WORDS or cell.endswith(".") for cell in cells):
        return []
    return cells


NOTE_CONTACT_RE = re.compile(r"\S@\S|https?://|www\.")


def _without_closing_note(lines: list[str]) -> list[str]:
    """A bulleted list, a blank line, then unbulleted lines with no group label that address
    the reader or run on as prose ("For questions about this template, write to ...@..."):
    the page's closing note, no skills."""
    bullets = [i for i, line in enumerate(lines) if is_bullet(line)]
    if len(bullets) < 2:
        return lines
    blank = next((i for i in range(bullets[-1] + 1, len(lines)) if not lines[i].strip()), None)
    rest = [line for line in lines[blank:] if line.strip()] if blank is not None else []
    if not rest or any(GROUP_LABEL_RE.match(line.strip()) for line in rest):
        return lines
    if any(NOTE_CONTACT_RE.search(line) or len(line.split()) >= 8 for line in rest):
        return lines[:blank]
    return lines


# "Research Skills: ...", "Tools: ...": a line that opens a group of its own.
GROUP_LABEL_RE = re.compile(r"^[^\W\d][\w &/+-]{0,40}:\s")


def _items_end_with_stops(lines: list[str]) -> bool:
    """ "Team Player." / "Conflict Management.": most lines end with a full stop, so an item
    runs on until its stop."""
    return len(lines) >= MIN_STOPPED_LINES and 2 * sum(
        ln.rstrip().endswith(".") for ln in lines
    ) > len(lines)


MIN_STOPPED_LINES = 4


def _justified_row_rejoined(line: str, stopped: bool = False) -> str:
    """ "Excellent<gap>Verbal<gap>and<gap>Written": a justified line whose word gaps were read
    as cell breaks, one word a cell, is one phrase where a joining word is among them or
    where the items end with stops and this line has none ("Great<gap>Interpersonal")."""
    cells = line.split("\t")
    if len(cells) < 2 or any(len(cell.split()) != 1 for cell in cells):
        return line
    joining = any(OPEN_WORD_END_RE.search(" " + cell.strip()) for cell in cells[1:-1])
    if joining or (stopped and not line.rstrip().endswith((".", ",", ":", ";"))):
        return " ".join(cell.strip() for cell in cells)
    return line


def _wraps_joined(lines: list[str], stopped: bool = False) -> list[str]:
    """A skill list wrapped over lines: an unbulleted, unlabelled line continues the line
    above when that one leaves an item open (a parenthesis, a comma, a word broken at a
    hyphen) or when it starts in lower case or with a remark in parentheses ("Content" over
    "and Thematic Analysis", "X Certificate" over "(2021, Some School)")."""
    out: list[str] = []
    widest = max((len(line.strip()) for line in lines), default=0)
    last_width = 0
    for line in lines:
        text = line.strip()
        previous = out[-1].rstrip() if out else ""
        # "Testing" over "pytest": a group's name, then its first item in lower case.
        opens_own = (
            is_bullet(line)
            or GROUP_LABEL_RE.match(text)
            or "\t" in text
            or (text[:1].islower() and _names_a_category(previous))
        )
        left_open = (
            previous.count("(") > previous.count(")")
            or previous.endswith(",")
            or (OPEN_WORD_END_RE.search(previous) is not None and not _introduces(previous))
        )
        broken = re.search(r"[a-z]-$", previous) is not None and text[:1].islower()
        # "Scikit-" over "Learn, Docker": a compound broken at its own hyphen, still open.
        hyphen_open = re.search(r"[A-Za-z]-$", previous) is not None
        inside_item = _wrapped_inside_item(previous, last_width, widest, len(text)) and not (
            text.endswith(":") or EXAM_RE.search(text)  # a label or a test's line, no remainder
        )
        # Items that end with stops: a line without one runs on ("Great Interpersonal" /
        # "Communication Skills.").
        unstopped = stopped and not previous.endswith((".", ",", ":", ";"))
        if (
            previous
            and not opens_own
            and (
                unstopped
                or left_open
                or broken
                or hyphen_open
                or inside_item
                or text[:1].islower()
                or text[:1] == "("
            )
        ):
            if broken:
                out[-1] = previous[:-1] + text
            else:
                out[-1] = previous + text if previous.endswith("-") else f"{previous} {text}"
        else:
            out.append(line)
        last_width = len(text)
    return out


# "Gestión de" over "WordPress", "Design of" over "Experiments": no item ends with a
# preposition, an article or a conjunction, so the next line goes on with it.
OPEN_WORD_END_RE = re.compile(
    r"\s(?:of|and|with|in|for|the|to|de|del|y|e|en|con|para|la|el|los|las|und|mit|der|die|"
    r"das|et|des|du|le|les|avec|di|da|per|il|van|het|een|em|com|do|dos)$"
)


# A labelled group's line that reaches most of the block's width and ends without a comma,
# followed by a much shorter line, was wrapped inside an item ("Databases: MySQL, Microsoft"
# / "SQL Server"); a line as long as it is a line of its own ("TOEFL & GMAT RESULTS").
MIN_WRAPPED_WIDTH_SHARE = 0.7
MAX_REMAINDER_SHARE = 0.6


def _wrapped_inside_item(previous: str, last_width: int, widest: int, width: int) -> bool:
    label = GROUP_LABEL_RE.match(previous)
    return bool(
        label
        and previous[label.end() :].strip()
        and not previous.endswith((",", ";", ":", "."))
        and last_width >= MIN_WRAPPED_WIDTH_SHARE * widest
        and width <= MAX_REMAINDER_SHARE * last_width
    )


# An item of more words is a sentence about the skills, not one of them.
MAX_ITEM_WORDS = 6


def _add_items(
    skills: list[str], texts: list[str], index: int, text: str, labels_allowed: bool = True
) -> None:
    label, colon, rest = text.partition(":")
    if colon and not rest.strip() and len(label.split()) <= 5:
        return  # "Software Expertise:" over its items: a label, whatever stands above it
    dashed = not colon and GROUP_LABEL_DASH_RE.match(text)
    if (
        dashed
        # "Languages - Spanish": a hyphen parts a group name of few words from even one item.
        and (len(split_items(dashed.group(2))) > 1 or len(dashed.group(1).split()) <= 3)
        and CATEGORY_RE.search(dashed.group(1))
    ):
        label, colon, rest = dashed.group(1), "—", dashed.group(2)  # "Tools — Git, Docker"
    if not colon and "\t" in text and INTEREST_LABEL_RE.match(text):
        return  # "Interests<gap>Sailing" in a "Skills & Interests" table: no skill
    if not colon and _is_label_cell(text):
        # "Programming<gap>Python, C++" (Awesome-CV, moderncv, Europass): a label column.
        label, colon, rest = text.partition("\t")
        # moderncv's item with a comment: "Languages<gap>Go, C<gap>3 years": no skill.
        rest = rest.split("\t")[0]
    # "Korean: Fluent (spoken and written)": a level with a note on it is a level alone.
    level_only = colon and LEVEL_ONLY_RE.match(_outside_parentheses(rest).strip())
    if level_only:
        # "Languages<gap>Basque: mother tongue": the label column's word is no item.
        label = strip_bullet(label.rpartition("\t")[2].strip())
    if level_only and len(label.split()) <= 3:
        text = label  # "English: Fluent", "Rust, Go: good"
    elif colon and len(label.split()) <= 5 and rest.strip():
        # "Courses: Genetics, Calculus" among the groups: what was studied, no skills.
        if INTEREST_LABEL_RE.match(label.strip()) or COURSE_LINE_RE.match(label.strip()):
            return
        text = rest
    elif labels_allowed and _is_category_label(texts, index):
        return
    text = PROFICIENCY_LEAD_RE.sub("", text.strip())
    for item in _ungrouped(split_items(text)):
        item = LEARNER_LEVEL_RE.sub("", item)  # "beginner Unity": how well, then the skill
        if (
            RATING_RE.match(item)
            or LEVEL_ONLY_RE.match(item)
            or GRID_LEVELS_RE.fullmatch(item)
            or not LETTER_RE.search(item)
            or CONTACT_ITEM_RE.search(item)
        ):
            continue  # "Advanced" over its tiles, a level standing alone: no skill
        if "%" in item:
            item = GLUED_RATING_RE.sub("", item)
        # "Welsh (TOPIK 4, taken twice)": a note in brackets does not make the item long; a
        # line of several bracketed lists is no one item.
        noted = re.fullmatch(r"[^()]+\([^()]*\)[^()]*", item)
        words = len((_outside_parentheses(item) if noted else item).split())
        if words <= MAX_ITEM_WORDS and item.lower() not in {s.lower() for s in skills}:
            skills.append(item)


# An address or a web link: a page's header that a section runs on into (a CV's second
# language version opening with its contact lines), no skill.
CONTACT_ITEM_RE = re.compile(rf"^{URL_START}|\w@[\w-]+\.\w")


# The language self-assessment grid of a Europass CV: a language's row of levels ("C1 C1 B2
# B2 C1") or the grid's name, and its column heads, which only a row of them all makes.
GRID_LEVELS_RE = re.compile(r"(?:[ABC][12]\s*){2,}|self-assessment", re.I)
GRID_CELL_RE = re.compile(
    r"understanding|speaking|writing|listening|reading|spoken\s+(?:interaction|production)|"
    rf"foreign\s+language(?:\(s\)|s)?|{GRID_LEVELS_RE.pattern}",
    re.I,
)


def _language_grid_row(line: str) -> bool:
    cells = [cell.strip() for cell in strip_bullet(line).split("\t") if cell.strip()]
    return len(cells) >= 2 and all(GRID_CELL_RE.fullmatch(cell) for cell in cells)


def _is_label_word(text: str) -> bool:
    return ":" not in text and 0 < len(text.split()) <= MAX_LABEL_WORDS and "," not in text


def _leads_in(line: str) -> bool:
    # "Octave, Stan, Web Scraping with" lists items already: its last one wraps, it leads in
    # to nothing.
    return (
        len(line.split()) >= MIN_LEAD_IN_WORDS
        and bool(LEAD_IN_END_RE.search(line))
        and "," not in line
    )


def _introduces(line: str) -> bool:
    """An unlabelled lead-in sentence ("I have also worked with"), not an open item."""
    text = strip_bullet(line).strip()
    return _leads_in(text) and not GROUP_LABEL_RE.match(text)


def _outside_parentheses(text: str) -> str:
    """ "English (fluent, TOEFL 108)" names a skill; the score is only a note on it."""
    return re.sub(r"\([^()]*\)", " ", text)


def _add_language_scores(skills: list[str], line: str) -> None:
    """ "German: TestDaF 18" is the language, with its score; "IELTS: 7.5" and
    "GRE: Quantitative 168" are scores alone."""
    label, colon, rest = line.partition(":")
    label = label.strip()
    if colon and re.fullmatch(r"[A-Z][a-z]+", label) and not EXAM_RE.search(label):
        skills.append(f"{label} ({_tidy(rest)})")


def _ungrouped(items: list[str]) -> list[str]:
    """ "X — a, b, Others — c": run-on groups split; a group named by a technology ("SQL")
    is itself a skill, one named by a category ("Others") is not."""
    out = []
    for item in items:
        added = ADDED_ITEM_RE.match(item)
        if added:
            out += [added["first"], added["second"]]
            continue
        parts = GROUP_DASH_RE.split(item)
        if len(parts) == 2 and len(parts[0].split()) <= 4:
            if not CATEGORY_RE.search(parts[0]):
                out.append(parts[0])
            out.append(parts[1])
        else:
            out.append(item)
    return [_tidy(o) for o in out if _tidy(o)]


# A label cell's words at most ("Programming Languages", "Version Control Systems").
MAX_LABEL_WORDS = 4


def _is_label_cell(text: str) -> bool:
    cells = [c for c in text.split("\t") if c.strip()]
    if len(cells) == 3 and len(split_items(cells[2])) == 1 and len(split_items(cells[1])) > 1:
        cells = cells[:2]  # a label, the items, and one comment cell after them
    label_words = cells[0].split() if cells else []
    # "Data and Signal Processing Tools": a longer label still ends with a category's word.
    longest = MAX_LABEL_WORDS + (bool(label_words) and bool(CATEGORY_RE.fullmatch(label_words[-1])))
    if len(cells) != 2 or len(split_items(cells[0])) != 1 or len(label_words) > longest:
        return False
    return len(split_items(cells[1])) > 1 or len(cells[0].split()) > 1


def _names_a_category(text: str) -> bool:
    """ "Testing", "Soft Skills", "Tools & Platforms": category words only."""
    words = [w for w in re.split(r"[\s/&]+", text) if w and w.lower() != "and"]
    return bool(words) and all(CATEGORY_RE.fullmatch(w) for w in words)


def _is_category_label(texts: list[str], index: int) -> bool:
    """A lone word ("Languages") over a line of separated items is a label, not a skill."""
    text = texts[index]
    following = texts[index + 1] if index + 1 < len(texts) else ""
    if len(split_items(text)) != 1 or PROFICIENCY_LEAD_RE.match(text):
        return False  # "Proficient in Haskell;" over a list: the item it is proficient in
    if len(text.split()) <= MAX_GROUP_TITLE_WORDS and GROUP_LABEL_RE.match(following.strip()):
        return True  # "Data Science & Machine Learning" over "Libraries: ...": a group's title
    if len(text.split()) > 3:
        return False
    if text.endswith(":"):
        return True  # "Blogging:" over "Jekyll": a label set with its colon, whatever follows
    if _names_a_category(text) and index + 1 < len(texts):
        return True  # "Soft Skills" over a column of one skill a line: a group's name
    return len(split_items(following)) > 1


MAX_GROUP_TITLE_WORDS = 5


# A profile export's sidebar of a few skills one a line, never grouped (LinkedIn's PDF).
UNGROUPED_HEADING_RE = re.compile(r"^top\s+skills$", re.I)


# "Technical Skills: Python, SQL" inside another section ("Additional", "Activities").
SKILLS_LABEL_RE = re.compile(
    r"^(?:technical\s+|computer\s+|programming\s+|key\s+)?skills\s*:\s*\S", re.I
)
LABEL_OF_GROUP_RE = re.compile(r"^([^\W\d][\w &/+-]{0,30}):\s*\S")


def labelled_skill_lines(lines: list[str]) -> list[str]:
    """A "Skills:" line in a section of another name, and the labelled groups right after
    it whose labels only sort items ("Tools: ...", "Frameworks: ..."); without that line, a
    run of two or more such groups ("Languages: ..." over "Developer Tools: ..." under
    "Summary of Qualifications")."""
    texts = [strip_bullet(line).strip() for line in lines]
    grouped = [_sorts_items(text) for text in texts]
    found: list[str] = []
    in_run = False
    for i, text in enumerate(texts):
        if SKILLS_LABEL_RE.match(text):
            found.append(text)
            in_run = True
            continue
        wrapped = in_run and text and is_bullet(lines[i - 1]) and not is_bullet(lines[i])
        if wrapped and not LABEL_OF_GROUP_RE.match(text):
            found[-1] = f"{found[-1]} {text}"  # the bulleted group's line wrapped
            continue
        # Two groups of skills, neither of them the spoken languages' line ("Programming
        # Languages: ..." over "Spoken Languages: ..." under "Additional" is one group).
        opens_run = (
            grouped[i]
            and i + 1 < len(texts)
            and grouped[i + 1]
            and not _speaks(texts[i])
            and not _speaks(texts[i + 1])
        )
        in_run = grouped[i] and (in_run or opens_run)
        if in_run:
            found.append(text)
    return found


SPOKEN_LABEL_RE = re.compile(r"^(?:spoken|foreign|human|natural)\s+languages?\s*:", re.I)


def _speaks(text: str) -> bool:
    """ "Languages: Hungarian (native), English", "Spoken Languages: ...": the spoken
    languages' line, no skills."""
    if SPOKEN_LABEL_RE.match(text):
        return True
    items = split_items(text.partition(":")[2])
    return bool(items) and is_spoken_language(re.sub(r"\s*\(.*", "", items[0]))


def _sorts_items(text: str) -> bool:
    """ "Developer Tools: Git, Docker": a label whose last word names a category of skills."""
    label = LABEL_OF_GROUP_RE.match(text)
    words = label.group(1).split() if label else []
    return bool(words) and bool(CATEGORY_RE.fullmatch(words[-1]))


def interests_from(lines: list[str]) -> list[str]:
    """Research interests from an Interests section or a "Research Interest:" line."""
    out: list[str] = []
    for line in lines:
        text = strip_bullet(line).strip()
        text = re.sub(
            r"^(my\s+)?research\s+interests?\s*(?:lies?|are|is|include)?\s*(?:in)?\s*:?",
            "",
            text,
            flags=re.I,
        )
        for item in split_items(text):
            if 0 < len(item.split()) <= 8 and item not in out:
                out.append(item)
    return out
