// make bench-payments: the checkout while the payment provider is slow. A stand-in for
// Stripe's API on loopback answers every Checkout Session after PROVIDER_MS (300 ms,
// what Stripe takes on a good day from Copenhagen); our release binary takes card
// orders through it. Rows: `POST /kasse` (a fresh cart each, sent on to the provider's
// page) p50/p99 with ORDER_CLIENTS customers ordering at once; and the p99 of other
// pages (home, a product) alone, then while those orders wait on the provider, side
// by side in one run. A connection held across the provider's 300 ms would show as
// the pages' p99 growing with it. Writes bench/out/payments.md.
//   BENCH_SECONDS (10), ORDER_CLIENTS (16), PROVIDER_MS (300)
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "bench", "out");
mkdirSync(out, { recursive: true });
rmSync(path.join(out, "db-payments"), { recursive: true, force: true });
mkdirSync(path.join(out, "db-payments"), { recursive: true });
const BIN = process.env.ELEKTRIKER_BIN ?? path.join(root, "target", "release", "elektriker");
const SECONDS = Number(process.env.BENCH_SECONDS ?? "10");
const CLIENTS = Number(process.env.ORDER_CLIENTS ?? "16");
const PROVIDER_MS = Number(process.env.PROVIDER_MS ?? "300");
const LUA = path.join(root, "bench", "wrk.lua");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// 1. Stripe's Checkout Sessions, after PROVIDER_MS: each request a new session.
let sessions = 0;
const provider = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    const form = new URLSearchParams(body);
    const id = `cs_test_bench${++sessions}`;
    const amount = [...form.keys()]
      .filter((k) => /^line_items\[\d+\]\[quantity\]$/.test(k))
      .reduce((sum, k) => sum + Number(form.get(k)) * Number(form.get(k.replace("[quantity]", "[price_data][unit_amount]"))), 0);
    setTimeout(() => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({
        id, object: "checkout.session", status: "open", payment_status: "unpaid", amount_total: amount, currency: "dkk",
        client_reference_id: form.get("client_reference_id"), payment_intent: null, url: `https://checkout.stripe.com/c/pay/${id}`,
      }));
    }, PROVIDER_MS);
  });
});
await new Promise((r) => provider.listen(0, "127.0.0.1", r));
const providerUrl = `http://127.0.0.1:${provider.address().port}`;

