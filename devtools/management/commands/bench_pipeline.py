"""Figures for the parsing pipeline (printed, not asserted).

    manage.py bench_pipeline FOLDER [--repeat N] [--memory N] [--worker] [--concurrency 1,2]

Per stage (text extraction, NLP, field extraction, database ingest): total and
per-document time and documents per second, beside pdfminer.six's own
extract_text on the same PDFs. The ingest runs in a transaction that is rolled
back. --memory N parses N documents in this process and prints its RSS.
--worker starts real worker processes on the configured broker and database and
measures upload-to-parsed for one 2-page CV, then throughput per concurrency;
the documents it creates are deleted afterwards.
"""

import contextlib
import io
import os
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.db.models import Max, Min

SUFFIXES = {".pdf", ".html", ".htm", ".md", ".markdown", ".txt", ".docx"}


class Rollback(Exception):
    pass


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


class Command(BaseCommand):
    help = "Time the parsing pipeline per stage on a folder of documents."

    def add_arguments(self, parser):
        parser.add_argument("folder")
        parser.add_argument("--repeat", type=int, default=1)
        parser.add_argument("--memory", type=int, default=0, help="parses for the RSS check")
        parser.add_argument("--worker", action="store_true", help="latency and throughput")
        parser.add_argument("--concurrency", default="1,2")
        parser.add_argument("--latency-runs", type=int, default=3, help="uploads timed one by one")

    def handle(self, folder, repeat, memory, worker, concurrency, latency_runs, **options):
        paths = sorted(
            p for p in Path(folder).iterdir() if p.is_file() and p.suffix.lower() in SUFFIXES
        )
        if not paths:
            raise CommandError(f"No documents in {folder}.")
        files = [(p.name, p.read_bytes()) for p in paths]
        self.stages(files, repeat)
        if memory:
            self.memory(files, memory)
        if worker:
            self.worker_figures(files, [int(c) for c in concurrency.split(",")], latency_runs)

    # -- In-process stages ---------------------------------------------------------------

    def stages(self, files, repeat):
        from pdfminer.high_level import extract_text

        from applicants.ingest import ingest, refresh_applicant
        from applicants.models import Document
        from applicants.parser import get_nlp
        from parsing.extract import extract_document
        from parsing.pipeline import _name_zone, _profile_from_rules
        from parsing.profile import Profile

        started = time.perf_counter()
        nlp = get_nlp()
        loaded = time.perf_counter() - started
        self.stdout.write(f"spaCy model load (once per process): {loaded:.2f} s")
        get_nlp()  # cached: the second call is free
        totals = dict.fromkeys(["extract", "nlp", "fields", "ingest", "pdfminer"], 0.0)
        pdf_pipeline = 0.0
        documents = pdf_count = nlp_runs = 0
        try:
            with transaction.atomic():
                for _ in range(repeat):
                    for name, data in files:
                        is_pdf = data[:1024].find(b"%PDF-") >= 0
                        t0 = time.perf_counter()
                        try:
                            document = extract_document(data)
                        except Exception:
                            continue
                        t1 = time.perf_counter()
                        profile, sections = _profile_from_rules(document, name, None, nlp=nlp)
                        t2 = time.perf_counter()
                        # parse() runs the recogniser only when the rules found no name.
                        if profile.name is None and profile.kind != "homepage" and document.lines:
                            nlp("\n".join(_name_zone(document, sections)))
                            nlp_runs += 1
                        t3 = time.perf_counter()
                        record = Document.objects.create(
                            original_name=name, state=Document.State.PARSED, text=profile.text
                        )
                        assert isinstance(profile, Profile)
                        applicant = ingest(record, profile)
                        if applicant is not None:
                            refresh_applicant(applicant)
                        t4 = time.perf_counter()
                        totals["extract"] += t1 - t0
                        totals["fields"] += t2 - t1
                        totals["nlp"] += t3 - t2
                        totals["ingest"] += t4 - t3
                        documents += 1
                        if is_pdf:
                            pdf_count += 1
                            pdf_pipeline += t4 - t0
                            t5 = time.perf_counter()
                            extract_text(io.BytesIO(data))
                            totals["pdfminer"] += time.perf_counter() - t5
                raise Rollback
        except Rollback:
            pass

        self.stdout.write(
            f"\n{documents} documents ({len(files)} files x {repeat}), {pdf_count} of them PDFs; "
            f"NLP ran on {nlp_runs} (parse() runs it only when the rules find no name)\n"
        )
        self.stdout.write(f"{'stage':<34}{'total s':>9}{'ms/doc':>9}{'docs/s':>9}")
        pipeline = 0.0
        for key, label in [
            ("extract", "text extraction"),
            ("nlp", "NLP (spaCy NER)"),
            ("fields", "field extraction"),
            ("ingest", "database ingest"),
        ]:
            pipeline += totals[key]
            self.row(label, totals[key], documents)
        self.row("whole pipeline", pipeline, documents)
        if pdf_count:
            self.stdout.write("")
            self.row("PDFs: whole pipeline", pdf_pipeline, pdf_count)
            self.row("PDFs: pdfminer.six extract_text", totals["pdfminer"], pdf_count)
            ratio = pdf_pipeline / totals["pdfminer"] if totals["pdfminer"] else 0
            self.stdout.write(f"pipeline / pdfminer alone on the same PDFs: {ratio:.2f}x")

    def row(self, label, seconds, count):
        per_doc = 1000 * seconds / count if count else 0
        rate = count / seconds if seconds else float("inf")
        self.stdout.write(f"{label:<34}{seconds:>9.3f}{per_doc:>9.1f}{rate:>9.1f}")

    def memory(self, files, count):
        from applicants.parser import parse_bytes

        # The model and caches are loaded before the first figure.
        parse_bytes(files[0][1], files[0][0])
        self.stdout.write(f"\nRSS over {count} parses in one process (MB):")
        before = rss_mb()
        self.stdout.write(f"  after warm-up: {before:.0f}")
        for index in range(1, count + 1):
            name, data = files[index % len(files)]
            with contextlib.suppress(Exception):
                parse_bytes(data, name)
            if index in {count // 10, count // 2, count}:
                self.stdout.write(f"  after {index:>5}: {rss_mb():.0f}")
        self.stdout.write(f"  growth: {rss_mb() - before:+.0f} MB")

    # -- Real workers ----------------------------------------------------------------------

    def worker_figures(self, files, concurrencies, latency_runs):
        from django.contrib.auth import get_user_model
        from django.core.files.uploadedfile import SimpleUploadedFile
        from django.test import Client
        from django.urls import reverse

        from applicants.models import Applicant, Document

        pdfs = [(n, d) for n, d in files if d.startswith(b"%PDF")]
        cv = next((f for f in pdfs if self.pages(f[1]) == 2), pdfs[0] if pdfs else files[0])
        user = get_user_model().objects.create_superuser(f"bench-{uuid.uuid4().hex[:8]}")
        client = Client(HTTP_HOST=(settings.ALLOWED_HOSTS or ["localhost"])[0])
        client.force_login(user)
        created = []

        def upload(name, data):
            response = client.post(
                reverse("applicants:upload"), {"files": [SimpleUploadedFile(name, data)]}
            )
            if response.status_code != 302:
                raise CommandError(f"upload answered {response.status_code}")
            document = Document.objects.latest("id")
            created.append(document.pk)
            return document.pk

        def unique(data: bytes) -> bytes:
            if data.startswith(b"%PDF"):
                return data + f"\n% bench {uuid.uuid4()}\n".encode()
            return data + f"\n<!-- {uuid.uuid4()} -->\n".encode()

        try:
            for concurrency in concurrencies:
                # Throughput: the documents wait in the queue, then the worker starts on them;
                # timed from the first claim to the last parse, from the database's clocks.
                ids = [
                    upload(n, unique(d)) for _ in range(max(1, 100 // len(files))) for n, d in files
                ]
                process = self.start_worker(concurrency)
                try:
                    self.wait(ids, timeout=900)
                    span = Document.objects.filter(pk__in=ids).aggregate(
                        first=Min("claimed_at"), last=Max("parsed_at")
                    )
                    seconds = (span["last"] - span["first"]).total_seconds()
                    self.stdout.write(
                        f"\nworker -c {concurrency}: {len(ids)} queued documents parsed in "
                        f"{seconds:.1f} s = {len(ids) / seconds:.1f} docs/s"
                    )
                    # Latency: an idle worker with its model loaded, one upload at a time.
                    latencies = []
                    for _ in range(latency_runs):
                        time.sleep(0.5)
                        started = time.perf_counter()
                        document_id = upload(cv[0], unique(cv[1]))
                        uploaded = time.perf_counter() - started
                        self.wait([document_id])
                        latencies.append(time.perf_counter() - started)
                        self.stdout.write(
                            f"  {latencies[-1]:.3f} s: {self.breakdown(document_id, uploaded)}"
                        )
                    self.stdout.write(
                        f"worker -c {concurrency}: upload-to-parsed, one {self.pages(cv[1])}-page "
                        f"CV ({cv[0]}), idle worker: "
                        + ", ".join(f"{s:.2f} s" for s in latencies)
                        + f"; p50 {statistics.median(latencies):.2f} s"
                    )
                    self.stdout.write(
                        f"  median per stage: {self.median_timings(created[-latency_runs:])}"
                    )
                finally:
                    process.terminate()
                    process.wait(timeout=60)
        finally:
            applicant_ids = set(
                Document.objects.filter(pk__in=created).values_list("applicant_id", flat=True)
            )
            for document in Document.objects.filter(pk__in=created):
                document.file.delete(save=False)
            Document.objects.filter(pk__in=created).delete()
            Applicant.objects.filter(pk__in=applicant_ids, documents__isnull=True).delete()
            user.delete()

    def breakdown(self, document_id: int, uploaded: float) -> str:
        """Where one upload's time went: the request, the wait for a worker to claim it
        (broker and pickup), and the worker's own stages (Document.timings)."""
        from applicants.models import Document

        document = Document.objects.get(pk=document_id)
        waited = (document.claimed_at - document.uploaded_at).total_seconds()
        worked = (document.parsed_at - document.claimed_at).total_seconds()
        stages = ", ".join(f"{k} {v * 1000:.0f}" for k, v in document.timings.items())
        return (
            f"upload request {uploaded * 1000:.0f} ms, stored to claimed {waited * 1000:.0f} ms, "
            f"claimed to parsed {worked * 1000:.0f} ms ({stages} ms)"
        )

    def median_timings(self, document_ids: list[int]) -> str:
        """The median of each Document.timings stage over these documents, in ms (the CPU
        ones compare across runs on a busy host; the wall-clock ones do not)."""
        from applicants.models import Document

        timings = [d.timings for d in Document.objects.filter(pk__in=document_ids)]
        stages = dict.fromkeys(key for t in timings for key in t)
        return (
            ", ".join(
                f"{stage} {statistics.median(t[stage] for t in timings if stage in t) * 1000:.0f}"
                for stage in stages
            )
            + " ms"
        )

    def pages(self, data: bytes) -> int:
        from pdfminer.pdfpage import PDFPage

        try:
            return sum(1 for _ in PDFPage.get_pages(io.BytesIO(data)))
        except Exception:
            return 0

    def start_worker(self, concurrency):
        from config.celery import app

        process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "prefork",
             "--concurrency", str(concurrency), "--loglevel", "WARNING",
             "--without-heartbeat", "--without-gossip", "--without-mingle"],
            cwd=settings.BASE_DIR, env=os.environ.copy(),
        )  # fmt: skip
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if app.control.ping(timeout=0.5):
                break
        time.sleep(3)  # each pool process loads spaCy on start (worker_process_init)
        return process

    def wait(self, ids, timeout=60):
        from applicants.models import Document

        deadline = time.monotonic() + timeout
        finished = [Document.State.PARSED, Document.State.FAILED]
        while time.monotonic() < deadline:
            if Document.objects.filter(pk__in=ids, state__in=finished).count() == len(ids):
                return
            time.sleep(0.01)
        raise CommandError(f"documents not parsed within {timeout} s")
