"""GraphQL over subgraphs: the query builder and execution through ``venues/thegraph.py``
(graph-node schemas and the schema families live in ``sextant.subgraphs``)."""

__all__ = [  # the public modules
    "executor",
    "graphql_builder",
]
