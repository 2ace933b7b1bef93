"""Pure signal functions: typed records in, results out; no I/O."""
