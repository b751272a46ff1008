#!/usr/bin/env python3
"""Writes Sources/RouteGenCore/Rendering/EmbeddedTemplates.swift from Templates/*.mustache,
so that a routegen binary copied on its own still has its default templates.
Run it after editing a template; the test suite fails while the two differ."""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
templates = sorted((root / "Templates").glob("*.mustache"))
out = root / "Sources/RouteGenCore/Rendering/EmbeddedTemplates.swift"

def literal(text):
    # A raw multi-line string needs more '#' than any run of '#' that follows a quote in the text.
    runs = [len(m.group(1)) for m in re.finditer(r'"(#*)', text)]
    hashes = "#" * (max(runs, default=0) + 1)
    # The line break before the closing delimiter is not part of a multi-line literal.
    return f'{hashes}"""\n{text}\n"""{hashes}'

lines = [
    "// Written by Scripts/embed-templates.py from Templates/. Do not edit; edit the templates and run the script.",
    "",
    "/// The default templates, compiled into the binary.",
    "enum EmbeddedTemplates {",
    "    static let all: [String: String] = [",
]
for path in templates:
    name = path.name[: -len(".mustache")]
    text = path.read_text(encoding="utf-8")
    lines.append(f'        "{name}": {literal(text)},')
lines += ["    ]", "}", ""]
out.write_text("\n".join(lines), encoding="utf-8")
print(f"wrote {out.relative_to(root)} ({len(templates)} templates)")
