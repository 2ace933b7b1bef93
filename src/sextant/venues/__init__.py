"""Venue clients: one per upstream wire format, returning typed records."""