// 2. Our server with Stripe as the provider.
const port = 3121;
const base = `http://127.0.0.1:${port}`;
const server = spawn(BIN, ["serve", "--port", String(port)], {
  env: {
    ...process.env, RUST_LOG: "warn", NO_COLOR: "1", DATABASE_URL: `sqlite://${out}/db-payments/site.db`,
    MAIL_OUTBOX_DIR: `${out}/db-payments/outbox`, TRUSTED_PROXIES: "127.0.0.1", PAGE_WARMUP: "false",
    PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_bench", STRIPE_API_BASE: providerUrl,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
process.on("exit", () => server.kill("SIGKILL"));
for (;;) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  await sleep(20);
}

const VARIANT = "gid://nordlys/ProductVariant/stikkontakt-1-modul-1";
const PRODUCT = "/product/stikkontakt-1-modul";
let addresses = 0;
const address = () => { const n = ++addresses; return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`; };

/** One customer: a cart, then the checkout's form without JavaScript (303 to the
 * provider's page); the form post's time. */
async function order() {
  const from = address();
  const cart = await fetch(`${base}/api/checkout`, {
    method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ lines: [{ merchandiseId: VARIANT, quantity: 1 }] }),
  });
  const token = new URL((await cart.json()).checkoutUrl, base).searchParams.get("cart");
  const form = new URLSearchParams({
    cart: token, line: `${VARIANT}|1|8900`, delivery: "parcel", name: "Mette Hansen", address: "Nørrebrogade 10",
    postcode: "2200", city: "København N", phone: "12345678", email: "mette@example.dk", paymentMethod: "card", acceptTerms: "yes",
  });
  const t0 = performance.now();
  const res = await fetch(`${base}/kasse?cart=${token}`, {
    method: "POST", redirect: "manual", body: form,
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": from, origin: base },
  });
  const ms = performance.now() - t0;
  const to = res.headers.get("location") ?? "";
  if (res.status !== 303 || !to.startsWith("https://checkout.stripe.com/")) throw new Error(`/kasse answered ${res.status} ${to}`);
  return ms;
}

const percentile = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]; };

async function orders(seconds) {
  const times = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < until) times.push(await order());
  }));
  return times;
}

function wrk(url, seconds) {
  const text = execFileSync("wrk", ["-t1", "-c10", `-d${seconds}s`, "--timeout", "5s", "-s", LUA, url], { encoding: "utf8", env: { ...process.env, BENCH_MODE: "plain" } });
  const m = /BENCH p50=(\d+) p95=(\d+) p99=(\d+) max=(\d+) requests=(\d+) timeouts=(\d+) errors=(\d+) non2xx_status=(\d+)/.exec(text);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)[1]), p50: Number(m[1]) / 1000, p99: Number(m[3]) / 1000, non2xx: Number(m[8]) };
}

// Warm: the pages rendered, a few orders placed.
for (let i = 0; i < 20; i++) { await fetch(`${base}/`); await fetch(`${base}${PRODUCT}`); }
await Promise.all(Array.from({ length: 4 }, order));

// 3. The pages alone, then the same while the orders run (wrk in its own process).
const alone = { home: wrk(`${base}/`, SECONDS), product: wrk(`${base}${PRODUCT}`, SECONDS) };
const during = {};
const ordering = orders(SECONDS * 2 + 1);
await sleep(500);
const loadWrk = (url) => new Promise((resolve, reject) => {
  const child = spawn("wrk", ["-t1", "-c10", `-d${SECONDS}s`, "--timeout", "5s", "-s", LUA, url], { env: { ...process.env, BENCH_MODE: "plain" } });
  let text = "";
  child.stdout.on("data", (c) => (text += c));
  child.on("exit", () => {
    const m = /BENCH p50=(\d+) p95=(\d+) p99=(\d+) max=(\d+) requests=(\d+) timeouts=(\d+) errors=(\d+) non2xx_status=(\d+)/.exec(text);
    if (!m) return reject(new Error(text));
    resolve({ rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)[1]), p50: Number(m[1]) / 1000, p99: Number(m[3]) / 1000, non2xx: Number(m[8]) });
  });
});
during.home = await loadWrk(`${base}/`);
during.product = await loadWrk(`${base}${PRODUCT}`);
const times = await ordering;
server.kill("SIGTERM");
provider.close();

const f = (n) => n.toFixed(1);
const lines = [
  `# Checkout with the payment provider answering in ${PROVIDER_MS} ms`,
  "",
  `${CLIENTS} customers ordering at once for ${SECONDS * 2 + 1} s (a fresh cart each, the form without JavaScript, 303 to the provider's page), beside wrk -c10 on other pages; release build, SQLite, one run.`,
  "",
  "| load | req/s | p50 ms | p99 ms | non-2xx |",
  "|---|---|---|---|---|",
  `| \`POST /kasse\`, card (provider ${PROVIDER_MS} ms) | ${(times.length / (SECONDS * 2 + 1)).toFixed(1)} | ${f(percentile(times, 50))} | ${f(percentile(times, 99))} | 0 |`,
  `| home, alone | ${alone.home.rps.toFixed(0)} | ${f(alone.home.p50)} | ${f(alone.home.p99)} | ${alone.home.non2xx} |`,
  `| home, while ordering | ${during.home.rps.toFixed(0)} | ${f(during.home.p50)} | ${f(during.home.p99)} | ${during.home.non2xx} |`,
  `| product, alone | ${alone.product.rps.toFixed(0)} | ${f(alone.product.p50)} | ${f(alone.product.p99)} | ${alone.product.non2xx} |`,
  `| product, while ordering | ${during.product.rps.toFixed(0)} | ${f(during.product.p50)} | ${f(during.product.p99)} | ${during.product.non2xx} |`,
  "",
  `${times.length} orders placed; ${sessions} sessions made at the provider.`,
];
writeFileSync(path.join(out, "payments.md"), lines.join("\n") + "\n");
console.log(lines.join("\n"));
process.exit(0);
