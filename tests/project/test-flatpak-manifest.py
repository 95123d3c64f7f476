#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright 2026 The Queens authors (see AUTHORS)
"""test-flatpak-manifest.py: the Flatpak manifests describe this project.

build-aux/flatpak/ holds two manifests: io.github.nqueens.Queens.json, the
release, built from the project's git repository at a pinned commit with
the default profile, and io.github.nqueens.Queens.Devel.json, the
development profile built from this very folder.  They cannot be built
here (flatpak-builder downloads the GNOME runtime), so this checks what a
build relies on, for each: meson accepts the module's options
(`meson setup --prefix=/app`, as flatpak-builder runs it), and the build it
configures has the manifest's id (its APPLICATION_ID) and installs the
manifest's command; the runtime is GNOME's, version 50 or later; the
sources are the right kind; the tests are off and the files a runtime does
not need are cleaned up; the sandbox holds no more than a GNOME application
needs.  Prints TAP.

Usage: test-flatpak-manifest.py SOURCE_ROOT MANIFEST_DIR
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

from tap import Tap

RELEASE_ID = "io.github.nqueens.Queens"
# Each manifest and the profile it builds.
MANIFESTS = {f"{RELEASE_ID}.json": "default", f"{RELEASE_ID}.Devel.json": "development"}
# GNOME 48 is out of support; 50 is the oldest the manifests may name.
OLDEST_RUNTIME = 50
# Files a running application does not need (headers, pkg-config files,
# manuals, static libraries and libtool archives).
REQUIRED_CLEANUP = {"/include", "/lib/pkgconfig", "/share/man", "*.a", "*.la"}

# A window on Wayland or, failing that, X11; shared memory for X11; the GPU
# for GTK's renderer.  Files are opened and saved through the portals,
# which need no permission.
REQUIRED_FINISH_ARGS = {"--share=ipc", "--socket=wayland", "--socket=fallback-x11"}
ALLOWED_FINISH_ARGS = REQUIRED_FINISH_ARGS | {"--device=dri"}
# Names on the session bus the sandbox reaches without a --talk-name.
PORTAL_PREFIX = "org.freedesktop.portal."
CHECKS_PER_MANIFEST = 16


def read(path):
    with open(path, encoding="utf-8") as source:
        return source.read()


def project_version(root):
    match = re.search(r"^\s*version:\s*'([^']+)'", read(os.path.join(root, "meson.build")), re.M)
    return match.group(1) if match else None


def repository_url(root):
    """The metainfo's vcs-browser address, as a git clone address."""
    path = os.path.join(root, "data", f"{RELEASE_ID}.metainfo.xml.in")
    for url in ElementTree.parse(path).getroot().iter("url"):
        if url.get("type") == "vcs-browser":
            return url.text.strip() + ".git"
    return None


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


def configure(root, config_opts):
    """`meson setup --prefix=/app` with the module's options, as flatpak-builder
    runs it: whether it succeeds, its log, the app id it configures and the
    programs it installs in /app/bin."""
    with tempfile.TemporaryDirectory() as build_dir:
        result = subprocess.run(["meson", "setup", build_dir, root, "--prefix=/app", *config_opts],
                                capture_output=True, text=True, timeout=300, check=False)
        log = result.stdout[-2000:] + result.stderr[-2000:]
        if result.returncode != 0:
            return False, log, None, []
        config = read(os.path.join(build_dir, "config.h"))
        match = re.search(r'^#define APPLICATION_ID "([^"]+)"', config, re.M)
        installed = subprocess.run(["meson", "introspect", "--installed", build_dir],
                                   capture_output=True, text=True, check=True).stdout
        programs = [os.path.basename(path) for path in json.loads(installed).values()
                    if os.path.dirname(path) == "/app/bin"]
        return True, log, match.group(1) if match else None, programs


def commit_in_history(root, commit):
    """Whether @commit is this checkout's HEAD or before it; None without history."""
    if shutil.which("git") is None or not os.path.exists(os.path.join(root, ".git")):
        return None
    shallow = subprocess.run(["git", "-C", root, "rev-parse", "--is-shallow-repository"],
                             capture_output=True, text=True, check=False)
    if shallow.returncode != 0 or shallow.stdout.strip() != "false":
        return None
    result = subprocess.run(["git", "-C", root, "merge-base", "--is-ancestor", commit, "HEAD"],
                            capture_output=True, text=True, check=False)
    return result.returncode == 0


def check_source(tap, root, manifest_dir, name, profile, source):
    if profile == "default":
        url, commit = repository_url(root), source.get("commit", "")
        tap.check(source.get("type") == "git" and source.get("url") == url,
                  f"{name}: its source is the project's git repository ({url})", json.dumps(source))
        tap.check(re.fullmatch(r"[0-9a-f]{40}", commit) is not None,
                  f"{name}: pinned to a commit (40 hex digits)", commit)
        tag = f"v{project_version(root)}"
        tap.check(source.get("tag") == tag, f"{name}: and to the release's tag {tag}", source.get("tag"))
        in_history = commit_in_history(root, commit) if commit else False
        if in_history is None:
            tap.check(True, f"{name}: the commit is in this checkout's history # SKIP no full git history")
        else:
            tap.check(in_history, f"{name}: the commit is in this checkout's history", commit)
    else:
        path = os.path.join(manifest_dir, source.get("path", "\0"))
        tap.check(source.get("type") == "dir", f"{name}: its source is a folder", json.dumps(source))
        tap.check(os.path.realpath(path) == os.path.realpath(root)
                  and os.path.exists(os.path.join(path, "meson.build")),
                  f"{name}: this folder, which holds meson.build", source.get("path"))
        tap.check("commit" not in source and "url" not in source,
                  f"{name}: nothing pins it: it builds the tree as it is", json.dumps(source))
        tap.check(all(not os.path.isabs(skip) for skip in source.get("skip", [])),
                  f"{name}: what it skips lies inside it", source.get("skip"))


