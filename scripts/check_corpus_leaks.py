"""Fail when text of a corpus document appears in the code base.

    python scripts/check_corpus_leaks.py [--corpus-root DIR]

The labelled corpora beside the repository (../shared/corpus/*/) hold real people's
documents. No name, title or phrase of theirs may appear in our code, comments,
gazetteers or tests. This check takes every word 5-gram of those documents (PDFs via
pdfminer.six's extract_text) and looks for it in every tracked *.py, *.html and *.js
file. It prints only file names and hit counts, never the shared text itself, so its
output can go into CI logs. Exit status 1 when any file has a hit.
"""

import argparse
import importlib.util
import io
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS_ROOT = REPO.parent / "shared" / "corpus"
# The public gazetteers of venue names, and the dict each file holds.
VENUE_NAMES = [
    (REPO / "parsing" / "venue_names.py", "FULL_NAMES"),
    (REPO / "parsing" / "venue_list.py", "CCF_FULL_NAMES"),
    (REPO / "parsing" / "journal_names.py", "JOURNAL_NAMES"),
]
CHECKED_SUFFIXES = (".py", ".html", ".js")
DOCUMENT_SUFFIXES = {".pdf", ".md", ".txt", ".html", ".htm", ".docx"}
N = 5

# Public boilerplate that any applicant document (and our own fixtures) may contain.
# Each phrase is allowed as a whole: every 5-gram inside it is ignored. Keep this short
# and generic; a phrase naming a person, a paper or an institution never belongs here.
ALLOWED_PHRASES = [
    # The stock opening sentence of a cover letter.
    "I am writing to apply for the",
    # Profile-URL prefixes: the fixed part of a Google Scholar, LinkedIn or X address.
    '</i></a> <a href="https://scholar.google.com/citations?user=',
    "https://www.linkedin.com/in/",
    '<a href="https://x.com/',
    # Font Awesome and Academicons icon markup used by every academic website theme.
    '<i class="fas fa-envelope"></i></a>',
    '<i class="fab fa-x"></i>',
    '<i class="ai ai-google-scholar"></i></a> <a href="https://www.linkedin.com/in/',
    '<i class="fab fa-linkedin"></i></a>',
    # Degree names (public vocabulary) that our fictional applicants share with real ones.
    "Ph.D. in Computer Science",
    "M.S. in Computer Science",
    "M.Sc. in Computer Science",
    "Bachelor of Science in Electrical Engineering",
    "Bachelor of Science in Biology",
    # The name of a publisher's book series, as references cite it.
    "Lecture Notes in Computer Science, vol.",
]


# Words any applicant document, and our fictional ones, share: English function words and the
# vocabulary of academic life. A 5-gram made only of these ("i am a final year", "student at
# the university of") says nothing about a person; a leak needs at least one other word.
_COMMON = """
    a about also am an and are as at be been by can d dear did do for from have i in interest
    interested is it its may me my of on or our s that the their this to was we were whom will
    with writing express concern apply applying position final first second third year years
    student students phd ph master masters msc ms bachelor bachelors bs ba degree degrees
    university universities college school department faculty institute of technology
    computer science sciences engineering electrical mechanical applied mathematics physics
    research researcher assistant graduate undergraduate candidate advised advisor supervised
    prof professor dr lab laboratory group team conference international annual journal
    proceedings workshop symposium transactions machine learning deep neural networks
    information processing systems artificial intelligence vision pattern recognition robotics
    automation language natural data end studying
    http https www com org edu io url github google scholar linkedin twitter x"""
COMMON_WORDS = frozenset(_COMMON.split())


def is_markup(document: str) -> bool:
    return bool(re.search(r"<(html|head|body|div|p|a|span|table|li)\b", document, re.I))


def visible_texts(document: str) -> list[str]:
    """A web page's or Markdown file's runs of text between its tags, without scripts and
    styles: markup that every theme shares ('div class row div class') is nobody's text, and
    words on either side of a tag were never one phrase."""
    document = re.sub(r"<(script|style)\b.*?</\1\s*>", " ", document, flags=re.I | re.S)
    return re.split(r"<[^>]*>", document)


def meaningful(gram: tuple[str, ...]) -> bool:
    """A 5-gram that could identify a document: not only common words, not letter-spacing."""
    if all(len(token) == 1 for token in gram):
        return False
    return not all(token in COMMON_WORDS or token.isdigit() for token in gram)


def venue_names() -> list[str]:
    """The public gazetteers of venue names (conference and journal titles every CV may cite),
    read from their files alone so that this check needs none of the project's requirements."""
    names = []
    for path, dict_name in VENUE_NAMES:
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        names += [f"{name} {short}" for name, short in getattr(module, dict_name).items()]
    return names


def words(text: str) -> list[str]:
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    return re.findall(r"[a-z0-9]+", text.lower())


def grams(tokens: list[str]) -> set[tuple[str, ...]]:
    return {tuple(tokens[i : i + N]) for i in range(len(tokens) - N + 1)}


def pdf_text(path: Path) -> str:
    try:
        from pdfminer.high_level import extract_text
    except ImportError:  # a Python without the project's requirements: try poppler
        return subprocess.run(
            ["pdftotext", str(path), "-"], capture_output=True, text=True, check=True
        ).stdout
    return extract_text(io.BytesIO(path.read_bytes()))


def docx_text(path: Path) -> str:
    import docx

    return "\n".join(p.text for p in docx.Document(str(path)).paragraphs)


def document_texts(path: Path) -> list[str]:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return [pdf_text(path)]
    if suffix == ".docx":
        return [docx_text(path)]
    text = path.read_text(encoding="utf-8", errors="ignore")
    return visible_texts(text) if is_markup(text) else [text]


def corpus_grams(root: Path) -> set[tuple[str, ...]]:
    found: set[tuple[str, ...]] = set()
    for path in sorted(root.glob("*/*")):
        if path.suffix.lower() not in DOCUMENT_SUFFIXES or path.name.lower() == "readme.md":
            continue
        for text in document_texts(path):
            found |= {gram for gram in grams(words(text)) if meaningful(gram)}
    return found


def tracked_files() -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout
    return [
        REPO / name
        for name in listed.split("\0")
        if name.endswith(CHECKED_SUFFIXES) and (REPO / name).is_file()
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus-root", type=Path, default=DEFAULT_CORPUS_ROOT)
    args = parser.parse_args()
    if not args.corpus_root.is_dir():
        print(f"no corpus folder at {args.corpus_root}", file=sys.stderr)
        return 2
    shared = corpus_grams(args.corpus_root)
    allowed = set().union(*(grams(words(phrase)) for phrase in ALLOWED_PHRASES + venue_names()))
    shared -= allowed
    leaks = []
    for path in tracked_files():
        text = path.read_text(encoding="utf-8", errors="ignore")
        hits = grams(words(text)) & shared
        if hits:
            leaks.append((path.relative_to(REPO), len(hits)))
    for path, count in leaks:
        print(f"{path}: {count} word 5-gram(s) shared with a corpus document")
    if leaks:
        print(f"{len(leaks)} file(s) contain corpus text; rewrite them with invented content.")
        return 1
    print("no corpus text found in tracked files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
