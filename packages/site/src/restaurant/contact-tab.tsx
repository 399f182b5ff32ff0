import type { Restaurant } from "@tischservice/core/schemas";
import { restaurantDetailTexts } from "@tischservice/core/texts";
import { EmptyState } from "@tischservice/ui";
import { websiteHref } from "../lib/website-href.ts";
import { DetailList, type DetailRow } from "./detail-list.tsx";

const linkClass = "focus-ring rounded-sm font-medium text-primary-strong underline underline-offset-2";

/** Kontakt: phone, e-mail and website as links, or "Keine Kontaktdaten verfügbar". */
export function ContactTab({ restaurant }: { restaurant: Restaurant }) {
  const phone = restaurant.phone?.trim();
  const email = restaurant.email?.trim();
  const website = restaurant.website?.trim();
  const rows: DetailRow[] = [];
  if (phone) {
    rows.push({
      label: restaurantDetailTexts.phoneLabel,
      value: (
        <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
          {phone}
        </a>
      ),
    });
  }
  if (email) {
    rows.push({
      label: restaurantDetailTexts.emailLabel,
      value: (
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      ),
    });
  }
  if (website) {
    rows.push({
      label: restaurantDetailTexts.websiteLabel,
      value: (
        <a href={websiteHref(website)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {website}
        </a>
      ),
    });
  }
  if (rows.length === 0) return <EmptyState title={restaurantDetailTexts.noContactData} />;
  return <DetailList rows={rows} />;
}
