#!/usr/bin/env python3
"""Lists the generated types whose Swift name differs between two versions of an OpenAPI document
although their own schema and its place did not change: a name must come from the type's own place,
so renaming or adding something elsewhere never renames it (issue 23).

    Scripts/check-renames.py                       # the two shared Stripe versions
    Scripts/check-renames.py OLD NEW [--routegen PATH] [--config FILE]
    Scripts/check-renames.py DOC DOC --old-routegen PATH   # one document, two versions of routegen:
                                                   # every type the newer one names differently
    Scripts/check-renames.py DOC DOC --old-routegen PATH --calls   # every call and router case
                                                   # the newer one names differently

Each document is generated with `routegen context` (the template context, whose models list the
JSON pointers of the schemas they stand for). A place is compared when both versions have it and
its schema is the same, descriptions and examples aside; the output is one line per renamed type,

    OldName -> NewName  #/components/schemas/charge/properties/outcome (and 2 more places)

sorted, then a summary on standard error. The exit status is 1 when a type is listed, 0 otherwise.
The shared documents are found at ../shared/specs (ROUTEGEN_SHARED_SPECS overrides it); routegen
is .build/debug/routegen unless --routegen names another.
"""

import argparse
import json
import os
import subprocess
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPECS = os.environ.get("ROUTEGEN_SHARED_SPECS", os.path.join(ROOT, "..", "shared", "specs"))
# Keys that document a schema without shaping it: a change to them renames nothing.
DOCUMENTATION = {"description", "example", "examples", "externalDocs"}


def load(path):
    with open(path, encoding="utf-8") as handle:
        if path.endswith(".json"):
            return json.load(handle)
        return yaml.load(handle, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def context(routegen, path, config):
    """routegen's template context of the document, as JSON."""
    command = [routegen, "context", path, "--format", "json"] + (["--config", config] if config else [])
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"check-renames: {' '.join(command)} failed:\n{result.stderr}")
    return json.loads(result.stdout)


def names_by_place(context):
    """{place: Swift type name}: every model lists the places of its schemas."""
    return {place: model["name"] for model in context["models"] for place in model.get("places", [])}


def calls_by_operation(context):
    """{"POST /v1/customers": "client.customers.create  CustomersRouter.create"}: each router case's
    typed call, through the groups it is nested in (`accessorOwner`; older contexts hang every
    struct off APIClient), and the case."""
    owners = {client["typeName"]: (client.get("accessorOwner", "RouteGenRuntime.APIClient"), client["accessor"])
              for client in context["clients"]}
    def chain(type_name):
        owner, accessor = owners[type_name]
        return "client." + accessor if owner == "RouteGenRuntime.APIClient" else chain(owner) + "." + accessor
    operations = {(router["name"], case["name"]): f"{case['method']} {case['path']}"
                  for router in context["routers"] for case in router["cases"]}
    calls = {}
    for client in context["clients"]:
        for function in client["functions"]:
            router = client.get("routerName")
            marker = f"{router}."
            if not router or marker not in function["call"] or function["name"].endswith("WithResponse"):
                continue
            case = function["call"].split(marker, 1)[1].split("(", 1)[0]
            operation = operations.get((router, case))
            if operation and operation not in calls:
                calls[operation] = f"{chain(client['typeName'])}.{function['name']}  {router}.{case}"
    return calls


def unescape(token):
    return token.replace("~1", "/").replace("~0", "~")


def node_at(document, place):
    """The node a place names in the document, or None; places in other files are not followed."""
    if not place.startswith("#"):
        return None
    node = document
    for token in place[1:].split("/")[1:]:
        token = unescape(token)
        if isinstance(node, list):
            if not token.isdigit() or int(token) >= len(node):
                return None
            node = node[int(token)]
        elif isinstance(node, dict) and token in node:
            node = node[token]
        else:
            return None
    return node


