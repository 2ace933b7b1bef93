"""How venue clients reach their upstreams: simulators in sandbox, real hosts live."""

__all__ = [  # the public modules
    "egress",
    "factory",
    "http",
    "ratelimit",
    "retrying",
    "shared_cache",
    "upstreams",
]
