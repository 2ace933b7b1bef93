"""GraphQL over subgraphs: graph-node schemas from entity layouts, the query builder, the
schema families, and execution through ``venues/thegraph.py``."""