def logical(document, place):
    """The place with each parameter named by where it goes and its name instead of its position
    (`parameters/query:created`), so that adding a parameter moves no other one."""
    if not place.startswith("#"):
        return place
    node, tokens, out = document, place[1:].split("/")[1:], []
    for index, token in enumerate(tokens):
        key = unescape(token)
        if isinstance(node, list) and key.isdigit() and int(key) < len(node):
            node = node[int(key)]
            if index > 0 and tokens[index - 1] == "parameters" and isinstance(node, dict) and "name" in node:
                token = f"{node.get('in', '')}:{node['name']}"
        elif isinstance(node, dict) and key in node:
            node = node[key]
        else:
            node = None
        out.append(token)
    return "#/" + "/".join(out)


def shape(node):
    """The schema without its documentation, for comparing."""
    if isinstance(node, dict):
        return {key: shape(value) for key, value in node.items() if key not in DOCUMENTATION}
    if isinstance(node, list):
        return [shape(value) for value in node]
    return node


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old", nargs="?", default=os.path.join(SPECS, "stripe-2022.openapi.json"))
    parser.add_argument("new", nargs="?", default=os.path.join(SPECS, "stripe-2023.openapi.yaml"))
    parser.add_argument("--routegen", default=os.path.join(ROOT, ".build", "debug", "routegen"))
    parser.add_argument("--old-routegen", help="routegen for the old document (default: --routegen); "
                        "with the same document twice, this lists what a new routegen renames")
    parser.add_argument("--config", help="a configuration file for both versions")
    parser.add_argument("--calls", action="store_true", help="list the operations whose typed call is named "
                        "differently instead (`POST /v1/customers  client.customers.postCustomers -> client.customers.create  "
                        "CustomersRouter.postCustomers -> CustomersRouter.create`)")
    arguments = parser.parse_args()
    for path in (arguments.old, arguments.new):
        if not os.path.isfile(path):
            sys.exit(f"check-renames: {path} is not there (set ROUTEGEN_SHARED_SPECS to the folder of the shared documents)")

    if arguments.calls:
        old_calls, new_calls = (calls_by_operation(context(routegen, path, arguments.config)) for path, routegen in
                                ((arguments.old, arguments.old_routegen or arguments.routegen), (arguments.new, arguments.routegen)))
        renamed = sorted(operation for operation in old_calls.keys() & new_calls.keys() if old_calls[operation] != new_calls[operation])
        for operation in renamed:
            (old_call, old_case), (new_call, new_case) = old_calls[operation].split("  "), new_calls[operation].split("  ")
            print(f"{operation}  {old_call} -> {new_call}  {old_case} -> {new_case}")
        print(f"check-renames: {len(renamed)} of {len(old_calls.keys() & new_calls.keys())} calls named differently",
              file=sys.stderr)
        return 1 if renamed else 0

    versions = []
    for path, routegen in ((arguments.old, arguments.old_routegen or arguments.routegen), (arguments.new, arguments.routegen)):
        document = load(path)
        names = names_by_place(context(routegen, path, arguments.config))
        versions.append((document, {logical(document, place): (place, name) for place, name in names.items()}))
    (old_document, old_names), (new_document, new_names) = versions

    renamed = {}
    compared = 0
    for place in sorted(old_names.keys() & new_names.keys()):
        (old_place, old_name), (new_place, new_name) = old_names[place], new_names[place]
        old_node, new_node = node_at(old_document, old_place), node_at(new_document, new_place)
        if old_node is None or new_node is None or shape(old_node) != shape(new_node):
            continue
        compared += 1
        if old_name != new_name:
            renamed.setdefault((old_name, new_name), []).append(place)

    for (old_name, new_name), places in sorted(renamed.items()):
        more = f" (and {len(places) - 1} more places)" if len(places) > 1 else ""
        print(f"{old_name} -> {new_name}  {places[0]}{more}")
    print(f"check-renames: {len(renamed)} types renamed at {sum(map(len, renamed.values()))} of {compared} places "
          f"whose schema is the same in {os.path.basename(arguments.old)} and {os.path.basename(arguments.new)}",
          file=sys.stderr)
    return 1 if renamed else 0


if __name__ == "__main__":
    sys.exit(main())
