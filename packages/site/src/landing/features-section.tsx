import { siteFeatureCards, siteTexts } from "@tischservice/core/texts";
import { buttonVariants, FeatureCard } from "@tischservice/ui";
import { renderWhenNear } from "../layout/render-when-near.ts";
import { siteOwnTexts } from "../texts.ts";
import { featureIcons } from "./feature-icons.tsx";
import { LandingSection } from "./landing-section.tsx";

/** The nine feature cards and "Demo Termin vereinbaren" at the end. */
export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      title={siteTexts.features.heading}
      lead={siteOwnTexts.featuresLead}
      muted
      className={renderWhenNear.features}
    >
      <ul className="m-0 grid list-none gap-6 p-0 md:grid-cols-2 lg:grid-cols-3">
        {siteFeatureCards.map((card) => (
          <li key={card.id} className="grid">
            <FeatureCard title={card.title} description={card.description} icon={featureIcons[card.id]} />
          </li>
        ))}
      </ul>
      <div className="flex justify-center">
        <a href="#demo" className={buttonVariants({ size: "lg" })}>
          {siteTexts.features.demoButton}
        </a>
      </div>
    </LandingSection>
  );
}
