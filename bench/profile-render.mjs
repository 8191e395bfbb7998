// Where a render's time goes: renders the home, a product and a signed-in profile
// page in the embedded engine (QuickJS), one worker, many times, and prints ms per
// render. Used to decide what to cut from the per-request work.
//   node bench/profile-render.mjs [debug|release] [N]
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const profile = process.argv[2] ?? "release";
const n = process.argv[3] ?? "100";
const out = path.join(root, "bench", "out", "profile");
mkdirSync(out, { recursive: true });
const bin = path.join(root, "target", profile, "elektriker");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

execFileSync("node", [path.join(root, "app", "build.mjs"), path.join(out, "app")], { stdio: "inherit" });
const bundle = path.join(out, "app", "server", "server.js");
const port = 3111;
const server = spawn(bin, ["serve", "--port", String(port)], {
  env: { ...process.env, RUST_LOG: "warn", DATABASE_URL: `sqlite://${out}/site-${Date.now()}.db`, MAIL_OUTBOX_DIR: `${out}/outbox` },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
for (;;) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  await sleep(50);
}
const signUp = await fetch(`${base}/api/auth/sign-up`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ firstName: "Mette", lastName: "Hansen", email: "mette@example.dk", password: "hemmelig123" }),
});
const cookie = signUp.headers.get("set-cookie").split(";")[0];
const ftl = (lang) => readdirSync(path.join(root, "locales", lang)).sort().map((f) => readFileSync(path.join(root, "locales", lang, f), "utf8") + "\n").join("");
const messages = { key: "da-profile", lang: "da", ftl: ftl("da"), fallback: "" };
const home = await (await fetch(`${base}/api/page?path=%2F`)).json();
const handle = home.data.page.products[0].handle;
const pages = {
  home: { url: "/", data: home.data },
  product: { url: `/product/${handle}`, data: (await (await fetch(`${base}/api/page?path=${encodeURIComponent(`/product/${handle}`)}`)).json()).data },
  profile: { url: "/profile", data: (await (await fetch(`${base}/api/page?path=%2Fprofile`, { headers: { cookie } })).json()).data },
};
server.kill("SIGTERM");

for (const [name, { url, data }] of Object.entries(pages)) {
  const file = path.join(out, `request-${name}.json`);
  writeFileSync(file, JSON.stringify({ url, lang: "da", messages, data }));
  const args = ["run", "--quiet", "-p", "ssr-runtime", "--example", "render_file"];
  if (profile === "release") args.splice(1, 0, "--release");
  const text = execFileSync("cargo", [...args, "--", bundle, file, n], { cwd: root, encoding: "utf8" });
  const ms = /render_ms ([\d.]+)/.exec(text)?.[1];
  const byName = /render_by_name_ms ([\d.]+)/.exec(text)?.[1];
  const node = /render_ms ([\d.]+)/.exec(execFileSync("node", [path.join(root, "bench", "node-server.mjs"), bundle, "--time", n, file], { encoding: "utf8" }))?.[1];
  console.log(`${name}: QuickJS ${ms} ms with the catalogue in the request, ${byName} ms by name; V8 ${node} ms per render (request ${(JSON.stringify({ messages, data }).length / 1024).toFixed(0)} KiB, of which data ${(JSON.stringify(data).length / 1024).toFixed(1)} KiB)`);
}
