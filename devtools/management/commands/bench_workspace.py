"""Latency of the workspace's pages and the cost of a full CSV export, as printed figures.

Run it on a database seeded with seed_applicants, e.g.
    DATABASE_URL=postgres://.../h_bench python manage.py bench_workspace
"""

import html
import random
import re
import resource
import statistics
import time
import tracemalloc

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db import connection
from django.test import Client, override_settings
from django.urls import reverse

from applicants.models import Applicant
from reviews.querysets import SORTS

# The page a deep keyset page follows: its "Next" link carries the after= id, as a reader's would.
DEEP_PAGE = 1000
NEXT_LINK = re.compile(r'<a href="([^"]*)" rel="next"')
PREV_LINK = re.compile(r'<a href="([^"]*)" rel="prev"')


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


class Command(BaseCommand):
    help = "Prints p50/p95 latency of the list and applicant pages and the CSV export's cost."

    def add_arguments(self, parser):
        parser.add_argument("--runs", type=int, default=40)
        parser.add_argument("--skip-export", action="store_true")
        parser.add_argument(
            "--export-only",
            action="store_true",
            help="Only the CSV export of all rows, timed --runs times (min and median).",
        )
        parser.add_argument(
            "--sorts",
            nargs="*",
            default=None,
            help="time these sorts (e.g. name -publications), first page and page "
            f"{DEEP_PAGE + 1} by keyset; every sort both ways when given no names",
        )
        parser.add_argument("--skip-pages", action="store_true", help="only the sorts")

    def handle(self, runs, skip_export, export_only, sorts, skip_pages, **options):
        users = get_user_model()
        reviewer = users.objects.filter(username="seed-reviewer-1").first()
        coordinator = users.objects.filter(username="seed-coordinator").first()
        if reviewer is None or coordinator is None:
            raise CommandError("Seed first: manage.py seed_applicants N")
        total = Applicant.objects.count()
        self.stdout.write(f"{connection.vendor}, {total} applicants, {runs} runs per figure\n")
        with override_settings(DEBUG=False):
            if export_only:
                self.bench_export_runs(coordinator, total, runs)
                return
            if not skip_pages:
                self.bench_pages(reviewer, runs)
            if sorts is not None:
                self.bench_sorts(reviewer, runs, sorts or [*SORTS, *(f"-{k}" for k in SORTS)])
            if not skip_export:
                self.bench_export(coordinator, total)

    def timed(self, client: Client, url: str, runs: int, headers=None) -> tuple[float, float]:
        for _ in range(3):  # warm the connection and caches
            client.get(url, headers=headers)
        samples = []
        for _ in range(runs):
            started = time.perf_counter()
            response = client.get(url, headers=headers)
            samples.append((time.perf_counter() - started) * 1000)
            if response.status_code != 200:
                raise CommandError(f"{url} answered {response.status_code}")
        return statistics.median(samples), percentile(samples, 0.95)

    def bench_pages(self, reviewer, runs: int) -> None:
        client = Client(HTTP_HOST="localhost")
        client.force_login(reviewer)
        url = reverse("reviews:applicant_list")
        cases = [
            ("list, no filter", f"{url}", None),
            ("list, one filter (tag:compiler)", f"{url}?q=tag:compiler", None),
            ("list, status + level", f"{url}?status=under_review&level=phd", None),
            ("list, search (two words)", f"{url}?q=sparse+kernels", None),
            (
                "list, search language",
                f'{url}?q=skill:cuda+venue:osdi+score:>=3+"sparse kernels"',
                None,
            ),
            # venue: by a known short name (the key lists) and by part of a name (trigrams).
            ("list, venue:osdi + two words", f"{url}?q=venue:osdi+sparse+kernels", None),
            ("list, venue:osd + two words", f"{url}?q=venue:osd+sparse+kernels", None),
            ("list, sort by mean score", f"{url}?sort=-mean", None),
            ("list, sort by mean, page 200", f"{url}?sort=-mean&page=200", None),
            ("list, htmx partial", f"{url}?q=tag:systems", {"HX-Request": "true"}),
        ]
        self.stdout.write(f"{'page':<40}{'p50 ms':>10}{'p95 ms':>10}")
        for label, target, headers in cases:
            p50, p95 = self.timed(client, target, runs, headers)
            self.stdout.write(f"{label:<40}{p50:>10.1f}{p95:>10.1f}")
        ids = list(Applicant.objects.values_list("pk", flat=True).order_by("?")[: runs + 3])
        rng = random.Random(1)
        samples = []
        for n, pk in enumerate(ids):
            target = reverse("reviews:applicant_detail", args=[pk]) + f"?pos={rng.randint(0, 5000)}"
            started = time.perf_counter()
            response = client.get(target)
            if response.status_code != 200:
                raise CommandError(f"{target} answered {response.status_code}")
            if n >= 3:
                samples.append((time.perf_counter() - started) * 1000)
        label = "applicant page (with prev/next)"
        p50, p95 = statistics.median(samples), percentile(samples, 0.95)
        self.stdout.write(f"{label:<40}{p50:>10.1f}{p95:>10.1f}")

    def bench_sorts(self, reviewer, runs: int, sorts: list[str]) -> None:
        """Each sort's first page, a deep one reached by "Next" past page DEEP_PAGE, and the
        page before it by its "Previous" (a keyset link backwards)."""
        client = Client(HTTP_HOST="localhost")
        client.force_login(reviewer)
        url = reverse("reviews:applicant_list")
        self.stdout.write(
            f"\n{'sort':<16}{'first p50':>10}{'p95':>8}{f'page {DEEP_PAGE + 1} p50':>15}{'p95':>8}"
            f"{'previous p50':>14}{'p95':>8}"
        )
        for sort in sorts:
            first = self.timed(client, f"{url}?sort={sort}", runs)
            page = client.get(f"{url}?sort={sort}&page={DEEP_PAGE}").content.decode()
            found = NEXT_LINK.search(page)
            if found is None or "after=" not in found.group(1):
                raise CommandError(f"page {DEEP_PAGE} by {sort} has no keyset link to a next page")
            deep_url = html.unescape(found.group(1))
            deep = self.timed(client, deep_url, runs)
            back = PREV_LINK.search(client.get(deep_url).content.decode())
            if back is None or "before=" not in back.group(1):
                raise CommandError(f"page {DEEP_PAGE + 1} by {sort} has no keyset link back")
            previous = self.timed(client, html.unescape(back.group(1)), runs)
            self.stdout.write(
                f"{sort:<16}{first[0]:>10.1f}{first[1]:>8.1f}{deep[0]:>15.1f}{deep[1]:>8.1f}"
                f"{previous[0]:>14.1f}{previous[1]:>8.1f}"
            )

    def export_all(self, client: Client, total: int) -> float:
        """Reads the whole export of all rows; prints and returns its seconds."""
        rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        started = time.perf_counter()
        lines = size = 0
        for chunk in client.get(reverse("reviews:export")).streaming_content:
            lines += chunk.count(b"\n")
            size += len(chunk)
        seconds = time.perf_counter() - started
        rss_after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        self.stdout.write(
            f"export all {total} applicants: {seconds:.2f} s, {lines} lines, "
            f"{size / 1e6:.1f} MB; peak RSS grew {(rss_after - rss_before) / 1024:.1f} MB"
        )
        return seconds

    def bench_export_runs(self, coordinator, total: int, runs: int) -> None:
        client = Client(HTTP_HOST="localhost")
        client.force_login(coordinator)
        samples = [self.export_all(client, total) for _ in range(runs)]
        self.stdout.write(
            f"export all, {runs} runs: min {min(samples):.2f} s, "
            f"median {statistics.median(samples):.2f} s"
        )

    def bench_export(self, coordinator, total: int) -> None:
        client = Client(HTTP_HOST="localhost")
        client.force_login(coordinator)
        url = reverse("reviews:export")
        self.stdout.write("")
        self.export_all(client, total)
        started = time.perf_counter()
        response = client.get(reverse("reviews:export_reviews"))
        reviews = sum(chunk.count(b"\n") for chunk in response.streaming_content) - 1
        self.stdout.write(
            f"export reviews of all applicants: {time.perf_counter() - started:.1f} s, "
            f"{reviews} rows"
        )
        # Peak Python memory on two sizes (tracemalloc slows it down): flat means the same.
        for label, target in (("status:new", f"{url}?status=new"), ("all", url)):
            tracemalloc.start()
            response = client.get(target)
            count = sum(chunk.count(b"\n") for chunk in response.streaming_content)
            response.close()
            _, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            self.stdout.write(
                f"tracemalloc peak, export {label} ({count - 1} rows): {peak / 1e6:.1f} MB"
            )
