"""How venue clients reach their upstreams: simulators in sandbox, real hosts live."""
