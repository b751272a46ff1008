"""The mutations of Scripts/fuzz.py: structural edits of a parsed spec, and byte edits of its text.

`mutate(data, is_json, rng)` returns the mutated bytes and the names of the mutations applied.
Everything random comes from `rng`, so the same generator state gives the same input.
"""

import json
import re

import yaml

# Values of every YAML type, to replace a value with one of another type.
TYPED_VALUES = [None, True, False, 0, -1, 3.5, 10 ** 30, "", "text", "String", [], {}, ["a", 1], {"x": 1},
                {"type": "object"}, {"$ref": "#/components/schemas/Missing"}]
UNKNOWN_KEYS = ["unknownKey", "x-fuzz", "typo", "$ref", "type", "items", "allOf", "required", "enum", "nullable",
                "properties", "additionalProperties", "route", "returns", "body", "query", "path", "model"]
BROKEN_REFS = ["#/components/schemas/Missing", "#/components/schemas/", "#/nope/at/all", "#", "", "missing.yaml",
               "missing.yaml#/components/schemas/Pet", "../../etc/passwd", "/etc/hostname", "http://127.0.0.1:9/x.yaml",
               "#/components/schemas/Pet/properties/~1x", "#/paths", "#/components/schemas/%ZZ"]
# Strings that routegen specs read as type expressions.
TYPE_EXPRESSIONS = ["Missing", "[Missing]", "[String: [Int]]", "Page<Page<String>>", "[[[[Int]]]]", "Int?", "[",
                    "String: Int", "<>", "[String: ]", "Date?", "Data", "[UUID]"]
INSERTED_BYTES = [b"\x00", b"\r", b"\r\n", b"\n", b"\t", b"\xff", b"\xc3", b"\xe2\x80\xa8", b":", b"- ", b"&a ",
                  b"*a", b"{", b"}", b"[", b"'", b'"', b"\\u", b"#", b"!!binary ", b"<<: ", b"\xef\xbb\xbf"]


def mutate(data, is_json, rng):
    applied = []
    # Rewriting the line breaks or adding a byte order mark comes after the other mutations, which
    # a structural one would undo by writing the tree out again.
    last = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        name = rng.choice(list(STRUCTURAL) + ["bytes"] * 3 + ["line_breaks"] * 2 + ["bom"])
        if name in TEXTUAL:
            last.append(name)
            continue
        if name == "bytes":
            data = mutate_bytes(data, rng)
            applied.append("bytes")
            continue
        try:
            tree = yaml.safe_load(data)
        except Exception:  # already broken by an earlier byte mutation
            data = mutate_bytes(data, rng)
            applied.append("bytes")
            continue
        applied.append(STRUCTURAL[name](tree, rng) or name)
        data = dump(tree, is_json)
    for name in last:
        data, done = TEXTUAL[name](data, rng)
        applied.append(done)
    return data, applied


LINE_BREAK = re.compile(rb"\r\n|\r|\n")


def line_breaks(data, rng):
    """Ends the lines with CR LF (Windows), CR (old Mac OS), or a mix of LF, CR LF and CR."""
    style = rng.choice(["crlf", "cr", "mixed"])
    if style == "mixed":
        data = LINE_BREAK.sub(lambda _: rng.choice([b"\n", b"\r\n", b"\r"]), data)
    else:
        data = LINE_BREAK.sub(b"\r\n" if style == "crlf" else b"\r", data)
    return data, "line_breaks %s" % style


def bom(data, rng):
    """Starts the file with a UTF-8 byte order mark, as some Windows editors save."""
    return b"\xef\xbb\xbf" + data, "bom"


TEXTUAL = {"line_breaks": line_breaks, "bom": bom}


def dump(tree, is_json):
    if is_json:
        try:
            return json.dumps(tree, indent=1, default=str, ensure_ascii=False).encode("utf-8")
        except (TypeError, ValueError):  # keys JSON can't hold, or a cycle of aliases: write YAML
            pass
    return yaml.safe_dump(tree, sort_keys=False, allow_unicode=True, width=1 << 20).encode("utf-8")


def slots(tree):
    """Every (container, key) pair in the tree; a container that aliases share is visited once."""
    found, stack, seen = [], [tree], set()
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        keys = list(node.keys()) if isinstance(node, dict) else range(len(node)) if isinstance(node, list) else []
        for key in keys:
            found.append((node, key))
            stack.append(node[key])
    return found


def mappings(tree):
    found = [node[key] for node, key in slots(tree) if isinstance(node[key], dict)]
    return ([tree] if isinstance(tree, dict) else []) + found


