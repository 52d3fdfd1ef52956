"""A schema.org Person on a page, as JSON-LD or as microdata/RDFa attributes, read into a
Profile of structured facts (see parsing.structured)."""

import json

from bs4 import BeautifulSoup, Tag

from parsing.structured import person_from_schema_org

PERSON_TYPES = {"person"}
# Properties whose value is a thing with a name of its own (an Organization).
NAMED_THING_PROPS = {"alumniof", "worksfor", "affiliation", "memberof"}


def schema_org_person(soup: BeautifulSoup):
    """The page's Person as facts, or None. JSON-LD first, then microdata and RDFa."""
    for node in _json_ld_nodes(soup):
        if _is_person(node):
            return person_from_schema_org(node)
    for element in soup.find_all(_marks_person):
        return person_from_schema_org(_properties(element))
    return None


def _json_ld_nodes(soup: BeautifulSoup):
    for script in soup.find_all("script", type="application/ld+json"):
        data = _loads(script.string)
        if data is None:
            continue
        for item in data if isinstance(data, list) else [data]:
            if not isinstance(item, dict):
                continue
            # A ProfilePage's subject, the nodes of a @graph, or the item itself.
            main = item.get("mainEntity")
            yield from [main] if isinstance(main, dict) else []
            yield from (g for g in item.get("@graph") or [] if isinstance(g, dict))
            yield item
    # Jekyll's SEO tag names the site's author inside its WebSite/WebPage node: on a
    # personal site, the owner.
    for script in soup.find_all("script", type="application/ld+json"):
        data = _loads(script.string)
        for item in data if isinstance(data, list) else [data]:
            if isinstance(item, dict) and isinstance(item.get("author"), dict):
                yield item["author"]


def _loads(text: str | None):
    try:
        return json.loads(text or "")
    except (ValueError, RecursionError):
        return None


def _is_person(node: dict) -> bool:
    kinds = node.get("@type")
    kinds = kinds if isinstance(kinds, list) else [kinds]
    return any(isinstance(k, str) and k.rsplit("/", 1)[-1].lower() in PERSON_TYPES for k in kinds)


def _marks_person(tag: Tag) -> bool:
    kind = tag.get("itemtype") if tag.has_attr("itemscope") else tag.get("typeof")
    if isinstance(kind, list):
        kind = " ".join(kind)
    return bool(kind) and any(
        word.rstrip("/").rsplit("/", 1)[-1].rsplit(":", 1)[-1].lower() in PERSON_TYPES
        for word in kind.split()
    )


def _properties(element: Tag) -> dict:
    """The itemprop/property values under a Person element, as JSON-LD would state them."""
    found: dict[str, list] = {}
    for tag in element.find_all(_has_property):
        if _owner(tag) is not element:
            continue  # a property of a nested thing (an Organization's own name)
        names = tag.get("itemprop") or tag.get("property")
        for name in names if isinstance(names, list) else names.split():
            key = name.rsplit(":", 1)[-1]
            found.setdefault(key, []).append(_value(tag, key))
    return {key: values[0] if len(values) == 1 else values for key, values in found.items()}


def _has_property(tag: Tag) -> bool:
    return tag.has_attr("itemprop") or tag.has_attr("property")


def _owner(tag: Tag) -> Tag | None:
    """The nearest enclosing thing (itemscope or typeof) of a property element."""
    for parent in tag.parents:
        if parent.has_attr("itemscope") or parent.has_attr("typeof"):
            return parent
    return None


def _value(tag: Tag, key: str):
    if key.lower() in NAMED_THING_PROPS and (tag.has_attr("itemscope") or tag.has_attr("typeof")):
        name = tag.find(lambda t: (t.get("itemprop") or t.get("property")) in ("name", ["name"]))
        return {"name": _text_of(name if name is not None else tag)}
    if tag.has_attr("content"):
        return tag["content"]
    if tag.name in ("a", "link") and tag.get("href"):
        return tag["href"]
    return _text_of(tag)


def _text_of(tag: Tag) -> str:
    return " ".join(tag.get_text(" ").split())
