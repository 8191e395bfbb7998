#!/usr/bin/env bash
# Lighthouse performance (mobile, simulated throttling) of the home page for two
# builds of the app served by the same binary, interleaved:
#   bench/lighthouse-ab.sh BEFORE_APP_DIR AFTER_APP_DIR [ROUNDS] [PATH]
# where each *_APP_DIR is the output of `node app/build.mjs DIR` (served through
# DEV_APP_DIR). Needs `npm i lighthouse` somewhere on NODE_PATH or LIGHTHOUSE=path/to/cli.
set -euo pipefail
BEFORE=$1 AFTER=$2 ROUNDS=${3:-6} PAGE=${4:-/}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${ELEKTRIKER_BIN:-$ROOT/target/release/elektriker}
LH=${LIGHTHOUSE:-$(node -p 'require.resolve("lighthouse/cli/index.js")')}
WORK=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$WORK"' EXIT
start() { # app-dir port
  mkdir -p "$WORK/$2"
  DEV_APP_DIR=$1 RUST_LOG=warn MAIL_OUTBOX_DIR="$WORK/$2/outbox" "$BIN" serve --port "$2" \
    --database-url "sqlite://$WORK/$2/site.db" >"$WORK/$2/log" 2>&1 &
  for _ in $(seq 120); do curl -sf "http://127.0.0.1:$2/" -o /dev/null && curl -sf "http://127.0.0.1:$2$PAGE" -o /dev/null && return; sleep 0.5; done
  echo "server on $2 did not start" >&2; exit 1
}
start "$BEFORE" 3101
start "$AFTER" 3102
for round in $(seq "$ROUNDS"); do
  for port in 3101 3102; do
    node "$LH" "http://127.0.0.1:$port$PAGE" --only-categories=performance --chrome-path=/usr/bin/chromium \
      --chrome-flags="--headless --no-sandbox --disable-gpu --disable-background-networking" \
      --output=json --output-path="$WORK/r$round-$port.json" --quiet || continue
    node -e '
      const [file, name, round] = process.argv.slice(1); const r = require(file); const a = r.audits;
      console.log([name, round, Math.round(r.categories.performance.score * 100),
        ...["first-contentful-paint", "largest-contentful-paint", "speed-index", "total-blocking-time", "cumulative-layout-shift"]
          .map((k) => `${k}=${a[k].displayValue}`)].join(" "));' \
      "$WORK/r$round-$port.json" "$([ $port = 3101 ] && echo before || echo after)" "$round"
  done
done
