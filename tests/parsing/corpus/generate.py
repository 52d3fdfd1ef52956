"""Write the PDF and DOCX documents of the synthetic corpus (fictional applicants).

    .venv/bin/python tests/parsing/corpus/generate.py [--only NAME ...] [OUTPUT_DIR]

One command for every generated document; the builders live in builders/, one module per
family of shapes (CV templates, letters, entry shapes, name and section variants, name
positions, typical CVs). The HTML, Markdown and text documents are hand-written. Every
person, institution, paper and number is invented.
"""

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from tests.parsing.corpus.builders import (  # noqa: E402
    cv_entry_shapes,
    cv_templates,
    letters,
    name_and_section_variants,
    name_positions,
    typical_cvs,
)

MODULES = (
    cv_templates,
    letters,
    cv_entry_shapes,
    name_and_section_variants,
    name_positions,
    typical_cvs,
)


def all_documents() -> dict:
    documents = {}
    for module in MODULES:
        clash = documents.keys() & module.DOCUMENTS.keys()
        if clash:
            raise SystemExit(f"two builders write {sorted(clash)}")
        documents.update(module.DOCUMENTS)
    return documents


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=HERE)
    parser.add_argument("--only", action="append", default=[], metavar="NAME")
    args = parser.parse_args()
    documents = all_documents()
    unknown = set(args.only) - documents.keys()
    if unknown:
        raise SystemExit(f"no builder writes {sorted(unknown)}")
    args.folder.mkdir(parents=True, exist_ok=True)
    for name, build in documents.items():
        if not args.only or name in args.only:
            (args.folder / name).write_bytes(build())
            print("wrote", name)


if __name__ == "__main__":
    main()
