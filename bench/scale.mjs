// make bench-scale: the catalogue-scale table, the demo catalogue beside a generated one of
// SCALE_PRODUCTS products, side by side in one run. Each server gets its own temporary
// directory and SQLite database (the generated one made by the hidden
// `elektriker generate-catalogue`), starts with its warm-up on (the default) and with
// `--seed-demo` (the admin who changes a title), and is measured alone, one after the
// other:
//   - every collection: the count its page states and the products one can page
//     through (the first page as HTML, then the `rel="next"` cursors through
//     /api/page), against the members counted in the database;
//   - the sitemap (an index and its files, or one urlset): product URLs against
//     products × 4 languages;
//   - search: the last product by its title and by a one-letter typo; one mistyped
//     predictive request's latency; wrk on the predictive box (limit=4) and on the
//     search page, exact and mistyped queries, each request from its own address;
//   - one address crawling cold product pages, 8 at a time: the share of 503s;
//   - wrk on random product pages from many addresses;
//   - the renders (Prometheus /metrics) one changed English product title costs, and
//     the time until the new title is on the product's page;
//   - beside the demo, the business importing SCALE_IMPORT_PRODUCTS new products as
//     Shopify's product CSV through the back office while visitors read product pages:
//     its time, the server's peak RSS, the pages' p99 meanwhile;
//   - the server's RSS at the end.
// Every figure is measured; what could not be is "n/a" with the reason below the table.
// Writes bench/out/scale-<date>.json and .md.
//   ELEKTRIKER_BIN (target/release/elektriker), SCALE_PRODUCTS (20000),
//   WRK_SECONDS (10), WRK_CONNECTIONS (20), SCALE_CRAWL_PAGES (300),
//   SCALE_SETTLE_SECONDS (900: the longest wait for the warm-up), SCALE_KEEP=1 keeps
//   the temporary directories, SCALE_IMPORT_PRODUCTS (SCALE_PRODUCTS),
//   SCALE_ONLY_DEMO=1 (the demo row and its import only).
import { execFileSync, spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, wrkPaths, untilReady } from "./paths.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "bench", "out");
mkdirSync(out, { recursive: true });
const BIN = path.resolve(root, process.env.ELEKTRIKER_BIN ?? path.join("target", "release", "elektriker"));
const PRODUCTS = Number(process.env.SCALE_PRODUCTS ?? "20000");
const WRK_SECONDS = process.env.WRK_SECONDS ?? "10";
const WRK_CONNECTIONS = process.env.WRK_CONNECTIONS ?? "20";
const CRAWL_PAGES = Number(process.env.SCALE_CRAWL_PAGES ?? "300");
// The CSV import beside the demo: how many new products.
const IMPORT_PRODUCTS = Number(process.env.SCALE_IMPORT_PRODUCTS ?? PRODUCTS);
const SETTLE_MS = Number(process.env.SCALE_SETTLE_SECONDS ?? "900") * 1000;
/// Renders unchanged (and none in flight) this long: the server's background work is done.
const QUIET_MS = 3000;
const LANGS = ["da", "en", "de", "fr"];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const children = [];
const tempDirs = [];
process.on("exit", () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  if (process.env.SCALE_KEEP !== "1") for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

const num = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "n/a");
const ms = (n, d = 0) => (Number.isFinite(n) ? `${n.toFixed(d)} ms` : "n/a");
const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values) => percentile(values, 50);
const range = (values) => {
  const lo = Math.min(...values), hi = Math.max(...values);
  return lo === hi ? num(lo) : `${num(lo)}-${num(hi)}`;
};
const localize = (lang, p) => (lang === "da" ? p : p === "/" ? `/${lang}` : `/${lang}${p}`);
/// A different client address each call (the server trusts 127.0.0.1's X-Forwarded-For).
let addressCounter = 0;
const nextAddress = () => {
  addressCounter++;
  return `10.${100 + ((addressCounter >> 16) & 63)}.${(addressCounter >> 8) & 255}.${(addressCounter & 255) || 1}`;
};

async function get(url, { address = nextAddress(), headers = {}, timeout = 60_000 } = {}) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { "x-forwarded-for": address, ...headers }, signal: AbortSignal.timeout(timeout), redirect: "manual" });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - t0, headers: res.headers };
}

// The database, read directly: the sqlite3 command line, or Python's sqlite3 module.
function sql(dbFile, query) {
  try {
    const text = execFileSync("sqlite3", ["-readonly", "-json", dbFile, query], { encoding: "utf8", maxBuffer: 1 << 28 });
    return text.trim() ? JSON.parse(text) : [];
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    const script = "import json,sqlite3,sys\nc=sqlite3.connect('file:'+sys.argv[1]+'?mode=ro',uri=True)\nc.row_factory=sqlite3.Row\n" +
      "print(json.dumps([dict(r) for r in c.execute(sys.argv[2])]))";
    return JSON.parse(execFileSync("python3", ["-c", script, dbFile, query], { encoding: "utf8", maxBuffer: 1 << 28 }));
  }
}

