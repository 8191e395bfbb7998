// make bench-scale, second part: the catalogue under a crowd and a crawler (issue 50's
// table). For each backend (SQLite; PostgreSQL when one answers at 127.0.0.1:5432) the
// demo catalogue (17 products) and a generated one of CROWD_PRODUCTS products, one
// server at a time, started cold (no warm-up: the pages are what a crawler or a
// visitor finds), each request from its own client address:
//   - one faceted collection page at a time, each a new URL: the client's wall time and
//     the server's CPU time per page (median);
//   - wrk on random faceted collection URLs (a sort, the in-stock choice, one or two
//     option values, a price range, a cursor after a member), as a crawler or shoppers
//     clicking facets send them;
//   - wrk on the predictive box (limit=6) with the catalogue's common words and their
//     beginnings as typed, then the same with two neighbouring letters swapped;
//   - wrk on random product pages, cold.
// Writes bench/out/crowd-<date>.json and .md.
//   ELEKTRIKER_BIN (target/release/elektriker), CROWD_PRODUCTS (20000), WRK_SECONDS (10),
//   WRK_CONNECTIONS (20), CROWD_BACKENDS ("sqlite,postgres").
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, wrkPaths, untilReady } from "./paths.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "bench", "out");
mkdirSync(out, { recursive: true });
const BIN = path.resolve(root, process.env.ELEKTRIKER_BIN ?? path.join("target", "release", "elektriker"));
const PRODUCTS = Number(process.env.CROWD_PRODUCTS ?? "20000");
const WRK_SECONDS = process.env.WRK_SECONDS ?? "10";
const WRK_CONNECTIONS = process.env.WRK_CONNECTIONS ?? "20";
const BACKENDS = (process.env.CROWD_BACKENDS ?? "sqlite,postgres").split(",");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const children = [];
const cleanup = [];
process.on("exit", () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  for (const f of cleanup) f();
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

// A random generator with a seed: the same URLs in every run and for every server.
function seeded(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function postgresUp() {
  return new Promise((resolve) => {
    const socket = net.connect(5432, "127.0.0.1");
    socket.on("connect", () => (socket.end(), resolve(true)));
    socket.on("error", () => resolve(false));
  });
}

/// Rows of a query on the server's database, each an array of text.
function query(server, sql) {
  const text = server.databaseUrl.startsWith("sqlite")
    ? execFileSync("sqlite3", ["-readonly", "-separator", "\t", server.databaseUrl.slice("sqlite://".length), sql], { encoding: "utf8", maxBuffer: 1 << 28 })
    : execFileSync("psql", [server.databaseUrl, "-At", "-F", "\t", "-c", sql], { encoding: "utf8", maxBuffer: 1 << 28 });
  return text.split("\n").filter(Boolean).map((line) => line.split("\t"));
}

/// The server's CPU time so far, in milliseconds (user and system, from /proc).
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function start(backend, products) {
  const name = `${backend}-${products || "demo"}`;
  const dir = mkdtempSync(path.join(tmpdir(), `elektriker-crowd-${name}-`));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  let databaseUrl;
  if (backend === "sqlite") {
    databaseUrl = `sqlite://${path.join(dir, "site.db")}`;
  } else {
    const database = `elektriker_crowd_${process.pid}_${products}`;
    const admin = "postgres://postgres@127.0.0.1:5432/postgres";
    execFileSync("psql", [admin, "-qc", `drop database if exists ${database}`]);
    execFileSync("psql", [admin, "-qc", `create database ${database}`]);
    cleanup.push(() => {
      try {
        execFileSync("psql", [admin, "-qc", `drop database if exists ${database} with (force)`]);
      } catch {}
    });
    databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
  }
  const env = { ...process.env, RUST_LOG: "warn", NO_COLOR: "1" };
  if (products > 0) {
    execFileSync(BIN, ["generate-catalogue", "--products", String(products), "--database-url", databaseUrl], { cwd: dir, stdio: ["ignore", "ignore", "inherit"], env });
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(BIN, ["serve", "--port", String(port)], {
    cwd: dir,
    env: { ...env, DATABASE_URL: databaseUrl, PUBLIC_URL: base, MAIL_OUTBOX_DIR: path.join(dir, "outbox"), TRUSTED_PROXIES: "127.0.0.1", PAGE_WARMUP: "false" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  await untilReady(base, child, name);
  // The search index holds every product before anything is measured.
  for (let i = 0; ; i++) {
    const res = await fetch(`${base}/api/search?q=lampe&lang=da&limit=1`, { headers: { "x-forwarded-for": `10.250.0.${(i % 250) + 1}` } });
    if (res.ok && !(await res.json()).incomplete) break;
    if (i > 3000) throw new Error(`${name}: the search index was not built within ten minutes`);
    await sleep(200);
  }
  return { name, dir, base, child, databaseUrl };
}

function wrk(server, label, paths) {
  const result = wrkPaths(server.base, paths, server.dir, label, { connections: WRK_CONNECTIONS, seconds: WRK_SECONDS });
  console.log(`${server.name} ${label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx} of ${result.requests}`);
  return result;
}

/// The catalogue's words as visitors type them: its most common title words (four
/// letters or more), each whole and by its beginnings from three letters.
function commonWords(titles) {
  const counts = new Map();
  for (const [title] of titles) {
    for (const word of title.toLowerCase().split(/[^\p{L}\d]+/u)) {
      if ([...word].length >= 4 && !/\d/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const words = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([w]) => w);
  const typed = new Set();
  for (const word of words) for (let n = 3; n <= [...word].length; n++) typed.add([...word].slice(0, n).join(""));
  return { words, typed: [...typed] };
}

/// Two neighbouring letters swapped in the middle of a word ("stikkontakt" → "stikkonatkt").
function swapped(word) {
  const letters = [...word];
  const i = Math.max(1, Math.floor(letters.length / 2) - 1);
  [letters[i], letters[i + 1]] = [letters[i + 1], letters[i]];
  return letters.join("");
}

async function measure(backend, products) {
  const server = await start(backend, products);
  const random = seeded(50);
  const pick = (list) => list[Math.floor(random() * list.length)];
  // Each collection by the address its page has (/collections/… or, for a product
  // category, /products/…).
  const collections = [];
  for (const [handle] of query(server, "select handle from shop_collections")) {
    for (const prefix of ["/collections/", "/products/"]) {
      const res = await fetch(`${server.base}${prefix}${handle}`, { headers: { "x-forwarded-for": "10.251.0.1" } });
      await res.text();
      if (res.status === 200) {
        collections.push({ handle, path: `${prefix}${handle}` });
        break;
      }
    }
  }
  const members = query(server, "select c.collection_handle, p.handle from shop_collection_products c join shop_products p on p.id = c.product_id where p.status = 'active' order by p.handle limit 20000");
  const options = query(server, "select distinct name, value from shop_product_options order by name, value");
  const handles = query(server, "select handle from shop_products where status = 'active' order by handle").map(([h]) => h);
  const titles = query(server, "select title from shop_products where status = 'active'");
  const byCollection = new Map();
  for (const [c, h] of members) byCollection.set(c, [...(byCollection.get(c) ?? []), h]);
  const faceted = () => {
    const { handle: c, path: at } = pick(collections);
    const q = new URLSearchParams();
    if (random() < 0.7) q.set("sort", pick(["price-asc", "price-desc", "newest", "name"]));
    if (random() < 0.4) q.set("available", "1");
    for (let n = Math.floor(random() * 3); n > 0 && options.length; n--) q.append("option", pick(options).join(":"));
    if (random() < 0.3) q.set("min", String(Math.floor(random() * 10) * 100));
    if (random() < 0.3) q.set("max", String(1000 + Math.floor(random() * 40) * 100));
    const inside = byCollection.get(c) ?? [];
    if (random() < 0.5 && inside.length) q.set("after", pick(inside));
    const text = q.toString();
    return text ? `${at}?${text}` : at;
  };
  const row = { backend, products: handles.length };

  // One new faceted page at a time: wall and server CPU.
  const walls = [], cpus = [];
  const seen = new Set();
  for (let i = 0; i < 30; i++) {
    let url = faceted();
    while (seen.has(url)) url = faceted();
    seen.add(url);
    const before = cpuMs(server.child.pid);
    const t0 = performance.now();
    const res = await fetch(server.base + url, { headers: { "x-forwarded-for": `10.200.${i}.1` } });
    await res.text();
    walls.push(performance.now() - t0);
    cpus.push(cpuMs(server.child.pid) - before);
  }
  row.coldFaceted = { wallMs: median(walls), cpuMs: median(cpus) };
  console.log(`${server.name} one cold faceted page: ${row.coldFaceted.wallMs.toFixed(1)} ms wall, ${row.coldFaceted.cpuMs.toFixed(1)} ms CPU`);

  row.faceted = wrk(server, "faceted", Array.from({ length: 5000 }, faceted));
  const { words, typed } = commonWords(titles);
  row.commonWords = words.slice(0, 8);
  const predictive = (q) => `/api/search?${new URLSearchParams({ q, lang: "da", limit: "6" })}`;
  row.predictive = wrk(server, "predictive-common", typed.map(predictive));
  row.predictiveSwapped = wrk(server, "predictive-swapped", words.map(swapped).map(predictive));
  const shuffled = [...handles].sort(() => random() - 0.5);
  row.productPages = wrk(server, "product-cold", shuffled.map((h) => `/product/${h}`));
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.once("exit", r));
  return row;
}

const started = new Date();
const rows = [];
for (const backend of BACKENDS) {
  if (backend === "postgres" && !(await postgresUp())) {
    console.log("no PostgreSQL at 127.0.0.1:5432: its columns are left out");
    continue;
  }
  for (const products of [0, PRODUCTS]) rows.push(await measure(backend, products));
}

const f = (n, d = 0) => (Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d }) : "n/a");
const cell = (w) => `${f(w.rps)} req/s, p50 ${f(w.p50, 1)} ms, p99 ${f(w.p99, 1)} ms, ${w.non2xx} of ${f(w.requests)} not 2xx`;
let md = `# The catalogue under a crowd (${started.toISOString()})\n\n`;
md += `| load | ${rows.map((r) => `${r.backend}, ${f(r.products)} products`).join(" | ")} |\n|---|${rows.map(() => "---").join("|")}|\n`;
md += `| one cold faceted collection page at a time (median wall / server CPU) | ${rows.map((r) => `${f(r.coldFaceted.wallMs, 1)} / ${f(r.coldFaceted.cpuMs, 1)} ms`).join(" | ")} |\n`;
md += `| random faceted collection URLs (sort, filters, cursor) | ${rows.map((r) => cell(r.faceted)).join(" | ")} |\n`;
md += `| predictive search, common catalogue words as typed | ${rows.map((r) => cell(r.predictive)).join(" | ")} |\n`;
md += `| the same words with two letters swapped | ${rows.map((r) => cell(r.predictiveSwapped)).join(" | ")} |\n`;
md += `| random product pages, cold | ${rows.map((r) => cell(r.productPages)).join(" | ")} |\n`;
md += `\n${path.relative(root, BIN) || BIN}, ${availableParallelism()} cores shared with wrk; wrk -t2 -c${WRK_CONNECTIONS} -d${WRK_SECONDS}s per cell, each request from its own address; servers started without the warm-up. Common words: ${rows.map((r) => `${r.backend}/${f(r.products)}: ${r.commonWords.join(", ")}`).join("; ")}.\n`;
const stamp = started.toISOString().replace(/[:.]/g, "-");
writeFileSync(path.join(out, `crowd-${stamp}.md`), md);
writeFileSync(path.join(out, `crowd-${stamp}.json`), JSON.stringify({ started, products: PRODUCTS, rows }, null, 2));
console.log("\n" + md);
process.exit(0);
