import type { SiteInfo } from "./types";

/** Structured data for the business (Electrician, a LocalBusiness), for search engines. */
export function electricianJsonLd(site: SiteInfo, description: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Electrician",
    name: site.name,
    description,
    url: site.url + "/",
    telephone: site.phone,
    email: site.email,
    image: site.url + "/favicon.svg",
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.split(",")[0],
      postalCode: "2400",
      addressLocality: "København NV",
      addressCountry: "DK",
    },
    areaServed: { "@type": "City", name: "København" },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "16:00",
      },
    ],
  };
}
