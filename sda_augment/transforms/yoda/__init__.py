"""Yoda (AugCSE's pool): the main clause's object or adjective complement fronted with a comma."""

from .yoda import Yoda

TRANSFORMS = (Yoda,)
