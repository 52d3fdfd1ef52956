import random
import time

from django.core.management.base import BaseCommand

from devtools.seeding import ensure_pools, seed_batch


class Command(BaseCommand):
    help = "Adds N fictional applicants with facts, tags and reviews (bulk inserts)."

    def add_arguments(self, parser):
        parser.add_argument("count", type=int)
        parser.add_argument("--batch", type=int, default=5000)
        parser.add_argument("--reviewers", type=int, default=8)
        parser.add_argument("--seed", type=int, default=2026)

    def handle(self, count, batch, reviewers, seed, **options):
        rng = random.Random(seed)
        pools = ensure_pools(reviewers)
        started = time.perf_counter()
        done = 0
        while done < count:
            done += seed_batch(
                min(batch, count - done), rng, pools, serial=done + seed * 10_000_000
            )
            rate = done / (time.perf_counter() - started)
            self.stdout.write(f"{done}/{count} applicants ({rate:.0f}/s)")
        self.stdout.write(
            self.style.SUCCESS(f"Seeded {done} applicants in {time.perf_counter() - started:.1f}s")
        )
