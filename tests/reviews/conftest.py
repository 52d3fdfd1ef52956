import pytest

from tests.factories import ApplicantFactory, UserFactory


@pytest.fixture
def applicant(db):
    return ApplicantFactory(name="Ada Quillfeather", current_institution="Riverbend University")


@pytest.fixture
def other_reviewer(db):
    return UserFactory(username="other")
