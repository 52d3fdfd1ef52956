"""Rows nearly every request reads and that seldom change (the signed-in user with their
role, the cycles, the tag names), kept in the cache every web process shares (Redis) and
dropped whenever they change.

Only a shared cache may hold them: on the embedded default (no Redis) each process has a
cache of its own, where one would not hear of what another changed, so there every read
goes to the database as before.
"""

from collections.abc import Callable

from django.conf import settings
from django.core.cache import cache
from django.db import transaction

# Bounds how late a change made behind the ORM's back (an UPDATE in SQL) shows; a change
# made through the ORM drops the entry at once (forget).
TIMEOUT = 300


def remember[T](key: str, load: Callable[[], T]) -> T:
    """The cached value of key, else load()'s, cached unless None."""
    if not settings.SHARED_CACHE:
        return load()
    value = cache.get(key)
    if value is None:
        value = load()
        if value is not None:
            cache.set(key, value, TIMEOUT)
    return value


def forget(*keys: str) -> None:
    """Drops the entries now, and again once the change commits: a request that read the
    old rows before the commit may have put them back meanwhile."""
    if not settings.SHARED_CACHE or not keys:
        return
    cache.delete_many(keys)
    transaction.on_commit(lambda: cache.delete_many(keys))
