// make bench-bookkeeping: the checkout while every invoice goes to e-conomic, and
// e-conomic answers each call after ECONOMIC_MS (300 ms). Two release binaries on
// SQLite side by side in one run: one with BOOKKEEPING=none, one with
// BOOKKEEPING=e-conomic against a loopback stand-in for e-conomic's REST API (the
// calls the hand-off makes: the start-up checks, the accounting year, customers,
// vouchers, the voucher's file). ORDERS (1,000) bank-transfer orders, CLIENTS (8) at
// once, alternating between the two servers; rows: each server's POST /api/orders
// p50/p99 (the hand-off is queued in the order's transaction and done by the job
// queue's workers, so the checkout should not wait on e-conomic), then how long the
// e-conomic server's queue takes to hand over all ORDERS invoices after the last order
// (and from the first), and the calls e-conomic received. Writes bench/out/bookkeeping.md.
//   ORDERS (1000), CLIENTS (8), ECONOMIC_MS (300), JOBS_WORKERS (8)
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "bench", "out");
const BIN = process.env.ELEKTRIKER_BIN ?? path.join(root, "target", "release", "elektriker");
const ORDERS = Number(process.env.ORDERS ?? "1000");
const CLIENTS = Number(process.env.CLIENTS ?? "8");
const ECONOMIC_MS = Number(process.env.ECONOMIC_MS ?? "300");
const WORKERS = process.env.JOBS_WORKERS ?? "8";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// 1. e-conomic, after ECONOMIC_MS per call.
const calls = {};
const customers = [];
let vouchers = 0;
const years = ["2025", "2026", "2027"];
const economic = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const url = new URL(req.url, "http://x");
    const key = `${req.method} ${url.pathname.replace(/\d+/g, "N")}`;
    calls[key] = (calls[key] ?? 0) + 1;
    const json = (status, body) => setTimeout(() => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    }, ECONOMIC_MS);
    const filter = url.searchParams.get("filter") ?? "";
    const p = url.pathname;
    if (req.method === "GET" && /^\/(accounts|vat-accounts|customer-groups|payment-terms|vat-zones|journals-experimental)\/[^/]+$/.test(p))
      return json(200, { vatCode: "U25", ratePercentage: 25 });
    if (req.method === "GET" && p === "/accounting-years") {
      const day = /fromDate\$lte:(\d{4})/.exec(filter)?.[1];
      return json(200, { collection: years.filter((y) => !day || y === day).map((year) => ({ year, fromDate: `${year}-01-01`, toDate: `${year}-12-31` })) });
    }
    if (req.method === "GET" && p === "/customers") {
      const email = /^email\$eq:(.*)$/.exec(filter)?.[1];
      return json(200, { collection: customers.filter((c) => email && c.email === email) });
    }
    if (req.method === "POST" && p === "/customers") {
      const customer = { ...JSON.parse(Buffer.concat(chunks).toString()), customerNumber: customers.length + 1 };
      customers.push(customer);
      return json(201, customer);
    }
    if (req.method === "POST" && /^\/journals-experimental\/1\/vouchers$/.test(p)) {
      const body = JSON.parse(Buffer.concat(chunks).toString());
      return json(201, { ...body, voucherNumber: ++vouchers, accountingYear: body.accountingYear });
    }
    if (req.method === "GET" && /\/entries$/.test(p)) return json(200, { collection: [] });
    if (/\/attachment(\/file)?$/.test(p)) return req.method === "POST" ? json(201, { pages: 1 }) : json(404, { message: "Not found." });
    json(404, { message: "Not found." });
  });
});
await new Promise((r) => economic.listen(0, "127.0.0.1", r));
const economicUrl = `http://127.0.0.1:${economic.address().port}`;

// 2. The two servers.
function start(name, port, extra) {
  const dir = path.join(out, `db-bookkeeping-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const env = {
    ...process.env, RUST_LOG: "warn", NO_COLOR: "1", DATABASE_URL: `sqlite://${dir}/site.db`,
    MAIL_OUTBOX_DIR: `${dir}/outbox`, TRUSTED_PROXIES: "127.0.0.1", PAGE_WARMUP: "false", ...extra,
  };
  const child = spawn(BIN, ["serve", "--port", String(port)], { env, stdio: ["ignore", "ignore", "inherit"] });
  return { name, base: `http://127.0.0.1:${port}`, child, env, times: [] };
}
const plain = start("none", 3131, {});
const books = start("economic", 3132, {
  BOOKKEEPING: "e-conomic", ECONOMIC_APP_SECRET_TOKEN: "bench", ECONOMIC_AGREEMENT_GRANT_TOKEN: "bench",
  ECONOMIC_API_BASE: economicUrl, ECONOMIC_TIMEOUT_MS: "5000", JOBS_WORKERS: WORKERS,
});
for (const server of [plain, books]) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(server.base + "/healthz")).ok) break;
    } catch {}
    if (i > 300) throw new Error(`${server.name} did not start`);
    await sleep(100);
  }
}

