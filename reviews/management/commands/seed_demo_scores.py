from django.core.management.base import BaseCommand

from reviews.demo_scores import seed_demo_scores


class Command(BaseCommand):
    help = "Adds fictional reviewed applicants (once) to show calibration and the dashboard."

    def handle(self, *args, **options):
        written = seed_demo_scores()
        self.stdout.write(f"{written} demo reviews written.")
