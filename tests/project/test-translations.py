#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# test-translations.py: every catalogue in po/LINGUAS is well formed and
# complete against the strings the sources have today (what msgmerge with
# a fresh template would give, without writing anything).
#
# Usage: test-translations.py SOURCE_ROOT
# Prints TAP.

import pathlib
import re
import subprocess
import sys
import tempfile

import xgettext

STATISTICS = re.compile(r'(\d+) translated messages?(?:, (\d+) fuzzy translations?)?'
                        r'(?:, (\d+) untranslated messages?)?')


class Tap:
    def __init__(self):
        self.results = []

    def check(self, ok, description, detail=''):
        self.results.append((ok, description, detail))

    def finish(self):
        print(f'1..{len(self.results)}')
        for number, (ok, description, detail) in enumerate(self.results, 1):
            print(f'{"ok" if ok else "not ok"} {number} {description}')
            for line in detail.splitlines():
                print(f'# {line}')
        return 0 if all(ok for ok, _, _ in self.results) else 1


def run(command):
    return subprocess.run(command, capture_output=True, text=True)


def statistics(po_file):
    result = run(['msgfmt', '--statistics', '-o', '/dev/null', str(po_file)])
    match = STATISTICS.search(result.stderr)
    if not match:
        return None
    return tuple(int(group or 0) for group in match.groups())


def msgids(po_text, with_plurals=True):
    """The msgids of the PO text @po_text, each on one line; without
    @with_plurals, only those that have no plural form."""
    found = []
    for block in po_text.split('\n\n'):
        if not with_plurals and 'msgid_plural' in block:
            continue
        text = ''
        in_msgid = False
        for line in block.splitlines():
            if line.startswith('msgid '):
                in_msgid = True
                text = line[len('msgid '):].strip('"')
            elif in_msgid and line.startswith('"'):
                text += line.strip('"')
            else:
                in_msgid = False
        if text:
            found.append(text)
    return found


def untranslated_msgids(po_file):
    """The msgids msgattrib reports as untranslated, each on one line."""
    result = run(['msgattrib', '--untranslated', '--no-obsolete', '--no-location', str(po_file)])
    return msgids(result.stdout)


# A number followed by one of these nouns is counted: the message needs
# ngettext, since "1 queens" is wrong in English and worse elsewhere.
COUNTED_NOUN = re.compile(r"%['l]*[sudi] (?:by %['l]*[sudi] )?"
                          r'(?:queens|squares|solutions|rows|columns|moves|steps|conflicts|'
                          r'pairs|seconds|minutes|hours|days|pixels|pages|tokens|attacks|ways)\b')


def singular_messages(template):
    """The msgids of @template that have no plural form, each on one line."""
    return msgids(template.read_text(encoding='utf-8'), with_plurals=False)


def counted_without_plural(messages):
    return [message for message in messages if COUNTED_NOUN.search(message)]


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.').resolve()
    po_dir = root / 'po'
    languages = [line.strip() for line in (po_dir / 'LINGUAS').read_text().splitlines()
                 if line.strip() and not line.startswith('#')]
    tap = Tap()
    tap.check('de' in languages, 'po/LINGUAS lists German')

    with tempfile.TemporaryDirectory() as scratch:
        template = pathlib.Path(scratch) / 'queens.pot'
        result = xgettext.extract(root, po_dir / 'POTFILES.in', template)
        tap.check(result.returncode == 0 and template.exists(),
                  'xgettext extracts the strings of po/POTFILES.in', result.stderr)
        if result.returncode != 0:
            return tap.finish()

        # The check itself must catch a counted noun, and only that.
        caught = counted_without_plural(['%u queens', 'a board of %u by %u squares',
                                         'Steps: %s', 'N = %u has no solutions'])
        tap.check(caught == ['%u queens', 'a board of %u by %u squares'],
                  'self-test: counted nouns are recognised',
                  '' if caught == ['%u queens', 'a board of %u by %u squares'] else repr(caught))
        counted = counted_without_plural(singular_messages(template))
        tap.check(not counted,
                  f'every counted noun goes through ngettext ({len(counted)} do not)',
                  '\n'.join(counted))

        for language in languages:
            po_file = po_dir / f'{language}.po'
            result = run(['msgfmt', '--check', '-o', '/dev/null', str(po_file)])
            tap.check(result.returncode == 0,
                      f'{language}.po is well formed (msgfmt --check: formats, plurals, header)',
                      result.stderr)

            own = statistics(po_file)
            tap.check(own is not None and own[1] == 0 and own[2] == 0,
                      f'{language}.po has no fuzzy or untranslated message ({own})')

            merged = pathlib.Path(scratch) / f'{language}.po'
            result = run(['msgmerge', '--quiet', '--no-fuzzy-matching', '-o', str(merged),
                          str(po_file), str(template)])
            tap.check(result.returncode == 0, f'{language}.po merges with a fresh template', result.stderr)
            merged_statistics = statistics(merged)
            missing = untranslated_msgids(merged)
            tap.check(merged_statistics is not None and merged_statistics[0] > 0
                      and merged_statistics[1] == 0 and merged_statistics[2] == 0 and not missing,
                      f'{language}.po translates every string the sources have today '
                      f'({len(missing)} missing)',
                      '\n'.join(missing[:40]))

    return tap.finish()


if __name__ == '__main__':
    sys.exit(main())
