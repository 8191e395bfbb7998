// make bench-goods: what the product's legal facts and its price history cost the pages
// that show them (issue 58). Two servers on the same release binary, each on its own
// SQLite database of the demo and GOODS_PRODUCTS generated products (default 20,000),
// measured one after the other in one run:
//   - before: the catalogue as it was (no legal facts, one price each, no history);
//   - with facts: every product with its kind, class, maker and warnings, and 90
//     days of price history (three prices a variant, every fifth product reduced),
//     `elektriker generate-catalogue --facts`.
// For each: product pages cold (the first request for each of GOODS_COLD distinct
// products, one at a time: a render each, with the history's join and the facts'
// JSON), then wrk on random product pages and on random faceted collection pages
// (sort, in stock, on sale, price bounds: the URLs visitors make) from many
// addresses. Writes bench/out/goods-<date>.json and .md.
//   ELEKTRIKER_BIN (target/release/elektriker), GOODS_PRODUCTS (20000), GOODS_COLD
//   (200), WRK_SECONDS (10), WRK_CONNECTIONS (20), GOODS_SALE=0 (no "sale=1" URLs).
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, wrkPaths, untilReady } from "./paths.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "bench", "out");
mkdirSync(out, { recursive: true });
const BIN = path.resolve(root, process.env.ELEKTRIKER_BIN ?? path.join("target", "release", "elektriker"));
const PRODUCTS = Number(process.env.GOODS_PRODUCTS ?? "20000");
const COLD = Number(process.env.GOODS_COLD ?? "200");
const WRK = { connections: Number(process.env.WRK_CONNECTIONS ?? "20"), seconds: Number(process.env.WRK_SECONDS ?? "10") };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The generated catalogue's handles (server/shop/generated.rs: title(n), handle(n)).
const KINDS = ["Stikkontakt", "LED-pære", "Pendel", "Spot", "Væglampe", "Dimmer", "Kabel", "Gruppetavle", "Bevægelsessensor", "Havelampe"];
const SERIES = ["Nova", "Aura", "Lumen", "Polar", "Fjord", "Skagen", "Hygge", "Norden", "Solsikke", "Storm"];
const handle = (n) =>
  "g-" + `${KINDS[n % KINDS.length]} ${SERIES[Math.floor(n / KINDS.length) % SERIES.length]} ${n}`.toLowerCase().replace(/æ/g, "ae").replace(/ø/g, "oe").replace(/å/g, "aa").replace(/ /g, "-");

/// Deterministic picks (the same URLs in both runs).
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

const productPaths = Array.from({ length: 2000 }, () => `/product/${encodeURIComponent(handle(1 + Math.floor(random() * PRODUCTS)))}`);
const coldPaths = Array.from({ length: COLD }, (_, i) => `/product/${encodeURIComponent(handle(1 + Math.floor((i * PRODUCTS) / COLD)))}`);
const LISTINGS = ["/products/lamper", "/products/stikkontakter", "/products/smart-home", "/collections/indendors-lys", "/collections/udendors-lys"];
const SORTS = ["", "sort=price-asc", "sort=price-desc", "sort=newest", "sort=name"];
const facetPaths = Array.from({ length: 2000 }, () => {
  const query = [SORTS[Math.floor(random() * SORTS.length)]];
  if (random() < 0.4) query.push("available=1");
  // "Kun tilbud": before the facts such a page lists nothing (no product is reduced),
  // a cheaper page than any; GOODS_SALE=0 leaves it out of both runs.
  if (random() < 0.3 && process.env.GOODS_SALE !== "0") query.push("sale=1");
  if (random() < 0.3) query.push(`min=${Math.floor(random() * 500)}`, `max=${500 + Math.floor(random() * 1500)}`);
  const q = query.filter(Boolean).join("&");
  return LISTINGS[Math.floor(random() * LISTINGS.length)] + (q ? `?${q}` : "");
});

