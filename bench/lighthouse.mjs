// Lighthouse (mobile, simulated throttling: Lighthouse's defaults) of a site's pages,
// run several times per page in headless Chromium; each figure is the median of the
// runs. Used by make bench (bench/run.mjs); on its own:
//   node bench/lighthouse.mjs BASE_URL [RUNS] [PATH ...]
// Lighthouse is the bench's own dependency (bench/package.json, installed by make bench).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = createRequire(path.join(here, "package.json")).resolve("lighthouse/cli/index.js");
const CHROME_FLAGS = "--headless --no-sandbox --disable-gpu --disable-background-networking";

/** The pages of the issue's table, Danish and English. */
export const PAGES = [
  "/",
  "/services/elbil",
  "/collections/indendors-lys",
  "/product/stikkontakt-1-modul",
  "/kontakt",
  "/om-os",
];

/** Pages that came after the issue's table (search, booking, the checkout, the legal
 * texts), measured the same way, Danish only. */
export const LATER_PAGES = ["/search?q=lampe", "/book", "/kasse", "/privatlivspolitik"];

/** Every page make bench measures: the issue's six in Danish and English, then the
 * later ones. */
export const ALL_PAGES = [...PAGES, ...PAGES.map((p) => (p === "/" ? "/en" : `/en${p}`)), ...LATER_PAGES];

/** The same table measured before (Lighthouse 12, one run each, issue 24). */
export const BEFORE = {
  "/": { score: 92, fcp: 2.7, lcp: 2.8, tbt: 32, kib: 242, jsKib: 180, messagesKib: 30 },
  "/services/elbil": { score: 97, fcp: 2.1, lcp: 2.1, tbt: 1, kib: 222, jsKib: 172, messagesKib: 30 },
  "/collections/indendors-lys": { score: 94, fcp: 2.1, lcp: 2.8, tbt: 54, kib: 218, jsKib: 162, messagesKib: 30 },
  "/product/stikkontakt-1-modul": { score: 96, fcp: 2.2, lcp: 2.4, tbt: 19, kib: 213, jsKib: 163, messagesKib: 30 },
  "/kontakt": { score: 95, fcp: 2.3, lcp: 2.3, tbt: 0, kib: 214, jsKib: 166, messagesKib: 30 },
  "/om-os": { score: 94, fcp: 2.4, lcp: 2.5, tbt: 0, kib: 220, jsKib: 168, messagesKib: 30 },
  "/en/product/stikkontakt-1-modul": { score: 95, fcp: 2.2, lcp: 2.5, tbt: 15, kib: 239, jsKib: 163, messagesKib: 56 },
};

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Lighthouse's JSON report of one run of `url` (performance only), written into
 * `dir` (with `--save-assets` among `extra`, the trace is kept there too). */
export function lighthouseReport(url, dir, extra = []) {
  const file = path.join(dir, "report.json");
  execFileSync(
    process.execPath,
    [cli, url, "--only-categories=performance", "--chrome-path=/usr/bin/chromium", `--chrome-flags=${CHROME_FLAGS}`, "--output=json", `--output-path=${file}`, "--quiet", ...extra],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, TMPDIR: dir } },
  );
  return JSON.parse(readFileSync(file, "utf8"));
}

