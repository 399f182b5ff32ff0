import type { BookingPage, BookingPagePeriod } from "@tischservice/core";

const schemaDay = {
  monday: "https://schema.org/Monday",
  tuesday: "https://schema.org/Tuesday",
  wednesday: "https://schema.org/Wednesday",
  thursday: "https://schema.org/Thursday",
  friday: "https://schema.org/Friday",
  saturday: "https://schema.org/Saturday",
  sunday: "https://schema.org/Sunday",
} as const;

/** "Straße 1, 12345 Stadt" split into its parts; any other shape stays one street line. */
function postalAddress(address: string) {
  const parts = /^(.+?),\s*(\d{5})\s+(.+)$/.exec(address.trim());
  if (!parts) return { "@type": "PostalAddress", streetAddress: address.trim() };
  const [, street = "", postalCode = "", locality = ""] = parts;
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    postalCode,
    addressLocality: locality,
    addressCountry: "DE",
  };
}

/** One specification per opening period, the weekdays that share it together. */
function openingHoursSpecification(page: BookingPage) {
  const byPeriod = new Map<string, { period: BookingPagePeriod; days: string[] }>();
  for (const { weekday, periods } of page.openingHours) {
    for (const period of periods) {
      const key = `${period.start}-${period.end}`;
      const entry = byPeriod.get(key) ?? { period, days: [] };
      entry.days.push(schemaDay[weekday]);
      byPeriod.set(key, entry);
    }
  }
  return [...byPeriod.values()].map(({ period, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days,
    opens: period.start,
    closes: period.end,
  }));
}

/** Closures (opens = closes = 00:00, as schema.org asks) and changed hours of the coming weeks. */
function specialOpeningHoursSpecification(page: BookingPage) {
  return page.specialDays.flatMap((day) => {
    const periods = day.closed ? [{ start: "00:00", end: "00:00" }] : day.periods;
    return periods.map((period) => ({
      "@type": "OpeningHoursSpecification",
      validFrom: day.from,
      validThrough: day.to,
      opens: period.start,
      closes: period.end,
    }));
  });
}

/** The page's schema.org `Restaurant`, with a reservation action that leads to the page itself. */
export function restaurantJsonLd(page: BookingPage, publicOrigin: string): Record<string, unknown> {
  const special = specialOpeningHoursSpecification(page);
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": `${page.url}#restaurant`,
    name: page.name,
    url: page.url,
    ...(page.description ? { description: page.description } : {}),
    ...(page.bannerUrl ? { image: `${publicOrigin}${page.bannerUrl}` } : {}),
    ...(page.address ? { address: postalAddress(page.address) } : {}),
    ...(page.phone ? { telephone: page.phone } : {}),
    ...(page.cuisine ? { servesCuisine: page.cuisine } : {}),
    ...(/^https?:\/\//i.test(page.website) ? { sameAs: [page.website] } : {}),
    openingHoursSpecification: openingHoursSpecification(page),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
    acceptsReservations: true,
    potentialAction: {
      "@type": "ReserveAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: page.url,
        inLanguage: "de-DE",
        actionPlatform: ["https://schema.org/DesktopWebPlatform", "https://schema.org/MobileWebPlatform"],
      },
      result: { "@type": "FoodEstablishmentReservation", name: "Tischreservierung" },
    },
  };
}
