import { type PricingPlan, registerTexts } from "@tischservice/core";
import { PriceTag } from "@tischservice/ui";

/** The plan chosen on the site's pricing cards, shown above the sign-up form. */
export function PlanSummary({ plan }: { plan: PricingPlan }) {
  return (
    <section
      aria-label={registerTexts.chosenPlan}
      className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-primary/40 bg-primary/10 px-4 py-3"
    >
      <p className="m-0 grid text-sm">
        <span className="text-muted-foreground">{registerTexts.chosenPlan}</span>
        <span className="font-semibold">{plan.name}</span>
      </p>
      <PriceTag amount={plan.price} periodLabel={plan.periodLabel} />
    </section>
  );
}
