from django.apps import AppConfig


class ReviewsConfig(AppConfig):
    name = "reviews"

    def ready(self):
        from django.db.models.signals import post_delete, post_save

        from applicants.signals import merge_undone, merging_applicants
        from reviews.calibration import recalibrate_on_commit
        from reviews.cycles import forget_cycles
        from reviews.receivers import carry_reviews_along, restore_reviews_summaries
        from reviews.services import forget_tag_names

        for signal in (post_save, post_delete):
            signal.connect(
                recalibrate_on_commit, sender="reviews.Review", dispatch_uid="reviews.recalibrate"
            )
            signal.connect(forget_cycles, sender="reviews.Cycle", dispatch_uid="reviews.cycles")
            signal.connect(forget_tag_names, sender="reviews.Tag", dispatch_uid="reviews.tags")

        merging_applicants.connect(carry_reviews_along, dispatch_uid="reviews.carry_reviews_along")
        merge_undone.connect(
            restore_reviews_summaries, dispatch_uid="reviews.restore_reviews_summaries"
        )