let client = 0;
async function order(server) {
  client++;
  const started = performance.now();
  const res = await fetch(server.base + "/api/orders", {
    method: "POST",
    headers: { "content-type": "application/json", "x-lang": "da", "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
    body: JSON.stringify({
      lines: [{ merchandiseId: "gid://nordlys/ProductVariant/stikkontakt-1-modul-1", quantity: 2 }],
      delivery: { method: "parcel", name: "Mette Hansen", address: "Nørrebrogade 10, 2. th", postcode: "2200", city: "København N", phone: "12345678" },
      email: `kunde${client}@example.dk`, paymentMethod: "bank_transfer", acceptTerms: true,
    }),
  });
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`${server.name}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  server.times.push(ms);
}
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const f = (x) => x.toFixed(1);

// Warm-up, not counted (and not handed over before the measured ones: few).
for (let i = 0; i < 10; i++) {
  await order(plain);
  await order(books);
}
plain.times.length = 0;
books.times.length = 0;
const waiting = () => {
  const listed = execFileSync(BIN, ["jobs", "list", "--kind", "bookkeeping"], { env: books.env }).toString().trim();
  return listed ? listed.split("\n").filter((l) => /\t(waiting|running)\t/.test(l)).length : 0;
};

// 3. ORDERS on each, CLIENTS at once, alternating.
const began = performance.now();
let next = 0;
await Promise.all(Array.from({ length: CLIENTS }, async () => {
  while (next < ORDERS * 2) {
    const n = next++;
    await order(n % 2 === 0 ? plain : books);
  }
}));
const placed = performance.now();
const backlog = waiting();
while (waiting() > 0) await sleep(500);
const handedOver = performance.now();
const failed = execFileSync(BIN, ["jobs", "list", "--state", "failed", "--kind", "bookkeeping"], { env: books.env }).toString().trim();
for (const server of [plain, books]) server.child.kill("SIGTERM");
economic.close();

const rows = [
  `# Invoices to e-conomic while it answers in ${ECONOMIC_MS} ms (${new Date().toISOString()})`,
  "",
  `Two release binaries on SQLite side by side, ${ORDERS} bank-transfer orders each (each issues its invoice and PDF), ${CLIENTS} clients at once alternating between them; the e-conomic one hands every invoice over through its job queue (JOBS_WORKERS=${WORKERS}).`,
  "",
  "| server | orders | p50 ms | p99 ms |",
  "|---|---|---|---|",
  `| BOOKKEEPING=none | ${plain.times.length} | ${f(pct(plain.times, 50))} | ${f(pct(plain.times, 99))} |`,
  `| BOOKKEEPING=e-conomic (${ECONOMIC_MS} ms per call) | ${books.times.length} | ${f(pct(books.times, 50))} | ${f(pct(books.times, 99))} |`,
  `| ratio e-conomic / none | | ${(pct(books.times, 50) / pct(plain.times, 50)).toFixed(2)}× | ${(pct(books.times, 99) / pct(plain.times, 99)).toFixed(2)}× |`,
  "",
  "| hand-off | value |",
  "|---|---|",
  `| all orders placed in | ${f((placed - began) / 1000)} s |`,
  `| hand-offs still waiting when the last order was placed | ${backlog} |`,
  `| all ${ORDERS + 10} invoices in e-conomic, after the last order | ${f((handedOver - placed) / 1000)} s |`,
  `| from the first order | ${f((handedOver - began) / 1000)} s (${f((handedOver - began) / (ORDERS + 10))} ms per invoice) |`,
  `| vouchers e-conomic made | ${vouchers} |`,
  `| failed hand-offs | ${failed ? failed.split("\n").length : 0} |`,
  `| calls e-conomic received | ${Object.entries(calls).map(([k, n]) => `${k}: ${n}`).join("; ")} |`,
  "",
];
writeFileSync(path.join(out, "bookkeeping.md"), rows.join("\n"));
console.log(rows.join("\n"));
process.exit(0);
