import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const src = path.resolve(__dirname, "..");

/** Every source file of the app (not tests). */
function sources(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

describe("islands", () => {
  it("every island the app names has its module registered for the server, and loads the same component", () => {
    // island("name", () => import("../components/X").then((m) => m.Y))
    const used = new Map<string, string>();
    for (const file of sources()) {
      for (const [, name, component] of readFileSync(file, "utf8").matchAll(/island\("([\w-]+)", \(\) => import\("[^"]+"\)\.then\(\(m\) => m\.(\w+)\)/g)) {
        expect(used.has(name), `island ${name} named twice`).toBe(false);
        used.set(name, component);
      }
    }
    expect(used.size).toBeGreaterThanOrEqual(10);
    const server = readFileSync(path.join(src, "islands.server.ts"), "utf8");
    const registered = new Map([...server.matchAll(/^\s+"?([\w-]+)"?: (\w+),$/gm)].map(([, name, component]) => [name, component]));
    expect(registered).toEqual(used);
  });
});
