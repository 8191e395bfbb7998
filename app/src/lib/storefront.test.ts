// Every GraphQL document the server sends to Shopify's Storefront API
// (server/shop/storefront/*.graphql, each query with the fragments it uses, as
// server/shop/shopify.rs sends it) is valid against the real 2025-07 schema that
// @shopify/hydrogen-react ships (fetched by scripts/storefront-schema.sh), and uses no
// deprecated field or argument: so the loopback stub in the Rust tests can never agree
// with a query the real API would refuse.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { buildClientSchema, type IntrospectionQuery, NoDeprecatedCustomRule, parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../../..");
const DOCUMENTS = path.join(ROOT, "server/shop/storefront");
const SCHEMA = path.join(ROOT, "app/node_modules/.cache/storefront-2025.7.2.schema.json");

const schema = buildClientSchema(JSON.parse(readFileSync(SCHEMA, "utf8")) as IntrospectionQuery);
const files = readdirSync(DOCUMENTS).filter((f) => f.endsWith(".graphql")).sort();
const fragments = files.filter((f) => readFileSync(path.join(DOCUMENTS, f), "utf8").trimStart().startsWith("fragment"));
const operations = files.filter((f) => !fragments.includes(f));

/** An operation as the server sends it: the operation, then the fragments it spreads. */
function sent(file: string): string {
  const text = readFileSync(path.join(DOCUMENTS, file), "utf8");
  const used = fragments.filter((f) => {
    const name = /fragment\s+(\w+)/.exec(readFileSync(path.join(DOCUMENTS, f), "utf8"))![1];
    return text.includes(`...${name}`);
  });
  return [text, ...used.map((f) => readFileSync(path.join(DOCUMENTS, f), "utf8"))].join("\n");
}

describe("the Storefront API documents", () => {
  it("are all there", () => {
    expect(operations).toEqual([
      "cart-create.graphql",
      "collection-handles.graphql",
      "collection-products.graphql",
      "collection.graphql",
      "predictive-search.graphql",
      "product-handles.graphql",
      "product.graphql",
      "products.graphql",
      "search.graphql",
    ]);
  });

  it.each(operations)("%s is valid against the 2025-07 schema, without deprecated fields", (file) => {
    const errors = validate(schema, parse(sent(file)), [...specifiedRules, NoDeprecatedCustomRule]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it("would catch a deprecated or unknown field", () => {
    const deprecated = validate(schema, parse('{ productByHandle(handle: "x") { id options { values } } }'), [
      ...specifiedRules,
      NoDeprecatedCustomRule,
    ]);
    expect(deprecated.map((e) => e.message).join("\n")).toMatch(/productByHandle.*deprecated[\s\S]*values.*deprecated/);
    const unknown = validate(schema, parse("{ shop { nonsense } }"), specifiedRules);
    expect(unknown.map((e) => e.message).join("\n")).toContain('Cannot query field "nonsense"');
  });
});
