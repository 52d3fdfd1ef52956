from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from reviews.demo_scores import seed_demo_scores


class Command(BaseCommand):
    help = "Adds fictional reviewed applicants (once) to show calibration and the dashboard."

    def add_arguments(self, parser):
        parser.add_argument("coordinator", help="The login that records the demo decision.")

    def handle(self, *args, coordinator, **options):
        user = get_user_model().objects.get(username=coordinator)
        written = seed_demo_scores(user)
        self.stdout.write(f"{written} demo reviews written.")
