from django.apps import AppConfig


class ReviewsConfig(AppConfig):
    name = "reviews"

    def ready(self):
        from applicants.signals import merging_applicants
        from reviews.receivers import carry_reviews_along

        merging_applicants.connect(carry_reviews_along, dispatch_uid="reviews.carry_reviews_along")
