// Lighthouse A/B of two builds of the binary (a client-side change: its bytes, paint
// and blocking time), side by side: each page's runs alternate between the two
// servers, so both see the machine as it is at that moment.
//   node bench/ab-lighthouse.mjs BEFORE_BIN AFTER_BIN [RUNS] [PATH ...]
// Each server starts on a fresh SQLite database with the demo content; every page is
// requested once first so both answer from their page cache.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ALL_PAGES, lighthouseTable, measurePages } from "./lighthouse.mjs";

const [before, after, runs = "3", ...paths] = process.argv.slice(2);
if (!before || !after) {
  console.error("usage: node bench/ab-lighthouse.mjs BEFORE_BIN AFTER_BIN [RUNS] [PATH ...]");
  process.exit(2);
}
const pages = paths.length ? paths : ALL_PAGES;

/** Starts a binary on a free port; answers its base URL and a stop function. */
function start(bin) {
  const dir = mkdtempSync(path.join(tmpdir(), "ab-lighthouse-"));
  const child = spawn(bin, ["serve", "--port", "0"], {
    env: { ...process.env, NO_COLOR: "1", RUST_LOG: "warn,elektriker=info", DATABASE_URL: `sqlite://${dir}/site.db`, MAIL_OUTBOX_DIR: path.join(dir, "outbox") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk) => {
      output += chunk.toString();
      const m = /elektriker is ready address=127\.0\.0\.1:(\d+)/.exec(output);
      if (m)
        resolve({
          base: `http://127.0.0.1:${m[1]}`,
          stop: () => (child.kill("SIGTERM"), rmSync(dir, { recursive: true, force: true })),
        });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`${bin} exited with ${code}:\n${output}`)));
  });
}

const a = await start(before);
const b = await start(after);
try {
  for (const server of [a, b]) for (const p of pages) await fetch(server.base + p).then((r) => r.arrayBuffer());
  const { rows, peerRows } = measurePages(b.base, pages, Number(runs), { base: a.base, paths: pages });
  console.log("\n" + lighthouseTable(rows, new Map(peerRows.map((r) => [r.path, r])), Number(runs), "before"));
} finally {
  a.stop();
  b.stop();
}
