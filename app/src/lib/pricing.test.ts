import { FluentBundle, FluentResource } from "@fluent/bundle";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CUSTOMER_TYPES,
  HOURLY_RATES,
  PACKAGE_FEATURES,
  PACKAGE_LABELS,
  PACKAGE_TYPES,
  SMART_HOME_PACKAGES,
  type SmartHomePackage,
  TIME_BANDS,
  TRANSPORT_ZONES,
  bandMultiplier,
  hourlyRate,
  includesVat,
  transportPrice,
  transportZone,
  type CustomerType,
  type PackageType,
  type TimeBand,
} from "./pricing";

// Worked out by hand (rate x multiplier x 0.9, then rounded half up), e.g.
// 650 x 1.25 = 812.5 -> 813; 650 x 1.5 x 0.9 = 877.5 -> 878; 510 x 1.75 x 0.9 =
// 803.25 -> 803. Columns: without subscription, with subscription.
const EXPECTED: [PackageType, CustomerType, TimeBand, number, number][] = [
  ["standard", "privat", "dagtimer", 650, 585],
  ["standard", "privat", "overarbejde", 813, 731], // 812.5 / 731.25
  ["standard", "privat", "akut", 975, 878], // 975 / 877.5
  ["standard", "privat", "nattevagt", 1138, 1024], // 1137.5 / 1023.75
  ["standard", "erhverv", "dagtimer", 510, 459],
  ["standard", "erhverv", "overarbejde", 638, 574], // 637.5 / 573.75
  ["standard", "erhverv", "akut", 765, 689], // 765 / 688.5
  ["standard", "erhverv", "nattevagt", 893, 803], // 892.5 / 803.25
  ["premium", "privat", "dagtimer", 850, 765],
  ["premium", "privat", "overarbejde", 1063, 956], // 1062.5 / 956.25
  ["premium", "privat", "akut", 1275, 1148], // 1275 / 1147.5
  ["premium", "privat", "nattevagt", 1488, 1339], // 1487.5 / 1338.75
  ["premium", "erhverv", "dagtimer", 670, 603],
  ["premium", "erhverv", "overarbejde", 838, 754], // 837.5 / 753.75
  ["premium", "erhverv", "akut", 1005, 905], // 1005 / 904.5
  ["premium", "erhverv", "nattevagt", 1173, 1055], // 1172.5 / 1055.25
  ["exclusive", "privat", "dagtimer", 1050, 945],
  ["exclusive", "privat", "overarbejde", 1313, 1181], // 1312.5 / 1181.25
  ["exclusive", "privat", "akut", 1575, 1418], // 1575 / 1417.5
  ["exclusive", "privat", "nattevagt", 1838, 1654], // 1837.5 / 1653.75
  ["exclusive", "erhverv", "dagtimer", 850, 765],
  ["exclusive", "erhverv", "overarbejde", 1063, 956], // 1062.5 / 956.25
  ["exclusive", "erhverv", "akut", 1275, 1148], // 1275 / 1147.5
  ["exclusive", "erhverv", "nattevagt", 1488, 1339], // 1487.5 / 1338.75
];

describe("hourlyRate", () => {
  it("has one expected row per package, customer type and time band", () => {
    expect(EXPECTED).toHaveLength(PACKAGE_TYPES.length * CUSTOMER_TYPES.length * TIME_BANDS.length);
    const keys = new Set(EXPECTED.map(([p, c, b]) => `${p}/${c}/${b}`));
    expect(keys.size).toBe(24);
  });

  it.each(EXPECTED)("%s, %s, %s: %i kr without subscription", (pkg, customer, band, plain) => {
    expect(hourlyRate(pkg, customer, band, false)).toBe(plain);
  });

  it.each(EXPECTED)("%s, %s, %s: %i / %i kr with subscription", (pkg, customer, band, _plain, sub) => {
    expect(hourlyRate(pkg, customer, band, true)).toBe(sub);
  });

  it("returns whole kroner", () => {
    for (const [pkg, customer, band] of EXPECTED)
      for (const sub of [false, true]) expect(Number.isInteger(hourlyRate(pkg, customer, band, sub))).toBe(true);
  });

  it("uses the base rates from the spec for daytime work", () => {
    expect(HOURLY_RATES).toEqual({
      standard: { privat: 650, erhverv: 510 },
      premium: { privat: 850, erhverv: 670 },
      exclusive: { privat: 1050, erhverv: 850 },
    });
    expect(TIME_BANDS.map(bandMultiplier)).toEqual([1, 1.25, 1.5, 1.75]);
  });

  it("quotes private customers incl. VAT and business customers excl. VAT", () => {
    expect(includesVat("privat")).toBe(true);
    expect(includesVat("erhverv")).toBe(false);
  });
});

