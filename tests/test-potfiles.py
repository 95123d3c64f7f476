#!/usr/bin/env python3
# test-potfiles.py: every source file with a string for translators is listed
# in po/POTFILES.in, and every listed file exists.
#
# Usage: test-potfiles.py SOURCE_ROOT
# Prints TAP, one test per file looked at.

import pathlib
import re
import sys

# Calls that mark a string in C: _(), N_(), C_(), NC_(), Q_() and the
# ngettext family.  A word character before the name would make it part
# of another identifier.
C_MARKER = re.compile(r'(?<![\w])(?:_|N_|C_|NC_|Q_|ngettext|dngettext|g_dngettext|'
                      r'g_dpgettext2|gettext|dgettext|g_dgettext)\s*\(')
C_COMMENT = re.compile(r'/\*.*?\*/|//[^\n]*', re.DOTALL)
C_STRING_OR_CHAR = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'')
UI_MARKER = re.compile(r'translatable\s*=\s*"(?:yes|true|1)"')

# Data files that always carry text for users.
ALWAYS_TRANSLATED = ('.desktop.in', '.metainfo.xml.in', '.appdata.xml.in', '.gschema.xml')


def has_c_marker(text):
    # Comments and literals may mention _( without calling it.
    code = C_COMMENT.sub(' ', text)
    code = C_STRING_OR_CHAR.sub('""', code)
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


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.').resolve()
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

    print(f'1..{len(results)}')
    failed = 0
    for number, (ok, description) in enumerate(results, 1):
        print(f'{"ok" if ok else "not ok"} {number} {description}')
        failed += not ok
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
