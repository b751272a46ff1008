#!/usr/bin/env python3
"""Writes what the routegen binary carries of the repository's other files, so that a binary copied
on its own still has them:

- Sources/RouteGenCore/Rendering/EmbeddedTemplates.swift, from Templates/*.mustache: the default templates;
- Sources/RouteGenCore/Derivation/EmbeddedRuntime.swift, from Sources/RouteGenRuntime/Portable/**/*.swift:
  the runtime's portable code, which the Alamofire output's support files are derived from.

Run it after editing a template or a portable runtime file; the test suite fails while they differ."""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent


def literal(text):
    # A raw multi-line string needs more '#' than any run of '#' that follows a quote in the text.
    runs = [len(m.group(1)) for m in re.finditer(r'"(#*)', text)]
    hashes = "#" * (max(runs, default=0) + 1)
    # The line break before the closing delimiter is not part of a multi-line literal.
    return f'{hashes}"""\n{text}\n"""{hashes}'


def write(out, source, doc, declaration, entries):
    lines = [
        f"// Written by Scripts/embed-templates.py from {source}. Do not edit; edit those files and run the script.",
        "",
        f"/// {doc}",
        declaration,
    ]
    lines += entries
    lines += ["    ]", "}", ""]
    out.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {out.relative_to(root)} ({len(entries)} files)")


templates = sorted((root / "Templates").glob("*.mustache"))
write(
    root / "Sources/RouteGenCore/Rendering/EmbeddedTemplates.swift",
    "Templates/",
    "The default templates, compiled into the binary.",
    "enum EmbeddedTemplates {\n    static let all: [String: String] = [",
    [f'        "{path.name[: -len(".mustache")]}": {literal(path.read_text(encoding="utf-8"))},' for path in templates],
)

portable = root / "Sources/RouteGenRuntime/Portable"
sources = sorted(portable.rglob("*.swift"), key=lambda path: path.relative_to(portable).as_posix())
write(
    root / "Sources/RouteGenCore/Derivation/EmbeddedRuntime.swift",
    "Sources/RouteGenRuntime/Portable/",
    "The runtime's portable sources, by their path under `Sources/RouteGenRuntime/Portable`, in path order.",
    "enum EmbeddedRuntime {\n    static let files: [(path: String, text: String)] = [",
    [f'        ("{path.relative_to(portable).as_posix()}", {literal(path.read_text(encoding="utf-8"))}),' for path in sources],
)
