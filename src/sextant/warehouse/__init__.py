"""The x402 settlement warehouse: Parquet files, a SQL guard, NL→SQL and the /ask service."""
