// What bench/scale.mjs and bench/crowd.mjs share: a free port, and wrk taking each
// request's path at random from a file, each request from its own client address
// (bench/wrk.lua's `paths` mode), read back as figures.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const LUA = path.join(path.dirname(fileURLToPath(import.meta.url)), "wrk.lua");

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/// wrk -t2 on `base` for `seconds` with `connections`, each request a random line of
/// `paths` (written to `dir/paths-<name>.txt`): requests per second, latency
/// percentiles in milliseconds, and the counts of what went wrong.
export function wrkPaths(base, paths, dir, name, { connections, seconds }) {
  const file = path.join(dir, `paths-${name}.txt`);
  writeFileSync(file, paths.join("\n") + "\n");
  const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--timeout", "5s", "-s", LUA, `${base}/`];
  const text = execFileSync("wrk", args, { encoding: "utf8", env: { ...process.env, BENCH_MODE: "paths", BENCH_PATHS: file } });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)[1]);
  const m = /BENCH p50=(\d+) p95=(\d+) p99=(\d+) max=(\d+) requests=(\d+) timeouts=(\d+) errors=(\d+) non2xx_status=(\d+)/.exec(text);
  const [p50, p95, p99, max] = m.slice(1, 5).map((us) => Number(us) / 1000);
  return { rps, p50, p95, p99, max, requests: Number(m[5]), timeouts: Number(m[6]), errors: Number(m[7]), non2xx: Number(m[8]) };
}

/// Waits until the server `child` at `base` answers /readyz (polling every `pollMs`);
/// throws when it exited first.
export async function untilReady(base, child, name, pollMs = 50) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
