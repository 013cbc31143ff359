"""subj_obj_swap: the main verb's subject and direct object swapped, a hard negative ("The dog chased the cat" → "The cat chased the dog")."""

from .swap import SubjObjSwap

TRANSFORMS = (SubjObjSwap,)
