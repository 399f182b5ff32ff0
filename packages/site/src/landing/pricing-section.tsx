import { pricingNotes, pricingPlans, siteTexts } from "@tischservice/core/texts";
import { PricingCard } from "@tischservice/ui";
import { Check } from "lucide-react";
import { renderWhenNear } from "../layout/render-when-near.ts";
import { siteOwnTexts } from "../texts.ts";
import { LandingSection } from "./landing-section.tsx";

/** Where a plan's "Jetzt starten" leads: the restaurant sign-up with the plan preselected. */
export function registerHref(planId: string): string {
  return `/app/register?plan=${encodeURIComponent(planId)}`;
}

/**
 * The three plans (prices in euro with 2 decimals), the yearly one marked most popular, and the terms;
 * each plan's button is a link to the sign-up page.
 */
export function PricingSection() {
  return (
    <LandingSection id="pricing" title={siteTexts.pricing.heading} className={renderWhenNear.pricing}>
      <ul className="m-0 grid list-none items-stretch gap-8 p-0 pt-3 md:grid-cols-3">
        {pricingPlans.map((plan) => (
          <li key={plan.id} className="grid">
            <PricingCard plan={plan} href={registerHref(plan.id)} />
          </li>
        ))}
      </ul>
      <ul
        aria-label={siteOwnTexts.priceNotesLabel}
        className="m-0 flex list-none flex-wrap justify-center gap-x-8 gap-y-2 p-0 text-sm font-medium"
      >
        {pricingNotes.map((note) => (
          <li key={note} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 text-primary-strong" />
            {note}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
