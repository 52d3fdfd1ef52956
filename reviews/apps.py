from django.apps import AppConfig


class ReviewsConfig(AppConfig):
    name = "reviews"

    def ready(self):
        from django.db.models.signals import post_delete, post_save

        from applicants.signals import merge_undone, merging_applicants
        from reviews.calibration import recalibrate_on_commit
        from reviews.receivers import carry_reviews_along, restore_reviews_summaries

        for signal in (post_save, post_delete):
            signal.connect(
                recalibrate_on_commit, sender="reviews.Review", dispatch_uid="reviews.recalibrate"
            )

        merging_applicants.connect(carry_reviews_along, dispatch_uid="reviews.carry_reviews_along")
        merge_undone.connect(
            restore_reviews_summaries, dispatch_uid="reviews.restore_reviews_summaries"
        )
