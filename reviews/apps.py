from django.apps import AppConfig


class ReviewsConfig(AppConfig):
    name = "reviews"

    def ready(self):
        from applicants.signals import merge_undone, merging_applicants
        from reviews.receivers import carry_reviews_along, restore_reviews_summaries

        merging_applicants.connect(carry_reviews_along, dispatch_uid="reviews.carry_reviews_along")
        merge_undone.connect(
            restore_reviews_summaries, dispatch_uid="reviews.restore_reviews_summaries"
        )
