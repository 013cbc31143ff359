"""Known parser errors, and the reading that repairs each.

The small English model misplaces the root or the subject of some sentences in regular
ways ("Thong Saw Pak (born 1928) was ...", "At the outbreak of WW1 Wheeler took ...").
Each function here recognises one such error and returns the token the parse should have
given, or None; the clause analysis asks them only when the parse as given has no usable
main clause, and MV, NEG and DN all read the repaired clause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .morphology import known_word, verb_lemma
from .rules import grammar
from .syntax import AUX_DEPS, FINITE_TAGS, SUBJECT_DEPS
from .tokens import Row, child_rows, rows, sent_text

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

def _adjective_verb(root: Token) -> bool:
    """A past verb the tagger read as an adjective ("One of his daughters married Robert").

    Taken as a verb only with a subject before it, a direct object after it, and a word
    that lemminflect confirms as a regular past form.
    """
    if root.pos_ != "ADJ" or not root.lower_.endswith("ed"):
        return False
    kids = list(root.children)
    has_subject = any(c.dep_ in ("nsubj",) and c.i < root.i for c in kids)
    has_object = any(c.dep_ == "dobj" and c.i > root.i for c in kids)
    return has_subject and has_object and verb_lemma(root.text, "VBD", root.lemma_) is not None


def _subject_on_auxiliary(children: list[Row], first: Token) -> Token | None:
    """A subject the parser hung on the auxiliary ("He was re-elected", "It's since been converted").

    Only a subject before that auxiliary, which itself comes before the verb.
    """
    kids = child_rows(first.doc)
    for aux in children:
        if aux.dep not in AUX_DEPS or aux.i > first.i:
            continue
        found = next((c for c in kids[aux.i] if c.dep in ("nsubj", "nsubjpass", "expl") and c.i < aux.i), None)
        if found is not None:
            return first.doc[found.i]
    return None


def _name_as_adverb(root: Token, sent: Span) -> Token | None:
    """A name opening the sentence that the tagger read as an adverb ("Darmanović was one of ...").

    Only a capitalised word unknown to the English lexicon, right before the finite root.
    """
    first = root.doc[sent.start]
    if first.i + 1 != root.i or first.head.i != root.i or first.dep_ not in ("advmod", "npadvmod"):
        return None
    if not (first.is_alpha and first.text[:1].isupper() and not first.is_stop) or known_word(first.lower_):
        return None
    return first


def _stray_subject(root: Token, sent: Span) -> Token | None:
    """The subject of a finite root the parser attached elsewhere, or None.

    "At the outbreak of WW1 Wheeler took ...": "Wheeler" hangs on "of". A noun or pronoun
    right before the verb that is the last word of a phrase opening the sentence is taken
    as the subject; so is a capitalised first word followed by a comma and taken for an
    adverb ("Jake, ostensibly in character ..., sings").
    """
    doc = root.doc
    name = _name_as_adverb(root, sent)
    if name is not None:
        return name
    before = doc[root.i - 1] if root.i > sent.start else None
    if before is not None and before.pos_ == "PROPN" and before.dep_ == "compound" and before.head.i == root.i:
        left = doc[before.i - 1] if before.i > sent.start else None
        if left is None or left.text == "," or left.i == sent.start:
            return before  # "In 2015, Ben co-founded ...": a name hung on the verb as a compound
    if root.lemma_ == "be" and not (before is not None and before.ent_type_ == "PERSON"):
        return None  # "Amongst his siblings was a brother": a locative inversion, subject after
    if before is not None and before.pos_ in ("PROPN", "NOUN", "PRON") and before.dep_ in ("pobj", "compound", "appos"):
        opening = next((c for c in root.children if c.dep_ == "prep" and c.i == sent.start), None)
        if opening is not None and opening.right_edge.i == before.i and before.tag_ not in ("WP", "WDT"):
            plural = before.tag_ in ("NNS", "NNPS")
            agrees = root.tag_ == "VBD" or (root.tag_ == "VBZ") != plural
            if agrees and not any(t.is_punct for t in doc[opening.i : before.i]):
                return before
    first = doc[sent.start]
    if (
        first.text[:1].isupper() and first.is_alpha and first.head.i == root.i and first.dep_ in ("advmod", "npadvmod")
        and first.i + 1 < root.i and doc[first.i + 1].text == "," and not first.lower_.endswith("ly")
        and not first.is_stop and first.tag_ in ("RB", "NNP", "NN")
    ):
        return first
    return None


def _subordinate_root(sent: Span) -> Token | None:
    """The one finite verb of a sentence whose root the parser misplaced.

    "Thong Saw Pak (born 1928) was a Singaporean weightlifter": "Saw" (a name) is the
    root and "was" its ccomp. Accepted only when exactly one finite verb with its own
    subject before it exists, outside relative and subordinate clauses.
    """
    found = []
    quotes = 0
    after_colon = False
    for token in sent:
        if token.text in ('"', "“", "”", "«", "»"):
            quotes += 1
        after_colon = after_colon or token.text == ":"
        if token.tag_ not in ("VBD", "VBZ", "VBP") or token.dep_ in ("aux", "auxpass", "relcl", "advcl", "acl", "csubj", "conj", "xcomp"):
            continue
        if token.text[:1].isupper() or token.dep_ == "ROOT" or quotes % 2 or after_colon:
            continue  # a name, or a verb inside a quotation or after a colon
        if token.dep_ == "ccomp" and token.i > token.head.i and token.head.pos_ in ("VERB", "AUX") and not token.head.text[:1].isupper():
            continue  # "said it asked": reported speech, not the main claim
        if token.i < token.head.i and any(c.dep_ in AUX_DEPS for c in token.head.children) and not any(
            c.dep_ in SUBJECT_DEPS for c in token.head.children
        ):
            continue  # "A scene focused on X, ..., is introduced": a reduced relative before the real verb
        kids = list(token.children)
        subject = next((c for c in kids if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is None or subject.i > token.i or subject.tag_ in ("WP", "WDT") or subject.lower_ == "that":
            continue
        if any(c.dep_ == "mark" for c in kids):
            continue
        ancestors = list(token.ancestors)
        if any(a.dep_ in ("relcl", "advcl", "acl", "ccomp", "xcomp", "csubj") for a in ancestors):
            continue
        found.append(token)
    return found[0] if len(found) == 1 else None


def _clause_after_opener(root: Token, sent: Span) -> Token | None:
    """The clause after an opening noun phrase taken for its head ("The following month he was promoted").

    The parser reads the clause as a relative clause on the noun; it is accepted as the
    main clause when the noun phrase opens the sentence, the clause has its own personal
    pronoun or name as subject right after the noun, and it runs to the end of the sentence.
    """
    if root.pos_ not in ("NOUN", "PROPN") or not all(
        t.head.i == root.i and t.dep_ in ("det", "amod", "compound", "nummod") for t in sent if t.i < root.i
    ):
        return None
    verb = next((c for c in root.children if c.dep_ == "relcl" and c.i > root.i), None)
    if verb is None:
        return None
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i != root.i + 1 or subject.tag_ not in ("PRP", "NNP"):
        return None
    if subject.lower_ in grammar().pronouns.relative or subject.lower_ == "it":
        return None
    last = max(t.i for t in sent if not t.is_punct)
    return verb if verb.right_edge.i >= last else None


def _noun_root_verb(root: Token, sent: Span) -> Token | None:
    """The finite verb the parser hung on a subject noun as a clause ("A woman called ...").

    Only when the noun's phrase opens the sentence, the verb follows the noun at once,
    is tagged finite, and every other finite verb of the sentence lies inside its phrase.
    """
    if not all(t.head.i == root.i and t.dep_ in ("det", "amod", "compound", "poss", "nummod") for t in sent if t.i < root.i):
        return None
    verb = next((c for c in root.children if c.dep_ == "acl" and c.i == root.i + 1 and c.tag_ in ("VBD", "VBZ")), None)
    if verb is None or verb.text[:1].isupper():
        return None
    inside = range(verb.left_edge.i, verb.right_edge.i + 1)
    if any(t.tag_ in FINITE_TAGS and t.i not in inside for t in sent):
        return None
    return verb


def _opening_subordinator(sent: Span, first: Token, last: Token) -> bool:
    """The verb's clause opens with a subordinator ("When", "If") and a finite clause of
    its own follows it: that later clause is the main one the parse missed.

    "While in prison, Pandit translated ..." and 'Before "Big Brother", Chanelle appeared
    ...' have no later clause: the subordinator only opens a phrase before the main verb.
    """
    table = rows(sent.doc)
    start = sent.start
    while start < sent.end and (table[start].punct or table[start].space):
        start += 1  # an opening quote or bracket
    if start >= sent.end:
        return False
    opener = table[start]
    if opener.dep not in ("advmod", "mark") or opener.lower not in grammar().clauses.subordinators:
        return False
    head = table[opener.head]
    if not first.i <= head.i <= last.i and not (head.dep == "prep" and first.i <= head.head <= last.i):
        return False  # "When in June 1897, ...": the parse may hang it on a phrase of the verb
    doc = sent.doc
    for row in table[last.i + 1 : sent.end]:
        if row.tag in FINITE_TAGS and not doc[row.i].text[:1].isupper():  # not a title's "Ruled"
            verb = table[row.head] if row.dep in AUX_DEPS else row
            if verb.dep not in ("relcl", "conj", "ccomp"):
                return True
    return False


def _heading_participle(sent: Span, last: Token, subject: Token) -> bool:
    """"Teams promoted from the Naisten Mestis": a heading whose "-ed" form is a participle.

    No final punctuation, a bare common-noun subject ("Teams", "Track listing") and no
    object: "Teams did not promote from" would turn the passive heading into an active claim.
    """
    if sent_text(sent).rstrip().endswith((".", "!", "?", '"', "”")):
        return False
    if subject.tag_ not in ("NN", "NNS", "NNPS") or any(c.dep_ in ("det", "poss", "nummod") for c in subject.children):
        return False
    return last.lower_.endswith("ed") and not any(c.dep_ in ("dobj", "obj") for c in last.children)


def _reduced_relative(first: Token, last: Token) -> bool:
    """"The team placed last ... will be relegated": the past form is a participle.

    The parser made the real verb ("will be relegated", "is interrupted") a conjunct of the
    participle; a conjunct with its own finite auxiliary, no subject and no coordinator
    before it gives it away.
    """
    doc = first.doc
    for child in last.children:
        if child.dep_ != "conj" or child.i < last.i:
            continue
        kids = list(child.children)
        if any(c.dep_ in SUBJECT_DEPS for c in kids) or not any(c.dep_ in AUX_DEPS and c.tag_ in FINITE_TAGS for c in kids):
            continue
        if not any(t.dep_ == "cc" or t.lower_ in grammar().clauses.coordinators for t in doc[last.i + 1 : child.i]):
            return True
    return False