// wrk taking each request's path at random from a file, each from a new client
// address (bench/paths.mjs).
function wrk(base, paths, dir, name) {
  return wrkPaths(base, paths, dir, name, { connections: WRK_CONNECTIONS, seconds: WRK_SECONDS });
}

// Prometheus text: the renders by route, and the renders in flight.
async function metrics(metricsBase) {
  const text = (await get(`${metricsBase}/metrics`)).text;
  const byRoute = {};
  for (const [, route, value] of text.matchAll(/^elektriker_renders_total\{route="([^"]*)"\}\s+([\d.e+]+)$/gm)) byRoute[route] = Number(value);
  const depth = /^elektriker_render_queue_depth\s+([\d.e+]+)$/m.exec(text);
  return { byRoute, renders: Object.values(byRoute).reduce((a, b) => a + b, 0), inFlight: depth ? Number(depth[1]) : 0 };
}

/// Waits until no render has started or run for QUIET_MS (and, when `warmPasses` is
/// given, until the warm-up logged more passes than that). Answers whether it settled.
async function settle(server, { warmPasses } = {}) {
  const t0 = performance.now();
  let last = null, quietSince = performance.now();
  while (performance.now() - t0 < SETTLE_MS) {
    if (server.child.exitCode !== null) throw new Error("the server exited");
    const m = await metrics(server.metricsBase);
    if (last === null || m.renders !== last || m.inFlight > 0) {
      last = m.renders;
      quietSince = performance.now();
    } else if (performance.now() - quietSince >= QUIET_MS && (warmPasses === undefined || server.warmPasses.length > warmPasses)) {
      return { settled: true, ms: performance.now() - t0 };
    }
    await sleep(250);
  }
  return { settled: false, ms: performance.now() - t0 };
}

// A server on a fresh database with `products` generated, or (`reuse`) on another
// run's database, with `env` added to its environment.
async function startServer(name, products, { reuse, env = {} } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), `elektriker-scale-${name}-`));
  tempDirs.push(dir);
  const dbFile = reuse ?? path.join(dir, "site.db");
  const databaseUrl = `sqlite://${dbFile}`;
  let seedMs = NaN;
  if (products > 0 && !reuse) {
    const t0 = performance.now();
    execFileSync(BIN, ["generate-catalogue", "--products", String(products), "--database-url", databaseUrl], {
      cwd: dir, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, RUST_LOG: "warn", NO_COLOR: "1" },
    });
    seedMs = performance.now() - t0;
  }
  const port = await freePort();
  const metricsPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(BIN, ["serve", "--port", String(port), "--seed-demo"], {
    cwd: dir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: base,
      MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
      TRUSTED_PROXIES: "127.0.0.1",
      METRICS_ADDR: `127.0.0.1:${metricsPort}`,
      // The warm-up's passes are logged at info: the run waits for the first.
      RUST_LOG: "warn,elektriker::pages::warm=info",
      NO_COLOR: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const server = { name, dir, dbFile, base, metricsBase: `http://127.0.0.1:${metricsPort}`, child, warmPasses: [], admin: null, seedMs };
  // The server's log (stdout): kept in bench/out; the demo admin's password and the
  // warm-up's passes read from it.
  const log = createWriteStream(path.join(out, `scale-${name}.log`));
  let pending = "";
  child.stdout.on("data", (chunk) => {
    log.write(chunk);
    pending += chunk.toString("utf8");
    const lines = pending.split("\n");
    pending = lines.pop();
    for (const line of lines) {
      const warmed = /shared pages warmed.*?rendered=(\d+)/.exec(line);
      if (warmed) server.warmPasses.push(Number(warmed[1]));
      const email = /email:\s+(\S+@\S+)/.exec(line);
      if (email) server.admin = { ...server.admin, email: email[1] };
      const password = /password:\s+(\S+)/.exec(line);
      if (password) server.admin = { ...server.admin, password: password[1] };
    }
  });
  const t0 = performance.now();
  await untilReady(base, child, name, 20);
  server.startMs = performance.now() - t0;
  return server;
}

// One letter dropped from the first long word: one of a doubled pair
// ("Stikkontakt" → "Stikontakt"), else the middle one.
function typo(title) {
  const words = title.split(" ");
  const i = Math.max(0, words.findIndex((w) => [...w].length >= 4));
  const letters = [...words[i]];
  const doubled = letters.findIndex((c, k) => k > 0 && c.toLowerCase() === letters[k - 1].toLowerCase() && /\p{L}/u.test(c));
  const drop = doubled > 0 ? doubled : Math.floor(letters.length / 2);
  letters.splice(drop, 1);
  words[i] = letters.join("");
  return words.join(" ");
}

// TOTP (RFC 6238: SHA-1, 6 digits, 30 s), playing the administrator's authenticator app.
function totp(secret) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0, value = 0;
  const bytes = [];
  for (const c of secret.replace(/=+$/, "").toUpperCase()) {
    const i = alphabet.indexOf(c);
    if (i < 0) continue;
    value = ((value << 5) | i) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const h = createHmac("sha1", Buffer.from(bytes)).update(counter).digest();
  const o = h[19] & 15;
  const code = (((h[o] & 127) << 24) | (h[o + 1] << 16) | (h[o + 2] << 8) | h[o + 3]) % 1_000_000;
  return String(code).padStart(6, "0");
}

const pageJson = (html) => {
  const m = /<script id="__page" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : null;
};

async function measure(name, generated) {
  const notes = [];
  const row = { name, generated };
  console.log(`\n== ${name}: ${generated ? `generating ${num(generated)} products, then ` : ""}starting ${path.relative(root, BIN) || BIN}`);
  const server = await startServer(name, generated);
  row.seedMs = server.seedMs;
  row.startMs = server.startMs;
  const { base } = server;
  const warm = await settle(server, process.env.PAGE_WARMUP === "false" ? {} : { warmPasses: 0 });
  row.warmupMs = warm.ms;
  row.warmupRenders = server.warmPasses[0] ?? null;
  console.log(`warm-up: ${warm.settled ? `done in ${ms(warm.ms)}` : `NOT finished after ${ms(warm.ms)}`}, ${server.warmPasses[0] ?? "?"} pages`);
  if (!warm.settled) notes.push(`${name}: the start-up warm-up had not finished after ${SETTLE_MS / 1000} s; measured beside it`);

  // The true catalogue, from the database.
  const products = sql(server.dbFile, "select id, handle, title from shop_products order by position, handle");
  row.products = products.length;
  const members = new Map(
    sql(server.dbFile,
      "select c.handle as handle, count(p.id) as n from shop_collections c left join shop_collection_products m on m.collection_handle = c.handle " +
      "left join shop_products p on p.id = m.product_id group by c.handle order by c.position").map((r) => [r.handle, Number(r.n)]),
  );
  const last = products[products.length - 1];

  // 1. Collections: the count the page states, and what one can page through.
  row.collections = [];
  for (const [handle, count] of members) {
    let first = null, routePath = null;
    for (const candidate of [`/collections/${handle}`, `/products/${handle}`]) {
      const res = await get(`${base}${candidate}`);
      if (res.status === 200) {
        first = res;
        routePath = candidate;
        break;
      }
    }
    if (!first) {
      row.collections.push({ handle, members: count, stated: NaN, paged: NaN, error: "no page" });
      continue;
    }
    const boot = pageJson(first.text)?.data?.page;
    const seen = new Set((boot?.collection?.products ?? []).map((p) => p.handle));
    const stated = boot?.listing ? boot.listing.total ?? NaN : (boot?.collection?.products?.length ?? NaN);
    // Following `rel="next"`: the same cursor the link carries, as the page's JSON.
    let next = boot?.listing?.next ?? null;
    let pages = 1;
    while (next && next.cursor && pages < count + 5) {
      const target = `${routePath}?${new URLSearchParams({ [next.before ? "before" : "after"]: next.cursor })}`;
      const res = await get(`${base}/api/page?path=${encodeURIComponent(target)}`);
      if (res.status !== 200) break;
      const page = JSON.parse(res.text).data?.page;
      const before = seen.size;
      for (const p of page?.collection?.products ?? []) seen.add(p.handle);
      pages++;
      if (seen.size === before) break;
      next = page?.listing?.next ?? null;
    }
    row.collections.push({ handle, path: routePath, members: count, stated, paged: seen.size, pages, statedInHtml: first.text.includes(String(stated)) });
  }
  const cols = row.collections;
  const allShown = cols.every((c) => c.stated === c.members && c.paged === c.members);
  row.collectionCell = allShown
    ? `all (${cols.length} collections, ${range(cols.map((c) => c.members))})`
    : `${range(cols.map((c) => c.stated))}${cols.some((c) => c.paged !== c.stated) ? ` (paged ${range(cols.map((c) => c.paged))})` : ""} / ${range(cols.map((c) => c.members))}`;
  console.log(`collections: ${row.collectionCell}`);

  // 2. The sitemap: an index of files, or one urlset.
  try {
    const index = await get(`${base}/sitemap.xml`);
    const locs = (xml) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1].replaceAll("&amp;", "&"));
    const files = index.text.includes("<sitemapindex") ? locs(index.text) : [];
    const urls = files.length ? [] : locs(index.text);
    for (const file of files) {
      const u = new URL(file);
      const res = await get(`${base}${u.pathname}${u.search}`);
      if (res.status !== 200) throw new Error(`${u.pathname}: ${res.status}`);
      urls.push(...locs(res.text));
    }
    const found = new Set(urls.map((u) => decodeURIComponent(new URL(u).pathname)).filter((p) => p.includes("/product/")));
    const expected = new Set(products.flatMap((p) => LANGS.map((l) => localize(l, `/product/${p.handle}`))));
    row.sitemap = { files: files.length || 1, productUrls: found.size, real: expected.size, matching: [...found].filter((p) => expected.has(p)).length };
    row.sitemapCell = `${num(row.sitemap.productUrls)} / ${num(row.sitemap.real)}`;
    if (row.sitemap.matching !== row.sitemap.productUrls) notes.push(`${name}: ${row.sitemap.productUrls - row.sitemap.matching} sitemap product URLs name no product`);
  } catch (error) {
    row.sitemapCell = "n/a";
    notes.push(`${name}: sitemap not read (${error.message})`);
  }
  console.log(`sitemap product URLs / real: ${row.sitemapCell}`);

  // 3. Search: the last product by its title and by a typo (once the index answers
  // complete; it may still be learning the catalogue right after the start).
  const search = async (q, limit) => {
    const res = await get(`${base}/api/search?${new URLSearchParams({ q, lang: "da", ...(limit ? { limit: String(limit) } : {}) })}`);
    return { ...res, body: res.status === 200 ? JSON.parse(res.text) : null };
  };
  const finds = async (q) => {
    const t0 = performance.now();
    for (;;) {
      const res = await search(q);
      if (res.body && (!res.body.incomplete || performance.now() - t0 > 60_000)) {
        const rank = res.body.products.findIndex((p) => p.key === last.handle);
        return { status: res.status, found: rank >= 0, rank: rank + 1, incomplete: res.body.incomplete, total: res.body.productTotal };
      }
      if (!res.body && res.status !== 429) return { status: res.status, found: false };
      await sleep(500);
    }
  };
  row.search = { title: last.title, typo: typo(last.title), byTitle: await finds(last.title), byTypo: await finds(typo(last.title)) };
  const yes = (r) => (r.found ? `yes (#${r.rank})` : r.incomplete ? "no (incomplete)" : r.status === 200 ? "no" : `no (${r.status})`);
  row.searchCell = `title ${yes(row.search.byTitle)}, typo ${yes(row.search.byTypo)}`;
  console.log(`search "${last.title}" / "${typo(last.title)}": ${row.searchCell}`);

  // One mistyped predictive request at a time, each a product not asked before.
  const single = [];
  for (let k = 1; k <= 5; k++) {
    const p = products[Math.floor((k * products.length) / 6)];
    single.push((await search(typo(p.title), 4)).ms);
  }
  row.mistypedSingleMs = median(single);
  row.mistypedSingleAll = single;
  console.log(`mistyped predictive search, single requests: ${single.map((t) => t.toFixed(0)).join(", ")} ms`);

  // 4. One address crawling cold product pages, 8 at a time (the last product is kept
  // for the title change below).
  // Not the catalogue's first 300 in any order it is read in (position, handle, id:
  // the warm-up renders "the first" products) where the catalogue allows; the pages
  // in every language when there are too few products. How many were really rendered
  // (cold) is counted.
  const warmish = new Set();
  for (const key of ["position", "handle", "id"]) {
    const sorted = key === "position" ? products : [...products].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    for (const p of sorted.slice(0, 300)) warmish.add(p.handle);
  }
  let crawlProducts = products.slice(0, -1).filter((p) => !warmish.has(p.handle));
  if (!crawlProducts.length) crawlProducts = products.slice(0, -1);
  const crawlPool = crawlProducts.flatMap((p) => (crawlProducts.length >= CRAWL_PAGES ? [localize("da", `/product/${p.handle}`)] : LANGS.map((l) => localize(l, `/product/${p.handle}`))));
  const crawlCount = Math.min(CRAWL_PAGES, crawlPool.length);
  const crawlPaths = Array.from({ length: crawlCount }, (_, k) => crawlPool[Math.floor((k * crawlPool.length) / crawlCount)]);
  const crawl = { pages: crawlCount, statuses: {}, times: [] };
  const rendersBeforeCrawl = await metrics(server.metricsBase);
  const crawlStart = performance.now();
  let cursor = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (cursor < crawlPaths.length) {
      const p = crawlPaths[cursor++];
      try {
        const res = await get(`${base}${p}`, { address: "10.250.0.1" });
        crawl.statuses[res.status] = (crawl.statuses[res.status] ?? 0) + 1;
        crawl.times.push(res.ms);
      } catch (error) {
        crawl.statuses.error = (crawl.statuses.error ?? 0) + 1;
      }
    }
  }));
  crawl.seconds = (performance.now() - crawlStart) / 1000;
  crawl.rendered = ((await metrics(server.metricsBase)).byRoute.product ?? 0) - (rendersBeforeCrawl.byRoute.product ?? 0);
  crawl.share503 = (crawl.statuses[503] ?? 0) / crawlCount;
  crawl.p99 = percentile(crawl.times, 99);
  row.crawl = crawl;
  row.crawlCell = `${(crawl.share503 * 100).toFixed(0)} % of ${crawlCount} (${crawl.rendered} rendered cold)`;
  console.log(`crawl from one address: ${JSON.stringify(crawl.statuses)} in ${crawl.seconds.toFixed(1)} s, p99 ${ms(crawl.p99)}, ${crawl.rendered} rendered (cold)`);

  // 5. wrk: random product pages, then search (predictive box and search page, exact
  // and mistyped), every request from its own address.
  const wrkOr = (label, paths) => {
    try {
      const r = wrk(base, paths, server.dir, label);
      console.log(`wrk ${label}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
      return r;
    } catch (error) {
      notes.push(`${name}: wrk ${label} failed (${error.message.split("\n")[0]})`);
      return null;
    }
  };
  row.productWrk = wrkOr("product", products.map((p) => `/product/${p.handle}`));
  // Queries from every product's title: as many distinct questions as the catalogue has.
  const sample = products;
  const q = (text, extra = {}) => new URLSearchParams({ q: text, ...extra }).toString();
  row.searchWrk = {
    predictiveExact: wrkOr("predictive-exact", sample.map((p) => `/api/search?${q(p.title, { lang: "da", limit: "4" })}`)),
    predictiveTypo: wrkOr("predictive-typo", sample.map((p) => `/api/search?${q(typo(p.title), { lang: "da", limit: "4" })}`)),
    pageExact: wrkOr("search-page-exact", sample.map((p) => `/search?${q(p.title)}`)),
    pageTypo: wrkOr("search-page-typo", sample.map((p) => `/search?${q(typo(p.title))}`)),
  };

  // 6. One changed English title: the renders it costs (all routes, until the server
  // is quiet again) and the time until the product's English page shows it.
  try {
    if (!server.admin?.password) throw new Error("no demo administrator printed (was the database empty of users?)");
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.251.0.1" },
      body: JSON.stringify({ email: server.admin.email, password: server.admin.password }),
    });
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith("session="));
    const api = async (method, p, body) => {
      const res = await fetch(`${base}${p}`, {
        method,
        headers: { cookie, "content-type": "application/json", "x-forwarded-for": "10.251.0.1" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const { secret } = await api("POST", "/api/profile/mfa");
    await api("POST", "/api/profile/mfa/verify", { code: totp(secret) });
    server.adminCookie = cookie;
    const productPath = `/en/product/${last.handle}`;
    const newTitle = `Scale Bench ${Date.now().toString(36)}`;
    // The page cached (as a visitor saw it) and the server quiet before counting.
    for (let i = 0; i < 2; i++) await get(`${base}${productPath}`);
    await settle(server);
    const before = await metrics(server.metricsBase);
    const t0 = performance.now();
    await api("PUT", `/api/admin/translations/en/${encodeURIComponent(`shop:product:${last.handle}:title`)}`, { value: newTitle });
    let appearedMs = NaN;
    while (performance.now() - t0 < 60_000) {
      if ((await get(`${base}${productPath}`)).text.includes(newTitle)) {
        appearedMs = performance.now() - t0;
        break;
      }
      await sleep(50);
    }
    const quiet = await settle(server);
    const after = await metrics(server.metricsBase);
    const byRoute = Object.fromEntries(
      Object.keys(after.byRoute).map((r) => [r, after.byRoute[r] - (before.byRoute[r] ?? 0)]).filter(([, n]) => n > 0),
    );
    row.change = { renders: after.renders - before.renders, byRoute, appearedMs, settled: quiet.settled, settleMs: quiet.ms };
    row.changeCell = `${num(row.change.renders)} pages${Number.isFinite(appearedMs) ? `, on its page in ${ms(appearedMs)}` : ", never on its page (60 s)"}`;
    if (!quiet.settled) notes.push(`${name}: renders still running ${SETTLE_MS / 1000} s after the title change; counted so far`);
    console.log(`one changed English title: ${row.changeCell}; by route ${JSON.stringify(byRoute)}`);
  } catch (error) {
    row.changeCell = "n/a";
    notes.push(`${name}: title change not measured (${error.message.split("\n")[0]})`);
  }

  // 6b. The back office's product list at this size (the administrator signed in
  // above): each query 10 times, one at a time; the median and the slowest.
  try {
    if (!server.adminCookie) throw new Error("no administrator signed in");
    const middle = products[Math.floor(products.length / 2)].handle;
    const word = last.title.split(" ")[1] ?? last.title;
    const queries = {
      first: "",
      search: `q=${encodeURIComponent(word)}`,
      sku: `q=${encodeURIComponent(last.handle)}`,
      "sold out": "stock=soldout",
      collection: `collection=${encodeURIComponent([...members.keys()][0] ?? "")}`,
      "deep page": `after=${encodeURIComponent(middle)}`,
    };
    const cells = [];
    for (const [label, query] of Object.entries(queries)) {
      const times = [];
      for (let i = 0; i < 10; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/admin/products?${query}`, { headers: { cookie: server.adminCookie, "x-forwarded-for": "10.251.0.1" } });
        if (!res.ok) throw new Error(`${label}: ${res.status}`);
        await res.json();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      cells.push(`${label} ${ms(median(times))} (slowest ${ms(times[times.length - 1])})`);
    }
    row.adminListCell = cells.join(", ");
    console.log(`back office product list: ${row.adminListCell}`);
  } catch (error) {
    row.adminListCell = "n/a";
    notes.push(`${name}: back office list not measured (${error.message.split("\n")[0]})`);
  }

  // 7. The business imports a catalogue of its own (only beside the demo: a shop
  // moving in): IMPORT_PRODUCTS new products, 2 variants each, as Shopify's product
  // CSV through the back office, while visitors read random product pages (wrk, in
  // the background, for the import's length). Time, the server's peak RSS, the pages'
  // p99 during it, and the products found afterwards.
  if (generated === 0 && IMPORT_PRODUCTS > 0) {
    try {
      if (!server.adminCookie) throw new Error("no administrator signed in (see the title change)");
      const csvRows = ["Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Tracker,Variant Inventory Qty,Status,Collection"];
      for (let i = 1; i <= IMPORT_PRODUCTS; i++) {
        const handle = `import-${i}`;
        csvRows.push(`${handle},Importeret lampe ${i},<p>Dæmpbar lampe nummer ${i}.</p>,Nordlys,Lampe,"import, lampe",TRUE,Farve,Hvid,IMP-${i}-H,${(199 + (i % 500)).toFixed(2)},shopify,${i % 7},active,"lamper,indendors-lys"`);
        csvRows.push(`${handle},,,,,,,,Sort,IMP-${i}-S,${(249 + (i % 500)).toFixed(2)},shopify,${i % 5},,`);
      }
      const body = csvRows.join("\n") + "\n";
      const hwmBefore = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))[1]) / 1024;
      const rssBefore = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))[1]) / 1024;
      // Peak RSS during the import, sampled (VmHWM covers the whole life).
      let peak = rssBefore;
      const sampler = setInterval(() => {
        try {
          peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))[1]) / 1024);
        } catch {}
      }, 100);
      // Visitors meanwhile: 8 at a time, random product pages, each from its own
      // address, until the import has answered.
      let importing = true;
      const during = { times: [], statuses: {} };
      const readers = Array.from({ length: 8 }, async () => {
        while (importing) {
          const p = products[Math.floor(Math.random() * products.length)];
          try {
            const r = await get(`${base}/product/${p.handle}`);
            during.statuses[r.status] = (during.statuses[r.status] ?? 0) + 1;
            during.times.push(r.ms);
          } catch {
            during.statuses.error = (during.statuses.error ?? 0) + 1;
          }
        }
      });
      const t0 = performance.now();
      const res = await fetch(`${base}/api/admin/products/import`, {
        method: "POST",
        headers: { cookie: server.adminCookie, "content-type": "text/csv", "x-forwarded-for": "10.251.0.1" },
        body,
      });
      const report = await res.json();
      const importMs = performance.now() - t0;
      importing = false;
      await Promise.all(readers);
      clearInterval(sampler);
      if (!res.ok || !report.written) throw new Error(`import: ${res.status} ${JSON.stringify(report).slice(0, 300)}`);
      during.p99 = percentile(during.times, 99);
      during.requests = during.times.length;
      during.non2xx = Object.entries(during.statuses).filter(([k]) => !k.startsWith("2")).reduce((a, [, n]) => a + n, 0);
      // Until search finds the last imported product.
      let searchMs = NaN;
      while (performance.now() - t0 < importMs + 300_000) {
        const found = await get(`${base}/api/search?q=${encodeURIComponent(`Importeret lampe ${IMPORT_PRODUCTS}`)}&lang=da&limit=4`);
        if (JSON.parse(found.text).products?.[0]?.key === `import-${IMPORT_PRODUCTS}`) {
          searchMs = performance.now() - t0 - importMs;
          break;
        }
        await sleep(500);
      }
      const count = Number(sql(server.dbFile, "select count(*) as n from shop_products where handle like 'import-%'")[0].n);
      row.import = {
        products: IMPORT_PRODUCTS, bytes: body.length, ms: importMs, created: report.created, stored: count,
        peakRssMb: peak, rssBeforeMb: rssBefore, hwmBeforeMb: hwmBefore, during: { ...during, times: undefined }, searchMs,
      };
      row.importCell = `${num(report.created)} products (${(body.length / 1e6).toFixed(1)} MB) in ${(importMs / 1000).toFixed(1)} s, peak RSS ${num(peak)} MB (${num(rssBefore)} before); product pages meanwhile (8 visitors at a time) ${num(during.requests)} answered, p99 ${ms(during.p99)}, non-2xx ${num(during.non2xx)}; the last one found by search ${Number.isFinite(searchMs) ? `${(searchMs / 1000).toFixed(1)} s after the import answered` : "not within 5 min"}`;
      console.log(`import: ${row.importCell}`);
    } catch (error) {
      row.importCell = "n/a";
      notes.push(`${name}: import not measured (${error.message.split("\n")[0]})`);
    }
  }

  row.dbFile = server.dbFile;

  // 8. Memory.
  const status = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))[1]) / 1024;
  row.rssMb = status("VmRSS");
  row.peakRssMb = status("VmHWM");
  console.log(`RSS ${row.rssMb.toFixed(0)} MB (peak ${row.peakRssMb.toFixed(0)} MB)`);
  server.child.kill("SIGTERM");
  await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once("exit", r)));
  row.notes = notes;
  return row;
}