async function startServer(name, facts) {
  const dir = mkdtempSync(path.join(tmpdir(), `elektriker-goods-${name}-`));
  const databaseUrl = `sqlite://${path.join(dir, "site.db")}`;
  const t0 = performance.now();
  execFileSync(BIN, ["generate-catalogue", "--products", String(PRODUCTS), ...(facts ? ["--facts"] : []), "--database-url", databaseUrl], {
    cwd: dir, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, RUST_LOG: "warn", NO_COLOR: "1" },
  });
  const seedMs = performance.now() - t0;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(BIN, ["serve", "--port", String(port), "--seed-demo"], {
    cwd: dir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: base, MAIL_OUTBOX_DIR: path.join(dir, "outbox"), TRUSTED_PROXIES: "127.0.0.1", RUST_LOG: "warn", NO_COLOR: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await untilReady(base, child, name);
  // Let the start's warm-up of the shared pages finish first.
  await sleep(15000);
  return { name, dir, base, child, seedMs };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(server) {
  // Cold product pages, one at a time: every one a render.
  const times = [];
  let bad = 0;
  for (const p of coldPaths) {
    const t0 = performance.now();
    const res = await fetch(server.base + p, { headers: { "x-forwarded-for": `10.9.${times.length % 250}.1` } });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status !== 200) bad++;
  }
  times.sort((a, b) => a - b);
  const cold = { p50: percentile(times, 50), p99: percentile(times, 99), non200: bad };
  const products = wrkPaths(server.base, productPaths, server.dir, "products", WRK);
  const facets = wrkPaths(server.base, facetPaths, server.dir, "facets", WRK);
  // What the page carries: one light source's page in bytes.
  const sample = await (await fetch(`${server.base}/product/${encodeURIComponent(handle(2))}`)).text();
  return { seedMs: server.seedMs, cold, products, facets, bytes: sample.length, arrow: sample.includes("energy-arrow") };
}

const results = {};
for (const [name, facts] of [["before", false], ["with facts", true]]) {
  console.log(`${name}: ${PRODUCTS} generated products${facts ? " with their facts and price history" : ""}`);
  const server = await startServer(name.replace(/ /g, "-"), facts);
  try {
    results[name] = await measure(server);
    console.log(JSON.stringify(results[name]));
  } finally {
    server.child.kill("SIGTERM");
    await sleep(500);
    rmSync(server.dir, { recursive: true, force: true });
  }
}

const [a, b] = [results.before, results["with facts"]];
const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "n/a");
const ratio = (x, y) => f(y / x, 2);
const rows = [
  ["product page, cold (first request each, one at a time) p50 ms", a.cold.p50, b.cold.p50],
  ["product page, cold p99 ms", a.cold.p99, b.cold.p99],
  [`product pages, wrk ${WRK.connections} connections, random of 2,000: req/s`, a.products.rps, b.products.rps],
  ["product pages, wrk p99 ms", a.products.p99, b.products.p99],
  ["collection pages, wrk random faceted URLs: req/s", a.facets.rps, b.facets.rps],
  ["collection pages, wrk p99 ms", a.facets.p99, b.facets.p99],
  ["a light source's page, bytes", a.bytes, b.bytes],
];
const date = new Date().toISOString().slice(0, 10);
const md = [
  `# The goods and the law at ${PRODUCTS.toLocaleString("en")} products (${date})`,
  "",
  `make bench-goods: the same release binary, SQLite, the demo plus ${PRODUCTS} generated products; "before" without legal facts or price history, "with facts" with every product's facts and 90 days of history (3 prices a variant). wrk ${WRK.seconds} s, ${WRK.connections} connections, each request from its own address.`,
  "",
  "| | before | with facts | with / before |",
  "|---|---:|---:|---:|",
  ...rows.map(([label, x, y]) => `| ${label} | ${f(x)} | ${f(y)} | ${ratio(x, y)} |`),
  "",
  `Errors: before ${a.products.errors + a.facets.errors} (non-2xx ${a.products.non2xx + a.facets.non2xx}), with facts ${b.products.errors + b.facets.errors} (non-2xx ${b.products.non2xx + b.facets.non2xx}); cold non-200: ${a.cold.non200} / ${b.cold.non200}. The arrow on the sample light source's page: before ${a.arrow}, with facts ${b.arrow}.`,
  "",
].join("\n");
writeFileSync(path.join(out, `goods-${date}.json`), JSON.stringify(results, null, 2));
writeFileSync(path.join(out, `goods-${date}.md`), md);
console.log("\n" + md);
