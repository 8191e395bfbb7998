// A product's legal facts in the back office: what its kind requires and what of that
// it lacks, worked out as the server does (server/shop/legal.rs, `normalised` then
// `missing`), so that the product form can say it while the merchant types.
import type { Legal } from "../generated/Legal";
import type { LegalMissing } from "../generated/LegalMissing";
import type { ProductDetails } from "../generated/ProductDetails";
import type { ProductKind } from "../generated/ProductKind";

/** The kinds, in the order the form offers them. */
export const PRODUCT_KINDS: readonly ProductKind[] = ["light-source", "luminaire-built-in", "luminaire", "electrical", "other"];

/** The energy efficiency classes of the rescaled label (A most efficient). */
export const ENERGY_CLASSES: readonly string[] = ["A", "B", "C", "D", "E", "F", "G"];

/** Every code of what can be missing, in the server's order. */
export const LEGAL_MISSING: readonly LegalMissing[] = [
  "energy-class",
  "eprel",
  "manufacturer",
  "manufacturer-address",
  "manufacturer-contact",
  "responsible",
  "warnings",
];

/** The facts of a product that has none yet. */
export const NO_LEGAL: Legal = { kind: "other" };

/** A product's legal facts, or those of one that has none. */
export function legalOf(details: ProductDetails | undefined | null): Legal {
  return details?.legal ?? NO_LEGAL;
}

/** A light source, or a luminaire whose light source cannot be replaced: the energy
 *  class and the EPREL registration number. */
export function hasEnergyClass(kind: ProductKind): boolean {
  return kind === "light-source" || kind === "luminaire-built-in";
}

/** Electrical goods (all but "other"): Danish safety information. */
export function isElectrical(kind: ProductKind): boolean {
  return kind !== "other";
}

const filled = (text: string | undefined) => (text ?? "").trim() !== "";

/** What `legal` lacks of what its kind requires: every product the maker's name or
 *  trade mark, postal address and e-mail or web address; a maker outside the EU the
 *  responsible person's name and address; electrical goods the safety information;
 *  light sources and luminaires with built-in ones the class and the EPREL number.
 *  Text is taken as the server keeps it (trimmed; the class in capitals, the EPREL
 *  number without spaces). */
export function legalMissing(legal: Legal | undefined | null): LegalMissing[] {
  const facts = legal ?? NO_LEGAL;
  const kind = PRODUCT_KINDS.includes(facts.kind) ? facts.kind : "other";
  const out: LegalMissing[] = [];
  if (hasEnergyClass(kind)) {
    if (!ENERGY_CLASSES.includes((facts.energyClass ?? "").trim().toUpperCase())) out.push("energy-class");
    if ((facts.eprel ?? "").replace(/\s/g, "") === "") out.push("eprel");
  }
  const maker = facts.manufacturer ?? {};
  if (!filled(maker.name) && !filled(maker.tradeMark)) out.push("manufacturer");
  if (!filled(maker.address)) out.push("manufacturer-address");
  if (!filled(maker.contact)) out.push("manufacturer-contact");
  const responsible = facts.responsible ?? {};
  if (facts.outsideEu && (!filled(responsible.name) || !filled(responsible.address))) out.push("responsible");
  if (isElectrical(kind) && !filled(facts.warnings)) out.push("warnings");
  return out;
}
