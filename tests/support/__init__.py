"""Test helpers shared by several test folders (no tests here)."""
