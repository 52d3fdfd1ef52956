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
import io
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS_ROOT = REPO.parent / "shared" / "corpus"
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
]


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


def document_text(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return pdf_text(path)
    if suffix == ".docx":
        return docx_text(path)
    return path.read_text(encoding="utf-8", errors="ignore")


def corpus_grams(root: Path) -> set[tuple[str, ...]]:
    found: set[tuple[str, ...]] = set()
    for path in sorted(root.glob("*/*")):
        if path.suffix.lower() not in DOCUMENT_SUFFIXES or path.name.lower() == "readme.md":
            continue
        found |= grams(words(document_text(path)))
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
    allowed = set().union(*(grams(words(phrase)) for phrase in ALLOWED_PHRASES))
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
