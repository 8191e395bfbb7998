import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routeTree } from "./App";
import type { RouteModule } from "./lib/page";
import { langOf, withoutLang } from "./lib/paths";
import { ROUTES } from "./routes";

const module: RouteModule = { default: () => null, meta: () => ({ title: "" }) };
const tree = routeTree(() => module);

/** The leaf React Router matches for a public URL under a language's basename. */
function leaf(url: string, basename: string): string | undefined {
  return matchRoutes(tree, url, basename)?.at(-1)?.route.id;
}

describe("a redirect's URL within the app", () => {
  it("loses its language prefix (React Router puts the basename in front) and names its language", () => {
    expect(withoutLang("/en/book/B-1?token=a&new=1")).toBe("/book/B-1?token=a&new=1");
    expect(withoutLang("/en")).toBe("/");
    expect(withoutLang("/en?q=x")).toBe("/?q=x");
    expect(withoutLang("/auth")).toBe("/auth");
    expect(withoutLang("/english")).toBe("/english");
    expect([langOf("/de/profile"), langOf("/en?q=x"), langOf("/fr"), langOf("/profile"), langOf("/english")]).toEqual(["de", "en", "fr", "da", "da"]);
  });
});

describe("the app's route tree", () => {
  it("is the shell around the error element around one route per row of routes.json", () => {
    expect(tree.map((r) => r.id)).toEqual(["root"]);
    const pages = tree[0].children!;
    expect(pages.map((r) => r.id)).toEqual(["pages"]);
    expect(pages[0].ErrorBoundary).toBeTypeOf("function");
    expect(pages[0].children!.map((r) => [r.id, r.path])).toEqual(ROUTES.map((r) => [r.id, r.path]));
  });

  it("matches each route's own paths in every language, and anything else is the catch-all", () => {
    for (const [prefix, basename] of [["", "/"], ["/en", "/en"], ["/fr", "/fr"]]) {
      for (const route of ROUTES.filter((r) => r.path !== "*")) {
        const path = route.path.replace(/:\w+/g, "led-spot%C3%A6");
        expect(leaf(prefix + (path === "/" && prefix ? "" : path) + "?sort=name", basename), `${prefix}${path}`).toBe(route.id);
      }
      expect(leaf(`${prefix}/gammel-side-123`, basename)).toBe("not-found");
      expect(leaf(`${prefix}/services/elbil/extra`, basename)).toBe("not-found");
    }
    // Another language's page is not under this one's basename.
    expect(leaf("/om-os", "/en")).toBeUndefined();
  });
});
