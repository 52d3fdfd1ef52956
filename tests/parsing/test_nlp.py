import gc

import pytest

from parsing import parse
from parsing.experience import extract_experience
from parsing.nlp import ENTITY_LABELS_KEPT, whole_entity_label

EMPLOYER = "QUILLON WIDGETS"  # no organisation word: only an entity recogniser knows it
LINES = [EMPLOYER, "Research Intern    2024 – 2025"]


@pytest.fixture(scope="module")
def pipelines():
    """Two real spaCy pipelines: one that knows the employer, one that knows nothing."""
    import spacy

    knowing = spacy.blank("en")
    knowing.add_pipe("entity_ruler").add_patterns([{"label": "ORG", "pattern": EMPLOYER}])
    return knowing, spacy.blank("en")


def test_the_label_comes_from_the_pipeline_handed_in(pipelines):
    knowing, ignorant = pipelines

    assert whole_entity_label(knowing, EMPLOYER) == "ORG"
    assert whole_entity_label(ignorant, EMPLOYER) is None
    assert whole_entity_label(knowing, f"{EMPLOYER} and friends") is None


def test_the_label_cache_is_bounded():
    assert whole_entity_label.cache_info().maxsize == ENTITY_LABELS_KEPT


def test_an_employer_no_rule_knows_is_read_with_the_given_pipeline(pipelines):
    knowing, ignorant = pipelines

    (entry,) = extract_experience(LINES, nlp=knowing)
    assert (entry.organization, entry.role) == (EMPLOYER, "Research Intern")
    assert extract_experience(LINES, nlp=ignorant) == []


def test_parse_reads_employers_with_its_own_pipeline(pipelines):
    knowing, ignorant = pipelines
    cv = "\n".join(["Orla Fennimore", "orla@example.org", "", "Experience", *LINES]).encode()

    assert [e.organization for e in parse(cv, "cv.txt", nlp=knowing).experience] == [EMPLOYER]
    assert parse(cv, "cv.txt", nlp=ignorant).experience == []


def test_the_loaded_model_is_kept_out_of_full_garbage_collections(nlp):
    # A worker parses many documents with one model; a full collection walking the
    # model's objects each time costs tens of milliseconds a document.
    assert gc.get_freeze_count() > 0