describe("transport", () => {
  // Boundaries belong to the cheaper zone: 0-15 A, >15-30 B, >30-50 C, >50 8 kr/km.
  it.each([
    [0, "A", 0],
    [7, "A", 0],
    [15, "A", 0],
    [15.1, "B", 199],
    [16, "B", 199],
    [30, "B", 199],
    [30.1, "C", 399],
    [50, "C", 399],
    [50.5, "per-km", 404],
    [51, "per-km", 408],
    [75, "per-km", 600],
    [120, "per-km", 960],
  ])("%f km is zone %s and costs %i kr", (km, zone, price) => {
    expect(transportZone(km).id).toBe(zone);
    expect(transportPrice(km)).toBe(price);
  });

  it("rounds the per-km charge to whole kroner", () => {
    expect(transportPrice(50.06)).toBe(400); // 400.48
    expect(transportPrice(60.07)).toBe(481); // 480.56
  });

  it("rejects distances that are not a distance", () => {
    expect(() => transportPrice(-1)).toThrow(RangeError);
    expect(() => transportPrice(Number.NaN)).toThrow(RangeError);
    expect(() => transportPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("lists the zones of the spec, contiguous from 0 km", () => {
    expect(TRANSPORT_ZONES).toEqual([
      { id: "A", fromKm: 0, toKm: 15, kind: "flat", price: 0 },
      { id: "B", fromKm: 15, toKm: 30, kind: "flat", price: 199 },
      { id: "C", fromKm: 30, toKm: 50, kind: "flat", price: 399 },
      { id: "per-km", fromKm: 50, toKm: null, kind: "per-km", pricePerKm: 8 },
    ]);
  });
});

describe("packages", () => {
  it("has the features and labels of the spec", () => {
    expect(PACKAGE_FEATURES.standard).toHaveLength(4);
    expect(PACKAGE_FEATURES.premium[0]).toBe("all-standard");
    expect(PACKAGE_FEATURES.premium).toHaveLength(5);
    expect(PACKAGE_FEATURES.exclusive[0]).toBe("all-premium");
    expect(PACKAGE_FEATURES.exclusive).toHaveLength(6);
    expect(PACKAGE_LABELS).toEqual({ premium: "most-chosen", exclusive: "vip" });
  });

  it("prices the smart-home packages incl. VAT as in the spec", () => {
    expect(SMART_HOME_PACKAGES.map((p) => [p.id, p.price])).toEqual([
      ["starter", 2499],
      ["expansion", 3999],
      ["complete", 6499],
    ]);
  });
});

describe("Danish catalogue (locales/da/pricing.ftl)", () => {
  const ftl = readFileSync(new URL("../../../locales/da/pricing.ftl", import.meta.url), "utf8");
  const resource = new FluentResource(ftl);
  const bundle = new FluentBundle("da", { useIsolating: false });
  bundle.addResource(resource);
  const text = (id: string, args?: Record<string, string>) => {
    const message = bundle.getMessage(id);
    if (!message?.value) throw new Error(`missing message ${id}`);
    return bundle.formatPattern(message.value, args ?? null);
  };

  it("parses every message (no junk)", () => {
    const declared = ftl.split("\n").filter((line) => /^[a-z][a-z0-9-]* =/.test(line)).length;
    expect(resource.body).toHaveLength(declared);
  });

  it("has a text for every id the data uses", () => {
    const ids = [
      ...CUSTOMER_TYPES.flatMap((c) => [`pricing-customer-${c}`, `pricing-summary-${c}`]),
      ...TIME_BANDS.map((b) => `pricing-band-${b}`),
      ...PACKAGE_TYPES.flatMap((p) => [`pricing-package-${p}`, `pricing-package-${p}-intro`]),
      ...Object.values(PACKAGE_FEATURES).flat().map((f) => `pricing-feature-${f}`),
      ...Object.values(PACKAGE_LABELS).map((l) => `pricing-label-${l}`),
      ...SMART_HOME_PACKAGES.flatMap((p: SmartHomePackage) => [
        `pricing-smart-${p.id}-name`,
        `pricing-smart-${p.id}-description`,
        `pricing-smart-${p.id}-perfect-for`,
        ...p.features.map((f) => `pricing-smart-${p.id}-feature-${f}`),
      ]),
    ];
    for (const id of ids) expect(bundle.hasMessage(id), id).toBe(true);
  });

  it("quotes the spec word for word", () => {
    expect(text("pricing-subscription")).toBe("Spar 10 % med abonnement");
    expect(text("pricing-label-most-chosen")).toBe("Mest Valgt");
    expect(text("pricing-label-vip")).toBe("VIP Service");
    expect(TIME_BANDS.map((b) => text(`pricing-band-${b}`))).toEqual([
      "Dagtimer (07-16)",
      "Overarbejde (16-21)",
      "Akut (samme dag)",
      "Nattevagt (21-07)",
    ]);
    expect(CUSTOMER_TYPES.map((c) => text(`pricing-customer-${c}`))).toEqual(["Privat", "Erhverv"]);
  });
});