def check_manifest(tap, root, manifest_dir, name, profile, strings):
    path = os.path.join(manifest_dir, name)
    try:
        manifest = json.loads(read(path))
        parse_error = ""
    except (OSError, ValueError) as error:
        manifest, parse_error = {}, error
    tap.check(isinstance(manifest, dict) and manifest, f"{name}: a JSON object", parse_error)
    if not isinstance(manifest, dict):
        manifest = {}

    runtime, sdk = manifest.get("runtime"), manifest.get("sdk")
    tap.check(runtime == "org.gnome.Platform" and sdk == "org.gnome.Sdk",
              f"{name}: runtime and SDK are GNOME's (org.gnome.Platform, org.gnome.Sdk)", f"{runtime} {sdk}")
    version = manifest.get("runtime-version")
    tap.check(isinstance(version, str) and re.fullmatch(r"\d+", version) is not None
              and int(version) >= OLDEST_RUNTIME,
              f"{name}: the runtime is a supported GNOME release, {OLDEST_RUNTIME} or later, "
              f"as a string ({version!r})")

    modules = manifest.get("modules", [])
    module = modules[-1] if modules and isinstance(modules[-1], dict) else {}
    tap.check(len(modules) == 1 and module.get("name") == "queens" and module.get("buildsystem") == "meson",
              f"{name}: one module, queens, built with meson", json.dumps(modules)[:500])

    config_opts = module.get("config-opts", [])
    tap.check("-Dtests=false" in config_opts and f"-Dprofile={profile}" in config_opts,
              f"{name}: the tests are off and the profile is {profile} "
              f"(-Dtests=false -Dprofile={profile})", config_opts)
    options = project_options(root)
    unknown = [opt for opt in config_opts
               if not (opt.startswith("-D") and opt[2:].split("=", 1)[0] in options)]
    tap.check(not unknown, f"{name}: every config-opt sets an option of meson_options.txt", unknown)
    accepted, log, app_id, programs = configure(root, config_opts)
    tap.check(accepted, f"{name}: meson setup --prefix=/app accepts the config-opts", log)
    tap.check(manifest.get("id") == app_id and app_id is not None,
              f"{name}: its id is the app id meson configures with them ({app_id})", manifest.get("id"))
    tap.check(manifest.get("command") in programs,
              f"{name}: its command is the program that build installs ({programs})", manifest.get("command"))

    sources = module.get("sources", [])
    source = sources[0] if len(sources) == 1 and isinstance(sources[0], dict) else {}
    check_source(tap, root, manifest_dir, name, profile, source)

    cleanup = manifest.get("cleanup", [])
    tap.check(REQUIRED_CLEANUP <= set(cleanup),
              f"{name}: cleans up what the application does not run with ({sorted(REQUIRED_CLEANUP)})",
              cleanup)

    finish_args = manifest.get("finish-args", [])
    talk_names = [arg.split("=", 1)[1] for arg in finish_args if arg.startswith("--talk-name=")]
    others = [arg for arg in finish_args if not arg.startswith("--talk-name=")]
    tap.check(REQUIRED_FINISH_ARGS <= set(others) and set(others) <= ALLOWED_FINISH_ARGS,
              f"{name}: the sandbox has a window and IPC and nothing beyond {sorted(ALLOWED_FINISH_ARGS)}",
              finish_args)
    needless = [name for name in talk_names if name.startswith(PORTAL_PREFIX) or name not in strings]
    tap.check(not needless, f"{name}: every --talk-name is a bus name the program calls and no portal",
              needless)
    return manifest


def main():
    root, manifest_dir = sys.argv[1:3]
    tap = Tap()
    print(f"1..{len(MANIFESTS) * CHECKS_PER_MANIFEST + 2}")

    strings = source_strings(root)
    manifests = {name: check_manifest(tap, root, manifest_dir, name, profile, strings)
                 for name, profile in MANIFESTS.items()}

    present = sorted(name for name in os.listdir(manifest_dir) if name.endswith((".json", ".yml", ".yaml")))
    tap.check(present == sorted(MANIFESTS), f"{manifest_dir} holds these two manifests and no other",
              present)
    release, development = manifests.values()
    same = ("runtime", "runtime-version", "sdk", "finish-args", "cleanup")
    tap.check(all(release.get(key) == development.get(key) for key in same),
              f"both build on the same runtime, with the same permissions and cleanup ({', '.join(same)})")

    return 1 if tap.failed else 0


if __name__ == "__main__":
    sys.exit(main())
