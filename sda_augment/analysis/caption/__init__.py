"""Image captions: a subject and a participle, or a noun phrase, with no finite verb.

The lines of an image-caption corpus ("A man in a blue shirt standing on a ladder.", "Two
dogs in the snow.") are read here, for MV, NEG and DN alike:

- :mod:`.reading`: the caption readings, in order, and :func:`~.reading.read_sentence`, the
  one reading of a sentence the three methods take (its clause, a caption's reading, or why
  neither);
- :mod:`.implied_be`: a subject and participle read with an implied "be";
- :mod:`.existential`: a verbless noun phrase read as "there is a ...";
- :mod:`.finite`: a caption's finite verb that the parser hung below its subject;
- :mod:`.clauses`: main clauses the parser found in captions that are not the caption's claim;
- :mod:`.participles`: the participles the parser hung on the wrong word;
- :mod:`.verbs`: present verbs the tagger read as nouns (which the clause analysis asks too).

This package imports no module of its own eagerly: the clause analysis reads :mod:`.verbs`
while the readings read the clause analysis.
"""
