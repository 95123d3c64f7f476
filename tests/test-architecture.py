#!/usr/bin/env python3
# test-architecture.py: docs/architecture.md names every source file of
# src/ and src/core/, and names no file that is gone: the page is the map
# new contributors read first, so it must stay true to the tree.
#
# Usage: test-architecture.py SOURCE_ROOT
# Prints TAP.

import pathlib
import re
import sys

from tap import Tap


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.').resolve()
    page = (root / 'docs' / 'architecture.md').read_text(encoding='utf-8')
    tap = Tap()

    # A module is named by its stem (queens-board for .c and .h alike).
    stems = sorted({path.stem for folder in ('src', 'src/core')
                    for path in (root / folder).glob('*.[ch]')
                    if path.name != 'main.c'} - {'queens-cli-private'})
    named = set(re.findall(r'\bqueens-[a-z0-9-]+[a-z0-9]', page))
    for stem in stems:
        tap.check(re.search(r'\b' + re.escape(stem) + r'\b', page) is not None,
                  f'the page names {stem}')
    tap.check('main.c' in page and 'queens-cli-private.h' in page,
              'the page names main.c and queens-cli-private.h')

    # Every module the page names exists (the application id and the
    # program's own name are not modules).
    known = set(stems) | {'queens-cli-private'}
    gone = sorted(name for name in named
                  if name.startswith(('queens-', )) and name not in known
                  and not (root / 'ui' / f'{name}.ui').exists())
    tap.check(not gone, 'every module the page names exists', '\n'.join(gone))
    print(f'1..{tap.count}')
    return 1 if tap.failed else 0


if __name__ == '__main__':
    sys.exit(main())
