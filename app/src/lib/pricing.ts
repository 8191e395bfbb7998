// Prices of the home page's pricing calculator and smart-home packages (SPEC §3, §4,
// §9). Pure data and arithmetic: the texts live in locales/da/pricing.ftl, keyed by
// the ids below.

export type CustomerType = "privat" | "erhverv";
export type TimeBand = "dagtimer" | "overarbejde" | "akut" | "nattevagt";
export type PackageType = "standard" | "premium" | "exclusive";

export const CUSTOMER_TYPES: readonly CustomerType[] = ["privat", "erhverv"];
export const TIME_BANDS: readonly TimeBand[] = ["dagtimer", "overarbejde", "akut", "nattevagt"];
export const PACKAGE_TYPES: readonly PackageType[] = ["standard", "premium", "exclusive"];

/** Hourly rates in whole kr: private customers incl. VAT, business customers excl. VAT. */
export const HOURLY_RATES: Readonly<Record<PackageType, Readonly<Record<CustomerType, number>>>> = {
  standard: { privat: 650, erhverv: 510 },
  premium: { privat: 850, erhverv: 670 },
  exclusive: { privat: 1050, erhverv: 850 },
};

/**
 * Time-band surcharges in quarters (4 = x1.0, 5 = x1.25, ...), so that prices are
 * computed in integers and ties round the same way on every engine.
 * dagtimer 07-16, overarbejde 16-21, akut same day, nattevagt 21-07.
 */
const BAND_QUARTERS: Readonly<Record<TimeBand, number>> = {
  dagtimer: 4,
  overarbejde: 5,
  akut: 6,
  nattevagt: 7,
};

/** The multiplier of a time band: 1, 1.25, 1.5 or 1.75. */
export function bandMultiplier(band: TimeBand): number {
  return BAND_QUARTERS[band] / 4;
}

/** The subscription discount in per cent ('Spar 10 % med abonnement'). */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 10;

/** Whether a package's rate is quoted including VAT (private) or excluding it (business). */
export function includesVat(customer: CustomerType): boolean {
  return customer === "privat";
}

/**
 * The hourly rate shown for a package: rate x time-band multiplier x 0.9 with a
 * subscription, rounded to whole kr (halves round up, as Math.round does).
 */
export function hourlyRate(pkg: PackageType, customer: CustomerType, band: TimeBand, subscription: boolean): number {
  const rate = HOURLY_RATES[pkg][customer];
  const percent = subscription ? 100 - SUBSCRIPTION_DISCOUNT_PERCENT : 100;
  // rate * (quarters / 4) * (percent / 100) as one exact integer division.
  const numerator = rate * BAND_QUARTERS[band] * percent;
  return Math.round(numerator / 400);
}

/** Feature ids per package; the texts are `pricing-feature-<id>`. */
export const PACKAGE_FEATURES: Readonly<Record<PackageType, readonly string[]>> = {
  standard: ["fault-finding", "sockets", "lamps", "electrical-check"],
  premium: ["all-standard", "smart-home", "new-installations", "panel-upgrade", "warranty"],
  exclusive: ["all-premium", "vip-priority", "cover-24-7", "special-design", "project-manager", "service-agreement"],
};

/** The label a package carries; the texts are `pricing-label-<id>`. */
export const PACKAGE_LABELS: Readonly<Partial<Record<PackageType, "most-chosen" | "vip">>> = {
  premium: "most-chosen",
  exclusive: "vip",
};

/** The package the calculator highlights. */
export const HIGHLIGHTED_PACKAGE: PackageType = "premium";

// Transport. Boundaries belong to the cheaper zone: 0-15 km is A, over 15 up to and
// including 30 km is B, over 30 up to and including 50 km is C, over 50 km costs
// 8 kr per km for the whole distance.

export type TransportZone =
  | { id: "A" | "B" | "C"; fromKm: number; toKm: number; kind: "flat"; price: number }
  | { id: "per-km"; fromKm: number; toKm: null; kind: "per-km"; pricePerKm: number };

export const TRANSPORT_ZONES: readonly TransportZone[] = [
  { id: "A", fromKm: 0, toKm: 15, kind: "flat", price: 0 },
  { id: "B", fromKm: 15, toKm: 30, kind: "flat", price: 199 },
  { id: "C", fromKm: 30, toKm: 50, kind: "flat", price: 399 },
  { id: "per-km", fromKm: 50, toKm: null, kind: "per-km", pricePerKm: 8 },
];

/** The zone for a distance in km (a boundary belongs to the zone below it). */
export function transportZone(km: number): TransportZone {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`invalid distance: ${km}`);
  for (const zone of TRANSPORT_ZONES) if (zone.toKm === null || km <= zone.toKm) return zone;
  // Unreachable: the last zone is open-ended.
  return TRANSPORT_ZONES[TRANSPORT_ZONES.length - 1];
}

/** The transport charge in whole kr for a distance in km (over 50 km: 8 x km, rounded). */
export function transportPrice(km: number): number {
  const zone = transportZone(km);
  return zone.kind === "flat" ? zone.price : Math.round(zone.pricePerKm * km);
}

// Smart-home starter packages (DKK incl. VAT). Texts: `pricing-smart-<id>-name`,
// `-description`, `-perfect-for` and `pricing-smart-<id>-feature-<feature>`.

export type SmartHomePackageId = "starter" | "expansion" | "complete";

export interface SmartHomePackage {
  id: SmartHomePackageId;
  /** Price in whole kr including VAT. */
  price: number;
  /** Feature ids, in display order. */
  features: readonly string[];
}

export const SMART_HOME_PACKAGES: readonly SmartHomePackage[] = [
  { id: "starter", price: 2499, features: ["hub", "lights", "installation", "app", "warranty"] },
  { id: "expansion", price: 3999, features: ["hub", "lights", "motion", "contact", "schedules", "warranty"] },
  { id: "complete", price: 6499, features: ["hub", "lights", "sensors", "scenes", "app", "support", "warranty"] },
];
