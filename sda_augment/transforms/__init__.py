"""Built-in transforms: one folder per family, each listing its classes in ``TRANSFORMS``.

Importing this package imports every family folder found here, so a new family is picked
up by adding its folder, with nothing to list elsewhere. Where each built-in method lives
(the registry is the list; ``tests/test_transforms_index.py`` checks this table against it,
and prints the table to paste when a method is added or moved):

| method             | folder           | class                  | polarity |
|--------------------|------------------|------------------------|----------|
| `adj_antonym`      | `antonym/`       | AdjectiveAntonym       | negative |
| `augcse`           | `augcse/`        | AugCSEPool             | positive |
| `city_swap`        | `lexical_swap/`  | CitySwap               | negative |
| `color_swap`       | `lexical_swap/`  | ColorSwap              | negative |
| `contraction`      | `contraction/`   | Contraction            | positive |
| `crop`             | `baselines/`     | Crop                   | positive |
| `discourse`        | `discourse/`     | Discourse              | positive |
| `dn`               | `negation/`      | DoubleNegation         | positive |
| `gender_swap`      | `gender/`        | GenderSwap             | positive |
| `hypernym`         | `taxonomy/`      | Hypernym               | positive |
| `hyponym`          | `taxonomy/`      | Hyponym                | negative |
| `mask`             | `baselines/`     | Mask                   | positive |
| `mv`               | `modal/`         | ModalVerb              | positive |
| `neg`              | `negation/`      | Negation               | negative |
| `neg_removal`      | `negation/`      | NegationRemoval        | negative |
| `num2word`         | `numbers/`       | NumberWords            | positive |
| `pi`               | `punctuation/`   | PunctuationInsertion   | positive |
| `rand_punct`       | `baselines/`     | RandomPunctuation      | positive |
| `sc`               | `surface/`       | SwitchCase             | positive |
| `sentence_reorder` | `reorder/`       | SentenceReorder        | positive |
| `subj_obj_swap`    | `subj_obj_swap/` | SubjObjSwap            | negative |
| `swap`             | `baselines/`     | Swap                   | positive |
| `synonym`          | `baselines/`     | SynonymReplacement     | positive |
| `tense`            | `tense/`         | Tense                  | positive |
| `word_del`         | `baselines/`     | WordDeletion           | positive |
| `wr`               | `surface/`       | WordRepetition         | positive |
| `yoda`             | `yoda/`          | Yoda                   | positive |

Chinese implementations (`--lang zh`), registered under the same names:

| method       | folder         | class                    | polarity |
|--------------|----------------|--------------------------|----------|
| `crop`       | `baselines/`   | ChineseCrop              | positive |
| `dn`         | `negation/`    | ChineseDoubleNegation    | positive |
| `mv`         | `modal/`       | ChineseAffirmation       | positive |
| `neg`        | `negation/`    | ChineseNegation          | negative |
| `pi`         | `punctuation/` | ChinesePunctuation       | positive |
| `rand_punct` | `baselines/`   | ChineseRandomPunctuation | positive |
| `swap`       | `baselines/`   | ChineseSwap              | positive |
| `word_del`   | `baselines/`   | ChineseWordDeletion      | positive |
| `wr`         | `surface/`     | ChineseWordRepetition    | positive |
"""

from __future__ import annotations

import importlib
import pkgutil


def _families() -> tuple[type, ...]:
    found: list[type] = []
    for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if module.ispkg:
            found.extend(getattr(importlib.import_module(f"{__name__}.{module.name}"), "TRANSFORMS", ()))
    return tuple(found)


TRANSFORMS: tuple[type, ...] = _families()
