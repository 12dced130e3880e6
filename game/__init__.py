"""Empires: Eight-Minute Empire, Eight-Minute Empire: Legends and Imperial Settlers."""

__version__ = "0.1.0"
