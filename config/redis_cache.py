"""Django's Redis cache backend, with one redis.Redis client per connection pool.

Django's RedisCacheClient builds a new redis.Redis for every command, and with it the
table of some 170 response callbacks: most of the time of a cache read on a page that
reads the session, the user and the cycles from the cache. The client is thread-safe
and Django's cache handler gives each thread its own backend anyway.
"""

from django.core.cache.backends.redis import RedisCache as DjangoRedisCache
from django.core.cache.backends.redis import RedisCacheClient


class KeptClient(RedisCacheClient):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients = {}

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients[id(pool)] = self._client(connection_pool=pool)
        return client


class RedisCache(DjangoRedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = KeptClient
