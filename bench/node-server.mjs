// The Node.js peer: what a user would deploy instead. node:cluster with one worker
// per core, each rendering the same server bundle with react-dom/server for the same
// requests our server renders (the same data), on every request (no cache).
//   node bench/node-server.mjs BUNDLE PORT name=REQUEST.json [name=REQUEST.json ...]
//   GET /<name> renders that request; GET / renders the first.
//   node bench/node-server.mjs BUNDLE --time N REQUEST.json   (in-process ms per render)
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import http from "node:http";
import { availableParallelism } from "node:os";
import vm from "node:vm";

const [bundlePath, second, ...rest] = process.argv.slice(2);

function loadBundle() {
  vm.runInThisContext(readFileSync(bundlePath, "utf8"), { filename: "server.js" });
}

function pageFor(request) {
  const boot = JSON.stringify({ data: request.data, messagesUrl: "/assets/messages/x.json" }).replace(/</g, "\\u003c");
  return () => {
    const out = globalThis.__ssr.render(request);
    return `<!doctype html><html lang="${request.lang}"><head><meta charset="utf-8">${out.head}</head><body><div id="root">${out.html}</div><script id="__page" type="application/json">${boot}</script></body></html>`;
  };
}

if (second === "--time") {
  loadBundle();
  const n = Number(rest[0] ?? 200);
  const page = pageFor(JSON.parse(readFileSync(rest[1], "utf8")));
  for (let i = 0; i < 20; i++) page();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) page();
  console.log(`render_ms ${((performance.now() - t0) / n).toFixed(3)}`);
  process.exit(0);
}

const port = Number(second);
if (cluster.isPrimary) {
  const workers = Number(process.env.NODE_WORKERS ?? availableParallelism());
  for (let i = 0; i < workers; i++) cluster.fork();
  let ready = 0;
  cluster.on("message", () => {
    if (++ready === workers) console.log(`ready ${port} (${workers} workers)`);
  });
} else {
  loadBundle();
  const pages = new Map();
  for (const spec of rest) {
    const [name, file] = spec.split("=");
    pages.set(name, pageFor(JSON.parse(readFileSync(file, "utf8"))));
  }
  const first = pages.values().next().value;
  http
    .createServer((req, res) => {
      const name = req.url.split("?")[0].slice(1);
      const html = (pages.get(name) ?? first)();
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(html);
    })
    .listen(port, "127.0.0.1", () => process.send?.("ready"));
}
