"""How venue clients reach their upstreams: simulators in sandbox, real hosts live."""

__all__ = [  # the public modules
    "factory",
    "http",
    "ratelimit",
    "retrying",
    "upstreams",
]
