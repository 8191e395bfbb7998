// make bench: wrk against the release binary, side by side in one run with a Node.js
// server rendering the same bundle and data, and with our server returning a
// prebuilt page from memory (the limit). Prints a table; writes bench/out/results.md.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "bench", "out");
mkdirSync(out, { recursive: true });
const BIN = path.join(root, "target", "release", "elektriker");
const DURATION = process.env.BENCH_SECONDS ?? "10";
const CONNECTIONS = process.env.BENCH_CONNECTIONS ?? "32";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, child) {
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited`);
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - t0;
    } catch {}
    await sleep(5);
  }
}

function peakMemoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)[1]);
  return kb / 1024;
}

function wrk(url, headers = []) {
  const args = ["-t2", `-c${CONNECTIONS}`, `-d${DURATION}s`, "--latency", ...headers.flatMap((h) => ["-H", h]), url];
  const text = execFileSync("wrk", args, { encoding: "utf8" });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)[1]);
  const toMs = (v, unit) => Number(v) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);
  const pct = (p) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(text);
    return toMs(m[1], m[2]);
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(text);
  return { rps, p50: pct(50), p99: pct(99), errors: errors ? Number(errors[1]) : 0 };
}

function start(cmd, args, env = {}) {
  return spawn(cmd, args, { env: { ...process.env, RUST_LOG: "warn", NO_COLOR: "1", ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

// 1. The bundle and the exact request our server renders for the home page.
execFileSync("node", [path.join(root, "app", "build.mjs"), path.join(out, "app")], { stdio: "inherit" });
const bundle = path.join(out, "app", "server", "server.js");
const dbDir = path.join(out, "db");
mkdirSync(dbDir, { recursive: true });

const cachedPort = 3101, uncachedPort = 3102, nodePort = 3103;
const ours = start(BIN, ["serve", "--port", String(cachedPort), "--bench-endpoints"], { DATABASE_URL: `sqlite://${dbDir}/cached.db` });
const startupMs = await waitFor(`http://127.0.0.1:${cachedPort}/`, ours);
const uncached = start(BIN, ["serve", "--port", String(uncachedPort), "--page-cache-ttl-secs", "0"], { DATABASE_URL: `sqlite://${dbDir}/uncached.db` });
await waitFor(`http://127.0.0.1:${uncachedPort}/healthz`, uncached);

const pageData = await (await fetch(`http://127.0.0.1:${cachedPort}/api/page?path=%2F`)).json();
const ftl = (lang) => readdirSync(path.join(root, "locales", lang)).sort().map((f) => readFileSync(path.join(root, "locales", lang, f), "utf8") + "\n").join("");
const request = { url: "/", lang: "da", messages: { key: "da-bench", lang: "da", ftl: ftl("da"), fallback: "" }, data: pageData.data };
const requestPath = path.join(out, "request-home.json");
writeFileSync(requestPath, JSON.stringify(request));

const node = start("node", [path.join(root, "bench", "node-server.mjs"), bundle, requestPath, String(nodePort)]);
const nodeStartupMs = await waitFor(`http://127.0.0.1:${nodePort}/`, node);

// 2. Load, one target at a time so they never compete with each other.
const rows = [];
const measure = (name, url, pid) => {
  for (let i = 0; i < 200; i++) execFileSync("curl", ["-s", "-o", "/dev/null", url]); // warm up
  const result = wrk(url);
  rows.push({ name, ...result, memory: peakMemoryMb(pid) });
};
measure("home, anonymous (page cache)", `http://127.0.0.1:${cachedPort}/`, ours.pid);
measure("home, uncached (rendered per request)", `http://127.0.0.1:${uncachedPort}/`, uncached.pid);
measure("limit: prebuilt page from memory", `http://127.0.0.1:${cachedPort}/__bench/prebuilt`, ours.pid);
measure("Node.js + react-dom/server, same bundle", `http://127.0.0.1:${nodePort}/`, node.pid);

for (const child of [ours, uncached, node]) child.kill("SIGTERM");

// 3. In-process render time of one page: our engine (QuickJS) and Node (V8).
const example = execFileSync(
  "cargo",
  ["run", "--quiet", "--release", "-p", "ssr-runtime", "--example", "render_file", "--", bundle, requestPath, "300"],
  { cwd: root, encoding: "utf8" },
);
const oursRender = Number(/render_ms ([\d.]+)/.exec(example)[1]);
const nodeRender = Number(/render_ms ([\d.]+)/.exec(execFileSync("node", [path.join(root, "bench", "node-server.mjs"), bundle, requestPath, "0", "--time", "300"], { encoding: "utf8" }))[1]);

// 4. Client JavaScript for the home page (entry + chunks it preloads), gzip.
const manifest = JSON.parse(readFileSync(path.join(out, "app", "client", "manifest.json"), "utf8"));
const homeFiles = [manifest.entry, ...manifest.preload, ...manifest.routes.home];
const gz = (file) => Number(execFileSync("bash", ["-c", `gzip -9 -c '${path.join(out, "app", "client", file)}' | wc -c`], { encoding: "utf8" }).trim());
const jsGzip = homeFiles.reduce((n, f) => n + gz(f), 0);
const cssGzip = manifest.css ? gz(manifest.css) : 0;

const nodeRow = rows[3], limitRow = rows[2], cachedRow = rows[0], uncachedRow = rows[1];
const fmt = (n, d = 0) => n.toFixed(d);
let md = `| target | req/s | p50 ms | p99 ms | vs Node | vs limit | peak RSS MB |\n|---|---:|---:|---:|---:|---:|---:|\n`;
for (const r of rows)
  md += `| ${r.name} | ${fmt(r.rps)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${fmt(r.rps / nodeRow.rps, 2)}x | ${fmt((r.rps / limitRow.rps) * 100)} % | ${fmt(r.memory)} |\n`;
md += `\nwrk -t2 -c${CONNECTIONS} -d${DURATION}s on ${execFileSync("nproc", { encoding: "utf8" }).trim()} cores, one target at a time; errors (non-2xx): ${rows.map((r) => r.errors).join("/")}.\n\n`;
md += `| measure | ours | Node.js | ratio |\n|---|---:|---:|---:|\n`;
md += `| in-process render of the home page (ms) | ${fmt(oursRender, 2)} (QuickJS) | ${fmt(nodeRender, 2)} (V8) | ${fmt(oursRender / nodeRender, 1)}x |\n`;
md += `| start-up to first response (ms) | ${fmt(startupMs)} | ${fmt(nodeStartupMs)} | |\n`;
md += `\nClient JavaScript for the home page: ${fmt(jsGzip / 1024, 1)} KiB gzip (${homeFiles.length} files), CSS ${fmt(cssGzip / 1024, 1)} KiB gzip.\n`;
md += `Cached anonymous pages: ${fmt(cachedRow.rps / nodeRow.rps, 1)}x the Node server's throughput, ${fmt((cachedRow.rps / limitRow.rps) * 100)} % of the limit (goal: at least 5x and within 20 %).\n`;
md += `Uncached renders: ${fmt(uncachedRow.rps / nodeRow.rps, 2)}x Node's throughput.\n`;
writeFileSync(path.join(out, "results.md"), md);
console.log("\n" + md);
