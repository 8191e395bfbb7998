import { describe, expect, it } from "vitest";
import { copenhagenDateTime, copenhagenOffset, withQuery } from "./backoffice";

describe("copenhagenDateTime", () => {
  it("writes Copenhagen's clock as Node's ICU does, summer and winter, across midnight", () => {
    const cases = [
      "2026-01-15T08:05:00Z",
      "2026-03-29T00:59:59Z", // just before the switch to summer time
      "2026-03-29T01:00:00Z", // the switch
      "2026-07-01T22:30:00Z", // the next day in Copenhagen
      "2026-10-25T00:59:00Z", // the last summer minute
      "2026-10-25T01:00:00Z", // winter again
      "2026-12-31T23:10:00Z", // new year in Copenhagen
    ];
    for (const iso of cases) {
      const d = new Date(iso);
      const time = new Intl.DateTimeFormat("da-DK", { timeZone: "Europe/Copenhagen", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
        .format(d)
        .replace(".", ":");
      const date = new Intl.DateTimeFormat("da-DK", { timeZone: "Europe/Copenhagen", dateStyle: "long" }).format(d);
      expect(copenhagenDateTime(iso, "da"), iso).toEqual({ date, time });
    }
  });

  it("knows the offsets", () => {
    expect(copenhagenOffset(Date.parse("2026-06-01T12:00:00Z"))).toBe(2);
    expect(copenhagenOffset(Date.parse("2026-02-01T12:00:00Z"))).toBe(1);
  });

  it("leaves what is not a date as it is", () => {
    expect(copenhagenDateTime("soon", "en")).toEqual({ date: "soon", time: "" });
  });
});

describe("withQuery", () => {
  it("drops empty parameters and encodes the rest", () => {
    expect(withQuery("/admin/orders", { status: "", q: "" })).toBe("/admin/orders");
    expect(withQuery("/admin/requests", { kind: "quote", status: "", q: "ny tavle & co" })).toBe("/admin/requests?kind=quote&q=ny+tavle+%26+co");
  });
});
