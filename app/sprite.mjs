// The icon sprite: every lucide icon the app imports, as one SVG of <symbol>s made
// from lucide's own data (and the flags of src/images/flags.svg), with a
// content-hashed name; and the esbuild plugin that
// bundles each `lucide-react/icons/<name>` import as a reference into it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The app's source files (not tests) under `dir`. */
export function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

const escapeAttr = (v) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Writes the sprite into `outDir`; answers its file name. */
export async function buildSprite(here, outDir) {
  const names = new Set();
  for (const file of sources(path.join(here, "src"))) {
    for (const m of readFileSync(file, "utf8").matchAll(/["']lucide-react\/icons\/([a-z0-9-]+)["']/g)) names.add(m[1]);
  }
  const symbols = [];
  for (const name of [...names].sort()) {
    // An old name is a module that re-exports the icon under its new one.
    const dir = path.join(here, "node_modules/lucide-react/dist/esm/icons");
    let file = `${name}.mjs`;
    for (let alias; (alias = /export \{ default \} from '\.\/(.+?\.mjs)'/.exec(readFileSync(path.join(dir, file), "utf8"))); ) file = alias[1];
    const { __iconData } = await import(pathToFileURL(path.join(dir, file)).href);
    const body = __iconData.node
      .map(([tag, attrs]) => {
        const text = Object.entries(attrs)
          .filter(([k]) => k !== "key")
          .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeAttr(v)}"`)
          .join(" ");
        return `<${tag} ${text}/>`;
      })
      .join("");
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`);
  }
  // The language switcher's flags, drawn by hand (src/images/flags.svg).
  const flags = readFileSync(path.join(here, "src/images/flags.svg"), "utf8");
  symbols.push(...flags.match(/<symbol[\s\S]*?<\/symbol>/g));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 8).toUpperCase();
  const file = `icons-${hash}.svg`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, file), svg);
  return { file, count: names.size };
}

/**
 * Bundles `lucide-react/icons/<name>` as `spriteIcon("<name>")`. In the app's own
 * sources the import itself becomes `const Icon = spriteIcon("<name>")`, so an icon is
 * not a module of its own: a module shared by some routes and not others is a chunk
 * of its own when code is split, and 35 of the client's 66 chunks were one icon each
 * (a request each on every page that drew one).
 */
export function spritePlugin(here, prelude = () => "") {
  const component = path.join(here, "src/lib/sprite-icon.tsx");
  const iconImport = /^import (\w+) from "lucide-react\/icons\/([a-z0-9-]+)";$/gm;
  return {
    name: "icon-sprite",
    setup(build) {
      // (`prelude`: lines the build puts before a source module's own, see build.mjs.)
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        const before = prelude(args.path);
        const icons = source.includes('from "lucide-react/icons/') && args.path !== component;
        if (!icons && !before) return undefined;
        const contents =
          before +
          (icons
            ? `import { spriteIcon as __spriteIcon } from ${JSON.stringify(component)};\n` +
              source.replace(iconImport, (_, local, name) => `const ${local} = __spriteIcon(${JSON.stringify(name)});`)
            : source);
        return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
      build.onResolve({ filter: /^lucide-react\/icons\/[a-z0-9-]+$/ }, (args) => ({
        path: args.path.slice("lucide-react/icons/".length),
        namespace: "icon-sprite",
      }));
      build.onLoad({ filter: /.*/, namespace: "icon-sprite" }, (args) => ({
        contents: `import { spriteIcon } from ${JSON.stringify(component)};\nexport default spriteIcon(${JSON.stringify(args.path)});\n`,
        loader: "js",
        resolveDir: here,
      }));
    },
  };
}
