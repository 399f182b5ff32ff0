import type { PricingPlan } from "@tischservice/core/texts";
import { siteTexts } from "@tischservice/core/texts";
import { Check } from "lucide-react";
import { type ComponentProps, useId } from "react";
import { Button, buttonVariants } from "../components/button.tsx";
import { cn } from "../lib/cn.ts";
import { PriceTag } from "./price-tag.tsx";

export interface PricingCardProps extends Omit<ComponentProps<"article">, "children"> {
  plan: Pick<
    PricingPlan,
    "name" | "price" | "periodLabel" | "description" | "features" | "buttonText" | "popular"
  >;
  onChoose?: () => void;
  /** Makes the plan's button a link, e.g. to the sign-up page with the plan preselected. */
  href?: string;
  popularLabel?: string;
}

/**
 * One plan of the pricing section: name, price per period, features, button; the popular one stands out.
 * Stretched to the height of a taller card in the same row, it keeps the feature list as tall as its
 * entries and moves the button to the bottom, so the buttons of a row line up.
 */
export function PricingCard({
  plan,
  onChoose,
  href,
  popularLabel = siteTexts.pricing.popularBadge,
  className,
  ...props
}: PricingCardProps) {
  const titleId = useId();
  return (
    <article
      data-slot="pricing-card"
      data-popular={plan.popular || undefined}
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col gap-5 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm",
        plan.popular ? "border-primary-strong shadow-lg ring-1 ring-primary-strong" : "border-border",
        className,
      )}
      {...props}
    >
      {plan.popular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground">
          {popularLabel}
        </span>
      ) : null}
      <header className="grid gap-2">
        <h3 id={titleId} className="text-xl font-semibold">
          {plan.name}
        </h3>
        <PriceTag amount={plan.price} periodLabel={plan.periodLabel} size="lg" />
        <p className="text-sm text-muted-foreground">{plan.description}</p>
      </header>
      <ul className="m-0 grid list-none content-start gap-2 p-0 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-strong" />
            {feature}
          </li>
        ))}
      </ul>
      {href ? (
        <a
          href={href}
          onClick={onChoose}
          className={cn(
            buttonVariants({ variant: plan.popular ? "default" : "outline", fullWidth: true }),
            "mt-auto",
          )}
        >
          {plan.buttonText}
        </a>
      ) : (
        <Button
          variant={plan.popular ? "default" : "outline"}
          fullWidth
          className="mt-auto"
          onClick={onChoose}
        >
          {plan.buttonText}
        </Button>
      )}
    </article>
  );
}
