"""Package list: every package under sda_augment/ (each transform family's folder included)
plus the top-level rules/ folder installed as sda_augment.rules; all other metadata is in
pyproject.toml."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["sda_augment", "sda_augment.*"]), "sda_augment.rules"])
