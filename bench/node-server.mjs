// The Node.js peer: what a user would deploy instead. node:cluster with one worker
// per core, each rendering the same server bundle with react-dom/server for the same
// requests our server renders (the same data), on every request (no cache).
//   node bench/node-server.mjs BUNDLE PORT name=REQUEST.json [name=REQUEST.json ...]
//   GET /<name> renders that request; GET / renders the first.
//   node bench/node-server.mjs BUNDLE --time N REQUEST.json   (in-process ms per render)
// With NODE_SITE=<our server's base URL> and NODE_CLIENT_DIR=<the client build> it is
// the whole site as a Node deployment serves it, for Lighthouse: GET <path> (each
// name is then a path) renders that request's body into our server's own document
// for the path (the same head, stylesheet, scripts and hydration data), the client's
// files come from disk and everything else (the message catalogue, the favicon) is
// fetched from our server once; text is gzipped per request, as the usual
// `compression` middleware does.
import cluster from "node:cluster";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { availableParallelism } from "node:os";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

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
} else if (process.env.NODE_SITE) {
  loadBundle();
  const site = process.env.NODE_SITE;
  const clientDir = process.env.NODE_CLIENT_DIR;
  const pages = new Map();
  for (const spec of rest) {
    const [url, file] = spec.split("=");
    const request = JSON.parse(readFileSync(file, "utf8"));
    const doc = await (await fetch(site + url)).text();
    const open = doc.indexOf('<div id="root">') + '<div id="root">'.length;
    const close = doc.indexOf('</div><script id="__page"');
    const [before, after] = [doc.slice(0, open), doc.slice(close)];
    pages.set(url, () => before + globalThis.__ssr.render(request).html + after);
  }
  const fetched = new Map();
  const types = { ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml", ".json": "application/json", ".jpg": "image/jpeg", ".mp4": "video/mp4", ".webm": "video/webm" };
  const send = (req, res, status, type, body, headers = {}) => {
    const text = /text|javascript|json|svg/.test(type);
    if (text && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      body = gzipSync(body);
      headers = { ...headers, "content-encoding": "gzip", vary: "accept-encoding" };
    }
    res.writeHead(status, { "content-type": type, "content-length": body.length, ...headers });
    res.end(body);
  };
  http
    .createServer(async (req, res) => {
      const url = req.url.split("?")[0];
      const page = pages.get(url);
      if (page) return send(req, res, 200, "text/html; charset=utf-8", Buffer.from(page()), { "cache-control": "no-cache" });
      const file = url.startsWith("/assets/") && path.join(clientDir, url.slice("/assets/".length));
      if (file && !file.includes("..") && existsSync(file))
        return send(req, res, 200, types[path.extname(file)] ?? "application/octet-stream", readFileSync(file), { "cache-control": "public, max-age=31536000, immutable" });
      if (!fetched.has(url)) {
        const answer = await fetch(site + url, { headers: { "accept-encoding": "identity" } });
        fetched.set(url, { status: answer.status, type: answer.headers.get("content-type") ?? "text/plain", body: Buffer.from(await answer.arrayBuffer()) });
      }
      const { status, type, body } = fetched.get(url);
      send(req, res, status, type, body, { "cache-control": "public, max-age=31536000, immutable" });
    })
    .listen(port, "127.0.0.1", () => process.send?.("ready"));
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
