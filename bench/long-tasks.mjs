// Where a page's total blocking time comes from: one Lighthouse run (mobile, the
// bench's settings) with its trace kept, then each task of the page's main thread that
// takes 8 ms or more here (Lighthouse's simulated 4x CPU slowdown makes 12.5 ms a long
// task) with what it spent its time on. Usage:
//   node bench/long-tasks.mjs URL
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { lighthouseReport } from "./lighthouse.mjs";

const url = process.argv[2];
if (!url) {
  console.error("usage: node bench/long-tasks.mjs URL");
  process.exit(2);
}

const dir = mkdtempSync(path.join(tmpdir(), "long-tasks-"));
try {
  const report = lighthouseReport(url, dir, ["--save-assets"]);
  const audit = (id) => report.audits[id];
  console.log(
    `${url}: TBT ${audit("total-blocking-time").numericValue.toFixed(0)} ms, FCP ${(audit("first-contentful-paint").numericValue / 1000).toFixed(2)} s, ` +
      `CPU index ${report.environment.benchmarkIndex} (a 2024 desktop: about 2000)`,
  );
  // Lighthouse's own long tasks (under its simulated throttling), each with the script
  // it charges the time to: the tasks its TBT counts are those after FCP.
  for (const item of audit("long-tasks")?.details?.items ?? [])
    console.log(`  lighthouse: ${item.startTime.toFixed(0).padStart(5)} ms start, ${item.duration.toFixed(0).padStart(4)} ms  ${item.url}`);
  const traceFile = readdirSync(dir).find((f) => f.endsWith(".trace.json"));
  const trace = JSON.parse(readFileSync(path.join(dir, traceFile), "utf8"));
  const events = trace.traceEvents ?? trace;
  // The page's main thread: the renderer main thread with the most events.
  const mains = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const counts = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (mains.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const main = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  const complete = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === "X" && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const tasks = complete.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask");
  const start = tasks[0]?.ts ?? 0;
  for (const task of tasks.filter((t) => t.dur >= 8000)) {
    const end = task.ts + task.dur;
    const inside = new Map();
    for (const e of complete) {
      if (e === task || e.name === "RunTask" || e.ts < task.ts || e.ts + e.dur > end) continue;
      inside.set(e.name, (inside.get(e.name) ?? 0) + e.dur);
    }
    const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`);
    console.log(`${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur / 1000).toFixed(1).padStart(5)} ms  ${top.join(", ")}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