def delete_key(tree, rng):
    candidates = [(node, key) for node, key in slots(tree) if isinstance(node, dict)]
    if candidates:
        node, key = rng.choice(candidates)
        del node[key]
        return "delete_key %s" % key


def change_type(tree, rng):
    candidates = slots(tree)
    if candidates:
        node, key = rng.choice(candidates)
        node[key] = rng.choice([value for value in TYPED_VALUES if type(value) is not type(node[key])])
        return "change_type %s" % key


def duplicate(tree, rng):
    candidates = slots(tree)
    if not candidates:
        return
    node, key = rng.choice(candidates)
    if isinstance(node, list):
        node.insert(key, node[key])
        return "duplicate item %d" % key
    # A second key that differs only in case or by a suffix, holding the same value.
    twin = rng.choice([str(key).upper(), str(key).lower(), str(key).swapcase(), "%sCopy" % key, "%s_" % key])
    node[twin] = node[key]
    return "duplicate %s as %s" % (key, twin)


def swap(tree, rng):
    candidates = slots(tree)
    if len(candidates) > 1:
        (first, a), (second, b) = rng.sample(candidates, 2)
        first[a], second[b] = second[b], first[a]
        return "swap %s %s" % (a, b)


def add_unknown_key(tree, rng):
    candidates = mappings(tree)
    if candidates:
        key = rng.choice(UNKNOWN_KEYS)
        rng.choice(candidates)[key] = rng.choice(TYPED_VALUES + ["Missing", "[Missing]"])
        return "add_unknown_key %s" % key


def break_ref(tree, rng):
    refs = [(node, key) for node, key in slots(tree) if key == "$ref"]
    if refs:
        node, key = rng.choice(refs)
        node[key] = rng.choice(BROKEN_REFS)
        return "break_ref %s" % node[key]
    # A routegen spec has no $ref: break a type name instead.
    strings = [(node, key) for node, key in slots(tree) if isinstance(node[key], str)]
    if strings:
        node, key = rng.choice(strings)
        node[key] = rng.choice(TYPE_EXPRESSIONS)
        return "break_type %s" % node[key]


def ref_cycle(tree, rng):
    schemas = tree.get("components", {}).get("schemas") if isinstance(tree, dict) else None
    if isinstance(schemas, dict) and schemas:
        names = list(schemas)
        a, b = rng.choice(names), rng.choice(names)
        ref = lambda name: {"$ref": "#/components/schemas/%s" % name}
        shape = rng.randrange(4)
        if shape == 0:
            schemas[a] = ref(a)
        elif shape == 1:
            schemas[a], schemas[b] = ref(b), ref(a)
        elif shape == 2:
            schemas[a] = {"allOf": [ref(b), ref(a)]}
        else:
            schemas[a] = {"type": "object", "required": ["next"], "properties": {"next": ref(a)}}
        return "ref_cycle %d %s %s" % (shape, a, b)
    models = tree.get("models") if isinstance(tree, dict) else None
    if isinstance(models, dict) and models:
        a, b = rng.choice(list(models)), rng.choice(list(models))
        if isinstance(models[a], dict):
            models[a]["next"] = b
        models[b] = {"loop": a} if rng.random() < 0.5 else a
        return "model_cycle %s %s" % (a, b)


def long_string(tree, rng):
    candidates = slots(tree)
    if not candidates:
        return
    node, key = rng.choice(candidates)
    length = rng.choice([64, 256, 300, 4096, 100000])
    if isinstance(node, dict) and rng.random() < 0.5:
        node[(str(key) * length)[:length]] = node.pop(key)
        return "long_key %d" % length
    node[key] = ((str(node[key]) or "x") * length)[:length]
    return "long_string %d" % length


STRUCTURAL = {
    "delete_key": delete_key, "change_type": change_type, "duplicate": duplicate, "swap": swap,
    "add_unknown_key": add_unknown_key, "break_ref": break_ref, "ref_cycle": ref_cycle, "long_string": long_string,
}


def mutate_bytes(data, rng):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        position = rng.randrange(len(data) + 1)
        kind = rng.randrange(5)
        if kind == 0 and data:  # flip a bit
            position = min(position, len(data) - 1)
            data[position] ^= 1 << rng.randrange(8)
        elif kind == 1:  # insert a byte sequence YAML cares about
            data[position:position] = rng.choice(INSERTED_BYTES)
        elif kind == 2:  # delete a range
            del data[position:position + rng.randint(1, 64)]
        elif kind == 3:  # duplicate a line
            start = data.rfind(b"\n", 0, position) + 1
            end = data.find(b"\n", position)
            end = len(data) if end < 0 else end + 1
            data[end:end] = data[start:end]
        else:  # truncate
            del data[position:]
    return bytes(data)
