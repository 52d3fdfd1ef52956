"""Print one JSON object per document (JSON Lines), per the parser contract in DESIGN.md."""

import json
from dataclasses import asdict
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from parsing import PARSER_VERSION, ParseError, load_nlp, parse_many


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
        if not readable and len(paths) == 1:
            raise CommandError(f"cannot read {paths[0]}")
        nlp = load_nlp(settings.SPACY_MODEL)
        items = [(data, Path(path).name, options.get("kind")) for path, data in readable]
        for (path, _), result in zip(readable, parse_many(items, nlp=nlp), strict=True):
            if isinstance(result, ParseError):
                self._emit({"file": path, "error": result.message})
                continue
            data = asdict(result)
            data.pop("text")
            self._emit({"file": path, **data, "parser_version": PARSER_VERSION})

    def _emit(self, obj: dict) -> None:
        self.stdout.write(json.dumps(obj, ensure_ascii=False))
