"""Removes temporary upload files a killed web server left behind (run when the web starts;
the periodic sweep does the same)."""

from django.core.management.base import BaseCommand

from applicants.upload_handlers import STALE_UPLOAD_SECONDS, remove_stale_upload_files


class Command(BaseCommand):
    help = "Delete temporary upload files that no request has touched for a while."

    def add_arguments(self, parser):
        parser.add_argument(
            "--older-than",
            type=float,
            default=STALE_UPLOAD_SECONDS,
            help="Seconds since the file was last written (default: %(default)s).",
        )

    def handle(self, *args, older_than, **options):
        removed = remove_stale_upload_files(older_than)
        if options["verbosity"] > 0:
            self.stdout.write(f"Removed {removed} stale temporary upload file(s).")
