"""Screens shared by the area-control games (Eight-Minute Empire and Legends)."""
