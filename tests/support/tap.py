# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
"""tap.py: TAP lines for the Python tests, printed as each check runs."""


class Tap:
    """Numbers the checks, prints each one's line, counts the failures."""

    def __init__(self):
        self.count = 0
        self.failed = 0

    def check(self, passed, description, diagnostics=""):
        """One TAP line; a failure's @diagnostics follow as comments."""
        self.count += 1
        print(f"{'ok' if passed else 'not ok'} {self.count} {description}")
        if not passed:
            self.failed += 1
            for line in str(diagnostics).splitlines():
                print(f"# {line}")
