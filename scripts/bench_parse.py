"""Time the parser per document and per stage.

    .venv/bin/python scripts/bench_parse.py [CORPUS_DIR ...]

Stages: text extraction (ours: pdfminer layout analysis plus our row/column
assembly), the rule-based field extractors, and spaCy NER (which parse() only
runs when the rules found no name; here it runs on every document so its cost
is visible). For PDFs it also times pdfminer.six's extract_text alone and prints the ratio
the issue bounds (parse <= 1.25x). Times are CPU seconds of this process.
"""

import io
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pdfminer.high_level import extract_text  # noqa: E402

from parsing.extract import extract_document  # noqa: E402
from parsing.nlp import DEFAULT_MODEL, load_nlp  # noqa: E402
from parsing.pipeline import _name_zone, _profile_from_rules  # noqa: E402

SUFFIXES = {".pdf", ".html", ".htm", ".md", ".txt", ".docx"}
# The shared folder sits beside the repository; SHARED points elsewhere (a git worktree).
SHARED = Path(os.environ.get("SHARED") or Path(__file__).resolve().parent.parent.parent / "shared")
DEFAULT_CORPORA = [SHARED / "corpus/dev"]


def timed(function, *args, **kwargs):
    # CPU time of this process: parsing is single-threaded, and on a shared machine the wall
    # clock mostly measures the other work.
    started = time.process_time()
    result = function(*args, **kwargs)
    return result, time.process_time() - started


def main() -> None:
    corpora = [Path(p) for p in sys.argv[1:]] or DEFAULT_CORPORA
    files = sorted(
        p
        for c in corpora
        for p in c.iterdir()
        if p.suffix.lower() in SUFFIXES and p.with_suffix(".json").exists()
    )
    nlp, load_seconds = timed(load_nlp, DEFAULT_MODEL)
    print(f"spaCy model load (once per process): {load_seconds * 1000:.0f} ms")
    print(
        f"{'document':<22}{'extract':>9}{'pdfminer':>10}{'fields':>9}{'nlp':>8}{'total':>9}  (ms)"
    )
    totals = {"extract": 0.0, "pdfminer": 0.0, "fields": 0.0, "nlp": 0.0}
    pdf_parse = 0.0  # extract + fields of the PDFs, what parse() adds to pdfminer's own work
    per_doc = []
    for path in files:
        data = path.read_bytes()
        document, extract_s = timed(extract_document, data)
        pdfminer_s = 0.0
        if path.suffix.lower() == ".pdf":
            _, pdfminer_s = timed(extract_text, io.BytesIO(data))
        (profile, sections), fields_s = timed(
            _profile_from_rules, document, path.name, None, nlp=nlp
        )
        _, nlp_s = timed(nlp, "\n".join(_name_zone(document, sections)))
        total = extract_s + fields_s + nlp_s
        per_doc.append((total, path.name))
        if pdfminer_s:
            pdf_parse += extract_s + fields_s
        for key, value in (("extract", extract_s), ("pdfminer", pdfminer_s),
                           ("fields", fields_s), ("nlp", nlp_s)):  # fmt: skip
            totals[key] += value
        print(
            f"{path.name:<22}{extract_s * 1000:>9.0f}{pdfminer_s * 1000:>10.0f}"
            f"{fields_s * 1000:>9.0f}{nlp_s * 1000:>8.0f}{total * 1000:>9.0f}"
        )
    times = sorted(t for t, _ in per_doc)
    slowest = max(per_doc)
    print(f"\nper document: median {statistics.median(times) * 1000:.0f} ms, "
          f"slowest {slowest[0] * 1000:.0f} ms ({slowest[1]})")  # fmt: skip
    whole = sum(totals[k] for k in ("extract", "fields", "nlp"))
    for key in ("extract", "fields", "nlp"):
        print(f"stage {key:<8} total {totals[key] * 1000:7.0f} ms  ({totals[key] / whole:5.1%})")
    print(f"pdfminer.six extract_text alone on the same PDFs: {totals['pdfminer'] * 1000:.0f} ms")
    if totals["pdfminer"]:
        print(
            f"parse (extraction and field rules) on the PDFs: {pdf_parse * 1000:.0f} ms, "
            f"{pdf_parse / totals['pdfminer']:.2f}x pdfminer's extract_text"
        )


if __name__ == "__main__":
    main()
