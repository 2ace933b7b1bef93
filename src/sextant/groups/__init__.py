"""Orchestration between the API routes and the venues/signals of each endpoint group."""
