// Builds the app for the Rust binary (called by ../build.rs):
//   <out>/server/server.js   one classic script for the embedded JavaScript runtimes
//   <out>/client/...         minified ES modules split by route, CSS and images, all
//                            with content-hashed names, plus manifest.json
import * as esbuild from "esbuild";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(process.argv[2] ?? path.join(here, "dist"));
rmSync(out, { recursive: true, force: true });

const common = {
  absWorkingDir: here,
  bundle: true,
  jsx: "automatic",
  target: ["es2020"],
  loader: { ".svg": "file", ".png": "file", ".jpg": "file", ".webp": "file" },
  assetNames: "images/[name]-[hash]",
  publicPath: "/assets/",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  logLevel: "warning",
};

// The server bundle keeps its names so JavaScript stack traces stay readable.
await esbuild.build({
  ...common,
  entryPoints: ["src/entry-server.tsx"],
  outfile: path.join(out, "server", "server.js"),
  format: "iife",
  platform: "browser",
  minifySyntax: true,
});

const client = await esbuild.build({
  ...common,
  entryPoints: ["src/entry-client.tsx"],
  outdir: path.join(out, "client"),
  format: "esm",
  splitting: true,
  minify: true,
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  metafile: true,
});

// A tiny classic script that runs before the app (see src/early.ts).
const early = await esbuild.build({
  ...common,
  entryPoints: ["src/early.ts"],
  outdir: path.join(out, "client"),
  format: "iife",
  minify: true,
  entryNames: "[name]-[hash]",
  metafile: true,
});
const earlyFile = Object.keys(early.metafile.outputs).find((f) => f.endsWith(".js"));

// The manifest tells the server which files a page needs: the entry, its CSS, and
// for each route the chunk of its module plus the chunks that one imports.
const outputs = client.metafile.outputs;
const rel = (file) => path.relative(path.join(out, "client"), path.resolve(here, file));
const byEntry = new Map();
for (const [file, meta] of Object.entries(outputs)) if (meta.entryPoint) byEntry.set(meta.entryPoint, file);
const closure = (file, seen = new Set()) => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imp of outputs[file].imports ?? [])
    if (imp.kind === "import-statement" && outputs[imp.path]) closure(imp.path, seen);
  return seen;
};

const entryFile = byEntry.get("src/entry-client.tsx");
const entryFiles = closure(entryFile);
const source = readFileSync(path.join(here, "src/route-modules.client.ts"), "utf8");
const loaders = Object.fromEntries(
  [...source.matchAll(/const (\w+): Loader = \(\) => import\("\.\/(.+?)"\)/g)].map(([, name, mod]) => [name, `src/${mod}.tsx`]),
);
const routes = {};
for (const [, id, named] of source.matchAll(/^\s+"?([\w-]+)"?(?:: (\w+))?,$/gm)) {
  const loader = named ?? id;
  const module = loaders[loader];
  const file = module && byEntry.get(module);
  if (!file) throw new Error(`route ${id}: no chunk for loader ${loader}`);
  routes[id] = [...closure(file)].filter((f) => !entryFiles.has(f)).map(rel);
}

const manifest = {
  entry: rel(entryFile),
  css: outputs[entryFile].cssBundle ? rel(outputs[entryFile].cssBundle) : null,
  early: path.relative(path.join(out, "client"), path.resolve(here, earlyFile)),
  preload: [...entryFiles].filter((f) => f !== entryFile && f.endsWith(".js")).map(rel),
  routes,
};
writeFileSync(path.join(out, "client", "manifest.json"), JSON.stringify(manifest, null, 2));
