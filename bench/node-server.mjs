// The Node.js baseline: renders the same server bundle with react-dom/server, for the
// same request our server renders, on every request (no cache), in one process.
//   node bench/node-server.mjs BUNDLE REQUEST.json PORT
import { readFileSync } from "node:fs";
import http from "node:http";
import vm from "node:vm";

const [bundlePath, requestPath, port] = process.argv.slice(2);
vm.runInThisContext(readFileSync(bundlePath, "utf8"), { filename: "server.js" });
const request = JSON.parse(readFileSync(requestPath, "utf8"));
const boot = JSON.stringify({ data: request.data, messages: request.messages }).replace(/</g, "\\u003c");

function page() {
  const out = globalThis.__ssr.render(request);
  return `<!doctype html><html lang="${request.lang}"><head><meta charset="utf-8">${out.head}</head><body><div id="root">${out.html}</div><script id="__page" type="application/json">${boot}</script></body></html>`;
}

if (process.argv[5] === "--time") {
  const n = Number(process.argv[6] ?? 200);
  for (let i = 0; i < 20; i++) page();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) page();
  console.log(`render_ms ${((performance.now() - t0) / n).toFixed(3)}`);
  process.exit(0);
}

http
  .createServer((req, res) => {
    const html = page();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  })
  .listen(Number(port), "127.0.0.1", () => console.log(`ready ${port}`));
