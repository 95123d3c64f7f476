#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
"""test-flatpak-manifest.py: the Flatpak manifest describes this project.

The manifest cannot be built here (flatpak-builder downloads the GNOME
runtime), so this checks what a build would rely on: the id is the app id
that meson.build, the desktop entry and the metainfo use; the runtime is
GNOME's; the command is the program meson installs; the one module builds
this very folder with meson, tests off, and meson accepts its options; the
sandbox holds no more than a GNOME application needs.  Prints TAP.

Usage: test-flatpak-manifest.py SOURCE_ROOT MANIFEST
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

from tap import Tap

# A window on Wayland or, failing that, X11; shared memory for X11; the GPU
# for GTK's renderer.  Files are opened and saved through the portals,
# which need no permission.
REQUIRED_FINISH_ARGS = {"--share=ipc", "--socket=wayland", "--socket=fallback-x11"}
ALLOWED_FINISH_ARGS = REQUIRED_FINISH_ARGS | {"--device=dri"}
# Names on the session bus the sandbox reaches without a --talk-name.
PORTAL_PREFIX = "org.freedesktop.portal."


def read(path):
    with open(path, encoding="utf-8") as source:
        return source.read()


def meson_app_id(root):
    match = re.search(r"^app_id = '([^']+)'", read(os.path.join(root, "meson.build")), re.M)
    return match.group(1) if match else None


def metainfo_id(root, app_id):
    path = os.path.join(root, "data", f"{app_id}.metainfo.xml.in")
    if not os.path.exists(path):
        return None
    return ElementTree.parse(path).getroot().findtext("id")


def installed_programs(root):
    """Names of the executables src/meson.build installs."""
    text = read(os.path.join(root, "src", "meson.build"))
    calls = re.findall(r"executable\(\s*'([^']+)'(.*?)\n\)", text, re.S)
    return [name for name, arguments in calls if re.search(r"install:\s*true", arguments)]


def project_options(root):
    return set(re.findall(r"^option\('([^']+)'", read(os.path.join(root, "meson_options.txt")), re.M))


def source_strings(root):
    """Every string literal in the C sources, for the bus names they use."""
    strings = set()
    for folder, _, files in os.walk(os.path.join(root, "src")):
        for name in files:
            if name.endswith(".c"):
                strings.update(re.findall(r'"([^"\\\n]*)"', read(os.path.join(folder, name))))
    return strings


def meson_accepts(root, config_opts):
    """Whether `meson setup` takes the module's options, as flatpak-builder passes them."""
    with tempfile.TemporaryDirectory() as build_dir:
        result = subprocess.run(["meson", "setup", build_dir, root, "--prefix=/app", *config_opts],
                                capture_output=True, text=True, timeout=300, check=False)
    return result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]


def main():
    root, manifest_path = sys.argv[1:3]
    tap = Tap()
    print("1..16")

    try:
        manifest = json.loads(read(manifest_path))
        parse_error = ""
    except (OSError, ValueError) as error:
        manifest, parse_error = {}, error
    tap.check(isinstance(manifest, dict) and manifest, "the manifest is a JSON object", parse_error)

    app_id = meson_app_id(root)
    tap.check(manifest.get("id") == app_id and app_id is not None,
              f"its id is meson.build's app id ({app_id})", manifest.get("id"))
    tap.check(os.path.exists(os.path.join(root, "data", f"{app_id}.desktop.in")),
              f"the desktop entry is named after it ({app_id}.desktop)")
    tap.check(metainfo_id(root, app_id) == app_id,
              "the metainfo's <id> is the same", metainfo_id(root, app_id))

    runtime, sdk = manifest.get("runtime"), manifest.get("sdk")
    tap.check(runtime == "org.gnome.Platform" and sdk == "org.gnome.Sdk",
              "runtime and SDK are GNOME's (org.gnome.Platform, org.gnome.Sdk)", f"{runtime} {sdk}")
    version = manifest.get("runtime-version")
    tap.check(isinstance(version, str) and re.fullmatch(r"\d+", version) is not None,
              f"the runtime version is a GNOME release number, as a string ({version!r})")

    programs = installed_programs(root)
    tap.check(manifest.get("command") in programs,
              f"the command is the program meson installs ({programs})", manifest.get("command"))

    modules = manifest.get("modules", [])
    module = modules[-1] if modules and isinstance(modules[-1], dict) else {}
    tap.check(len(modules) == 1 and module.get("name") == "queens",
              "one module, queens", json.dumps(modules)[:500])
    tap.check(module.get("buildsystem") == "meson", "it builds with meson", module.get("buildsystem"))

    sources = module.get("sources", [])
    source = sources[0] if len(sources) == 1 and isinstance(sources[0], dict) else {}
    source_path = os.path.join(os.path.dirname(os.path.abspath(manifest_path)), source.get("path", "\0"))
    tap.check(source.get("type") == "dir"
              and os.path.realpath(source_path) == os.path.realpath(root)
              and os.path.exists(os.path.join(source_path, "meson.build")),
              "its one source is this folder, which holds meson.build", json.dumps(sources))

    config_opts = module.get("config-opts", [])
    tap.check("-Dtests=false" in config_opts, "the tests are off (-Dtests=false)", config_opts)
    options = project_options(root)
    unknown = [opt for opt in config_opts
               if not (opt.startswith("-D") and opt[2:].split("=", 1)[0] in options)]
    tap.check(not unknown, f"every config-opt sets an option of meson_options.txt ({sorted(options)})",
              unknown)
    accepted, log = meson_accepts(root, config_opts)
    tap.check(accepted, "meson setup --prefix=/app accepts the config-opts", log)

    finish_args = manifest.get("finish-args", [])
    talk_names = [arg.split("=", 1)[1] for arg in finish_args if arg.startswith("--talk-name=")]
    others = [arg for arg in finish_args if not arg.startswith("--talk-name=")]
    tap.check(REQUIRED_FINISH_ARGS <= set(others),
              f"the sandbox has a window and IPC ({sorted(REQUIRED_FINISH_ARGS)})", finish_args)
    tap.check(set(others) <= ALLOWED_FINISH_ARGS,
              f"the sandbox holds nothing beyond {sorted(ALLOWED_FINISH_ARGS)}",
              sorted(set(others) - ALLOWED_FINISH_ARGS))
    strings = source_strings(root)
    needless = [name for name in talk_names if name.startswith(PORTAL_PREFIX) or name not in strings]
    tap.check(not needless, "every --talk-name is a bus name the program calls and no portal",
              needless)

    return 1 if tap.failed else 0


if __name__ == "__main__":
    sys.exit(main())
