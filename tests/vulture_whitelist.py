"""Names vulture cannot see being used (``vulture`` reads this file with the package).

Each is used by a framework, by a protocol, or is public API that the package itself does
not call: it is listed here, by the attribute it is, so that the check still fails on any
other unused name.
"""

from sda_augment import batch, edits, lexicon, pipeline, reasons, registry, transform
from sda_augment.analysis import repairs, rules
from sda_augment.lexicon import RuleData
from sda_augment.transforms.lexical_swap.rules import City
from sda_augment.transforms.subj_obj_swap.rules import Pronouns
from sda_augment.zh import pipeline as zh_pipeline
from sda_augment.zh.segment import Segmenter

_ = object()

# module-level __getattr__/__dir__ (PEP 562): lazy exports and deprecated aliases
_.__getattr__
_.__dir__

# public API for users and plugin writers (documented; tests call them)
batch.output_features  # docs/distributed.md
pipeline.Augmenter.augment_doc  # one parsed Doc at a time
reasons.registered  # every registered code, for reports and checks
reasons.is_registered
registry.register  # plugins register a transform in code
edits.first_word  # docs/adding-a-transform.md's example uses it
repairs.REPAIRS  # the known parser errors, listed for reading and testing
repairs.Repair.detects
repairs.Repair.rewrites
rules.SHARED_FILES  # the rule files every family shares
lexicon.RuleFile  # a plugin's own rule file (docs/adding-a-transform.md)
reasons.SHARED_GROUPS  # the code groups of the shared machinery, read by the checks
transform.Meta.codes  # a transform's declared reason codes, read by the checks

# loaded by name: model.LANGUAGE_PIPELINES names the Chinese pipeline's factory
zh_pipeline.chinese

# spaCy's tokenizer protocol: a pipeline saved to disk saves its tokenizer
Segmenter.to_disk
Segmenter.from_disk

# typed rule data: fields read by name from the TOML files
rules.PrimaryForms.have
Pronouns.things
RuleData.model_config  # pydantic
City._every_country_dated  # a pydantic model validator

# torch.nn.Module protocol
_.forward
_.extra_repr

# rich's and random's attributes, set for them to read
_.caption_justify
_.gauss_next
