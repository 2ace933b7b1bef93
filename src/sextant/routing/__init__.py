"""The routing engine: subgraph catalog, search, intent routing, GraphQL builder, execution."""
