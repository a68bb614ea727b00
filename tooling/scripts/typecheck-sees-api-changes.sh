#!/usr/bin/env bash
# Proves that turbo's cache cannot hide an API change from the web app: with a warm cache, renaming a field of
# the links' output schema must fail @kubm/web's typecheck. turbo.json makes `typecheck` depend on the
# `transit` task of every package imported, so their sources are part of its cache key.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

field='canEdit: z.boolean(),'
file=$(grep -rl --include=*.ts "$field" packages/api/src/links | head -n 1)
if [[ -z $file ]]; then
  echo "No links output schema with '$field' under packages/api/src/links: update this check." >&2
  exit 1
fi
backup=$(mktemp)
cp "$file" "$backup"
trap 'cp "$backup" "$file"; rm -f "$backup"' EXIT

pnpm exec turbo run typecheck --filter=@kubm/web --output-logs=errors-only >/dev/null
sed -i "s/$field/canEditRenamed: z.boolean(),/" "$file"
# Only the web app's own task runs: its cache key alone must notice the change.
if output=$(pnpm exec turbo run typecheck --filter=@kubm/web --output-logs=errors-only 2>&1); then
  echo 'The web app still type-checks after an output field of the API was renamed: turbo replayed a stale result.' >&2
  exit 1
fi
if ! grep -q "@kubm/web#typecheck" <<<"$output" || ! grep -q 'canEdit' <<<"$output"; then
  echo "The typecheck failed, but not in the web app over the renamed field:" >&2
  echo "$output" >&2
  exit 1
fi
echo 'A renamed API output field fails the web typecheck from a warm cache.'
