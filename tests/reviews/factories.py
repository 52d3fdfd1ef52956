"""Fictional applicants and their facts; no real person's data."""

import factory
from django.contrib.auth import get_user_model

from applicants.models import (
    Applicant,
    ApplicantSkill,
    Document,
    Education,
    Email,
    Experience,
    Link,
    Publication,
    Skill,
)
from reviews.models import ApplicantTag, Criterion, Review, Tag


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ["username"]

    username = factory.Sequence(lambda n: f"reviewer{n}")
    password = factory.django.Password("pw-for-tests-123")


class ApplicantFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Applicant

    name = factory.Sequence(lambda n: f"Fictional Person {n}")
    current_institution = "University of Nowhere"
    level = Applicant.Level.PHD
    expected_graduation = 2028
    search_text = factory.LazyAttribute(lambda a: f"{a.name} {a.current_institution}")


class DocumentFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Document

    applicant = factory.SubFactory(ApplicantFactory)
    kind = Document.Kind.CV
    state = Document.State.PARSED
    original_name = "cv.pdf"
    content_type = "application/pdf"
    text = "A fictional CV."


class EmailFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Email

    document = factory.SubFactory(DocumentFactory)
    applicant = factory.SelfAttribute("document.applicant")
    address = factory.Sequence(lambda n: f"person{n}@example.org")


class LinkFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Link

    document = factory.SubFactory(DocumentFactory)
    applicant = factory.SelfAttribute("document.applicant")
    kind = "homepage"
    url = factory.Sequence(lambda n: f"https://example.org/~p{n}")
    normalized_url = factory.LazyAttribute(lambda link: link.url.split("://", 1)[1])


class EducationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Education

    document = factory.SubFactory(DocumentFactory)
    applicant = factory.SelfAttribute("document.applicant")
    institution = "University of Nowhere"
    degree = "BS"
    field = "Computer Science"
    end_year = 2025


class ExperienceFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Experience

    document = factory.SubFactory(DocumentFactory)
    applicant = factory.SelfAttribute("document.applicant")
    organization = "Nowhere Labs"
    role = "Research Intern"


class PublicationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Publication

    document = factory.SubFactory(DocumentFactory)
    applicant = factory.SelfAttribute("document.applicant")
    title = factory.Sequence(lambda n: f"A Study of Imaginary Systems, Part {n}")
    venue = "OSDI"
    year = 2025
    author_position = 1


class SkillFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Skill
        django_get_or_create = ["normalized"]

    name = "CUDA"
    normalized = factory.LazyAttribute(lambda s: s.name.lower())


class ApplicantSkillFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ApplicantSkill

    document = factory.SubFactory(DocumentFactory)
    applicant = factory.SelfAttribute("document.applicant")
    skill = factory.SubFactory(SkillFactory)


class TagFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Tag
        django_get_or_create = ["name"]

    name = factory.Sequence(lambda n: f"tag{n}")
    colour = "#2f5bd3"


class ApplicantTagFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ApplicantTag

    applicant = factory.SubFactory(ApplicantFactory)
    tag = factory.SubFactory(TagFactory)


class ReviewFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Review

    applicant = factory.SubFactory(ApplicantFactory)
    reviewer = factory.SubFactory(UserFactory)
    overall = 4
    confidence = 2
    comment = ""


def criteria():
    return list(Criterion.objects.filter(active=True))


def submit(applicant, reviewer, overall=4, **kwargs):
    """A review written the way the app writes it, so the summary is kept."""
    from reviews import services

    kwargs.setdefault("confidence", 2)
    return services.submit_review(applicant, reviewer, overall=overall, **kwargs)
