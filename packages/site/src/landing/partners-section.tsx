import type { Restaurant } from "@tischservice/core/schemas";
import { siteTexts } from "@tischservice/core/texts";
import { buttonVariants, EmptyState, Skeleton } from "@tischservice/ui";
import { ArrowRight, Store } from "lucide-react";
import { partnerDirectoryHref } from "../layout/nav-items.ts";
import { renderWhenNear } from "../layout/render-when-near.ts";
import { PartnerCardList, partnerGridClass } from "../partners/partner-card-list.tsx";
import { siteOwnTexts } from "../texts.ts";
import { LandingSection } from "./landing-section.tsx";
import type { PartnersState } from "./use-partners.ts";

export interface PartnersSectionProps {
  /**
   * Loading (also the prerendered HTML), the live list (at most six, cut by the caller; with `more`, a
   * link to the directory of all partners), or failed.
   */
  state: PartnersState;
  onOpen: (restaurant: Restaurant) => void;
}

/** The partner restaurants as cards (each opens the detail modal), or a neutral loading, empty or error state. */
export function PartnersSection({ state, onOpen }: PartnersSectionProps) {
  const partners = state.status === "ready" ? state.partners : [];
  return (
    <LandingSection
      id="restaurants"
      title={siteTexts.partners.heading}
      lead={partners.length > 0 ? siteOwnTexts.partnersLead : undefined}
      muted
      className={renderWhenNear.partners}
      aria-busy={state.status === "loading" || undefined}
    >
      {state.status === "loading" ? (
        <div className="grid gap-4">
          <p role="status" className="sr-only">
            {siteOwnTexts.partnersLoading}
          </p>
          <div data-testid="partners-loading" className={partnerGridClass}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-72 rounded-xl" />
            ))}
          </div>
        </div>
      ) : state.status === "error" ? (
        <EmptyState icon={<Store />} title={siteOwnTexts.partnersError} className="bg-background" />
      ) : partners.length === 0 ? (
        <EmptyState icon={<Store />} title={siteOwnTexts.partnersEmpty} className="bg-background" />
      ) : (
        <div className="grid gap-8">
          <PartnerCardList partners={partners} onOpen={onOpen} />
          {state.status === "ready" && state.more ? (
            <p className="m-0 text-center">
              <a href={partnerDirectoryHref} className={buttonVariants({ variant: "outline", size: "lg" })}>
                {siteOwnTexts.allPartnersLink}
                <ArrowRight aria-hidden="true" />
              </a>
            </p>
          ) : null}
        </div>
      )}
    </LandingSection>
  );
}
