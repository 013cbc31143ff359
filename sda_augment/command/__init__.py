"""What ``sda-augment`` does with its options, one job per module.

:mod:`.methods` turns ``--method``, ``--negative`` and ``--config`` into transforms;
:mod:`.settings` checks the options together and holds them; :mod:`.output_file` writes
the output a whole record at a time and resumes it; :mod:`.parses` opens the parse file;
:mod:`.stream` runs the records through the augmenter with progress and checkpoints;
:mod:`.reports` writes the JSON and HTML reports; :mod:`.corpus` is a run from start to
end; :mod:`.explain` is ``--explain``. :mod:`sda_augment.cli` reads the options in front
of them. Errors are click exceptions with one-line messages.
"""
