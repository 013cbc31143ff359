"""Known parser errors: each a named entry that says what it detects, what the analysis reads
instead, and a sentence that shows it.

The small English model misplaces the root, the subject or a tag of some sentences in
regular ways ("Thong Saw Pak (born 1928) was ...", "At the outbreak of WW1 Wheeler took
..."). The clause analysis (:mod:`.clause`) asks the entries of one stage, in order, where
that stage's question arises, and takes the first answer (:func:`first_repair`):

* :data:`ROOT_REPAIRS`: the parse's root is no verb; which word is the main verb;
* :data:`SUBJECT_REPAIRS`: the main verb has no subject dependent; which word is its subject;
* :data:`TAG_REPAIRS`: a bare verb's tag; the form it really has, or why it is no finite verb;
* :data:`VERB_MISREADS` and :data:`CLAUSE_MISREADS`: a clause the parse got wrong in a way
  no rewrite mends; each says so with a skip code;
* :data:`NEGATION_REPAIRS`: a "not" the parse hung away from the verb;
* :data:`PARSE_REPAIRS`: once the parse's own clause is read, a verb it misplaced or hid.

An entry's ``find`` returns None where the sentence does not show its error. :data:`REPAIRS`
lists every stage's entries in the order they are asked; :func:`fired` says which fired on
a Doc. MV's recoveries of a clause the analysis gives up on are entries of the same kind
(:mod:`.recovery`).
"""

from .base import ParsedClause, Repair, VerbGroup, VerbReading, fired, first_repair
from .misreads import CLAUSE_MISREADS, NEGATION_REPAIRS, VERB_MISREADS
from .roots import PARSE_REPAIRS, ROOT_REPAIRS, subordinate_root
from .subjects import SUBJECT_REPAIRS, TAG_REPAIRS

REPAIRS: tuple[Repair, ...] = (
    *ROOT_REPAIRS, *PARSE_REPAIRS, *SUBJECT_REPAIRS, *TAG_REPAIRS, *VERB_MISREADS, *CLAUSE_MISREADS, *NEGATION_REPAIRS
)

__all__ = [
    "CLAUSE_MISREADS",
    "NEGATION_REPAIRS",
    "PARSE_REPAIRS",
    "REPAIRS",
    "ROOT_REPAIRS",
    "SUBJECT_REPAIRS",
    "TAG_REPAIRS",
    "VERB_MISREADS",
    "ParsedClause",
    "Repair",
    "VerbGroup",
    "VerbReading",
    "fired",
    "first_repair",
    "subordinate_root",
]
