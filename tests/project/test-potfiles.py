#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
# test-potfiles.py: every source file with a string for translators is listed
# in po/POTFILES.in, and every listed file exists.
#
# Usage: test-potfiles.py SOURCE_ROOT
# Prints TAP, one test per file looked at.

import pathlib
import re
import sys
import tempfile

# Calls that mark a string in C: _(), N_(), C_(), NC_(), Q_() and the
# ngettext family.  A word character before the name would make it part
# of another identifier.
C_MARKER = re.compile(r'(?<![\w])(?:_|N_|C_|NC_|Q_|ngettext|dngettext|g_dngettext|'
                      r'g_dpgettext|g_dpgettext2|g_dcgettext|gettext|dgettext|g_dgettext)\s*\(')
# One pass, so that "//" inside a string ("https://...") does not start a
# comment and '"' inside a comment does not start a string.
C_COMMENT_STRING_OR_CHAR = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"'
                                      r'|\'(?:\\.|[^\'\\\n])*\'', re.DOTALL)
UI_MARKER = re.compile(r'translatable\s*=\s*"(?:yes|true|1)"')

# Data files that always carry text for users.
ALWAYS_TRANSLATED = ('.desktop.in', '.metainfo.xml.in', '.appdata.xml.in', '.gschema.xml')


def has_c_marker(text):
    # Comments and literals may mention _( without calling it.
    code = C_COMMENT_STRING_OR_CHAR.sub(
        lambda match: ' ' if match.group().startswith('/') else '""', text)
    return C_MARKER.search(code) is not None


def needs_translation(path):
    name = path.name
    if name.endswith(ALWAYS_TRANSLATED):
        return True
    text = path.read_text(encoding='utf-8')
    if name.endswith(('.c', '.h')):
        return has_c_marker(text)
    if name.endswith('.ui'):
        return UI_MARKER.search(text) is not None
    return False


def candidates(root):
    for folder in ('src', 'ui', 'data', 'resources'):
        for path in sorted((root / folder).rglob('*')):
            if path.is_file() and path.name.endswith(('.c', '.h', '.ui') + ALWAYS_TRANSLATED):
                yield path


def read_potfiles(root):
    listed = []
    for line in (root / 'po' / 'POTFILES.in').read_text(encoding='utf-8').splitlines():
        line = line.strip()
        if line and not line.startswith('#'):
            listed.append(line)
    return listed


def check_tree(root):
    """(ok, description) for every listed file and every candidate."""
    listed = read_potfiles(root)
    results = []

    for entry in listed:
        results.append(((root / entry).is_file(),
                        f'{entry} is listed and exists'))

    duplicates = sorted({entry for entry in listed if listed.count(entry) > 1})
    results.append((not duplicates,
                    'no file is listed twice' + (f' ({", ".join(duplicates)})' if duplicates else '')))

    for path in candidates(root):
        relative = path.relative_to(root).as_posix()
        if needs_translation(path):
            results.append((relative in listed,
                            f'{relative} has strings for translators and is in po/POTFILES.in'))
        elif relative in listed:
            results.append((False, f'{relative} is in po/POTFILES.in but has no string to translate'))

    return results


# The checker itself, on a scratch tree: each file, whether it must be
# listed, and its text.  A checker that missed these would pass any tree.
SELF_TEST_FILES = {
    'src/core/queens-core-thing.c': (True, 'char *f (void) { return g_strdup (_("core")); }\n'),
    'src/queens-plural.c': (True, 'x = g_dngettext (GETTEXT_PACKAGE, "a", "as", n);\n'),
    'src/queens-url.c': (True, 'u = "https://example.org"; l = C_("ctx", "label");\n'),
    'src/queens-comment-only.c': (False, '/* _("not called") */ s = "N_(nor here)";\n'),
    'ui/queens-thing.ui': (True, '<property name="label" translatable="yes">Hi</property>\n'),
}


def self_test():
    results = []
    with tempfile.TemporaryDirectory() as scratch:
        root = pathlib.Path(scratch)
        (root / 'po').mkdir()
        (root / 'po' / 'POTFILES.in').write_text('# nothing listed\n', encoding='utf-8')
        for name, (_, text) in SELF_TEST_FILES.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text, encoding='utf-8')
        failures = {description for ok, description in check_tree(root) if not ok}
        for name, (must_list, _) in SELF_TEST_FILES.items():
            caught = any(description.startswith(name + ' ') for description in failures)
            results.append((caught == must_list,
                            f'self-test: an unlisted {name} is '
                            + ('reported' if must_list else 'not reported (no real marker)')))
    return results


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.').resolve()
    results = self_test() + check_tree(root)

    print(f'1..{len(results)}')
    failed = 0
    for number, (ok, description) in enumerate(results, 1):
        print(f'{"ok" if ok else "not ok"} {number} {description}')
        failed += not ok
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
