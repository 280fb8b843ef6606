"""``python -m belote_learn`` runs the ``belote-learn`` command."""
import sys

from .cli import main

sys.exit(main())
