"""The Eight-Minute Empire: Legends screens (on the shared area-control screens)."""
