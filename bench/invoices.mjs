// make bench-invoices: what an invoice with its PDF costs. Our release binary on
// SQLite takes orders through POST /api/orders, one at a time: a bank transfer's order
// issues its invoice (number, content, the PDF made and stored) and mails the receipt
// with the PDF attached; a pick-up order paid at the counter issues none when placed.
// Rows, side by side in one run (the two kinds interleaved): each kind's p50/p99 and
// the difference (the invoice with its PDF); then INVOICES (1,000) bank-transfer orders
// in a row: the time per order, the server's peak memory (VmHWM) before and after, the
// stored PDFs' size, and `elektriker invoices export` of them all as one ZIP.
// Writes bench/out/invoices.md.
//   INVOICES (1000), PAIRS (100)
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "bench", "out");
const dir = path.join(out, "db-invoices");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const BIN = process.env.ELEKTRIKER_BIN ?? path.join(root, "target", "release", "elektriker");
const INVOICES = Number(process.env.INVOICES ?? "1000");
const PAIRS = Number(process.env.PAIRS ?? "100");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const port = 3123;
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env, RUST_LOG: "warn", NO_COLOR: "1", DATABASE_URL: `sqlite://${dir}/site.db`,
  MAIL_OUTBOX_DIR: `${dir}/outbox`, TRUSTED_PROXIES: "127.0.0.1", PAGE_WARMUP: "false",
};
const server = spawn(BIN, ["serve", "--port", String(port)], { env, stdio: ["ignore", "ignore", "inherit"] });
for (let i = 0; ; i++) {
  try {
    if ((await fetch(base + "/healthz")).ok) break;
  } catch {}
  if (i > 300) throw new Error("the server did not start");
  await sleep(100);
}

const peak = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))[1]) / 1024;
let client = 0;
/** One order, from an address of its own (the per-address limits are not measured). */
async function order(paymentMethod) {
  client++;
  const started = performance.now();
  const res = await fetch(base + "/api/orders", {
    method: "POST",
    headers: { "content-type": "application/json", "x-lang": "da", "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
    body: JSON.stringify({
      lines: [{ merchandiseId: "gid://nordlys/ProductVariant/stikkontakt-1-modul-1", quantity: 2 }, { merchandiseId: "gid://nordlys/ProductVariant/udendors-stikkontakt-ip44-1", quantity: 1 }],
      delivery: paymentMethod === "pay_at_pickup"
        ? { method: "pickup", name: "Mette Hansen", phone: "12345678" }
        : { method: "parcel", name: "Mette Hansen", address: "Nørrebrogade 10, 2. th", postcode: "2200", city: "København N", phone: "12345678" },
      email: `kunde${client}@example.dk`, company: "Ærø Elinstallation ApS", cvr: "35725636", paymentMethod, acceptTerms: true,
    }),
  });
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`${paymentMethod}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return ms;
}
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const f = (x) => x.toFixed(1);

// Warm up both paths.
for (let i = 0; i < 10; i++) {
  await order("bank_transfer");
  await order("pay_at_pickup");
}

// 1. Interleaved pairs: with an invoice and its PDF, and without.
const withInvoice = [];
const without = [];
for (let i = 0; i < PAIRS; i++) {
  withInvoice.push(await order("bank_transfer"));
  without.push(await order("pay_at_pickup"));
}

// 2. INVOICES in a row.
const peakBefore = peak();
const started = performance.now();
for (let i = 0; i < INVOICES; i++) await order("bank_transfer");
const seconds = (performance.now() - started) / 1000;
const peakAfter = peak();
await sleep(500);
server.kill("SIGTERM");
await new Promise((r) => server.on("exit", r));

// 3. The stored PDFs and the period's export.
const zip = path.join(dir, "period.zip");
const today = new Date().toISOString().slice(0, 10);
const exportStarted = performance.now();
const said = execFileSync(BIN, ["invoices", "export", "--from", "2000-01-01", "--to", "2100-01-01", "--out", zip], { env }).toString().trim();
const exportSeconds = (performance.now() - exportStarted) / 1000;
const issued = Number(/: (\d+) invoices/.exec(said)[1]);
const pdfBytes = Number(execFileSync("python3", ["-c", `import zipfile,sys; z=zipfile.ZipFile(sys.argv[1]); ps=[i.file_size for i in z.infolist() if i.filename.endswith('.pdf')]; print(sum(ps)//len(ps))`, zip]).toString());

const rows = [
  `# Invoices with their PDF (${new Date().toISOString()}, ${today})`,
  "",
  `Release binary, SQLite, one client; POST /api/orders (2 lines, a company with CVR). Interleaved ${PAIRS} pairs:`,
  "",
  "| order | p50 ms | p99 ms |",
  "|---|---|---|",
  `| bank transfer: invoice + PDF issued, receipt with the PDF attached | ${f(pct(withInvoice, 50))} | ${f(pct(withInvoice, 99))} |`,
  `| pay at pick-up: no invoice when placed | ${f(pct(without, 50))} | ${f(pct(without, 99))} |`,
  `| difference (the invoice with its PDF) | ${f(pct(withInvoice, 50) - pct(without, 50))} | |`,
  "",
  `| ${INVOICES} bank-transfer orders in a row | value |`,
  "|---|---|",
  `| wall time | ${f(seconds)} s (${f((seconds * 1000) / INVOICES)} ms per order) |`,
  `| server peak memory (VmHWM) before → after | ${f(peakBefore)} → ${f(peakAfter)} MiB |`,
  `| invoices issued in all | ${issued} |`,
  `| stored PDF, average | ${(pdfBytes / 1024).toFixed(1)} KiB |`,
  `| database file | ${(statSync(path.join(dir, "site.db")).size / 1048576).toFixed(1)} MiB |`,
  `| \`elektriker invoices export\` of all (ZIP of the PDFs + ledger.csv) | ${f(exportSeconds)} s, ${(statSync(zip).size / 1048576).toFixed(1)} MiB |`,
  "",
];
writeFileSync(path.join(out, "invoices.md"), rows.join("\n"));
console.log(rows.join("\n"));
