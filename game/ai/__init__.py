"""Computer players. They see only the rules' public API, as a human's clicks do."""
