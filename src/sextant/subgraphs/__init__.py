"""The Graph's data model, shared by routing and the sandbox simulators: network names, the
schema families and graph-node's API schema built from them, subgraph records and the shipped
starter catalog. Data and pure functions only: no routing decisions, no HTTP."""

__all__ = [  # the public modules
    "gql_schema",
    "networks",
    "records",
    "schema_families",
    "starter",
]
