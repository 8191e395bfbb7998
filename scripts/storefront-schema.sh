#!/usr/bin/env bash
# The Shopify Storefront API 2025-07 schema, as the npm package @shopify/hydrogen-react
# ships it (storefront.schema.json): fetched once with `npm pack` (the package's tarball
# alone, none of its dependencies), checked against the pinned integrity, and kept in
# app/node_modules/.cache/ for the test that validates every GraphQL document the
# server sends (app/src/lib/storefront.test.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=2025.7.2
INTEGRITY=sha512-F6wkieimH9PIodctNz15zFxdGXs//Fl3SGN/8erUs2sQ/v20o4jiFijmCF4ZvU0kYoZWiOQXiz7Ruz/RILgz1g==
out=app/node_modules/.cache/storefront-$VERSION.schema.json
[ -s "$out" ] && exit 0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent --loglevel=error "@shopify/hydrogen-react@$VERSION" >/dev/null)
tarball="$tmp/shopify-hydrogen-react-$VERSION.tgz"
actual=$(node -e 'const c=require("crypto");process.stdout.write("sha512-"+c.createHash("sha512").update(require("fs").readFileSync(process.argv[1])).digest("base64"))' "$tarball")
if [ "$actual" != "$INTEGRITY" ]; then
  echo "error: @shopify/hydrogen-react@$VERSION does not match its pinned integrity" >&2
  exit 1
fi
tar -xzf "$tarball" -C "$tmp" package/storefront.schema.json
mkdir -p "$(dirname "$out")"
mv "$tmp/package/storefront.schema.json" "$out"
echo "Storefront API schema: $out (@shopify/hydrogen-react@$VERSION)"
