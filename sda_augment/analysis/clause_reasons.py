"""Why a sentence has no usable main clause: the clause analysis's reason codes.

The analysis (:mod:`.clause`) and its known parser errors (:mod:`.repairs`) both give them;
the coverage report counts them.
"""

from __future__ import annotations

from ..reasons import register_reason

NO_VERB = register_reason("clause.no_verb", "no finite verb (fragment or title)")
LIST_ITEM = register_reason("clause.list_header", "list header ending in ':'")
QUESTION = register_reason("clause.question", "question")
IMPERATIVE = register_reason("clause.imperative", "imperative")
NO_SUBJECT = register_reason("clause.no_subject", "no subject found for the main verb")
NON_FINITE = register_reason("clause.non_finite", "non-finite main verb (participle or infinitive)")
INVERSION = register_reason("clause.inversion", "inversion (verb before its subject)")
NAME_VERB = register_reason("clause.name_verb", "capitalised 'verb' mid-sentence (a name)")
NOUN_VERB = register_reason(
    "clause.noun_verb", "the parsed main verb is a word the dictionary knows only as a noun ('The battalion setup its guns')"
)
AINT = register_reason("clause.aint", "'ain't' has no single affirmative form")
REDUCED_RELATIVE = register_reason("clause.reduced_relative", "reduced relative clause taken for the main verb")
QUOTED = register_reason("clause.quoted_verb", "main verb inside a quotation")
HEADING_PARTICIPLE = register_reason(
    "clause.heading_participle", "heading with a participle read as a past verb ('Teams promoted from X')"
)
SECONDARY = register_reason("clause.secondary", "main verb in a clause after ';' or a connective")
RUN_ON = register_reason("clause.run_on", "two finite verbs in a row (a word is missing)")
SUBORDINATE = register_reason(
    "clause.subordinate", "main verb under a sentence-opening 'when', 'if', ... (the main clause comes later)"
)
HIDDEN_FIRST_VERB = register_reason(
    "clause.noun_tagged_verb", "a verb tagged as a noun before the parsed main verb ('A girl in green looks ... and stands')"
)
# Found on a clause by the rewrites of MV and NEG/DN alike: its verb form cannot be rebuilt.
AMBIGUOUS_VERB = register_reason("clause.ambiguous_verb_form", "ambiguous verb form")
DISAGREEMENT = register_reason("clause.subject_verb_disagreement", "subject and verb disagree")