for (const tool of ["wrk"]) {
  try {
    execFileSync("which", [tool], { stdio: "ignore" });
  } catch {
    console.error(`${tool} is missing: run scripts/install-system-deps.sh bench (make bench-scale does)`);
    process.exit(1);
  }
}
if (!existsSync(BIN)) {
  console.error(`${BIN} does not exist: build it (make bench-scale does) or set ELEKTRIKER_BIN`);
  process.exit(1);
}
const started = new Date();
// SCALE_ONLY_DEMO=1: the demo row alone (with its import), for a quicker run.
const rows = [await measure("demo", 0)];
if (process.env.SCALE_ONLY_DEMO !== "1") rows.push(await measure(`scale-${PRODUCTS}`, PRODUCTS));

// 9. What a cold page's render costs, whole (RENDER_WHOLE_PAGES: as before the kept
// shell) and spliced into the shell kept per language, route and visitor: the same
// cold product pages of the scaled catalogue, read 8 at a time from one address by
// fresh servers on its database (no warm-up), whole and spliced alternating; from
// each server the render histogram of those pages (elektriker_render_duration_seconds,
// route product) and its CPU time (/proc) per page.
const RENDER_PAGES = Number(process.env.SCALE_RENDER_PAGES ?? "300");
async function renderHistogram(metricsBase) {
  const text = (await get(`${metricsBase}/metrics`)).text;
  const buckets = [...text.matchAll(/^elektriker_render_duration_seconds_bucket\{le="([^"]+)",route="product"\}\s+([\d.e+]+)$/gm)].map(([, le, n]) => [le, Number(n)]);
  const sum = Number(/^elektriker_render_duration_seconds_sum\{route="product"\}\s+([\d.e+-]+)$/m.exec(text)?.[1] ?? 0);
  return { buckets, sum, count: buckets.length ? buckets[buckets.length - 1][1] : 0 };
}
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}
async function renderCost(dbFile) {
  const handles = sql(dbFile, "select handle from shop_products order by handle").map((r) => r.handle);
  const paths = Array.from({ length: Math.min(RENDER_PAGES, handles.length) }, (_, k) => `/product/${handles[Math.floor((k * handles.length) / Math.min(RENDER_PAGES, handles.length))]}`);
  const byMode = { whole: [], spliced: [] };
  for (const mode of ["whole", "spliced", "spliced", "whole"]) {
    const server = await startServer(`render-${mode}`, 0, { reuse: dbFile, env: { PAGE_WARMUP: "false", ...(mode === "whole" ? { RENDER_WHOLE_PAGES: "true" } : {}) } });
    const before = await renderHistogram(server.metricsBase);
    const cpuBefore = cpuSeconds(server.child.pid);
    let cursor = 0;
    const statuses = {};
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (cursor < paths.length) {
        const res = await get(`${server.base}${paths[cursor++]}`, { address: "10.249.0.1" });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }));
    const cpu = cpuSeconds(server.child.pid) - cpuBefore;
    const after = await renderHistogram(server.metricsBase);
    server.child.kill("SIGTERM");
    await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once("exit", r)));
    const buckets = after.buckets.map(([le, n], i) => [le, n - (before.buckets[i]?.[1] ?? 0)]);
    byMode[mode].push({ statuses, cpu, sum: after.sum - before.sum, count: after.count - before.count, buckets });
    console.log(`render ${mode}: ${JSON.stringify(statuses)}, ${after.count - before.count} renders, mean ${((after.sum - before.sum) * 1000 / Math.max(1, after.count - before.count)).toFixed(2)} ms, server CPU ${(cpu * 1000 / paths.length).toFixed(2)} ms per page`);
  }
  return { pages: paths.length, byMode };
}

