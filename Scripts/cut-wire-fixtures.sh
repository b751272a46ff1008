#!/usr/bin/env bash
# Cuts the GitHub and Stripe documents of the shared documents (../shared/specs beside the package,
# or the folder ROUTEGEN_SHARED_SPECS names) down to the operations the wire tests send, for
# Tests/Fixtures/wire. Each keeps one method per path, its request exactly as published, and its
# responses without their bodies (the tests check requests; the response models would pull in
# hundreds of schemas). prune-openapi.py (../shared/tools, or PRUNE) then keeps only the components
# left reachable.
set -euo pipefail
cd "$(dirname "$0")/.."
specs=${ROUTEGEN_SHARED_SPECS:-../shared/specs}
prune=${PRUNE:-$specs/../tools/prune-openapi.py}
for needed in "$specs/stripe-2023.openapi.yaml" "$specs/github-2022.openapi.yaml" "$prune"; do
  if [ ! -f "$needed" ]; then
    echo "cut-wire-fixtures.sh: $needed is missing; put the shared documents in ../shared beside the package," \
      "or name their specs folder with ROUTEGEN_SHARED_SPECS (and the prune tool with PRUNE)" >&2
    exit 1
  fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cut() { # OUT SRC METHOD:PATH...
    local out=$1 src=$2; shift 2
    local paths=()
    for op in "$@"; do paths+=("${op#*:}"); done
    python3 "$prune" "$src" "$tmp/whole.json" "${paths[@]}" >/dev/null
    python3 - "$tmp/whole.json" "$tmp/cut.json" "$@" <<'PY'
import json, sys
src, out, ops = sys.argv[1], sys.argv[2], sys.argv[3:]
doc = json.load(open(src))
wanted = {}
for op in ops:
    method, path = op.split(':', 1)
    wanted.setdefault(path, set()).add(method)
for path, item in doc['paths'].items():
    for method in list(item):
        if method in ('get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace') and method not in wanted[path]:
            del item[method]
        elif method in wanted[path]:
            item[method]['responses'] = {
                status: {'description': (response.get('description') or 'A response.') if isinstance(response, dict) else 'A response.'}
                for status, response in item[method]['responses'].items()}
json.dump(doc, open(out, 'w'))
PY
    python3 "$prune" "$tmp/cut.json" "$out" "${paths[@]}"
}

# Stripe: forms, a file upload to files.stripe.com, and the upcoming invoice's query of subscription items.
cut Tests/Fixtures/wire/stripe.json "$specs/stripe-2023.openapi.yaml" post:/v1/customers post:/v1/checkout/sessions \
    post:/v1/files get:/v1/invoices/upcoming
# GitHub: a JSON body; a release asset, raw bytes to uploads.github.com; a management-console call, whose
# server has the variables of the document's; paths whose values span segments; a body with properties
# beside a oneOf.
cut Tests/Fixtures/wire/github.json "$specs/github-2022.openapi.yaml" patch:/repos/{owner}/{repo} \
    post:/repos/{owner}/{repo}/releases/{release_id}/assets get:/setup/api/configcheck \
    get:/repos/{owner}/{repo}/contents/{path} get:/repos/{owner}/{repo}/git/ref/{ref} post:/repos/{owner}/{repo}/check-runs
