import { pricingPlans, siteTexts } from "@tischservice/core/texts";
import { siteConfig } from "../site-config.ts";

/** schema.org Organization: the operator with address, contact and social profiles. */
export function organizationData(): Record<string, unknown> {
  const { company, contact, origin, social } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: company.name,
    brand: siteTexts.brand,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: contact.email,
    telephone: contact.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: "DE",
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: contact.supportEmail,
      availableLanguage: "German",
    },
    sameAs: social.map((link) => link.href),
  };
}

/** schema.org SoftwareApplication with one Offer per plan (euro, per month or per year). */
export function plansData(): Record<string, unknown> {
  const { origin } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: siteTexts.brand,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web, Android, iOS",
    url: `${origin}/`,
    description: siteTexts.hero.subline,
    provider: { "@id": `${origin}/#organization` },
    offers: pricingPlans.map((plan) => ({
      "@type": "Offer",
      name: `${plan.name} (${plan.periodLabel})`,
      description: plan.description,
      url: `${origin}/#pricing`,
      price: plan.price.toFixed(2),
      priceCurrency: "EUR",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: plan.price.toFixed(2),
        priceCurrency: "EUR",
        unitCode: plan.period === "year" ? "ANN" : "MON",
        referenceQuantity: {
          "@type": "QuantitativeValue",
          value: 1,
          unitCode: plan.period === "year" ? "ANN" : "MON",
        },
      },
    })),
  };
}
