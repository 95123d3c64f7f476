# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
"""xgettext.py: the strings of po/POTFILES.in as `ninja queens-pot` extracts
them, and a reader for the template xgettext writes."""

import re
import subprocess

# The keywords and flags of meson's i18n "glib" preset (po/meson.build
# uses it).  --add-comments keeps the comment just before a keyword: the
# translator comment ("#." in the template).
XGETTEXT_ARGS = [
    '--from-code=UTF-8', '--add-comments',
    '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format', '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format', '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format', '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format', '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format', '--flag=g_printerr:1:c-format',
    '--flag=g_printf:1:c-format', '--flag=g_fprintf:2:c-format',
    '--flag=g_sprintf:2:c-format', '--flag=g_snprintf:3:c-format',
]


def extract(root, potfiles, template):
    """Runs xgettext over the files listed in @potfiles (paths relative to
    @root) into @template; returns the finished process."""
    return subprocess.run(['xgettext', *XGETTEXT_ARGS, '--package-name=queens',
                           '-D', str(root), '-f', str(potfiles), '-o', str(template)],
                          capture_output=True, text=True)


_ESCAPE = re.compile(r'\\(.)')
_ESCAPES = {'n': '\n', 't': '\t', 'r': '\r', 'a': '\a', 'b': '\b', 'f': '\f', 'v': '\v'}


def _unquote(quoted):
    text = quoted.strip()
    if len(text) >= 2 and text[0] == '"' and text[-1] == '"':
        text = text[1:-1]
    return _ESCAPE.sub(lambda match: _ESCAPES.get(match.group(1), match.group(1)), text)


class Entry:
    """One message of a template: its context, msgid (and plural), the
    extracted comments ("#." lines), the references ("#:") and flags ("#,")."""

    def __init__(self):
        self.msgctxt = None
        self.msgid = ''
        self.msgid_plural = None
        self.comments = []
        self.references = []
        self.flags = []


def entries(template_text):
    """The messages of @template_text, but for the header."""
    found = []
    for block in re.split(r'\n\s*\n', template_text):
        entry = Entry()
        field = None
        for line in block.splitlines():
            if line.startswith('#.'):
                entry.comments.append(line[2:].strip())
            elif line.startswith('#:'):
                entry.references.extend(line[2:].split())
            elif line.startswith('#,'):
                entry.flags.extend(flag.strip() for flag in line[2:].split(','))
            elif line.startswith('#'):
                continue
            elif line.startswith(('msgctxt ', 'msgid ', 'msgid_plural ')):
                field, _, value = line.partition(' ')
                setattr(entry, field, _unquote(value))
            elif line.startswith('msgstr'):
                field = None
            elif line.startswith('"') and field:
                setattr(entry, field, getattr(entry, field) + _unquote(line))
        if entry.msgid:
            found.append(entry)
    return found


# A printf conversion as xgettext's c-format knows it: an optional
# argument number ("%2$s"), flags (with "'" for grouped digits), width,
# precision, size and the conversion; "%<PRIu64>" for the <inttypes.h>
# macros.  "%%" is a percent sign, "%m" the error text: no value.  The
# space flag is left out, so that "100% sure" is no "% s".
PLACEHOLDER = re.compile(r"%%|%m|%(?:[1-9][0-9]*\$)?[-+#0'I]*(?:\*(?:[1-9][0-9]*\$)?|[0-9]+)?"
                         r"(?:\.(?:\*(?:[1-9][0-9]*\$)?|[0-9]*))?"
                         r"(?:hh|h|ll|l|L|q|j|z|Z|t)?[diouxXeEfFgGaAcCsSp]|%<\w+>")


def placeholders(text):
    """The printf conversions in @text that each take a value, in order."""
    return [found for found in PLACEHOLDER.findall(text) if found not in ('%%', '%m')]
