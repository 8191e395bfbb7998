// Every GraphQL document the server sends to Shopify's Storefront API
// (server/shop/storefront/*.graphql, each query with the fragments it uses, as
// server/shop/shopify.rs sends it) is valid against the real 2025-07 schema that
// @shopify/hydrogen-react ships (fetched by scripts/storefront-schema.sh), and uses no
// deprecated field or argument: so the loopback stub in the Rust tests can never agree
// with a query the real API would refuse.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import {
  buildClientSchema,
  type FieldNode,
  getNamedType,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type IntrospectionQuery,
  isCompositeType,
  Kind,
  NoDeprecatedCustomRule,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  specifiedRules,
  validate,
  type ValueNode,
} from "graphql";
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

/**
 * A query's requested cost as Shopify's GraphQL APIs count it before running it: an
 * object 1 point (a list of objects as one), a scalar or enum 0, a connection 2 plus,
 * for each of the `first` (or `last`) objects it may return, that object's cost (its
 * `edges { node }`), and its other fields (`pageInfo`) once. Variables take the
 * values given. (The figure for the warm-up's 250 products, about 11,000
 * points, is this count of the fields it read then: 44 a product.)
 */
function requestedCost(document: string, variables: Record<string, unknown>): number {
  const parsed = parse(document);
  const operation = parsed.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = new Map(
    parsed.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const count = (field: FieldNode): number => {
    for (const name of ["first", "last"]) {
      const node: ValueNode | undefined = field.arguments?.find((a) => a.name.value === name)?.value;
      if (node?.kind === Kind.INT) return Number(node.value);
      if (node?.kind === Kind.VARIABLE && typeof variables[node.name.value] === "number") return variables[node.name.value] as number;
    }
    return 0;
  };
  /** The fields selected, fragments spread. */
  const fields = (selections: SelectionSetNode | undefined): FieldNode[] =>
    (selections?.selections ?? []).flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection];
      if (selection.kind === Kind.INLINE_FRAGMENT) return fields(selection.selectionSet);
      return fields(fragments.get(selection.name.value)!.selectionSet);
    });
  const cost = (selections: SelectionSetNode | undefined, parent: GraphQLCompositeType): number => {
    let total = 0;
    for (const field of fields(selections)) {
      const definition = "getFields" in parent ? parent.getFields()[field.name.value] : undefined;
      const named = definition && getNamedType(definition.type);
      if (!named || !isCompositeType(named)) continue;
      if (!named.name.endsWith("Connection")) {
        total += 1 + cost(field.selectionSet, named);
        continue;
      }
      // A connection: each node its objects may be, and its other fields once.
      let node = 0;
      let rest = 0;
      const connectionFields = (named as GraphQLObjectType).getFields();
      for (const inner of fields(field.selectionSet)) {
        const innerType = getNamedType(connectionFields[inner.name.value]!.type) as GraphQLCompositeType;
        if (inner.name.value === "edges") {
          const edgeFields = (innerType as GraphQLObjectType).getFields();
          for (const edgeField of fields(inner.selectionSet)) {
            const edgeType = getNamedType(edgeFields[edgeField.name.value].type);
            if (edgeField.name.value === "node" && isCompositeType(edgeType)) node = 1 + cost(edgeField.selectionSet, edgeType);
          }
        } else if (inner.name.value === "nodes") {
          node = 1 + cost(inner.selectionSet, innerType);
        } else if (isCompositeType(innerType)) {
          rest += 1 + cost(inner.selectionSet, innerType);
        }
      }
      total += 2 + count(field) * node + rest;
    }
    return total;
  };
  return cost(operation.selectionSet, schema.getQueryType()!);
}

describe("what a Storefront request costs", () => {
  it("the catalogue read asks for at most 1,000 points a request (a page of 15 products whole)", () => {
    // shopify.rs's CATALOGUE_PAGE (its legal facts' metafields included).
    const page = requestedCost(sent("products.graphql"), { first: 15 });
    expect(page).toBeLessThanOrEqual(1000);
    expect(requestedCost(sent("products.graphql"), { first: 16 })).toBeGreaterThan(1000);
    // One product's own page costs a fifteenth of the catalogue's page (the same
    // fields, one object), which reads fifteen in one request instead of fifteen.
    const one = requestedCost(sent("product.graphql"), {});
    expect(page).toBe(15 * one + 3);
    // The warm-up's old read, 250 products at once with the fields it read then.
    const before = `query Products($first: Int!) { products(first: $first) { edges { node {
      id title description handle vendor
      priceRange { minVariantPrice { amount currencyCode } }
      images(first: 5) { edges { node { url altText width height } } }
      variants(first: 10) { edges { node { id title price { amount currencyCode } availableForSale selectedOptions { name value } } } }
      options { name optionValues { name } }
    } } } }`;
    expect(requestedCost(before, { first: 250 })).toBe(2 + 250 * 44);
  });
});
