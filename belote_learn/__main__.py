"""``python -m belote_learn`` runs the ``belote-learn`` command."""
import sys

from belote_learn.cli import main

sys.exit(main())
