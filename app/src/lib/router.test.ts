import { describe, expect, it } from "vitest";
import { href, resolve, withoutBasename } from "./router";

describe("the router's paths", () => {
  const here = { pathname: "/collections/lamper", search: "?sort=price-asc" };

  it("resolves absolute paths, queries and fragments against where the visitor is", () => {
    expect(resolve("/om-os", here)).toEqual({ pathname: "/om-os", search: "", hash: "" });
    expect(resolve("/#products", here)).toEqual({ pathname: "/", search: "", hash: "#products" });
    expect(resolve("/book?kind=call", here)).toEqual({ pathname: "/book", search: "?kind=call", hash: "" });
    // A query alone keeps the path; a fragment alone keeps the path and the query.
    expect(resolve("?variant=2", here)).toEqual({ pathname: "/collections/lamper", search: "?variant=2", hash: "" });
    expect(resolve("#filters", here)).toEqual({ pathname: "/collections/lamper", search: "?sort=price-asc", hash: "#filters" });
    // An empty query is no query.
    expect(resolve("/search?", here)).toEqual({ pathname: "/search", search: "", hash: "" });
    // A relative path is relative to the current one's folder.
    expect(resolve("smart-home", here)).toEqual({ pathname: "/collections/smart-home", search: "", hash: "" });
  });

  it("puts the language prefix in front, the home page without a trailing slash", () => {
    expect(href("", resolve("/", here))).toBe("/");
    expect(href("/en", resolve("/", here))).toBe("/en");
    expect(href("/en", resolve("/#products", here))).toBe("/en#products");
    expect(href("/en", resolve("/?q=lampe", here))).toBe("/en?q=lampe");
    expect(href("/de", resolve("/product/stikkontakt", here))).toBe("/de/product/stikkontakt");
    expect(href("", resolve("?sort=name", here))).toBe("/collections/lamper?sort=name");
  });

  it("takes the language prefix off a public URL, and only a whole one", () => {
    expect(withoutBasename("/en", "/en")).toBe("/");
    expect(withoutBasename("/en", "/en/om-os")).toBe("/om-os");
    expect(withoutBasename("/en", "/en?q=lampe")).toBe("/?q=lampe");
    expect(withoutBasename("/en", "/english")).toBe("/english");
    expect(withoutBasename("", "/om-os")).toBe("/om-os");
  });
});