/** One Lighthouse run of `url`: the figures of the table. */
function once(url) {
  const dir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
  try {
    const report = lighthouseReport(url, dir);
    const audit = (id) => report.audits[id];
    const requests = audit("network-requests").details.items;
    const bytes = (pick) => requests.filter(pick).reduce((n, r) => n + (r.transferSize ?? 0), 0);
    // The LCP element and where its time went (TTFB, load delay, load time, render delay).
    const [lcpNode, lcpPhases] = audit("largest-contentful-paint-element")?.details?.items ?? [];
    return {
      score: Math.round(report.categories.performance.score * 100),
      fcp: audit("first-contentful-paint").numericValue / 1000,
      lcp: audit("largest-contentful-paint").numericValue / 1000,
      tbt: audit("total-blocking-time").numericValue,
      cls: audit("cumulative-layout-shift").numericValue,
      kib: bytes(() => true) / 1024,
      jsKib: bytes((r) => r.resourceType === "Script") / 1024,
      messagesKib: bytes((r) => r.url.includes("/assets/messages/")) / 1024,
      htmlKib: bytes((r) => r.resourceType === "Document") / 1024,
      // Lighthouse's own measure of this machine's CPU at the time of the run (a
      // desktop of 2024 scores about 2000); simulated throttling multiplies what the
      // page costs here by 4, so TBT grows as this index falls.
      cpuIndex: report.environment?.benchmarkIndex ?? NaN,
      lcpElement: lcpNode?.items?.[0]?.node?.selector ?? "",
      lcpPhases: (lcpPhases?.items ?? []).map((x) => Math.round(x.timing)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One run of `url`, tried again up to four times if it fails (Lighthouse's
 * NO_NAVSTART comes now and then); null when no attempt succeeded. */
function attempt(url) {
  for (let n = 1; n <= 4; n++) {
    try {
      return once(url);
    } catch (error) {
      console.log(`lighthouse ${url}: attempt ${n} failed (${error.message.split("\n")[0].slice(0, 120)})`);
    }
  }
  return null;
}

/** A page's row: the median of each figure over its runs (a page with no run at all
 * is reported as such). */
function row(url, p, all) {
  if (all.length === 0) return { path: p, runs: [], score: NaN };
  const r = { path: p, runs: all };
  for (const key of ["score", "fcp", "lcp", "tbt", "cls", "kib", "jsKib", "messagesKib", "htmlKib", "cpuIndex"]) r[key] = median(all.map((x) => x[key]));
  console.log(
    `lighthouse ${url}: ${r.score}, FCP ${r.fcp.toFixed(2)} s, LCP ${r.lcp.toFixed(2)} s (${all.map((x) => `${x.lcp.toFixed(2)} ${x.lcpElement} [${x.lcpPhases.join("/")}]`).join("; ")}), TBT ${r.tbt.toFixed(0)} ms (${all.map((x) => x.tbt.toFixed(0)).join(", ")}; ` +
      `CPU index ${all.map((x) => x.cpuIndex.toFixed(0)).join(", ")}), CLS ${r.cls.toFixed(3)}, ${r.kib.toFixed(0)} KiB`,
  );
  return r;
}

/** The medians of `runs` runs of each path on `base`. With `peer` (another site's base
 * URL and the paths it serves), each of those paths is measured there too, run for run
 * alternately with ours, so both see the machine as it is at that moment (on a shared
 * machine the CPU index moves by half between minutes). Answers `{ rows, peerRows }`. */
export function measurePages(base, paths = ALL_PAGES, runs = 3, peer = null) {
  const rows = [];
  const peerRows = [];
  for (const p of paths) {
    const withPeer = peer !== null && peer.paths.includes(p);
    const ours = [];
    const theirs = [];
    for (let run = 0; run < runs; run++) {
      const a = attempt(base + p);
      if (a) ours.push(a);
      if (!withPeer) continue;
      const b = attempt(peer.base + p);
      if (b) theirs.push(b);
    }
    rows.push(row(base + p, p, ours));
    if (withPeer) peerRows.push(row(peer.base + p, p, theirs));
  }
  return { rows, peerRows };
}

/** The Markdown table: each page's medians, the figures before under them, and the
 * Node cluster's rows (`peer`, by path) beside. */
export function lighthouseTable(rows, peer = new Map(), runs = 3, peerName = "Node cluster") {
  const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "–");
  let md = `| page | performance | FCP | LCP | TBT | CLS | transferred | of it JavaScript | messages file | HTML | CPU index |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n`;
  const line = (name, r) =>
    `| ${name} | ${Number.isFinite(r.score) ? r.score : "failed"} | ${f(r.fcp, 2)} s | ${f(r.lcp, 2)} s | ${f(r.tbt)} ms | ${r.cls === undefined ? "–" : f(r.cls, 3)} | ${f(r.kib)} KiB | ${f(r.jsKib)} KiB | ${f(r.messagesKib, 1)} KiB | ${r.htmlKib === undefined ? "–" : `${f(r.htmlKib, 1)} KiB`} | ${f(r.cpuIndex)} |\n`;
  for (const r of rows) {
    md += line(r.path, r);
    if (BEFORE[r.path]) md += line(`&nbsp;&nbsp;before (issue 24)`, BEFORE[r.path]);
    if (peer.has(r.path)) md += line(`&nbsp;&nbsp;${peerName}`, peer.get(r.path));
  }
  md += `\nLighthouse 12, mobile, default (simulated) throttling, headless Chromium; medians of ${runs} runs per page (of those that ran: ${rows.map((r) => r.runs.length).join(", ")}). "Before" is the issue's one run per page. CPU index: Lighthouse's benchmarkIndex of this machine during the runs (median), which the simulated 4x CPU slowdown multiplies against: TBT is comparable only between rows of similar index.\n`;
  return md;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base, runs = "3", ...paths] = process.argv.slice(2);
  const { rows } = measurePages(base, paths.length ? paths : undefined, Number(runs));
  console.log("\n" + lighthouseTable(rows, new Map(), Number(runs)));
}
