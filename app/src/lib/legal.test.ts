import { describe, expect, it } from "vitest";
import type { Legal } from "../generated/Legal";
import { LEGAL_MISSING, legalMissing, legalOf } from "./legal";

const maker = { name: "Nordlys Belysning ApS", address: "Industrivej 12, 2600 Glostrup", contact: "info@nordlys.dk" };
const bulb: Legal = { kind: "light-source", manufacturer: maker, warnings: "Sluk før skift." };

describe("what a product lacks of what the law asks of its kind", () => {
  it("asks a light source for the class and the EPREL number, as the server does", () => {
    expect(legalMissing(bulb)).toEqual(["energy-class", "eprel"]);
    const labelled: Legal = { ...bulb, energyClass: "F", eprel: "1523401" };
    expect(legalMissing(labelled)).toEqual([]);
    expect(legalMissing({ ...labelled, kind: "luminaire-built-in" })).toEqual([]);
    expect(legalMissing({ ...labelled, kind: "luminaire-built-in", energyClass: "" })).toEqual(["energy-class"]);
    // A luminaire whose light source can be replaced needs no class.
    expect(legalMissing({ ...bulb, kind: "luminaire" })).toEqual([]);
  });

  it("takes text as the server keeps it: trimmed, the class in capitals, the number without spaces", () => {
    expect(legalMissing({ ...bulb, energyClass: " f ", eprel: "15 234 01" })).toEqual([]);
    expect(legalMissing({ ...bulb, energyClass: "H", eprel: "   " })).toEqual(["energy-class", "eprel"]);
    expect(legalMissing({ ...bulb, kind: "electrical", warnings: " \n " })).toEqual(["warnings"]);
    expect(legalMissing({ kind: "other", manufacturer: { name: "  ", address: "\t", contact: " " } })).toEqual([
      "manufacturer",
      "manufacturer-address",
      "manufacturer-contact",
    ]);
  });

  it("asks every product for the maker: a name or a trade mark, an address, a way to write", () => {
    expect(legalMissing(undefined)).toEqual(["manufacturer", "manufacturer-address", "manufacturer-contact"]);
    expect(legalMissing(legalOf({ seoTitle: "Pære" }))).toEqual(["manufacturer", "manufacturer-address", "manufacturer-contact"]);
    expect(legalMissing({ kind: "other", manufacturer: { tradeMark: "Nordlys", address: maker.address, contact: "https://nordlys.dk" } })).toEqual([]);
    expect(legalMissing({ kind: "other", manufacturer: { name: "Nordlys" } })).toEqual(["manufacturer-address", "manufacturer-contact"]);
  });

  it("asks for the responsible person in the EU only when the maker is outside it", () => {
    const outside: Legal = { ...bulb, kind: "luminaire", outsideEu: true };
    expect(legalMissing(outside)).toEqual(["responsible"]);
    expect(legalMissing({ ...outside, responsible: { name: "Lys Import ApS" } })).toEqual(["responsible"]);
    expect(legalMissing({ ...outside, responsible: { name: "Lys Import ApS", address: "Havnen 1, 8000 Aarhus C" } })).toEqual([]);
    // Kept from before, but not asked for while the maker is in the EU.
    expect(legalMissing({ ...outside, outsideEu: false })).toEqual([]);
  });

  it("asks electrical goods, not other goods, for the Danish safety information", () => {
    const { warnings: _, ...silent } = bulb;
    expect(legalMissing({ ...silent, kind: "electrical" })).toEqual(["warnings"]);
    expect(legalMissing({ ...silent, kind: "luminaire" })).toEqual(["warnings"]);
    expect(legalMissing({ ...silent, kind: "other" })).toEqual([]);
  });

  it("names everything, in the server's order, when nothing is given of a light source", () => {
    expect(legalMissing({ kind: "light-source", outsideEu: true })).toEqual(LEGAL_MISSING);
  });
});
