"""Chinese: the pipeline (jieba's words and tags on spaCy's Chinese class) and the analysis.

- :mod:`.pipeline`: ``load_nlp("zh")``'s pipeline: the segmenter as its tokenizer, the tagger
  as its one component, so the ``needs`` levels mean what they mean in English (tokens: the
  words alone; tags: the words with their tags);
- :mod:`.segment`: jieba's words, with its unknown words re-cut where they swallowed a
  grammar word ("人在切" is 人 + 在 + 切), and each word's tag;
- :mod:`.words`: the token table the rules read, and what each grammar word is;
- :mod:`.clause`: the main clause (predicate, aspect, polarity, where an adverb or a
  negation goes), as a :class:`~.clause.Predicate` or a :class:`~sda_augment.reasons.Skip`;
- :mod:`.rules`: the schema of ``rules/zh_grammar.toml``.

The transforms read the analysis, never the tags directly, so a parser that replaces the
tagger changes this package and not the rules.
"""
