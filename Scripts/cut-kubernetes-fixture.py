#!/usr/bin/env python3
"""Cuts the shared Kubernetes document (Swagger 2.0) down to the calls of Tests/Fixtures/wire/kubernetes.yaml:
listing pods (whose containers' probes carry int-or-string ports), listing, creating and patching
services (whose ports carry int-or-string target ports; the patch takes four media types).

Each operation, its path's shared parameters and the `#/parameters` they name are kept as published.
The definitions in KEEP are kept whole; a reference to any other definition becomes a free JSON value
(`{}`, with the description written beside the reference), so the cut stays small and decodes what the
whole document decodes. The security scheme is left out: the wire tests send no credentials.
../shared/tools/prune-openapi.py reads OpenAPI 3 documents only (`#/components/`), hence this script.

usage: Scripts/cut-kubernetes-fixture.py        (reads ../shared/specs, or ROUTEGEN_SHARED_SPECS)
"""
import json
import os
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPECS = os.environ.get("ROUTEGEN_SHARED_SPECS", os.path.join(ROOT, "..", "shared", "specs"))
SOURCE = os.path.join(SPECS, "swagger2", "kubernetes.json")
OUT = os.path.join(ROOT, "Tests", "Fixtures", "wire", "kubernetes.yaml")

OPERATIONS = [
    ("get", "/api/v1/namespaces/{namespace}/pods"),
    ("get", "/api/v1/namespaces/{namespace}/services"),
    ("post", "/api/v1/namespaces/{namespace}/services"),
    ("patch", "/api/v1/namespaces/{namespace}/services/{name}"),
]

KEEP = {
    "io.k8s.api.core.v1." + name for name in [
        "Pod", "PodList", "PodSpec", "Container", "ContainerPort", "Probe", "HTTPGetAction", "HTTPHeader",
        "TCPSocketAction", "GRPCAction", "Service", "ServiceList", "ServiceSpec", "ServicePort",
    ]
} | {
    "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta",
    "io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta",
    "io.k8s.apimachinery.pkg.apis.meta.v1.Patch",
    "io.k8s.apimachinery.pkg.apis.meta.v1.Time",
    "io.k8s.apimachinery.pkg.util.intstr.IntOrString",
}

DEFINITIONS = "#/definitions/"


def cut(doc):
    paths = {}
    for method, path in OPERATIONS:
        item = paths.setdefault(path, {})
        if "parameters" in doc["paths"][path]:
            item["parameters"] = doc["paths"][path]["parameters"]
        item[method] = doc["paths"][path][method]

    def cut_references(node):
        """Every reference to a definition outside KEEP becomes a free JSON value."""
        if isinstance(node, dict):
            ref = node.get("$ref", "")
            if ref.startswith(DEFINITIONS) and ref[len(DEFINITIONS):] not in KEEP:
                return {key: value for key, value in node.items() if key != "$ref"}
            return {key: cut_references(value) for key, value in node.items()}
        if isinstance(node, list):
            return [cut_references(value) for value in node]
        return node

    parameters = {}

    def gather_parameters(node):
        if isinstance(node, dict):
            ref = node.get("$ref", "")
            if ref.startswith("#/parameters/"):
                name = ref[len("#/parameters/"):]
                parameters[name] = doc["parameters"][name]
            for value in node.values():
                gather_parameters(value)
        elif isinstance(node, list):
            for value in node:
                gather_parameters(value)

    gather_parameters(paths)
    out = {"swagger": doc["swagger"], "info": doc["info"], "paths": cut_references(paths)}
    out["definitions"] = {name: cut_references(doc["definitions"][name]) for name in doc["definitions"] if name in KEEP}
    out["parameters"] = {name: cut_references(parameters[name]) for name in sorted(parameters)}
    return out


def main():
    if not os.path.exists(SOURCE):
        sys.exit(f"cut-kubernetes-fixture.py: {SOURCE} is missing; put the shared documents in ../shared beside the "
                 "package, or name their specs folder with ROUTEGEN_SHARED_SPECS")
    with open(SOURCE) as source:
        doc = json.load(source)
    fixture = cut(doc)
    with open(OUT, "w") as out:
        out.write("# Derived from the shared Kubernetes document (swagger2/kubernetes.json) by "
                  "Scripts/cut-kubernetes-fixture.py; do not edit, re-run it.\n")
        yaml.safe_dump(fixture, out, sort_keys=False, allow_unicode=True, width=120)
    print(f"{len(fixture['paths'])} paths, {len(fixture['definitions'])} definitions, "
          f"{len(fixture['parameters'])} parameters -> {os.path.relpath(OUT, ROOT)}")


main()
