#!/usr/bin/env python3
"""Writes two synthetic specs with one large API each, to prove that routers of any size compile.

    Scripts/make-large-spec.py OUT_DIR [COUNT]

writes OUT_DIR/large.openapi.json, an OpenAPI 3.0 document of COUNT operations (3,000 by default)
without tags, and OUT_DIR/large.routegen.yaml, a routegen spec with a single router of COUNT
endpoints. The endpoints vary the way real ones do: every HTTP method, path placeholders, query
parameters, headers and JSON bodies, so each property of the router has a different answer per case.
The output is deterministic; Scripts/compile-whole-documents.sh large generates and compiles it.
"""

import json
import os
import sys

METHODS = ["get", "post", "put", "patch", "delete"]
# A few first path segments, so that grouping untagged operations has something to group by.
AREAS = ["v1/customers", "v1/invoices", "v1/charges", "api/accounts", "files"]


def shape(index):
    """What endpoint `index` has: its method, its area and which kinds of parameters."""
    return {
        "method": METHODS[index % len(METHODS)],
        "area": AREAS[(index // len(METHODS)) % len(AREAS)],
        "placeholder": index % 3 != 0,
        "query": index % 4 == 1,
        "header": index % 7 == 2,
    }


def openapi(count):
    paths = {}
    for index in range(count):
        s = shape(index)
        path = f"/{s['area']}/r{index}" + ("/{id}" if s["placeholder"] else "")
        parameters = []
        if s["placeholder"]:
            parameters.append({"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}})
        if s["query"]:
            parameters.append({"name": "limit", "in": "query", "schema": {"type": "integer"}})
            parameters.append({"name": "q", "in": "query", "required": True, "schema": {"type": "string"}})
        if s["header"]:
            parameters.append({"name": "X-Trace", "in": "header", "schema": {"type": "string"}})
        operation = {
            "operationId": f"operation{index}",
            "responses": {"200": {"description": "OK", "content": {
                "application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}}},
        }
        if parameters:
            operation["parameters"] = parameters
        if s["method"] in ("post", "put", "patch"):
            operation["requestBody"] = {"required": True, "content": {
                "application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}}
        paths.setdefault(path, {})[s["method"]] = operation
    return {
        "openapi": "3.0.3",
        "info": {"title": "Large", "version": "1.0.0"},
        "servers": [{"url": "https://large.example.com"}],
        "paths": paths,
        "components": {"schemas": {"Item": {
            "type": "object",
            "required": ["id"],
            "properties": {"id": {"type": "integer"}, "name": {"type": "string"}},
        }}},
    }


def routegen(count):
    lines = [
        "routegen: 1",
        "name: Large",
        "servers:",
        "  production: https://large.example.com/",
        "models:",
        "  Item:",
        "    properties:",
        "      id: Int",
        "      name: String?",
        "routers:",
        "  LargeRouter:",
    ]
    for index in range(count):
        s = shape(index)
        path = f"/{s['area']}/r{index}" + ("/{id}" if s["placeholder"] else "")
        lines.append(f"    endpoint{index}:")
        lines.append(f"      route: {s['method'].upper()} {path}")
        if s["placeholder"]:
            lines.append("      path: { id: Int }")
        if s["query"]:
            lines.append("      query: { limit: Int?, q: String }")
        if s["header"]:
            lines.append("      headers: { trace: { type: String?, key: X-Trace } }")
        if s["method"] in ("post", "put", "patch"):
            lines.append("      body: Item")
        lines.append("      returns: Item")
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) == 3 else 3000
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "large.openapi.json"), "w") as f:
        json.dump(openapi(count), f, indent=1, sort_keys=True)
        f.write("\n")
    with open(os.path.join(out, "large.routegen.yaml"), "w") as f:
        f.write(routegen(count))


if __name__ == "__main__":
    main()
