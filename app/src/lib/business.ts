import type { OpeningHours, SiteInfo } from "./types";

const DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** The days of an opening-hours entry, as schema.org names them. */
export function daysOf(hours: OpeningHours): string[] {
  return SCHEMA_DAYS.slice(DAYS.indexOf(hours.from), DAYS.indexOf(hours.to) + 1);
}

/** Structured data for the business (Electrician, a LocalBusiness), for search engines:
 * every fact from the business's settings (BUSINESS_*), the CVR as its VAT id. */
export function electricianJsonLd(site: SiteInfo, description: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Electrician",
    name: site.name,
    description,
    url: site.url + "/",
    telephone: site.phone,
    email: site.email,
    vatID: `DK${site.cvr}`,
    image: site.url + "/favicon.svg",
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.street,
      postalCode: site.postcode,
      addressLocality: site.city,
      addressCountry: "DK",
    },
    areaServed: { "@type": "City", name: "København" },
    openingHoursSpecification: site.hours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: daysOf(hours),
      opens: hours.opens,
      closes: hours.closes,
    })),
  };
}
