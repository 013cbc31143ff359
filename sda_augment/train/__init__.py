"""The [train] extra: a minimal torch contrastive trainer. Never imported by ``sda_augment``."""
