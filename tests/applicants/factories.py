import factory

from applicants.models import Applicant, Document, UploadBatch


class ApplicantFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Applicant

    name = factory.Sequence(lambda n: f"Fictional Person {n}")


class BatchFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = UploadBatch


class DocumentFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Document

    original_name = factory.Sequence(lambda n: f"document-{n}.txt")
    content_type = "text/plain; charset=utf-8"
    file = factory.django.FileField(data=b"Some text", filename="x")
    size = 9
    sha256 = factory.Sequence(lambda n: f"{n:064x}")
