#!/usr/bin/env python3
"""Writes every JSON example that an OpenAPI document gives its responses, for the test that decodes
each with the generated models (Tests/GitHubExamplesTests), kept in Tests/Fixtures/github/examples.json.
usage: extract-github-examples.py SRC.yaml OUT.json

Examples are read from paths.*.*.responses.*.content.application/json.examples.*.value, following
`$ref`s to components/responses and components/examples. One example per line, sorted by path,
method, status and name, so that a new document version diffs readably."""
import json, sys, yaml

class Loader(yaml.CSafeLoader):
    """Keeps timestamps as the text the document writes (`2011-01-26T19:01:12Z`), not Python dates."""

Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != 'tag:yaml.org,2002:timestamp']
    for first, resolvers in yaml.CSafeLoader.yaml_implicit_resolvers.items()
}

src, out = sys.argv[1], sys.argv[2]
doc = yaml.load(open(src), Loader=Loader)

def resolve(node):
    while isinstance(node, dict) and '$ref' in node:
        target = doc
        for part in node['$ref'][2:].split('/'):
            target = target[part.replace('~1', '/').replace('~0', '~')]
        node = target
    return node

rows = []
for path, item in doc['paths'].items():
    for method, operation in item.items():
        if not isinstance(operation, dict) or 'responses' not in operation:
            continue
        # Every status the operation documents, in the document's order: which one a call decodes
        # depends on the others.
        statuses = [str(status) for status in operation['responses']]
        for status, response in operation['responses'].items():
            media = resolve(response).get('content', {}).get('application/json', {})
            for name, example in media.get('examples', {}).items():
                example = resolve(example)
                if 'value' in example:
                    rows.append({'path': path, 'method': method.upper(), 'status': str(status), 'name': name,
                                 'statuses': statuses, 'value': example['value']})
rows.sort(key=lambda row: (row['path'], row['method'], row['status'], row['name']))
with open(out, 'w') as file:
    file.write('[\n')
    file.write(',\n'.join(json.dumps(row, separators=(',', ':'), sort_keys=True) for row in rows))
    file.write('\n]\n')
print(f"{len(rows)} examples -> {out}")
