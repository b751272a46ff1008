#!/usr/bin/env python3
"""Cuts the shared Stripe and GitHub documents down to some schemas that hold unions, for
Tests/Fixtures/unions: each root schema, and the schemas its unions' variants are, whole; any other
schema they refer to becomes `{}` (free JSON), unless it is a plain value (an enum, a string), which
is copied in place. The unions, their variants' required properties and the properties that allow
one value only stay as published, so the cut decodes the way the whole document does.

usage: Scripts/cut-union-fixtures.py        (reads ../shared/specs, or ROUTEGEN_SHARED_SPECS)
"""
import json
import os
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPECS = os.environ.get("ROUTEGEN_SHARED_SPECS", os.path.join(ROOT, "..", "shared", "specs"))

CUTS = {
    "stripe.json": ("stripe-2023.openapi.yaml", [
        "balance_transaction",   # source: an id or one of 17 objects, told apart by `object`
        "payout",                # destination: bank account or card, deleted or not (`deleted: true`)
        "invoice",               # customer: an id, a customer or a deleted customer; and more
        "tax_id",
        "setup_attempt",
    ]),
    "github.json": ("github-2022.openapi.yaml", [
        "issue-event-for-issue",  # variants with the same properties: lookalikes
        "timeline-issue-events",
        "environment",            # protection rules told apart by the property only each has
        "validation-error",
    ]),
}


def cut(source, roots):
    doc = yaml.load(open(os.path.join(SPECS, source)), Loader=yaml.CSafeLoader)
    schemas = doc["components"]["schemas"]
    prefix = "#/components/schemas/"

    def target(ref):
        return ref[len(prefix):] if ref.startswith(prefix) else None

    keep = list(roots)

    def variants_of(node):
        if isinstance(node, dict):
            for key in ("oneOf", "anyOf"):
                for part in node.get(key) or []:
                    name = target(part.get("$ref", "")) if isinstance(part, dict) else None
                    if name and name not in keep:
                        keep.append(name)
            for key, value in node.items():
                if key != "x-expansionResources":
                    variants_of(value)
        elif isinstance(node, list):
            for value in node:
                variants_of(value)

    for name in list(keep):
        variants_of(schemas[name])

    def is_plain(schema):
        return isinstance(schema, dict) and not any(
            key in schema for key in ("properties", "items", "allOf", "oneOf", "anyOf", "additionalProperties", "$ref"))

    def rewrite(node):
        if isinstance(node, dict):
            name = target(node.get("$ref", "")) if isinstance(node.get("$ref"), str) else None
            if name is not None and name not in keep:
                return dict(schemas[name]) if is_plain(schemas[name]) else {"description": "Cut from the fixture."}
            return {key: (value if key == "x-expansionResources" else rewrite(value)) for key, value in node.items()}
        if isinstance(node, list):
            return [rewrite(value) for value in node]
        return node

    return {
        "openapi": doc["openapi"],
        "info": doc["info"],
        "servers": doc.get("servers", []),
        "paths": {},
        "components": {"schemas": {name: rewrite(schemas[name]) for name in keep}},
    }


def main():
    if not os.path.isdir(SPECS):
        sys.exit(f"no shared documents at {SPECS}; set ROUTEGEN_SHARED_SPECS")
    for out, (source, roots) in CUTS.items():
        document = cut(source, roots)
        path = os.path.join(ROOT, "Tests", "Fixtures", "unions", out)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as file:
            json.dump(document, file, indent=1, sort_keys=False, default=str)
            file.write("\n")
        print(f"{path}: {len(document['components']['schemas'])} schemas")


if __name__ == "__main__":
    main()
