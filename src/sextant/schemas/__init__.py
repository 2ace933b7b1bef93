"""Request and response models of the public interface (pure pydantic, no I/O)."""
