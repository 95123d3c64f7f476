#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# test-translator-comments.py: every message with a value in it ("%s",
# "%u", "%'d", "%.1f"...) tells translators what each value is, and one
# with two or more values says they may be put in another order.
#
# The comment is the one xgettext extracts (a "#." line of the template):
# in C, a comment starting "Translators:" on the lines just above the line
# that holds the message's first string, with no other line of code
# between them (a comment above "g_dngettext (GETTEXT_PACKAGE," is lost
# when the string starts on the next line: it goes right above the
# string); in a .ui file, comments="Translators: ..." on the translatable
# property.  A message used in several places gets its comments joined:
# the same words, wrapped the same way, show once.  For two or more
# values the comment names the numbered forms ("%1$s, %2$u"), which
# glibc's printf (and so g_strdup_printf, g_set_error...) accepts in a
# translation, in whatever order the language needs.  test-translations
# checks the catalogues themselves with msgfmt --check.
#
# Usage: test-translator-comments.py SOURCE_ROOT
# Prints TAP.

import pathlib
import sys
import tempfile

from tap import Tap
import xgettext

TRANSLATORS = 'translators:'
POSITIONAL = '%1$'


def describe(entry):
    def quoted(text):
        return '“' + text.replace('\n', '\\n') + '”'
    return quoted(entry.msgid) + (f' / {quoted(entry.msgid_plural)}' if entry.msgid_plural else '')


def values(entry):
    """How many values the message takes: the most of its forms."""
    return max(len(xgettext.placeholders(entry.msgid)),
               len(xgettext.placeholders(entry.msgid_plural or '')))


def problems(entries):
    """(without a translator comment, without word of reordering): each a
    list of "file:line: message" lines."""
    uncommented = []
    unordered = []
    for entry in entries:
        count = values(entry)
        if count == 0:
            continue
        comment = ' '.join(entry.comments)
        where = ' '.join(entry.references) or '(no reference)'
        if TRANSLATORS not in comment.lower():
            uncommented.append(f'{where}: {describe(entry)}')
        elif count >= 2 and POSITIONAL not in comment:
            unordered.append(f'{where}: {describe(entry)}')
    return uncommented, unordered


# The check itself, on a scratch source file run through the same
# xgettext: the messages it must report, and those it must let pass.
SELF_TEST_SOURCE = '''\
/* Translators: %s is a name, "Hello, Ada" */
a = g_strdup_printf (_("Hello, %s"), name);
b = g_strdup_printf (_("Goodbye, %s"), name);
/* Keeps the name for later. */
c = g_strdup_printf (_("Welcome, %s"), name);
/* Translators: a comment too far away */
d = g_strdup_printf (
  _("See you, %s"), name);
/* Translators: %s is a square, %u a count */
e = g_strdup_printf (_("%s is attacked by %u"), square, count);
/* Translators: %s is a square, %u a count, "a2 by 3".
 * Reorder with %1$s, %2$u if needed. */
f = g_strdup_printf (_("%s by %u"), square, count);
g = _("100% sure, 50%% done");
h = g_dngettext (GETTEXT_PACKAGE, "one queen", "%u queens", n);
/* Translators: %u is a count, "3 rows" */
i = g_dngettext (GETTEXT_PACKAGE, "%u row", "%u rows", n);
'''
SELF_TEST_UI = '''\
<?xml version="1.0" encoding="UTF-8"?>
<interface>
  <object class="GtkLabel">
    <property name="label" translatable="yes" comments="Translators: %u is a size, “N = 8”">N = %u</property>
  </object>
  <object class="GtkLabel">
    <property name="label" translatable="yes">Row %u</property>
  </object>
</interface>
'''
SELF_TEST_REPORTED = {'Goodbye, %s', 'Welcome, %s', 'See you, %s', '%s is attacked by %u', 'one queen',
                      'Row %u'}


def self_test(tap):
    with tempfile.TemporaryDirectory() as scratch:
        root = pathlib.Path(scratch)
        (root / 'thing.c').write_text(SELF_TEST_SOURCE, encoding='utf-8')
        (root / 'thing.ui').write_text(SELF_TEST_UI, encoding='utf-8')
        (root / 'POTFILES').write_text('thing.c\nthing.ui\n', encoding='utf-8')
        template = root / 'thing.pot'
        result = xgettext.extract(root, root / 'POTFILES', template)
        if result.returncode != 0 or not template.exists():
            tap.check(False, 'self-test: xgettext reads a scratch file', result.stderr)
            return
        uncommented, unordered = problems(xgettext.entries(template.read_text(encoding='utf-8')))
        reported = {line.split(': “', 1)[1].split('”')[0] for line in uncommented + unordered}
        tap.check(reported == SELF_TEST_REPORTED,
                  'self-test: messages without a translator comment or word of reordering '
                  'are reported, and only they',
                  f'reported: {sorted(reported)}\nexpected: {sorted(SELF_TEST_REPORTED)}')


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.').resolve()
    tap = Tap()
    self_test(tap)

    with tempfile.TemporaryDirectory() as scratch:
        template = pathlib.Path(scratch) / 'queens.pot'
        result = xgettext.extract(root, root / 'po' / 'POTFILES.in', template)
        extracted = result.returncode == 0 and template.exists()
        tap.check(extracted, 'xgettext extracts the strings of po/POTFILES.in', result.stderr)
        if extracted:
            entries = xgettext.entries(template.read_text(encoding='utf-8'))
            with_values = [entry for entry in entries if values(entry)]
            uncommented, unordered = problems(entries)
            tap.check(with_values, f'the sources have messages with values ({len(with_values)})')
            tap.check(not uncommented,
                      'every message with a value has a translator comment '
                      f'({len(uncommented)} of {len(with_values)} have none)',
                      '\n'.join(uncommented))
            several = sum(1 for entry in with_values if values(entry) >= 2)
            tap.check(not unordered,
                      'every translator comment on two or more values says they may be '
                      f'reordered with %1$s, %2$s... ({len(unordered)} of {several} do not)',
                      '\n'.join(unordered))

    print(f'1..{tap.count}')
    return 1 if tap.failed else 0


if __name__ == '__main__':
    sys.exit(main())
