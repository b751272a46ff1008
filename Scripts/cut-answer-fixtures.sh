#!/usr/bin/env bash
# Cuts the GitHub and Stripe documents of ../shared/specs (or ROUTEGEN_SHARED_SPECS) down to the operations whose answers the
# AnswersAPI tests read (documented response headers, documented error bodies), for
# Tests/Fixtures/answers. Unlike the wire cuts, the responses stay as published: their headers and
# error bodies are what the tests are about. Two cuts keep the Stripe fixture small, each because a
# schema would otherwise pull in most of the document (515 components): the 200 answer of
# POST /v1/charges loses its body (the `charge` object), and the `api_errors` object of the error
# body loses its four expandable objects (payment_intent, payment_method, setup_intent, source);
# its scalar fields (type, code, decline_code, message, param, charge, …) stay as published.
set -euo pipefail
cd "$(dirname "$0")/.."
specs=${ROUTEGEN_SHARED_SPECS:-../shared/specs}
prune=${PRUNE:-$specs/../tools/prune-openapi.py}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

python3 "$prune" "$specs/github-2022.openapi.yaml" Tests/Fixtures/answers/github.json \
    '/repos/{owner}/{repo}/issues' /rate_limit /markdown '/repos/{owner}/{repo}/contributors'

python3 - "$specs/stripe-2023.openapi.yaml" "$tmp/cut.yaml" <<'PY'
import json, sys, yaml
src, out = sys.argv[1], sys.argv[2]
doc = yaml.load(open(src), Loader=yaml.CSafeLoader)
charges = doc['paths']['/v1/charges']
for method in [m for m in charges if m != 'post' and m in ('get', 'put', 'delete', 'patch', 'head', 'options', 'trace')]:
    del charges[method]
ok = charges['post']['responses']['200']
charges['post']['responses']['200'] = {'description': ok.get('description') or 'A response.'}
errors = doc['components']['schemas']['api_errors']
for name in ('payment_intent', 'payment_method', 'setup_intent', 'source'):
    errors['properties'].pop(name)
errors.pop('x-expandableFields', None)
json.dump(doc, open(out, 'w'), default=str)
PY
python3 "$prune" "$tmp/cut.yaml" Tests/Fixtures/answers/stripe.json /v1/charges
