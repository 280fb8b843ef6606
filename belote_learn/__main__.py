"""``python -m belote_learn`` runs the ``belote-learn`` command."""
import sys

from belote_learn.cli import main

if __name__ == "__main__":  # importing the module (the API reference does) runs nothing
    sys.exit(main())
