"""Print one JSON object per document (JSON Lines), per the parser contract in DESIGN.md.

A document that cannot be read, or on which the parser fails, gets an object with an
"error" key in its place, and the others are parsed all the same. The exit status is 0
when at least one document was parsed, 1 when none was (each still has its line).
"""

import json
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from parsing import PARSER_VERSION, ParseError, parse_many


class Command(BaseCommand):
    help = "Parse CVs, homepages and cover letters; print one JSON object per file."

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", help="documents to parse")
        parser.add_argument("--kind", choices=["cv", "homepage", "cover_letter"])

    def handle(self, *paths, **options):
        paths = options["paths"]
        readable = []
        for path in paths:
            file = Path(path)
            if not file.is_file():
                self._emit({"file": path, "error": "no such file"})
                continue
            readable.append((path, file.read_bytes()))
        items = [(data, Path(path).name, options.get("kind")) for path, data in readable]
        # The model is loaded (once) only if some document needs the entity recogniser.
        results = parse_many(items, model_name=settings.SPACY_MODEL)
        for (path, _), result in zip(readable, results, strict=True):
            if isinstance(result, ParseError):
                self._emit({"file": path, "error": result.message})
                continue
            self._emit({"file": path, **result.to_dict(), "parser_version": PARSER_VERSION})
        if not any(not isinstance(result, ParseError) for result in results):
            raise CommandError("no document could be parsed", returncode=1)

    def _emit(self, obj: dict) -> None:
        self.stdout.write(json.dumps(obj, ensure_ascii=False))
