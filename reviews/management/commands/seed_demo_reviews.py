from django.core.management.base import BaseCommand

from reviews.demo import seed_demo_reviews


class Command(BaseCommand):
    help = "Demo profiles, assignments and conflict suggestions for the demo logins."

    def handle(self, *args, **options):
        added = seed_demo_reviews()
        if options["verbosity"] > 0:
            self.stdout.write(f"{added} demo assignments added.")