const p99 = (r) => (r ? ms(r.p99) : "n/a");
const scaled = rows.find((r) => r.generated);
const renders = scaled && process.env.SCALE_RENDER_PAGES !== "0" ? await renderCost(scaled.dbFile) : null;
const rowName = (r) => (r.generated ? `${num(r.products)} (${num(r.generated)} generated + ${num(r.products - r.generated)})` : `${num(r.products)} (demo)`);
let md = "| products | collection shows / members | sitemap product URLs / real | search finds (last product) | random product page req/s (p99), non-2xx | one address crawling: 503 share | search p99, predictive exact / mistyped | search page p99, exact / mistyped | mistyped predictive search (single request) | one changed English title re-renders | RSS after the run |\n";
md += "|---|---|---|---|---|---|---|---|---|---|---|\n";
for (const r of rows) {
  const pw = r.productWrk;
  const s = r.searchWrk;
  md += `| ${rowName(r)} | ${r.collectionCell} | ${r.sitemapCell} | ${r.searchCell} | ${pw ? `${num(pw.rps)} (${ms(pw.p99)}), ${num(pw.non2xx)}` : "n/a"} | ${r.crawlCell} | ${p99(s.predictiveExact)} / ${p99(s.predictiveTypo)} | ${p99(s.pageExact)} / ${p99(s.pageTypo)} | ${ms(r.mistypedSingleMs)} | ${r.changeCell} | ${num(r.rssMb)} MB (peak ${num(r.peakRssMb)}) |\n`;
}
md += `\n${path.relative(root, BIN) || BIN}, SQLite, ${availableParallelism()} cores shared with wrk and this script; wrk -t2 -c${WRK_CONNECTIONS} -d${WRK_SECONDS}s per cell, each request from its own address; searches lang=da (predictive: limit=4), queries from every product's title at random, mistyped by one dropped letter; crawl: ${CRAWL_PAGES} cold product pages (fewer when the catalogue has fewer), 8 at a time, one address; the title change counted from elektriker_renders_total (all routes) until no render ran for ${QUIET_MS / 1000} s.\n`;
for (const r of rows) {
  md += `\n${r.name}: start ${ms(r.startMs)}${Number.isFinite(r.seedMs) ? ` after generating in ${ms(r.seedMs)}` : ""}, warm-up ${r.warmupRenders ?? "?"} pages in ${ms(r.warmupMs)}; ` +
    `collections ${r.collections.map((c) => `${c.handle} ${c.stated}/${c.paged}/${c.members}`).join(", ")} (stated/paged/members); ` +
    `crawl ${JSON.stringify(r.crawl.statuses)} in ${r.crawl.seconds.toFixed(1)} s (p99 ${ms(r.crawl.p99)}, ${r.crawl.rendered} of ${r.crawl.pages} rendered cold); ` +
    `mistyped single requests ${r.mistypedSingleAll.map((t) => t.toFixed(0)).join(", ")} ms` +
    (r.change ? `; title change renders by route ${JSON.stringify(r.change.byRoute)}` : "") + ".\n";
  for (const n of r.notes) md += `- ${n}\n`;
}
const imported = rows.find((r) => r.importCell);
for (const r of rows) if (r.adminListCell) md += `\nThe back office's product list, ${rowName(r)}, one request at a time, median of 10: ${r.adminListCell}.\n`;
if (imported) md += `\nThe business imports its catalogue (Shopify's product CSV, POST /api/admin/products/import, into the demo shop, while 8 visitors at a time read the demo's product pages): ${imported.importCell}.\n`;
if (renders) {
  const les = renders.byMode.whole[0].buckets.map(([le]) => le);
  const shown = les.filter((le) => le === "+Inf" || Number(le) <= 0.0645);
  md += `\nA cold product page's render, ${rowName(scaled)}: the render histogram (elektriker_render_duration_seconds, route product: renders per bucket, in ms) and the server's CPU time per page, ${num(renders.pages)} cold product pages read 8 at a time from one address by a fresh server on that catalogue, twice each way, alternating (whole, spliced, spliced, whole):\n\n`;
  md += `| render | renders | mean ms | ${shown.map((le) => (le === "+Inf" ? "more" : `≤ ${+(Number(le) * 1000).toFixed(1)}`)).join(" | ")} | server CPU per page |\n`;
  md += `|---|---:|---:|${shown.map(() => "---:").join("|")}|---:|\n`;
  for (const [mode, label] of [["whole", "whole page (RENDER_WHOLE_PAGES, as before)"], ["spliced", "content into the kept shell"]]) {
    const runs = renders.byMode[mode];
    const count = runs.reduce((a, r) => a + r.count, 0);
    const sum = runs.reduce((a, r) => a + r.sum, 0);
    const cumulative = les.map((_, i) => runs.reduce((a, r) => a + r.buckets[i][1], 0));
    // Renders in each shown bucket: above the shown bucket before it, up to its bound.
    const cells = shown.map((le, k) => num(cumulative[les.indexOf(le)] - (k ? cumulative[les.indexOf(shown[k - 1])] : 0)));
    md += `| ${label} | ${num(count)} | ${(sum * 1000 / Math.max(1, count)).toFixed(2)} | ${cells.join(" | ")} | ${(runs.reduce((a, r) => a + r.cpu, 0) * 1000 / (renders.pages * runs.length)).toFixed(2)} ms |\n`;
  }
}
const stamp = started.toISOString().replace(/[:.]/g, "-").slice(0, 19);
writeFileSync(path.join(out, `scale-${stamp}.json`), JSON.stringify({ started: started.toISOString(), bin: BIN, products: PRODUCTS, wrkSeconds: Number(WRK_SECONDS), wrkConnections: Number(WRK_CONNECTIONS), rows, renders }, null, 2));
writeFileSync(path.join(out, `scale-${stamp}.md`), md);
console.log(`\n${md}\n(bench/out/scale-${stamp}.json, .md)`);
process.exit(0);
